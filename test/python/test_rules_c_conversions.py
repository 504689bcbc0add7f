"""Rule: an explicit conversion of a scalar is a C cast, as upstream's (its constructors are
`S.cast`, which is TVM's `tir.cast`, printed as a C cast): `S.T(x)` and `S.cast(x, T)` of a
scalar, a value returned from a function declared `-> T`, and a default argument of a
parameter of type T.

- integers wrap modulo 2**bits (a literal too: `S.u16x16(-1)` is 65535, `S.u8(300)` 44);
- a float reaches an integer truncated toward zero, NaN 0, clamped to int32's range for 8-
  and 16-bit targets (then wrapped) and to the target's range for 32-bit ones;
- a vector constructor of a scalar converts it to the lanes' dtype, then broadcasts it
  (upstream's tutorial_4: `S.u16x16(lut_len - 2)` of an `S.i32`);
- a vector constructor of a vector is `S.cast`, with its refusals, located.

Both paths against NumPy.
"""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S

INT32 = np.iinfo(np.int32)
NAN = float("nan")


def c_cast(value, dtype):
    """NumPy's reading of the rule: a float through int32 (NaN 0, clamped, truncated) for
    8/16-bit integers, clamped to the target for 32-bit ones; integers wrap."""
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        with np.errstate(over="ignore"):  # beyond float16: inf, as the conversion gives
            return np.array(value, np.float64).astype(dtype)
    if isinstance(value, float):
        wide = np.iinfo(dtype) if dtype.itemsize == 4 else INT32
        value = 0 if np.isnan(value) else int(np.trunc(np.clip(value, wide.min, wide.max)))
    return np.array(value, np.int64).astype(dtype)


@S.prim_func
def vector_constructors(n: S.i32, f: S.fp32, h: S.fp16, flag: S.bool,
                        u16: S.ptr("uint16x16", "global"), i8: S.ptr("int8x32", "global"),
                        f16: S.ptr("float16x16", "global"), u32: S.ptr("uint32x8", "global")):
    u16[0] = S.u16x16(n - 2)      # a runtime int32 wraps
    u16[1] = S.u16x16(-1)         # literals wrap
    u16[2] = S.u16x16(70000)
    u16[3] = S.u16x16(f)          # a runtime float: int32, then wrapped
    u16[4] = S.u16x16(3.7)        # a float literal is truncated
    u16[5] = S.u16x16(flag)       # a bool is 0 or 1
    u16[6] = S.cast(-300.7, "u16x16")
    i8[0] = S.i8x32(300.7)
    i8[1] = S.i8x32(h)
    i8[2] = S.i8x32(n)
    f16[0] = S.fp16x16(n)         # rounds to float16
    f16[1] = S.fp16x16(70000)     # beyond float16: inf
    u32[0] = S.u32x8(f)           # clamped to uint32's range
    u32[1] = S.u32x8(-5)


def test_vector_constructor_converts_a_scalar_as_a_c_cast_then_broadcasts(both):
    n, f, h = 70002, -300.7, 200.5
    want_u16 = [c_cast(v, "uint16") for v in
                (n - 2, -1, 70000, float(np.float32(f)), 3.7, 1, -300.7)]
    want_i8 = [c_cast(v, "int8") for v in (300.7, h, n)]
    want_f16 = [c_cast(float(n), "float16"), np.float16(np.inf)]
    want_u32 = [c_cast(float(np.float32(f)), "uint32"), c_cast(-5, "uint32")]
    for where, args in zip(("simulator", "POCL"), both(vector_constructors, lambda: [
            n, f, h, True, np.zeros(7 * 16, np.uint16), np.zeros(3 * 32, np.int8),
            np.zeros(2 * 16, np.float16), np.zeros(2 * 8, np.uint32)])):
        u16, i8, f16, u32 = (a.reshape(-1, a.size // len(w)) for a, w in zip(
            args[4:], (want_u16, want_i8, want_f16, want_u32)))
        for got, want in ((u16, want_u16), (i8, want_i8), (f16, want_f16), (u32, want_u32)):
            np.testing.assert_array_equal(got, np.repeat(np.array(want)[:, None], got.shape[1],
                                                         axis=1), err_msg=where)
    assert want_u16[:5] == [4464, 65535, 4464, 65236, 3] and want_i8 == [44, -56, 114]


@S.prim_func
def scalar_constructors(n: S.i32, f: S.fp32, out: S.ptr("int32", "global")):
    out[0] = S.u8(300)
    out[1] = S.i8(-129)
    out[2] = S.i16(n)
    out[3] = S.u8(f)
    out[4] = S.i32(2.9e10)
    out[5] = S.cast(-1, "u16")
    out[6] = S.i32(NAN)
    out[7] = S.u32(-1)


def test_scalar_constructor_and_cast_of_literals_wrap(both):
    n, f = 98765, 1000.9
    want = [c_cast(300, "uint8"), c_cast(-129, "int8"), c_cast(n, "int16"),
            c_cast(float(np.float32(f)), "uint8"), c_cast(2.9e10, "int32"),
            c_cast(-1, "uint16"), 0, c_cast(-1, "uint32").astype(np.int32)]
    assert [int(w) for w in want[:2]] == [44, 127]
    both.check(scalar_constructors, lambda: [n, f, np.zeros(8, np.int32)], 2,
               np.array(want, np.int64).astype(np.int32))


@S.prim_func
def as_int(x: S.fp32, y: S.fp16 = 30.5) -> S.i32:
    return x + y


@S.prim_func
def as_byte(x: S.i32) -> S.u8:
    return x * 3


@S.prim_func
def literal_result(x: S.i32) -> S.u8:
    if x > 0:
        return 300
    return -1


@S.prim_func
def with_defaults(v0: S.i8, v1: S.i32 = 20, v2: S.fp16 = 30, v3: S.fp32 = 40.75,
                  v4: S.u8 = 300, v5: S.i32 = 7.9) -> S.fp32:
    return v0 + v1 + v2 + v3 + v4 + v5


@S.prim_func
def returns_and_defaults(a: S.ptr("float32", "global"), out: S.ptr("int32", "global"),
                         sums: S.ptr("float32", "global")):
    for i in range(4):
        out[i] = as_int(a[i], 0)
    out[4] = as_int(a[0])            # the default float16 30.5
    out[5] = as_byte(S.i32(a[1]))
    out[6] = literal_result(1)
    out[7] = literal_result(0)
    sums[0] = with_defaults(11)
    sums[1] = with_defaults(11, 22, 33, 44, 5, 6)


def test_returned_values_and_defaults_convert_as_a_c_cast(both):
    """upstream's test_sub_func_with_default_value: `return v0 + v1 + v2 + v3` (a float) from a
    function declared `-> S.i32`; defaults convert to their parameter's type (300 to a uint8
    is 44, 7.9 to an int32 is 7)."""
    a = np.array([2.9, -2.9, 3e10, -0.5], np.float32)
    want = [c_cast(float(x), "int32") for x in a] + [c_cast(float(a[0]) + 30.5, "int32"),
                                                    c_cast(int(np.int32(a[1])) * 3, "uint8"),
                                                    44, 255]
    for where, args in zip(("simulator", "POCL"), both(returns_and_defaults, lambda: [
            a.copy(), np.zeros(8, np.int32), np.zeros(2, np.float32)])):
        np.testing.assert_array_equal(args[1], np.array(want, np.int64).astype(np.int32),
                                      err_msg=where)
        np.testing.assert_array_equal(args[2], np.float32([11 + 20 + 30 + 40.75 + 44 + 7,
                                                           11 + 22 + 33 + 44 + 5 + 6]),
                                      err_msg=where)


@pytest.mark.parametrize("expression, message", [
    ("S.i32x8(x)", 'Unsupported cast from "int16x16" to "int32x8" with part "all".'),
    ("S.i8x32(h)", 'Unsupported cast directly from "float16x16" to "int8x32"'),
    ("S.i16x16(x > 0)", "The 1st arg expect a vector."),
])
def test_vector_constructor_of_a_vector_keeps_s_cast_refusals_located(tmp_path, expression,
                                                                      message):
    source = tmp_path / "kernel.py"
    source.write_text(
        "from compass import script as S\n\n\n"
        "@S.prim_func\n"
        'def kernel(a: S.ptr("int16x16", "global"), b: S.ptr("float16x16", "global")):\n'
        "    x = a[0]\n"
        "    h = b[0]\n"
        f"    y = {expression}\n")
    namespace = {}
    exec(compile(source.read_text(), str(source), "exec"), namespace)
    with pytest.raises(CompassError) as info:
        BuildManager().build(namespace["kernel"])
    assert message in info.value.message and info.value.line == 8, str(info.value)


def test_a_vector_returned_as_another_vector_type_is_refused_located(tmp_path):
    source = tmp_path / "kernel.py"
    source.write_text(
        "from compass import script as S\n\n\n"
        "@S.prim_func\n"
        'def helper(a: S.int16x16) -> S.int32x16:\n'
        "    return a\n")
    namespace = {}
    exec(compile(source.read_text(), str(source), "exec"), namespace)
    helper = namespace["helper"]

    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), out: S.ptr("int32x16", "global")):
        out[0] = helper(a[0])

    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    assert 'The function must return a "int32x16", but got: int16x16' in info.value.message
    assert info.value.line == 6
