"""Compass DSL data types: scalar and vector dtype names and their facts.

A dtype is written as upstream writes it: "int8" … "uint32", "float16",
"bfloat16", "float32", "bool", with an "xN" suffix for vectors ("int32x8",
"boolx8" is a mask). Aliases (i8, u8, fp16, bf16, fp32, …) are accepted
wherever a dtype is.
"""

import re

import numpy as np

SCALAR_BITS = {
    "int8": 8, "uint8": 8, "int16": 16, "uint16": 16, "int32": 32, "uint32": 32,
    "float16": 16, "bfloat16": 16, "float32": 32, "bool": 1,
}

ALIASES = {
    "i8": "int8", "u8": "uint8", "i16": "int16", "u16": "uint16",
    "i32": "int32", "u32": "uint32", "fp16": "float16", "bf16": "bfloat16",
    "fp32": "float32",
}

VECTOR_BITS = 256

_DTYPE_RE = re.compile(
    r"^(" + "|".join(sorted(list(SCALAR_BITS) + list(ALIASES), key=len, reverse=True))
    + r")(?:x([0-9]+))?$")


def resolve_dtype_alias(text):
    """Expands aliases: "i32x8" → "int32x8", "fp16" → "float16"."""
    match = _DTYPE_RE.match(text)
    if not match:
        return text
    scalar, lanes = match.groups()
    scalar = ALIASES.get(scalar, scalar)
    return scalar if lanes is None else f"{scalar}x{lanes}"


class DataType:
    """A scalar or vector dtype with upstream's helper methods."""

    __slots__ = ("element", "lanes")

    def __init__(self, text):
        if isinstance(text, DataType):
            self.element, self.lanes = text.element, text.lanes
            return
        if not isinstance(text, str):
            raise TypeError(f'A dtype is a string like "int32x8", got: {text!r}.')
        resolved = resolve_dtype_alias(text.strip())
        match = _DTYPE_RE.match(resolved)
        if not match or match.group(1) not in SCALAR_BITS:
            raise ValueError(f'Unknown dtype "{text}".')
        self.element = match.group(1)
        self.lanes = int(match.group(2)) if match.group(2) else 1
        if match.group(2) is not None and self.lanes < 2:
            raise ValueError(f'A vector dtype has at least 2 lanes, got "{text}".')

    # Facts ---------------------------------------------------------------------
    @property
    def bits(self):
        return SCALAR_BITS[self.element]

    @property
    def bytes(self):
        return max(self.bits // 8, 1)

    itemsize = bytes

    @property
    def total_bits(self):
        return self.bits * self.lanes

    @property
    def total_bytes(self):
        return self.bytes * self.lanes

    @property
    def type_code(self):
        if self.is_bool:
            return "bool"
        if self.is_float:
            return "bfloat" if self.is_bfloat16 else "float"
        return "uint" if self.is_uint else "int"

    def element_of(self):
        return DataType(self.element)

    def with_lanes(self, lanes):
        return DataType(self.element if lanes == 1 else f"{self.element}x{lanes}")

    def with_bits(self, bits):
        code = {"int": "int", "uint": "uint", "float": "float"}[self.type_code]
        return DataType(f"{code}{bits}").with_lanes(self.lanes)

    def with_int(self):
        return DataType(f"int{self.bits}").with_lanes(self.lanes)

    def with_uint(self):
        return DataType(f"uint{self.bits}").with_lanes(self.lanes)

    # Predicates ----------------------------------------------------------------
    is_int = property(lambda self: self.element.startswith("int"))
    is_uint = property(lambda self: self.element.startswith("uint"))
    is_integer = property(lambda self: self.is_int or self.is_uint)
    is_bool = property(lambda self: self.element == "bool")
    is_float16 = property(lambda self: self.element == "float16")
    is_float32 = property(lambda self: self.element == "float32")
    is_bfloat16 = property(lambda self: self.element == "bfloat16")
    is_bfloat = is_bfloat16
    is_float = property(lambda self: self.element in ("float16", "float32"))
    is_floating = property(lambda self: self.is_float or self.is_bfloat16)
    is_floating16 = property(lambda self: self.is_float16 or self.is_bfloat16)
    is_scalar = property(lambda self: self.lanes == 1)
    is_vector = property(lambda self: self.lanes > 1)
    is_bool_vector = property(lambda self: self.is_bool and self.is_vector)
    is_integer_vector = property(lambda self: self.is_integer and self.is_vector)
    is_integer_scalar = property(lambda self: self.is_integer and self.is_scalar)
    is_float_scalar = property(lambda self: self.is_float and self.is_scalar)
    is_float_vector = property(lambda self: self.is_float and self.is_vector)
    is_floating_scalar = property(lambda self: self.is_floating and self.is_scalar)
    is_int16 = property(lambda self: self.element == "int16")
    is_int32 = property(lambda self: self.element == "int32")
    is_uint16 = property(lambda self: self.element == "uint16")
    is_uint32 = property(lambda self: self.element == "uint32")
    is_void = property(lambda self: False)

    @property
    def is_native_vector(self):
        return self.is_vector and not self.is_bool and self.total_bits == VECTOR_BITS

    # NumPy ---------------------------------------------------------------------
    @property
    def numpy_dtype(self):
        """The NumPy dtype of one element (bfloat16 is stored as uint16)."""
        if self.is_bfloat16:
            return np.dtype("uint16")
        return np.dtype(self.element)

    def __str__(self):
        return self.element if self.lanes == 1 else f"{self.element}x{self.lanes}"

    def __repr__(self):
        return f'DataType("{self}")'

    def __eq__(self, other):
        if isinstance(other, str):
            try:
                other = DataType(other)
            except (ValueError, TypeError):
                return False
        return (isinstance(other, DataType) and self.element == other.element
                and self.lanes == other.lanes)

    def __hash__(self):
        return hash((self.element, self.lanes))


def hw_native_vdtype(dtype):
    """The hardware-native vector dtype of `dtype`'s element: 256 bits wide."""
    dtype = DataType(dtype)
    if dtype.is_bool:
        raise ValueError("There is no hardware-native vector of bool.")
    return dtype.with_lanes(VECTOR_BITS // dtype.bits)


def get_range(dtype):
    """(min, max) of a scalar dtype's element."""
    dtype = DataType(dtype).element_of()
    if dtype.is_integer:
        info = np.iinfo(dtype.numpy_dtype)
        return int(info.min), int(info.max)
    if dtype.is_bfloat16:
        return -3.3895313892515355e38, 3.3895313892515355e38
    if dtype.is_bool:
        return False, True
    info = np.finfo(dtype.numpy_dtype)
    return float(info.min), float(info.max)


def int_within_range(value, dtype):
    low, high = get_range(dtype)
    return low <= value <= high
