"""Bad programs get one exception naming the user's file and line."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, CompassRuntimeError, script as S


def first_line(prim_func):
    """Line of the `def` (the decorator sits one line above)."""
    return prim_func.py_func.__code__.co_firstlineno + 1


def build_error(prim_func):
    with pytest.raises(CompassError) as info:
        BuildManager().build(prim_func)
    return str(info.value)


def test_python_print_is_rejected():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        print(a[0])

    text = build_error(kernel)
    assert 'The built-in "print" isn\'t supported, please use "S.printf".' in text
    assert f"{__file__}:{first_line(kernel) + 1}:9" in text
    assert "print(a[0])" in text and "^" in text


def test_string_variable_is_rejected():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        name = "x"

    assert "Can't define string inside primitive function" in build_error(kernel)


def test_reassignment_must_keep_dtype():
    @S.prim_func
    def kernel(a: S.ptr("float32", "global")):
        x = 1
        x = a[0]

    text = build_error(kernel)
    assert 'Type mismatch assignment: "int32" vs. "float32"' in text
    assert f":{first_line(kernel) + 2}:" in text


def test_recursion_is_rejected():
    text = build_error(recursive_entry)
    assert 'The function "countdown" is called recursively' in text


@S.prim_func
def countdown(n: S.i32) -> S.i32:
    return countdown(n - 1)


@S.prim_func
def recursive_entry(a: S.ptr("int32", "global")):
    a[0] = countdown(3)


def test_undefined_name():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        a[0] = missing + 1  # noqa: F821

    assert 'The name "missing" is not defined.' in build_error(kernel)


def test_bad_annotation_is_located():
    @S.prim_func
    def kernel(a: int):
        pass

    text = build_error(kernel)
    assert 'The param "a" expect an annotation like "S.i32"' in text
    assert f":{first_line(kernel)}:" in text


def test_out_of_bounds_store_in_simulator_names_line_and_tec():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), n: S.i32):
        a[n + S.get_local_id()] = 1

    with pytest.raises(CompassRuntimeError) as info:
        kernel(np.zeros(4, np.int32), 2)
    text = str(info.value)
    assert f"{__file__}:{first_line(kernel) + 1}:" in text
    assert "TEC 2" in text


def test_bad_ir_to_compass_opt_is_located(tmp_path):
    import os
    import subprocess
    build = os.environ.get("COMPASS_BUILD_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "build"))
    source = tmp_path / "bad.mlir"
    source.write_text("func.func @f(%p: !compass.ptr<si32, global>) {\n"
                      "  %v = compass.vload %p, %p : !compass.ptr<si32, global>\n}\n")
    for tool, flag in (("compass-opt", "-compass-lower"), ("compass-translate", "--to-opencl")):
        result = subprocess.run([os.path.join(build, "bin", tool), flag, str(source)],
                                capture_output=True, text=True)
        assert result.returncode != 0
        assert f"{source}:2:" in result.stderr


def test_pointer_annotation_checks_its_dtype_and_scope():
    with pytest.raises(AssertionError, match='expect one of .*but got: "float64"'):
        S.ptr("float64", "global")
    with pytest.raises(AssertionError, match='The arg "scope" expect one of'):
        S.ptr("int32", "dram")


def test_rejections_are_also_written_to_stderr_and_are_assertion_errors(capfd):
    """Upstream prints its diagnostics to stderr and raises RuntimeError or
    AssertionError; code written against it reads either."""
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        print(a[0])

    for expected in (RuntimeError, AssertionError):
        with pytest.raises(expected):
            BuildManager().build(kernel)
        _, stderr = capfd.readouterr()
        assert 'The built-in "print" isn\'t supported' in stderr and "print(a[0])" in stderr
    with pytest.raises(CompassError):
        kernel(np.zeros(1, np.int32))
    assert "isn't supported" in capfd.readouterr()[1]


def test_runtime_errors_are_written_to_stderr(capfd):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        a[S.get_local_id() + 8] = 1

    for run in (kernel, BuildManager().build(kernel)):
        with pytest.raises(CompassRuntimeError):
            run(np.zeros(8, np.int32))
        assert "out of bounds" in capfd.readouterr()[1]
