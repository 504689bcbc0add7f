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
//    of a load are zero. No vector access of dsl.h assumes alignment:
//    a vector may start at any byte (dsl/memory.h).
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
// The builtins live in dsl/, one header per family, which this file includes
// in dependency order (each holds only a part: include this file):
//   types.h       half, the 256-bit vector and bfloat16 types, masks, the
//                 list of vector types and the lane-wise definitions
//   memory.h      __vload / __vstore, strided, gather / scatter
//   dma.h         DMA copies, events, memset, transpose, upsample
//   checked.h     checked mode: __compass_ctx, bounds, barriers, steps,
//                 operands, events (compass-translate --to-opencl-checked)
//   arith.h       lane-wise arithmetic, min / max, abs, rint, mixed signs
//   bitwise.h     and / or / xor / not, shifts, bit counts, rotation
//   compare.h     comparisons into masks, __vsel
//   permute.h     __extract / __insert, __vperm, __vtbl, __vcompc / __vcompt
//   cross_lane.h  pairwise and reducing builtins
//   convert.h     __vcvt_*, __vcvtue_tw / __vcvtuo_tw, __vreinterpret_*,
//                 widening and narrowing
//   dot.h         the Dot family and __vmml / __vmma (enables cl_khr_fp64)
//   misc.h        S.printf's %f, perf ticks
//   math.h        the Math builtins over dsl_math.h
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

#include <compass/dsl/types.h>
#include <compass/dsl/memory.h>
#include <compass/dsl/dma.h>
#include <compass/dsl/checked.h>
#include <compass/dsl/arith.h>
#include <compass/dsl/bitwise.h>
#include <compass/dsl/compare.h>
#include <compass/dsl/permute.h>
#include <compass/dsl/cross_lane.h>
#include <compass/dsl/convert.h>
#include <compass/dsl/dot.h>
#include <compass/dsl/misc.h>
#include <compass/dsl/math.h>

#endif // COMPASS_DSL_H
