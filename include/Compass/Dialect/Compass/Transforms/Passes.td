//===- Passes.td - compass dialect passes ------------------*- tablegen -*-===//

#ifndef COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD
#define COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CompassCheckMemoryLimits
    : Pass<"compass-check-memory-limits", "::mlir::ModuleOp"> {
  let summary = "Reject allocations beyond the target's lsram and shared memory";
  let description = [{
    Adds up the `tir.alloc` storage of the module per address space: lsram
    (per TEC) and shared (per core) must fit the target's sizes. The
    allocation that crosses a limit gets the error.
  }];
  let options = [
    Option<"target", "target", "std::string", "\"X2_1204\"",
           "Zhouyi target (X2_1204, X3P_1304, …)">
  ];
}

#endif // COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD
