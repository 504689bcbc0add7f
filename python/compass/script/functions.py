"""@S.prim_func and @S.macro: the decorated Python functions.

A leaf module (it imports neither the parser nor the compiler), so that the
parser can recognise calls of prim_funcs and macros and the compiler can
build them without import cycles. What runs a prim_func in the simulator is
simulation.py, which installs itself as `PrimFunc.simulator`.
"""

import functools
import inspect

from ..errors import reported_on_stderr
from . import python_calls
from .source import SourceInfo


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
        self._simulations = {}   # target → (program, param types), see simulation.py
        self._natives = {}       # (target, checked) → (native kernel, param types): ../native.py
        #: The latest simulator run's S.perf_tick_* counts: {cid: {TEC id: the
        #: instructions that TEC executed between perf_tick_begin(cid) and
        #: perf_tick_end(cid), summed over its fragments}}.
        self.perf_ticks = {}

    def __repr__(self):
        return f"<prim_func {self.name}>"

    def __hash__(self):
        return id(self)

    def __eq__(self, other):
        return self is other

    def simulation(self, target=None):
        """The decoded simulator program of this kernel for `target` (cached)
        and its parameters; see simulation.py."""
        return PrimFunc.simulator.program(self, target)

    def __call__(self, *args, **kwargs):
        """Runs the kernel in the simulator on `args` (NumPy arrays in place); called by a
        pure Python function while a kernel is parsed, it is a call in that kernel."""
        called = python_calls.dispatch(self, args, kwargs)
        if called is not None:
            return called[0]
        if kwargs:
            raise TypeError(f'"{self.name}" takes its arguments by position.')
        with reported_on_stderr():
            return PrimFunc.simulator.run(self, args)

    def profile(self, *args):
        """Runs the kernel in the simulator on `args` as a call does (arrays in place) and
        returns the run's compass.profile.Profile: instructions per TEC, by kind and per
        source line, barrier waits, DMAs and the timeline (`print()`, `save_trace`,
        `save_html`)."""
        with reported_on_stderr():
            return PrimFunc.simulator.run(self, args, profile=True)

    #: Compiles and runs prim_funcs in the simulator (simulation.py).
    simulator = None


def prim_func(func=None, is_entry=False, is_inline=None):
    """Decorator: `@S.prim_func` or `@S.prim_func(is_inline=True)`.

    `is_inline` True or False becomes the `compass.inline` attribute of the
    function in the IR (the C then asks for or forbids inlining); None
    leaves the choice to the compiler. `is_entry` is accepted and unused,
    as upstream: the entry is the function given to the build."""
    if func is None:
        return lambda f: PrimFunc(f, is_inline)
    return PrimFunc(func, is_inline)


class Macro:
    """A function decorated with @S.macro."""

    def __init__(self, py_func, hygienic=True):
        functools.update_wrapper(self, py_func)
        self.py_func = py_func
        self.name = py_func.__name__
        self.hygienic = hygienic
        self.signature = inspect.signature(py_func)
        self.source = SourceInfo(py_func)

    def __call__(self, *args, **kwargs):
        called = python_calls.dispatch(self, args, kwargs)
        if called is not None:
            return called[0]
        raise RuntimeError(f'The macro "{self.name}" can only be used inside a function '
                           f'decorated with "S.prim_func".')


def macro(*args, hygienic=True):
    """`@S.macro` or `@S.macro(hygienic=False)`."""
    if len(args) == 1 and callable(args[0]):
        return Macro(args[0], hygienic)
    return lambda func: Macro(func, hygienic)
