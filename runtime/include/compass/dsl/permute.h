//===- compass/dsl/permute.h - lanes that move --------------------*- C -*-===//
//
// Builtins that move lanes without computing on them: one lane at a run-time
// index (__extract / __insert), the permutations (__vperm), the tables
// (__vtbl) and the compressions (__vcompc, __vcompt). Separate from
// cross_lane.h, whose results combine lanes.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_PERMUTE_H
#define COMPASS_DSL_PART_PERMUTE_H

//===----------------------------------------------------------------------===//
// Lanes of vectors and masks at run-time indices
//===----------------------------------------------------------------------===//

/// __extract(v, i) is lane i of v; __insert(v, i, x) is v with lane i set to
/// x. The index must lie in [0, lanes).
#define __COMPASS_DEF_LANE_ACCESS(UNUSED, VT, ET, SV, N, K, S)                 \
  static inline __attribute__((overloadable)) ET __extract(VT v, int i) {      \
    return v[i];                                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __insert(VT v, int i, ET x) { \
    v[i] = x;                                                                  \
    return v;                                                                  \
  }

__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_LANE_ACCESS, _)
static inline __attribute__((overloadable)) bf16 __extract(bf1616 v, int i) {
  return v.bits[i];
}
static inline __attribute__((overloadable)) bf1616 __insert(bf1616 v, int i,
                                                            bf16 x) {
  v.bits[i] = x;
  return v;
}

//===----------------------------------------------------------------------===//
// Permutations (S.vconcat, S.vzip, S.vrevs, ..., S.vtbl, S.vcompt, S.vcompc)
//===----------------------------------------------------------------------===//

/// __vperm(x, y, total, shift, idx): lane i is lane (idx[i] + shift) % total
/// of x ++ y (y is x again for one input, total its lanes).
/// __vcompc(x, y, mask): the lanes of x whose mask lane is on, in order,
/// then y[0], y[1], ...; __vcompt(x, mask): then zeros.
/// __vtbl(t0, t1, t2[, t3], idx): lane i is lane idx[i] (unsigned) of the
/// tables read as one sequence, 0 past its end; __vperm(t0, t1, idx) is the
/// same on two tables (the hardware's name for it).
/// VT: vector type, N lanes, K predicate bits per lane, IT/UT: the signed
/// and unsigned index vectors of as wide lanes, UE the unsigned index lane.
#define __COMPASS_DEF_PERMUTE(VT, N, K, IT, UT, UE)                            \
  static inline __attribute__((overloadable)) VT __vperm(                      \
      VT x, VT y, int total, int shift, uchar32 idx) {                         \
    VT r = x;                                                                  \
    for (int i = 0; i < N; ++i) {                                              \
      int j = ((int)idx[i] + shift) % total;                                   \
      r[i] = j < N ? x[j] : y[j - N];                                          \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __vcompc(VT x, VT y,          \
                                                          uint m) {            \
    VT r = y;                                                                  \
    int n = 0;                                                                 \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[n++] = x[i];                                                         \
    for (int i = 0; n < N; ++i)                                                \
      r[n++] = y[i];                                                           \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __vcompt(VT x, uint m) {      \
    VT zero = x;                                                               \
    for (int i = 0; i < N; ++i)                                                \
      zero[i] = 0;                                                             \
    return __vcompc(x, zero, m);                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __compass_vtbl(               \
      const VT *t, int count, UT idx) {                                        \
    VT r = t[0];                                                               \
    for (int i = 0; i < N; ++i) {                                              \
      UE j = idx[i];                                                           \
      r[i] = j < (UE)(count * N) ? t[j / N][j % N] : 0;                        \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  __COMPASS_DEF_VTBL(VT, UT, UT)                                               \
  __COMPASS_DEF_VTBL(VT, IT, UT)

/// __vperm on 2 tables, __vtbl on 3 or 4, with index vector IT (its bits
/// read as UT).
#define __COMPASS_DEF_VTBL(VT, IT, UT)                                         \
  static inline __attribute__((overloadable)) VT __vperm(VT a, VT b, IT i) {   \
    VT t[2] = {a, b};                                                          \
    return __compass_vtbl(t, 2, __builtin_astype(i, UT));                      \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __vtbl(VT a, VT b, VT c,      \
                                                        IT i) {                \
    VT t[3] = {a, b, c};                                                       \
    return __compass_vtbl(t, 3, __builtin_astype(i, UT));                      \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __vtbl(VT a, VT b, VT c,      \
                                                        VT d, IT i) {          \
    VT t[4] = {a, b, c, d};                                                    \
    return __compass_vtbl(t, 4, __builtin_astype(i, UT));                      \
  }

// The signed index vector of lanes of each size S (the unsigned one is the
// storage vector).
#define __COMPASS_INDEX_VECTOR_b char32
#define __COMPASS_INDEX_VECTOR_h short16
#define __COMPASS_INDEX_VECTOR_w int8
#define __COMPASS_DEF_PERMUTE_LANES(UNUSED, VT, ET, SV, N, K, S)               \
  __COMPASS_DEF_PERMUTE(VT, N, K, __COMPASS_INDEX_VECTOR_##S, SV,              \
                        __COMPASS_UINT_##S)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_PERMUTE_LANES, _)

// bfloat16 lanes move as their bits.
static inline __attribute__((overloadable)) bf1616
__vperm(bf1616 x, bf1616 y, int total, int shift, uchar32 idx) {
  return as_bf1616(__vperm(x.bits, y.bits, total, shift, idx));
}
static inline __attribute__((overloadable)) bf1616 __vcompc(bf1616 x,
                                                            bf1616 y, uint m) {
  return as_bf1616(__vcompc(x.bits, y.bits, m));
}
static inline __attribute__((overloadable)) bf1616 __vcompt(bf1616 x, uint m) {
  return as_bf1616(__vcompt(x.bits, m));
}
#define __COMPASS_DEF_VTBL_BF16(IT)                                            \
  static inline __attribute__((overloadable)) bf1616 __vperm(bf1616 a,         \
                                                             bf1616 b, IT i) { \
    return as_bf1616(__vperm(a.bits, b.bits, i));                              \
  }                                                                            \
  static inline __attribute__((overloadable)) bf1616 __vtbl(                   \
      bf1616 a, bf1616 b, bf1616 c, IT i) {                                    \
    return as_bf1616(__vtbl(a.bits, b.bits, c.bits, i));                       \
  }                                                                            \
  static inline __attribute__((overloadable)) bf1616 __vtbl(                   \
      bf1616 a, bf1616 b, bf1616 c, bf1616 d, IT i) {                          \
    return as_bf1616(__vtbl(a.bits, b.bits, c.bits, d.bits, i));               \
  }
__COMPASS_DEF_VTBL_BF16(short16)
__COMPASS_DEF_VTBL_BF16(ushort16)

#endif // COMPASS_DSL_PART_PERMUTE_H
