"""The permutation builtins of fact sheet §1.9 (the Permute family).

S.vconcat, S.vsplit, S.vzip, S.vrevs, S.vshfl, S.vsldl and S.vreplic move
lanes: each handler checks its arguments as upstream does and writes where
every result lane comes from — lane k of the result is lane indices[k] of
the vector arguments read as one sequence — into the `indices` of one
`tir.intrin`; -convert-tir-to-compass turns that into compass.vperm of the
native pieces (docs/adding-a-builtin.md). A runtime shift or index (native
vectors only) is a scalar last argument that rotates the sequence. S.vtbl
(compass.vtbl) and S.vcompt / S.vcompc (compass.vcompress) read lanes
chosen at run time.
"""

from ..dtypes import DataType, hw_native_vdtype
from .builtins import (_bool_broadcast, _broadcast_either_sign, _native_only,
                       _not_flexible_width, builtin, to_mask)
from .values import SemanticError, Value, is_literal

_PARTS = ("all", "low", "high", "even", "odd")


def _is_vector(x, allow_mask=False):
    return isinstance(x, Value) and x.dtype.is_vector and (allow_mask or not x.dtype.is_bool)


def _is_integer_scalar(x):
    if isinstance(x, bool):
        return False
    return isinstance(x, int) or (isinstance(x, Value) and x.dtype.is_scalar
                                  and x.dtype.is_arithmetic_integer)


def _match_all(items):
    """Upstream's check that the vector arguments have one dtype."""
    if not all(_is_vector(x, allow_mask=True) for x in items):
        raise SemanticError("All arguments must be vector or mask.")
    first = items[0].dtype
    for i, x in enumerate(items[1:], 1):
        cur = x.dtype
        if cur.is_arithmetic_integer and first.is_arithmetic_integer:
            if cur.with_int() != first.with_int():
                raise SemanticError(
                    f'Argument type mismatch: 0-th: "{first}" vs. {i}-th: "{cur}".')
            if cur != first:
                raise SemanticError('The sign of operands is different, if the API have '
                                    'parameter "out_sign" please specify the output sign.')
        elif cur != first:
            raise SemanticError(f'Argument type mismatch: 0-th: "{first}" vs. {i}-th: "{cur}".')


def _broadcast_all(sem, items):
    """Upstream's broadcast_scalar then assert_vdtype_match: scalars take the dtype of the
    first vector (or its twin of the other signedness when only that one holds them)."""
    items = list(items)
    vectors = [x for x in items if _is_vector(x, allow_mask=True)]
    if not vectors:
        raise SemanticError("All arguments are scalar.")
    _match_all(vectors)
    vdtype = vectors[0].dtype
    out = []
    for x in items:
        if _is_vector(x, allow_mask=True):
            out.append(x)
        elif is_literal(x) or (isinstance(x, Value) and x.dtype.is_scalar):
            if vdtype.is_bool:
                out.append(_bool_broadcast(sem, x, vdtype.lanes))
            else:
                out.append(_broadcast_either_sign(sem, x, vdtype))
        else:
            raise SemanticError("All arguments must be vector or mask.")
    _match_all(out)
    return out


def _no_masks(name, x):
    if x.dtype.is_bool:
        raise SemanticError(f'The masks (bool vectors) of "S.{name}" are not supported yet.')


def _check_part(part):
    if part not in _PARTS:
        raise SemanticError(f'The arg "part" expect one of {_PARTS}, but got: "{part}".')


def _mask_carrier(lanes):
    """The integer lanes a mask of `lanes` lanes is moved in: those whose native vector has
    as many lanes, else the widest whose native lanes divide it."""
    for element, native in (("int8", 32), ("int16", 16), ("int32", 8)):
        if lanes == native:
            return element
    return "int8" if lanes % 32 == 0 else "int16" if lanes % 16 == 0 else "int32"


def _permute_masks(sem, name, inputs, result_dtype, indices):
    """A permutation of masks: each mask as 1/0 lanes of an integer vector, those lanes
    moved, and the result compared with 0."""
    element = _mask_carrier(inputs[0].dtype.lanes)
    vectors = []
    for m in inputs:
        vdtype = DataType(f"{element}x{m.dtype.lanes}")
        ones, zeros = sem.broadcast(1, vdtype), sem.broadcast(0, vdtype)
        vectors.append(sem.intrin("vsel", [ones, zeros], vdtype, m.ir))
    moved = _permute(sem, name, vectors, DataType(f"{element}x{result_dtype.lanes}"), indices)
    return sem.compare("NotEq", moved, 0)


def _permute(sem, name, inputs, result_dtype, indices, shift=None):
    """The tir.intrin of a permutation: result lane k is lane indices[k] of `inputs`
    read as one sequence (rotated by the runtime `shift`, when given)."""
    if inputs[0].dtype.is_bool:
        return _permute_masks(sem, name, inputs, result_dtype, indices)
    args = list(inputs)
    if shift is not None:
        args.append(sem.cast(shift, "int32"))
    return sem.intrin(name, args, result_dtype, attrs={"indices": [int(i) for i in indices]})


def _check_range(arg, value, lanes):
    if not 0 <= value < lanes:
        raise SemanticError(f'The arg "{arg}" expect in range [0, {lanes}), but got: "{value}".')


@builtin
def _vconcat(sem, inps, part="all"):
    """The inputs concatenated (part "all"), or the low/high/even/odd half of each input,
    concatenated."""
    if not (isinstance(inps, (tuple, list)) and len(inps) > 1):
        raise SemanticError(
            f'The arg "inps" expect one of (tuple, list) and len(inps) > 1, but got: "{inps}".')
    inps = _broadcast_all(sem, inps)
    _check_part(part)
    vdtype = inps[0].dtype
    _not_flexible_width(vdtype)
    n, count = vdtype.lanes, len(inps)
    half = n // 2
    if part == "all":
        indices = range(n * count)
    else:
        first, step = {"low": (0, 1), "high": (half, 1), "even": (0, 2), "odd": (1, 2)}[part]
        indices = [k * n + first + i * step for k in range(count) for i in range(half)]
    lanes = n * count if part == "all" else n * count // 2
    return _permute(sem, "vconcat", inps, vdtype.with_lanes(lanes), indices)


@builtin
def _vsplit(sem, x):
    """The native vectors a multiple-width vector is made of, lowest lanes first."""
    if not _is_vector(x):
        raise SemanticError("The 1st arg expect a vector.")
    _not_flexible_width(x.dtype)
    native = hw_native_vdtype(x.dtype)
    count = x.dtype.lanes // native.lanes
    if count == 1:
        raise SemanticError("Redundant useless call.")
    n = native.lanes
    return tuple(_permute(sem, "vsplit", [x], native, range(k * n, (k + 1) * n))
                 for k in range(count))


@builtin
def _vzip(sem, x, y, part="all"):
    """x and y interleaved, x0 y0 x1 y1 … (part "all": twice the lanes), or the low/high/
    even/odd half of each interleaved."""
    x, y = _broadcast_all(sem, [x, y])
    _check_part(part)
    vdtype = x.dtype
    n = vdtype.lanes
    if part == "all":
        return _permute(sem, "vzip", [x, y], vdtype.with_lanes(2 * n),
                        [k for i in range(n) for k in (i, n + i)])
    _not_flexible_width(vdtype)
    lanes = {"low": range(n // 2), "high": range(n // 2, n), "even": range(0, n, 2),
             "odd": range(1, n, 2)}[part]
    return _permute(sem, "vzip", [x, y], vdtype, [k for i in lanes for k in (i, n + i)])


@builtin
def _vrevs(sem, x):
    """x with its lanes in reverse order."""
    if not _is_vector(x, allow_mask=True):
        raise SemanticError("The 1st arg expect a vector or a mask.")
    _not_flexible_width(x.dtype)
    n = x.dtype.lanes
    return _permute(sem, "vrevs", [x], x.dtype, range(n - 1, -1, -1))


@builtin
def _vsldl(sem, x, y, shift):
    """x[shift:] followed by y[:shift] (shift a constant in [0, lanes))."""
    x, y = _broadcast_all(sem, [x, y])
    vdtype = x.dtype
    _not_flexible_width(vdtype)
    _no_masks("vsldl", x)
    if not isinstance(shift, int) or isinstance(shift, bool):
        raise SemanticError('The arg "shift" expect a constant integer scalar.')
    _check_range("shift", shift, vdtype.lanes)
    return _permute(sem, "vsldl", [x, y], vdtype, range(shift, shift + vdtype.lanes))


@builtin
def _vshfl(sem, x, shift):
    """x rotated toward lane 0: lane i is x[(i + shift) mod lanes]; a runtime shift on
    native vectors only."""
    if not _is_vector(x):
        raise SemanticError("The 1st arg expect a vector.")
    if not _is_integer_scalar(shift):
        raise SemanticError('The arg "shift" expects an integer scalar.')
    n = x.dtype.lanes
    if isinstance(shift, int):
        _not_flexible_width(x.dtype)
        _check_range("shift", shift, n)
        return _permute(sem, "vshfl", [x], x.dtype, [(i + shift) % n for i in range(n)])
    _native_only(x.dtype)
    return _permute(sem, "vshfl", [x], x.dtype, range(n), shift=shift)


@builtin
def _vreplic(sem, x, index=0):
    """Every lane set to lane `index` of x; a runtime index on native vectors only."""
    if not _is_vector(x):
        raise SemanticError("The 1st arg expect a vector.")
    _not_flexible_width(x.dtype)
    n = x.dtype.lanes
    if x.dtype.is_native_vector:
        if not _is_integer_scalar(index):
            raise SemanticError('The arg "index" expects an integer scalar.')
    elif not isinstance(index, int) or isinstance(index, bool):
        raise SemanticError('The arg "index" expects an integer constant value.')
    if isinstance(index, int):
        _check_range("index", index, n)
        return _permute(sem, "vreplic", [x], x.dtype, [index] * n)
    return _permute(sem, "vreplic", [x], x.dtype, [0] * n, shift=index)


@builtin
def _vtbl(sem, table, indices):
    """Lane i is lane indices[i] of the tables (2 to 4 native vectors) read as one sequence,
    0 when out of range."""
    if not isinstance(table, (tuple, list)):
        raise SemanticError('The arg "table" expect a tuple or list.')
    if not 2 <= len(table) <= 4:
        raise SemanticError(
            f'The length of the arg "table" expect in range [2, 4], but got: "{len(table)}".')
    if not _is_vector(indices):
        raise SemanticError('The arg "indices" expect a vector.')
    table = _broadcast_all(sem, table)
    vdtype = table[0].dtype
    _native_only(vdtype)
    _no_masks("vtbl", table[0])
    if not indices.dtype.is_arithmetic_integer:
        raise SemanticError('The arg "indices" expects an integer vector.')
    if vdtype.bits != indices.dtype.bits:
        raise SemanticError(
            f'The bits mismatch: "table": "{vdtype}" vs. "indices": "{indices.dtype}".')
    _native_only(indices.dtype)
    return sem.intrin("vtbl", list(table) + [indices], vdtype)


@builtin
def _vcompt(sem, x, mask):
    """The active lanes of x packed to the bottom; the other lanes 0 (native vectors)."""
    if not _is_vector(x):
        raise SemanticError("The 1st arg expect a vector.")
    _native_only(x.dtype)
    return sem.intrin("vcompt", [x], x.dtype, to_mask(sem, mask, x.dtype.lanes))


@builtin
def _vcompc(sem, x, y, mask):
    """The active lanes of x packed to the bottom; the other lanes y[0], y[1], …"""
    x, y = _broadcast_all(sem, [x, y])
    _no_masks("vcompc", x)
    _native_only(x.dtype)
    return sem.intrin("vcompc", [x, y], x.dtype, to_mask(sem, mask, x.dtype.lanes))
