"""S.vmml / S.vmma on both paths against NumPy: float16 and bfloat16, x row major and y
column major, the 16 float32 results row major at the pointer (vmma adds them to the 16
floats there), with corner values (NaN, infinities, -0.0, subnormals, the largest
values); through a global pointer, an lsram allocation and a private float32x8 pointer;
the X2-only refusal and upstream's argument messages; the simulator's memory checks of
the 16 floats (bounds, uninitialized reads for vmma).

The oracle, from the documented semantics: out[4r+c] = [acc[4r+c] +] sum over k of
x[4r+k] * y[4c+k], summed in float64 in k order (after acc) and rounded once to float32.
"""

import numpy as np
import pytest

from compass import BuildManager, CompassError, DataType, script as S

from conftest import bf16_to_f32, f32_to_bf16

DTYPES = ["float16", "bfloat16"]
TECS = 4


def exact(v, dtype):
    """`v` rounded to `dtype`, as float64."""
    if dtype == "bfloat16":
        return bf16_to_f32(f32_to_bf16(np.asarray(v, np.float32))).astype(np.float64)
    return np.asarray(v).astype(dtype).astype(np.float64)


def to_arg(v, dtype):
    if dtype != "bfloat16":
        return np.asarray(v).astype(dtype)
    arg = np.zeros(len(v), DataType("bfloat16").numpy_dtype)
    arg.view(np.uint16)[:] = f32_to_bf16(np.asarray(v, np.float32))
    return arg


def values(dtype, n, seed, scale):
    """`n` values of `dtype` (as float64), the corners among random ones."""
    rng = np.random.default_rng(seed)
    tiny = {"float16": 2.0 ** -24, "bfloat16": 2.0 ** -133}[dtype]
    big = {"float16": 65504.0, "bfloat16": 3.3e38}[dtype]
    out = rng.normal(0, scale, n)
    corners = [np.nan, np.inf, -np.inf, -0.0, tiny, -tiny, big, -big, 0.0, -1.0]
    where = rng.choice(n, len(corners), replace=False)
    out[where] = corners
    return exact(out, dtype)


def matmul(x, y, acc=None):
    """The 4x4 product of x (row major) and y (column major), row major, float32."""
    out = np.zeros(16, np.float64) if acc is None else np.asarray(acc, np.float64).copy()
    with np.errstate(over="ignore", invalid="ignore"):
        for r in range(4):
            for c in range(4):
                s = out[4 * r + c]
                for k in range(4):
                    s += x[4 * r + k] * y[4 * c + k]
                out[4 * r + c] = s
        return out.astype(np.float32)


def make_kernel(x_vdtype, y_vdtype):
    """TEC t: out[32t:32t+16] = a[t] @ b[t], out[32t+16:32t+32] += a[t] @ b[t]."""
    @S.prim_func
    def kernel(a: S.ptr(x_vdtype, "global"), b: S.ptr(y_vdtype, "global"),
               out: S.ptr("fp32", "global")):
        tid = S.get_local_id()
        x = a[tid]
        S.vmml(out + tid * 32, x, b[tid])
        S.vmma(acc_ptr=out + (tid * 32 + 16), x=x, y=b[tid])
    return kernel


# x and y may differ (float16 by bfloat16), as upstream accepts: each read as its own type.
@pytest.mark.parametrize("dtype, y_dtype", [(x, y) for x in DTYPES for y in DTYPES])
@pytest.mark.parametrize("scale", [1.0, 100.0])
def test_vmml_vmma(both, dtype, y_dtype, scale):
    x = values(dtype, 16 * TECS, 1, scale)
    y = values(y_dtype, 16 * TECS, 2, scale)
    rng = np.random.default_rng(3)
    acc = rng.normal(0, 100 * scale, 16 * TECS).astype(np.float32)
    acc[[3, 20, 41]] = [3e38, -np.inf, np.nan]
    acc[[5, 30]] = [-0.0, 1e-45]
    initial = np.full(32 * TECS, 7, np.float32)
    expected = np.zeros(32 * TECS, np.float32)
    for t in range(TECS):
        xt, yt, at = x[16 * t:16 * t + 16], y[16 * t:16 * t + 16], acc[16 * t:16 * t + 16]
        initial[32 * t + 16:32 * t + 32] = at
        expected[32 * t:32 * t + 16] = matmul(xt, yt)
        expected[32 * t + 16:32 * t + 32] = matmul(xt, yt, at)
    # The oracle is not trivial: corners reach some results, others are finite.
    assert np.isnan(expected).any() and np.isfinite(expected).sum() > 32
    both.check(make_kernel(f"{dtype}x16", f"{y_dtype}x16"),
               lambda: [to_arg(x, dtype), to_arg(y, y_dtype), initial.copy()], 2, expected)


def test_k_order_and_single_rounding(both):
    """Sums that differ when rounded per product or summed in another order."""
    x = np.array([1.0, 2.0 ** -13, -1.0, 2.0 ** -13] * 4)
    y = np.array([1.0, 2.0 ** -12, 1.0, 2.0 ** -12] * 4)
    acc = np.full(16, 2.0 ** 24, np.float32)
    expected = np.concatenate([matmul(x, y), matmul(x, y, acc)])
    # Rounding after every addition (float32) would lose the 2^-25 terms against acc.
    assert expected[16] == np.float32(2.0 ** 24)
    assert expected[0] == np.float32(2.0 ** -24)

    @S.prim_func
    def kernel(a: S.ptr("fp16x16", "global"), b: S.ptr("fp16x16", "global"),
               out: S.ptr("fp32", "global")):
        if S.get_local_id() == 0:
            S.vmml(out, a[0], b[0])
            S.vmma(out + 16, a[0], b[0])

    initial = np.concatenate([np.zeros(16, np.float32), acc])
    both.check(kernel, lambda: [to_arg(x, "float16"), to_arg(y, "float16"), initial.copy()],
               2, expected)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", ["vmml", "vmma"])
def test_private_vector_pointer(both, name, dtype):
    """As upstream's own test, a private float32x8 pointer to the 16 floats (upstream takes
    the address of a float32x16 variable built with S.vconcat, not available here yet)."""
    fn = getattr(S, name)
    vdtype = f"{dtype}x16"

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), b: S.ptr(vdtype, "global"),
               c: S.ptr("fp32x8", "global"), d: S.ptr("fp32x8", "global")):
        if S.get_local_id() == 0:
            cc = S.alloc(2, "float32x8", "private")
            cc[0] = c[0]
            cc[1] = c[1]
            fn(cc, a[0], b[0])
            d[0] = cc[0]
            d[1] = cc[1]

    x, y = values(dtype, 16, 4, 3.0), values(dtype, 16, 5, 3.0)
    c = np.random.default_rng(6).normal(0, 10, 16).astype(np.float32)
    expected = matmul(x, y, c if name == "vmma" else None)
    both.check(kernel, lambda: [to_arg(x, dtype), to_arg(y, dtype), c.copy(),
                                np.zeros(16, np.float32)], 3, expected)


def test_lsram_accumulator(both):
    """vmma into an lsram allocation that a loop filled, then copied out."""
    @S.prim_func
    def kernel(a: S.ptr("bf16x16", "global"), out: S.ptr("fp32", "global")):
        tid = S.get_local_id()
        buf = S.alloc(16, "float32", "lsram")
        for i in range(16):
            buf[i] = S.cast(i, "float32")
        S.vmma(buf, a[tid], a[tid])
        for i in range(16):
            out[tid * 16 + i] = buf[i]

    x = values("bfloat16", 16 * TECS, 7, 2.0)
    expected = np.concatenate([matmul(x[16 * t:16 * t + 16], x[16 * t:16 * t + 16],
                                      np.arange(16, dtype=np.float32)) for t in range(TECS)])
    both.check(kernel, lambda: [to_arg(x, "bfloat16"), np.zeros(16 * TECS, np.float32)],
               1, expected)


# ----------------------------------------------------------------------------
# Refusals (upstream's messages) and the simulator's memory checks
# ----------------------------------------------------------------------------

@S.prim_func
def vmml_fp16(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")):
    S.vmml(out, a[0], a[0])


@S.prim_func
def vmma_fp16(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")):
    S.vmma(out, a[0], a[0])


@pytest.mark.parametrize("kernel, name", [(vmml_fp16, "vmml"), (vmma_fp16, "vmma")])
def test_x2_only(kernel, name):
    with pytest.raises(CompassError, match=f'The "{name}" does not support the target '
                                           f'"X3P_1304".'):
        BuildManager(target="X3P_1304").build(kernel)
    BuildManager(target="X2_1204").build(kernel)


@S.prim_func
def vmma_int_pointer(a: S.ptr("fp16x16", "global"), out: S.ptr("int32", "global")):
    S.vmma(out, a[0], a[0])


@S.prim_func
def vmml_fp32x8_pointer_ok(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32x8", "global")):
    S.vmml(out, a[0], a[0])


@S.prim_func
def vmml_scalar_first(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")):
    S.vmml(out[0], a[0], a[0])


@S.prim_func
def vmml_fp32_x(a: S.ptr("fp32x8", "global"), b: S.ptr("fp16x16", "global"),
                out: S.ptr("fp32", "global")):
    S.vmml(out, a[0], b[0])


@S.prim_func
def vmml_int16_y(a: S.ptr("fp16x16", "global"), b: S.ptr("int16x16", "global"),
                 out: S.ptr("fp32", "global")):
    S.vmml(out, a[0], b[0])


@S.prim_func
def vmml_fp16x32_y(a: S.ptr("fp16x16", "global"), b: S.ptr("fp16x32", "global"),
                   out: S.ptr("fp32", "global")):
    S.vmml(out, a[0], b[0])


@S.prim_func
def vmml_scalar_y(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")):
    S.vmml(out, a[0], 1.0)


@pytest.mark.parametrize("kernel, message", [
    (vmma_int_pointer, 'The 1st arg expect a float32 pointer, but got: "int32*".'),
    (vmml_scalar_first, "The 1st arg expect a pointer."),
    (vmml_fp32_x, 'The data type of the 2nd arg expect "float16x16/bfloat16x16", but got: '
                  '"float32x8".'),
    (vmml_int16_y, 'The data type of the 3rd arg expect "float16x16/bfloat16x16", but got: '
                   '"int16x16".'),
    (vmml_fp16x32_y, 'The data type of the 3rd arg expect "float16x16/bfloat16x16", but got: '
                     '"float16x32".'),
    (vmml_scalar_y, "The 2nd and 3rd arg all expect a vector."),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError) as info:
        BuildManager(target="X2_1204").build(kernel)
    assert message in str(info.value)


def test_vector_pointer_accepted():
    BuildManager(target="X2_1204").build(vmml_fp32x8_pointer_ok)


@S.prim_func
def vmml_past_the_end(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")):
    if S.get_local_id() == 0:
        S.vmml(out + 4, a[0], a[0])


def test_bounds_of_the_16_floats():
    with pytest.raises(Exception, match=r"out of bounds: write of 64 bytes at byte offset 16 "
                                        r'of "out" \(64 bytes\)'):
        vmml_past_the_end(np.zeros(16, np.float16), np.zeros(16, np.float32))
    out = np.zeros(20, np.float32)
    vmml_past_the_end(np.ones(16, np.float16), out)
    np.testing.assert_array_equal(out, [0] * 4 + [4] * 16)


@S.prim_func
def vmma_partly_uninitialized(a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")):
    buf = S.alloc(16, "float32", "lsram")
    for i in range(15):
        buf[i] = 0.0
    S.vmma(buf, a[0], a[0])
    out[S.get_local_id()] = buf[0]


def test_vmma_reads_all_16_floats():
    with pytest.raises(Exception, match=r'read of uninitialized lsram memory "buf" '
                                        r"\(64 bytes at byte offset 0\)"):
        vmma_partly_uninitialized(np.zeros(16, np.float16), np.zeros(4, np.float32))
