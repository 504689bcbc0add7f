"""The reviewed help texts of the Bitwise builtins (docs/builtins.md, fact sheet §1.3)."""

from .text import Category, Text

# The parameters the lane-wise bitwise builtins share.
_X_MASKABLE = ("vector or mask", "The first operand: an integer vector, or a mask (bool vector).")
_Y_MASKABLE = ("vector, mask or scalar",
               "The second operand: ``x``'s dtype and lanes. A scalar is broadcast: an integer "
               "that fits ``x``'s lane type, or a bool when ``x`` is a mask. ``x`` may be the "
               "scalar instead.")
_MASK_OF_MASKS = """\
Lanes ``mask`` leaves inactive are undefined for integer vectors (there is
no ``r``) and False for masks."""
_SHIFT = ("vector or scalar",
          "The shift counts, one per lane, read as unsigned: ``x``'s dtype (or the same lanes "
          "of the other signedness), or a scalar that fits ``x``'s lane type, broadcast.")
_NARROW_SHIFT = ("vector or scalar",
                 "The shift counts, one per lane of ``x``, read as unsigned: ``x``'s lanes and "
                 "width of either signedness, or a scalar that fits them, broadcast.")
_NARROW_OUT_SIGN = ("str or None",
                    "``\"s\"`` or ``\"u\"``: the signedness of the narrow result, and so the "
                    "range ``saturate`` clamps to. ``None``: ``x``'s.")
_NARROW_TO_H = ("bool",
                "For 32-bit ``x``: narrow to 16-bit lanes (every 2nd lane) instead of 8-bit "
                "ones (every 4th lane). Refused for 16-bit ``x``.")
_NARROW_MASK = ("mask, sequence of bool, str or None",
                "The lanes of ``x`` that take part, as many as ``x`` has (not the result's). "
                "``None`` for every lane.")
_COUNT_OUT_SIGN = ("str or None",
                   "``\"s\"`` or ``\"u\"``: the signedness of the result's lanes (the counts fit "
                   "either). ``None``: ``x``'s.")

TEXTS = {
    "vand": Text(
        summary="Bitwise AND of ``x`` and ``y``, lane by lane; of two masks, lane-wise AND.",
        computes="""\
Each active lane of the result is ``x[i] & y[i]``, bit by bit. On two masks
each lane is True where both are. The ``&`` operator on vectors and masks
calls this builtin.

    x:                   12  10  -1   7  -8 100  15   6
    y:                   10   6   5   3  15  -4   9   6
    mask:                 T   T   T   F   T   T   T   T
    S.vand(x, y, mask):   8   2   5   ?   8 100   9   6""",
        params={"x": _X_MASKABLE, "y": _Y_MASKABLE},
        returns=("vector or mask", "``x``'s dtype and lanes."),
        semantics=_MASK_OF_MASKS,
        edges="""\
No numeric edge: every bit pattern is valid. Operands of different dtypes
(int8x32 with uint8x32 included), a float vector, a pointer, or a scalar
the lane type cannot hold (300 for int8, 1.5) are refused with an error
located at the call. Vectors of any width are taken.""",
        example="""\
va = S.vload(a)
low = S.vand(va, 0xFFFF)
first = S.tail_mask(6, 8)
S.vstore(S.vand(low, S.vload(b), mask=first), out, mask=first)""",
    ),
    "vor": Text(
        summary="Bitwise OR of ``x`` and ``y``, lane by lane; of two masks, lane-wise OR.",
        computes="""\
Each active lane of the result is ``x[i] | y[i]``, bit by bit. On two masks
each lane is True where either is. The ``|`` operator on vectors and masks
calls this builtin.

    x:                  12  10  -1   7  -8 100  15   6
    y:                  10   6   5   3  15  -4   9   6
    mask:                T   T   T   T   F   T   T   T
    S.vor(x, y, mask):  14  14  -1   7   ?  -4  15   6""",
        params={"x": _X_MASKABLE, "y": _Y_MASKABLE},
        returns=("vector or mask", "``x``'s dtype and lanes."),
        semantics=_MASK_OF_MASKS,
        edges="""\
No numeric edge: every bit pattern is valid. Operands of different dtypes
(int8x32 with uint8x32 included), a float vector, a pointer, or a scalar
the lane type cannot hold are refused with an error located at the call.
Vectors of any width are taken.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
both = S.vor(va > 0, vb > 0)
S.vstore(S.vor(va, 1, mask=both), out, mask=both)""",
    ),
    "vinv": Text(
        summary="Bitwise NOT of ``x``, lane by lane; of a mask, lane-wise NOT.",
        computes="""\
Each active lane of the result is ``~x[i]``: every bit flipped, so -x - 1
for signed lanes and MAX - x for unsigned ones. On a mask each lane is
flipped. The ``~`` operator on vectors and masks calls this builtin.

    x:                 12   10   -1    7   -8  100   15    6
    mask:               F    T    T    T    T    T    T    T
    S.vinv(x, mask):    ?  -11    0   -8    7 -101  -16   -7""",
        params={"x": ("vector or mask", "The operand: an integer vector, or a mask (bool "
                      "vector).")},
        returns=("vector or mask", "``x``'s dtype and lanes."),
        semantics=_MASK_OF_MASKS,
        edges="""\
No numeric edge: every bit pattern is valid. A float vector, a scalar or a
pointer is refused with an error located at the call. Vectors of any width
are taken.""",
        example="""\
va = S.vload(a)
outside = S.vinv(va > 0)
S.vstore(S.vinv(va), out, mask=outside)""",
    ),
    "vall": Text(
        summary="Whether every lane of ``mask`` is True.",
        computes="""\
Folds the lanes of a mask with logical AND into one scalar bool, which an
``if`` or ``while`` can test.

    mask:  T  T  T  T  F  F  F  F
    S.vall(mask):  False""",
        params={"mask": ("mask", "The mask to test: a bool vector of any lane count.")},
        returns=("bool", "True when every lane is True."),
        types="Masks (bool vectors) of any lane count: boolx4, boolx8, boolx64, ...",
        edges="""\
A mask's lanes are all it reads: a comparison of a 4- or 64-lane vector
gives a mask of that many lanes. A literal (``True``) is refused with "The
arg "mask" expect a variable.", a vector of numbers with "expect a boolean
vector", located at the call.""",
        example="""\
va = S.vload(a)
if S.vall(va >= 0):
    S.vstore(va, out)""",
    ),
    "vany": Text(
        summary="Whether any lane of ``mask`` is True.",
        computes="""\
Folds the lanes of a mask with logical OR into one scalar bool, which an
``if`` or ``while`` can test.

    mask:  T  T  T  T  F  F  F  F
    S.vany(mask):  True""",
        params={"mask": ("mask", "The mask to test: a bool vector of any lane count.")},
        returns=("bool", "True when at least one lane is True."),
        types="Masks (bool vectors) of any lane count: boolx4, boolx8, boolx64, ...",
        edges="""\
A mask's lanes are all it reads: an all-False mask gives False. A literal
(``True``) is refused with "The arg "mask" expect a variable.", a vector of
numbers with "expect a boolean vector", located at the call.""",
        example="""\
va = S.vload(a)
if S.vany(va < 0):
    S.vstore(S.max(va, 0), out)""",
    ),
    "vxor": Text(
        summary="Bitwise XOR of ``x`` and ``y``, lane by lane; of two masks, lane-wise XOR.",
        computes="""\
Each active lane of the result is ``x[i] ^ y[i]``, bit by bit. On two masks
each lane is True where exactly one is. The ``^`` operator on vectors and
masks calls this builtin.

    x:              12   10   -1    7   -8  100   15    6
    y:              10    6    5    3   15   -4    9    6
    S.vxor(x, y):    6   12   -6    4   -9 -104    6    0""",
        params={"x": _X_MASKABLE, "y": _Y_MASKABLE},
        returns=("vector or mask", "``x``'s dtype and lanes."),
        semantics=_MASK_OF_MASKS,
        edges="""\
No numeric edge: every bit pattern is valid. Operands of different dtypes
(int8x32 with uint8x32 included), a float vector, a pointer, or a scalar
the lane type cannot hold are refused with an error located at the call.
Vectors of any width are taken.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
differ = S.vxor(va, vb)
S.vstore(S.vpcnt(differ), out)""",
    ),
    "vnsr": Text(
        summary="Shifts 16- or 32-bit lanes right and narrows them to 8 (or 16) bits.",
        computes="""\
Each active lane ``x[i]`` (read by its signedness) is shifted right by
``shift[i]``: arithmetically for signed ``x``, logically for unsigned.
``with_round`` rounds the bits shifted out to nearest, ties to even,
instead of flooring. The value is then narrowed to 8 bits (16 with
``to_h``): its low bits, or clamped with ``saturate``. The result has as
many bytes as ``x``, so each value lands at lane ``2i`` (16 to 8 bits, 32
to 16) or ``4i`` (32 to 8 bits); the lanes between are 0.

    x (int32x8):    -9    46     7  1000     6    95 -1000   300
    shift:           2     1     1     2     2     0     3     4
    lanes 4i of S.vnsr(x, shift), an int8x32:
                    -3    23     3    -6     1    95  -125    18
    ... with saturate=True, with_round=True:
                    -2    23     4   127     2    95  -125    19""",
        params={
            "x": ("vector", "The wide values: int16, uint16, int32 or uint32 lanes, a "
                  "native vector or several."),
            "shift": _NARROW_SHIFT,
            "mask": _NARROW_MASK,
            "saturate": ("bool", "Clamp each value to the narrow lane type's range (of the "
                         "signedness ``out_sign`` names) instead of keeping its low bits."),
            "out_sign": _NARROW_OUT_SIGN,
            "with_round": ("bool", "Round the shifted value to nearest, ties to even, "
                           "instead of rounding toward minus infinity."),
            "to_h": _NARROW_TO_H,
        },
        returns=("vector", "8-bit lanes (16-bit with ``to_h``), as many bytes as ``x``, of "
                 "``x``'s signedness or ``out_sign``'s; the values at every 2nd or 4th lane, "
                 "the other lanes 0."),
        semantics="""\
The lanes ``mask`` leaves inactive give 0 (there is no ``r``).""",
        edges="""\
Without ``saturate`` a value is wrapped to the narrow type (1000 >> 2 is 250,
-6 as int8); with it, clamped (127; 0 for a negative value and
``out_sign="u"``). A count is read as unsigned, so -1 is a huge count: counts
of the lane width or more give 0, or -1 for a negative signed lane (0 with
``with_round``). 8-bit ``x``, ``to_h`` with 16-bit ``x``, a vector that is
not a whole number of native vectors (int32x4), a shift of other lanes or
a ``mask`` of the result's lanes are refused with an error located at the
call.""",
        example_args='a: S.ptr("int32x8", "global"), out: S.ptr("int8x32", "global")',
        example="""\
acc = S.vload(a)
S.vstore(S.vnsr(acc, 4, saturate=True, with_round=True), out)""",
    ),
    "vnsrsr": Text(
        summary="``S.vnsr`` with ``saturate=True`` and ``with_round=True``.",
        computes="""\
Each active lane ``x[i]`` is shifted right by ``shift[i]`` (arithmetically
for signed ``x``, logically for unsigned), rounded to nearest with ties to
even, clamped to the range of the narrow lane type and placed at lane
``2i`` or ``4i`` of an 8-bit (16-bit with ``to_h``) result; the lanes
between are 0. This is the usual requantization of wide accumulators.

    x (int32x8):    -9    46     7  1000     6    95 -1000   300
    shift:           2     1     1     2     2     0     3     4
    mask:            T     T     T     T     T     T     T     F
    lanes 4i of S.vnsrsr(x, shift, mask), an int8x32:
                    -2    23     4   127     2    95  -125     0""",
        params={
            "x": ("vector", "The wide values: int16, uint16, int32 or uint32 lanes, a "
                  "native vector or several."),
            "shift": _NARROW_SHIFT,
            "mask": _NARROW_MASK,
            "out_sign": _NARROW_OUT_SIGN,
            "to_h": _NARROW_TO_H,
        },
        returns=("vector", "8-bit lanes (16-bit with ``to_h``), as many bytes as ``x``, of "
                 "``x``'s signedness or ``out_sign``'s; the values at every 2nd or 4th lane, "
                 "the other lanes 0."),
        types="int16, uint16, int32, uint32.",
        semantics="""\
The lanes ``mask`` leaves inactive give 0 (there is no ``r``).""",
        edges="""\
Values beyond the narrow type clamp to its range (1000 >> 2 is 127 as int8;
a negative value is 0 with ``out_sign="u"``). A count is read as unsigned,
so -1 is a huge count: counts of the lane width or more give 0. The
refusals are ``S.vnsr``'s: 8-bit ``x``, ``to_h`` with 16-bit ``x``, a vector
that is not a whole number of native vectors, a shift of other lanes.""",
        example_args='a: S.ptr("int32x8", "global"), out: S.ptr("int8x32", "global")',
        example="""\
acc = S.vload(a)
S.vstore(S.vnsrsr(acc, 7), out)""",
    ),
    "vsr": Text(
        summary="Shifts each lane of ``x`` right by the count in ``shift``.",
        computes="""\
Each active lane is ``x[i] >> shift[i]``: arithmetic (the sign copied in)
for signed lanes, logical (zeros in) for unsigned ones, so a negative value
rounds toward minus infinity. With ``with_round`` the exact quotient,
``x[i]`` over 2 to the power ``shift[i]``, is rounded to nearest, ties to
even. The ``>>`` operator on vectors calls this builtin.

    x:                           -20   20    7    6   -1  100 -128    3
    shift:                         2    2    1    1    3    9    7   -1
    mask:                          T    T    T    T    T    T    F    T
    r:                             9    9    9    9    9    9    9    9
    S.vsr(x, shift, mask, r=r):   -5    5    3    3   -1    0    9    0
    S.vsr(x, shift, with_round=True):
                                  -5    5    4    3    0    0   -1    0""",
        params={
            "x": ("vector", "The values: integer lanes, a vector of any width."),
            "shift": _SHIFT,
            "with_round": ("bool", "Round the quotient to nearest, ties to even, instead of "
                           "rounding toward minus infinity."),
        },
        returns=("vector", "``x``'s dtype and lanes."),
        edges="""\
A count is read as unsigned (-1 on int8 lanes is 255). A count of the lane
width or more shifts every bit out: 0, or -1 for a negative signed lane
(0 with ``with_round``). Nothing overflows. A float vector, a scalar ``x``,
a scalar count the lane type cannot hold (300 for int8, -1 for uint8) or a
count vector of other lanes is refused with an error located at the call;
one of the other signedness is taken only on whole native vectors.""",
        example="""\
va = S.vload(a)
half = S.vsr(va, 1, with_round=True)
S.vstore(S.vsr(va, S.vload(b), mask=S.tail_mask(5, 8), r=half), out)""",
        note="a shift count vector of the other signedness is taken (read as unsigned; upstream's "
             "`S.vsl` takes one, its `S.vsr` refuses it)",
    ),
    "vsl": Text(
        summary="Shifts each lane of ``x`` left by the count in ``shift``.",
        computes="""\
Each active lane is ``x[i] << shift[i]``: bits shifted past the lane's top
are lost, zeros come in. With ``saturate`` (signed lanes only) the exact
value ``x[i] * 2^shift[i]`` is clamped to the lane type's range instead. The
``<<`` operator on vectors calls this builtin.

    x:                  1   -3   40   64   -1    5    7    3
    shift:              2    2    2    1    7    8   -1    0
    S.vsl(x, shift):    4  -12  -96 -128 -128    0    0    3
    S.vsl(x, shift, saturate=True):
                        4  -12  127  127 -128  127  127    3""",
        params={
            "x": ("vector", "The values: integer lanes, a vector of any width."),
            "shift": _SHIFT,
            "saturate": ("bool", "Clamp each result to the lane type's range instead of "
                         "dropping the bits shifted out (signed lanes only)."),
        },
        returns=("vector", "``x``'s dtype and lanes."),
        edges="""\
Without ``saturate`` the bits shifted out are lost (int8: 40 << 2 is -96); a
count is read as unsigned (-1 on int8 lanes is 255), and a count of the
lane width or more gives 0. With ``saturate=True`` such a count clamps any
nonzero value to MAX or MIN. ``saturate=True`` on unsigned lanes, a float
vector, a scalar ``x``, a scalar count the lane type cannot hold or a count
vector of other lanes is refused with an error located at the call; one of
the other signedness is taken only on whole native vectors.""",
        example="""\
va = S.vload(a)
scaled = S.vsl(va, 4, saturate=True)
S.vstore(S.vsl(va, S.vload(b), mask=S.tail_mask(5, 8), r=scaled), out)""",
        note="a shift count vector of the other signedness is taken (read as unsigned, as "
             "upstream)",
    ),
    "vror": Text(
        summary="Rotates the bits of each lane of ``x`` right by the count in ``shift``.",
        computes="""\
Each active lane is ``x[i]`` rotated right by ``shift[i]`` modulo the lane
width: the bits shifted out at the bottom come back in at the top.

    x:                   1    6    3   -4   16    6 -127  100
    shift:               1    2    9    8   -3    0    7    4
    S.vror(x, shift): -128 -127 -127   -4 -128    6    3   70""",
        params={
            "x": ("vector", "The values: integer lanes, a vector of any width."),
            "shift": _SHIFT,
        },
        returns=("vector", "``x``'s dtype and lanes."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (there is no ``r``).""",
        edges="""\
No overflow: a count is read as unsigned and taken modulo the lane width
(9 on int8 lanes rotates by 1, -3 by 5). A float vector, a scalar ``x``, a
scalar count the lane type cannot hold or a count vector of other lanes is
refused with an error located at the call.""",
        example="""\
va = S.vload(a)
swapped = S.vror(va, 16)
first = S.tail_mask(3, 8)
S.vstore(S.vror(swapped, S.vload(b), mask=first), out, mask=first)""",
        note="a shift count vector of the other signedness is taken (read as unsigned; upstream "
             "refuses it)",
    ),
    "vcls": Text(
        summary="Counts the bits after the sign bit that equal it, lane by lane.",
        computes="""\
Each active lane is the number of consecutive bits below the sign bit that
have its value: the redundant sign bits, or how far the value can be
shifted left without overflowing. 0 and -1 give the lane width minus 1.

    x:           0   1   5  63  -1  -2 -64 127
    S.vcls(x):   7   6   4   1   7   6   1   0""",
        params={
            "x": ("vector", "The values: signed integer lanes, a vector of any width."),
            "out_sign": _COUNT_OUT_SIGN,
        },
        returns=("vector", "The counts, 0 to the lane width minus 1: ``x``'s lanes, of "
                 "``x``'s signedness or ``out_sign``'s."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (there is no ``r``).""",
        edges="""\
Every value has a count, so no numeric edge. Unsigned lanes (refused with
'"S.vcls" expects signed integer vectors'), float lanes, a scalar and an
``out_sign`` other than ``"s"``, ``"u"`` or None are refused with an error
located at the call.""",
        example_args='a: S.ptr("int32x8", "global"), out: S.ptr("uint32x8", "global")',
        example="""\
va = S.vload(a)
S.vstore(S.vcls(va, out_sign="u"), out)""",
    ),
    "clz": Text(
        summary="Counts the leading zero bits of each lane of ``x``, or of a scalar.",
        computes="""\
Each active lane is the number of zero bits above the highest set bit: the
lane width for 0, 0 when the top bit is set (any negative signed value). On
a scalar it gives that scalar's count (a literal is an int32).

    x:          0   1   5  63  -1  16 127   2
    S.clz(x):   8   7   5   2   0   3   1   6""",
        params={
            "x": ("vector or scalar", "The values: integer lanes of any vector width, or an "
                  "integer scalar."),
        },
        returns=("vector or scalar", "The counts, 0 to the lane width, of ``x``'s dtype."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (there is no ``r``). A scalar
takes no mask.""",
        edges="""\
Every value has a count, so no numeric edge; ``S.clz(3)`` is 30. A float,
a pointer, and a ``mask`` with a scalar x ("Only support mask in vector
scenario.") are refused with an error located at the call.""",
        example="""\
va = S.vload(a)
S.vstore(S.clz(va), out)
n = S.clz(a[0][0])
S.vstore(S.vsl(va, n), b)""",
    ),
    "vbrevs": Text(
        summary="Reverses the order of the bits of each lane of ``x``.",
        computes="""\
Each active lane is ``x[i]`` with bit k moved to bit width - 1 - k: the
lowest bit becomes the sign bit and the other way round.

    x:              1    2    6 -128   15    0   -1   96
    S.vbrevs(x): -128   64   96    1  -16    0   -1    6""",
        params={"x": ("vector", "The values: integer lanes, a vector of any width.")},
        returns=("vector", "``x``'s dtype and lanes."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (there is no ``r``).""",
        edges="""\
No numeric edge: every bit pattern is valid. A float vector, a scalar or a
pointer is refused with an error located at the call.""",
        example="""\
va = S.vload(a)
S.vstore(S.vbrevs(va), out)""",
    ),
    "vpcnt": Text(
        summary="Counts the set bits of each lane of ``x``.",
        computes="""\
Each active lane is the number of bits that are 1 (the population count),
the lane's bits read as unsigned: -1 has every bit set.

    x:             0    1    7   15   -1 -128   85  100
    S.vpcnt(x):    0    1    3    4    8    1    4    3""",
        params={
            "x": ("vector", "The values: integer lanes, a vector of any width."),
            "out_sign": _COUNT_OUT_SIGN,
        },
        returns=("vector", "The counts, 0 to the lane width: ``x``'s lanes, of ``x``'s "
                 "signedness or ``out_sign``'s."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (there is no ``r``).""",
        edges="""\
Every value has a count, so no numeric edge. Float lanes, a scalar and an
``out_sign`` other than ``"s"``, ``"u"`` or None are refused with an error
located at the call.""",
        example_args='a: S.ptr("int32x8", "global"), out: S.ptr("uint32x8", "global")',
        example="""\
va = S.vload(a)
S.vstore(S.vpcnt(va, mask=S.tail_mask(5, 8), out_sign="u"), out)""",
    ),
}

CATEGORY = Category('Bitwise (fact sheet §1.3)', TEXTS)
