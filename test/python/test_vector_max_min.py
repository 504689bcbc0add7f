"""S.max / S.min on vectors (the hardware's vmax / vmin) beside their scalar
forms: broadcast scalars, flexible widths, mask and r, and the refusals."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S


def build_error(prim_func):
    with pytest.raises(CompassError) as info:
        BuildManager().build(prim_func)
    return str(info.value)


def test_vector_max_min_broadcast_flexible_width_mask_and_r(both):
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), out: S.ptr("int16", "global"), k: S.i16):
        x = S.vload(a, lanes=20)
        S.vstore(S.max(x, k), out)
        S.vstore(S.min(3, x), out + 20)
        S.vstore(S.max(x, k, mask=x > 0, r=x + 1), out + 40)

    a = np.arange(-10, 10, dtype=np.int16)
    expected = np.concatenate([np.maximum(a, 2), np.minimum(a, 3),
                               np.where(a > 0, np.maximum(a, 2), a + 1)]).astype(np.int16)
    both.check(kernel, lambda: [a.copy(), np.zeros(60, np.int16), 2], 1, expected)


def test_scalar_max_min_still_scalar(both):
    @S.prim_func
    def kernel(out: S.ptr("float32", "global"), x: S.fp32, y: S.fp32):
        out[0] = S.max(x, y)
        out[1] = S.min(x, y)

    both.check(kernel, lambda: [np.zeros(2, np.float32), np.float32(1.5), np.float32(-2)], 0,
               np.array([1.5, -2], np.float32))


def test_mask_on_scalars_is_refused():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), x: S.i32):
        out[0] = S.max(x, 1, mask="T")

    assert 'The args "mask" and "r" of "S.max" need vector operands.' in build_error(kernel)


def test_vector_max_of_mismatched_dtypes_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), b: S.ptr("float32", "global")):
        S.vstore(S.max(S.vload(a), S.vload(b)), a)

    message = build_error(kernel)
    assert 'The args "x" and "y" of "S.max" expect the same dtype' in message
    assert "sign" not in message


def test_vector_max_of_other_sign_names_the_sign():
    @S.prim_func
    def kernel(a: S.ptr("int8", "global"), b: S.ptr("uint8", "global")):
        S.vstore(S.min(S.vload(a), S.vload(b)), a)

    assert ('The sign of operands is different: The args "x" and "y" of "S.min" expect the '
            'same dtype, but got: "int8x32" vs. "uint8x32".') in build_error(kernel)
