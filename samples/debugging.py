"""Debugging: S.printf, and the checks that point at a faulty kernel's line.

What it shows:
  * `S.printf` inside a kernel prints from every TEC (in the simulator TEC 0's lines first,
    then TEC 1's, ...; POCL prints in the same order). `%v8hlx` prints the 8 int32 lanes of
    a vector;
  * a classic bug: a loop that always moves whole 8-lane vectors. With n = 128 it works; with
    n = 132 the last vector of TEC 3 reads past the end of the input. The simulator stops with
    a `CompassRuntimeError` naming this file, the line of the load, the buffer, the element
    and the TEC; the checked OpenCL C that `ex(...)` runs on POCL reports the same line;
  * the fix: a tail mask for the last vector (two of them, one for the int8 lanes and one for
    the int32 lanes: a mask goes with one lane width);
  * a second classic bug: partial sums in shared memory read by TEC 0 without `S.barrier()`.
    Run on hardware it gives a right or a wrong answer depending on timing; the simulator
    always reports it, at the line of the read: here as a read of uninitialized shared
    memory (TEC 0 gets there before TEC 1 has written its slot; a slot already written by
    another TEC in the same barrier interval would be reported as a data race).

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/debugging.py [--show-c]
"""

import os
import sys

import numpy as np

from compass import BuildManager, CompassRuntimeError, script as S
from compass.testing import assert_allclose, rand

LANES = 8


@S.prim_func
def widen_buggy(inp: S.ptr("int8", "global"), out: S.ptr("int32", "global"), n: S.i32):
    tid = S.get_local_id()
    share = S.ceildiv(n, S.get_local_size())
    first = tid * share
    mine = S.clip(n - first, min_val=0, max_val=share)
    S.printf("TEC %d: elements %d to %d\n", tid, first, first + mine - 1)
    for i in range(first, first + mine, LANES):
        v = S.vload(inp + i, lanes=LANES)                        # BUG: whole vectors only
        S.vstore(S.cast(v, "int32"), out + i)


@S.prim_func
def widen(inp: S.ptr("int8", "global"), out: S.ptr("int32", "global"), n: S.i32):
    tid = S.get_local_id()
    share = S.ceildiv(n, S.get_local_size())
    first = tid * share
    mine = S.clip(n - first, min_val=0, max_val=share)
    for i in range(first, first + mine, LANES):
        count = S.min(first + mine - i, LANES)
        live8 = S.tail_mask(count, LANES)       # for the int8x8 load
        live32 = S.tail_mask(count, LANES)      # for the int32x8 store
        w = S.cast(S.vload(inp + i, lanes=LANES, mask=live8), "int32")
        if i == first:
            S.printf("TEC %d, first vector: %v8hlx\n", tid, w)
        S.vstore(w, out + i, mask=live32)


@S.prim_func
def total_without_barrier(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"),
                          n: S.i32):
    partial = S.alloc(4, "int32", scope="shared")
    tid = S.get_local_id()
    acc = 0
    for i in range(tid, n, 4):
        acc += a[i]
    partial[tid] = acc
    # BUG: S.barrier() missing here
    if tid == 0:
        out[0] = partial[0] + partial[1] + partial[2] + partial[3]   # BUG: reads too early


def line_of(marker):
    """The line of this file holding `marker` in a kernel."""
    with open(__file__) as source:
        for number, text in enumerate(source, 1):
            if marker in text and "line_of(" not in text:
                return number
    raise LookupError(marker)


def expect_caught(title, run, args, marker):
    """Runs `run(*args)`, which must fail naming this file at the line with `marker`."""
    try:
        run(*args)
    except CompassRuntimeError as error:
        text = str(error)
        line = line_of(marker)
        named = f"{os.path.basename(__file__)}:{line}:" in text
        print(f"{title}: caught, {'at' if named else 'NOT at'} line {line}\n  "
              + "\n  ".join(text.splitlines()[:2]))
        return named
    print(f"{title}: NOT caught")
    return False


def main(argv):
    show_c = "--show-c" in argv
    ok = True

    buggy = BuildManager(target="X2_1204").build(widen_buggy)
    fixed = BuildManager(target="X2_1204").build(widen)
    if show_c:
        print(buggy.c_code)
        print(fixed.c_code)

    print("--- the buggy kernel, n = 128: works by luck")
    x = rand((128,), "int8")
    out = np.zeros(128, np.int32)
    widen_buggy(x, out, 128)
    ok &= bool((out == x).all())

    print("--- the buggy kernel, n = 132")
    x = rand((132,), "int8")
    ok &= expect_caught("simulator", widen_buggy, [x, np.zeros(132, np.int32), 132],
                        "# BUG: whole vectors only")
    ok &= expect_caught("POCL (checked)", buggy, [x, np.zeros(132, np.int32), 132],
                        "# BUG: whole vectors only")

    print("--- the fixed kernel, n = 132")
    for where, run in (("simulator", widen), ("POCL", fixed)):
        out = np.zeros(132, np.int32)
        run(x, out, 132)
        sys.stdout.flush()
        try:
            assert_allclose(out, x.astype(np.int32))
            print(f"fixed kernel: {where} matches NumPy")
        except AssertionError as error:
            print(f"fixed kernel: {where} MISMATCH\n{error}")
            ok = False

    print("--- partial sums without a barrier")
    a = rand((1000,), "int32", low=-1000, high=1000)
    ok &= expect_caught("simulator", total_without_barrier, [a, np.zeros(1, np.int32), 1000],
                        "# BUG: reads too early")

    print("[PASS] debugging" if ok else "[FAIL] debugging")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
