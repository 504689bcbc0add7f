"""Typing rules and IR construction for expressions (fact sheet §2.6).

The parser handles Python syntax and scoping; this module decides result
dtypes, converts literals and emits the operations through the C++ builder.
"""

import math
import warnings

import numpy as np

from ..dtypes import DataType, get_range
from ..errors import CompassWarning, render
from .builtins import VECTOR_COMPARISONS, VECTOR_OPERATORS, call_builtin_by_name
from .limits import MAX_VECTOR_REGISTERS, VECTOR_BITS, max_lanes
from .operator_table import OPERATORS
from .types import DtypeConstructor, PointerType
from .values import (BufferValue, PointerValue, SemanticError, Value, describe, is_literal,
                     type_mismatch)

# The tir binary operators a Python operator builds, by its ast class name
# (TIROps.td's facts, through operator_table.py).
_SCALAR_OPS = {o.python: o for o in OPERATORS if o.python}
_CMP_OPS = {"Eq": "eq", "NotEq": "ne", "Lt": "lt", "LtE": "le", "Gt": "gt", "GtE": "ge"}


def _literal_dtype(value):
    if isinstance(value, bool):
        return DataType("bool")
    if isinstance(value, int):
        return DataType("int32")
    return DataType("float32")


def _fits(value, dtype):
    low, high = get_range(dtype)
    return low <= value <= high


def _refuse_bfloat16_scalar(dtype):
    """bfloat16 scalars are for storage: the NPU has no scalar bfloat16 instruction."""
    if dtype.is_bfloat16 and dtype.is_scalar:
        raise SemanticError("There isn't any compute instruction for bfloat16 scalar, please "
                            "convert it to float32 first.")


def promote(a, b):
    """Result dtype of a binary scalar operation on dtypes a and b."""
    if a == b:
        return a
    if a.is_bool:
        return b
    if b.is_bool:
        return a
    if a.is_floating and b.is_floating:
        if a.is_bfloat16 != b.is_bfloat16:
            return b if a.is_bfloat16 else a  # a float beats a bfloat
        return a if a.bits > b.bits else b
    if a.is_floating:
        return a
    if b.is_floating:
        return b
    if a.bits != b.bits:
        return a if a.bits > b.bits else b
    return a if a.is_uint else b


def adopt_literal(literal, dtype):
    """The dtype a Python literal takes next to an operand of `dtype`."""
    dtype = dtype.element_of
    if isinstance(literal, bool):
        return dtype
    if isinstance(literal, int):
        if dtype.is_floating:
            return dtype
        if dtype.is_arithmetic_integer and _fits(literal, dtype):
            return dtype
        return DataType("int32")
    # A float literal is float32: it may not fit a narrower float.
    return DataType("float32")


def c_cast_literal(literal, dtype):
    """A Python number converted to the scalar `dtype` as the runtime conversion does (a C
    cast, as upstream's tir.cast): integers wrap; a float reaches an integer truncated, NaN
    0, clamped to the target's range, or for 8/16 bits to int32's and then wrapped; to bool
    it is nonzero-ness."""
    if dtype.is_bool:
        return bool(literal)
    if dtype.is_floating:
        return float(literal)
    if isinstance(literal, float):
        wide = dtype if dtype.bits >= 32 else DataType("int32")
        low, high = get_range(wide)
        literal = 0 if math.isnan(literal) else int(min(max(literal, low), high))
    bits = dtype.bits
    literal = int(literal) & ((1 << bits) - 1)
    return literal - (1 << bits) if dtype.is_int and literal >> (bits - 1) else literal


class Semantic:
    """Builds typed expressions with one `_compass.ir.Builder`."""

    def __init__(self, builder):
        self.b = builder
        self._types = {}
        # The Python name being assigned, for readable allocation names.
        self.name_hint = None
        # Entry kernel params (id of the bound value → index), and the
        # S.match_buffer shapes declared on them (index → extents), which
        # the Python call checks against the arrays it gets.
        self.entry_params = {}
        self.param_shapes = {}
        # () → (file, line, col) of the statement being built, or None (set by the parser).
        self.locate = None

    def warn(self, message):
        """A CompassWarning located at the statement being built."""
        where = self.locate() if self.locate else None
        text = render(message, *where, severity="warning") if where else f"warning: {message}"
        warnings.warn(CompassWarning(text), stacklevel=2)

    def note_buffer_shape(self, pointer, dims):
        """Remembers `S.match_buffer(param, dims)` of an entry pointer param,
        with each extent a constant or the index of a scalar param (else None)."""
        index = self.entry_params.get(id(pointer))
        if index is not None:
            self.param_shapes.setdefault(index, []).append(
                [d if isinstance(d, int) else ("param", self.entry_params[id(d)])
                 if id(d) in self.entry_params else None for d in dims])

    # Types ------------------------------------------------------------------
    def ir_type(self, dtype):
        dtype = DataType(dtype)
        key = str(dtype)
        if key not in self._types:
            if dtype.is_vector and dtype.lanes > max_lanes(dtype.bits):
                registers = -(-dtype.lanes * max(dtype.bits, 8) // VECTOR_BITS)
                raise SemanticError(
                    f'The vector "{dtype}" spans {registers} hardware registers; at most '
                    f'{MAX_VECTOR_REGISTERS} are supported.')
            if dtype.is_bool and dtype.is_vector:
                ty = self.b.mask_type(dtype.lanes)
            elif dtype.is_vector:
                ty = self.b.vector_type(self.b.scalar_type(dtype.element), dtype.lanes)
            else:
                ty = self.b.scalar_type(dtype.element)
            self._types[key] = ty
        return self._types[key]

    def value_ir_type(self, dtype_or_ptype):
        """The IR type of a DataType or of a PointerType."""
        if isinstance(dtype_or_ptype, PointerType):
            return self.ptr_ir_type(dtype_or_ptype)
        return self.ir_type(dtype_or_ptype)

    def ptr_ir_type(self, ptype):
        pointee = None if ptype.dtype is None else self.ir_type(ptype.dtype)
        return self.b.ptr_type(pointee, ptype.space)

    # Constants and conversions ----------------------------------------------
    def const(self, literal, dtype):
        dtype = DataType(dtype)
        if dtype.is_vector:
            raise SemanticError(
                f'Can\'t broadcast "{literal}" to "{dtype}": scalar auto-broadcast '
                f'to vectors is not supported yet.')
        if dtype.is_floating:
            return Value(self.b.const_float(float(literal), self.ir_type(dtype)), dtype)
        if isinstance(literal, float):
            if not np.isfinite(literal):
                raise SemanticError(f'Can\'t convert "{literal}" to "{dtype}".')
            literal = int(literal)
        literal = int(literal)
        if dtype.is_bool:
            literal = 1 if literal else 0
        elif not _fits(literal, dtype):
            raise SemanticError(f'The value "{literal}" is out of the range of "{dtype}".')
        return Value(self.b.const_int(literal, self.ir_type(dtype)), dtype)

    def to_value(self, x, dtype=None):
        """`x` as an IR value; a literal takes `dtype` or its default dtype."""
        if isinstance(x, Value):
            return x
        if is_literal(x) or isinstance(x, (np.integer, np.floating, np.bool_)):
            x = x.item() if isinstance(x, np.generic) else x
            return self.const(x, dtype if dtype is not None else _literal_dtype(x))
        raise SemanticError(f'Expect a scalar or vector expression, but got: {describe(x)}.')

    def cast(self, x, dtype):
        dtype = DataType(dtype)
        if is_literal(x):
            return self.const(x, dtype)
        if isinstance(x, PointerValue):
            raise SemanticError("Can't convert a pointer to a number.")
        if x.dtype == dtype:
            return x
        if x.dtype.is_vector or dtype.is_vector:
            raise SemanticError(
                f'Conversion from "{x.dtype}" to "{dtype}" is not supported yet.')
        if x.dtype.is_floating and dtype.is_arithmetic_integer and dtype.bits < 32:
            # As upstream (and vector S.cast): a float reaches a narrow integer
            # through int32 (clamped, NaN 0), then wraps.
            x = Value(self.b.cast(x.ir, self.ir_type(DataType("int32"))), DataType("int32"))
        return Value(self.b.cast(x.ir, self.ir_type(dtype)), dtype)

    def convert(self, x, dtype):
        """An explicit conversion of a scalar to the scalar `dtype` (S.T(x), S.cast, a
        returned value, a default argument): a C cast, so a literal out of the range wraps
        (c_cast_literal) where an implicit conversion refuses it."""
        dtype = DataType(dtype)
        if is_literal(x):
            return self.const(c_cast_literal(x, dtype), dtype)
        return self.cast(x, dtype)

    def truth(self, x):
        """A scalar condition: bool as is, others compared with 0."""
        if isinstance(x, PointerValue):
            raise SemanticError(
                'A pointer can\'t be used as a condition, check it explicitly '
                '(e.g. "ptr.is_nullptr").')
        if isinstance(x, Value) and x.dtype.is_vector:
            raise SemanticError(f'The condition expect a scalar, but got: "{x.dtype}".')
        if is_literal(x):
            return self.const(bool(x), "bool")
        if x.dtype.is_bool:
            return x
        return self.compare("NotEq", x, 0)

    # Operators ----------------------------------------------------------------
    def _operands(self, a, b):
        """Both operands as IR values of one common scalar dtype."""
        if isinstance(a, Value) and isinstance(b, Value):
            dtype = promote(a.dtype, b.dtype)
        elif isinstance(a, Value):
            dtype = promote(a.dtype, adopt_literal(b, a.dtype))
        else:
            dtype = promote(b.dtype, adopt_literal(a, b.dtype))
        return self.cast(a, dtype), self.cast(b, dtype), dtype

    def binary(self, op, a, b):
        """`a <op> b` where op is an ast operator class name (Add, Sub, …)."""
        if isinstance(a, PointerValue) or isinstance(b, PointerValue):
            return self.pointer_arith(op, a, b)
        if is_literal(a) and is_literal(b):
            raise SemanticError("internal: literal operands are folded by the parser")
        for x in (a, b):
            if not isinstance(x, Value) and not is_literal(x):
                raise SemanticError(f'Unsupported operand of type "{describe(x)}".')
        if any(isinstance(x, Value) and x.dtype.is_vector for x in (a, b)):
            return self.vector_binary(op, a, b)
        if op not in _SCALAR_OPS:
            raise SemanticError(f'The operator "{op}" is not supported on scalars yet.')
        if op in ("LShift", "RShift"):
            return self.shift(op, a, b)
        lhs, rhs, dtype = self._operands(a, b)
        row = _SCALAR_OPS[op]
        if dtype.is_bool and row.operands != "integer_or_bool":
            raise SemanticError(f'The operator "{op}" is not supported on bool.')
        if row.operands.startswith("integer") and dtype.is_floating:
            raise SemanticError(f'The operator "{op}" expects integers, but got: "{dtype}".')
        if row.operands == "float" and not dtype.is_floating:
            raise SemanticError(f'The operator "**" expects floats, but got: "{dtype}"; '
                                f'convert an operand to float32 first.')
        _refuse_bfloat16_scalar(dtype)
        if op == "Pow":  # the scalar form of S.pow: one algorithm on both paths
            return call_builtin_by_name(self, "pow", lhs, rhs)
        mnemonic = row.on_integers if row.on_integers and not dtype.is_floating else row.mnemonic
        return Value(self.b.binary(mnemonic, lhs.ir, rhs.ir), dtype)

    def shift(self, op, a, b):
        """`a << b` / `a >> b` on scalars: the result has a's type."""
        if is_literal(a):
            a = self.to_value(a, adopt_literal(a, b.dtype))
        if not (a.dtype.is_arithmetic_integer and a.dtype.is_scalar):
            raise SemanticError(f'The operator "{op}" expects integers, but got: "{a.dtype}".')
        count = self.cast(b, a.dtype) if is_literal(b) or b.dtype.is_arithmetic_integer else None
        if count is None:
            raise SemanticError(f'The shift count expects an integer, but got: "{b.dtype}".')
        return Value(self.b.binary(_SCALAR_OPS[op].mnemonic, a.ir, count.ir), a.dtype)

    def intrin(self, name, args, result_dtype, mask=None, r=None, attrs=None):
        """A tir.intrin call of builtin `name`; args are Values; `attrs` are its options
        (strings, and flags that are set when True)."""
        results = self.b.intrin(name, [a.ir for a in args], mask, None if r is None else r.ir,
                                [] if result_dtype is None else [self.ir_type(result_dtype)],
                                attrs or {})
        return Value(results[0], result_dtype) if results else None

    @staticmethod
    def broadcastable(x, element):
        """Whether the scalar `x` (literal or Value) keeps its value in lanes of `element`:
        a literal in range, a scalar of the same kind and no wider, or an integer meeting
        float lanes (upstream converts it implicitly)."""
        if is_literal(x):
            return not element.is_arithmetic_integer or (isinstance(x, int) and _fits(x, element))
        same_kind = (x.dtype.is_arithmetic_integer == element.is_arithmetic_integer
                     and x.dtype.bits <= element.bits)
        return same_kind or (x.dtype.is_arithmetic_integer and element.is_floating)

    def _operand_fits_lanes(self, x, element):
        """Whether an operator's scalar operand `x` meets vector lanes of `element` in their
        dtype. As upstream's literal adjustment (only integer literals adapt): a float
        literal is float32, so it fits float32 lanes only."""
        if isinstance(x, float):
            return element.is_float32
        return self.broadcastable(x, element)

    def lane_scalar(self, x, vdtype):
        """The scalar (literal or Value) `x` in the lane dtype of `vdtype`, refused as
        `broadcast` refuses it."""
        element = vdtype.element_of
        if is_literal(x):
            if not self.broadcastable(x, element):
                twin = element.with_uint() if element.is_int else element.with_int()
                raise SemanticError(f'Can\'t broadcast "{x}" to any of "({vdtype}, '
                                    f'{twin.with_lanes(vdtype.lanes)})".')
            return self.const(x, element)
        if x.dtype != element:
            if not self.broadcastable(x, element):
                raise SemanticError(f'Can\'t broadcast "{x.dtype}" to "{vdtype}".')
            return self.cast(x, element)
        return x

    def broadcast(self, x, vdtype):
        """A scalar (literal or Value) repeated over the lanes of `vdtype`."""
        element = vdtype.element_of
        x = self.lane_scalar(x, vdtype)
        if element.is_bool:
            # A mask: the first (x ? lanes : 0) lanes of a tail mask.
            count = self.select(x, vdtype.lanes, 0)
            return self.intrin("tail_mask", [self.cast(count, "int32")], vdtype)
        return self.intrin("vbcast", [x], vdtype)

    def _vector_operands(self, op, a, b):
        """Both operands as vectors of one dtype (a scalar is broadcast)."""
        vectors = [x for x in (a, b) if isinstance(x, Value) and x.dtype.is_vector]
        vdtype = vectors[0].dtype
        scalar = b if a is vectors[0] else a
        if (len(vectors) == 1 and op != "if-else" and not vdtype.is_bool
                and not self._operand_fits_lanes(scalar, vdtype.element_of)):
            # As upstream's operators: a scalar the lanes can't hold keeps its dtype (an
            # integer literal int32, a float one float32) and both sides meet promoted,
            # so uint8x32 + 300 is int32x32 and float16x16 + 5.3 is float32x16.
            sdtype = scalar.dtype if isinstance(scalar, Value) else adopt_literal(scalar, vdtype)
            wide = self.broadcast(scalar, sdtype.with_lanes(vdtype.lanes))
            a, b = (a, wide) if scalar is b else (wide, b)
            vectors = [a, b]
        if len(vectors) == 2 and a.dtype != b.dtype and a.dtype.lanes == b.dtype.lanes and all(
                x.dtype.is_arithmetic_integer or x.dtype.is_floating for x in vectors):
            # Numbers of one lane count meet in their promoted dtype, lane by lane, as
            # scalars do (upstream's BinaryOpMatchTypes): int8x8 + int32x8 is int32x8.
            vdtype = promote(a.dtype.element_of, b.dtype.element_of).with_lanes(vdtype.lanes)
            a, b = (x if x.dtype == vdtype else call_builtin_by_name(self, "cast", x, vdtype)
                    for x in vectors)
        if len(vectors) == 2 and a.dtype != b.dtype:
            raise SemanticError(f'The operator "{op}" expects operands of one dtype, but got: '
                                f'"{a.dtype}" vs. "{b.dtype}".')
        a = a if isinstance(a, Value) and a.dtype.is_vector else self.broadcast(a, vdtype)
        b = b if isinstance(b, Value) and b.dtype.is_vector else self.broadcast(b, vdtype)
        return a, b, vdtype

    def vector_binary(self, op, a, b):
        if op == "FloorDiv":
            op = self._vector_floor_div(a, b)
        if op not in VECTOR_OPERATORS:
            raise SemanticError(f'The operator "{op}" is not supported on vectors.')
        a, b, _ = self._vector_operands(op, a, b)
        return call_builtin_by_name(self, VECTOR_OPERATORS[op], a, b)

    @staticmethod
    def _vector_floor_div(a, b):
        """`//` on integer vectors is their division (vdiv truncates, as upstream's `//`)."""
        vector = a if isinstance(a, Value) and a.dtype.is_vector else b
        if not vector.dtype.is_arithmetic_integer:
            raise SemanticError(f'Operator "floordiv" only supports integer, but got: '
                                f'"{vector.dtype}".')
        return "Div"

    def pointer_arith(self, op, a, b):
        if op == "Add" and isinstance(b, PointerValue) and not isinstance(a, PointerValue):
            a, b = b, a
        if op not in ("Add", "Sub") or isinstance(b, PointerValue):
            raise SemanticError(f'The operator "{op}" is not supported on pointers.')
        if a.ptype.is_void:
            raise SemanticError("A void pointer can't move, cast it with as_ptr first.")
        offset = b if isinstance(b, Value) else None
        if offset is not None and not (offset.dtype.is_arithmetic_integer and offset.dtype.is_scalar):
            raise SemanticError(f'A pointer moves by an integer, but got: "{offset.dtype}".')
        if offset is None and not isinstance(b, int):
            raise SemanticError(f'A pointer moves by an integer, but got: {describe(b)}.')
        offset = self.cast(b, "int32")
        if op == "Sub":
            offset = self.binary("Sub", 0, offset)
        return PointerValue(self.b.ptr_offset(a.ir, offset.ir), a.ptype, a.stack)

    def compare(self, op, a, b):
        if any(isinstance(x, Value) and x.dtype.is_vector for x in (a, b)):
            a, b, _ = self._vector_operands(op, a, b)
            return call_builtin_by_name(self, VECTOR_COMPARISONS[op], a, b)
        if isinstance(a, PointerValue) or isinstance(b, PointerValue):
            if not (isinstance(a, PointerValue) and isinstance(b, PointerValue)):
                raise SemanticError("A pointer can only be compared with a pointer.")
            if a.ptype != b.ptype:
                raise SemanticError(f'Can\'t compare pointers of different types: "{a.ptype}" '
                                    f'vs. "{b.ptype}".')
            return Value(self.b.ptr_cmp(_CMP_OPS[op], a.ir, b.ir), "bool")
        lhs, rhs, dtype = self._operands(a, b)
        _refuse_bfloat16_scalar(dtype)
        return Value(self.b.cmp(_CMP_OPS[op], lhs.ir, rhs.ir), "bool")

    def negate(self, x):
        return self.binary("Sub", 0, x)

    def invert(self, x):
        """`~x`: bitwise not of integers (scalars, vectors) and of masks."""
        if x.dtype.is_vector:
            if x.dtype.is_floating:
                raise SemanticError(f'The operator "~" expects integers or masks, but got: "{x.dtype}".')
            return call_builtin_by_name(self, "vinv", x)
        if not x.dtype.is_arithmetic_integer:
            raise SemanticError(f'The operator "~" expects integers, but got: "{x.dtype}".')
        return Value(self.b.bitwise_not(x.ir), x.dtype)

    def logical_not(self, x):
        return Value(self.b.cmp("eq", self.truth(x).ir, self.const(False, "bool").ir), "bool")

    def logical(self, op, a, b):
        """`a and b` / `a or b` on scalar conditions (both sides evaluated)."""
        a, b = self.truth(a), self.truth(b)
        if op == "And":
            return Value(self.b.select(a.ir, b.ir, self.const(False, "bool").ir), "bool")
        return Value(self.b.select(a.ir, self.const(True, "bool").ir, b.ir), "bool")

    def select(self, cond, a, b):
        if isinstance(cond, Value) and cond.dtype.is_vector:
            raise SemanticError("A ternary needs a scalar condition; use S.vsel for masks.")
        cond = self.truth(cond)
        if is_literal(a) and is_literal(b):
            dtype = promote(_literal_dtype(a), _literal_dtype(b))
            a, b = self.const(a, dtype), self.const(b, dtype)
        elif any(isinstance(x, Value) and x.dtype.is_vector for x in (a, b)):
            a, b, _ = self._vector_operands("if-else", a, b)  # a scalar side is broadcast
        elif not (isinstance(a, Value) and isinstance(b, Value) and a.dtype == b.dtype):
            a, b, _ = self._operands(a, b)
        return Value(self.b.select(cond.ir, a.ir, b.ir), a.dtype)

    # Memory -------------------------------------------------------------------
    def load(self, ptr, index):
        self._check_access(ptr)
        index = self._index(index, ptr)
        return Value(self.b.load(ptr.ir, index.ir), ptr.dtype)

    def store(self, ptr, index, value):
        self._check_access(ptr)
        if ptr.ptype.space == "constant":
            raise SemanticError("Can't store to constant memory.")
        index = self._index(index, ptr)
        if is_literal(value):  # through a vector pointer, every lane gets it
            value = (self.broadcast(value, ptr.dtype) if ptr.dtype.is_vector
                     else self.const(value, ptr.dtype))
        elif not isinstance(value, Value):
            raise SemanticError(f'Can\'t store {describe(value)} through a pointer.')
        if value.dtype != ptr.dtype:
            value = self._converted_for_store(value, ptr.dtype)
        self.b.store(value.ir, ptr.ir, index.ir)

    def _converted_for_store(self, value, dtype):
        """`value` stored as `dtype`, converted as upstream's BufferStore converts it: a
        value of the pointer's lanes, or a scalar (broadcast), of numbers; vectors convert
        as S.cast does (integers wrap, floats round, a vector may narrow: a float16x16 plus
        a float literal is float32x16 and stores through a float16 pointer), scalars as a C
        cast. A float reaching integers is truncated, with upstream's warning. Other lane
        counts and non-numbers are refused with upstream's message."""
        src = value.dtype
        numeric = all(t.is_arithmetic_integer or t.is_floating for t in (src, dtype))
        if not numeric or (src.is_vector and src.lanes != dtype.lanes):
            raise SemanticError(type_mismatch(dtype, value))
        if src.is_floating and not dtype.is_floating:
            self.warn(f'Casting in store may lose precision: "{src}" stored through a "{dtype}" '
                      f'pointer is truncated.')
        if src.is_vector:
            return call_builtin_by_name(self, "cast", value, dtype)
        scalar = self.cast(value, dtype.element_of)
        return self.broadcast(scalar, dtype) if dtype.is_vector else scalar

    def _check_access(self, ptr):
        if not isinstance(ptr, PointerValue):
            raise SemanticError(f"Only pointers can be indexed, but got: {describe(ptr)}.")
        if ptr.ptype.is_void:
            raise SemanticError("Can't access memory through a void pointer.")
        if ptr.temporary:
            raise SemanticError("Can't access memory through a pointer returned by a call or an "
                                "as_ptr of an offset pointer; assign it to a name first.")

    def _index(self, index, ptr=None):
        if isinstance(index, tuple) or (isinstance(ptr, BufferValue) and len(ptr.shape) > 1):
            return self._linear_index(ptr, index if isinstance(index, tuple) else (index,))
        if isinstance(index, Value):
            if not (index.dtype.is_arithmetic_integer and index.dtype.is_scalar):
                raise SemanticError(f'The index expect an integer scalar, but got: "{index.dtype}".')
            return index
        if isinstance(index, bool) or not isinstance(index, int):
            raise SemanticError(f"The index expect an integer scalar, but got: {describe(index)}.")
        return self.const(index, "int32")

    def _linear_index(self, buffer, indices):
        """buf[i, j, …] of an N-D buffer as one element offset (row major)."""
        if not isinstance(buffer, BufferValue) or len(indices) != len(buffer.shape):
            shape = getattr(buffer, "shape", (None,))
            raise SemanticError(f"Expect {len(shape)} indices, but got: {len(indices)}.")
        offset = 0
        for index, (dim, extent) in enumerate(zip(indices, buffer.shape)):
            if isinstance(dim, int) and not isinstance(dim, bool) and isinstance(extent, int) \
                    and not 0 <= dim < extent:
                raise SemanticError(f"The index {dim} of dimension {index} is out of "
                                    f"the range [0, {extent}).")
            stride = self._stride(buffer.shape[index + 1:])
            if is_literal(dim) and is_literal(stride):
                term = dim * stride
            elif is_literal(stride) and stride == 1:
                term = dim
            else:
                term = self.binary("Mult", dim, stride)
            if is_literal(offset) and is_literal(term):
                offset += term
            elif is_literal(offset) and offset == 0:
                offset = term
            else:
                offset = self.binary("Add", offset, term)
        return self._index(offset)

    def _stride(self, extents):
        """The product of `extents`: an int, or an IR value when some are runtime."""
        stride = 1
        for extent in extents:
            if is_literal(stride) and is_literal(extent):
                stride *= extent
            elif is_literal(stride) and stride == 1:
                stride = extent
            else:
                stride = self.binary("Mult", stride, extent)
        return stride

    # Vector lanes --------------------------------------------------------------
    def extract(self, vector, index):
        """v[i] of a vector or mask."""
        index = self._lane_index(vector, index)
        return Value(self.b.extract(vector.ir, index.ir), vector.dtype.element_of)

    def insert(self, vector, index, value):
        """A copy of `vector` with lane `index` set to `value`."""
        index = self._lane_index(vector, index)
        element = vector.dtype.element_of
        if is_literal(value):
            value = self.const(value, element)
        elif not isinstance(value, Value) or value.dtype != element:
            raise SemanticError(f'The lane of "{vector.dtype}" expects a "{element}", but got: '
                                f'{describe(value)}.')
        return Value(self.b.insert(value.ir, vector.ir, index.ir), vector.dtype)

    def _lane_index(self, vector, index):
        if isinstance(index, int) and not isinstance(index, bool):
            if not 0 <= index < vector.dtype.lanes:
                raise SemanticError(f"The index {index} is out of the range of \"{vector.dtype}\".")
        return self._index(index)

    # Pointers -------------------------------------------------------------------
    def pointer_cast(self, ptr, dtype, scope=None):
        """`ptr.as_ptr(dtype)`: the same address seen as another element type."""
        if isinstance(dtype, DtypeConstructor):
            dtype = str(dtype.dtype)
        scope = scope or ptr.ptype.scope
        try:
            ptype = PointerType(dtype if dtype else "void", scope)
        except AssertionError as error:
            raise SemanticError(str(error)) from None
        if ptype.space != ptr.ptype.space:
            raise SemanticError(f'"as_ptr" can\'t change the scope "{ptr.ptype.scope}" to "{scope}".')
        # An as_ptr of an offset pointer must be named before use (upstream's rule).
        offset = self.b.is_ptr_offset(ptr.ir)
        return PointerValue(self.b.ptr_cast(ptr.ir, self.ptr_ir_type(ptype)), ptype, ptr.stack,
                            temporary=offset)

    def const_table(self, name, array, dtype):
        """A constant-memory table holding `array` (1-D) of `dtype`."""
        ptype = PointerType(str(dtype), "constant")
        data = np.ascontiguousarray(array, dtype=dtype.numpy_dtype).astype(
            dtype.numpy_dtype.newbyteorder("<")).tobytes()
        ir = self.b.const_buffer(name, data, self.ir_type(dtype), int(array.size),
                                 self.ptr_ir_type(ptype))
        return PointerValue(ir, ptype)

    def strided_load(self, ptr, start, lanes, step):
        """p[a:b:s]: `lanes` elements `step` apart, gathered lane by lane."""
        vector = self.broadcast(0, ptr.dtype.with_lanes(lanes))
        for lane in range(lanes):
            element = self.load(ptr, self._offset(start, lane * step))
            vector = self.insert(vector, lane, element)
        return vector

    def strided_store(self, ptr, start, step, value):
        """p[a:b:s] = v, lane by lane."""
        for lane in range(value.dtype.lanes):
            self.store(ptr, self._offset(start, lane * step), self.extract(value, lane))

    def _offset(self, start, delta):
        if is_literal(start):
            return start + delta
        return self.binary("Add", start, delta) if delta else start

