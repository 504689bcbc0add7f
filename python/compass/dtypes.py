"""Compass DSL data types: scalar and vector dtype names and their facts.

A dtype is written as upstream writes it: "int8" … "uint32", "float16",
"bfloat16", "float32", "bool", with an "xN" suffix for vectors ("int32x8",
"boolx8" is a mask). Aliases (i8, u8, fp16, bf16, fp32, …) are accepted
wherever a dtype is.
"""

import enum
import re

import numpy as np

from . import _compass
from .bfloat16 import bfloat16

# The element types, name → storage bits: the C++ side's table
# (include/Compass/Support/ElementTypes.def), int8 … float32, bool.
SCALAR_BITS = _compass.tables.element_bits()
SCALAR_DTYPES = tuple(SCALAR_BITS)
#: What memory holds: every element type but bool.
STORAGE_DTYPES = tuple(name for name in SCALAR_BITS if name != "bool")

ALIASES = {
    "i8": "int8", "u8": "uint8", "i16": "int16", "u16": "uint16",
    "i32": "int32", "u32": "uint32", "fp16": "float16", "bf16": "bfloat16",
    "fp32": "float32",
}

VECTOR_BITS = 256

_DTYPE_RE = re.compile(
    r"^(" + "|".join(sorted(list(SCALAR_BITS) + list(ALIASES), key=len, reverse=True))
    + r")(?:x([0-9]+))?$")


def _expand_aliases(text):
    """Expands aliases: "i32x8" → "int32x8", "fp16" → "float16"."""
    match = _DTYPE_RE.match(text)
    if not match:
        return text
    scalar, lanes = match.groups()
    scalar = ALIASES.get(scalar, scalar)
    return scalar if lanes is None else f"{scalar}x{lanes}"


class DataTypeCode(enum.IntEnum):
    """Upstream's type codes (DLPack's): `DataType.type_code` is one of these."""

    INT = 0
    UINT = 1
    FLOAT = 2
    HANDLE = 3
    BFLOAT = 4


_CODE_OF_ELEMENT = {
    "int": DataTypeCode.INT, "uint": DataTypeCode.UINT, "float": DataTypeCode.FLOAT,
    "bfloat": DataTypeCode.BFLOAT, "bool": DataTypeCode.UINT,
}
_ELEMENT_PREFIX_OF_CODE = {DataTypeCode.INT: "int", DataTypeCode.UINT: "uint",
                           DataTypeCode.FLOAT: "float", DataTypeCode.BFLOAT: "bfloat"}


def _canonical_text(value):
    """The canonical dtype string of a str, DataType, NumPy dtype or NumPy scalar type."""
    if isinstance(value, str):
        text = value
    elif isinstance(value, np.dtype):
        text = value.name
    elif isinstance(value, type) and issubclass(value, np.generic):
        text = np.dtype(value).name
    else:
        raise TypeError(f'A dtype is a string like "int32x8", got: {value!r}.')
    resolved = _expand_aliases(text.strip())
    match = _DTYPE_RE.match(resolved)
    if not match or match.group(1) not in SCALAR_BITS:
        raise ValueError(f'Unknown dtype "{text}".')
    if match.group(2) is not None and int(match.group(2)) < 2:
        raise ValueError(f'A vector dtype has at least 2 lanes, got "{text}".')
    return resolved


class DataType(str):
    """A scalar or vector dtype, as upstream's `tvm.DataType`: a str (so NumPy takes it as
    a dtype and it compares equal to its name) with upstream's properties and predicates."""

    __slots__ = ()

    def __new__(cls, value):
        if type(value) is cls:  # pylint: disable=unidiomatic-typecheck
            return value
        return super().__new__(cls, _canonical_text(value))

    def __repr__(self):
        return f'DataType("{self}")'

    # Facts ---------------------------------------------------------------------
    @property
    def element(self):
        """The element's name: "int32" for "int32x8"."""
        return self.partition("x")[0]

    @property
    def lanes(self):
        _, sep, lanes = self.partition("x")
        return int(lanes) if sep else 1

    @property
    def bits(self):
        return SCALAR_BITS[self.element]

    @property
    def bytes(self):
        return (self.bits + 7) // 8

    itemsize = bytes

    @property
    def total_bits(self):
        return self.bits * self.lanes

    @property
    def total_bytes(self):
        return self.bytes * self.lanes

    @property
    def type_code(self):
        return _CODE_OF_ELEMENT[self.element.rstrip("0123456789")]

    @property
    def element_of(self):
        """The scalar dtype of one lane (a property, as upstream)."""
        return DataType(self.element)

    def with_lanes(self, lanes):
        return DataType(self.element if lanes == 1 else f"{self.element}x{lanes}")

    def with_type_code(self, type_code):
        code = DataTypeCode(type_code)
        if code == DataTypeCode.UINT and self.bits == 1:
            return DataType(self)
        if code not in _ELEMENT_PREFIX_OF_CODE:
            raise ValueError(f"No Compass dtype has type code {code.name}.")
        return DataType(f"{_ELEMENT_PREFIX_OF_CODE[code]}{self.bits}").with_lanes(self.lanes)

    def with_bits(self, bits):
        if self.is_bool:
            raise ValueError("A bool dtype has no other widths.")
        return DataType(f"{_ELEMENT_PREFIX_OF_CODE[self.type_code]}{bits}").with_lanes(self.lanes)

    def with_int(self):
        return self.with_type_code(DataTypeCode.INT)

    def with_uint(self):
        return self.with_type_code(DataTypeCode.UINT)

    # Predicates (upstream's values: bool is a 1-bit unsigned integer) ------------
    is_void = property(lambda self: False)
    is_int = property(lambda self: self.type_code == DataTypeCode.INT)
    is_uint = property(lambda self: self.type_code == DataTypeCode.UINT)
    is_integer = property(lambda self: self.is_int or self.is_uint)
    is_bool = property(lambda self: self.element == "bool")
    is_int16 = property(lambda self: self.element == "int16")
    is_int32 = property(lambda self: self.element == "int32")
    is_uint16 = property(lambda self: self.element == "uint16")
    is_uint32 = property(lambda self: self.element == "uint32")
    is_float = property(lambda self: self.type_code == DataTypeCode.FLOAT)
    is_float16 = property(lambda self: self.element == "float16")
    is_float32 = property(lambda self: self.element == "float32")
    is_bfloat = property(lambda self: self.type_code == DataTypeCode.BFLOAT)
    is_bfloat16 = property(lambda self: self.element == "bfloat16")
    is_floating = property(lambda self: self.is_float or self.is_bfloat)
    is_floating16 = property(lambda self: self.is_floating and self.bits == 16)
    is_scalar = property(lambda self: self.lanes == 1)
    is_vector = property(lambda self: self.lanes > 1)
    is_bool_vector = property(lambda self: self.is_bool and self.is_vector)
    is_integer_vector = property(lambda self: self.is_integer and self.is_vector)
    is_integer_scalar = property(lambda self: self.is_integer and self.is_scalar)
    is_float_scalar = property(lambda self: self.is_float and self.is_scalar)
    is_float_vector = property(lambda self: self.is_float and self.is_vector)
    is_floating16_vector = property(lambda self: self.is_floating16 and self.is_vector)
    is_bfloat16_scalar = property(lambda self: self.is_bfloat16 and self.is_scalar)
    is_floating_scalar = property(lambda self: self.is_floating and self.is_scalar)

    # Compass's own ---------------------------------------------------------------
    @property
    def is_arithmetic_integer(self):
        """int8 … uint32, bool excluded: what indices, counts and integer operators take."""
        return self.is_integer and not self.is_bool

    @property
    def is_native_vector(self):
        return self.is_vector and not self.is_bool and self.total_bits == VECTOR_BITS

    @property
    def numpy_dtype(self):
        """The NumPy dtype of one element."""
        if self.is_bfloat16:
            return np.dtype(bfloat16)
        return np.dtype(self.element)


def resolve_dtype_alias(dtype):
    """The DataType of a dtype written with aliases: "i32x8" → DataType("int32x8")."""
    return DataType(dtype)


def hw_native_vdtype(dtype):
    """The hardware-native vector dtype of `dtype`'s element: 256 bits wide."""
    dtype = DataType(dtype)
    if dtype.is_bool:
        raise ValueError("There is no hardware-native vector of bool.")
    return dtype.with_lanes(VECTOR_BITS // dtype.bits)


_RANGES = {
    "bool": (0, 1), "int8": (-128, 127), "uint8": (0, 255), "int16": (-32768, 32767),
    "uint16": (0, 65535), "int32": (-2147483648, 2147483647), "uint32": (0, 4294967295),
    "float16": (-65504.0, 65504.0), "float32": (-3.4028234663852886e38, 3.4028234663852886e38),
    "bfloat16": (-3.38953e38, 3.38953e38),
}


def get_range(dtype):
    """(min, max) of a dtype's element, as upstream's `tvm.get_range` gives them."""
    return _RANGES[DataType(dtype).element]


def int_within_range(value, dtype):
    low, high = get_range(dtype)
    return low <= value <= high
