//===- Targets.h - Zhouyi targets the DSL programs ----------------*- C++
//-*-===//
//
// Facts about each target that the compiler and the simulator both need:
// TECs per core and the lsram and shared memory sizes (fact sheet §4.1).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_TARGETS_H
#define COMPASS_DIALECT_COMPASS_IR_TARGETS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::compass {

/// One target's execution resources per core.
struct TargetDescription {
  StringRef name;
  unsigned tecCount;
  /// Local SRAM of each TEC.
  uint64_t lsramBytes;
  /// SRAM shared by the TECs of one core.
  uint64_t sharedBytes;
  /// Private memory (the stack) of each TEC: Compass's bound, the same on
  /// every target, since the NPU's is not documented; POCL gives its work
  /// items stacks of a few MiB, and 4 TECs of 1 MiB each crashed it.
  uint64_t privateBytes = kPrivateBytes;

  static constexpr uint64_t kPrivateBytes = 256 * 1024;
};

/// The target called `name` (X2_1204, X3P_1304MP2, …); X1 targets and
/// unknown names give std::nullopt.
std::optional<TargetDescription> lookupTarget(StringRef name);

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_TARGETS_H
