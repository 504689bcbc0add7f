//===- Simulator.h - the Compass reference simulator --------------*- C++ -*-===//
//
// Runs compass-level IR with the semantics of upstream's Python simulator
// (PySim): every TEC runs the whole kernel, barriers synchronize them and
// global memory is the caller's buffers, written in place.
//
// A kernel is decoded once into a Program (a flat instruction array with
// register slots) and then run any number of times.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SIMULATOR_SIMULATOR_H
#define COMPASS_SIMULATOR_SIMULATOR_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace mlir::compass::sim {

/// What the simulator needs to know about a Zhouyi target.
struct TargetInfo {
  std::string name = "X2_1204";
  unsigned tecCount = 4;
  uint64_t lsramBytes = 32 * 1024;
  uint64_t sharedBytes = 256 * 1024;

  /// The target called `name` (X2_1204, X3P_1304, …), or std::nullopt.
  static std::optional<TargetInfo> get(StringRef name);
};

/// One argument of a kernel launch, in the order of the kernel's parameters.
struct KernelArg {
  enum class Kind { Buffer, Scalar, Null };
  Kind kind = Kind::Null;
  /// Buffer: the caller's memory, read and written in place.
  uint8_t *data = nullptr;
  uint64_t bytes = 0;
  /// Scalar: the value's bit pattern in the parameter's type, low bytes.
  uint64_t bits = 0;
};

class ProgramImpl;

/// A kernel decoded for one target, ready to run.
class Program {
public:
  /// Decodes the function marked `compass.kernel` in `module` (compass-level
  /// IR) and the functions it calls. Unsupported operations are reported as
  /// diagnostics on their locations and make this fail.
  static FailureOr<std::unique_ptr<Program>> decode(ModuleOp module,
                                                    const TargetInfo &target);
  ~Program();

  /// Runs the kernel on all TECs. On failure `error` holds one message that
  /// names the source location (file:line:col) and the TEC.
  LogicalResult run(ArrayRef<KernelArg> args, std::string &error) const;

private:
  explicit Program(std::unique_ptr<ProgramImpl> impl);
  std::unique_ptr<ProgramImpl> impl;
};

} // namespace mlir::compass::sim

#endif // COMPASS_SIMULATOR_SIMULATOR_H
