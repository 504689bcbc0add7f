"""C names the kernel author recognizes (docs/optimizer.md, "Readable C").

A value the kernel binds once to a Python name keeps its statement under that name, as
upstream's C declares it, even when used once; a loop variable keeps
its Python name up to 20 characters, a longer one is i, j, k, ... by depth, as upstream's
RenameForLoopVar; every C name is legal and unique in the function (`i_1`). Names change
no value: each kernel runs on both paths against NumPy, and errors still name the line."""

import re

import numpy as np
import pytest

from compass import BuildManager, script as S
from compass.errors import CompassRuntimeError


@S.prim_func
def named(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), n: S.i32):
    a0, a1 = a[0], a[1]
    once = a0 * 3
    min = a0 - a1
    same = a0
    b[0] = a0 + a1 + min
    b[1] = a0 * a1 - min + same
    b[2] = once
    i = a[3]
    for very_long_loop_variable_name in range(n):
        b[3 + very_long_loop_variable_name] = i
    for another_very_long_loop_name in range(n):
        for j in range(2):
            b[8 + another_very_long_loop_name * 2 + j] = another_very_long_loop_name + j
    for row in range(n):
        b[16 + row] = i + row
    b[20] = i


def expected_named(a, n):
    b = np.zeros(21, np.int32)
    a0, a1 = int(a[0]), int(a[1])
    b[0] = a0 + a1 + (a0 - a1)
    b[1] = a0 * a1 - (a0 - a1) + a0
    b[2] = a0 * 3
    b[3:3 + n] = a[3]
    for k in range(n):
        b[8 + 2 * k:10 + 2 * k] = [k, k + 1]
        b[16 + k] = a[3] + k
    b[20] = a[3]
    return b


def test_named_values_and_loops(both):
    a, n = np.array([5, -3, 7, 11], np.int32), 4
    both.check(named, lambda: [a.copy(), np.zeros(21, np.int32), n], 1, expected_named(a, n))
    code = BuildManager().build(named).c_code
    # Bound once, printed as statements: the Python names.
    assert "int a0 = a[0];" in code and "int a1 = a[1];" in code, code
    # A builtin's name is legalized; a second name of the same value keeps the first.
    assert re.search(r"int min_ = \(int\)\(\(uint\)a0 - \(uint\)a1\);", code), code
    assert "same" not in code, code
    # Used once, still its statement under its name (an unnamed value would move).
    assert "int once = (int)((uint)a0 * 3u);" in code and "b[2] = once;" in code, code
    # Loops: a long name becomes i, taken by the value i, so i_1, then i_2 for the
    # next one (unique in the function); names up to 20 characters stay.
    assert "int i = a[3];" in code, code
    assert "for (int i_1 = 0; i_1 < n; i_1 += 1) {" in code, code
    assert "for (int i_2 = 0; i_2 < n; i_2 += 1) {" in code, code
    assert "for (int j = 0; j < 2; j += 1) {" in code, code
    assert "for (int row = 0; row < n; row += 1) {" in code, code
    assert "very_long" not in code and "another" not in code, code
    assert not re.search(r"\b_\d+\b", code), code


@S.prim_func
def named_read_out_of_bounds(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
                             n: S.i32):
    far = a[n]
    b[0] = far
    b[1] = far + 1


def test_named_values_keep_their_location():
    """The name wraps the value's location: errors still name the user's line."""
    line = named_read_out_of_bounds.py_func.__code__.co_firstlineno + 3  # far = a[n]
    ex = BuildManager().build(named_read_out_of_bounds)
    assert "int far = a[n];" in ex.c_code, ex.c_code
    args = lambda: [np.zeros(4, np.int32), np.zeros(2, np.int32), 4]  # noqa: E731
    for run in (named_read_out_of_bounds, ex):
        with pytest.raises(CompassRuntimeError) as info:
            run(*args())
        assert f"{__file__}:{line}:" in str(info.value), str(info.value)


# A kernel named after an OpenCL C builtin function (`dot`, `length`): its C name
# takes a `_` suffix, else POCL finds no kernel of the name.
@S.prim_func
def dot(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"),
        length: S.ptr("int32x8", "global")):
    length[0] = a[0] * b[0]


def test_a_kernel_named_after_an_opencl_builtin(both):
    a, b = np.arange(8, dtype=np.int32), np.full(8, 3, np.int32)
    both.check(dot, lambda: [a.copy(), b.copy(), np.zeros(8, np.int32)], 2, a * b)
    assert "__kernel void dot_(" in BuildManager().build(dot).c_code
