//===- compass/dsl/types.h - types, masks, iteration --------------*- C -*-===//
//
// The types every other part of dsl.h spells (half on devices without
// cl_khr_fp16, the 256-bit vectors OpenCL C lacks, bfloat16 as raw bits, the
// masks as 32-bit predicates), the mask macros and mask builtins that only
// read or set predicate bits, and the macros the families define their
// overloads with: one list of the vector types and the lane-wise definitions.
// Every other part builds on it, so dsl.h includes it first.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_TYPES_H
#define COMPASS_DSL_PART_TYPES_H

//===----------------------------------------------------------------------===//
// half
//===----------------------------------------------------------------------===//

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#else
// Devices without cl_khr_fp16 (POCL's CPU device) cannot declare half
// values. clang's _Float16 is IEEE binary16 with the same storage; each
// operation is computed in float and rounded to half, which gives the
// correctly rounded result for + - * /.
#define half _Float16
#define half16 __compass_half16
typedef _Float16 __compass_half16 __attribute__((ext_vector_type(16)));
#endif

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// Per-TEC local SRAM. A work item stands for a TEC, so lsram is the work
/// item's private memory: arrays and pointers qualified __lsram are
/// __private (the default address space of OpenCL C 1.2).
#define __lsram

typedef char char32 __attribute__((ext_vector_type(32)));
typedef uchar uchar32 __attribute__((ext_vector_type(32)));

typedef ushort bf16;
typedef struct {
  ushort16 bits;
} bf1616;
/// The bfloat16 vector with the bits of a ushort16.
#define as_bf1616(x) ((bf1616){(x)})

typedef uint bool8;
typedef uint bool16;
typedef uint bool32;

//===----------------------------------------------------------------------===//
// Masks
//===----------------------------------------------------------------------===//

#define ALL_TRUE_b ((bool32)0xFFFFFFFFu)
#define ALL_TRUE_h ((bool16)0xFFFFFFFFu)
#define ALL_TRUE_w ((bool8)0xFFFFFFFFu)

/// A mask from its hardware predicate bits.
#define __vmov_b(bits) ((bool32)(bits))
#define __vmov_h(bits) ((bool16)(bits))
#define __vmov_w(bits) ((bool8)(bits))

/// Predicate bits that matter for byte, half and word lanes.
#define __COMPASS_BITS_b 0xFFFFFFFFu
#define __COMPASS_BITS_h 0x55555555u
#define __COMPASS_BITS_w 0x11111111u

#define __COMPASS_LANE_ON(m, i, k) ((((m) >> ((i) * (k))) & 1u) != 0u)

/// Predicate bits of lane i of a mask of K bits per lane: all K of them, as
/// the hardware's compare instructions set them.
#define __COMPASS_LANE_BITS(i, K) (((1u << (K)) - 1u) << ((i) * (K)))

/// __mask_extract_b/h/w(m, i) is lane i of a mask (its bit i * k);
/// __mask_insert_b/h/w(m, i, x) sets or clears all k bits of lane i.
#define __COMPASS_DEF_MASK_LANES(S, K)                                         \
  static inline bool __mask_extract_##S(uint m, int i) {                       \
    return __COMPASS_LANE_ON(m, i, K);                                         \
  }                                                                            \
  static inline uint __mask_insert_##S(uint m, int i, bool x) {                \
    return x ? m | __COMPASS_LANE_BITS(i, K) : m & ~__COMPASS_LANE_BITS(i, K); \
  }

__COMPASS_DEF_MASK_LANES(b, 1)
__COMPASS_DEF_MASK_LANES(h, 2)
__COMPASS_DEF_MASK_LANES(w, 4)

// Whether every / any lane of a mask of lane size s (b, h, w) is set.
#define __vandr_b(m) ((((uint)(m)) & __COMPASS_BITS_b) == __COMPASS_BITS_b)
#define __vandr_h(m) ((((uint)(m)) & __COMPASS_BITS_h) == __COMPASS_BITS_h)
#define __vandr_w(m) ((((uint)(m)) & __COMPASS_BITS_w) == __COMPASS_BITS_w)
#define __vorr_b(m) ((((uint)(m)) & __COMPASS_BITS_b) != 0u)
#define __vorr_h(m) ((((uint)(m)) & __COMPASS_BITS_h) != 0u)
#define __vorr_w(m) ((((uint)(m)) & __COMPASS_BITS_w) != 0u)

//===----------------------------------------------------------------------===//
// bfloat16
//===----------------------------------------------------------------------===//

/// The float a bfloat16 holds (exact).
static inline float __bf16_to_float(bf16 x) { return as_float((uint)x << 16); }

/// `f` rounded to bfloat16, nearest even; NaN stays a (quiet) NaN.
static inline bf16 __float_to_bf16(float f) {
  uint u = as_uint(f);
  if ((u & 0x7FFFFFFFu) > 0x7F800000u)
    return (bf16)((u >> 16) | 0x0040u);
  return (bf16)((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
}

//===----------------------------------------------------------------------===//
// The vector types, and the lane-wise definitions most builtins share
//===----------------------------------------------------------------------===//

// The one list of the vector types: __COMPASS_FOR_EACH_VECTOR(DEF, ...)
// calls DEF(..., VT, ET, SV, N, K, S) for each, its leading arguments first
// (an address space, a builtin's name and operator, ...): VT the vector
// type, ET its element type, SV its storage vector, N its lanes, K the
// predicate bits of a lane, S the lane-size suffix (b/h/w). Every 256-bit
// vector moves whole as one of three storage vectors: uchar32 for byte
// lanes, ushort16 for half-word lanes, uint8 for word lanes. Its parts, the
// integer vectors, signed or unsigned, iterate the same way. (A DEF they
// call cannot iterate again: the preprocessor expands no macro within its
// own expansion.)
#define __COMPASS_FOR_EACH_SIGNED(DEF, ...)                                    \
  DEF(__VA_ARGS__, char32, char, uchar32, 32, 1, b)                            \
  DEF(__VA_ARGS__, short16, short, ushort16, 16, 2, h)                         \
  DEF(__VA_ARGS__, int8, int, uint8, 8, 4, w)
#define __COMPASS_FOR_EACH_UNSIGNED(DEF, ...)                                  \
  DEF(__VA_ARGS__, uchar32, uchar, uchar32, 32, 1, b)                          \
  DEF(__VA_ARGS__, ushort16, ushort, ushort16, 16, 2, h)                       \
  DEF(__VA_ARGS__, uint8, uint, uint8, 8, 4, w)
#define __COMPASS_FOR_EACH_INTEGER(DEF, ...)                                   \
  __COMPASS_FOR_EACH_SIGNED(DEF, __VA_ARGS__)                                  \
  __COMPASS_FOR_EACH_UNSIGNED(DEF, __VA_ARGS__)
#define __COMPASS_FOR_EACH_VECTOR(DEF, ...)                                    \
  __COMPASS_FOR_EACH_INTEGER(DEF, __VA_ARGS__)                                 \
  DEF(__VA_ARGS__, half16, half, ushort16, 16, 2, h)                           \
  DEF(__VA_ARGS__, float8, float, uint8, 8, 4, w)

// The unsigned lane and the bits of a lane of each size S.
#define __COMPASS_UINT_b uchar
#define __COMPASS_UINT_h ushort
#define __COMPASS_UINT_w uint
#define __COMPASS_WIDTH_b 8
#define __COMPASS_WIDTH_h 16
#define __COMPASS_WIDTH_w 32

// DEF(ET) for each integer element type (the lanes' scalar helpers).
#define __COMPASS_ELEMENT_OF(DEF, VT, ET, SV, N, K, S) DEF(ET)
#define __COMPASS_FOR_EACH_INT_ELEMENT(DEF)                                    \
  __COMPASS_FOR_EACH_INTEGER(__COMPASS_ELEMENT_OF, DEF)

// The integer vectors (all, the signed or the unsigned ones) as the
// lane-wise definitions below take them: DEF(A, B, VT, N, K), A and B a
// builtin's name and lane function.
#define __COMPASS_LANEWISE_FACTS(DEF, A, B, VT, ET, SV, N, K, S)               \
  DEF(A, B, VT, N, K)
#define __COMPASS_FOR_EACH_INT_VECTOR(DEF, A, B)                               \
  __COMPASS_FOR_EACH_INTEGER(__COMPASS_LANEWISE_FACTS, DEF, A, B)
#define __COMPASS_FOR_EACH_SIGNED_VECTOR(DEF, A, B)                            \
  __COMPASS_FOR_EACH_SIGNED(__COMPASS_LANEWISE_FACTS, DEF, A, B)
#define __COMPASS_FOR_EACH_UNSIGNED_VECTOR(DEF, A, B)                          \
  __COMPASS_FOR_EACH_UNSIGNED(__COMPASS_LANEWISE_FACTS, DEF, A, B)

// NAME(r, x, y, mask): active lanes get FN(x[i], y[i]), inactive keep r.
#define __COMPASS_DEF_LANEWISE(NAME, FN, VT, N, K)                             \
  static inline __attribute__((overloadable)) VT NAME(VT r, VT x, VT y,        \
                                                      uint m) {                \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = FN(x[i], y[i]);                                                 \
    return r;                                                                  \
  }

// NAME(r, x, mask): active lanes get FN(x[i]), inactive keep r.
#define __COMPASS_DEF_LANEWISE1(NAME, FN, VT, N, K)                            \
  static inline __attribute__((overloadable)) VT NAME(VT r, VT x, uint m) {    \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = FN(x[i]);                                                       \
    return r;                                                                  \
  }

#endif // COMPASS_DSL_PART_TYPES_H
