"""NumPy views passed to a kernel, on both paths (the simulator and POCL), against NumPy.

A C-contiguous array, an offset slice such as `a[2:, :]` included, is passed as
itself. Any other view of a C-contiguous array is passed as upstream's Executor
passes it, base plus offset: the kernel's pointer at the view's first element
(`a[::-1, :]` points at the base's last row). The kernel may reach the stretch of
the base the view spans, from its lowest element to its highest (before the
first element too, when a stride is negative), writes land in the base, and an
access outside the span is a located error whose offsets count from the view's
first element. A view that
permutes its base's axes (a transpose) is refused with upstream's PySim message."""

import numpy as np

import compass
import pytest

from compass import ArgumentError, BuildManager, CompassRuntimeError
from compass import script as S

RNG = np.random.default_rng(11)


def paths(kernel):
    """The kernel run in the simulator, then the Executor running its C on POCL, then
    natively with its accesses checked."""
    return (("simulator", kernel), ("POCL", BuildManager().build(kernel)),
            ("checked native", compass.jit(kernel, checked=True)))


def located(kernel, line_offset):
    return f"{__file__}:{kernel.py_func.__code__.co_firstlineno + line_offset}:"


def element_strides(view):
    return [stride // view.itemsize for stride in view.strides]


# Reading a view through its strides, as upstream's test_non_contiguous_input ---------

@S.prim_func
def gather_i8(a: S.ptr("int8", "global"), out: S.ptr("int8", "global"), rows: S.i32, cols: S.i32,
              row_stride: S.i32, col_stride: S.i32):
    index = 0
    for i in range(rows):
        for j in range(cols):
            out[index] = a[i * row_stride + j * col_stride]
            index += 1


@S.prim_func
def gather_f32(a: S.ptr("float32", "global"), out: S.ptr("float32", "global"), rows: S.i32,
               cols: S.i32, row_stride: S.i32, col_stride: S.i32):
    index = 0
    for i in range(rows):
        for j in range(cols):
            out[index] = a[i * row_stride + j * col_stride]
            index += 1


VIEWS_2D = {
    "reversed-rows": lambda a: a[::-1, :],
    "offset-rows": lambda a: a[2:, :],
    "offset-block": lambda a: a[1:, 2:5],
    "reversed-cols": lambda a: a[:, ::-1],
    "negative-step": lambda a: a[:, ::-2],
    "both-reversed": lambda a: a[::-1, ::-1],
    "reversed-offset": lambda a: a[3:0:-1, 1:7],
    "reversed-column": lambda a: a[::-1, 3:4],
}


@pytest.mark.parametrize("make_view", VIEWS_2D.values(), ids=VIEWS_2D.keys())
@pytest.mark.parametrize("kernel, dtype", [(gather_i8, "int8"), (gather_f32, "float32")],
                         ids=["int8", "float32"])
def test_a_view_is_read_through_its_strides(kernel, dtype, make_view):
    base = RNG.integers(-100, 100, (6, 8)).astype(dtype)
    before = base.copy()
    view = make_view(base)
    for where, run in paths(kernel):
        out = np.zeros(view.size, dtype)
        run(view, out, *view.shape, *element_strides(view))
        np.testing.assert_array_equal(out, view.reshape(-1), err_msg=where)
        np.testing.assert_array_equal(base, before, err_msg=f"{where} changed the input")


@pytest.mark.parametrize("make_view", [lambda a: a[::-1], lambda a: a[::-2], lambda a: a[7:1:-3],
                                       lambda a: a[3:], lambda a: a[1::3]],
                         ids=["reversed", "step-2", "reversed-slice", "offset", "step-3"])
def test_a_1d_view_is_read_through_its_stride(make_view):
    base = RNG.integers(-100, 100, 12).astype("int8")
    view = make_view(base)
    for where, run in paths(gather_i8):
        out = np.zeros(view.size, "int8")
        run(view, out, 1, view.size, 0, *element_strides(view))
        np.testing.assert_array_equal(out, view, err_msg=where)


def test_upstreams_non_contiguous_input_walk():
    """Upstream's test: byte strides of an int8 `[::-1, :]` view of (32, 128)."""
    base = RNG.integers(-128, 128, (32, 128)).astype("int8")
    view = base[::-1, :]
    assert view.strides == (-128, 1)
    for where, run in paths(gather_i8):
        out = np.empty((32, 128), "int8")
        run(view, out, 32, 128, *view.strides)
        np.testing.assert_array_equal(out, view, err_msg=where)


@S.prim_func
def read_at(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), index: S.i32):
    out[0] = a[index]


@pytest.mark.parametrize("make_view, index, flat", [
    (lambda a: a[::-1], -32, 0),        # the pointer is at the last row: 32 elements in
    (lambda a: a[::-1], 7, 39),
    (lambda a: a[1:, 2:5], 3, 13),      # between the view's elements, inside its span
    (lambda a: a[1:, 2:5], 26, 36),     # its last element
    (lambda a: a[:, 3], 1, 4),
    (lambda a: a[2:4, ::-1], -7, 16),   # the pointer is at base[2, 7]; base[2, 0] is lower
], ids=["reversed-first", "reversed-last", "block-between", "block-last", "column-between",
        "reversed-cols"])
def test_the_span_of_the_view_is_reachable(make_view, index, flat):
    base = np.arange(40, dtype=np.int32).reshape(5, 8)
    view = make_view(base)
    start = (view.__array_interface__["data"][0] - base.__array_interface__["data"][0]) // 4
    assert base.reshape(-1)[start + index] == flat
    for where, run in paths(read_at):
        out = np.zeros(1, np.int32)
        run(view, out, index)
        assert out[0] == flat, where


@pytest.mark.parametrize("make_view, index, offset, extent", [
    (lambda a: a[1:, 2:5], -1, -4, "108 bytes"),    # before the view's first element
    (lambda a: a[1:, 2:5], 27, 108, "108 bytes"),   # past its last
    (lambda a: a[:, 3], -3, -12, "132 bytes"),
    (lambda a: a[2:4, ::-1], 9, 36, "64 bytes the view spans, from byte offset -28"),
    (lambda a: a[1:3][::-1], 8, 32, "64 bytes the view spans, from byte offset -32"),
], ids=["block-before", "block-after", "column-before", "reversed-cols-after",
        "reversed-slice-after"])
def test_the_base_outside_the_span_is_out_of_bounds(make_view, index, offset, extent):
    """Upstream's Executor would let the kernel reach the whole base; no access leaves
    the memory the view spans here (the rest of the base is not the argument)."""
    base = np.arange(40, dtype=np.int32).reshape(5, 8)
    for where, run in paths(read_at):
        out = np.zeros(1, np.int32)
        with pytest.raises(CompassRuntimeError) as info:
            run(make_view(base), out, index)
        message = str(info.value)
        assert located(read_at, 2) in message, where
        assert f"at byte offset {offset} of " in message, (where, message)
        assert f"({extent})" in message, (where, message)
        assert not out.any(), where


# Writes through a view land in its base ---------------------------------------------

@S.prim_func
def scatter_f32(a: S.ptr("float32", "global"), rows: S.i32, cols: S.i32, row_stride: S.i32,
                col_stride: S.i32):
    for i in range(S.get_local_id(), rows, S.get_local_size()):
        for j in range(cols):
            a[i * row_stride + j * col_stride] = a[i * row_stride + j * col_stride] * 2.0 + i


@pytest.mark.parametrize("make_view", VIEWS_2D.values(), ids=VIEWS_2D.keys())
def test_writes_through_a_view_land_in_the_base(make_view):
    base = RNG.standard_normal((6, 8)).astype("float32")
    expected = base.copy()
    view = make_view(expected)
    view[...] = view * 2 + np.arange(view.shape[0], dtype="float32")[:, None]
    for where, run in paths(scatter_f32):
        out = base.copy()
        view = make_view(out)
        run(view, *view.shape, *element_strides(view))
        np.testing.assert_array_equal(out, expected, err_msg=where)


@S.prim_func
def reverse_rows_vector(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), rows: S.i32,
                        row_stride: S.i32):
    for i in range(S.get_local_id(), rows, S.get_local_size()):
        v = S.vload(a + i * row_stride)
        S.vstore(v + 1, out + i * 8)
        S.vstore(v, a + i * row_stride)  # written back where it was read


def test_vector_accesses_through_a_reversed_view():
    base = RNG.integers(-1000, 1000, (4, 8)).astype("int32")
    for where, run in paths(reverse_rows_vector):
        a = base.copy()
        out = np.zeros(32, "int32")
        view = a[::-1, :]
        run(view, out, 4, element_strides(view)[0])
        np.testing.assert_array_equal(out, (base[::-1] + 1).reshape(-1), err_msg=where)
        np.testing.assert_array_equal(a, base, err_msg=where)


def test_a_view_of_a_view_points_into_the_owner():
    owner = RNG.integers(-100, 100, (6, 8)).astype("int8")
    view = owner[::-1][1:, ::2]
    for where, run in paths(gather_i8):
        out = np.zeros(view.size, "int8")
        run(view, out, *view.shape, *element_strides(view))
        np.testing.assert_array_equal(out, view.reshape(-1), err_msg=where)


def test_benchmark_passes_a_view_as_base_plus_offset():
    """The unchecked C (benchmark) gets the same pointer into the whole base."""
    base = RNG.standard_normal((6, 8)).astype("float32")
    out = base.copy()
    view = out[::-1, 1:]
    BuildManager().build(scatter_f32).benchmark(view, *view.shape, *element_strides(view),
                                                repeat=1, number=1)
    expected = base.copy()
    expected_view = expected[::-1, 1:]
    for _ in range(2):  # 1 + repeat × number runs, each on the last one's result
        expected_view[...] = expected_view * 2 + np.arange(6, dtype="float32")[:, None]
    np.testing.assert_array_equal(out, expected)


# Arguments sharing memory -----------------------------------------------------------

@S.prim_func
def interleave(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), n: S.i32):
    if S.get_local_id() == 0:
        for i in range(n):
            a[i] = i + 1
            b[i] = a[i] * 10  # reads what the other argument wrote, if they alias


def interleave_oracle(base, a, b, n):
    """What interleave does to `base`: its pointers are the views' first elements."""
    flat = base.reshape(-1)
    at = [(view.__array_interface__["data"][0] - base.__array_interface__["data"][0]) // 4
          for view in (a, b)]
    for i in range(n):
        flat[at[0] + i] = i + 1
        flat[at[1] + i] = flat[at[0] + i] * 10


@pytest.mark.parametrize("make_args", [
    lambda base: (base[::2], base[1::2]),
    lambda base: (base, base),
    lambda base: (base[1:], base),
    lambda base: (base[2:], base[::3]),
], ids=["even-odd", "same-array", "overlapping-slices", "slice-and-strided"])
def test_arguments_sharing_memory_see_each_others_writes(make_args):
    """Both paths keep every write: on POCL the arguments share one device buffer."""
    expected = np.zeros(16, np.int32)
    interleave_oracle(expected, *make_args(expected), 4)
    for where, run in paths(interleave):
        base = np.zeros(16, np.int32)
        run(*make_args(base), 4)
        np.testing.assert_array_equal(base, expected, err_msg=where)


def test_benchmark_shares_memory_only_at_aligned_pointers():
    ex = BuildManager().build(interleave)
    base = np.zeros(8, np.int32)
    ex.benchmark(base, base, 4, repeat=1, number=1)
    np.testing.assert_array_equal(base, [10, 20, 30, 40, 0, 0, 0, 0])
    base = np.zeros(8, np.int32)
    with pytest.raises(ArgumentError, match=r"The 1, 2-th args share memory at pointers the "
                                            r"unchecked C \(benchmark\) cannot be given"):
        ex.benchmark(base[::2], base[1::2], 4, repeat=1, number=1)
    assert not base.any()


# Out of bounds, relative to the view ------------------------------------------------

@pytest.mark.parametrize("make_view, index, offset, extent", [
    (lambda a: a[::-1], -33, -132, "160 bytes the view spans, from byte offset -128"),
    (lambda a: a[::-1], 8, 32, "160 bytes the view spans, from byte offset -128"),
    (lambda a: a[:, 1:], -1, -4, "156 bytes"),
    (lambda a: a[:, 1:], 39, 156, "156 bytes"),
    # A C-contiguous slice is passed as itself (as upstream): its own extent.
    (lambda a: a[2:], -1, -4, "96 bytes"),
    (lambda a: a[2:], 24, 96, "96 bytes"),
], ids=["reversed-before-base", "reversed-past-base", "cols-before-base", "cols-past-base",
        "slice-before", "slice-past"])
def test_out_of_bounds_is_located_and_counted_from_the_view(make_view, index, offset, extent):
    base = np.arange(40, dtype=np.int32).reshape(5, 8)
    for where, run in paths(read_at):
        out = np.zeros(1, np.int32)
        with pytest.raises(CompassRuntimeError) as info:
            run(make_view(base.copy()), out, index)
        message = str(info.value)
        assert located(read_at, 2) in message, where
        assert f'at byte offset {offset} of ' in message, (where, message)
        assert '"a"' in message or "parameter a" in message, (where, message)
        assert f"({extent})" in message, (where, message)
        if where == "POCL":
            assert f"(element index {offset // 4})" in message
        assert not out.any(), where


@S.prim_func
def write_at(a: S.ptr("int32", "global"), index: S.i32):
    a[index] = 7


def test_an_out_of_bounds_write_through_a_view_changes_nothing():
    base = np.arange(40, dtype=np.int32).reshape(5, 8)
    for where, run in paths(write_at):
        out = base.copy()
        with pytest.raises(CompassRuntimeError, match=r"at byte offset -132 of") as info:
            run(out[::-1], -33)
        assert located(write_at, 2) in str(info.value), where
        np.testing.assert_array_equal(out, base, err_msg=where)


def test_the_gbuilder_plugin_gets_the_views_offset(tmp_path):
    """Upstream's plugin passes a view's base with the offset of its first element."""
    ex = BuildManager(output_dir=str(tmp_path)).build(gather_i8)
    base = RNG.integers(-100, 100, (6, 8)).astype("int8")
    view = base[::-1, 2:]
    out = np.zeros(36, "int8")
    ex(view, out, *view.shape, *element_strides(view))
    np.testing.assert_array_equal(out, view.reshape(-1))
    plugin = (tmp_path / "gbuilder/aipubt_gb_gather_i8.py").read_text()
    assert "ro.append(_get_addr(sgnode.inputs[0], 42))\n" in plugin  # row 5, column 2
    assert "ro.append(_get_addr(sgnode.outputs[0], 0))\n" in plugin
    assert "layer_bottom_shape=[[6, 8]]\n" in (tmp_path / "gbuilder/compass_ir.txt").read_text()


# Refusals ---------------------------------------------------------------------------

UPSTREAM_REFUSAL = (r'The 1-th arg of function "{}" expect a C-style contiguous NumPy, please '
                    r'achieve it through "numpy.ascontiguousarray". It is parameter "a"')


@pytest.mark.parametrize("make_view", [
    lambda a: a.T,
    lambda a: a[::-1].T,
    lambda a: np.swapaxes(a.reshape(2, 4, 4)[:, ::-1], 1, 2),
    lambda a: np.asfortranarray(a)[1:, ::-1],
], ids=["transpose", "reversed-transpose", "swapaxes", "fortran-base"])
def test_views_that_permute_axes_are_refused(make_view):
    base = np.zeros((4, 8), np.int32)
    for where, run in paths(write_at):
        out = base.copy()
        view = make_view(out)
        with pytest.raises(ArgumentError,
                           match=UPSTREAM_REFUSAL.format("write_at")) as info:
            run(view, 0)
        assert isinstance(info.value, AssertionError), where
        np.testing.assert_array_equal(out, base, err_msg=where)


def test_upstreams_discontiguous_input_refusal():
    """Upstream's test_discontiguous_input: a transposed float16 array."""
    @S.prim_func
    def fail_func(a: S.ptr("fp16", "global")):
        a[0] = 1

    inp = np.transpose(np.zeros((4, 32), "float16"))
    for where, run in paths(fail_func):
        with pytest.raises(AssertionError, match=UPSTREAM_REFUSAL.format("fail_func")):
            run(inp)
        assert not inp.any(), where


def test_a_view_shorter_than_the_declared_shape_counts_from_its_first_element():
    @S.prim_func
    def kernel(A: S.ptr("int8", "global")):
        a = S.match_buffer(A, shape=(4, 8))
        a[0, 0] = 1

    base = np.zeros((4, 8), np.int8)
    for where, run in paths(kernel):
        # The pointer is at the last row: 8 elements from it to the base's end.
        with pytest.raises(ArgumentError, match=r'The 1-th arg "A" .* has 8 elements'):
            run(base[::-1])
        assert not base.any(), where
