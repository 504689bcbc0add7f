//===- OperandRuleChecks.cpp - the operand rules as native tests ---------===//
//
// An operation with an operand rule (OperandRuleOpInterface) is preceded by
// the test of each of its bounds its constants leave open, in order: a
// bound that fails stops the run with the rule's message
// (native::kFailRuleFn), as the simulator would. One pattern, tried before the
// operation's own lowering, covers every such operation; a tir.for, which the
// conversion keeps, is tested where its loop is built (ControlFlow.cpp).
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Native/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

/// Marks an operation whose rule is tested, for its own lowering to follow.
static constexpr StringLiteral kTestedAttr = "compass.operand_rule_tested";

void core::testOperandRule(OpBuilder &b, OperandRuleOpInterface op,
                           llvm::function_ref<Value(int n)> coreValueOf) {
  OperandRule rule = getOpenRule(op);
  if (rule.bounds.empty())
    return;
  Location loc = op->getLoc();
  Type i64 = b.getI64Type();
  auto read = [&](int n) -> Value {
    if (n == RuleTerm::kNone)
      return integerConstant(b, loc, i64, 0);
    return resizeInteger(b, loc, coreValueOf(n), 64,
                         op->getOperand(n).getType().isSignedInteger());
  };
  auto evaluate = [&](const RuleTerm &term) {
    Value value = integerConstant(b, loc, i64, term.factor);
    for (int n : {term.a, term.b})
      if (n != RuleTerm::kNone)
        value = arith::MulIOp::create(b, loc, value, read(n));
    return value;
  };

  OpBuilder::InsertionGuard guard(b);
  if (rule.whenBelow) {
    bool isSigned =
        op->getOperand(rule.whenBelow->first).getType().isSignedInteger();
    Value below = arith::CmpIOp::create(
        b, loc,
        isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult,
        read(rule.whenBelow->first), read(rule.whenBelow->second));
    auto entered = scf::IfOp::create(b, loc, below);
    b.setInsertionPointToStart(&entered.getThenRegion().front());
  }
  Value where = getLocationText(b, loc);
  for (const RuleBound &bound : rule.bounds) {
    Value lhs = evaluate(bound.lhs), rhs = evaluate(bound.rhs);
    Value fails =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, lhs, rhs);
    if (bound.unlessZero) {
      Value moves = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                          evaluate(*bound.unlessZero),
                                          integerConstant(b, loc, i64, 0));
      fails = arith::AndIOp::create(b, loc, moves, fails);
    }
    auto failed = scf::IfOp::create(b, loc, fails);
    OpBuilder::InsertionGuard inside(b);
    b.setInsertionPointToStart(&failed.getThenRegion().front());
    callRuntime(b, loc, native::kFailRuleFn, {},
                {where, getStringAddress(b, loc, bound.message), lhs, rhs,
                 read(bound.lhs.a), read(bound.lhs.b)});
  }
}

namespace {
/// Tests the rule of any operation that has one, then leaves the operation
/// (marked) to its own lowering.
struct OperandRuleTest : OpInterfaceConversionPattern<OperandRuleOpInterface> {
  OperandRuleTest(const TypeConverter &converter, MLIRContext *context)
      : OpInterfaceConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(OperandRuleOpInterface op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->hasAttr(kTestedAttr))
      return failure();
    testOperandRule(rewriter, op, [&](int n) { return operands[n]; });
    rewriter.modifyOpInPlace(
        op, [&] { op->setAttr(kTestedAttr, rewriter.getUnitAttr()); });
    return success();
  }
};
} // namespace

void core::populateOperandRulePatterns(CoreTypeConverter &converter,
                                       RewritePatternSet &patterns) {
  patterns.add<OperandRuleTest>(converter, patterns.getContext());
}
