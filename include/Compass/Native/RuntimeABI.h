//===- RuntimeABI.h - what lowered kernels call at run time -----*- C++ -*-===//
//
// The functions -convert-compass-to-core declares and calls for the parts of
// the execution model that are not arithmetic: which TEC runs, barriers and
// run-time errors. lib/Native/Runtime.cpp defines them with C linkage and
// registers them with the JIT under these names.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_NATIVE_RUNTIMEABI_H
#define COMPASS_NATIVE_RUNTIMEABI_H

#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/MathKind.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace mlir::compass::native {

/// `i32 ()`: the running TEC's id (compass.get_local_id).
inline constexpr llvm::StringLiteral kLocalIdFn = "compass_rt_local_id";
/// `i32 ()`: the number of TECs (compass.get_local_size).
inline constexpr llvm::StringLiteral kLocalSizeFn = "compass_rt_local_size";
/// `(ptr where, ptr barrier)`: waits until every TEC reaches the barrier
/// (compass.barrier at "file:line:col" `where`, identified by the address
/// `barrier` of a global of its own); TECs waiting at different barriers
/// are barrier divergence.
inline constexpr llvm::StringLiteral kBarrierFn = "compass_rt_barrier";
/// `(ptr where)`: the running TEC returns from the kernel at `where` (a
/// tir.return of the kernel function), which divergence errors name.
inline constexpr llvm::StringLiteral kReturnFn = "compass_rt_return";
/// `(ptr where, ptr what)`: stops the run with the error "<where>: error:
/// <what> (TEC n)"; never returns to the kernel.
inline constexpr llvm::StringLiteral kFailFn = "compass_rt_fail";

/// `(ptr where, ptr what, i64 value)`: as kFailFn, the first "%v" of
/// `what` replaced by the value.
inline constexpr llvm::StringLiteral kFailValueFn = "compass_rt_fail_value";
/// `(ptr where)`: a call of a subroutine begins; stops the run when the
/// running TEC's calls nest deeper than the simulator allows.
inline constexpr llvm::StringLiteral kEnterFn = "compass_rt_enter";
/// `()`: a call of a subroutine returned.
inline constexpr llvm::StringLiteral kLeaveFn = "compass_rt_leave";

/// `(ptr, i64 copyBytes, i32 copies)`: fills `copies` consecutive copies of
/// `copyBytes` bytes with the simulator's poison pattern, each from its
/// start, as the simulator's allocations begin every run.
inline constexpr llvm::StringLiteral kPoisonFn = "compass_rt_poison";
/// `()`: the function of the lowered module that refills every allocation
/// (a kPoisonFn call each); NativeKernel::run calls it before a run.
inline constexpr llvm::StringLiteral kResetAllocationsFn =
    "compass_reset_allocations";

// DMA and events (lib/Native/Dma.cpp). Every one takes `where` first, the
// "file:line:col" of its operation; counts are i32 in elements of
// `itemBytes` bytes; a side is 0 (other), 1 (lsram) or 2 (shared), as
// Compass/Support/DmaRules.h's DmaSide.

/// `(where, dst, src, width, srcStride, times, dstStride, itemBytes,
/// dstSide, srcSide)`: compass.dma_copy.
inline constexpr llvm::StringLiteral kDmaCopyFn = "compass_rt_dma_copy";
/// `(where, ptr, value bits (i32), num, itemBytes)`: compass.dma_memset.
inline constexpr llvm::StringLiteral kDmaMemsetFn = "compass_rt_dma_memset";
/// `(where, dst, src, row, col, dstStride, srcStride, given (bit 0: dst
/// stride, bit 1: src stride), itemBytes)`: compass.dma_transpose2d.
inline constexpr llvm::StringLiteral kDmaTranspose2dFn =
    "compass_rt_dma_transpose2d";
/// `(where, dst, src, hScale, wScale, c, w, srcCStride, dstCStride,
/// dstWStride, itemBytes)`: compass.dma_upsample.
inline constexpr llvm::StringLiteral kDmaUpsampleFn = "compass_rt_dma_upsample";
/// `i32 (where)`: compass.alloc_event, the event's handle.
inline constexpr llvm::StringLiteral kAllocEventFn = "compass_rt_alloc_event";
/// `(where, dst, src, width, srcStride, times, dstStride, event,
/// itemBytes)`: compass.async_dma_copy.
inline constexpr llvm::StringLiteral kAsyncDmaCopyFn =
    "compass_rt_async_dma_copy";
/// `(where, count, e0, e1, e2, e3)`: compass.wait_events / free_events of
/// the first `count` handles.
inline constexpr llvm::StringLiteral kWaitEventsFn = "compass_rt_wait_events";
inline constexpr llvm::StringLiteral kFreeEventsFn = "compass_rt_free_events";

// S.printf and S.perf_tick_* (lib/Native/Misc.cpp).

/// `(ptr format, i32 count, ptr args, ptr kinds)`: compass.printf; `args`
/// holds `count` operands of 32 bytes each (a scalar in its first bytes),
/// `kinds` their ElementKinds (a vector's lanes), one byte each.
inline constexpr llvm::StringLiteral kPrintfFn = "compass_rt_printf";
/// `(ptr where, i32 cid)`: compass.perf_tick_begin / perf_tick_end.
inline constexpr llvm::StringLiteral kPerfTickBeginFn =
    "compass_rt_perf_tick_begin";
inline constexpr llvm::StringLiteral kPerfTickEndFn = "compass_rt_perf_tick_end";

// The Math builtins (lib/Native/Math.cpp): one function per S.* name and
// float lane type, computing a whole native vector with the simulator's
// Compass/Support/MathFunctions.h.

/// The function computing S.<function> ("exp" … "exp2", "pow") on a
/// vector of `lane` (F32, F16 or BF16) lanes: `(ptr x, ptr result)`, or
/// `(ptr x, ptr y, ptr result)` for "pow", each a native vector in memory.
inline std::string getMathFnName(llvm::StringRef function, ElementKind lane) {
  return ("compass_rt_math_" + function + "_" + getElementInfo(lane).mlirName)
      .str();
}

} // namespace mlir::compass::native

#endif // COMPASS_NATIVE_RUNTIMEABI_H
