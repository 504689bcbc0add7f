"""compass.pytest_plugin: a kernel author's own tests, run on every execution path.

    pytest --compass-paths=sim,pocl,native tests/

An installed Compass registers this module with pytest (the `pytest11` entry point), so no
`-p` is needed; without --compass-paths it does nothing. With it, every kernel call a test
makes is checked across the named paths (compass.crosscheck):

- `f(*args)` of an `@S.prim_func` runs in the simulator and `ex(*args)` of a built Executor on
  POCL, in place, as without the plugin, when that path is named; otherwise on the first named
  path (`--compass-paths=native` alone runs every call natively: the fast run; `checked` is
  the native tier with every memory access checked, compass.jit(f, checked=True));
- then on every other named path, on copies of the arguments taken before the call: each
  array must hold the first path's bytes exactly, and the simulator and the native tier must
  print the same S.printf text.

A disagreement fails the test naming the kernel, the argument and the first differing element
with both values; a kernel a path cannot run (S.aiff, inline assembly) is left out on that
path. The run ends with a line per path: the calls compared and those left out.
"""

import contextlib
import json
import threading

import pytest

from .build_manager import Executor
from .crosscheck import PATHS, Crosscheck
from .script.functions import PrimFunc

_STATE = threading.local()  # depth: > 0 inside a checked call (its own runs go straight)
_ACTIVE = {}                # "crosscheck", "undo": while a run has --compass-paths


def parse_paths(text):
    """The paths of a --compass-paths value, in order; ValueError names a bad one."""
    paths = [path.strip() for path in text.split(",") if path.strip()]
    if not paths or any(path not in PATHS for path in paths):
        raise ValueError(f'--compass-paths takes a comma-separated list of {", ".join(PATHS)}, '
                         f'but got: "{text}".')
    return tuple(dict.fromkeys(paths))


@contextlib.contextmanager
def _checking():
    _STATE.depth = getattr(_STATE, "depth", 0) + 1
    try:
        yield
    finally:
        _STATE.depth -= 1


def _nested():
    return getattr(_STATE, "depth", 0) > 0


def install(crosscheck, routes=("sim", "pocl")):
    """Routes every f(*args) ("sim" in `routes`) and ex(*args) ("pocl") through
    `crosscheck`; returns the undo. A call made while a checked call runs (a POCL failure
    located by the simulator, say) runs as it would without the plugin."""
    simulator = PrimFunc.simulator
    simulate, on_pocl = simulator.run, Executor.run

    def simulator_run(prim_func, args, profile=False, target=None):
        if profile or _nested():
            return simulate(prim_func, args, profile, target)
        with _checking():
            return crosscheck.call("sim", prim_func, args, target,
                                   lambda: simulate(prim_func, args, profile, target))

    def executor_run(self, *args):
        if _nested():
            return on_pocl(self, *args)
        with _checking():
            return crosscheck.call("pocl", self.prim_func, args, self.target,
                                   lambda: on_pocl(self, *args))

    if "sim" in routes:
        simulator.run = simulator_run
    if "pocl" in routes:
        Executor.run = executor_run

    def undo():
        simulator.run = simulate
        Executor.run = on_pocl

    return undo


def pytest_addoption(parser):
    group = parser.getgroup("compass")
    group.addoption("--compass-paths", default=None, metavar="PATHS",
                    help="check every kernel call (f(*args), ex(*args)) on these execution "
                         "paths, comma-separated: sim, pocl, native, checked (native alone: "
                         "every call runs natively, fast; checked: natively with every memory "
                         "access checked)")


def pytest_configure(config):
    text = config.getoption("--compass-paths", None)
    if text is None:
        return
    try:
        paths = parse_paths(text)
    except ValueError as error:
        raise pytest.UsageError(str(error)) from None
    crosscheck = Crosscheck(paths)
    _ACTIVE["crosscheck"] = crosscheck
    _ACTIVE["undo"] = install(crosscheck)


def pytest_unconfigure(config):  # pylint: disable=unused-argument
    undo = _ACTIVE.pop("undo", None)
    if undo is not None:
        undo()


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if "crosscheck" in _ACTIVE and workeroutput is not None:  # an xdist worker's share
        workeroutput["compass_paths"] = json.dumps(_ACTIVE["crosscheck"].dump())


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):  # pylint: disable=unused-argument
    data = getattr(node, "workeroutput", {}).get("compass_paths")
    if data and "crosscheck" in _ACTIVE:
        _ACTIVE["crosscheck"].merge(json.loads(data))


def pytest_terminal_summary(terminalreporter):
    if "crosscheck" in _ACTIVE:
        for line in _ACTIVE["crosscheck"].summary():
            terminalreporter.write_line(line)
