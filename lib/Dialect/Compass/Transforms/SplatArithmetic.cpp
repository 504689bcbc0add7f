//===- SplatArithmetic.cpp - lane-wise builtins on splats -----------------===//
//
// A lane-wise builtin whose operands are splats (compass.vbcast) and whose
// every lane is active holds one value in every lane. The scalar tir
// operation with the same lane semantics computes that value once and a
// vbcast spreads it; tir's folders then fold it when the scalars are
// constants, which is how splat arithmetic gets constant-folded.
//
// "The same lane semantics" is a fact of the simulator: each pair below runs
// through one lane functor there (AddFn, MulFn, AndFn, NotFn, …), and the
// OpenCL C of both is the plain C operator. Pairs whose functors differ are
// not here: vector division and shifts handle zero and large counts unlike
// C, float vmax/vmin follow the NaN rule of the runtime, bfloat16 lanes are
// raw bits in OpenCL C.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

using namespace mlir;
using namespace mlir::compass;

/// The scalar every lane of `value` holds, when it is a vbcast.
static Value getSplatScalar(Value value) {
  auto bcast = value.getDefiningOp<VBcastOp>();
  return bcast ? bcast.getInput() : Value();
}

/// True when lanes of `type` compute like their tir scalars: integers,
/// float16 and float32 (bfloat16 is raw bits in OpenCL C), and integers only
/// when `integersOnly`.
static bool hasScalarLanes(VectorType type, bool integersOnly) {
  Type lane = type.getElementType();
  if (isa<IntegerType>(lane))
    return true;
  return !integersOnly && (lane.isF16() || lane.isF32());
}

/// True when every lane of `op` is computed from its lane operands alone:
/// the mask is an all-true constant (r, if any, is never read).
static bool computesEveryLane(LaneBuiltinOpInterface op) {
  return isUniformMask(op.getMask(), /*lane=*/true);
}

namespace {

/// op(splat a, splat b) → splat(scalar op(a, b)), all lanes active, the
/// operands and the result of one type.
template <typename VectorOp, typename ScalarOp, bool IntegersOnly = false>
struct SplatBinary : OpRewritePattern<VectorOp> {
  using OpRewritePattern<VectorOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(VectorOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getType();
    if (op.getLhs().getType() != type || op.getRhs().getType() != type)
      return rewriter.notifyMatchFailure(op, "operands of another signedness");
    if (!hasScalarLanes(type, IntegersOnly))
      return rewriter.notifyMatchFailure(op, "lanes unlike their scalars");
    if (!computesEveryLane(op))
      return rewriter.notifyMatchFailure(op, "some lane inactive");
    Value lhs = getSplatScalar(op.getLhs());
    Value rhs = getSplatScalar(op.getRhs());
    if (!lhs || !rhs)
      return rewriter.notifyMatchFailure(op, "an operand is not a splat");
    Value scalar = ScalarOp::create(rewriter, op.getLoc(), lhs, rhs);
    rewriter.replaceOpWithNewOp<VBcastOp>(op, type, scalar);
    return success();
  }
};

/// vinv(splat a) → splat(tir.not a), all lanes active.
struct SplatNot : OpRewritePattern<VInvOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VInvOp op,
                                PatternRewriter &rewriter) const override {
    if (!computesEveryLane(op))
      return rewriter.notifyMatchFailure(op, "some lane inactive");
    Value input = getSplatScalar(op.getInput());
    if (!input)
      return rewriter.notifyMatchFailure(op, "the operand is not a splat");
    Value scalar = tir::NotOp::create(rewriter, op.getLoc(), input);
    rewriter.replaceOpWithNewOp<VBcastOp>(op, op.getType(), scalar);
    return success();
  }
};

} // namespace

void mlir::compass::populateSplatArithmeticPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<SplatBinary<VAddOp, tir::AddOp>, SplatBinary<VSubOp, tir::SubOp>,
           SplatBinary<VMulOp, tir::MulOp>, SplatBinary<VAndOp, tir::AndOp>,
           SplatBinary<VOrOp, tir::OrOp>, SplatBinary<VXorOp, tir::XorOp>,
           SplatBinary<VMaxOp, tir::MaxOp, /*IntegersOnly=*/true>,
           SplatBinary<VMinOp, tir::MinOp, /*IntegersOnly=*/true>, SplatNot>(
          patterns.getContext());
}
