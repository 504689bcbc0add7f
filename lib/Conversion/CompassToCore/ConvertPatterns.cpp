//===- ConvertPatterns.cpp - compass.vcvt and compass.vbitcast ------------===//
//
// The lane conversions of S.cast / S.vxtl / S.vxth (compass.vcvt) with the
// rules of the simulator's convertLane (lib/Simulator/Conversions.cpp): the
// inputs are one sequence of N lanes, result lane i is lane (offset + i *
// stride) mod N converted; and S.reinterpret (compass.vbitcast), the same
// bits.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

Value core::truncateToBFloat16(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  Type i32 = withLaneType(type, b.getI32Type());
  auto constant = [&](int64_t c) { return integerConstant(b, loc, i32, c); };
  Value bits = arith::BitcastOp::create(b, loc, i32, value);
  Value isNan = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ugt,
      arith::AndIOp::create(b, loc, bits, constant(0x7fffffff)),
      constant(0x7f800000));
  Value odd = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, constant(16)), constant(1));
  Value rounded = arith::AddIOp::create(
      b, loc, bits, arith::AddIOp::create(b, loc, odd, constant(0x7fff)));
  Value quiet = arith::OrIOp::create(b, loc, bits, constant(0x400000));
  Value result = arith::ShRUIOp::create(
      b, loc, arith::SelectOp::create(b, loc, isNan, quiet, rounded),
      constant(16));
  result = resizeInteger(b, loc, result, 16, false);
  return arith::BitcastOp::create(b, loc, withLaneType(type, b.getBF16Type()),
                                  result);
}

/// `value` (float lanes) converted to the float lanes of `to`: float to
/// float rounds once to nearest even (16-bit floats are exact in float32).
static Value convertFloat(OpBuilder &b, Location loc, Value value, Type to) {
  unsigned from = laneBits(value.getType()), bits = laneBits(to);
  if (value.getType() == to)
    return value;
  if (from < 32 && bits < 32) {
    Type f32 = withLaneType(value.getType(), b.getF32Type());
    value = arith::ExtFOp::create(b, loc, f32, value);
  }
  if (laneBits(value.getType()) < bits)
    return arith::ExtFOp::create(b, loc, to, value);
  if (getLaneType(to).isBF16())
    return truncateToBFloat16(b, loc, value);
  return arith::TruncFOp::create(b, loc, to, value);
}

/// Float lanes to integer lanes of `to`: in double (exact), rounded to
/// nearest even with `round`, NaN 0, clamped to int32 and truncated toward
/// zero, then wrapped to the lane width.
static Value floatToInteger(OpBuilder &b, Location loc, Value value, Type to,
                            bool round) {
  Type f64 = withLaneType(value.getType(), b.getF64Type());
  value = arith::ExtFOp::create(b, loc, f64, value);
  if (round)
    value = math::RoundEvenOp::create(b, loc, value);
  auto floatConstant = [&](double constant) -> Value {
    auto attr = b.getF64FloatAttr(constant);
    if (auto vector = dyn_cast<VectorType>(f64))
      return arith::ConstantOp::create(b, loc,
                                       SplatElementsAttr::get(vector, attr));
    return arith::ConstantOp::create(b, loc, attr);
  };
  auto cmpF = [&](arith::CmpFPredicate predicate, Value lhs, Value rhs) {
    return arith::CmpFOp::create(b, loc, predicate, lhs, rhs);
  };
  Value low = floatConstant(-2147483648.0), high = floatConstant(2147483647.0);
  Value isLow = cmpF(arith::CmpFPredicate::OLE, value, low);
  Value isHigh = cmpF(arith::CmpFPredicate::OGE, value, high);
  Value isNan = cmpF(arith::CmpFPredicate::UNO, value, value);
  // fptosi is defined only in range: the out-of-range lanes are replaced
  // before it.
  Value inRange = arith::SelectOp::create(
      b, loc,
      arith::OrIOp::create(b, loc, isNan,
                           arith::OrIOp::create(b, loc, isLow, isHigh)),
      floatConstant(0.0), value);
  Type i32 = withLaneType(value.getType(), b.getI32Type());
  Value result = arith::FPToSIOp::create(b, loc, i32, inRange);
  result = arith::SelectOp::create(
      b, loc, isLow, integerConstant(b, loc, i32, INT32_MIN), result);
  result = arith::SelectOp::create(
      b, loc, isHigh, integerConstant(b, loc, i32, INT32_MAX), result);
  return resizeInteger(b, loc, result, laneBits(to), false);
}

namespace {
/// compass.vcvt: the selected lanes, then one conversion for all of them.
struct VCvtLowering : OpConversionPattern<VCvtOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VCvtOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    ValueRange inputs = adaptor.getInputs();
    Type fromLane = getLaneType(op.getInputs().front().getType());
    Type toLane = getLaneType(op.getType());
    // The inputs joined into one vector of N lanes, then the lanes read.
    Value lanes = inputs.front();
    for (Value next : inputs.drop_front()) {
      int64_t width = cast<VectorType>(lanes.getType()).getNumElements() +
                      cast<VectorType>(next.getType()).getNumElements();
      lanes = vector::ShuffleOp::create(
          rewriter, loc, lanes, next,
          llvm::to_vector(llvm::seq<int64_t>(0, width)));
    }
    int64_t total = cast<VectorType>(lanes.getType()).getNumElements();
    SmallVector<int64_t> indices;
    for (int64_t i = 0; i < type.getNumElements(); ++i)
      indices.push_back((op.getOffset() + i * op.getStride()) % total);
    lanes = vector::ShuffleOp::create(rewriter, loc, lanes, lanes, indices);
    Value result;
    if (isa<FloatType>(fromLane) && isa<FloatType>(toLane)) {
      result = convertFloat(rewriter, loc, lanes, type);
    } else if (isa<FloatType>(toLane)) {
      // Through float32, rounded once there and once more to 16 bits.
      Type f32 = withLaneType(type, rewriter.getF32Type());
      result = fromLane.isSignedInteger()
                   ? Value(arith::SIToFPOp::create(rewriter, loc, f32, lanes))
                   : Value(arith::UIToFPOp::create(rewriter, loc, f32, lanes));
      result = convertFloat(rewriter, loc, result, type);
    } else if (isa<FloatType>(fromLane)) {
      result = floatToInteger(rewriter, loc, lanes, type, op.getRound());
    } else {
      bool isSigned = fromLane.isSignedInteger();
      result = resizeInteger(rewriter, loc, lanes, 64, isSigned);
      if (op.getSaturate())
        result =
            clampSigned(rewriter, loc, result,
                        laneMin(laneBits(toLane), toLane.isSignedInteger()),
                        laneMax(laneBits(toLane), toLane.isSignedInteger()));
      result = resizeInteger(rewriter, loc, result, laneBits(toLane), false);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct VBitcastLowering : OpConversionPattern<VBitcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VBitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    Value input = adaptor.getInput();
    rewriter.replaceOp(op, input.getType() == type
                               ? input
                               : Value(vector::BitCastOp::create(
                                     rewriter, op.getLoc(), type, input)));
    return success();
  }
};
} // namespace

void core::populateConvertPatterns(CoreTypeConverter &converter,
                                   RewritePatternSet &patterns) {
  patterns.add<VCvtLowering, VBitcastLowering>(converter,
                                               patterns.getContext());
}
