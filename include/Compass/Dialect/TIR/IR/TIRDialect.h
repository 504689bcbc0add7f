//===- TIRDialect.h - tir dialect ---------------------------------*- C++
//-*-===//
//
// The tir dialect: Compass DSL programs as written, with TVM TIR semantics.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_TIR_IR_TIRDIALECT_H
#define COMPASS_DIALECT_TIR_IR_TIRDIALECT_H

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Compass/Dialect/TIR/IR/TIREnums.h.inc"
#include "Compass/Dialect/TIR/IR/TIROpsDialect.h.inc"

namespace mlir::tir {
/// The type of one lane of a vector (its element) or of a mask (i1); the
/// type itself for anything else, which then fails verification.
Type getLaneType(Type vectorOrMask);
} // namespace mlir::tir

#define GET_TYPEDEF_CLASSES
#include "Compass/Dialect/TIR/IR/TIROpsTypes.h.inc"

#define GET_OP_CLASSES
#include "Compass/Dialect/TIR/IR/TIROps.h.inc"

#endif // COMPASS_DIALECT_TIR_IR_TIRDIALECT_H
