//===- dsl_math.h - the one algorithm of the Math builtins -----*- C -*-===//
//
// S.exp S.log S.tanh S.sin S.cos S.rsqrt S.sqrt S.floor S.ceil S.erf S.exp2
// and S.pow (fact sheet §1.6) on one float lane. This file is compiled twice:
// as OpenCL C by dsl.h and as C++ by the simulator (lib/Simulator/
// LaneFunctions.h), so that the two execution paths compute every lane bit
// for bit alike. The two paths cannot agree through their libms (POCL's and
// glibc's exp differ), so the algorithm is written once, here, with only
// IEEE operations that are correctly rounded everywhere: + - * /, sqrt,
// floor, ceil, rint, integer arithmetic and conversions; no fused
// multiply-add (dsl.h, which includes this file, turns FP_CONTRACT off, and
// the simulator builds with -ffp-contract=off). The independent check of
// each path is its accuracy against a float64 reference
// (test/python/test_builtins_math.py, bench/math_accuracy.py; the contract is
// in docs/builtins.md).
//
// Each function takes the lane as a float (float16 and bfloat16 lanes are
// exact in float), computes in double (range reduction plus a series that is
// exact to a few double ulps) and returns a double that the caller rounds
// once to the lane type with __compass_m_round: float32 as C's conversion,
// float16/bfloat16 to nearest even at their precision. A NaN result is the
// positive quiet NaN.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_MATH_H
#define COMPASS_DSL_MATH_H

#if defined(__OPENCL_VERSION__) || defined(__OPENCL_C_VERSION__)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef ulong __compass_m_u64;
typedef uint __compass_m_u32;
#define __COMPASS_M_FN static inline
#define __COMPASS_M_TABLE __constant uint
#define __COMPASS_M(f) f
static inline __compass_m_u64 __compass_m_bits(double x) { return as_ulong(x); }
static inline double __compass_m_double(__compass_m_u64 u) { return as_double(u); }
static inline __compass_m_u32 __compass_m_fbits(float x) { return as_uint(x); }
#else
#include <cmath>
#include <cstdint>
#include <cstring>
typedef uint64_t __compass_m_u64;
typedef uint32_t __compass_m_u32;
#define __COMPASS_M_FN static inline
#define __COMPASS_M_TABLE static const uint32_t
#define __COMPASS_M(f) std::f
static inline __compass_m_u64 __compass_m_bits(double x) {
  __compass_m_u64 u;
  std::memcpy(&u, &x, sizeof(u));
  return u;
}
static inline double __compass_m_double(__compass_m_u64 u) {
  double x;
  std::memcpy(&x, &u, sizeof(x));
  return x;
}
static inline __compass_m_u32 __compass_m_fbits(float x) {
  __compass_m_u32 u;
  std::memcpy(&u, &x, sizeof(u));
  return u;
}
#endif

#define __COMPASS_M_INF __compass_m_double(0x7FF0000000000000UL)
#define __COMPASS_M_NAN __compass_m_double(0x7FF8000000000000UL)
#define __COMPASS_M_LN2_HI 6.93147180369123816490e-01 /* 32 bits: k * hi exact */
#define __COMPASS_M_LN2_LO 1.90821492927058770002e-10
#define __COMPASS_M_LN2 0.6931471805599453
#define __COMPASS_M_INV_LN2 1.4426950408889634
#define __COMPASS_M_PI_2 1.5707963267948966
#define __COMPASS_M_PI_4 0.7853981633974483
#define __COMPASS_M_2_SQRTPI 1.1283791670955126

__COMPASS_M_FN int __compass_m_isnan(double x) { return x != x; }

/// 2^k as a double, -1022 <= k <= 1023.
__COMPASS_M_FN double __compass_m_pow2(int k) {
  return __compass_m_double((__compass_m_u64)(k + 1023) << 52);
}

/// |x| with the sign of s.
__COMPASS_M_FN double __compass_m_copysign(double x, double s) {
  __compass_m_u64 sign = __compass_m_bits(s) & 0x8000000000000000UL;
  return __compass_m_double((__compass_m_bits(x) & 0x7FFFFFFFFFFFFFFFUL) | sign);
}

/// e^r for |r| <= 0.35: Taylor to r^14 (error below 1e-17), Horner.
__COMPASS_M_FN double __compass_m_exp_poly(double r) {
  double p = 1.0;
  for (int n = 14; n >= 1; --n)
    p = 1.0 + p * r / (double)n;
  return p;
}

/// p * 2^k for p in [0.7, 1.5) and any k (two exact steps in range).
__COMPASS_M_FN double __compass_m_scale(double p, int k) {
  if (k > 1023)
    return k > 2000 ? __COMPASS_M_INF : p * __compass_m_pow2(k - 1023) * __compass_m_pow2(1023);
  if (k < -1022)
    return k < -2000 ? 0.0 : p * __compass_m_pow2(k + 600) * __compass_m_pow2(-600);
  return p * __compass_m_pow2(k);
}

/// e^x: x = k ln2 + r (ln2 in two parts), e^r by its series, times 2^k.
__COMPASS_M_FN double __compass_m_exp(double x) {
  if (__compass_m_isnan(x))
    return x;
  if (x > 710.0)
    return __COMPASS_M_INF;
  if (x < -746.0)
    return 0.0;
  double k = __COMPASS_M(rint)(x * __COMPASS_M_INV_LN2);
  double r = (x - k * __COMPASS_M_LN2_HI) - k * __COMPASS_M_LN2_LO;
  return __compass_m_scale(__compass_m_exp_poly(r), (int)k);
}

/// 2^x: x = k + r exactly, 2^r = e^(r ln2).
__COMPASS_M_FN double __compass_m_exp2(double x) {
  if (__compass_m_isnan(x))
    return x;
  if (x > 1025.0)
    return __COMPASS_M_INF;
  if (x < -1080.0)
    return 0.0;
  double k = __COMPASS_M(rint)(x);
  return __compass_m_scale(__compass_m_exp_poly((x - k) * __COMPASS_M_LN2), (int)k);
}

/// ln x for x > 0 finite: x = 2^e m, m in [sqrt(1/2), sqrt(2)),
/// ln m = 2 atanh(s), s = (m - 1) / (m + 1), |s| <= 0.172, series to s^25.
__COMPASS_M_FN double __compass_m_log_positive(double x) {
  int bias = 0;
  if (x < 0x1p-1000) { // double subnormals: scale into the normal range
    x = x * 0x1p100;
    bias = 100;
  }
  __compass_m_u64 u = __compass_m_bits(x);
  int e = (int)((u >> 52) & 0x7FF) - 1023 - bias;
  double m = __compass_m_double((u & 0x000FFFFFFFFFFFFFUL) | 0x3FF0000000000000UL);
  if (m > 1.4142135623730951) {
    m = m * 0.5;
    e = e + 1;
  }
  double s = (m - 1.0) / (m + 1.0);
  double z = s * s;
  double series = 0.0;
  for (int n = 12; n >= 1; --n)
    series = (1.0 / (double)(2 * n + 1) + series) * z;
  double lnm = 2.0 * s + 2.0 * s * series;
  double de = (double)e;
  return de * __COMPASS_M_LN2_HI + (de * __COMPASS_M_LN2_LO + lnm);
}

__COMPASS_M_FN double __compass_m_log(double x) {
  if (__compass_m_isnan(x) || x < 0.0)
    return __COMPASS_M_NAN;
  if (x == 0.0)
    return -__COMPASS_M_INF;
  if (x == __COMPASS_M_INF)
    return x;
  return __compass_m_log_positive(x);
}

/// The 2/pi bits after a zero word: bit i of 2/pi (i >= 1, the first after
/// the binary point) is bit 31 + i of the table, counted from the top of
/// word 0.
__COMPASS_M_TABLE __compass_m_two_over_pi[11] = {
    0x00000000U, 0xA2F9836EU, 0x4E441529U, 0xFC2757D1U,
    0xF534DDC0U, 0xDB629599U, 0x3C439041U, 0xFE5163ABU,
    0xDEBBC561U, 0xB7246E3AU, 0x424DD2E0U};

/// 32 bits of the table from bit position p.
__COMPASS_M_FN __compass_m_u32 __compass_m_table_word(int p) {
  int i = p >> 5, off = p & 31;
  __compass_m_u64 pair = ((__compass_m_u64)__compass_m_two_over_pi[i] << 32) |
                         (__compass_m_u64)__compass_m_two_over_pi[i + 1];
  return (__compass_m_u32)((pair >> (32 - off)) & 0xFFFFFFFFUL);
}

/// x = (q + f) pi/2 with |f| <= 1/2 for a finite float x: returns f pi/2,
/// sets *q to the quadrant mod 4. |x| <= pi/4 is its own reduction; above,
/// x = M 2^e (M of 24 bits) times 128 bits of 2/pi from bit e - 1 (the
/// earlier bits only add multiples of 4), in 32-bit limbs (Payne-Hanek).
__COMPASS_M_FN double __compass_m_reduce(float xf, int *q) {
  double x = (double)xf;
  if (__COMPASS_M(fabs)(x) <= __COMPASS_M_PI_4) {
    *q = 0;
    return x;
  }
  __compass_m_u32 u = __compass_m_fbits(xf);
  int e = (int)((u >> 23) & 0xFF) - 150;
  __compass_m_u64 M = (u & 0x7FFFFFU) | 0x800000U;
  int p = e - 1 + 31;
  __compass_m_u32 w[4];
  for (int k = 0; k < 4; ++k)
    w[k] = __compass_m_table_word(p + 32 * k);
  // P = M * W, five limbs, P[0] least significant.
  __compass_m_u32 P[5];
  __compass_m_u64 carry = 0;
  for (int k = 3; k >= 0; --k) {
    __compass_m_u64 t = M * (__compass_m_u64)w[k] + carry;
    P[3 - k] = (__compass_m_u32)(t & 0xFFFFFFFFUL);
    carry = t >> 32;
  }
  P[4] = (__compass_m_u32)carry;
  // x 2/pi mod 4 = P / 2^126: bits 126-127 the quadrant, bits 0-125 f.
  int quadrant = (int)((P[3] >> 30) & 3U);
  __compass_m_u64 hi = ((__compass_m_u64)(P[3] & 0x3FFFFFFFU) << 32) | P[2];
  __compass_m_u64 lo = ((__compass_m_u64)P[1] << 32) | P[0];
  int negative = (int)((hi >> 61) & 1UL); // f >= 1/2: take f - 1
  if (negative) {
    quadrant = (quadrant + 1) & 3;
    lo = ~lo + 1UL;
    hi = (~hi + (lo == 0 ? 1UL : 0UL)) & 0x3FFFFFFFFFFFFFFFUL;
  }
  __compass_m_u64 top = (hi << 2) | (lo >> 62);
  __compass_m_u64 rest = lo & 0x3FFFFFFFFFFFFFFFUL;
  double f = (double)top * 0x1p-64 + (double)rest * 0x1p-126;
  if (negative)
    f = -f;
  if (x < 0.0) {
    f = -f;
    quadrant = (4 - quadrant) & 3;
  }
  *q = quadrant;
  return f * __COMPASS_M_PI_2;
}

/// sin r and cos r for |r| <= pi/4: Taylor to r^21 / r^22.
__COMPASS_M_FN double __compass_m_sin_poly(double r) {
  double z = r * r, p = 0.0;
  for (int n = 10; n >= 1; --n)
    p = (1.0 - p) * z / (double)((2 * n) * (2 * n + 1));
  return r - r * p;
}
__COMPASS_M_FN double __compass_m_cos_poly(double r) {
  double z = r * r, p = 0.0;
  for (int n = 11; n >= 1; --n)
    p = (1.0 - p) * z / (double)((2 * n - 1) * (2 * n));
  return 1.0 - p;
}

__COMPASS_M_FN double __compass_m_sin(float x) {
  if (!(__COMPASS_M(fabs)((double)x) < __COMPASS_M_INF))
    return __COMPASS_M_NAN;
  if (x == 0.0f)
    return (double)x; // keeps the sign of -0 (r - r p would give +0)
  int q;
  double r = __compass_m_reduce(x, &q);
  double v = (q & 1) ? __compass_m_cos_poly(r) : __compass_m_sin_poly(r);
  return (q & 2) ? -v : v;
}

__COMPASS_M_FN double __compass_m_cos(float x) {
  if (!(__COMPASS_M(fabs)((double)x) < __COMPASS_M_INF))
    return __COMPASS_M_NAN;
  int q;
  double r = __compass_m_reduce(x, &q);
  double v = (q & 1) ? __compass_m_sin_poly(r) : __compass_m_cos_poly(r);
  return (q == 1 || q == 2) ? -v : v;
}

/// e^y - 1 for y >= 0: its series below 1/2, else e^y - 1.
__COMPASS_M_FN double __compass_m_expm1_positive(double y) {
  if (y >= 0.5)
    return __compass_m_exp(y) - 1.0;
  double p = 1.0;
  for (int n = 16; n >= 2; --n)
    p = 1.0 + p * y / (double)n;
  return y * p;
}

/// tanh x = t / (t + 2), t = e^(2|x|) - 1, with the sign of x.
__COMPASS_M_FN double __compass_m_tanh(double x) {
  if (__compass_m_isnan(x))
    return x;
  double a = __COMPASS_M(fabs)(x);
  if (a > 20.0)
    return __compass_m_copysign(1.0, x);
  double t = __compass_m_expm1_positive(2.0 * a);
  return __compass_m_copysign(t / (t + 2.0), x);
}

/// erf |x| = 2/sqrt(pi) e^(-x^2) sum 2^n |x|^(2n+1) / (2n+1)!! (terms of
/// one sign); 1 from |x| >= 4, where 1 - erf < 2^-26.
__COMPASS_M_FN double __compass_m_erf(double x) {
  if (__compass_m_isnan(x))
    return x;
  double a = __COMPASS_M(fabs)(x);
  if (a >= 4.0)
    return __compass_m_copysign(1.0, x);
  double twice_a2 = 2.0 * a * a;
  double term = a, sum = a;
  for (int n = 1; n < 200 && term > sum * 1e-18; ++n) {
    term = term * twice_a2 / (double)(2 * n + 1);
    sum = sum + term;
  }
  return __compass_m_copysign(__COMPASS_M_2_SQRTPI * __compass_m_exp(-a * a) * sum, x);
}

__COMPASS_M_FN double __compass_m_sqrt(double x) { return __COMPASS_M(sqrt)(x); }

/// 1 / sqrt(x): -0 gives -inf, +inf gives +0, negatives NaN.
__COMPASS_M_FN double __compass_m_rsqrt(double x) { return 1.0 / __COMPASS_M(sqrt)(x); }

__COMPASS_M_FN double __compass_m_floor(double x) { return __COMPASS_M(floor)(x); }
__COMPASS_M_FN double __compass_m_ceil(double x) { return __COMPASS_M(ceil)(x); }

/// x^y with C99's special cases (as NumPy's power): y = 0 or x = 1 give 1,
/// a negative x needs an integer y (the sign from an odd y), zeros and
/// infinities by the limits; else e^(y ln|x|).
__COMPASS_M_FN double __compass_m_pow(double x, double y) {
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (__compass_m_isnan(x) || __compass_m_isnan(y))
    return __COMPASS_M_NAN;
  double ay = __COMPASS_M(fabs)(y), ax = __COMPASS_M(fabs)(x);
  int y_integer = ay < __COMPASS_M_INF && __COMPASS_M(floor)(y) == y;
  int y_odd = y_integer && ay < 0x1p53 && __COMPASS_M(floor)(y * 0.5) * 2.0 != y;
  if (ay == __COMPASS_M_INF) {
    if (ax == 1.0)
      return 1.0;
    return (ax < 1.0) == (y < 0.0) ? __COMPASS_M_INF : 0.0;
  }
  if (x == 0.0) {
    double magnitude = y < 0.0 ? __COMPASS_M_INF : 0.0;
    return y_odd ? __compass_m_copysign(magnitude, x) : magnitude;
  }
  if (ax == __COMPASS_M_INF) {
    double magnitude = y < 0.0 ? 0.0 : __COMPASS_M_INF;
    return (x < 0.0 && y_odd) ? -magnitude : magnitude;
  }
  if (x < 0.0 && !y_integer)
    return __COMPASS_M_NAN;
  double v = __compass_m_exp(y * __compass_m_log_positive(ax));
  return (x < 0.0 && y_odd) ? -v : v;
}

/// `v` rounded once to nearest even to a binary format of `precision`
/// significant bits, smallest normal exponent `emin` and largest finite
/// value `max_finite` (float16: 11, -14, 65504; bfloat16: 8, -126,
/// 0x1.fep127). The result is exact in float. NaN gives the positive quiet
/// NaN.
__COMPASS_M_FN double __compass_m_round_to(double v, int precision, int emin,
                                           double max_finite) {
  if (__compass_m_isnan(v))
    return __COMPASS_M_NAN;
  double a = __COMPASS_M(fabs)(v);
  if (a == __COMPASS_M_INF || a == 0.0)
    return v;
  if (a < 0x1p-200) // far below half the smallest subnormal of both
    return __compass_m_copysign(0.0, v);
  int e = (int)((__compass_m_bits(a) >> 52) & 0x7FF) - 1023;
  int lead = e < emin ? emin : e;
  int step = lead - (precision - 1);
  double rounded = __COMPASS_M(rint)(v * __compass_m_pow2(-step)) * __compass_m_pow2(step);
  if (__COMPASS_M(fabs)(rounded) > max_finite)
    return __compass_m_copysign(__COMPASS_M_INF, v);
  return rounded;
}

/// `v` rounded once to float32 (C's conversion, nearest even); NaN gives the
/// positive quiet NaN.
__COMPASS_M_FN float __compass_m_to_float(double v) {
  if (__compass_m_isnan(v))
    return (float)__COMPASS_M_NAN;
  return (float)v;
}

#endif // COMPASS_DSL_MATH_H
