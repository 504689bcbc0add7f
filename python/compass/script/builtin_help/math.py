"""The reviewed help texts of the Math builtins (docs/builtins.md, fact sheet §1.6)."""

from .text import Category, Text

# What the lane-wise Math builtins share.
_HOW = """\
The lane is taken exactly to double (float16 and bfloat16 too), computed
there and rounded once to the lane type, to nearest even: the same bits on
every path, within the bound the note gives (see *Accuracy of the Math
builtins* in docs/builtins.md). A scalar gives a scalar; a vector may have
any lane count."""

_X = ("vector or scalar",
      "A float vector of any lane count, or a float16 or float32 scalar (a float "
      "literal is float32).")

_RETURNS = ("vector or scalar", "The results, of ``x``'s type and lane count.")

_REFUSED = """\
Refused with a located error when the kernel is built: integer operands,
integer literals included (``Only support floating input.``), and a bfloat16
scalar (``There isn't any compute instruction for bfloat16 scalar, please
convert it to float32 first.``)."""

_FP32 = 'a: S.ptr("fp32x8", "global"), out: S.ptr("fp32x8", "global")'
_FP32_2 = 'a: S.ptr("fp32x8", "global"), b: S.ptr("fp32x8", "global"), ' \
          'out: S.ptr("fp32x8", "global")'

TEXTS = {
    "exp": Text(
        summary="Computes e raised to ``x``, lane by lane.",
        computes="Each lane of the result is e^x[i].\n\n" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
exp(±0) is 1, exp(inf) is inf and exp(-inf) is +0; NaN gives NaN. Results
too large for the lane type are +inf (float32 and bfloat16 above about
88.72, float16 above about 11.09); tiny results keep their subnormal value
(float32 exp(-100) is 3.78e-44) and round to +0 below the smallest
subnormal. Upstream's device flushes results below the smallest normal to 0;
Compass does not. """ + _REFUSED,
        example="""\
va = S.vload(a)
S.vstore(1.0 / (1.0 + S.exp(-va)), out)  # the logistic sigmoid""",
        example_args=_FP32,
        note='within 1 ULP (see *Accuracy of the Math builtins* below)',
    ),
    "log": Text(
        summary="Computes the natural logarithm of ``x``, lane by lane.",
        computes="Each lane of the result is ln(x[i]).\n\n" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
log(1) is +0, log(±0) is -inf and log(inf) is inf. A negative lane, -inf
included, and NaN give NaN. Subnormal inputs are taken at their value (no
flush to zero). """ + _REFUSED,
        example="""\
va = S.vload(a)
S.vstore(S.log(va + 1.0) * 0.4342945, out)  # log10(1 + x)""",
        example_args=_FP32,
        note='within 1 ULP',
    ),
    "tanh": Text(
        summary="Computes the hyperbolic tangent of ``x``, lane by lane.",
        computes="Each lane of the result is tanh(x[i]), between -1 and 1.\n\n" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
tanh(±0) is ±0 (the sign kept), ±inf gives ±1, and lanes of large magnitude
(float32 above about 9) round to exactly ±1; NaN gives NaN. Nothing
overflows. """ + _REFUSED,
        example="""\
x = S.vload(a)
inner = 0.7978846 * (x + 0.044715 * x * x * x)
S.vstore(0.5 * x * (1.0 + S.tanh(inner)), out)  # GELU, tanh form""",
        example_args=_FP32,
        note='within 1 ULP',
    ),
    "sin": Text(
        summary="Computes the sine of ``x`` (radians), lane by lane.",
        computes="""\
Each lane of the result is sin(x[i]). The argument is reduced modulo pi/2
exactly, for every finite float, so large arguments (sin(1e30)) are as
accurate as small ones.\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
sin(±0) is ±0 (the sign kept); ±inf and NaN give NaN. The result lies in
[-1, 1] and nothing overflows. """ + _REFUSED,
        example="""\
x, y = S.vload(a), S.vload(b)
c, s = S.cos(angle), S.sin(angle)  # float32 scalars
S.vstore(x * c - y * s, out)""",
        example_args=_FP32_2 + ", angle: S.fp32",
        note='within 1 ULP, exact range reduction for every float',
    ),
    "cos": Text(
        summary="Computes the cosine of ``x`` (radians), lane by lane.",
        computes="""\
Each lane of the result is cos(x[i]). The argument is reduced modulo pi/2
exactly, for every finite float, so large arguments (cos(1e30)) are as
accurate as small ones.\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
cos(±0) is 1; ±inf and NaN give NaN. The result lies in [-1, 1] and nothing
overflows. """ + _REFUSED,
        example="""\
t = S.vload(a) * 0.01
S.vstore(S.cos(t), out)
S.vstore(S.sin(t), out + 1)""",
        example_args=_FP32,
        note='within 1 ULP, exact range reduction for every float',
    ),
    "rsqrt": Text(
        summary="Computes the reciprocal square root 1 / sqrt(``x``), lane by lane.",
        computes="""\
Each lane of the result is 1 / sqrt(x[i]), divided in double and rounded
once (upstream's device computes sqrt(1 / x), which may be a bit further
off).\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
rsqrt(+0) is +inf, rsqrt(-0) is -inf and rsqrt(inf) is +0. A negative lane,
-inf included, and NaN give NaN. Subnormal inputs are taken at their value,
so their large results are finite. """ + _REFUSED,
        example="""\
va = S.vload(a)
S.vstore(va * S.rsqrt(va * va + 1e-6), out)  # x / |x|, safe at 0""",
        example_args=_FP32,
        note='within 1 ULP; `rsqrt(-0)` is -inf',
    ),
    "sqrt": Text(
        summary="Computes the square root of ``x``, lane by lane.",
        computes="""\
Each lane of the result is sqrt(x[i]), correctly rounded to the lane type
(the exact root rounded to nearest even).\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
sqrt(±0) is ±0 (the sign kept) and sqrt(inf) is inf. A negative lane, -inf
included, and NaN give NaN. Nothing overflows. """ + _REFUSED,
        example="""\
va, vb = S.vload(a), S.vload(b)
S.vstore(S.sqrt(va * va + vb * vb), out)  # the length of (a, b)""",
        example_args=_FP32_2,
        note='correctly rounded',
    ),
    "floor": Text(
        summary="Rounds ``x`` down to an integral value, lane by lane.",
        computes="""\
Each lane of the result is the largest integral value not above x[i], as a
float of the lane type (convert it with ``S.cast`` for an integer). The
result is exact.\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
±0, ±inf and NaN are returned as they are; floor(-0.5) is -1 and floor(0.5)
is +0. Lanes that are already integral (every float32 of magnitude 2^23 or
more, float16 of 1024 or more, bfloat16 of 128 or more) are unchanged.
Nothing overflows.
""" + _REFUSED,
        example="""\
va = S.vload(a) * 0.3
S.vstore(va - S.floor(va), out)  # the fractional part""",
        example_args=_FP32,
        note='exact',
    ),
    "ceil": Text(
        summary="Rounds ``x`` up to an integral value, lane by lane.",
        computes="""\
Each lane of the result is the smallest integral value not below x[i], as a
float of the lane type (convert it with ``S.cast`` for an integer). The
result is exact.\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
±0, ±inf and NaN are returned as they are; ceil(-0.5) is -0 (the sign kept)
and ceil(0.5) is 1. Lanes that are already integral (every float32 of
magnitude 2^23 or more, float16 of 1024 or more, bfloat16 of 128 or more)
are unchanged. Nothing overflows. """ + _REFUSED,
        example="""\
blocks = S.ceil(S.vload(a) / 8.0)
S.vstore(S.cast(blocks, "int32"), out)""",
        example_args='a: S.ptr("fp32x8", "global"), out: S.ptr("int32x8", "global")',
        note='exact',
    ),
    "ceildiv": Text(
        summary="Divides integer scalar ``x`` by ``y``, rounding the quotient up.",
        computes="""\
The result is (x + y - 1) / y in the operands' common integer type: the sum
wraps in that type and the division truncates toward zero, as in C and as
upstream computes it. For x >= 0 and y > 0 whose sum does not overflow this
is the quotient rounded up: ``S.ceildiv(17, 8)`` is 3, the number of 8-lane
vectors that hold 17 elements. The common type follows the scalar rules: a
literal takes the other operand's type, the wider type wins, equal widths of
mixed signedness give unsigned, two literals give int32.""",
        params={
            "x": ("integer scalar or int", "The dividend."),
            "y": ("integer scalar or int", "The divisor; it must not be 0."),
        },
        returns=("integer scalar", "The quotient, of the operands' common type."),
        types="int8, uint8, int16, uint16, int32, uint32 scalars (and integer literals).",
        edges="""\
y = 0 stops the run at the call with ``CompassZeroDivisionError`` (a
``CompassRuntimeError`` and a ``ZeroDivisionError``): ``integer division by
zero (TEC 0). The 2nd arg can't be zero.``, in the simulator, the checked C
that ``ex(...)`` runs and the native tier, also for a literal 0. The sum
wraps: uint8 ``S.ceildiv(250, 10)`` is 0 (250 + 9 is 3 in uint8), int32
``S.ceildiv(2147483647, 2)`` is -1073741824. Negative operands get C's
truncation, not the ceiling: ``S.ceildiv(-6, 4)`` is 0. Refused when the
kernel is built: a float or a vector (``The arg "x" expect an integer
scalar.``).""",
        example="""\
for i in range(S.ceildiv(n, 8)):
    m = S.tail_mask(S.min(n - i * 8, 8), 8)
    S.vstore(S.vload(a + i * 8, mask=m) * 2, out + i * 8, mask=m)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32',
        note=('integer scalars; y = 0 is a located run-time error "integer division by '
              'zero" in the simulator and under checked POCL runs, a '
              '`CompassZeroDivisionError` (a `CompassRuntimeError` and a '
              '`ZeroDivisionError`, with upstream\'s "The 2nd arg can\'t be zero." '
              'appended); unchecked POCL divides by zero as the CPU does'),
    ),
    "pow": Text(
        summary="Raises ``x`` to the power ``exponent``, lane by lane.",
        computes="""\
Each lane of the result is x[i] ^ exponent[i]. A scalar operand is broadcast
to the other's vector type; two scalars give a scalar of their common type
(float16 or float32; a float literal is float32). ``x ** y`` on floats is
this builtin.\n\n""" + _HOW,
        params={
            "x": ("vector or scalar", "The base: a float vector of any lane count, or a "
                  "scalar."),
            "exponent": ("vector or scalar",
                         "The exponent: a vector of ``x``'s type, or a scalar."),
        },
        returns=("vector or scalar", "The powers, of the operands' type and lane count."),
        edges="""\
C99's special cases, as NumPy: x^±0 is 1 for every x, NaN too, and 1^y is 1
for every y, NaN too; a negative finite x with a finite non-integral
exponent gives NaN (pow(-8, 1/3)); ±0 to a negative exponent gives +inf, or
-inf for -0 and an odd integer; (-1)^±inf is 1; |x| < 1 to -inf and |x| > 1
to +inf give +inf, the other way round +0. Results too large for the lane
type are ±inf, too small ±0 (subnormals kept). Any other NaN operand gives
NaN. Refused when the kernel is built: vector operands of different types
(``Argument type mismatch: 0-th: "float32x8" vs. 1-th: "float16x8".``),
integer operands (``Only support floating instruction.``) and bfloat16
scalars.""",
        example="""\
va = S.vload(a) * (1.0 / 1024.0)
S.vstore(S.pow(va, 2.2), out)  # gamma
S.vstore(S.pow(2.0, S.vload(b) * 0.01), out + 1)""",
        example_args=_FP32_2,
        note="within 1 ULP, C99's special cases; `x ** y` on floats is `S.pow`",
    ),
    "erf": Text(
        summary="Computes the error function of ``x``, lane by lane.",
        computes="""\
Each lane of the result is erf(x[i]) = 2 / sqrt(pi) times the integral of
e^(-t^2) from 0 to x[i], between -1 and 1.\n\n""" + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
erf(±0) is ±0 (the sign kept), ±inf gives ±1 and lanes of large magnitude
(float32 from about 4) round to exactly ±1; NaN gives NaN. Nothing
overflows. """ + _REFUSED,
        example="""\
x = S.vload(a) * 0.01
S.vstore(0.5 * x * (1.0 + S.erf(x * 0.70710678)), out)  # GELU""",
        example_args=_FP32,
        note='within 1 ULP',
    ),
    "exp2": Text(
        summary="Computes 2 raised to ``x``, lane by lane.",
        computes="Each lane of the result is 2^x[i]; integral x gives the exact power.\n\n"
                 + _HOW,
        params={"x": _X},
        returns=_RETURNS,
        edges="""\
exp2(±0) is 1, exp2(inf) is inf and exp2(-inf) is +0; NaN gives NaN. Results
too large for the lane type are +inf (float32 from x = 128, float16 from
x = 16); tiny results keep their subnormal value (float32 exp2(-149) is the
smallest, 1.4e-45) and round to +0 below it (exp2(-150) is 0).
""" + _REFUSED,
        example="""\
va = S.vload(a) * 0.1
S.vstore(S.exp2(va * 1.442695), out)  # e^x through 2^x""",
        example_args=_FP32,
        note='within 1 ULP',
    ),
}

AFTER = """\
### Accuracy of the Math builtins

`S.exp`, `S.log`, `S.tanh`, `S.sin`, `S.cos`, `S.rsqrt`, `S.sqrt`, `S.floor`, `S.ceil`,
`S.erf`, `S.exp2` and `S.pow` compute each lane with one algorithm,
`runtime/include/compass/dsl_math.h`, which the simulator compiles as C++ and `dsl.h` as
OpenCL C: the lane (float16 and bfloat16 are exact in float) goes to double, an explicit
range reduction and series (no libm call but `sqrt`, `floor`, `ceil`, `rint`, no fused
multiply-add) give the value to a few double ulps, and it is rounded **once** to the lane
type, to nearest even (bfloat16 too). So the two paths agree bit for bit (checked on every
lane of every test, and by `bench/math_accuracy.py` on 10^6 inputs per function and type),
and both meet this contract, in ULP of the lane type at the float64 reference (NumPy's
float64 functions, `math.erf`):

| function | bound (float16, bfloat16, float32) | measured max |
|---|---|---|
| `floor`, `ceil` | 0 (exact) | 0 |
| `sqrt` | 0.5 (correctly rounded) | 0.5 |
| `exp`, `exp2`, `log`, `tanh`, `sin`, `cos`, `rsqrt`, `erf`, `pow` | 1 | 0.5 (correctly rounded on every input swept) |

measured over ≥ 10^6 inputs per function and type by `bench/math_accuracy.py` (every
float16 and bfloat16 value, random float32 bit patterns of every exponent, uniform values
of each function's range) including 0, -0, ±inf, NaN, subnormals, the largest finite, and
arguments near the overflow of `exp`/`exp2`/`pow` and the saturation of `tanh`/`erf`. A NaN
result is the positive quiet NaN; infinities and signed zeros are those of C99 (and NumPy).
Upstream's device computes `exp` with a float32 polynomial that flushes results below the
smallest normal to 0 and `rsqrt` as `sqrt(1 / x)`; Compass is more accurate there, within
the same 2-ULP tolerance upstream's tests allow.
"""

CATEGORY = Category('Math (fact sheet §1.6)', TEXTS, AFTER)
