"""ex(...) runs the checked form of the OpenCL C: a kernel that strays out of
its memory or divides an integer by zero raises CompassRuntimeError naming
the line, the buffer and the TEC, copies nothing back, and never corrupts or
kills the calling process (upstream has no such check)."""

import numpy as np
import pytest

from compass import BuildManager, CompassRuntimeError, script as S
from compass.crosscheck import check_native_error
from compass.script.arguments import copies_of


def first_line(prim_func):
    return prim_func.py_func.__code__.co_firstlineno + 1


def pocl_error(kernel, *args):
    """The error of ex(*args); the checked native mode raises the simulator's
    error on the same arguments."""
    simulated = copies_of(args)
    with pytest.raises(CompassRuntimeError) as error:
        kernel(*simulated)
    check_native_error(kernel, copies_of(args), simulated, error.value)
    with pytest.raises(CompassRuntimeError) as info:
        BuildManager().build(kernel)(*args)
    return str(info.value)


def test_far_out_of_bounds_vector_stores_are_stopped():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), seven: S.i32):
        for i in range(0, 4096, 64):
            S.vstore(S.vbcast(seven, lanes=64), out + i)

    out = np.zeros(4, np.int32)
    text = pocl_error(kernel, out, 7)
    assert "out of bounds" in text and 'parameter out' in text
    assert f"{__file__}:{first_line(kernel) + 2}:" in text
    # The first native piece (8 lanes, 32 bytes) already exceeds the 16 bytes.
    assert "access of 32 bytes at byte offset 0 of parameter out (16 bytes)" in text
    np.testing.assert_array_equal(out, 0)  # nothing copied back


def test_out_of_bounds_read_names_the_parameter_and_index():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        if S.get_local_id() == 0:
            out[0] = a[n]

    text = pocl_error(kernel, np.arange(8, dtype=np.int32), np.zeros(1, np.int32), 9)
    assert "byte offset 36 of parameter a (32 bytes) (element index 9)" in text
    assert "(TEC 0, POCL)" in text


def test_private_array_overflow_is_stopped():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), n: S.i32):
        buf = S.alloc(4, "int32")
        for i in range(n):
            buf[i] = i
        out[S.get_local_id()] = buf[0]

    text = pocl_error(kernel, np.zeros(4, np.int32), 1000)
    assert "allocation buf" in text


def test_integer_division_by_zero_is_reported_like_the_simulator():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), d: S.i32):
        out[S.get_local_id()] = 100 // d + 100 % d

    out = np.full(4, -1, np.int32)
    text = pocl_error(kernel, out, 0)
    assert "integer division by zero" in text
    np.testing.assert_array_equal(out, -1)
    with pytest.raises(CompassRuntimeError, match="integer division by zero"):
        kernel(np.zeros(4, np.int32), 0)  # the simulator agrees


def test_inactive_lanes_beyond_the_end_are_no_violation():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        if S.get_local_id() == 0:
            v = S.vload(a, mask="3T5F")
            S.vstore(v + 1, out, mask="3T5F")

    a, out = np.arange(3, dtype=np.int32), np.zeros(3, np.int32)
    BuildManager().build(kernel)(a, out)
    np.testing.assert_array_equal(out, [1, 2, 3])


def test_c_code_and_benchmark_are_unchecked():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        a[S.get_local_id()] = 1

    ex = BuildManager().build(kernel)
    assert "__compass_check" not in ex.c_code
    ex.benchmark(np.zeros(4, np.int32), repeat=1, number=1)


def test_access_straddling_the_end_of_a_buffer_is_stopped():
    # The 8-lane store starts inside the 16 elements and ends 4 past them.
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), seven: S.i32):
        if S.get_local_id() == 0:
            S.vstore(S.vbcast(seven, lanes=8), out + 12)

    out = np.zeros(16, np.int32)
    text = pocl_error(kernel, out, 7)
    assert "access of 32 bytes at byte offset 48 of parameter out (64 bytes)" in text
    np.testing.assert_array_equal(out, 0)


def test_one_byte_accesses_are_one_byte_on_both_paths():
    @S.prim_func
    def kernel(a: S.ptr("int8", "global"), out: S.ptr("int8", "global")):
        out[0] = a[1]

    a = np.zeros(1, np.int8)
    assert "access of 1 byte at byte offset 1 of parameter a (1 byte)" in \
        pocl_error(kernel, a, np.zeros(1, np.int8))
    with pytest.raises(CompassRuntimeError, match=r'read of 1 byte at byte offset 1 of "a" \(1 byte\)'):
        kernel(a, np.zeros(1, np.int8))
