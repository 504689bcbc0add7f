"""Inputs that used to crash, hang or escape as internal tracebacks
(issue "Hardening"); each must give a result or a clear, located error."""

import os
import subprocess
import sys

import numpy as np
import pytest

from compass import ArgumentError, BuildManager, CompassError, script as S


def test_long_flat_expression_chain(both, tmp_path):
    # 400 additions nest 400 levels deep in Python's AST.
    terms = " + ".join(["x"] * 400)
    source = (f"@S.prim_func\ndef kernel(a: S.ptr('int32', 'global'), out: S.ptr('int32', 'global')):\n"
              f"    x = a[0]\n    out[0] = {terms}\n")
    path = _write_module(tmp_path, "chain_kernel", source)
    kernel = _load(path).kernel
    both.check(kernel, lambda: [np.array([3], np.int32), np.zeros(1, np.int32)], 1,
               np.array([1200], np.int32))


def test_error_inside_a_long_chain_is_located_at_its_operator(tmp_path):
    terms = " + ".join(["x"] * 300)
    source = (f"@S.prim_func\ndef kernel(a: S.ptr('int32', 'global'), p: S.ptr('int32', 'global')):\n"
              f"    x = a[0]\n    a[0] = {terms} + p\n")
    path = _write_module(tmp_path, "chain_error", source)
    with pytest.raises(CompassError) as info:
        BuildManager().build(_load(path).kernel)
    assert f"{path}:6:" in str(info.value)


def test_non_ascii_parameter_names_build_and_run(both, tmp_path):
    source = ("@S.prim_func\ndef kernel(数据: S.ptr('int32', 'global'), ñ: S.ptr('int32', 'global')):\n"
              "    ñ[0] = 数据[0] + 1\n")
    kernel = _load(_write_module(tmp_path, "unicode_names", source)).kernel
    both.check(kernel, lambda: [np.array([41], np.int32), np.zeros(1, np.int32)], 1,
               np.array([42], np.int32))


def test_lambda_is_refused_clearly():
    with pytest.raises(CompassError, match='need a function defined with "def"'):
        S.prim_func(lambda a: None)


def test_compass_sim_refuses_out_of_range_scalars(tmp_path):
    from conftest import VADD
    path = tmp_path / "vadd.mlir"
    path.write_text(VADD)
    import os
    sim = os.path.join(os.environ.get("COMPASS_BUILD_DIR", "build"), "bin", "compass-sim")
    result = subprocess.run([sim, str(path), "--arg=buffer:si32:8", "--arg=buffer:si32:8",
                             "--arg=buffer:si32:8", "--arg=scalar:si32:99999999999"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "99999999999" in result.stderr and "si32" in result.stderr


# Depth: programs as deep as a user writes them ------------------------------------------

def _chain_of_functions(count):
    """f0 … f{count-1}, each adding 1 to what the next returns; the kernel stores f0(0)."""
    lines = [f"@S.prim_func\ndef f{count - 1}(x: S.i32) -> S.i32:\n    return x + 1\n"]
    for i in reversed(range(count - 1)):
        lines.append(f"@S.prim_func\ndef f{i}(x: S.i32) -> S.i32:\n    return f{i + 1}(x) + 1\n")
    lines.append("@S.prim_func\ndef kernel(out: S.ptr('int32', 'global')):\n    out[0] = f0(0)\n")
    return "\n".join(lines)


def _chain_of_macros(count):
    lines = [f"@S.macro\ndef m{count - 1}(x):\n    return x + 1\n"]
    for i in reversed(range(count - 1)):
        lines.append(f"@S.macro\ndef m{i}(x):\n    y = m{i + 1}(x) + 1\n    return y\n")
    lines.append("@S.prim_func\ndef kernel(out: S.ptr('int32', 'global')):\n    out[0] = m0(0)\n")
    return "\n".join(lines)


@pytest.mark.parametrize("make, count", [(_chain_of_functions, 200), (_chain_of_macros, 300)],
                         ids=["prim_funcs", "macros"])
def test_long_call_chains_build_and_run(both, tmp_path, make, count):
    """Each prim_func is built at its first call, each macro expanded at its call: a
    chain recurses through the front end as deep as it is long."""
    kernel = _load(_write_module(tmp_path, f"chain_{count}", make(count))).kernel
    both.check(kernel, lambda: [np.zeros(1, np.int32)], 0, np.array([count], np.int32))


def test_the_caller_keeps_its_recursion_limit(tmp_path):
    limit = sys.getrecursionlimit()
    kernel = _load(_write_module(tmp_path, "chain_60", _chain_of_functions(60))).kernel
    kernel(np.zeros(1, np.int32))
    assert sys.getrecursionlimit() == limit


def test_a_macro_expanding_itself_is_a_located_error(tmp_path):
    source = ("@S.macro\ndef twice(x):\n    return again(x) * 2\n\n"
              "@S.macro\ndef again(x):\n    return twice(x) + 1\n\n"
              "@S.prim_func\ndef kernel(out: S.ptr('int32', 'global')):\n    out[0] = twice(1)\n")
    path = _write_module(tmp_path, "macro_cycle", source)
    with pytest.raises(CompassError, match=r'The macro "twice" is expanded recursively '
                                           r'\(twice -> again -> twice\), which is not '
                                           r'supported') as info:
        _load(path).kernel(np.zeros(1, np.int32))
    assert f"{path}:9:" in str(info.value)  # the call in "again"
    assert "RecursionError" not in str(info.value)


def test_a_bool_is_not_an_integer_argument():
    @S.prim_func
    def store(out: S.ptr("int32", "global"), n: S.i32):
        out[0] = n

    for run in (store, BuildManager().build(store)):
        with pytest.raises(ArgumentError, match=r'The 2-th arg "n" of function "store" expect a '
                                                r'"int32" number, but got the bool: "True"'):
            run(np.zeros(1, np.int32), True)


def test_a_pointer_to_a_vector_too_wide_is_located_at_its_annotation():
    @S.prim_func
    def kernel(a: S.ptr("int32x2049", "global"), out: S.ptr("int32", "global")):
        out[0] = 1

    with pytest.raises(CompassError, match=r'The vector "int32x2049" spans 257 hardware '
                                           r'registers; at most 256 are supported') as info:
        kernel(np.zeros(4096, np.int32), np.zeros(1, np.int32))
    assert f"{__file__}:{kernel.py_func.__code__.co_firstlineno + 1}:" in str(info.value)


# Nesting in the IR tools: a large stack up to a bound, a located error beyond --------

def _nested_ifs(depth):
    """A kernel whose store sits under `depth` nested tir.if regions."""
    return "\n".join(
        ["func.func @k(%a: !compass.ptr<si32, global>, %c: i1) attributes {compass.kernel} {",
         "  %c0 = tir.const 0 : si32"] + ["tir.if %c {"] * depth +
        ["tir.store %c0, %a[%c0] : !compass.ptr<si32, global>, si32"] + ["}"] * depth +
        ["return", "}"])


def _tool(name):
    return os.path.join(os.environ.get("COMPASS_BUILD_DIR", "build"), "bin", name)


TOOL_RUNS = {
    "opt": ["compass-opt"],
    "lower": ["compass-opt", "-compass-lower"],
    "translate": ["compass-translate", "--to-opencl-checked"],
    "sim": ["compass-sim", "--arg=buffer:si32:4", "--arg=scalar:i1:1"],
}


@pytest.mark.parametrize("run", TOOL_RUNS.values(), ids=TOOL_RUNS.keys())
def test_tools_take_4000_nested_regions(run, tmp_path):
    """Twice what an 8 MiB main stack held: the tools run on a large stack."""
    path = tmp_path / "deep.mlir"
    path.write_text(_nested_ifs(4000))
    result = subprocess.run([_tool(run[0]), str(path), *run[1:]], capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]


@pytest.mark.parametrize("run", TOOL_RUNS.values(), ids=TOOL_RUNS.keys())
def test_tools_refuse_nesting_beyond_their_bound_at_its_place(run, tmp_path):
    path = tmp_path / "too_deep.mlir"
    path.write_text(_nested_ifs(10001))
    result = subprocess.run([_tool(run[0]), str(path), *run[1:]], capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 1, result.stderr[-2000:]
    assert (f"{path}:10002:11: error: the input nests deeper than 10000 levels of brackets"
            in result.stderr), result.stderr[-2000:]


def test_parse_module_bounds_nesting_too():
    from compass import _compass
    module = _compass.ir.parse_module(_nested_ifs(4000))
    assert "tir.store" in str(module)
    with pytest.raises(_compass.ir.IRError, match=r"<string>:10002:11: error: the input nests "
                                                  r"deeper than 10000 levels"):
        _compass.ir.parse_module(_nested_ifs(10001))


# Helpers: kernels whose source is generated live in real files, since
# @S.prim_func reads its function's source.

def _write_module(directory, name, source):
    path = str(directory / f"{name}.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write("from compass import script as S\n\n" + source)
    return path


def _load(path):
    import importlib.util
    spec = importlib.util.spec_from_file_location(path.rsplit("/", 1)[-1][:-3], path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
