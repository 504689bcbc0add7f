//===- CheckMemoryLimits.cpp - allocations must fit the target ------------===//
//
// lsram and private memory (the stack) are per TEC and shared memory per
// core. A function's allocations live while it runs, also while it calls,
// and two calls of one function never overlap, so what a call path needs is
// counted, not the module's sum: the peak of a function is its own
// allocations plus the largest peak of the functions it calls. Each
// function's own allocations and each call must fit the target.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSCHECKMEMORYLIMITS
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

namespace {
/// The limited address spaces.
constexpr AddressSpace kSpaces[] = {AddressSpace::Lsram, AddressSpace::Shared,
                                    AddressSpace::Private};
constexpr unsigned kNumSpaces = std::size(kSpaces);

/// What a function needs of one address space, in bytes (saturating).
struct SpaceUse {
  /// Its own allocations.
  uint64_t own = 0;
  /// Its own plus the largest peak of its callees.
  uint64_t peak = 0;
  /// The callee on that deepest path, or null.
  func::FuncOp deepest;
};

struct FunctionUse {
  SpaceUse spaces[kNumSpaces];
};

/// Measures the functions of one module, callees first.
class MemoryLimitChecker {
public:
  MemoryLimitChecker(ModuleOp module, const TargetDescription &target)
      : target(target), symbols(module) {}

  /// Fills uses[function]; fails after reporting the first allocation or
  /// call over a limit.
  LogicalResult measure(func::FuncOp function);

private:
  uint64_t getLimit(unsigned space) const {
    switch (kSpaces[space]) {
    case AddressSpace::Lsram:
      return target.lsramBytes;
    case AddressSpace::Shared:
      return target.sharedBytes;
    default:
      return target.privateBytes;
    }
  }
  StringRef getUnit(unsigned space) const {
    return kSpaces[space] == AddressSpace::Shared ? "per core" : "per TEC";
  }
  LogicalResult checkOwn(func::FuncOp function);
  LogicalResult checkCall(func::FuncOp caller, func::CallOp call);
  /// "f (32768 bytes) -> g (0 bytes) -> h (16384 bytes)": the deepest path
  /// of `space` from `function`, with each function's own bytes.
  std::string describePath(func::FuncOp function, unsigned space);

  const TargetDescription &target;
  SymbolTable symbols;
  llvm::DenseMap<Operation *, FunctionUse> uses;
  /// Functions whose calls are being walked: a call back into one of them
  /// (recursion, which the front end refuses) adds nothing.
  llvm::DenseSet<Operation *> inProgress;
};
} // namespace

/// count * bytes of the pointee, saturating.
static uint64_t getAllocBytes(tir::AllocOp alloc) {
  Type pointee = alloc.getType().getPointee();
  uint64_t bits = 0;
  if (auto vector = dyn_cast<VectorType>(pointee))
    bits = vector.getNumElements() * vector.getElementTypeBitWidth();
  else if (pointee.isIntOrFloat())
    bits = pointee.getIntOrFloatBitWidth();
  return llvm::SaturatingMultiply(static_cast<uint64_t>(alloc.getCount()),
                                  bits / 8);
}

LogicalResult MemoryLimitChecker::measure(func::FuncOp function) {
  if (uses.count(function))
    return success();
  uses[function] = FunctionUse();
  inProgress.insert(function);
  if (failed(checkOwn(function)))
    return failure();
  WalkResult walk = function.walk([&](func::CallOp call) {
    return failed(checkCall(function, call)) ? WalkResult::interrupt()
                                              : WalkResult::advance();
  });
  inProgress.erase(function);
  return failure(walk.wasInterrupted());
}

LogicalResult MemoryLimitChecker::checkOwn(func::FuncOp function) {
  // The first allocation taking each space over its limit is reported.
  bool over[kNumSpaces] = {};
  function.walk([&](tir::AllocOp alloc) {
    const auto *it = llvm::find(kSpaces, alloc.getType().getSpace());
    if (it == std::end(kSpaces))
      return;
    unsigned space = it - std::begin(kSpaces);
    SpaceUse &use = uses[function].spaces[space];
    uint64_t bytes = getAllocBytes(alloc);
    use.own = llvm::SaturatingAdd(use.own, bytes);
    use.peak = use.own;
    if (use.own <= getLimit(space) || over[space])
      return;
    over[space] = true;
    StringRef name = stringifyAddressSpace(kSpaces[space]);
    alloc.emitError() << "the " << name << " allocation \"" << alloc.getName()
                      << "\" (" << bytes << " bytes) brings " << name << " to "
                      << use.own << " bytes, over the " << getLimit(space)
                      << " bytes " << getUnit(space) << " of " << target.name;
  });
  return failure(llvm::is_contained(over, true));
}

LogicalResult MemoryLimitChecker::checkCall(func::FuncOp caller,
                                            func::CallOp call) {
  auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
  if (!callee || callee.isExternal() || inProgress.count(callee))
    return success();
  if (failed(measure(callee)))
    return failure();
  FunctionUse calleeUse = uses[callee];
  for (unsigned space = 0; space < kNumSpaces; ++space) {
    SpaceUse &use = uses[caller].spaces[space];
    uint64_t needed =
        llvm::SaturatingAdd(use.own, calleeUse.spaces[space].peak);
    if (needed <= use.peak)
      continue;
    use.peak = needed;
    use.deepest = callee;
    if (needed <= getLimit(space))
      continue;
    StringRef name = stringifyAddressSpace(kSpaces[space]);
    call.emitError() << "the call of \"" << callee.getSymName() << "\" brings "
                     << name << " to " << needed << " bytes on the call path "
                     << describePath(caller, space) << ", over the "
                     << getLimit(space) << " bytes " << getUnit(space)
                     << " of " << target.name;
    return failure();
  }
  return success();
}

std::string MemoryLimitChecker::describePath(func::FuncOp function,
                                             unsigned space) {
  std::string path;
  llvm::DenseSet<Operation *> seen;
  for (func::FuncOp step = function; step && seen.insert(step).second;
       step = uses[step].spaces[space].deepest) {
    if (!path.empty())
      path += " -> ";
    path += step.getSymName().str() + " (" +
            std::to_string(uses[step].spaces[space].own) + " bytes)";
  }
  return path;
}

LogicalResult mlir::compass::checkMemoryLimits(ModuleOp module,
                                               const TargetDescription &target) {
  MemoryLimitChecker checker(module, target);
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && failed(checker.measure(function)))
      return failure();
  return success();
}

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
    if (failed(checkMemoryLimits(module, *description)))
      signalPassFailure();
  }
};
} // namespace
