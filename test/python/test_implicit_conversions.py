"""Implicit conversions as upstream's: a ternary of a vector and a scalar broadcasts the scalar,
an integer scalar meets float lanes as a float, and a store converts its value to the pointer's
dtype as upstream's BufferStore does: a value of the pointer's lanes (vectors as S.cast converts
them: integers wrap, a vector may narrow), or a scalar broadcast (a literal too); a float
reaching integers is truncated with upstream's "Casting in store may lose precision" warning.
Both paths against NumPy; other lane counts are refused, located."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, CompassWarning, script as S

BYTES = np.array([200, 1, 127, 128, 255, 0, 90, 180] * 4, np.uint8)


def test_vector_of_the_other_signedness_wraps(both):
    """upstream's test_vcls_gentype stores an out_sign="u" result through an int8 pointer."""
    @S.prim_func
    def kernel(a: S.ptr("uint8x32", "global"), out: S.ptr("int8x32", "global")):
        out[0] = a[0]

    both.check(kernel, lambda: [BYTES.copy(), np.zeros(32, np.int8)], 1, BYTES.view(np.int8))


def test_scalars_widen_wrap_and_become_floats(both):
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), wide: S.ptr("int32", "global"),
               narrow: S.ptr("int8", "global"), real: S.ptr("float32", "global")):
        for i in range(4):
            wide[i] = a[i]
            narrow[i] = S.i32(a[i]) * 3
            real[i] = a[i]

    values = np.array([-300, 77, 32767, -32768], np.int16)
    for args in both(kernel, lambda: [values.copy(), np.zeros(4, np.int32), np.zeros(4, np.int8),
                                      np.zeros(4, np.float32)]):
        np.testing.assert_array_equal(args[1], values.astype(np.int32))
        np.testing.assert_array_equal(args[2], (values.astype(np.int64) * 3).astype(np.int8))
        np.testing.assert_array_equal(args[3], values.astype(np.float32))


def test_scalar_through_a_vector_pointer_is_broadcast(both):
    """upstream's test_assignment ("=" of a scalar b[0] into a vector out[0])."""
    @S.prim_func
    def kernel(b: S.ptr("int16", "global"), out: S.ptr("int32x8", "global"),
               real: S.ptr("float32x8", "global")):
        out[0] = b[0]
        real[0] = b[1]

    values = np.array([-7, 300], np.int16)
    for args in both(kernel, lambda: [values.copy(), np.zeros(8, np.int32),
                                      np.zeros(8, np.float32)]):
        np.testing.assert_array_equal(args[1], np.full(8, -7, np.int32))
        np.testing.assert_array_equal(args[2], np.full(8, 300, np.float32))


def test_literal_through_a_vector_pointer_is_broadcast(both):
    """upstream's test_mask_vload_gather clears a float32x32 output with `c[0] = 0`."""
    @S.prim_func
    def kernel(out: S.ptr("int8x32", "global"), real: S.ptr("float32x32", "global")):
        out[0] = -3
        real[0] = 0
        real[1] = 2.5

    for args in both(kernel, lambda: [np.ones(32, np.int8), np.ones(64, np.float32)]):
        np.testing.assert_array_equal(args[0], np.full(32, -3, np.int8))
        np.testing.assert_array_equal(args[1], np.repeat(np.float32([0, 2.5]), 32))


def test_ternary_of_a_vector_and_a_scalar_broadcasts_the_scalar(both):
    """upstream's test_if_ternary_expr: `va[0] if a0 == 0 else 10`."""
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), flag: S.i32, out: S.ptr("int32x8", "global")):
        out[0] = a[0] if flag == 0 else 10
        out[1] = -3 if flag == 0 else a[0]

    values = np.arange(8, dtype=np.int32)
    both.check(kernel, lambda: [values.copy(), 0, np.zeros(16, np.int32)], 2,
               np.concatenate([values, np.full(8, -3)]))
    both.check(kernel, lambda: [values.copy(), 1, np.zeros(16, np.int32)], 2,
               np.concatenate([np.full(8, 10), values]))


def test_integer_scalar_meets_float_lanes_as_a_float(both):
    """upstream's test_reduce_mean: `vout_fp32x16 /= h` with an int32 h."""
    @S.prim_func
    def kernel(x: S.ptr("float32x8", "global"), h: S.i32, out: S.ptr("float32x8", "global")):
        v = x[0]
        v /= h
        out[0] = v
        out[1] = S.vadd(x[0], h)  # a builtin broadcasts it too

    values = np.arange(8, dtype=np.float32)
    both.check(kernel, lambda: [values.copy(), 3, np.zeros(16, np.float32)], 2,
               np.concatenate([values / np.float32(3), values + np.float32(3)]))


def test_float_through_an_integer_pointer_is_truncated_with_a_warning(both):
    """upstream's test_sub_func_with_default_value stores an int32 + float16 sum (a float16)
    through an int32 pointer; its BufferStore casts (C truncation) and warns."""
    @S.prim_func
    def kernel(x: S.ptr("float32", "global"), out: S.ptr("int32", "global"),
               narrow: S.ptr("int8", "global"), lanes: S.ptr("int32x8", "global")):
        for i in range(4):
            out[i] = x[i]
            narrow[i] = x[i] + S.fp32(0.0)
        lanes[0] = x[1]

    values = np.array([2.9, -2.9, 300.7, -1e10], np.float32)
    with pytest.warns(CompassWarning, match=r'Casting in store may lose precision: "float32" '
                      r'stored through a "int32" pointer is truncated'):
        for args in both(kernel, lambda: [values.copy(), np.zeros(4, np.int32),
                                          np.zeros(4, np.int8), np.zeros(8, np.int32)]):
            np.testing.assert_array_equal(args[1], [2, -2, 300, -2**31])
            # Through int32, clamped, then wrapped (as S.cast).
            np.testing.assert_array_equal(args[2], np.int32([2, -2, 300, -2**31]).astype(np.int8))
            np.testing.assert_array_equal(args[3], np.full(8, -2, np.int32))


def test_a_vector_narrows_as_s_cast_converts_it(both):
    """`fp16x16 + 5.3` is float32x16 (a float literal is float32); stored through a float16
    pointer it is rounded to float16, as upstream's BufferStore casts it."""
    @S.prim_func
    def kernel(x: S.ptr("float16x16", "global"), out: S.ptr("float16x16", "global"),
               a: S.ptr("int32x8", "global"), small: S.ptr("int8x8", "global")):
        out[0] = x[0] + 5.3
        small[0] = a[0] + 0

    values = np.linspace(-4, 4, 16).astype(np.float16)
    ints = np.array([1, -1, 127, 128, 255, 256, -129, 1000], np.int32)
    for args in both(kernel, lambda: [values.copy(), np.zeros(16, np.float16), ints.copy(),
                                      np.zeros(8, np.int8)]):
        np.testing.assert_array_equal(args[1], (values.astype(np.float32) + np.float32(5.3))
                                      .astype(np.float16))
        np.testing.assert_array_equal(args[3], ints.astype(np.int8))


@pytest.mark.parametrize("store, value_dtype, pointer", [
    ("out[0] = x[0]", "int16x16", "int8x32"),
    ("out[0] = x[0]", "int32x8", "int32"),
    ("out[0] = x[0]", "float32x8", "float16x16"),
])
def test_other_mismatches_are_refused(tmp_path, store, value_dtype, pointer):
    source = tmp_path / "kernel.py"
    source.write_text(
        "from compass import script as S\n\n\n"
        "@S.prim_func\n"
        f'def kernel(x: S.ptr("{value_dtype if "x" in value_dtype else "int32"}", "global"),'
        f' out: S.ptr("{pointer}", "global")):\n'
        f"    {store}\n")
    namespace = {}
    exec(compile(source.read_text(), str(source), "exec"), namespace)
    with pytest.raises(CompassError) as info:
        BuildManager().build(namespace["kernel"])
    assert 'Type mismatch assignment: "' + pointer in info.value.message
    assert info.value.line == 6
