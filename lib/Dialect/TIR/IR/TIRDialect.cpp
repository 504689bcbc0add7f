//===- TIRDialect.cpp - tir dialect registration
//---------------------------===//
//
// Registers the tir dialect, its variable type and its operations.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tir;

#include "Compass/Dialect/TIR/IR/TIREnums.cpp.inc"
#include "Compass/Dialect/TIR/IR/TIROpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "Compass/Dialect/TIR/IR/TIROpsTypes.cpp.inc"

void TIRDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Compass/Dialect/TIR/IR/TIROps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "Compass/Dialect/TIR/IR/TIROpsTypes.cpp.inc"
      >();
}

/// True for the scalars of tir: si8 … ui32, f16, bf16, f32 and i1.
static bool isTIRScalar(Type type) {
  if (isa<Float16Type, BFloat16Type, Float32Type>(type) || type.isInteger(1))
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  return intType && !intType.isSignless() &&
         llvm::is_contained({8u, 16u, 32u}, intType.getWidth());
}

LogicalResult VarType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type elementType) {
  if (isTIRScalar(elementType) ||
      isa<compass::MaskType, compass::PtrType>(elementType))
    return success();
  if (auto vector = dyn_cast<VectorType>(elementType);
      vector && vector.getRank() == 1 && !vector.isScalable() &&
      !vector.getElementType().isInteger(1) &&
      isTIRScalar(vector.getElementType()))
    return success();
  return emitError() << "a variable holds a scalar, a vector, a mask or a "
                        "pointer, got "
                     << elementType;
}

Operation *TIRDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto typed = dyn_cast<TypedAttr>(value);
  if (!typed || typed.getType() != type)
    return nullptr;
  return ConstOp::create(builder, loc, type, typed);
}
