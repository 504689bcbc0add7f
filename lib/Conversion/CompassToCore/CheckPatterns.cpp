//===- CheckPatterns.cpp - the Check family as native tests ---------------===//
//
// Each run-time check compass-insert-checks placed becomes its test: a
// failing one stops the run with the check's message at its location (the
// runtime's error, as the simulator reports it); otherwise the checked value
// passes on.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

namespace {
/// compass.check_divisor: a zero divisor stops the run.
struct CheckDivisorLowering : OpConversionPattern<CheckDivisorOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckDivisorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value divisor = adaptor.getDivisor();
    Value zero = integerConstant(rewriter, loc, divisor.getType(), 0);
    Value isZero = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, divisor, zero);
    failIf(rewriter, loc, isZero, CheckDivisorOp::kMessage);
    rewriter.replaceOp(op, divisor);
    return success();
  }
};
} // namespace

void core::populateCheckPatterns(CoreTypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<CheckDivisorLowering>(converter, patterns.getContext());
}
