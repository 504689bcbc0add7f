"""Checks and converts the arguments of a kernel call from Python.

The one check of a call: against the parameters the compiled module
describes (KernelParams, read by C++), with the one set of messages, each
naming the parameter. Both execution paths (the simulator and POCL) take
their arguments from here, so a call is refused the same way on both; the
simulator's binding takes only checked arguments.

An array becomes a Memory: the flat C-contiguous memory the
kernel may access, written through to the caller's, and the byte offset in
it where the kernel's pointer points. A C-contiguous array (a slice such as
`a[2:, :]` included) is its own memory, offset 0. Any other view of a
C-contiguous array is passed as upstream's Executor passes it, base plus
offset: the memory is the stretch of the base the view spans (from its
lowest element to its highest), the pointer at the view's first element, so
a sliced or reversed view (`a[1:, 2:5]`, `a[::-1, :]`, `a[:, ::-2]`) reaches
the base's memory between its elements, before the first element too when
a stride is negative, and writes land in the base; nothing outside the span.
A view that permutes the axes (a transpose) is refused with upstream's PySim
message."""

import math

import numpy as np

from .. import _compass
from ..dtypes import DataType, get_range
from .types import PointerType


class ArgumentError(TypeError, AssertionError):
    """A kernel called with arguments that don't match its parameters (upstream raises
    AssertionError for these; TypeError is what Python raises for a bad call)."""


class KernelParams:
    """An entry kernel's parameters as its compiled module describes them
    (`_compass.kernel.params`, include/Compass/Dialect/Compass/IR/KernelParams.h):
    what a Python call is checked against, on every path."""

    def __init__(self, params):
        self.params = list(params)
        self.names = [param.name for param in self.params]
        # As the annotations say them: S.ptr(...) types and scalar dtypes.
        self.types = [PointerType(param.dtype, param.space) if param.is_pointer
                      else DataType(param.dtype) for param in self.params]
        self.sizes = {i for i, param in enumerate(self.params) if param.is_size}
        self.shapes = {i: param.shapes for i, param in enumerate(self.params) if param.shapes}
        # Scalars an S.match_buffer shape takes as an extent (index → the
        # first pointer's index): never negative, which the C relies on
        # (isNeverNegativeParam, `n // 32` prints `(n >> 5)`).
        self.extents = {}
        for index, shapes in sorted(self.shapes.items()):
            for extent in (e for shape in shapes for e in shape if isinstance(e, tuple)):
                self.extents.setdefault(extent[1], index)

    @classmethod
    def of(cls, module):
        """The parameters of `module`'s compass.kernel function."""
        return cls(_compass.kernel.params(module))

    def __len__(self):
        return len(self.types)

    def __iter__(self):  # the parameter types
        return iter(self.types)


def _owner(array):
    """The C-contiguous array whose memory `array` views."""
    while not array.flags.c_contiguous and isinstance(array.base, np.ndarray):
        array = array.base
    return array


def _address(array):
    """The address of `array`'s first element."""
    return array.__array_interface__["data"][0]


def _axes_in_order(array):
    """Whether the view keeps its base's axis order: the axes' strides, whatever
    their sign, shrink from the first axis to the last (a transpose's grow)."""
    strides = [abs(stride) for extent, stride in zip(array.shape, array.strides) if extent > 1]
    return strides == sorted(strides, reverse=True)


class Memory:
    """A pointer argument: `data`, the flat C-contiguous memory the kernel may
    access (writes go to the caller's array), and `offset`, the byte offset in
    it of the kernel's pointer (the view's first element)."""

    def __init__(self, data, offset=0):
        self.data, self.offset = data, offset

    @property
    def nbytes(self):
        return self.data.nbytes


def _memory(array):
    """The Memory of `array`, or None for a view base plus offset cannot represent."""
    if array.flags.c_contiguous:
        return Memory(array.reshape(-1))
    owner = _owner(array)
    if not owner.flags.c_contiguous or not _axes_in_order(array):
        return None
    # The bytes the view spans, from its lowest element to the end of its highest.
    low = high = _address(array)
    if array.size:
        for extent, stride in zip(array.shape, array.strides):
            if stride < 0:
                low += stride * (extent - 1)
            else:
                high += stride * (extent - 1)
        high += array.itemsize
    start = low - _address(owner)
    span = owner.reshape(-1).view(np.uint8)[start:start + high - low]
    return Memory(span, _address(array) - low)


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
        memory = _memory(arg)
        if memory is None:
            # Upstream's words first (callers match on them), then the parameter's name.
            raise ArgumentError(f'The {index + 1}-th arg of function "{self.name}" expect a C-style '
                                f'contiguous NumPy, please achieve it through '
                                f'"numpy.ascontiguousarray". It is parameter '
                                f'"{self.name_of(index)}", given a view that permutes its '
                                f'base\'s axes.')
        self.check_shape(index, (memory.nbytes - memory.offset) // arg.itemsize)
        return memory

    def check_shape(self, index, size):
        """The array holds what the kernel's S.match_buffer declares on it."""
        for extents in self.params.shapes.get(index, ()):
            values = []
            for extent in extents:
                if isinstance(extent, tuple):  # ("param", i): the i-th scalar arg
                    extent = self.args[extent[1]]
                    extent = extent.item() if isinstance(extent, np.generic) else extent
                if not isinstance(extent, int) or isinstance(extent, bool) or extent < 0:
                    break  # not an int or negative: that scalar's own check refuses it
                values.append(extent)
            else:
                needed = math.prod(values)
                if size < needed:
                    shape = ", ".join(str(v) for v in values)
                    raise ArgumentError(f"{self.label(index)} has {size} elements, but the "
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
        if isinstance(arg, bool):  # a bool is an int to Python, not to the kernel
            raise ArgumentError(f'{self.label(index)} expect a "{dtype}" number, but got the '
                                f'bool: "{arg}".')
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
        if index in self.params.extents and arg < 0:
            pointer = self.name_of(self.params.extents[index])
            raise ArgumentError(f'{self.label(index)} is an extent of the S.match_buffer shape of '
                                f'"{pointer}", which can\'t be negative, but got: "{arg}".')
        return int(arg)


def copies_of(args):
    """The call's arguments with every array copied: views stay views of a
    copy of their base, and arrays sharing memory share the copy."""
    copies = {}  # id of a base → its copy
    result = []
    for arg in args:
        if not isinstance(arg, np.ndarray):
            result.append(arg)
            continue
        owner = _owner(arg)
        if id(owner) not in copies:
            copies[id(owner)] = (owner, owner.copy(order="C"))
        base, copy = copies[id(owner)]
        offset = _address(arg) - _address(base)
        result.append(np.ndarray(arg.shape, arg.dtype, copy.reshape(-1).view(np.uint8), offset,
                                 arg.strides))
    return result


def check_arguments(name, params, args):
    """The call's arguments, checked against the kernel's parameters (a
    KernelParams): the one check of a call, whichever path runs it."""
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
