//===- compass/dsl/dot.h - dot products and matrix multiply -------*- C -*-===//
//
// The Dot family (__vdot, __vqdot, __vdpa, __vqdpa, __vfma, __vfmae,
// __vfmao) and the 4x4 matrix products __vmml / __vmma: sums of products
// formed in long or double and then narrowed, as PySim. It enables cl_khr_fp64
// for them; the parts included after it use double too.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_DOT_H
#define COMPASS_DSL_PART_DOT_H

//===----------------------------------------------------------------------===//
// Dot family: __vdot, __vqdot (x, y, mask); __vdpa, __vqdpa, __vfma, __vfmae,
// __vfmao (acc, x, y, mask)
//===----------------------------------------------------------------------===//

// Products are summed: integers in long (exactly), then saturated to the
// result; floats in double (products of float16, bfloat16 and float32 lanes
// are exact there, each addition rounds to double), in lane order, then
// rounded to float, a NaN sum
// to the positive quiet NaN (which NaN an addition of two keeps is the
// compiler's choice). Result lanes no active product reaches keep acc;
// without acc they are undefined: `fill`'s (the checked C passes the
// simulator's poison bytes), else zero.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/// Lane i of a float operand, exactly.
static inline __attribute__((overloadable)) double __compass_dot_lane(half16 v,
                                                                      int i) {
  return (double)v[i];
}
static inline __attribute__((overloadable)) double __compass_dot_lane(bf1616 v,
                                                                      int i) {
  return (double)__bf16_to_float(v.bits[i]);
}
static inline __attribute__((overloadable)) double __compass_dot_lane(float8 v,
                                                                      int i) {
  return (double)v[i];
}

/// A float sum rounded once to float; NaN gives the positive quiet NaN.
static inline float __compass_dot_round(double s) {
  return isnan(s) ? as_float(0x7FC00000u) : (float)s;
}

// Integer groups of G lanes of x (XN lanes, K predicate bits a lane): the
// exact sum of a group's active products on top of s.
#define __COMPASS_DEF_DOT_INT(NAME, RT, RET, XT, YT, XN, G, K, MIN, MAX)       \
  static inline long __compass_##NAME##_##XT##_##YT(XT x, YT y, uint m, int g, \
                                                    long s) {                  \
    for (int j = 0; j < (G); ++j) {                                            \
      int i = g * (G) + j;                                                     \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        s += (long)x[i] * (long)y[i];                                          \
    }                                                                          \
    return s;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) RT NAME(XT x, YT y, uint m,      \
                                                      RT fill) {               \
    for (int g = 0; g < (XN) / (G); ++g) {                                     \
      int reached = 0;                                                         \
      for (int j = 0; j < (G); ++j)                                            \
        reached |= __COMPASS_LANE_ON(m, g * (G) + j, K);                       \
      if (reached)                                                             \
        fill[g] = (RET)__COMPASS_CLAMP(                                        \
            __compass_##NAME##_##XT##_##YT(x, y, m, g, 0), MIN, MAX);          \
    }                                                                          \
    return fill;                                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) RT NAME(XT x, YT y, uint m) {    \
    return NAME(x, y, m, (RT)0);                                               \
  }

// The accumulating form into lanes of AT (element AE, range MIN … MAX): an
// integer acc of either signedness, the sum saturating to its range.
#define __COMPASS_DEF_DOT_ACC(NAME, ACC_NAME, AT, AE, XT, YT, XN, G, MIN, MAX) \
  static inline __attribute__((overloadable)) AT ACC_NAME(AT acc, XT x, YT y,  \
                                                          uint m) {            \
    for (int g = 0; g < (XN) / (G); ++g)                                       \
      acc[g] = (AE)__COMPASS_CLAMP(                                            \
          __compass_##NAME##_##XT##_##YT(x, y, m, g, (long)acc[g]), MIN, MAX); \
    return acc;                                                                \
  }

#define __COMPASS_CLAMP(s, MIN, MAX) ((s) < (MIN) ? (MIN) : (s) > (MAX) ? (MAX) : (s))

#define __COMPASS_DEF_DOT_PAIR(NAME, ACC_NAME, XT, YT, RT, RE, RMIN, RMAX, ST,  \
                               SE, UT, UE, XN, G, K, SMIN, SMAX, UMAX)         \
  __COMPASS_DEF_DOT_INT(NAME, RT, RE, XT, YT, XN, G, K, RMIN, RMAX)            \
  __COMPASS_DEF_DOT_ACC(NAME, ACC_NAME, ST, SE, XT, YT, XN, G, SMIN, SMAX)     \
  __COMPASS_DEF_DOT_ACC(NAME, ACC_NAME, UT, UE, XT, YT, XN, G, 0L, UMAX)

// The four sign combinations of x and y (ST / UT: signed and unsigned
// operands; RST / RUT: the result lanes); the result is signed if x or y is.
#define __COMPASS_DEF_DOT_SIGNS(NAME, ACC_NAME, ST, UT, RST, RSE, RUT, RUE,    \
                                XN, G, K, SMIN, SMAX, UMAX)                    \
  __COMPASS_DEF_DOT_PAIR(NAME, ACC_NAME, ST, ST, RST, RSE, SMIN, SMAX, RST,    \
                         RSE, RUT, RUE, XN, G, K, SMIN, SMAX, UMAX)            \
  __COMPASS_DEF_DOT_PAIR(NAME, ACC_NAME, ST, UT, RST, RSE, SMIN, SMAX, RST,    \
                         RSE, RUT, RUE, XN, G, K, SMIN, SMAX, UMAX)            \
  __COMPASS_DEF_DOT_PAIR(NAME, ACC_NAME, UT, ST, RST, RSE, SMIN, SMAX, RST,    \
                         RSE, RUT, RUE, XN, G, K, SMIN, SMAX, UMAX)            \
  __COMPASS_DEF_DOT_PAIR(NAME, ACC_NAME, UT, UT, RUT, RUE, 0L, UMAX, RST, RSE, \
                         RUT, RUE, XN, G, K, SMIN, SMAX, UMAX)

/// Pairs: 8-bit -> 16-bit and 16-bit -> 32-bit lanes (__vdot, __vdpa).
__COMPASS_DEF_DOT_SIGNS(__vdot, __vdpa, char32, uchar32, short16, short,
                        ushort16, ushort, 32, 2, 1, -32768L, 32767L, 65535L)
__COMPASS_DEF_DOT_SIGNS(__vdot, __vdpa, short16, ushort16, int8, int, uint8,
                        uint, 16, 2, 2, -2147483648L, 2147483647L, 4294967295L)
/// Quads: 8-bit -> 32-bit lanes (__vqdot, __vqdpa).
__COMPASS_DEF_DOT_SIGNS(__vqdot, __vqdpa, char32, uchar32, int8, int, uint8,
                        uint, 32, 4, 1, -2147483648L, 2147483647L, 4294967295L)

/// Float quads: the sum of lanes 4g … 4g+3 goes to float lane 2g.
#define __COMPASS_DEF_DOT_FLOAT(XT)                                            \
  static inline int __compass_vqdot_##XT(XT x, XT y, uint m, int g,            \
                                         double *s) {                          \
    int reached = 0;                                                           \
    for (int j = 0; j < 4; ++j) {                                              \
      int i = g * 4 + j;                                                       \
      if (__COMPASS_LANE_ON(m, i, 2)) {                                        \
        *s += __compass_dot_lane(x, i) * __compass_dot_lane(y, i);             \
        reached = 1;                                                           \
      }                                                                        \
    }                                                                          \
    return reached;                                                            \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 __vqdot(                  \
      XT x, XT y, uint m, float8 fill) {                                       \
    for (int g = 0; g < 4; ++g) {                                              \
      double s = 0;                                                            \
      if (__compass_vqdot_##XT(x, y, m, g, &s))                                \
        fill[2 * g] = __compass_dot_round(s);                                  \
    }                                                                          \
    return fill;                                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 __vqdot(XT x, XT y,       \
                                                             uint m) {         \
    return __vqdot(x, y, m, (float8)0);                                        \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 __vqdpa(float8 acc, XT x, \
                                                             XT y, uint m) {   \
    for (int g = 0; g < 4; ++g) {                                              \
      double s = (double)acc[2 * g];                                           \
      if (__compass_vqdot_##XT(x, y, m, g, &s))                                \
        acc[2 * g] = __compass_dot_round(s);                                   \
    }                                                                          \
    return acc;                                                                \
  }                                                                            \
  /* __vfmae / __vfmao: acc[k] + x[2k (+1)] * y[2k (+1)], mask of acc. */      \
  static inline __attribute__((overloadable)) float8 __vfmae(float8 acc, XT x, \
                                                             XT y, uint m) {   \
    for (int k = 0; k < 8; ++k)                                                \
      if (__COMPASS_LANE_ON(m, k, 4))                                          \
        acc[k] = __compass_dot_round((double)acc[k] +                          \
                                     __compass_dot_lane(x, 2 * k) *            \
                                         __compass_dot_lane(y, 2 * k));        \
    return acc;                                                                \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 __vfmao(float8 acc, XT x, \
                                                             XT y, uint m) {   \
    for (int k = 0; k < 8; ++k)                                                \
      if (__COMPASS_LANE_ON(m, k, 4))                                          \
        acc[k] = __compass_dot_round((double)acc[k] +                          \
                                     __compass_dot_lane(x, 2 * k + 1) *        \
                                         __compass_dot_lane(y, 2 * k + 1));    \
    return acc;                                                                \
  }

__COMPASS_DEF_DOT_FLOAT(half16)
__COMPASS_DEF_DOT_FLOAT(bf1616)

/// __vfma (acc, x, y, mask): acc + x * y on float32 lanes, rounded once
/// (through double, as upstream's PySim).
static inline __attribute__((overloadable)) float8 __vfma(float8 acc, float8 x,
                                                          float8 y, uint m) {
  for (int i = 0; i < 8; ++i)
    if (__COMPASS_LANE_ON(m, i, 4))
      acc[i] = __compass_dot_round((double)acc[i] + (double)x[i] * (double)y[i]);
  return acc;
}

/// __vmml / __vmma (ptr, x, y): the 4x4 product of x (row major) and y
/// (column major) into 16 float at ptr, row major (__vmma adds it), each sum
/// formed in double in k order and rounded once (NaN: the positive quiet NaN).
#define __COMPASS_DEF_MATMUL(AS, XT, YT)                                       \
  static inline __attribute__((overloadable)) void __compass_matmul(           \
      AS float *p, XT x, YT y, int accumulate) {                               \
    float out[16];                                                             \
    for (int r = 0; r < 4; ++r)                                                \
      for (int c = 0; c < 4; ++c) {                                            \
        double s = accumulate ? (double)p[4 * r + c] : 0.0;                    \
        for (int k = 0; k < 4; ++k)                                            \
          s += __compass_dot_lane(x, 4 * r + k) *                              \
               __compass_dot_lane(y, 4 * c + k);                               \
        out[4 * r + c] = __compass_dot_round(s);                               \
      }                                                                        \
    for (int i = 0; i < 16; ++i)                                               \
      p[i] = out[i];                                                           \
  }                                                                            \
  static inline __attribute__((overloadable)) void __vmml(AS float *p, XT x,   \
                                                          YT y) {              \
    __compass_matmul(p, x, y, 0);                                              \
  }                                                                            \
  static inline __attribute__((overloadable)) void __vmma(AS float *p, XT x,   \
                                                          YT y) {              \
    __compass_matmul(p, x, y, 1);                                              \
  }

/// x and y each float16 or bfloat16, in every writable address space.
#define __COMPASS_DEF_MATMUL_PAIRS(AS)                                         \
  __COMPASS_DEF_MATMUL(AS, half16, half16)                                     \
  __COMPASS_DEF_MATMUL(AS, half16, bf1616)                                     \
  __COMPASS_DEF_MATMUL(AS, bf1616, half16)                                     \
  __COMPASS_DEF_MATMUL(AS, bf1616, bf1616)

__COMPASS_DEF_MATMUL_PAIRS(__global)
__COMPASS_DEF_MATMUL_PAIRS(__local)
__COMPASS_DEF_MATMUL_PAIRS(__private)

#endif // COMPASS_DSL_PART_DOT_H
