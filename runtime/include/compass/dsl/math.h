//===- compass/dsl/math.h - the Math builtins ---------------------*- C -*-===//
//
// The Math builtins (__vexp … __vexp2, __vpow) on float32, float16 and
// bfloat16 lanes, each lane computed by compass/dsl_math.h, the one
// algorithm the simulator compiles too. Separate from arith.h because
// their lane semantics are shared code, not written twice.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_MATH_H
#define COMPASS_DSL_PART_MATH_H

//===----------------------------------------------------------------------===//
// Math (fact sheet §1.6): __vexp … __vexp2 (r, x, mask) and (x), __vpow
// (r, x, y, mask) and (x, y). Each lane is computed by the one algorithm of
// dsl_math.h (shared with the simulator) in double and rounded once to the
// lane type.
//===----------------------------------------------------------------------===//

#include <compass/dsl_math.h>

#define __COMPASS_M_HALF(v) ((half)(float)__compass_m_round_to((v), 11, -14, 65504.0))
#define __COMPASS_M_BF16(v)                                                    \
  __float_to_bf16((float)__compass_m_round_to((v), 8, -126, 0x1.fep127))

#define __COMPASS_DEF_MATH1(NAME, FN)                                          \
  static inline __attribute__((overloadable)) float8 NAME(float8 r, float8 x,  \
                                                          uint m) {            \
    for (int i = 0; i < 8; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, 4))                                          \
        r[i] = __compass_m_to_float(FN(x[i]));                                 \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) half16 NAME(half16 r, half16 x,  \
                                                          uint m) {            \
    for (int i = 0; i < 16; ++i)                                               \
      if (__COMPASS_LANE_ON(m, i, 2))                                          \
        r[i] = __COMPASS_M_HALF(FN((float)x[i]));                              \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) bf1616 NAME(bf1616 r, bf1616 x,  \
                                                          uint m) {            \
    for (int i = 0; i < 16; ++i)                                               \
      if (__COMPASS_LANE_ON(m, i, 2))                                          \
        r.bits[i] = __COMPASS_M_BF16(FN(__bf16_to_float(x.bits[i])));          \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 NAME(float8 x) {          \
    return NAME(x, x, ALL_TRUE_w);                                             \
  }                                                                            \
  static inline __attribute__((overloadable)) half16 NAME(half16 x) {          \
    return NAME(x, x, ALL_TRUE_h);                                             \
  }                                                                            \
  static inline __attribute__((overloadable)) bf1616 NAME(bf1616 x) {          \
    return NAME(x, x, ALL_TRUE_h);                                             \
  }

__COMPASS_DEF_MATH1(__vexp, __compass_m_exp)
__COMPASS_DEF_MATH1(__vlog, __compass_m_log)
__COMPASS_DEF_MATH1(__vtanh, __compass_m_tanh)
__COMPASS_DEF_MATH1(__vsin, __compass_m_sin)
__COMPASS_DEF_MATH1(__vcos, __compass_m_cos)
__COMPASS_DEF_MATH1(__vrsqrt, __compass_m_rsqrt)
__COMPASS_DEF_MATH1(__vsqrt, __compass_m_sqrt)
__COMPASS_DEF_MATH1(__vfloor, __compass_m_floor)
__COMPASS_DEF_MATH1(__vceil, __compass_m_ceil)
__COMPASS_DEF_MATH1(__verf, __compass_m_erf)
__COMPASS_DEF_MATH1(__vexp2, __compass_m_exp2)

static inline __attribute__((overloadable)) float8 __vpow(float8 r, float8 x,
                                                          float8 y, uint m) {
  for (int i = 0; i < 8; ++i)
    if (__COMPASS_LANE_ON(m, i, 4))
      r[i] = __compass_m_to_float(__compass_m_pow(x[i], y[i]));
  return r;
}
static inline __attribute__((overloadable)) half16 __vpow(half16 r, half16 x,
                                                          half16 y, uint m) {
  for (int i = 0; i < 16; ++i)
    if (__COMPASS_LANE_ON(m, i, 2))
      r[i] = __COMPASS_M_HALF(__compass_m_pow((float)x[i], (float)y[i]));
  return r;
}
static inline __attribute__((overloadable)) bf1616 __vpow(bf1616 r, bf1616 x,
                                                          bf1616 y, uint m) {
  for (int i = 0; i < 16; ++i)
    if (__COMPASS_LANE_ON(m, i, 2))
      r.bits[i] = __COMPASS_M_BF16(__compass_m_pow(__bf16_to_float(x.bits[i]),
                                                   __bf16_to_float(y.bits[i])));
  return r;
}
static inline __attribute__((overloadable)) float8 __vpow(float8 x, float8 y) {
  return __vpow(x, x, y, ALL_TRUE_w);
}
static inline __attribute__((overloadable)) half16 __vpow(half16 x, half16 y) {
  return __vpow(x, x, y, ALL_TRUE_h);
}
static inline __attribute__((overloadable)) bf1616 __vpow(bf1616 x, bf1616 y) {
  return __vpow(x, x, y, ALL_TRUE_h);
}

#endif // COMPASS_DSL_PART_MATH_H
