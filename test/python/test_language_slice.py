"""The DSL constructs of the first slice, run in the simulator and on POCL."""

import numpy as np
import pytest

from compass import ArgumentError, BuildManager, CompassError, script as S
from compass.testing import rand


def c_div(a, b):
    """C truncating division on NumPy integer arrays."""
    return (np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))).astype(a.dtype)


def c_mod(a, b):
    return (a - c_div(a, b) * b).astype(a.dtype)


def test_int32_scalar_operators(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
               out: S.ptr("int32", "global"), n: S.i32):
        for i in range(n):
            x = a[i]
            y = b[i]
            base = i * 6
            out[base] = x + y
            out[base + 1] = x - y
            out[base + 2] = x * y
            out[base + 3] = x / y
            out[base + 4] = x // y
            out[base + 5] = x % y

    n = 40
    a = rand(n, "int32", -10000, 10000)
    b = rand(n, "int32", 1, 100) * np.where(np.arange(n) % 2 == 0, 1, -1).astype(np.int32)
    expected = np.stack([a + b, a - b, a * b, c_div(a, b), c_div(a, b), c_mod(a, b)], 1).reshape(-1)
    both.check(kernel, lambda: [a.copy(), b.copy(), np.zeros(n * 6, np.int32), n], 2, expected)


def test_uint8_wraps_and_literal_adopts_type(both):
    @S.prim_func
    def kernel(a: S.ptr("uint8", "global"), out: S.ptr("uint8", "global"), n: S.i32):
        for i in range(n):
            out[i] = a[i] * 3 + 200   # literals adopt uint8: arithmetic wraps at 256

    a = np.arange(0, 256, 5, dtype=np.uint8)
    expected = (a.astype(np.int64) * 3 + 200).astype(np.uint8)
    both.check(kernel, lambda: [a.copy(), np.zeros(a.size, np.uint8), a.size], 1, expected)


def test_float_operators_and_casts(both):
    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), out: S.ptr("float32", "global"),
               ints: S.ptr("int32", "global"), n: S.i32):
        for i in range(n):
            x = a[i]
            out[i * 3] = x / 4 + 0.5
            out[i * 3 + 1] = x // 2.0
            out[i * 3 + 2] = x * i          # the int32 loop variable promotes to float32
            ints[i] = S.i32(x)              # truncates toward zero

    n = 20
    a = (rand(n, "float32", -100, 100)).astype(np.float32)
    expected = np.stack([a / 4 + np.float32(0.5), np.floor(a / np.float32(2)),
                         a * np.arange(n, dtype=np.float32)], 1).reshape(-1)
    both.check(kernel, lambda: [a.copy(), np.zeros(3 * n, np.float32), np.zeros(n, np.int32), n],
               1, expected)
    both.check(kernel, lambda: [a.copy(), np.zeros(3 * n, np.float32), np.zeros(n, np.int32), n],
               2, np.trunc(a).astype(np.int32))


@pytest.mark.parametrize("args", [(5,), (2, 9), (1, 20, 3)])
def test_range_forms_with_runtime_bounds(both, args):
    if len(args) == 1:
        @S.prim_func
        def kernel(out: S.ptr("int32", "global"), stop: S.i32):
            for i in range(stop):
                out[i] = i + 1
        expected_positions = range(args[0])
    elif len(args) == 2:
        @S.prim_func
        def kernel(out: S.ptr("int32", "global"), start: S.i32, stop: S.i32):
            for i in range(start, stop):
                out[i] = i + 1
        expected_positions = range(*args)
    else:
        @S.prim_func
        def kernel(out: S.ptr("int32", "global"), start: S.i32, stop: S.i32, step: S.i32):
            for i in range(start, stop, step):
                out[i] = i + 1
        expected_positions = range(*args)

    expected = np.zeros(24, np.int32)
    for i in expected_positions:
        expected[i] = i + 1
    both.check(kernel, lambda: [np.zeros(24, np.int32), *args], 0, expected)


def test_if_else_logic_ternary_and_variables(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        total = 0
        count = 0
        for i in range(n):
            v = a[i]
            if v > 10 and not v % 2 == 1:
                total += v
            elif v < -10 or v == 3:
                total -= 1
            else:
                count += 1
            out[i + 2] = v if v >= 0 else -v
        out[0] = total
        out[1] = count

    n = 50
    a = rand(n, "int32", -30, 30)
    total = count = 0
    for v in a:
        if v > 10 and v % 2 == 0:
            total += v
        elif v < -10 or v == 3:
            total -= 1
        else:
            count += 1
    expected = np.concatenate([[total, count], np.abs(a)]).astype(np.int32)
    both.check(kernel, lambda: [a.copy(), np.zeros(n + 2, np.int32), n], 1, expected)


def test_pointer_arithmetic_and_vector_pointee(both):
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), out: S.ptr("int16x16", "global"), n: S.i32):
        src = a + 16
        for i in range(n):
            out[i] = S.vload(src + i * 16)
        p = a - 0
        out[n] = S.vload(16 + p)

    n = 3
    a = rand(16 * (n + 1), "int16")
    expected = np.concatenate([a[16:], a[16:32]])
    both.check(kernel, lambda: [a.copy(), np.zeros(16 * (n + 1), np.int16), n], 1, expected)


@S.prim_func
def scaled_sum(p: S.ptr("float32", "global"), count: S.i32, scale: S.fp32) -> S.fp32:
    acc = S.fp32(0)
    for i in range(count):
        acc += p[i] * scale
    return acc


@S.prim_func
def running_sums(a: S.ptr("float32", "global"), out: S.ptr("float32", "global"), n: S.i32):
    for i in range(n):
        out[i] = scaled_sum(a, i + 1, 0.5)


def test_subroutine_with_pointer_and_scalar_params(both):
    n = 16
    a = rand(n, "float32", -10, 10)
    expected = np.cumsum(a * np.float32(0.5), dtype=np.float32)
    for _, args in zip(("sim", "pocl"), both(running_sums, lambda: [a.copy(), np.zeros(n, np.float32), n])):
        np.testing.assert_allclose(args[1], expected, rtol=1e-5)


def test_call_argument_checks():
    a = np.zeros(4, np.float32)
    with pytest.raises(ArgumentError, match='expect 3 args, but got: "2"'):
        running_sums(a, a)
    with pytest.raises(ArgumentError, match='expect a NumPy array of "float32", but got: "int32"'):
        running_sums(a, np.zeros(4, np.int32), 4)
    ex = BuildManager().build(running_sums)
    with pytest.raises(ArgumentError, match='The 3-th arg "n" of function "running_sums" expect a "int32" integer'):
        ex(a, a, 1.5)


def test_unsupported_syntax_is_located():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        with open("x") as f:
            pass

    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    text = str(info.value)
    assert "Visitor of AST node is not implemented: With" in text
    assert f"{__file__}:{kernel.py_func.__code__.co_firstlineno + 2}:" in text


def test_lower_returns_compass_module():
    module = BuildManager().lower(running_sums)
    text = str(module)
    assert "compass.kernel" in text and "func.call @scaled_sum" in text
    assert "tir.intrin" not in text


def test_promotion_rules_by_exact_stores(both):
    # A store needs the pointee's exact dtype, so each line checks a result dtype.
    @S.prim_func
    def kernel(i8: S.ptr("int8", "global"), u8: S.ptr("uint8", "global"),
               i16: S.ptr("int16", "global"), i32: S.ptr("int32", "global"),
               u32: S.ptr("uint32", "global"), f32: S.ptr("float32", "global")):
        i16[1] = u8[0] + i16[0]          # wider wins
        u32[1] = i32[0] + u32[0]         # equal width, mixed sign: unsigned
        f32[1] = i32[0] + f32[0]         # int with float: the float
        i8[1] = i8[0] + 100              # literal adopts int8 (wraps)
        i32[1] = i8[0] + 1000            # literal too big for int8: int32

    args = lambda: [np.array([100, 0], np.int8), np.array([200, 0], np.uint8),
                    np.array([-300, 0], np.int16), np.array([-5, 0], np.int32),
                    np.array([7, 0], np.uint32), np.array([0.5, 0], np.float32)]
    both.check(kernel, args, 2, np.array([-300, -100], np.int16))
    both.check(kernel, args, 4, np.array([7, 2], np.uint32))
    both.check(kernel, args, 5, np.array([0.5, -4.5], np.float32))
    both.check(kernel, args, 0, np.array([100, -56], np.int8))
    both.check(kernel, args, 3, np.array([-5, 1100], np.int32))


SCALE = 3


def python_helper(k):
    return k * SCALE + 1


def test_ignored_statements_and_python_helpers(both):
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        import math  # noqa: F401
        breakpoint()
        out[0] = python_helper(4)

    both.check(kernel, lambda: [np.zeros(1, np.int32)], 0, np.array([13], np.int32))


def test_all_augmented_assignments(both):
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), f: S.ptr("float32", "global"), x0: S.i32):
        x = x0
        x += 7
        x -= 2
        x *= 3
        x //= 2
        x %= 50
        x <<= 2
        x >>= 1
        x &= 0xFE
        x |= 1
        x ^= 0x10
        x /= 3
        out[0] = x
        g = f[0]
        g **= 2.0
        f[1] = g

    x = -9
    x += 7; x -= 2; x *= 3
    x = int(x / 2)                 # C truncation
    x = int(np.fmod(x, 50))
    x <<= 2; x >>= 1; x &= 0xFE; x |= 1; x ^= 0x10
    x = int(x / 3)
    both.check(kernel, lambda: [np.zeros(1, np.int32), np.array([1.5, 0], np.float32), -9], 0,
               np.array([x], np.int32))
    both.check(kernel, lambda: [np.zeros(1, np.int32), np.array([1.5, 0], np.float32), -9], 1,
               np.array([1.5, 2.25], np.float32))


def test_numpy_views_are_written_in_place(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), n: S.i32):
        for i in range(n):
            a[i] = i + 1

    for _, args in zip(("sim", "pocl"), both(kernel, lambda: [np.zeros(8, np.int32)[4:], 4])):
        np.testing.assert_array_equal(args[0], [1, 2, 3, 4])
    base = np.zeros(8, np.int32)
    kernel(base[4:], 4)
    np.testing.assert_array_equal(base, [0, 0, 0, 0, 1, 2, 3, 4])


def test_float_literal_is_float32_and_int_literal_adopts_half(both):
    @S.prim_func
    def kernel(h: S.ptr("float16", "global"), f: S.ptr("float32", "global")):
        f[0] = h[0] * 0.5      # float16 * float32 literal: float32
        h[1] = h[0] * 3        # an int literal adopts float16

    h = np.array([1.5, 0], np.float16)
    args = lambda: [h.copy(), np.zeros(1, np.float32)]
    both.check(kernel, args, 1, np.array([0.75], np.float32))
    both.check(kernel, args, 0, np.array([1.5, 4.5], np.float16))


def test_a_slice_of_a_pointer_to_vectors_spans_whole_vectors(both):
    # As upstream's PySim (test_try_adjust_int_literal_type): p[2:4] of an int32x8
    # pointer is the 16 lanes of vectors 2 and 3, one after another.
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), i: S.i32):
        out[0:2] = a[2:4] + 1
        out[i:i + 2] = a[0:2]
        out[4:6] = 7

    a = np.arange(32, dtype=np.int32)
    expected = np.concatenate([a[16:32] + 1, a[:16], np.full(16, 7, np.int32)])
    both.check(kernel, lambda: [a.copy(), np.zeros(48, np.int32), 2], 1, expected)


def test_a_strided_slice_of_a_pointer_to_vectors_is_refused():
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global")):
        out[0:2] = a[0:4:2]

    with pytest.raises(CompassError, match="A slice of a pointer to vectors can't have a step"):
        BuildManager().build(kernel)
