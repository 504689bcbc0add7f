"""Typed values of a kernel being built: IR values with their DSL dtype."""

from ..dtypes import DataType
from . import python_calls
from .operator_table import OPERATORS


class SemanticError(Exception):
    """A rule of the DSL broken; the parser adds the source location."""


class Value:
    """A scalar, vector or mask computed in the kernel."""

    __slots__ = ("ir", "dtype")

    def __init__(self, ir, dtype):
        self.ir = ir
        self.dtype = DataType(dtype)

    def __repr__(self):
        return f"Value({self.dtype})"

    # Inside a plain Python function a kernel calls (python_calls), kernel values take
    # Python's operators, which build IR as the same operators in the kernel do. Elsewhere
    # they are plain objects (identity equality, always true).
    __hash__ = object.__hash__

    def __bool__(self):
        context = python_calls.active()
        if context is None:
            return True
        raise SemanticError(
            "A kernel value has no truth value while the kernel is parsed, so a pure Python "
            "function can't branch on it; decorate the function using \"S.prim_func\" or "
            "\"S.macro\".")

    def __eq__(self, other):
        return _python_operator("Eq", self, other, self is other)

    def __ne__(self, other):
        return _python_operator("NotEq", self, other, self is not other)


def _python_operator(op, lhs, rhs, otherwise=NotImplemented):
    """lhs op rhs inside a plain Python function a kernel calls; `otherwise` elsewhere."""
    context = python_calls.active()
    if context is None:
        return otherwise
    parser, node = context
    return parser.python_operator(op, lhs, rhs, node)


def _binary(op, swapped=False):
    if swapped:
        return lambda self, other: _python_operator(op, other, self)
    return lambda self, other: _python_operator(op, self, other)


def _unary(op):
    return lambda self: _python_operator(op, self, None)


for _row in OPERATORS:  # TIROps.td's binary operators with a Python spelling
    if _row.dunder:
        setattr(Value, f"__{_row.dunder}__", _binary(_row.python))
        setattr(Value, f"__r{_row.dunder}__", _binary(_row.python, swapped=True))
for _name, _op in (("lt", "Lt"), ("le", "LtE"), ("gt", "Gt"), ("ge", "GtE")):
    setattr(Value, f"__{_name}__", _binary(_op))
for _name, _op in (("neg", "USub"), ("pos", "UAdd"), ("invert", "Invert")):
    setattr(Value, f"__{_name}__", _unary(_op))


class BuiltinResult(Value):
    """The value an S.* builtin call returned, which remembers the builtin (for `S.tag`)."""

    __slots__ = ("builtin",)

    def __init__(self, ir, dtype, builtin):
        super().__init__(ir, dtype)
        self.builtin = builtin


class PointerValue:
    """A pointer computed in the kernel; `ptype` is its PointerType.

    `stack` marks pointers into the function's own private or lsram
    allocations, which must not be returned; `temporary` marks pointers that
    upstream forbids accessing before they are named (returned by a call, or
    an as_ptr of an offset pointer)."""

    __slots__ = ("ir", "ptype", "stack", "temporary")

    def __init__(self, ir, ptype, stack=False, temporary=False):
        self.ir = ir
        self.ptype = ptype
        self.stack = stack
        self.temporary = temporary

    def named(self):
        """The same pointer once bound to a name."""
        if not self.temporary:
            return self
        return PointerValue(self.ir, self.ptype, self.stack)

    @property
    def dtype(self):
        return self.ptype.dtype

    def __repr__(self):
        return f"PointerValue({self.ptype})"


class BufferValue(PointerValue):
    """An allocation made with S.alloc_buffer: a pointer with an N-D shape."""

    __slots__ = ("shape",)

    def __init__(self, ir, ptype, shape, stack=False):
        super().__init__(ir, ptype, stack)
        self.shape = tuple(shape)

    def named(self):
        return self

    def __repr__(self):
        return f"BufferValue({self.ptype}, {self.shape})"


class EventValue:
    """An event of S.alloc_events: a handle of one of the TEC's four DMA events."""

    __slots__ = ("ir",)

    def __init__(self, ir):
        self.ir = ir

    def __repr__(self):
        return "EventValue()"


class Variable:
    """A Python name assigned more than once: a tir.var slot of one dtype.

    A name whose address is taken (`x.addr`) lives in private memory
    instead: `pointer` is then its one-element allocation and `ir` is None."""

    __slots__ = ("ir", "dtype", "name", "pointer")

    def __init__(self, ir, dtype, name, pointer=None):
        self.ir, self.dtype, self.name, self.pointer = ir, dtype, name, pointer


def is_literal(x):
    return isinstance(x, (bool, int, float))


def type_mismatch(expected, value):
    """Upstream's message for a value of the wrong dtype where `expected` is needed."""
    return (f'Type mismatch assignment: "{expected}" vs. "{describe(value)}", need to do the '
            f'explicit type conversion for the right hand side(i.e., new value).')


def describe(x):
    """How an error message names a value's type."""
    if isinstance(x, Value):
        return str(x.dtype)
    if isinstance(x, PointerValue):
        return "pointer"
    if isinstance(x, EventValue):
        return "event"
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, float):
        return "float"
    return type(x).__name__
