"""The reviewed help texts of the Conversion builtins (docs/builtins.md, fact sheet §1.5)."""

from .text import Category, Text

TEXTS = {
    "cast": Text(
        summary="Converts ``x`` to the element type ``dtype``, lane by lane.",
        computes="""\
Each lane of ``x`` is converted to ``dtype``'s element type by value:

- integer to integer: sign or zero extension when widening; when narrowing
  or changing signedness the low bits are kept (the value wraps modulo
  2^bits) unless ``saturate=True`` clamps it to the target's range;
- integer to float: through float32, rounded to nearest even;
- float to float: rounded once to nearest even (float32 to float16 or
  bfloat16), exact when widening;
- float to integer: truncated toward zero, NaN becoming 0, clamped to
  int32's range; an 8- or 16-bit (or uint32) target then keeps the low bits.

A vector of any width converts lane for lane into as many lanes of the new
width (``int8x32`` to ``int32`` gives an ``int32x32``). On a native vector,
``part`` picks a half or a quarter of the lanes to widen instead. Narrowing a
native vector into a native type of more lanes repeats the converted lanes to
fill it, and a tuple of 2 to 4 native vectors of one type is narrowed into
one native vector, the inputs' lanes one after another (repeated to fill it
when they are fewer). A scalar, a literal, ``"inf"``, ``"-inf"`` or
``"nan"`` converts as a C cast (literals wrap too: ``S.cast(300, "uint8")``
is 44) and is broadcast when ``dtype`` is a vector type; a list of scalars
builds a vector literal. ``S.int8x32(v)``, ``S.fp16(v)`` and the other type
constructors are this conversion.

    x (int16x16):               -3  -2  -1   0   1   2  ...  12
    S.cast(x, "int32", "low"):  -3  -2  -1   0   1   2   3   4
    S.cast(x, "int32", "odd"):  -2   0   2   4   6   8  10  12""",
        params={
            "x": ("vector, scalar, literal, str, list or tuple",
                  "What to convert: a vector or scalar of numbers, a literal, one of "
                  "``\"inf\"``, ``\"-inf\"``, ``\"nan\"``, a list (or NumPy array) of scalars "
                  "making a vector literal, or a tuple of 2 to 4 native vectors of one type "
                  "to narrow into one."),
            "dtype": ("str, DataType or type constructor",
                      "The target type (``\"int32\"``, ``\"fp16\"``, ``S.u8``, "
                      "``\"float32x8\"``). A scalar type takes the lanes the result has; a "
                      "vector type must have that lane count."),
            "part": ("str",
                     "Which lanes of a native vector to widen: ``\"all\"`` (the default, every "
                     "lane, any width), ``\"low\"``, ``\"high\"``, ``\"even\"``, ``\"odd\"`` (a "
                     "half, for a type twice as wide) or ``\"ll\"``, ``\"lh\"``, ``\"hl\"``, "
                     "``\"hh\"`` (a quarter, lowest first, for a type four times as wide). "
                     "Only ``\"all\"`` for conversions that do not widen."),
            "saturate": ("bool or None",
                         "``None`` (the default): integer results wrap, except that a float "
                         "always clamps to int32's range. ``True``: an integer-to-integer "
                         "conversion clamps to the target's range. ``False``: it wraps. A float "
                         "source only takes ``None`` (``True`` too for an int32 target), and "
                         "a scalar or a list takes only ``None``."),
        },
        returns=("vector or scalar",
                 "``x`` converted: a scalar for a scalar ``x`` and a scalar ``dtype``, else "
                 "a vector with the lanes described above. ``x`` itself when it already has "
                 "the type."),
        types="""\
int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32, each
to each other, except the direct vector conversions upstream refuses: float16
and bfloat16 to or from 8- and 16-bit integers, uint32 to or from float32,
uint32 to float16 and bfloat16, bfloat16 to uint32 (convert through int32 or
float32 in two steps).""",
        edges="""\
Integers wrap (int32 300 to int8 is 44; -1 to uint8 is 255) unless
``saturate=True`` (127; 0). A float to an integer truncates (-1.5 is -1),
NaN gives 0, values beyond int32 clamp (inf and 3e9 give 2147483647), then
8- and 16-bit targets wrap (70000.0 to int16 is 4464). A float too large for
float16 or bfloat16 becomes an infinity; NaN stays NaN. A float scalar
converted to uint32 clamps to its range instead (-1.5 gives 0, 5e9 gives
4294967295); float16 lanes converted to uint32 wrap (-1.0 gives 4294967295).
Refused with a located error when the kernel is built: the conversions above
that upstream refuses, a mask, a ``part`` that does not fit the widths (or a
vector that is not native with a ``part`` other than ``"all"``), a lane
count the result cannot have, a tuple of more than 4 vectors or of mixed or
non-native types, a string other than ``"inf"``/``"-inf"``/``"nan"``, and a
``saturate`` a case does not take (``Unsupported cast from "float32x8" to
"int32x8" without saturation.``).""",
        example="""\
va = S.vload(a)  # int16x16
lo, hi = S.cast(va, "int32", "low"), S.cast(va, "int32", "high")
S.vstore(lo + hi, out)
S.vstore(S.cast((lo * 2, hi * 2), "int16", saturate=True), b)""",
        example_args='a: S.ptr("int16x16", "global"), out: S.ptr("int32x8", "global"), '
                     'b: S.ptr("int16x16", "global")',
        note=('every form of §1.5; a scalar converts as a C cast (literals wrap); '
              '`S.tag(..., "no_zip")` is checked and, as in upstream\'s PySim, keeps the '
              'lane order'),
    ),
    "i": Text(
        summary="Gives ``x`` the signed integer type of its width, keeping its bits.",
        computes="""\
The result has ``x``'s lanes and width, signed: each lane's bits are kept,
so a uint8 200 reads as -56 and values up to the signed maximum stay as
they are. A signed ``x`` is returned as it is. It is ``S.cast(x,
"int<bits>")`` of the same width, and works on scalars and on vectors of any
width.""",
        params={
            "x": ("integer vector or scalar",
                  "A value computed in the kernel (a variable, an element, an expression), "
                  "not a literal."),
        },
        returns=("vector or scalar", "``x`` as int8, int16 or int32 lanes."),
        types="int8, uint8, int16, uint16, int32, uint32 (scalars and vectors).",
        edges="""\
No value changes bits, so nothing overflows: uint32 4294967295 is -1.
Refused with a located error when the kernel is built: a literal (``The 1st
arg expect a variable.``) and a float or mask (``The data type of arg must be
integer, but got: "float32".``).""",
        example="""\
vu = S.u(S.vload(a))
diff = S.i(vu - S.u(S.vload(b)))
S.vstore(S.vsr(diff, 1), out)""",
    ),
    "u": Text(
        summary="Gives ``x`` the unsigned integer type of its width, keeping its bits.",
        computes="""\
The result has ``x``'s lanes and width, unsigned: each lane's bits are kept,
so an int8 -1 reads as 255 and non-negative values stay as they are. An
unsigned ``x`` is returned as it is. It is ``S.cast(x, "uint<bits>")`` of the
same width, and works on scalars and on vectors of any width.""",
        params={
            "x": ("integer vector or scalar",
                  "A value computed in the kernel (a variable, an element, an expression), "
                  "not a literal."),
        },
        returns=("vector or scalar", "``x`` as uint8, uint16 or uint32 lanes."),
        types="int8, uint8, int16, uint16, int32, uint32 (scalars and vectors).",
        edges="""\
No value changes bits, so nothing overflows: int32 -1 is 4294967295.
Refused with a located error when the kernel is built: a literal (``The 1st
arg expect a variable.``) and a float or mask (``The data type of arg must be
integer, but got: "float32".``).""",
        example="""\
va = S.vload(a)
S.vstore(S.i(S.vsr(S.u(va), 4)), out)""",
    ),
    "reinterpret": Text(
        summary="Reads the bits of ``x`` as another type of the same total size.",
        computes="""\
No value is converted: the bytes of ``x`` are read as ``dtype``, little
endian, as NumPy's ``view`` reads them. ``S.reinterpret(1.0, "int32")`` is
1065353216, and an ``int32x8`` seen as ``int16x16`` gives each int32 as its
low, then its high half. A vector may be native or a multiple of the native
width (``int32x16`` as ``float32x16`` or ``int8x64``); a scalar or a literal
becomes a scalar (an integer literal is int32, or uint32 when only that holds
it; a float literal is float32).

A pointer becomes its address with ``dtype`` ``"uint32"`` or ``"int32"``, as
upstream's PySim gives it: a byte pointer in the pointer's scope, so adding
12 moves 12 bytes. ``dtype`` ``"T *"`` or ``"<scope> T *"`` (scope
``global``, the default, ``private``, ``lsram`` or ``shared``) turns such an
address back into a pointer to T's element type (``"int32x8 *"`` gives an
``int32`` pointer); an address of ``global.1`` to ``global.3`` keeps its
scope.""",
        params={
            "x": ("vector, scalar, literal or pointer",
                  "The value whose bits to read, or a pointer (or an address made from one) "
                  "for the pointer forms."),
            "dtype": ("str, DataType or type constructor",
                      "The type to read the bits as, of the same total bits as ``x``; "
                      "``\"uint32\"``/``\"int32\"`` for a pointer's address; ``\"T *\"`` or "
                      "``\"<scope> T *\"`` to make an address a pointer."),
        },
        returns=("vector, scalar or pointer",
                 "The bits of ``x`` as ``dtype``; for the pointer forms the address or the "
                 "pointer. ``x`` itself when it already has the type."),
        types="""\
int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32, each
as any other of the same total bits; pointers of any element type.""",
        edges="""\
Every bit pattern is kept: a NaN's payload, -0.0, subnormals. Refused with
a located error when the kernel is built: different total bits (``The total
bits of the 1st arg expect 128, but got: "int32x8".``), a vector that is not
a multiple of 256 bits (``int32x12``), a mask or bool, a pointer read as
anything but ``"uint32"`` or ``"int32"``, an integer not made from a pointer
turned into one, and a scope outside the four. An address is no number: printing it, storing
it, comparing it with an integer or passing it to ``S.i`` is refused.""",
        example="""\
vf = S.reinterpret(S.vload(a), "float32x8")
S.vstore(S.cast(S.abs(vf), "int32"), out)
addr = S.reinterpret(b, "uint32")
row1 = S.reinterpret(addr + 32, "int32 *")
S.vstore(S.vload(row1, lanes=8), out + 1)""",
        status='partly',
        note=('pointer ↔ integer as upstream\'s PySim: a pointer\'s `"uint32"`/`"int32"` '
              'address is its byte pointer (arithmetic moves by bytes) and `"T *"` / '
              '`"<scope> T *"` turns it back; an integer not made from a pointer cannot '
              'become one, and an address cannot be printed or stored as a number'),
    ),
    "vxtl": Text(
        summary="Widens the low half of the lanes of ``x`` to twice the width.",
        computes="""\
Lanes 0 to n/2 - 1 of the n-lane native vector ``x`` become the n/2 lanes of
the result, each twice as wide: sign-extended for signed ``x``,
zero-extended for unsigned. It is ``S.cast(x, <twice the width>, "low")``.

    x (int16x16):  1  2  3  4  5  6  7  8  9 ... 16
    S.vxtl(x):     1  2  3  4  5  6  7  8         (int32x8)""",
        params={
            "x": ("vector", "A native vector of 8- or 16-bit integers (``int8x32``, "
                  "``uint8x32``, ``int16x16``, ``uint16x16``)."),
        },
        returns=("vector", "A native vector of half the lanes, twice the width and the same "
                 "signedness: ``int8x32`` gives ``int16x16``, ``uint16x16`` gives "
                 "``uint32x8``."),
        edges="""\
Every value fits, so nothing overflows: int8 -128 is int16 -128, uint8 255 is
uint16 255. Refused with a located error when the kernel is built: a scalar,
a vector that is not native (``int8x64``: ``This API expect hardware native
vector types``), 32-bit lanes (``Can't extend to 64bit.``) and float lanes
(``Only support integer instruction.``).""",
        example="""\
va = S.vload(a)  # int8x32
S.vstore(S.vxtl(va) + S.vxth(va), out)""",
        example_args='a: S.ptr("int8x32", "global"), out: S.ptr("int16x16", "global")',
    ),
    "vxth": Text(
        summary="Widens the high half of the lanes of ``x`` to twice the width.",
        computes="""\
Lanes n/2 to n - 1 of the n-lane native vector ``x`` become the n/2 lanes of
the result, each twice as wide: sign-extended for signed ``x``,
zero-extended for unsigned. It is ``S.cast(x, <twice the width>, "high")``.

    x (int16x16):  1 ... 8  9 10 11 12 13 14 15 16
    S.vxth(x):              9 10 11 12 13 14 15 16   (int32x8)""",
        params={
            "x": ("vector", "A native vector of 8- or 16-bit integers (``int8x32``, "
                  "``uint8x32``, ``int16x16``, ``uint16x16``)."),
        },
        returns=("vector", "A native vector of half the lanes, twice the width and the same "
                 "signedness: ``int8x32`` gives ``int16x16``, ``uint16x16`` gives "
                 "``uint32x8``."),
        edges="""\
Every value fits, so nothing overflows: int16 -1 is int32 -1, uint16 65535 is
uint32 65535. Refused with a located error when the kernel is built: a
scalar, a vector that is not native (``This API expect hardware native vector
types``), 32-bit lanes (``Can't extend to 64bit.``) and float lanes (``Only
support integer instruction.``).""",
        example="""\
va = S.vload(a)  # uint16x16
S.vstore(S.vxtl(va) * S.vxth(va), out)""",
        example_args='a: S.ptr("uint16x16", "global"), out: S.ptr("uint32x8", "global")',
    ),
}

CATEGORY = Category('Conversion (fact sheet §1.5)', TEXTS)
