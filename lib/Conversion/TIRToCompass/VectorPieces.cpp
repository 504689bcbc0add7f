//===- VectorPieces.cpp - native pieces of flexible-width values ----------===//
//
// Builds the masks, addresses and memory accesses of native pieces: piece k
// of an L-lane value holds lanes [k·N, k·N + N); lanes at L and beyond are
// padding and are masked off in every memory access.
//
//===----------------------------------------------------------------------===//

#include "VectorPieces.h"

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

using namespace mlir;
using namespace mlir::compass;

bool mlir::compass::isVirtualVector(Type type) {
  return isLegalizableVector(type) && !isNativeVector(type);
}

unsigned mlir::compass::getDefaultMaskPieceLanes(unsigned lanes) {
  for (unsigned native : {8u, 16u, 32u})
    if (lanes <= native)
      return native;
  return 32;
}

Value mlir::compass::buildIntConst(OpBuilder &builder, Location loc, Type type,
                                   int64_t value) {
  return tir::ConstOp::create(builder, loc, type,
                              builder.getIntegerAttr(type, value));
}

Value mlir::compass::buildPrefixMask(OpBuilder &builder, Location loc,
                                     unsigned pieceLanes, unsigned realLanes) {
  SmallVector<bool> lanes(pieceLanes, false);
  std::fill_n(lanes.begin(), std::min(realLanes, pieceLanes), true);
  return ConstMaskOp::create(builder, loc,
                             MaskType::get(builder.getContext(), pieceLanes),
                             builder.getDenseBoolArrayAttr(lanes));
}

Value mlir::compass::clearPadding(OpBuilder &builder, Location loc, Value mask,
                                  unsigned realLanes) {
  unsigned lanes = cast<MaskType>(mask.getType()).getLanes();
  if (realLanes >= lanes)
    return mask;
  if (auto constant = mask.getDefiningOp<ConstMaskOp>()) {
    SmallVector<bool> values(constant.getValue());
    std::fill(values.begin() + realLanes, values.end(), false);
    return ConstMaskOp::create(builder, loc, mask.getType(),
                               builder.getDenseBoolArrayAttr(values));
  }
  return MaskAndOp::create(builder, loc, mask,
                           buildPrefixMask(builder, loc, lanes, realLanes));
}

Value mlir::compass::buildAccessMask(OpBuilder &builder, Location loc,
                                     Value userMask, unsigned pieceLanes,
                                     unsigned realLanes) {
  if (!userMask)
    return buildPrefixMask(builder, loc, pieceLanes, realLanes);
  return clearPadding(builder, loc, userMask, realLanes);
}

Value mlir::compass::buildPieceAddress(OpBuilder &builder, Location loc,
                                       Value ptr, Type elementType,
                                       Type pieceType, int64_t offset) {
  auto ptrType = cast<PtrType>(ptr.getType());
  Type pointee = ptrType.getPointee();
  if (offset == 0 && (pointee == elementType || pointee == pieceType))
    return ptr;
  if (pointee != elementType)
    ptr = tir::PtrCastOp::create(
        builder, loc,
        PtrType::get(builder.getContext(), elementType, ptrType.getSpace()),
        ptr);
  if (offset == 0)
    return ptr;
  Value count =
      buildIntConst(builder, loc, builder.getIntegerType(32, true), offset);
  return tir::PtrOffsetOp::create(builder, loc, ptr, count);
}

/// The address and the mask of piece `index`, of type `vector`, of a
/// piecewise access to a `lanes`-lane vector at `ptr`.
static std::pair<Value, Value>
buildPieceAccess(OpBuilder &builder, Location loc, Value ptr, VectorType vector,
                 size_t index, unsigned lanes, ValueRange userMasks) {
  unsigned pieceLanes = vector.getNumElements();
  Value address =
      buildPieceAddress(builder, loc, ptr, vector.getElementType(), vector,
                        static_cast<int64_t>(index) * pieceLanes);
  Value mask = buildAccessMask(
      builder, loc, userMasks.empty() ? Value() : userMasks[index], pieceLanes,
      getRealLanes(lanes, pieceLanes, index));
  return {address, mask};
}

SmallVector<Value> mlir::compass::buildPiecewiseLoad(OpBuilder &builder,
                                                     Location loc, Value ptr,
                                                     TypeRange pieceTypes,
                                                     unsigned lanes,
                                                     ValueRange userMasks) {
  SmallVector<Value> pieces;
  for (auto [index, type] : llvm::enumerate(pieceTypes)) {
    auto vector = cast<VectorType>(type);
    auto [address, mask] =
        buildPieceAccess(builder, loc, ptr, vector, index, lanes, userMasks);
    pieces.push_back(VLoadOp::create(builder, loc, vector, address, mask));
  }
  return pieces;
}

void mlir::compass::buildPiecewiseStore(OpBuilder &builder, Location loc,
                                        ValueRange pieces, Value ptr,
                                        unsigned lanes, ValueRange userMasks) {
  for (auto [index, piece] : llvm::enumerate(pieces)) {
    auto [address, mask] =
        buildPieceAccess(builder, loc, ptr, cast<VectorType>(piece.getType()),
                         index, lanes, userMasks);
    VStoreOp::create(builder, loc, piece, address, mask);
  }
}

Value mlir::compass::buildTailMaskPiece(OpBuilder &builder, Location loc,
                                        Value n, MaskType pieceType,
                                        unsigned index, unsigned count) {
  if (count == 1)
    return TailMaskOp::create(builder, loc, pieceType, n);
  Type type = n.getType();
  unsigned pieceLanes = pieceType.getLanes();
  Value rest = n;
  if (index != 0)
    rest = tir::SubOp::create(
        builder, loc, n,
        buildIntConst(builder, loc, type, int64_t(index) * pieceLanes));
  Value zero = buildIntConst(builder, loc, type, 0);
  Value full = buildIntConst(builder, loc, type, pieceLanes);
  Value clamped = tir::MinOp::create(
      builder, loc, tir::MaxOp::create(builder, loc, rest, zero), full);
  return TailMaskOp::create(builder, loc, pieceType, clamped);
}
