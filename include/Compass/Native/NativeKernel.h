//===- NativeKernel.h - compass-level kernels JIT-compiled ------*- C++ -*-===//
//
// The native tier: a compass-level module lowered by -compass-lower-to-llvm,
// compiled by MLIR's ExecutionEngine and run with the TECs as fibers of the
// calling thread (lib/Native/Runtime.cpp), scheduled as the simulator
// schedules them: TEC 0 until it waits at a barrier or ends, then TEC 1, …
// It computes what the simulator computes. Integer division by zero, the
// operands the simulator refuses, the call depth and barrier divergence
// stop the run with a located error; compiled `checked`, so does every
// access outside the kernel's buffers, tables and allocations. Races and
// uninitialized reads only the simulator finds.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_NATIVE_NATIVEKERNEL_H
#define COMPASS_NATIVE_NATIVEKERNEL_H

#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Support/ExecutionLimits.h"

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

/// Memory a checked run's accesses may touch: a buffer the caller passes, a
/// table or an allocation of the kernel.
struct MemoryRegion {
  const uint8_t *base = nullptr;
  uint64_t bytes = 0;
  /// Where errors count offsets from (a NumPy view's first element in its
  /// base), as the simulator does.
  uint64_t origin = 0;
  /// How errors name it, as the simulator does: "\"a\"", "private
  /// allocation \"x\"", "constant table \"t\"".
  std::string what;
  /// The TEC whose copy it is (-1: every TEC's).
  int tec = -1;
};

/// A kernel compiled to host code.
class NativeKernel {
public:
  ~NativeKernel();

  /// Compiles the `compass.kernel` function of `module` (compass-level IR,
  /// left unchanged); `checked`, every memory access is checked against the
  /// kernel's memory. Errors are diagnostics at the operations' locations.
  static FailureOr<std::unique_ptr<NativeKernel>> compile(ModuleOp module,
                                                          bool checked = false);

  /// Runs the kernel on `tecCount` TECs with `args` for `params` (the
  /// buffers are used in place; a checked kernel's accesses may touch them
  /// and its own tables and allocations). `output` receives what the run
  /// printed and measured (also when it fails). On failure `error` says
  /// why, as the simulator words run errors ("<file:line:col>: error: …
  /// (TEC n)"). A checked kernel's TECs may each run `stepLimit` loop
  /// iterations.
  LogicalResult run(ArrayRef<KernelParam> params, ArrayRef<KernelArg> args,
                    unsigned tecCount, RunOutput &output, std::string &error,
                    uint64_t stepLimit = kDefaultStepLimit) const;

  /// Whether every memory access is checked.
  bool isChecked() const { return checked; }

private:
  NativeKernel() = default;
  std::unique_ptr<ExecutionEngine> engine;
  void (*entry)(void **) = nullptr;
  /// Refills the kernel's allocations with the simulator's poison pattern
  /// (null: the kernel has none).
  void (*reset)(void **) = nullptr;
  /// "file:line:col" of the kernel function, where faults are reported.
  std::string where;
  bool checked = false;
};

/// Runs `entry` (a packed kernel: one pointer per argument) on `tecCount`
/// TEC fibers (Runtime.cpp), behind the wall (Wall.cpp): a fault or an
/// interrupt fails the run, reported at `kernelWhere` ("file:line:col" of
/// the kernel). `reset` (null: none) refills the allocations and registers
/// them and the tables, after `buffers`, as the run's memory. Each TEC may
/// run `stepLimit` loop iterations of a checked kernel.
LogicalResult runOnTecs(void (*entry)(void **), void (*reset)(void **),
                        void **args, ArrayRef<MemoryRegion> buffers,
                        unsigned tecCount, const char *kernelWhere,
                        RunOutput &output, std::string &error,
                        uint64_t stepLimit);

/// The runtime functions of RuntimeABI.h with their addresses, for the JIT:
/// every entry of RuntimeEntries.def, then the Math builtins' functions.
void forEachRuntimeSymbol(function_ref<void(StringRef, void *)> callback);

/// The Math builtins' functions among them (lib/Native/Math.cpp).
void forEachMathSymbol(function_ref<void(StringRef, void *)> callback);

} // namespace mlir::compass::native

#endif // COMPASS_NATIVE_NATIVEKERNEL_H
