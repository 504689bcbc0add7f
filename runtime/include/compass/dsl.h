//===- dsl.h - OpenCL C implementation of the Compass builtins --*- C -*-===//
//
// The types, mask macros and vector builtins that `compass-translate
// --to-opencl` emits, written in portable OpenCL C 1.2 so that the emitted
// kernels run on any OpenCL device (tested on POCL 3.1, CPU). Semantics follow
// the Compass simulator:
//  - A mask is one 32-bit predicate: lane i of a vector of k-byte elements is
//    bit i * k (byte lanes use every bit, half lanes every 2nd, word lanes
//    every 4th). Only that bit is read; the other k - 1 bits of a lane are
//    don't-care. Masks computed here (comparisons, __mask_insert_*, the
//    emitter's tail masks) set or clear all k bits of a lane, as the
//    hardware does, and C's & | ^ ~ on predicates are lane-wise.
//  - __vload / __vstore touch no memory for inactive lanes; inactive lanes
//    of a load are zero. No vector access of this file assumes alignment:
//    a vector may start at any byte ("Memory at any byte address" below).
//  - __vadd / __vsub / __vmul (r, x, y, mask): active lanes get x op y,
//    inactive lanes keep r. Integers wrap; half and bfloat16 lanes are
//    computed in float and rounded to nearest even.
//  - __vdiv, __vmod, __vmax, __vmin, __vand, __vor, __vxor, __vlsl, __vasr, __vlsr
//    (r, x, y, mask) and __vinv (r, x, mask) follow the same convention
//    (a NaN lane of __vmax / __vmin yields the other operand); comparisons
//    (__vc*, __vq*) give masks whose inactive lanes are false.
//  - bfloat16 scalars (bf16) are raw bits in a ushort; arithmetic on them goes
//    through __bf16_to_float / __float_to_bf16. bfloat16 vectors (bf1616) wrap
//    the bits in a struct so that the builtins can overload on them (clang's
//    __bf16 vectors need soft-float helpers POCL does not link).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_H
#define COMPASS_DSL_H

// Every float operation rounds on its own, as in the simulator: OpenCL C
// contracts `a * b + c` into one fma by default, which rounds once and so
// differs in the last bit. (S.fma is the one fused operation; it says so.)
#pragma OPENCL FP_CONTRACT OFF

// @S.prim_func(is_inline=True / False) on a subroutine.
#ifndef _CLC_INLINE
#define _CLC_INLINE __attribute__((always_inline)) static inline
#endif
#ifndef _CLC_NOINLINE
#define _CLC_NOINLINE __attribute__((noinline))
#endif

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
// Memory at any byte address
//===----------------------------------------------------------------------===//

// A vector in memory may start at any element, not only at a multiple of its
// 32 bytes (upstream's `(p + 3).as_ptr("int32x8")`), and a pointer cast from
// a narrower element may even leave it between elements; the simulator reads
// the bytes wherever they are. C assumes a vector type's natural (32-byte)
// alignment and a scalar's own, and POCL turns the first into aligned
// instructions that fault, so every vector access of this file goes through
// these one-byte-aligned types: a plain unaligned load or store, as fast as
// the aligned one on data that happens to be aligned. (The emitter prints
// `q[i]` of a pointer to vectors as `__vload(q + i, ALL_TRUE_w)` for the
// same reason, unless the vector is aligned for certain.)
#define __COMPASS_DEF_UNALIGNED(T)                                             \
  typedef T __attribute__((aligned(1))) __compass_u_##T;
__COMPASS_DEF_UNALIGNED(uchar32)
__COMPASS_DEF_UNALIGNED(ushort16)
__COMPASS_DEF_UNALIGNED(uint8)
__COMPASS_DEF_UNALIGNED(char)
__COMPASS_DEF_UNALIGNED(uchar)
__COMPASS_DEF_UNALIGNED(short)
__COMPASS_DEF_UNALIGNED(ushort)
__COMPASS_DEF_UNALIGNED(half)
__COMPASS_DEF_UNALIGNED(int)
__COMPASS_DEF_UNALIGNED(uint)
__COMPASS_DEF_UNALIGNED(float)
#ifndef cl_khr_fp16
// `half` is the macro of _Float16 here: a macro that passes it on to another
// expands it before the name is pasted.
__COMPASS_DEF_UNALIGNED(_Float16)
#endif

//===----------------------------------------------------------------------===//
// __vload / __vstore
//===----------------------------------------------------------------------===//

// VT: vector type, ET: its element type, SV: its storage vector, N: lanes,
// K: predicate bits per lane, S: lane-size suffix (b/h/w). Every 256-bit
// vector moves whole as one of three storage vectors: uchar32 for byte
// lanes, ushort16 for half-word lanes, uint8 for word lanes.
#define __COMPASS_DEF_VLOAD(AS, VT, ET, SV, N, K, S)                           \
  static inline __attribute__((overloadable)) VT __vload(AS VT *p, uint m) {   \
    if ((m & __COMPASS_BITS_##S) == __COMPASS_BITS_##S)                        \
      return __builtin_astype(*(AS __compass_u_##SV *)p, VT);                  \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    VT r = __builtin_astype((SV)0, VT);                                        \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = q[i];                                                           \
    return r;                                                                  \
  }

#define __COMPASS_DEF_VSTORE(AS, VT, ET, SV, N, K, S)                          \
  static inline __attribute__((overloadable)) void __vstore(VT v, AS VT *p,    \
                                                            uint m) {          \
    if ((m & __COMPASS_BITS_##S) == __COMPASS_BITS_##S) {                      \
      *(AS __compass_u_##SV *)p = __builtin_astype(v, SV);                     \
      return;                                                                  \
    }                                                                          \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        q[i] = v[i];                                                           \
  }

#define __COMPASS_FOR_EACH_VECTOR(DEF, AS)                                     \
  DEF(AS, char32, char, uchar32, 32, 1, b)                                     \
  DEF(AS, uchar32, uchar, uchar32, 32, 1, b)                                   \
  DEF(AS, short16, short, ushort16, 16, 2, h)                                  \
  DEF(AS, ushort16, ushort, ushort16, 16, 2, h)                                \
  DEF(AS, half16, half, ushort16, 16, 2, h)                                    \
  DEF(AS, int8, int, uint8, 8, 4, w)                                           \
  DEF(AS, uint8, uint, uint8, 8, 4, w)                                         \
  DEF(AS, float8, float, uint8, 8, 4, w)

__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __private)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __constant)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE, __private)

// bfloat16 vectors move as their bits.
#define __COMPASS_DEF_BF16_MOVES(AS)                                           \
  static inline __attribute__((overloadable)) bf1616 __vload(AS bf1616 *p,     \
                                                             uint m) {         \
    return as_bf1616(__vload((AS ushort16 *)p, m));                            \
  }
#define __COMPASS_DEF_BF16_STORES(AS)                                          \
  static inline __attribute__((overloadable)) void __vstore(                   \
      bf1616 v, AS bf1616 *p, uint m) {                                        \
    __vstore(v.bits, (AS ushort16 *)p, m);                                     \
  }

__COMPASS_DEF_BF16_MOVES(__global)
__COMPASS_DEF_BF16_MOVES(__local)
__COMPASS_DEF_BF16_MOVES(__private)
__COMPASS_DEF_BF16_MOVES(__constant)
__COMPASS_DEF_BF16_STORES(__global)
__COMPASS_DEF_BF16_STORES(__local)
__COMPASS_DEF_BF16_STORES(__private)

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

#define __COMPASS_DEF_BINARY_ALL(NAME, OP)                                     \
  __COMPASS_DEF_BINARY(NAME, OP, char32, char, 32, 1, __COMPASS_INT_LANE)      \
  __COMPASS_DEF_BINARY(NAME, OP, uchar32, uchar, 32, 1, __COMPASS_INT_LANE)    \
  __COMPASS_DEF_BINARY(NAME, OP, short16, short, 16, 2, __COMPASS_INT_LANE)    \
  __COMPASS_DEF_BINARY(NAME, OP, ushort16, ushort, 16, 2, __COMPASS_INT_LANE)  \
  __COMPASS_DEF_BINARY(NAME, OP, int8, int, 8, 4, __COMPASS_INT_LANE)          \
  __COMPASS_DEF_BINARY(NAME, OP, uint8, uint, 8, 4, __COMPASS_INT_LANE)        \
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
__COMPASS_DEF_MOD(char)
__COMPASS_DEF_MOD(short)
__COMPASS_DEF_MOD(int)
__COMPASS_DEF_MOD(uchar)
__COMPASS_DEF_MOD(ushort)
__COMPASS_DEF_MOD(uint)

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

__COMPASS_DEF_SHIFTS(char, uchar, 8, a < 0 ? -1 : 0)
__COMPASS_DEF_SHIFTS(uchar, uchar, 8, 0)
__COMPASS_DEF_SHIFTS(short, ushort, 16, a < 0 ? -1 : 0)
__COMPASS_DEF_SHIFTS(ushort, ushort, 16, 0)
__COMPASS_DEF_SHIFTS(int, uint, 32, a < 0 ? -1 : 0)
__COMPASS_DEF_SHIFTS(uint, uint, 32, 0)

//===----------------------------------------------------------------------===//
// Lane-wise integer builtins and __vdiv
//===----------------------------------------------------------------------===//

// NAME(r, x, y, mask): active lanes get FN(x[i], y[i]), inactive keep r.
#define __COMPASS_DEF_LANEWISE(NAME, FN, VT, N, K)                             \
  static inline __attribute__((overloadable)) VT NAME(VT r, VT x, VT y,        \
                                                      uint m) {                \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = FN(x[i], y[i]);                                                 \
    return r;                                                                  \
  }

#define __COMPASS_FOR_EACH_INT_VECTOR(DEF, A, B)                               \
  DEF(A, B, char32, 32, 1)                                                     \
  DEF(A, B, uchar32, 32, 1)                                                    \
  DEF(A, B, short16, 16, 2)                                                    \
  DEF(A, B, ushort16, 16, 2)                                                   \
  DEF(A, B, int8, 8, 4)                                                        \
  DEF(A, B, uint8, 8, 4)

#define __COMPASS_AND(a, b) ((a) & (b))
#define __COMPASS_OR(a, b) ((a) | (b))
#define __COMPASS_XOR(a, b) ((a) ^ (b))

/// __vand / __vor / __vxor (r, x, y, mask).
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vand, __COMPASS_AND)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vor, __COMPASS_OR)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vxor, __COMPASS_XOR)

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
__COMPASS_DEF_MINMAX(char)
__COMPASS_DEF_MINMAX(uchar)
__COMPASS_DEF_MINMAX(short)
__COMPASS_DEF_MINMAX(ushort)
__COMPASS_DEF_MINMAX(int)
__COMPASS_DEF_MINMAX(uint)
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

/// __vlsl (r, x, s, mask) and (x, s): shift left, 0 for counts of the lane
/// width or more (counts read as unsigned).
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vlsl, __compass_lsl)

/// __vasr (signed lanes) and __vlsr (unsigned lanes), (r, x, s, mask) and
/// (x, s): shift right, arithmetic or logical; counts of the lane width or
/// more give the sign (-1 or 0) or 0.
__COMPASS_DEF_LANEWISE(__vasr, __compass_sr, char32, 32, 1)
__COMPASS_DEF_LANEWISE(__vasr, __compass_sr, short16, 16, 2)
__COMPASS_DEF_LANEWISE(__vasr, __compass_sr, int8, 8, 4)
__COMPASS_DEF_LANEWISE(__vlsr, __compass_sr, uchar32, 32, 1)
__COMPASS_DEF_LANEWISE(__vlsr, __compass_sr, ushort16, 16, 2)
__COMPASS_DEF_LANEWISE(__vlsr, __compass_sr, uint8, 8, 4)

// The unmasked two-operand forms of the shifts.
#define __COMPASS_DEF_UNMASKED(NAME, VT)                                       \
  static inline __attribute__((overloadable)) VT NAME(VT x, VT s) {            \
    return NAME(x, x, s, 0xFFFFFFFFu);                                         \
  }
#define __COMPASS_DEF_UNMASKED_LSL(NAME, UNUSED, VT, N, K)                     \
  __COMPASS_DEF_UNMASKED(NAME, VT)

__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_UNMASKED_LSL, __vlsl, _)
__COMPASS_DEF_UNMASKED(__vasr, char32)
__COMPASS_DEF_UNMASKED(__vasr, short16)
__COMPASS_DEF_UNMASKED(__vasr, int8)
__COMPASS_DEF_UNMASKED(__vlsr, uchar32)
__COMPASS_DEF_UNMASKED(__vlsr, ushort16)
__COMPASS_DEF_UNMASKED(__vlsr, uint8)

/// __vinv (r, x, mask): bitwise not of the active lanes.
#define __COMPASS_DEF_VINV(UNUSED_A, UNUSED_B, VT, N, K)                       \
  static inline __attribute__((overloadable)) VT __vinv(VT r, VT x, uint m) {  \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = ~x[i];                                                          \
    return r;                                                                  \
  }
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_VINV, _, _)

//===----------------------------------------------------------------------===//
// Internal instructions: __vbclr, __vbset, __vnand, __vnor
//===----------------------------------------------------------------------===//

// The optimizer's instructions, no S.* builtin: x & ~y and x | ~y on
// integer lanes, (r, x, y, mask) like __vand and the unmasked (x, y); on
// masks (predicates, all k bits of a lane alike) a & ~b, a | ~b, ~(a & b)
// and ~(a | b).
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
static inline uint __vnand(uint a, uint b) { return ~(a & b); }
static inline uint __vnor(uint a, uint b) { return ~(a | b); }

//===----------------------------------------------------------------------===//
// Comparisons into masks and __vsel
//===----------------------------------------------------------------------===//

/// Predicate bits of lane i of a mask of K bits per lane: all K of them, as
/// the hardware's compare instructions set them.
#define __COMPASS_LANE_BITS(i, K) (((1u << (K)) - 1u) << ((i) * (K)))

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

#define __COMPASS_DEF_INT_CMP(NAME, OP)                                        \
  __COMPASS_DEF_CMP(NAME, OP, char32, 32, 1, __COMPASS_PLAIN_LANE)             \
  __COMPASS_DEF_CMP(NAME, OP, uchar32, 32, 1, __COMPASS_PLAIN_LANE)            \
  __COMPASS_DEF_CMP(NAME, OP, short16, 16, 2, __COMPASS_PLAIN_LANE)            \
  __COMPASS_DEF_CMP(NAME, OP, ushort16, 16, 2, __COMPASS_PLAIN_LANE)           \
  __COMPASS_DEF_CMP(NAME, OP, int8, 8, 4, __COMPASS_PLAIN_LANE)                \
  __COMPASS_DEF_CMP(NAME, OP, uint8, 8, 4, __COMPASS_PLAIN_LANE)
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
#define __COMPASS_DEF_VSEL(VT, N, K)                                           \
  static inline __attribute__((overloadable)) VT __vsel(VT x, VT y, uint m) {  \
    for (int i = 0; i < N; ++i)                                                \
      if (!__COMPASS_LANE_ON(m, i, K))                                         \
        x[i] = y[i];                                                           \
    return x;                                                                  \
  }

__COMPASS_DEF_VSEL(char32, 32, 1)
__COMPASS_DEF_VSEL(uchar32, 32, 1)
__COMPASS_DEF_VSEL(short16, 16, 2)
__COMPASS_DEF_VSEL(ushort16, 16, 2)
__COMPASS_DEF_VSEL(half16, 16, 2)
__COMPASS_DEF_VSEL(int8, 8, 4)
__COMPASS_DEF_VSEL(uint8, 8, 4)
__COMPASS_DEF_VSEL(float8, 8, 4)
static inline __attribute__((overloadable)) bf1616 __vsel(bf1616 x, bf1616 y,
                                                          uint m) {
  return as_bf1616(__vsel(x.bits, y.bits, m));
}

//===----------------------------------------------------------------------===//
// Lanes of vectors and masks at run-time indices
//===----------------------------------------------------------------------===//

/// __extract(v, i) is lane i of v; __insert(v, i, x) is v with lane i set to
/// x. The index must lie in [0, lanes).
#define __COMPASS_DEF_LANE_ACCESS(VT, ET)                                      \
  static inline __attribute__((overloadable)) ET __extract(VT v, int i) {      \
    return v[i];                                                               \
  }                                                                            \
  static inline __attribute__((overloadable)) VT __insert(VT v, int i, ET x) { \
    v[i] = x;                                                                  \
    return v;                                                                  \
  }

__COMPASS_DEF_LANE_ACCESS(char32, char)
__COMPASS_DEF_LANE_ACCESS(uchar32, uchar)
__COMPASS_DEF_LANE_ACCESS(short16, short)
__COMPASS_DEF_LANE_ACCESS(ushort16, ushort)
__COMPASS_DEF_LANE_ACCESS(half16, half)
__COMPASS_DEF_LANE_ACCESS(int8, int)
__COMPASS_DEF_LANE_ACCESS(uint8, uint)
__COMPASS_DEF_LANE_ACCESS(float8, float)
static inline __attribute__((overloadable)) bf16 __extract(bf1616 v, int i) {
  return v.bits[i];
}
static inline __attribute__((overloadable)) bf1616 __insert(bf1616 v, int i,
                                                            bf16 x) {
  v.bits[i] = x;
  return v;
}

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

//===----------------------------------------------------------------------===//
// Checked mode (compass-translate --to-opencl --checked; ex(...) uses it)
//===----------------------------------------------------------------------===//

// The memory a kernel may touch is a list of regions: the buffers of the
// pointer parameters (their extents come from the host), the __constant
// tables and the arrays of the functions being run. Every access is checked
// against the list and every integer divisor against zero; the first
// violation is recorded in the host's error buffer and the access skipped,
// so a faulty kernel never touches memory it does not own.
#define __COMPASS_MAX_REGIONS 64
// The most TECs (work items) a kernel runs on; the barrier checks keep three
// slots a TEC for each of two barriers in a row.
#define __COMPASS_MAX_TECS 16
#define __COMPASS_VOTES (2 * 3 * __COMPASS_MAX_TECS)
// A TEC's events (the simulator's TecEvents::kCount), and the S.perf_tick
// cids open at once whose pairing a TEC tracks (past that, it stops).
#define __COMPASS_EVENTS 4
#define __COMPASS_MAX_TICKS 8

typedef struct {
  ulong base[__COMPASS_MAX_REGIONS];
  ulong size[__COMPASS_MAX_REGIONS];
  int id[__COMPASS_MAX_REGIONS];
  int count;
  __global int *err;
  __local int *votes; // __COMPASS_VOTES slots: where the TECs meet at barriers
  uint barriers;      // the barriers this TEC passed
  ulong steps;        // the loop iterations this TEC may still run
  // The TEC's events as the simulator keeps them (Events.cpp): bit i of
  // `events` allocated, of `used` used by a DMA since, of `busy` with an
  // asynchronous DMA not waited for (that DMA's site and start order).
  uint events, used, busy, dmas;
  uint generation[__COMPASS_EVENTS];
  int busySite[__COMPASS_EVENTS];
  uint busyOrder[__COMPASS_EVENTS];
  // The open S.perf_tick cids, in the order they opened, with the sites to
  // report when one is never closed; -1: too many, no longer tracked.
  int ticks;
  uint tickCid[__COMPASS_MAX_TICKS];
  int tickSite[__COMPASS_MAX_TICKS];
} __compass_ctx;

// The error record: [0] kind (1 out of bounds, 2 division by zero, 3 too
// many regions, 4 barrier divergence, 5 step limit, 6 TECs taking different
// ways at a branch or loop that holds a barrier, 7 an operand the simulator
// refuses: __compass_require), [1] check site, [2]
// region id (-1: none), [3] [4] byte offset from that region (low, high
// word), [5] TEC, [6] bytes accessed, [7] bytes of the region (saturated);
// from the host: [8] [9] the step limit (low, high word).
static inline void __compass_record(__compass_ctx *c, int kind, int site,
                                    int region, long offset, int bytes,
                                    ulong regionBytes) {
  if (atomic_cmpxchg(&c->err[0], 0, kind) != 0)
    return;
  c->err[1] = site;
  c->err[2] = region;
  c->err[3] = (int)(offset & 0xffffffff);
  c->err[4] = (int)(offset >> 32);
  c->err[5] = (int)get_local_id(0);
  c->err[6] = bytes;
  c->err[7] = (int)min(regionBytes, (ulong)0x7fffffff);
}

static inline void __compass_init(__compass_ctx *c, __global int *err,
                                  __local int *votes) {
  c->count = 0;
  c->err = err;
  c->votes = votes;
  c->barriers = 0;
  c->steps = ((ulong)(uint)err[9] << 32) | (uint)err[8];
  c->events = c->used = c->busy = c->dmas = 0;
  for (int i = 0; i < __COMPASS_EVENTS; ++i)
    c->generation[i] = 0;
  c->ticks = 0;
}

// A barrier at which the TECs say where they stand (the barrier's site, -1
// for the end of the kernel), how many barriers they passed and a value,
// and every TEC compares: a barrier only some TECs reach is undefined in
// OpenCL, and POCL may crash on it (the host then asks the simulator where
// the TECs diverged) or run the TECs in lockstep; where it runs on, the
// meeting records the divergence. Returns whether every TEC gave `value`
// true: the way they all take (a disagreement, recorded, is false).
static inline bool __compass_meet(__compass_ctx *c, int site, bool value) {
  int tec = (int)get_local_id(0), tecs = (int)get_local_size(0);
  __local int *slots = c->votes + (c->barriers & 1) * 3 * __COMPASS_MAX_TECS;
  __local int *counts = slots + __COMPASS_MAX_TECS;
  __local int *values = counts + __COMPASS_MAX_TECS;
  slots[tec] = site;
  counts[tec] = (int)c->barriers;
  values[tec] = value;
  barrier(CLK_LOCAL_MEM_FENCE);
  ++c->barriers;
  // These slots are next written at the barrier after next: every TEC reads
  // them before it reaches the next one, which no TEC passes alone.
  // A safety net: every branch and loop that could part the TECs before a
  // barrier votes (kind 6), so no kernel the emitter prints reaches it.
  bool all = true, any = false;
  for (int i = 0; i < tecs; ++i) {
    if (slots[i] != site || counts[i] != (int)c->barriers - 1) {
      __compass_record(c, 4, site, -1, 0, 0, 0);
      return false;
    }
    all = all && values[i];
    any = any || values[i];
  }
  if (all != any)
    __compass_record(c, 6, site, -1, 0, 0, 0);
  return all;
}

// S.barrier() and the kernel's closing barrier (site -1) in checked mode; a
// barrier also waits for the TEC's asynchronous DMAs.
static inline void __compass_barrier(__compass_ctx *c, int site) {
  c->busy = 0;
  __compass_meet(c, site, true);
}

// The condition of a branch or loop that holds a barrier, taken by every TEC
// alike: POCL runs the TECs of such code in lockstep.
static inline bool __compass_uniform(__compass_ctx *c, bool x, int site) {
  return __compass_meet(c, site, x);
}

// Charges a tir.for loop its trip count, (stop - start) / step rounded up,
// at its entry (a loop no break or return leaves early): false, after
// recording the step limit, when the TEC has not that many iterations left
// or the loop would never end (a step of 0 or below); the loop then does
// not run. One compare a loop instead of one an iteration.
static inline bool __compass_enter_loop(__compass_ctx *c, long start, long stop,
                                        long step, int site) {
  // A step that is not positive is the loop condition's refusal (kind 7).
  if (start >= stop || step <= 0)
    return true;
  ulong trips = (ulong)((stop - start - 1) / step) + 1;
  if (trips > c->steps) {
    c->steps = 0;
    __compass_record(c, 5, site, -1, 0, 0, 0);
    return false;
  }
  c->steps -= trips;
  return true;
}

// Counts one loop iteration; true (after recording the step limit) when
// the TEC has run out of them, so that the loop stops.
static inline bool __compass_out_of_steps(__compass_ctx *c, int site) {
  if (c->steps != 0) {
    --c->steps;
    return false;
  }
  __compass_record(c, 5, site, -1, 0, 0, 0);
  return true;
}

static inline void __compass_push(__compass_ctx *c, ulong base, ulong size,
                                  int id) {
  if (c->count == __COMPASS_MAX_REGIONS) {
    __compass_record(c, 3, -1, id, 0, 0, 0);
    return;
  }
  c->base[c->count] = base;
  c->size[c->count] = size;
  c->id[c->count] = id;
  ++c->count;
}

// True when [addr, addr + bytes) lies in one region; else records the
// violation against the nearest region: the one addr is least far past the
// end of or before the start of (an access before a NumPy view's base, say).
static inline bool __compass_check(__compass_ctx *c, ulong addr, ulong bytes,
                                   int site) {
  int nearest = -1;
  ulong distance = 0;
  for (int i = 0; i < c->count; ++i) {
    if (addr >= c->base[i] && addr - c->base[i] <= c->size[i] &&
        bytes <= c->size[i] - (addr - c->base[i]))
      return true;
    ulong away = addr < c->base[i] ? c->base[i] - addr
                 : addr - c->base[i] < c->size[i]
                     ? 0
                     : addr - c->base[i] - c->size[i];
    if (nearest < 0 || away < distance) {
      nearest = i;
      distance = away;
    }
  }
  if (nearest < 0)
    __compass_record(c, 1, site, -1, 0, (int)bytes, 0);
  else
    __compass_record(c, 1, site, c->id[nearest],
                     (long)(addr - c->base[nearest]), (int)bytes,
                     c->size[nearest]);
  return false;
}

// A masked vector access touches its active lanes only (predicate bit
// i * k of lane i).
static inline bool __compass_check_lanes(__compass_ctx *c, ulong addr,
                                         uint laneBytes, uint lanes, uint m,
                                         int site) {
  uint k = 32 / lanes;
  int first = -1, last = -1;
  for (uint i = 0; i < lanes; ++i)
    if ((m >> (i * k)) & 1u) {
      if (first < 0)
        first = (int)i;
      last = (int)i;
    }
  if (first < 0)
    return true;
  return __compass_check(c, addr + (ulong)first * laneBytes,
                         (ulong)(last - first + 1) * laneBytes, site);
}

// The `times` rows of `width` bytes, `stride` bytes apart, of a DMA side.
static inline bool __compass_check_rows(__compass_ctx *c, ulong addr,
                                        long width, long stride, long times,
                                        int site) {
  for (long t = 0; t < times && width > 0; ++t)
    if (!__compass_check(c, addr + t * stride, width, site))
      return false;
  return true;
}

static inline int __compass_division_by_zero(__compass_ctx *c, int site) {
  __compass_record(c, 2, site, -1, 0, 0, 0);
  return 1;
}

// The divisor b, or 1 after recording a division by zero.
#define __compass_divisor(c, b, site)                                          \
  ((b) != 0 ? (b) : (__compass_division_by_zero(c, site) + (b)))

// An operand the simulator refuses (kind 7): `ok` is the simulator's
// condition on the operation's run-time operands (a DMA's width, strides and
// limits, a stride, a lane count, index or shift, a loop's step); the caller
// skips or clamps the operation when it is false.
static inline bool __compass_require(__compass_ctx *c, bool ok, int site) {
  if (!ok)
    __compass_record(c, 7, site, -1, 0, 0, 0);
  return ok;
}

// Events, checked as the simulator does (its handles, id + 4 * generation):
// S.alloc_events of a fifth event, a handle of a freed event, S.wait_events
// on an event no DMA used, a DMA still busy when the kernel ends. The copies
// themselves are done at once (see "Events and asynchronous DMA" below).
static inline int __compass_alloc_event(__compass_ctx *c, int site) {
  for (uint id = 0; id < __COMPASS_EVENTS; ++id)
    if (!((c->events >> id) & 1u)) {
      c->events |= 1u << id;
      c->used &= ~(1u << id);
      return (int)(id + __COMPASS_EVENTS * ++c->generation[id]);
    }
  __compass_require(c, false, site);
  return 0; // generation 0: no event's handle
}

// The event of a handle, or -1 after recording a freed one.
static inline int __compass_event(__compass_ctx *c, int handle, int site) {
  uint id = (uint)handle % __COMPASS_EVENTS;
  return __compass_require(c,
                           ((c->events >> id) & 1u) &&
                               c->generation[id] ==
                                   (uint)handle / __COMPASS_EVENTS,
                           site)
             ? (int)id
             : -1;
}

// S.wait_events (`wait`) or S.free_events of the first n handles.
static inline void __compass_settle_events(__compass_ctx *c, int n, int e0,
                                           int e1, int e2, int e3, bool wait,
                                           int site) {
  int handles[__COMPASS_EVENTS] = {e0, e1, e2, e3};
  uint mask = 0;
  for (int i = 0; i < n; ++i) {
    int id = __compass_event(c, handles[i], site);
    if (id < 0 || !__compass_require(c, !wait || ((c->used >> id) & 1u), site))
      return;
    mask |= 1u << id;
  }
  c->busy &= ~mask;
  if (!wait)
    c->events &= ~mask;
}

// The event of an asynchronous DMA, which moves data (`moves`) or not;
// false after recording a freed one.
static inline bool __compass_dma_event(__compass_ctx *c, int handle,
                                       bool moves, int site, int busySite) {
  int id = __compass_event(c, handle, site);
  if (id < 0)
    return false;
  c->used |= 1u << id;
  if (moves && !((c->busy >> id) & 1u)) {
    c->busy |= 1u << id;
    c->busySite[id] = busySite;
    c->busyOrder[id] = c->dmas;
  }
  ++c->dmas;
  return true;
}

// At the end of the kernel: the first DMA still busy, if any.
static inline void __compass_events_idle(__compass_ctx *c) {
  int first = -1;
  for (int id = 0; id < __COMPASS_EVENTS; ++id)
    if (((c->busy >> id) & 1u) &&
        (first < 0 || c->busyOrder[id] < c->busyOrder[first]))
      first = id;
  if (first >= 0)
    __compass_require(c, false, c->busySite[first]);
}

// S.perf_tick_begin / S.perf_tick_end pairs of a TEC (the simulator's
// Misc.cpp): a cid opened twice, closed unopened or never closed.
static inline void __compass_tick_begin(__compass_ctx *c, uint cid, int site,
                                        int openSite) {
  if (c->ticks < 0)
    return;
  for (int i = 0; i < c->ticks; ++i)
    if (!__compass_require(c, c->tickCid[i] != cid, site))
      return;
  if (c->ticks == __COMPASS_MAX_TICKS) {
    c->ticks = -1;
    return;
  }
  c->tickCid[c->ticks] = cid;
  c->tickSite[c->ticks++] = openSite;
}
static inline void __compass_tick_end(__compass_ctx *c, uint cid, int site) {
  if (c->ticks < 0)
    return;
  for (int i = 0; i < c->ticks; ++i)
    if (c->tickCid[i] == cid) {
      for (--c->ticks; i < c->ticks; ++i) {
        c->tickCid[i] = c->tickCid[i + 1];
        c->tickSite[i] = c->tickSite[i + 1];
      }
      return;
    }
  __compass_require(c, false, site);
}
static inline void __compass_ticks_closed(__compass_ctx *c) {
  if (c->ticks > 0)
    __compass_require(c, false, c->tickSite[0]);
}

//===----------------------------------------------------------------------===//
// Memory II: strided and indexed vector accesses, DMA fill, transpose and
// upsample, the data cache (as the simulator's Memory.cpp)
//===----------------------------------------------------------------------===//

// __vload_stride(p, stride_bytes, m): lane i from p + i * stride_bytes;
// __vstore_stride(v, p, stride_bytes, m) stores lane i there. Inactive lanes
// touch no memory (and load as 0).
#define __COMPASS_DEF_VLOAD_STRIDE(AS, VT, ET, SV, N, K, S)                    \
  static inline __attribute__((overloadable)) VT __vload_stride(               \
      AS VT *p, int strideBytes, uint m) {                                     \
    AS uchar *q = (AS uchar *)p;                                               \
    VT r = __builtin_astype((SV)0, VT);                                        \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = *(AS __compass_u_##ET *)(q + (long)i * strideBytes);            \
    return r;                                                                  \
  }
#define __COMPASS_DEF_VSTORE_STRIDE(AS, VT, ET, SV, N, K, S)                   \
  static inline __attribute__((overloadable)) void __vstore_stride(            \
      VT v, AS VT *p, int strideBytes, uint m) {                               \
    AS uchar *q = (AS uchar *)p;                                               \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        *(AS __compass_u_##ET *)(q + (long)i * strideBytes) = v[i];            \
  }

// __vload_gather(p, idx..., m): lane i from p[idx[i]] (element indices, as
// int vectors: int8 for word lanes, int16 for half lanes, two int16 for
// byte lanes); __vstore_scatter(v, p, idx..., m) stores the active lanes
// there, lane 0 first, so the highest of the active lanes sharing an index
// stays.
#define __COMPASS_IDX_1(i) idx[i]
#define __COMPASS_IDX_2(i) ((i) < 16 ? idx[i] : idx2[(i) - 16])
#define __COMPASS_DEF_GATHER(AS, VT, ET, SV, N, K, PARAMS, IDX)                \
  static inline __attribute__((overloadable)) VT __vload_gather(               \
      AS VT *p, PARAMS(), uint m) {                                            \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    VT r = __builtin_astype((SV)0, VT);                                        \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = q[IDX(i)];                                                      \
    return r;                                                                  \
  }
#define __COMPASS_DEF_GATHER_SCATTER(AS, VT, ET, SV, N, K, PARAMS, IDX)        \
  __COMPASS_DEF_GATHER(AS, VT, ET, SV, N, K, PARAMS, IDX)                      \
  static inline __attribute__((overloadable)) void __vstore_scatter(           \
      VT v, AS VT *p, PARAMS(), uint m) {                                      \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        q[IDX(i)] = v[i];                                                      \
  }
// The index parameters, as macros called in the bodies (a comma in an
// argument would split it when one definition macro passes it on).
#define __COMPASS_IDX_PARAMS_BYTE() int16 idx, int16 idx2
#define __COMPASS_IDX_PARAMS_HALF() int16 idx
#define __COMPASS_IDX_PARAMS_WORD() int8 idx
#define __COMPASS_DEF_GATHERS(DEF, AS)                                         \
  DEF(AS, char32, char, uchar32, 32, 1,                                        \
      __COMPASS_IDX_PARAMS_BYTE, __COMPASS_IDX_2)                              \
  DEF(AS, uchar32, uchar, uchar32, 32, 1,                                      \
      __COMPASS_IDX_PARAMS_BYTE, __COMPASS_IDX_2)                              \
  DEF(AS, short16, short, ushort16, 16, 2,                                     \
      __COMPASS_IDX_PARAMS_HALF, __COMPASS_IDX_1)                              \
  DEF(AS, ushort16, ushort, ushort16, 16, 2,                                   \
      __COMPASS_IDX_PARAMS_HALF, __COMPASS_IDX_1)                              \
  DEF(AS, half16, half, ushort16, 16, 2,                                       \
      __COMPASS_IDX_PARAMS_HALF, __COMPASS_IDX_1)                              \
  DEF(AS, int8, int, uint8, 8, 4,                                              \
      __COMPASS_IDX_PARAMS_WORD, __COMPASS_IDX_1)                              \
  DEF(AS, uint8, uint, uint8, 8, 4,                                            \
      __COMPASS_IDX_PARAMS_WORD, __COMPASS_IDX_1)                              \
  DEF(AS, float8, float, uint8, 8, 4,                                          \
      __COMPASS_IDX_PARAMS_WORD, __COMPASS_IDX_1)

__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __private)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __constant)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE_STRIDE, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE_STRIDE, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE_STRIDE, __private)
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER_SCATTER, __global)
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER_SCATTER, __local)
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER_SCATTER, __private)
// Constant tables (S.alloc_const) are read only: gathers alone.
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER, __constant)

// bfloat16 vectors move as their bits.
#define __COMPASS_DEF_BF16_MEMORY2(AS)                                         \
  static inline __attribute__((overloadable)) bf1616 __vload_stride(           \
      AS bf1616 *p, int strideBytes, uint m) {                                 \
    return as_bf1616(__vload_stride((AS ushort16 *)p, strideBytes, m));        \
  }                                                                            \
  static inline __attribute__((overloadable)) void __vstore_stride(            \
      bf1616 v, AS bf1616 *p, int strideBytes, uint m) {                       \
    __vstore_stride(v.bits, (AS ushort16 *)p, strideBytes, m);                 \
  }                                                                            \
  static inline __attribute__((overloadable)) bf1616 __vload_gather(           \
      AS bf1616 *p, int16 idx, uint m) {                                       \
    return as_bf1616(__vload_gather((AS ushort16 *)p, idx, m));                \
  }                                                                            \
  static inline __attribute__((overloadable)) void __vstore_scatter(           \
      bf1616 v, AS bf1616 *p, int16 idx, uint m) {                             \
    __vstore_scatter(v.bits, (AS ushort16 *)p, idx, m);                        \
  }
__COMPASS_DEF_BF16_MEMORY2(__global)
__COMPASS_DEF_BF16_MEMORY2(__local)
__COMPASS_DEF_BF16_MEMORY2(__private)
static inline __attribute__((overloadable)) bf1616
__vload_stride(__constant bf1616 *p, int strideBytes, uint m) {
  return as_bf1616(__vload_stride((__constant ushort16 *)p, strideBytes, m));
}
static inline __attribute__((overloadable)) bf1616
__vload_gather(__constant bf1616 *p, int16 idx, uint m) {
  return as_bf1616(__vload_gather((__constant ushort16 *)p, idx, m));
}

// MemsetDDR / MemsetSRAM(p, bytes, value, data_unit, addr_base): bytes / k
// elements of k = 1 << data_unit bytes set to the low k bytes of value
// (floats come as their bits); addr_base 0 is DDR (and a TEC's stack), 4
// lsram, 8 shared.
#define __COMPASS_DEF_MEMSET(NAME, AS)                                         \
  static inline __attribute__((overloadable)) void NAME(                       \
      AS uchar *p, int bytes, int value, int unit, int base) {                 \
    int k = 1 << unit;                                                         \
    for (int i = 0; i + k <= bytes; i += k)                                    \
      for (int b = 0; b < k; ++b)                                              \
        p[i + b] = (uchar)((uint)value >> (8 * b));                            \
  }
__COMPASS_DEF_MEMSET(MemsetDDR, __global)
__COMPASS_DEF_MEMSET(MemsetDDR, __private)
__COMPASS_DEF_MEMSET(MemsetSRAM, __private)
__COMPASS_DEF_MEMSET(MemsetSRAM, __local)

// DMA_Transpose2D(src, dst, col, row, src_stride, dst_stride, data_unit,
// itemsize): dst[j * dst_stride + i] = src[i * src_stride + j] for i < row,
// j < col (counts in elements of itemsize bytes), row by row.
#define __COMPASS_DEF_TRANSPOSE(SQ, DQ)                                        \
  static inline __attribute__((overloadable)) void DMA_Transpose2D(            \
      SQ uchar *src, DQ uchar *dst, int col, int row, int srcStride,           \
      int dstStride, int unit, int item) {                                     \
    for (int i = 0; i < row; ++i)                                              \
      for (int j = 0; j < col; ++j)                                            \
        for (int b = 0; b < item; ++b)                                         \
          dst[((long)j * dstStride + i) * item + b] =                          \
              src[((long)i * srcStride + j) * item + b];                       \
  }
#define __COMPASS_DEF_TRANSPOSES(SQ)                                           \
  __COMPASS_DEF_TRANSPOSE(SQ, __global)                                        \
  __COMPASS_DEF_TRANSPOSE(SQ, __local)                                         \
  __COMPASS_DEF_TRANSPOSE(SQ, __private)
__COMPASS_DEF_TRANSPOSES(__global)
__COMPASS_DEF_TRANSPOSES(__local)
__COMPASS_DEF_TRANSPOSES(__private)
__COMPASS_DEF_TRANSPOSES(__constant)

// DmaUpsample_<src>_to_<dst>(dst, src, h_scale, w_scale, c_bytes, w,
// src_c_stride_bytes, dst_c_stride_bytes, dst_w_stride): for x < w, the
// c_bytes at src + x * src_c_stride_bytes go to every (a, b) < (h_scale,
// w_scale) at dst + (a * dst_w_stride + x * w_scale + b) *
// dst_c_stride_bytes.
#define __COMPASS_DEF_UPSAMPLE(SRC, SQ, DST, DQ)                               \
  static inline void DmaUpsample_##SRC##_to_##DST(                             \
      DQ uchar *dst, SQ uchar *src, int h, int ws, int cBytes, int w,          \
      int srcCStride, int dstCStride, int dstWStride) {                        \
    for (int x = 0; x < w; ++x)                                                \
      for (int a = 0; a < h; ++a)                                              \
        for (int b = 0; b < ws; ++b) {                                         \
          long at = ((long)a * dstWStride + (long)x * ws + b) * dstCStride;    \
          for (int k = 0; k < cBytes; ++k)                                     \
            dst[at + k] = src[(long)x * srcCStride + k];                       \
        }                                                                      \
  }
__COMPASS_DEF_UPSAMPLE(kGlobal, __global, kLsram, __lsram)
__COMPASS_DEF_UPSAMPLE(kGlobal, __global, kShared, __local)
__COMPASS_DEF_UPSAMPLE(kLsram, __lsram, kGlobal, __global)
__COMPASS_DEF_UPSAMPLE(kShared, __local, kGlobal, __global)

// No level-1 data cache to write back on an OpenCL device.
#define __flush_cache(invalidate) ((void)(invalidate))

// Checked mode: the active lanes of strided and indexed accesses, and the
// destination rows of an upsample.
static inline bool __compass_check_stride_lanes(__compass_ctx *c, ulong addr,
                                                uint laneBytes, uint lanes,
                                                long strideBytes, uint m,
                                                int site) {
  uint k = 32 / lanes;
  for (uint i = 0; i < lanes; ++i)
    if (((m >> (i * k)) & 1u) &&
        !__compass_check(c, addr + (long)i * strideBytes, laneBytes, site))
      return false;
  return true;
}
#define __COMPASS_DEF_CHECK_INDEX(N, PARAMS, IDX)                              \
  static inline __attribute__((overloadable)) bool                             \
  __compass_check_index_lanes(__compass_ctx *c, ulong addr, uint laneBytes,    \
                              PARAMS(), uint m, int site) {                    \
    for (int i = 0; i < N; ++i)                                                \
      if (((m >> (i * (32 / N))) & 1u) &&                                      \
          !__compass_check(c, addr + (long)IDX(i) * laneBytes, laneBytes,      \
                           site))                                              \
        return false;                                                          \
    return true;                                                               \
  }
__COMPASS_DEF_CHECK_INDEX(8, __COMPASS_IDX_PARAMS_WORD, __COMPASS_IDX_1)
__COMPASS_DEF_CHECK_INDEX(16, __COMPASS_IDX_PARAMS_HALF, __COMPASS_IDX_1)
__COMPASS_DEF_CHECK_INDEX(32, __COMPASS_IDX_PARAMS_BYTE, __COMPASS_IDX_2)
static inline bool __compass_check_upsample(__compass_ctx *ctx, ulong dst,
                                            long item, long h, long ws, long c,
                                            long w, long dstCStride,
                                            long dstWStride, int site) {
  for (long a = 0; a < h; ++a)
    if (!__compass_check_rows(ctx, dst + a * dstWStride * dstCStride * item,
                              c * item, dstCStride * item, w * ws, site))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// DMA: DmaDirect_<src>_to_<dst>(dst, src, width, src_stride, total,
// dst_stride), all in bytes: total / width rows of width bytes.
//===----------------------------------------------------------------------===//

// kGlobal is global memory, kLsram a TEC's lsram (private here), kShared the
// core's shared memory (__local), kPrivate a TEC's stack. lsram and shared
// cannot copy to each other (the front end refuses it). The rows go one
// after another, each as memmove (as the simulator and upstream's PySim
// copy them): a row overlapping its source above it is copied from its end.
#define __COMPASS_DEF_DMA(SRC, SQ, DST, DQ)                                   \
  static inline void DmaDirect_##SRC##_to_##DST(                              \
      DQ uchar *dst, SQ const uchar *src, int width, int srcStride, int total, \
      int dstStride) {                                                         \
    if (width <= 0)                                                            \
      return;                                                                  \
    for (int t = 0; t < total / width; ++t) {                                  \
      DQ uchar *to = dst + (long)t * dstStride;                                \
      SQ const uchar *from = src + (long)t * srcStride;                        \
      if ((ulong)to > (ulong)from)                                             \
        for (int i = width - 1; i >= 0; --i)                                   \
          to[i] = from[i];                                                     \
      else                                                                     \
        for (int i = 0; i < width; ++i)                                        \
          to[i] = from[i];                                                     \
    }                                                                          \
  }
// The (source, destination) pairs of DmaDirect / AsyncDmaDirect copies:
// M(SRC, source qualifier, DST, destination qualifier) for each.
#define __COMPASS_FOR_EACH_DMA_PAIR(M)                                         \
  M(kGlobal, __global, kGlobal, __global)                                      \
  M(kGlobal, __global, kLsram, __lsram)                                        \
  M(kGlobal, __global, kShared, __local)                                       \
  M(kGlobal, __global, kPrivate, )                                             \
  M(kLsram, __lsram, kGlobal, __global)                                        \
  M(kShared, __local, kGlobal, __global)                                       \
  M(kPrivate, , kGlobal, __global)                                             \
  M(kPrivate, , kLsram, __lsram)                                               \
  M(kPrivate, , kShared, __local)                                              \
  M(kPrivate, , kPrivate, )                                                    \
  M(kLsram, __lsram, kPrivate, )                                               \
  M(kShared, __local, kPrivate, )
__COMPASS_FOR_EACH_DMA_PAIR(__COMPASS_DEF_DMA)

//===----------------------------------------------------------------------===//
// Events and asynchronous DMA: int alloc_event(), wait_events(bitmask),
// free_events(bitmask), AsyncDmaDirect_<src>_to_<dst>(..., event).
//
// Here every asynchronous copy is done within its call, so no event is ever
// busy and waiting has nothing to wait for. That is a valid refinement of
// the hardware: the DMA engine may finish a transfer at any moment between
// its start and the wait on its event, and finishing it at once is one of
// those moments. A kernel whose result depends on the moment (it reads or
// writes the destination, or writes the source, before the wait) is
// rejected by the simulator, so every kernel it accepts computes here what
// it computes on the NPU. The event ids and the limit of four events per
// TEC are the simulator's checks as well; here every event is id 0.
//===----------------------------------------------------------------------===//

static inline int alloc_event(void) { return 0; }
static inline void wait_events(int events) { (void)events; }
static inline void free_events(int events) { (void)events; }

#define __COMPASS_DEF_ASYNC_DMA(SRC, SQ, DST, DQ)                             \
  static inline void AsyncDmaDirect_##SRC##_to_##DST(                         \
      DQ uchar *dst, SQ const uchar *src, int width, int srcStride, int total, \
      int dstStride, int event) {                                              \
    (void)event;                                                               \
    DmaDirect_##SRC##_to_##DST(dst, src, width, srcStride, total, dstStride);  \
  }
__COMPASS_FOR_EACH_DMA_PAIR(__COMPASS_DEF_ASYNC_DMA)

// Global memory of ASIDs 1 to 3 (global.1 … global.3 pointers, upstream's
// bases kGlobal1 … kGlobal3) is __global memory like kGlobal here; a copy
// between two ASIDs is a global-to-global copy.
#define __COMPASS_DEF_DMA_BOTH(SRC, SQ, DST, DQ)                              \
  __COMPASS_DEF_DMA(SRC, SQ, DST, DQ)                                          \
  __COMPASS_DEF_ASYNC_DMA(SRC, SQ, DST, DQ)
#define __COMPASS_DEF_DMA_ASID(G)                                              \
  __COMPASS_DEF_DMA_BOTH(G, __global, G, __global)                             \
  __COMPASS_DEF_DMA_BOTH(G, __global, kGlobal, __global)                       \
  __COMPASS_DEF_DMA_BOTH(kGlobal, __global, G, __global)                       \
  __COMPASS_DEF_DMA_BOTH(G, __global, kLsram, __lsram)                         \
  __COMPASS_DEF_DMA_BOTH(G, __global, kShared, __local)                        \
  __COMPASS_DEF_DMA_BOTH(G, __global, kPrivate, )                              \
  __COMPASS_DEF_DMA_BOTH(kLsram, __lsram, G, __global)                         \
  __COMPASS_DEF_DMA_BOTH(kShared, __local, G, __global)                        \
  __COMPASS_DEF_DMA_BOTH(kPrivate, , G, __global)                              \
  __COMPASS_DEF_UPSAMPLE(G, __global, kLsram, __lsram)                         \
  __COMPASS_DEF_UPSAMPLE(G, __global, kShared, __local)                        \
  __COMPASS_DEF_UPSAMPLE(kLsram, __lsram, G, __global)                         \
  __COMPASS_DEF_UPSAMPLE(kShared, __local, G, __global)
__COMPASS_DEF_DMA_ASID(kGlobal1)
__COMPASS_DEF_DMA_ASID(kGlobal2)
__COMPASS_DEF_DMA_ASID(kGlobal3)
__COMPASS_DEF_DMA_BOTH(kGlobal1, __global, kGlobal2, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal1, __global, kGlobal3, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal2, __global, kGlobal1, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal2, __global, kGlobal3, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal3, __global, kGlobal1, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal3, __global, kGlobal2, __global)

//===----------------------------------------------------------------------===//
// Builtins I, part A: more lane-wise arithmetic, bitwise and float tests
//===----------------------------------------------------------------------===//

// NAME(r, x, mask): active lanes get FN(x[i]), inactive keep r.
#define __COMPASS_DEF_LANEWISE1(NAME, FN, VT, N, K)                            \
  static inline __attribute__((overloadable)) VT NAME(VT r, VT x, uint m) {    \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = FN(x[i]);                                                       \
    return r;                                                                  \
  }

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
__COMPASS_DEF_BIT_COUNTS(char, uchar, 8)
__COMPASS_DEF_BIT_COUNTS(uchar, uchar, 8)
__COMPASS_DEF_BIT_COUNTS(short, ushort, 16)
__COMPASS_DEF_BIT_COUNTS(ushort, ushort, 16)
__COMPASS_DEF_BIT_COUNTS(int, uint, 32)
__COMPASS_DEF_BIT_COUNTS(uint, uint, 32)

/// __clz / __vpcnt / __vbrevs (r, x, mask), __vcls on signed lanes, __vror
/// (r, x, shift, mask) with the count read as unsigned, modulo the width.
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __clz, clz)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __vpcnt, popcount)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE1, __vbrevs, __compass_brev)
__COMPASS_DEF_LANEWISE1(__vcls, __compass_cls, char32, 32, 1)
__COMPASS_DEF_LANEWISE1(__vcls, __compass_cls, short16, 16, 2)
__COMPASS_DEF_LANEWISE1(__vcls, __compass_cls, int8, 8, 4)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vror, __compass_ror)

/// __vsls (r, x, s, mask): signed lanes shifted left, clamped to their type;
/// __vsrr (r, x, s, mask): x / 2^s rounded to nearest, ties to even.
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
__COMPASS_DEF_LANEWISE(__vsls, __compass_lsls, char32, 32, 1)
__COMPASS_DEF_LANEWISE(__vsls, __compass_lsls, short16, 16, 2)
__COMPASS_DEF_LANEWISE(__vsls, __compass_lsls, int8, 8, 4)
__COMPASS_FOR_EACH_INT_VECTOR(__COMPASS_DEF_LANEWISE, __vsrr, __compass_srr)

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
// Builtins I, part B: widening, narrowing, pairwise and reducing builtins
//===----------------------------------------------------------------------===//

//--- Pairwise builtins: __vaddh, __vsubh, __vmaxh, __vminh (x, y) -----------

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

//--- Whole-mask tests: __vandr_<s>(m), __vorr_<s>(m) ------------------------

// Whether every / any lane of a mask of lane size s (b, h, w) is set.
#define __vandr_b(m) ((((uint)(m)) & __COMPASS_BITS_b) == __COMPASS_BITS_b)
#define __vandr_h(m) ((((uint)(m)) & __COMPASS_BITS_h) == __COMPASS_BITS_h)
#define __vandr_w(m) ((((uint)(m)) & __COMPASS_BITS_w) == __COMPASS_BITS_w)
#define __vorr_b(m) ((((uint)(m)) & __COMPASS_BITS_b) != 0u)
#define __vorr_h(m) ((((uint)(m)) & __COMPASS_BITS_h) != 0u)
#define __vorr_w(m) ((((uint)(m)) & __COMPASS_BITS_w) != 0u)

//--- Reductions: __vrpadd, __vrpmax, __vrpmin, __vrpmaxe, __vrpmine (x, m) --

// Lane 0 of the result holds the reduction of the active lanes; the other
// lanes are undefined (here: x's), but lane 1 of the *e forms, which holds
// the lowest active index of the extreme as bits of the lane type.

/// __vrpadd on integer lanes: the sum, wrapping.
#define __COMPASS_DEF_VRPADD_INT(VT, N, K)                                     \
  static inline __attribute__((overloadable)) VT __vrpadd(VT x, uint m) {      \
    uint total = 0;                                                            \
    for (int i = 0; i < (N); ++i)                                              \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        total += (uint)x[i];                                                   \
    x[0] = total;                                                              \
    return x;                                                                  \
  }
__COMPASS_DEF_VRPADD_INT(char32, 32, 1)
__COMPASS_DEF_VRPADD_INT(uchar32, 32, 1)
__COMPASS_DEF_VRPADD_INT(short16, 16, 2)
__COMPASS_DEF_VRPADD_INT(ushort16, 16, 2)
__COMPASS_DEF_VRPADD_INT(int8, 8, 4)
__COMPASS_DEF_VRPADD_INT(uint8, 8, 4)

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
static inline __attribute__((overloadable)) float8 __vrpadd(float8 x, uint m) {
  float v[8];
  for (int i = 0; i < 8; ++i)
    v[i] = __COMPASS_LANE_ON(m, i, 4) ? x[i] : 0.0f;
  x[0] = __compass_pairwise_sum(v, 8);
  return x;
}
static inline __attribute__((overloadable)) float8 __vrpadd(half16 x, uint m) {
  float v[16];
  for (int i = 0; i < 16; ++i)
    v[i] = __COMPASS_LANE_ON(m, i, 2) ? (float)x[i] : 0.0f;
  float8 r = (float8)0.0f;
  r[0] = __compass_pairwise_sum(v, 16);
  return r;
}
static inline __attribute__((overloadable)) float8 __vrpadd(bf1616 x, uint m) {
  float v[16];
  for (int i = 0; i < 16; ++i)
    v[i] = __COMPASS_LANE_ON(m, i, 2) ? __bf16_to_float(x.bits[i]) : 0.0f;
  float8 r = (float8)0.0f;
  r[0] = __compass_pairwise_sum(v, 16);
  return r;
}

// NAME(x, m): the extreme of the active lanes, folded in lane order (the
// first of equal lanes stays, a NaN stays: v != v). VALUE reads a lane as a
// comparable value; UT is the unsigned type of a lane's bits; INDEX whether
// lane 1 gets the lowest active index of the extreme.
#define __COMPASS_DEF_VRPEXT(NAME, VT, UT, N, K, CMP, VALUE, INDEX)      \
  static inline __attribute__((overloadable)) VT NAME(VT x, uint m) {          \
    int best = -1;                                                             \
    for (int i = 0; i < (N); ++i) {                                            \
      if (!__COMPASS_LANE_ON(m, i, K))                                         \
        continue;                                                              \
      if (best < 0 || !(VALUE(x, best) CMP VALUE(x, i) ||                      \
                        VALUE(x, best) != VALUE(x, best)))                     \
        best = i;                                                              \
    }                                                                          \
    if (best < 0)                                                              \
      return x;                                                                \
    int index = -1;                                                            \
    for (int i = 0; INDEX && i < (N); ++i)                                     \
      if (index < 0 && __COMPASS_LANE_ON(m, i, K) &&                           \
          VALUE(x, i) == VALUE(x, best))                                       \
        index = i;                                                             \
    union {                                                                    \
      VT v;                                                                    \
      UT u[N];                                                                 \
    } w;                                                                       \
    w.v = x;                                                                   \
    w.u[0] = w.u[best];                                                        \
    if (index >= 0)                                                            \
      w.u[1] = (UT)index;                                                      \
    return w.v;                                                                \
  }
#define __COMPASS_VRP_PLAIN(v, i) ((v)[i])
#define __COMPASS_VRP_HALF(v, i) ((float)(v)[i])
#define __COMPASS_VRP_BF16(v, i) (__bf16_to_float((v).bits[i]))
#define __COMPASS_DEF_VRPEXT_ALL(NAME, CMP, INDEX)                             \
  __COMPASS_DEF_VRPEXT(NAME, char32, uchar, 32, 1, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, uchar32, uchar, 32, 1, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, short16, ushort, 16, 2, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, ushort16, ushort, 16, 2, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, int8, uint, 8, 4, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, uint8, uint, 8, 4, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, half16, ushort, 16, 2, CMP, __COMPASS_VRP_HALF, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, float8, uint, 8, 4, CMP, __COMPASS_VRP_PLAIN, INDEX) \
  __COMPASS_DEF_VRPEXT(NAME, bf1616, ushort, 16, 2, CMP, __COMPASS_VRP_BF16, INDEX)
__COMPASS_DEF_VRPEXT_ALL(__vrpmax, >=, 0)
__COMPASS_DEF_VRPEXT_ALL(__vrpmin, <=, 0)
__COMPASS_DEF_VRPEXT_ALL(__vrpmaxe, >=, 1)
__COMPASS_DEF_VRPEXT_ALL(__vrpmine, <=, 1)


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
__COMPASS_DEF_CVT_LANE(char32, long, (long)v[j])
__COMPASS_DEF_CVT_LANE(uchar32, long, (long)v[j])
__COMPASS_DEF_CVT_LANE(short16, long, (long)v[j])
__COMPASS_DEF_CVT_LANE(ushort16, long, (long)v[j])
__COMPASS_DEF_CVT_LANE(int8, long, (long)v[j])
__COMPASS_DEF_CVT_LANE(uint8, long, (long)v[j])
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
#define __COMPASS_DEF_VCVT_FROM_EACH(DST, VCVT, IMPL, CVT, DN, SET)            \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, char32, 32)                \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, uchar32, 32)               \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, short16, 16)               \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, ushort16, 16)              \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, int8, 8)                   \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, uint8, 8)                  \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, half16, 16)                \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, float8, 8)                 \
  __COMPASS_DEF_VCVT(DST, VCVT, IMPL, CVT, DN, SET, bf1616, 16)
__COMPASS_DEF_VCVT_FROM_ALL(char32, char, 32, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(uchar32, uchar, 32, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(short16, short, 16, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(ushort16, ushort, 16, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(int8, int, 8, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(uint8, uint, 8, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(half16, half, 16, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(float8, float, 8, __COMPASS_CVT_SET)
__COMPASS_DEF_VCVT_FROM_ALL(bf1616, bf16, 16, __COMPASS_CVT_SET_BF16)
// --- out_sign: integer operands whose signedness differs from the result's.

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

// --- __vmull / __vmulh (r, x, y, mask): widening multiplication of the low
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

// --- __vnsr, __vnsrs (saturate), __vnsrr (round), __vnsrsr (both)
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


//===----------------------------------------------------------------------===//
// Dot family: __vdot, __vqdot (x, y, mask); __vdpa, __vqdpa, __vfma, __vfmae,
// __vfmao (acc, x, y, mask)
//===----------------------------------------------------------------------===//

// Products are summed exactly: integers in long, then saturated to the
// result; floats in double (products of float16, bfloat16 and float32 lanes
// are exact there), in lane order, then rounded once to float. Result lanes
// no active product reaches keep acc (zero without acc: undefined).

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

// Integer groups of G lanes of x (XN lanes, K predicate bits a lane): the
// exact sum of a group's active products on top of s.
#define __COMPASS_DEF_DOT_INT(NAME, RT, RET, XT, YT, XN, G, K, MIN, MAX)     \
  static inline long __compass_##NAME##_##XT##_##YT(XT x, YT y, uint m, int g, \
                                                    long s) {                  \
    for (int j = 0; j < (G); ++j) {                                            \
      int i = g * (G) + j;                                                     \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        s += (long)x[i] * (long)y[i];                                          \
    }                                                                          \
    return s;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) RT NAME(XT x, YT y, uint m) {    \
    RT r = (RT)0;                                                              \
    for (int g = 0; g < (XN) / (G); ++g)                                       \
      r[g] = (RET)__COMPASS_CLAMP(                                             \
          __compass_##NAME##_##XT##_##YT(x, y, m, g, 0), MIN, MAX);            \
    return r;                                                                  \
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
  static inline int __compass_vqdot_##XT(XT x, XT y, uint m, int g,           \
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
  static inline __attribute__((overloadable)) float8 __vqdot(XT x, XT y,       \
                                                             uint m) {         \
    float8 r = (float8)0;                                                      \
    for (int g = 0; g < 4; ++g) {                                              \
      double s = 0;                                                            \
      __compass_vqdot_##XT(x, y, m, g, &s);                                    \
      r[2 * g] = (float)s;                                                     \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 __vqdpa(                  \
      float8 acc, XT x, XT y, uint m) {                                        \
    for (int g = 0; g < 4; ++g) {                                              \
      double s = (double)acc[2 * g];                                           \
      if (__compass_vqdot_##XT(x, y, m, g, &s))                                \
        acc[2 * g] = (float)s;                                                 \
    }                                                                          \
    return acc;                                                                \
  }                                                                            \
  /* __vfmae / __vfmao: acc[k] + x[2k (+1)] * y[2k (+1)], mask of acc. */      \
  static inline __attribute__((overloadable)) float8 __vfmae(                  \
      float8 acc, XT x, XT y, uint m) {                                        \
    for (int k = 0; k < 8; ++k)                                                \
      if (__COMPASS_LANE_ON(m, k, 4))                                          \
        acc[k] = (float)((double)acc[k] + __compass_dot_lane(x, 2 * k) *       \
                                              __compass_dot_lane(y, 2 * k));   \
    return acc;                                                                \
  }                                                                            \
  static inline __attribute__((overloadable)) float8 __vfmao(                  \
      float8 acc, XT x, XT y, uint m) {                                        \
    for (int k = 0; k < 8; ++k)                                                \
      if (__COMPASS_LANE_ON(m, k, 4))                                          \
        acc[k] = (float)((double)acc[k] + __compass_dot_lane(x, 2 * k + 1) *   \
                                              __compass_dot_lane(y, 2 * k + 1)); \
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
      acc[i] = (float)((double)acc[i] + (double)x[i] * (double)y[i]);
  return acc;
}

/// __vreinterpret_<result type>(x): the 256 bits of x as another vector.
#define __COMPASS_DEF_TO_BITS(V, BITS)                                         \
  static inline __attribute__((overloadable)) uchar32 __compass_to_bits(V v) { \
    return __builtin_astype(BITS, uchar32);                                    \
  }
__COMPASS_DEF_TO_BITS(char32, v)
__COMPASS_DEF_TO_BITS(uchar32, v)
__COMPASS_DEF_TO_BITS(short16, v)
__COMPASS_DEF_TO_BITS(ushort16, v)
__COMPASS_DEF_TO_BITS(int8, v)
__COMPASS_DEF_TO_BITS(uint8, v)
__COMPASS_DEF_TO_BITS(half16, v)
__COMPASS_DEF_TO_BITS(float8, v)
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

/// __vmml / __vmma (ptr, x, y): the 4x4 product of x (row major) and y
/// (column major) into 16 float at ptr, row major (__vmma adds it), each sum
/// formed in double in k order and rounded once.
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
        out[4 * r + c] = (float)s;                                             \
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

//===----------------------------------------------------------------------===//
// Miscellaneous builtins: S.printf's %f, S.perf_tick_begin / S.perf_tick_end
//===----------------------------------------------------------------------===//

/// S.printf's %f (upstream's PySim): the value rounded to 12 decimals (to
/// nearest even) and cut to 6, returned so that printf's "%f" prints exactly
/// those 6 decimals; NaN as a positive NaN. Below 2^23 x * 1e12 is exact in
/// double and its integer fits a long; above, x is an integer already.
static inline double __compass_printf_f(float x) {
  if (isnan(x))
    return (double)NAN;
  if (isinf(x) || fabs(x) >= 8388608.0f)
    return (double)x;
  double scaled = rint((double)x * 1e12);
  long micro = (long)scaled / 1000000L;
  return copysign((double)micro / 1e6, (double)x);
}
static inline double __compass_printf_bf16(bf16 x) {
  return __compass_printf_f(__bf16_to_float(x));
}

/// The profiler's marks: the simulator counts instructions between them, the
/// device's profiler records ticks; here they do nothing (upstream's weak
/// default).
static inline void __perf_record_tick_begin(uint eid) {}
static inline void __perf_record_tick_end(uint eid) {}

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

__COMPASS_DEF_PERMUTE(char32, 32, 1, char32, uchar32, uchar)
__COMPASS_DEF_PERMUTE(uchar32, 32, 1, char32, uchar32, uchar)
__COMPASS_DEF_PERMUTE(short16, 16, 2, short16, ushort16, ushort)
__COMPASS_DEF_PERMUTE(ushort16, 16, 2, short16, ushort16, ushort)
__COMPASS_DEF_PERMUTE(int8, 8, 4, int8, uint8, uint)
__COMPASS_DEF_PERMUTE(uint8, 8, 4, int8, uint8, uint)
__COMPASS_DEF_PERMUTE(half16, 16, 2, short16, ushort16, ushort)
__COMPASS_DEF_PERMUTE(float8, 8, 4, int8, uint8, uint)

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

#endif // COMPASS_DSL_H
