//===- CompassDialect.cpp - compass dialect and its types -----------------===//
//
// Registers the compass dialect, verifies its mask and pointer types, the
// `compass.kernel` function attribute and the argument attributes
// (`compass.name` here, the call's in KernelParams.cpp), and answers width
// questions about hardware-native vectors.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/KernelParams.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::compass;

#include "Compass/Dialect/Compass/IR/CompassEnums.cpp.inc"
#include "Compass/Dialect/Compass/IR/CompassOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "Compass/Dialect/Compass/IR/CompassOpsTypes.cpp.inc"

void CompassDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Compass/Dialect/Compass/IR/CompassOps.cpp.inc"
      >();
  registerTypes();
}

void CompassDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "Compass/Dialect/Compass/IR/CompassOpsTypes.cpp.inc"
      >();
}

/// `compass.unmasked` says the operation may compute every lane: it has no
/// `r`, so the lanes its mask leaves inactive, if any, are undefined.
static LogicalResult verifyUnmaskedAttribute(Operation *op, Attribute value) {
  StringRef name = CompassDialect::getUnmaskedAttrName();
  if (!isa<UnitAttr>(value))
    return op->emitError() << "'" << name << "' must be a unit attribute";
  auto builtin = dyn_cast<LaneBuiltinOpInterface>(op);
  if (!builtin)
    return op->emitError() << "'" << name
                           << "' only applies to lane-wise builtins";
  if (builtin.getR())
    return op->emitError() << "'" << name
                           << "' needs a builtin without r (its inactive lanes "
                              "keep r's)";
  return success();
}

LogicalResult
CompassDialect::verifyOperationAttribute(Operation *op,
                                         NamedAttribute attribute) {
  if (attribute.getName() == getUnmaskedAttrName())
    return verifyUnmaskedAttribute(op, attribute.getValue());
  // @S.prim_func(is_inline=True/False): the C asks for or forbids inlining.
  if (attribute.getName() == getInlineAttrName()) {
    if (!isa<BoolAttr>(attribute.getValue()))
      return op->emitError() << "'" << getInlineAttrName()
                             << "' must be a bool attribute";
    if (!isa<func::FuncOp>(op))
      return op->emitError() << "'" << getInlineAttrName()
                             << "' only applies to func.func";
    return success();
  }
  if (attribute.getName() != getKernelAttrName())
    return op->emitError() << "unknown compass attribute '"
                           << attribute.getName().getValue() << "'";
  if (!isa<UnitAttr>(attribute.getValue()))
    return op->emitError() << "'" << getKernelAttrName()
                           << "' must be a unit attribute";
  if (!isa<func::FuncOp>(op))
    return op->emitError() << "'" << getKernelAttrName()
                           << "' only applies to func.func";
  if (cast<func::FuncOp>(op).getFunctionType().getNumResults() != 0)
    return op->emitError() << "an entry kernel returns nothing";
  return success();
}

LogicalResult
CompassDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                         unsigned index,
                                         NamedAttribute attribute) {
  if (attribute.getName() == kSizeAttrName ||
      attribute.getName() == kShapesAttrName)
    return verifyKernelParamAttribute(op, index, attribute);
  if (attribute.getName() != getArgNameAttrName())
    return op->emitError() << "unknown compass argument attribute '"
                           << attribute.getName().getValue() << "'";
  if (!isa<StringAttr>(attribute.getValue()))
    return op->emitError() << "'" << getArgNameAttrName()
                           << "' must be a string attribute";
  return success();
}

LogicalResult
CompassDialect::verifyRegionResultAttribute(Operation *op, unsigned, unsigned,
                                            NamedAttribute attribute) {
  return op->emitError() << "unknown compass result attribute '"
                         << attribute.getName().getValue() << "'";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// Scalars a vector lane or a pointer may hold.
static bool isCompassScalar(Type type) {
  if (isa<Float16Type, BFloat16Type, Float32Type>(type))
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  return intType && !intType.isSignless() &&
         llvm::is_contained({8u, 16u, 32u}, intType.getWidth());
}

LogicalResult MaskType::verify(function_ref<InFlightDiagnostic()> emitError,
                               unsigned lanes) {
  if (lanes < 2)
    return emitError() << "a mask has at least 2 lanes, got " << lanes;
  return success();
}

LogicalResult PtrType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type pointee, AddressSpace) {
  if (isCompassScalar(pointee) || isa<NoneType>(pointee))
    return success();
  if (auto vector = dyn_cast<VectorType>(pointee);
      vector && vector.getRank() == 1 && !vector.isScalable() &&
      isCompassScalar(vector.getElementType()))
    return success();
  return emitError() << "a pointer points to si8…ui32, f16, bf16, f32, a "
                        "fixed-length vector of them or none (void), got "
                     << pointee;
}

//===----------------------------------------------------------------------===//
// Width helpers
//===----------------------------------------------------------------------===//

unsigned mlir::compass::getScalarBits(Type type) {
  return type.getIntOrFloatBitWidth();
}

unsigned mlir::compass::getNativeLanes(Type elementType) {
  return kVectorBits / getScalarBits(elementType);
}

int64_t mlir::compass::getDmaItemBytes(PtrType ptr) {
  Type element = ptr.getPointee();
  if (auto vector = dyn_cast<VectorType>(element))
    element = vector.getElementType();
  return getScalarBits(element) / 8;
}

bool mlir::compass::isNativeVector(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && vector.getRank() == 1 && !vector.isScalable() &&
         vector.getNumElements() ==
             static_cast<int64_t>(getNativeLanes(vector.getElementType()));
}

bool mlir::compass::isKernel(Operation *op) {
  return op->hasAttr(CompassDialect::getKernelAttrName());
}

std::string mlir::compass::describeUnrunnable(OperationName name,
                                              StringRef where) {
  StringRef op = name.getStringRef(), builtin, reason;
  if (op == AiffOp::getOperationName() ||
      op == AsyncAiffOp::getOperationName()) {
    builtin = op == AiffOp::getOperationName() ? "S.aiff" : "S.async_aiff";
    reason = "the AIFF accelerator is not modelled here";
  } else if (op == AsmOp::getOperationName()) {
    builtin = "S.asm";
    reason = "inline assembly of the NPU cannot be executed here";
  } else {
    return "";
  }
  return (builtin + " cannot run " + where + ": " + reason).str();
}
