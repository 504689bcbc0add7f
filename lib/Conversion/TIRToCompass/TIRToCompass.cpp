//===- TIRToCompass.cpp - tir to hardware-native compass IR ---------------===//
//
// The -convert-tir-to-compass pass: lowers the front end's generic
// `tir.intrin` calls to compass builtins and legalizes vectors of any width
// to hardware-native pieces. Its parts: the type converter
// (TypeConverter.cpp), the mask layout (MaskLayout.cpp, MaskRelayout.cpp),
// the tir.intrin pattern (IntrinsicLowering.cpp) with its piece builders
// (PieceBuilders.cpp) and the patterns of the other operations touching
// split values (WidthPatterns.cpp). The calls were checked against the
// builtin table by the tir.intrin verifier; this file holds what is legal
// afterwards and the pass.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "VectorPieces.h"

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::compass {
#define GEN_PASS_DEF_CONVERTTIRTOCOMPASS
#include "Compass/Conversion/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

//===----------------------------------------------------------------------===//
// Legality and the pass
//===----------------------------------------------------------------------===//

bool mlir::compass::isLegalForCompass(const TypeConverter &typeConverter,
                                      Operation *op) {
  if (isa<tir::IntrinOp>(op))
    return false;
  if (auto func = dyn_cast<func::FuncOp>(op)) {
    if (func.isExternal())
      return typeConverter.isSignatureLegal(func.getFunctionType());
    if (!typeConverter.isLegal(ValueRange(func.getArguments())))
      return false;
    // The results must be what the returned values convert to (compared
    // with the declared types, as the return is rewritten after the
    // function).
    auto ret = dyn_cast<func::ReturnOp>(func.getBody().back().getTerminator());
    if (!ret)
      return typeConverter.isLegal(func.getResultTypes());
    SmallVector<Type> results;
    return succeeded(typeConverter.convertTypes(ValueRange(ret.getOperands()),
                                                results)) &&
           TypeRange(results) == func.getResultTypes();
  }
  return typeConverter.isLegal(ValueRange(op->getOperands())) &&
         typeConverter.isLegal(ValueRange(op->getResults()));
}

/// Whether the conversion can give `type` a hardware form: vectors, also
/// inside variables, must be rank-1 vectors of compass scalars.
static bool hasHardwareForm(Type type) {
  if (auto var = dyn_cast<tir::VarType>(type))
    type = var.getElementType();
  if (auto mask = dyn_cast<MaskType>(type))
    return getNumPieces(mask.getLanes(), 32) <= kMaxVectorRegisters;
  return !isa<VectorType>(type) || isLegalizableVector(type);
}

/// Names the first value in `module` the conversion cannot give a hardware
/// form: an operation result or a block argument (function parameters
/// included).
static LogicalResult verifyConvertibleTypes(ModuleOp module) {
  static constexpr StringLiteral kUnsupported =
      ", which has no hardware form (vectors are rank-1 vectors of si8 … "
      "ui32, f16, bf16 or f32 spanning at most 256 registers)";
  WalkResult walk = module.walk([&](Operation *op) {
    for (Value value : op->getResults())
      if (!hasHardwareForm(value.getType())) {
        op->emitOpError() << "produces " << value.getType() << kUnsupported;
        return WalkResult::interrupt();
      }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (!hasHardwareForm(argument.getType())) {
            op->emitOpError()
                << "has argument #" << argument.getArgNumber() << " of type "
                << argument.getType() << kUnsupported;
            return WalkResult::interrupt();
          }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

namespace {
struct ConvertTIRToCompassPass
    : public compass::impl::ConvertTIRToCompassBase<ConvertTIRToCompassPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(verifyConstantLaneIndices(module)))
      return signalPassFailure();
    std::optional<MaskLayout> layout = layOutMasks(module);
    if (!layout)
      return signalPassFailure();
    if (failed(verifyConvertibleTypes(module)))
      return signalPassFailure();
    TIRToCompassTypeConverter typeConverter(&*layout);

    ConversionTarget target(getContext());
    target.addDynamicallyLegalDialect<CompassDialect, tir::TIRDialect,
                                      func::FuncDialect>(
        [&](Operation *op) { return isLegalForCompass(typeConverter, op); });
    target.addIllegalOp<tir::IntrinOp>();

    RewritePatternSet patterns(&getContext());
    populateTIRToCompassConversionPatterns(typeConverter, patterns);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
