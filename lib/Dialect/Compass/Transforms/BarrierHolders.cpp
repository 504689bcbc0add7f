//===- BarrierHolders.cpp - the branches and loops that hold a barrier ----===//
//
// Found in three sweeps: the functions that reach a barrier (to a fixed
// point through calls), the branches and loops around each barrier or call
// of one, then those an early exit leaves.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/Transforms/BarrierHolders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::compass;

llvm::DenseSet<Operation *> mlir::compass::findBarrierHolders(ModuleOp module) {
  llvm::DenseSet<Operation *> barrierHolders;
  // The functions that reach a barrier, through their calls too.
  llvm::DenseSet<StringRef> reaching;
  auto meetsBarrier = [&](Operation *op) {
    auto call = dyn_cast<func::CallOp>(op);
    return isa<BarrierOp>(op) || (call && reaching.contains(call.getCallee()));
  };
  bool grew = true;
  while (grew) {
    grew = false;
    module.walk([&](Operation *op) {
      auto func = meetsBarrier(op) ? op->getParentOfType<func::FuncOp>()
                                   : func::FuncOp();
      if (func && reaching.insert(func.getSymName()).second)
        grew = true;
    });
  }
  // Marks the branches and loops between `op` and `outer` (its function
  // when null).
  auto markUpTo = [&](Operation *op, Operation *outer) {
    for (Operation *parent = op->getParentOp();
         parent && parent != outer && !isa<func::FuncOp>(parent);
         parent = parent->getParentOp())
      if (isa<tir::IfOp, tir::ForOp, tir::WhileOp>(parent))
        barrierHolders.insert(parent);
  };
  // Every branch and loop around such a barrier or call.
  module.walk([&](Operation *op) {
    if (meetsBarrier(op))
      markUpTo(op, nullptr);
  });
  // An early exit skips the barriers after it: a return from a function
  // that reaches one, a break from a loop that holds one. The branches and
  // loops it leaves vote as those around a barrier do, so that no TEC
  // leaves alone.
  module.walk([&](Operation *op) {
    if (isa<tir::ReturnOp>(op)) {
      auto func = op->getParentOfType<func::FuncOp>();
      if (func && reaching.contains(func.getSymName()))
        markUpTo(op, nullptr);
    } else if (isa<tir::BreakOp>(op)) {
      Operation *loop = op->getParentOp();
      while (loop && !isa<tir::ForOp, tir::WhileOp>(loop))
        loop = loop->getParentOp();
      if (barrierHolders.contains(loop))
        markUpTo(op, loop);
    }
  });
  return barrierHolders;
}
