//===- Targets.cpp - Zhouyi targets the DSL programs ----------------------===//

#include "Compass/Dialect/Compass/IR/Targets.h"

#include "llvm/ADT/StringRef.h"

using namespace mlir;
using namespace mlir::compass;

std::optional<TargetDescription> mlir::compass::lookupTarget(StringRef name) {
  constexpr uint64_t kKiB = 1024;
  // Every target has 4 TECs per core with 32 KiB of lsram each; X2 cores
  // share 256 KiB, X3P/X3S cores 128 KiB.
  static const TargetDescription targets[] = {
      {"X2_1204", 4, 32 * kKiB, 256 * kKiB},
      {"X2_1204MP3", 4, 32 * kKiB, 256 * kKiB},
      {"X3P_1304", 4, 32 * kKiB, 128 * kKiB},
      {"X3P_1304MP2", 4, 32 * kKiB, 128 * kKiB},
      {"X3P_1304MP4", 4, 32 * kKiB, 128 * kKiB},
      {"X3S_1304", 4, 32 * kKiB, 128 * kKiB},
      {"X3S_1304MP2", 4, 32 * kKiB, 128 * kKiB},
      {"X3S_1304MP4", 4, 32 * kKiB, 128 * kKiB},
  };
  for (const TargetDescription &target : targets)
    if (target.name == name)
      return target;
  return std::nullopt;
}
