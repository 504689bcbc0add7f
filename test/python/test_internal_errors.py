"""An exception the C++ extension was not meant to raise (a std::exception, a bad_alloc)
reaches the kernel author as a CompassInternalError located at the kernel's definition,
with the original exception as its cause: injected at each call into the extension."""

import inspect

import numpy as np
import pytest

from compass import BuildManager, _compass, script as S
from compass.errors import CompassError, CompassInternalError


@S.prim_func
def add_one(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global")):
    out[0] = a[0] + 1


def def_line(prim_func):
    """The line of the kernel's `def` (after its decorator)."""
    lines, start = inspect.getsourcelines(prim_func.py_func)
    return start + next(i for i, text in enumerate(lines) if text.lstrip().startswith("def "))


DEFINITION_LINE = def_line(add_one)
INJECTED = [RuntimeError("injected failure"), MemoryError("injected bad_alloc")]


def fail_with(error):
    def failing(*args, **kwargs):
        raise error
    return failing


def assert_internal(info, error):
    got = info.value
    assert isinstance(got, CompassInternalError) and isinstance(got, CompassError)
    assert got.__cause__ is error
    assert f'"add_one": {type(error).__name__}: {error}' in got.message
    assert got.file.endswith("test_internal_errors.py") and got.line == DEFINITION_LINE


@pytest.mark.parametrize("error", INJECTED, ids=lambda e: type(e).__name__)
@pytest.mark.parametrize("module, function, stage", [
    ("passes", "lower_to_compass", "while lowering"),
    ("translate", "to_opencl", "emitting the OpenCL C"),
], ids=["lowering", "emitter"])
def test_build_failure(monkeypatch, module, function, stage, error):
    monkeypatch.setattr(getattr(_compass, module), function, fail_with(error))
    with pytest.raises(CompassInternalError) as info:
        BuildManager().build(add_one)
    assert_internal(info, error)
    assert stage in info.value.message


def test_checked_emitter_failure(monkeypatch):
    ex = BuildManager().build(add_one)
    error = RuntimeError("injected failure")
    monkeypatch.setattr(_compass.translate, "to_opencl", fail_with(error))
    with pytest.raises(CompassInternalError) as info:
        ex(np.zeros(8, np.int32), np.zeros(8, np.int32))
    assert_internal(info, error)
    assert "checked OpenCL C" in info.value.message


@pytest.mark.parametrize("error", INJECTED, ids=lambda e: type(e).__name__)
def test_simulator_decoding_failure(monkeypatch, error):
    @S.prim_func
    def fresh(a: S.ptr("int32x8", "global")):
        a[0] = a[0] + 1

    monkeypatch.setattr(_compass.simulator, "Program", fail_with(error))
    with pytest.raises(CompassInternalError) as info:
        fresh(np.zeros(8, np.int32))
    assert info.value.__cause__ is error and "decoding for the simulator" in info.value.message
    assert info.value.line == def_line(fresh)


@pytest.mark.parametrize("error", INJECTED, ids=lambda e: type(e).__name__)
def test_simulator_run_failure(monkeypatch, error):
    add_one(np.zeros(8, np.int32), np.zeros(8, np.int32))  # decoded and cached
    for target, (decoded, params) in list(add_one._simulations.items()):
        class Failing:
            last_perf_ticks = []
            run = staticmethod(fail_with(error))

            def __getattr__(self, name):
                return getattr(decoded, name)
        monkeypatch.setitem(add_one._simulations, target, (Failing(), params))
    with pytest.raises(CompassInternalError) as info:
        add_one(np.zeros(8, np.int32), np.zeros(8, np.int32))
    assert_internal(info, error)
    assert "while simulating" in info.value.message


def test_the_kernels_own_errors_stay_what_they_are():
    """A rejection of the kernel is not an internal error."""
    @S.prim_func
    def bad(a: S.ptr("int32x8", "global")):
        a[0] = S.int32x16(1)  # 16 lanes through an 8-lane pointer

    with pytest.raises(CompassError) as info:
        BuildManager().build(bad)
    assert not isinstance(info.value, CompassInternalError)
