//===- compass/dsl/bitwise.h - lane-wise bit operations -----------*- C -*-===//
//
// The builtins that read lanes as bits: __vand / __vor / __vxor / __vinv,
// the shifts (__vlsl, __vasr, __vlsr, __vror, the saturating __vsls and the
// rounding __vasrr / __vlsrr), the bit counts (__clz, __vcls, __vpcnt,
// __vbrevs) and the optimizer's internal __vbclr / __vbset / __vnand /
// __vnor. Separate from arith.h, whose lanes are numbers.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_BITWISE_H
#define COMPASS_DSL_PART_BITWISE_H

//===----------------------------------------------------------------------===//
// __vand, __vor, __vxor, __vinv
//===----------------------------------------------------------------------===//

#define __COMPASS_AND(a, b) ((a) & (b))
#define __COMPASS_OR(a, b) ((a) | (b))
#define __COMPASS_XOR(a, b) ((a) ^ (b))

/// __vand / __vor / __vxor (r, x, y, mask).
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vand, __COMPASS_AND)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vor, __COMPASS_OR)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vxor, __COMPASS_XOR)

/// __vinv (r, x, mask): bitwise not of the active lanes.
#define __COMPASS_DEF_VINV(UNUSED_A, UNUSED_B, VT, N, K)                       \
  static inline __attribute__((overloadable)) VT __vinv(VT r, VT x, uint m) {  \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = ~x[i];                                                          \
    return r;                                                                  \
  }
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_VINV, _, _)

/// On masks (predicates, all k bits of a lane alike): __vinv(m), and
/// __vand / __vor / __vxor (a, b, mask), false where mask is.
static inline __attribute__((overloadable)) uint __vinv(uint m) { return ~m; }
static inline __attribute__((overloadable)) uint __vand(uint a, uint b,
                                                        uint m) {
  return a & b & m;
}
static inline __attribute__((overloadable)) uint __vor(uint a, uint b,
                                                       uint m) {
  return (a | b) & m;
}
static inline __attribute__((overloadable)) uint __vxor(uint a, uint b,
                                                        uint m) {
  return (a ^ b) & m;
}

//===----------------------------------------------------------------------===//
// Shifts: __vlsl, __vasr, __vlsr (r, x, s, mask) and (x, s)
//===----------------------------------------------------------------------===//

// Shifts by a count read as unsigned (UT): a count of the lane width (W) or
// more shifts every bit out. Left shifts go through uint, where they cannot
// overflow; right shifts of signed lanes are arithmetic.
#define __COMPASS_DEF_SHIFTS(ET, UT, W, SIGN)                                  \
  static inline __attribute__((overloadable)) ET __compass_lsl(ET a, ET s) {   \
    return (UT)s >= (W) ? (ET)0 : (ET)((uint)a << (UT)s);                      \
  }                                                                            \
  static inline __attribute__((overloadable)) ET __compass_sr(ET a, ET s) {    \
    return (UT)s >= (W) ? (ET)(SIGN) : (ET)(a >> (UT)s);                       \
  }

#define __COMPASS_DEF_SHIFTS_OF(SIGN, VT, ET, SV, N, K, S)                     \
  __COMPASS_DEF_SHIFTS(ET, __COMPASS_UINT_##S, __COMPASS_WIDTH_##S, SIGN)
__COMPASS_FOR_EACH_SIGNED(__COMPASS_DEF_SHIFTS_OF, a < 0 ? -1 : 0)
__COMPASS_FOR_EACH_UNSIGNED(__COMPASS_DEF_SHIFTS_OF, 0)

/// __vlsl (r, x, s, mask) and (x, s): shift left, 0 for counts of the lane
/// width or more (counts read as unsigned).
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vlsl, __compass_lsl)

/// __vasr (signed lanes) and __vlsr (unsigned lanes), (r, x, s, mask) and
/// (x, s): shift right, arithmetic or logical; counts of the lane width or
/// more give the sign (-1 or 0) or 0.
__COMPASS_FOR_EACH_SIGNED_VECTOR(__COMPASS_DEF_LANEWISE, __vasr, __compass_sr)
__COMPASS_FOR_EACH_UNSIGNED_VECTOR(__COMPASS_DEF_LANEWISE, __vlsr, __compass_sr)

// The unmasked two-operand forms of the shifts.
#define __COMPASS_DEF_UNMASKED(NAME, VT)                                       \
  static inline __attribute__((overloadable)) VT NAME(VT x, VT s) {            \
    return NAME(x, x, s, 0xFFFFFFFFu);                                         \
  }
#define __COMPASS_DEF_UNMASKED_SHIFT(NAME, UNUSED, VT, N, K)                   \
  __COMPASS_DEF_UNMASKED(NAME, VT)

__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_UNMASKED_SHIFT, __vlsl, _)
__COMPASS_FOR_EACH_SIGNED_VECTOR(__COMPASS_DEF_UNMASKED_SHIFT, __vasr, _)
__COMPASS_FOR_EACH_UNSIGNED_VECTOR(__COMPASS_DEF_UNMASKED_SHIFT, __vlsr, _)

/// __vsls (r, x, s, mask): signed lanes shifted left, clamped to their type;
/// __vasrr (signed lanes) and __vlsrr (unsigned lanes), (r, x, s, mask) and
/// (x, s): x / 2^s rounded to nearest, ties to even.
#define __COMPASS_DEF_ROUNDING_SHIFTS(ET, UT, MIN, MAX)                         \
  static inline __attribute__((overloadable)) ET __compass_lsls(ET a, ET s) {  \
    ulong count = (UT)s;                                                       \
    long value = a;                                                            \
    if (value == 0 || count == 0)                                              \
      return a;                                                                \
    long shifted = count >= sizeof(ET) * 8 ? (value < 0 ? (MIN) : (MAX))       \
                                           : value * ((long)1 << count);       \
    return (ET)(shifted < (MIN) ? (MIN) : shifted > (MAX) ? (MAX) : shifted);  \
  }                                                                            \
  static inline __attribute__((overloadable)) ET __compass_srr(ET a, ET s) {   \
    ulong count = (UT)s;                                                       \
    long value = a;                                                            \
    if (count == 0)                                                            \
      return a;                                                                \
    if (count > 40)                                                            \
      return 0;                                                                \
    long floor = value >> count;                                               \
    long rest = value - floor * ((long)1 << count);                            \
    long halfway = (long)1 << (count - 1);                                     \
    if (rest > halfway || (rest == halfway && (floor & 1)))                    \
      ++floor;                                                                 \
    return (ET)floor;                                                          \
  }
__COMPASS_DEF_ROUNDING_SHIFTS(char, uchar, -128, 127)
__COMPASS_DEF_ROUNDING_SHIFTS(uchar, uchar, 0, 255)
__COMPASS_DEF_ROUNDING_SHIFTS(short, ushort, -32768, 32767)
__COMPASS_DEF_ROUNDING_SHIFTS(ushort, ushort, 0, 65535)
__COMPASS_DEF_ROUNDING_SHIFTS(int, uint, (-2147483647L - 1), 2147483647L)
__COMPASS_DEF_ROUNDING_SHIFTS(uint, uint, 0, 4294967295L)
__COMPASS_FOR_EACH_SIGNED_VECTOR(__COMPASS_DEF_LANEWISE, __vsls, __compass_lsls)
__COMPASS_FOR_EACH_SIGNED_VECTOR(__COMPASS_DEF_LANEWISE, __vasrr, __compass_srr)
__COMPASS_FOR_EACH_UNSIGNED_VECTOR(__COMPASS_DEF_LANEWISE, __vlsrr, __compass_srr)
__COMPASS_FOR_EACH_SIGNED_VECTOR(__COMPASS_DEF_UNMASKED_SHIFT, __vasrr, _)
__COMPASS_FOR_EACH_UNSIGNED_VECTOR(__COMPASS_DEF_UNMASKED_SHIFT, __vlsrr, _)

//===----------------------------------------------------------------------===//
// Bit counts and rotation: __clz, __vcls, __vpcnt, __vbrevs, __vror
//===----------------------------------------------------------------------===//

// Bit counts on lanes of type ET (UT unsigned, W bits).
#define __COMPASS_DEF_BIT_COUNTS(ET, UT, W)                                    \
  static inline __attribute__((overloadable)) ET __compass_cls(ET a) {         \
    return (ET)(clz((ET)(a < 0 ? ~a : a)) - 1);                                \
  }                                                                            \
  static inline __attribute__((overloadable)) ET __compass_brev(ET a) {        \
    UT v = (UT)a, out = 0;                                                     \
    for (int i = 0; i < (W); ++i, v >>= 1)                                     \
      out = (UT)((out << 1) | (v & 1));                                        \
    return (ET)out;                                                            \
  }                                                                            \
  static inline __attribute__((overloadable)) ET __compass_ror(ET a, ET s) {   \
    uint count = (uint)(UT)s % (W);                                            \
    UT v = (UT)a;                                                              \
    return (ET)(count == 0 ? v : (UT)((v >> count) | (v << ((W) - count))));   \
  }
#define __COMPASS_DEF_BIT_COUNTS_OF(UNUSED, VT, ET, SV, N, K, S)               \
  __COMPASS_DEF_BIT_COUNTS(ET, __COMPASS_UINT_##S, __COMPASS_WIDTH_##S)
__COMPASS_FOR_EACH_INTEGER(__COMPASS_DEF_BIT_COUNTS_OF, _)

/// __clz / __vpcnt / __vbrevs (r, x, mask), __vcls on signed lanes, __vror
/// (r, x, shift, mask) and (x, shift) with the count read as unsigned,
/// modulo the width.
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __clz, clz)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __vpcnt, popcount)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __vbrevs, __compass_brev)
__COMPASS_FOR_EACH_SIGNED_VECTOR(__COMPASS_DEF_LANEWISE1, __vcls, __compass_cls)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vror, __compass_ror)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_UNMASKED_SHIFT, __vror, _)

// NAME(r, x, mask) whose result RT (lanes RET) relabels the signedness of x.
#define __COMPASS_DEF_RELABELED1(NAME, FN, RT, RET, XT, N, K)                  \
  static inline __attribute__((overloadable)) RT NAME(RT r, XT x, uint m) {    \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = (RET)FN(x[i]);                                                  \
    return r;                                                                  \
  }

/// __vcls (r, x, mask) of signed x into unsigned r; __vpcnt either way.
__COMPASS_DEF_RELABELED1(__vcls, __compass_cls, uchar32, uchar, char32, 32, 1)
__COMPASS_DEF_RELABELED1(__vcls, __compass_cls, ushort16, ushort, short16, 16, 2)
__COMPASS_DEF_RELABELED1(__vcls, __compass_cls, uint8, uint, int8, 8, 4)
__COMPASS_DEF_RELABELED1(__vpcnt, popcount, uchar32, uchar, char32, 32, 1)
__COMPASS_DEF_RELABELED1(__vpcnt, popcount, char32, char, uchar32, 32, 1)
__COMPASS_DEF_RELABELED1(__vpcnt, popcount, ushort16, ushort, short16, 16, 2)
__COMPASS_DEF_RELABELED1(__vpcnt, popcount, short16, short, ushort16, 16, 2)
__COMPASS_DEF_RELABELED1(__vpcnt, popcount, uint8, uint, int8, 8, 4)
__COMPASS_DEF_RELABELED1(__vpcnt, popcount, int8, int, uint8, 8, 4)

//===----------------------------------------------------------------------===//
// Internal instructions: __vbclr, __vbset, __vnand, __vnor
//===----------------------------------------------------------------------===//

// The optimizer's instructions, no S.* builtin: x & ~y and x | ~y on
// integer lanes, (r, x, y, mask) like __vand and the unmasked (x, y); on
// masks (predicates, all k bits of a lane alike) a & ~b, a | ~b, ~(a & b)
// and ~(a | b), and the first two under a mask (false where it is).
#define __COMPASS_BCLR(a, b) ((a) & ~(b))
#define __COMPASS_BSET(a, b) ((a) | ~(b))
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vbclr, __COMPASS_BCLR)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vbset, __COMPASS_BSET)
#define __COMPASS_DEF_UNMASKED_INT(NAME, UNUSED, VT, N, K)                     \
  __COMPASS_DEF_UNMASKED(NAME, VT)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_UNMASKED_INT, __vbclr, _)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_UNMASKED_INT, __vbset, _)
static inline __attribute__((overloadable)) uint __vbclr(uint a, uint b) {
  return a & ~b;
}
static inline __attribute__((overloadable)) uint __vbset(uint a, uint b) {
  return a | ~b;
}
static inline __attribute__((overloadable)) uint __vbclr(uint a, uint b,
                                                         uint m) {
  return a & ~b & m;
}
static inline __attribute__((overloadable)) uint __vbset(uint a, uint b,
                                                         uint m) {
  return (a | ~b) & m;
}
static inline uint __vnand(uint a, uint b) { return ~(a & b); }
static inline uint __vnor(uint a, uint b) { return ~(a | b); }

#endif // COMPASS_DSL_PART_BITWISE_H
