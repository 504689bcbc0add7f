"""The conversion builtins on both paths against NumPy: S.cast of vectors (same width,
widening with every part, narrowing, tuples merged, flexible and multiple widths,
saturate), of scalars and literals, the dtype constructors as casts, S.i / S.u, S.vxtl /
S.vxth; and upstream's refusals.

The oracle follows the documented rules of compass.vcvt: floats round to nearest even,
integers reach floats through float32, floats reach integers through int32 (NaN is 0,
clamped, truncated toward zero) and then wrap, integers clamp with saturate=True and wrap
otherwise."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, DataType, hw_native_vdtype, script as S
from conftest import load_module

INTS = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]
FLOATS = ["float16", "bfloat16", "float32"]
ALL = INTS + FLOATS
NO_DIRECT = {("uint32", "float32"), ("float32", "uint32"), ("uint32", "float16"),
             ("uint32", "bfloat16"), ("bfloat16", "uint32")}


def refused(src, dst):
    src, dst = DataType(src), DataType(dst)
    return ((src.is_floating16 and dst.is_integer and dst.bits < 32)
            or (src.is_integer and src.bits < 32 and dst.is_floating16)
            or (str(src), str(dst)) in NO_DIRECT)


def oracle(x, dst, saturate=False):
    """x (a NumPy array) converted to dst by the documented rules."""
    dst = DataType(dst)
    src = DataType(str(x.dtype))
    if dst.is_floating:
        if src.is_integer:
            return x.astype(np.float32).astype(dst.numpy_dtype)
        return x.astype(np.float32).astype(dst.numpy_dtype)
    if src.is_floating:
        wide = x.astype(np.float64)
        wide = np.where(np.isnan(wide), 0.0, wide)
        wide = np.trunc(np.clip(wide, -2.0**31, 2.0**31 - 1))
        return wide.astype(np.int64).astype(dst.numpy_dtype)
    wide = x.astype(np.int64)
    if saturate:
        info = np.iinfo(dst.numpy_dtype)
        wide = np.clip(wide, info.min, info.max)
    return wide.astype(dst.numpy_dtype)


def sample(dtype, n, seed=0):
    """n values of dtype with its corner values first."""
    rng = np.random.default_rng(seed)
    dt = DataType(dtype)
    if dt.is_integer:
        info = np.iinfo(dt.numpy_dtype)
        x = rng.integers(info.min, int(info.max) + 1, n, dtype=np.int64)
        corners = [info.min, info.max, 0, -1 if dt.is_int else 1, info.min + 1, info.max - 1]
        x[:len(corners)] = corners
        return x.astype(dt.numpy_dtype)
    x = rng.normal(0, 3000, n).astype(np.float32)
    corners = [np.nan, np.inf, -np.inf, -0.0, 2.5, -2.5, 1e-40, 65519.0, 65520.0, 3e9, -3e9,
               2147483520.0, -2147483648.0, 0.5, -0.999]
    x[:len(corners)] = corners[:n]
    return x.astype(dt.numpy_dtype)


def assert_same(actual, expected, where):
    actual, expected = np.asarray(actual), np.asarray(expected)
    if actual.dtype.kind == "f" or str(actual.dtype) == "bfloat16":
        a, e = actual.astype(np.float32), expected.astype(np.float32)
        assert np.array_equal(np.isnan(a), np.isnan(e)), f"{where}: NaN lanes differ"
        ok = ~np.isnan(a)
        np.testing.assert_array_equal(a[ok], e[ok], err_msg=f"{where} differs from NumPy")
        # -0.0 keeps its sign.
        np.testing.assert_array_equal(np.signbit(a[ok]), np.signbit(e[ok]), err_msg=where)
    else:
        np.testing.assert_array_equal(actual, expected, err_msg=f"{where} differs from NumPy")


def run_both(both, kernel, inputs, out_dtype, out_len):
    for where, args in zip(("simulator", "POCL"),
                           both(kernel, lambda: [*(i.copy() for i in inputs),
                                                 np.zeros(out_len, out_dtype)])):
        yield where, args[-1]


# Same width ---------------------------------------------------------------------------

SAME_WIDTH = [(s, d) for s in ALL for d in ALL if s != d and DataType(s).bits == DataType(d).bits
              and not refused(s, d)]


@pytest.mark.parametrize("saturate", [None, True])
@pytest.mark.parametrize("src, dst", SAME_WIDTH)
def test_same_width(both, src, dst, saturate):
    if saturate and (DataType(src).is_floating or DataType(dst).is_floating):
        pytest.skip("saturate is for integers")
    vsrc = hw_native_vdtype(src)
    lanes = vsrc.lanes

    @S.prim_func
    def kernel(a: S.ptr(vsrc, "global"), out: S.ptr(dst, "global")):
        S.vstore(S.cast(a[0], dst, saturate=saturate), out)

    x = sample(src, lanes)
    want = oracle(x, dst, bool(saturate))
    for where, got in run_both(both, kernel, [x], DataType(dst).numpy_dtype, lanes):
        assert_same(got, want, where)


# Widening: all lanes (a multiple-width result) and every part --------------------------

WIDEN = [(s, d) for s in ALL for d in ALL if DataType(s).bits < DataType(d).bits
         and not refused(s, d)]


@pytest.mark.parametrize("src, dst", WIDEN)
def test_widen(both, src, dst):
    vsrc = hw_native_vdtype(src)
    lanes = vsrc.lanes
    ratio = DataType(dst).bits // DataType(src).bits
    parts = ["low", "high", "even", "odd"] if ratio == 2 else ["ll", "lh", "hl", "hh"]
    part_lanes = lanes // ratio

    @S.prim_func
    def kernel(a: S.ptr(vsrc, "global"), out: S.ptr(dst, "global")):
        S.vstore(S.cast(a[0], dst), out)
        o = out + lanes
        S.vstore(S.cast(a[0], dst, part=parts[0]), o)
        S.vstore(S.cast(a[0], dst, parts[1]), o + part_lanes)
        S.vstore(S.cast(a[0], dst, part=parts[2]), o + 2 * part_lanes)
        S.vstore(S.cast(a[0], dst, part=parts[3]), o + 3 * part_lanes)

    x = sample(src, lanes, seed=1)
    if ratio == 2:
        picks = [x[:lanes // 2], x[lanes // 2:], x[0::2], x[1::2]]
    else:
        q = lanes // 4
        picks = [x[:q], x[q:2 * q], x[2 * q:3 * q], x[3 * q:]]
    want = np.concatenate([oracle(x, dst)] + [oracle(p, dst) for p in picks])
    for where, got in run_both(both, kernel, [x], DataType(dst).numpy_dtype,
                               lanes + 4 * part_lanes):
        assert_same(got, want, where)


def test_half_subnormals_widen_exactly(both):
    # float16 subnormals are mantissa * 2^-24: each one, both signs, reaches float32 exactly.
    bits = np.array([1, 2, 3, 0x155, 0x200, 0x3ff, 0x400, 0x3c00] * 2, np.uint16)
    bits[8:] |= 0x8000
    x = bits.view(np.float16)

    @S.prim_func
    def kernel(a: S.ptr("float16x16", "global"), out: S.ptr("float32", "global")):
        S.vstore(S.cast(a[0], "float32"), out)
        out[16] = S.cast(a[0][3], "float32")

    want = np.append(x.astype(np.float32), np.float32(x[3]))
    assert want[0] == 2.0 ** -24
    both.check(kernel, lambda: [x.copy(), np.zeros(17, np.float32)], 1, want)


# Narrowing: same lanes (a flexible-width result), native to native, tuples merged -----

NARROW = [(s, d) for s in ALL for d in ALL if DataType(s).bits > DataType(d).bits
          and not refused(s, d)]


@pytest.mark.parametrize("saturate", [None, True, False])
@pytest.mark.parametrize("src, dst", NARROW)
def test_narrow(both, src, dst, saturate):
    s, d = DataType(src), DataType(dst)
    if saturate is not None and not (s.is_integer and d.is_integer):
        pytest.skip("saturate is for integers")
    vsrc, vdst = hw_native_vdtype(src), hw_native_vdtype(dst)
    n_in, n_out = vsrc.lanes, vdst.lanes
    count = n_out // n_in  # 2 or 4 inputs fill a native result

    @S.prim_func
    def kernel(a: S.ptr(src, "global"), out: S.ptr(dst, "global")):
        # Same lanes: the result has n_in lanes.
        S.vstore(S.cast(a[0:n_in], dst, saturate=saturate), out)
        # Native to native: the lanes repeat.
        out[n_in:n_in + n_out] = S.cast(a[0:n_in], vdst, saturate=saturate)
        # A tuple merged; with count - 1 vectors the last lanes wrap around.
        if count == 2:
            r = S.cast((a[0:n_in], a[n_in:2 * n_in]), dst, saturate=saturate)
            S.vstore(r, out + n_in + n_out)
            r1 = S.cast((a[0:n_in], a[n_in:2 * n_in]), vdst, saturate=saturate)
            S.vstore(r1, out + n_in + 2 * n_out)
        else:
            r = S.cast((a[0:n_in], a[n_in:2 * n_in], a[2 * n_in:3 * n_in], a[3 * n_in:4 * n_in]),
                       dst, saturate=saturate)
            S.vstore(r, out + n_in + n_out)
            r1 = S.cast((a[0:n_in], a[n_in:2 * n_in], a[2 * n_in:3 * n_in]), vdst,
                        saturate=saturate)
            S.vstore(r1, out + n_in + 2 * n_out)

    x = sample(src, 4 * n_in, seed=2)
    sat = bool(saturate)
    first = oracle(x[:n_in], dst, sat)
    second = np.resize(first, n_out)
    third = oracle(x[:count * n_in], dst, sat)
    fourth = np.resize(oracle(x[:(count - 1) * n_in] if count == 4 else x[:2 * n_in], dst, sat),
                       n_out)
    want = np.concatenate([first, second, third, fourth])
    for where, got in run_both(both, kernel, [x], d.numpy_dtype, n_in + 3 * n_out):
        assert_same(got, want, where)


# Flexible and multiple widths ---------------------------------------------------------

@pytest.mark.parametrize("src, dst, lanes", [
    ("int8", "int32", 40), ("uint8", "float32", 70), ("int16", "uint32", 20),
    ("float16", "float32", 33), ("bfloat16", "int32", 19), ("int32", "int16", 20),
    ("int32", "uint8", 75), ("float32", "bfloat16", 11), ("float32", "int8", 37),
    ("int32", "float32", 13), ("uint8", "int8", 45), ("float32", "float16", 64),
])
def test_flexible_width(both, src, dst, lanes):
    @S.prim_func
    def kernel(a: S.ptr(src, "global"), out: S.ptr(dst, "global")):
        out[0:lanes] = S.cast(a[0:lanes], dst)

    x = sample(src, lanes, seed=3)
    for where, got in run_both(both, kernel, [x], DataType(dst).numpy_dtype, lanes):
        assert_same(got, oracle(x, dst), where)


def test_saturate_widening_to_unsigned(both):
    """i8 -> u16 with saturate=True clamps the negative lanes to 0."""
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), out: S.ptr("uint16", "global")):
        S.vstore(S.cast(a[0], "uint16", saturate=True), out)
        S.vstore(S.cast(a[0], "uint16"), out + 32)

    x = sample("int8", 32, seed=4)
    want = np.concatenate([oracle(x, "uint16", True), oracle(x, "uint16")])
    for where, got in run_both(both, kernel, [x], np.uint16, 64):
        assert_same(got, want, where)


# Scalars, literals and the dtype constructors -------------------------------------------

def test_scalars_and_literals(both):
    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), b: S.ptr("int32", "global"),
               out: S.ptr("float32", "global"), out_i: S.ptr("int32", "global"),
               out_h: S.ptr("float16", "global")):
        out[0] = S.cast(b[0], "float32")
        out[1] = S.cast("inf", "fp32")
        out[2] = S.cast("-inf", S.fp32)
        out[3] = S.fp32("nan")
        out[4] = S.cast(7, "float32")
        out_i[0] = S.cast(a[0], "int32")
        out_i[1] = S.i32(a[1])
        out_h[0] = S.fp16(a[0])
        S.vstore(S.cast(a[2], "fp32x8"), out + 8)
        S.vstore(S.cast(3, "int32x8"), out_i + 8)

    a = np.array([2.75, -7.5, 1.25], np.float32)
    b = np.array([-5], np.int32)
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            a.copy(), b.copy(), np.zeros(16, np.float32), np.zeros(16, np.int32),
            np.zeros(1, np.float16)])):
        out, out_i, out_h = args[2], args[3], args[4]
        np.testing.assert_array_equal(out[:3], [-5.0, np.inf, -np.inf], err_msg=where)
        assert np.isnan(out[3]), where
        assert out[4] == 7.0, where
        np.testing.assert_array_equal(out_i[:2], [2, -7], err_msg=where)
        assert out_h[0] == np.float16(2.75), where
        np.testing.assert_array_equal(out[8:], np.full(8, 1.25, np.float32), err_msg=where)
        np.testing.assert_array_equal(out_i[8:], np.full(8, 3, np.int32), err_msg=where)


def test_constructors_on_vectors(both):
    @S.prim_func
    def kernel(a: S.ptr("float32x8", "global"), b: S.ptr("int32x8", "global"),
               out_i: S.ptr("int32x8", "global"), out_h: S.ptr("float16", "global"),
               out_b: S.ptr("int8x32", "global")):
        out_i[0] = S.i32x8(a[0])
        S.vstore(S.fp16(a[0]), out_h)
        out_b[0] = S.int8x32(b[0])
        out_i[1] = S.int32x8([1, -2, 3, -4, 5, -6, 7, -8])
        out_i[2] = S.cast([9, 8, 7, 6, 5, 4, 3, 2], "int32")

    a = sample("float32", 8, seed=5)
    b = sample("int32", 8, seed=6)
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            a.copy(), b.copy(), np.zeros(24, np.int32), np.zeros(8, np.float16),
            np.zeros(32, np.int8)])):
        out_i, out_h, out_b = args[2], args[3], args[4]
        assert_same(out_i[:8], oracle(a, "int32"), where)
        assert_same(out_h, oracle(a, "float16"), where)
        assert_same(out_b, np.resize(oracle(b, "int8"), 32), where)
        np.testing.assert_array_equal(out_i[8:16], [1, -2, 3, -4, 5, -6, 7, -8], err_msg=where)
        np.testing.assert_array_equal(out_i[16:], [9, 8, 7, 6, 5, 4, 3, 2], err_msg=where)


# S.i / S.u, S.vxtl / S.vxth --------------------------------------------------------------

@pytest.mark.parametrize("dtype", INTS)
def test_signed_unsigned(both, dtype):
    vdtype = hw_native_vdtype(dtype)
    lanes = vdtype.lanes
    signed, unsigned = vdtype.with_int(), vdtype.with_uint()

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), out_s: S.ptr(signed, "global"),
               out_u: S.ptr(unsigned, "global")):
        out_s[0] = S.i(a[0])
        out_u[0] = S.u(a[0])
        pa = (a + 1).as_ptr(dtype)
        ps = (out_s + 1).as_ptr(signed.element_of)
        pu = (out_u + 1).as_ptr(unsigned.element_of)
        ps[0] = S.i(pa[0])
        pu[0] = S.u(pa[0])

    x = sample(dtype, 2 * lanes, seed=7)
    s_np, u_np = signed.element_of.numpy_dtype, unsigned.element_of.numpy_dtype
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            x.copy(), np.zeros(2 * lanes, s_np), np.zeros(2 * lanes, u_np)])):
        np.testing.assert_array_equal(args[1][:lanes], x[:lanes].view(s_np), err_msg=where)
        np.testing.assert_array_equal(args[2][:lanes], x[:lanes].view(u_np), err_msg=where)
        assert args[1][lanes] == x[lanes:lanes + 1].view(s_np)[0], where
        assert args[2][lanes] == x[lanes:lanes + 1].view(u_np)[0], where


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "uint16"])
def test_vxtl_vxth(both, dtype):
    vdtype = hw_native_vdtype(dtype)
    lanes = vdtype.lanes
    wide = DataType(dtype).with_bits(2 * DataType(dtype).bits)

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), out: S.ptr(wide, "global")):
        S.vstore(S.vxtl(a[0]), out)
        S.vstore(S.vxth(a[0]), out + lanes // 2)

    x = sample(dtype, lanes, seed=8)
    for where, got in run_both(both, kernel, [x], wide.numpy_dtype, lanes):
        np.testing.assert_array_equal(got, x.astype(wide.numpy_dtype), err_msg=where)


# S.reinterpret ----------------------------------------------------------------------------

@pytest.mark.parametrize("src, dst", [(s, d) for s in ALL for d in ALL if s != d])
def test_reinterpret(both, src, dst):
    vsrc, vdst = hw_native_vdtype(src), hw_native_vdtype(dst)
    n_src = vsrc.lanes
    same_bits = DataType(src).bits == DataType(dst).bits
    literal = 1.2345 if src == "float32" else -7 if src == "int32" else None
    has_literal = literal is not None
    wide_dst = vdst.with_lanes(2 * vdst.lanes)

    @S.prim_func
    def kernel(a: S.ptr(src, "global"), out: S.ptr(dst, "global")):
        out[0:vdst.lanes] = S.reinterpret(a[0:n_src], vdst)            # native
        S.vstore(S.reinterpret(S.vload(a, lanes=2 * n_src), wide_dst),  # multiple width
                 out + vdst.lanes)
        if same_bits:
            for i in range(4):
                out[3 * vdst.lanes + i] = S.reinterpret(a[i], dst)    # scalars
            if has_literal:
                out[3 * vdst.lanes + 4] = S.reinterpret(literal, dst)

    x = sample(src, 2 * n_src, seed=9)
    want = x.view(DataType(dst).numpy_dtype)
    extra = []
    if same_bits:
        extra = list(x[:4].view(DataType(dst).numpy_dtype))
        if literal is not None:
            extra.append(np.array([literal], DataType(src).numpy_dtype).view(
                DataType(dst).numpy_dtype)[0])
    total = 3 * vdst.lanes + 5
    for where, got in run_both(both, kernel, [x], DataType(dst).numpy_dtype, total):
        np.testing.assert_array_equal(got[:vdst.lanes].view(np.uint8),
                                      want[:vdst.lanes].view(np.uint8), err_msg=where)
        np.testing.assert_array_equal(got[vdst.lanes:3 * vdst.lanes].view(np.uint8),
                                      want.view(np.uint8), err_msg=where)
        if extra:
            np.testing.assert_array_equal(
                got[3 * vdst.lanes:3 * vdst.lanes + len(extra)].view(np.uint8),
                np.array(extra, DataType(dst).numpy_dtype).view(np.uint8), err_msg=where)


def test_fstring_dtype(both):
    """A dtype may be an f-string of parse-time values (upstream's tests write them)."""
    lanes = 16

    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), out: S.ptr("uint8", "global")):
        v = S.vload(a, lanes=lanes)
        S.vstore(S.reinterpret(v, f"uint8x{lanes * 4}"), out)
        S.vstore(S.cast(v, f"{'uint'}{8:d}"), out + lanes * 4)

    x = sample("float32", lanes, seed=10)
    want = np.concatenate([x.view(np.uint8), oracle(x, "uint8")])
    for where, got in run_both(both, kernel, [x], np.uint8, lanes * 5):
        np.testing.assert_array_equal(got, want, err_msg=where)


# Refusals -----------------------------------------------------------------------------

REFUSALS = [
    ('S.cast(a[0], "float16")', "int16x16",
     'Unsupported cast directly from "int16x16" to "float16", because there isn\'t any hardware'),
    ('S.cast(a[0], "float32")', "uint32x8",
     'Unsupported cast directly from "uint32x8" to "float32" without precision loss'),
    ('S.cast(a[0], "int32", saturate=False)', "float32x8",
     'Unsupported cast from "float32x8" to "int32" without saturation.'),
    ('S.cast(a[0], "int8", saturate=True)', "float32x8",
     'Currently can\'t set "saturate" when casting from "float32x8" to "int8".'),
    ('S.cast(a[0], "int16", part="low")', "int32x8",
     'The arg "part" only support "all" when cast to narrower bits.'),
    ('S.cast(a[0], "uint32", part="low")', "int32x8",
     'The arg "part" only support "all" when cast to same bits.'),
    ('S.cast(a[0], "int32", part="low")', "int8x32",
     'Unsupported cast from "int8x32" to "int32" with part "low".'),
    ('S.cast(a[0], "int32", part="middle")', "int8x32", 'The arg "part" expect one of'),
    ('S.cast(a[0][0], "int32", saturate=True)', "int8x32",
     'Currently can\'t set "saturate" when the 1st arg is a scalar.'),
    ('S.cast("infinity", "float32")', "int8x32",
     'The 1st arg expect one of ("inf", "-inf", "nan"), but got: "infinity".'),
    ('S.cast((a[0],), "int8")', "int32x8",
     "The length of the 1st arg must be > 1 when it's a tuple or list."),
    ('S.cast((a[0], a[0]), "int16x16")', "int16x16",
     "Only cast to 1/2 or 1/4 narrower bits allow multiple inputs."),
    ('S.cast([1, 2, 3], "int32x8")', "int32x8", 'The length of the 1st arg expect "8", but got: "3".'),
    ('S.vxtl(a[0])', "int32x8", "Can't extend to 64bit."),
    ('S.vxth(a[0])', "float16x16", "Only support integer instruction."),
    ('S.vxtl(a[0:64])', "int8", 'This API expect hardware native vector types, but got: "int8x64".'),
    ('S.i(a[0])', "float32x8", 'The data type of arg must be integer, but got: "float32x8".'),
    ('S.reinterpret(a[0], "int16x8")', "int32x8",
     'The total bits of the 1st arg expect 128, but got: "int32x8".'),
    ('S.reinterpret(a[0:12], "uint32x12")', "int32",
     'This API does not support the feature Flexible Width Vector, but got: "int32x12".'),
]


@pytest.mark.parametrize("expression, vdtype, message", REFUSALS)
def test_refusals(tmp_path, expression, vdtype, message):
    module = load_module(tmp_path, "refused_kernel",
        "from compass import script as S\n\n\n"
        "@S.prim_func\n"
        f"def kernel(a: S.ptr({vdtype!r}, 'global'), out: S.ptr({vdtype!r}, 'global')):\n"
        f"    out[0] = {expression}\n")
    with pytest.raises(CompassError) as info:
        BuildManager().build(module.kernel)
    assert message in str(info.value)


def test_scalar_float_to_narrow_integer_wraps_through_int32(both):
    """A float scalar reaches int8/int16/uint8/uint16 as upstream's cast does: clamped to
    int32 (NaN is 0, truncated toward zero), then wrapped to the narrow type."""
    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), out8: S.ptr("int8", "global"),
               out16: S.ptr("uint16", "global"), n: S.i32):
        for i in range(n):
            out8[i] = S.cast(a[i], "int8")
            out16[i] = S.u16(a[i])

    a = np.array([300.0, -300.5, 3e10, -3e10, np.nan, 127.9, -128.9, 65535.5, 70000.0, -1.0],
                 np.float32)
    via_int32 = np.array([300, -300, 2**31 - 1, -2**31, 0, 127, -128, 65535, 70000, -1], np.int64)
    want8, want16 = via_int32.astype(np.int8), via_int32.astype(np.uint16)
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            a.copy(), np.zeros(10, np.int8), np.zeros(10, np.uint16), 10])):
        np.testing.assert_array_equal(args[1], want8, err_msg=where)
        np.testing.assert_array_equal(args[2], want16, err_msg=where)


# ----------------------------------------------------------------------------
# S.tag(..., "no_zip"): a hint both paths ignore (the lanes keep their order), as
# upstream's PySim does; its argument checks are upstream's.
# ----------------------------------------------------------------------------

def test_tag_no_zip_keeps_the_lane_order(both):
    @S.prim_func
    def kernel(a: S.ptr("float16", "global"), out: S.ptr("float32", "global")):
        wide = S.tag(S.cast(S.vload(a), "float32"), "no_zip")
        S.vstore(wide, out)

    a = np.linspace(-3, 3, 16).astype(np.float16)
    both.check(kernel, lambda: [a.copy(), np.zeros(16, np.float32)], 1, a.astype(np.float32))


@S.prim_func
def tag_unknown_attr(a: S.ptr("float16x16", "global"), out: S.ptr("float32x16", "global")):
    out[0] = S.tag(S.cast(a[0], "float32"), "zip")


@S.prim_func
def tag_of_a_load(a: S.ptr("float16x16", "global"), out: S.ptr("float32x16", "global")):
    out[0] = S.cast(S.tag(a[0], "no_zip"), "float32")


@S.prim_func
def tag_of_vadd(a: S.ptr("float16x16", "global"), out: S.ptr("float32x16", "global")):
    out[0] = S.cast(S.tag(S.vadd(a[0], a[0]), "no_zip"), "float32")


@pytest.mark.parametrize("kernel, message", [
    (tag_unknown_attr, 'The arg "attr" expect one of dict_keys([\'no_zip\']), but got: "zip".'),
    (tag_of_a_load, 'The arg "node" expect a expr of S.API, but got:'),
    (tag_of_vadd, 'In attr "no_zip", the arg "node" expect one of (\'cast\',), but got: "vadd".'),
])
def test_tag_refusals(kernel, message):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    assert message in str(info.value)
