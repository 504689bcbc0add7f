"""On both paths: S.vmod and the vector `%` and `//` operators (the remainder takes the
sign of x as C's %, x % 0 is 0, MIN % -1 is 0; `//` on integer vectors truncates like
S.vdiv), and S.vadd / S.vsub with saturate=True (integers clamp to the lane type); floats
are refused with upstream's messages."""

import functools

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S

INTS = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]


def remainder(x, y):
    x, y = x.astype(np.int64), y.astype(np.int64)
    magnitude = np.abs(x) % np.where(y == 0, 1, np.abs(y))
    return np.where(y == 0, 0, np.where(x < 0, -magnitude, magnitude))


def truncating_division(x, y, dtype):
    x, y = x.astype(np.int64), y.astype(np.int64)
    quotient = np.where(y == 0, 0, np.abs(x) // np.where(y == 0, 1, np.abs(y)))
    quotient = np.where((x < 0) != (y < 0), -quotient, quotient)
    return np.minimum(quotient, np.iinfo(dtype).max)


def operands(dtype):
    info = np.iinfo(dtype)
    lanes = 256 // (8 * np.dtype(dtype).itemsize)
    corners_x = [5, 6, 7, 8, -5, -6, -7, -8, info.min, info.min, info.max, 0, 9, info.max]
    corners_y = [-2, -5, 4, 3, 3, 4, -3, -4, -1, 1, 0, 0, 0, info.max]
    rng = np.random.default_rng(lanes)
    x = np.array(corners_x + list(rng.integers(info.min, info.max, lanes)), np.int64)
    y = np.array(corners_y + list(rng.integers(info.min, info.max, lanes)), np.int64)
    keep = (x >= info.min) & (y >= info.min)  # unsigned types drop the negative corners
    return x[keep][:lanes].astype(dtype), y[keep][:lanes].astype(dtype), lanes


@pytest.mark.parametrize("dtype", INTS)
def test_vmod_builtin_and_operators(both, dtype):
    vdtype = f"{dtype}x{256 // (8 * np.dtype(dtype).itemsize)}"

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), b: S.ptr(vdtype, "global"),
               out: S.ptr(vdtype, "global")):
        out[0] = S.vmod(a[0], b[0])
        out[1] = a[0] % b[0]
        out[2] = a[0] // b[0]
        out[3] = S.vmod(a[0], b[0], mask="4T4F")

    x, y, lanes = operands(dtype)
    mod = remainder(x, y).astype(dtype)
    div = truncating_division(x, y, dtype).astype(dtype)
    active = np.arange(lanes) < 4  # "4T4F": TTTT FFFF, the rest padded with F
    for args in both(kernel, lambda: [x.copy(), y.copy(), np.zeros(4 * lanes, dtype)]):
        out = args[2].reshape(4, lanes)
        np.testing.assert_array_equal(out[0], mod)
        np.testing.assert_array_equal(out[1], mod)
        np.testing.assert_array_equal(out[2], div)
        np.testing.assert_array_equal(out[3][active], mod[active])


def test_vmod_documented_example(both):
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"),
               out: S.ptr("int32x8", "global")):
        out[0] = S.vmod(a[0], b[0])

    x = np.array([5, 6, 7, 8, -5, -6, -7, -8], np.int32)
    y = np.array([-2, -5, 4, 3, 3, 4, -3, -4], np.int32)
    both.check(kernel, lambda: [x.copy(), y.copy(), np.zeros(8, np.int32)], 2,
               np.array([1, 1, 3, 2, -2, -2, -1, 0], np.int32))


@S.prim_func
def float_vmod(a: S.ptr("float32x8", "global")):
    a[1] = S.vmod(a[0], a[0])


@S.prim_func
def float_mod(a: S.ptr("float32x8", "global")):
    a[1] = a[0] % a[0]


@S.prim_func
def float_floor_div(a: S.ptr("float32x8", "global")):
    a[1] = a[0] // a[0]


@pytest.mark.parametrize("kernel, message", [
    (float_vmod, "Only support integer instruction."),
    (float_mod, "Only support integer instruction."),
    (float_floor_div, 'Operator "floordiv" only supports integer, but got: "float32x8"'),
])
def test_floats_are_refused(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)


# S.vadd / S.vsub with saturate=True (the rows vadds / vsubs) -----------------------

ADD_SATURATING = functools.partial(S.vadd, saturate=True)  # called inside the kernel


@S.prim_func
def saturating(a: S.ptr("int8x32", "global"), b: S.ptr("uint16x16", "global"),
               out: S.ptr("int8x32", "global"), uout: S.ptr("uint16x16", "global")):
    out[0] = S.vadd(a[0], a[0], saturate=True)
    out[1] = S.vsub(a[0], 100, saturate=True, mask="16T16F", r=a[0])
    uout[0] = ADD_SATURATING(b[0], b[0])
    uout[1] = S.vsub(b[0], 40000, saturate=True)


def test_saturating_add_and_sub(both):
    a = np.array([-128, -100, -1, 0, 1, 63, 64, 127] * 4, np.int8)
    b = np.array([0, 1, 30000, 40000, 65535, 32768, 7, 39999] * 2, np.uint16)
    wide, uwide = a.astype(np.int64), b.astype(np.int64)
    lanes = np.arange(32) < 16
    want = np.concatenate([np.clip(2 * wide, -128, 127),
                           np.where(lanes, np.clip(wide - 100, -128, 127), wide)]).astype(np.int8)
    uwant = np.concatenate([np.clip(2 * uwide, 0, 65535), np.clip(uwide - 40000, 0, 65535)])
    for args in both(saturating, lambda: [a.copy(), b.copy(), np.zeros(64, np.int8),
                                          np.zeros(32, np.uint16)]):
        np.testing.assert_array_equal(args[2], want)
        np.testing.assert_array_equal(args[3], uwant.astype(np.uint16))


@S.prim_func
def saturating_floats(a: S.ptr("float32x8", "global")):
    a[1] = S.vadd(a[0], a[0], saturate=True)


def test_saturating_floats_are_refused():
    with pytest.raises(CompassError, match="Saturate is meaningless for floating."):
        BuildManager().build(saturating_floats)


# S.vsl(saturate=True) and S.vsr(with_round=True): the rows vsls / vsrr ------------

@S.prim_func
def shifts(a: S.ptr("int8x32", "global"), s: S.ptr("int8x32", "global"),
           out: S.ptr("int8x32", "global")):
    out[0] = S.vsl(a[0], s[0], saturate=True)
    out[1] = S.vsr(a[0], s[0], with_round=True)


def test_saturating_and_rounding_shifts(both):
    a = np.array([1, -1, 3, -3, 5, -5, 6, -6, 7, 64, -64, 127, -128, 0, 100, -100] * 2, np.int8)
    s = np.array([1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 7, 7, 8, 200, 255] * 2).astype(np.uint8).view(np.int8)
    left = [np.clip(int(x) << min(int(c) & 0xFF, 8), -128, 127) for x, c in zip(a, s)]
    right = [np.around(int(x) * 0.5 ** (int(c) & 0xFF)) for x, c in zip(a, s)]
    want = np.array(left + right, np.int64).astype(np.int8)
    both.check(shifts, lambda: [a.copy(), s.copy(), np.zeros(64, np.int8)], 2, want)


@S.prim_func
def unsigned_saturating_shift(a: S.ptr("uint8x32", "global")):
    a[1] = S.vsl(a[0], a[0], saturate=True)


@S.prim_func
def rounding_shift_of_floats(a: S.ptr("fp32x8", "global")):
    a[1] = S.vsr(a[0], 1, with_round=True)


@S.prim_func
def rounding_shift_of_a_scalar(a: S.ptr("int32", "global")):
    a[1] = S.vsr(a[0], 1, with_round=True)


# The rows S.vsls and S.vsrr are options of S.vsl and S.vsr: errors say what the user wrote.
@pytest.mark.parametrize("kernel, message", [
    (unsigned_saturating_shift,
     r'The saturating "S.vsl" supports signed integers, but got: "uint8x32"'),
    (rounding_shift_of_floats, r'"S.vsr" expects integer vectors, but got: "float32x8"'),
    (rounding_shift_of_a_scalar, r'The arg "x" of "S.vsr" expect a vector, but got: int32'),
])
def test_variant_errors_name_the_builtin_the_user_wrote(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)


# A shift count of the other signedness is read as unsigned, as upstream takes it.
@pytest.mark.parametrize("dtype", ["int8", "uint16", "int32"])
def test_shift_counts_of_the_other_signedness(both, dtype):
    bits = np.dtype(dtype).itemsize * 8
    lanes = 256 // bits
    other = dtype[1:] if dtype.startswith("u") else "u" + dtype

    @S.prim_func
    def kernel(a: S.ptr(f"{dtype}x{lanes}", "global"), s: S.ptr(f"{other}x{lanes}", "global"),
               out: S.ptr(f"{dtype}x{lanes}", "global")):
        out[0] = S.vsl(a[0], s[0])
        out[1] = S.vsr(a[0], s[0])

    rng = np.random.default_rng(3)
    info = np.iinfo(dtype)
    a = rng.integers(info.min, info.max, lanes, endpoint=True).astype(dtype)
    counts = rng.integers(0, bits + 3, lanes)
    counts[:2] = [bits, np.iinfo(other).max if other.startswith("u") else -1]  # >= width
    s = counts.astype(other)
    unsigned = s.view(np.dtype(dtype).str.replace("i", "u")).astype(np.uint64)
    wide = a.astype(np.int64)
    left = np.where(unsigned >= bits, 0, (wide << np.minimum(unsigned, 63).astype(np.int64)))
    right = np.where(unsigned >= bits, np.where(wide < 0, -1, 0),
                     wide >> np.minimum(unsigned, 63).astype(np.int64))
    want = np.concatenate([left, right]).astype(np.int64)
    want = (want & ((1 << bits) - 1)).astype(np.uint64).astype(np.dtype(dtype).str.replace("i", "u"))
    both.check(kernel, lambda: [a.copy(), s.copy(), np.zeros(2 * lanes, dtype)], 2,
               want.view(dtype))
