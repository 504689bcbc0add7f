"""Lookup tables: a float32 sigmoid by table and interpolation, and a byte mapping with vtbl.

What it shows:
  * a table computed on the host while the kernel is built: `make_sigmoid_table` is plain
    Python + NumPy (no `@S.prim_func`), it runs at parse time and its array becomes the
    contents of `S.alloc_const`, a `__constant` table in the OpenCL C;
  * a device subroutine: `sigmoid8` is an `@S.prim_func` called from the kernel with a vector
    and the table pointer, and returning a vector;
  * gathering: `S.vload_gather(table, idx)` reads table[idx[i]] into lane i (16-bit indices,
    here int16 lanes next to float32 values), twice, for the two table points around x, then
    linear interpolation between them, straight from the constant table;
  * a table held in registers: for a 64-entry byte table, two 32-lane vectors loaded once
    before the loop, and `S.vtbl((lo, hi), idx)` picks lane idx[i] of the pair for each lane
    (an index past the 64 entries would give 0; the kernel keeps the low 6 bits).

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/lookup_table.py [--show-c]
"""

import sys

import numpy as np

from compass import script as S
from compass.testing import rand

from both_paths import check

# The sigmoid table: 257 points on [-8, 8] (16 a unit), plus a copy of the last point so that
# idx + 1 stays inside the table when x is exactly 8.
LOW, HIGH = -8.0, 8.0
PER_UNIT = 16.0
POINTS = int((HIGH - LOW) * PER_UNIT) + 1
LANES = 8                  # float32 lanes


def make_sigmoid_table():
    x = np.linspace(LOW, HIGH, POINTS)
    y = 1.0 / (1.0 + np.exp(-x))
    return np.append(y, y[-1]).astype(np.float32)


@S.prim_func
def sigmoid8(x: S.fp32x8, table: S.ptr("float32", "constant")) -> S.fp32x8:
    pos = (S.clip(x, min_val=LOW, max_val=HIGH) - LOW) * PER_UNIT   # in [0, POINTS - 1]
    whole = S.floor(pos)
    idx = S.cast(whole, "int16")                    # int16x8: the lower table point
    below = S.vload_gather(table, idx)
    above = S.vload_gather(table, idx + 1)
    return below + (above - below) * (pos - whole)


@S.prim_func
def sigmoid(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"), n: S.i32):
    table = S.alloc_const((POINTS + 1,), "float32", make_sigmoid_table())
    tecs = S.get_local_size()
    for i in range(S.get_local_id() * LANES, n, tecs * LANES):
        live = S.tail_mask(S.min(n - i, LANES), LANES)   # all 8 lanes but in the last vector
        v = S.vload(x + i, mask=live)
        S.vstore(sigmoid8(v, table), y + i, mask=live)


def sigmoid_reference(x):
    """What the kernel computes, step by step in float32."""
    table = make_sigmoid_table()
    pos = (np.clip(x, np.float32(LOW), np.float32(HIGH)) - np.float32(LOW)) * np.float32(PER_UNIT)
    whole = np.floor(pos)
    idx = whole.astype(np.int64)
    below, above = table[idx], table[idx + 1]
    return below + (above - below) * (pos - whole)


# A 64-entry byte table: a 6-bit level (0..63) expanded to 8 bits along a gamma curve.
GAMMA = (np.round(255 * (np.arange(64) / 63.0) ** 2.2)).astype(np.uint8)
BYTES = 32                 # uint8 lanes


@S.prim_func
def expand_levels(codes: S.ptr("uint8", "global"), out: S.ptr("uint8", "global"), n: S.i32):
    table = S.alloc_const((64,), "uint8", GAMMA)
    lo = S.vload(table)          # entries 0..31
    hi = S.vload(table + BYTES)  # entries 32..63
    tecs = S.get_local_size()
    for i in range(S.get_local_id() * BYTES, n, tecs * BYTES):
        live = S.tail_mask(S.min(n - i, BYTES), BYTES)
        level = S.vload(codes + i, mask=live) & 63
        S.vstore(S.vtbl((lo, hi), level), out + i, mask=live)



def main(argv):
    show_c = "--show-c" in argv
    ok = True

    n = 50001
    x = rand((n,), "float32", low=-10, high=10)
    x[:4] = [LOW, HIGH, -20.0, 0.0]             # both ends of the table, and beyond
    expected = sigmoid_reference(x)
    ok &= check(f"sigmoid of {n} floats", sigmoid,
                lambda: [x, np.zeros(n, np.float32), n], 1, expected, show_c)
    # How good is the table? Inside [-8, 8] only the interpolation errs (about h^2/8 * 0.1
    # for h = 1/16); outside, the clipped result is sigmoid(+-8), off by up to 3.4e-4.
    exact = 1.0 / (1.0 + np.exp(-x.astype(np.float64)))
    inside = np.abs(x) <= HIGH
    error = np.abs(expected - exact)
    print(f"vs the exact sigmoid: max error {error[inside].max():.1e} inside [-8, 8], "
          f"{error.max():.1e} overall")
    if error[inside].max() > 1e-4 or error.max() > 4e-4:
        print("the table is less accurate than it should be")
        ok = False

    n = 100000
    codes = rand((n,), "uint8")
    ok &= check(f"gamma expansion of {n} bytes", expand_levels,
                lambda: [codes, np.zeros(n, np.uint8), n], 1, GAMMA[codes & 63], show_c)

    print("[PASS] lookup table" if ok else "[FAIL] lookup table")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
