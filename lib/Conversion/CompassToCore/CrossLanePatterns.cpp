//===- CrossLanePatterns.cpp - builtins whose lanes read other lanes ------===//
//
// The pairwise builtins (COMPASS_PAIRWISE rows: their lane functor on the
// even and odd lanes), the whole-mask tests (COMPASS_MASK_TEST) and the
// reductions (COMPASS_REDUCE), with the semantics of the simulator's
// lib/Simulator/CrossLane.cpp: a reduction folds the active lanes in the
// simulator's order (its float sum's partial sums included), so the native
// result is bit-identical; the lanes it leaves undefined are poison.
//
//===----------------------------------------------------------------------===//

#include "LaneForms.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

namespace {
/// A pairwise row: result[i] = fn(lhs[2i], lhs[2i + 1]), result[N/2 + i] =
/// fn(rhs[2i], rhs[2i + 1]); fn (Form, the native form of the row's
/// functor, LaneForms.h) on the vectors of even and odd lanes.
template <typename OpTy, typename Form>
struct PairwiseLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t lanes = op.getType().getNumElements();
    SmallVector<int64_t> evens, odds;
    for (int64_t i = 0; i < lanes; ++i) {
      evens.push_back(2 * i);
      odds.push_back(2 * i + 1);
    }
    LaneArgs args;
    args.result = op.getType();
    args.types = {op.getLhs().getType(), op.getRhs().getType()};
    args.values = {vector::ShuffleOp::create(rewriter, loc, adaptor.getLhs(),
                                             adaptor.getRhs(), evens),
                   vector::ShuffleOp::create(rewriter, loc, adaptor.getLhs(),
                                             adaptor.getRhs(), odds)};
    rewriter.replaceOp(op, Form::build(rewriter, loc, args));
    return success();
  }
};

/// compass.vall / vany: every / any lane of the mask.
template <typename OpTy>
struct MaskTestLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value result = vector::ReductionOp::create(
        rewriter, op.getLoc(),
        OpTy::kIsAll ? vector::CombiningKind::AND : vector::CombiningKind::OR,
        adaptor.getInput());
    Type type = this->getTypeConverter()->convertType(op.getType());
    if (result.getType() != type)
      result = arith::ExtUIOp::create(rewriter, op.getLoc(), type, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// The reductions: which one an op is.
template <typename OpTy>
constexpr bool kIsSum = std::is_same_v<OpTy, VRPAddOp>;
template <typename OpTy>
constexpr bool kIsMax =
    std::is_same_v<OpTy, VRPMaxOp> || std::is_same_v<OpTy, VRPMaxeOp>;
template <typename OpTy>
constexpr bool kWithIndex =
    std::is_same_v<OpTy, VRPMaxeOp> || std::is_same_v<OpTy, VRPMineOp>;

/// A lane as the simulator computes with it: 16-bit floats as float32
/// (E::load), other lanes as they are.
static Value loadLane(OpBuilder &b, Location loc, Value lane) {
  if (isa<FloatType>(lane.getType()) && laneBits(lane.getType()) < 32)
    return arith::ExtFOp::create(b, loc, b.getF32Type(), lane);
  return lane;
}

static Value loadLane(OpBuilder &b, Location loc, Value vector, int64_t i) {
  return loadLane(b, loc, vector::ExtractOp::create(b, loc, vector, i));
}

/// A reduction row: lane 0 of the result from the active lanes of the
/// input, the other lanes poison (vrpmaxe / vrpmine: lane 1 the lowest
/// active index of the extreme).
template <typename OpTy>
struct ReduceLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type =
        cast<VectorType>(this->getTypeConverter()->convertType(op.getType()));
    Value result = buildPoison(rewriter, loc, type);
    Value input = adaptor.getInput(), mask = adaptor.getMask();
    Type lane = getLaneType(op.getInput().getType());
    if constexpr (kIsSum<OpTy>) {
      Value sum = isa<FloatType>(lane)
                      ? sumFloats(rewriter, loc, input, mask)
                      : sumIntegers(rewriter, loc, input, mask);
      result = vector::InsertOp::create(rewriter, loc, sum, result, 0);
    } else {
      result = extreme(rewriter, loc, input, mask, lane, result);
    }
    rewriter.replaceOp(op, result);
    return success();
  }

  /// Integers wrap: the sum of the lanes, inactive ones 0.
  static Value sumIntegers(OpBuilder &b, Location loc, Value input,
                           Value mask) {
    Value zero = arith::ConstantOp::create(
        b, loc, b.getZeroAttr(cast<VectorType>(input.getType())));
    Value active = arith::SelectOp::create(b, loc, mask, input, zero);
    return vector::ReductionOp::create(b, loc, vector::CombiningKind::ADD,
                                       active);
  }

  /// Floats in float32 as the simulator sums them: eight partial sums
  /// (lane j, plus lane 8 + j for 16 lanes), joined pairwise, then added
  /// to +0 (a sum of -0 is +0); inactive lanes are +0.
  static Value sumFloats(OpBuilder &b, Location loc, Value input, Value mask) {
    int64_t lanes = cast<VectorType>(input.getType()).getNumElements();
    Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f));
    auto activeLane = [&](int64_t i) -> Value {
      Value on = vector::ExtractOp::create(b, loc, mask, i);
      return arith::SelectOp::create(b, loc, on, loadLane(b, loc, input, i),
                                     zero);
    };
    SmallVector<Value, 8> sums;
    for (int64_t j = 0; j < 8; ++j) {
      Value partial = activeLane(j);
      if (lanes == 16)
        partial = arith::AddFOp::create(b, loc, partial, activeLane(8 + j));
      sums.push_back(partial);
    }
    while (sums.size() > 1) {
      SmallVector<Value, 8> joined;
      for (size_t i = 0; i < sums.size(); i += 2)
        joined.push_back(arith::AddFOp::create(b, loc, sums[i], sums[i + 1]));
      sums = joined;
    }
    return arith::AddFOp::create(b, loc, zero, sums.front());
  }

  /// The maximum or minimum folded in lane order: the first of equal lanes
  /// stays, a NaN stays; lane 0 stays poison without active lanes (lane 1,
  /// the index, also when no active lane equals the extreme: NaN).
  static Value extreme(OpBuilder &b, Location loc, Value input, Value mask,
                       Type lane, Value result) {
    int64_t lanes = cast<VectorType>(input.getType()).getNumElements();
    bool isFloat = isa<FloatType>(lane);
    bool isSigned = lane.isSignedInteger();
    auto boolConstant = [&](bool value) -> Value {
      return arith::ConstantOp::create(b, loc, b.getBoolAttr(value));
    };
    Value found = boolConstant(false), yes = boolConstant(true);
    Value best = vector::ExtractOp::create(b, loc, input, 0);
    Value bestValue = loadLane(b, loc, best);
    for (int64_t i = 0; i < lanes; ++i) {
      Value active = vector::ExtractOp::create(b, loc, mask, i);
      Value raw = vector::ExtractOp::create(b, loc, input, i);
      Value value = loadLane(b, loc, raw);
      Value keep;
      if (isFloat) {
        keep = arith::CmpFOp::create(b, loc,
                                     kIsMax<OpTy> ? arith::CmpFPredicate::OGE
                                                  : arith::CmpFPredicate::OLE,
                                     bestValue, value);
        keep = arith::OrIOp::create(
            b, loc, keep,
            arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, bestValue,
                                  bestValue));
      } else {
        arith::CmpIPredicate predicate =
            kIsMax<OpTy> ? (isSigned ? arith::CmpIPredicate::sge
                                     : arith::CmpIPredicate::uge)
                         : (isSigned ? arith::CmpIPredicate::sle
                                     : arith::CmpIPredicate::ule);
        keep = arith::CmpIOp::create(b, loc, predicate, bestValue, value);
      }
      Value replace = arith::XOrIOp::create(
          b, loc, arith::AndIOp::create(b, loc, found, keep), yes);
      Value take = arith::AndIOp::create(b, loc, active, replace);
      best = arith::SelectOp::create(b, loc, take, raw, best);
      bestValue = arith::SelectOp::create(b, loc, take, value, bestValue);
      found = arith::OrIOp::create(b, loc, found, active);
    }
    Value poison0 = vector::ExtractOp::create(b, loc, result, 0);
    result = vector::InsertOp::create(
        b, loc, arith::SelectOp::create(b, loc, found, best, poison0), result,
        0);
    if (!kWithIndex<OpTy>)
      return result;
    // The lowest active index whose lane equals the extreme, as bits of
    // the lane type: searched from the last lane down.
    unsigned bits = laneBits(lane);
    Type bitsType = b.getIntegerType(bits);
    Value index = vector::ExtractOp::create(b, loc, result, 1);
    if (isFloat)
      index = arith::BitcastOp::create(b, loc, bitsType, index);
    for (int64_t i = lanes - 1; i >= 0; --i) {
      Value active = vector::ExtractOp::create(b, loc, mask, i);
      Value value = loadLane(b, loc, input, i);
      Value equal =
          isFloat
              ? Value(arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                            value, bestValue))
              : Value(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            value, bestValue));
      Value hit = arith::AndIOp::create(
          b, loc, found, arith::AndIOp::create(b, loc, active, equal));
      index = arith::SelectOp::create(
          b, loc, hit, integerConstant(b, loc, bitsType, i), index);
    }
    if (isFloat)
      index = arith::BitcastOp::create(
          b, loc, cast<VectorType>(result.getType()).getElementType(), index);
    return vector::InsertOp::create(b, loc, index, result, 1);
  }
};
} // namespace

void core::populateCrossLanePatterns(CoreTypeConverter &converter,
                                     RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
#define COMPASS_PAIRWISE(OP, FN)                                               \
  patterns.add<PairwiseLowering<OP, rows::FN>>(converter, context);
#define COMPASS_MASK_TEST(OP)                                                  \
  patterns.add<MaskTestLowering<OP>>(converter, context);
#define COMPASS_REDUCE(OP) patterns.add<ReduceLowering<OP>>(converter, context);
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
}
