"""S.clip on both paths against NumPy: every dtype, scalar and vector bounds, constant
bounds shrunk to the dtype, masks (inactive lanes keep x), NaN surviving, the scalar
form; and its refusals."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, DataType, hw_native_vdtype, script as S

DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "float32"]


def make_kernel(vdtype, low, high, mask):
    @S.prim_func
    def clip(a: S.ptr(vdtype, "global"), lo: S.ptr(vdtype, "global"),
             hi: S.ptr(vdtype, "global"), out: S.ptr(vdtype, "global")):
        out[0] = S.clip(a[0], low, high)             # constant bounds
        out[1] = S.clip(a[0], lo[0], hi[0], mask)    # vector bounds under a mask
    return clip


@pytest.mark.parametrize("dtype", DTYPES)
def test_clip(both, dtype):
    vdtype = hw_native_vdtype(dtype)
    lanes = vdtype.lanes
    rng = np.random.default_rng(lanes)
    if DataType(dtype).is_integer:
        info = np.iinfo(dtype)
        x = rng.integers(info.min, int(info.max) + 1, lanes).astype(dtype)
        x[:2] = info.min, info.max
        low, high = -10**12, 7  # the low bound shrinks to the dtype's minimum
        lo = np.minimum(x, rng.integers(info.min, int(info.max) + 1, lanes).astype(dtype))
    else:
        x = rng.normal(0, 100, lanes).astype(dtype)
        x[:3] = np.nan, np.inf, -np.inf
        low, high = -20.5, 7.25
        lo = (x - 10).astype(dtype)
    hi = np.maximum(lo, (lo + 5).astype(dtype)).astype(dtype)
    mask = rng.integers(0, 2, lanes).astype(bool)
    bounded_low = max(low, np.iinfo(dtype).min) if DataType(dtype).is_integer else low
    with np.errstate(invalid="ignore"):
        first = np.where(x < bounded_low, bounded_low, np.where(x > high, high, x)).astype(dtype)
        second = np.where(mask & (x < lo), lo, np.where(mask & (x > hi), hi, x)).astype(dtype)
    kernel = make_kernel(vdtype, low, high, mask.tolist())
    for args in both(kernel, lambda: [x.copy(), lo.copy(), hi.copy(), np.zeros(2 * lanes, dtype)]):
        np.testing.assert_array_equal(args[3], np.concatenate([first, second]))


@S.prim_func
def scalar_clip(a: S.ptr("float32", "global")):
    a[1] = S.clip(a[0], 0.0, 1.0)


def test_scalar_clip(both):
    for args in both(scalar_clip, lambda: [np.array([1.75, 0], np.float32)]):
        assert args[0][1] == 1.0


@S.prim_func
def float_bound_for_ints(a: S.ptr("int8x32", "global")):
    a[1] = S.clip(a[0], 0.5, 3)


@S.prim_func
def scalar_with_mask(a: S.ptr("int32", "global")):
    a[1] = S.clip(a[0], 0, 3, mask="T")


@S.prim_func
def bound_of_another_dtype(a: S.ptr("int8x32", "global"), b: S.ptr("int16x16", "global")):
    a[1] = S.clip(a[0], 0, b[0])


@pytest.mark.parametrize("kernel, message", [
    (float_bound_for_ints, 'The arg "min_val" of "S.clip" expect an integer for "int8x32"'),
    (scalar_with_mask, "Only support mask in vector scenario."),
    (bound_of_another_dtype, 'The args "x" and "max_val" of "S.clip" expect the same dtype'),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)
