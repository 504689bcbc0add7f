"""compass.jit: a prim_func run natively, JIT-compiled to host code.

`compass.jit(f)` returns a callable that runs the `@S.prim_func` `f` as host
code (the kernel lowered by -compass-lower-to-llvm and compiled by MLIR's
ExecutionEngine, lib/Native), on the caller's NumPy arrays in place. A call
is checked as `f(*args)` checks it (script/arguments.py, the same
exceptions and messages). The run stops with a located CompassRuntimeError
on an integer division by zero, an operand the simulator refuses, barrier
divergence or too deep calls; `compass.jit(f, checked=True)` also checks
every memory access against the kernel's buffers, tables and allocations
(an out-of-bounds access raises the simulator's error, nothing is written
past it) and counts loop iterations against the step limit as the checked C
does (COMPASS_SIM_STEP_LIMIT a TEC, 2e9 by default). Races and uninitialized reads only the simulator finds. The
compiled code is cached on `f` per (target, checked), so each compiles once
and a redefined kernel (a new PrimFunc) compiles anew.
"""

from . import _compass
from .deep import on_a_deep_stack
from .errors import (CompassError, CompassRuntimeError, from_diagnostics, internal_errors,
                     reported_on_stderr)
from .script.functions import PrimFunc
from .script.simulation import lowered_module, print_output, simulator_arguments, step_limit
from .target import normalize_target

#: What the native lowering says of an operation it refuses
#: (lib/Conversion/CompassToCore): one that cannot run off the NPU (S.aiff,
#: S.async_aiff, S.asm), or, were one missing, an operation without a lowering.
_REFUSED = ("cannot run natively", "is not lowered on the native path")


class CompassNotLoweredError(CompassError, NotImplementedError):
    """A kernel using a builtin the native path cannot run (S.aiff,
    S.async_aiff and S.asm, which run nowhere off the NPU), located at its use,
    when the kernel is first compiled."""


def native_kernel(prim_func, target=None, checked=False):
    """(compiled kernel, KernelParams) of `prim_func` for `target`, its memory
    accesses checked when `checked`, compiled on first use and cached on the
    prim_func."""
    target = normalize_target(target or prim_func.target)
    cache = prim_func._natives
    key = (target, bool(checked))
    if key not in cache:
        lowered, params = lowered_module(prim_func, target)
        with internal_errors("compiling natively", prim_func):
            try:
                kernel = on_a_deep_stack(
                    lambda: _compass.native.Kernel(lowered, target, bool(checked)))
            except _compass.native.NativeError as error:
                text = str(error)
                refused = any(marker in text for marker in _REFUSED)
                kind = CompassNotLoweredError if refused else CompassError
                raise from_diagnostics(text, kind) from None
        cache[key] = (kernel, params)
    return cache[key]


class JitFunction:
    """`prim_func` compiled for `target` (None: the prim_func's own, as
    `f(*args)` uses), its memory accesses checked when `checked`; calling it
    runs the kernel natively, in place."""

    def __init__(self, prim_func, target=None, checked=False):
        if not isinstance(prim_func, PrimFunc):
            raise TypeError(f'compass.jit expects a function decorated with "S.prim_func", but '
                            f'got: "{type(prim_func).__name__}".')
        self.prim_func = prim_func
        self.target = None if target is None else normalize_target(target)
        self.checked = bool(checked)
        self.__name__ = prim_func.name
        self.__doc__ = prim_func.__doc__
        #: The latest run's S.perf_tick_* fragments: {cid: {TEC: nanoseconds}}
        #: (the simulator's `prim_func.perf_ticks` counts instructions).
        self.perf_ticks = {}

    def __repr__(self):
        checked = ", checked" if self.checked else ""
        return f"<compass.jit of {self.prim_func!r}{checked}>"

    def kernel(self):
        """The compiled kernel (compiling it on first use)."""
        return native_kernel(self.prim_func, self.target, self.checked)[0]

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError(f'"{self.prim_func.name}" takes its arguments by position.')
        with reported_on_stderr():
            kernel, params = native_kernel(self.prim_func, self.target, self.checked)
            checked = simulator_arguments(self.prim_func.name, params, args)
            limit = step_limit()
            with internal_errors("running natively", self.prim_func):
                try:
                    kernel.run(checked, limit)
                except _compass.native.NativeError as error:
                    print_output(kernel)
                    raise from_diagnostics(str(error), CompassRuntimeError) from None
            print_output(kernel)
            ticks = {}
            for cid, tec, nanoseconds, _ in kernel.last_perf_ticks:
                ticks.setdefault(cid, {})[tec] = nanoseconds
            self.perf_ticks = ticks


def jit(prim_func, target=None, checked=False):
    """A callable running the `@S.prim_func` `prim_func` natively (JIT-compiled
    host code, for speed) on NumPy arrays in place, its arguments checked as
    `prim_func(*args)` checks them. With `checked=True` every memory access
    is checked too: one outside the kernel's buffers, tables and allocations
    raises the simulator's CompassRuntimeError (line, buffer, byte offset,
    TEC), and a TEC running more loop iterations than the step limit the
    checked C's error (an endless loop stops). Races and uninitialized reads only the simulator
    (`prim_func(*args)`) finds."""
    return JitFunction(prim_func, target, checked)
