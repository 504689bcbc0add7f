//===- MaskRelayout.cpp - a mask meeting vectors of two lane widths -------===//
//
// A mask is split like the vectors it predicates, so the pieces of one mask
// fit one lane width. A comparison of uint16x32 vectors whose mask then
// predicates a float32x32 load is still a program upstream accepts: the use
// gets a copy of the mask re-split for its lane width, built from tir
// intrinsics the lowering already knows (select 1 / 0, cast, compare).
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "VectorPieces.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

using namespace mlir;
using namespace mlir::compass;

/// `vector<lanes x type>` of `value` in every lane.
static Value buildSplat(OpBuilder &builder, Location loc, IntegerType type,
                        unsigned lanes, int64_t value) {
  Value scalar = buildIntConst(builder, loc, type, value);
  return tir::IntrinOp::create(builder, loc,
                               TypeRange{VectorType::get({lanes}, type)},
                               "vbcast", ValueRange{scalar}, Value(), Value())
      .getResult(0);
}

/// `mask` (pieces of `fromLanes` lanes) as a new mask whose pieces have
/// `toLanes` lanes: its lanes as 1 / 0 in unsigned lanes of the first width,
/// cast lane by lane to the second width, compared with 0.
static Value buildRelayout(OpBuilder &builder, Location loc, Value mask,
                           unsigned fromLanes, unsigned toLanes) {
  MLIRContext *context = builder.getContext();
  unsigned lanes = cast<MaskType>(mask.getType()).getLanes();
  auto fromType = IntegerType::get(context, kVectorBits / fromLanes,
                                   IntegerType::Unsigned);
  auto toType =
      IntegerType::get(context, kVectorBits / toLanes, IntegerType::Unsigned);
  Value ones = buildSplat(builder, loc, fromType, lanes, 1);
  Value zeros = buildSplat(builder, loc, fromType, lanes, 0);
  Value selected =
      tir::IntrinOp::create(builder, loc, TypeRange{ones.getType()}, "vsel",
                            ValueRange{ones, zeros}, mask, Value())
          .getResult(0);
  Value converted =
      tir::IntrinOp::create(builder, loc,
                            TypeRange{VectorType::get({lanes}, toType)}, "cast",
                            ValueRange{selected}, Value(), Value())
          .getResult(0);
  Value toZeros = buildSplat(builder, loc, toType, lanes, 0);
  return tir::IntrinOp::create(builder, loc, TypeRange{mask.getType()},
                               "vcneq", ValueRange{converted, toZeros}, Value(),
                               Value())
      .getResult(0);
}

/// Gives `conflict`'s use a re-split mask; false when its mask is neither an
/// operand nor a result of the operation (a mask variable's group).
static bool relayout(const MaskLayout::Conflict &conflict) {
  Operation *op = conflict.op;
  Value mask = conflict.value;
  if (!isa<MaskType>(mask.getType()))
    return false;
  OpBuilder builder(op);
  if (llvm::is_contained(op->getOperands(), mask)) {
    // The operation takes the mask re-split for its vectors.
    Value relayout = buildRelayout(builder, op->getLoc(), mask,
                                   conflict.fromLanes, conflict.toLanes);
    op->replaceUsesOfWith(mask, relayout);
    return true;
  }
  if (mask.getDefiningOp() != op)
    return false;
  // The operation makes the mask for its vectors (or a callee's); its other
  // uses take it re-split as the rest of its group is.
  SmallVector<OpOperand *> uses =
      llvm::to_vector(llvm::make_pointer_range(mask.getUses()));
  builder.setInsertionPointAfter(op);
  Value relayout = buildRelayout(builder, op->getLoc(), mask, conflict.toLanes,
                                 conflict.fromLanes);
  for (OpOperand *use : uses)
    use->set(relayout);
  return true;
}

std::optional<MaskLayout> mlir::compass::layOutMasks(ModuleOp module) {
  // Each round gives one use (or one result's other uses) a mask of its own,
  // which ends that conflict; the bound, counted at the first conflict, only
  // guards against one the analysis keeps finding.
  std::optional<unsigned> rounds;
  while (true) {
    MaskLayout layout;
    std::optional<MaskLayout::Conflict> conflict = layout.findConflict(module);
    if (!conflict)
      return layout;
    if (!rounds) {
      rounds = 0;
      module.walk([&](Operation *) { ++*rounds; });
    }
    if ((*rounds)-- == 0 || !relayout(*conflict))
      break;
  }
  MaskLayout reporter;
  (void)reporter.analyze(module);
  return std::nullopt;
}
