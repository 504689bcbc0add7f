//===- TIRVisitors.h - one dispatch over every tir op ----------*- C++ -*-===//
//
// TIROpVisitor<ConcreteType, ResultType, ExtraArgs...>, generated from
// TIROps.td by compass-tblgen -gen-compass-op-visitor: the tir counterpart
// of CompassOpVisitor (Compass/Dialect/Compass/IR/CompassVisitors.h), with
// `dispatchTIROpVisitor(op)`, `visitUnhandledTIROp`, `visitInvalidTIROp`.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_TIR_IR_TIRVISITORS_H
#define COMPASS_DIALECT_TIR_IR_TIRVISITORS_H

#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "llvm/ADT/TypeSwitch.h"

#include <type_traits>

namespace mlir::tir {
#include "Compass/Dialect/TIR/IR/TIROpVisitor.h.inc"
} // namespace mlir::tir

#endif // COMPASS_DIALECT_TIR_IR_TIRVISITORS_H
