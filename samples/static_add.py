"""Static add: a float16 vector addition whose size is fixed when the kernel is built.

What it shows:
  * the size, the TEC count and the chunk size are Python constants, so every loop bound is
    known when the kernel is built and no tail handling is needed;
  * each TEC owns one contiguous quarter of the data (`S.tec_range`: the body runs once on
    every TEC, with `tec` its id; `S.get_local_id()` gives the same number);
  * the data goes through the TEC's own fast memory, lsram: `S.dma_copy` brings a chunk of
    each input in from global memory (DDR), the vector loop adds them there, and a last
    `S.dma_copy` sends the sum back; one lsram block is carved into two halves with
    `addr_of`, and the result overwrites the first half;
  * 256-bit vectors hold 16 float16 lanes: `S.vload` / `S.vstore` move 16 elements at a time.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/static_add.py [--show-c]
"""

import sys

import numpy as np

from compass import BuildManager, script as S
from compass.testing import assert_allclose, rand

DTYPE = "float16"
LANES = 16                 # float16 lanes of a 256-bit vector
TECS = 4                   # TECs of one X2_1204 core
N = 16384                  # elements of each tensor
PER_TEC = N // TECS        # 4096 elements for each TEC
CHUNK = 1024               # elements of one input staged in lsram at a time (2 KiB)


@S.prim_func
def add_fp16_static(a: S.ptr(DTYPE, "global"), b: S.ptr(DTYPE, "global"),
                    c: S.ptr(DTYPE, "global")):
    # 4 KiB of lsram per TEC: chunk of `a` (later the sum) in the first half, `b` in the second.
    stage = S.alloc_buffer([2 * CHUNK], DTYPE, scope="lsram")
    left = stage.addr_of(0)
    right = stage.addr_of(CHUNK)
    for tec in S.tec_range(0, TECS):
        first = tec * PER_TEC
        for step in range(PER_TEC // CHUNK):
            start = first + step * CHUNK
            S.dma_copy(left, a + start, CHUNK)       # DDR -> lsram
            S.dma_copy(right, b + start, CHUNK)
            for v in range(CHUNK // LANES):
                lane0 = v * LANES
                total = S.vadd(S.vload(left + lane0), S.vload(right + lane0))
                S.vstore(total, left + lane0)          # reuse the first half for the sum
            S.dma_copy(c + start, left, CHUNK)       # lsram -> DDR


def main(argv):
    ex = BuildManager(target="X2_1204").build(add_fp16_static)
    if "--show-c" in argv:
        print(ex.c_code)
    else:
        print(f"OpenCL C: {len(ex.c_code.splitlines())} lines (--show-c prints them)")

    a = rand(N, DTYPE, low=-100, high=100)
    b = rand(N, DTYPE, low=-100, high=100)
    expected = a + b                         # NumPy adds float16 and rounds to float16

    ok = True
    for where, run in (("simulator", add_fp16_static), ("POCL", ex)):
        c = np.zeros(N, DTYPE)
        run(a, b, c)
        try:
            assert_allclose(c, expected)
            print(f"{where}: {N} float16 sums match NumPy")
        except AssertionError as error:
            print(f"{where}: MISMATCH\n{error}")
            ok = False
    print("[PASS] static add" if ok else "[FAIL] static add")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
