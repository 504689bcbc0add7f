//===- TIRToCompass.h - tir to compass conversion ---------------*- C++ -*-===//
//
// The pieces of -convert-tir-to-compass other code may reuse: the analysis
// deciding how every mask is split, the 1:N type converter that legalizes
// flexible-width vectors and the conversion patterns.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_CONVERSION_TIRTOCOMPASS_TIRTOCOMPASS_H
#define COMPASS_CONVERSION_TIRTOCOMPASS_TIRTOCOMPASS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace mlir::compass {

/// Decides how every mask of a module is split into hardware masks.
///
/// A vector `vector<L x T>` becomes ceil(L / N) native vectors, N the native
/// lanes of T (32, 16 or 8). A mask has no element type, so its pieces take
/// the native lane count of the vectors it goes with: the analysis joins
/// masks that flow into each other (mask operations, tir.select, variables,
/// calls and returns) and gives each group the native lanes of the vectors
/// any of its members meets in one operation. A group that meets no vector
/// keeps its lanes when they are 8, 16 or 32 and is otherwise split into the
/// smallest native lane count holding it (8, 16), else into 32-lane pieces;
/// so do the masks passed to or returned from a function declaration. A
/// group meeting vectors of two lane widths is an error; layOutMasks first
/// gives such a use a converted mask of its own.
class MaskLayout {
public:
  /// A mask meeting vectors of another lane width than its group's: `value`
  /// (an operand or result of `op` that can be converted; else any member)
  /// belongs to a group of pieces of `fromLanes` lanes where `op` needs (or
  /// makes) pieces of `toLanes` lanes.
  struct Conflict {
    Operation *op;
    Value value;
    unsigned fromLanes;
    unsigned toLanes;
  };

  /// Analyzes `module`; reports a located error and fails on a mask used
  /// with vectors of different lane widths.
  LogicalResult analyze(ModuleOp module);

  /// Analyzes `module` without reporting: the first conflict met, if any.
  std::optional<Conflict> findConflict(ModuleOp module);

  /// Lanes of each piece of `value`, a mask or a mask variable of the
  /// analyzed module; 0 for other values.
  unsigned getPieceLanes(Value value) const;

private:
  /// Union-find over the tracked values: the id of a value's group.
  unsigned find(unsigned id) const;
  /// Joins the groups of `a` and `b` (both tracked) because of `op`.
  LogicalResult join(Value a, Value b, Operation *op);
  /// Records that `value`'s group predicates vectors of `lanes` native lanes.
  LogicalResult require(Value value, unsigned lanes, Operation *op);
  unsigned getId(Value value);

  llvm::DenseMap<Value, unsigned> ids;
  mutable SmallVector<unsigned> parents;
  /// Per group root: the required piece lanes (0 = free) and the operation
  /// that required them.
  SmallVector<unsigned> pieceLanes;
  SmallVector<Operation *> requiredBy;
  /// Per group root: the lanes of its masks.
  SmallVector<unsigned> maskLanes;
  /// Set by findConflict: a conflict is recorded here instead of reported.
  bool collecting = false;
  std::optional<Conflict> conflict;
};

/// The layout of every mask of `module`, after giving every use of a mask
/// with vectors of another lane width than the rest of its group (one
/// comparison's mask predicating vectors of another element width) a
/// converted mask of its own, built from tir intrinsics: the mask's lanes
/// selected as 1 / 0 in unsigned lanes of one width, cast to the other width
/// and compared with 0. An operand is converted before its operation; a
/// result (a comparison's, a call's) after it, for its other uses. A conflict
/// met on neither (a mask variable's) is reported, located, and gives none.
std::optional<MaskLayout> layOutMasks(ModuleOp module);

/// Type converter of the tir → compass lowering. Scalars stay; a vector of
/// any width becomes its native pieces (the last one padded); a pointer to a
/// non-native vector becomes a pointer to its element; a variable becomes
/// one variable per piece of what it holds; a mask is split as `layout`
/// decides (by its lane count alone without a layout).
class TIRToCompassTypeConverter : public TypeConverter {
public:
  explicit TIRToCompassTypeConverter(const MaskLayout *layout = nullptr);
};

/// Adds the patterns rewriting tir intrinsics into compass builtins and
/// splitting every operation on flexible-width vectors, masks, variables and
/// pointers into operations on hardware-native pieces.
void populateTIRToCompassConversionPatterns(
    const TIRToCompassTypeConverter &typeConverter,
    RewritePatternSet &patterns);

/// Whether `op` only has values `typeConverter` leaves unchanged (for a
/// function: also its signature); tir.intrin is never legal.
bool isLegalForCompass(const TypeConverter &typeConverter, Operation *op);

} // namespace mlir::compass

#endif // COMPASS_CONVERSION_TIRTOCOMPASS_TIRTOCOMPASS_H
