"""S.isnan, S.isinf and S.isfinite on both paths against NumPy: every float dtype,
native, multiple and flexible widths, with and without a mask (inactive lanes False),
the corner values (NaN, ±inf, ±0, subnormals, the largest finite), the scalar forms;
and upstream's refusals."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, hw_native_vdtype, script as S

NAMES = ["isnan", "isinf", "isfinite"]
DTYPES = ["float16", "float32", "bfloat16"]


def values(dtype, lanes, seed):
    """Lanes of `dtype` (as float32 for bfloat16) with every class represented."""
    rng = np.random.default_rng(seed)
    tiny = float(np.finfo(np.float16 if dtype == "float16" else np.float32).tiny)
    big = float(np.finfo(np.float16 if dtype == "float16" else np.float32).max)
    corners = [np.nan, np.inf, -np.inf, 0.0, -0.0, tiny / 4, -tiny / 2, big, -big, -np.nan,
               1.5, -3.0]
    v = np.array(corners + list(rng.normal(0, 100, lanes)), np.float64)[:lanes]
    rng.shuffle(v)
    return v.astype(np.float32 if dtype == "bfloat16" else dtype).astype(dtype)


def make_kernel(name, dtype, lanes, mask):
    fn = getattr(S, name)

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), ones: S.ptr(dtype, "global"),
               zeros: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:lanes] = S.vsel(ones[0:lanes], zeros[0:lanes], fn(a[0:lanes], mask))
        out[lanes:2 * lanes] = S.vsel(ones[0:lanes], zeros[0:lanes], fn(a[0:lanes]))
    return kernel


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("width", ["native", "multiple", "flexible"])
def test_vector(both, name, dtype, width):
    native = hw_native_vdtype(dtype).lanes
    lanes = {"native": native, "multiple": 2 * native, "flexible": native + 3}[width]
    a = values(dtype, lanes, lanes)
    mask = np.random.default_rng(lanes + 1).integers(0, 2, lanes).astype(bool)
    truth = getattr(np, name)(a.astype(np.float32))
    want = np.concatenate([truth & mask, truth]).astype(np.float32)
    kernel = make_kernel(name, dtype, lanes, mask.tolist())
    ones, zeros = np.ones(lanes, dtype), np.zeros(lanes, dtype)
    for args in both(kernel, lambda: [a.copy(), ones.copy(), zeros.copy(),
                                      np.full(2 * lanes, 7, dtype)]):
        np.testing.assert_array_equal(args[3].astype(np.float32), want)


@pytest.mark.parametrize("dtype", ["float16", "float32"])
def test_scalar(both, dtype):
    lanes = 16

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr("int32", "global")):
        for i in range(lanes):
            out[3 * i] = 1 if S.isnan(a[i]) else 0
            out[3 * i + 1] = 1 if S.isinf(a[i]) else 0
            out[3 * i + 2] = 1 if S.isfinite(a[i], mask="T") else 0   # ignored, as upstream

    a = values(dtype, lanes, 3)
    x = a.astype(np.float32)
    want = np.stack([np.isnan(x), np.isinf(x), np.isfinite(x)], axis=1).reshape(-1)
    both.check(kernel, lambda: [a.copy(), np.zeros(3 * lanes, "int32")], 1, want.astype("int32"))


@S.prim_func
def bfloat16_scalar(a: S.ptr("bfloat16", "global"), out: S.ptr("int32", "global")):
    out[0] = 1 if S.isnan(a[0]) else 0


@S.prim_func
def integer_vector(a: S.ptr("int32x8", "global"), out: S.ptr("int32", "global")):
    out[0] = 1 if S.vany(S.isinf(a[0])) else 0


@S.prim_func
def literal(out: S.ptr("int32", "global")):
    out[0] = 1 if S.isfinite(1.0) else 0


@pytest.mark.parametrize("kernel, message", [
    (bfloat16_scalar, "There isn't any compute instruction for bfloat16 scalar"),
    (integer_vector, 'The data type of the 1st arg expect floating, but got: "int32x8".'),
    (literal, "The 1st arg expect a variable."),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)
