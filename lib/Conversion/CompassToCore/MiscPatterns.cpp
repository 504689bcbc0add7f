//===- MiscPatterns.cpp - compass.printf and compass.perf_tick_* --------===//
//
// Calls of the native runtime (lib/Native/Misc.cpp), which prints and
// measures as the simulator does: compass.printf hands over its format, its
// operands (32 bytes each, in a stack slot) and their element kinds;
// compass.perf_tick_begin / end their fragment id and location.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/PrintfFormat.h"
#include "Compass/Native/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

namespace {
struct PrintfLowering : OpConversionPattern<PrintfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PrintfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange args = adaptor.getArgs();
    auto operandType = LLVM::LLVMArrayType::get(rewriter.getI8Type(), 32);
    Value operands = createStackSlot(rewriter, loc, operandType,
                                     std::max<size_t>(1, args.size()));
    std::string kinds;
    for (auto [k, arg] : llvm::enumerate(args)) {
      Value at = LLVM::GEPOp::create(rewriter, loc, operands.getType(),
                                     operandType, operands,
                                     ArrayRef<LLVM::GEPArg>{int32_t(k)});
      LLVM::StoreOp::create(rewriter, loc, arg, at);
      kinds.push_back(static_cast<char>(
          getPrintfOperandKind(op.getArgs()[k].getType())));
    }
    callRuntime(rewriter, loc, native::kPrintfFn, {},
                {getStringAddress(rewriter, loc, op.getFormat()),
                 arith::ConstantOp::create(
                     rewriter, loc, rewriter.getI32IntegerAttr(args.size())),
                 operands, getStringAddress(rewriter, loc, kinds)});
    rewriter.eraseOp(op);
    return success();
  }
};

/// compass.perf_tick_begin / end: the runtime's `function` of the id.
template <typename OpTy>
struct PerfTickLowering : OpConversionPattern<OpTy> {
  PerfTickLowering(TypeConverter &converter, MLIRContext *context,
                   StringRef function)
      : OpConversionPattern<OpTy>(converter, context), function(function) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    callRuntime(rewriter, loc, function, {},
                {getLocationText(rewriter, loc), adaptor.getCid()});
    rewriter.eraseOp(op);
    return success();
  }
  StringRef function;
};
} // namespace

void core::populateMiscPatterns(CoreTypeConverter &converter,
                                RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<PrintfLowering>(converter, context);
  patterns.add<PerfTickLowering<PerfTickBeginOp>>(converter, context,
                                                  native::kPerfTickBeginFn);
  patterns.add<PerfTickLowering<PerfTickEndOp>>(converter, context,
                                                native::kPerfTickEndFn);
}
