//===- compass/dsl/arith.h - lane-wise arithmetic -----------------*- C -*-===//
//
// The arithmetic builtins lane by lane: __vadd, __vsub, __vmul (also on
// operands of mixed signedness), __vdiv, __vmod, the saturating __vadds /
// __vsubs, __vmax / __vmin, __vabs / __vabss, __rint, and the scalar
// division helpers the emitter calls for tir.div / tir.mod. Separate from
// bitwise.h: these read lanes as numbers, those as bits.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_ARITH_H
#define COMPASS_DSL_PART_ARITH_H

//===----------------------------------------------------------------------===//
// Lane-wise arithmetic: __vadd, __vsub, __vmul (r, x, y, mask)
//===----------------------------------------------------------------------===//

// One lane of `a OP b` for each kind of element.
#define __COMPASS_INT_LANE(ET, OP, a, b) ((ET)((uint)(a)OP(uint)(b)))
#define __COMPASS_FLOAT_LANE(ET, OP, a, b) ((a)OP(b))
#define __COMPASS_HALF_LANE(ET, OP, a, b) ((half)((float)(a)OP(float)(b)))

#define __COMPASS_DEF_BINARY(NAME, OP, VT, ET, N, K, LANE)                     \
  static inline __attribute__((overloadable)) VT NAME(VT r, VT x, VT y,        \
                                                      uint m) {                \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = LANE(ET, OP, x[i], y[i]);                                       \
    return r;                                                                  \
  }

#define __COMPASS_DEF_INT_BINARY(NAME, OP, VT, ET, SV, N, K, S)                \
  __COMPASS_DEF_BINARY(NAME, OP, VT, ET, N, K, __COMPASS_INT_LANE)
#define __COMPASS_DEF_BINARY_ALL(NAME, OP)                                     \
  __COMPASS_FOR_EACH_INTEGER(__COMPASS_DEF_INT_BINARY, NAME, OP)               \
  __COMPASS_DEF_BINARY(NAME, OP, half16, half, 16, 2, __COMPASS_HALF_LANE)     \
  __COMPASS_DEF_BINARY(NAME, OP, float8, float, 8, 4, __COMPASS_FLOAT_LANE)    \
  static inline __attribute__((overloadable)) bf1616 NAME(                     \
      bf1616 r, bf1616 x, bf1616 y, uint m) {                                  \
    for (int i = 0; i < 16; ++i)                                               \
      if (__COMPASS_LANE_ON(m, i, 2))                                          \
        r.bits[i] = __float_to_bf16(__bf16_to_float(x.bits[i])                 \
                                        OP __bf16_to_float(y.bits[i]));        \
    return r;                                                                  \
  }

__COMPASS_DEF_BINARY_ALL(__vadd, +)
__COMPASS_DEF_BINARY_ALL(__vsub, -)
__COMPASS_DEF_BINARY_ALL(__vmul, *)

//===----------------------------------------------------------------------===//
// Scalar helpers of the lane-wise builtins (one overload per lane type)
//===----------------------------------------------------------------------===//

// a / b: truncating, x / 0 = 0, the overflowing MIN / -1 clamps to MAX.
#define __COMPASS_DEF_DIV(ET, MIN, MAX)                                        \
  static inline __attribute__((overloadable)) ET __compass_div(ET a, ET b) {   \
    if (b == 0)                                                                \
      return 0;                                                                \
    if (a == (MIN) && b == -1)                                                 \
      return (MAX);                                                            \
    return (ET)(a / b);                                                        \
  }
#define __COMPASS_DEF_UDIV(ET)                                                 \
  static inline __attribute__((overloadable)) ET __compass_div(ET a, ET b) {   \
    return b == 0 ? (ET)0 : (ET)(a / b);                                       \
  }

__COMPASS_DEF_DIV(char, -128, 127)
__COMPASS_DEF_DIV(short, -32768, 32767)
__COMPASS_DEF_DIV(int, (-2147483647 - 1), 2147483647)
__COMPASS_DEF_UDIV(uchar)
__COMPASS_DEF_UDIV(ushort)
__COMPASS_DEF_UDIV(uint)
static inline __attribute__((overloadable)) float __compass_div(float a,
                                                                float b) {
  return a / b;
}

// Scalar int / and % (tir.div, tir.mod, tir.floordiv) as the simulator:
// truncating, MIN / -1 wraps to MIN and MIN % -1 is 0, where C's operators
// are undefined (x86 traps). A zero divisor is the caller's to check.
static inline int __compass_sdiv(int a, int b) {
  return b == -1 ? (int)(0u - (uint)a) : a / b;
}
static inline int __compass_smod(int a, int b) { return b == -1 ? 0 : a % b; }

// a % b with the sign of a (C's %), a % 0 = 0, on magnitudes: MIN % -1 = 0.
#define __COMPASS_DEF_MOD(ET)                                                  \
  static inline __attribute__((overloadable)) ET __compass_mod(ET a, ET b) {   \
    long x = a, y = b;                                                         \
    long magnitude = y == 0 ? 0 : (x < 0 ? -x : x) % (y < 0 ? -y : y);         \
    return (ET)(x < 0 ? -magnitude : magnitude);                               \
  }
__COMPASS_FOR_EACH_INT_ELEMENT(__COMPASS_DEF_MOD)

//===----------------------------------------------------------------------===//
// Lane-wise __vdiv, __vadds, __vsubs, __vmod
//===----------------------------------------------------------------------===//

/// __vdiv (r, x, y, mask): integers truncate, x / 0 = 0, MIN / -1 = MAX;
/// float32 divides as IEEE.
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vdiv, __compass_div)
__COMPASS_DEF_LANEWISE(__vdiv, __compass_div, float8, 8, 4)

/// __vadds / __vsubs (r, x, y, mask): integer lanes clamp to their type.
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vadds, add_sat)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vsubs, sub_sat)

/// __vmod (r, x, y, mask): the remainder with the sign of x, x % 0 = 0.
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vmod, __compass_mod)

//===----------------------------------------------------------------------===//
// __vmax / __vmin (r, x, y, mask)
//===----------------------------------------------------------------------===//

// One lane picks an operand: a NaN lane yields the other operand (both NaN:
// a NaN), equal lanes (+0 and -0) the second. Floats compare as float.
#define __COMPASS_DEF_MINMAX(ET)                                               \
  static inline __attribute__((overloadable)) ET __compass_max(ET a, ET b) {   \
    return a > b ? a : b;                                                      \
  }                                                                            \
  static inline __attribute__((overloadable)) ET __compass_min(ET a, ET b) {   \
    return a < b ? a : b;                                                      \
  }
__COMPASS_FOR_EACH_INT_ELEMENT(__COMPASS_DEF_MINMAX)
#define __COMPASS_DEF_FLOAT_MINMAX(ET)                                         \
  static inline __attribute__((overloadable)) ET __compass_max(ET a, ET b) {   \
    float fa = (float)a, fb = (float)b;                                        \
    return isnan(fa) ? b : isnan(fb) ? a : fa > fb ? a : b;                    \
  }                                                                            \
  static inline __attribute__((overloadable)) ET __compass_min(ET a, ET b) {   \
    float fa = (float)a, fb = (float)b;                                        \
    return isnan(fa) ? b : isnan(fb) ? a : fa < fb ? a : b;                    \
  }
__COMPASS_DEF_FLOAT_MINMAX(half)
__COMPASS_DEF_FLOAT_MINMAX(float)

__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vmax, __compass_max)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vmin, __compass_min)
__COMPASS_DEF_LANEWISE(__vmax, __compass_max, half16, 16, 2)
__COMPASS_DEF_LANEWISE(__vmin, __compass_min, half16, 16, 2)
__COMPASS_DEF_LANEWISE(__vmax, __compass_max, float8, 8, 4)
__COMPASS_DEF_LANEWISE(__vmin, __compass_min, float8, 8, 4)

// bfloat16 lanes are raw bits: compare as float, pick the bits.
#define __COMPASS_DEF_BF16_MINMAX(NAME, CMP)                                   \
  static inline __attribute__((overloadable)) bf1616 NAME(                     \
      bf1616 r, bf1616 x, bf1616 y, uint m) {                                  \
    for (int i = 0; i < 16; ++i) {                                             \
      float a = __bf16_to_float(x.bits[i]), b = __bf16_to_float(y.bits[i]);    \
      if (__COMPASS_LANE_ON(m, i, 2))                                          \
        r.bits[i] = isnan(a)   ? y.bits[i]                                     \
                    : isnan(b) ? x.bits[i]                                     \
                    : a CMP b  ? x.bits[i]                                     \
                               : y.bits[i];                                    \
    }                                                                          \
    return r;                                                                  \
  }
__COMPASS_DEF_BF16_MINMAX(__vmax, >)
__COMPASS_DEF_BF16_MINMAX(__vmin, <)

//===----------------------------------------------------------------------===//
// __vabs, __vabss, __rint (r, x, mask)
//===----------------------------------------------------------------------===//

/// __vabs (r, x, mask): integers wrap (|MIN| = MIN), floats clear the sign
/// bit; __vabss: integers clamp (|MIN| = MAX).
#define __COMPASS_ABS(x) ((x) < 0 ? -(x) : (x))
#define __COMPASS_ABS_SAT(ET, MIN, MAX)                                        \
  static inline __attribute__((overloadable)) ET __compass_abss(ET a) {        \
    return a == (MIN) ? (MAX) : (ET)__COMPASS_ABS(a);                          \
  }
__COMPASS_ABS_SAT(char, -128, 127)
__COMPASS_ABS_SAT(short, -32768, 32767)
__COMPASS_ABS_SAT(int, (-2147483647 - 1), 2147483647)
__COMPASS_ABS_SAT(uchar, 0, 0)
__COMPASS_ABS_SAT(ushort, 0, 0)
__COMPASS_ABS_SAT(uint, 0, 0)
#define __COMPASS_ABS_FLOAT(x) (fabs(x))
#define __COMPASS_ABS_HALF(x) ((half)fabs((float)(x)))
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __vabs, __COMPASS_ABS)
__COMPASS_DEF_LANEWISE1(__vabs, __COMPASS_ABS_HALF, half16, 16, 2)
__COMPASS_DEF_LANEWISE1(__vabs, __COMPASS_ABS_FLOAT, float8, 8, 4)
static inline __attribute__((overloadable)) bf1616 __vabs(bf1616 r, bf1616 x,
                                                          uint m) {
  for (int i = 0; i < 16; ++i)
    if (__COMPASS_LANE_ON(m, i, 2))
      r.bits[i] = (bf16)(x.bits[i] & 0x7FFFu);
  return r;
}
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __vabss, __compass_abss)

/// __rint (r, x, mask): ties to even; half and bfloat16 lanes round in float
/// (exact: their integers are floats).
#define __COMPASS_RINT_HALF(x) ((half)rint((float)(x)))
__COMPASS_DEF_LANEWISE1(__rint, __COMPASS_RINT_HALF, half16, 16, 2)
__COMPASS_DEF_LANEWISE1(__rint, rint, float8, 8, 4)
static inline __attribute__((overloadable)) bf1616 __rint(bf1616 r, bf1616 x,
                                                          uint m) {
  for (int i = 0; i < 16; ++i)
    if (__COMPASS_LANE_ON(m, i, 2))
      r.bits[i] = __float_to_bf16(rint(__bf16_to_float(x.bits[i])));
  return r;
}

//===----------------------------------------------------------------------===//
// Operands of mixed signedness (out_sign): __vadd, __vsub, __vmul,
// __vadds, __vsubs
//===----------------------------------------------------------------------===//

// One lane of the result type RET (range MIN..MAX) from lanes a and b, each
// converted by its own signedness: + - * wrap (computed in uint), the
// saturating forms clamp the exact value (computed in long).
#define __COMPASS_MIXED_ADD(RET, a, b, MIN, MAX) ((RET)((uint)(a) + (uint)(b)))
#define __COMPASS_MIXED_SUB(RET, a, b, MIN, MAX) ((RET)((uint)(a) - (uint)(b)))
#define __COMPASS_MIXED_MUL(RET, a, b, MIN, MAX) ((RET)((uint)(a) * (uint)(b)))
#define __COMPASS_CLAMP_LONG(RET, v, MIN, MAX)                                 \
  ((RET)((v) < (long)(MIN) ? (long)(MIN) : (v) > (long)(MAX) ? (long)(MAX) : (v)))
#define __COMPASS_MIXED_ADDS(RET, a, b, MIN, MAX)                              \
  __COMPASS_CLAMP_LONG(RET, (long)(a) + (long)(b), MIN, MAX)
#define __COMPASS_MIXED_SUBS(RET, a, b, MIN, MAX)                              \
  __COMPASS_CLAMP_LONG(RET, (long)(a) - (long)(b), MIN, MAX)

// NAME(r, x, y, mask) for a result RT (lanes RET) and operands XT, YT.
#define __COMPASS_DEF_MIXED(NAME, LANE, RT, RET, XT, YT, N, K, MIN, MAX)      \
  static inline __attribute__((overloadable)) RT NAME(RT r, XT x, YT y,        \
                                                      uint m) {                \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = LANE(RET, x[i], y[i], MIN, MAX);                                \
    return r;                                                                  \
  }

// The six sign combinations of one lane width that are not all alike.
#define __COMPASS_DEF_MIXED_WIDTH(NAME, LANE, S, U, SE, UE, N, K, SMIN, SMAX,  \
                                  UMAX)                                        \
  __COMPASS_DEF_MIXED(NAME, LANE, S, SE, S, U, N, K, SMIN, SMAX)               \
  __COMPASS_DEF_MIXED(NAME, LANE, S, SE, U, S, N, K, SMIN, SMAX)               \
  __COMPASS_DEF_MIXED(NAME, LANE, S, SE, U, U, N, K, SMIN, SMAX)               \
  __COMPASS_DEF_MIXED(NAME, LANE, U, UE, S, S, N, K, 0, UMAX)                  \
  __COMPASS_DEF_MIXED(NAME, LANE, U, UE, S, U, N, K, 0, UMAX)                  \
  __COMPASS_DEF_MIXED(NAME, LANE, U, UE, U, S, N, K, 0, UMAX)

#define __COMPASS_DEF_MIXED_ALL(NAME, LANE)                                    \
  __COMPASS_DEF_MIXED_WIDTH(NAME, LANE, char32, uchar32, char, uchar, 32, 1,   \
                            -128, 127, 255)                                    \
  __COMPASS_DEF_MIXED_WIDTH(NAME, LANE, short16, ushort16, short, ushort, 16,  \
                            2, -32768, 32767, 65535)                           \
  __COMPASS_DEF_MIXED_WIDTH(NAME, LANE, int8, uint8, int, uint, 8, 4,          \
                            (-2147483647L - 1), 2147483647L, 4294967295L)

/// __vadd / __vsub / __vmul (r, x, y, mask) wrap, __vadds / __vsubs clamp
/// to r's lane type, whatever the signedness of x and y.
__COMPASS_DEF_MIXED_ALL(__vadd, __COMPASS_MIXED_ADD)
__COMPASS_DEF_MIXED_ALL(__vsub, __COMPASS_MIXED_SUB)
__COMPASS_DEF_MIXED_ALL(__vmul, __COMPASS_MIXED_MUL)
__COMPASS_DEF_MIXED_ALL(__vadds, __COMPASS_MIXED_ADDS)
__COMPASS_DEF_MIXED_ALL(__vsubs, __COMPASS_MIXED_SUBS)

#endif // COMPASS_DSL_PART_ARITH_H
