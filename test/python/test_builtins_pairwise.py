"""The pairwise builtins S.vaddh, S.vsubh, S.vmaxh and S.vminh on both paths against
NumPy: every integer dtype, native and multiple-width vectors, the lane type's corner
values (sums and differences clamp), scalar operands broadcast; and upstream's refusals."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, hw_native_vdtype, script as S

DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]
BUILTINS = {"vaddh": S.vaddh, "vsubh": S.vsubh, "vmaxh": S.vmaxh, "vminh": S.vminh}


def pairs(name, v, dtype):
    """f(v[2i], v[2i + 1]) for every i, from the documented semantics."""
    first, second = v[0::2].astype(np.int64), v[1::2].astype(np.int64)
    info = np.iinfo(dtype)
    if name == "vaddh":
        out = np.clip(first + second, info.min, info.max)
    elif name == "vsubh":
        out = np.clip(first - second, info.min, info.max)
    elif name == "vmaxh":
        out = np.maximum(first, second)
    else:
        out = np.minimum(first, second)
    return out.astype(dtype)


def oracle(name, x, y, dtype):
    """x's pairs fill the low half, y's the high half."""
    return np.concatenate([pairs(name, x, dtype), pairs(name, y, dtype)])


def operands(dtype, lanes, seed):
    rng = np.random.default_rng(seed)
    info = np.iinfo(dtype)
    x = rng.integers(info.min, int(info.max) + 1, lanes, dtype=np.int64).astype(dtype)
    y = rng.integers(info.min, int(info.max) + 1, lanes, dtype=np.int64).astype(dtype)
    # Corner pairs: MAX + MAX, MIN + MIN, MIN - MAX, MAX - MIN, 0 and -1.
    corners = [info.max, info.max, info.min, info.min, info.min, info.max,
               info.max, info.min, 0, np.array(-1).astype(dtype), 0, 0]
    count = min(len(corners), lanes)
    x[:count] = corners[:count]
    y[-count:] = corners[::-1][:count]
    return x, y


def make_kernel(name, dtype, lanes):
    builtin = BUILTINS[name]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
               out: S.ptr(dtype, "global")):
        out[0:lanes] = builtin(a[0:lanes], b[0:lanes])
    return kernel


@pytest.mark.parametrize("name", sorted(BUILTINS))
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [1, 2, 3])
def test_pairwise(both, name, dtype, pieces):
    lanes = hw_native_vdtype(dtype).lanes * pieces
    x, y = operands(dtype, lanes, lanes + pieces)
    kernel = make_kernel(name, dtype, lanes)
    both.check(kernel, lambda: [x.copy(), y.copy(), np.zeros(lanes, dtype)], 2,
               oracle(name, x, y, dtype))


def test_scalar_operands(both):
    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), out: S.ptr("int16x16", "global")):
        out[0] = S.vaddh(a[0], 30000)
        out[1] = S.vsubh(-7, a[0])
        out[2] = S.vmaxh(a[0], a[1][3])

    rng = np.random.default_rng(5)
    a = rng.integers(-32768, 32768, 32).astype("int16")
    a[:4] = 32767, 1, -32768, -5
    want = np.concatenate([
        oracle("vaddh", a[:16], np.full(16, 30000, "int16"), "int16"),
        oracle("vsubh", np.full(16, -7, "int16"), a[:16], "int16"),
        oracle("vmaxh", a[:16], np.full(16, a[19], "int16"), "int16")])
    both.check(kernel, lambda: [a.copy(), np.zeros(48, "int16")], 1, want)


@S.prim_func
def flexible_width(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    out[0:12] = S.vaddh(a[0:12], a[0:12])


@S.prim_func
def float_lanes(a: S.ptr("float32x8", "global")):
    a[1] = S.vmaxh(a[0], a[0])


@S.prim_func
def float_sum(a: S.ptr("float32x8", "global")):
    a[1] = S.vaddh(a[0], a[0])


@S.prim_func
def mixed_sign(a: S.ptr("int8x32", "global"), b: S.ptr("uint8x32", "global")):
    a[1] = S.vmaxh(a[0], b[0])


@S.prim_func
def mixed_width(a: S.ptr("int8x32", "global"), b: S.ptr("int16x16", "global")):
    a[1] = S.vsubh(a[0], b[0])


@S.prim_func
def unknown_option(a: S.ptr("int8x32", "global")):
    a[1] = S.vaddh(a[0], a[0], mask="T")


@pytest.mark.parametrize("kernel, message", [
    (flexible_width, 'This API does not support the feature Flexible Width Vector, but got: '
                     '"int32x12".'),
    (float_lanes, "Only support integer instruction."),
    (float_sum, '"S.vaddh" expects integer vectors, but got: "float32x8".'),
    (mixed_sign, "The sign of operands is different"),
    (mixed_width, 'Argument type mismatch: 0-th: "int8x32" vs. 1-th: "int16x16".'),
    (unknown_option, "mask"),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)
