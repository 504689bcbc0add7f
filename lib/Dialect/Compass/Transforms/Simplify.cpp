//===- Simplify.cpp - cheaper instructions with the same result -----------===//
//
// Strength reduction on compass-level IR: a multiply or a division by a
// splat constant becomes a shift or a multiply when that gives the same
// bits in every lane; the not of a constant mask is a constant. The mask
// and r carry over, so inactive lanes keep what they had.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <cmath>

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSSIMPLIFY
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

/// The constant every lane of `value` holds, when it is a vbcast of one.
static Attribute getSplatConstant(Value value) {
  auto bcast = value.getDefiningOp<VBcastOp>();
  Attribute constant;
  if (!bcast || !matchPattern(bcast.getInput(), m_Constant(&constant)))
    return {};
  return constant;
}

/// k when the lanes of `value` are a constant whose bits are 2^k. (For
/// signed lanes that includes the minimum -2^(w-1): multiplying by it keeps
/// the same low bits as multiplying by 2^(w-1).)
static std::optional<unsigned> getSplatPowerOfTwo(Value value) {
  auto constant = dyn_cast_or_null<IntegerAttr>(getSplatConstant(value));
  if (!constant || !constant.getValue().isPowerOf2())
    return std::nullopt;
  return constant.getValue().logBase2();
}

/// A vector of `type` with every lane `value` (a vbcast of a tir.const).
static Value createSplat(PatternRewriter &rewriter, Location loc,
                         VectorType type, TypedAttr value) {
  Value scalar = tir::ConstOp::create(rewriter, loc, value);
  return VBcastOp::create(rewriter, loc, type, scalar);
}

namespace {

/// x * 2^k → x << k on integer lanes: both keep the low bits of x * 2^k.
struct MultiplyByPowerOfTwo : OpRewritePattern<VMulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VMulOp mul,
                                PatternRewriter &rewriter) const override {
    VectorType type = mul.getType();
    if (!isa<IntegerType>(type.getElementType()))
      return rewriter.notifyMatchFailure(mul, "not integer lanes");
    for (auto [x, factor] : {std::pair(mul.getLhs(), mul.getRhs()),
                             std::pair(mul.getRhs(), mul.getLhs())}) {
      std::optional<unsigned> log = getSplatPowerOfTwo(factor);
      // vsl takes operands of the result's type (vmul may mix signedness).
      if (!log || x.getType() != type)
        continue;
      auto laneType = cast<IntegerType>(type.getElementType());
      Value count = createSplat(rewriter, mul.getLoc(), type,
                                IntegerAttr::get(laneType, *log));
      rewriter.replaceOpWithNewOp<VShlOp>(mul, type, x, count, mul.getMask(),
                                          mul.getR());
      return success();
    }
    return rewriter.notifyMatchFailure(mul, "no splat power of two");
  }
};

/// Division by a splat constant: unsigned x / 2^k → x >> k; float32
/// x / c → x * (1 / c) when c and 1 / c are normal float32 (c = ±2^k):
/// both round the same exact quotient. Signed integers are left alone
/// (division truncates toward 0, the shift toward -inf).
struct DivideByConstant : OpRewritePattern<VDivOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VDivOp div,
                                PatternRewriter &rewriter) const override {
    VectorType type = div.getType();
    Type lane = type.getElementType();
    Location loc = div.getLoc();
    if (lane.isUnsignedInteger()) {
      std::optional<unsigned> log = getSplatPowerOfTwo(div.getRhs());
      if (!log)
        return rewriter.notifyMatchFailure(div, "not a power of two");
      Value count =
          createSplat(rewriter, loc, type, IntegerAttr::get(lane, *log));
      rewriter.replaceOpWithNewOp<VShrOp>(div, type, div.getLhs(), count,
                                          div.getMask(), div.getR());
      return success();
    }
    auto divisor = dyn_cast_or_null<FloatAttr>(getSplatConstant(div.getRhs()));
    if (!lane.isF32() || !divisor)
      return rewriter.notifyMatchFailure(div, "not a float32 constant");
    float value = divisor.getValue().convertToFloat();
    int exponent = 0;
    // Subnormals are left alone: a runtime flushing them would not divide
    // by the same number.
    if (!std::isnormal(value) ||
        std::fabs(std::frexp(value, &exponent)) != 0.5f)
      return rewriter.notifyMatchFailure(div, "not a normal ±2^k");
    float reciprocal = 1.0f / value;
    if (!std::isnormal(reciprocal))
      return rewriter.notifyMatchFailure(div, "reciprocal not normal");
    Value factor =
        createSplat(rewriter, loc, type, FloatAttr::get(lane, reciprocal));
    rewriter.replaceOpWithNewOp<VMulOp>(div, type, div.getLhs(), factor,
                                        div.getMask(), div.getR());
    return success();
  }
};

/// The not of a constant mask is the constant with every lane flipped (what
/// a masked logic operation of constant masks folds to, then negated).
struct NotOfConstantMask : OpRewritePattern<MaskNotOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MaskNotOp op,
                                PatternRewriter &rewriter) const override {
    auto constant = op.getInput().getDefiningOp<ConstMaskOp>();
    if (!constant)
      return rewriter.notifyMatchFailure(op, "not a constant mask");
    SmallVector<bool> flipped;
    for (bool lane : constant.getValue())
      flipped.push_back(!lane);
    rewriter.replaceOpWithNewOp<ConstMaskOp>(
        op, op.getType(), rewriter.getDenseBoolArrayAttr(flipped));
    return success();
  }
};

struct SimplifyPass : compass::impl::CompassSimplifyBase<SimplifyPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateSimplifyPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::compass::populateSimplifyPatterns(RewritePatternSet &patterns) {
  patterns.add<MultiplyByPowerOfTwo, DivideByConstant, NotOfConstantMask>(
      patterns.getContext());
  populateSplatArithmeticPatterns(patterns);
  populateInactiveLanesPatterns(patterns);
}
