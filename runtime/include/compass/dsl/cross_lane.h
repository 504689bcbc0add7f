//===- compass/dsl/cross_lane.h - pairwise and reductions ---------*- C -*-===//
//
// The builtins whose result lanes combine other lanes of their operands:
// pairwise (__vaddh, __vsubh, __vmaxh, __vminh) and reducing (__vrpadd,
// __vrpmax, __vrpmin, __vrpmaxe, __vrpmine), as the simulator's
// CrossLane.cpp. They fold with arith.h's scalar helpers.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_CROSS_LANE_H
#define COMPASS_DSL_PART_CROSS_LANE_H

//===----------------------------------------------------------------------===//
// Pairwise builtins: __vaddh, __vsubh, __vmaxh, __vminh (x, y)
//===----------------------------------------------------------------------===//

// NAME(x, y): lane i < N/2 is FN(x[2i], x[2i + 1]), lane N/2 + i is
// FN(y[2i], y[2i + 1]); every lane is computed.
#define __COMPASS_DEF_PAIRWISE(NAME, FN, VT, N, K)                             \
  static inline __attribute__((overloadable)) VT NAME(VT x, VT y) {            \
    VT r;                                                                      \
    for (int i = 0; i < (N) / 2; ++i) {                                        \
      r[i] = FN(x[2 * i], x[2 * i + 1]);                                       \
      r[(N) / 2 + i] = FN(y[2 * i], y[2 * i + 1]);                             \
    }                                                                          \
    return r;                                                                  \
  }
/// __vaddh / __vsubh clamp to the lane type (lane 2i minus lane 2i + 1).
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_PAIRWISE, __vaddh, add_sat)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_PAIRWISE, __vsubh, sub_sat)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_PAIRWISE, __vmaxh, __compass_max)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_PAIRWISE, __vminh, __compass_min)

//===----------------------------------------------------------------------===//
// Reductions: __vrpadd, __vrpmax, __vrpmin, __vrpmaxe, __vrpmine (x, m)
//===----------------------------------------------------------------------===//

// Lane 0 of the result holds the reduction of the active lanes; the other
// lanes are undefined, but lane 1 of the *e forms, which holds the lowest
// active index of the extreme as bits of the lane type. Each takes the
// undefined lanes from `fill` (the checked C passes the simulator's poison
// bytes, so every path gives the same bits); without it, from x (or zeros
// for half and bfloat16 x, whose result is float32).

/// __vrpadd on integer lanes: the sum, wrapping.
#define __COMPASS_DEF_VRPADD_INT(UNUSED_A, UNUSED_B, VT, N, K)                 \
  static inline __attribute__((overloadable)) VT __vrpadd(VT x, uint m,        \
                                                          VT fill) {           \
    uint total = 0;                                                            \
    for (int i = 0; i < (N); ++i)                                              \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        total += (uint)x[i];                                                   \
    fill[0] = total;                                                           \
    return fill;                                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __vrpadd(VT x, uint m) {      \
    return __vrpadd(x, m, x);                                                  \
  }
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_VRPADD_INT, _, _)

// Float lanes sum as NumPy sums a float32 array of 8 or 16: eight partial
// sums (lane j, plus lane 8 + j), joined pairwise, added to +0.
static inline float __compass_pairwise_sum(const float *v, int n) {
  float p[8];
  for (int j = 0; j < 8; ++j)
    p[j] = n == 16 ? v[j] + v[8 + j] : v[j];
  return 0.0f + (((p[0] + p[1]) + (p[2] + p[3])) +
                 ((p[4] + p[5]) + (p[6] + p[7])));
}
/// __vrpadd on float32 lanes, and on half / bfloat16 lanes into float32
/// lanes (half as many).
static inline __attribute__((overloadable)) float8 __vrpadd(float8 x, uint m,
                                                            float8 fill) {
  float v[8];
  for (int i = 0; i < 8; ++i)
    v[i] = __COMPASS_LANE_ON(m, i, 4) ? x[i] : 0.0f;
  fill[0] = __compass_pairwise_sum(v, 8);
  return fill;
}
static inline __attribute__((overloadable)) float8 __vrpadd(float8 x, uint m) {
  return __vrpadd(x, m, x);
}
static inline __attribute__((overloadable)) float8 __vrpadd(half16 x, uint m,
                                                            float8 fill) {
  float v[16];
  for (int i = 0; i < 16; ++i)
    v[i] = __COMPASS_LANE_ON(m, i, 2) ? (float)x[i] : 0.0f;
  fill[0] = __compass_pairwise_sum(v, 16);
  return fill;
}
static inline __attribute__((overloadable)) float8 __vrpadd(half16 x, uint m) {
  return __vrpadd(x, m, (float8)0.0f);
}
static inline __attribute__((overloadable)) float8 __vrpadd(bf1616 x, uint m,
                                                            float8 fill) {
  float v[16];
  for (int i = 0; i < 16; ++i)
    v[i] = __COMPASS_LANE_ON(m, i, 2) ? __bf16_to_float(x.bits[i]) : 0.0f;
  fill[0] = __compass_pairwise_sum(v, 16);
  return fill;
}
static inline __attribute__((overloadable)) float8 __vrpadd(bf1616 x, uint m) {
  return __vrpadd(x, m, (float8)0.0f);
}

// NAME(x, m): the extreme of the active lanes, folded in lane order (the
// first of equal lanes stays, a NaN stays: v != v). VALUE reads a lane as a
// comparable value; UT is the unsigned type of a lane's bits; INDEX whether
// lane 1 gets the lowest active index of the extreme.
#define __COMPASS_DEF_VRPEXT(NAME, VT, UT, N, K, CMP, VALUE, INDEX)            \
  static inline __attribute__((overloadable)) VT NAME(VT x, uint m, VT fill) { \
    int best = -1;                                                             \
    for (int i = 0; i < (N); ++i) {                                            \
      if (!__COMPASS_LANE_ON(m, i, K))                                         \
        continue;                                                              \
      if (best < 0 || !(VALUE(x, best) CMP VALUE(x, i) ||                      \
                        VALUE(x, best) != VALUE(x, best)))                     \
        best = i;                                                              \
    }                                                                          \
    if (best < 0)                                                              \
      return fill;                                                             \
    int index = -1;                                                            \
    for (int i = 0; INDEX && i < (N); ++i)                                     \
      if (index < 0 && __COMPASS_LANE_ON(m, i, K) &&                           \
          VALUE(x, i) == VALUE(x, best))                                       \
        index = i;                                                             \
    union {                                                                    \
      VT v;                                                                    \
      UT u[N];                                                                 \
    } in, out;                                                                 \
    in.v = x;                                                                  \
    out.v = fill;                                                              \
    out.u[0] = in.u[best];                                                     \
    if (index >= 0)                                                            \
      out.u[1] = (UT)index;                                                    \
    return out.v;                                                              \
  }                                                                            \
  static inline __attribute__((overloadable)) VT NAME(VT x, uint m) {          \
    return NAME(x, m, x);                                                      \
  }
#define __COMPASS_VRP_PLAIN(v, i) ((v)[i])
#define __COMPASS_VRP_HALF(v, i) ((float)(v)[i])
#define __COMPASS_VRP_BF16(v, i) (__bf16_to_float((v).bits[i]))
#define __COMPASS_DEF_VRPEXT_INT(NAME, CMP, INDEX, VT, ET, SV, N, K, S)        \
  __COMPASS_DEF_VRPEXT(NAME, VT, __COMPASS_UINT_##S, N, K, CMP,                \
                       __COMPASS_VRP_PLAIN, INDEX)
#define __COMPASS_DEF_VRPEXT_ALL(NAME, CMP, INDEX)                             \
  __COMPASS_FOR_EACH_INTEGER(__COMPASS_DEF_VRPEXT_INT, NAME, CMP, INDEX)       \
  __COMPASS_DEF_VRPEXT(NAME, half16, ushort, 16, 2, CMP, __COMPASS_VRP_HALF,   \
                       INDEX)                                                  \
  __COMPASS_DEF_VRPEXT(NAME, float8, uint, 8, 4, CMP, __COMPASS_VRP_PLAIN,     \
                       INDEX)                                                  \
  __COMPASS_DEF_VRPEXT(NAME, bf1616, ushort, 16, 2, CMP, __COMPASS_VRP_BF16,   \
                       INDEX)
__COMPASS_DEF_VRPEXT_ALL(__vrpmax, >=, 0)
__COMPASS_DEF_VRPEXT_ALL(__vrpmin, <=, 0)
__COMPASS_DEF_VRPEXT_ALL(__vrpmaxe, >=, 1)
__COMPASS_DEF_VRPEXT_ALL(__vrpmine, <=, 1)

#endif // COMPASS_DSL_PART_CROSS_LANE_H
