//===- RemoveLoopGuards.cpp - loop bounds instead of guards ---------------===//
//
// A counted loop whose whole body is `if (iv + c < n) { … }` runs the guarded
// code exactly for the iterations below n - c, a prefix of the loop: ending
// the loop there instead gives the same iterations without the test in each.
// The rewrite is exact in 32-bit arithmetic: it fires only when iv + c cannot
// wrap for any iteration, and the new bound is computed by clamping n, which
// cannot wrap either.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSREMOVELOOPGUARDS
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;

static std::optional<int64_t> getConstantInt(Value value) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getSExtValue();
}

namespace {

/// A guard `iv + offset < limit` read off a tir.cmp: `offset` is constant
/// (one less than the one written for `<=`) and `limit` is defined outside
/// the loop. `sum` is the tir.add / tir.sub of the loop body computing
/// iv + the written constant, if any.
struct Guard {
  Operation *sum = nullptr;
  int64_t offset = 0;
  Value limit;
};

/// `value` as iv + constant: the offset and the op computing it (null for
/// iv itself).
static std::optional<std::pair<int64_t, Operation *>>
matchOffsetInductionVar(Value value, Value iv) {
  if (value == iv)
    return std::pair<int64_t, Operation *>(0, nullptr);
  Operation *op = value.getDefiningOp();
  if (auto add = dyn_cast_or_null<tir::AddOp>(op)) {
    for (auto [x, k] : {std::pair(add.getLhs(), add.getRhs()),
                        std::pair(add.getRhs(), add.getLhs())})
      if (x == iv)
        if (std::optional<int64_t> offset = getConstantInt(k))
          return std::pair(*offset, op);
  }
  if (auto sub = dyn_cast_or_null<tir::SubOp>(op); sub && sub.getLhs() == iv)
    if (std::optional<int64_t> offset = getConstantInt(sub.getRhs()))
      return std::pair(-*offset, op);
  return std::nullopt;
}

/// The guard `condition` states about `loop`'s induction variable, as
/// iv + offset < limit (<= and the swapped forms adjust the offset).
static std::optional<Guard> matchGuard(Value condition, tir::ForOp loop) {
  auto cmp = condition.getDefiningOp<tir::CmpOp>();
  if (!cmp)
    return std::nullopt;
  Value ivSide = cmp.getLhs(), limit = cmp.getRhs();
  int64_t adjust = 0; // iv + c <= n  is  iv + (c - 1) < n
  switch (cmp.getPredicate()) {
  case tir::CmpPredicate::lt:
    break;
  case tir::CmpPredicate::le:
    adjust = -1;
    break;
  case tir::CmpPredicate::gt: // n > iv + c
    std::swap(ivSide, limit);
    break;
  case tir::CmpPredicate::ge:
    std::swap(ivSide, limit);
    adjust = -1;
    break;
  default:
    return std::nullopt;
  }
  auto sum = matchOffsetInductionVar(ivSide, loop.getInductionVar());
  if (!sum || loop.getBody().isAncestor(limit.getParentRegion()))
    return std::nullopt;
  return Guard{sum->second, sum->first + adjust, limit};
}

struct LoopGuardToBound : OpRewritePattern<tir::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tir::ForOp loop,
                                PatternRewriter &rewriter) const override {
    if (!loop.getStart().getType().isSignedInteger(32))
      return rewriter.notifyMatchFailure(loop, "not a si32 loop");
    // The body is the guard's computation, the if and the yield.
    Block *body = loop.getBodyBlock();
    auto guardIf =
        dyn_cast_or_null<tir::IfOp>(body->getTerminator()->getPrevNode());
    if (!guardIf || guardIf.getElseBlock())
      return rewriter.notifyMatchFailure(loop, "body is not one if");
    std::optional<Guard> guard = matchGuard(guardIf.getCondition(), loop);
    if (!guard)
      return rewriter.notifyMatchFailure(loop, "not an iv + c < n guard");
    Operation *cmp = guardIf.getCondition().getDefiningOp();
    size_t expected = guard->sum ? 4 : 3;
    if (body->getOperations().size() != expected || !cmp->hasOneUse() ||
        (guard->sum && !guard->sum->hasOneUse()))
      return rewriter.notifyMatchFailure(loop, "the body does more");

    // Without a positive constant step the loop may not end: keep it.
    std::optional<int64_t> step = getConstantInt(loop.getStep());
    if (!step || *step <= 0)
      return rewriter.notifyMatchFailure(loop, "step not a positive constant");
    FailureOr<Value> stop = createBound(rewriter, loop, *guard);
    if (failed(stop))
      return rewriter.notifyMatchFailure(loop, "iv + c might wrap");

    Operation *sum = guard->sum;
    rewriter.modifyOpInPlace(loop,
                             [&] { loop.getStopMutable().assign(*stop); });
    Block *then = guardIf.getThenBlock();
    rewriter.eraseOp(then->getTerminator());
    rewriter.inlineBlockBefore(then, guardIf);
    rewriter.eraseOp(guardIf);
    rewriter.eraseOp(cmp);
    if (sum)
      rewriter.eraseOp(sum);
    return success();
  }

  /// The loop's new stop, min(stop, limit - offset) without wrapping (a
  /// stop below start runs no iteration, as the guard would), built before
  /// the loop; failure when that cannot be shown.
  static FailureOr<Value> createBound(PatternRewriter &rewriter,
                                      tir::ForOp loop, const Guard &guard) {
    Location loc = loop.getLoc();
    rewriter.setInsertionPoint(loop);
    Value start = loop.getStart(), stop = loop.getStop();
    std::optional<int64_t> first = getConstantInt(start);
    std::optional<int64_t> end = getConstantInt(stop);
    if (!first || !end) {
      // Unknown bounds: only iv < n itself, which has nothing to wrap.
      if (guard.sum || guard.offset != 0)
        return failure();
      return Value(tir::MinOp::create(rewriter, loc, stop, guard.limit));
    }
    if (*first >= *end)
      return failure();
    // The clamp bounds first + offset and end + offset must be int32. That
    // also keeps the written iv + c from wrapping for iv in [first, end - 1]
    // (offset is c or c - 1); a wrapping sum could make the guard hold for
    // iterations that are no prefix of the loop.
    auto fits = [](int64_t value) {
      return value >= std::numeric_limits<int32_t>::min() &&
             value <= std::numeric_limits<int32_t>::max();
    };
    if (!fits(*first + guard.offset) || !fits(*end + guard.offset))
      return failure();
    Type type = start.getType();
    auto constant = [&](int64_t value) -> Value {
      return tir::ConstOp::create(rewriter, loc,
                                  rewriter.getIntegerAttr(type, value));
    };
    // clamp(n, first + c, end + c) - c lies in [first, end].
    Value low = tir::MaxOp::create(rewriter, loc, guard.limit,
                                   constant(*first + guard.offset));
    Value clamped =
        tir::MinOp::create(rewriter, loc, low, constant(*end + guard.offset));
    return Value(
        tir::SubOp::create(rewriter, loc, clamped, constant(guard.offset)));
  }
};

struct RemoveLoopGuardsPass
    : compass::impl::CompassRemoveLoopGuardsBase<RemoveLoopGuardsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    compass::populateRemoveLoopGuardsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::compass::populateRemoveLoopGuardsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LoopGuardToBound>(patterns.getContext());
}
