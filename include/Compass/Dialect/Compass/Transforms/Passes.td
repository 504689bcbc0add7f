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

def CompassPrepareForOpenCL
    : Pass<"compass-prepare-for-opencl", "::mlir::ModuleOp"> {
  let summary = "Mark the lane-wise builtins OpenCL C can print without mask";
  let description = [{
    A lane-wise builtin whose mask is an all-true `compass.const_mask` and
    that has no `r` computes every lane: OpenCL C can print it as its C
    operator (`(a + b)`, from the builtin table's `cOperator`) or as the
    runtime builtin's form without mask (`__vlsl(a, s)`). This pass marks
    such operations with the unit attribute `compass.unmasked`, which the
    emitter honours, and unmarks the others. bfloat16 lanes are raw bits in
    OpenCL C and always go through the runtime builtin.
    `compass-translate --to-opencl` runs it before printing.

    ```mlir
    %s = compass.vadd %a, %b, %all {compass.unmasked} : vector<8xsi32>, !compass.mask<8>
    ```
  }];
}

#endif // COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD
