//===- VectorPieces.h - native pieces of flexible-width values --*- C++ -*-===//
//
// Helpers shared by the -convert-tir-to-compass patterns: how many native
// pieces a vector or mask has, which lanes of a piece are real (the others
// are padding) and how to build the masks and addresses of piecewise memory
// accesses, whose padding lanes never touch memory.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_TIRTOCOMPASS_VECTORPIECES_H
#define LIB_CONVERSION_TIRTOCOMPASS_VECTORPIECES_H

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRIntrinsics.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::compass {

// The vector shapes the tir.intrin verifier checks (TIRIntrinsics.h).
using tir::getLanes;
using tir::getNumPieces;
using tir::isLegalizableVector;
using tir::isVectorElement;
using tir::kMaxVectorRegisters;

/// True for a legalizable vector type that is not hardware-native.
bool isVirtualVector(Type type);

/// Lanes of the pieces of a mask of `lanes` lanes that no vector constrains:
/// its own lanes when they are native for some element width (8, 16, 32),
/// else the smallest native lane count holding it, else 32.
unsigned getDefaultMaskPieceLanes(unsigned lanes);

/// Real (non-padding) lanes of piece `index` when `lanes` lanes are cut into
/// pieces of `pieceLanes`.
inline unsigned getRealLanes(unsigned lanes, unsigned pieceLanes,
                             unsigned index) {
  unsigned first = index * pieceLanes;
  return first >= lanes ? 0 : std::min(pieceLanes, lanes - first);
}

/// A tir.const of integer type `type`.
Value buildIntConst(OpBuilder &builder, Location loc, Type type, int64_t value);

/// A compass.const_mask of `pieceLanes` lanes whose first `realLanes` lanes
/// are true.
Value buildPrefixMask(OpBuilder &builder, Location loc, unsigned pieceLanes,
                      unsigned realLanes);

/// `mask` with the lanes from `realLanes` on cleared: `mask` itself when
/// nothing is cleared, a folded constant when `mask` is a constant, else a
/// compass.mask_and with a constant.
Value clearPadding(OpBuilder &builder, Location loc, Value mask,
                   unsigned realLanes);

/// The mask of a piecewise memory access: the real lanes of the piece, and
/// of those only the ones `userMask` (if any) enables.
Value buildAccessMask(OpBuilder &builder, Location loc, Value userMask,
                      unsigned pieceLanes, unsigned realLanes);

/// `ptr` moved by `offset` elements of `elementType`; `ptr` is first viewed
/// as a pointer to `elementType` when it points to something else. Returns
/// `ptr` unchanged for offset 0 when it already points to `elementType` or
/// to `pieceType`.
Value buildPieceAddress(OpBuilder &builder, Location loc, Value ptr,
                        Type elementType, Type pieceType, int64_t offset);

/// Loads the pieces of a `lanes`-lane vector starting at `ptr`; piece k
/// reads elements [k·N, k·N + N) ∩ [0, lanes) where `userMasks[k]` (if
/// given) allows it.
SmallVector<Value> buildPiecewiseLoad(OpBuilder &builder, Location loc,
                                      Value ptr, TypeRange pieceTypes,
                                      unsigned lanes, ValueRange userMasks);

/// Stores `pieces`, a `lanes`-lane vector, starting at `ptr`; padding lanes
/// and lanes `userMasks` (if given) disables are not written.
void buildPiecewiseStore(OpBuilder &builder, Location loc, ValueRange pieces,
                         Value ptr, unsigned lanes, ValueRange userMasks);

/// Piece `index` of a tail mask of `count` pieces with `pieceLanes` lanes
/// each, whose first `n` lanes overall are true: tail_mask(clamp(n - index·N,
/// 0, N)).
Value buildTailMaskPiece(OpBuilder &builder, Location loc, Value n,
                         MaskType pieceType, unsigned index, unsigned count);

/// Checks that every tir.extract and tir.insert with a constant lane index
/// stays within the lanes of its vector or mask.
LogicalResult verifyConstantLaneIndices(Operation *root);

/// Adds the patterns splitting the operations other than tir.intrin that
/// touch vectors, masks, variables or pointers changed by `typeConverter`.
void populateWidthLegalizationPatterns(const TypeConverter &typeConverter,
                                       RewritePatternSet &patterns);

/// For a grouped Dot builtin (S.vdot, S.vdpa, …: vectors of different lane
/// counts), the tir argument whose lanes its mask has; -1 for any other
/// builtin.
inline int getGroupedDotMaskArg(StringRef name) {
  const tir::IntrinsicInfo *info = tir::lookupIntrinsic(name);
  return info ? info->groupedDotMaskArg : -1;
}

/// For S.vload_gather / S.vstore_scatter, the tir argument of 16-bit lane
/// indices, whose native pieces do not line up with the call's; -1 for any
/// other builtin.
inline int getIndexArg(StringRef name) {
  const tir::IntrinsicInfo *info = tir::lookupIntrinsic(name);
  return info ? info->indexArg : -1;
}

} // namespace mlir::compass

#endif // LIB_CONVERSION_TIRTOCOMPASS_VECTORPIECES_H
