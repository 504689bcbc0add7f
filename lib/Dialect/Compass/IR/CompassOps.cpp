//===- CompassOps.cpp - compass operations
//---------------------------------===//
//
// Verifiers and folders of the compass builtins. Every vector operation
// works on exactly one 256-bit register and a mask with one lane per element.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/PrintfFormat.h"

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

bool mlir::compass::isUniformMask(Value mask, bool lane) {
  auto constant = mask.getDefiningOp<ConstMaskOp>();
  return constant && llvm::all_of(constant.getValue(),
                                  [&](bool each) { return each == lane; });
}

/// x op identity is x, x op absorbing is the absorbing mask (either order).
static OpFoldResult foldMaskLogic(Value lhs, Value rhs, bool identity) {
  for (auto [x, other] : {std::pair(lhs, rhs), std::pair(rhs, lhs)}) {
    if (isUniformMask(other, identity))
      return x;
    if (isUniformMask(other, !identity))
      return other;
  }
  return {};
}

OpFoldResult MaskAndOp::fold(FoldAdaptor) {
  return foldMaskLogic(getLhs(), getRhs(), /*identity=*/true);
}

OpFoldResult MaskOrOp::fold(FoldAdaptor) {
  return foldMaskLogic(getLhs(), getRhs(), /*identity=*/false);
}

/// Under an all-false mask every lane is false: the mask itself.
template <typename OpTy>
static OpFoldResult foldMaskedLogic(OpTy op) {
  if (isUniformMask(op.getMask(), false))
    return op.getMask();
  return {};
}

OpFoldResult MaskedAndOp::fold(FoldAdaptor) { return foldMaskedLogic(*this); }
OpFoldResult MaskedOrOp::fold(FoldAdaptor) { return foldMaskedLogic(*this); }
OpFoldResult MaskedXorOp::fold(FoldAdaptor) { return foldMaskedLogic(*this); }
OpFoldResult MaskedAndNotOp::fold(FoldAdaptor) {
  return foldMaskedLogic(*this);
}
OpFoldResult MaskedOrNotOp::fold(FoldAdaptor) {
  return foldMaskedLogic(*this);
}

/// vsel(x, y, all-true) = x, vsel(x, y, all-false) = y, vsel(x, x, m) = x.
OpFoldResult VSelOp::fold(FoldAdaptor) {
  if (getOnTrue() == getOnFalse() || isUniformMask(getMask(), true))
    return getOnTrue();
  if (isUniformMask(getMask(), false))
    return getOnFalse();
  return {};
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// A masked load of a native vector from `op.getPtr()` (vload, strided).
template <typename OpTy>
static LogicalResult verifyVectorLoad(OpTy op) {
  if (failed(verifyNativeWithMask(op, op.getType(), op.getMask())))
    return failure();
  return verifyVectorAccess(op, op.getPtr().getType(), op.getType());
}

/// A masked store of a native vector to writable memory (vstore, strided).
template <typename OpTy>
static LogicalResult verifyVectorStore(OpTy op) {
  auto vector = cast<VectorType>(op.getValue().getType());
  if (failed(verifyNativeWithMask(op, vector, op.getMask())))
    return failure();
  if (op.getPtr().getType().getSpace() == AddressSpace::Constant)
    return op.emitOpError() << "cannot store to constant memory";
  return verifyVectorAccess(op, op.getPtr().getType(), vector);
}

LogicalResult VLoadOp::verify() { return verifyVectorLoad(*this); }
LogicalResult VStoreOp::verify() { return verifyVectorStore(*this); }

//--- Memory II: strided and indexed accesses, DMA fill, transpose, upsample --

LogicalResult VLoadStrideOp::verify() { return verifyVectorLoad(*this); }
LogicalResult VStoreStrideOp::verify() { return verifyVectorStore(*this); }

/// The indices of a gather or scatter: one or two native 16-bit vectors of
/// one type holding the lanes first … first + lanes - 1.
static LogicalResult verifyIndexLanes(Operation *op, OperandRange indices,
                                      int32_t first, VectorType vector) {
  if (indices.empty() || indices.size() > 2)
    return op->emitOpError() << "takes 1 or 2 index vectors, got "
                             << indices.size();
  Type type = indices.front().getType();
  for (Value index : indices)
    if (index.getType() != type)
      return op->emitOpError() << "has index vectors of types " << type
                               << " and " << index.getType();
  if (!isNativeVector(type))
    return op->emitOpError()
           << "expects hardware-native index vectors, got " << type;
  int64_t lanes = cast<VectorType>(type).getNumElements() * indices.size();
  if (first < 0 || first + vector.getNumElements() > lanes)
    return op->emitOpError()
           << "reads index lanes " << first << " to "
           << first + vector.getNumElements() - 1 << " of " << lanes;
  return success();
}

LogicalResult VLoadGatherOp::verify() {
  if (failed(verifyNativeWithMask(*this, getType(), getMask())) ||
      failed(verifyIndexLanes(*this, getIndices(), getFirst(), getType())))
    return failure();
  return verifyVectorAccess(*this, getPtr().getType(), getType());
}

LogicalResult VStoreScatterOp::verify() {
  auto vector = cast<VectorType>(getValue().getType());
  if (failed(verifyNativeWithMask(*this, vector, getMask())) ||
      failed(verifyIndexLanes(*this, getIndices(), getFirst(), vector)))
    return failure();
  if (getPtr().getType().getSpace() == AddressSpace::Constant)
    return emitOpError() << "cannot store to constant memory";
  return verifyVectorAccess(*this, getPtr().getType(), vector);
}

/// The element type of a DMA side (the lanes' of a vector pointee).
static Type getDmaSideElement(PtrType ptr) {
  Type pointee = ptr.getPointee();
  if (auto vector = dyn_cast<VectorType>(pointee))
    return vector.getElementType();
  return pointee;
}

LogicalResult DmaMemsetOp::verify() {
  PtrType ptr = getPtr().getType();
  Type element = getDmaSideElement(ptr);
  if (isa<NoneType>(element))
    return emitOpError() << "cannot fill through a void pointer";
  if (getValue().getType() != element)
    return emitOpError() << "fills " << element << " elements with a "
                         << getValue().getType();
  AddressSpace space = ptr.getSpace();
  if (space != AddressSpace::Global && space != AddressSpace::Lsram &&
      space != AddressSpace::Shared && space != AddressSpace::Private)
    return emitOpError() << "cannot fill " << stringifyAddressSpace(space)
                         << " memory";
  return success();
}

LogicalResult DmaTranspose2dOp::verify() {
  PtrType dst = getDst().getType(), src = getSrc().getType();
  if (getDmaSideElement(dst) != getDmaSideElement(src) ||
      isa<NoneType>(getDmaSideElement(dst)))
    return emitOpError() << "transposes between pointers to "
                         << getDmaSideElement(src) << " and "
                         << getDmaSideElement(dst)
                         << ", which must be one element type";
  if (dst.getSpace() == AddressSpace::Constant)
    return emitOpError() << "cannot write constant memory";
  return success();
}

LogicalResult DmaUpsampleOp::verify() {
  PtrType dst = getDst().getType(), src = getSrc().getType();
  if (getDmaSideElement(dst) != getDmaSideElement(src) ||
      isa<NoneType>(getDmaSideElement(dst)))
    return emitOpError() << "upsamples between pointers to "
                         << getDmaSideElement(src) << " and "
                         << getDmaSideElement(dst)
                         << ", which must be one element type";
  auto sram = [](AddressSpace space) {
    return space == AddressSpace::Lsram || space == AddressSpace::Shared;
  };
  if (!(isGlobalSpace(src.getSpace()) && sram(dst.getSpace())) &&
      !(sram(src.getSpace()) && isGlobalSpace(dst.getSpace())))
    return emitOpError() << "upsamples from "
                         << stringifyAddressSpace(src.getSpace()) << " to "
                         << stringifyAddressSpace(dst.getSpace())
                         << "; only global memory and lsram or shared";
  return success();
}

//===----------------------------------------------------------------------===//
// Lane-wise builtins
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::verifyLaneBuiltin(Operation *op) {
  // The mask has the lanes of the operands (widening and narrowing
  // builtins give results of other lanes).
  auto builtin = cast<LaneBuiltinOpInterface>(op);
  if (failed(verifyNativeWithMask(op, builtin.getLaneOperands()[0].getType(),
                                  builtin.getMask())))
    return failure();
  Type result = op->getResult(0).getType();
  if (!isNativeVector(result))
    return op->emitOpError() << "expects a hardware-native result, got "
                             << result;
  return success();
}

//===----------------------------------------------------------------------===//
// Dot family
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::verifyDotBuiltin(Operation *op) {
  auto builtin = cast<DotBuiltinOpInterface>(op);
  auto x = cast<VectorType>(builtin.getLhs().getType());
  auto y = cast<VectorType>(builtin.getRhs().getType());
  auto result = cast<VectorType>(op->getResult(0).getType());
  for (VectorType type : {x, y, result})
    if (!isNativeVector(type))
      return op->emitOpError()
             << "expects hardware-native vectors (" << kVectorBits
             << " bits), got " << type;
  Type xElement = x.getElementType(), yElement = y.getElementType();
  bool isFloat = isa<FloatType>(xElement);
  if (isFloat ? xElement != yElement
              : getScalarBits(xElement) != getScalarBits(yElement) ||
                    isa<FloatType>(yElement))
    return op->emitOpError() << "x and y differ beyond signedness: " << x
                             << " vs. " << y;
  // The result lane type the group implies.
  unsigned group = builtin.getGroup();
  MLIRContext *context = op->getContext();
  Type expected;
  if (isFloat) {
    expected = Float32Type::get(context);
  } else {
    bool isSigned = xElement.isSignedInteger() || yElement.isSignedInteger();
    expected = IntegerType::get(context, getScalarBits(xElement) * group,
                                isSigned ? IntegerType::Signed
                                         : IntegerType::Unsigned);
  }
  // An integer accumulator may have either signedness (the sum saturates to
  // its range), as upstream's vdpa / vqdpa accept.
  Type resultElement = result.getElementType();
  bool signednessFree = !isFloat && builtin.getAccOrNull();
  if (signednessFree ? getScalarBits(resultElement) != getScalarBits(expected) ||
                           isa<FloatType>(resultElement)
                     : resultElement != expected)
    return op->emitOpError() << "expects a result of " << expected
                             << " lanes for " << x << ", got " << result;
  unsigned maskLanes = cast<MaskType>(builtin.getMask().getType()).getLanes();
  unsigned wanted = builtin.getPick() >= 0 ? result.getNumElements()
                                           : x.getNumElements();
  if (maskLanes != wanted)
    return op->emitOpError() << "mask has " << maskLanes << " lanes, expected "
                             << wanted;
  return success();
}

/// vmml / vmma: 16 float32 at a writable pointer, native x and y.
template <typename OpTy>
static LogicalResult verifyMatMul(OpTy op) {
  Type pointee = op.getPtr().getType().getPointee();
  if (auto vector = dyn_cast<VectorType>(pointee))
    pointee = vector.getElementType();
  if (!pointee.isF32())
    return op.emitOpError() << "expects a pointer to f32, got "
                            << op.getPtr().getType();
  if (op.getPtr().getType().getSpace() == AddressSpace::Constant)
    return op.emitOpError() << "cannot store to constant memory";
  for (Type type : {op.getLhs().getType(), op.getRhs().getType()})
    if (!isNativeVector(type))
      return op.emitOpError() << "expects hardware-native vectors, got "
                              << type;
  return success();
}

LogicalResult VMmlOp::verify() { return verifyMatMul(*this); }
LogicalResult VMmaOp::verify() { return verifyMatMul(*this); }

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

/// The pointers of a synchronous or asynchronous DMA copy.
static LogicalResult verifyDmaCopy(Operation *op, PtrType dst, PtrType src) {
  if (getDmaElement(dst) != getDmaElement(src) ||
      isa<NoneType>(getDmaElement(dst)))
    return op->emitOpError() << "copies between pointers to "
                             << getDmaElement(src) << " and "
                             << getDmaElement(dst)
                             << ", which must be one element type";
  if (dst.getSpace() == AddressSpace::Constant ||
      src.getSpace() == AddressSpace::Constant)
    return op->emitOpError() << "cannot copy from or to constant memory";
  if (isSram(dst.getSpace()) && isSram(src.getSpace()))
    return op->emitOpError() << "cannot copy from "
                             << stringifyAddressSpace(src.getSpace()) << " to "
                             << stringifyAddressSpace(dst.getSpace());
  return success();
}

LogicalResult DmaCopyOp::verify() {
  return verifyDmaCopy(*this, getDst().getType(), getSrc().getType());
}

//===----------------------------------------------------------------------===//
// Events and asynchronous DMA
//===----------------------------------------------------------------------===//

LogicalResult AsyncDmaCopyOp::verify() {
  return verifyDmaCopy(*this, getDst().getType(), getSrc().getType());
}

/// wait_events / free_events: 1 to 4 distinct events (a TEC has four).
static LogicalResult verifyEventSet(Operation *op, OperandRange events) {
  if (events.empty() || events.size() > 4)
    return op->emitOpError() << "takes 1 to 4 events, got " << events.size();
  for (auto [i, event] : llvm::enumerate(events))
    if (llvm::is_contained(events.take_front(i), event))
      return op->emitOpError() << "names event operand #" << i
                               << " twice";
  return success();
}

LogicalResult WaitEventsOp::verify() {
  return verifyEventSet(*this, getEvents());
}

LogicalResult FreeEventsOp::verify() {
  return verifyEventSet(*this, getEvents());
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
  if (getRound() && (!isa<FloatType>(from) || !isa<IntegerType>(to)))
    return emitOpError() << "rounds only float to integer conversions, not "
                         << from << " to " << to;
  return success();
}

//===----------------------------------------------------------------------===//
// Builtins I, part B: out_sign, widening and narrowing builtins
//===----------------------------------------------------------------------===//

Type mlir::compass::getWithoutSign(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  Type element = vector ? vector.getElementType() : type;
  if (auto integer = dyn_cast<IntegerType>(element))
    element = IntegerType::get(type.getContext(), integer.getWidth());
  return vector ? Type(vector.clone(element)) : element;
}

/// `from <operand types>` after the types of an out_sign builtin whose
/// operands differ from its result; absent, they are the result's type.
/// (The operand types may be parsed as a subclass of Type, as ODS gives
/// them.)
static ParseResult parseOperandTypeList(OpAsmParser &parser,
                                        MutableArrayRef<Type> operands,
                                        Type result) {
  if (failed(parser.parseOptionalKeyword("from"))) {
    for (Type &operand : operands)
      operand = result;
    return success();
  }
  for (auto [index, operand] : llvm::enumerate(operands))
    if ((index && parser.parseComma()) || parser.parseType(operand))
      return failure();
  return success();
}

template <typename T>
static ParseResult assignOperandType(OpAsmParser &parser, Type parsed,
                                     T &operand) {
  auto typed = dyn_cast<T>(parsed);
  if (!typed)
    return parser.emitError(parser.getCurrentLocation())
           << "unexpected operand type " << parsed;
  operand = typed;
  return success();
}

template <typename LhsT, typename RhsT>
static ParseResult parseOperandTypes(OpAsmParser &parser, LhsT &lhs,
                                     RhsT &rhs, Type result) {
  Type types[2];
  if (parseOperandTypeList(parser, types, result) ||
      assignOperandType(parser, types[0], lhs) ||
      assignOperandType(parser, types[1], rhs))
    return failure();
  return success();
}

template <typename InputT>
static ParseResult parseOperandTypes(OpAsmParser &parser, InputT &input,
                                     Type result) {
  Type types[1];
  if (parseOperandTypeList(parser, types, result) ||
      assignOperandType(parser, types[0], input))
    return failure();
  return success();
}

static void printOperandTypeList(OpAsmPrinter &printer,
                                 ArrayRef<Type> operands, Type result) {
  if (llvm::all_of(operands, [&](Type type) { return type == result; }))
    return;
  printer << " from ";
  llvm::interleaveComma(operands, printer);
}

static void printOperandTypes(OpAsmPrinter &printer, Operation *, Type lhs,
                              Type rhs, Type result) {
  printOperandTypeList(printer, {lhs, rhs}, result);
}

static void printOperandTypes(OpAsmPrinter &printer, Operation *, Type input,
                              Type result) {
  printOperandTypeList(printer, ArrayRef<Type>{input}, result);
}

/// vmull / vmulh: the result has lanes twice as wide as the operands' (32
/// bits for 32-bit operands, holding the products as word pairs).
static LogicalResult verifyWidening(Operation *op) {
  auto operand = cast<VectorType>(op->getOperand(0).getType());
  auto result = cast<VectorType>(op->getResult(0).getType());
  unsigned bits = getScalarBits(operand.getElementType());
  unsigned wide = std::min(2 * bits, 32u);
  if (getScalarBits(result.getElementType()) != wide)
    return op->emitOpError() << "multiplies " << bits
                             << "-bit lanes into lanes of " << wide
                             << " bits, got " << result;
  return success();
}

LogicalResult VMullOp::verify() { return verifyWidening(*this); }
LogicalResult VMulhOp::verify() { return verifyWidening(*this); }

/// vnsr and its variants: 8-bit result lanes, or 16-bit ones for 32-bit x.
static LogicalResult verifyNarrowing(Operation *op) {
  auto operand = cast<VectorType>(op->getOperand(0).getType());
  auto result = cast<VectorType>(op->getResult(0).getType());
  unsigned bits = getScalarBits(operand.getElementType());
  unsigned narrow = getScalarBits(result.getElementType());
  if (narrow == 8 || (narrow == 16 && bits == 32))
    return success();
  return op->emitOpError() << "narrows " << bits
                           << "-bit lanes into 8-bit lanes (or 16-bit ones "
                              "from 32 bits), got "
                           << result;
}

LogicalResult VNsrOp::verify() { return verifyNarrowing(*this); }
LogicalResult VNsrsOp::verify() { return verifyNarrowing(*this); }
LogicalResult VNsrrOp::verify() { return verifyNarrowing(*this); }
LogicalResult VNsrsrOp::verify() { return verifyNarrowing(*this); }

LogicalResult VBitcastOp::verify() {
  for (Type type : {getInput().getType(), getType()})
    if (!isNativeVector(type))
      return emitOpError() << "expects hardware-native vectors (" << kVectorBits
                           << " bits), got " << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Permutations: vperm, vcompress, vtbl
//===----------------------------------------------------------------------===//

/// A hardware-native vector, else an error naming it.
static LogicalResult requireNative(Operation *op, Type type) {
  if (isNativeVector(type))
    return success();
  return op->emitOpError() << "expects hardware-native vectors ("
                           << kVectorBits << " bits), got " << type;
}

LogicalResult VPermOp::verify() {
  Type input = getX().getType();
  if (failed(requireNative(*this, input)) ||
      failed(requireNative(*this, getType())))
    return failure();
  if (getY() && getY().getType() != input)
    return emitOpError() << "has inputs of types " << input << " and "
                         << getY().getType() << ", which must be one type";
  if (getType().getElementType() != cast<VectorType>(input).getElementType())
    return emitOpError() << "moves lanes of " << input << " into " << getType()
                         << ", which must have the same element type";
  int64_t lanes = getType().getNumElements();
  if (int64_t(getIndices().size()) != lanes)
    return emitOpError() << "has " << getIndices().size()
                         << " indices for a result of " << lanes << " lanes";
  int64_t total = cast<VectorType>(input).getNumElements() * (getY() ? 2 : 1);
  for (int32_t index : getIndices())
    if (index < 0 || index >= total)
      return emitOpError() << "index " << index << " is outside the " << total
                           << " input lanes";
  return success();
}

LogicalResult VCompressOp::verify() {
  if (failed(requireNative(*this, getType())))
    return failure();
  unsigned maskLanes = cast<MaskType>(getMask().getType()).getLanes();
  if (maskLanes != getType().getNumElements())
    return emitOpError() << "has a mask of " << maskLanes << " lanes for "
                         << getType();
  return success();
}

LogicalResult VTblOp::verify() {
  OperandRange tables = getTables();
  if (tables.size() < 2 || tables.size() > 4)
    return emitOpError() << "takes 2 to 4 tables, got " << tables.size();
  for (Value table : tables) {
    if (table.getType() != getType())
      return emitOpError() << "has a table of type " << table.getType()
                           << " for a result of type " << getType();
  }
  if (failed(requireNative(*this, getType())) ||
      failed(requireNative(*this, getIndices().getType())))
    return failure();
  auto indices = cast<VectorType>(getIndices().getType());
  if (!isa<IntegerType>(indices.getElementType()) ||
      indices.getNumElements() != getType().getNumElements())
    return emitOpError() << "expects integer indices with lanes as wide as "
                            "the tables', got "
                         << indices;
  return success();
}

#define GET_OP_CLASSES
#include "Compass/Dialect/Compass/IR/CompassOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Miscellaneous builtins (the Misc family)
//===----------------------------------------------------------------------===//

LogicalResult PrintfOp::verify() {
  std::vector<PrintfPiece> pieces;
  std::string rest;
  if (!parsePrintfFormat(getFormat(), pieces, rest))
    return emitOpError() << "has an unsupported conversion at \"" << rest
                         << "\"";
  unsigned count = 0;
  for (const PrintfPiece &piece : pieces) {
    if (!piece.takesArgument())
      continue;
    if (count >= getArgs().size())
      return emitOpError() << "has more conversions than its "
                           << getArgs().size() << " operands";
    Type type = getArgs()[count].getType();
    std::string expected;
    if (!isPrintfOperandType(piece.kind, type, expected))
      return emitOpError() << "conversion " << piece.text << " (operand "
                           << count << ") takes " << expected << ", got "
                           << type;
    ++count;
  }
  if (count != getArgs().size())
    return emitOpError() << "has " << count << " conversions but "
                         << getArgs().size() << " operands";
  return success();
}

/// S.aiff / S.async_aiff: three uint32 or int32 descriptor pointers.
template <typename OpTy>
static LogicalResult verifyAiff(OpTy op) {
  for (Value desc : {op.getCtrl(), op.getParam(), op.getAct()}) {
    Type pointee = cast<PtrType>(desc.getType()).getPointee();
    auto integer = dyn_cast<IntegerType>(pointee);
    if (!integer || integer.getWidth() != 32)
      return op.emitOpError()
             << "expects uint32 or int32 descriptor pointers, got "
             << desc.getType();
  }
  return success();
}

LogicalResult AiffOp::verify() { return verifyAiff(*this); }
LogicalResult AsyncAiffOp::verify() { return verifyAiff(*this); }

/// A constraint of S.asm: letters r, t, f, p with the modifiers '=' or '+'
/// (outputs: exactly one of them, first) and '&'.
static bool isAsmConstraint(StringRef constraint, bool isOutput) {
  if (isOutput) {
    if (!constraint.consume_front("=") && !constraint.consume_front("+"))
      return false;
  }
  bool letter = false;
  for (char c : constraint) {
    if (c == '&')
      continue;
    if (!StringRef("rtfp").contains(c))
      return false;
    letter = true;
  }
  return letter;
}

LogicalResult AsmOp::verify() {
  StringRef qualifier = getQualifier();
  if (qualifier != "" && qualifier != "inline" && qualifier != "volatile")
    return emitOpError() << "has qualifier \"" << qualifier
                         << "\"; expects \"\", \"inline\" or \"volatile\"";
  size_t numOutputs = getOutputNames().size();
  if (getOutputConstraints().size() != numOutputs ||
      getInputConstraints().size() != getInputNames().size())
    return emitOpError() << "needs one constraint per operand name";
  if (getOperands().size() != numOutputs + getInputNames().size())
    return emitOpError() << "needs " << numOutputs + getInputNames().size()
                         << " operands (the outputs' values, then the "
                            "inputs), got "
                         << getOperands().size();
  if (getNumResults() != numOutputs)
    return emitOpError() << "needs one result per output, got "
                         << getNumResults();
  for (auto [i, constraint] : llvm::enumerate(
           getOutputConstraints().getAsValueRange<StringAttr>()))
    if (!isAsmConstraint(constraint, /*isOutput=*/true))
      return emitOpError() << "has output constraint \"" << constraint
                           << "\"; expects '=' or '+' then r, t, f or p "
                              "letters (and '&')";
  for (StringRef constraint :
       getInputConstraints().getAsValueRange<StringAttr>())
    if (!isAsmConstraint(constraint, /*isOutput=*/false))
      return emitOpError() << "has input constraint \"" << constraint
                           << "\"; expects r, t, f or p letters (and '&')";
  for (auto [init, result] : llvm::zip(getOutputInits(), getResults()))
    if (init.getType() != result.getType())
      return emitOpError() << "output of type " << result.getType()
                           << " starts from a value of type " << init.getType();
  return success();
}

//===----------------------------------------------------------------------===//
// Check
//===----------------------------------------------------------------------===//

/// The lanes of a vector access as its load or store takes them.
template <typename OpTy>
static LogicalResult verifyLanesCheck(OpTy op) {
  auto vector = cast<VectorType>(op.getAccess());
  if (failed(verifyNativeWithMask(op, vector, op.getMask())))
    return failure();
  if (op.getWrite() &&
      op.getPtr().getType().getSpace() == AddressSpace::Constant)
    return op.emitOpError() << "checks a store to constant memory";
  return verifyVectorAccess(op, op.getPtr().getType(), vector);
}

LogicalResult CheckLanesOp::verify() { return verifyLanesCheck(*this); }
LogicalResult CheckStrideLanesOp::verify() { return verifyLanesCheck(*this); }
LogicalResult CheckIndexLanesOp::verify() {
  if (failed(verifyLanesCheck(*this)))
    return failure();
  return verifyIndexLanes(*this, getIndices(), getFirst(),
                          cast<VectorType>(getAccess()));
}

/// `rows` and `stride` come together.
// The loops are tir's, which builds on this dialect: they are known here by
// name (tir.for: its body; tir.while: its condition, then its body).

/// True when `op` is in the body of a tir.for or tir.while.
static bool isInLoopBody(Operation *op) {
  Operation *loop = op->getParentOp();
  StringRef name = loop ? loop->getName().getStringRef() : "";
  unsigned body = name == "tir.while" ? 1 : 0;
  return (name == "tir.for" || name == "tir.while") &&
         op->getParentRegion()->getRegionNumber() == body;
}

LogicalResult CheckIterationOp::verify() {
  if (!isInLoopBody(*this))
    return emitOpError() << "must be in the body of a tir.for or tir.while";
  return success();
}

LogicalResult CheckUniformOp::verify() {
  Value result = getResult();
  if (!result.hasOneUse() ||
      result.getUses().begin()->getOwner()->getName().getStringRef() !=
          "tir.if")
    return emitOpError() << "must be the condition of one tir.if";
  return success();
}

CheckUniformLoopOp CheckUniformLoopOp::getOfBody(Block &body) {
  Operation *first = &body.front();
  if (isa<CheckIterationOp>(first))
    first = first->getNextNode();
  return dyn_cast_or_null<CheckUniformLoopOp>(first);
}

LogicalResult CheckUniformLoopOp::verify() {
  Operation *before = (*this)->getPrevNode();
  if (!isInLoopBody(*this) || (before && !isa<CheckIterationOp>(before)))
    return emitOpError() << "must begin the body of a tir.for or tir.while, "
                            "or follow its compass.check_iteration";
  return success();
}

LogicalResult CheckTripsOp::verify() {
  Operation *loop = (*this)->getNextNode();
  if (!loop || loop->getName().getStringRef() != "tir.for" ||
      loop->getNumOperands() != 3 ||
      !llvm::equal(loop->getOperands(), (*this)->getOperands()))
    return emitOpError()
           << "must come right before the tir.for of its start, stop and step";
  return success();
}

LogicalResult CheckUpsampleOp::verify() {
  if (getPtr().getType().getSpace() == AddressSpace::Constant)
    return emitOpError() << "checks a write to constant memory";
  return success();
}

LogicalResult CheckRowsOp::verify() {
  if (bool(getTimes()) != bool(getStride()))
    return emitOpError() << "takes rows and a stride together or neither";
  if (getWrite() && getPtr().getType().getSpace() == AddressSpace::Constant)
    return emitOpError() << "checks a write to constant memory";
  return success();
}
