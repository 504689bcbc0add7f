//===- CheckMemoryLimits.cpp - allocations must fit the target ------------===//
//
// lsram is per TEC and shared memory per core; the sum of a kernel's
// allocations in each must fit the target. Private memory is the TEC's
// stack and has no fixed limit here.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSCHECKMEMORYLIMITS
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

namespace {
struct CheckMemoryLimitsPass
    : public compass::impl::CompassCheckMemoryLimitsBase<
          CheckMemoryLimitsPass> {
  using CompassCheckMemoryLimitsBase::CompassCheckMemoryLimitsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<TargetDescription> description = lookupTarget(target);
    if (!description) {
      module.emitError() << "unknown target '" << target << "'";
      return signalPassFailure();
    }
    int64_t lsramBytes = 0, sharedBytes = 0;
    WalkResult walk = module.walk([&](tir::AllocOp alloc) {
      AddressSpace space = alloc.getType().getSpace();
      if (space != AddressSpace::Lsram && space != AddressSpace::Shared)
        return WalkResult::advance();
      bool isLsram = space == AddressSpace::Lsram;
      int64_t &used = isLsram ? lsramBytes : sharedBytes;
      uint64_t limit =
          isLsram ? description->lsramBytes : description->sharedBytes;
      used += alloc.getByteSize();
      if (static_cast<uint64_t>(used) <= limit)
        return WalkResult::advance();
      alloc.emitError() << "the " << stringifyAddressSpace(space)
                        << " allocation \"" << alloc.getName() << "\" ("
                        << alloc.getByteSize() << " bytes) brings "
                        << stringifyAddressSpace(space) << " to " << used
                        << " bytes, over the " << limit << " bytes "
                        << (isLsram ? "per TEC" : "per core") << " of "
                        << target;
      return WalkResult::interrupt();
    });
    if (walk.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
