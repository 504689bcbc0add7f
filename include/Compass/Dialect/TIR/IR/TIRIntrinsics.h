//===- TIRIntrinsics.h - the builtins a tir.intrin may call -----*- C++ -*-===//
//
// What the builtin table (CompassBuiltinTable.inc, generated from
// CompassBuiltins.td) says about each S.* builtin a `tir.intrin` names, found
// by a hash lookup; and the vector shapes a call may use. The tir.intrin
// verifier checks every call against these facts, so -convert-tir-to-compass
// relies on them without checking again.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_TIR_IR_TIRINTRINSICS_H
#define COMPASS_DIALECT_TIR_IR_TIRINTRINSICS_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::tir {

class IntrinOp;

/// One row of the builtin table, with what the family lists add to it.
struct IntrinsicInfo {
  llvm::StringRef name;
  /// The row's position in the table: the index of its piece builder in the
  /// conversion's array generated from the same rows.
  unsigned row;
  unsigned numArgs;
  bool hasResult;
  /// Whether the builtin keeps inactive lanes from an `r` operand.
  bool takesR;
  /// Whether it works on vectors (cut into native pieces); builtins of
  /// scalars and pointers only are one piece.
  bool onVectors;
  /// Whether it takes `numArgs` or more arguments (and, off vectors, any
  /// number of results), its native vectors as they are (the Misc family).
  bool variadic;
  /// Whether the pieces of its operands and result line up; if not, each
  /// result piece is made from any argument pieces, and `numArgs` is the
  /// most arguments a call may have.
  bool alignedPieces;
  /// Whether its result has the lanes and lane width of its operands.
  bool sameLanes;
  /// Whether its vectors and masks share one lane count and lane width (not
  /// so for widening and narrowing builtins, whose native pieces still
  /// correspond one to one).
  bool sameLaneShape;
  /// A Permute-family builtin; `byIndices` when its lanes are chosen by the
  /// call's `indices` attribute (all but vtbl, whose indices are a vector).
  bool permute = false;
  bool byIndices = false;
  /// A grouped Dot builtin (vdot, vdpa, …: vectors of different lane
  /// counts): the argument whose lanes its mask has; else -1.
  int groupedDotMaskArg = -1;
  /// S.vload_gather / S.vstore_scatter: the argument of 16-bit lane indices,
  /// whose native pieces do not line up with the call's; else -1.
  int indexArg = -1;
};

/// The table's row for builtin `name`, or null.
const IntrinsicInfo *lookupIntrinsic(llvm::StringRef name);

/// The vector and mask types a call works on: its result, its arguments
/// (but an index argument), its mask and `r`.
llvm::SmallVector<Type> getLaneTypes(IntrinOp op);

/// The most hardware registers one vector may span (python/compass/script/
/// limits.py has the same bound): beyond it a vector is refused up front
/// rather than lowered into millions of operations.
constexpr unsigned kMaxVectorRegisters = 256;

/// True for the scalars a vector lane may hold: si8 … ui32, f16, bf16, f32.
bool isVectorElement(Type type);

/// True for a rank-1 fixed vector of vector elements, of any lane count up
/// to kMaxVectorRegisters registers.
bool isLegalizableVector(Type type);

/// Lanes of a vector or mask type; 0 for anything else.
unsigned getLanes(Type type);

/// Number of pieces of `pieceLanes` lanes holding `lanes` lanes.
inline unsigned getNumPieces(unsigned lanes, unsigned pieceLanes) {
  return (lanes + pieceLanes - 1) / pieceLanes;
}

} // namespace mlir::tir

#endif // COMPASS_DIALECT_TIR_IR_TIRINTRINSICS_H
