//===- CheckPatterns.cpp - the Check family as native tests ---------------===//
//
// Each run-time check compass-insert-checks placed becomes its test: a
// failing one stops the run with the check's message at its location (the
// runtime's error, as the simulator reports it); otherwise the checked value
// passes on. A divisor is tested inline; a memory access by the runtime
// (lib/Native/Checks.cpp), which knows the kernel's memory, past an inline
// test of the check's window; a loop's iterations count down the running
// TEC's steps inline (a global the runtime swaps at every switch of TECs).
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Native/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

namespace {
/// compass.check_divisor: a zero divisor stops the run.
struct CheckDivisorLowering : OpConversionPattern<CheckDivisorOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckDivisorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value divisor = adaptor.getDivisor();
    Value zero = integerConstant(rewriter, loc, divisor.getType(), 0);
    Value isZero = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, divisor, zero);
    failIf(rewriter, loc, isZero, CheckDivisorOp::kMessage);
    rewriter.replaceOp(op, divisor);
    return success();
  }
};

/// Has the module's reset function hand the address of `global` to the
/// runtime entry `registerFn` before every run.
static void registerInReset(OpBuilder &b, Location loc, ModuleOp module,
                            LLVM::GlobalOp global, StringRef registerFn) {
  OpBuilder::InsertionGuard guard(b);
  setInsertionPointInReset(b, loc, module);
  callRuntime(b, loc, registerFn, {},
              {LLVM::AddressOfOp::create(b, loc, global)});
}

/// A check window of its own for a check at `loc`: two i64 words in a global
/// the reset function registers (compass_rt_check_window).
static Value createCheckWindow(OpBuilder &b, Location loc, ModuleOp module) {
  auto type = LLVM::LLVMArrayType::get(b.getI64Type(), 2);
  LLVM::GlobalOp global;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    std::string name = "compass_check_window";
    for (unsigned n = 1; module.lookupSymbol(name); ++n)
      name = "compass_check_window_" + std::to_string(n);
    global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/false,
                                    LLVM::Linkage::Internal, name, Attribute(),
                                    /*alignment=*/16);
    Block *init = b.createBlock(&global.getInitializerRegion());
    b.setInsertionPointToStart(init);
    LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, type));
  }
  registerInReset(b, loc, module, global, native::kCheckWindowFn);
  return LLVM::AddressOfOp::create(b, loc, global);
}

/// Calls `slowPath` with the check's window unless the `bytes` (i64) at
/// `address` lie in that window: an access staying in the region the check
/// found last passes with two loads and two compares.
static void unlessInWindow(OpBuilder &b, Location loc, Value address,
                           Value bytes,
                           function_ref<void(OpBuilder &, Value)> slowPath) {
  Value window = createCheckWindow(b, loc, getEnclosingModule(b));
  Type i64 = b.getI64Type();
  Value begin = LLVM::LoadOp::create(b, loc, i64, window);
  Value endSlot = LLVM::GEPOp::create(b, loc, window.getType(), i64, window,
                                      ArrayRef<LLVM::GEPArg>{1});
  Value end = LLVM::LoadOp::create(b, loc, i64, endSlot);
  Value first = LLVM::PtrToIntOp::create(b, loc, i64, address);
  Value last = arith::AddIOp::create(b, loc, first, bytes);
  Value afterBegin =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, first, begin);
  Value beforeEnd =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, last, end);
  Value inside = arith::AndIOp::create(b, loc, afterBegin, beforeEnd);
  Value outside = arith::XOrIOp::create(
      b, loc, inside, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  auto test = scf::IfOp::create(b, loc, outside);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&test.getThenRegion().front());
  slowPath(b, window);
}

/// The i32 of a flag.
static Value writeFlag(OpBuilder &b, Location loc, bool write) {
  return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(write));
}

/// compass.check_access: the runtime finds the element's bytes in the
/// kernel's memory or stops the run.
struct CheckAccessLowering : OpConversionPattern<CheckAccessOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckAccessOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type element =
        getTypeConverter()->convertType(op.getPtr().getType().getPointee());
    Value offset = indexToOffset(rewriter, loc, adaptor.getIndex(),
                                 op.getIndex().getType());
    Value address =
        offsetPointer(rewriter, loc, adaptor.getPtr(), element, offset);
    Value bytes = arith::ConstantOp::create(
        rewriter, loc, rewriter.getI64IntegerAttr(getStoreBytes(element)));
    unlessInWindow(rewriter, loc, address, bytes,
                   [&](OpBuilder &b, Value window) {
                     Value where = getLocationText(b, loc);
                     Value write = writeFlag(b, loc, op.getWrite());
                     callRuntime(b, loc, native::kCheckAccessFn, {},
                                 {where, address, bytes, write, window});
                   });
    rewriter.replaceOp(op, adaptor.getPtr());
    return success();
  }
};

/// The count of loop iterations the running TEC may still run: an i64
/// global of the module, which the reset function registers
/// (compass_rt_step_counter).
static Value getStepCounter(OpBuilder &b, Location loc, ModuleOp module) {
  constexpr StringLiteral kName = "compass_steps_left";
  auto global = module.lookupSymbol<LLVM::GlobalOp>(kName);
  if (!global) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    global =
        LLVM::GlobalOp::create(b, loc, b.getI64Type(),
                               /*isConstant=*/false, LLVM::Linkage::Internal,
                               kName, b.getI64IntegerAttr(0), /*alignment=*/8);
    registerInReset(b, loc, module, global, native::kStepCounterFn);
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

/// Counts `steps` (i64) loop iterations down from the running TEC's: when it
/// has fewer left, the run stops with the step-limit error at `loc`.
static void countSteps(OpBuilder &b, Location loc, Value steps) {
  Value counter = getStepCounter(b, loc, getEnclosingModule(b));
  Value left = LLVM::LoadOp::create(b, loc, b.getI64Type(), counter);
  Value tooMany =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, steps, left);
  auto test = scf::IfOp::create(b, loc, tooMany);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&test.getThenRegion().front());
    callRuntime(b, loc, native::kOutOfStepsFn, {}, {getLocationText(b, loc)});
  }
  LLVM::StoreOp::create(b, loc, arith::SubIOp::create(b, loc, left, steps),
                        counter);
}

/// compass.check_iteration: one step.
struct CheckIterationLowering : OpConversionPattern<CheckIterationOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckIterationOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    countSteps(rewriter, op.getLoc(),
               arith::ConstantOp::create(rewriter, op.getLoc(),
                                         rewriter.getI64IntegerAttr(1)));
    rewriter.eraseOp(op);
    return success();
  }
};

/// compass.check_uniform and compass.check_uniform_loop: the checked C's
/// votes; the runtime's TEC schedule finds a divergence at the barrier
/// itself, in the simulator's words.
struct CheckUniformLowering : OpConversionPattern<CheckUniformOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckUniformOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getCondition());
    return success();
  }
};
struct CheckUniformLoopLowering : OpConversionPattern<CheckUniformLoopOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckUniformLoopOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

/// compass.check_trips: the loop's trip count, as many steps at once (none
/// when the loop does not run or its step is not positive, which the loop's
/// own operand rule refuses).
struct CheckTripsLowering : OpConversionPattern<CheckTripsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckTripsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    bool isSigned = cast<IntegerType>(op.getStart().getType()).isSigned();
    auto wide = [&](Value value) {
      return resizeInteger(rewriter, loc, value, 64, isSigned);
    };
    Value start = wide(adaptor.getStart()), stop = wide(adaptor.getStop()),
          step = wide(adaptor.getStep());
    Type i64 = rewriter.getI64Type();
    Value zero = integerConstant(rewriter, loc, i64, 0);
    Value one = integerConstant(rewriter, loc, i64, 1);
    Value before = arith::CmpIOp::create(rewriter, loc,
                                         isSigned ? arith::CmpIPredicate::slt
                                                  : arith::CmpIPredicate::ult,
                                         start, stop);
    Value stepsOn = arith::CmpIOp::create(rewriter, loc,
                                          isSigned ? arith::CmpIPredicate::sgt
                                                   : arith::CmpIPredicate::ugt,
                                          step, zero);
    Value runs = arith::AndIOp::create(rewriter, loc, before, stepsOn);
    // (stop - start - 1) / step + 1, divided by 1 when the loop does not run.
    Value divisor = arith::SelectOp::create(rewriter, loc, runs, step, one);
    Value span = arith::SubIOp::create(
        rewriter, loc, arith::SubIOp::create(rewriter, loc, stop, start), one);
    Value trips = arith::AddIOp::create(
        rewriter, loc, arith::DivUIOp::create(rewriter, loc, span, divisor),
        one);
    countSteps(rewriter, loc,
               arith::SelectOp::create(rewriter, loc, runs, trips, zero));
    rewriter.eraseOp(op);
    return success();
  }
};

/// What the runtime's lane checks take of a vector access: its lanes' bytes
/// and count, and the mask as bits (bit i: lane i).
struct LaneFacts {
  Value laneBytes, lanes, mask;
};

static LaneFacts getLaneFacts(OpBuilder &b, Location loc,
                              const TypeConverter &converter, Type access,
                              Value mask) {
  auto vector = cast<VectorType>(access);
  unsigned lanes = vector.getNumElements();
  auto bitsType = VectorType::get({1}, b.getIntegerType(lanes));
  Value bitsVector = vector::BitCastOp::create(b, loc, bitsType, mask);
  Value bits =
      vector::ExtractOp::create(b, loc, bitsVector, ArrayRef<int64_t>{0});
  Value maskBits = resizeInteger(b, loc, bits, 32, /*isSigned=*/false);
  uint64_t laneBytes =
      getStoreBytes(converter.convertType(vector.getElementType()));
  return {arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(laneBytes)),
          arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(lanes)),
          maskBits};
}

/// compass.check_lanes: the runtime finds each active lane in the kernel's
/// memory or stops the run at the first that is not.
struct CheckLanesLowering : OpConversionPattern<CheckLanesOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckLanesOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // The whole vector inside the window: every active lane is.
    auto vector = cast<VectorType>(op.getAccess());
    uint64_t laneBytes =
        getStoreBytes(getTypeConverter()->convertType(vector.getElementType()));
    Value span = arith::ConstantOp::create(
        rewriter, loc,
        rewriter.getI64IntegerAttr(laneBytes * vector.getNumElements()));
    unlessInWindow(
        rewriter, loc, adaptor.getPtr(), span, [&](OpBuilder &b, Value window) {
          LaneFacts facts = getLaneFacts(b, loc, *getTypeConverter(),
                                         op.getAccess(), adaptor.getMask());
          Value where = getLocationText(b, loc);
          Value write = writeFlag(b, loc, op.getWrite());
          callRuntime(b, loc, native::kCheckLanesFn, {},
                      {where, adaptor.getPtr(), facts.laneBytes, facts.lanes,
                       facts.mask, write, window});
        });
    rewriter.replaceOp(op, adaptor.getPtr());
    return success();
  }
};

/// The lane offsets, in lanes, of compass.check_stride_lanes (i * stride)
/// and compass.check_index_lanes (indices[first + i]).
static Value getLaneOffsets(OpBuilder &b, CheckStrideLanesOp op,
                            CheckStrideLanesOp::Adaptor adaptor,
                            unsigned lanes) {
  return strideOffsets(b, op.getLoc(), adaptor.getStride(), lanes);
}
static Value getLaneOffsets(OpBuilder &b, CheckIndexLanesOp op,
                            CheckIndexLanesOp::Adaptor adaptor,
                            unsigned lanes) {
  return indexOffsets(b, op.getLoc(), adaptor.getIndices(),
                      op.getIndices()[0].getType(), op.getFirst(), lanes);
}

/// compass.check_stride_lanes and _index_lanes: the runtime reads the lanes'
/// offsets from a stack slot and finds each active lane in the kernel's
/// memory.
template <typename OpTy>
struct CheckLaneOffsetsLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned lanes = cast<VectorType>(op.getAccess()).getNumElements();
    Value offsets = getLaneOffsets(rewriter, op, adaptor, lanes);
    LaneFacts facts = getLaneFacts(rewriter, loc, *this->getTypeConverter(),
                                   op.getAccess(), adaptor.getMask());
    Value slot = spillToStack(rewriter, loc, offsets);
    Value where = getLocationText(rewriter, loc);
    Value write = writeFlag(rewriter, loc, op.getWrite());
    callRuntime(rewriter, loc, native::kCheckLaneOffsetsFn, {},
                {where, adaptor.getPtr(), facts.laneBytes, facts.lanes,
                 facts.mask, slot, write});
    rewriter.replaceOp(op, adaptor.getPtr());
    return success();
  }
};

/// compass.check_rows: the runtime finds each row (or item) in the kernel's
/// memory; one row when no rows are given.
struct CheckRowsLowering : OpConversionPattern<CheckRowsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckRowsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value bytes = dmaItemBytes(rewriter, loc, op.getPtr());
    Value times = adaptor.getTimes();
    Value stride = adaptor.getStride();
    if (!times) {
      times = arith::ConstantOp::create(rewriter, loc,
                                        rewriter.getI32IntegerAttr(1));
      stride = arith::ConstantOp::create(rewriter, loc,
                                         rewriter.getI32IntegerAttr(0));
    }
    Value items = writeFlag(rewriter, loc, op.getItems());
    Value where = getLocationText(rewriter, loc);
    Value write = writeFlag(rewriter, loc, op.getWrite());
    callRuntime(rewriter, loc, native::kCheckRowsFn, {},
                {where, adaptor.getPtr(), bytes, adaptor.getWidth(), stride,
                 times, items, write});
    rewriter.replaceOp(op, adaptor.getPtr());
    return success();
  }
};

/// compass.check_upsample: the runtime finds each element the DMA writes in
/// the kernel's memory, in the order it writes them.
struct CheckUpsampleLowering : OpConversionPattern<CheckUpsampleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckUpsampleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value where = getLocationText(rewriter, loc);
    Value bytes = dmaItemBytes(rewriter, loc, op.getPtr());
    callRuntime(rewriter, loc, native::kCheckUpsampleFn, {},
                {where, adaptor.getPtr(), bytes, adaptor.getHScale(),
                 adaptor.getWScale(), adaptor.getC(), adaptor.getW(),
                 adaptor.getCStride(), adaptor.getWStride()});
    rewriter.replaceOp(op, adaptor.getPtr());
    return success();
  }
};
} // namespace

void core::populateCheckPatterns(CoreTypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns
      .add<CheckDivisorLowering, CheckAccessLowering, CheckLanesLowering,
           CheckLaneOffsetsLowering<CheckStrideLanesOp>,
           CheckLaneOffsetsLowering<CheckIndexLanesOp>, CheckRowsLowering,
           CheckUpsampleLowering, CheckIterationLowering, CheckTripsLowering,
           CheckUniformLowering, CheckUniformLoopLowering>(
          converter, patterns.getContext());
}
