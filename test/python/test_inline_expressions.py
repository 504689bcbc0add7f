"""Values printed inline at their single use (lib/Target/OpenCL/EmitInline.cpp,
docs/architecture.md "Inlined expressions"): the C reads like upstream's and
means what the IR means. Each kernel runs in the simulator, as the checked C
(ex(...)) and as the plain C (`c_code`, through ex.benchmark) on POCL, against
NumPy."""

import re

import numpy as np
import pytest

from compass import BuildManager, CompassRuntimeError, script as S


def run_everywhere(kernel, make_args, index, expected):
    """Argument `index` must hold `expected` after the simulator, the checked
    C and the plain C each ran on fresh arguments. Returns the plain C."""
    ex = BuildManager().build(kernel)
    runs = {
        "simulator": kernel,
        "checked C": ex,
        "plain C": lambda *args: ex.benchmark(*args, repeat=1, number=1),
    }
    for where, run in runs.items():
        args = make_args()
        run(*args)
        np.testing.assert_array_equal(args[index], expected, err_msg=f"{where} differs from NumPy")
    return ex.c_code


@S.prim_func
def reads_and_writes(a: S.ptr("int32", "global"), s: S.ptr("int32", "global"),
                     b: S.ptr("int32", "global")):
    t = S.get_local_id()
    s[t] = a[t]
    old = s[t]
    s[t] = 7
    b[t * 4] = old + 1
    x = a[t]
    y = x + 1
    x = 5
    b[t * 4 + 1] = y + x
    z = a[t] * 3
    s[t] = 9
    b[t * 4 + 2] = z
    b[t * 4 + 3] = a[t] - s[t]


def test_a_read_never_moves_past_a_write():
    a = np.array([10, 20, 30, 40], np.int32)
    expected = np.stack([a + 1, a + 6, a * 3, a - 9], axis=1).reshape(-1)
    code = run_everywhere(reads_and_writes,
                          lambda: [a.copy(), np.zeros(4, np.int32), np.zeros(16, np.int32)],
                          2, expected)
    # Read, then overwritten before its use: the read keeps its statement, named
    # as the kernel names the value.
    assert re.search(r"int old = s\[t\];\n\s+s\[t\] = 7;", code), code
    # A variable read in a pure expression stays before the variable's assignment.
    assert re.search(r"int y = \(int\)\(\(uint\)x \+ 1u\);\n\s+x = 5;", code), code
    # A pure expression over an inlined read stays before the store.
    assert re.search(r"int z = \(int\)\(\(uint\)a\[t\] \* 3u\);\n\s+s\[t\] = 9;", code), code
    # Reads with no write before their use print inside it.
    assert re.search(r"\] = \(int\)\(\(uint\)a\[\w+\] - \(uint\)s\[\w+\]\);", code), code


@S.prim_func
def shift_by_multiply(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global")):
    t = S.get_local_id()
    b[t] = 4 * a[t]


def test_upstream_shape_runs_everywhere():
    """Upstream's `b[0] = __vlsl(a[0], 2)`: one statement, same values."""
    a = np.arange(32, dtype=np.int32) - 16
    code = run_everywhere(shift_by_multiply, lambda: [a.copy(), np.zeros(32, np.int32)], 1, a * 4)
    assert re.search(r"b\[\w+\] = __vlsl\(a\[\w+\], \(int8\)2\);", code), code


@S.prim_func
def narrow_select(a: S.ptr("int8", "global"), b: S.ptr("int8", "global"), c: S.ptr("int8", "global")):
    t = S.get_local_id()
    c[t] = S.max(S.i8(a[t] + b[t]) if a[t] > b[t] else b[t], a[t])


def test_narrow_values_keep_their_type():
    """A char expression C computes in int is cast back where it prints."""
    a = np.array([100, -100, 5, 127], np.int8)
    b = np.array([100, 3, -7, 1], np.int8)
    s = (a.astype(np.int32) + b).astype(np.int8)
    expected = np.maximum(np.where(a > b, s, b), a)
    run_everywhere(narrow_select, lambda: [a.copy(), b.copy(), np.zeros(4, np.int8)], 2, expected)


@S.prim_func
def two_reads_out_of_bounds(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
                            n: S.i32):
    if S.get_local_id() == 0:
        x = a[n]
        y = a[n + 1]
        b[0] = y - x
        b[1] = y


def test_checked_c_reports_the_first_violation_the_simulator_does():
    """Checked reads keep their statements: the first out-of-bounds read is
    reported, not the second, which x moving to its use would come after."""
    line = two_reads_out_of_bounds.py_func.__code__.co_firstlineno + 4  # x = a[n]
    args = lambda: [np.zeros(4, np.int32), np.zeros(2, np.int32), 4]  # noqa: E731
    for run in (two_reads_out_of_bounds, BuildManager().build(two_reads_out_of_bounds)):
        with pytest.raises(CompassRuntimeError) as info:
            run(*args())
        assert f"{__file__}:{line}:" in str(info.value), str(info.value)


@S.prim_func
def initialized(a: S.ptr("int8", "global"), v: S.ptr("int32x8", "global"),
                out: S.ptr("int8", "global")):
    s = a[0] + a[1]
    if a[2] > 0:
        s = a[2]
    out[0] = s
    vector_var = S.int32x8(0)
    if a[3] > 0:
        vector_var = v[0]
    v[1] = vector_var
    vo = S.vmul(v[0], v[0], S.tail_mask(3, 8))
    S.vstore(vo, v + 2, S.tail_mask(3, 8))


def test_declarations_take_their_first_value_and_stored_values_keep_a_name():
    a = np.array([100, 100, -1, 1], np.int8)
    v = np.arange(24, dtype=np.int32)
    expected = v.copy()
    expected[8:16] = v[0:8]
    expected[16:19] = v[0:3] * v[0:3]
    code = run_everywhere(initialized, lambda: [a.copy(), v.copy(), np.zeros(1, np.int8)],
                          1, expected)
    assert re.search(r"char s = \(char\)\(a\[0\] \+ a\[1\]\);\n", code), code
    assert "int8 vector_var = (int8)0;" in code, code
    assert re.search(r"int8 vo = \(.* \* .*\);\n\s+__vstore\(vo, ", code), code
    # The int8 sum wraps as the simulator's does.
    out = np.zeros(1, np.int8)
    BuildManager().build(initialized)(a.copy(), v.copy(), out)
    assert out[0] == np.int8(-56)


@S.prim_func
def loop_bounds(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    for i in range(n // 32):
        out[i] = i // 4
        out[19 + i] = i % 2
    x = a[0]
    for j in range(x + 1):
        x = x - 1
        out[8 + j] = x
    out[16] = n // 64
    out[17] = 0 if n > a[1] else 1
    out[18] = 0 if n >= a[1] else 1


@pytest.mark.parametrize("n", [100, -33, 32])
def test_loop_bounds_print_in_the_header_and_divisions_by_powers_of_two_shift(n):
    """Upstream's `for (int i = 0; i < (n >> 5); i += 1)`: a stop that reads
    nothing prints in the loop's header; `n // 32` truncates, and is the
    shift there (a negative n runs no iteration either way) and where the
    dividend is a loop variable counting from 0, but not where it is stored,
    nor for a remainder (upstream's bitonic sort's `i % 2`).
    A stop that reads a variable the body assigns keeps its statement.
    `n > a[1]` prints as TVM spells it, `(a[1] < n)`."""
    a = np.array([5, 32], np.int32)
    expected = np.zeros(22, np.int32)
    for i in range(max(0, int(n / 32))):
        expected[i] = i // 4
        expected[19 + i] = i % 2
    expected[8:14] = [4, 3, 2, 1, 0, -1]
    expected[16] = int(n / 64)
    expected[17] = 0 if n > 32 else 1
    expected[18] = 0 if n >= 32 else 1
    code = run_everywhere(loop_bounds, lambda: [a.copy(), np.zeros(22, np.int32), n], 1, expected)
    assert re.search(r"for \(int (\w+) = 0; \1 < \(n >> 5\); \1 \+= 1\) \{\n\s+out\[\1\] = \(\1 >> 2\);",
                     code), code
    assert re.search(r"int (\w+) = \(int\)\(\(uint\)x \+ 1u\);\n\s+for \(int (\w+) = 0; \2 < \1;", code), code
    assert "out[16] = (n / 64);" in code, code
    assert "(a[1] < n)" in code and "(a[1] <= n)" in code, code
