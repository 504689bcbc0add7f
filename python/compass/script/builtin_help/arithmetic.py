"""The reviewed help texts of the Arithmetic builtins (docs/builtins.md, fact sheet §1.2)."""

from .text import Category, Text

TEXTS = {
    "vadd": Text(
        summary="Adds ``y`` to ``x``, lane by lane.",
        computes="""\
Each active lane of the result is ``x[i] + y[i]``. Integer lanes wrap
around modulo 2^bits unless ``saturate`` is set; float lanes are added as
IEEE numbers and rounded once to the lane type, to nearest even (float16
and bfloat16 too). A scalar operand is broadcast to the other's lanes.

    x:    1  2  3  4  5  6   7   8
    y:    1  2  3  4  5  6   7   8
    mask: T  T  T  T  F  F   T   T
    r:    9  8  7  6  4  3   2   1
    S.vadd(x, y, mask, r=r):  2  4  6  8  4  3  14  16""",
        params={
            "x": ("vector or scalar", "The first operand."),
            "y": ("vector or scalar",
                  "The second operand: the same element type as ``x`` (up to signedness "
                  "with ``out_sign``) and as many lanes."),
        },
        returns=("vector", "The sums, with the operands' lanes and element type (the "
                 "signedness ``out_sign`` names)."),
        edges="""\
Integer overflow wraps around (int8: 127 + 1 is -128); with ``saturate=True``
it clamps to the lane type's range (127). Float lanes follow IEEE: overflow
gives an infinity, inf + -inf and any NaN operand give NaN.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
out[0] = S.vadd(va, vb, saturate=True)
out[1] = S.vadd(va, 3, mask=S.tail_mask(5, 8), r=vb)""",
    ),
    "vaddh": Text(
        summary="Adds the adjacent lane pairs of ``x`` and of ``y``, clamped to the lane type.",
        computes="""\
The low half of the result holds the pair sums of ``x``, the high half
those of ``y``: for n lanes and i < n/2, lane i is ``x[2i] + x[2i + 1]``
and lane ``n/2 + i`` is ``y[2i] + y[2i + 1]``. Each sum is computed exactly and
clamped to the range of the lane type. A multiple-width vector is paired as one whole vector, not
per native piece. A scalar operand is broadcast to the other's lanes.

    x:  1   2   3   4   5   6   7   8
    y: 10  20  30  40  50  60  70  80
    S.vaddh(x, y):  3  7  11  15  30  70  110  150""",
        params={
            "x": ("vector or scalar", "The vector whose pair sums fill the low half."),
            "y": ("vector or scalar",
                  "The vector whose pair sums fill the high half: the same dtype as ``x``."),
        },
        returns=("vector", "The pair sums, with the operands' dtype."),
        edges="""\
Sums never wrap: they clamp to the lane type (int8: 100 + 100 is 127,
-100 + -100 is -128; uint8: 200 + 100 is 255). Refused when the kernel is
compiled: float lanes ('"S.vaddh" expects integer vectors'), operands of
different dtypes or signedness, and vectors that are not a multiple of 256
bits (``int8x16``: "does not support the feature Flexible Width Vector").""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vaddh(va, vb), out)""",
    ),
    "abs": Text(
        summary="The absolute value of ``x``, lane by lane, or of a scalar.",
        computes="""\
Each active lane is ``|x[i]|``. Unsigned lanes come back as they are. Float
lanes have their sign bit cleared, so -0.0 becomes 0.0 and a NaN stays NaN.
On a scalar (a typed scalar, or a literal, which is int32 or float32) it
returns that scalar's absolute value.""",
        params={
            "x": ("vector or scalar", "The values."),
            "saturate": ("bool",
                         "Give the lane type's maximum for the most negative integer "
                         "(int8: ``|-128|`` is 127) instead of wrapping around (integer "
                         "vectors only)."),
        },
        returns=("vector or scalar", "The absolute values, of ``x``'s type."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (the simulator marks them
poison); there is no ``r``. A scalar ``x`` takes no ``mask``.""",
        edges="""\
The most negative integer has no positive counterpart: without ``saturate``
it stays itself (int8: -128 gives -128, int32: -2147483648 stays), with
``saturate=True`` it becomes the maximum (127). Refused when compiled:
``saturate=True`` on float lanes ("Saturate is meaningless for floating.")
or on a scalar, a ``mask`` with a scalar ("Only support mask in vector
scenario."), and a bfloat16 scalar (convert it to float32 first).""",
        example="""\
va = S.vload(a)
S.vstore(S.abs(va, saturate=True), out)
S.vstore(S.vadd(va, S.abs(n)), out + 8)""",
        example_args='a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"), '
                     'out: S.ptr("int32x8", "global"), n: S.i32',
    ),
    "vsub": Text(
        summary="Subtracts ``y`` from ``x``, lane by lane.",
        computes="""\
Each active lane of the result is ``x[i] - y[i]``. Integer lanes wrap around
modulo 2^bits unless ``saturate`` is set; float lanes are subtracted as IEEE
numbers and rounded once to the lane type, to nearest even (float16 and
bfloat16 too). A scalar operand is broadcast to the other's lanes.

    x:    9  8  7  6  5  4   3   2
    y:    1  2  3  4  5  6   7   8
    mask: T  T  T  T  F  F   T   T
    r:    0  0  0  0  1  1   0   0
    S.vsub(x, y, mask, r=r):  8  6  4  2  1  1  -4  -6""",
        params={
            "x": ("vector or scalar", "The minuend."),
            "y": ("vector or scalar",
                  "The subtrahend: the same element type as ``x`` (up to signedness "
                  "with ``out_sign``) and as many lanes."),
        },
        returns=("vector", "The differences, with the operands' lanes and element type (the "
                 "signedness ``out_sign`` names)."),
        edges="""\
Integer overflow wraps around (int8: -128 - 1 is 127; uint8: 0 - 1 is 255);
with ``saturate=True`` it clamps to the result's range (-128; 0). With
``out_sign="u"`` and ``saturate=True`` a negative difference gives 0. Float
lanes follow IEEE: overflow gives an infinity, inf - inf and any NaN operand
give NaN. Refused when compiled: ``saturate`` on floats, operands of
different signedness without ``out_sign``, or of different lanes.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vsub(va, vb, saturate=True), out)
S.vstore(S.vsub(va, 1, mask=va > 0, r=0), out + 8)""",
    ),
    "vsubh": Text(
        summary="Subtracts within the adjacent lane pairs of ``x`` and of ``y``, clamped.",
        computes="""\
For vectors of n lanes, the low half of the result holds the differences
within the pairs of ``x`` and the high half those of ``y``: lane i is
``x[2i] - x[2i + 1]`` and lane ``n/2 + i`` is ``y[2i] - y[2i + 1]``. Each
difference is computed exactly and clamped to
the range of the lane type. A multiple-width vector is paired as one whole
vector, not per native piece. A scalar operand is broadcast to the other's
lanes.

    x:  5  2   7  7   1  4   9  0
    y: 10  3  20  5   0  0   8  9
    S.vsubh(x, y):  3  0  -3  9  7  15  0  -1""",
        params={
            "x": ("vector or scalar", "The vector whose pair differences fill the low half."),
            "y": ("vector or scalar",
                  "The vector whose pair differences fill the high half: the same dtype as "
                  "``x``."),
        },
        returns=("vector", "The pair differences, with the operands' dtype."),
        edges="""\
Differences never wrap: they clamp to the lane type (int8: -100 - 100 is
-128; uint8: 3 - 5 is 0). Refused when compiled: float lanes, operands of
different dtypes or signedness, and vectors that are not a multiple of 256
bits.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vsubh(va, vb), out)""",
    ),
    "vmul": Text(
        summary="Multiplies ``x`` by ``y``, lane by lane, keeping the lane width.",
        computes="""\
Each active lane of the result is ``x[i] * y[i]``. Integer lanes keep the
low bits of the product (it wraps modulo 2^bits; there is no ``saturate``);
``S.vmull`` and ``S.vmulh`` give whole products. Float lanes are multiplied
as IEEE numbers and rounded once to the lane type, to nearest even. A
scalar operand is broadcast to the other's lanes.

    x:    1  2  3  4  5  6   7   8
    y:    2  2  2  2  3  3   3   3
    mask: T  T  T  T  F  F   T   T
    r:    0  0  0  0  9  9   0   0
    S.vmul(x, y, mask, r=r):  2  4  6  8  9  9  21  24""",
        params={
            "x": ("vector or scalar", "The first factor."),
            "y": ("vector or scalar",
                  "The second factor: the same element type as ``x`` (up to signedness "
                  "with ``out_sign``) and as many lanes."),
        },
        returns=("vector", "The products, with the operands' lanes and element type (the "
                 "signedness ``out_sign`` names)."),
        edges="""\
Integer products wrap around (int16: 300 * 300 is 24464, the low 16 bits of
90000); the low bits are the same whatever the signedness, so ``out_sign``
only names the result's type. Float lanes follow IEEE: overflow gives an
infinity, 0 * inf and any NaN operand give NaN. Refused when compiled:
8-bit integer lanes ("The 8bit equal-width multiply is meaningless."; use
``S.vmull`` / ``S.vmulh``), operands of different signedness without
``out_sign``, or of different lanes.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vmul(va, vb), out)
S.vstore(S.vmul(va, 3, mask=S.tail_mask(5, 8), r=vb), out + 8)""",
    ),
    "vmull": Text(
        summary="Multiplies the low half of the lanes of ``x`` and ``y`` into lanes twice "
                "as wide.",
        computes="""\
For native vectors of n integer lanes, product j (for j < n/2) is the
exact ``x[j] * y[j]``, each operand read with its own signedness: 8-bit
lanes give 16-bit results and 16-bit lanes 32-bit ones, so the result has
n/2 lanes. A 32-bit lane's 64-bit product fills two lanes, its low word in
lane 2j and its high word in lane 2j + 1, so the result keeps the 32-bit
type. ``S.vmulh`` does the same with the high half. A scalar operand is
broadcast to the other's lanes.

    x (int16x16):  300 -2  3  4  5  6  7  8 |  9 10 11 12 13 14 15 16
    y (int16x16):  300  5  3  4  5  6  7  8 |  2  2  2  2  2  2  2  2
    S.vmull(x, y) (int32x8):  90000  -10  9  16  25  36  49  64""",
        params={
            "x": ("vector or scalar", "The first factor: a native (256-bit) integer vector."),
            "y": ("vector or scalar",
                  "The second factor: the same bits and lanes as ``x`` (signedness may "
                  "differ with ``out_sign``)."),
        },
        returns=("vector", "The products: (u)int16x16 for 8-bit operands, (u)int32x8 for "
                 "16-bit ones, and (u)int32x8 of (low, high) word pairs for 32-bit ones; "
                 "signed as the operands, or as ``out_sign`` names."),
        semantics="""\
The mask has the operands' lanes: product j is active when mask lane j is
(for a 32-bit product, both of its words). Inactive result lanes come from
``r``, which has the result's type (int32x8 for int16x16 operands).""",
        edges="""\
The products are exact and never overflow (int8: -128 * -128 is 16384;
int32: -2^31 * -2^31 is the word pair 0, 2^30). With operands of mixed
signedness the result holds the exact product's bits in the type
``out_sign`` names (int8 -2 * uint8 255 is -510 with ``"s"``, 65026 with
``"u"``). Refused when compiled: float lanes ("Only support integer
instruction."), vectors other than one native vector ("This API expect
hardware native vector types"), mixed signedness without ``out_sign``, and
an ``r`` of another type than the result's.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vmull(va, vb), out)
S.vstore(S.vmulh(va, vb), out + 1)""",
        example_args='a: S.ptr("int16x16", "global"), b: S.ptr("int16x16", "global"), '
                     'out: S.ptr("int32x8", "global")',
    ),
    "vmulh": Text(
        summary="Multiplies the high half of the lanes of ``x`` and ``y`` into lanes twice "
                "as wide.",
        computes="""\
For native vectors of n integer lanes, product j (for j < n/2) is the
exact ``x[n/2 + j] * y[n/2 + j]``, each operand read with its own
signedness: 8-bit lanes give 16-bit results and 16-bit lanes 32-bit ones,
so the result has n/2 lanes. A 32-bit lane's 64-bit product fills two
lanes, its low word in lane 2j and its high word in lane 2j + 1, so the
result keeps the 32-bit type. ``S.vmull`` does the same with the low half.
A scalar operand is broadcast to the other's lanes.

    x (int16x16):  300 -2  3  4  5  6  7  8 |  9 10 11 12 13 14 15 16
    y (int16x16):  300  5  3  4  5  6  7  8 |  2  2  2  2  2  2  2  2
    S.vmulh(x, y) (int32x8):  18  20  22  24  26  28  30  32""",
        params={
            "x": ("vector or scalar", "The first factor: a native (256-bit) integer vector."),
            "y": ("vector or scalar",
                  "The second factor: the same bits and lanes as ``x`` (signedness may "
                  "differ with ``out_sign``)."),
        },
        returns=("vector", "The products: (u)int16x16 for 8-bit operands, (u)int32x8 for "
                 "16-bit ones, and (u)int32x8 of (low, high) word pairs for 32-bit ones; "
                 "signed as the operands, or as ``out_sign`` names."),
        semantics="""\
The mask has the operands' lanes: product j is active when mask lane
n/2 + j is (for a 32-bit product, both of its words). Inactive result lanes
come from ``r``, which has the result's type (int32x8 for int16x16
operands).""",
        edges="""\
The products are exact and never overflow (uint16: 65535 * 65535 is
4294836225). With operands of mixed signedness the result holds the exact
product's bits in the type ``out_sign`` names. Refused when compiled: float
lanes ("Only support integer instruction."), vectors other than one native
vector ("This API expect hardware native vector types"), mixed signedness
without ``out_sign``, and an ``r`` of another type than the result's.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
lo, hi = S.vmull(va, vb), S.vmulh(va, vb)
S.vstore(lo, out)
S.vstore(hi, out + 1)""",
        example_args='a: S.ptr("uint8x32", "global"), b: S.ptr("uint8x32", "global"), '
                     'out: S.ptr("uint16x16", "global")',
    ),
    "vdiv": Text(
        summary="Divides ``x`` by ``y``, lane by lane.",
        computes="""\
Each active lane is ``x[i] / y[i]``: integers are divided truncating toward
zero (-7 / 2 is -3), float32 lanes as IEEE numbers rounded to nearest even.
A scalar operand is broadcast to the other's lanes. The operator ``/`` on
vectors is this builtin.

    x:   7  -7   7  -7   5  MIN   9   1
    y:   2   2  -2  -2   0   -1   4   1
    S.vdiv(x, y):  3  -3  -3  3  0  MAX  2  1""",
        params={
            "x": ("vector or scalar", "The dividend."),
            "y": ("vector or scalar", "The divisor: the same dtype as ``x``."),
        },
        returns=("vector", "The quotients, with the operands' dtype."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (the simulator marks them
poison); there is no ``r``.""",
        edges="""\
An integer lane divided by zero gives 0, with no error (a scalar ``x / 0``
is a ``CompassZeroDivisionError``); the one quotient that overflows,
MIN / -1, clamps to MAX (int32: 2147483647). This is the NPU's ``__vdiv``
rule, which the operator ``/`` on integer vectors follows too (upstream's
PySim gives that operator another rule for ``x / 0``). Float32 lanes follow
IEEE: a nonzero x / 0 is an infinity (1 / -0.0 is -inf), 0 / 0 and NaN
operands give NaN.
Refused when compiled: float16 and bfloat16 ("supports integers and
float32"), operands of different signedness or lanes.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vdiv(va, vb), out)
m = S.tail_mask(6, 8)
S.vstore(S.vdiv(va, 4, mask=m), out + 8, mask=m)""",
    ),
    "vmod": Text(
        summary="The remainder of ``x`` divided by ``y``, lane by lane (integers).",
        computes="""\
Each active lane is ``x[i] - y[i] * trunc(x[i] / y[i])``: the remainder
takes the sign of the dividend, as C's ``%`` (-7 % 2 is -1, 7 % -2 is 1).
A scalar operand is broadcast to the
other's lanes. The operator ``%`` on vectors is this builtin.

    x:   7  -7   7  -7   5  MIN   9   0
    y:   2   2  -2  -2   0   -1   4   3
    S.vmod(x, y):  1  -1  1  -1  0  0  1  0""",
        params={
            "x": ("vector or scalar", "The dividend."),
            "y": ("vector or scalar", "The divisor: the same dtype as ``x``."),
        },
        returns=("vector", "The remainders, with the operands' dtype."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (the simulator marks them
poison); there is no ``r``.""",
        edges="""\
A lane divided by zero gives 0, with no error (a scalar ``x % 0`` is a
``CompassZeroDivisionError``); MIN % -1 is 0. Refused when compiled: float
lanes ("Only support integer instruction."), operands of different
signedness or lanes.""",
        example="""\
va = S.vload(a)
S.vstore(S.vmod(va, S.vload(b)), out)
S.vstore(S.vmod(va, 10, mask=va >= 0), out + 8, mask=va >= 0)""",
    ),
    "vdot": Text(
        summary="Dot products of the adjacent lane pairs of ``x`` and ``y``, into lanes "
                "twice as wide.",
        computes="""\
Result lane k is ``x[2k] * y[2k] + x[2k + 1] * y[2k + 1]``, summing the
active products only, computed exactly and clamped to the result's range.
(u)int8 operands give 16-bit lanes and (u)int16 operands 32-bit ones, half
as many; the result is signed when ``x`` or ``y`` is. ``x`` and ``y`` may
differ in signedness. A scalar operand is broadcast to the other's lanes.

    x (int16x16):  1 2 | 3 4 | 5 6 | 7 8 | ...
    y (int16x16):  1 1 | 2 2 | 3 3 | 1 0 | ...
    mask:          T T | T F | F F | T T | ...
    S.vdot(x, y, mask) (int32x8):  3 | 6 | ? | 7 | ...""",
        params={
            "x": ("vector or scalar",
                  "The first operand: 8- or 16-bit integer lanes, a multiple of 256 bits."),
            "y": ("vector or scalar",
                  "The second operand: as many lanes of as many bits as ``x``, of either "
                  "signedness."),
        },
        returns=("vector", "The pair sums: (u)int16 lanes for 8-bit operands, (u)int32 "
                 "lanes for 16-bit ones, half as many; unsigned only when both operands "
                 "are."),
        semantics="""\
The mask has the operands' lanes: an inactive lane's product is left out
of its pair's sum, and a result lane with no active product is undefined
(the simulator marks it poison).""",
        edges="""\
The sums saturate: int8 (-128 * -128) * 2 is 32768, clamped to 32767;
(uint8 255 * int8 -128) * 2 is -65280, clamped to -32768; uint8
(255 * 255) * 2 is 130050, clamped to 65535. Refused when compiled: 32-bit or float lanes
("Only supports 8-bit or 16-bit integer instruction."), vectors that are
not a multiple of 256 bits, and operands whose lanes or bits differ.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vdot(va, vb), out)""",
        example_args='a: S.ptr("int8x32", "global"), b: S.ptr("uint8x32", "global"), '
                     'out: S.ptr("int16x16", "global")',
    ),
    "vqdot": Text(
        summary="Dot products of groups of four lanes of ``x`` and ``y``: 8-bit integers "
                "into 32-bit lanes, 16-bit floats into float32.",
        computes="""\
For (u)int8 operands, result lane k is the sum of ``x[4k + j] * y[4k + j]``
for j = 0..3 over the active lanes, exact, in a 32-bit lane (signed when
``x`` or ``y`` is; they may differ in signedness). For float16 or bfloat16
operands (both the same), group k's sum goes to lane 2k of a float32 vector
with half ``x``'s lanes; it is summed in double precision and rounded once
to float32, and the odd lanes are undefined. A scalar operand is broadcast
to the other's lanes.

    x (int8x32):  1 2 3 4 | 5 6 7 8 | ...
    y (int8x32):  1 1 1 1 | 2 0 2 0 | ...
    S.vqdot(x, y) (int32x8):  10 | 24 | ...

    x (float16x16):  1 2 3 4 | 0.5 0.5 0.5 0.5 | ...
    y (float16x16):  1 1 1 1 | 2   2   2   2   | ...
    S.vqdot(x, y) (float32x8):  10  ?  4  ?  ...""",
        params={
            "x": ("vector or scalar",
                  "The first operand: (u)int8, float16 or bfloat16 lanes, a multiple of 256 "
                  "bits."),
            "y": ("vector or scalar",
                  "The second operand: as many lanes as ``x``; an integer one may differ in "
                  "signedness, a float one has ``x``'s dtype."),
        },
        returns=("vector", "The group sums: (u)int32 lanes, a quarter as many as ``x``'s; "
                 "or float32 lanes, half as many, the sums in the even lanes."),
        semantics="""\
The mask has the operands' lanes: an inactive lane's product is left out
of its group's sum, and a result lane with no active product (and every
odd lane of a float result) is undefined: the simulator marks it poison.""",
        edges="""\
Integer sums cannot overflow the 32-bit lanes (8-bit products, four at a
time). Float sums follow IEEE in double: a float32 overflow gives an
infinity, inf - inf and NaN operands give NaN, always the positive quiet
NaN (0x7FC00000) on every path. A double sum of products of very different
magnitudes can round before the final rounding, as in upstream's PySim.
Refused when compiled: 16- or 32-bit integer and float32 lanes ("Only
supports 8-bit integer instruction or 16-bit floating instruction."),
float16 with bfloat16, and vectors that are not a multiple of 256 bits.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.vqdot(va, vb), out)""",
        example_args='a: S.ptr("int8x32", "global"), b: S.ptr("int8x32", "global"), '
                     'out: S.ptr("int32x8", "global")',
        note="float16/bfloat16 forms sum into the even float32 lanes, in double and rounded "
             "once to float32 (PySim's rule, not the NPU's bfloat16 rounding quirk: "
             "docs/from-upstream.md)",
    ),
    "vdpa": Text(
        summary="Adds the dot products of adjacent lane pairs of ``x`` and ``y`` to "
                "``acc``, saturating.",
        computes="""\
Result lane k is ``acc[k] + x[2k] * y[2k] + x[2k + 1] * y[2k + 1]``,
summing the active products only, computed exactly and clamped to the range
of ``acc``'s lane type. ``acc`` has twice the bits and half the lanes of
``x``: (u)int16 lanes for 8-bit operands, (u)int32 for 16-bit ones, of
either signedness whatever the operands' is; ``x`` and ``y`` may differ in
signedness. A scalar ``x`` or ``y`` is broadcast to the other's lanes.

    acc (int32x8):  100   | 100   | 100   | ...
    x (int16x16):   1  2  | 3  4  | 5  6  | ...
    y (int16x16):   1  1  | 2  2  | 3  3  | ...
    mask:           T  T  | T  F  | F  F  | ...
    S.vdpa(acc, x, y, mask):  103 | 106 | 100 | ...""",
        params={
            "acc": ("vector", "The accumulator: integer lanes with twice the bits and half "
                    "the lanes of ``x``, of either signedness. It is not changed: the sums "
                    "are returned."),
            "x": ("vector or scalar",
                  "The first operand: 8- or 16-bit integer lanes, a multiple of 256 bits."),
            "y": ("vector or scalar",
                  "The second operand: as many lanes of as many bits as ``x``, of either "
                  "signedness."),
        },
        returns=("vector", "The accumulated sums, with ``acc``'s dtype."),
        semantics="""\
The mask has the operands' lanes: an inactive lane's product is left out,
so a result lane with no active product is ``acc``'s lane unchanged.""",
        edges="""\
The sums saturate to ``acc``'s range: an int16 acc of 30000 plus
(-128 * -128) * 2 gives 32767; a uint16 acc of 100 plus a negative sum of
products gives 0. Refused when compiled: float ``acc`` or operands, an
``acc`` of the wrong shape ("Argument type mismatch": int8 operands need an
int16 acc; sum four lanes into 32 bits with ``S.vqdpa``), 32-bit operands,
and vectors that are not a multiple of 256 bits.""",
        example="""\
s = S.int32x8(0)
for i in range(4):
    s = S.vdpa(s, a[i], b[i])
out[0] = s""",
        example_args='a: S.ptr("int16x16", "global"), b: S.ptr("int16x16", "global"), '
                     'out: S.ptr("int32x8", "global")',
        note='an integer acc of either signedness; the sum saturates to its range',
    ),
    "vqdpa": Text(
        summary="Adds the dot products of groups of four lanes of ``x`` and ``y`` to "
                "``acc``.",
        computes="""\
For (u)int8 operands, result lane k is ``acc[k]`` plus the four products
``x[4k + j] * y[4k + j]`` (j = 0..3) of its group's active lanes, computed
exactly and clamped to the range of ``acc``'s 32-bit lanes (either
signedness; ``x`` and ``y`` may differ in signedness). For float16 or
bfloat16 operands (both the same) and a float32 ``acc`` with half ``x``'s
lanes, group k's products are added to ``acc[2k]``, in double precision,
rounded once to float32; the odd lanes keep ``acc``. The float form runs
on X2 targets only. A scalar ``x`` or ``y`` is broadcast to the other's
lanes.

    acc (float32x8):  a0              a1   a2          a3   ...
    x (float16x16):   x0  x1  x2  x3       x4 ... x7        ...
    S.vqdpa(acc, x, y):  a0+x0*y0+...+x3*y3  a1  a2+x4*y4+...+x7*y7  a3  ...""",
        params={
            "acc": ("vector", "The accumulator: (u)int32 lanes, a quarter as many as "
                    "``x``'s, or float32 lanes, half as many. It is not changed: the sums "
                    "are returned."),
            "x": ("vector or scalar",
                  "The first operand: (u)int8, float16 or bfloat16 lanes, a multiple of 256 "
                  "bits."),
            "y": ("vector or scalar",
                  "The second operand: as many lanes as ``x``; an integer one may differ in "
                  "signedness, a float one has ``x``'s dtype."),
        },
        returns=("vector", "The accumulated sums, with ``acc``'s dtype."),
        semantics="""\
The mask has the operands' lanes: an inactive lane's product is left out,
so a result lane with no active product is ``acc``'s lane unchanged.""",
        edges="""\
Integer sums saturate to ``acc``'s range (an int32 acc near 2^31 - 1 stops
there). Float sums follow IEEE in double: a float32 overflow gives an
infinity, inf - inf and NaN operands give NaN, always the positive quiet NaN
(0x7FC00000) on every path. Refused when compiled: the float form on a
target other than X2 ('The "vqdpa" does not support the target
"X3P_1304".'), an ``acc`` of the wrong shape or kind ("Argument type
mismatch"), float16 with bfloat16, 16- or 32-bit integer operands, and
vectors that are not a multiple of 256 bits.""",
        example="""\
s = S.int32x8(0)
for i in range(4):
    s = S.vqdpa(s, a[i], b[i])
out[0] = s""",
        example_args='a: S.ptr("int8x32", "global"), b: S.ptr("uint8x32", "global"), '
                     'out: S.ptr("int32x8", "global")',
        note='as `vdpa`',
    ),
    "vrpadd": Text(
        summary="Sums the active lanes of ``x`` into lane 0.",
        computes="""\
Lane 0 of the result is the sum of ``x``'s active lanes; the other lanes
are undefined. Integer lanes are summed wrapping around modulo 2^bits of
the lane type. Float lanes are summed in float32 as NumPy sums a native
vector (eight partial sums, joined pairwise, each step rounded); float16
and bfloat16 lanes are converted to float32 first, and the result is then
a float32 vector of half as many lanes. A multiple-width vector sums each
native piece so and adds the pieces' sums in order.

    x:    3  1  4  1  5  9  2  6
    mask: T  T  T  T  F  F  T  T
    S.vrpadd(x, mask):  17  ?  ?  ?  ?  ?  ?  ?""",
        params={
            "x": ("vector", "The lanes to sum: a multiple of 256 bits."),
        },
        returns=("vector", "The sum in lane 0 (read it with ``[0]``), the other lanes "
                 "undefined; ``x``'s dtype, or float32 with half the lanes for float16 and "
                 "bfloat16."),
        semantics="""\
Inactive lanes count as 0; with no active lane the sum is 0. The lanes other
than lane 0 are undefined (the simulator marks them poison).""",
        edges="""\
Integer sums wrap (64 int8 lanes of 5 give 64, 320 modulo 256). Float sums
follow IEEE: an infinity or NaN lane makes the sum infinite or NaN,
inf + -inf gives NaN, and a sum of zeros is +0.0. Refused when compiled:
vectors that are not a multiple of 256 bits ("does not support the feature
Flexible Width Vector") and masks (bool vectors).""",
        example="""\
v = S.vload(a, mask=S.tail_mask(n, 8))
out[0] = S.vrpadd(v, mask=S.tail_mask(n, 8))[0]""",
        example_args='a: S.ptr("int32x8", "global"), out: S.ptr("int32", "global"), n: S.i32',
    ),
    "vmml": Text(
        summary="Multiplies two 4x4 float16/bfloat16 matrices and stores the 16 float32 "
                "results at ``ptr``.",
        computes="""\
``x`` holds a 4x4 matrix row major (row i is ``x[4i .. 4i + 3]``) and ``y``
one column major (column j is ``y[4j .. 4j + 3]``). For i, j < 4 it writes
to ``ptr[4i + j]`` the sum of ``x[4i + k] * y[4j + k]`` over k = 0..3: the
product, row major, as 16 float32. Each result is formed in double
precision, the products added in k order, and rounded once to float32, in
the simulator and in the C alike. ``x`` and ``y`` may be float16 and
bfloat16 in either combination. It runs on X2 targets only, as upstream's.

    x (row major)       y (column major)
    x0  x1  x2  x3      y0  y4  y8  y12
    x4  x5  x6  x7      y1  y5  y9  y13
    x8  x9  x10 x11     y2  y6  y10 y14
    x12 x13 x14 x15     y3  y7  y11 y15
    ptr[1] = x0*y4 + x1*y5 + x2*y6 + x3*y7""",
        params={
            "ptr": ("pointer", "Where the 16 float32 results go, row major: a float32 "
                    "pointer (scalar or vector pointee) to writable memory of any scope, "
                    "``var.addr`` included."),
            "x": ("vector", "The left matrix, row major: a float16x16 or bfloat16x16."),
            "y": ("vector", "The right matrix, column major: a float16x16 or bfloat16x16."),
        },
        returns=("None", "Nothing: the results are stored at ``ptr``."),
        types="float16, bfloat16 (``x`` and ``y``, 16 lanes each, in either combination); "
              "the results are float32.",
        edges="""\
The simulator checks the 16 floats as one store, like a vector store: past
the end of the memory is a located run-time error. A sum that overflows
float32 gives an infinity; a NaN sum is the positive quiet NaN (0x7FC00000)
on every path. Refused when compiled: a target other than X2 ('The "vmml"
does not support the target "X3P_1304".'), a pointer that is not float32
("The 1st arg expect a float32 pointer"), operands other than float16x16 or
bfloat16x16 (no scalar is broadcast), and a pointer to constant memory.""",
        example="""\
S.vmml(out, S.vload(x), S.vload(y))""",
        example_args='x: S.ptr("fp16x16", "global"), y: S.ptr("fp16x16", "global"), '
                     'out: S.ptr("fp32", "global")',
        note='X2 targets only, as upstream',
    ),
    "vmma": Text(
        summary="Adds the product of two 4x4 float16/bfloat16 matrices to the 16 float32 "
                "values at ``acc_ptr``.",
        computes="""\
``x`` holds a 4x4 matrix row major (row i is ``x[4i .. 4i + 3]``) and ``y``
one column major (column j is ``y[4j .. 4j + 3]``). For i, j < 4 it sets
``acc_ptr[4i + j]`` to itself plus ``x[4i + k] * y[4j + k]`` summed over
k = 0..3, row major. Each result is formed in double precision, the
accumulator first and then the products in k order, and rounded once to
float32, in the simulator and in the C alike. ``x`` and ``y`` may be
float16 and bfloat16 in either combination. It runs on X2 targets only, as
upstream's.

    x (row major)       y (column major)
    x0  x1  x2  x3      y0  y4  y8  y12
    x4  x5  x6  x7      y1  y5  y9  y13
    x8  x9  x10 x11     y2  y6  y10 y14
    x12 x13 x14 x15     y3  y7  y11 y15
    acc_ptr[4] += x4*y0 + x5*y1 + x6*y2 + x7*y3""",
        params={
            "acc_ptr": ("pointer", "The 16 float32 accumulators, row major, read and "
                        "written: a float32 pointer (scalar or vector pointee) to writable "
                        "memory of any scope, ``var.addr`` included."),
            "x": ("vector", "The left matrix, row major: a float16x16 or bfloat16x16."),
            "y": ("vector", "The right matrix, column major: a float16x16 or bfloat16x16."),
        },
        returns=("None", "Nothing: the sums are stored at ``acc_ptr``."),
        types="float16, bfloat16 (``x`` and ``y``, 16 lanes each, in either combination); "
              "the accumulators are float32.",
        edges="""\
The simulator checks the 16 floats as one access, like a vector load and
store: past the end of the memory, or accumulators never written (local
memory read uninitialized), is a located run-time error. A sum that
overflows float32 gives an infinity; a NaN sum is the positive quiet NaN
(0x7FC00000) on every path. Refused when compiled: a target other than X2
('The "vmma" does not support the target "X3P_1304".'), a pointer that
is not float32, operands other than float16x16 or bfloat16x16 (no scalar is
broadcast), and a pointer to constant memory.""",
        example="""\
if S.get_local_id() == 0:  # one TEC owns the accumulators
    for i in range(4):
        S.vmma(out, x[i], y[i])""",
        example_args='x: S.ptr("bf16x16", "global"), y: S.ptr("bf16x16", "global"), '
                     'out: S.ptr("fp32x16", "global")',
        note='X2 targets only, as upstream',
    ),
    "fma": Text(
        summary="Multiply-add ``acc + x * y`` of float32 lanes or scalars, computed in double.",
        computes="""\
Each active lane is ``acc[i] + x[i] * y[i]``, formed in double precision and
rounded once to float32 to nearest even, as upstream's PySim does: the
product is exact and cannot overflow on its way, and the result is a fused
multiply-add's except in rare halfway cases, where the double sum has
already rounded. A scalar ``x`` or ``y`` is broadcast to ``acc``'s lanes;
vectors may have any width. When ``acc``, ``x`` and ``y`` are all scalars
(float literals count as float32) it returns the scalar result.""",
        params={
            "acc": ("vector or scalar", "The addend: float32 lanes, or a float32 scalar when "
                    "``x`` and ``y`` are scalars too. It is not changed: the result is "
                    "returned."),
            "x": ("vector or scalar", "The first factor: ``acc``'s dtype, or a scalar."),
            "y": ("vector or scalar", "The second factor: ``acc``'s dtype, or a scalar."),
        },
        returns=("vector or scalar", "The results, with ``acc``'s type."),
        semantics="""\
Lanes ``mask`` leaves inactive keep ``acc``'s value (there is no ``r``). A
scalar form takes no ``mask``.""",
        edges="""\
IEEE in double: -3e38 + 1e38 * 4 is 1e38 (no overflow of the product on
its own), a result beyond float32's range is an infinity, inf * 0,
inf - inf and NaN operands give NaN, always the positive quiet NaN
(0x7FC00000) on every path. Refused when compiled: any other element type
("Only support float32 instruction."), a scalar ``acc`` with vector
operands ("The 1st arg expect a vector in vector situation."), operands
whose lanes differ, and a ``mask`` in the scalar form.""",
        example="""\
va, vb = S.vload(a), S.vload(b)
acc = S.fma(S.vload(b), va, vb)
S.vstore(S.fma(acc, va, 0.5, mask=va > 0), out)""",
        example_args='a: S.ptr("fp32x8", "global"), b: S.ptr("fp32x8", "global"), '
                     'out: S.ptr("fp32x8", "global")',
        note=("vector and scalar; computed in double, then rounded to float32 (upstream PySim's "
              'rule)'),
    ),
    "vfmae": Text(
        summary="Adds the products of the even lanes of 16-bit float ``x`` and ``y`` to a "
                "float32 ``acc``.",
        computes="""\
Lane k of the result is ``acc[k] + x[2k] * y[2k]``, formed in double
precision and rounded once to float32. ``acc`` is a float32x8 and ``x``,
``y`` are both float16x16 or both bfloat16x16. ``S.vfmao`` does the same
with the odd lanes, so the two together add every product. A scalar ``x``
or ``y`` is broadcast to the other's lanes.

    acc (float32x8):   a0        a1        ...  a7
    x (float16x16):    x0  x1    x2  x3    ...  x14  x15
    S.vfmae(acc, x, y):  a0+x0*y0  a1+x2*y2  ...  a7+x14*y14""",
        params={
            "acc": ("vector", "The float32x8 accumulator. It is not changed: the sums are "
                    "returned."),
            "x": ("vector or scalar", "The first factors: a float16x16 or bfloat16x16."),
            "y": ("vector or scalar", "The second factors: ``x``'s dtype."),
        },
        returns=("vector", "The float32x8 sums."),
        semantics="""\
The mask has ``acc``'s 8 lanes: inactive lanes keep ``acc``'s value.""",
        edges="""\
The products are exact in double (float16 60000 * 60000 is 3.6e9, beyond
float16's range but a float32); a sum beyond float32's range is an
infinity, inf - inf and NaN operands give NaN, always the positive quiet
NaN (0x7FC00000) on every path. Refused when compiled: an ``acc`` that is
not float32x8 or operands that are not float16x16 / bfloat16x16 of one
dtype ("Argument type mismatch"), multiple-width vectors ("This API expect
hardware native vector types").""",
        example="""\
vx, vy = S.vload(x), S.vload(y)
acc = S.vfmae(S.vload(c), vx, vy)
S.vstore(S.vfmao(acc, vx, vy), out)""",
        example_args='x: S.ptr("fp16x16", "global"), y: S.ptr("fp16x16", "global"), '
                     'c: S.ptr("fp32x8", "global"), out: S.ptr("fp32x8", "global")',
    ),
    "vfmao": Text(
        summary="Adds the products of the odd lanes of 16-bit float ``x`` and ``y`` to a "
                "float32 ``acc``.",
        computes="""\
Lane k of the result is ``acc[k] + x[2k + 1] * y[2k + 1]``, formed in
double precision and rounded once to float32. ``acc`` is a float32x8 and
``x``, ``y`` are both float16x16 or both bfloat16x16. ``S.vfmae`` does the
same with the even lanes, so the two together add every product. A scalar
``x`` or ``y`` is broadcast to the other's lanes.

    acc (float32x8):   a0        a1        ...  a7
    x (float16x16):    x0  x1    x2  x3    ...  x14  x15
    S.vfmao(acc, x, y):  a0+x1*y1  a1+x3*y3  ...  a7+x15*y15""",
        params={
            "acc": ("vector", "The float32x8 accumulator. It is not changed: the sums are "
                    "returned."),
            "x": ("vector or scalar", "The first factors: a float16x16 or bfloat16x16."),
            "y": ("vector or scalar", "The second factors: ``x``'s dtype."),
        },
        returns=("vector", "The float32x8 sums."),
        semantics="""\
The mask has ``acc``'s 8 lanes: inactive lanes keep ``acc``'s value.""",
        edges="""\
The products are exact in double; a sum beyond float32's range is an
infinity, inf - inf and NaN operands give NaN, always the
positive quiet NaN (0x7FC00000) on every path. Refused when compiled: an
``acc`` that is not float32x8 or operands that are not float16x16 /
bfloat16x16 of one dtype ("Argument type mismatch"), multiple-width
vectors ("This API expect hardware native vector types").""",
        example="""\
vx, vy = S.vload(x), S.vload(y)
acc = S.vfmao(S.vload(c), vx, vy, mask=S.tail_mask(4, 8))
S.vstore(acc, out)""",
        example_args='x: S.ptr("bf16x16", "global"), y: S.ptr("bf16x16", "global"), '
                     'c: S.ptr("fp32x8", "global"), out: S.ptr("fp32x8", "global")',
    ),
    "rint": Text(
        summary="Rounds ``x`` to the nearest integer, ties to even, lane by lane or a "
                "scalar.",
        computes="""\
Each active lane becomes the integral value nearest to it, in the same
float type; a value halfway between two goes to the even one (0.5 gives
0.0, 1.5 and 2.5 give 2.0). The sign is kept, so -0.4 gives -0.0. On a
float16 or float32 scalar (a float literal is float32) it returns the
rounded scalar. ``S.cast`` then turns the result into an integer type.

    x:    -0.4  0.5  1.5  2.5  -2.5  2.6  3.0  7.49
    mask:  T    T    T    T     T    F    T    T
    S.rint(x, mask):  -0.0  0.0  2.0  2.0  -2.0  ?  3.0  7.0""",
        params={
            "x": ("vector or scalar", "The float values to round."),
        },
        returns=("vector or scalar", "The rounded values, of ``x``'s type."),
        semantics="""\
Lanes ``mask`` leaves inactive are undefined (the simulator marks them
poison); there is no ``r``. A scalar ``x`` takes no ``mask``.""",
        edges="""\
NaN stays NaN and infinities stay as they are; values too large to have a
fraction (from 2^23 in float32, 2^10 in float16, 2^7 in bfloat16) come back
unchanged. Refused when compiled: integer lanes ('"S.rint" does not
support "int32x8".'), a bfloat16 scalar (convert it to float32 first) and
a ``mask`` with a scalar.""",
        example="""\
va, m = S.vload(a), S.tail_mask(6, 8)
S.vstore(S.rint(va), out)
S.vstore(S.rint(va * 0.5, mask=m), out + 8, mask=m)""",
        example_args='a: S.ptr("fp32x8", "global"), b: S.ptr("fp32x8", "global"), '
                     'out: S.ptr("fp32x8", "global")',
    ),
    "clip": Text(
        summary="Clamps ``x`` to ``[min_val, max_val]``, lane by lane or a scalar.",
        computes="""\
Each active lane is ``min_val`` where ``x[i] < min_val``, ``max_val`` where
``x[i] > max_val`` and ``x[i]`` otherwise, computed with compares and
selects, so a NaN lane stays NaN and -0.0 stays -0.0 at a bound 0.0. Each
bound is a vector of ``x``'s dtype or a scalar broadcast to it; a constant
bound beyond ``x``'s range is first shrunk to it (a uint8 ``x`` clipped to
-5 and 300 is clipped to 0 and 255). On a scalar ``x`` with scalar bounds
it returns the clamped scalar.

    x:    -5  1  3  7  12  9  4  20
    mask:  T  T  T  T   T  F  T   T
    S.clip(x, 0, 8, mask):  0  1  3  7  8  9  4  8""",
        params={
            "x": ("vector or scalar", "The values to clamp."),
            "min_val": ("vector or scalar",
                        "The lower bound: a vector of ``x``'s dtype or a scalar (an integer "
                        "one for integer ``x``)."),
            "max_val": ("vector or scalar",
                        "The upper bound: a vector of ``x``'s dtype or a scalar (an integer "
                        "one for integer ``x``)."),
        },
        returns=("vector or scalar", "The clamped values, of ``x``'s type."),
        semantics="""\
Lanes ``mask`` leaves inactive keep ``x``'s value (there is no ``r``). A
scalar ``x`` takes no ``mask``.""",
        edges="""\
A NaN lane of ``x`` stays NaN, and a NaN bound leaves ``x`` as it is (no
compare holds). With ``min_val > max_val`` (possible with run-time bounds)
the lanes above ``max_val`` give ``max_val`` and the others ``min_val``.
Refused when compiled: a float bound for integer lanes ('The arg "min_val"
of "S.clip" expect an integer for "int32x8", but got: 0.5.'), a vector
bound of another dtype, and a ``mask`` with a scalar ``x``.""",
        example="""\
va = S.vload(a)
S.vstore(S.clip(va, 0, 255), out)
S.vstore(S.clip(va, S.vload(b), 100, mask=S.tail_mask(5, 8)), out + 8)""",
        note="on a scalar, scalar C with the vector form's result: `max(min(x, hi), lo)` for "
             "integers between constant bounds lo <= hi (upstream's C), else "
             "`x > hi ? hi : (x < lo ? lo : x)` (a float NaN stays NaN, -0.0 stays -0.0; "
             "docs/from-upstream.md)",
    ),
}

CATEGORY = Category('Arithmetic (fact sheet §1.2)', TEXTS)
