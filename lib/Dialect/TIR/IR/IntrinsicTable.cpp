//===- IntrinsicTable.cpp - the builtin table, by name --------------------===//
//
// The rows of CompassBuiltinTable.inc in a hash map built on first use, with
// the facts of the family lists (permutations, grouped Dot builtins, index
// arguments) folded into each row; and the vector shapes a call may use.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/TIR/IR/TIRIntrinsics.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tir;

static llvm::StringMap<IntrinsicInfo> buildTable() {
  llvm::StringMap<IntrinsicInfo> table;
  unsigned row = 0;
  auto add = [&](IntrinsicInfo info) {
    info.row = row++;
    [[maybe_unused]] bool added = table.try_emplace(info.name, info).second;
    assert(added && "a builtin named twice in the table");
  };
  auto at = [&](StringRef name) -> IntrinsicInfo & {
    auto it = table.find(name);
    assert(it != table.end() && "a family lists a builtin the table lacks");
    return it->second;
  };
  (void)at;
  // The builder is named, not called, here: only whether it is the generic
  // permutation (which reads `indices`) matters to the verifier.
#define COMPASS_BUILTIN(NAME, NUM_ARGS, HAS_RESULT, TAKES_R, ON_VECTORS,       \
                        VARIADIC, ALIGNED, SAME_LANES, SAME_LANE_SHAPE, ...)   \
  add({NAME, 0, NUM_ARGS, HAS_RESULT, TAKES_R, ON_VECTORS, VARIADIC, ALIGNED,  \
       SAME_LANES, SAME_LANE_SHAPE, /*permute=*/false,                         \
       /*byIndices=*/StringRef(#__VA_ARGS__) == "buildPermute"});
#define COMPASS_PERMUTE(NAME) at(NAME).permute = true;
#define COMPASS_DOT(NAME, OP, GROUP, PICK, MASK_ARG)                           \
  if (GROUP > 1)                                                               \
    at(NAME).groupedDotMaskArg = MASK_ARG;
#define COMPASS_INDEX_ARG(NAME, ARG) at(NAME).indexArg = ARG;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return table;
}

const IntrinsicInfo *mlir::tir::lookupIntrinsic(StringRef name) {
  static const llvm::StringMap<IntrinsicInfo> table = buildTable();
  auto it = table.find(name);
  return it == table.end() ? nullptr : &it->second;
}

bool mlir::tir::isVectorElement(Type type) {
  if (isa<Float16Type, BFloat16Type, Float32Type>(type))
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  return intType && !intType.isSignless() &&
         llvm::is_contained({8u, 16u, 32u}, intType.getWidth());
}

bool mlir::tir::isLegalizableVector(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && vector.getRank() == 1 && !vector.isScalable() &&
         vector.getNumElements() > 0 &&
         isVectorElement(vector.getElementType()) &&
         llvm::divideCeil(vector.getNumElements(),
                          compass::getNativeLanes(vector.getElementType())) <=
             kMaxVectorRegisters;
}

unsigned mlir::tir::getLanes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getNumElements();
  if (auto mask = dyn_cast<compass::MaskType>(type))
    return mask.getLanes();
  return 0;
}
