//===- RuntimeABI.h - what lowered kernels call at run time -----*- C++ -*-===//
//
// The functions -convert-compass-to-core declares and calls for the parts of
// the execution model that are not arithmetic: which TEC runs, barriers,
// DMA, events and run-time errors. Each is one line of RuntimeEntries.def;
// lib/Native defines them with C linkage and registers them with the JIT.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_NATIVE_RUNTIMEABI_H
#define COMPASS_NATIVE_RUNTIMEABI_H

#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/MathKind.h"

#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace mlir::compass::native {

/// The name of each entry of RuntimeEntries.def: `kBarrierFn` is
/// "compass_rt_barrier", and so on.
#define COMPASS_RUNTIME_ENTRY(CONSTANT, SYMBOL, RESULT, PARAMS)                \
  inline constexpr llvm::StringLiteral CONSTANT = #SYMBOL;
#include "Compass/Native/RuntimeEntries.def"

/// The `() -> ()` function the lowered module defines to refill every
/// allocation (a kPoisonFn call each) and register the allocations and
/// tables as the kernel's memory (kAddRegionFn); a native run calls it
/// before the TECs start.
inline constexpr llvm::StringLiteral kResetAllocationsFn =
    "compass_reset_allocations";

/// The core function type of the runtime entry `name` (RuntimeEntries.def:
/// a pointer is `!llvm.ptr`, int32_t i32, int64_t i64), or null when `name`
/// is none of them.
FunctionType getRuntimeFunctionType(MLIRContext *context, StringRef name);

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
