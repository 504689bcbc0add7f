//===- DotPatterns.cpp - the Dot and MatMul families --------------------===//
//
// The rows of COMPASS_DOT (fma, vdot, vqdot, vdpa, vqdpa, vfmae, vfmao) and
// compass.vmml / vmma with the simulator's rules (execDot in
// lib/Simulator/Instructions.cpp, execMatMul in Memory.cpp): every product
// exact (integers in 64 bits, floats in double), a group's products added
// in lane order to the accumulator (or to zero), integers saturated to the
// result lane, floats rounded once (a NaN sum to the positive quiet NaN). The groups are computed side by side,
// one vector add per lane of a group, so the order of the additions is the
// simulator's.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

/// `value` (core lanes of compass-level type `type`) read exactly: floats
/// as double, integers as 64-bit integers by their signedness.
static Value widenExactly(OpBuilder &b, Location loc, Value value, Type type) {
  if (isa<FloatType>(getLaneType(type)))
    return arith::ExtFOp::create(
        b, loc, withLaneType(value.getType(), b.getF64Type()), value);
  return resizeInteger(b, loc, value, 64, isSignedLanes(type));
}

/// A float sum (double lanes) rounded once to float32; a NaN sum gives the
/// positive quiet NaN (the simulator's roundDotSum).
static Value roundSum(OpBuilder &b, Location loc, Value sum) {
  return canonicalizeNan(
      b, loc,
      arith::TruncFOp::create(b, loc,
                              withLaneType(sum.getType(), b.getF32Type()), sum));
}

/// A sum computed by widenExactly's rules written to the lane type of the
/// compass-level type `type`: floats rounded once to float32 (then to a
/// 16-bit lane, as the simulator stores one), integers saturated.
static Value narrowSum(OpBuilder &b, Location loc, Value sum, Type type) {
  Type lane = getLaneType(type);
  if (!isa<FloatType>(lane)) {
    unsigned bits = lane.getIntOrFloatBitWidth();
    bool isSigned = lane.isSignedInteger();
    return resizeInteger(
        b, loc,
        clampSigned(b, loc, sum, laneMin(bits, isSigned),
                    laneMax(bits, isSigned)),
        bits, isSigned);
  }
  Value single = roundSum(b, loc, sum);
  if (lane.isBF16())
    return truncateToBFloat16(b, loc, single);
  if (lane.isF16())
    return arith::TruncFOp::create(
        b, loc, withLaneType(sum.getType(), b.getF16Type()), single);
  return single;
}

/// The identity of an addition in lanes of `type`: -0.0 for floats (x +
/// -0.0 is x, a -0.0 sum included), 0 for integers.
static Value additiveIdentity(OpBuilder &b, Location loc, VectorType type) {
  if (isa<FloatType>(type.getElementType()))
    return arith::ConstantOp::create(
        b, loc,
        SplatElementsAttr::get(type, b.getFloatAttr(type.getElementType(),
                                                    -0.0)));
  return integerConstant(b, loc, type, 0);
}

static Value addLanes(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  if (isa<FloatType>(getLaneType(lhs.getType())))
    return arith::AddFOp::create(b, loc, lhs, rhs);
  return arith::AddIOp::create(b, loc, lhs, rhs);
}

static Value multiplyLanes(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  if (isa<FloatType>(getLaneType(lhs.getType())))
    return arith::MulFOp::create(b, loc, lhs, rhs);
  return arith::MulIOp::create(b, loc, lhs, rhs);
}

/// Lanes `indices` of `vector`.
static Value pickLanes(OpBuilder &b, Location loc, Value vector,
                       ArrayRef<int64_t> indices) {
  return vector::ShuffleOp::create(b, loc, vector, vector, indices);
}

namespace {
/// A Dot row: result lane g * stride = [acc +] the products of group g
/// (lanes g*group … g*group+group-1 of x and y, or only lane g*group+pick),
/// the active ones, in lane order. A result lane no active product reaches
/// keeps acc, or is undefined (poison) without it.
template <typename OpTy>
struct DotLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dot = cast<DotBuiltinOpInterface>(op.getOperation());
    Type xType = dot.getLhs().getType(), yType = dot.getRhs().getType();
    auto resultType = cast<VectorType>(op.getType());
    auto coreType = cast<VectorType>(
        this->getTypeConverter()->convertType(op.getType()));
    int64_t xLanes = cast<VectorType>(xType).getNumElements();
    int64_t resultLanes = resultType.getNumElements();
    int64_t group = dot.getGroup();
    int pick = dot.getPick();
    int64_t groups = xLanes / group;
    int64_t stride =
        group * laneBits(xType) / laneBits(resultType.getElementType());
    Value mask = adaptor.getMask();

    Value wideX = widenExactly(rewriter, loc, adaptor.getLhs(), xType);
    Value wideY = widenExactly(rewriter, loc, adaptor.getRhs(), yType);
    Value products = multiplyLanes(rewriter, loc, wideX, wideY);
    Value acc = dot.getAccOrNull() ? adaptor.getOperands().front() : Value();
    SmallVector<int64_t> groupLanes;
    for (int64_t g = 0; g < groups; ++g)
      groupLanes.push_back(g * stride);
    // The sums start from acc, or from +0 (integer 0).
    bool isFloat = isa<FloatType>(resultType.getElementType());
    Value sum;
    if (acc)
      sum = widenExactly(rewriter, loc,
                         pickLanes(rewriter, loc, acc, groupLanes), resultType);
    else
      sum = arith::ConstantOp::create(
          rewriter, loc,
          rewriter.getZeroAttr(VectorType::get(
              {groups}, isFloat ? Type(rewriter.getF64Type())
                                : Type(rewriter.getI64Type()))));
    auto termType = cast<VectorType>(sum.getType());
    Value identity = additiveIdentity(rewriter, loc, termType);
    Value reached;
    for (int64_t j = 0; j < group; ++j) {
      if (pick >= 0 && j != pick)
        continue;
      SmallVector<int64_t> lanes, maskLanes;
      for (int64_t g = 0; g < groups; ++g) {
        lanes.push_back(g * group + j);
        // A picked lane is predicated by its group's (result) lane.
        maskLanes.push_back(pick >= 0 ? g : g * group + j);
      }
      Value active = pickLanes(rewriter, loc, mask, maskLanes);
      Value picked = pickLanes(rewriter, loc, products, lanes);
      Value term =
          arith::SelectOp::create(rewriter, loc, active, picked, identity);
      sum = addLanes(rewriter, loc, sum, term);
      reached =
          reached ? Value(arith::OrIOp::create(rewriter, loc, reached, active))
                  : active;
    }
    Value narrow = narrowSum(rewriter, loc, sum, resultType);
    // The group sums spread to their result lanes; the others fall back.
    SmallVector<int64_t> spread(resultLanes, 0);
    SmallVector<bool> isSum(resultLanes, false);
    for (int64_t g = 0; g < groups; ++g) {
      spread[g * stride] = g;
      isSum[g * stride] = true;
    }
    Value spreadSum = pickLanes(rewriter, loc, narrow, spread);
    Value reachedLanes = pickLanes(rewriter, loc, reached, spread);
    Value sumLanes = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(
            VectorType::get({resultLanes}, rewriter.getI1Type()),
            ArrayRef<bool>(isSum)));
    Value spreadReached =
        arith::AndIOp::create(rewriter, loc, reachedLanes, sumLanes);
    Value fallback = acc ? acc : buildPoison(rewriter, loc, coreType);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, spreadReached, spreadSum,
                                                 fallback);
    return success();
  }
};

/// compass.vmml / vmma: ptr[4r+c] = [ptr[4r+c] +] sum over k of x[4r+k] *
/// y[4c+k], in double in k order, rounded once to float32.
template <typename OpTy>
struct MatMulLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto f32x16 = VectorType::get({16}, rewriter.getF32Type());
    auto f64x16 = VectorType::get({16}, rewriter.getF64Type());
    Value sum;
    if (OpTy::kAccumulates)
      sum = arith::ExtFOp::create(
          rewriter, loc, f64x16,
          LLVM::LoadOp::create(rewriter, loc, f32x16, adaptor.getPtr(),
                               /*alignment=*/4)
              .getResult());
    else
      sum = arith::ConstantOp::create(rewriter, loc,
                                      rewriter.getZeroAttr(f64x16));
    Value x = arith::ExtFOp::create(rewriter, loc, f64x16, adaptor.getLhs());
    Value y = arith::ExtFOp::create(rewriter, loc, f64x16, adaptor.getRhs());
    for (int64_t k = 0; k < 4; ++k) {
      SmallVector<int64_t> rows, columns;
      for (int64_t r = 0; r < 4; ++r)
        for (int64_t c = 0; c < 4; ++c) {
          rows.push_back(4 * r + k);
          columns.push_back(4 * c + k);
        }
      Value xRows = pickLanes(rewriter, loc, x, rows);
      Value yColumns = pickLanes(rewriter, loc, y, columns);
      Value product = arith::MulFOp::create(rewriter, loc, xRows, yColumns);
      sum = arith::AddFOp::create(rewriter, loc, sum, product);
    }
    LLVM::StoreOp::create(rewriter, loc, roundSum(rewriter, loc, sum),
                          adaptor.getPtr(), /*alignment=*/4);
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void core::populateDotPatterns(CoreTypeConverter &converter,
                               RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
#define COMPASS_DOT(NAME, OP, ...)                                             \
  patterns.add<DotLowering<OP>>(converter, context);
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  patterns.add<MatMulLowering<VMmlOp>, MatMulLowering<VMmaOp>>(converter,
                                                               context);
}
