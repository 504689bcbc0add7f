"""On both paths, against NumPy: `out_sign` of S.vadd, S.vsub, S.vmul (with and without
saturate), S.vcls and S.vpcnt — integer operands of either signedness, each read by its
own, give a result of the signedness asked for; and upstream's refusals."""

import functools

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S

SIGNED = ["int8", "int16", "int32"]


def lanes_of(dtype):
    return 256 // (8 * np.dtype(dtype).itemsize)


def twin(dtype):
    return dtype[1:] if dtype.startswith("u") else f"u{dtype}"


def values(dtype, seed):
    """A native vector of `dtype` with its corner values first."""
    info = np.iinfo(dtype)
    lanes = lanes_of(dtype)
    corners = [info.min, info.max, 0, 1, info.max - 1, info.min + 1]
    if info.min < 0:
        corners += [-1, -2]
    rng = np.random.default_rng(seed)
    rest = rng.integers(info.min, int(info.max) + 1, lanes, dtype=np.int64)
    return np.array(corners + list(rest), np.int64)[:lanes].astype(dtype)


def build_error(kernel):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    return str(info.value)


# ----------------------------------------------------------------------------
# The ground truth: each operand read by its signedness, the exact result
# wrapped (or clamped when saturating) to the result's dtype.
# ----------------------------------------------------------------------------

OPS = {"vadd": lambda a, b: a + b, "vsub": lambda a, b: a - b, "vmul": lambda a, b: a * b}


def expected(name, x, y, out_dtype, saturate):
    info = np.iinfo(out_dtype)
    exact = [OPS[name](int(a), int(b)) for a, b in zip(x.tolist(), y.tolist())]
    if saturate:
        out = [min(max(v, info.min), info.max) for v in exact]
    else:
        out = [(v - info.min) % (1 << info.bits) + info.min for v in exact]
    return np.array(out, np.int64).astype(out_dtype)


def sign_cases():
    """(x dtype, y dtype, out_sign) for every signedness of x, y and the result."""
    for base in SIGNED:
        for x_dtype in (base, twin(base)):
            for y_dtype in (base, twin(base)):
                for out_sign in ("s", "u"):
                    yield x_dtype, y_dtype, out_sign


CASES = [(name, saturate, *case) for name in OPS for saturate in (False, True)
         for case in sign_cases()
         if not (name == "vmul" and (saturate or "8" in case[0] and "16" not in case[0]))]


@pytest.mark.parametrize("name, saturate, x_dtype, y_dtype, out_sign", CASES)
def test_out_sign_binary(both, name, saturate, x_dtype, y_dtype, out_sign):
    out_dtype = x_dtype if (out_sign == "s") == (not x_dtype.startswith("u")) else twin(x_dtype)
    lanes = lanes_of(x_dtype)
    options = {"out_sign": out_sign}
    if name != "vmul":
        options["saturate"] = saturate
    op = functools.partial(getattr(S, name), **options)
    xv, yv, ov = (f"{d}x{lanes}" for d in (x_dtype, y_dtype, out_dtype))

    @S.prim_func
    def kernel(a: S.ptr(xv, "global"), b: S.ptr(yv, "global"), r: S.ptr(ov, "global"),
               out: S.ptr(ov, "global")):
        out[0] = op(a[0], b[0])
        out[1] = op(a[0], b[0], mask="4T4F", r=r[0])
        out[2] = op(b[0], a[0], mask="3T")

    x, y = values(x_dtype, 1), values(y_dtype, 2)
    old = values(out_dtype, 3)
    forward = expected(name, x, y, out_dtype, saturate)
    backward = expected(name, y, x, out_dtype, saturate)
    active = np.arange(lanes) < 4  # "4T4F", padded with False
    third = np.arange(lanes) < 3
    for args in both(kernel, lambda: [x.copy(), y.copy(), old.copy(),
                                      np.zeros(3 * lanes, out_dtype)]):
        out = args[3].reshape(3, lanes)
        np.testing.assert_array_equal(out[0], forward)
        np.testing.assert_array_equal(out[1], np.where(active, forward, old))
        np.testing.assert_array_equal(out[2][third], backward[third])


@pytest.mark.parametrize("out_sign", ["u", "s"])
@pytest.mark.parametrize("saturate", [False, True])
def test_out_sign_with_a_literal_of_the_other_sign(both, out_sign, saturate):
    """252 does not fit int8: it is broadcast as uint8, as upstream's."""
    out_dtype = "uint8" if out_sign == "u" else "int8"
    op = functools.partial(S.vadd, out_sign=out_sign, saturate=saturate)

    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), out: S.ptr(f"{out_dtype}x32", "global")):
        out[0] = op(a[0], 252)
        out[1] = op(252, a[0])

    x = values("int8", 4)
    want = expected("vadd", x, np.full(32, 252), out_dtype, saturate)
    for args in both(kernel, lambda: [x.copy(), np.zeros(64, out_dtype)]):
        np.testing.assert_array_equal(args[1].reshape(2, 32), [want, want])


COUNTS = {
    "vcls": lambda v, bits: bits - (v ^ (((1 << bits) - 1) if v >> (bits - 1) else 0)).bit_length() - 1,
    "vpcnt": lambda v, bits: bin(v).count("1"),
}


@pytest.mark.parametrize("name", COUNTS)
@pytest.mark.parametrize("dtype", SIGNED + ["uint8", "uint16", "uint32"])
@pytest.mark.parametrize("out_sign", ["u", "s"])
def test_out_sign_unary(both, name, dtype, out_sign):
    if name == "vcls" and dtype.startswith("u"):
        pytest.skip("vcls takes signed lanes")
    out_dtype = dtype if (out_sign == "s") == (not dtype.startswith("u")) else twin(dtype)
    lanes = lanes_of(dtype)
    op = functools.partial(getattr(S, name), out_sign=out_sign)

    @S.prim_func
    def kernel(a: S.ptr(f"{dtype}x{lanes}", "global"), out: S.ptr(f"{out_dtype}x{lanes}", "global")):
        out[0] = op(a[0])
        out[1] = op(a[0], mask="2T2F")

    x = values(dtype, 5)
    bits = np.dtype(dtype).itemsize * 8
    unsigned = x.view(f"uint{bits}").astype(np.int64)
    want = np.array([COUNTS[name](int(v), bits) for v in unsigned]).astype(out_dtype)
    active = np.arange(lanes) < 2  # "2T2F", padded with False
    for args in both(kernel, lambda: [x.copy(), np.zeros(2 * lanes, out_dtype)]):
        out = args[1].reshape(2, lanes)
        np.testing.assert_array_equal(out[0], want)
        np.testing.assert_array_equal(out[1][active], want[active])


# ----------------------------------------------------------------------------
# Refusals, with upstream's messages
# ----------------------------------------------------------------------------

def test_mixed_signs_need_out_sign():
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), b: S.ptr("uint8x32", "global"),
               c: S.ptr("int8x32", "global")):
        c[0] = S.vadd(a[0], b[0])

    assert ('The sign of operands is different, if the API have parameter "out_sign" please '
            'specify the output sign.') in build_error(kernel)


def test_a_literal_of_the_other_sign_needs_out_sign():
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), c: S.ptr("int8x32", "global")):
        c[0] = S.vsub(a[0], 200)

    assert "The sign of operands is different" in build_error(kernel)


def test_other_widths_are_a_type_mismatch():
    @S.prim_func
    def kernel(a: S.ptr("u8x32", "global"), b: S.ptr("i16x16", "global"),
               c: S.ptr("u8x32", "global")):
        c[0] = S.vadd(a[0], b[0], out_sign="u")

    assert 'Argument type mismatch: 0-th: "uint8x32" vs. 1-th: "int16x16".' in build_error(kernel)


@pytest.mark.parametrize("value, message", [
    (300, 'Can\'t broadcast "300" to any of "(int8x32, uint8x32)"'),
    (-1.5, 'Can\'t broadcast "-1.5" to any of "(int8x32, uint8x32)"'),
])
def test_literals_no_sign_holds(value, message):
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), c: S.ptr("int8x32", "global")):
        c[0] = S.vadd(a[0], value, out_sign="s")

    assert message in build_error(kernel)


def test_a_scalar_variable_no_sign_holds():
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), v: S.int16, c: S.ptr("int8x32", "global")):
        c[0] = S.vadd(a[0], v)

    assert 'Can\'t broadcast "int16" to any of "(int8x32, uint8x32)"' in build_error(kernel)


def test_invalid_out_sign():
    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), c: S.ptr("int16x16", "global")):
        c[0] = S.vmul(a[0], a[0], out_sign="x")

    assert "Invalid value: x." in build_error(kernel)


def test_floats_keep_their_dtype():
    """out_sign only concerns integers: on floats it changes nothing (upstream)."""
    @S.prim_func
    def kernel(a: S.ptr("float32x8", "global"), c: S.ptr("float32x8", "global")):
        c[0] = S.vadd(a[0], a[0], out_sign="u")

    BuildManager().build(kernel)


def test_saturating_floats_are_refused():
    @S.prim_func
    def kernel(a: S.ptr("float16x16", "global"), c: S.ptr("float16x16", "global")):
        c[0] = S.vsub(a[0], a[0], saturate=True, out_sign="s")

    assert "Saturate is meaningless for floating." in build_error(kernel)


# ----------------------------------------------------------------------------
# S.vmull / S.vmulh: the low or high half of the lanes multiplied into lanes
# twice as wide; 32-bit lanes give their 64-bit products as word pairs.
# ----------------------------------------------------------------------------

def widened(x, y, high, out_dtype):
    """The products of one half of the lanes, each operand read by its dtype."""
    lanes = len(x)
    base = lanes // 2 if high else 0
    products = [int(a) * int(b) for a, b in zip(x[base:base + lanes // 2].tolist(),
                                                 y[base:base + lanes // 2].tolist())]
    bits = np.dtype(x.dtype).itemsize * 8
    if bits == 32:
        words = []
        for p in products:
            p %= 1 << 64
            words += [p & 0xFFFFFFFF, p >> 32]
        return np.array(words, np.uint64).astype(np.uint32).view(out_dtype)
    wide = 2 * bits
    return np.array([p % (1 << wide) for p in products], np.uint64).astype(
        f"uint{wide}").view(out_dtype)


def widening_cases():
    for base in SIGNED:
        for x_dtype in (base, twin(base)):
            for y_dtype in (base, twin(base)):
                signs = ["u", "s"] + ([None] if x_dtype == y_dtype else [])
                for out_sign in signs:
                    yield x_dtype, y_dtype, out_sign


@pytest.mark.parametrize("name", ["vmull", "vmulh"])
@pytest.mark.parametrize("x_dtype, y_dtype, out_sign", list(widening_cases()))
def test_widening_multiplication(both, name, x_dtype, y_dtype, out_sign):
    lanes = lanes_of(x_dtype)
    bits = np.dtype(x_dtype).itemsize * 8
    signed = (out_sign == "s") if out_sign else not x_dtype.startswith("u")
    out_dtype = f"{'' if signed else 'u'}int{min(2 * bits, 32)}"
    out_lanes = lanes_of(out_dtype)
    high = name == "vmulh"
    op = functools.partial(getattr(S, name), out_sign=out_sign)
    xv, yv, ov = f"{x_dtype}x{lanes}", f"{y_dtype}x{lanes}", f"{out_dtype}x{out_lanes}"
    mask = [bool(i % 3) for i in range(lanes)]

    @S.prim_func
    def kernel(a: S.ptr(xv, "global"), b: S.ptr(yv, "global"), r: S.ptr(ov, "global"),
               out: S.ptr(ov, "global")):
        out[0] = op(a[0], b[0])
        out[1] = op(a[0], b[0], mask=mask, r=r[0])
        out[2] = op(a[0], 3)

    x, y = values(x_dtype, 6), values(y_dtype, 7)
    if high:  # the corner values in the half being multiplied
        x, y = np.roll(x, lanes // 2), np.roll(y, lanes // 2)
    old = values(out_dtype, 8)
    want = widened(x, y, high, out_dtype)
    base = lanes // 2 if high else 0
    half_mask = np.array(mask[base:base + lanes // 2])
    active = np.repeat(half_mask, 2) if bits == 32 else half_mask
    by_three = widened(x, np.full(lanes, 3).astype(x_dtype), high, out_dtype)
    for args in both(kernel, lambda: [x.copy(), y.copy(), old.copy(),
                                      np.zeros(3 * out_lanes, out_dtype)]):
        out = args[3].reshape(3, out_lanes)
        np.testing.assert_array_equal(out[0], want)
        np.testing.assert_array_equal(out[1], np.where(active, want, old))
        np.testing.assert_array_equal(out[2], by_three)


def test_widening_of_a_flexible_width_vector_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), c: S.ptr("int32", "global")):
        c[0:16] = S.vmull(a[0:32], a[0:32])

    assert 'This API expect hardware native vector types, but got: "int16x32".' in build_error(kernel)


def test_widening_of_floats_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("float16x16", "global"), c: S.ptr("float32x8", "global")):
        c[0] = S.vmulh(a[0], a[0])

    assert "Only support integer instruction." in build_error(kernel)


def test_widening_needs_out_sign_for_mixed_signs():
    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), b: S.ptr("uint16x16", "global"),
               c: S.ptr("int32x8", "global")):
        c[0] = S.vmull(a[0], b[0])

    assert "The sign of operands is different" in build_error(kernel)


# ----------------------------------------------------------------------------
# S.vnsr / S.vnsrsr: shift right (counts read as unsigned), optionally round
# and saturate, narrow to 8 bits (16 with to_h); results strided, other lanes
# and inactive lanes 0.
# ----------------------------------------------------------------------------

def narrowed(x, shift, mask, out_dtype, saturate, with_round, stride):
    """The documented semantics on Python integers, as upstream's PySim computes them."""
    bits = np.dtype(shift.dtype).itemsize * 8
    counts = shift.astype(np.int64) % (1 << bits)
    info = np.iinfo(out_dtype)
    out = np.zeros(len(x) * stride, np.int64)
    for i, (v, c) in enumerate(zip(x.tolist(), counts.tolist())):
        if not mask[i]:
            continue
        if with_round:
            value = int(np.around(v * 0.5 ** c)) if c < 2000 else 0
        else:
            value = v >> c
        if saturate:
            value = min(max(value, info.min), info.max)
        out[i * stride] = (value - info.min) % (1 << info.bits) + info.min
    return out.astype(out_dtype)


def narrowing_cases():
    for dtype in ["int16", "uint16", "int32", "uint32"]:
        for to_h in ([False, True] if "32" in dtype else [False]):
            for out_sign in [None, "u", "s"]:
                yield dtype, to_h, out_sign


@pytest.mark.parametrize("saturate, with_round", [(False, False), (True, False), (False, True),
                                                  (True, True)])
@pytest.mark.parametrize("dtype, to_h, out_sign", list(narrowing_cases()))
def test_narrowing_shift(both, dtype, to_h, out_sign, saturate, with_round):
    lanes = lanes_of(dtype)
    bits = np.dtype(dtype).itemsize * 8
    narrow = 16 if to_h else 8
    signed = (out_sign == "s") if out_sign else not dtype.startswith("u")
    out_dtype = f"{'' if signed else 'u'}int{narrow}"
    stride = bits // narrow
    shift_dtype = twin(dtype)  # the shift may have the other signedness
    op = functools.partial(S.vnsr, saturate=saturate, out_sign=out_sign,
                           with_round=with_round, to_h=to_h)
    mask = [bool(i % 3) for i in range(2 * lanes)]
    xv, sv = f"{dtype}x{2 * lanes}", f"{shift_dtype}x{2 * lanes}"
    ov = f"{out_dtype}x{2 * lanes * stride}"

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), s: S.ptr(shift_dtype, "global"),
               out: S.ptr(out_dtype, "global")):
        # A multiple-width vector: two native pieces.
        out[0:2 * lanes * stride] = op(a[0:2 * lanes], s[0:2 * lanes])
        out[2 * lanes * stride:4 * lanes * stride] = op(a[0:2 * lanes], s[0:2 * lanes], mask)
        out[4 * lanes * stride:6 * lanes * stride] = op(a[0:2 * lanes], 1)

    x = np.concatenate([values(dtype, 9), values(dtype, 10)])
    counts = [3, -3, 0, 1, -1, bits, bits + 3, bits - 1, 2, 5, bits // 2, 7]
    rng = np.random.default_rng(11)
    shift = np.array(counts + list(rng.integers(0, bits + 4, 2 * lanes)), np.int64)
    shift = shift[:2 * lanes].astype(shift_dtype)
    full = [True] * (2 * lanes)
    want = np.concatenate([
        narrowed(x, shift, full, out_dtype, saturate, with_round, stride),
        narrowed(x, shift, mask, out_dtype, saturate, with_round, stride),
        narrowed(x, np.ones(2 * lanes, shift_dtype), full, out_dtype, saturate, with_round, stride),
    ])
    for args in both(kernel, lambda: [x.copy(), shift.copy(),
                                      np.full(6 * lanes * stride, 7, out_dtype)]):
        np.testing.assert_array_equal(args[2], want)


@pytest.mark.parametrize("dtype, to_h", [("int16", False), ("uint32", True), ("int32", False)])
def test_vnsrsr_is_vnsr_saturating_and_rounding(both, dtype, to_h):
    lanes = lanes_of(dtype)
    narrow = 16 if to_h else 8
    out_dtype = f"uint{narrow}"
    stride = np.dtype(dtype).itemsize * 8 // narrow

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), s: S.ptr(dtype, "global"),
               out: S.ptr(out_dtype, "global")):
        out[0:lanes * stride] = S.vnsrsr(a[0:lanes], s[0:lanes], "3T1F", out_sign="u", to_h=to_h)

    x = values(dtype, 12)
    shift = np.resize(np.array([0, 1, 2, 3, 4, 9], np.int64), lanes).astype(dtype)
    mask = [i < 3 for i in range(lanes)]  # "3T1F", padded with False
    want = narrowed(x, shift, mask, out_dtype, True, True, stride)
    for args in both(kernel, lambda: [x.copy(), shift.copy(), np.zeros(lanes * stride, out_dtype)]):
        np.testing.assert_array_equal(args[2], want)


def test_narrowing_refusals():
    @S.prim_func
    def flexible(a: S.ptr("int32", "global"), c: S.ptr("int8", "global")):
        c[0:40] = S.vnsr(a[0:10], 2)

    @S.prim_func
    def eight_bits(a: S.ptr("int8x32", "global"), c: S.ptr("int8x32", "global")):
        c[0] = S.vnsr(a[0], 2)

    @S.prim_func
    def to_h_of_16_bits(a: S.ptr("int16x16", "global"), c: S.ptr("int8x32", "global")):
        c[0] = S.vnsr(a[0], 2, to_h=True)

    @S.prim_func
    def other_width(a: S.ptr("int16x16", "global"), b: S.ptr("int8x32", "global"),
                    c: S.ptr("int8x32", "global")):
        c[0] = S.vnsrsr(a[0], b[0])

    assert ('This API does not support the feature Flexible Width Vector, but got: "int32x10".'
            in build_error(flexible))
    assert "Only support 16/32 bits integer instruction." in build_error(eight_bits)
    assert 'The arg "to_h" only can be set for 32 bits instruction.' in build_error(to_h_of_16_bits)
    assert 'Argument type mismatch: 0-th: "int16x16" vs. 1-th: "int8x32".' in build_error(other_width)
