"""The optimizer passes (compass-remove-loop-guards, compass-combine-instructions,
compass-simplify) on kernels.

Each kernel is lowered with and without the passes and run four ways (simulator and POCL,
each optimized and plain): the optimized IR must use the combined instruction, every path
must match NumPy on the lanes the program defines, and each path must give the same bytes
with and without the optimizer in every lane it stores, undefined lanes included (the
differential check of issue 13).
"""

import numpy as np
import pytest

from compass import script as S
from compass.utils import hw_native_vdtype
from optimizer_runs import (assert_same_bits, extreme_lanes, optimized_and_plain, run_all,
                            run_variants)

RNG = np.random.default_rng(13)


def random_lanes(dtype, n):
    return extreme_lanes(RNG, dtype, n)


def shift_right(values, counts, with_round):
    """x >> n read as wide integers: arithmetic for signed, counts read as unsigned
    (all bits out from the width on); with_round rounds to nearest, ties to even."""
    out = []
    bits = values.dtype.itemsize * 8
    for x, n in zip(values.astype(np.int64), counts.astype(np.int64) % (1 << bits)):
        n = int(n)
        x = int(x)
        if not with_round:
            out.append(x >> min(n, 63))
            continue
        if n == 0:
            out.append(x)
            continue
        if n > 40:
            out.append(0)
            continue
        floor, rest, half = x >> n, x - ((x >> n) << n), 1 << (n - 1)
        out.append(floor + (rest > half or (rest == half and floor & 1)))
    return np.array(out, np.int64)


def narrow(values, dtype, saturate):
    info = np.iinfo(dtype)
    if saturate:
        values = np.clip(values, info.min, info.max)
    return values.astype(dtype)


# Ratios 2 (16 → 8, 32 → 16 bits) and 4 (32 → 8), each input signedness (arithmetic or
# logical shift) and each result signedness (the saturation range); the POCL builds are
# what this file costs, so not every one of the 12 pairs.
NARROWINGS = [("int16", "uint8"), ("uint16", "int8"), ("int32", "int16"),
              ("uint32", "uint16"), ("int32", "uint8"), ("uint32", "int8")]


def shift_counts(dtype, n):
    bits = np.dtype(dtype).itemsize * 8
    counts = RNG.integers(0, bits, n).astype(dtype)
    counts[:3] = [0, bits - 1, bits + 3]  # no shift, all but the sign, everything out
    return counts


# (saturate, with_round) of the kernel's four outputs
OPTIONS = [(False, False), (True, False), (False, True), (True, True)]


def narrowing_case(from_dtype, to_dtype):
    """(kernel, make_args): S.cast(S.vsr(x, n)) to narrower integers, one native vector and
    a merge, for each (saturate, with_round) of OPTIONS."""
    from_v, to_v = hw_native_vdtype(from_dtype), hw_native_vdtype(to_dtype)
    ratio = from_v.bits // to_v.bits

    @S.macro
    def narrow_both(a, out, n, saturate, with_round):
        out[0] = S.cast(S.vsr(a[0], n[0], with_round=with_round), to_v, saturate=saturate)
        if ratio == 2:
            out[1] = S.cast((S.vsr(a[1], n[1], with_round=with_round),
                             S.vsr(a[2], n[2], with_round=with_round)), to_v, saturate=saturate)
        else:
            out[1] = S.cast((S.vsr(a[1], n[1], with_round=with_round),
                             S.vsr(a[2], n[2], with_round=with_round),
                             S.vsr(a[3], n[3], with_round=with_round),
                             S.vsr(a[4], n[4], with_round=with_round)), to_v, saturate=saturate)

    @S.prim_func
    def kernel(a: S.ptr(from_v, "global"), out: S.ptr(to_v, "global"), n: S.ptr(from_v, "global")):
        narrow_both(a, out, n, False, False)
        narrow_both(a, out + 2, n, True, False)
        narrow_both(a, out + 4, n, False, True)
        narrow_both(a, out + 6, n, True, True)

    lanes = from_v.lanes
    a = random_lanes(from_dtype, lanes * 5)
    counts = shift_counts(from_dtype, lanes * 5)
    return kernel, lambda: [a.copy(), np.zeros(to_v.lanes * 8, to_dtype), counts.copy()]


@pytest.mark.parametrize("from_dtype, to_dtype", NARROWINGS)
def test_shift_then_narrow_is_vnsr(from_dtype, to_dtype):
    """S.cast(S.vsr(x, n)) to narrower integers, wrapping or saturating, with and without
    rounding: one vnsr variant per input; the merged cast of as many vectors as the ratio of
    the widths too."""
    kernel, make_args = narrowing_case(from_dtype, to_dtype)
    a, _, counts = make_args()
    lanes, to_lanes = hw_native_vdtype(from_dtype).lanes, hw_native_vdtype(to_dtype).lanes
    optimized, plain, results = run_all(kernel, make_args)
    for kind in ("vnsr", "vnsrs", "vnsrr", "vnsrsr"):
        assert f"compass.{kind} " in optimized.ir
    assert "compass.vsr" not in optimized.ir and "compass.vnsr" not in plain.ir

    expected = []
    for saturate, with_round in OPTIONS:
        narrowed = narrow(shift_right(a, counts, with_round), to_dtype, saturate)
        expected += [np.resize(narrowed[:lanes], to_lanes), narrowed[lanes:lanes + to_lanes]]
    expected = np.concatenate(expected)
    for key, args in results.items():
        np.testing.assert_array_equal(args[1], expected, err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)


WIDENINGS = [("int8", "int8", "int16"), ("int8", "uint8", "int16"), ("uint8", "int8", "uint16"),
             ("int16", "int16", "int32"), ("uint16", "int16", "uint32"),
             ("uint16", "uint16", "int32")]


def widening_case(a_dtype, b_dtype, out_dtype):
    """(kernel, make_args): S.cast(x) * S.cast(y) into lanes twice as wide, both halves,
    with an all-true, a constant and a variable mask (with r), and by a widened scalar."""
    lanes = hw_native_vdtype(a_dtype).lanes
    half = lanes // 2

    @S.prim_func
    def kernel(x: S.ptr(a_dtype, "global"), y: S.ptr(b_dtype, "global"),
               flags: S.ptr(out_dtype, "global"), out: S.ptr(out_dtype, "global")):
        va = S.vload(x)
        vb = S.vload(y)
        # All true: the low and the high half.
        S.vstore(S.cast(va, out_dtype, part="low") * S.cast(vb, out_dtype, part="low"), out)
        S.vstore(S.cast(va, out_dtype, part="high") * S.cast(vb, out_dtype, part="high"),
                 out + half)
        # A constant mask: the inactive lanes are undefined.
        vc = S.vload(x + lanes)
        vd = S.vload(y + lanes)
        S.vstore(S.vmul(S.cast(vc, out_dtype, part="high"), S.cast(vd, out_dtype, part="high"),
                        S.tail_mask(5, half)), out + 2 * half)
        # A variable mask with r: the inactive lanes keep r.
        ve = S.vload(x + 2 * lanes)
        vf = S.vload(y + 2 * lanes)
        keep = S.vload(flags) > 0
        S.vstore(S.vmul(S.cast(ve, out_dtype, part="low"), S.cast(vf, out_dtype, part="low"), keep,
                        r=S.cast(vf, out_dtype, part="high")), out + 3 * half)
        # A scalar widened and broadcast: the same in either half.
        vg = S.vload(x + 3 * lanes)
        scalar = y[3 * lanes]
        S.vstore(S.cast(vg, out_dtype, part="high") * S.cast(scalar, out_dtype), out + 4 * half)

    x = random_lanes(a_dtype, lanes * 4)
    y = random_lanes(b_dtype, lanes * 4)
    y[3 * lanes] = np.iinfo(b_dtype).min if np.iinfo(b_dtype).min else np.iinfo(b_dtype).max
    flags = RNG.integers(-1, 2, half).astype(out_dtype)
    return kernel, lambda: [x.copy(), y.copy(), flags.copy(), np.zeros(half * 5, out_dtype)]


def run_widening_case(kernel, make_args, out_dtype):
    """Runs a widening case four ways after checking that the optimized IR multiplies with
    vmull, vmulh and a select only; returns (x, y, flags, results, product) with
    product(i, j) the products of lanes i … j - 1 wrapped to out_dtype."""
    x, y, flags, _ = make_args()
    optimized, plain, results = run_all(kernel, make_args)
    for op in ("vmull", "vmulh", "vsel"):
        assert f"compass.{op} " in optimized.ir and f"compass.{op} " not in plain.ir
    assert "compass.vmul " not in optimized.ir

    def product(i, j):
        return (x[i:j].astype(np.int64) * y[i:j].astype(np.int64)).astype(out_dtype)
    return x, y, flags, results, product


@pytest.mark.parametrize("a_dtype, b_dtype, out_dtype", WIDENINGS)
def test_widened_multiply_is_vmull_vmulh(a_dtype, b_dtype, out_dtype):
    """S.cast(x) * S.cast(y) into lanes twice as wide: vmull for the low half, vmulh for
    the high half; with an all-true, a constant and a variable mask (with r)."""
    x, y, flags, results, product = run_widening_case(*widening_case(a_dtype, b_dtype, out_dtype),
                                                      out_dtype)
    lanes = hw_native_vdtype(a_dtype).lanes
    half = lanes // 2
    expected = np.concatenate([product(0, half), product(half, lanes),
                               product(lanes + half, 2 * lanes),
                               np.where(flags > 0, product(2 * lanes, 2 * lanes + half),
                                        y[2 * lanes + half:3 * lanes].astype(out_dtype)),
                               (x[3 * lanes + half:4 * lanes].astype(np.int64)
                                * int(y[3 * lanes])).astype(out_dtype)])
    defined = np.ones(half * 5, bool)
    defined[2 * half + 5:3 * half] = False
    for key, args in results.items():
        np.testing.assert_array_equal(args[3][defined], expected[defined],
                                      err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)


QUARTER_WIDENINGS = [("int8", "int8", "int32"), ("uint8", "int8", "uint32"),
                     ("uint8", "uint8", "int32")]


def quarter_widening_case(a_dtype, b_dtype, out_dtype):
    """(kernel, make_args): S.cast(x) * S.cast(y) from 8 to 32 bits: each quarter with all
    lanes active, a constant and a variable mask with r, and by a widened 8-bit scalar."""
    @S.prim_func
    def kernel(x: S.ptr(a_dtype, "global"), y: S.ptr(b_dtype, "global"),
               flags: S.ptr(out_dtype, "global"), out: S.ptr(out_dtype, "global")):
        va = S.vload(x)
        vb = S.vload(y)
        S.vstore(S.cast(va, out_dtype, part="ll") * S.cast(vb, out_dtype, part="ll"), out)
        S.vstore(S.cast(va, out_dtype, part="lh") * S.cast(vb, out_dtype, part="lh"), out + 8)
        S.vstore(S.cast(va, out_dtype, part="hl") * S.cast(vb, out_dtype, part="hl"), out + 16)
        S.vstore(S.cast(va, out_dtype, part="hh") * S.cast(vb, out_dtype, part="hh"), out + 24)
        vc = S.vload(x + 32)
        vd = S.vload(y + 32)
        S.vstore(S.vmul(S.cast(vc, out_dtype, part="hl"), S.cast(vd, out_dtype, part="hl"),
                        S.tail_mask(5, 8), r=S.cast(vd, out_dtype, part="ll")), out + 32)
        keep = S.vload(flags) > 0
        S.vstore(S.vmul(S.cast(vc, out_dtype, part="lh"), S.cast(vd, out_dtype, part="lh"), keep,
                        r=S.cast(vd, out_dtype, part="hh")), out + 40)
        scalar = y[64]
        S.vstore(S.cast(vc, out_dtype, part="hh") * S.cast(scalar, out_dtype), out + 48)

    x = random_lanes(a_dtype, 64)
    y = random_lanes(b_dtype, 65)
    y[64] = np.iinfo(b_dtype).min if np.iinfo(b_dtype).min else np.iinfo(b_dtype).max
    flags = RNG.integers(-1, 2, 8).astype(out_dtype)
    return kernel, lambda: [x.copy(), y.copy(), flags.copy(), np.zeros(56, out_dtype)]


@pytest.mark.parametrize("a_dtype, b_dtype, out_dtype", QUARTER_WIDENINGS)
def test_quarter_widened_multiply_goes_through_16_bits(a_dtype, b_dtype, out_dtype):
    """S.cast(x) * S.cast(y) from 8 to 32 bits is vmull / vmulh into 16 bits (exact), then
    a conversion of the quarter's 8 lanes; masks with r become a select."""
    x, y, flags, results, product = run_widening_case(
        *quarter_widening_case(a_dtype, b_dtype, out_dtype), out_dtype)
    expected = np.concatenate([product(0, 32),
                               np.where(np.arange(8) < 5, product(48, 56),
                                        y[32:40].astype(out_dtype)),
                               np.where(flags > 0, product(40, 48), y[56:64].astype(out_dtype)),
                               (x[56:64].astype(np.int64) * int(y[64])).astype(out_dtype)])
    for key, args in results.items():
        np.testing.assert_array_equal(args[3], expected, err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)

def power_of_two_case(dtype):
    """(kernel, make_args): x * 2^k as a literal, by S.vmul with a mask, by a cast
    constant with r, and x * 3."""
    vdtype = hw_native_vdtype(dtype)
    lanes = vdtype.lanes
    mask = [True, False] * (lanes // 2)

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), b: S.ptr(vdtype, "global")):
        b[0] = 4 * a[0]
        b[1] = S.vmul(a[1], 8, mask)
        b[2] = S.vmul(a[2], S.cast(2, vdtype), mask, r=a[0])
        b[3] = a[3] * 3

    a = random_lanes(dtype, lanes * 4)
    return kernel, lambda: [a.copy(), np.zeros(lanes * 4, dtype)]


@pytest.mark.parametrize("dtype", ["int16", "uint16", "int32", "uint32"])
def test_multiply_by_power_of_two_is_a_shift(dtype):
    """x * 2^k (a literal, S.vmul with a mask, a cast constant) becomes x << k."""
    kernel, make_args = power_of_two_case(dtype)
    a, _ = make_args()
    lanes = hw_native_vdtype(dtype).lanes
    mask = [True, False] * (lanes // 2)
    optimized, plain, results = run_all(kernel, make_args)
    assert optimized.ir.count("compass.vsl ") == 3 and "compass.vsl " not in plain.ir
    assert optimized.ir.count("compass.vmul ") == 1

    wide = a.astype(np.int64)
    on = np.array(mask)
    expected = np.concatenate([wide[:lanes] * 4, wide[lanes:2 * lanes] * 8,
                               np.where(on, wide[2 * lanes:3 * lanes] * 2, wide[:lanes]),
                               wide[3 * lanes:] * 3]).astype(dtype)
    defined = np.concatenate([np.ones(lanes, bool), on, np.ones(2 * lanes, bool)])
    for key, args in results.items():
        np.testing.assert_array_equal(args[1][defined], expected[defined],
                                      err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)


def division_case():
    """(kernel, make_args): divisions by constants, unsigned, signed and float32."""
    @S.prim_func
    def kernel(u: S.ptr("uint8x32", "global"), s: S.ptr("int32x8", "global"),
               f: S.ptr("float32x8", "global"), out_u: S.ptr("uint8x32", "global"),
               out_s: S.ptr("int32x8", "global"), out_f: S.ptr("float32x8", "global")):
        out_u[0] = u[0] / S.uint8(16)
        out_s[0] = s[0] / 4
        out_f[0] = f[0] / S.fp32(0.25)
        out_f[1] = S.vdiv(f[0], S.fp32(-8.0))
        out_f[2] = f[0] / S.fp32(10.0)

    u = random_lanes("uint8", 32)
    s = random_lanes("int32", 8)
    f = np.array([1.5, -3.25, 1e-39, 3.4e38, np.inf, -0.0, 7e-45, 100.0], np.float32)
    return kernel, lambda: [u.copy(), s.copy(), f.copy(), np.zeros(32, np.uint8),
                            np.zeros(8, np.int32), np.zeros(24, np.float32)]


def test_division_by_a_constant():
    """Unsigned x / 2^k is a shift right, float32 x / ±2^k a multiply by the exact
    reciprocal; signed x / 2^k and float32 x / 10 stay divisions."""
    kernel, make_args = division_case()
    u, s, f = make_args()[:3]
    optimized, plain, results = run_all(kernel, make_args)
    assert optimized.ir.count("compass.vdiv ") == 2 and plain.ir.count("compass.vdiv ") == 5
    assert "compass.vsr " in optimized.ir

    quotient = np.trunc(s.astype(np.float64) / 4).astype(np.int32)
    with np.errstate(over="ignore"):
        expected_f = np.concatenate([f / np.float32(0.25), f / np.float32(-8.0),
                                     f / np.float32(10.0)])
    for key, args in results.items():
        np.testing.assert_array_equal(args[3], u // 16, err_msg=f"{key}")
        np.testing.assert_array_equal(args[4], quotient, err_msg=f"{key}")
        np.testing.assert_array_equal(args[5].view(np.uint32), expected_f.view(np.uint32),
                                      err_msg=f"{key}")
    assert_same_bits(results)


ROUNDINGS = [("float32", "int16"), ("float32", "uint8"), ("float16", "int32")]


def rounding_case(dtype, rtype):
    """(kernel, make_args): S.cast(S.rint(x)) to integers."""
    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), out: S.ptr(rtype, "global")):
        S.vstore(S.cast(S.rint(S.vload(x)), rtype), out)

    lanes = hw_native_vdtype(dtype).lanes
    with np.errstate(over="ignore"):  # 3e9 is infinite in float16
        x = np.resize(np.array([0.5, 1.5, 2.5, -0.5, -2.5, 1.7, -1.2, np.nan, np.inf, -np.inf,
                                3e9, -3e9, 40000.4, 255.5, -128.5, 65504.0], dtype), lanes)
    return kernel, lambda: [x.copy(), np.zeros(lanes, rtype)]


@pytest.mark.parametrize("dtype, rtype", ROUNDINGS)
def test_rint_then_convert_is_one_rounding_convert(dtype, rtype):
    """S.cast(S.rint(x), int type): the conversion rounds to nearest even itself (ties,
    NaN, infinities and values beyond int32 included)."""
    kernel, make_args = rounding_case(dtype, rtype)
    x, out = make_args()
    optimized, plain, results = run_all(kernel, make_args)
    assert "round :" in optimized.ir and "compass.rint" not in optimized.ir
    assert "compass.rint" in plain.ir

    wide = np.nan_to_num(np.rint(x.astype(np.float64)), nan=0.0)
    wide = np.clip(wide, -2**31, 2**31 - 1).astype(np.int64)
    expected = wide[:out.size].astype(rtype)
    for key, args in results.items():
        np.testing.assert_array_equal(args[1], expected, err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)


EVEN_ODD = [("float16", "int32"), ("float16", "uint32"), ("bfloat16", "int32")]


def even_odd_case(dtype, rtype):
    """(kernel, make_args): S.cast(S.rint(x)) of 16-bit floats to 32-bit integers, each half
    of two vectors and the high half alone of a third."""
    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), out: S.ptr(rtype, "global")):
        S.vstore(S.cast(S.rint(S.vload(x)), rtype), out)
        S.vstore(S.cast(S.rint(S.vload(x + 16)), rtype), out + 16)
        S.vstore(S.cast(S.rint(S.vload(x + 32)), rtype, part="high"), out + 32)

    # Ties both ways, NaN, infinities, the int32 range's ends (bfloat16 reaches them:
    # -2^31 exact, 2^31 and 3e9 clamp, 2^31 - 2^23 the largest below; float16 tops at
    # 65504) and negative values, which wrap in uint32.
    with np.errstate(over="ignore"):
        x = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 1.7, -1.2,
                      np.nan, np.inf, -np.inf, 65504.0, -65504.0, 255.5, -128.5, 3.5,
                      -2.0**31, 2.0**31, 3e9, -3e9, 2.0**31 - 2.0**23, -(2.0**31 - 2.0**23),
                      40000.4, 1000.5, -0.0, 0.25, -7.5, 7.5, 12.5, -12.5, 6.49, -6.51,
                      100.5, -100.5, 9.5, -9.5, 0.75, -0.75, 20.5, -20.5,
                      4.5, -4.5, 5.5, -5.5, 65.5, -65.5, 33.5, -33.5], dtype)
    return kernel, lambda: [x.copy(), np.zeros(40, rtype)]


def rounded_to_int(x, rtype):
    """compass.vcvt round of float lanes: to nearest even, NaN 0, clamped to int32, then
    wrapped to rtype."""
    wide = np.nan_to_num(np.rint(x.astype(np.float64)), nan=0.0)
    return np.clip(wide, -2**31, 2**31 - 1).astype(np.int64).astype(rtype)


@pytest.mark.parametrize("dtype, rtype", EVEN_ODD)
def test_rounded_16_bit_floats_to_32_bits_are_even_odd_pairs(dtype, rtype, both):
    """S.cast(S.rint(x), int32 / uint32) of float16 / bfloat16: each half of the lanes is the
    zip of the rounding conversions of the even and the odd lanes (X2's __vcvtue_tw,
    __vcvtuo_tw), one pair a source; the results are the plain rint and conversion's."""
    kernel, make_args = even_odd_case(dtype, rtype)
    x, _ = make_args()
    optimized, plain, results = run_all(kernel, make_args)
    assert optimized.ir.count("stride 2 round :") == 6
    assert optimized.ir.count("compass.vperm ") == 5
    assert "stride 1" not in optimized.ir and "compass.rint" not in optimized.ir
    c = optimized.executor.c_code
    for name in ("__vcvtue_tw(", "__vcvtuo_tw("):
        assert c.count(name) == 3, c
    assert c.count("as_uint8(") == (6 if rtype == "uint32" else 0), c
    assert c.count("__vperm(") == 5 and "__vcvt_" not in c, c

    expected = rounded_to_int(np.concatenate([x[:32], x[40:]]), rtype)
    for key, args in results.items():
        np.testing.assert_array_equal(args[1], expected, err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)
    both.check(kernel, make_args, 1, expected)


def bitwise_case(dtype):
    """(kernel, make_args): x & ~y, x | ~y (masked), and on masks a & ~b, a | ~b,
    ~(a & b), ~(a | b)."""
    vdtype = hw_native_vdtype(dtype)
    lanes = vdtype.lanes
    mask = [True, True, False] * (lanes // 3) + [True] * (lanes % 3)

    @S.prim_func
    def kernel(x: S.ptr(vdtype, "global"), y: S.ptr(vdtype, "global"), out: S.ptr(vdtype, "global")):
        va, vb = x[0], y[0]
        out[0] = S.vand(va, S.vinv(vb), mask)
        out[1] = S.vor(S.vinv(vb), va, mask)
        ma, mb = va > 0, vb > 0
        out[2] = S.vsel(va, vb, S.vand(ma, S.vinv(mb)))
        out[3] = S.vsel(va, vb, S.vor(ma, S.vinv(mb)))
        out[4] = S.vsel(va, vb, S.vinv(S.vand(ma, mb)))
        out[5] = S.vsel(va, vb, S.vinv(S.vor(ma, mb)))

    x = random_lanes(dtype, lanes)
    y = random_lanes(dtype, lanes)[::-1].copy()
    return kernel, lambda: [x.copy(), y.copy(), np.zeros(lanes * 6, dtype)]


@pytest.mark.parametrize("dtype", ["int8", "uint16", "int32"])
def test_inverted_operands_are_bit_clear_set_nand_nor(dtype):
    """and / or with an inverted operand are vbclr / vbset, on masks andnot / ornot, and
    the not of and / or is nand / nor."""
    kernel, make_args = bitwise_case(dtype)
    x, y, _ = make_args()
    optimized, plain, results = run_all(kernel, make_args)
    for op in ("vbclr", "vbset", "mask_andnot", "mask_ornot", "mask_nand", "mask_nor"):
        assert f"compass.{op} " in optimized.ir and f"compass.{op} " not in plain.ir
    assert "compass.vinv" not in optimized.ir and "compass.mask_not" not in optimized.ir

    lanes = x.size
    mask = np.array(([True, True, False] * lanes)[:lanes])
    mask[lanes - lanes % 3:] = True
    ma, mb = x > 0, y > 0
    expected = [x & ~y, x | ~y, np.where(ma & ~mb, x, y),
                np.where(ma | ~mb, x, y), np.where(~(ma & mb), x, y), np.where(~(ma | mb), x, y)]
    defined = [mask, mask] + [np.ones(lanes, bool)] * 4
    for key, args in results.items():
        for k in range(6):
            got = args[2][k * lanes:(k + 1) * lanes]
            np.testing.assert_array_equal(got[defined[k]], expected[k][defined[k]],
                                          err_msg=f"{key}: output {k} differs from NumPy")
    assert_same_bits(results)


def guarded_loops_case():
    """kernel(a, out, n, start, end): four loops whose whole body is an if on the loop
    variable (iv + c < n, iv - c <= n, n > iv with a step, iv < n with run-time bounds)."""
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32,
               start: S.i32, end: S.i32):
        for i in range(8):
            if i + 2 < n:
                out[i] = a[i] * 2
        for i in range(1, 9):
            if i - 3 <= n:
                out[8 + i] = a[i] + 1
        for i in range(0, 16, 3):
            if n > i:
                out[24 + i] = a[i] - 1
        for i in range(start, end):
            if i < n:
                out[40 + i] = a[i] ^ 5

    return kernel


GUARD_A = random_lanes("int32", 16)
GUARD_RANGE = (2, 7)


def guarded_loops_expected(n):
    """The four loops as index sets: (iterations, guard, output offset, value)."""
    a, out = GUARD_A.astype(np.int64), np.zeros(48, np.int64)
    for iterations, guard, offset, value in (
            (np.arange(8), lambda i: i + 2 < n, 0, lambda i: a[i] * 2),
            (np.arange(1, 9), lambda i: i - 3 <= n, 8, lambda i: a[i] + 1),
            (np.arange(0, 16, 3), lambda i: n > i, 24, lambda i: a[i] - 1),
            (np.arange(*GUARD_RANGE), lambda i: i < n, 40, lambda i: a[i] ^ 5)):
        kept = iterations[guard(iterations)]
        out[offset + kept] = value(kept)
    return out.astype(np.int32)


def guarded_loops_args(n):
    return lambda: [GUARD_A.copy(), np.zeros(48, np.int32), n, *GUARD_RANGE]


def test_loop_guards_become_loop_bounds():
    """Each loop ends where its guard turns false, for every n (the extremes included:
    the new bound is clamped, nothing wraps)."""
    optimized, plain = optimized_and_plain(guarded_loops_case())
    assert "tir.if" not in optimized.ir and plain.ir.count("tir.if") == 4
    for n in (-2**31, -5, 0, 1, 3, 5, 8, 13, 100, 2**31 - 1):
        results = run_variants(optimized, plain, guarded_loops_args(n))
        for key, args in results.items():
            np.testing.assert_array_equal(args[1], guarded_loops_expected(n),
                                          err_msg=f"{key}, n = {n}")
        assert_same_bits(results)


def splat_case():
    """(kernel, make_args): lane-wise builtins on splats of variables and constants."""
    @S.prim_func
    def kernel(s: S.i32, h: S.fp16, f: S.fp32, out: S.ptr("int32x8", "global"),
               out_h: S.ptr("float16x16", "global"), out_f: S.ptr("float32x8", "global")):
        vs = S.vbcast(s, lanes=8)
        out[0] = vs + S.vbcast(S.i32(2147483647), lanes=8)
        out[1] = S.vbcast(S.i32(-7), lanes=8) * S.vbcast(S.i32(5), lanes=8)
        out[2] = S.vinv(vs)
        out[3] = S.max(vs, S.vbcast(S.i32(10), lanes=8))
        out[4] = S.vxor(vs, S.vbcast(S.i32(0x5555), lanes=8))
        out[5] = S.max(vs, S.vbcast(S.i32(10), lanes=8), mask="4T4F", r=S.vbcast(S.i32(-1), lanes=8))
        out_h[0] = S.vbcast(h, lanes=16) * S.vbcast(S.fp16(3.0), lanes=16)
        out_f[0] = S.vbcast(f, lanes=8) - S.vbcast(f, lanes=8)
        out_f[1] = S.vbcast(S.fp32(1.5), lanes=8) - S.vbcast(f, lanes=8)

    return kernel, lambda: [9, np.float16(0.1), np.float32(np.inf), np.zeros(48, np.int32),
                            np.zeros(16, np.float16), np.zeros(16, np.float32)]


def test_splat_arithmetic_is_scalar_and_folds():
    """Builtins on splats with every lane active become one scalar operation (folded on
    constants, wrapping like the lanes; inf - inf stays a run-time NaN); with inactive lanes
    they stay vector operations."""
    kernel, make_args = splat_case()
    optimized, plain, results = run_all(kernel, make_args)
    for op in ("vadd", "vmul", "vinv", "vxor", "vsub"):
        assert f"compass.{op} " in plain.ir and f"compass.{op} " not in optimized.ir
    assert plain.ir.count("compass.vmax ") == 2 and optimized.ir.count("compass.vmax ") == 1
    assert "tir.const -35 : si32" in optimized.ir

    s = 9
    expected = np.repeat(np.array([(s + 2**31 - 1) - 2**32, -35, ~s, max(s, 10), s ^ 0x5555],
                                  np.int64), 8)
    expected = np.concatenate([expected, [max(s, 10)] * 4 + [-1] * 4]).astype(np.int32)
    for key, args in results.items():
        np.testing.assert_array_equal(args[3], expected, err_msg=f"{key}")
        np.testing.assert_array_equal(args[4], np.full(16, np.float16(0.1) * np.float16(3.0)),
                                      err_msg=f"{key}")
        assert np.isnan(args[5][:8]).all() and (args[5][8:] == -np.inf).all(), key
    assert_same_bits(results)


def inactive_lanes_case():
    """(kernel, make_args): r under all-true, all-false and mixed constant masks."""
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"),
               out: S.ptr("int32x8", "global")):
        va, vb = a[0], b[0]
        out[0] = S.vsub(va, vb, mask="8T", r=vb)
        out[1] = S.vsub(va, vb, mask="8F", r=vb)
        out[2] = S.vsub(va, vb, mask="4T4F", r=vb)
        out[3] = S.vsel(va, vb, "8F")

    a, b = random_lanes("int32", 8), random_lanes("int32", 8)[::-1].copy()
    return kernel, lambda: [a.copy(), b.copy(), np.zeros(32, np.int32)]


def test_r_only_where_a_lane_reads_it():
    """r goes where a constant mask leaves no lane to read it, and the builtin is r where
    every lane does."""
    kernel, make_args = inactive_lanes_case()
    a, b, _ = make_args()
    optimized, plain, results = run_all(kernel, make_args)
    assert plain.ir.count(" r %") == 3 and optimized.ir.count(" r %") == 1
    assert optimized.ir.count("compass.vsub ") == 2

    with np.errstate(over="ignore"):
        diff = a - b
    on = np.array([True] * 4 + [False] * 4)
    expected = np.concatenate([diff, b, np.where(on, diff, b), b])
    for key, args in results.items():
        np.testing.assert_array_equal(args[2], expected, err_msg=f"{key}")
    assert_same_bits(results)


def all_cases():
    """(name, kernel, make_args) of every kernel above, for bench/optimizer_counts.py."""
    cases = [(f"narrow {f}->{t}", *narrowing_case(f, t)) for f, t in NARROWINGS]
    cases += [(f"widen {a}*{b}->{o}", *widening_case(a, b, o)) for a, b, o in WIDENINGS]
    cases += [(f"widen {a}*{b}->{o}", *quarter_widening_case(a, b, o))
              for a, b, o in QUARTER_WIDENINGS]
    cases += [(f"times 2^k {d}", *power_of_two_case(d)) for d in ("int16", "uint16", "int32", "uint32")]
    cases.append(("divide by constants", *division_case()))
    cases += [(f"rint+cast {d}->{r}", *rounding_case(d, r)) for d, r in ROUNDINGS]
    cases += [(f"rint+cast even/odd {d}->{r}", *even_odd_case(d, r)) for d, r in EVEN_ODD]
    cases += [(f"bitwise {d}", *bitwise_case(d)) for d in ("int8", "uint16", "int32")]
    cases.append(("loop guards, n = 5", guarded_loops_case(), guarded_loops_args(5)))
    cases.append(("splat arithmetic", *splat_case()))
    cases.append(("canonical r", *inactive_lanes_case()))
    return cases
