"""Size types: `S.size_i32`, `S.size_int16`, `S.size_i32x8`, … (18 names).

A size is an integer that is never negative: a count, an extent, an index.
Upstream makes such variables TIR SizeVars so its simplifier may assume it.
Here a size annotates a parameter or converts a value exactly like the plain
integer type of the same width; what it adds is the promise, which the
Python call checks: a negative argument for a size parameter is refused,
naming the parameter, on both execution paths.
"""

import re

from .types import DtypeConstructor

_SIZE_RE = re.compile(r"^size_(i|int)(8|16|32)(?:x([1-9]\d*))?$")


class SizeConstructor(DtypeConstructor):
    """`S.size_i32`: an int32 that is never negative."""

    def __init__(self, dtype, name):
        super().__init__(dtype)
        self.name = name

    def __str__(self):
        return self.name

    __repr__ = __str__


def size_constructor_for_name(name):
    """The SizeConstructor an attribute name of S denotes, or None."""
    match = _SIZE_RE.match(name)
    if not match:
        return None
    _, bits, lanes = match.groups()
    dtype = f"int{bits}" + (f"x{lanes}" if lanes else "")
    return SizeConstructor(dtype, name)


def is_size(annotation):
    return isinstance(annotation, SizeConstructor)
