"""The S.* builtins: one row each, with its Python signature and checks.

The regular builtins are rows of the builtin table generated from the
compass dialect's ODS (builtin_table.py, see docs/adding-a-builtin.md): a
family factory below turns each row into its handler. Irregular builtins
are written here by hand as `def _name(sem, <upstream params>)`. A handler
checks its arguments and builds the IR (usually one `tir.intrin`, which
-convert-tir-to-compass lowers); `@builtin` turns it into the public
`S.name` object that kernels call, and the parser finds the handler from it.

This module holds the registry, the argument checks, the table's family
factories and the lane-wise, mask and TEC builtins; the other families have
modules of their own (builtins_memory, builtins_dot, builtins_convert,
builtins_misc, permutation), imported by the package.
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
from .values import BuiltinResult, PointerValue, SemanticError, Value, describe, is_literal

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
        # Upstream's message names the usual cause: int8x32 against uint8x32.
        other_sign = (x.dtype.is_integer and y.dtype.is_integer
                      and not (x.dtype.is_bool or y.dtype.is_bool)
                      and (x.dtype.bits, x.dtype.lanes) == (y.dtype.bits, y.dtype.lanes))
        signs = "The sign of operands is different: " if other_sign else ""
        raise SemanticError(
            f'{signs}The args "x" and "y" of "S.{name}" expect the same dtype, but got: '
            f'"{x.dtype}" vs. "{y.dtype}".')
    return x, y


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
    elif all(DataType(d).is_int for d in row.dtypes):
        message = f'"S.{_shown(row)}" expects signed integer vectors, but got: "{x.dtype}".'
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


# Pairwise, whole-mask and reducing builtins --------------------------------------

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


def _shrunk_bound(vdtype, bound, name):
    """A constant bound of S.clip shrunk to the range of x's dtype, as upstream's; any other
    bound as it is."""
    if isinstance(bound, PointerValue):
        raise SemanticError(f'The arg "{name}" of "S.clip" expect a scalar or a vector, '
                            f'but got: {describe(bound)}.')
    if not is_literal(bound):
        return bound
    element = vdtype.element_of
    if element.is_arithmetic_integer and isinstance(bound, float):
        raise SemanticError(f'The arg "{name}" of "S.clip" expect an integer for '
                            f'"{vdtype}", but got: {bound!r}.')
    low, high = get_range(element)
    return min(max(bound, low), high)


def _clip_bound(sem, vdtype, bound, name):
    """A bound of S.clip as a vector of x's dtype."""
    bound = _shrunk_bound(vdtype, bound, name)
    if isinstance(bound, Value) and bound.dtype.is_vector:
        if bound.dtype != vdtype:
            raise SemanticError(f'The args "x" and "{name}" of "S.clip" expect the same dtype, '
                                f'but got: "{vdtype}" vs. "{bound.dtype}".')
        return bound
    return sem.broadcast(bound, vdtype)


def _scalar_clip(sem, x, min_val, max_val):
    """S.clip of a scalar in scalar operations, with the vector form's result in every case:
    x > hi ? hi : (x < lo ? lo : x), so a NaN x stays NaN, -0.0 stays -0.0 and with
    lo > hi an x above hi gives hi. Integers between constant bounds lo <= hi become
    upstream's max(min(x, hi), lo), the same there."""
    vdtype = hw_native_vdtype(x.dtype)
    lo = _shrunk_bound(vdtype, min_val, "min_val")
    hi = _shrunk_bound(vdtype, max_val, "max_val")
    low, high = sem.lane_scalar(lo, vdtype), sem.lane_scalar(hi, vdtype)
    if x.dtype.is_arithmetic_integer and is_literal(lo) and is_literal(hi) and lo <= hi:
        below = sem.b.binary("min", x.ir, high.ir)
        return Value(sem.b.binary("max", below, low.ir), x.dtype)
    raised = sem.b.select(sem.compare("Lt", x, low).ir, low.ir, x.ir)
    return Value(sem.b.select(sem.compare("Gt", x, high).ir, high.ir, raised), x.dtype)


@builtin
def _clip(sem, x, min_val, max_val, mask=None):
    """x clamped to [min_val, max_val] lane by lane (inactive lanes keep x; a NaN lane stays
    NaN); on a scalar x, the scalar clamped."""
    scalar = isinstance(x, Value) and x.dtype.is_scalar
    if scalar:
        if mask is not None:
            raise SemanticError("Only support mask in vector scenario.")
        if (x.dtype.is_arithmetic_integer or x.dtype.is_floating) and not x.dtype.is_bfloat16 \
                and not any(isinstance(b, Value) and b.dtype.is_vector for b in (min_val, max_val)):
            return _scalar_clip(sem, x, min_val, max_val)
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
