"""The reviewed help texts of the Compare builtins (docs/builtins.md, fact sheet §1.4)."""

from .text import Category, Text

# The parameters, returns, masks and edges the six comparisons share.
_CMP_PARAMS = {
    "x": ("vector or scalar", "The first operand; a scalar is broadcast to ``y``'s lanes."),
    "y": ("vector or scalar",
          "The second operand: ``x``'s dtype and lanes (signedness included), or a scalar "
          "that fits the lane type, broadcast."),
}
_CMP_RETURNS = ("mask", "A bool vector with ``x``'s lanes (boolx8 for int32x8).")
_CMP_MASK = """\
Lanes ``mask`` leaves inactive are False, so the result is the comparison
ANDed with ``mask``."""
_CMP_REFUSALS = """\
Operands of different dtypes (int32x8 with uint32x8 included), a scalar the
lane type cannot hold (1.5 for int32, 300 for int8), a mask operand or a
pointer are refused with an error located at the call; vectors of any
width are taken."""
_FLOAT_CLASS_X = ("vector or scalar",
                  "The values: float16, bfloat16 or float32 lanes of any vector width, or a "
                  "float16 or float32 scalar variable.")
_FLOAT_CLASS_MASK = """\
Lanes ``mask`` leaves inactive are False. On a scalar ``x`` the mask is
ignored, as upstream's."""
_FLOAT_CLASS_REFUSALS = """\
A literal (``S.{0}(1.0)``: "The 1st arg expect a variable."), an integer
value and a bfloat16 scalar (convert it to float32 first) are refused with
an error located at the call."""
_MIN_MAX_PARAMS = {
    "x": ("vector or scalar", "The first operand; a scalar is broadcast to ``y``'s lanes."),
    "y": ("vector or scalar",
          "The second operand: ``x``'s dtype and lanes, or a scalar that fits the lane type, "
          "broadcast. Two scalars give a scalar."),
    "mask": ("mask, sequence of bool, str or None",
             "The lanes that take part, for vectors only. A mask value, a list, tuple or "
             "NumPy array of one bool per lane, a string such as ``\"3T5F\"``, or ``None`` "
             "for every lane."),
    "r": ("vector, scalar or None",
          "The value of the lanes ``mask`` leaves inactive: a vector of the result's type or "
          "a scalar broadcast to it; for vectors only. ``None`` leaves them undefined."),
}
_PAIRWISE_PARAMS = {
    "x": ("vector or scalar", "Its adjacent pairs fill the low half of the result; a scalar "
          "is broadcast to ``y``'s lanes."),
    "y": ("vector or scalar", "Its adjacent pairs fill the high half: ``x``'s dtype and "
          "lanes, or a scalar that fits the lane type, broadcast."),
}
_PAIRWISE_EDGES = """\
No overflow: the result is one of the pair. Float lanes ("Only support
integer instruction."), operands of different dtypes (int32x8 with uint32x8
included) and a vector that is not a whole number of native vectors
(int32x4: no "Flexible Width Vector") are refused with an error located at
the call. There is no mask."""
_REDUCE_RETURN_IDX = ("bool",
                      "Also put the index (0 to lanes - 1) of the extreme's lowest active lane "
                      "in lane 1, as an integer in the lane's bits (also for float lanes). "
                      "Refused on X2 targets, as upstream.")
_REDUCE_MASK = """\
Only the active lanes take part. With no active lane, lane 0 (and lane 1)
are undefined."""

TEXTS = {
    "vceq": Text(
        summary="Tests ``x == y`` lane by lane into a mask.",
        computes="""\
Each active lane of the result is True where ``x[i] == y[i]``. Float lanes
compare as IEEE numbers: -0.0 equals 0.0 and NaN equals nothing, itself
included. The ``==`` operator on vectors calls it, after promoting operands
of different types as scalars are (docs/language.md).

    x:                   1  5  3  7  2  8  4  6
    y:                   1  2  3  9  2  1  5  6
    mask:                T  T  T  T  T  T  F  T
    S.vceq(x, y, mask):  T  F  T  F  T  F  F  T""",
        params=_CMP_PARAMS,
        returns=_CMP_RETURNS,
        semantics=_CMP_MASK,
        edges="""\
A lane with NaN is False; nothing else is inexact. """ + _CMP_REFUSALS,
        example="""\
va, vb = S.vload(a), S.vload(b)
same = S.vceq(va, vb)
S.vstore(S.vsel(0, va, same), out)""",
    ),
    "vcneq": Text(
        summary="Tests ``x != y`` lane by lane into a mask.",
        computes="""\
Each active lane of the result is True where ``x[i] != y[i]``: the negation
of ``S.vceq`` on the active lanes. Float lanes compare as IEEE numbers, so a
NaN lane is always unequal and -0.0 equals 0.0. The ``!=`` operator on
vectors calls it, after promoting operands of different types as scalars
are (docs/language.md).

    x:                    1  5  3  7  2  8  4  6
    y:                    1  2  3  9  2  1  5  6
    mask:                 T  T  T  T  T  T  F  T
    S.vcneq(x, y, mask):  F  T  F  T  F  T  F  F""",
        params=_CMP_PARAMS,
        returns=_CMP_RETURNS,
        semantics=_CMP_MASK,
        edges="""\
A lane with NaN is True (unequal), also NaN against NaN. """ + _CMP_REFUSALS,
        example="""\
va, vb = S.vload(a), S.vload(b)
changed = S.vcneq(va, vb)
S.vstore(va, out, mask=changed)""",
    ),
    "vcge": Text(
        summary="Tests ``x >= y`` lane by lane into a mask.",
        computes="""\
Each active lane of the result is True where ``x[i] >= y[i]``, integers
compared by their signedness, floats as IEEE numbers (-0.0 equals 0.0).
The ``>=`` operator on vectors calls it, after promoting operands of
different types as scalars are (docs/language.md).

    x:                   1  5  3  7  2  8  4  6
    y:                   1  2  3  9  2  1  5  6
    mask:                T  T  T  T  T  T  F  T
    S.vcge(x, y, mask):  T  T  T  F  T  T  F  T""",
        params=_CMP_PARAMS,
        returns=_CMP_RETURNS,
        semantics=_CMP_MASK,
        edges="""\
A lane with NaN is False (unordered). """ + _CMP_REFUSALS,
        example="""\
va = S.vload(a)
S.vstore(S.vsel(va, 0, S.vcge(va, 0)), out)""",
    ),
    "vcgt": Text(
        summary="Tests ``x > y`` lane by lane into a mask.",
        computes="""\
Each active lane of the result is True where ``x[i] > y[i]``, integers
compared by their signedness, floats as IEEE numbers (0.0 > -0.0 is False).
The ``>`` operator on vectors calls it, after promoting operands of
different types as scalars are (docs/language.md).

    x:                   1  5  3  7  2  8  4  6
    y:                   1  2  3  9  2  1  5  6
    mask:                T  T  T  T  T  T  F  T
    S.vcgt(x, y, mask):  F  T  F  F  F  T  F  F""",
        params=_CMP_PARAMS,
        returns=_CMP_RETURNS,
        semantics=_CMP_MASK,
        edges="""\
A lane with NaN is False (unordered). """ + _CMP_REFUSALS,
        example="""\
va, vb = S.vload(a), S.vload(b)
bigger = S.vcgt(va, vb, mask=S.tail_mask(6, 8))
S.vstore(va, out, mask=bigger)""",
    ),
    "vcle": Text(
        summary="Tests ``x <= y`` lane by lane into a mask.",
        computes="""\
Each active lane of the result is True where ``x[i] <= y[i]``, integers
compared by their signedness, floats as IEEE numbers (-0.0 equals 0.0).
The ``<=`` operator on vectors calls it, after promoting operands of
different types as scalars are (docs/language.md).

    x:                   1  5  3  7  2  8  4  6
    y:                   1  2  3  9  2  1  5  6
    mask:                T  T  T  T  T  T  F  T
    S.vcle(x, y, mask):  T  F  T  T  T  F  F  T""",
        params=_CMP_PARAMS,
        returns=_CMP_RETURNS,
        semantics=_CMP_MASK,
        edges="""\
A lane with NaN is False (unordered). """ + _CMP_REFUSALS,
        example="""\
va = S.vload(a)
S.vstore(S.vsel(va, 100, S.vcle(va, 100)), out)""",
    ),
    "vclt": Text(
        summary="Tests ``x < y`` lane by lane into a mask.",
        computes="""\
Each active lane of the result is True where ``x[i] < y[i]``, integers
compared by their signedness, floats as IEEE numbers (-0.0 < 0.0 is False).
The ``<`` operator on vectors calls it, after promoting operands of
different types as scalars are (docs/language.md).

    x:                   1  5  3  7  2  8  4  6
    y:                   1  2  3  9  2  1  5  6
    mask:                T  T  T  T  T  T  F  T
    S.vclt(x, y, mask):  F  F  F  T  F  F  F  F""",
        params=_CMP_PARAMS,
        returns=_CMP_RETURNS,
        semantics=_CMP_MASK,
        edges="""\
A lane with NaN is False (unordered). """ + _CMP_REFUSALS,
        example="""\
va = S.vload(a)
negative = S.vclt(va, 0)
S.vstore(S.vsub(0, va, mask=negative, r=va), out)""",
    ),
    "isnan": Text(
        summary="Tests each lane of ``x`` (or a scalar) for NaN.",
        computes="""\
Each active lane of the result is True where ``x[i]`` is a NaN, quiet or
signaling, of either sign. On a float16 or float32 scalar it gives a
scalar bool.

    x:                 nan  1.0  inf -inf -0.0  nan  3.5  nan
    mask:                T    T    T    T    T    T    T    F
    S.isnan(x, mask):    T    F    F    F    F    T    F    F""",
        params={"x": _FLOAT_CLASS_X},
        returns=("mask or bool", "A bool vector with ``x``'s lanes; a bool for a scalar."),
        semantics=_FLOAT_CLASS_MASK,
        edges="""\
Infinities and -0.0 are not NaN. """ + _FLOAT_CLASS_REFUSALS.format("isnan"),
        example_args='a: S.ptr("fp32x8", "global"), out: S.ptr("fp32x8", "global")',
        example="""\
va = S.vload(a)
S.vstore(S.vsel(0.0, va, S.isnan(va)), out)""",
    ),
    "isinf": Text(
        summary="Tests each lane of ``x`` (or a scalar) for an infinity.",
        computes="""\
Each active lane of the result is True where ``x[i]`` is +inf or -inf. On
a float16 or float32 scalar it gives a scalar bool.

    x:                 nan  1.0  inf -inf -0.0  nan  3.5  nan
    mask:                T    T    T    T    T    T    T    F
    S.isinf(x, mask):    F    F    T    T    F    F    F    F""",
        params={"x": _FLOAT_CLASS_X},
        returns=("mask or bool", "A bool vector with ``x``'s lanes; a bool for a scalar."),
        semantics=_FLOAT_CLASS_MASK,
        edges="""\
NaN is not infinite; the largest finite value is not either (float16's
65504). """ + _FLOAT_CLASS_REFUSALS.format("isinf"),
        example_args='a: S.ptr("fp16x16", "global"), out: S.ptr("fp16x16", "global")',
        example="""\
va = S.vload(a)
S.vstore(S.vsel(S.fp16(0), va, S.isinf(va)), out)""",
    ),
    "isfinite": Text(
        summary="Tests each lane of ``x`` (or a scalar) for a finite value.",
        computes="""\
Each active lane of the result is True where ``x[i]`` is neither NaN nor an
infinity: zeros, subnormals and normal numbers. On a float16 or float32
scalar it gives a scalar bool.

    x:                    nan  1.0  inf -inf -0.0  nan  3.5  nan
    mask:                   T    T    T    T    T    T    T    F
    S.isfinite(x, mask):    F    T    F    F    T    F    T    F""",
        params={"x": _FLOAT_CLASS_X},
        returns=("mask or bool", "A bool vector with ``x``'s lanes; a bool for a scalar."),
        semantics=_FLOAT_CLASS_MASK,
        edges="""\
NaN and both infinities give False. """ + _FLOAT_CLASS_REFUSALS.format("isfinite"),
        example_args='a: S.ptr("fp32x8", "global"), out: S.ptr("fp32x8", "global")',
        example="""\
va = S.vload(a)
ok = S.isfinite(va)
if S.vall(ok):
    S.vstore(va, out)""",
    ),
    "max": Text(
        summary="The larger of ``x`` and ``y``, lane by lane, or of two scalars.",
        computes="""\
Each active lane of the result is the larger of ``x[i]`` and ``y[i]``. For
float lanes a NaN operand yields the other operand (both NaN: ``y``'s NaN), and
equal operands, +0.0 and -0.0 included, give ``y``'s. Two scalars give a
scalar by the same rule: two literals are folded while the kernel is
parsed, other scalars meet in their promoted type as operators do.

    x:            1.0  nan -0.0  nan  3.0 -inf  2.0  7.0
    y:            2.0  4.0  0.0  nan  1.0  5.0  inf  0.5
    S.max(x, y):  2.0  4.0  0.0  nan  3.0  5.0  inf  7.0""",
        params=_MIN_MAX_PARAMS,
        returns=("vector or scalar", "``x``'s dtype and lanes; for two scalars, their "
                 "promoted type."),
        edges="""\
No overflow: the result is one of the operands. NaN: the other operand, as
the NPU's vmax does (upstream's PySim gives NaN; docs/from-upstream.md).
Operands of different dtypes (int32x8 with uint32x8 included), a scalar
the lanes cannot hold (1.5 for int32 lanes), a ``mask`` or ``r`` with two
scalars and an ``r`` outside the result's type are refused with an error
located at the call.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
relu = S.max(va, 0)
S.vstore(S.max(relu, vb, mask=S.tail_mask(5, 8), r=relu), out)""",
        note="a float NaN operand yields the other operand (the NPU's rule; PySim propagates NaN)",
    ),
    "min": Text(
        summary="The smaller of ``x`` and ``y``, lane by lane, or of two scalars.",
        computes="""\
Each active lane of the result is the smaller of ``x[i]`` and ``y[i]``. For
float lanes a NaN operand yields the other operand (both NaN: ``y``'s NaN), and
equal operands, +0.0 and -0.0 included, give ``y``'s. Two scalars give a
scalar by the same rule: two literals are folded while the kernel is
parsed, other scalars meet in their promoted type as operators do.

    x:            1.0  nan -0.0  nan  3.0 -inf  2.0  7.0
    y:            2.0  4.0  0.0  nan  1.0  5.0  inf  0.5
    S.min(x, y):  1.0  4.0  0.0  nan  1.0 -inf  2.0  0.5""",
        params=_MIN_MAX_PARAMS,
        returns=("vector or scalar", "``x``'s dtype and lanes; for two scalars, their "
                 "promoted type."),
        edges="""\
No overflow: the result is one of the operands. NaN: the other operand, as
the NPU's vmin does (upstream's PySim gives NaN; docs/from-upstream.md).
Operands of different dtypes (int32x8 with uint32x8 included), a scalar
the lanes cannot hold (1.5 for int32 lanes), a ``mask`` or ``r`` with two
scalars and an ``r`` outside the result's type are refused with an error
located at the call.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
capped = S.min(va, 255)
S.vstore(S.min(capped, vb, mask=S.tail_mask(5, 8), r=capped), out)""",
        note='as `S.max`',
    ),
    "vmaxh": Text(
        summary="The larger of each pair of adjacent lanes, of ``x`` then of ``y``.",
        computes="""\
Lane ``i`` of the low half of the result is the larger of ``x[2i]`` and
``x[2i + 1]``; lane ``i`` of the high half, the larger of ``y[2i]`` and
``y[2i + 1]``. On several native vectors the halves are those of the whole
vector.

    x:              1  5 -3 -7  9  9  0  2
    y:              4  3  8 10 -1 -2  6  6
    S.vmaxh(x, y):  5 -3  9  2  4 10 -1  6""",
        params=_PAIRWISE_PARAMS,
        returns=("vector", "``x``'s dtype and lanes: x's pair maxima, then y's."),
        edges=_PAIRWISE_EDGES,
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vmaxh(va, vb), out)""",
    ),
    "vminh": Text(
        summary="The smaller of each pair of adjacent lanes, of ``x`` then of ``y``.",
        computes="""\
Lane ``i`` of the low half of the result is the smaller of ``x[2i]`` and
``x[2i + 1]``; lane ``i`` of the high half, the smaller of ``y[2i]`` and
``y[2i + 1]``. On several native vectors the halves are those of the whole
vector.

    x:              1  5 -3 -7  9  9  0  2
    y:              4  3  8 10 -1 -2  6  6
    S.vminh(x, y):  1 -7  9  0  3  8 -2  6""",
        params=_PAIRWISE_PARAMS,
        returns=("vector", "``x``'s dtype and lanes: x's pair minima, then y's."),
        edges=_PAIRWISE_EDGES,
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vminh(va, vb), out)""",
    ),
    "vrpmax": Text(
        summary="The maximum of the active lanes of ``x``, into lane 0.",
        computes="""\
Lane 0 of the result is the largest active lane of ``x``; with
``return_idx``, lane 1 is the index of its lowest active lane. The other
lanes are undefined. Read the maximum as ``S.vrpmax(x)[0]``.

    x:                    7  9  3  4  8  6  8  2
    mask:                 T  F  T  T  T  T  T  T
    S.vrpmax(x, mask):    8  ?  ?  ?  ?  ?  ?  ?
    ... return_idx=True:  8  4  ?  ?  ?  ?  ?  ?""",
        params={
            "x": ("vector", "The values: one native vector (int32x8, float16x16, ...)."),
            "return_idx": _REDUCE_RETURN_IDX,
        },
        returns=("vector", "``x``'s dtype and lanes: the maximum in lane 0 (the index in "
                 "lane 1 with ``return_idx``), the other lanes undefined."),
        semantics=_REDUCE_MASK,
        edges="""\
No overflow. Of equal lanes the first wins (of +0.0 and -0.0, the lower
lane's). A NaN in an active lane makes the maximum NaN (as upstream's
PySim; unlike ``S.max``), and then the index is undefined. A vector other
than one native vector (int32x4, int32x16), ``return_idx=True`` on an X2
target and a scalar are refused with an error located at the call.""",
        example="""\
va = S.vload(a)
top = S.vrpmax(va, mask=S.tail_mask(6, 8))[0]
S.vstore(S.vsub(va, top, mask=S.tail_mask(6, 8), r=0), out)""",
        note='`return_idx=True` off X2 only, as upstream',
    ),
    "vrpmin": Text(
        summary="The minimum of the active lanes of ``x``, into lane 0.",
        computes="""\
Lane 0 of the result is the smallest active lane of ``x``; with
``return_idx``, lane 1 is the index of its lowest active lane. The other
lanes are undefined. Read the minimum as ``S.vrpmin(x)[0]``.

    x:                    7  9  3  4  8  6  8  2
    mask:                 T  F  T  T  T  T  T  T
    S.vrpmin(x, mask):    2  ?  ?  ?  ?  ?  ?  ?
    ... return_idx=True:  2  7  ?  ?  ?  ?  ?  ?""",
        params={
            "x": ("vector", "The values: one native vector (int32x8, float16x16, ...)."),
            "return_idx": _REDUCE_RETURN_IDX,
        },
        returns=("vector", "``x``'s dtype and lanes: the minimum in lane 0 (the index in "
                 "lane 1 with ``return_idx``), the other lanes undefined."),
        semantics=_REDUCE_MASK,
        edges="""\
No overflow. Of equal lanes the first wins (of +0.0 and -0.0, the lower
lane's). A NaN in an active lane makes the minimum NaN (as upstream's
PySim; unlike ``S.min``), and then the index is undefined. A vector other
than one native vector (int32x4, int32x16), ``return_idx=True`` on an X2
target and a scalar are refused with an error located at the call.""",
        example="""\
va = S.vload(a)
low = S.vrpmin(va)[0]
S.vstore(S.vsub(va, low), out)""",
        note='as `vrpmax`',
    ),
}

CATEGORY = Category('Compare (fact sheet §1.4)', TEXTS)
