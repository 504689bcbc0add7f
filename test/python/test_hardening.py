"""Inputs that used to crash, hang or escape as internal tracebacks
(issue "Hardening"); each must give a result or a clear, located error."""

import subprocess
import sys

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S


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
