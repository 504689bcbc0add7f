"""TVM-Script structure that upstream kernels may contain: S.meta_var and S.block.

Upstream's DSL is a fork of TVM Script, so its kernels may still carry TIR
scheduling structure. Compass compiles kernels directly, without a TIR
scheduler, so these keep only the meaning they have when a kernel runs:

- `x = S.meta_var(value)` binds `x` to the parse-time value itself: a Python
  number stays a number (usable as a shape), a tuple of values is unpacked
  without making variables;
- `with S.block("name"):` runs its body once, in a scope of its own (names
  bound inside are not visible after it), as a TIR block without a schedule
  does; its iteration variables come from `S.axis.*` (axis.py).

These functions are evaluated by the parser at parse time (they may receive
IR values), never at run time.
"""

import inspect

from .values import SemanticError, Value, describe, is_literal


class ParseTimeFunction:
    """An S.* function the parser calls itself, with IR values allowed."""

    def __init__(self, name, function):
        self.name = name
        self.function = function
        self.__doc__ = function.__doc__

    def expand(self, args, kwargs):
        try:
            bound = inspect.signature(self.function).bind(*args, **kwargs)
        except TypeError as error:
            raise SemanticError(f'The builtin "S.{self.name}": {error}.') from None
        return self.function(*bound.args, **bound.kwargs)

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f'"S.{self.name}" can only be called inside a function decorated '
                           f'with "S.prim_func".')

    def __repr__(self):
        return f"S.{self.name}"


class MetaValue:
    """The result of S.meta_var: bound to a name as the value itself."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


class BlockFrame:
    """The context `with S.block(...)` opens: a scope, nothing else."""

    def __init__(self, name):
        self.name = name


def _meta_var(value):
    """Bind the parse-time value itself instead of a variable."""
    return MetaValue(value)


def _block(name_hint="", no_realize=False):
    """A TIR block: its body runs once, in a scope of its own."""
    if not isinstance(name_hint, str):
        raise SemanticError(f'The arg "name_hint" of "S.block" expect a string, but got: '
                            f'{describe(name_hint)}.')
    return BlockFrame(name_hint)


meta_var = ParseTimeFunction("meta_var", _meta_var)
block = ParseTimeFunction("block", _block)


def check_integer(name, arg, value):
    """An integer scalar (IR or Python) for an axis binding or domain."""
    ok = (isinstance(value, Value) and value.dtype.is_arithmetic_integer and value.dtype.is_scalar) or \
        (is_literal(value) and isinstance(value, int) and not isinstance(value, bool))
    if not ok:
        raise SemanticError(f'The arg "{arg}" of "S.{name}" expect an integer scalar, but got: '
                            f'{describe(value)}.')
    return value
