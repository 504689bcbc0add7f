//===- PermutePatterns.cpp - compass.vperm, vcompress and vtbl ----------===//
//
// The permutations with the simulator's semantics (lib/Simulator/
// Permute.cpp): result lanes are lanes of the inputs, moved. Constant
// moves are one vector.shuffle; moves chosen at run time (a vperm shift,
// vtbl's indices) read the inputs back from a stack slot with a gather,
// and vcompress packs the active lanes with LLVM's compress store.
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

/// `inputs` (core vectors of one type) stored one after another in a stack
/// slot; returns its address.
static Value storeSequence(OpBuilder &b, Location loc, ValueRange inputs) {
  auto type = cast<VectorType>(inputs.front().getType());
  Value slot = createStackSlot(b, loc, type, inputs.size());
  for (auto [k, input] : llvm::enumerate(inputs)) {
    Value at = LLVM::GEPOp::create(b, loc, slot.getType(), type, slot,
                                   ArrayRef<LLVM::GEPArg>{int32_t(k)});
    LLVM::StoreOp::create(b, loc, input, at);
  }
  return slot;
}

static Value allTrue(OpBuilder &b, Location loc, int64_t lanes) {
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()), true));
}

namespace {
/// compass.vperm: lane i is lane (indices[i] + shift) mod T of x ++ y (x
/// alone: T its lanes). Without a shift, one shuffle; with one (which passed
/// its operand rule: it lies in [0, T)), the lanes are gathered.
struct PermLowering : OpConversionPattern<VPermOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VPermOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<int64_t> indices(op.getIndices());
    if (!op.getShift()) {
      Value y = op.getY() ? adaptor.getY() : adaptor.getX();
      rewriter.replaceOpWithNewOp<vector::ShuffleOp>(op, adaptor.getX(), y,
                                                     indices);
      return success();
    }
    SmallVector<Value, 2> inputs = {adaptor.getX()};
    if (op.getY())
      inputs.push_back(adaptor.getY());
    auto type = cast<VectorType>(adaptor.getX().getType());
    int64_t total = type.getNumElements() * inputs.size();
    Value shift = resizeInteger(rewriter, loc, adaptor.getShift(), 64, true);
    auto offsetType = VectorType::get({type.getNumElements()},
                                      rewriter.getI64Type());
    Value fixed = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(offsetType, ArrayRef<int64_t>(indices)));
    Value shifts = vector::BroadcastOp::create(rewriter, loc, offsetType, shift);
    Value lanes = arith::AddIOp::create(rewriter, loc, fixed, shifts);
    // indices[i] and shift lie in [0, T): one subtraction wraps the sum.
    Value wrapped = arith::SubIOp::create(
        rewriter, loc, lanes, integerConstant(rewriter, loc, offsetType, total));
    lanes = arith::SelectOp::create(
        rewriter, loc,
        arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::sge, lanes,
            integerConstant(rewriter, loc, offsetType, total)),
        wrapped, lanes);
    Value stored = storeSequence(rewriter, loc, inputs);
    Value all = allTrue(rewriter, loc, type.getNumElements());
    rewriter.replaceOp(op, buildGather(rewriter, loc, type, stored, lanes, all));
    return success();
  }
};

/// compass.vcompress: the active lanes of x compress-stored to a stack slot
/// of twice the lanes, fill (or zeros) stored right after them, and the
/// first native vector read back.
struct VCompressLowering : OpConversionPattern<VCompressOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VCompressOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<VectorType>(adaptor.getX().getType());
    int64_t lanes = type.getNumElements();
    Type lane = type.getElementType();
    Value slot = createStackSlot(rewriter, loc, lane, 2 * lanes);
    LLVM::masked_compressstore::create(rewriter, loc, adaptor.getX(), slot,
                                       adaptor.getMask());
    Value active = vector::ReductionOp::create(
        rewriter, loc, vector::CombiningKind::ADD,
        arith::ExtUIOp::create(rewriter, loc,
                               VectorType::get({lanes}, rewriter.getI64Type()),
                               adaptor.getMask()));
    Value rest = LLVM::GEPOp::create(rewriter, loc, slot.getType(), lane, slot,
                                     ArrayRef<LLVM::GEPArg>{active});
    Value fill = op.getFill() ? adaptor.getFill()
                              : arith::ConstantOp::create(
                                    rewriter, loc, rewriter.getZeroAttr(type));
    LLVM::StoreOp::create(rewriter, loc, fill, rest,
                          lane.getIntOrFloatBitWidth() / 8);
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, type, slot);
    return success();
  }
};

/// compass.vtbl: lane i is lane indices[i] (unsigned) of the tables read as
/// one sequence, 0 past its end: a gather from the stored tables, its
/// out-of-range lanes inactive.
struct VTblLowering : OpConversionPattern<VTblOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VTblOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange tables = adaptor.getTables();
    auto type = cast<VectorType>(tables.front().getType());
    int64_t total = type.getNumElements() * tables.size();
    Value index =
        resizeInteger(rewriter, loc, adaptor.getIndices(), 64, false);
    Value inRange = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ult, index,
        integerConstant(rewriter, loc, index.getType(), total));
    index = arith::SelectOp::create(
        rewriter, loc, inRange, index,
        integerConstant(rewriter, loc, index.getType(), 0));
    rewriter.replaceOp(op,
                       buildGather(rewriter, loc, type,
                                   storeSequence(rewriter, loc, tables), index,
                                   inRange));
    return success();
  }
};
} // namespace

void core::populatePermutePatterns(CoreTypeConverter &converter,
                                   RewritePatternSet &patterns) {
  patterns.add<PermLowering, VCompressLowering, VTblLowering>(
      converter, patterns.getContext());
}
