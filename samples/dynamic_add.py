"""Dynamic add: one float32 addition kernel for every length n, given when it runs.

What it shows:
  * `n: S.i32` is an ordinary run-time argument: the same built kernel serves n = 1, 5,
    1000 or 100003, so nothing may assume n divides evenly;
  * the work split is computed on the device: `S.get_local_size()` TECs, this one
    `S.get_local_id()`; each takes `S.ceildiv(n, tecs)` elements and `S.clip` trims the last
    share (a TEC may get nothing when n is small);
  * a share larger than the lsram staging area is processed in several chunks, the last one
    shorter;
  * inside a chunk, whole 8-lane vectors first, then one masked vector for the 1-7 leftover
    elements: `S.tail_mask(k, 8)` enables the first k lanes, and masked-off lanes are neither
    read nor written.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/dynamic_add.py [--show-c]
"""

import sys

import numpy as np

from compass import BuildManager, script as S
from compass.testing import assert_allclose, rand

DTYPE = "float32"
LANES = 8                  # float32 lanes of a 256-bit vector
CHUNK = 2048               # elements of one input staged in lsram at a time (8 KiB)


@S.prim_func
def add_fp32_dynamic(a: S.ptr(DTYPE, "global"), b: S.ptr(DTYPE, "global"),
                     c: S.ptr(DTYPE, "global"), n: S.i32):
    xa = S.alloc(CHUNK, DTYPE, scope="lsram")
    xb = S.alloc(CHUNK, DTYPE, scope="lsram")

    tecs = S.get_local_size()
    tid = S.get_local_id()
    share = S.ceildiv(n, tecs)                        # elements per TEC, rounded up
    mine = S.clip(n - tid * share, min_val=0, max_val=share)
    first = tid * share

    for done in range(0, mine, CHUNK):
        count = S.min(CHUNK, mine - done)             # this chunk: CHUNK or the rest
        S.dma_copy(xa, a + first + done, count)
        S.dma_copy(xb, b + first + done, count)

        whole = count // LANES * LANES
        for i in range(0, whole, LANES):
            S.vstore(S.vload(xa + i) + S.vload(xb + i), xa + i)
        if whole < count:
            tail = S.tail_mask(count - whole, LANES)
            va = S.vload(xa + whole, mask=tail)
            vb = S.vload(xb + whole, mask=tail)
            S.vstore(S.vadd(va, vb, mask=tail), xa + whole, mask=tail)

        S.dma_copy(c + first + done, xa, count)


def main(argv):
    ex = BuildManager(target="X2_1204").build(add_fp32_dynamic)
    if "--show-c" in argv:
        print(ex.c_code)
    else:
        print(f"OpenCL C: {len(ex.c_code.splitlines())} lines (--show-c prints them)")

    ok = True
    # 1 and 3: fewer elements than TECs; 37: a tail on every TEC; 100003: several chunks per
    # TEC and a short last one.
    for n in (1, 3, 37, 1000, 8192, 100003):
        a = rand((n,), DTYPE, low=-1000, high=1000)   # a tuple shape: an array even for n = 1
        b = rand((n,), DTYPE, low=-1000, high=1000)
        expected = a + b
        verdicts = []
        for where, run in (("simulator", add_fp32_dynamic), ("POCL", ex)):
            # One guard element after the end: nothing may be written there.
            c = np.full(n + 1, 12345.0, DTYPE)
            run(a, b, c, n)
            try:
                assert_allclose(c[:n], expected)
                assert c[n] == 12345.0, "the kernel wrote past n"
                verdicts.append(f"{where} ok")
            except AssertionError as error:
                verdicts.append(f"{where} MISMATCH\n{error}")
                ok = False
        print(f"n = {n:6}: {', '.join(verdicts)}")
    print("[PASS] dynamic add" if ok else "[FAIL] dynamic add")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
