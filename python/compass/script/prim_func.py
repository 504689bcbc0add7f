"""@S.prim_func: a kernel or subroutine written in the Compass DSL.

Calling a prim_func from Python runs it in the simulator (as upstream's
PySim does), on the caller's NumPy arrays in place.
"""

import functools
import inspect
import os
import warnings

from .. import _compass
from ..errors import CompassRuntimeError, from_diagnostics
from ..target import normalize_target
from .arguments import check_arguments
from .parser import SourceInfo


class PrimFunc:
    """A Python function decorated with @S.prim_func."""

    def __init__(self, py_func, is_inline=None):
        if is_inline not in (None, True, False):
            raise ValueError(f'Invalid value of parameter "is_inline": {is_inline!r} (expect None, '
                             f'True or False).')
        functools.update_wrapper(self, py_func)
        self.py_func = py_func
        self.name = py_func.__name__
        self.is_inline = is_inline
        self.signature = inspect.signature(py_func)
        self.source = SourceInfo(py_func)
        self.target = "X2_1204"  # the target Python calls simulate
        self._simulations = {}   # target → (program, param types)

    def __repr__(self):
        return f"<prim_func {self.name}>"

    def __hash__(self):
        return id(self)

    def __eq__(self, other):
        return self is other

    def simulation(self, target=None):
        """The decoded simulator program of this kernel for `target` (cached)."""
        from .compiler import compile_to_tir, lower_to_compass
        target = normalize_target(target or self.target)
        if target not in self._simulations:
            module, params = compile_to_tir(self, target=target)
            lowered = lower_to_compass(module, target)
            try:
                program = _compass.simulator.Program(lowered, target)
            except _compass.simulator.SimulatorError as error:
                raise from_diagnostics(str(error)) from None
            self._simulations[target] = (program, params)
        return self._simulations[target]

    def __call__(self, *args):
        program, params = self.simulation()
        checked = check_arguments(self.name, params, args)
        try:
            program.run(checked, **_run_options())
        except _compass.simulator.SimulatorError as error:
            raise from_diagnostics(str(error), CompassRuntimeError) from None


def _run_options():
    """Simulator options from the environment (documented in the README).

    CPS_TVM_PYSIM_SINGLE_THREAD=TRUE runs the TECs one after another (as
    upstream's PySim does); COMPASS_SIM_STEP_LIMIT bounds the instructions a
    run may execute before it is stopped as a hang."""
    single_tec = os.environ.get("CPS_TVM_PYSIM_SINGLE_THREAD", "").upper() == "TRUE"
    if single_tec:
        warnings.warn("CPS_TVM_PYSIM_SINGLE_THREAD: the TECs run one after another.")
    limit = os.environ.get("COMPASS_SIM_STEP_LIMIT")
    return {"single_tec": single_tec, "step_limit": int(limit) if limit else None}


def prim_func(func=None, is_entry=False, is_inline=None):
    """Decorator: `@S.prim_func` or `@S.prim_func(is_inline=True)`.

    `is_inline` True or False becomes the `compass.inline` attribute of the
    function in the IR (the C then asks for or forbids inlining); None
    leaves the choice to the compiler. `is_entry` is accepted and unused,
    as upstream: the entry is the function given to the build."""
    if func is None:
        return lambda f: PrimFunc(f, is_inline)
    return PrimFunc(func, is_inline)
