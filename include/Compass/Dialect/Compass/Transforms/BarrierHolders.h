//===- BarrierHolders.h - the branches and loops that hold a barrier ------===//
//
// A branch or loop that holds a barrier (directly, or through a call of a
// function that reaches one) must be taken alike by every TEC, or some TECs
// would wait at a barrier the others never reach. compass-insert-checks
// gives each such condition a vote of the TECs from it
// (compass.check_uniform, compass.check_uniform_loop), which the checked C
// prints, and counts such a loop's steps an iteration at a time.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_TRANSFORMS_BARRIERHOLDERS_H
#define COMPASS_DIALECT_COMPASS_TRANSFORMS_BARRIERHOLDERS_H

#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir::compass {

/// The tir.if, tir.for and tir.while operations of `module` around a
/// barrier or a call reaching one, and those an early exit leaves that
/// skips one: a return from a function that reaches a barrier, a break from
/// a loop that holds one.
llvm::DenseSet<Operation *> findBarrierHolders(ModuleOp module);

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_TRANSFORMS_BARRIERHOLDERS_H
