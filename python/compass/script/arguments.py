"""Checks and converts the arguments of a kernel call from Python.

Both execution paths (the simulator and POCL) take their arguments from
here, so a call is refused the same way on both, with a message naming the
parameter. Arrays become flat C-contiguous windows onto the caller's memory:
a strided view (a slice of a C-contiguous array) is passed as its base plus
the offset of its first element, as upstream does (the kernel sees the base's
memory from there on). A view whose elements run against memory order (a
transpose, a negative step) is refused, as upstream's simulator refuses it:
base plus offset would hand the kernel the elements in another order.
"""

import math

import numpy as np

from ..dtypes import DataType, get_range
from .types import PointerType


class ArgumentError(TypeError, AssertionError):
    """A kernel called with arguments that don't match its parameters (upstream raises
    AssertionError for these; TypeError is what Python raises for a bad call)."""


class KernelParams:
    """What a Python call needs to know about an entry kernel's parameters."""

    def __init__(self, names, types, sizes=(), shapes=None):
        self.names = list(names)
        self.types = list(types)
        self.sizes = set(sizes)          # indices of S.size_* params
        self.shapes = dict(shapes or {})  # pointer index → S.match_buffer extents

    def __len__(self):
        return len(self.types)

    def __iter__(self):  # the parameter types, as the list they replace
        return iter(self.types)


def _owner(array):
    """The C-contiguous array whose memory `array` views."""
    while not array.flags.c_contiguous and isinstance(array.base, np.ndarray):
        array = array.base
    return array


def _in_memory_order(array):
    """Whether the view's elements, read in C order, never step backwards in memory."""
    strides = [stride for extent, stride in zip(array.shape, array.strides) if extent > 1]
    return all(stride > 0 for stride in strides) and strides == sorted(strides, reverse=True)


def _window(array, dtype):
    """A flat C-contiguous array of `dtype` that starts at `array`'s first
    element and runs to the end of the memory it views, writing through;
    None for a view that base plus offset cannot represent."""
    if array.flags.c_contiguous:
        return array.reshape(-1)
    owner = _owner(array)
    if not _in_memory_order(array):
        return None
    if not owner.flags.c_contiguous:
        return None
    offset = array.__array_interface__["data"][0] - owner.__array_interface__["data"][0]
    raw = owner.reshape(-1).view(np.uint8)[offset:]
    itemsize = np.dtype(dtype).itemsize
    return raw[:len(raw) - len(raw) % itemsize].view(dtype)


class _Checker:
    def __init__(self, name, params, args):
        self.name, self.params, self.args = name, params, args

    def name_of(self, index):
        names = self.params.names
        return names[index] if index < len(names) else ""

    def label(self, index):
        arg_name = f' "{self.name_of(index)}"' if self.name_of(index) else ""
        return f'The {index + 1}-th arg{arg_name} of function "{self.name}"'

    def pointer(self, index, ptype, arg):
        if arg is None or (isinstance(arg, int) and not isinstance(arg, bool) and arg == 0):
            return None
        if not isinstance(arg, np.ndarray):
            raise ArgumentError(f'{self.label(index)} expect a NumPy array (or None for a null '
                                f'pointer), but got: "{type(arg).__name__}".')
        if not arg.flags.writeable:
            raise ArgumentError(f"{self.label(index)} is a read-only NumPy array.")
        if ptype.dtype is not None:
            expected = ptype.dtype.numpy_dtype
            if arg.dtype != expected:
                raise ArgumentError(f'{self.label(index)} expect a NumPy array of '
                                    f'"{ptype.dtype.element}", but got: "{arg.dtype}".')
        window = _window(arg, arg.dtype)
        if window is None:
            # Upstream's words first (callers match on them), then the parameter's name.
            raise ArgumentError(f'The {index + 1}-th arg of function "{self.name}" expect a C-style '
                                f'contiguous NumPy, please achieve it through '
                                f'"numpy.ascontiguousarray". It is parameter '
                                f'"{self.name_of(index)}", given a view whose elements run '
                                f'against memory order.')
        self.check_shape(index, window)
        return window

    def check_shape(self, index, window):
        """The array holds what the kernel's S.match_buffer declares on it."""
        for extents in self.params.shapes.get(index, ()):
            values = []
            for extent in extents:
                if isinstance(extent, tuple):  # ("param", i): the i-th scalar arg
                    extent = self.args[extent[1]]
                    extent = extent.item() if isinstance(extent, np.generic) else extent
                if not isinstance(extent, int) or isinstance(extent, bool):
                    break  # an extent computed in the kernel: the simulator checks the accesses
                values.append(extent)
            else:
                needed = math.prod(values)
                if window.size < needed:
                    shape = ", ".join(str(v) for v in values)
                    raise ArgumentError(f"{self.label(index)} has {window.size} elements, but the "
                                        f"kernel matches it with a buffer of shape ({shape}), "
                                        f"{needed} elements.")

    def scalar(self, index, dtype, arg):
        if isinstance(arg, np.generic):
            arg = arg.item()
        if not isinstance(arg, (bool, int, float)):
            raise ArgumentError(f'{self.label(index)} expect a "{dtype}" scalar, but got: '
                                f'"{type(arg).__name__}".')
        if dtype.is_bool:
            return bool(arg)
        if dtype.is_floating:
            return float(arg)
        if isinstance(arg, float):
            raise ArgumentError(f'{self.label(index)} expect a "{dtype}" integer, but got: "{arg}".')
        low, high = get_range(dtype)
        if not low <= arg <= high:
            raise ArgumentError(f'{self.label(index)} "{arg}" is out of the range of "{dtype}".')
        if index in self.params.sizes and arg < 0:
            raise ArgumentError(f'{self.label(index)} is a size ("S.size_{dtype}"), which can\'t be '
                                f'negative, but got: "{arg}".')
        return int(arg)


def check_arguments(name, params, args):
    """The call's arguments, checked against the kernel's parameters
    (a KernelParams, or a plain list of parameter types)."""
    if not isinstance(params, KernelParams):
        params = KernelParams([], params)
    if len(args) != len(params.types):
        raise ArgumentError(f'The function "{name}" expect {len(params.types)} args, '
                            f'but got: "{len(args)}".')
    checker = _Checker(name, params, args)
    checked = []
    for index, (ptype, arg) in enumerate(zip(params.types, args)):
        if isinstance(ptype, PointerType):
            checked.append(checker.pointer(index, ptype, arg))
        else:
            checked.append(checker.scalar(index, DataType(ptype), arg))
    return checked
