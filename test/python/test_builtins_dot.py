"""The Dot family on both paths against NumPy: S.fma, S.vdot, S.vqdot, S.vdpa, S.vqdpa,
S.vfmae, S.vfmao over every accepted dtype (mixed signedness included), without and with
a mask, at native and multiple width (fma also at a flexible width and as a scalar), with
corner values (saturation, NaN, infinities, -0.0, subnormals); and upstream's refusals.

The oracle is written from the documented semantics: integer products are summed exactly
and saturate once to the result; float products are summed in float64 in lane order and
rounded once to float32 (upstream's PySim). Result lanes no active product reaches keep
acc, or are undefined (not checked) without acc.
"""

import numpy as np
import pytest

from compass import BuildManager, CompassError, DataType, script as S

from conftest import bf16_to_f32, f32_to_bf16

SIGNED_PAIRS = [("int8", "int8"), ("int8", "uint8"), ("uint8", "int8"), ("uint8", "uint8")]
PAIRS_16 = [("int16", "int16"), ("int16", "uint16"), ("uint16", "int16"),
            ("uint16", "uint16")]


# ----------------------------------------------------------------------------
# Values and the oracle
# ----------------------------------------------------------------------------

def values(dtype, n, seed):
    """`n` lane values of `dtype` as float64 / int64 (bfloat16 rounded), corners first."""
    rng = np.random.default_rng(seed)
    if DataType(dtype).is_integer:
        info = np.iinfo(dtype)
        corners = [info.min, info.min, info.max, info.max, 0, -1 if info.min < 0 else 1]
        rest = rng.integers(info.min, int(info.max) + 1, n, dtype=np.int64)
        return np.array(corners + list(rest), np.int64)[:n]
    tiny = {"float16": 2.0 ** -24, "bfloat16": 2.0 ** -133, "float32": 2.0 ** -149}[dtype]
    big = {"float16": 65504.0, "bfloat16": 3.3e38, "float32": 3.4e38}[dtype]
    corners = [np.nan, np.inf, -np.inf, -0.0, tiny, big, -big, 0.0]
    rest = rng.normal(0, 50, n)
    out = np.array(corners + list(rest), np.float64)[:n]
    # Shuffle the corners into random places so that they meet random partners.
    out = out[rng.permutation(n)]
    return exact(out, dtype)


def exact(v, dtype):
    """`v` rounded to `dtype`, as float64 (floats) or int64."""
    if dtype == "bfloat16":
        return bf16_to_f32(f32_to_bf16(np.asarray(v, np.float32))).astype(np.float64)
    if DataType(dtype).is_floating:
        return np.asarray(v).astype(dtype).astype(np.float64)
    return np.asarray(v, np.int64)


def to_arg(v, dtype):
    """The kernel argument holding lane values `v`."""
    if dtype != "bfloat16":
        return np.asarray(v).astype(dtype)
    arg = np.zeros(len(v), DataType("bfloat16").numpy_dtype)
    arg.view(np.uint16)[:] = f32_to_bf16(np.asarray(v, np.float32))
    return arg


def dot_reference(x, y, mask, x_bits, group, out_dtype, acc=None, pick=-1):
    """The Dot family's result lanes and which of them are defined, x and y being float64 /
    int64 lane values of `x_bits` bits. Group g is lanes g*group … g*group+group-1 of x
    (only lane g*group+pick when pick >= 0, predicated by mask[g]); its sum goes to
    result lane g * group * x_bits / bits(result)."""
    out_dtype = DataType(out_dtype)
    is_float = out_dtype.is_floating
    out_lanes = len(x) * x_bits // out_dtype.bits
    stride = group * x_bits // out_dtype.bits
    if acc is None:
        sums = [0.0 if is_float else 0] * out_lanes
    else:
        sums = [float(a) if is_float else int(a) for a in acc]
    reached = [False] * out_lanes
    for i in range(len(x)):
        g = i // group
        if pick >= 0 and i % group != pick:
            continue
        if not mask[g if pick >= 0 else i]:
            continue
        k = g * stride
        sums[k] += (float(x[i]) * float(y[i])) if is_float else int(x[i]) * int(y[i])
        reached[k] = True
    if is_float:
        with np.errstate(over="ignore", invalid="ignore"):
            out = np.array(sums, np.float64).astype(np.float32)
    else:
        low, high = np.iinfo(str(out_dtype.element_of)).min, np.iinfo(str(out_dtype.element_of)).max
        out = np.array([min(max(s, low), high) for s in sums], np.int64).astype(
            str(out_dtype.element_of))
    defined = np.array(reached) if acc is None else np.ones(out_lanes, bool)
    return out, defined


def random_mask(n, seed):
    return (np.random.default_rng(seed + 1000).integers(0, 4, n) > 0).tolist()


# ----------------------------------------------------------------------------
# S.fma
# ----------------------------------------------------------------------------

@pytest.mark.parametrize("lanes", [8, 11, 16])
def test_fma_vector(both, lanes):
    """Native, flexible and multiple width; unmasked and masked (inactive lanes keep acc)."""
    acc, x, y = (values("float32", lanes, seed) for seed in (1, 2, 3))
    # Upstream's corner case: acc + x * y rounded once, not the product first.
    x[0], y[0] = np.uint32(0xC2AF56DB).view(np.float32), 5.0
    acc[0] = np.uint32(0x43EC3C00).view(np.float32)
    mask = random_mask(lanes, lanes)

    @S.prim_func
    def kernel(pa: S.ptr("float32", "global"), px: S.ptr("float32", "global"),
               py: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
        va = S.vload(pa, lanes=lanes)
        vx = S.vload(px, lanes=lanes)
        vy = S.vload(py, lanes=lanes)
        S.vstore(S.fma(va, vx, vy), out)
        S.vstore(S.fma(va, vx, vy, mask), out + lanes)
        S.vstore(S.fma(acc=va, x=vx, y=2.5), out + 2 * lanes)

    full, _ = dot_reference(x, y, [True] * lanes, 32, 1, "float32", acc=acc)
    masked, _ = dot_reference(x, y, mask, 32, 1, "float32", acc=acc)
    scaled, _ = dot_reference(x, np.full(lanes, 2.5), [True] * lanes, 32, 1, "float32", acc=acc)
    expected = np.concatenate([full, masked, scaled])
    both.check(kernel, lambda: [to_arg(acc, "float32"), to_arg(x, "float32"),
                                to_arg(y, "float32"), np.zeros(3 * lanes, np.float32)],
               3, expected)


@S.prim_func
def fma_scalar(acc: S.ptr("fp32", "global"), a: S.ptr("fp32", "global"),
               b: S.ptr("fp32", "global"), out: S.ptr("fp32", "global")):
    for i in range(8):
        out[i] = S.fma(acc[i], a[i], b[i])
    out[8] = S.fma(acc[0], 2.0, 0.5)


def test_fma_scalar(both):
    acc, x, y = (values("float32", 8, seed) for seed in (4, 5, 6))
    expected = np.concatenate([(acc + x * y).astype(np.float32),
                               [np.float32(acc[0] + 1.0)]])
    both.check(fma_scalar, lambda: [to_arg(acc, "float32"), to_arg(x, "float32"),
                                    to_arg(y, "float32"), np.zeros(9, np.float32)],
               3, expected)


# ----------------------------------------------------------------------------
# S.vdot / S.vqdot (no acc: lanes no active product reaches are undefined)
# ----------------------------------------------------------------------------

def check_dot(both, name, x_dtype, y_dtype, out_dtype, group, registers):
    x_bits = DataType(x_dtype).bits
    n = 256 // x_bits * registers
    out_n = n * x_bits // DataType(out_dtype).bits
    x, y = values(x_dtype, n, n), values(y_dtype, n, n + 1)
    mask = random_mask(n, n + x_bits)
    builtin = getattr(S, name)

    @S.prim_func
    def kernel(px: S.ptr(x_dtype, "global"), py: S.ptr(y_dtype, "global"),
               out: S.ptr(out_dtype, "global")):
        vx = S.vload(px, lanes=n)
        vy = S.vload(py, lanes=n)
        S.vstore(builtin(vx, vy), out)
        S.vstore(builtin(vx, vy, mask), out + out_n)

    full, full_defined = dot_reference(x, y, [True] * n, x_bits, group, out_dtype)
    masked, masked_defined = dot_reference(x, y, mask, x_bits, group, out_dtype)
    expected = np.concatenate([full, masked])
    defined = np.concatenate([full_defined, masked_defined])
    both.check(kernel, lambda: [to_arg(x, x_dtype), to_arg(y, y_dtype),
                                np.zeros(2 * out_n, DataType(out_dtype).numpy_dtype)],
               2, expected, lanes=defined)


@pytest.mark.parametrize("registers", [1, 2])
@pytest.mark.parametrize("x_dtype, y_dtype", SIGNED_PAIRS + PAIRS_16)
def test_vdot(both, x_dtype, y_dtype, registers):
    bits = DataType(x_dtype).bits * 2
    signed = "int" if "uint" not in x_dtype or "uint" not in y_dtype else "uint"
    check_dot(both, "vdot", x_dtype, y_dtype, f"{signed}{bits}", 2, registers)


@pytest.mark.parametrize("registers", [1, 2])
@pytest.mark.parametrize("x_dtype, y_dtype, out_dtype", [
    (x, y, "uint32" if x == y == "uint8" else "int32") for x, y in SIGNED_PAIRS] + [
    ("float16", "float16", "float32"), ("bfloat16", "bfloat16", "float32")])
def test_vqdot(both, x_dtype, y_dtype, out_dtype, registers):
    check_dot(both, "vqdot", x_dtype, y_dtype, out_dtype, 4, registers)


def test_vqdot_bfloat16_quad_whose_products_cancel_is_exact_then_rounded_once(both):
    """Upstream's test_vqdot_bf16_corner_case: four bfloat16 products that nearly cancel. The
    exact sum, 7498137600.0, is a float32 (bits 1340044864): PySim's rule, and Compass's on both
    paths. Upstream asserts the NPU's 1340045056 too, a hardware quirk (its CP-23944) that
    no rounding of the sum gives; a pairwise float32 sum would give 1340044800."""
    x = np.array([0xC99D, 0x49AB, 0xCA29, 0xC90E] + [0] * 12, np.uint16).view("bfloat16")
    y = np.array([0x4865, 0xC993, 0xC930, 0x4304] + [0] * 12, np.uint16).view("bfloat16")
    products = x.astype(np.float64)[:4] * y.astype(np.float64)[:4]
    assert products.sum() == 7498137600.0
    p = products.astype(np.float32)  # exact: 16 significant bits each
    assert ((p[0] + p[1]) + (p[2] + p[3])).view(np.uint32) == 1340044800

    @S.prim_func
    def kernel(px: S.ptr("bfloat16x16", "global"), py: S.ptr("bfloat16x16", "global"),
               out: S.ptr("float32x8", "global")):
        out[0] = S.vqdot(px[0], py[0])

    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            x.copy(), y.copy(), np.zeros(8, np.float32)])):
        assert args[2][0].view(np.uint32) == 1340044864, where


def test_vdot_saturates():
    """The corner values reach both ends of every result type."""
    for x_dtype, y_dtype in SIGNED_PAIRS + PAIRS_16:
        x_bits = DataType(x_dtype).bits
        n = 256 // x_bits
        out = "int" if "uint" not in x_dtype or "uint" not in y_dtype else "uint"
        result, _ = dot_reference(values(x_dtype, n, n), values(y_dtype, n, n + 1),
                                  [True] * n, x_bits, 2, f"{out}{2 * x_bits}")
        info = np.iinfo(f"{out}{2 * x_bits}")
        assert info.max in result or info.min in result, (x_dtype, y_dtype)


# ----------------------------------------------------------------------------
# S.vdpa / S.vqdpa / S.vfmae / S.vfmao (acc: unreached lanes keep it)
# ----------------------------------------------------------------------------

def check_accumulate(both, name, acc_dtype, x_dtype, y_dtype, group, registers, pick=-1):
    x_bits = DataType(x_dtype).bits
    n = 256 // x_bits * registers
    acc_n = n * x_bits // DataType(acc_dtype).bits
    acc = values(acc_dtype, acc_n, 7 + n)
    x, y = values(x_dtype, n, n + 2), values(y_dtype, n, n + 3)
    mask_lanes = acc_n if pick >= 0 else n
    mask = random_mask(mask_lanes, mask_lanes + x_bits + group)
    builtin = getattr(S, name)

    @S.prim_func
    def kernel(pa: S.ptr(acc_dtype, "global"), px: S.ptr(x_dtype, "global"),
               py: S.ptr(y_dtype, "global"), out: S.ptr(acc_dtype, "global")):
        va = S.vload(pa, lanes=acc_n)
        vx = S.vload(px, lanes=n)
        vy = S.vload(py, lanes=n)
        S.vstore(builtin(va, vx, vy), out)
        S.vstore(builtin(va, vx, vy, mask), out + acc_n)

    full, _ = dot_reference(x, y, [True] * mask_lanes, x_bits, group, acc_dtype, acc=acc,
                            pick=pick)
    masked, _ = dot_reference(x, y, mask, x_bits, group, acc_dtype, acc=acc, pick=pick)
    both.check(kernel, lambda: [to_arg(acc, acc_dtype), to_arg(x, x_dtype), to_arg(y, y_dtype),
                                np.zeros(2 * acc_n, DataType(acc_dtype).numpy_dtype)],
               3, np.concatenate([full, masked]))


# An integer acc of either signedness: the sum saturates to the acc's range (upstream's
# PySim clips to acc's dtype whatever the products' signs).
@pytest.mark.parametrize("registers", [1, 2])
@pytest.mark.parametrize("acc_sign", ["int", "uint"])
@pytest.mark.parametrize("x_dtype, y_dtype", SIGNED_PAIRS + PAIRS_16)
def test_vdpa(both, x_dtype, y_dtype, acc_sign, registers):
    bits = DataType(x_dtype).bits * 2
    check_accumulate(both, "vdpa", f"{acc_sign}{bits}", x_dtype, y_dtype, 2, registers)


@pytest.mark.parametrize("registers", [1, 2])
@pytest.mark.parametrize("acc_dtype, x_dtype, y_dtype", [
    (acc, x, y) for x, y in SIGNED_PAIRS for acc in ("int32", "uint32")] + [
    ("float32", "float16", "float16"), ("float32", "bfloat16", "bfloat16")])
def test_vqdpa(both, acc_dtype, x_dtype, y_dtype, registers):
    check_accumulate(both, "vqdpa", acc_dtype, x_dtype, y_dtype, 4, registers)


@pytest.mark.parametrize("name, pick", [("vfmae", 0), ("vfmao", 1)])
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_vfmae_vfmao(both, name, pick, dtype):
    check_accumulate(both, name, "float32", dtype, dtype, 2, 1, pick=pick)


# ----------------------------------------------------------------------------
# Refusals (upstream's messages)
# ----------------------------------------------------------------------------

def refusal(builtin, x_vdtype, y_vdtype, out_vdtype, with_acc):
    @S.prim_func
    def fail(a: S.ptr(x_vdtype, "global"), b: S.ptr(y_vdtype, "global"),
             c: S.ptr(out_vdtype, "global")):
        if with_acc:
            c[0] = builtin(c[0], a[0], b[0])
        else:
            c[0] = builtin(a[0], b[0])
    return fail


@pytest.mark.parametrize("builtin, x, y, out, with_acc, message", [
    (S.fma, "fp16x16", "fp16x16", "fp16x16", True, "Only support float32 instruction."),
    (S.vfmae, "i16x16", "i16x16", "i32x8", True, "Argument type mismatch"),
    (S.vfmao, "fp32x8", "fp32x8", "fp32x8", True, "Argument type mismatch"),
    (S.vdot, "i8x32", "i16x16", "i32x8", False, "Argument type mismatch"),
    (S.vdot, "i32x8", "i32x8", "i32x8", False,
     "Only supports 8-bit or 16-bit integer instruction."),
    (S.vdot, "fp16x16", "fp16x16", "i32x8", False,
     "Only supports 8-bit or 16-bit integer instruction."),
    (S.vqdot, "i8x32", "i16x16", "i32x8", False, "Argument type mismatch"),
    (S.vqdot, "i16x16", "i16x16", "i32x8", False,
     "Only supports 8-bit integer instruction or 16-bit floating instruction."),
    (S.vqdot, "fp32x8", "fp32x8", "i32x8", False,
     "Only supports 8-bit integer instruction or 16-bit floating instruction."),
    (S.vdpa, "i8x32", "i8x32", "i32x8", True,
     'Argument type mismatch: 0-th: "int32x8" vs. 1-th: "int8x32".'),
    (S.vdpa, "i8x32", "i16x16", "i16x16", True, "Argument type mismatch"),
    (S.vdpa, "i32x8", "i32x8", "i8x32", True, "Argument type mismatch"),
    (S.vqdpa, "i8x32", "i8x32", "i16x16", True, "Argument type mismatch"),
    (S.vqdpa, "i8x32", "i16x16", "i32x8", True, "Argument type mismatch"),
    (S.vqdpa, "fp32x8", "fp32x8", "fp16x16", True, "Argument type mismatch"),
    (S.vdot, "i8x20", "i8x20", "i16x10", False,
     'This API does not support the feature Flexible Width Vector, but got: "int8x20".'),
    (S.vfmae, "fp16x32", "fp16x32", "fp32x16", True,
     'This API expect hardware native vector types, but got: "float16x32".'),
])
def test_refusals(builtin, x, y, out, with_acc, message):
    with pytest.raises(CompassError, match=message.replace("(", r"\(").replace(".", r"\.")):
        BuildManager().build(refusal(builtin, x, y, out, with_acc))


@S.prim_func
def fma_not_vector_acc(a: S.ptr("fp32x8", "global"), s: S.ptr("fp32", "global")):
    a[0] = S.fma(s[0], a[0], a[0])


@S.prim_func
def vdpa_scalar_acc(a: S.ptr("i8x32", "global"), s: S.ptr("i16", "global")):
    s[0] = S.vdpa(s[0], a[0], a[0])


@S.prim_func
def fma_scalar_mask(s: S.ptr("fp32", "global")):
    s[0] = S.fma(s[0], s[1], s[2], mask="T")


@S.prim_func
def fma_scalar_int(s: S.ptr("i32", "global")):
    s[0] = S.fma(s[0], s[1], s[2])


@pytest.mark.parametrize("kernel, message", [
    (fma_not_vector_acc, "The 1st arg expect a vector in vector situation."),
    (vdpa_scalar_acc, "The 1st arg expect a vector."),
    (fma_scalar_mask, "Only support mask in vector scenario."),
    (fma_scalar_int, "Only support float32 instruction."),
])
def test_argument_refusals(kernel, message):
    with pytest.raises(CompassError, match=message.replace(".", r"\.")):
        BuildManager().build(kernel)


@S.prim_func
def float_vqdpa(acc: S.ptr("fp32x8", "global"), a: S.ptr("fp16x16", "global")):
    acc[0] = S.vqdpa(acc[0], a[0], a[0])


def test_float_vqdpa_is_x2_only():
    with pytest.raises(CompassError, match='The "vqdpa" does not support the target "X3P_1304"'):
        BuildManager(target="X3P_1304").build(float_vqdpa)
    BuildManager(target="X2_1204").build(float_vqdpa)


# ----------------------------------------------------------------------------
# The bits of a NaN sum and of a -0.0 sum, on every path
# ----------------------------------------------------------------------------

@S.prim_func
def float_sums(acc: S.ptr("fp32x8", "global"), x: S.ptr("fp16x16", "global"),
               y: S.ptr("fp16x16", "global"), out: S.ptr("fp32x8", "global")):
    if S.get_local_id() == 0:
        out[0] = S.vqdpa(acc[0], x[0], y[0], S.tail_mask(13, 16))
        out[1] = S.vqdot(x[0], y[0])


def test_a_nan_sum_is_the_positive_quiet_nan_and_a_skipped_lane_keeps_minus_zero(both):
    """Group 0: -inf * 0 (the host's default NaN is negative) plus a NaN; group 1:
    inf + -inf; so every path gives the positive quiet NaN 0x7FC00000, whichever NaN an
    addition kept. Group 3 of vqdpa: acc -0.0 plus one active product -0.0 and three lanes
    masked off: -0.0, as the lanes are skipped (adding +0 would give +0)."""
    x = np.zeros(16, np.float16)
    y = np.zeros(16, np.float16)
    x[0:4] = [-np.inf, 1.0, np.nan, 2.0]
    y[0:4] = [0.0, 1.0, 3.0, 1.0]
    x[4:8] = [np.inf, -np.inf, 0.0, 0.0]
    y[4:8] = [1.0, 1.0, 0.0, 0.0]
    x[12:16] = [-0.0, 5.0, 6.0, 7.0]
    y[12:16] = [1.0, 1.0, 1.0, 1.0]
    acc = np.array([1, 0, 2, 0, 3, 0, -0.0, 0], np.float32)
    quiet = np.uint32(0x7FC00000)
    sim, pocl = both(float_sums, lambda: [acc.copy(), x.copy(), y.copy(),
                                          np.zeros(16, np.float32)])
    for where, args in (("simulator", sim), ("POCL", pocl)):
        bits = args[3].view(np.uint32)
        assert bits[0] == quiet and bits[2] == quiet, where        # vqdpa groups 0, 1
        assert bits[8] == quiet and bits[10] == quiet, where       # vqdot groups 0, 1
        assert bits[6] == np.float32(-0.0).view(np.uint32), where  # vqdpa group 3
