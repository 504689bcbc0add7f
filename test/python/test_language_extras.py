"""Upstream's language pieces around the builtins: is_inline, S.meta_var,
S.block with S.axis.*, S.match_buffer with runtime extents, S.size_* types,
CPS_DSL (NumPy views: test_views.py). Kernels run on both paths against NumPy."""

import os
import subprocess
import sys

import numpy as np
import pytest

from compass import ArgumentError, BuildManager, CompassError
from compass import script as S
from compass.options import ControlOptions

RNG = np.random.default_rng(7)


def run_both(kernel, make_args):
    """The argument lists after a simulator run and a POCL run."""
    ex = BuildManager().build(kernel)
    sim, cl = make_args(), make_args()
    kernel(*sim)
    ex(*cl)
    return sim, cl


def located(kernel, line_offset):
    return f"{__file__}:{kernel.py_func.__code__.co_firstlineno + line_offset}:"


# is_inline ------------------------------------------------------------------------

@S.prim_func(is_inline=True)
def inc_inline(x: S.i32) -> S.i32:
    return x + 1


@S.prim_func(is_inline=False)
def inc_noinline(x: S.i32) -> S.i32:
    return x + 2


@S.prim_func
def inc_default(x: S.i32) -> S.i32:
    return x + 3


@S.prim_func
def use_incs(out: S.ptr("int32", "global")):
    if S.get_local_id() == 0:
        out[0] = inc_inline(10)
        out[1] = inc_noinline(10)
        out[2] = inc_default(10)


def test_is_inline_is_a_function_attribute():
    text = str(BuildManager().lower(use_incs))
    funcs = {line.split("@")[1].split("(")[0]: line for line in text.splitlines()
             if "func.func @" in line}
    assert "attributes {compass.inline = true}" in funcs["inc_inline"]
    assert "attributes {compass.inline = false}" in funcs["inc_noinline"]
    assert "compass.inline" not in funcs["inc_default"]
    assert "compass.inline" not in funcs["use_incs"]
    code = BuildManager().build(use_incs).c_code
    assert "_CLC_INLINE int use_incs_inc_inline(int x) {" in code
    assert "_CLC_NOINLINE int use_incs_inc_noinline(int x) {" in code
    assert "\nint use_incs_inc_default(int x) {" in code
    for out in run_both(use_incs, lambda: [np.zeros(3, np.int32)]):
        np.testing.assert_array_equal(out[0], [11, 12, 13])


def test_is_inline_refuses_other_values():
    with pytest.raises(ValueError, match='Invalid value of parameter "is_inline"'):
        S.prim_func(is_inline="yes")(lambda x: x)


# S.meta_var -----------------------------------------------------------------------

def pair():
    return 3, 5


@S.prim_func
def meta_kernel(out: S.ptr("int32", "global")):
    size = S.meta_var(8)  # stays a Python int: a valid shape
    buf = S.alloc_buffer((size,), "int32")
    lo, hi = S.meta_var(pair())
    for i in range(size):
        buf[i] = i * lo + hi
    if S.get_local_id() == 0:
        for i in range(size):
            out[i] = buf[i]


def test_meta_var_binds_parse_time_values():
    for args in run_both(meta_kernel, lambda: [np.zeros(8, np.int32)]):
        np.testing.assert_array_equal(args[0], np.arange(8) * 3 + 5)
    text = str(BuildManager().lower(meta_kernel))
    assert "tir.var" not in text  # no variables made for size, lo, hi


def test_meta_var_name_cannot_be_redefined():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        x = 1
        x = S.meta_var(2)
        out[0] = x

    with pytest.raises(CompassError, match='"x" of an "S.meta_var" is already defined') as info:
        BuildManager().build(kernel)
    assert located(kernel, 3) in str(info.value)


# S.block and S.axis ---------------------------------------------------------------

@S.prim_func
def block_add(A: S.ptr("int32", "global"), B: S.ptr("int32", "global"), C: S.ptr("int32", "global"),
              n: S.i32):
    a = S.match_buffer(A, shape=(n,))
    b = S.match_buffer(B, shape=(n,))
    c = S.match_buffer(C, shape=(n,))
    for i in S.tec_range(4):
        for j in range((n + 3) // 4):
            with S.block("C"):
                vi = S.axis.S(n, i * ((n + 3) // 4) + j)
                if vi < n:
                    c[vi] = a[vi] + b[vi]


@S.prim_func
def block_transpose_sum(A: S.ptr("float32", "global"), B: S.ptr("float32", "global"),
                        R: S.ptr("float32", "global"), h: S.i32, w: S.i32):
    a = S.match_buffer(A, shape=(h, w))
    b = S.match_buffer(B, shape=(w, h))
    r = S.match_buffer(R, shape=(h,))
    if S.get_local_id() == 0:
        for i, j in S.grid(h, w):
            with S.block("transpose"):
                vi, vj = S.axis.remap("SS", [i, j])
                b[vj, vi] = a[vi, vj]
        for i in range(h):
            with S.block("init"):
                vi = S.axis.remap("S", [i])
                r[vi] = 0.0
            for j in range(w):
                with S.block("sum"):
                    vi, vk = S.axis.remap("SR", [i, j])
                    vk2 = S.axis.reduce((0, w), j)
                    vi2 = S.axis.spatial(h, i)
                    r[vi2] = r[vi] + a[vi, vk] * 0.5 + a[vi2, vk2] * 0.5


def test_block_and_axis_spatial():
    n = 37
    a, b = RNG.integers(-1000, 1000, n).astype(np.int32), RNG.integers(-1000, 1000, n).astype(np.int32)
    for args in run_both(block_add, lambda: [a.copy(), b.copy(), np.zeros(n, np.int32), n]):
        np.testing.assert_array_equal(args[2], a + b)


def test_block_and_axis_remap_reduce():
    h, w = 3, 5
    a = RNG.standard_normal((h, w)).astype(np.float32)
    make = lambda: [a.copy(), np.zeros((w, h), np.float32), np.zeros(h, np.float32), h, w]
    expected_sum = np.zeros(h, np.float32)
    for i in range(h):
        for j in range(w):
            expected_sum[i] = expected_sum[i] + a[i, j] * np.float32(0.5) + a[i, j] * np.float32(0.5)
    for args in run_both(block_transpose_sum, make):
        np.testing.assert_array_equal(args[1], a.T)
        np.testing.assert_array_equal(args[2], expected_sum)


def test_block_has_its_own_scope():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        with S.block("b"):
            inside = 3
        out[0] = inside

    with pytest.raises(CompassError, match='The name "inside" is not defined.') as info:
        BuildManager().build(kernel)
    assert located(kernel, 4) in str(info.value)


def test_other_with_statements_are_refused_without_running():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        with open("/nonexistent/compass-must-not-open-this"):
            out[0] = 1

    with pytest.raises(CompassError, match="Visitor of AST node is not implemented: With") as info:
        BuildManager().build(kernel)
    assert located(kernel, 2) in str(info.value)


@pytest.mark.parametrize("statement, message", [
    ('vi = S.axis.remap("SX", [i, i])', 'The arg "kinds" of "S.axis.remap" expect a string of "S" and "R"'),
    ('vi = S.axis.remap("SS", [i])', '"S.axis.remap" got 2 kinds but 1 bindings'),
    ('vi = S.axis.spatial(8, 1.5)', 'The arg "binding" of "S.axis.spatial" expect an integer scalar'),
    ('vi = S.axis.reduce((0, 1, 2), i)', 'The arg "dom" of "S.axis.reduce" expect an extent or'),
    ('vi = S.axis.spatial(8)', 'The builtin "S.axis.spatial": missing a required argument'),
])
def test_axis_errors(tmp_path, statement, message):
    source = (f"from compass import script as S\n\n"
              f"@S.prim_func\n"
              f"def kernel(out: S.ptr(\"int32\", \"global\")):\n"
              f"    for i in range(8):\n"
              f"        with S.block(\"b\"):\n"
              f"            {statement}\n"
              f"            out[i] = 0\n")
    path = tmp_path / "axis_kernel.py"
    path.write_text(source)
    namespace = {}
    exec(compile(source, str(path), "exec"), namespace)
    with pytest.raises(CompassError, match=message.replace("(", r"\(").replace(")", r"\)")) as info:
        BuildManager().build(namespace["kernel"])
    assert f"{path}:7:" in str(info.value)


def test_block_outside_a_kernel():
    with pytest.raises(RuntimeError, match='"S.block" can only be called inside'):
        S.block("b")


# S.match_buffer with runtime extents ----------------------------------------------

@S.prim_func
def transpose(A: S.ptr("int8", "global"), B: S.ptr("int8", "global"), h: S.int32, w: S.int32):
    a = S.match_buffer(A, shape=(h, w))
    b = S.match_buffer(B, shape=(w, h))
    for i in S.tec_range(S.get_local_size()):
        for r in range(i, h, S.get_local_size()):
            for c in range(w):
                b[c, r] = a[r, c]


def test_match_buffer_with_variable_shape():
    for h, w in ((5, 7), (8, 3)):
        a = RNG.integers(-128, 128, (h, w)).astype(np.int8)
        for args in run_both(transpose, lambda: [a.copy(), np.zeros((w, h), np.int8), h, w]):
            np.testing.assert_array_equal(args[1], a.T)


def test_match_buffer_variable_shape_checks_the_arrays():
    ex = BuildManager().build(transpose)
    for run in (transpose, ex):
        with pytest.raises(ArgumentError, match=r'The 2-th arg "B" .* has 34 elements, but the kernel '
                                                r'matches it with a buffer of shape \(7, 5\), 35'):
            run(np.zeros((5, 7), np.int8), np.zeros(34, np.int8), 5, 7)


def test_match_buffer_refuses_non_integer_extents():
    @S.prim_func
    def kernel(A: S.ptr("int8", "global"), x: S.fp32):
        a = S.match_buffer(A, shape=(x,))
        a[0] = 1

    with pytest.raises(CompassError, match='The arg "shape" of "S.match_buffer" expect positive '
                                           'integer constants or integer scalars') as info:
        BuildManager().build(kernel)
    assert located(kernel, 2) in str(info.value)


@pytest.mark.parametrize("extent, named", [(-4, "-4"), (0, "0"), (2.5, "2.5"), (True, "True")])
def test_match_buffer_names_a_refused_constant_extent(extent, named):
    @S.prim_func
    def kernel(A: S.ptr("int8", "global")):
        a = S.match_buffer(A, shape=(4, extent))
        a[0, 0] = 1

    with pytest.raises(CompassError, match=f'integer constants or integer scalars, but got: '
                                           f'{named}\\.') as info:
        BuildManager().build(kernel)
    assert located(kernel, 2) in str(info.value)


# S.size_* -------------------------------------------------------------------------

@S.prim_func
def size_kernel(out: S.ptr("int32", "global"), n: S.size_i32, m: S.size_int16):
    half = S.size_i32(n // 2)
    for i in range(S.get_local_id(), n, S.get_local_size()):
        out[i] = i * half + m


def test_size_types_are_non_negative_integers():
    assert str(S.size_i32) == "size_i32" and str(S.size_i32.dtype) == "int32"
    assert str(S.size_int16.dtype) == "int16" and str(S.size_i32x8.dtype) == "int32x8"
    for args in run_both(size_kernel, lambda: [np.zeros(9, np.int32), 9, 4]):
        np.testing.assert_array_equal(args[0], np.arange(9) * 4 + 4)
    ex = BuildManager().build(size_kernel)
    for run in (size_kernel, ex):
        with pytest.raises(ArgumentError, match=r'The 2-th arg "n" of function "size_kernel" is a size '
                                                r'\("S.size_int32"\), which can\'t be negative, but '
                                                r'got: "-1"'):
            run(np.zeros(9, np.int32), -1, 4)
        with pytest.raises(ArgumentError, match=r'The 3-th arg "m" .* is a size'):
            run(np.zeros(9, np.int32), 9, -4)


def test_negative_constant_size_is_an_error():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        out[0] = S.size_i32(-3)

    with pytest.raises(CompassError, match='"S.size_i32" is a size, which can\'t be negative, '
                                           'but got: "-3"') as info:
        BuildManager().build(kernel)
    assert located(kernel, 2) in str(info.value)


# Views (test_views.py has the rest) ------------------------------------------------

def test_view_shorter_than_the_declared_shape():
    base = np.zeros(16, np.float32)

    @S.prim_func
    def kernel(A: S.ptr("float32", "global")):
        a = S.match_buffer(A, shape=(10,))
        a[0] = 1.0

    for run in (kernel, BuildManager().build(kernel)):
        with pytest.raises(ArgumentError, match=r'The 1-th arg "A" .* has 7 elements'):
            run(base.reshape(2, 8)[:, ::2][1:])  # it spans base[8] to base[14]: 7 elements


# CPS_DSL --------------------------------------------------------------------------

def test_cps_dsl_options_and_aliases():
    options = ControlOptions("d; rs=1195868741")
    assert options.is_debug and options.random_seed == 1195868741
    assert options.cc_options == ["-g", "-cl-opt-disable"]
    assert ControlOptions("random-seed=5").random_seed == 5
    assert ControlOptions("dbg").is_debug and ControlOptions("debug").is_debug
    assert ControlOptions("").cc_options == [] and ControlOptions("").random_seed is None


@pytest.mark.parametrize("option, flag", [("rp", "is_random_pause"), ("p", "is_profile"),
                                          ("emu", "is_emu"), ("asm", "is_asm"), ("r=key", "is_rpc")])
def test_cps_dsl_options_without_effect_warn(option, flag):
    with pytest.warns(UserWarning, match=f'CPS_DSL option "{option}" has no effect in Compass'):
        assert getattr(ControlOptions(option), flag)


@pytest.mark.parametrize("text, bad", [("xyz", "xyz"), ("d;unknown=1", "unknown=1"),
                                       ("rs=abc", "rs=abc"), ("rs", "rs")])
def test_cps_dsl_unknown_or_malformed_options_are_errors(text, bad):
    with pytest.raises(ValueError, match=f'Unsupported option "{bad}" in environment "CPS_DSL"'):
        ControlOptions(text)


def test_cps_dsl_is_checked_when_compass_is_imported():
    env = dict(os.environ, CPS_DSL="d;bogus")
    result = subprocess.run([sys.executable, "-c", "import compass"], env=env,
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert 'Unsupported option "bogus" in environment "CPS_DSL"' in result.stderr
    env["CPS_DSL"] = "d"
    code = ("import compass; from compass.options import control_option as c; "
            "print(c.is_debug, c.cc_options)")
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert result.stdout.strip() == "True ['-g', '-cl-opt-disable']", result.stderr
