"""Annotations and dtype constructors of the DSL: S.ptr, S.i32, S.int32x8, …"""

import re

from ..dtypes import ALIASES, SCALAR_DTYPES, STORAGE_DTYPES, DataType
from . import python_calls

POINTER_ELEMENTS = STORAGE_DTYPES + ("void",)
SCOPES = {
    "global": "global", "global.1": "global.1", "global.2": "global.2",
    "global.3": "global.3", "private": "private", "local": "private",
    "lsram": "lsram", "shared": "shared", "constant": "constant",
}


def _pointee(dtype):
    """The DataType a pointer of `dtype` points to, checked like upstream."""
    try:
        pointee = DataType(str(dtype))
    except (ValueError, TypeError):
        pointee = None
    if pointee is None or pointee.element not in POINTER_ELEMENTS:
        raise AssertionError(f'The scalar form of arg "dtype" expect one of {POINTER_ELEMENTS}, '
                             f'but got: "{dtype}".')
    return pointee


class PointerType:
    """`S.ptr(dtype, scope)`: a pointer parameter's or variable's type."""

    def __init__(self, dtype, scope="private"):
        if isinstance(dtype, DtypeConstructor):
            dtype = str(dtype.dtype)
        self.dtype = None if str(dtype).strip() == "void" else _pointee(dtype)
        if scope not in SCOPES:
            raise AssertionError(
                f'The arg "scope" expect one of {tuple(SCOPES)}, but got: "{scope}".')
        self.scope = scope
        self.space = SCOPES[scope]

    @property
    def is_void(self):
        return self.dtype is None

    def __str__(self):
        return f'ptr({"void" if self.dtype is None else self.dtype}, {self.scope})'

    __repr__ = __str__

    def __eq__(self, other):
        return (isinstance(other, PointerType) and self.dtype == other.dtype
                and self.space == other.space)

    def __hash__(self):
        return hash((self.dtype, self.space))


def ptr(dtype, scope="private"):
    """Pointer annotation: `a: S.ptr("int32", "global")`."""
    return PointerType(dtype, scope)


class DtypeConstructor:
    """`S.i32`, `S.fp16x16`, …: an annotation, and a conversion when called."""

    def __init__(self, dtype):
        self.dtype = DataType(dtype)

    def __call__(self, *args, **kwargs):
        called = python_calls.dispatch(self, args, kwargs)
        if called is not None:
            return called[0]
        raise RuntimeError(
            f'"S.{self.dtype}(...)" can only be used inside a function decorated '
            f'with "S.prim_func".')

    def __str__(self):
        return str(self.dtype)

    __repr__ = __str__


_ON_DEMAND_RE = re.compile(
    r"^(i|size_i|u|fp|int|size_int|uint|float|bool)(8x|16x|32x|x)([1-9]\d*)$")
_PREFIX = {"i": "int", "size_i": "int", "u": "uint", "fp": "float", "int": "int",
           "size_int": "int", "uint": "uint", "float": "float"}


# S.int8, S.i8, … and the signed size types S.size_i8, S.size_int8, …
_SCALAR_NAMES = {**{name: name for name in SCALAR_DTYPES}, **ALIASES}
_SCALAR_NAMES.update({f"size_{name}": dtype for name, dtype in list(_SCALAR_NAMES.items())
                      if DataType(dtype).is_int})


def constructor_for_name(name):
    """The constructor an attribute name of S denotes, or None."""
    if name in _SCALAR_NAMES:
        return DtypeConstructor(_SCALAR_NAMES[name])
    if name in ("bf16x16", "bfloat16x16"):
        return DtypeConstructor("bfloat16x16")
    match = _ON_DEMAND_RE.match(name)
    if not match:
        return None
    prefix, bits, lanes = match.groups()
    if prefix == "bool":
        if bits != "x":
            return None
        return DtypeConstructor(f"boolx{lanes}")
    if bits == "x":
        return None
    element = f"{_PREFIX[prefix]}{bits[:-1]}"
    if element == "float8":
        return None
    return DtypeConstructor(f"{element}x{lanes}")
