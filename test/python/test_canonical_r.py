"""The inactive-lane source `r` converted to the result's dtype, as upstream's
canonicalize_r: scalars (variables and literals) of a compatible type are converted and
broadcast, vectors of the result's lanes converted when their type's range fits the result
or the result of the other signedness; anything else is refused with upstream's message.
Both paths against NumPy."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S

MASK = [True, False] * 4
ON = np.array(MASK * 2)


def build_error(kernel):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    return str(info.value)


@pytest.mark.parametrize("r_dtype", ["int8", "uint8", "int16", "uint16", "int32", "uint32"])
def test_scalar_variable_r_into_int32(both, r_dtype):
    """A scalar of any integer type whose values fit int32 or uint32 fills the inactive lanes."""
    info = np.iinfo(r_dtype)
    r_values = np.array([info.min, info.max], r_dtype)

    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), r: S.ptr(r_dtype, "global"),
               c: S.ptr("int32x8", "global")):
        c[0] = S.vadd(a[0], a[0], MASK, r=r[0])
        c[1] = S.vadd(a[0], a[0], MASK, r=r[1])

    a = np.arange(-4, 4, dtype=np.int32)
    fill = r_values.astype(np.int64).astype(np.uint32).view(np.int32)  # wraps, as a C cast
    expected = np.concatenate([np.where(MASK, 2 * a, fill[0]), np.where(MASK, 2 * a, fill[1])])
    both.check(kernel, lambda: [a.copy(), r_values.copy(), np.zeros(16, np.int32)], 2, expected)


@pytest.mark.parametrize("r, fill", [(-3, -3), (200, -56), (-128, -128), (127, 127)])
def test_literal_r_into_int8(both, r, fill):
    """A literal in the range of int8 or uint8 is the int8 lane of those bits."""
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), c: S.ptr("int8x32", "global")):
        c[0] = S.vsub(a[0], 1, MASK * 4, r=r)

    a = np.arange(32, dtype=np.int8)
    expected = np.where(MASK * 4, a - 1, fill).astype(np.int8)
    both.check(kernel, lambda: [a.copy(), np.zeros(32, np.int8)], 1, expected)


def test_vector_r_of_the_other_signedness(both):
    @S.prim_func
    def kernel(a: S.ptr("uint16x16", "global"), r: S.ptr("int16x16", "global"),
               c: S.ptr("uint16x16", "global")):
        c[0] = S.max(a[0], a[0], MASK * 2, r=r[0])

    a = np.arange(16, dtype=np.uint16)
    r = np.arange(-8, 8, dtype=np.int16)
    expected = np.where(MASK * 2, a, r.view(np.uint16))
    both.check(kernel, lambda: [a.copy(), r.copy(), np.zeros(16, np.uint16)], 2, expected)


def test_float_r_into_float32(both):
    """A float16 scalar and a float literal fill float32 lanes; an int8 vector of the
    result's lanes is converted lane by lane."""
    @S.prim_func
    def kernel(a: S.ptr("float32x8", "global"), h: S.ptr("float16", "global"),
               i: S.ptr("int8", "global"), c: S.ptr("float32x8", "global")):
        c[0] = S.vmul(a[0], a[0], MASK, r=h[0])
        c[1] = S.vmul(a[0], a[0], MASK, r=-1.5)
        c[2] = S.vmul(a[0], a[0], MASK, r=S.vload(i, lanes=8))

    a = np.linspace(-2, 2, 8).astype(np.float32)
    h = np.array([0.333], np.float16)
    i = np.arange(-4, 4, dtype=np.int8)
    square = a * a
    expected = np.concatenate([np.where(MASK, square, np.float32(h[0])),
                               np.where(MASK, square, -1.5),
                               np.where(MASK, square, i.astype(np.float32))]).astype(np.float32)
    both.check(kernel, lambda: [a.copy(), h.copy(), i.copy(), np.zeros(24, np.float32)], 3,
               expected)


def test_out_sign_result_takes_r_of_the_operands_dtype(both):
    """With out_sign the result is unsigned; an r of the signed operand type converts."""
    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), c: S.ptr("uint16x16", "global")):
        c[0] = S.vadd(a[0], a[0], MASK * 2, out_sign="u", r=a[0])

    a = np.arange(-8, 8, dtype=np.int16)
    expected = np.where(MASK * 2, (2 * a).view(np.uint16), a.view(np.uint16))
    both.check(kernel, lambda: [a.copy(), np.zeros(16, np.uint16)], 1, expected)


def test_float_r_for_an_integer_result_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), c: S.ptr("int32x8", "global")):
        c[0] = S.vadd(a[0], a[0], MASK, r=1.5)

    assert 'Argument type mismatch: r: "1.5" vs. return data type: "int32x8".' in \
        build_error(kernel)


def test_literal_out_of_range_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), c: S.ptr("int8x32", "global")):
        c[0] = S.vadd(a[0], a[0], MASK * 4, r=256)

    assert 'Argument r "256" is out of range of return data type "int8x32".' in \
        build_error(kernel)


def test_wider_variable_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int8x32", "global"), b: S.ptr("int16", "global"),
               c: S.ptr("int8x32", "global")):
        c[0] = S.vadd(a[0], a[0], MASK * 4, r=b[0])

    assert 'Argument type mismatch: r: "int16" vs. return data type: "int8x32".' in \
        build_error(kernel)


def test_widening_r_of_other_lanes_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), c: S.ptr("int32x8", "global")):
        c[0] = S.vmull(a[0], a[0], mask="T", r=a[0])

    assert 'Argument type mismatch: r: "int16x16" vs. return data type: "int32x8".' in \
        build_error(kernel)
