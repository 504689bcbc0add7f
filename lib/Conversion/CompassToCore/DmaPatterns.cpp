//===- DmaPatterns.cpp - DMAs and events into runtime calls -------------===//
//
// The DMA engine is no arithmetic: each DMA and event builtin becomes a
// call of its native runtime function (RuntimeABI.h, lib/Native/Dma.cpp),
// which moves the bytes (its operand rule was tested before it:
// OperandRuleChecks.cpp).
// Element sizes and the memories of the two sides are static: the
// pointers' pointee types and address spaces.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Native/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

static Value i32Constant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(value));
}

Value core::dmaItemBytes(OpBuilder &b, Location loc, Value ptr) {
  Type pointee = cast<PtrType>(ptr.getType()).getPointee();
  return i32Constant(
      b, loc, std::max(1u, getLaneType(pointee).getIntOrFloatBitWidth() / 8));
}

namespace {
struct DmaCopyLowering : OpConversionPattern<DmaCopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DmaCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    callRuntime(rewriter, loc, native::kDmaCopyFn, {},
                {getLocationText(rewriter, loc), adaptor.getDst(),
                 adaptor.getSrc(), adaptor.getWidth(), adaptor.getSrcStride(),
                 adaptor.getTimes(), adaptor.getDstStride(),
                 dmaItemBytes(rewriter, loc, op.getDst())});
    rewriter.eraseOp(op);
    return success();
  }
};

/// The value goes as its bits (a float's too), widened to i32.
struct DmaMemsetLowering : OpConversionPattern<DmaMemsetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DmaMemsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value value = adaptor.getValue();
    unsigned bits = value.getType().getIntOrFloatBitWidth();
    if (isa<FloatType>(value.getType()))
      value = arith::BitcastOp::create(rewriter, loc,
                                       rewriter.getIntegerType(bits), value);
    value = resizeInteger(rewriter, loc, value, 32, /*isSigned=*/false);
    callRuntime(rewriter, loc, native::kDmaMemsetFn, {},
                {adaptor.getPtr(), value, adaptor.getNum(),
                 dmaItemBytes(rewriter, loc, op.getPtr())});
    rewriter.eraseOp(op);
    return success();
  }
};

struct DmaTranspose2dLowering : OpConversionPattern<DmaTranspose2dOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DmaTranspose2dOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    callRuntime(rewriter, loc, native::kDmaTranspose2dFn, {},
                {adaptor.getDst(), adaptor.getSrc(), adaptor.getRow(),
                 adaptor.getCol(), adaptor.getDstStride(),
                 adaptor.getSrcStride(),
                 dmaItemBytes(rewriter, loc, op.getDst())});
    rewriter.eraseOp(op);
    return success();
  }
};

struct DmaUpsampleLowering : OpConversionPattern<DmaUpsampleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DmaUpsampleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    callRuntime(rewriter, loc, native::kDmaUpsampleFn, {},
                {adaptor.getDst(), adaptor.getSrc(), adaptor.getHScale(),
                 adaptor.getWScale(), adaptor.getC(), adaptor.getW(),
                 adaptor.getSrcCStride(), adaptor.getDstCStride(),
                 adaptor.getDstWStride(),
                 dmaItemBytes(rewriter, loc, op.getDst())});
    rewriter.eraseOp(op);
    return success();
  }
};

/// Nothing to write back on the host.
struct FlushCacheLowering : OpConversionPattern<FlushCacheOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(FlushCacheOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

struct AllocEventLowering : OpConversionPattern<AllocEventOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AllocEventOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op,
                       callRuntime(rewriter, op.getLoc(), native::kAllocEventFn,
                                   rewriter.getI32Type(),
                                   getLocationText(rewriter, op.getLoc())));
    return success();
  }
};

struct AsyncDmaCopyLowering : OpConversionPattern<AsyncDmaCopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AsyncDmaCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    callRuntime(rewriter, loc, native::kAsyncDmaCopyFn, {},
                {getLocationText(rewriter, loc), adaptor.getDst(),
                 adaptor.getSrc(), adaptor.getWidth(), adaptor.getSrcStride(),
                 adaptor.getTimes(), adaptor.getDstStride(), adaptor.getEvent(),
                 dmaItemBytes(rewriter, loc, op.getDst())});
    rewriter.eraseOp(op);
    return success();
  }
};

/// wait_events / free_events: the count and up to four handles.
template <typename OpTy>
struct EventSetLowering : OpConversionPattern<OpTy> {
  EventSetLowering(TypeConverter &converter, MLIRContext *context,
                   StringRef function)
      : OpConversionPattern<OpTy>(converter, context), function(function) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange events = adaptor.getEvents();
    if (events.size() > 4)
      return rewriter.notifyMatchFailure(op, "more than four events");
    SmallVector<Value, 6> args = {getLocationText(rewriter, loc),
                                  i32Constant(rewriter, loc, events.size())};
    for (unsigned i = 0; i < 4; ++i)
      args.push_back(i < events.size() ? events[i]
                                       : i32Constant(rewriter, loc, 0));
    callRuntime(rewriter, loc, function, {}, args);
    rewriter.eraseOp(op);
    return success();
  }
  StringRef function;
};
} // namespace

void core::populateDmaPatterns(CoreTypeConverter &converter,
                               RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<DmaCopyLowering, DmaMemsetLowering, DmaTranspose2dLowering,
               DmaUpsampleLowering, FlushCacheLowering, AllocEventLowering,
               AsyncDmaCopyLowering>(converter, context);
  patterns.add<EventSetLowering<WaitEventsOp>>(converter, context,
                                               native::kWaitEventsFn);
  patterns.add<EventSetLowering<FreeEventsOp>>(converter, context,
                                               native::kFreeEventsFn);
}
