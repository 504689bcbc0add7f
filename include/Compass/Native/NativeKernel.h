//===- NativeKernel.h - compass-level kernels JIT-compiled ------*- C++ -*-===//
//
// The native tier: a compass-level module lowered by -compass-lower-to-llvm,
// compiled by MLIR's ExecutionEngine and run with the TECs as fibers of the
// calling thread (lib/Native/Runtime.cpp), scheduled as the simulator
// schedules them: TEC 0 until it waits at a barrier or ends, then TEC 1, …
// It computes what the simulator computes but checks nothing the simulator
// checks (bounds, races, uninitialized reads); integer division by zero
// still stops the run with a located error.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_NATIVE_NATIVEKERNEL_H
#define COMPASS_NATIVE_NATIVEKERNEL_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace mlir::compass::native {

/// The S.perf_tick_* fragment `cid` on one TEC of a native run: the
/// nanoseconds spent inside its closed fragments, and how many there were.
struct PerfTickTime {
  uint32_t cid = 0;
  unsigned tec = 0;
  uint64_t nanoseconds = 0;
  uint64_t count = 0;
};

/// What a native run reports besides the arrays it writes.
struct RunOutput {
  /// What S.printf printed, in the order the TECs ran (the simulator's).
  std::string printed;
  /// Sorted by (cid, TEC).
  std::vector<PerfTickTime> perfTicks;
};

/// A kernel compiled to host code.
class NativeKernel {
public:
  ~NativeKernel();

  /// Compiles the `compass.kernel` function of `module` (compass-level IR,
  /// left unchanged). Errors are diagnostics at the operations' locations.
  static FailureOr<std::unique_ptr<NativeKernel>> compile(ModuleOp module);

  /// Runs the kernel on `tecCount` TECs. `args` holds one pointer per
  /// kernel parameter to its value: for a pointer parameter, to a `void *`
  /// holding the buffer's address (the buffers are used in place); for a
  /// scalar, to its bits. `output` receives what the run printed and
  /// measured (also when it fails). On failure `error` says why, as the
  /// simulator words run errors ("<file:line:col>: error: … (TEC n)").
  LogicalResult run(ArrayRef<void *> args, unsigned tecCount,
                    RunOutput &output, std::string &error) const;

private:
  NativeKernel() = default;
  std::unique_ptr<ExecutionEngine> engine;
  void (*entry)(void **) = nullptr;
  /// Refills the kernel's allocations with the simulator's poison pattern
  /// (null: the kernel has none).
  void (*reset)(void **) = nullptr;
  /// "file:line:col" of the kernel function, where faults are reported.
  std::string where;
};

/// Runs `entry` (a packed kernel: one pointer per argument) on `tecCount`
/// TEC fibers (Runtime.cpp), behind the wall (Wall.cpp): a fault or an
/// interrupt fails the run, reported at `kernelWhere` ("file:line:col" of
/// the kernel).
LogicalResult runOnTecs(void (*entry)(void **), void **args, unsigned tecCount,
                        const char *kernelWhere, RunOutput &output,
                        std::string &error);

/// The runtime functions of RuntimeABI.h with their addresses, for the JIT:
/// every entry of RuntimeEntries.def, then the Math builtins' functions.
void forEachRuntimeSymbol(function_ref<void(StringRef, void *)> callback);

/// The Math builtins' functions among them (lib/Native/Math.cpp).
void forEachMathSymbol(function_ref<void(StringRef, void *)> callback);

} // namespace mlir::compass::native

#endif // COMPASS_NATIVE_NATIVEKERNEL_H
