//===- InactiveLanes.cpp - canonical inactive-lane source r ---------------===//
//
// A lane-wise builtin takes `r` only where some lane reads it: under an
// all-true constant mask no lane does, so r is dropped (which also lets the
// OpenCL C print the operation as its C operator); under an all-false
// constant mask every lane does, so the operation is r.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::compass;

namespace {

struct CanonicalizeR : OpInterfaceRewritePattern<LaneBuiltinOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(LaneBuiltinOpInterface op,
                                PatternRewriter &rewriter) const override {
    Value r = op.getR();
    if (!r)
      return rewriter.notifyMatchFailure(op, "no r");
    if (isUniformMask(op.getMask(), false)) {
      rewriter.replaceOp(op, r);
      return success();
    }
    // r is the trailing optional operand of every lane-wise family.
    Operation *operation = op.getOperation();
    if (!isUniformMask(op.getMask(), true) ||
        operation->getOperands().back() != r ||
        operation->hasTrait<OpTrait::AttrSizedOperandSegments>())
      return rewriter.notifyMatchFailure(op, "some lane may read r");
    rewriter.modifyOpInPlace(operation, [&] {
      operation->eraseOperand(operation->getNumOperands() - 1);
    });
    return success();
  }
};

} // namespace

void mlir::compass::populateInactiveLanesPatterns(RewritePatternSet &patterns) {
  patterns.add<CanonicalizeR>(patterns.getContext());
}
