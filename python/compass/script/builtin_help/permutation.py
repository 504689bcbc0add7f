"""The reviewed help texts of the Permutation builtins (docs/builtins.md, fact sheet §1.9)."""

from .text import Category, Text

_WITH_N = ('a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"), '
              'out: S.ptr("int32x8", "global")')

TEXTS = {
    "vconcat": Text(
        summary="Joins vectors end to end, whole or one half of each.",
        computes="""\
With ``part="all"`` the result is the inputs' lanes one after the other:
``inps[0]``'s, then ``inps[1]``'s, and so on. With ``"low"``, ``"high"``,
``"even"`` or ``"odd"`` it is that half of each input (its first or last
half of lanes, or its even- or odd-numbered lanes), one after the other, so
the result has half as many lanes. Masks (bool vectors) are joined the same
way. A scalar input is broadcast to the vectors' type.

    x:                       x0 x1 x2 x3 x4 x5 x6 x7
    y:                       y0 y1 y2 y3 y4 y5 y6 y7
    S.vconcat((x, y)):       x0 x1 ... x7 y0 y1 ... y7   (16 lanes)
    S.vconcat((x, y), "low"):   x0 x1 x2 x3 y0 y1 y2 y3
    S.vconcat((x, y), "high"):  x4 x5 x6 x7 y4 y5 y6 y7
    S.vconcat((x, y), "even"):  x0 x2 x4 x6 y0 y2 y4 y6
    S.vconcat((x, y), "odd"):   x1 x3 x5 x7 y1 y3 y5 y7""",
        params={
            "inps": ("tuple or list",
                     "Two or more vectors (or masks) of one type, native or multiple width; "
                     "a scalar among them stands for a vector of that value (a bool for a "
                     "mask of equal lanes)."),
            "part": ("str", "``\"all\"``, ``\"low\"``, ``\"high\"``, ``\"even\"`` or "
                     "``\"odd\"``: what of each input to take."),
        },
        returns=("vector or mask", "The inputs' element type, with as many lanes as they "
                 "have together (``\"all\"``) or half that."),
        edges="""\
No value changes: lanes are only moved. Refused at the call when the kernel
is built: fewer than 2 inputs or ``inps`` not a tuple or list; inputs of
different types, or of one type but different signedness (``int32x8`` with
``uint32x8``); a scalar that does not fit the vectors' lane type; a
flexible-width input (``int32x12``: its lanes are not a multiple of a native
vector's); another ``part``.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
lo = S.vconcat((va, vb), "low")  # va[0:4], then vb[0:4]
S.vstore(lo + S.vconcat((va, vb), "high"), out)""",
        note='vectors and masks',
    ),
    "vsplit": Text(
        summary="Splits a multiple-width vector into the native vectors it is made of.",
        computes="""\
A vector of k native vectors' lanes (``int32x16``, ``float16x48``) becomes a
tuple of k native vectors: the first holds lanes 0 to n - 1, the next lanes
n to 2n - 1, and so on, n being the native lane count (32, 16 or 8 for 8-,
16- and 32-bit lanes).

    x (int32x16):  x0 x1 ... x7 x8 x9 ... x15
    S.vsplit(x):   (x0 x1 ... x7,  x8 x9 ... x15)""",
        params={
            "x": ("vector", "A multiple-width vector: a whole number, 2 or more, of native "
                  "vectors."),
        },
        returns=("tuple of vectors", "The native vectors of ``x``, lowest lanes first, of its "
                 "element type."),
        edges="""\
No value changes. Refused at the call when the kernel is built: a native
vector (``Redundant useless call.``), a flexible-width one (``int32x12``), a
mask, a scalar. Unpack the tuple into as many names as it has vectors.""",
        example="""\
lo, hi = S.vsplit(S.vload(a, lanes=16))
S.vstore(lo + hi, out)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
    ),
    "vzip": Text(
        summary="Interleaves the lanes of two vectors, whole or one half of each.",
        computes="""\
With ``part="all"`` the result has twice the lanes: ``x[0], y[0], x[1],
y[1], ...``. With ``"low"``, ``"high"``, ``"even"`` or ``"odd"`` it
interleaves that half of each operand (the first or last half of the lanes,
or the even- or odd-numbered ones) into a vector of the operands' lanes.
Masks interleave the same way. A scalar operand is broadcast.

    x:                   x0 x1 x2 x3 x4 x5 x6 x7
    y:                   y0 y1 y2 y3 y4 y5 y6 y7
    S.vzip(x, y):        x0 y0 x1 y1 ... x7 y7   (16 lanes)
    S.vzip(x, y, "low"):   x0 y0 x1 y1 x2 y2 x3 y3
    S.vzip(x, y, "high"):  x4 y4 x5 y5 x6 y6 x7 y7
    S.vzip(x, y, "even"):  x0 y0 x2 y2 x4 y4 x6 y6
    S.vzip(x, y, "odd"):   x1 y1 x3 y3 x5 y5 x7 y7""",
        params={
            "x": ("vector, mask or scalar", "The operand whose lanes come first in each pair."),
            "y": ("vector, mask or scalar",
                  "The other operand: of ``x``'s type and lanes (a bool scalar with a mask "
                  "stands for equal lanes)."),
            "part": ("str", "``\"all\"``, ``\"low\"``, ``\"high\"``, ``\"even\"`` or "
                     "``\"odd\"``: what of each operand to interleave."),
        },
        returns=("vector or mask", "The operands' element type, twice their lanes "
                 "(``\"all\"``) or as many."),
        edges="""\
No value changes. Refused at the call when the kernel is built: operands of
different types or signedness, two scalars, a scalar that does not fit the
vector's lane type, another ``part``, and a flexible-width operand with a
``part`` other than ``"all"`` (``"all"`` takes any width).""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vzip(va, vb), out)  # 16 lanes: a0 b0 a1 b1 ...""",
        example_args=('a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), '
                      'out: S.ptr("int32", "global")'),
        note='vectors and masks',
    ),
    "vcompt": Text(
        summary="Packs the active lanes of ``x`` into the lowest lanes, zeros after them.",
        computes="""\
The lanes of ``x`` that ``mask`` sets are copied, in order, to lanes 0, 1,
2, ... of the result; the lanes after the last one copied are 0.

    x:     x0 x1 x2 x3 x4 x5 x6 x7
    mask:  T  T  F  F  T  T  T  F
    S.vcompt(x, mask):  x0 x1 x4 x5 x6 0  0  0""",
        params={
            "x": ("vector", "A native vector."),
            "mask": ("mask, sequence of bool or str",
                     "The lanes of ``x`` to keep, in any mask form (``S.tail_mask``, a "
                     "comparison, a list of bools, ``\"3T5F\"``), of ``x``'s lanes. ``None`` "
                     "keeps every lane: the result is ``x``."),
        },
        returns=("vector", "``x``'s type: the kept lanes, then zeros."),
        edges="""\
No value changes; an all-False mask gives all zeros. Refused at the call when
the kernel is built: an ``x`` that is not one native vector (a multiple- or
flexible-width vector, a mask, a scalar), and a mask of another lane count.""",
        example="""\
va = S.vload(a)
S.vstore(S.vcompt(va, va > 0), out)  # the positive lanes, then 0s""",
    ),
    "vcompc": Text(
        summary="Packs the active lanes of ``x`` into the lowest lanes, then ``y``'s lanes.",
        computes="""\
The lanes of ``x`` that ``mask`` sets are copied, in order, to the lowest
lanes of the result; the k lanes left after them take ``y``'s lowest lanes,
``y[0]`` to ``y[k - 1]``. A scalar ``x`` or ``y`` is broadcast.

    x:     x0 x1 x2 x3 x4 x5 x6 x7
    y:     y0 y1 y2 y3 y4 y5 y6 y7
    mask:  T  T  F  T  F  T  F  F
    S.vcompc(x, y, mask):  x0 x1 x3 x5 y0 y1 y2 y3""",
        params={
            "x": ("vector or scalar", "The lanes to pack: a native vector."),
            "y": ("vector or scalar", "The fill: of ``x``'s type; its lowest lanes follow the "
                  "packed ones."),
            "mask": ("mask, sequence of bool or str",
                     "The lanes of ``x`` to keep, in any mask form, of ``x``'s lanes. "
                     "``None`` keeps every lane: the result is ``x``."),
        },
        returns=("vector", "``x``'s type: the kept lanes of ``x``, then ``y[0]``, ``y[1]``, "
                 "..."),
        edges="""\
No value changes; an all-False mask gives ``y``. Refused at the call when the
kernel is built: operands that are not native vectors of one type and
signedness, masks as operands, two scalars, a scalar that does not fit, and a
mask of another lane count.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vcompc(va, vb, va > vb), out)""",
    ),
    "vrevs": Text(
        summary="Reverses the order of the lanes of a vector or a mask.",
        computes="""\
Lane i of the result is lane n - 1 - i of ``x``, n being its lane count (all
of them, for a multiple-width vector).

    x:            x0 x1 x2 x3 x4 x5 x6 x7
    S.vrevs(x):   x7 x6 x5 x4 x3 x2 x1 x0""",
        params={
            "x": ("vector or mask", "A native or multiple-width vector, or a mask."),
        },
        returns=("vector or mask", "``x``'s type, its lanes reversed."),
        edges="""\
No value changes. Refused at the call when the kernel is built: a scalar and
a flexible-width vector (``int32x12``).""",
        example="""\
va = S.vload(a)
S.vstore(S.vrevs(va), out)
S.vstore(S.vsel(va, 0, S.vrevs(va > 0)), b)""",
        note='vectors and masks',
    ),
    "vsel": Text(
        summary="Picks each lane from ``x`` where ``mask`` is set, else from ``y``.",
        computes="""\
Lane i of the result is ``x[i]`` where ``mask[i]`` is True and ``y[i]``
where it is False. A scalar ``x`` or ``y`` is broadcast to the other's type;
with masks as operands a bool scalar stands for a mask of equal lanes. Any
width works: native, flexible and multiple.

    x:     x0 x1 x2 x3 x4 x5 x6 x7
    y:     y0 y1 y2 y3 y4 y5 y6 y7
    mask:  T  T  F  F  T  T  T  F
    S.vsel(x, y, mask):  x0 x1 y2 y3 x4 x5 x6 y7""",
        params={
            "x": ("vector, mask or scalar", "The value of the lanes ``mask`` sets."),
            "y": ("vector, mask or scalar",
                  "The value of the other lanes: of ``x``'s type and lanes."),
            "mask": ("mask, sequence of bool, str or None",
                     "Which lanes take ``x``, in any mask form, of the operands' lanes; a "
                     "shorter list or string is padded with False (those lanes take ``y``). "
                     "``None``: every lane, so the result is ``x``."),
        },
        returns=("vector or mask", "The operands' type."),
        types="""\
int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32, and
masks (bool vectors).""",
        edges="""\
No value changes: a NaN or an infinity is picked as it is. Refused at the
call when the kernel is built: two scalars, operands of different types
(``int32x8`` and ``float32x8``) or signedness (``int32x8`` and
``uint32x8``), a literal that does not fit the lane type (``300`` for
int8 lanes), and a mask of another lane count.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
relu = S.vsel(va, 0, va > 0)  # negatives become 0
S.vstore(S.vsel(relu, vb, "4T4F"), out)""",
        note='vectors and masks',
    ),
    "vshfl": Text(
        summary="Rotates the lanes of ``x`` toward lane 0 by ``shift`` lanes.",
        computes="""\
Lane i of the result is lane ``(i + shift) mod n`` of ``x``, n being its
lane count: the first ``shift`` lanes wrap around to the top.

    x:                x0 x1 x2 x3 x4 x5 x6 x7
    S.vshfl(x, 2):    x2 x3 x4 x5 x6 x7 x0 x1

A constant ``shift`` works on native and multiple-width vectors (rotating all
their lanes); a runtime one on native vectors only, as upstream.""",
        params={
            "x": ("vector", "The vector to rotate."),
            "shift": ("int or integer scalar",
                      "How many lanes to rotate by: 0 to n - 1. A constant, or a variable of "
                      "any integer type read as int32."),
        },
        returns=("vector", "``x``'s type, its lanes rotated."),
        edges="""\
A constant ``shift`` outside 0 to n - 1 is refused at the call when the
kernel is built; a runtime one stops the run with a ``CompassRuntimeError``
located at the call (``a lane shift of 8 outside [0, 8)``) on every path: the
simulator, the checked C on POCL and the native tier. Also refused when it is
built: a float ``shift``, a mask or scalar ``x``, a flexible-width ``x``, and
a runtime ``shift`` of a multiple-width ``x``.""",
        example="""\
va = S.vload(a)
S.vstore(S.vshfl(va, 3), out)
S.vstore(S.vshfl(va, n % 8), b)  # a shift from 0 to 7""",
        example_args=_WITH_N + ", n: S.i32",
        note='runtime shift on native vectors, as upstream',
    ),
    "vbcast": Text(
        summary="Makes a vector (or a mask) with every lane set to the scalar ``x``.",
        computes="""\
Every lane of the result is ``x``. It has the native lane count of ``x``'s
type (32 for 8-bit, 16 for 16-bit, 8 for 32-bit types) unless ``lanes``
names another, any count from 2. A bool ``x`` (a comparison of scalars)
gives a mask of ``lanes`` lanes, all True or all False.

    S.vbcast(S.i32(3)):            3  3  3  3  3  3  3  3
    S.vbcast(S.fp16(1.5), lanes=4):  1.5  1.5  1.5  1.5""",
        params={
            "x": ("scalar", "A typed scalar: a scalar variable, ``S.i32(3)``, ``a[i]``; not "
                  "a bare literal."),
            "mask": ("mask, sequence of bool, str or None",
                     "Checked as a mask of the result's lanes, but every lane holds ``x``, "
                     "those it leaves inactive too (upstream leaves them undefined). Not "
                     "allowed with a bool ``x``."),
            "lanes": ("int or None", "The result's lane count, a constant of at least 2; "
                      "``None``: the native count. Required with a bool ``x``."),
        },
        returns=("vector or mask", "A vector of ``x``'s type with ``lanes`` lanes, or a "
                 "``boolx<lanes>`` mask."),
        types="""\
int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32, and
bool (giving a mask).""",
        edges="""\
No value changes: NaN and infinities are copied as they are. Refused at the
call when the kernel is built: a literal or a vector ``x`` (``The 1st arg
expect a scalar that contain type information.``), a ``lanes`` below 2 or
not a constant, a bool ``x`` without ``lanes`` or with a ``mask``, and a
mask with more lanes than the result.""",
        example="""\
vn = S.vbcast(n)  # n in each of the 8 lanes
S.vstore(S.vload(a) * vn, out)""",
        example_args=('a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), '
                      'n: S.i32'),
        note='lanes `mask` leaves inactive (undefined upstream) hold x too',
    ),
    "vsldl": Text(
        summary="Shifts ``x`` toward lane 0 by ``shift`` lanes, filling in from ``y``.",
        computes="""\
The result is the lanes ``x[shift:]`` followed by ``y[:shift]``: lane i is
``x[i + shift]`` while that exists, then ``y[i + shift - n]``, n being the
lane count. Together ``x`` and ``y`` are a window slid ``shift`` lanes on.

    x:                  x0 x1 x2 x3 x4 x5 x6 x7
    y:                  y0 y1 y2 y3 y4 y5 y6 y7
    S.vsldl(x, y, 3):   x3 x4 x5 x6 x7 y0 y1 y2""",
        params={
            "x": ("vector or scalar", "The lanes that come first, from lane ``shift`` on."),
            "y": ("vector or scalar", "The lanes that fill the top: of ``x``'s type; a "
                  "scalar is broadcast."),
            "shift": ("int", "A constant from 0 to n - 1."),
        },
        returns=("vector", "``x``'s type."),
        edges="""\
No value changes; ``shift`` 0 gives ``x``. Refused at the call when the kernel
is built: a ``shift`` that is not a constant integer, or outside 0 to n - 1;
operands of different types or signedness; masks; two scalars; a
flexible-width operand (native and multiple widths are fine).""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vsldl(va, vb, 1), out)  # a[1:8] then b[0]""",
    ),
    "vtbl": Text(
        summary="Looks each lane of ``indices`` up in a table of 2 to 4 vectors.",
        computes="""\
The vectors of ``table`` are read as one sequence of 2n to 4n lanes, n being
their lane count; lane i of the result is lane ``indices[i]`` of that
sequence, or 0 when the index lies past its end. Indices are read as
unsigned: a negative one is past the end.

    table:    (t0 ... t7, t8 ... t15)
    indices:  1  1  5  7  3  10  99  -1
    S.vtbl(table, indices):  t1 t1 t5 t7 t3 t10 0 0""",
        params={
            "table": ("tuple or list",
                      "2, 3 or 4 native vectors of one type; a scalar among them stands for a "
                      "vector of that value."),
            "indices": ("vector",
                        "A native integer vector whose lanes have the table's width (int16 "
                        "or uint16 indices for a float16 table), of either signedness."),
        },
        returns=("vector", "The table's type."),
        edges="""\
An index past the table gives 0: nothing is refused at run time. Refused at
the call when the kernel is built: fewer than 2 or more than 4 table vectors;
table vectors that are not native or differ in type or signedness; a mask as
a table; ``indices`` that are not a native integer vector or whose lanes
have another width (``int16x8`` for an ``int32x8`` table).""",
        example="""\
table = (S.vload(t), S.vload(t + 32))  # 64 bytes
S.vstore(S.vtbl(table, S.vload(idx)), out)""",
        example_args=('t: S.ptr("uint8", "global"), idx: S.ptr("uint8", "global"), '
                      'out: S.ptr("uint8", "global")'),
    ),
    "vreplic": Text(
        summary="Sets every lane to lane ``index`` of ``x``.",
        computes="""\
Every lane of the result is ``x[index]``. A constant ``index`` works on
native and multiple-width vectors; a runtime one on native vectors only, as
upstream.

    x:                 x0 x1 x2 x3 x4 x5 x6 x7
    S.vreplic(x, 3):   x3 x3 x3 x3 x3 x3 x3 x3""",
        params={
            "x": ("vector", "The vector to take the lane from."),
            "index": ("int or integer scalar",
                      "The lane: 0 to n - 1, n being ``x``'s lane count. A constant, or on a "
                      "native vector a variable of any integer type, read as int32."),
        },
        returns=("vector", "``x``'s type."),
        edges="""\
A constant ``index`` outside 0 to n - 1 is refused at the call when the
kernel is built; a runtime one stops the run with a ``CompassRuntimeError``
located at the call on every path: the simulator, the checked C on POCL and
the native tier (its message calls the index a lane shift: ``a lane shift of
8 outside [0, 8)``). Also refused when it is built: a float ``index``, a
mask, scalar or flexible-width ``x``, and a runtime ``index`` of a
multiple-width ``x``.""",
        example="""\
va = S.vload(a)
S.vstore(va * S.vreplic(va, 0), out)  # every lane times a[0]
S.vstore(S.vreplic(va, n % 8), b)  # a lane from 0 to 7""",
        example_args=_WITH_N + ", n: S.i32",
        note='runtime index on native vectors, as upstream',
    ),
}

CATEGORY = Category('Permutation (fact sheet §1.9)', TEXTS)
