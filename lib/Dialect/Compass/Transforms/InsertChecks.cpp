//===- InsertChecks.cpp - run-time checks as compass ops ------------------===//
//
// The checks a run makes, placed as operations of the Check family so that
// every path reads them from the IR: the checked C prints them, the native
// tier lowers them. Each carries the location of what it checks, which the
// error names. So far: integer divisors (compass.check_divisor).
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Builders.h"

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSINSERTCHECKS
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

/// The divisor of `op` goes through a check of its own, at the division's
/// location (a division already checked keeps its check).
static void checkDivisor(Operation *op) {
  OpOperand &divisor = op->getOpOperand(1);
  if (!isa<IntegerType>(divisor.get().getType()) ||
      divisor.get().getDefiningOp<CheckDivisorOp>())
    return;
  OpBuilder builder(op);
  divisor.set(CheckDivisorOp::create(builder, op->getLoc(), divisor.get()));
}

void mlir::compass::insertChecks(Operation *root) {
  root->walk([](Operation *op) {
    if (isa<tir::DivOp, tir::FloorDivOp, tir::ModOp>(op))
      checkDivisor(op);
  });
}

namespace {
struct InsertChecksPass
    : public compass::impl::CompassInsertChecksBase<InsertChecksPass> {
  void runOnOperation() override { insertChecks(getOperation()); }
};
} // namespace
