//===- CompassOps.cpp - compass operations
//---------------------------------===//
//
// Verifiers and folders of the compass builtins. Every vector operation
// works on exactly one 256-bit register and a mask with one lane per element.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::compass;

/// Checks that `type` is one native vector and `mask` has one lane per
/// element of it.
static LogicalResult verifyNativeWithMask(Operation *op, Type type,
                                          Value mask) {
  auto vector = cast<VectorType>(type);
  if (!isNativeVector(vector))
    return op->emitOpError()
           << "expects a hardware-native vector of "
           << getNativeLanes(vector.getElementType()) << " lanes ("
           << kVectorBits << " bits), got " << type;
  unsigned maskLanes = cast<MaskType>(mask.getType()).getLanes();
  if (maskLanes != vector.getNumElements())
    return op->emitOpError()
           << "mask has " << maskLanes << " lanes but the vector has "
           << vector.getNumElements();
  return success();
}

/// Checks that a vector access through `ptr` reads or writes `vector`: the
/// pointee is the vector itself or its element type.
static LogicalResult verifyVectorAccess(Operation *op, PtrType ptr,
                                        VectorType vector) {
  Type pointee = ptr.getPointee();
  if (pointee == vector || pointee == vector.getElementType())
    return success();
  return op->emitOpError() << "pointer to " << pointee << " cannot access "
                           << vector;
}

//===----------------------------------------------------------------------===//
// ConstMaskOp
//===----------------------------------------------------------------------===//

void ConstMaskOp::build(OpBuilder &builder, OperationState &state,
                        unsigned lanes, bool allTrue) {
  SmallVector<bool> value(lanes, allTrue);
  build(builder, state, MaskType::get(builder.getContext(), lanes),
        builder.getDenseBoolArrayAttr(value));
}

LogicalResult ConstMaskOp::verify() {
  unsigned lanes = getType().getLanes();
  if (getValue().size() != static_cast<int64_t>(lanes))
    return emitOpError() << "has " << getValue().size()
                         << " values for a mask of " << lanes << " lanes";
  return success();
}

OpFoldResult ConstMaskOp::fold(FoldAdaptor) { return getValueAttr(); }

bool ConstMaskOp::isAllTrue() {
  return llvm::all_of(getValue(), [](bool lane) { return lane; });
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

LogicalResult VLoadOp::verify() {
  if (failed(verifyNativeWithMask(*this, getType(), getMask())))
    return failure();
  return verifyVectorAccess(*this, getPtr().getType(), getType());
}

LogicalResult VStoreOp::verify() {
  auto vector = cast<VectorType>(getValue().getType());
  if (failed(verifyNativeWithMask(*this, vector, getMask())))
    return failure();
  if (getPtr().getType().getSpace() == AddressSpace::Constant)
    return emitOpError() << "cannot store to constant memory";
  return verifyVectorAccess(*this, getPtr().getType(), vector);
}

//===----------------------------------------------------------------------===//
// Lane-wise builtins
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::verifyLaneBuiltin(Operation *op) {
  auto builtin = cast<LaneBuiltinOpInterface>(op);
  return verifyNativeWithMask(op, op->getResult(0).getType(),
                              builtin.getMask());
}

#include "Compass/Dialect/Compass/IR/CompassInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

StringRef VCmpOp::getOpenCLName() {
  bool isFloat = isa<FloatType>(getLhs().getType().getElementType());
  switch (getPredicate()) {
#define COMPASS_COMPARE(NAME, PREDICATE, INT_BUILTIN, FLOAT_BUILTIN, LANE_FN)  \
  case CmpPredicate::PREDICATE:                                                \
    return isFloat ? FLOAT_BUILTIN : INT_BUILTIN;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  }
  llvm_unreachable("unknown comparison");
}

LogicalResult VCmpOp::verify() {
  return verifyNativeWithMask(*this, getLhs().getType(), getMask());
}

LogicalResult VSelOp::verify() {
  return verifyNativeWithMask(*this, getType(), getMask());
}

LogicalResult VBcastOp::verify() {
  if (getType().getElementType() != getInput().getType())
    return emitOpError() << "broadcasts " << getInput().getType()
                         << " into lanes of " << getType().getElementType();
  if (!isNativeVector(getType()))
    return emitOpError() << "expects a hardware-native vector, got "
                         << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// DMA
//===----------------------------------------------------------------------===//

/// The element type a DMA moves through `ptr` (the lanes' of a vector
/// pointee).
static Type getDmaElement(PtrType ptr) {
  Type pointee = ptr.getPointee();
  if (auto vector = dyn_cast<VectorType>(pointee))
    return vector.getElementType();
  return pointee;
}

static bool isSram(AddressSpace space) {
  return space == AddressSpace::Lsram || space == AddressSpace::Shared;
}

LogicalResult DmaCopyOp::verify() {
  PtrType dst = getDst().getType(), src = getSrc().getType();
  if (getDmaElement(dst) != getDmaElement(src) ||
      isa<NoneType>(getDmaElement(dst)))
    return emitOpError() << "copies between pointers to "
                         << getDmaElement(src) << " and "
                         << getDmaElement(dst)
                         << ", which must be one element type";
  if (dst.getSpace() == AddressSpace::Constant ||
      src.getSpace() == AddressSpace::Constant)
    return emitOpError() << "cannot copy from or to constant memory";
  if (isSram(dst.getSpace()) && isSram(src.getSpace()))
    return emitOpError() << "cannot copy from "
                         << stringifyAddressSpace(src.getSpace()) << " to "
                         << stringifyAddressSpace(dst.getSpace());
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

LogicalResult VCvtOp::verify() {
  OperandRange inputs = getInputs();
  if (inputs.empty() || inputs.size() > 4)
    return emitOpError() << "takes 1 to 4 inputs, got " << inputs.size();
  Type inputType = inputs.front().getType();
  for (Value input : inputs)
    if (input.getType() != inputType)
      return emitOpError() << "has inputs of types " << inputType << " and "
                           << input.getType() << ", which must be one type";
  for (Type type : {inputType, Type(getType())})
    if (!isNativeVector(type))
      return emitOpError() << "expects hardware-native vectors (" << kVectorBits
                           << " bits), got " << type;
  uint64_t lanes = cast<VectorType>(inputType).getNumElements() * inputs.size();
  if (getOffset() >= lanes)
    return emitOpError() << "offset " << getOffset() << " is not below the "
                         << lanes << " input lanes";
  if (getStride() >= lanes)
    return emitOpError() << "stride " << getStride() << " is not below the "
                         << lanes << " input lanes";
  Type from = cast<VectorType>(inputType).getElementType();
  Type to = getType().getElementType();
  if (getSaturate() && (isa<FloatType>(from) || isa<FloatType>(to)))
    return emitOpError() << "saturates only integer to integer conversions, "
                            "not "
                         << from << " to " << to;
  return success();
}

LogicalResult VBitcastOp::verify() {
  for (Type type : {getInput().getType(), getType()})
    if (!isNativeVector(type))
      return emitOpError() << "expects hardware-native vectors (" << kVectorBits
                           << " bits), got " << type;
  return success();
}

#define GET_OP_CLASSES
#include "Compass/Dialect/Compass/IR/CompassOps.cpp.inc"
