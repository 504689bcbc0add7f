"""Plain Python functions called inside a kernel run while it is parsed, as upstream's: kernel
values take their operators (reflected and comparisons included) and the S.* builtins, dtypes,
prim_funcs they call build the kernel's IR. Both paths against NumPy; the refusals located."""

import operator

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S

X = np.array([5, -3, 0, 7, -8, 2, 100, -100], np.int32)
Y = np.array([1, 2, -3, 4, 5, -6, 7, 8], np.int32)


def build_error(kernel):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    return info.value


def scaled_sum(x, y):
    return (x + y) * 2 - 1


def clipped(x, low):
    return S.max(x, low)


def as_float_halved(x):
    return S.fp32(x) / 2


@S.prim_func
def doubled(x: S.i32) -> S.i32:
    return x * 2


def is_positive(x):
    return 0 < x


def through_prim_func(x):
    return doubled(x) + 1


@pytest.mark.parametrize("helper, expected", [
    (scaled_sum, (X.astype(np.int64) + Y) * 2 - 1),
    (lambda x, y: x * y + 1, X.astype(np.int64) * Y + 1),
    (lambda x, y: 3 - x, 3 - X.astype(np.int64)),
    (lambda x, y: -x ^ ~y, -X ^ ~Y),
    (lambda x, y: clipped(x, y), np.maximum(X, Y)),
], ids=["operators", "lambda", "reflected", "unary", "builtin"])
def test_helpers_on_vectors(both, helper, expected):
    @S.prim_func
    def kernel(x: S.ptr("int32x8", "global"), y: S.ptr("int32x8", "global"),
               out: S.ptr("int32x8", "global")):
        out[0] = helper(x[0], y[0])

    both.check(kernel, lambda: [X.copy(), Y.copy(), np.zeros(8, np.int32)], 2,
               np.asarray(expected).astype(np.int32))


def test_operator_module_on_masks_and_a_scalar(both):
    """upstream's test_bitwise_pgentype_autobroadcast: operator.and_ on a mask and a bool."""
    @S.prim_func
    def kernel(x: S.ptr("int32x8", "global"), y: S.i32, out: S.ptr("int32x8", "global")):
        selected = operator.and_(x[0] > 0, y > 0)
        either = operator.or_(x[0] < 0, y < 0)
        out[0] = S.vsel(x[0], S.int32x8(y), selected)
        out[1] = S.vsel(x[0], S.int32x8(0), either)

    expected = np.concatenate([np.where(X > 0, X, 4), np.where(X < 0, X, 0)])
    both.check(kernel, lambda: [X.copy(), 4, np.zeros(16, np.int32)], 2, expected)


def test_comparisons_dtypes_and_prim_funcs(both):
    @S.prim_func
    def kernel(x: S.ptr("int32", "global"), out: S.ptr("float32", "global"),
               flags: S.ptr("int32", "global")):
        for i in range(8):
            out[i] = as_float_halved(x[i])
            flags[i] = S.i32(is_positive(x[i])) + through_prim_func(x[i])

    def make_args():
        return [X.copy(), np.zeros(8, np.float32), np.zeros(8, np.int32)]

    for args in both(kernel, make_args):
        np.testing.assert_array_equal(args[1], X.astype(np.float32) / 2)
        np.testing.assert_array_equal(args[2], (X > 0) + X * 2 + 1)


def test_annotated_helper_is_refused_with_upstreams_message():
    def annotated(a, b: S.i32):
        return a + b

    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        a[0] = annotated(a[1], 2)

    error = build_error(kernel)
    assert ('The parameter "b" of pure Python function "annotated" can\'t be annotated as any '
            'type in "S" space, forget to decorate it using "S.prim_func"?') in error.message
    assert "a[0] = annotated(a[1], 2)" in str(error)


def test_a_failing_helper_is_located_at_its_call():
    def broken(x):
        return x * int("seven")

    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        a[0] = broken(a[1])

    error = build_error(kernel)
    assert ('The pure Python function "broken" failed while the kernel was parsed: ValueError: '
            "invalid literal for int() with base 10: 'seven'") in error.message
    assert "a[0] = broken(a[1])" in str(error)


def test_values_outside_a_helper_are_plain_objects():
    """The parser's own use of kernel values keeps identity equality and truth."""
    from compass.script.values import Value
    first, second = Value(None, "int32"), Value(None, "int32")
    assert first == first and first != second and bool(first)
    assert len({first, second}) == 2
