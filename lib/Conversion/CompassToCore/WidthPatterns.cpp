//===- WidthPatterns.cpp - widening and narrowing builtins ----------------===//
//
// The rows of COMPASS_WIDENING (vmull / vmulh: products of half the lanes
// in lanes twice as wide) and COMPASS_NARROWING (vnsr and its saturating
// and rounding variants: lanes shifted right into lanes k times narrower),
// with the semantics of the simulator's execWidening / execNarrowing
// (lib/Simulator/Instructions.cpp). The row's functor names the rule: the
// names below mirror LaneFunctions.h's so the table's text instantiates
// them.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

namespace {
namespace rows {
/// The product modulo 2^64 of two lanes, each read by its signedness.
struct LaneWideMulFn {};
/// A right shift by an unsigned count, rounded (ties to even) when Round,
/// clamped to the result lane when Saturate, else truncated.
template <bool Saturate, bool Round>
struct LaneNarrowFn {
  static constexpr bool saturate = Saturate;
  static constexpr bool round = Round;
};
} // namespace rows

/// The lanes [first, first + count) of `vector`, each `repeat` times.
static Value takeLanes(OpBuilder &b, Location loc, Value vector, int64_t first,
                       int64_t count, int64_t repeat = 1) {
  SmallVector<int64_t> indices;
  for (int64_t i = 0; i < count; ++i)
    for (int64_t k = 0; k < repeat; ++k)
      indices.push_back(first + i);
  return vector::ShuffleOp::create(b, loc, vector, vector, indices);
}

/// A widening row: result lane j is lhs[h + j] * rhs[h + j] in lanes twice
/// as wide (h: 0, or half the lanes for OP::kHighHalf); 32-bit lanes give
/// (low word, high word) pairs. Lane j is active by mask lane h + j;
/// inactive lanes come from r, else from the poison pattern.
template <typename OpTy>
struct WideningLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type =
        cast<VectorType>(this->getTypeConverter()->convertType(op.getType()));
    int64_t half = op.getLhs().getType().getNumElements() / 2;
    int64_t base = OpTy::kHighHalf ? half : 0;
    auto operand = [&](Value value, Type compassType) {
      return resizeInteger(rewriter, loc,
                           takeLanes(rewriter, loc, value, base, half), 64,
                           isSignedLanes(compassType));
    };
    Value product = arith::MulIOp::create(
        rewriter, loc, operand(adaptor.getLhs(), op.getLhs().getType()),
        operand(adaptor.getRhs(), op.getRhs().getType()));
    int64_t perProduct = type.getNumElements() / half;
    Value result =
        perProduct == 1
            ? resizeInteger(rewriter, loc, product, laneBits(type), false)
            : Value(vector::BitCastOp::create(rewriter, loc, type, product));
    if (!isAllTrue(op.getMask())) {
      Value mask =
          takeLanes(rewriter, loc, adaptor.getMask(), base, half, perProduct);
      Value inactive =
          op.getR() ? adaptor.getR() : buildPoison(rewriter, loc, type);
      result = arith::SelectOp::create(rewriter, loc, mask, result, inactive);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A narrowing row: result lane i * k is rule(lhs[i], rhs[i] read as
/// unsigned) where mask lane i is set, every other lane 0; computed in 64
/// bits from lhs's signedness (counts of 64 or more leave the sign).
template <typename OpTy, typename Rule>
struct NarrowingLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type =
        cast<VectorType>(this->getTypeConverter()->convertType(op.getType()));
    Value value = resizeInteger(rewriter, loc, adaptor.getLhs(), 64,
                                isSignedLanes(op.getLhs().getType()));
    Value count = resizeInteger(rewriter, loc, adaptor.getRhs(), 64, false);
    Value shifted;
    if (Rule::round) {
      shifted = buildShiftRightRound(rewriter, loc, value, count);
    } else {
      Value top = integerConstant(rewriter, loc, count.getType(), 63);
      shifted = arith::ShRSIOp::create(
          rewriter, loc, value,
          arith::MinUIOp::create(rewriter, loc, count, top));
    }
    unsigned bits = laneBits(type);
    if (Rule::saturate) {
      bool isSigned = isSignedLanes(op.getType());
      shifted = clampSigned(rewriter, loc, shifted, laneMin(bits, isSigned),
                            laneMax(bits, isSigned));
    }
    Value narrow = resizeInteger(rewriter, loc, shifted, bits, false);
    if (!isAllTrue(op.getMask()))
      narrow = arith::SelectOp::create(
          rewriter, loc, adaptor.getMask(), narrow,
          integerConstant(rewriter, loc, narrow.getType(), 0));
    // Zero-extended to the input's lanes, each holds its value in its
    // lowest (little-endian first) narrow lane and zeros in the others.
    Value wide = resizeInteger(rewriter, loc, narrow,
                               laneBits(adaptor.getLhs().getType()), false);
    rewriter.replaceOpWithNewOp<vector::BitCastOp>(op, type, wide);
    return success();
  }
};
} // namespace

void core::populateWidthPatterns(CoreTypeConverter &converter,
                                 RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
#define COMPASS_WIDENING(OP, FN)                                               \
  static_assert(std::is_same_v<rows::FN, rows::LaneWideMulFn>);                \
  patterns.add<WideningLowering<OP>>(converter, context);
#define COMPASS_NARROWING(OP, ...)                                             \
  patterns.add<NarrowingLowering<OP, rows::__VA_ARGS__>>(converter, context);
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
}
