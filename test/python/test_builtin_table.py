"""One differential test over the builtin table.

Every lane-wise and comparison row of the generated table (builtin_table.py,
from the compass dialect's ODS), on every dtype it accepts, runs through the
simulator and the OpenCL C on POCL and is checked against a NumPy oracle: all
lanes active, a mask without `r` (inactive lanes undefined, not checked) and,
when the row takes `r`, a mask with `r`. A new regular builtin needs only its
oracle below; a row without one fails `test_every_row_has_an_oracle`.
"""

import functools

import numpy as np
import pytest

from compass import BuildManager, DataType, hw_native_vdtype, script as S
from compass.script.builtin_table import BUILTINS

from conftest import bf16_to_f32, f32_to_bf16

LANE_FAMILIES = ("LaneBinary", "LaneUnary", "Compare")
ROWS = [row for row in BUILTINS if row.family in LANE_FAMILIES]


# ----------------------------------------------------------------------------
# Oracles: one function per row on NumPy arrays of the lane dtype (bfloat16
# as float32 values, rounded by the caller), written from the documented
# semantics, independently of the simulator and of dsl.h.
# ----------------------------------------------------------------------------

def _unsigned(dtype):
    return np.dtype(f"uint{np.dtype(dtype).itemsize * 8}")


def _wrapping(op):
    """Integers wrap (computed modulo 2**64, then truncated); floats as NumPy."""
    def oracle(x, y):
        if x.dtype.kind in "iu":
            wide = op(x.astype(np.int64).astype(np.uint64), y.astype(np.int64).astype(np.uint64))
            return wide.astype(_unsigned(x.dtype)).view(x.dtype)
        with np.errstate(all="ignore"):
            return op(x, y).astype(x.dtype)
    return oracle


def _div(x, y):
    if x.dtype.kind == "f":
        with np.errstate(all="ignore"):
            return (x / y).astype(x.dtype)
    info = np.iinfo(x.dtype)
    out = np.zeros_like(x)
    for i, (a, b) in enumerate(zip(x.tolist(), y.tolist())):
        if b == 0:
            out[i] = 0
        elif a == info.min and b == -1:
            out[i] = info.max
        else:
            out[i] = int(a / b) if abs(a) < 2**52 else (abs(a) // abs(b)) * (1 if (a < 0) == (b < 0) else -1)
    return out


def _saturating(op):
    def oracle(x, y):
        info = np.iinfo(x.dtype)
        return np.clip(op(x.astype(np.int64), y.astype(np.int64)), info.min, info.max).astype(x.dtype)
    return oracle


def _mod(x, y):
    """The remainder with the sign of x (C's %); x % 0 = 0."""
    magnitude = np.abs(x.astype(np.int64)) % np.where(y == 0, 1, np.abs(y.astype(np.int64)))
    return np.where(y == 0, 0, np.where(x < 0, -magnitude, magnitude)).astype(x.dtype)


def _min_max(is_max):
    """A NaN lane yields the other operand; equal lanes give the second."""
    def oracle(x, y):
        pick_x = (x > y) if is_max else (x < y)
        if x.dtype.kind == "f":
            pick_x = (pick_x & ~np.isnan(y)) | (np.isnan(y) & ~np.isnan(x))
        return np.where(pick_x, x, y)
    return oracle


def _shift(left):
    """The count read as unsigned; counts of the lane width or more shift
    every bit out (0, or the sign for right shifts of signed lanes)."""
    def oracle(x, s):
        bits = x.dtype.itemsize * 8
        counts = s.view(_unsigned(s.dtype)).astype(np.int64)
        out = np.zeros_like(x)
        for i, (a, c) in enumerate(zip(x.tolist(), counts.tolist())):
            if c >= bits:
                out[i] = -1 if (not left and a < 0) else 0
            elif left:
                out[i] = np.array((a << c) & ((1 << bits) - 1), np.uint64).astype(_unsigned(x.dtype)).view(x.dtype)
            else:
                out[i] = a >> c
        return out
    return oracle


def _bitwise_unary(on_bits):
    """`on_bits(v, width)` on each lane's unsigned bit pattern v; the result's bits."""
    def oracle(x):
        bits = x.dtype.itemsize * 8
        unsigned = x.view(_unsigned(x.dtype)).astype(np.int64)
        out = np.array([on_bits(int(v), bits) for v in unsigned], np.int64)
        return (out & ((1 << bits) - 1)).astype(_unsigned(x.dtype)).view(x.dtype)
    return oracle


def _rotate_right(x, s):
    bits = x.dtype.itemsize * 8
    values = x.view(_unsigned(x.dtype)).astype(np.int64)
    counts = s.view(_unsigned(s.dtype)).astype(np.int64) % bits
    out = ((values >> counts) | (values << ((bits - counts) % bits))) & ((1 << bits) - 1)
    return out.astype(_unsigned(x.dtype)).view(x.dtype)


def _shift_left_saturating(x, s):
    info, bits = np.iinfo(x.dtype), x.dtype.itemsize * 8
    counts = np.minimum(s.view(_unsigned(s.dtype)).astype(np.int64), bits)
    exact = np.array([int(a) << int(c) for a, c in zip(x.tolist(), counts.tolist())], object)
    return np.clip(exact, info.min, info.max).astype(x.dtype)


def _shift_right_rounding(x, s):
    """x / 2^count rounded half to even, as upstream's np.around(x * 0.5 ** count)."""
    counts = s.view(_unsigned(s.dtype)).astype(np.float64)
    with np.errstate(all="ignore"):
        return np.around(x.astype(np.float64) * 0.5 ** counts).astype(np.int64).astype(x.dtype)


def _compare(op):
    def oracle(x, y):
        with np.errstate(all="ignore"):
            return op(x, y)
    return oracle


ORACLES = {
    "vadd": _wrapping(np.add),
    "vsub": _wrapping(np.subtract),
    "vmul": _wrapping(np.multiply),
    "vdiv": _div,
    "vmod": _mod,
    "vadds": _saturating(np.add),
    "vsubs": _saturating(np.subtract),
    "max": _min_max(True),
    "min": _min_max(False),
    "vand": _wrapping(np.bitwise_and),
    "vor": _wrapping(np.bitwise_or),
    "vxor": _wrapping(np.bitwise_xor),
    "vinv": lambda x: np.invert(x),
    "vsl": _shift(True),
    "vsr": _shift(False),
    "vceq": _compare(np.equal),
    "vcneq": _compare(np.not_equal),
    "vclt": _compare(np.less),
    "vcle": _compare(np.less_equal),
    "vcgt": _compare(np.greater),
    "vcge": _compare(np.greater_equal),
    # --- Builtins I, part A: more lane-wise arithmetic, bitwise and float tests ---
    "clz": _bitwise_unary(lambda v, bits: bits - v.bit_length()),
    "vcls": _bitwise_unary(lambda v, bits: bits - (v ^ (((1 << bits) - 1) if v >> (bits - 1)
                                                        else 0)).bit_length() - 1),
    "vpcnt": _bitwise_unary(lambda v, bits: bin(v).count("1")),
    "vbrevs": _bitwise_unary(lambda v, bits: int(f"{v:0{bits}b}"[::-1], 2)),
    "rint": lambda x: np.rint(x.astype(np.float32)).astype(x.dtype),
    "vror": _rotate_right,
    "abs": lambda x: np.abs(x),
    "vsls": _shift_left_saturating,
    "vsrr": _shift_right_rounding,
    "vabss": lambda x: np.minimum(np.abs(x.astype(np.int64)), np.iinfo(x.dtype).max).astype(x.dtype),

    # --- Builtins I, part B: widening, narrowing, pairwise and reducing builtins ---

}


def test_every_row_has_an_oracle():
    assert sorted(row.name for row in ROWS) == sorted(ORACLES)


# ----------------------------------------------------------------------------
# Inputs with corner values
# ----------------------------------------------------------------------------

def _values(row, dtype, lanes, seed, shift=False):
    """`lanes` values of `dtype` (float32 for bfloat16) with corner values."""
    rng = np.random.default_rng(seed)
    if shift:
        bits = DataType(dtype).bits
        counts = [0, 1, bits - 1, bits, bits + 1, 255, -1, 3] + list(rng.integers(0, bits, lanes))
        return np.array(counts[:lanes]).astype(np.int64).astype(dtype)
    if DataType(dtype).is_integer:
        info = np.iinfo(dtype)
        corners = [info.min, info.max, 0, -1 if info.min < 0 else 1, 1, info.min + 1]
        rest = rng.integers(info.min, int(info.max) + 1, lanes, dtype=np.int64)
        return np.array(corners + list(rest), np.int64)[:lanes].astype(dtype)
    compute = np.float32 if dtype == "bfloat16" else np.dtype(dtype)
    finfo = np.finfo(np.float16 if dtype == "float16" else np.float32)
    corners = [0.0, -0.0, np.inf, -np.inf, np.nan, float(finfo.max), float(finfo.tiny) / 4, -1.5]
    rest = rng.normal(0, 100, lanes)
    values = np.array(corners + list(rest), np.float64)[:lanes].astype(compute)
    if dtype == "bfloat16":
        values = bf16_to_f32(f32_to_bf16(values))
    return values


def _to_arg(values, dtype):
    """The kernel argument of lane values (bfloat16: their bit patterns)."""
    if dtype != "bfloat16":
        return np.array(values, dtype)
    arg = np.zeros(len(values), DataType("bfloat16").numpy_dtype)
    arg.view(np.uint16)[:] = f32_to_bf16(values)
    return arg


def _from_arg(arg, dtype):
    return bf16_to_f32(arg.view(np.uint16)) if dtype == "bfloat16" else arg


def _round(values, dtype):
    return bf16_to_f32(f32_to_bf16(values)) if dtype == "bfloat16" else values


# ----------------------------------------------------------------------------
# Kernels: three results each, all lanes / mask / mask and r
# ----------------------------------------------------------------------------

def _kernel(row, dtype, pattern):
    """The kernel of `row` on `dtype`: out[0:N] all lanes, out[N:2N] under
    `pattern`, out[2N:3N] under `pattern` with r (rows taking r).
    Comparisons select the 1s of out[3N:4N] or the 0s of out[2N:3N]."""
    fn = getattr(S, row.name) if not row.variant_of else \
        functools.partial(getattr(S, row.variant_of), **{row.variant_option: True})
    lanes = hw_native_vdtype(dtype).lanes

    if row.family == "LaneUnary":
        @S.prim_func
        def unary(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"), r: S.ptr(dtype, "global"),
                  out: S.ptr(dtype, "global")):
            x = S.vload(a)
            S.vstore(fn(x), out)
            S.vstore(fn(x, mask=pattern), out + lanes)
        return unary

    if row.family == "Compare":
        @S.prim_func
        def compare(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
                    r: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
            x = S.vload(a)
            y = S.vload(b)
            zeros = S.vload(out + 2 * lanes)
            ones = S.vload(out + 3 * lanes)
            S.vstore(S.vsel(ones, zeros, fn(x, y)), out)
            S.vstore(S.vsel(ones, zeros, fn(x, y, mask=pattern)), out + lanes)
        return compare

    if row.takes_r:
        @S.prim_func
        def binary_r(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
                     r: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
            x = S.vload(a)
            y = S.vload(b)
            old = S.vload(r)
            S.vstore(fn(x, y), out)
            S.vstore(fn(x, y, mask=pattern), out + lanes)
            S.vstore(fn(x, y, mask=pattern, r=old), out + 2 * lanes)
        return binary_r

    @S.prim_func
    def binary(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"), r: S.ptr(dtype, "global"),
               out: S.ptr(dtype, "global")):
        x = S.vload(a)
        y = S.vload(b)
        S.vstore(fn(x, y), out)
        S.vstore(fn(x, y, mask=pattern), out + lanes)
    return binary


CASES = [(row, dtype) for row in ROWS for dtype in row.dtypes]


@pytest.mark.parametrize("row,dtype", CASES, ids=[f"{row.name}-{dtype}" for row, dtype in CASES])
def test_row_against_numpy(row, dtype):
    lanes = hw_native_vdtype(dtype).lanes
    pattern = [i % 3 != 1 for i in range(lanes)]
    active = np.array(pattern)
    x = _values(row, dtype, lanes, seed=1)
    # Shift counts mostly below the width: wider ones shift every bit out.
    y = _values(row, dtype, lanes, seed=2, shift=row.name in ("vsl", "vsr", "vsls", "vsrr"))
    y[: lanes // 4] = x[: lanes // 4]  # equal lanes, for comparisons and max/min
    if not DataType(dtype).is_integer:
        # Signed zeros and NaNs on either side, next to the equal lanes.
        pairs = [(-0.0, 0.0), (0.0, -0.0), (np.nan, 1.0), (1.0, np.nan), (np.nan, np.nan)]
        for i, (a, b) in enumerate(pairs, start=lanes // 4):
            x[i], y[i] = a, b
    old = _values(row, dtype, lanes, seed=3)
    oracle = ORACLES[row.name]
    full = oracle(x) if row.family == "LaneUnary" else oracle(x, y)
    if row.family == "Compare":
        expected = [full.astype(np.float64), (full & active).astype(np.float64)]
        checked = [np.ones(lanes, bool)] * 2
    else:
        full = _round(full, dtype)
        expected = [full, full]
        checked = [np.ones(lanes, bool), active]  # inactive lanes are undefined without r
        if row.takes_r:
            expected.append(np.where(active, full, old))
            checked.append(np.ones(lanes, bool))

    def make_args():
        out = np.zeros(4 * lanes)
        out[3 * lanes:] = 1
        return [_to_arg(x, dtype), _to_arg(y, dtype), _to_arg(old, dtype), _to_arg(out, dtype)]

    kernel = _kernel(row, dtype, pattern)
    ex = BuildManager().build(kernel)
    results = {}
    for where, run in (("simulator", kernel), ("POCL", ex)):
        args = make_args()
        run(*args)
        results[where] = args[3]
        got = _from_arg(args[3], dtype)
        for part, (want, lanes_checked) in enumerate(zip(expected, checked)):
            piece = got[part * lanes:(part + 1) * lanes]
            np.testing.assert_array_equal(
                piece[lanes_checked], np.asarray(want)[lanes_checked].astype(piece.dtype),
                err_msg=f"{row.name} on {dtype} in the {where}, result {part}")
    # The two paths agree bit for bit on every defined lane (-0.0, NaN payloads).
    sim, pocl = (results[w].view(np.uint8).reshape(4 * lanes, -1) for w in ("simulator", "POCL"))
    for part, lanes_checked in enumerate(checked):
        rows = np.arange(part * lanes, (part + 1) * lanes)[lanes_checked]
        np.testing.assert_array_equal(sim[rows], pocl[rows],
                                      err_msg=f"{row.name} on {dtype}: simulator vs POCL bits")
