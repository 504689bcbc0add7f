"""Dtype helpers upstream's `tvm.compass.dsl.utils` offers kernel authors and tests.

`get_binary_op_result_type` answers with the front end's own promotion rule,
so a test's expectation and the compiler cannot drift apart.
"""

from .dtypes import (SCALAR_DTYPES, STORAGE_DTYPES, VECTOR_BITS, DataType, hw_native_vdtype,
                     resolve_dtype_alias)
from .script.semantic import adopt_literal, promote

__all__ = ["HW_NATIVE_STORAGE_DTYPES", "HW_NATIVE_SCALAR_DTYPES", "HW_NATIVE_VDTYPES",
           "HW_NATIVE_MASK_TYPES", "is_hw_native_scalar_dtype", "is_hw_native_dtype",
           "is_hw_native_vdtype", "hw_native_vdtype", "resolve_dtype_alias",
           "double_elem_width", "half_elem_width", "get_binary_op_result_type"]

HW_NATIVE_STORAGE_DTYPES = STORAGE_DTYPES
HW_NATIVE_SCALAR_DTYPES = SCALAR_DTYPES
HW_NATIVE_VDTYPES = tuple(str(hw_native_vdtype(d)) for d in HW_NATIVE_STORAGE_DTYPES)
HW_NATIVE_MASK_TYPES = ("boolx8", "boolx16", "boolx32")


def is_hw_native_scalar_dtype(dtype):
    return str(dtype) in HW_NATIVE_SCALAR_DTYPES


def is_hw_native_vdtype(dtype):
    return str(dtype) in HW_NATIVE_VDTYPES


def is_hw_native_dtype(dtype):
    return str(dtype) in HW_NATIVE_SCALAR_DTYPES + HW_NATIVE_VDTYPES + HW_NATIVE_MASK_TYPES


def double_elem_width(vdtype, allow_64bit=False):
    """The dtype with elements twice as wide, halving the lanes when the vector would exceed
    256 bits (u8x32 → u16x16, u8x8 → u16x8); 32-bit elements stay unless `allow_64bit`."""
    vdtype = DataType(vdtype)
    if vdtype.bits == 32 and not allow_64bit:
        return vdtype
    lanes = vdtype.lanes
    if vdtype.bits * 2 * lanes > VECTOR_BITS:
        lanes //= 2
    return _with_bits_and_lanes(vdtype, vdtype.bits * 2, lanes)


def half_elem_width(vdtype, double_lanes=True):
    """The dtype with elements half as wide (and, by default, twice the lanes)."""
    vdtype = DataType(vdtype)
    if vdtype.bits < 16:
        raise ValueError(f'"{vdtype}" has no narrower element.')
    return _with_bits_and_lanes(vdtype, vdtype.bits // 2,
                                vdtype.lanes * 2 if double_lanes else vdtype.lanes)


def _with_bits_and_lanes(dtype, bits, lanes):
    code = "int" if dtype.is_int else "uint" if dtype.is_uint else "float"
    return DataType(f"{code}{bits}").with_lanes(lanes)


def _operand_dtype(operand):
    if isinstance(operand, bool):
        return DataType("bool")
    if isinstance(operand, float):
        return DataType("float32")
    if isinstance(operand, (str, DataType)):
        return DataType(operand)
    if isinstance(operand, int):
        return None  # an integer literal adopts the other operand's type when it fits
    raise TypeError(f"Expected a dtype or a Python number, got: {operand!r}.")


def get_binary_op_result_type(ltype_or_lhs, rtype_or_rhs):
    """The scalar dtype of `lhs op rhs` for dtypes or Python literals, by the front end's
    rule: wider wins, float beats bfloat beats integer, unsigned wins at equal width, and
    an integer literal takes the other operand's type when it fits (else int32)."""
    left, right = _operand_dtype(ltype_or_lhs), _operand_dtype(rtype_or_rhs)
    if left is None and right is None:
        return DataType("int32")
    if left is None:
        left = adopt_literal(ltype_or_lhs, right)
    if right is None:
        right = adopt_literal(rtype_or_rhs, left)
    return promote(left.element_of, right.element_of)
