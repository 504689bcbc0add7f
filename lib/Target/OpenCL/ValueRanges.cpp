//===- ValueRanges.cpp - what the emitter knows of a scalar's range -------===//
//
// Lower bounds come from constants, the parameters every call checks and
// loops counting up from them. Upper bounds come from the two places a
// kernel states them: the stop of a counted loop (`for i in range(10)`:
// i < 10 in the body) and the condition of a while loop (`while i < 10:`
// holds when the body starts, until the body writes i).
//
//===----------------------------------------------------------------------===//

#include "ValueRanges.h"
#include "EmitterSupport.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include <climits>
#include <optional>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

Value opencl::lookThroughChecks(Value value) {
  if (auto check = value.getDefiningOp<CheckDivisorOp>())
    return check.getDivisor();
  return value;
}

std::optional<int64_t> opencl::getIntegerConstant(Value value) {
  auto constant = lookThroughChecks(value).getDefiningOp<tir::ConstOp>();
  auto attr = constant ? dyn_cast<IntegerAttr>(constant.getValue()) : nullptr;
  if (!attr)
    return std::nullopt;
  return isSignedInt(value.getType())
             ? attr.getValue().getSExtValue()
             : static_cast<int64_t>(attr.getValue().getZExtValue());
}

bool opencl::isKnownNonNegative(Value value) {
  if (std::optional<int64_t> constant = getIntegerConstant(value))
    return *constant >= 0;
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return false;
  Operation *owner = arg.getOwner()->getParentOp();
  if (auto function = dyn_cast<FunctionOpInterface>(owner))
    return isNeverNegativeParam(function, arg.getArgNumber());
  auto loop = dyn_cast<tir::ForOp>(owner);
  return loop && loop.getInductionVar() == arg &&
         getIntegerConstant(loop.getStep()) == 1 &&
         isKnownNonNegative(loop.getStart());
}

namespace {

/// K with `read < K` when the while loop's condition is `v < K` or `v <= K - 1`
/// (either operand order) for the variable `read` reads.
std::optional<int64_t> getWhileBound(tir::WhileOp loop, tir::VarGetOp read) {
  Block *condition = loop.getConditionBlock();
  // A condition that writes variables could change v after comparing it.
  for (Operation &op : *condition)
    if (isa<tir::VarSetOp>(op) || op.getNumRegions() != 0)
      return std::nullopt;
  auto terminator = cast<tir::ConditionOp>(condition->getTerminator());
  auto cmp = terminator.getValue().getDefiningOp<tir::CmpOp>();
  if (!cmp)
    return std::nullopt;
  auto readsVariable = [&](Value value) {
    auto get = value.getDefiningOp<tir::VarGetOp>();
    return get && get.getVar() == read.getVar();
  };
  tir::CmpPredicate predicate = cmp.getPredicate();
  std::optional<int64_t> limit;
  if (readsVariable(cmp.getLhs()) &&
      (predicate == tir::CmpPredicate::lt || predicate == tir::CmpPredicate::le))
    limit = getIntegerConstant(cmp.getRhs());
  else if (readsVariable(cmp.getRhs()) && (predicate == tir::CmpPredicate::gt ||
                                           predicate == tir::CmpPredicate::ge))
    limit = getIntegerConstant(cmp.getLhs());
  if (!limit)
    return std::nullopt;
  bool inclusive =
      predicate == tir::CmpPredicate::le || predicate == tir::CmpPredicate::ge;
  return inclusive ? *limit + 1 : *limit;
}

/// K with `value < K` wherever `value` is computed: the variable of a loop
/// counting up to a constant stop, or a variable read in a while body whose
/// condition bounds it, before anything in the body may write it.
std::optional<int64_t> getStrictUpperBound(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto loop = dyn_cast<tir::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || loop.getInductionVar() != arg)
      return std::nullopt;
    std::optional<int64_t> step = getIntegerConstant(loop.getStep());
    if (!step || *step <= 0)
      return std::nullopt;
    return getIntegerConstant(loop.getStop());
  }
  auto read = value.getDefiningOp<tir::VarGetOp>();
  auto loop = read ? dyn_cast<tir::WhileOp>(read->getParentOp()) : nullptr;
  if (!loop || read->getBlock() != loop.getBodyBlock())
    return std::nullopt;
  for (Operation &op : *loop.getBodyBlock()) {
    if (&op == read.getOperation())
      return getWhileBound(loop, read);
    auto write = dyn_cast<tir::VarSetOp>(op);
    if ((write && write.getVar() == read.getVar()) || op.getNumRegions() != 0)
      return std::nullopt;
  }
  return std::nullopt;
}

} // namespace

bool opencl::isAdditionWithoutOverflow(Operation *op) {
  if (!isa<tir::AddOp>(op))
    return false;
  for (auto [x, c] : {std::pair(op->getOperand(0), op->getOperand(1)),
                      std::pair(op->getOperand(1), op->getOperand(0))}) {
    std::optional<int64_t> addend = getIntegerConstant(c);
    std::optional<int64_t> bound = getStrictUpperBound(x);
    if (addend && *addend > 0 && bound && *bound - 1 + *addend <= INT_MAX)
      return true;
  }
  return false;
}
