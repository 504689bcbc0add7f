//===- compass/dsl/compare.h - comparisons and select -------------*- C -*-===//
//
// The comparisons into masks (__vceq … __vcge on integer lanes, __vqeq …
// __vqge on float lanes) and __vsel, which reads a mask to pick lanes: the
// builtins where a mask is the result or chooses the result.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_COMPARE_H
#define COMPASS_DSL_PART_COMPARE_H

//===----------------------------------------------------------------------===//
// Comparisons into masks and __vsel
//===----------------------------------------------------------------------===//

// NAME(x, y, mask): lane i is true when it is active and x[i] OP y[i]; LANE
// reads one lane as a comparable value.
#define __COMPASS_DEF_CMP(NAME, OP, VT, N, K, LANE)                            \
  static inline __attribute__((overloadable)) uint NAME(VT x, VT y, uint m) {  \
    uint r = 0;                                                                \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K) && LANE(x, i) OP LANE(y, i))              \
        r |= __COMPASS_LANE_BITS(i, K);                                        \
    return r;                                                                  \
  }

#define __COMPASS_PLAIN_LANE(v, i) ((v)[i])
#define __COMPASS_HALF_AS_FLOAT(v, i) ((float)(v)[i])
#define __COMPASS_BF16_AS_FLOAT(v, i) (__bf16_to_float((v).bits[i]))

#define __COMPASS_DEF_PLAIN_CMP(NAME, OP, VT, N, K)                            \
  __COMPASS_DEF_CMP(NAME, OP, VT, N, K, __COMPASS_PLAIN_LANE)
#define __COMPASS_DEF_INT_CMP(NAME, OP)                                        \
  __COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_PLAIN_CMP, NAME, OP)
#define __COMPASS_DEF_FLOAT_CMP(NAME, OP)                                      \
  __COMPASS_DEF_CMP(NAME, OP, half16, 16, 2, __COMPASS_HALF_AS_FLOAT)          \
  __COMPASS_DEF_CMP(NAME, OP, bf1616, 16, 2, __COMPASS_BF16_AS_FLOAT)          \
  __COMPASS_DEF_CMP(NAME, OP, float8, 8, 4, __COMPASS_PLAIN_LANE)

/// Integer comparisons __vceq … __vcge and float comparisons __vqeq …
/// __vqge (x, y, mask): inactive lanes are false; NaN compares false except
/// for __vqne.
__COMPASS_DEF_INT_CMP(__vceq, ==)
__COMPASS_DEF_INT_CMP(__vcneq, !=)
__COMPASS_DEF_INT_CMP(__vclt, <)
__COMPASS_DEF_INT_CMP(__vcle, <=)
__COMPASS_DEF_INT_CMP(__vcgt, >)
__COMPASS_DEF_INT_CMP(__vcge, >=)
__COMPASS_DEF_FLOAT_CMP(__vqeq, ==)
__COMPASS_DEF_FLOAT_CMP(__vqne, !=)
__COMPASS_DEF_FLOAT_CMP(__vqlt, <)
__COMPASS_DEF_FLOAT_CMP(__vqle, <=)
__COMPASS_DEF_FLOAT_CMP(__vqgt, >)
__COMPASS_DEF_FLOAT_CMP(__vqge, >=)

/// __vsel (x, y, mask): x where the mask is true, else y.
#define __COMPASS_DEF_VSEL(UNUSED, VT, ET, SV, N, K, S)                        \
  static inline __attribute__((overloadable)) VT __vsel(VT x, VT y, uint m) {  \
    for (int i = 0; i < N; ++i)                                                \
      if (!__COMPASS_LANE_ON(m, i, K))                                         \
        x[i] = y[i];                                                           \
    return x;                                                                  \
  }

__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSEL, _)
static inline __attribute__((overloadable)) bf1616 __vsel(bf1616 x, bf1616 y,
                                                          uint m) {
  return as_bf1616(__vsel(x.bits, y.bits, m));
}

#endif // COMPASS_DSL_PART_COMPARE_H
