//===- IntrinsicPiece.h - one native piece of a tir.intrin ------*- C++ -*-===//
//
// What the piece builders (PieceBuilders.cpp) and the tir.intrin pattern
// (IntrinsicLowering.cpp) share: one native piece of a call being lowered
// and the builder of the compass operations for it, chosen by the call's row
// of the builtin table.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_TIRTOCOMPASS_INTRINSICPIECE_H
#define LIB_CONVERSION_TIRTOCOMPASS_INTRINSICPIECE_H

#include "VectorPieces.h"

#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Dialect/TIR/IR/TIRIntrinsics.h"

namespace mlir::compass {

/// One native piece of an intrinsic call being lowered.
struct IntrinsicPiece {
  IntrinsicPiece(OpBuilder &builder, Location loc, unsigned index,
                 unsigned count, unsigned pieceLanes, unsigned realLanes)
      : builder(builder), loc(loc), index(index), count(count),
        pieceLanes(pieceLanes), realLanes(realLanes) {}

  OpBuilder &builder;
  Location loc;
  /// The piece's arguments; scalars and pointers are the same in all pieces.
  SmallVector<Value> args;
  /// Rows whose pieces do not line up (conversions): the call.
  tir::IntrinOp call;
  /// Every piece of every argument, for builtins whose piece reads other
  /// pieces than its own (conversions, pairwise builtins, reductions).
  SmallVector<ValueRange> argPieces;
  /// The piece of the user's mask, or null.
  Value userMask;
  /// Every piece of the user's mask (empty without one).
  ValueRange userMasks;
  /// The piece of `r`, or null.
  Value r;
  /// The piece's result type, or null.
  Type resultType;
  /// Off vectors: every result type of the call (S.asm has several).
  SmallVector<Type> resultTypes;
  /// Which piece this is, of how many, with how many lanes of which the
  /// first `realLanes` are not padding.
  unsigned index;
  unsigned count;
  unsigned pieceLanes;
  unsigned realLanes;
  /// The lanes of the whole call.
  unsigned totalLanes = 0;

  /// The mask of a lane-wise piece: the user's, else the real lanes.
  Value getMask() const {
    return userMask ? userMask
                    : buildPrefixMask(builder, loc, pieceLanes, realLanes);
  }
  /// The mask of a memory access: the user's, limited to the real lanes.
  Value getAccessMask() const {
    return buildAccessMask(builder, loc, userMask, pieceLanes, realLanes);
  }
  /// Pointer argument `arg` moved to this piece's first element.
  Value getAddress(unsigned arg, VectorType vector) const {
    return buildPieceAddress(builder, loc, args[arg], vector.getElementType(),
                             vector, int64_t(index) * pieceLanes);
  }
};

/// Builds the compass operation for one piece of an intrinsic call; returns
/// its result or null.

/// Builds the compass operation for one piece of an intrinsic call; returns
/// its result or null.
using IntrinsicBuilder = Value (*)(const IntrinsicPiece &);

/// The piece builder of a row of the builtin table.
IntrinsicBuilder getIntrinsicBuilder(const tir::IntrinsicInfo &info);

} // namespace mlir::compass

#endif // LIB_CONVERSION_TIRTOCOMPASS_INTRINSICPIECE_H
