//===- RuntimeABI.h - what lowered kernels call in the native runtime -*- C++
//-*-===//
//
// The functions -convert-compass-to-core declares and calls for the parts of
// the execution model that are not arithmetic: which TEC runs, barriers and
// run-time errors. lib/Native/Runtime.cpp defines them with C linkage and
// registers them with the JIT under these names.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_NATIVE_RUNTIMEABI_H
#define COMPASS_NATIVE_RUNTIMEABI_H

#include "llvm/ADT/StringRef.h"

namespace mlir::compass::native {

/// `i32 ()`: the running TEC's id (compass.get_local_id).
inline constexpr llvm::StringLiteral kLocalIdFn = "compass_rt_local_id";
/// `i32 ()`: the number of TECs (compass.get_local_size).
inline constexpr llvm::StringLiteral kLocalSizeFn = "compass_rt_local_size";
/// `()`: waits until every TEC reaches the barrier (compass.barrier).
inline constexpr llvm::StringLiteral kBarrierFn = "compass_rt_barrier";
/// `(ptr where, ptr what)`: stops the run with the error "<where>: error:
/// <what> (TEC n)"; never returns to the kernel.
inline constexpr llvm::StringLiteral kFailFn = "compass_rt_fail";

/// `(ptr where, ptr what, i64 value)`: as kFailFn with "<what>, got
/// <value>".
inline constexpr llvm::StringLiteral kFailValueFn = "compass_rt_fail_value";
/// `(ptr where)`: a call of a subroutine begins; stops the run when the
/// running TEC's calls nest deeper than the simulator allows.
inline constexpr llvm::StringLiteral kEnterFn = "compass_rt_enter";
/// `()`: a call of a subroutine returned.
inline constexpr llvm::StringLiteral kLeaveFn = "compass_rt_leave";

} // namespace mlir::compass::native

#endif // COMPASS_NATIVE_RUNTIMEABI_H
