"""The Math builtins (fact sheet §1.6) on both paths against a float64 NumPy reference:
S.exp … S.exp2 and S.pow on float16, float32 and bfloat16 vectors of native,
multiple and flexible widths and on float16/float32 scalars, within the ULP bound
docs/builtins.md states, the simulator and POCL agreeing bit for bit; the corner
values (±0, ±inf, NaN, subnormals, the largest finite, near overflow); S.ceildiv on
integer scalars; and upstream's refusals."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, hw_native_vdtype, script as S
from compass.script.values import SemanticError  # noqa: F401 (documents the error type)

from math_reference import (DTYPES, ULP_BOUND, UNARY, bits_of, edge_values, lanes_of,
                            reference, round_to, ulp_error, values_of)


def inputs(dtype, count, seed):
    """The corner values, then random ones of every magnitude, exact in dtype."""
    rng = np.random.default_rng(seed)
    edges = edge_values(dtype)
    n = max(count - len(edges), 0)
    random = np.concatenate([rng.normal(0, 3, n // 2),
                             rng.normal(0, 1, n - n // 2) * 10.0 ** rng.integers(-8, 9, n - n // 2)])
    return round_to(np.concatenate([edges, random])[:count], dtype)


def check(name, dtype, args_sim, args_cl, index, x, y=None):
    """Both results within the bound of the reference, and equal bit for bit."""
    ref = reference(name, x, y)
    for where, args in (("simulator", args_sim), ("POCL", args_cl)):
        got = values_of(args[index], dtype)
        err = ulp_error(got, ref, dtype)
        bad = np.flatnonzero(err > ULP_BOUND[name])
        assert bad.size == 0, (f"S.{name} on {dtype} in the {where}: {bad.size} lanes beyond "
                               f"{ULP_BOUND[name]} ULP, e.g. x={x[bad[:4]]} got={got[bad[:4]]} "
                               f"want={ref[bad[:4]]}")
    np.testing.assert_array_equal(bits_of(args_sim[index]), bits_of(args_cl[index]),
                                  err_msg=f"S.{name} on {dtype}: simulator vs POCL bits")


@pytest.mark.parametrize("name", UNARY)
@pytest.mark.parametrize("dtype", DTYPES)
def test_vector_widths(both, name, dtype):
    """Native, multiple (three native) and flexible (native + 3) widths in one kernel."""
    fn = getattr(S, name)
    native = hw_native_vdtype(dtype).lanes
    n1, n2, n3 = native, 3 * native, native + 3
    total = n1 + n2 + n3

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:n1] = fn(a[0:n1])
        out[n1:n1 + n2] = fn(a[n1:n1 + n2])
        out[n1 + n2:total] = fn(a[n1 + n2:total])

    x = inputs(dtype, total, seed=len(name))
    sim, cl = both(kernel, lambda: [lanes_of(x, dtype), lanes_of(np.full(total, 7.0), dtype)])
    check(name, dtype, sim, cl, 1, x)


@pytest.mark.parametrize("dtype", ["float16", "float32"])
def test_scalars(both, dtype):
    """Every function on scalars (a loop over the corner values), S.pow and `**` of two
    scalars, and a literal argument."""
    x = edge_values(dtype)
    n = len(x)
    names = UNARY + ["pow", "**"]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global"),
               lit: S.ptr("float32", "global")):
        for i in range(n):
            out[0 * n + i] = S.exp(a[i])
            out[1 * n + i] = S.log(a[i])
            out[2 * n + i] = S.tanh(a[i])
            out[3 * n + i] = S.sin(a[i])
            out[4 * n + i] = S.cos(a[i])
            out[5 * n + i] = S.rsqrt(a[i])
            out[6 * n + i] = S.sqrt(a[i])
            out[7 * n + i] = S.floor(a[i])
            out[8 * n + i] = S.ceil(a[i])
            out[9 * n + i] = S.erf(a[i])
            out[10 * n + i] = S.exp2(a[i])
            out[11 * n + i] = S.pow(a[i], a[n - 1 - i])
            out[12 * n + i] = a[i] ** a[(i + 5) % n]
        lit[0] = S.exp(1.23456)
        lit[1] = S.pow(2.0, 0.5)

    sim, cl = both(kernel, lambda: [lanes_of(x, dtype), lanes_of(np.zeros(len(names) * n), dtype),
                                    np.zeros(2, np.float32)])
    for k, name in enumerate(names):
        part = [args[1][k * n:(k + 1) * n] for args in (sim, cl)]
        if name == "pow":
            check("pow", dtype, *part_args(part), 0, x, x[::-1])
        elif name == "**":
            check("pow", dtype, *part_args(part), 0, x, x[(np.arange(n) + 5) % n])
        else:
            check(name, dtype, *part_args(part), 0, x)
    lit = np.array([1.23456], np.float32).astype(np.float64)
    check("exp", "float32", [sim[2][:1]], [cl[2][:1]], 0, lit)
    check("pow", "float32", [sim[2][1:]], [cl[2][1:]], 0, np.array([2.0]), np.array([0.5]))


def part_args(parts):
    return [parts[0]], [parts[1]]


@pytest.mark.parametrize("dtype", DTYPES)
def test_pow_forms(both, dtype):
    """Vector ** vector (flexible and multiple widths), the operator, a scalar base or
    exponent broadcast, and negative bases with integer exponents."""
    native = hw_native_vdtype(dtype).lanes
    n = 2 * native + 3
    rng = np.random.default_rng(5)
    edges = edge_values(dtype)
    x = round_to(np.concatenate([edges, rng.uniform(-4, 4, n)])[:n], dtype)
    y = round_to(np.concatenate([edges[::-1], np.round(rng.uniform(-20, 20, n))])[:n], dtype)
    x[-8:] = round_to(rng.uniform(0, 3, 8), dtype)
    y[-8:] = round_to(rng.uniform(-30, 30, 8), dtype)

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:n] = S.pow(a[0:n], b[0:n])
        out[n:2 * n] = a[0:n] ** b[0:n]
        out[2 * n:3 * n] = S.pow(a[0:n], 2.0)
        out[3 * n:4 * n] = S.pow(2.0, b[0:n])

    sim, cl = both(kernel, lambda: [lanes_of(x, dtype), lanes_of(y, dtype),
                                    lanes_of(np.zeros(4 * n), dtype)])
    two = np.full(n, 2.0)
    for k, (base, exponent) in enumerate([(x, y), (x, y), (x, two), (two, y)]):
        check("pow", dtype, [sim[2][k * n:(k + 1) * n]], [cl[2][k * n:(k + 1) * n]], 0,
              base, exponent)


def test_exp_subnormal_and_overflow_bits(both):
    """Exact results at the edges: exp2 of integers is exact down to the smallest
    subnormal and overflows at 128; floor/ceil of -0.5 are -1 and -0."""
    x = np.array([-149.0, -126.0, 127.0, 128.0, 89.0, -0.5, -0.0, 0.5], np.float32)
    lanes = 8

    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
        out[0:lanes] = S.exp2(a[0:lanes])
        out[lanes:2 * lanes] = S.floor(a[0:lanes])
        out[2 * lanes:3 * lanes] = S.ceil(a[0:lanes])

    with np.errstate(over="ignore"):  # float64 exp2, rounded once (NumPy's float32 exp2
        # is 1 ULP off at 127)
        exp2 = np.exp2(x.astype(np.float64)).astype(np.float32)
    want = np.concatenate([exp2, np.floor(x), np.ceil(x)]).astype(np.float32)
    for args in both(kernel, lambda: [x.copy(), np.zeros(3 * lanes, np.float32)]):
        np.testing.assert_array_equal(args[1].view(np.uint32), want.view(np.uint32))


# ----------------------------------------------------------------------------
# S.ceildiv
# ----------------------------------------------------------------------------

INTS = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]


def _result_dtype(a, b):
    """Upstream's type of a binary scalar operation on two integer dtypes."""
    a, b = np.dtype(a), np.dtype(b)
    if a == b:
        return a
    bits = max(a.itemsize, b.itemsize) * 8
    if a.kind == b.kind:
        return np.dtype(f"{a.kind}{bits // 8}")
    return np.dtype(f"{'u' if (a.kind == 'u' and a.itemsize >= b.itemsize) or (b.kind == 'u' and b.itemsize >= a.itemsize) else 'i'}{bits // 8}")


def _ceildiv(x, y, dtype):
    """(x + y - 1) / y in dtype: the sum wraps, the division truncates."""
    t = np.dtype(dtype)
    bits = t.itemsize * 8

    def wrap(v):  # v as a value of dtype (two's complement)
        v %= 1 << bits
        return v - (1 << bits) if t.kind == "i" and v >= 1 << (bits - 1) else v

    x, y = wrap(int(x)), wrap(int(y))  # both operands converted to dtype first
    s = wrap(x + y - 1)
    q = abs(s) // abs(y) * (1 if (s < 0) == (y < 0) else -1)
    return np.array(q % (1 << bits)).astype(np.uint64).astype(f"uint{bits}").view(t)


@pytest.mark.parametrize("dtype", INTS)
def test_ceildiv(both, dtype):
    n = 8
    rng = np.random.default_rng(INTS.index(dtype))
    info = np.iinfo(dtype)
    a = np.array([info.min, info.max, 0, 1, 7] + list(rng.integers(info.min, int(info.max) + 1, 3)),
                 np.int64).astype(dtype)
    divisors = {}
    for d in INTS:
        di = np.iinfo(d)
        v = np.array([1, di.max, 3, 2, di.min if di.min else 5] +
                     list(rng.integers(di.min, int(di.max) + 1, 3)), np.int64).astype(d)
        divisors[d] = np.where(v == 0, 1, v).astype(d)
    outs = {d: _result_dtype(dtype, d) for d in INTS}

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b0: S.ptr("int8", "global"), b1: S.ptr("uint8", "global"),
               b2: S.ptr("int16", "global"), b3: S.ptr("uint16", "global"),
               b4: S.ptr("int32", "global"), b5: S.ptr("uint32", "global"),
               o0: S.ptr(str(outs["int8"]), "global"), o1: S.ptr(str(outs["uint8"]), "global"),
               o2: S.ptr(str(outs["int16"]), "global"), o3: S.ptr(str(outs["uint16"]), "global"),
               o4: S.ptr(str(outs["int32"]), "global"), o5: S.ptr(str(outs["uint32"]), "global"),
               imm: S.ptr("int32", "global")):
        for i in range(n):
            o0[i] = S.ceildiv(a[i], b0[i])
            o1[i] = S.ceildiv(a[i], b1[i])
            o2[i] = S.ceildiv(a[i], b2[i])
            o3[i] = S.ceildiv(a[i], b3[i])
            o4[i] = S.ceildiv(a[i], b4[i])
            o5[i] = S.ceildiv(a[i], b5[i])
        imm[0] = S.cast(S.ceildiv(a[3], 8), "int32")
        imm[1] = S.cast(S.ceildiv(32767, a[3]), "int32")
        imm[2] = S.ceildiv(17, 5)

    def make_args():
        return ([a.copy()] + [divisors[d].copy() for d in INTS] +
                [np.zeros(n, outs[d]) for d in INTS] + [np.zeros(3, "int32")])

    sim, cl = both(kernel, make_args)
    for k, d in enumerate(INTS):
        want = np.array([_ceildiv(x, y, outs[d]) for x, y in zip(a, divisors[d])], outs[d])
        for where, args in (("simulator", sim), ("POCL", cl)):
            np.testing.assert_array_equal(args[7 + k], want, err_msg=f"{dtype} / {d} in the {where}")
    for where, args in (("simulator", sim), ("POCL", cl)):
        assert args[13][2] == 4, where
        assert args[13][0] == 1 and args[13][1] == 32767, where


def test_ceildiv_by_zero_is_located():
    @S.prim_func
    def kernel(a: S.ptr("int8", "global"), b: S.ptr("int8", "global")):
        b[0] = S.ceildiv(1, a[0])

    ex = BuildManager().build(kernel)
    for run in (kernel, ex):  # the simulator, then the checked OpenCL C on POCL
        # Upstream's PySim raises ZeroDivisionError saying "The 2nd arg can't be zero.".
        with pytest.raises(ZeroDivisionError, match="integer division by zero") as info:
            run(np.array([0], "int8"), np.zeros(1, "int8"))
        assert isinstance(info.value, CompassError)
        assert "The 2nd arg can't be zero." in str(info.value)
        assert "test_builtins_math.py:" in str(info.value)  # the kernel's line
        assert "S.ceildiv(1, a[0])" in str(info.value)


# ----------------------------------------------------------------------------
# Refusals (upstream's messages)
# ----------------------------------------------------------------------------

@S.prim_func
def bf16_scalar(a: S.ptr("bfloat16", "global"), out: S.ptr("bfloat16", "global")):
    out[0] = S.exp(a[0])


@S.prim_func
def bf16_scalar_pow(a: S.ptr("bfloat16", "global"), out: S.ptr("bfloat16", "global")):
    out[0] = S.pow(a[0], a[1])


@S.prim_func
def int_vector(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global")):
    out[0] = S.sqrt(a[0])


@S.prim_func
def int_scalar(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    out[0] = S.log(a[0])


@S.prim_func
def int_pow(a: S.ptr("int16x16", "global"), out: S.ptr("int16x16", "global")):
    out[0] = S.pow(a[0], a[1])


@S.prim_func
def pow_mismatch(a: S.ptr("float32x8", "global"), b: S.ptr("float16x16", "global"),
                 out: S.ptr("float32x8", "global")):
    out[0] = S.pow(a[0], b[0])


@S.prim_func
def with_mask(a: S.ptr("float32x8", "global"), out: S.ptr("float32x8", "global")):
    out[0] = S.exp(a[0], "11110000")


@S.prim_func
def ceildiv_float(a: S.ptr("float32", "global"), out: S.ptr("int32", "global")):
    out[0] = S.ceildiv(a[0], 2)


@S.prim_func
def ceildiv_vector(a: S.ptr("int32x8", "global"), out: S.ptr("int32", "global")):
    out[0] = S.ceildiv(3, a[0])


@pytest.mark.parametrize("kernel, message", [
    (bf16_scalar, "There isn't any compute instruction for bfloat16 scalar, please convert it "
                  "to float32 first."),
    (bf16_scalar_pow, "There isn't any compute instruction for bfloat16 scalar"),
    (int_vector, "Only support floating input."),
    (int_scalar, "Only support floating input."),
    (int_pow, "Only support floating instruction."),
    (pow_mismatch, 'Argument type mismatch: 0-th: "float32x8" vs. 1-th: "float16x16".'),
    (with_mask, 'The builtin "S.exp": too many positional arguments.'),
    (ceildiv_float, 'The arg "x" expect an integer scalar.'),
    (ceildiv_vector, 'The arg "y" expect an integer scalar.'),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message.replace("(", r"\(").replace(")", r"\)")
                       .replace(".", r"\.")) as info:
        BuildManager().build(kernel)
    assert "test_builtins_math.py:" in str(info.value)  # located at the call
