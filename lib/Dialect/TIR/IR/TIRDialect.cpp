//===- TIRDialect.cpp - tir dialect registration ---------------------------===//
//
// Registers the tir dialect, its variable type and its operations.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tir;

#include "Compass/Dialect/TIR/IR/TIROpsDialect.cpp.inc"
#include "Compass/Dialect/TIR/IR/TIREnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "Compass/Dialect/TIR/IR/TIROpsTypes.cpp.inc"

void TIRDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Compass/Dialect/TIR/IR/TIROps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "Compass/Dialect/TIR/IR/TIROpsTypes.cpp.inc"
      >();
}

Operation *TIRDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto typed = dyn_cast<TypedAttr>(value);
  if (!typed || typed.getType() != type)
    return nullptr;
  return ConstOp::create(builder, loc, type, typed);
}
