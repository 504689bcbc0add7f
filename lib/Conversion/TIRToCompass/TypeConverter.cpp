//===- TypeConverter.cpp - tir types to hardware-native pieces ------------===//
//
// The 1:N type converter of -convert-tir-to-compass: a vector becomes its
// native pieces, a mask splits as MaskLayout decides (masks carry no element
// type), a variable becomes one variable per piece.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "VectorPieces.h"

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

using namespace mlir;
using namespace mlir::compass;

/// Appends the pieces of a mask of `lanes` lanes cut into `pieceLanes`.
static void splitMask(MLIRContext *context, unsigned lanes, unsigned pieceLanes,
                      SmallVectorImpl<Type> &results) {
  results.append(getNumPieces(lanes, pieceLanes),
                 MaskType::get(context, pieceLanes));
}

/// Converts what a variable may hold (everything but a variable) by type.
/// Vectors the hardware cannot hold in any form stay as they are (the pass
/// rejects them up front).
static void convertHeldType(Type type, SmallVectorImpl<Type> &results) {
  if (auto vector = dyn_cast<VectorType>(type);
      vector && isLegalizableVector(vector)) {
    unsigned pieceLanes = getNativeLanes(vector.getElementType());
    results.append(getNumPieces(vector.getNumElements(), pieceLanes),
                   VectorType::get({pieceLanes}, vector.getElementType()));
    return;
  }
  if (auto mask = dyn_cast<MaskType>(type)) {
    splitMask(type.getContext(), mask.getLanes(),
              getDefaultMaskPieceLanes(mask.getLanes()), results);
    return;
  }
  if (auto ptr = dyn_cast<PtrType>(type)) {
    // Pointers to virtual vectors become pointers to their elements.
    if (isVirtualVector(ptr.getPointee()))
      type = PtrType::get(type.getContext(),
                          cast<VectorType>(ptr.getPointee()).getElementType(),
                          ptr.getSpace());
  }
  results.push_back(type);
}

TIRToCompassTypeConverter::TIRToCompassTypeConverter(const MaskLayout *layout) {
  addConversion([](Type type) { return type; });
  addConversion(
      [](Type type,
         SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        if (!isa<VectorType, MaskType, PtrType>(type))
          return std::nullopt;
        convertHeldType(type, results);
        return success();
      });
  addConversion(
      [](tir::VarType type,
         SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        SmallVector<Type> held;
        convertHeldType(type.getElementType(), held);
        for (Type piece : held)
          results.push_back(tir::VarType::get(type.getContext(), piece));
        return success();
      });
  if (!layout)
    return;
  // Masks and mask variables of the analyzed module split as the layout
  // says. Added last so that it is tried first.
  addConversion([layout](Value value, SmallVectorImpl<Type> &results)
                    -> std::optional<LogicalResult> {
    unsigned pieceLanes = layout->getPieceLanes(value);
    if (!pieceLanes)
      return std::nullopt;
    auto var = dyn_cast<tir::VarType>(value.getType());
    auto mask = cast<MaskType>(var ? var.getElementType() : value.getType());
    SmallVector<Type> pieces;
    splitMask(value.getContext(), mask.getLanes(), pieceLanes, pieces);
    for (Type piece : pieces)
      results.push_back(var ? tir::VarType::get(value.getContext(), piece)
                            : piece);
    return success();
  });
}