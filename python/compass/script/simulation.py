"""Running a prim_func in the simulator, as upstream's PySim does.

Compiles the kernel to compass-level IR once per target, decodes it into a
simulator program (cached on the PrimFunc) and runs it on the caller's NumPy
arrays in place. Installs itself as `PrimFunc.simulator`.
"""

import os
import sys
import warnings

from .. import _compass
from ..deep import on_a_deep_stack
from ..profile import Profile
from ..errors import (CompassRuntimeError, from_diagnostics, internal_errors,
                      warning_from_diagnostic)
from ..target import normalize_target
from .arguments import Memory, check_arguments
from .compiler import compile_to_tir, lower_to_compass
from .functions import PrimFunc


def lowered_module(prim_func, target):
    """(compass-level module, KernelParams) of `prim_func` for the target named
    `target`: what the simulator decodes and the native path compiles."""
    module, params = compile_to_tir(prim_func, target=target)
    with internal_errors("lowering", prim_func):
        return lower_to_compass(module, target), params


def program(prim_func, target=None):
    """(simulator program, KernelParams) of `prim_func` for `target`, cached."""
    target = normalize_target(target or prim_func.target)
    if target not in prim_func._simulations:
        lowered, params = lowered_module(prim_func, target)
        with internal_errors("decoding for the simulator", prim_func):
            try:
                decoded = on_a_deep_stack(lambda: _compass.simulator.Program(lowered, target))
            except _compass.simulator.SimulatorError as error:
                raise from_diagnostics(str(error)) from None
        prim_func._simulations[target] = (decoded, params)
    return prim_func._simulations[target]


def simulator_arguments(name, params, args):
    """`args` checked against `params`, as the extension's Program.run takes them."""
    checked = check_arguments(name, params, args)
    # A view's Memory: its base, the pointer `offset` bytes in (the extension takes the pair).
    return [(arg.data, arg.offset) if isinstance(arg, Memory) else arg for arg in checked]


def run(prim_func, args, profile=False, target=None):
    """Runs `prim_func` in the simulator on `args`. What S.printf printed goes
    to sys.stdout; the S.perf_tick_* counts become `prim_func.perf_ticks`.
    With `profile`, returns the run's compass.profile.Profile."""
    decoded, params = program(prim_func, target)
    checked = simulator_arguments(prim_func.name, params, args)
    options = _run_options()  # a bad setting is the user's error, not an internal one
    with internal_errors("simulating", prim_func):
        try:
            decoded.run(checked, profile=profile, **options)
        except _compass.simulator.SimulatorError as error:
            print_output(decoded)
            _issue_warnings(decoded)
            raise from_diagnostics(str(error), CompassRuntimeError) from None
    print_output(decoded)
    _issue_warnings(decoded)
    ticks = {}
    for cid, tec, instructions, _ in decoded.last_perf_ticks:
        ticks.setdefault(cid, {})[tec] = instructions
    prim_func.perf_ticks = ticks
    if profile:
        with internal_errors("profiling", prim_func):
            return Profile(prim_func.name, decoded.last_profile, decoded.last_trace())
    return None


def print_output(decoded):
    """Writes what the latest run of `decoded` (a simulator program or a native
    kernel) printed with S.printf to sys.stdout."""
    output = decoded.last_output
    if output:
        sys.stdout.write(output.decode("utf-8", "replace"))
        sys.stdout.flush()


def _issue_warnings(decoded):
    for line in decoded.last_warnings:
        warnings.warn(warning_from_diagnostic(line), stacklevel=4)


_RACE_MODES = ("error", "warn")


def _races_as_warnings():
    """COMPASS_RACES=warn: data races become warnings and the run goes on (as
    upstream's PySim, which does not look for them); "error" (the default)
    stops the run at the first."""
    mode = os.environ.get("COMPASS_RACES", "error").strip().lower() or "error"
    if mode not in _RACE_MODES:
        raise ValueError(f'COMPASS_RACES expect one of {_RACE_MODES}, but got: "{mode}".')
    return mode == "warn"


def _run_options():
    """Simulator options from the environment (documented in the README).

    CPS_TVM_PYSIM_SINGLE_THREAD=TRUE runs the TECs one after another (as
    upstream's PySim does); COMPASS_SIM_STEP_LIMIT bounds the instructions a
    run may execute before it is stopped as a hang; COMPASS_RACES (see
    _races_as_warnings)."""
    single_tec = os.environ.get("CPS_TVM_PYSIM_SINGLE_THREAD", "").upper() == "TRUE"
    if single_tec:
        warnings.warn("CPS_TVM_PYSIM_SINGLE_THREAD: the TECs run one after another.")
    return {"single_tec": single_tec, "step_limit": step_limit(),
            "races_as_warnings": _races_as_warnings()}


def step_limit():
    """COMPASS_SIM_STEP_LIMIT, the instructions a simulated run may execute (and
    the loop iterations a TEC of the checked C may run), or None for the
    default."""
    text = os.environ.get("COMPASS_SIM_STEP_LIMIT")
    if not text:
        return None
    try:
        limit = int(text)
    except ValueError:
        limit = 0
    if limit <= 0:
        raise ValueError(f'COMPASS_SIM_STEP_LIMIT expect a positive integer (instructions), but '
                         f'got: "{text}".')
    return limit


class _Simulator:
    program = staticmethod(program)
    run = staticmethod(run)


PrimFunc.simulator = _Simulator
