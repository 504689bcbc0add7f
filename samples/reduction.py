"""Reductions: the maximum of a whole array over 4 TECs, and the sum of each matrix row.

What it shows:
  * a vector accumulator: `S.max(acc, v)` keeps the lane-wise maximum of all the 8-lane
    vectors a TEC reads, then `S.vrpmax(acc)` folds the 8 lanes into lane 0 (`S.vrpadd` does
    the same for sums);
  * combining the TECs' partial results: each TEC writes its own slot of a small `shared`
    buffer (memory of the whole core), `S.barrier()` makes every TEC wait until all slots are
    written, and then TEC 0 alone reads the 4 slots and writes the answer (without the
    barrier the simulator reports the race);
  * a tail that must not disturb the result: the leftover lanes are loaded with a tail mask
    and `S.vsel` keeps the old accumulator (for the max) or puts 0 (for the sum) in the
    lanes past the end;
  * a 2-D reduction where the rows are the unit of work: rows are dealt to the TECs in turn
    and each row is reduced by the TEC that owns it, so no barrier is needed.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/reduction.py [--show-c]
"""

import sys

import numpy as np

from compass import script as S
from compass.testing import rand

from both_paths import check

LANES = 8                  # 32-bit lanes of a 256-bit vector


@S.prim_func
def max_all(a: S.ptr("float32", "global"), out: S.ptr("float32", "global"), n: S.i32):
    partial = S.alloc(4, "float32", scope="shared")     # one slot for each TEC
    tecs = S.get_local_size()
    tid = S.get_local_id()

    acc = S.fp32x8(a[0])         # every lane starts at an element of the array (n >= 1)
    whole = n // LANES * LANES
    # TEC t reads vectors t, t + 4, t + 8, ... of the whole ones.
    for i in range(tid * LANES, whole, tecs * LANES):
        acc = S.max(acc, S.vload(a + i))
    if tid == 0 and whole < n:
        tail = S.tail_mask(n - whole, LANES)
        rest = S.vload(a + whole, mask=tail)
        acc = S.vsel(S.max(acc, rest), acc, tail)   # lanes past n keep what they had
    partial[tid] = S.vrpmax(acc)[0]

    S.barrier()                  # all 4 slots written before anyone reads them
    if tid == 0:
        best = partial[0]
        for t in range(1, tecs):
            best = S.max(best, partial[t])
        out[0] = best


@S.prim_func
def row_sums(m: S.ptr("int32", "global"), sums: S.ptr("int32", "global"),
             rows: S.i32, cols: S.i32):
    tecs = S.get_local_size()
    whole = cols // LANES * LANES
    for r in range(S.get_local_id(), rows, tecs):
        row = m + r * cols
        acc = S.i32x8(0)
        for c in range(0, whole, LANES):
            acc = acc + S.vload(row + c)
        if whole < cols:
            tail = S.tail_mask(cols - whole, LANES)
            acc = acc + S.vsel(S.vload(row + whole, mask=tail), 0, tail)
        sums[r] = S.vrpadd(acc)[0]



def main(argv):
    show_c = "--show-c" in argv
    ok = True

    for n in (5, 200003):
        a = rand(n, "float32", low=-1e6, high=1e6)
        a[n - 1] = 2e6           # the largest value sits in the tail (or the only vector)
        ok &= check(f"max of {n} floats", max_all,
                    lambda: [a, np.zeros(1, np.float32), n], 1,
                    np.array([a.max()], np.float32), show_c)

    rows, cols = 300, 517
    m = rand((rows, cols), "int32", low=-100000, high=100000)
    ok &= check(f"row sums of a {rows}x{cols} int32 matrix", row_sums,
                lambda: [m, np.zeros(rows, np.int32), rows, cols], 1,
                m.sum(axis=1, dtype=np.int32), show_c)

    print("[PASS] reduction" if ok else "[FAIL] reduction")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
