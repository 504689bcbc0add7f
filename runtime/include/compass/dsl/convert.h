//===- compass/dsl/convert.h - conversions and lane widths --------*- C -*-===//
//
// The builtins whose result has other lanes than their operands: __vcvt_*
// (every pair of element types), X2's even / odd rounding conversions
// __vcvtue_tw / __vcvtuo_tw, __vreinterpret_* (the same bits), the
// widening multiplications __vmull / __vmulh and the narrowing shifts
// __vnsr, __vnsrs, __vnsrr, __vnsrsr.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_CONVERT_H
#define COMPASS_DSL_PART_CONVERT_H

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// __vcvt_<result type>(offset, stride, flags, x0[, x1[, x2[, x3]]]): the
/// inputs are one sequence of N lanes; result lane i is lane
/// (offset + i * stride) % N converted. Float to float rounds to nearest
/// even; integers reach floats through float (nearest even); floats reach
/// integers through int (NaN is 0, clamped, truncated — rounded to nearest
/// even first with flag 2) and then wrap; integers clamp to the result type
/// with flag 1, else wrap.

/// A source lane: integers as long, floats as float (both exact).
#define __COMPASS_DEF_CVT_LANE(V, T, GET)                                      \
  static inline __attribute__((overloadable)) T __compass_cvt_lane(V v,       \
                                                                   int j) {   \
    return GET;                                                                \
  }
#define __COMPASS_DEF_INT_CVT_LANE(UNUSED, VT, ET, SV, N, K, S)                \
  __COMPASS_DEF_CVT_LANE(VT, long, (long)v[j])
__COMPASS_FOR_EACH_INTEGER(__COMPASS_DEF_INT_CVT_LANE, _)
__COMPASS_DEF_CVT_LANE(half16, float, (float)v[j])
__COMPASS_DEF_CVT_LANE(float8, float, v[j])
__COMPASS_DEF_CVT_LANE(bf1616, float, __bf16_to_float(v.bits[j]))

/// A float to int: NaN is 0, clamped to the int range, truncated.
static inline int __compass_float_to_int_sat(float f) {
  if (isnan(f))
    return 0;
  if (f >= 2147483648.0f)
    return INT_MAX;
  if (f <= -2147483648.0f)
    return INT_MIN;
  return (int)f;
}

/// One lane to integer type E (from long: clamped with flag 1, else wrapped;
/// from float: rounded to nearest even first with flag 2).
#define __COMPASS_DEF_CVT_INT(E, MIN, MAX)                                     \
  static inline __attribute__((overloadable)) E __compass_cvt_##E(long v,     \
                                                                  int sat) {  \
    if (sat & 1)                                                               \
      v = v < (long)(MIN) ? (long)(MIN) : v > (long)(MAX) ? (long)(MAX) : v;   \
    return (E)v;                                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) E __compass_cvt_##E(float f,    \
                                                                  int sat) {  \
    return (E)__compass_float_to_int_sat((sat & 2) ? rint(f) : f);             \
  }
__COMPASS_DEF_CVT_INT(char, CHAR_MIN, CHAR_MAX)
__COMPASS_DEF_CVT_INT(uchar, 0, UCHAR_MAX)
__COMPASS_DEF_CVT_INT(short, SHRT_MIN, SHRT_MAX)
__COMPASS_DEF_CVT_INT(ushort, 0, USHRT_MAX)
__COMPASS_DEF_CVT_INT(int, INT_MIN, INT_MAX)
__COMPASS_DEF_CVT_INT(uint, 0, UINT_MAX)

/// One lane to float type E: an integer through float, rounded to nearest
/// even (FROM_FLOAT rounds a float to E).
#define __COMPASS_DEF_CVT_FLOAT(NAME, E, FROM_FLOAT)                           \
  static inline __attribute__((overloadable)) E __compass_cvt_##NAME(         \
      long v, int sat) {                                                       \
    float f = (float)v;                                                        \
    return FROM_FLOAT;                                                         \
  }                                                                            \
  static inline __attribute__((overloadable)) E __compass_cvt_##NAME(         \
      float f, int sat) {                                                      \
    return FROM_FLOAT;                                                         \
  }
__COMPASS_DEF_CVT_FLOAT(half, half, (half)f)
__COMPASS_DEF_CVT_FLOAT(float, float, f)
__COMPASS_DEF_CVT_FLOAT(bf16, bf16, __float_to_bf16(f))

#define __COMPASS_CVT_SET(r, i, x) ((r)[i] = (x))
#define __COMPASS_CVT_SET_BF16(r, i, x) ((r).bits[i] = (x))

/// __vcvt_DST from 1 to 4 SRC vectors (SN lanes each): VCVT and IMPL are
/// the function names, CVT the result lane's converter, SET writes a result
/// lane. (Names are pasted by the caller: half16 may be a macro.)
#define __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, SRC, SN)             \
  static inline __attribute__((overloadable)) DST IMPL(                        \
      int off, int step, int sat, const SRC *v, int n) {                       \
    DST r;                                                                     \
    for (int i = 0; i < DN; ++i) {                                             \
      int j = (off + i * step) % ((SN) * n);                                   \
      SET(r, i, CVT(__compass_cvt_lane(v[j / (SN)], j % (SN)), sat));         \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) DST VCVT(int off, int step,      \
                                                       int sat, SRC a) {       \
    SRC v[1] = {a};                                                            \
    return IMPL(off, step, sat, v, 1);                                         \
  }                                                                            \
  static inline __attribute__((overloadable)) DST VCVT(                        \
      int off, int step, int sat, SRC a, SRC b) {                              \
    SRC v[2] = {a, b};                                                         \
    return IMPL(off, step, sat, v, 2);                                         \
  }                                                                            \
  static inline __attribute__((overloadable)) DST VCVT(                        \
      int off, int step, int sat, SRC a, SRC b, SRC c) {                       \
    SRC v[3] = {a, b, c};                                                      \
    return IMPL(off, step, sat, v, 3);                                         \
  }                                                                            \
  static inline __attribute__((overloadable)) DST VCVT(                        \
      int off, int step, int sat, SRC a, SRC b, SRC c, SRC d) {                \
    SRC v[4] = {a, b, c, d};                                                   \
    return IMPL(off, step, sat, v, 4);                                         \
  }

#define __COMPASS_DEF_VCVT_FROM_ALL(DST, E, DN, SET)                           \
  __COMPASS_DEF_VCVT_FROM_EACH(DST, __vcvt_##DST, __compass_vcvt_##DST,        \
                               __compass_cvt_##E, DN, SET)
#define __COMPASS_DEF_VCVT_FROM_VECTOR(DST, VCVT, IMPL, CVT, DN, SET, VT, ET,  \
                                       SV, N, K, S)                            \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, VT, N)
#define __COMPASS_DEF_VCVT_FROM_EACH(DST, VCVT, IMPL, CVT, DN, SET)            \
  __COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VCVT_FROM_VECTOR, DST, VCVT, IMPL,   \
                            CVT, DN, SET)                                      \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, bf1616, 16)
// The result types by hand: the sources iterate the list of vector types,
// which cannot iterate again inside itself.
__COMPASS_DEF_VCVT_FROM_ALL(char32, char, 32, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(uchar32, uchar, 32, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(short16, short, 16, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(ushort16, ushort, 16, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(int8, int, 8, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(uint8, uint, 8, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(half16, half, 16, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(float8, float, 8, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(bf1616, bf16, 16, __COMPASS_CVT_SET_BF16)

/// __vcvtue_tw / __vcvtuo_tw(x): the even / odd lanes of a 16-bit float
/// vector rounded to nearest even and converted to int (X2 converts 16-bit
/// floats to 32 bits only so; a half of the lanes is the zip of the two).
#define __COMPASS_DEF_VCVTU_TW(SRC)                                            \
  static inline __attribute__((overloadable)) int8 __vcvtue_tw(SRC x) {       \
    return __vcvt_int8(0, 2, 2, x);                                            \
  }                                                                            \
  static inline __attribute__((overloadable)) int8 __vcvtuo_tw(SRC x) {       \
    return __vcvt_int8(1, 2, 2, x);                                            \
  }
__COMPASS_DEF_VCVTU_TW(half16)
__COMPASS_DEF_VCVTU_TW(bf1616)

/// __vreinterpret_<result type>(x): the 256 bits of x as another vector.
#define __COMPASS_DEF_TO_BITS(V, BITS)                                         \
  static inline __attribute__((overloadable)) uchar32 __compass_to_bits(V v) { \
    return __builtin_astype(BITS, uchar32);                                    \
  }
#define __COMPASS_DEF_VECTOR_TO_BITS(UNUSED, VT, ET, SV, N, K, S)              \
  __COMPASS_DEF_TO_BITS(VT, v)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VECTOR_TO_BITS, _)
__COMPASS_DEF_TO_BITS(bf1616, v.bits)
#define __vreinterpret_char32(x) __builtin_astype(__compass_to_bits(x), char32)
#define __vreinterpret_uchar32(x) __compass_to_bits(x)
#define __vreinterpret_short16(x) __builtin_astype(__compass_to_bits(x), short16)
#define __vreinterpret_ushort16(x)                                             \
  __builtin_astype(__compass_to_bits(x), ushort16)
#define __vreinterpret_int8(x) __builtin_astype(__compass_to_bits(x), int8)
#define __vreinterpret_uint8(x) __builtin_astype(__compass_to_bits(x), uint8)
#define __vreinterpret_half16(x) __builtin_astype(__compass_to_bits(x), half16)
#define __vreinterpret_float8(x) __builtin_astype(__compass_to_bits(x), float8)
#define __vreinterpret_bf1616(x)                                               \
  as_bf1616(__builtin_astype(__compass_to_bits(x), ushort16))

//===----------------------------------------------------------------------===//
// Widening multiplication: __vmull, __vmulh
//===----------------------------------------------------------------------===//

// __vmull / __vmulh (r, x, y, mask): widening multiplication of the low
// or high half of the lanes. The mask has x's lanes (N of K predicate bits);
// result lane j is active when lane BASE + j of x is. 8- and 16-bit lanes
// give their products in lanes twice as wide; 32-bit lanes give 64-bit
// products as (low word, high word) pairs.
#define __COMPASS_DEF_WIDEN(NAME, BASE, RT, RET, XT, YT, N, K)                 \
  static inline __attribute__((overloadable)) RT NAME(RT r, XT x, YT y,        \
                                                      uint m) {                \
    for (int j = 0; j < (N) / 2; ++j)                                          \
      if (__COMPASS_LANE_ON(m, (BASE) + j, K))                                 \
        r[j] = (RET)((long)x[(BASE) + j] * (long)y[(BASE) + j]);               \
    return r;                                                                  \
  }
#define __COMPASS_DEF_WIDEN32(NAME, BASE, RT, RET, XT, YT, N, K)               \
  static inline __attribute__((overloadable)) RT NAME(RT r, XT x, YT y,        \
                                                      uint m) {                \
    for (int j = 0; j < 4; ++j)                                                \
      if (__COMPASS_LANE_ON(m, (BASE) + j, 4)) {                               \
        ulong p = (ulong)(long)x[(BASE) + j] * (ulong)(long)y[(BASE) + j];     \
        r[2 * j] = (RET)(uint)p;                                               \
        r[2 * j + 1] = (RET)(uint)(p >> 32);                                   \
      }                                                                        \
    return r;                                                                  \
  }

// The eight sign combinations of result, x and y for one lane width.
#define __COMPASS_DEF_WIDEN_SIGNS(DEF, NAME, BASE, RS, RU, RSE, RUE, XS, XU,   \
                                  N, K)                                        \
  DEF(NAME, BASE, RS, RSE, XS, XS, N, K)                                       \
  DEF(NAME, BASE, RS, RSE, XS, XU, N, K)                                       \
  DEF(NAME, BASE, RS, RSE, XU, XS, N, K)                                       \
  DEF(NAME, BASE, RS, RSE, XU, XU, N, K)                                       \
  DEF(NAME, BASE, RU, RUE, XS, XS, N, K)                                       \
  DEF(NAME, BASE, RU, RUE, XS, XU, N, K)                                       \
  DEF(NAME, BASE, RU, RUE, XU, XS, N, K)                                       \
  DEF(NAME, BASE, RU, RUE, XU, XU, N, K)

#define __COMPASS_DEF_WIDEN_ALL(NAME, HALF8, HALF16, HALF32)                   \
  __COMPASS_DEF_WIDEN_SIGNS(__COMPASS_DEF_WIDEN, NAME, HALF8, short16,         \
                            ushort16, short, ushort, char32, uchar32, 32, 1)   \
  __COMPASS_DEF_WIDEN_SIGNS(__COMPASS_DEF_WIDEN, NAME, HALF16, int8, uint8,    \
                            int, uint, short16, ushort16, 16, 2)               \
  __COMPASS_DEF_WIDEN_SIGNS(__COMPASS_DEF_WIDEN32, NAME, HALF32, int8, uint8,  \
                            int, uint, int8, uint8, 8, 4)

__COMPASS_DEF_WIDEN_ALL(__vmull, 0, 0, 0)
__COMPASS_DEF_WIDEN_ALL(__vmulh, 16, 8, 4)

//===----------------------------------------------------------------------===//
// Narrowing shifts: __vnsr, __vnsrs, __vnsrr, __vnsrsr
//===----------------------------------------------------------------------===//

// __vnsr, __vnsrs (saturate), __vnsrr (round), __vnsrsr (both)
// (r, x, shift, mask): x shifted right by the count read as unsigned
// (arithmetic for signed x), rounded to nearest, ties to even, when ROUND,
// clamped to the result's range when SAT (else its low bits kept); lane i
// of x goes to result lane i * STRIDE, every other lane and the inactive
// ones are 0 (r is not read).
static inline long __compass_narrow(long v, ulong count, int round,
                                    int saturate, long min, long max) {
  long shifted;
  if (!round) {
    shifted = count >= 64 ? (v < 0 ? -1 : 0) : v >> count;
  } else if (count == 0) {
    shifted = v;
  } else if (count > 40) { // |v| < 2^32: far below one half
    shifted = 0;
  } else {
    long floor = v >> count;
    long rest = v - floor * ((long)1 << count);
    long halfway = (long)1 << (count - 1);
    shifted = floor + ((rest > halfway || (rest == halfway && (floor & 1))) ? 1 : 0);
  }
  if (saturate)
    shifted = shifted < min ? min : shifted > max ? max : shifted;
  return shifted;
}

#define __COMPASS_DEF_NARROW(NAME, SAT, ROUND, RT, RET, XT, ST, UST, N, K,     \
                             STRIDE, MIN, MAX)                                 \
  static inline __attribute__((overloadable)) RT NAME(RT r, XT x, ST s,        \
                                                      uint m) {                \
    RT out = (RT)0;                                                            \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        out[i * (STRIDE)] = (RET)__compass_narrow(                             \
            (long)x[i], (ulong)(UST)s[i], ROUND, SAT, MIN, MAX);               \
    return out;                                                                \
  }

// Both signs of the shift for one x and one result type.
#define __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, RT, RET, XT, SS, SU,     \
                                    UST, N, K, STRIDE, MIN, MAX)               \
  __COMPASS_DEF_NARROW(NAME, SAT, ROUND, RT, RET, XT, SS, UST, N, K, STRIDE,   \
                       MIN, MAX)                                               \
  __COMPASS_DEF_NARROW(NAME, SAT, ROUND, RT, RET, XT, SU, UST, N, K, STRIDE,   \
                       MIN, MAX)

// Each x type and each result type it narrows into.
#define __COMPASS_DEF_NARROW_X(NAME, SAT, ROUND, XT, SS, SU, UST, N, K)        \
  __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, char32, char, XT, SS, SU, UST, \
                              N, K, 32 / (N), -128, 127)                       \
  __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, uchar32, uchar, XT, SS, SU,    \
                              UST, N, K, 32 / (N), 0, 255)
#define __COMPASS_DEF_NARROW_ALL(NAME, SAT, ROUND)                             \
  __COMPASS_DEF_NARROW_X(NAME, SAT, ROUND, short16, short16, ushort16, ushort, \
                         16, 2)                                                \
  __COMPASS_DEF_NARROW_X(NAME, SAT, ROUND, ushort16, short16, ushort16,        \
                         ushort, 16, 2)                                        \
  __COMPASS_DEF_NARROW_X(NAME, SAT, ROUND, int8, int8, uint8, uint, 8, 4)      \
  __COMPASS_DEF_NARROW_X(NAME, SAT, ROUND, uint8, int8, uint8, uint, 8, 4)     \
  __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, short16, short, int8, int8,    \
                              uint8, uint, 8, 4, 2, -32768, 32767)             \
  __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, ushort16, ushort, int8, int8,  \
                              uint8, uint, 8, 4, 2, 0, 65535)                  \
  __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, short16, short, uint8, int8,   \
                              uint8, uint, 8, 4, 2, -32768, 32767)             \
  __COMPASS_DEF_NARROW_SHIFTS(NAME, SAT, ROUND, ushort16, ushort, uint8, int8, \
                              uint8, uint, 8, 4, 2, 0, 65535)

__COMPASS_DEF_NARROW_ALL(__vnsr, 0, 0)
__COMPASS_DEF_NARROW_ALL(__vnsrs, 1, 0)
__COMPASS_DEF_NARROW_ALL(__vnsrr, 0, 1)
__COMPASS_DEF_NARROW_ALL(__vnsrsr, 1, 1)

#endif // COMPASS_DSL_PART_CONVERT_H
