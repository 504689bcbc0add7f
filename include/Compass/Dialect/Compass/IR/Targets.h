//===- Targets.h - Zhouyi targets the DSL programs --------------*- C++ -*-===//
//
// Facts about each Zhouyi configuration (fact sheet §4.1): cores, TECs per
// core, the lsram and shared memory pieces. The one table of them: the
// compiler's memory check, the simulator, the native tier and Python's
// CompassInfo (through the _compass.targets binding) all read it.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_TARGETS_H
#define COMPASS_DIALECT_COMPASS_IR_TARGETS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::compass {

/// One target's execution resources per core.
struct TargetDescription {
  StringRef name;
  unsigned tecCount = 0;
  /// Local SRAM of each TEC: the bytes of one piece (targets the DSL builds
  /// for have one).
  uint64_t lsramBytes = 0;
  /// SRAM shared by the TECs of one core: the bytes of one piece.
  uint64_t sharedBytes = 0;
  /// Private memory (the stack) of each TEC: Compass's bound, the same on
  /// every target, since the NPU's is not documented; POCL gives its work
  /// items stacks of a few MiB, and 4 TECs of 1 MiB each crashed it.
  uint64_t privateBytes = kPrivateBytes;
  unsigned coreCount = 1;
  unsigned lsramPieces = 1;
  unsigned sharedPieces = 1;
  /// The DSL builds for it (upstream describes X1 but refuses to build).
  bool buildable = true;

  static constexpr uint64_t kPrivateBytes = 256 * 1024;
};

/// Every target upstream describes, X1 included, in the order of its list.
ArrayRef<TargetDescription> getTargetDescriptions();

/// The target called `name` (X2_1204, X3P_1304MP2, …) if the DSL builds for
/// it; X1 targets and unknown names give std::nullopt.
std::optional<TargetDescription> lookupTarget(StringRef name);

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_TARGETS_H
