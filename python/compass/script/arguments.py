"""Checks and converts the arguments of a kernel call from Python."""

import numpy as np

from ..dtypes import DataType, get_range
from .types import PointerType


class ArgumentError(TypeError):
    """A kernel called with arguments that don't match its parameters."""


def _check_pointer(index, ptype, arg):
    if arg is None or (isinstance(arg, int) and not isinstance(arg, bool) and arg == 0):
        return None
    if not isinstance(arg, np.ndarray):
        raise ArgumentError(f'The {index}-th arg expect a NumPy array (or None for a null '
                            f'pointer), but got: "{type(arg).__name__}".')
    if not arg.flags.c_contiguous:
        raise ArgumentError(f"The {index}-th arg expect a C-contiguous NumPy array; use "
                            f"numpy.ascontiguousarray first.")
    if not arg.flags.writeable:
        raise ArgumentError(f"The {index}-th arg is a read-only NumPy array.")
    if ptype.dtype is not None:
        expected = ptype.dtype.numpy_dtype
        if arg.dtype != expected:
            raise ArgumentError(f'The {index}-th arg expect a NumPy array of "{ptype.dtype.element}", '
                                f'but got: "{arg.dtype}".')
    return arg


def _check_scalar(index, dtype, arg):
    if isinstance(arg, np.generic):
        arg = arg.item()
    if not isinstance(arg, (bool, int, float)):
        raise ArgumentError(f'The {index}-th arg expect a "{dtype}" scalar, but got: '
                            f'"{type(arg).__name__}".')
    if dtype.is_bool:
        return bool(arg)
    if dtype.is_floating:
        return float(arg)
    if isinstance(arg, float):
        raise ArgumentError(f'The {index}-th arg expect a "{dtype}" integer, but got: "{arg}".')
    low, high = get_range(dtype)
    if not low <= arg <= high:
        raise ArgumentError(f'The {index}-th arg "{arg}" is out of the range of "{dtype}".')
    return int(arg)


def check_arguments(name, param_types, args):
    """The call's arguments, checked against the kernel's parameter types."""
    if len(args) != len(param_types):
        raise ArgumentError(f'The function "{name}" expect {len(param_types)} args, '
                            f'but got: "{len(args)}".')
    checked = []
    for index, (ptype, arg) in enumerate(zip(param_types, args), 1):
        if isinstance(ptype, PointerType):
            checked.append(_check_pointer(index, ptype, arg))
        else:
            checked.append(_check_scalar(index, DataType(ptype), arg))
    return checked
