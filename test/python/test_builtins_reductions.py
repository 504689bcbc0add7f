"""S.vrpadd, S.vrpmax and S.vrpmin on both paths against NumPy: every dtype, with and
without a mask, multiple widths for S.vrpadd (its 16-bit float lanes sum into float32
lanes), corner values (integer wrap-around, NaN, ±inf, ±0), return_idx on an X3 target;
and upstream's refusals (return_idx on X2 included)."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, hw_native_vdtype, script as S

DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "float32",
          "bfloat16"]


def is_float(dtype):
    return dtype in ("float16", "float32", "bfloat16")


def values(dtype, lanes, seed, specials=True):
    rng = np.random.default_rng(seed)
    if not is_float(dtype):
        info = np.iinfo(dtype)
        v = rng.integers(info.min, int(info.max) + 1, lanes, dtype=np.int64)
        v[:4] = info.max, info.max, info.min, 0     # sums wrap around
        return v.astype(dtype)
    v = rng.normal(0, 1000, lanes).astype(np.float32)
    v[:3] = 0.0, -0.0, 1e-3
    if specials:
        v[3:5] = np.inf, -np.inf
    rng.shuffle(v)
    return v.astype(dtype)


def sum_oracle(a, mask, dtype):
    """PySim's sum: per native piece, NumPy's sum of the piece (inactive lanes 0) in the
    result type, added in order to a zero."""
    native = hw_native_vdtype(dtype).lanes
    if is_float(dtype):
        total = np.float32(0)
        x = a.astype(np.float32)
        for start in range(0, len(a), native):
            piece = np.where(mask[start:start + native], x[start:start + native], np.float32(0))
            with np.errstate(invalid="ignore", over="ignore"):
                total = np.float32(total + np.sum(piece, dtype=np.float32))
        return total
    bits = np.dtype(dtype).itemsize * 8
    total = sum(int(v) for v, m in zip(a, mask) if m) % (1 << bits)
    return np.array(total, np.uint64).astype(f"uint{bits}").view(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [1, 2, 3])
def test_vrpadd(both, dtype, pieces):
    lanes = hw_native_vdtype(dtype).lanes * pieces
    out_dtype = "float32" if dtype in ("float16", "bfloat16") else dtype
    a = values(dtype, lanes, lanes + pieces, specials=pieces != 2)
    mask = np.random.default_rng(lanes).integers(0, 2, lanes).astype(bool)

    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), out: S.ptr(out_dtype, "global")):
        out[0] = S.vrpadd(x[0:lanes], mask.tolist())[0]
        out[1] = S.vrpadd(x[0:lanes])[0]

    want = [sum_oracle(a, mask, dtype), sum_oracle(a, np.ones(lanes, bool), dtype)]
    both.check(kernel, lambda: [a.copy(), np.zeros(2, out_dtype)], 1,
               np.array(want, out_dtype))


@S.prim_func
def negative_zeros(x: S.ptr("float16x16", "global"), out: S.ptr("float32", "global")):
    out[0] = S.vrpadd(x[0])[0]


def test_vrpadd_sum_of_negative_zeros_is_positive(both):
    for args in both(negative_zeros, lambda: [np.full(16, -0.0, "float16"),
                                              np.full(1, -1.0, "float32")]):
        assert args[1][0] == 0 and not np.signbit(args[1][0])


def extreme_oracle(a, mask, is_max):
    """Fold the active lanes in order: the first of equal lanes stays, a NaN stays."""
    x = a.astype(np.float64) if is_float(str(a.dtype)) else a.astype(np.int64)
    best = None
    for i in np.flatnonzero(mask):
        if best is None:
            best = i
            continue
        keep = x[best] >= x[i] if is_max else x[best] <= x[i]
        if not (keep or np.isnan(x[best])):
            best = i
    index = next(i for i in np.flatnonzero(mask) if x[i] == x[best]) \
        if not np.isnan(x[best]) else None
    return a[best], index


@pytest.mark.parametrize("name", ["vrpmax", "vrpmin"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_extremes(both, name, dtype):
    lanes = hw_native_vdtype(dtype).lanes
    fn = getattr(S, name)
    for seed in range(3):
        a = values(dtype, lanes, seed)
        if seed == 2 and is_float(dtype):
            a[5] = np.nan                                   # a NaN lane makes it NaN
        mask = np.random.default_rng(seed + 7).integers(0, 2, lanes).astype(bool)
        mask[seed] = True

        @S.prim_func
        def kernel(x: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
            out[0] = fn(x[0:lanes], mask.tolist())[0]
            out[1] = fn(x[0:lanes])[0]

        want = [extreme_oracle(a, mask, name == "vrpmax")[0],
                extreme_oracle(a, np.ones(lanes, bool), name == "vrpmax")[0]]
        want = np.array(want, dtype)
        for args in both(kernel, lambda: [a.copy(), np.zeros(2, dtype)]):
            # (NumPy's NaN test does not know bfloat16: compare as float32.)
            np.testing.assert_array_equal(args[1].astype(np.float64), want.astype(np.float64))


@pytest.mark.parametrize("name", ["vrpmax", "vrpmin"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_return_idx(both, name, dtype):
    lanes = hw_native_vdtype(dtype).lanes
    fn = getattr(S, name)
    a = values(dtype, lanes, 11)
    a[lanes - 3] = a[lanes - 1] = a[1]                    # ties: the lowest index wins
    mask = np.random.default_rng(12).integers(0, 2, lanes).astype(bool)
    mask[1] = False
    mask[lanes - 3] = mask[lanes - 1] = True

    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:lanes] = fn(x[0:lanes], mask.tolist(), return_idx=True)

    value, index = extreme_oracle(a, mask, name == "vrpmax")
    unsigned = f"uint{np.dtype(a.dtype).itemsize * 8}"
    for args in both(kernel, lambda: [a.copy(), np.zeros(lanes, dtype)], target="X3P_1304"):
        np.testing.assert_array_equal(args[1][:1], np.array([value], dtype))
        assert int(args[1].view(unsigned)[1]) == index


@S.prim_func
def return_idx_on_x2(x: S.ptr("int32x8", "global")):
    x[1] = S.vrpmax(x[0], return_idx=True)


@S.prim_func
def extreme_of_multiple_width(x: S.ptr("int32", "global")):
    x[0:16] = S.vrpmin(x[0:16])


@S.prim_func
def sum_of_flexible_width(x: S.ptr("int32", "global")):
    x[0:12] = S.vrpadd(x[0:12])


@S.prim_func
def sum_of_scalar(x: S.ptr("int32", "global")):
    x[1] = S.vrpadd(x[0])[0]


@pytest.mark.parametrize("kernel, message", [
    (return_idx_on_x2, 'The arg "return_idx" does not support the target "X2_1204".'),
    (extreme_of_multiple_width, 'This API expect hardware native vector types, but got: '
                                '"int32x16".'),
    (sum_of_flexible_width, 'This API does not support the feature Flexible Width Vector, '
                            'but got: "int32x12".'),
    (sum_of_scalar, "The 1st arg expect a vector."),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)


@S.prim_func
def pairwise_order(x: S.ptr("float32x8", "global"), out: S.ptr("float32", "global")):
    out[0] = S.vrpadd(x[0])[0]


def test_vrpadd_sums_pairwise_as_numpy(both):
    # In lane order, 1e8 + 1 + -1e8 + 1 is 1; NumPy's pairwise order gives
    # (1e8 + 1) + (-1e8 + 1) = 0 in float32.
    x = np.array([1e8, 1, -1e8, 1, 0, 0, 0, 0], np.float32)
    assert np.sum(x, dtype=np.float32) == 0
    both.check(pairwise_order, lambda: [x.copy(), np.full(1, 5, np.float32)], 1, [0.0])
