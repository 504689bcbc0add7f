"""The conversion S.* builtins: S.cast, S.i, S.u, S.vxtl, S.vxth,
S.reinterpret and the hint S.tag."""

import numpy as np

from ..dtypes import DataType, hw_native_vdtype
from .builtins import builtin, call_builtin_by_name
from .types import DtypeConstructor
from .values import BuiltinResult, PointerValue, SemanticError, Value, describe, is_literal


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
