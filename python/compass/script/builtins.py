"""The S.* builtins: one row each, with its Python signature and checks.

The regular builtins are rows of the builtin table generated from the
compass dialect's ODS (builtin_table.py, see docs/adding-a-builtin.md): a
family factory below turns each row into its handler. Irregular builtins
are written here by hand as `def _name(sem, <upstream params>)`. A handler
checks its arguments and builds the IR (usually one `tir.intrin`, which
-convert-tir-to-compass lowers); `@builtin` turns it into the public
`S.name` object that kernels call, and the parser finds the handler from it.
"""

import ast
import functools
import inspect

import numpy as np

from ..dtypes import DataType, get_range, hw_native_vdtype, int_within_range
from ..target import CompassInfo
from . import python_calls
from .builtin_table import BUILTINS
from .masks import constant_mask_lanes, expand_mask_string
from .types import DtypeConstructor, PointerType
from .values import (BufferValue, BuiltinResult, EventValue, PointerValue, SemanticError, Value,
                     describe, is_literal)

_HANDLERS = {}  # public S.* object → handler
_BY_NAME = {}   # builtin name → handler
PUBLIC = {}     # builtin name → public S.* object


def builtin(handler):
    """Registers `handler` (named `_<name>`) as the builtin `S.<name>`."""
    name = handler.__name__.lstrip("_")
    signature = inspect.signature(handler)
    public_signature = signature.replace(parameters=list(signature.parameters.values())[1:])

    @functools.wraps(handler)
    def public(*args, **kwargs):
        called = python_calls.dispatch(public, args, kwargs)
        if called is not None:
            return called[0]
        raise RuntimeError(
            f'"S.{name}" can only be called inside a function decorated with "S.prim_func".')

    public.__name__ = public.__qualname__ = name
    public.__signature__ = public_signature
    _HANDLERS[public] = handler
    _BY_NAME[name] = handler
    PUBLIC[name] = public
    return public


def lookup(obj):
    """The handler behind an S.* object, or None."""
    try:
        return _HANDLERS.get(obj)
    except TypeError:  # unhashable objects are no builtins
        return None


def call_builtin(sem, handler, args, kwargs):
    """Binds the call's arguments to the handler's signature and runs it."""
    name = handler.__name__.lstrip("_")
    try:
        bound = inspect.signature(handler).bind(sem, *args, **kwargs)
    except TypeError as error:
        raise SemanticError(f'The builtin "S.{name}": {error}.') from None
    result = handler(*bound.args, **bound.kwargs)
    if type(result) is Value:  # pylint: disable=unidiomatic-typecheck
        return BuiltinResult(result.ir, result.dtype, name)
    return result


def call_builtin_by_name(sem, name, *args, **kwargs):
    return call_builtin(sem, _BY_NAME[name], args, kwargs)


# Argument checks -------------------------------------------------------------

def _refuse_pointer(name, arg, x):
    """upstream's message for a pointer where a builtin takes values."""
    if isinstance(x, PointerValue):
        raise SemanticError(f'Unexpect "{x.dtype}*" pointer as argument. The arg "{arg}" of '
                            f'"S.{name}" expect a vector.')


def _expect_vector(name, arg, x, allow_mask=False):
    ok = isinstance(x, Value) and x.dtype.is_vector and (allow_mask or not x.dtype.is_bool)
    _refuse_pointer(name, arg, x)
    if not ok:
        raise SemanticError(f'The arg "{arg}" of "S.{name}" expect a vector, but got: {describe(x)}.')
    return x


def _unsupported_flag(name, arg, value, default):
    if value != default:
        raise SemanticError(f'The arg "{arg}" of "S.{name}" is not supported yet.')


def to_mask(sem, mask, lanes):
    """The IR of a mask argument for vectors of `lanes`, None when absent."""
    if mask is None:
        return None
    if isinstance(mask, Value):
        if mask.dtype != DataType(f"boolx{lanes}"):
            raise SemanticError(f'The mask expect "boolx{lanes}", but got: "{mask.dtype}".')
        return mask.ir
    if isinstance(mask, (str, list, tuple, np.ndarray)):
        return sem.b.const_mask(constant_mask_lanes(mask, lanes))
    raise SemanticError(f'Unsupported mask: {describe(mask)}.')


def _vector_pair(sem, name, x, y, allow_mask=False):
    """x and y as vectors of one dtype; a scalar y (or x) is broadcast."""
    if not (isinstance(x, Value) and x.dtype.is_vector):
        if isinstance(y, Value) and y.dtype.is_vector:
            x = sem.broadcast(x, y.dtype)
    _expect_vector(name, "x", x, allow_mask)
    if not (isinstance(y, Value) and y.dtype.is_vector):
        y = sem.broadcast(y, x.dtype)
    if x.dtype != y.dtype:
        raise SemanticError(
            f'The args "x" and "y" of "S.{name}" expect the same dtype, but got: '
            f'"{x.dtype}" vs. "{y.dtype}".')
    return x, y


# Memory ----------------------------------------------------------------------

@builtin
def _vload(sem, ptr, mask=None, lanes=None, stride=1):
    """Load one vector from `ptr`; inactive lanes are 0."""
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vload" expect a non-void pointer, but got: {describe(ptr)}.')
    dtype = ptr.dtype if ptr.dtype.is_vector else hw_native_vdtype(ptr.dtype)
    if lanes is not None:
        if not isinstance(lanes, int) or lanes < 2:
            raise SemanticError(f'The arg "lanes" of "S.vload" expect an integer > 1, but got: {lanes}.')
        dtype = dtype.with_lanes(lanes)
    mask = to_mask(sem, mask, dtype.lanes)
    if _is_unit_stride(stride):
        return sem.intrin("vload", [ptr], dtype, mask)
    return sem.intrin("vload_stride", [ptr, _stride_arg(sem, stride)], dtype, mask)


@builtin
def _vstore(sem, value, ptr, mask=None, stride=1):
    """Store the active lanes of `value` at `ptr`."""
    _expect_vector("vstore", "value", value)
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vstore" expect a non-void pointer, but got: {describe(ptr)}.')
    if ptr.dtype.element_of != value.dtype.element_of:
        raise SemanticError(
            f'The pointer of "S.vstore" points to "{ptr.dtype}" but the value is "{value.dtype}".')
    if ptr.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    mask = to_mask(sem, mask, value.dtype.lanes)
    if _is_unit_stride(stride):
        sem.intrin("vstore", [value, ptr], None, mask)
    else:
        sem.intrin("vstore_stride", [value, ptr, _stride_arg(sem, stride)], None, mask)


# Memory II: strides, gathers and scatters ---------------------------------------

def _is_unit_stride(stride):
    return is_literal(stride) and isinstance(stride, (int, np.integer)) and stride == 1


def _stride_arg(sem, stride):
    """The `stride` of S.vload / S.vstore in elements, as an int32 Value; a literal
    below 1 is refused now (upstream's PySim refuses it when it runs, as the
    simulator does for a computed one)."""
    if is_literal(stride):
        if not isinstance(stride, (int, np.integer)) or isinstance(stride, bool):
            raise SemanticError('The arg "stride" expect an integer scalar.')
        if stride < 1:
            raise SemanticError(f'The arg "stride" expect >= 1, but got: "{stride}".')
        return sem.const(int(stride), "int32")
    if not (isinstance(stride, Value) and stride.dtype.is_arithmetic_integer
            and stride.dtype.is_scalar):
        raise SemanticError('The arg "stride" expect an integer scalar.')
    return sem.cast(stride, "int32")


def _indices_arg(name, indices):
    if not (isinstance(indices, Value) and indices.dtype.is_vector):
        raise SemanticError('The arg "indices" expect a vector.')
    if not (indices.dtype.is_arithmetic_integer and indices.dtype.bits == 16):
        raise SemanticError(f'The arg "indices" expect a 16-bit integer vector, but got: '
                            f'"{indices.dtype}".')
    return indices


@builtin
def _vload_gather(sem, ptr, indices, mask=None):
    """Load lane i from ptr[indices[i]] (16-bit integer indices); inactive lanes are 0."""
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vload_gather" expect a non-void pointer, '
                            f'but got: {describe(ptr)}.')
    indices = _indices_arg("vload_gather", indices)
    dtype = ptr.dtype.element_of.with_lanes(indices.dtype.lanes)
    return sem.intrin("vload_gather", [ptr, indices], dtype, to_mask(sem, mask, dtype.lanes))


@builtin
def _vstore_scatter(sem, value, ptr, indices, mask=None):
    """Store active lane i of `value` at ptr[indices[i]], lane 0 first (the last
    active lane of a repeated index stays)."""
    if not (isinstance(value, Value) and value.dtype.is_vector and not value.dtype.is_bool):
        raise SemanticError('The arg "value" expect a vector.')
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vstore_scatter" expect a non-void pointer, '
                            f'but got: {describe(ptr)}.')
    indices = _indices_arg("vstore_scatter", indices)
    if value.dtype.lanes != indices.dtype.lanes:
        raise SemanticError(f'The lanes mismatch: "value": "{value.dtype}" vs. "indices": '
                            f'"{indices.dtype}".')
    if value.dtype.element_of != ptr.dtype.element_of:
        raise SemanticError(f'The element type mismatch: "value": "{value.dtype}" vs. "ptr": '
                            f'"{ptr.dtype}*".')
    if ptr.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    sem.intrin("vstore_scatter", [value, ptr, indices], None,
               to_mask(sem, mask, value.dtype.lanes))


# The table's families ------------------------------------------------------------

_ROWS = {row.name: row for row in BUILTINS}


def _shown(row):
    """The S.* name a user wrote for `row`: a variant row is its builtin's option."""
    return row.variant_of or row.name


def _row_signature(row):
    """The handler signature `(sem, <row.params>)` with the defaults as Python values."""
    tree = ast.parse(f"def f(sem, {row.params}): pass").body[0].args
    defaults = [None] * (len(tree.args) - len(tree.defaults)) + tree.defaults
    parameters = []
    for arg, default in zip(tree.args, defaults):
        value = inspect.Parameter.empty if default is None else ast.literal_eval(default)
        parameters.append(inspect.Parameter(arg.arg, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                            default=value))
    return inspect.Signature(parameters)


def _check_lane_dtype(row, x):
    """The row's accepted element types, with its message for the others."""
    element = str(x.dtype.element_of)
    if x.dtype.is_bool or element in row.dtypes:
        return
    if row.dtype_error:
        message = row.dtype_error.format(name=_shown(row), dtype=x.dtype)
    elif all(DataType(d).is_arithmetic_integer for d in row.dtypes):
        message = f'"S.{_shown(row)}" expects integer vectors, but got: "{x.dtype}".'
    else:
        message = f'"S.{_shown(row)}" does not support "{x.dtype}".'
    raise SemanticError(message)


def _canonical_r(sem, row, r, result):
    """`r` as a value of the result's dtype, converted as upstream's canonicalize_r does:
    a scalar (variable or literal) of any compatible type is converted and broadcast, a
    vector of the result's lanes converted when every value of its type fits the result
    (or the result of the other signedness)."""
    if r is None:
        return None
    if isinstance(r, np.generic):
        r = r.item()
    if not (is_literal(r) or isinstance(r, Value)) or isinstance(r, PointerValue):
        _expect_vector(_shown(row), "r", r)
    if isinstance(r, Value) and r.dtype == result:
        return r
    shown = r if is_literal(r) else r.dtype
    r_dtype = DataType("float32" if isinstance(r, float) else "int32") if is_literal(r) \
        else r.dtype
    mismatch = f'Argument type mismatch: r: "{shown}" vs. return data type: "{result}".'
    if r_dtype.is_bool or (r_dtype.is_floating and not result.is_floating):
        raise SemanticError(mismatch)
    compatible = [result]
    if result.is_arithmetic_integer:
        other = "u" + str(result.element_of) if result.is_int else str(result.element_of)[1:]
        compatible.append(DataType(other))
    if is_literal(r):
        if result.is_arithmetic_integer and not any(int_within_range(r, c) for c in compatible):
            raise SemanticError(f'Argument r "{r}" is out of range of return data type '
                                f'"{result}".')
        if result.is_arithmetic_integer:  # a value of the other signedness wraps
            r = int(r) % (1 << result.bits)
            if result.is_int and r >= 1 << (result.bits - 1):
                r -= 1 << result.bits
    elif r_dtype.element_of != result.element_of:
        low, high = get_range(r_dtype)
        if not any(get_range(c)[0] <= low and high <= get_range(c)[1] for c in compatible):
            raise SemanticError(mismatch)
    if is_literal(r) or r_dtype.is_scalar:
        return sem.broadcast(sem.cast(r, result.element_of), result)
    if r_dtype.lanes != result.lanes:
        raise SemanticError(mismatch)
    return _BY_NAME["cast"](sem, r, result)


def _lane_builtin(row, build):
    """Registers the handler of a table row: binds the call to the row's
    signature, refuses parameters the family does not implement yet unless
    they keep their default, then `build(sem, row, operands, mask, r)`."""
    signature = _row_signature(row)
    names = list(signature.parameters)[1:]
    operands = [n for n in names if signature.parameters[n].default is inspect.Parameter.empty]
    # A variant row is chosen when exactly its options (comma-separated) are true.
    variants = {frozenset(v.variant_option.split(",")): v
                for v in BUILTINS if v.variant_of == row.name}
    options = sorted(set().union(*variants)) if variants else []
    known = set(operands) | {"mask"} | ({"r"} if row.takes_r else set()) | set(options)
    known |= {"out_sign"} if row.out_sign else set()
    known |= {"to_h"} if row.family == "Narrowing" else set()

    def handler(sem, *args, **kwargs):
        values = signature.bind(sem, *args, **kwargs)
        values.apply_defaults()
        arguments = values.arguments
        for name in names:
            if name not in known:
                _unsupported_flag(row.name, name, arguments[name], signature.parameters[name].default)
        for name in operands:
            _refuse_pointer(row.name, name, arguments[name])
        chosen = variants.get(frozenset(o for o in options if arguments[o]), row)
        if row.out_sign:
            return _build_out_sign(sem, chosen, [arguments[n] for n in operands],
                                   arguments["mask"], arguments.get("r"), arguments["out_sign"],
                                   arguments.get("to_h", False))
        return build(sem, chosen, [arguments[n] for n in operands],
                     arguments.get("mask"), arguments.get("r"))

    handler.__name__ = f"_{row.name}"
    handler.__doc__ = row.doc
    handler.__signature__ = signature
    return builtin(handler)


def _build_lane_binary(sem, row, operands, mask, r):
    """x op y on the active lanes; inactive lanes from `r` (undefined without).
    A scalar operand is broadcast, except a scalar `x` of `x, shift`."""
    x, y = operands
    symmetric = list(_row_signature(row).parameters)[2] == "y"
    if not symmetric:
        _expect_vector(_shown(row), "x", x, allow_mask=row.mask_form)
        y = _shift_as_lanes_of(sem, y, x)
    x, y = _vector_pair(sem, _shown(row), x, y, allow_mask=row.mask_form)
    _check_lane_dtype(row, x)
    r = _canonical_r(sem, row, r, x.dtype)
    if x.dtype.is_bool:
        return _masked_mask(sem, sem.intrin(row.name, [x, y], x.dtype), mask)
    return sem.intrin(row.name, [x, y], x.dtype, to_mask(sem, mask, x.dtype.lanes), r)


def _shift_as_lanes_of(sem, shift, x):
    """A shift count vector of the other signedness than x, reinterpreted as x's lanes, as
    upstream takes either (a count is read as unsigned, so the bits say the same)."""
    if not (isinstance(shift, Value) and isinstance(x, Value) and shift.dtype.is_vector
            and x.dtype.is_integer and shift.dtype.is_integer and shift.dtype != x.dtype
            and shift.dtype.with_int() == x.dtype.with_int()
            and x.dtype.total_bits % 256 == 0):
        return shift
    return sem.intrin("reinterpret", [shift], x.dtype)


def _masked_mask(sem, result, mask):
    """A mask operation under a mask: its inactive lanes are False, as upstream's."""
    if mask is None:
        return result
    mask = Value(to_mask(sem, mask, result.dtype.lanes), result.dtype)
    return sem.intrin("vand", [result, mask], result.dtype)


def _build_lane_unary(sem, row, operands, mask, r):
    """op x on the active lanes; inactive lanes from `r` (undefined without)."""
    x, = operands
    if row.scalar_form and is_literal(x):
        x = sem.to_value(x)  # a literal takes its default dtype: int32 or float32
    if row.scalar_form and isinstance(x, Value) and x.dtype.is_scalar:
        return _scalar_form(sem, row, x, mask, r)
    _expect_vector(_shown(row), "x", x, allow_mask=row.mask_form)
    _check_lane_dtype(row, x)
    r = _canonical_r(sem, row, r, x.dtype)
    if x.dtype.is_bool:
        return _masked_mask(sem, sem.intrin(row.name, [x], x.dtype), mask)
    return sem.intrin(row.name, [x], x.dtype, to_mask(sem, mask, x.dtype.lanes), r)


def _scalar_form(sem, row, x, mask, r):
    """The builtin on a scalar: lane 0 of it on the scalar broadcast to a native vector."""
    if mask is not None or r is not None:
        raise SemanticError("Only support mask in vector scenario.")
    if x.dtype.is_bfloat16:
        raise SemanticError("There isn't any compute instruction for bfloat16 scalar, please "
                            "convert it to float32 first.")
    vector = sem.broadcast(x, hw_native_vdtype(x.dtype))
    _check_lane_dtype(row, vector)
    result = sem.intrin(row.name, [vector], vector.dtype, to_mask(sem, None, vector.dtype.lanes))
    return sem.extract(result, 0)


def _build_compare(sem, row, operands, mask, r):
    """x pred y into a mask; inactive lanes False."""
    x, y = _vector_pair(sem, row.name, *operands)
    _check_lane_dtype(row, x)
    return sem.intrin(row.name, [x, y], DataType(f"boolx{x.dtype.lanes}"),
                      to_mask(sem, mask, x.dtype.lanes))


# --- Builtins I, part A: more lane-wise arithmetic, bitwise and float tests ---


# --- Builtins I, part B: widening, narrowing, pairwise and reducing builtins ---

# Pairwise, whole-mask, float-class and reducing builtins.

def _match_vdtypes(x, y):
    """Upstream's check that the vector operands have one dtype."""
    if x.dtype == y.dtype:
        return
    if x.dtype.is_integer and y.dtype.is_integer and x.dtype.with_int() == y.dtype.with_int():
        raise SemanticError('The sign of operands is different, if the API have parameter '
                            '"out_sign" please specify the output sign.')
    raise SemanticError(f'Argument type mismatch: 0-th: "{x.dtype}" vs. 1-th: "{y.dtype}".')


def _not_flexible_width(dtype):
    """Upstream's refusal of a vector that is no multiple of the native width."""
    if dtype.is_vector and dtype.total_bits % (8 if dtype.is_bool else 256):
        raise SemanticError('This API does not support the feature Flexible Width Vector, '
                            f'but got: "{dtype}".')


def _native_only(dtype):
    """Upstream's refusal of a vector that is not one native vector."""
    if dtype.is_vector and not dtype.is_native_vector:
        raise SemanticError(f'This API expect hardware native vector types, but got: "{dtype}".')


def _build_pairwise(sem, row, operands, mask, r):
    """f(x[2i], x[2i + 1]) into the low half, f(y[2i], y[2i + 1]) into the high half;
    a scalar operand is broadcast."""
    x, y = operands
    if not (isinstance(x, Value) and x.dtype.is_vector) and isinstance(y, Value) and y.dtype.is_vector:
        x = sem.broadcast(x, y.dtype)
    _expect_vector(row.name, "x", x)
    if not (isinstance(y, Value) and y.dtype.is_vector):
        y = sem.broadcast(y, x.dtype)
    _expect_vector(row.name, "y", y)
    _match_vdtypes(x, y)
    _not_flexible_width(x.dtype)
    _check_lane_dtype(row, x)
    return sem.intrin(row.name, [x, y], x.dtype)


def _build_mask_test(sem, row, operands, mask, r):
    """Whether every (vall) / any (vany) lane of a mask is set: a scalar bool."""
    value, = operands
    if not isinstance(value, Value):
        raise SemanticError('The arg "mask" expect a variable.')
    if not value.dtype.is_bool_vector:
        raise SemanticError(f'The arg "mask" expect a boolean vector, but got: "{value.dtype}".')
    return sem.intrin(row.name, [value], DataType("bool"))


def _build_reduce(sem, row, operands, mask, r):
    """The sum / maximum / minimum of the active lanes into lane 0 (the other lanes
    undefined; lane 1 the extreme's lowest index for return_idx=True)."""
    x, = operands
    shown = _shown(row)
    if row.variant_of:
        target = CompassInfo.current()
        if target is not None and target.version == "X2":
            raise SemanticError(f'The arg "return_idx" does not support the target '
                                f'"{target.name}".')
    if not (isinstance(x, Value) and x.dtype.is_vector and not x.dtype.is_bool):
        raise SemanticError("The 1st arg expect a vector.")
    if shown == "vrpadd":
        _not_flexible_width(x.dtype)
    else:
        _native_only(x.dtype)
    _check_lane_dtype(row, x)
    result = x.dtype
    if shown == "vrpadd" and x.dtype.is_floating16:
        result = DataType(f"float32x{x.dtype.lanes // 2}")
    return sem.intrin(row.name, [x], result, to_mask(sem, mask, x.dtype.lanes))


# out_sign: integer operands of either signedness, the result's chosen.

def _sign_twin(dtype):
    """The integer dtype of the other signedness."""
    return dtype.with_uint() if dtype.is_int else dtype.with_int()


def _holds(x, element):
    """Whether `element` holds every value of the scalar `x` (a literal or a Value)."""
    if is_literal(x):
        if element.is_arithmetic_integer:
            return isinstance(x, int) and not isinstance(x, bool) and int_within_range(x, element)
        return True
    if x.dtype == element:
        return True
    if x.dtype.is_floating or x.dtype.is_bool or element.is_bool:
        return element.is_floating and x.dtype.is_floating and x.dtype.bits <= element.bits
    if element.is_floating:
        return True
    low, high = get_range(x.dtype)
    return int_within_range(low, element) and int_within_range(high, element)


def _broadcast_either_sign(sem, x, vdtype):
    """A scalar operand broadcast to `vdtype`, or to its twin of the other
    signedness when only that one holds it (upstream's rule)."""
    candidates = [vdtype] + ([_sign_twin(vdtype)] if vdtype.is_arithmetic_integer else [])
    for candidate in candidates:
        if _holds(x, candidate.element_of):
            return sem.broadcast(x, candidate)
    shown = x if is_literal(x) else x.dtype
    raise SemanticError(f'Can\'t broadcast "{shown}" to any of "({", ".join(map(str, candidates))})".')


def _out_sign_pair(sem, row, x, y, out_sign, any_sign=False):
    """x and y of one shape and lane type; integers may differ in signedness
    only when out_sign is given (or `any_sign`)."""
    if not (isinstance(x, Value) and x.dtype.is_vector):
        if isinstance(y, Value) and y.dtype.is_vector:
            x = _broadcast_either_sign(sem, x, y.dtype)
    _expect_vector(_shown(row), "x", x)
    if not (isinstance(y, Value) and y.dtype.is_vector):
        y = _broadcast_either_sign(sem, y, x.dtype)
    both_integers = x.dtype.is_arithmetic_integer and y.dtype.is_arithmetic_integer
    if (x.dtype.with_int() if both_integers else x.dtype) != (
            y.dtype.with_int() if both_integers else y.dtype):
        raise SemanticError(f'Argument type mismatch: 0-th: "{x.dtype}" vs. 1-th: "{y.dtype}".')
    if out_sign is None and x.dtype != y.dtype and not any_sign:
        raise SemanticError('The sign of operands is different, if the API have parameter '
                            '"out_sign" please specify the output sign.')
    return x, y


def _out_dtype(dtype, out_sign):
    """`dtype` with the signedness out_sign asks for (None: as it is; floats keep theirs)."""
    if out_sign not in (None, "u", "s"):
        raise SemanticError(f"Invalid value: {out_sign}.")
    if out_sign is None or not dtype.is_arithmetic_integer:
        return dtype
    return dtype.with_uint() if out_sign == "u" else dtype.with_int()


def _build_out_sign(sem, row, operands, mask, r, out_sign, to_h=False):
    """A lane-wise row taking out_sign: the operands keep their signedness in
    the IR, the result has the one asked for."""
    if row.family == "Narrowing":
        return _build_narrowing(sem, row, operands, mask, out_sign, to_h)
    if row.family == "LaneUnary":
        x, = operands
        _expect_vector(_shown(row), "x", x)
        operands = [x]
    else:
        x, y = _out_sign_pair(sem, row, *operands, out_sign)
        operands = [x, y]
    result = x.dtype
    if row.family == "Widening":
        if not x.dtype.is_native_vector:
            raise SemanticError(f'This API expect hardware native vector types, but got: '
                                f'"{x.dtype}".')
        _check_lane_dtype(row, x)
        if x.dtype.bits < 32:
            result = x.dtype.with_bits(2 * x.dtype.bits).with_lanes(x.dtype.lanes // 2)
        # The mask has x's lanes: the front end always gives it.
        mask = [True] * x.dtype.lanes if mask is None else mask
    _check_lane_dtype(row, x)
    result = _out_dtype(result, out_sign)
    r = _canonical_r(sem, row, r, result)
    return sem.intrin(row.name, operands, result, to_mask(sem, mask, x.dtype.lanes), r)



def _build_narrowing(sem, row, operands, mask, out_sign, to_h):
    """S.vnsr and its variant rows: x (16 or 32 bits, native multiples) and a
    shift of either signedness into 8-bit lanes (16-bit ones with to_h),
    strided; the mask has x's lanes and inactive lanes are 0."""
    x, shift = _out_sign_pair(sem, row, *operands, out_sign, any_sign=True)
    dtype = x.dtype
    if dtype.total_bits % 256:
        raise SemanticError('This API does not support the feature Flexible Width Vector, '
                            f'but got: "{dtype}".')
    _check_lane_dtype(row, x)
    bits = 16 if dtype.bits == 32 and to_h else 8
    result = _out_dtype(dtype.with_bits(bits).with_lanes(dtype.total_bits // bits), out_sign)
    if to_h and dtype.bits != 32:
        raise SemanticError('The arg "to_h" only can be set for 32 bits instruction.')
    mask = [True] * dtype.lanes if mask is None else mask
    return sem.intrin(row.name, [x, shift], result, to_mask(sem, mask, dtype.lanes))


@builtin
def _vnsrsr(sem, x, shift, mask=None, out_sign=None, to_h=False):
    """S.vnsr with saturate=True and with_round=True."""
    return call_builtin_by_name(sem, "vnsr", x, shift, mask, True, out_sign, True, to_h)


# --- Dot products and multiply-accumulate (the Dot family) ---
# Rows of the table with hand-written checks (upstream's messages); every one
# lowers to its own tir.intrin, x and y may differ in signedness.

def _dot_vector(sem, v, vdtype):
    """`v` as a vector of `vdtype`: a scalar is broadcast, to the opposite-signedness
    twin of `vdtype` when only that holds an integer literal (upstream's choice)."""
    if isinstance(v, Value) and v.dtype.is_vector:
        return v
    element = vdtype.element_of
    if is_literal(v) and isinstance(v, int) and element.is_arithmetic_integer:
        low, high = get_range(element)
        if not low <= v <= high:
            twin = vdtype.with_uint() if element.is_int else vdtype.with_int()
            low, high = get_range(twin.element_of)
            if low <= v <= high:
                vdtype = twin
    return sem.broadcast(v, vdtype)


def _dot_operands(sem, name, x, y, ignore_sign=True):
    """x and y as vectors of one lane type (up to signedness when `ignore_sign`)."""
    vector = next((v for v in (x, y) if isinstance(v, Value) and v.dtype.is_vector), None)
    if vector is None:
        raise SemanticError(f'The args "x" and "y" of "S.{name}" expect a vector.')
    x, y = _dot_vector(sem, x, vector.dtype), _dot_vector(sem, y, vector.dtype)
    if x.dtype.is_arithmetic_integer and y.dtype.is_arithmetic_integer:
        if x.dtype.with_int() != y.dtype.with_int():
            raise SemanticError(f'Argument type mismatch: 0-th: "{x.dtype}" vs. 1-th: "{y.dtype}".')
        if not ignore_sign and x.dtype != y.dtype:
            raise SemanticError('The sign of operands is different, if the API have parameter '
                                '"out_sign" please specify the output sign.')
    elif x.dtype != y.dtype:
        raise SemanticError(f'Argument type mismatch: 0-th: "{x.dtype}" vs. 1-th: "{y.dtype}".')
    return x, y


def _dot_no_flexible(vdtype):
    if vdtype.total_bits % 256 != 0:
        raise SemanticError('This API does not support the feature Flexible Width Vector, but '
                            f'got: "{vdtype}".')


def _dot_accumulator(name, acc, message="The 1st arg expect a vector."):
    if not (isinstance(acc, Value) and acc.dtype.is_vector and not acc.dtype.is_bool):
        raise SemanticError(message)
    return acc


def _dot_integer_result(x, y, factor):
    """The lanes x's groups of `factor` sum into: `factor` times the bits, signed if x or
    y is."""
    signed = x.dtype.is_int or y.dtype.is_int
    result = x.dtype.with_bits(x.dtype.bits * factor).with_lanes(x.dtype.lanes // factor)
    return result.with_int() if signed else result.with_uint()


def _check_dot_acc(acc, x, factor):
    """Upstream's rule: acc has `factor` times x's bits and 1/factor of its lanes."""
    a, v = acc.dtype, x.dtype
    same_kind = (a.is_arithmetic_integer and v.is_arithmetic_integer) or (
        a.is_floating and v.is_floating)
    if not (same_kind and a.total_bits == v.total_bits and a.bits == v.bits * factor
            and v.lanes == a.lanes * factor):
        raise SemanticError(f'Argument type mismatch: 0-th: "{a}" vs. 1-th: "{v}".')


@builtin
def _fma(sem, acc, x, y, mask=None):
    """acc + x * y on float32 (lane-wise on the active lanes of vectors, inactive lanes
    keep acc), rounded once; all three scalars: the scalar fused multiply-add."""
    if not any(isinstance(v, Value) and v.dtype.is_vector for v in (acc, x, y)):
        if mask is not None:
            raise SemanticError("Only support mask in vector scenario.")
        values = [sem.to_value(v, "float32" if is_literal(v) else None) for v in (acc, x, y)]
        if any(v.dtype != "float32" for v in values):
            raise SemanticError("Only support float32 instruction.")
        vectors = [sem.broadcast(v, DataType("float32x8")) for v in values]
        result = sem.intrin("fma", vectors, vectors[0].dtype, to_mask(sem, None, 8))
        return sem.extract(result, 0)
    _dot_accumulator("fma", acc, "The 1st arg expect a vector in vector situation.")
    x, y = _dot_vector(sem, x, acc.dtype), _dot_vector(sem, y, acc.dtype)
    for v in (x, y):
        if v.dtype != acc.dtype:
            raise SemanticError(f'Argument type mismatch: 0-th: "{acc.dtype}" vs. 1-th: '
                                f'"{v.dtype}".')
    if acc.dtype.element_of != "float32":
        raise SemanticError("Only support float32 instruction.")
    return sem.intrin("fma", [acc, x, y], acc.dtype, to_mask(sem, mask, acc.dtype.lanes))


@builtin
def _vdot(sem, x, y, mask=None):
    """Dot products of adjacent lane pairs of x and y, saturated: (u)int8 into 16-bit and
    (u)int16 into 32-bit lanes (signed if x or y is); lanes with no active product are
    undefined."""
    x, y = _dot_operands(sem, "vdot", x, y)
    _dot_no_flexible(x.dtype)
    if not (x.dtype.is_arithmetic_integer and x.dtype.bits in (8, 16)):
        raise SemanticError("Only supports 8-bit or 16-bit integer instruction.")
    return sem.intrin("vdot", [x, y], _dot_integer_result(x, y, 2),
                      to_mask(sem, mask, x.dtype.lanes))


@builtin
def _vqdot(sem, x, y, mask=None):
    """Dot products of groups of four lanes: (u)int8 into saturated 32-bit lanes,
    float16/bfloat16 into the even float32 lanes (odd lanes undefined)."""
    x, y = _dot_operands(sem, "vqdot", x, y)
    _dot_no_flexible(x.dtype)
    if x.dtype.is_arithmetic_integer and x.dtype.bits == 8:
        result = _dot_integer_result(x, y, 4)
    elif x.dtype.is_floating16:
        result = DataType(f"float32x{x.dtype.lanes // 2}")
    else:
        raise SemanticError("Only supports 8-bit integer instruction or 16-bit floating "
                            "instruction.")
    return sem.intrin("vqdot", [x, y], result, to_mask(sem, mask, x.dtype.lanes))


@builtin
def _vdpa(sem, acc, x, y, mask=None):
    """acc[i // 2] + x[i] * y[i] over the active lanes, saturating to acc's type (twice
    x's bits, half its lanes)."""
    _dot_accumulator("vdpa", acc)
    x, y = _dot_operands(sem, "vdpa", x, y)
    _dot_no_flexible(x.dtype)
    if not acc.dtype.is_arithmetic_integer:
        raise SemanticError(f'Argument type mismatch: 0-th: "{acc.dtype}" vs. 1-th: '
                            f'"{x.dtype}".')
    _check_dot_acc(acc, x, 2)
    return sem.intrin("vdpa", [acc, x, y], acc.dtype, to_mask(sem, mask, x.dtype.lanes))


@builtin
def _vqdpa(sem, acc, x, y, mask=None):
    """acc[i // 4] + x[i] * y[i] over the active lanes for (u)int8 (saturating to 32-bit
    acc); float16/bfloat16 into the even lanes of a float32 acc (X2 only)."""
    _dot_accumulator("vqdpa", acc)
    info = CompassInfo.current()
    if acc.dtype.is_floating and info is not None and info.version != "X2":
        raise SemanticError(f'The "vqdpa" does not support the target "{info.name}".')
    x, y = _dot_operands(sem, "vqdpa", x, y)
    _dot_no_flexible(x.dtype)
    if acc.dtype.is_floating:
        if not (acc.dtype.element_of == "float32" and x.dtype.is_floating16):
            raise SemanticError(f'Argument type mismatch: 0-th: "{acc.dtype}" vs. 1-th: '
                                f'"{x.dtype}".')
        _check_dot_acc(acc, x, 2)
    else:
        _check_dot_acc(acc, x, 4)
    return sem.intrin("vqdpa", [acc, x, y], acc.dtype, to_mask(sem, mask, x.dtype.lanes))


def _fma_half(sem, name, acc, x, y, mask):
    """vfmae / vfmao: acc[k] + x[2k (+1)] * y[2k (+1)] in float32; the mask has acc's lanes."""
    _dot_accumulator(name, acc)
    x, y = _dot_operands(sem, name, x, y, ignore_sign=False)
    if not x.dtype.is_native_vector:
        raise SemanticError(f'This API expect hardware native vector types, but got: '
                            f'"{x.dtype}".')
    if not (acc.dtype.element_of == "float32" and x.dtype.is_floating16
            and x.dtype.lanes == acc.dtype.lanes * 2):
        raise SemanticError(f'Argument type mismatch: 0-th: "{acc.dtype}" vs. 1-th: '
                            f'"{x.dtype}".')
    return sem.intrin(name, [acc, x, y], acc.dtype, to_mask(sem, mask, acc.dtype.lanes))


@builtin
def _vfmae(sem, acc, x, y, mask=None):
    """acc[k] + x[2k] * y[2k] on the active lanes of a float32x8 acc (float16x16 or
    bfloat16x16 x, y); inactive lanes keep acc."""
    return _fma_half(sem, "vfmae", acc, x, y, mask)


@builtin
def _vfmao(sem, acc, x, y, mask=None):
    """acc[k] + x[2k+1] * y[2k+1] on the active lanes of a float32x8 acc (float16x16 or
    bfloat16x16 x, y); inactive lanes keep acc."""
    return _fma_half(sem, "vfmao", acc, x, y, mask)


def _matmul(sem, name, ptr, x, y):
    """vmml / vmma: the 4x4 product of x (row major) and y (column major) at ptr (X2 only)."""
    info = CompassInfo.current()
    if info is not None and info.version != "X2":
        raise SemanticError(f'The "{name}" does not support the target "{info.name}".')
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError("The 1st arg expect a pointer.")
    if ptr.dtype.element_of != "float32":
        raise SemanticError(f'The 1st arg expect a float32 pointer, but got: "{ptr.dtype}*".')
    if not all(isinstance(v, Value) and v.dtype.is_vector for v in (x, y)):
        raise SemanticError("The 2nd and 3rd arg all expect a vector.")
    for nth, v in (("2nd", x), ("3rd", y)):
        if v.dtype not in ("float16x16", "bfloat16x16"):
            raise SemanticError(f'The data type of the {nth} arg expect "float16x16/bfloat16x16", '
                                f'but got: "{v.dtype}".')
    if ptr.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    sem.intrin(name, [ptr, x, y], None)


@builtin
def _vmml(sem, ptr, x, y):
    """ptr[0:16] = the 4x4 float32 product of x (float16x16/bfloat16x16, row major) and y
    (column major), row major (X2 only)."""
    _matmul(sem, "vmml", ptr, x, y)


@builtin
def _vmma(sem, acc_ptr, x, y):
    """acc_ptr[0:16] += the 4x4 float32 product of x (row major) and y (column major)
    (X2 only)."""
    _matmul(sem, "vmma", acc_ptr, x, y)


_FAMILIES = {"LaneBinary": _build_lane_binary, "LaneUnary": _build_lane_unary,
             "Compare": _build_compare, "Pairwise": _build_pairwise,
             "MaskTest": _build_mask_test, "Reduce": _build_reduce}
_FAMILIES["Widening"] = _FAMILIES["Narrowing"] = _build_out_sign  # all take out_sign
_FAMILIES["Math"] = _build_lane_unary  # S.exp … S.exp2; S.pow is hand-written

for _row in BUILTINS:
    if not (_row.custom or _row.variant_of):
        _lane_builtin(_row, _FAMILIES[_row.family])

#: Python operators on vectors (ast class name → builtin), from the table.
VECTOR_OPERATORS = {row.operator: row.name for row in BUILTINS
                    if row.operator and row.family != "Compare"}
VECTOR_COMPARISONS = {row.operator: row.name for row in BUILTINS
                      if row.operator and row.family == "Compare"}


# Irregular builtins -------------------------------------------------------------

@builtin
def _vsel(sem, x, y, mask=None):
    """Lane-wise mask ? x : y; x and y may be masks (bool vectors) too."""
    masks = [v for v in (x, y) if isinstance(v, Value) and v.dtype.is_vector and v.dtype.is_bool]
    if masks:
        # A bool scalar with a mask: that bool in every lane.
        lanes = masks[0].dtype.lanes
        x, y = (_bool_broadcast(sem, v, lanes) for v in (x, y))
    x, y = _vector_pair(sem, "vsel", x, y, allow_mask=True)
    if mask is None:
        return x
    lanes = x.dtype.lanes
    m = Value(to_mask(sem, mask, lanes), DataType(f"boolx{lanes}"))
    if x.dtype.is_bool:
        # Masks: (x & m) | (y & ~m), with the mask operations.
        kept = sem.intrin("vand", [x, m], x.dtype)
        other = sem.intrin("vand", [y, sem.intrin("vinv", [m], x.dtype)], x.dtype)
        return sem.intrin("vor", [kept, other], x.dtype)
    return sem.intrin("vsel", [x, y], x.dtype, m.ir)


def _bool_broadcast(sem, x, lanes):
    """A bool literal or scalar as a mask of `lanes` equal lanes; anything else as it is."""
    if isinstance(x, bool):
        return Value(sem.b.const_mask([x] * lanes), DataType(f"boolx{lanes}"))
    if isinstance(x, Value) and x.dtype.is_bool and x.dtype.is_scalar:
        return sem.broadcast(x, DataType(f"boolx{lanes}"))
    return x


@builtin
def _vbcast(sem, x, mask=None, lanes=None):
    """A vector with every lane x (native lanes unless `lanes` is given); a bool x gives a
    mask of `lanes` lanes. Lanes `mask` leaves inactive are undefined (here: x too)."""
    if not isinstance(x, Value) or x.dtype.is_vector:
        raise SemanticError("The 1st arg expect a scalar that contain type information.")
    if lanes is not None:
        if not isinstance(lanes, int) or isinstance(lanes, bool):
            raise SemanticError('The arg "lanes" expect an integer scalar constant.')
        if lanes <= 1:
            raise SemanticError(f'The arg "lanes" expect > 1, but got: "{lanes}".')
    if x.dtype.is_bool:
        if mask is not None:
            raise SemanticError('The arg "mask" can not supported when broadcasting a boolean.')
        if lanes is None:
            raise SemanticError('The arg "lanes" must be provided when broadcasting a boolean.')
        return sem.broadcast(x, DataType(f"boolx{lanes}"))
    vdtype = hw_native_vdtype(x.dtype) if lanes is None else x.dtype.with_lanes(lanes)
    to_mask(sem, mask, vdtype.lanes)  # checked; inactive lanes may hold x as well
    return sem.broadcast(x, vdtype)


# Masks -------------------------------------------------------------------------

@builtin
def _const_mask(sem, x):
    """A constant mask from bools or a mask string; its lanes are its length."""
    if isinstance(x, str):
        lanes = len(expand_mask_string(x))
    elif isinstance(x, (list, tuple, np.ndarray)):
        lanes = len(x)
    else:
        raise SemanticError(f'The arg "x" of "S.const_mask" expect bools or a mask string, '
                            f'but got: {describe(x)}.')
    if lanes < 2:
        raise SemanticError('The arg "x" of "S.const_mask" needs at least 2 lanes.')
    return Value(sem.b.const_mask(constant_mask_lanes(x, lanes)), f"boolx{lanes}")


@builtin
def _tail_mask(sem, n, lanes):
    """A mask whose first n lanes are True; n may be a runtime value."""
    if not isinstance(lanes, int) or isinstance(lanes, bool) or lanes < 2:
        raise SemanticError(f'The arg "lanes" of "S.tail_mask" expect an integer > 1, but got: {lanes!r}.')
    if is_literal(n):
        if not isinstance(n, int) or not 0 <= n <= lanes:
            raise SemanticError(f'The arg "n" of "S.tail_mask" expect 0 to {lanes}, but got: {n!r}.')
        return Value(sem.b.const_mask([i < n for i in range(lanes)]), f"boolx{lanes}")
    if not (isinstance(n, Value) and n.dtype.is_arithmetic_integer and n.dtype.is_scalar):
        raise SemanticError(f'The arg "n" of "S.tail_mask" expect an integer, but got: {describe(n)}.')
    return sem.intrin("tail_mask", [sem.cast(n, "int32")], DataType(f"boolx{lanes}"))


def _min_max(sem, name, x, y, mask, r):
    """Scalars: tir min/max; vectors: the table's lane-wise vmax/vmin."""
    if any(isinstance(v, Value) and v.dtype.is_vector for v in (x, y)):
        return _build_lane_binary(sem, _ROWS[name], [x, y], mask, r)
    if mask is not None or r is not None:
        raise SemanticError(f'The args "mask" and "r" of "S.{name}" need vector operands.')
    if is_literal(x) and is_literal(y):
        return min(x, y) if name == "min" else max(x, y)
    lhs, rhs, dtype = sem._operands(x, y)
    return Value(sem.b.binary(name, lhs.ir, rhs.ir), dtype)


@builtin
def _min(sem, x, y, mask=None, r=None):
    """The smaller of two scalars, or lane-wise of two vectors (a NaN lane
    yields the other operand)."""
    return _min_max(sem, "min", x, y, mask, r)


@builtin
def _max(sem, x, y, mask=None, r=None):
    """The larger of two scalars, or lane-wise of two vectors (a NaN lane
    yields the other operand)."""
    return _min_max(sem, "max", x, y, mask, r)


_CLIP = next(row for row in BUILTINS if row.name == "clip")


def _clip_bound(sem, vdtype, bound, name):
    """A bound of S.clip as a vector of x's dtype; a constant is first shrunk to the
    dtype's range, as upstream's."""
    if is_literal(bound):
        element = vdtype.element_of
        if element.is_arithmetic_integer and isinstance(bound, float):
            raise SemanticError(f'The arg "{name}" of "S.clip" expect an integer for '
                                f'"{vdtype}", but got: {bound!r}.')
        low, high = get_range(element)
        bound = min(max(bound, low), high)
    if isinstance(bound, Value) and bound.dtype.is_vector:
        if bound.dtype != vdtype:
            raise SemanticError(f'The args "x" and "{name}" of "S.clip" expect the same dtype, '
                                f'but got: "{vdtype}" vs. "{bound.dtype}".')
        return bound
    return sem.broadcast(bound, vdtype)


@builtin
def _clip(sem, x, min_val, max_val, mask=None):
    """x clamped to [min_val, max_val] lane by lane (inactive lanes keep x; a NaN lane stays
    NaN); on a scalar x, the scalar clamped."""
    scalar = isinstance(x, Value) and x.dtype.is_scalar
    if scalar:
        if mask is not None:
            raise SemanticError("Only support mask in vector scenario.")
        x = sem.broadcast(x, hw_native_vdtype(x.dtype))
    _expect_vector("clip", "x", x)
    _check_lane_dtype(_CLIP, x)
    low = _clip_bound(sem, x.dtype, min_val, "min_val")
    high = _clip_bound(sem, x.dtype, max_val, "max_val")
    result = sem.intrin("clip", [x, low, high], x.dtype, to_mask(sem, mask, x.dtype.lanes))
    return sem.extract(result, 0) if scalar else result


# Float classes (S.isnan, S.isinf, S.isfinite): composite rows of the table.

def _float_class(name):
    """The handler of a float-class test: a mask of the active lanes in the class
    (inactive lanes False); on a scalar, a scalar bool (a mask is ignored, as upstream)."""
    row = _ROWS[name]

    def handler(sem, x, mask=None):
        if not isinstance(x, Value):
            raise SemanticError("The 1st arg expect a variable.")
        if not x.dtype.is_floating:
            raise SemanticError(f'The data type of the 1st arg expect floating, but got: '
                                f'"{x.dtype}".')
        scalar = x.dtype.is_scalar
        if scalar:
            if x.dtype.is_bfloat16:
                raise SemanticError("There isn't any compute instruction for bfloat16 scalar, "
                                    "please convert it to float32 first.")
            x, mask = sem.broadcast(x, hw_native_vdtype(x.dtype)), None
        _check_lane_dtype(row, x)
        result = sem.intrin(name, [x], DataType(f"boolx{x.dtype.lanes}"),
                            to_mask(sem, mask, x.dtype.lanes))
        return sem.extract(result, 0) if scalar else result

    handler.__name__ = f"_{name}"
    handler.__doc__ = row.doc
    return builtin(handler)


for _name in ("isnan", "isinf", "isfinite"):
    _float_class(_name)


# Allocations ---------------------------------------------------------------------

_ALLOC_SCOPES = {"private": "private", "local": "private", "lsram": "lsram", "shared": "shared"}


def _allocate(sem, name, shape, dtype, scope):
    """A tir.alloc of `shape` elements of `dtype` in `scope`: (ir, ptype, shape)."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape) if isinstance(
        shape, (tuple, list)) else None
    if not shape or not all(isinstance(d, int) and not isinstance(d, bool) and d > 0
                            for d in shape):
        raise SemanticError(f'The arg "shape" of "S.{name}" expect positive integer constants.')
    if isinstance(dtype, DtypeConstructor):
        dtype = dtype.dtype
    try:
        dtype = DataType(dtype)
    except (ValueError, TypeError):
        raise SemanticError(f'The arg "dtype" of "S.{name}" expect a dtype, but got: {dtype!r}.') from None
    if dtype.is_bool or (dtype.is_vector and not dtype.is_native_vector):
        raise SemanticError(f'The arg "dtype" of "S.{name}" expect a scalar or a hardware native '
                            f'vector dtype, but got: "{dtype}".')
    if scope not in _ALLOC_SCOPES:
        raise SemanticError(f'The arg "scope" of "S.{name}" expect one of '
                            f'{tuple(_ALLOC_SCOPES)}, but got: "{scope}".')
    ptype = PointerType(str(dtype), scope)
    count = int(np.prod(shape, dtype=np.int64))
    ir = sem.b.alloc(sem.name_hint or "buf", count, sem.ptr_ir_type(ptype))
    return ir, ptype, shape


@builtin
def _alloc(sem, shape, dtype, scope="private"):
    """Storage for `shape` elements; returns a pointer to the first."""
    ir, ptype, _ = _allocate(sem, "alloc", shape, dtype, scope)
    return PointerValue(ir, ptype, stack=ptype.space != "shared")


@builtin
def _alloc_buffer(sem, shape, dtype, scope="private"):
    """Storage for `shape` elements, indexed buf[i, j, …]."""
    ir, ptype, shape = _allocate(sem, "alloc_buffer", shape, dtype, scope)
    return BufferValue(ir, ptype, shape, stack=ptype.space != "shared")


@builtin
def _match_buffer(sem, pointer, shape):
    """An N-D view `buf[i, j, …]` (row major) of the memory at `pointer`."""
    if not isinstance(pointer, PointerValue) or pointer.ptype.is_void:
        raise SemanticError(f'The arg "pointer" of "S.match_buffer" expect a non-void pointer, '
                            f'but got: {describe(pointer)}.')
    shape = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
    dims = []
    for dim in shape:
        dim = dim.item() if isinstance(dim, np.integer) else dim
        # Extents may be runtime integers too (upstream: h, w params of the kernel).
        runtime = isinstance(dim, Value) and dim.dtype.is_arithmetic_integer and dim.dtype.is_scalar
        if not runtime and not (isinstance(dim, int) and not isinstance(dim, bool) and dim > 0):
            raise SemanticError('The arg "shape" of "S.match_buffer" expect positive integer '
                                f'constants or integer scalars, but got: {describe(dim)}.')
        dims.append(dim)
    if not dims:
        raise SemanticError('The arg "shape" of "S.match_buffer" expect at least one extent.')
    sem.note_buffer_shape(pointer, dims)
    return BufferValue(pointer.ir, pointer.ptype, dims, stack=pointer.stack)


@builtin
def _alloc_const(sem, shape, dtype, data):
    """A compile-time table in constant memory, filled from `data`."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if isinstance(dtype, DtypeConstructor):
        dtype = dtype.dtype
    dtype = DataType(dtype)
    array = np.asarray(data)
    if array.size != int(np.prod(shape)):
        raise SemanticError(f'The data of "S.alloc_const" has {array.size} elements but the '
                            f'shape {shape} needs {int(np.prod(shape))}.')
    table = sem.const_table(sem.name_hint or "table", array.reshape(-1), dtype)
    return BufferValue(table.ir, table.ptype, shape)


# DMA ------------------------------------------------------------------------------

def _dma_count(sem, name, value):
    """An element count of a DMA: an int32 expression; literals are checked now."""
    if is_literal(value):
        if not isinstance(value, int) or isinstance(value, bool):
            raise SemanticError(f'The arg "{name}" expect an integer, but got: {value!r}.')
        return value
    if not (isinstance(value, Value) and value.dtype.is_arithmetic_integer and value.dtype.is_scalar):
        raise SemanticError(f'The arg "{name}" expect an integer, but got: {describe(value)}.')
    return sem.cast(value, "int32")


@builtin
def _dma_copy(sem, dst, src, width, src_stride=None, times=1, dst_stride=None):
    """Copies `times` rows of `width` elements from `src` to `dst` through DMA,
    rows `src_stride` / `dst_stride` elements apart (default: `width`)."""
    operands = _dma_copy_operands(sem, dst, src, width, src_stride, times, dst_stride)
    sem.intrin("dma_copy", operands, None)


def _dma_copy_operands(sem, dst, src, width, src_stride, times, dst_stride):
    """The checked operands of a synchronous or asynchronous DMA copy: dst, src,
    width, src_stride, times, dst_stride (counts as int32 Values)."""
    for name, ptr in (("dst", dst), ("src", src)):
        if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
            raise SemanticError(f'The arg "{name}" expect a pointer.')
    if dst.dtype.element_of != src.dtype.element_of:
        raise SemanticError(f'The data type mismatch: "dst": "{dst.dtype}*" vs. '
                            f'"src": "{src.dtype}*".')
    src_scope, dst_scope = src.ptype.scope, dst.ptype.scope
    if "constant" in (src_scope, dst_scope):
        raise SemanticError(f'Currently does not support copy data from scope "{src_scope}" to '
                            f'scope "{dst_scope}".')
    if src_scope in ("lsram", "shared") and dst_scope in ("lsram", "shared"):
        raise SemanticError(f'Does not support copy data from scope "{src_scope}" to scope '
                            f'"{dst_scope}".')
    width = _dma_count(sem, "width", width)
    times = _dma_count(sem, "times", times)
    src_stride = width if src_stride is None else _dma_count(sem, "src_stride", src_stride)
    dst_stride = width if dst_stride is None else _dma_count(sem, "dst_stride", dst_stride)
    # Upstream's checks, as soon as the numbers are known.
    for name, value, low in (("width", width, 0), ("times", times, 0),
                             ("src_stride", src_stride, width),
                             ("dst_stride", dst_stride, width)):
        if is_literal(value) and is_literal(low) and value < low:
            raise SemanticError(f'The arg "{name}" expect >= {low}, but got: "{value}".')
    counts = [sem.cast(v, "int32") for v in (width, src_stride, times, dst_stride)]
    return [dst, src] + counts


# Events and asynchronous DMA ---------------------------------------------------------

_EVENTS_PER_TEC = 4


@builtin
def _alloc_events(sem, count):
    """Allocates `count` of the TEC's four events: one event, or a tuple of them."""
    if not (isinstance(count, int) and not isinstance(count, bool) and count > 0):
        raise SemanticError('The arg "count" expect an positive integer scalar constant.')
    if count > _EVENTS_PER_TEC:
        raise SemanticError(f"Only remain {_EVENTS_PER_TEC} events, but allocate {count}.")
    events = tuple(EventValue(sem.b.intrin("alloc_events", [], None, None,
                                           [sem.b.event_type()], {})[0])
                   for _ in range(count))
    return events[0] if count == 1 else events


def _event_set(sem, name, events):
    """The distinct events of S.wait_events / S.free_events."""
    if not events:
        raise SemanticError("Redundant useless call.")
    distinct = []
    for event in events:
        if not isinstance(event, EventValue):
            raise SemanticError('The arg "events" expect objects returned by "S.alloc_events".')
        if all(event is not seen for seen in distinct):
            distinct.append(event)
    sem.b.intrin(name, [e.ir for e in distinct], None, None, [], {})


@builtin
def _wait_events(sem, *events):
    """Blocks until the DMAs signalling `events` finished."""
    _event_set(sem, "wait_events", events)


@builtin
def _free_events(sem, *events):
    """Waits for `events`, then returns them to the TEC."""
    _event_set(sem, "free_events", events)


@builtin
def _async_dma_copy(sem, dst, src, width, src_stride=None, times=1, dst_stride=None, event=None):
    """S.dma_copy started asynchronously: `event` is signalled when the copy is done."""
    operands = _dma_copy_operands(sem, dst, src, width, src_stride, times, dst_stride)
    if event is None:
        raise SemanticError('The arg "event" must be provided.')
    if not isinstance(event, EventValue):
        raise SemanticError('The arg "event" expect object returned by "S.alloc_events".')
    sem.b.intrin("async_dma_copy", [v.ir for v in operands] + [event.ir], None, None, [], {})


# DMA II: fill, transpose, upsample; the data cache ---------------------------------

_MEMSET_SCOPES = ("global", "lsram", "shared", "private", "local")


@builtin
def _dma_memset(sem, ptr, value, num):
    """Sets the first `num` elements at `ptr` to `value` through DMA."""
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError('The arg "ptr" expect a pointer.')
    element = ptr.dtype.element_of
    if is_literal(value):
        if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
            raise SemanticError(f'The arg "value" expect a number, but got: {value!r}.')
        if element.is_arithmetic_integer:
            ok = float(value).is_integer() and int_within_range(int(value), element)
        else:
            low, high = get_range(element)
            ok = not np.isfinite(value) or low <= value <= high
        if not ok:
            raise SemanticError(f'value "{value}" out of range "{element}".')
        value = sem.const(int(value) if element.is_arithmetic_integer else float(value), element)
    elif not (isinstance(value, Value) and value.dtype.is_scalar and not value.dtype.is_bool):
        raise SemanticError(f'The arg "value" expect a scalar, but got: {describe(value)}.')
    else:
        value = sem.cast(value, element)
    if ptr.ptype.scope not in _MEMSET_SCOPES:
        raise SemanticError(f'Dose not support set value on scope "{ptr.ptype.scope}".')
    num = _dma_count(sem, "num", num)
    if is_literal(num) and num < 0:
        raise SemanticError("dma_memset(ptr,value,num): num should >=0")
    sem.intrin("dma_memset", [ptr, value, sem.cast(num, "int32")], None)


@builtin
def _dma_transpose2d(sem, dst, src, row, col, dst_stride=None, src_stride=None):
    """dst[j * dst_stride + i] = src[i * src_stride + j] for i < row, j < col, through
    DMA (strides default to col and row)."""
    for ptr in (src, dst):
        if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
            raise SemanticError(f"Unsupport addr type {type(ptr)}")
    if dst.dtype.element_of != src.dtype.element_of:
        raise SemanticError("src and dst should of same dtype")
    if dst.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    row = _dma_count(sem, "row", row)
    col = _dma_count(sem, "col", col)
    attrs = {"dst_stride_given": dst_stride is not None,
             "src_stride_given": src_stride is not None}
    dst_stride = row if dst_stride is None else _dma_count(sem, "dst_stride", dst_stride)
    src_stride = col if src_stride is None else _dma_count(sem, "src_stride", src_stride)
    counts = [sem.cast(v, "int32") for v in (row, col, dst_stride, src_stride)]
    sem.intrin("dma_transpose2d", [dst, src] + counts, None, attrs=attrs)


@builtin
def _dma_upsample(sem, dst, src, h_scale, w_scale, c, w, src_c_stride=None, dst_c_stride=None,
                  dst_w_stride=None):
    """Replicates the w x c slab at `src` h_scale x w_scale times into HWC at `dst`
    through DMA, between global memory and lsram or shared."""
    for name, ptr in (("src", src), ("dst", dst)):
        if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
            raise SemanticError(f"Unsupported {name} type {type(ptr)}")
    if dst.dtype != src.dtype:
        raise SemanticError(f'Argument pointer type mismatch: 0-th: "{dst.dtype}" vs. 1-th: '
                            f'"{src.dtype}".')
    sram = ("lsram", "shared")
    if not ((src.ptype.space.startswith("global") and dst.ptype.space in sram)
            or (src.ptype.space in sram and dst.ptype.space.startswith("global"))):
        raise SemanticError("Only support upsample data between DDR(global) and SRAM(lsram, "
                            "shared).")
    h_scale = _dma_count(sem, "h_scale", h_scale)
    w_scale = _dma_count(sem, "w_scale", w_scale)
    c = _dma_count(sem, "c", c)
    w = _dma_count(sem, "w", w)
    src_c_stride = c if src_c_stride is None else _dma_count(sem, "src_c_stride", src_c_stride)
    dst_c_stride = c if dst_c_stride is None else _dma_count(sem, "dst_c_stride", dst_c_stride)
    if dst_w_stride is None:
        dst_w_stride = (w * w_scale if is_literal(w) and is_literal(w_scale)
                        else sem.binary("Mult", sem.cast(w, "int32"), sem.cast(w_scale, "int32")))
    else:
        dst_w_stride = _dma_count(sem, "dst_w_stride", dst_w_stride)
    if is_literal(w_scale) and w_scale > 255:
        raise SemanticError(f'"w_scale"({w_scale}) expect <= "max_w_scale"(255).')
    counts = [sem.cast(v, "int32") for v in (h_scale, w_scale, c, w, src_c_stride,
                                             dst_c_stride, dst_w_stride)]
    sem.intrin("dma_upsample", [dst, src] + counts, None)


@builtin
def _flush_cache(sem, invalidate=True):
    """Writes the level-1 data cache back to DDR (invalidating it by default)."""
    if not isinstance(invalidate, (bool, np.bool_, int)):
        raise SemanticError(f'The arg "invalidate" expect a bool constant, but got: '
                            f'{describe(invalidate)}.')
    sem.intrin("flush_cache", [], None, attrs={"invalidate": bool(invalidate)})


# TECs and synchronization ---------------------------------------------------------

@builtin
def _get_local_id(sem):
    """Id of the executing TEC, 0 to get_local_size() - 1."""
    return Value(sem.b.get_local_id(), "int32")


@builtin
def _get_local_size(sem):
    """Number of TECs running the kernel."""
    return Value(sem.b.get_local_size(), "int32")


@builtin
def _barrier(sem):
    """Wait until every TEC arrived here."""
    sem.b.barrier()


@builtin
def _tec_range(sem, start, stop=None):
    """Loop bound to TECs: `for i in S.tec_range(n)` runs i = this TEC's id
    when it lies in the range (handled by the parser)."""
    raise SemanticError('"S.tec_range" can only be used as the iterable of a for loop.')


@builtin
def _grid(sem, *extents):
    """Nested loops: `for i, j in S.grid(4, 8)` (handled by the parser)."""
    raise SemanticError('"S.grid" can only be used as the iterable of a for loop.')


@builtin
def _vectorized(sem, start, stop=None):
    """A loop the compiler may vectorize; runs as range (handled by the parser)."""
    raise SemanticError('"S.vectorized" can only be used as the iterable of a for loop.')


# Conversions ------------------------------------------------------------------------

_VALID_PARTS = ("all", "low", "high", "even", "odd", "ll", "lh", "hl", "hh")
_HALF_PARTS = ("low", "high", "even", "odd")
_NO_DIRECT_CAST = (("uint32", "float32"), ("float32", "uint32"), ("uint32", "float16"),
                   ("uint32", "bfloat16"), ("bfloat16", "uint32"))


def _dtype_arg(dtype):
    """The `dtype` argument as a DataType (a constructor like S.fp16, a name or an alias)."""
    if isinstance(dtype, DtypeConstructor):
        return dtype.dtype
    try:
        return DataType(dtype)
    except (ValueError, TypeError):
        raise SemanticError(f'The arg "dtype" expect a data type, but got: {dtype!r}.') from None


def _is_scalar_arg(x):
    return is_literal(x) or isinstance(x, (np.integer, np.floating, np.bool_)) or (
        isinstance(x, Value) and x.dtype.is_scalar)


def _check_direct_cast(src, dst):
    """Upstream's refusals: no hardware conversion between these element types."""
    if (src.is_floating16 and dst.is_integer and dst.bits < 32) or (
            src.is_integer and src.bits < 32 and dst.is_floating16):
        raise SemanticError(
            f'Unsupported cast directly from "{src}" to "{dst}", because there isn\'t any '
            "hardware conversion instructions between float16x16/bfloat16x16 and narrower bits "
            "integer, so you need to implement it manually through 32-bit and multiple "
            'invocations of "cast".')
    if (str(src.element_of), str(dst.element_of)) in _NO_DIRECT_CAST:
        raise SemanticError(
            f'Unsupported cast directly from "{src}" to "{dst}" without precision loss, you '
            'need to implement it manually through multiple invocations of "cast".')


def _cast_saturation(src, dst, saturate):
    """Whether integer lanes clamp (the only conversions `saturate` changes); checks the
    option as upstream does: float to int32 always saturates, float to other integers
    and anything to float take no option."""
    if dst.is_floating:
        return False
    if src.is_floating:
        if dst.is_int32:
            if saturate is False:
                raise SemanticError(f'Unsupported cast from "{src}" to "{dst}" without saturation.')
        elif saturate is not None:
            raise SemanticError(
                f'Currently can\'t set "saturate" when casting from "{src}" to "{dst}".')
        return False
    return saturate is True


def _cast_scalar(sem, x, dst):
    """A scalar converted to dst's element type, broadcast when dst is a vector."""
    value = x.item() if isinstance(x, np.generic) else x
    if isinstance(value, bool):
        value = int(value)
    scalar = sem.convert(value, dst.element_of)
    return scalar if dst.is_scalar else sem.broadcast(scalar, dst)


def _vector_literal(sem, items, dtype):
    vector = sem.broadcast(0, dtype)
    for lane, item in enumerate(items):
        item = item.item() if isinstance(item, np.generic) else item
        vector = sem.insert(vector, lane, sem.cast(item, dtype.element_of))
    return vector


@builtin
def _cast(sem, x, dtype, part="all", saturate=None):
    """Converts x (a vector, a tuple of 2-4 vectors narrowed and merged, a scalar, a
    literal, "inf"/"-inf"/"nan" or a list of scalars) to dtype; `part` picks the half or
    quarter of a native vector to widen; `saturate` clamps integer results."""
    if isinstance(x, str):
        if x.lower() not in ("inf", "-inf", "nan"):
            raise SemanticError(f'The 1st arg expect one of ("inf", "-inf", "nan"), but got: "{x}".')
        x = float(x)
    elif isinstance(x, np.ndarray):
        x = x.flatten().tolist()
    dst = _dtype_arg(dtype)
    if part not in _VALID_PARTS:
        raise SemanticError(f'The arg "part" expect one of {_VALID_PARTS}, but got: "{part}".')
    if saturate is not None and not isinstance(saturate, (bool, np.bool_)):
        raise SemanticError(
            f'The arg "saturate" expect one of (None, True, False), but got: "{saturate}".')

    # A scalar, possibly broadcast.
    if _is_scalar_arg(x):
        if saturate is not None:
            raise SemanticError('Currently can\'t set "saturate" when the 1st arg is a scalar.')
        return _cast_scalar(sem, x, dst)

    if isinstance(x, (list, tuple)):
        if len(x) <= 1:
            raise SemanticError("The length of the 1st arg must be > 1 when it's a tuple or list.")
        # A vector literal.
        if all(_is_scalar_arg(item) for item in x):
            if saturate is not None:
                raise SemanticError('Currently can\'t set "saturate" when creating vector literal.')
            if dst.lanes not in (1, len(x)):
                raise SemanticError(
                    f'The length of the 1st arg expect "{dst.lanes}", but got: "{len(x)}".')
            return _vector_literal(sem, x, dst.with_lanes(len(x)))
        # Narrowing several vectors into one.
        if not all(isinstance(item, Value) for item in x):
            raise SemanticError("All items must be variable.")
        src = x[0].dtype
        if not (src.is_vector and not src.is_bool and all(item.dtype == src for item in x)):
            raise SemanticError("The data type of all items must be same and must be vector.")
        if src.bits // dst.bits not in (2, 4) or src.bits % dst.bits:
            raise SemanticError("Only cast to 1/2 or 1/4 narrower bits allow multiple inputs.")
        if part != "all":
            raise SemanticError('The arg "part" only support "all" when cast to narrower bits.')
        _check_direct_cast(src, dst)
        sat = _cast_saturation(src, dst, saturate)
        result = dst.with_lanes(src.lanes * len(x)) if dst.is_scalar else dst
        if len(x) > 4 or not (src.is_native_vector and result.is_native_vector):
            names = ", ".join(f"'{item.dtype}'" for item in x)
            raise SemanticError(f'Unsupported cast from "({names})" to "{result}".')
        return sem.intrin("cast", list(x), result, attrs={"saturate": sat})

    if not (isinstance(x, Value) and x.dtype.is_vector and not x.dtype.is_bool):
        raise SemanticError("The 1st arg expect a vector.")
    src = x.dtype
    _check_direct_cast(src, dst)
    sat = _cast_saturation(src, dst, saturate)
    unsupported = f'Unsupported cast from "{src}" to "{dst}" with part "{part}".'
    if src.bits == dst.bits:
        if part != "all":
            raise SemanticError('The arg "part" only support "all" when cast to same bits.')
        if dst.lanes not in (1, src.lanes):
            raise SemanticError(unsupported)
        if src.type_code == dst.type_code:
            return x
        lanes = src.lanes
    elif src.bits < dst.bits:
        if part == "all":
            lanes = src.lanes
        else:
            ratio = 2 if part in _HALF_PARTS else 4
            if not src.is_native_vector or dst.bits // src.bits != ratio:
                raise SemanticError(unsupported)
            lanes = src.lanes // ratio
    else:
        if part != "all":
            raise SemanticError('The arg "part" only support "all" when cast to narrower bits.')
        if dst.lanes in (1, src.lanes):
            lanes = src.lanes
        elif src.is_native_vector and dst.is_native_vector:
            lanes = dst.lanes
        else:
            raise SemanticError(unsupported)
    if dst.lanes not in (1, lanes):
        raise SemanticError(unsupported)
    attrs = {"saturate": sat}
    if part != "all":
        attrs["part"] = part
    return sem.intrin("cast", [x], dst.with_lanes(lanes), attrs=attrs)


def _integer_arg(name, x):
    if not isinstance(x, Value):
        raise SemanticError("The 1st arg expect a variable.")
    if not x.dtype.is_arithmetic_integer:
        raise SemanticError(f'The data type of arg must be integer, but got: "{x.dtype}".')
    return x


@builtin
def _i(sem, x):
    """x as the signed integer type of its width (the same bits and lanes)."""
    x = _integer_arg("i", x)
    return call_builtin_by_name(sem, "cast", x, x.dtype.with_int()) if x.dtype.is_vector \
        else sem.cast(x, x.dtype.with_int())


@builtin
def _u(sem, x):
    """x as the unsigned integer type of its width (the same bits and lanes)."""
    x = _integer_arg("u", x)
    return call_builtin_by_name(sem, "cast", x, x.dtype.with_uint()) if x.dtype.is_vector \
        else sem.cast(x, x.dtype.with_uint())


def _extend_half(sem, name, x):
    if not (isinstance(x, Value) and x.dtype.is_vector and not x.dtype.is_bool):
        raise SemanticError("The 1st arg expect a vector.")
    if not x.dtype.is_native_vector:
        raise SemanticError(
            f'This API expect hardware native vector types, but got: "{x.dtype}".')
    if x.dtype.bits == 32:
        raise SemanticError("Can't extend to 64bit.")
    if not x.dtype.is_arithmetic_integer:
        raise SemanticError("Only support integer instruction.")
    result = x.dtype.with_bits(x.dtype.bits * 2).with_lanes(x.dtype.lanes // 2)
    return sem.intrin(name, [x], result)


@builtin
def _vxtl(sem, x):
    """The low half lanes of x extended to twice the width (sign or zero)."""
    return _extend_half(sem, "vxtl", x)


@builtin
def _vxth(sem, x):
    """The high half lanes of x extended to twice the width (sign or zero)."""
    return _extend_half(sem, "vxth", x)


@builtin
def _reinterpret(sem, x, dtype):
    """The bits of x (a vector, a scalar or a literal) seen as dtype, of the same total
    bits."""
    if isinstance(x, PointerValue) or (isinstance(dtype, str) and "*" in dtype):
        return _reinterpret_pointer(sem, x, dtype)
    if is_literal(x) or isinstance(x, (np.integer, np.floating)):
        x = x.item() if isinstance(x, np.generic) else x
        # An int literal is int32, or uint32 when only that holds it.
        wide = isinstance(x, int) and not isinstance(x, bool) and 2**31 <= x < 2**32
        x = sem.to_value(x, "uint32" if wide else None)
    if not isinstance(x, Value) or x.dtype.is_bool:
        raise SemanticError(f'The arg "x" of "S.reinterpret" expect a number, but got: '
                            f'{describe(x)}.')
    dst = _dtype_arg(dtype)
    if x.dtype.total_bits != dst.total_bits:
        raise SemanticError(
            f'The total bits of the 1st arg expect {dst.total_bits}, but got: "{x.dtype}".')
    if x.dtype.is_vector and x.dtype.total_bits % 256:
        raise SemanticError('This API does not support the feature Flexible Width Vector, but '
                            f'got: "{x.dtype}".')
    if x.dtype == dst:
        return x
    if x.dtype.is_vector:
        return sem.intrin("reinterpret", [x], dst)
    # A scalar: lane 0 of the reinterpreted broadcast.
    vector = sem.broadcast(x, hw_native_vdtype(x.dtype))
    return sem.extract(sem.intrin("reinterpret", [vector], hw_native_vdtype(dst)), 0)


# The hints S.tag accepts and the builtins whose results each applies to.
_TAG_ATTRS = {"no_zip": ("cast",)}


@builtin
def _tag(sem, node, attr):
    """A code-generation hint on the result of a builtin call, checked as upstream checks it.
    "no_zip" lets upstream's X2 code keep a widening cast's lanes in even/odd order instead
    of zipping them; upstream's PySim ignores it, and so do both our paths: the value
    keeps the lane order it has without the tag."""
    if attr not in _TAG_ATTRS:
        raise SemanticError(f'The arg "attr" expect one of {_TAG_ATTRS.keys()}, but got: "{attr}".')
    if not isinstance(node, BuiltinResult):
        raise SemanticError(f'The arg "node" expect a expr of S.API, but got: {describe(node)}.')
    if node.builtin not in _TAG_ATTRS[attr]:
        raise SemanticError(f'In attr "{attr}", the arg "node" expect one of '
                            f'{_TAG_ATTRS[attr]}, but got: "{node.builtin}".')
    return node


# --- Math (fact sheet §1.6) ---

def _is_integer_scalar(x):
    if isinstance(x, (bool, np.bool_)):
        return False
    if isinstance(x, (int, np.integer)):
        return True
    return isinstance(x, Value) and x.dtype.is_scalar and x.dtype.is_arithmetic_integer


@builtin
def _pow(sem, x, exponent):
    """x to the power exponent, lane-wise (NumPy's power: C99's special cases); a scalar
    operand is broadcast; two scalars (float16/float32) give a scalar."""
    row = _ROWS["pow"]
    if not any(isinstance(v, Value) and v.dtype.is_vector for v in (x, exponent)):
        if is_literal(x) and is_literal(exponent):
            x = sem.to_value(x)
        x, exponent, dtype = sem._operands(x, exponent)
        x, exponent = Value(x.ir, dtype), Value(exponent.ir, dtype)
        if dtype.is_bfloat16:
            raise SemanticError("There isn't any compute instruction for bfloat16 scalar, please "
                                "convert it to float32 first.")
        vdtype = hw_native_vdtype(dtype)
        _check_lane_dtype(row, Value(None, vdtype))
        vectors = [sem.broadcast(v, vdtype) for v in (x, exponent)]
        return sem.extract(sem.intrin("pow", vectors, vdtype, None), 0)
    if not (isinstance(x, Value) and x.dtype.is_vector):
        x = sem.broadcast(x, exponent.dtype)
    if not (isinstance(exponent, Value) and exponent.dtype.is_vector):
        exponent = sem.broadcast(exponent, x.dtype)
    _match_vdtypes(x, exponent)
    _check_lane_dtype(row, x)
    return sem.intrin("pow", [x, exponent], x.dtype, None)


@builtin
def _ceildiv(sem, x, y):
    """(x + y - 1) / y on integer scalars of their common type (the sum wraps, the
    division truncates, as upstream's); y = 0 is a run-time error."""
    if not _is_integer_scalar(x):
        raise SemanticError('The arg "x" expect an integer scalar.')
    if not _is_integer_scalar(y):
        raise SemanticError('The arg "y" expect an integer scalar.')
    if not isinstance(x, Value) and not isinstance(y, Value):
        x = sem.to_value(int(x))
    total = sem.binary("Sub", sem.binary("Add", x, y), 1)
    return sem.binary("FloorDiv", total, y)


def _reinterpret_pointer(sem, x, dtype):
    """The pointer forms of S.reinterpret, as upstream's PySim runs them: a pointer's
    "uint32"/"int32" address is its byte pointer (uint8, same scope), on which integer
    arithmetic moves by bytes; "T *" / "<scope> T *" makes that address a pointer again.
    An integer that does not come from a pointer cannot become one (no address space)."""
    if isinstance(dtype, str) and "*" in dtype:
        items = dtype.replace("*", "").split()
        if len(items) not in (1, 2):
            raise SemanticError("Invalid dtype string.")
        scope, element = items if len(items) == 2 else ("global", items[0])
        if scope not in ("private", "global", "lsram", "shared"):
            raise SemanticError(f'The scope expect one of ("private", "global", "lsram", '
                                f'"shared"), but got {scope}.')
        if not isinstance(x, PointerValue):
            raise SemanticError('The arg "x" of "S.reinterpret": only an address made by '
                                'S.reinterpret(pointer, "uint32") can become a pointer.')
        if scope == "global" and x.ptype.space.startswith("global"):
            scope = x.ptype.scope  # an address of global.1 … global.3 stays in its ASID
        return sem.pointer_cast(x, _dtype_arg(element).element_of, scope)
    dst = _dtype_arg(dtype)
    if not (dst.is_scalar and dst.is_arithmetic_integer and dst.bits == 32):
        raise SemanticError(f'"Reinterpret pointer to number expect to_dtype is 32-bit, bug '
                            f'got: "{dst}".')
    return sem.pointer_cast(x, "uint8")
