//===- ControlFlow.cpp - tir's structured control flow into cf blocks ---===//
//
// tir.for / if / while may hold tir.break and tir.return at any depth, which
// scf cannot express; they become cf blocks instead. Loops and ifs are
// lowered outermost first, so every loop's exit block exists before the
// breaks that leave it are lowered (last). A tir.for counts in 64 bits from
// its bounds widened by their signedness, as the simulator's loop state
// does, so its induction variable never wraps.
//
// This runs after the DialectConversion: the values the control flow reads
// are core values behind unrealized casts, which it looks through; the
// induction variable it creates reaches the (converted) body through a cast
// the pass reconciles afterwards.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Native/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

/// The core value behind `value`, a compass-level value the conversion
/// replaced (seen through its materialization cast).
static Value getCoreValue(OpBuilder &builder, Location loc, Value value,
                          const TypeConverter &converter) {
  if (auto cast = value.getDefiningOp<UnrealizedConversionCastOp>())
    if (cast->getNumOperands() == 1)
      return cast->getOperand(0);
  Type type = converter.convertType(value.getType());
  if (type == value.getType())
    return value;
  return UnrealizedConversionCastOp::create(builder, loc, type, value)
      .getResult(0);
}

namespace {
class ControlFlowLowering {
public:
  explicit ControlFlowLowering(MLIRContext *context) : rewriter(context) {}

  LogicalResult run(Operation *func) {
    SmallVector<Operation *> structured, exits;
    func->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<tir::ForOp, tir::IfOp, tir::WhileOp>(op))
        structured.push_back(op);
      else if (isa<tir::BreakOp, tir::ReturnOp>(op))
        exits.push_back(op);
    });
    // The loop each break leaves, while the structure is still there.
    llvm::DenseMap<Operation *, Operation *> loopOf;
    for (Operation *op : exits) {
      if (!isa<tir::BreakOp>(op))
        continue;
      Operation *loop = op->getParentOp();
      while (loop && !isa<tir::ForOp, tir::WhileOp>(loop))
        loop = loop->getParentOp();
      if (!loop)
        return op->emitError("tir.break outside a loop");
      loopOf[op] = loop;
    }
    for (Operation *op : structured) {
      if (auto loop = dyn_cast<tir::ForOp>(op))
        lowerFor(loop);
      else if (auto branch = dyn_cast<tir::IfOp>(op))
        lowerIf(branch);
      else
        lowerWhile(cast<tir::WhileOp>(op));
    }
    for (Operation *op : exits)
      lowerExit(op, op->getLoc(),
                isa<tir::BreakOp>(op) ? exitOf.lookup(loopOf[op]) : nullptr);
    return success();
  }

private:
  /// Splits the block of `op` after it; returns the block of what follows.
  Block *splitAfter(Operation *op) {
    return rewriter.splitBlock(op->getBlock(), std::next(op->getIterator()));
  }

  /// Replaces the terminator of `block` (a tir.yield) with a branch.
  void branchAtEnd(Block *block, Block *dest, ValueRange operands = {}) {
    Operation *terminator = block->getTerminator();
    rewriter.setInsertionPoint(terminator);
    cf::BranchOp::create(rewriter, terminator->getLoc(), dest, operands);
    rewriter.eraseOp(terminator);
  }

  void lowerIf(tir::IfOp op) {
    Location loc = op.getLoc();
    Block *before = op->getBlock();
    Block *after = splitAfter(op);
    Block *thenBlock = &op.getThenRegion().front();
    rewriter.inlineRegionBefore(op.getThenRegion(), after);
    branchAtEnd(thenBlock, after);
    Block *elseBlock = after;
    if (!op.getElseRegion().empty()) {
      elseBlock = &op.getElseRegion().front();
      rewriter.inlineRegionBefore(op.getElseRegion(), after);
      branchAtEnd(elseBlock, after);
    }
    rewriter.setInsertionPointToEnd(before);
    cf::CondBranchOp::create(rewriter, loc, op.getCondition(), thenBlock,
                             elseBlock);
    rewriter.eraseOp(op);
  }

  void lowerFor(tir::ForOp op) {
    Location loc = op.getLoc();
    Type ivType = op.getStart().getType();
    bool isSigned = ivType.isSignedInteger();
    unsigned bits = ivType.getIntOrFloatBitWidth();
    rewriter.setInsertionPoint(op);
    auto widen = [&](Value value) {
      return resizeInteger(rewriter, loc,
                           getCoreValue(rewriter, loc, value, converter), 64,
                           isSigned);
    };
    Value start = widen(op.getStart()), stop = widen(op.getStop()),
          step = widen(op.getStep());
    // The loop's operand rule: a loop that runs has a positive step (a zero
    // step would loop forever). The conversion kept the loop, so its rule
    // is tested here rather than by OperandRuleChecks.cpp's pattern.
    testOperandRule(rewriter, op, [&](int n) {
      return getCoreValue(rewriter, loc, op->getOperand(n), converter);
    });
    Block *before = op->getBlock();
    Block *after = splitAfter(op);
    exitOf[op] = after;
    Block *header = rewriter.createBlock(after, {rewriter.getI64Type()}, {loc});
    Block *body = &op.getBody().front();
    rewriter.inlineRegionBefore(op.getBody(), after);

    rewriter.setInsertionPointToEnd(before);
    cf::BranchOp::create(rewriter, loc, header, start);

    rewriter.setInsertionPointToEnd(header);
    Value counter = header->getArgument(0);
    Value more = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                                       counter, stop);
    cf::CondBranchOp::create(rewriter, loc, more, body, after);
    // In the body start <= counter < stop, so the counter fits the bounds'
    // type: its truncation does not wrap, and says so (LLVM then sees the
    // body's sign extension of it as the counter itself, an affine access
    // its loop vectorizer can widen).
    rewriter.setInsertionPointToStart(body);
    Value iv = counter;
    if (bits < 64)
      iv = arith::TruncIOp::create(
          rewriter, loc, rewriter.getIntegerType(bits), counter,
          isSigned ? arith::IntegerOverflowFlags::nsw
                   : arith::IntegerOverflowFlags::nuw);
    Value ivValue =
        UnrealizedConversionCastOp::create(rewriter, loc, ivType, iv)
            .getResult(0);
    rewriter.replaceAllUsesWith(body->getArgument(0), ivValue);
    body->eraseArgument(0);

    Operation *yield = body->getTerminator();
    rewriter.setInsertionPoint(yield);
    Value next = arith::AddIOp::create(rewriter, loc, counter, step);
    branchAtEnd(body, header, next);
    rewriter.eraseOp(op);
  }

  void lowerWhile(tir::WhileOp op) {
    Location loc = op.getLoc();
    Block *before = op->getBlock();
    Block *after = splitAfter(op);
    exitOf[op] = after;
    Block *condition = &op.getCondition().front();
    Block *body = &op.getBody().front();
    rewriter.inlineRegionBefore(op.getCondition(), after);
    rewriter.inlineRegionBefore(op.getBody(), after);
    rewriter.setInsertionPointToEnd(before);
    cf::BranchOp::create(rewriter, loc, condition);

    auto test = cast<tir::ConditionOp>(condition->getTerminator());
    rewriter.setInsertionPoint(test);
    cf::CondBranchOp::create(rewriter, test.getLoc(), test.getValue(), body,
                             after);
    rewriter.eraseOp(test);
    branchAtEnd(body, condition);
    rewriter.eraseOp(op);
  }

  /// tir.break (to `exit`) or tir.return: what follows in the block is
  /// never executed and moves to a block no branch reaches.
  void lowerExit(Operation *op, Location loc, Block *exit) {
    splitAfter(op);
    rewriter.setInsertionPoint(op);
    if (exit) {
      cf::BranchOp::create(rewriter, loc, exit);
    } else {
      // A TEC leaving the kernel early: barrier divergence names where.
      if (isKernel(op->getParentOfType<func::FuncOp>()))
        callRuntime(rewriter, loc, native::kReturnFn, {},
                    getLocationText(rewriter, loc));
      SmallVector<Value> values;
      for (Value value : op->getOperands())
        values.push_back(getCoreValue(rewriter, loc, value, converter));
      func::ReturnOp::create(rewriter, loc, values);
    }
    rewriter.eraseOp(op);
  }

  IRRewriter rewriter;
  CoreTypeConverter converter;
  llvm::DenseMap<Operation *, Block *> exitOf;
};
} // namespace

LogicalResult mlir::compass::lowerTIRControlFlow(Operation *func) {
  return ControlFlowLowering(func->getContext()).run(func);
}
