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


def make_scalar_kernel(dtype, low, high):
    @S.prim_func
    def scalar_clips(x: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
                     out: S.ptr(dtype, "global")):
        for i in range(S.get_local_id(), 8, S.get_local_size()):
            out[i] = S.clip(x[i], low, high)            # constant bounds, low <= high
            out[8 + i] = S.clip(x[i], high, low)        # constant bounds, low > high
            out[16 + i] = S.clip(x[i], b[0], b[1])      # run-time bounds
            out[24 + i] = S.clip(x[i], b[1], b[0])      # run-time bounds, low > high
    return scalar_clips


def vector_clip_result(x, lo, hi):
    """The vector form's lanes: x > hi ? hi : (x < lo ? lo : x) (NaN stays, -0.0 stays)."""
    with np.errstate(invalid="ignore"):
        return np.where(x > hi, hi, np.where(x < lo, lo, x)).astype(x.dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_scalar_clip_stays_scalar(both, dtype):
    """A scalar S.clip is scalar C with the vector form's result bit for bit: integers between
    constant bounds as upstream's max(min(x, hi), lo), the other cases as two selects."""
    if DataType(dtype).is_integer:
        info = np.iinfo(dtype)
        x = np.random.default_rng(8).integers(info.min, int(info.max) + 1, 8).astype(dtype)
        x[:5] = info.min, info.max, 1, 50, 0
        low, high = 1, 50
    else:
        x = np.array([np.nan, -0.0, 0.0, np.inf, -np.inf, 3.5, 100, -7], dtype)
        low, high = 0.0, 7.25
    bounds = np.array([low, high], dtype)
    bounds[0] = -0.0 if not DataType(dtype).is_integer else bounds[0]
    lo, hi = np.array(low, dtype), np.array(high, dtype)
    want = np.concatenate([vector_clip_result(x, lo, hi), vector_clip_result(x, hi, lo),
                           vector_clip_result(x, bounds[0], bounds[1]),
                           vector_clip_result(x, bounds[1], bounds[0])])
    kernel = make_scalar_kernel(dtype, low, high)
    code = BuildManager().build(kernel).c_code
    assert "__vsel" not in code and "__extract" not in code, code
    if DataType(dtype).is_integer:
        assert "= max(min(x[" in code, code
    bits = f"uint{np.dtype(dtype).itemsize * 8}"
    for args in both(kernel, lambda: [x.copy(), bounds.copy(), np.zeros(32, dtype)]):
        np.testing.assert_array_equal(args[2].view(bits), want.view(bits))


@S.prim_func
def float_bound_for_ints(a: S.ptr("int8x32", "global")):
    a[1] = S.clip(a[0], 0.5, 3)


@S.prim_func
def scalar_with_mask(a: S.ptr("int32", "global")):
    a[1] = S.clip(a[0], 0, 3, mask="T")


@S.prim_func
def bound_of_another_dtype(a: S.ptr("int8x32", "global"), b: S.ptr("int16x16", "global")):
    a[1] = S.clip(a[0], 0, b[0])


@S.prim_func
def pointer_bound(a: S.ptr("int32", "global")):
    a[1] = S.clip(a[0], a, 3)


@pytest.mark.parametrize("kernel, message", [
    (pointer_bound, 'The arg "min_val" of "S.clip" expect a scalar or a vector, but got: '),
    (float_bound_for_ints, 'The arg "min_val" of "S.clip" expect an integer for "int8x32"'),
    (scalar_with_mask, "Only support mask in vector scenario."),
    (bound_of_another_dtype, 'The args "x" and "max_val" of "S.clip" expect the same dtype'),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)
