//===- IntrinsicVerifier.cpp - tir.intrin against the builtin table -------===//
//
// A `tir.intrin` names an S.* builtin of the table and has the operands,
// results and lane shapes its lowering relies on: the vectors and masks of
// one call have one lane count and the vectors one lane width, so that their
// native pieces line up (the families that differ check their own rules).
// Errors carry the call's location, which the front end reports as the
// user's file:line.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Dialect/TIR/IR/TIRIntrinsics.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::tir;

SmallVector<Type> mlir::tir::getLaneTypes(IntrinOp op) {
  SmallVector<Type> types;
  const IntrinsicInfo *info = lookupIntrinsic(op.getName());
  int indexArg = info ? info->indexArg : -1;
  Value indices = indexArg >= 0 && unsigned(indexArg) < op.getArgs().size()
                      ? op.getArgs()[indexArg]
                      : Value();
  for (Type type : op->getResultTypes())
    if (isa<VectorType, MaskType>(type))
      types.push_back(type);
  for (Value operand : op->getOperands())
    if (operand != indices && isa<VectorType, MaskType>(operand.getType()))
      types.push_back(operand.getType());
  return types;
}

/// A grouped Dot builtin: its vectors have different lane counts and widths
/// but fill the same registers, and its mask has the lanes of one argument.
static LogicalResult verifyGroupedDot(IntrinOp op, unsigned maskArg) {
  SmallVector<Type> types = getLaneTypes(op);
  auto bits = [](Type type) {
    auto vector = cast<VectorType>(type);
    return uint64_t(vector.getNumElements()) *
           getScalarBits(vector.getElementType());
  };
  for (Type type : types) {
    if (isa<MaskType>(type))
      continue;
    if (!isLegalizableVector(type) || bits(type) % kVectorBits != 0 ||
        bits(type) != bits(types.front()))
      return op.emitOpError()
             << "'" << op.getName()
             << "' needs vectors filling the same whole registers, got "
             << types.front() << " and " << type;
  }
  Value follows = op.getArgs()[maskArg];
  if (Value mask = op.getMask();
      mask && getLanes(mask.getType()) != getLanes(follows.getType()))
    return op.emitOpError()
           << "'" << op.getName() << "' needs a mask of "
           << getLanes(follows.getType()) << " lanes, got " << mask.getType();
  return success();
}

/// A gather or scatter: its indices are a vector of 16-bit integers with
/// the lanes of the call.
static LogicalResult verifyIndices(IntrinOp op, unsigned indexArg) {
  Type type = op.getArgs()[indexArg].getType();
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || !isLegalizableVector(vector) ||
      getScalarBits(vector.getElementType()) != 16 ||
      !vector.getElementType().isInteger())
    return op.emitOpError() << "'" << op.getName()
                            << "' needs 16-bit integer indices, got " << type;
  SmallVector<Type> types = getLaneTypes(op);
  if (!types.empty() && getLanes(types.front()) != vector.getNumElements())
    return op.emitOpError()
           << "'" << op.getName() << "' has " << vector.getNumElements()
           << " indices for " << types.front();
  return success();
}

/// Permutations: vector arguments with the result's lane width (a runtime
/// shift last), no mask or r, and `indices` (an array<i32>) naming argument
/// lanes wherever the generic permutation lowers the call.
static LogicalResult verifyPermute(IntrinOp op, const IntrinsicInfo &info) {
  auto result = op->getNumResults() == 1
                    ? dyn_cast<VectorType>(op->getResult(0).getType())
                    : VectorType();
  if (!result || !isLegalizableVector(result))
    return op.emitOpError() << "'" << op.getName() << "' returns a vector";
  if (op.getMask() || op.getR())
    return op.emitOpError() << "'" << op.getName() << "' takes no mask or r";
  unsigned bits = getScalarBits(result.getElementType());
  int64_t total = 0;
  for (auto [k, arg] : llvm::enumerate(op.getArgs())) {
    auto vector = dyn_cast<VectorType>(arg.getType());
    if (!vector) {
      if (k + 1 != op.getArgs().size() || isa<MaskType>(arg.getType()))
        return op.emitOpError() << "'" << op.getName()
                                << "' takes vectors and a scalar shift last";
      continue;
    }
    if (!isLegalizableVector(vector) ||
        getScalarBits(vector.getElementType()) != bits)
      return op.emitOpError()
             << "'" << op.getName() << "' moves lanes of " << vector << " into "
             << result << ", which must have one lane width";
    total += vector.getNumElements();
  }
  auto indices = op->getAttrOfType<DenseI32ArrayAttr>("indices");
  if (!indices && !info.byIndices)
    return success(); // vtbl: its indices are a vector argument
  if (!indices)
    return op.emitOpError() << "'" << op.getName()
                            << "' needs `indices`, an array<i32> of lanes";
  if (int64_t(indices.size()) != result.getNumElements())
    return op.emitOpError() << "'" << op.getName() << "' has " << indices.size()
                            << " indices for " << result;
  for (int32_t index : indices.asArrayRef())
    if (index < 0 || index >= total)
      return op.emitOpError() << "'" << op.getName() << "' has index " << index
                              << " outside its " << total << " argument lanes";
  return success();
}

/// Conversions: vector arguments of one type and a vector result.
static LogicalResult verifyConversion(IntrinOp op) {
  Type first = op.getArgs().front().getType();
  for (Value arg : op.getArgs())
    if (arg.getType() != first || !isLegalizableVector(arg.getType()))
      return op.emitOpError()
             << "'" << op.getName() << "' converts vectors of one type, got "
             << first << " and " << arg.getType();
  if (op->getNumResults() != 1 ||
      !isLegalizableVector(op->getResult(0).getType()))
    return op.emitOpError() << "'" << op.getName() << "' returns a vector";
  if (op.getMask() || op.getR())
    return op.emitOpError() << "'" << op.getName() << "' takes no mask or r";
  return success();
}

/// Builtins off vectors: the Misc family passes native vectors as they are
/// and takes no mask; the others take no vectors or masks at all.
static LogicalResult verifyOffVectors(IntrinOp op, const IntrinsicInfo &info,
                                      ArrayRef<Type> types) {
  if (!info.variadic) {
    if (!types.empty() || op.getMask())
      return op.emitOpError()
             << "'" << op.getName() << "' takes no vectors, masks or mask";
    return success();
  }
  if (op.getMask())
    return op.emitOpError() << "'" << op.getName() << "' takes no mask";
  for (Type type : types)
    if (!isa<VectorType>(type) || !isNativeVector(cast<VectorType>(type)))
      return op.emitOpError()
             << "'" << op.getName()
             << "' takes hardware-native vectors only, got " << type;
  return success();
}

/// Widening and narrowing builtins: as many native pieces everywhere.
static LogicalResult verifySamePieces(IntrinOp op, ArrayRef<Type> types) {
  auto getPieces = [](Type type) {
    auto vector = dyn_cast<VectorType>(type);
    if (!vector || !isLegalizableVector(vector))
      return 0u;
    return getNumPieces(vector.getNumElements(),
                        getNativeLanes(vector.getElementType()));
  };
  for (Type type : types)
    if (getPieces(type) && getPieces(type) != getPieces(types.front()))
      return op.emitOpError()
             << "'" << op.getName() << "' mixes " << types.front() << " and "
             << type << ", which have different numbers of native pieces";
  return success();
}

/// Lane-wise builtins: one lane count, and one lane width for the vectors.
static LogicalResult verifySameLaneShape(IntrinOp op, ArrayRef<Type> types) {
  std::optional<unsigned> elementBits;
  for (Type type : types) {
    if (getLanes(type) != getLanes(types.front()))
      return op.emitOpError()
             << "'" << op.getName() << "' mixes " << types.front() << " and "
             << type << ", which have different lane counts";
    auto vector = dyn_cast<VectorType>(type);
    if (!vector || !isLegalizableVector(vector))
      continue;
    unsigned bits = getScalarBits(vector.getElementType());
    if (elementBits && *elementBits != bits)
      return op.emitOpError()
             << "'" << op.getName() << "' mixes vectors of " << *elementBits
             << "-bit and " << bits << "-bit lanes";
    elementBits = bits;
  }
  return success();
}

LogicalResult IntrinOp::verify() {
  const IntrinsicInfo *info = lookupIntrinsic(getName());
  if (!info)
    return emitOpError() << "has no lowering for builtin '" << getName() << "'";
  size_t numArgs = getArgs().size();
  bool argCountOk = info->variadic ? numArgs >= info->numArgs
                    : info->alignedPieces
                        ? numArgs == info->numArgs
                        : numArgs >= 1 && numArgs <= info->numArgs;
  bool anyResults = info->variadic && !info->onVectors;
  if (!argCountOk ||
      (!anyResults && getNumResults() != (info->hasResult ? 1u : 0u)))
    return emitOpError() << "'" << getName() << "' takes " << info->numArgs
                         << " arguments and returns "
                         << (info->hasResult ? "a value" : "nothing");
  if (getR() && !info->takesR)
    return emitOpError() << "'" << getName() << "' takes no r operand";
  if (info->groupedDotMaskArg >= 0)
    return verifyGroupedDot(*this, info->groupedDotMaskArg);
  if (info->indexArg >= 0 && failed(verifyIndices(*this, info->indexArg)))
    return failure();
  if (info->permute)
    return verifyPermute(*this, *info);
  SmallVector<Type> types = getLaneTypes(*this);
  if (!info->sameLanes && getNumResults() && !types.empty() &&
      types.front() == (*this)->getResult(0).getType())
    types.erase(types.begin()); // the result's lanes are the builder's
  if (!info->onVectors)
    return verifyOffVectors(*this, *info, types);
  if (types.empty())
    return emitOpError() << "'" << getName()
                         << "' needs a vector operand or result";
  if (!info->alignedPieces)
    return verifyConversion(*this);
  if (getR() && getNumResults() &&
      getR().getType() != (*this)->getResult(0).getType())
    return emitOpError() << "'" << getName() << "' has r of type "
                         << getR().getType() << " but a result of type "
                         << (*this)->getResult(0).getType();
  if (!info->sameLaneShape)
    return verifySamePieces(*this, types);
  return verifySameLaneShape(*this, types);
}
