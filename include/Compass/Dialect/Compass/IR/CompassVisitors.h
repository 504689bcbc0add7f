//===- CompassVisitors.h - one dispatch over every compass op ---*- C++ -*-===//
//
// CompassOpVisitor<ConcreteType, ResultType, ExtraArgs...>, generated from
// CompassOps.td by compass-tblgen -gen-compass-op-visitor: a CRTP visitor
// with `dispatchCompassOpVisitor(op)`, one `visit<Op>` per operation that
// defaults to its family's `visit<Family>Op`, and the last resorts
// `visitUnhandledCompassOp` / `visitInvalidCompassOp`, which a consumer must
// define to reach (docs/adding-an-op.md).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSVISITORS_H
#define COMPASS_DIALECT_COMPASS_IR_COMPASSVISITORS_H

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "llvm/ADT/TypeSwitch.h"

#include <type_traits>

namespace mlir::compass {
#include "Compass/Dialect/Compass/IR/CompassOpVisitor.h.inc"
} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSVISITORS_H
