"""S.macro: Python functions inlined where a kernel calls them.

Upstream's PySim cannot run macros; here they expand in the front end, so
the simulator and the OpenCL C both see the inlined code. A hygienic macro
(the default) resolves its free names where it is defined, a non-hygienic
one where it is used.
"""

import functools
import inspect

from .parser import FunctionParser, SourceInfo


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
        raise RuntimeError(f'The macro "{self.name}" can only be used inside a function '
                           f'decorated with "S.prim_func".')


def macro(*args, hygienic=True):
    """`@S.macro` or `@S.macro(hygienic=False)`."""
    if len(args) == 1 and callable(args[0]):
        return Macro(args[0], hygienic)
    return lambda func: Macro(func, hygienic)


class MacroExpander(FunctionParser):
    """Builds a macro's body at the caller's insertion point."""

    def __init__(self, caller, macro_func, arguments):
        super().__init__(caller.compiler, macro_func, symbol=None, is_entry=False)
        self.depth = caller.depth
        self.loops = []
        if not macro_func.hygienic:
            self.globals = caller.globals
            self.closure = caller.closure
            self.scopes = list(caller.scopes)
        self.caller_depth = caller.depth
        self.scopes.append({})
        for name, value in arguments.items():
            # Reassigned parameters become variables, like a function's.
            if name in self.variables:
                self.bind(name, value, self.source.tree)
            else:
                self.scopes[-1][name] = value
        self.result = None

    def expand(self):
        for statement in self.source.tree.body:
            if self.terminated:
                break
            self.visit(statement)
        return self.result

    def visit_Return(self, node):
        if self.depth != self.caller_depth or self.loops:
            raise self.error(node, "A macro can only return at the end of its body.")
        self.result = None if node.value is None else self.read_expr(node.value)
        self.terminated = True


def expand_macro(caller, macro_func, args, kwargs, node):
    """The value of a macro call (None without `return`)."""
    try:
        bound = macro_func.signature.bind(*args, **kwargs)
    except TypeError as error:
        raise caller.error(node, f'The macro "{macro_func.name}": {error}.') from None
    bound.apply_defaults()
    return MacroExpander(caller, macro_func, bound.arguments).expand()
