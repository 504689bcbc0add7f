"""The Dot family: dot products, multiply-accumulate and matrix products.

Rows of the table with hand-written checks (upstream's messages); every one
lowers to its own tir.intrin, x and y may differ in signedness.
"""

from ..dtypes import DataType, get_range
from ..target import CompassInfo
from .builtins import builtin, to_mask
from .values import PointerValue, SemanticError, Value, is_literal


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
