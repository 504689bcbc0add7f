//===- TIRToCompass.cpp - tir intrinsics to compass builtins --------------===//
//
// Lowers the generic `tir.intrin` calls of the front end to one compass
// builtin each. A builtin's lowering is one row of `kIntrinsicLowerings`:
// the S.* name, its operand count and how to build the compass operation.
// Masks the user left out become all-true constant masks; vectors must be
// hardware-native (flexible-width legalization is future work and is
// rejected here with a located error).
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::compass {
#define GEN_PASS_DEF_CONVERTTIRTOCOMPASS
#include "Compass/Conversion/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

//===----------------------------------------------------------------------===//
// Type converter
//===----------------------------------------------------------------------===//

TIRToCompassTypeConverter::TIRToCompassTypeConverter() {
  // Scalars, pointers, masks and variables are the same on the hardware.
  addConversion([](Type type) { return type; });
  // A null type (not std::nullopt, which would fall back to the identity
  // rule above) marks other vectors as having no conversion.
  addConversion([](VectorType type) -> std::optional<Type> {
    if (isNativeVector(type))
      return type;
    return Type();
  });
}

//===----------------------------------------------------------------------===//
// Intrinsic lowerings
//===----------------------------------------------------------------------===//

namespace {
/// Builds the compass operation for one intrinsic call; `mask` is always
/// present (all-true when the user gave none).
using IntrinsicBuilder = Value (*)(OpBuilder &, Location, tir::IntrinOp,
                                   ValueRange args, Value mask, Value r);

struct IntrinsicLowering {
  StringLiteral name;
  unsigned numArgs;
  bool hasResult;
  /// Whether the builtin keeps inactive lanes from an `r` operand.
  bool takesR;
  IntrinsicBuilder build;
};

template <typename OpTy>
Value buildBinary(OpBuilder &b, Location loc, tir::IntrinOp op, ValueRange args,
                  Value mask, Value r) {
  return OpTy::create(b, loc, args[0].getType(), args[0], args[1], mask, r);
}

Value buildVLoad(OpBuilder &b, Location loc, tir::IntrinOp op, ValueRange args,
                 Value mask, Value) {
  return VLoadOp::create(b, loc, op.getResult(0).getType(), args[0], mask);
}

Value buildVStore(OpBuilder &b, Location loc, tir::IntrinOp, ValueRange args,
                  Value mask, Value) {
  VStoreOp::create(b, loc, args[0], args[1], mask);
  return {};
}

/// Bitwise builtins work on integer vectors and, without a mask, on masks.
template <typename VectorOpTy, typename MaskOpTy>
Value buildBitwise(OpBuilder &b, Location loc, tir::IntrinOp op,
                   ValueRange args, Value mask, Value r) {
  if (isa<MaskType>(args[0].getType()))
    return MaskOpTy::create(b, loc, args[0], args[1]);
  return buildBinary<VectorOpTy>(b, loc, op, args, mask, r);
}

Value buildVInv(OpBuilder &b, Location loc, tir::IntrinOp, ValueRange args,
                Value mask, Value r) {
  if (isa<MaskType>(args[0].getType()))
    return MaskNotOp::create(b, loc, args[0]);
  return VInvOp::create(b, loc, args[0].getType(), args[0], mask, r);
}

template <CmpPredicate predicate>
Value buildCompare(OpBuilder &b, Location loc, tir::IntrinOp, ValueRange args,
                   Value mask, Value) {
  return VCmpOp::create(b, loc, predicate, args[0], args[1], mask);
}

Value buildVSel(OpBuilder &b, Location loc, tir::IntrinOp, ValueRange args,
                Value mask, Value) {
  return VSelOp::create(b, loc, args[0], args[1], mask);
}

Value buildVBcast(OpBuilder &b, Location loc, tir::IntrinOp op, ValueRange args,
                  Value, Value) {
  return VBcastOp::create(b, loc, op.getResult(0).getType(), args[0]);
}

Value buildTailMask(OpBuilder &b, Location loc, tir::IntrinOp op,
                    ValueRange args, Value, Value) {
  return TailMaskOp::create(b, loc, op.getResult(0).getType(), args[0]);
}

// clang-format off
const IntrinsicLowering kIntrinsicLowerings[] = {
    {"vload",     1, true,  false, buildVLoad},
    {"vstore",    2, false, false, buildVStore},
    {"vadd",      2, true,  true,  buildBinary<VAddOp>},
    {"vsub",      2, true,  true,  buildBinary<VSubOp>},
    {"vmul",      2, true,  true,  buildBinary<VMulOp>},
    {"vdiv",      2, true,  false, buildBinary<VDivOp>},
    {"vand",      2, true,  true,  buildBitwise<VAndOp, MaskAndOp>},
    {"vor",       2, true,  true,  buildBitwise<VOrOp, MaskOrOp>},
    {"vxor",      2, true,  true,  buildBitwise<VXorOp, MaskXorOp>},
    {"vinv",      1, true,  true,  buildVInv},
    {"vsl",       2, true,  true,  buildBinary<VShlOp>},
    {"vsr",       2, true,  true,  buildBinary<VShrOp>},
    {"vceq",      2, true,  false, buildCompare<CmpPredicate::eq>},
    {"vcneq",     2, true,  false, buildCompare<CmpPredicate::ne>},
    {"vclt",      2, true,  false, buildCompare<CmpPredicate::lt>},
    {"vcle",      2, true,  false, buildCompare<CmpPredicate::le>},
    {"vcgt",      2, true,  false, buildCompare<CmpPredicate::gt>},
    {"vcge",      2, true,  false, buildCompare<CmpPredicate::ge>},
    {"vsel",      2, true,  false, buildVSel},
    {"vbcast",    1, true,  false, buildVBcast},
    {"tail_mask", 1, true,  false, buildTailMask},
};
// clang-format on

const IntrinsicLowering *lookupIntrinsic(StringRef name) {
  for (const IntrinsicLowering &lowering : kIntrinsicLowerings)
    if (lowering.name == name)
      return &lowering;
  return nullptr;
}

/// The lanes of the vector or mask an intrinsic works on: its result or its
/// first vector or mask operand.
std::optional<unsigned> getVectorLanes(tir::IntrinOp op) {
  for (Type type :
       llvm::concat<Type>(op->getResultTypes(), op->getOperandTypes())) {
    if (auto vector = dyn_cast<VectorType>(type))
      return vector.getNumElements();
    if (auto mask = dyn_cast<MaskType>(type))
      return mask.getLanes();
  }
  return std::nullopt;
}

/// Checks what the pattern relies on, with a located error for the user.
LogicalResult verifyIntrinsic(tir::IntrinOp op) {
  const IntrinsicLowering *lowering = lookupIntrinsic(op.getName());
  if (!lowering)
    return op.emitOpError()
           << "has no lowering for builtin '" << op.getName() << "'";
  if (op.getArgs().size() != lowering->numArgs ||
      op->getNumResults() != (lowering->hasResult ? 1u : 0u))
    return op.emitOpError() << "'" << op.getName() << "' takes "
                            << lowering->numArgs << " arguments and returns "
                            << (lowering->hasResult ? "a value" : "nothing");
  if (op.getR() && !lowering->takesR)
    return op.emitOpError() << "'" << op.getName() << "' takes no r operand";
  if (!getVectorLanes(op))
    return op.emitOpError()
           << "'" << op.getName() << "' needs a vector operand or result";
  return success();
}

struct IntrinOpLowering : public OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const IntrinsicLowering *lowering = lookupIntrinsic(op.getName());
    if (!lowering)
      return rewriter.notifyMatchFailure(op, "unknown builtin");
    Location loc = op.getLoc();
    Value mask = adaptor.getMask();
    if (!mask)
      mask = ConstMaskOp::create(rewriter, loc, *getVectorLanes(op),
                                 /*allTrue=*/true);
    Value result = lowering->build(rewriter, loc, op, adaptor.getArgs(), mask,
                                   adaptor.getR());
    if (result)
      rewriter.replaceOp(op, result);
    else
      rewriter.eraseOp(op);
    return success();
  }
};

/// Names the first value in `module` whose type the hardware lacks: an
/// operation result or a block argument (function parameters included).
LogicalResult verifyNativeTypes(ModuleOp module,
                                const TypeConverter &converter) {
  static constexpr StringLiteral kUnsupported =
      ", which is not a hardware-native vector; flexible-width vectors are "
      "not supported yet";
  WalkResult walk = module.walk([&](Operation *op) {
    for (Value value : op->getResults())
      if (!converter.isLegal(value.getType())) {
        op->emitOpError() << "produces " << value.getType() << kUnsupported;
        return WalkResult::interrupt();
      }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (!converter.isLegal(argument.getType())) {
            op->emitOpError()
                << "has argument #" << argument.getArgNumber() << " of type "
                << argument.getType() << kUnsupported;
            return WalkResult::interrupt();
          }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct ConvertTIRToCompassPass
    : public compass::impl::ConvertTIRToCompassBase<ConvertTIRToCompassPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    TIRToCompassTypeConverter typeConverter;
    bool intrinsicsOk = true;
    module.walk([&](tir::IntrinOp op) {
      intrinsicsOk &= succeeded(verifyIntrinsic(op));
    });
    if (!intrinsicsOk || failed(verifyNativeTypes(module, typeConverter)))
      return signalPassFailure();

    ConversionTarget target(getContext());
    target.addLegalDialect<CompassDialect, tir::TIRDialect>();
    target.addIllegalOp<tir::IntrinOp>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return typeConverter.isSignatureLegal(op.getFunctionType());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
        [&](Operation *op) { return typeConverter.isLegal(op); });

    RewritePatternSet patterns(&getContext());
    populateTIRToCompassConversionPatterns(typeConverter, patterns);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(
        patterns, typeConverter);
    populateCallOpTypeConversionPattern(patterns, typeConverter);
    populateReturnOpTypeConversionPattern(patterns, typeConverter);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::compass::populateTIRToCompassConversionPatterns(
    const TIRToCompassTypeConverter &typeConverter,
    RewritePatternSet &patterns) {
  patterns.add<IntrinOpLowering>(typeConverter, patterns.getContext());
}
