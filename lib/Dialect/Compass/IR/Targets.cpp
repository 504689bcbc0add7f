//===- Targets.cpp - Zhouyi targets the DSL programs ----------------------===//

#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Support/ExecutionLimits.h"

#include "llvm/ADT/StringRef.h"

using namespace mlir;
using namespace mlir::compass;

namespace {
TargetDescription makeTarget(StringRef name, unsigned cores,
                             uint64_t lsramBytes, unsigned lsramPieces,
                             uint64_t sharedBytes, unsigned sharedPieces,
                             bool buildable = true) {
  // Every Zhouyi core has 4 TECs: the engines' kMaxTecs.
  TargetDescription target{name, /*tecCount=*/kMaxTecs, lsramBytes,
                           sharedBytes};
  target.coreCount = cores;
  target.lsramPieces = lsramPieces;
  target.sharedPieces = sharedPieces;
  target.buildable = buildable;
  return target;
}
} // namespace

ArrayRef<TargetDescription> mlir::compass::getTargetDescriptions() {
  constexpr uint64_t kKiB = 1024;
  // Every target has 4 TECs per core with 32 KiB of lsram each; X1 has two
  // lsram and two shared pieces, X2 cores share 256 KiB, X3P/X3S cores
  // 128 KiB. MPn: n cores.
  static const TargetDescription targets[] = {
      makeTarget("X1_1204", 1, 32 * kKiB, 2, 512 * kKiB, 2,
                 /*buildable=*/false),
      makeTarget("X2_1204", 1, 32 * kKiB, 1, 256 * kKiB, 1),
      makeTarget("X2_1204MP3", 3, 32 * kKiB, 1, 256 * kKiB, 1),
      makeTarget("X3P_1304", 1, 32 * kKiB, 1, 128 * kKiB, 1),
      makeTarget("X3P_1304MP2", 2, 32 * kKiB, 1, 128 * kKiB, 1),
      makeTarget("X3P_1304MP4", 4, 32 * kKiB, 1, 128 * kKiB, 1),
      makeTarget("X3S_1304", 1, 32 * kKiB, 1, 128 * kKiB, 1),
      makeTarget("X3S_1304MP2", 2, 32 * kKiB, 1, 128 * kKiB, 1),
      makeTarget("X3S_1304MP4", 4, 32 * kKiB, 1, 128 * kKiB, 1),
  };
  return targets;
}

std::optional<TargetDescription> mlir::compass::lookupTarget(StringRef name) {
  for (const TargetDescription &target : getTargetDescriptions())
    if (target.name == name && target.buildable)
      return target;
  return std::nullopt;
}
