//===- Passes.td - Compass conversion passes ---------------*- tablegen -*-===//

#ifndef COMPASS_CONVERSION_PASSES_TD
#define COMPASS_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTIRToCompass : Pass<"convert-tir-to-compass", "::mlir::ModuleOp"> {
  let summary = "Lower tir intrinsics to hardware-native compass builtins";
  let description = [{
    Rewrites what the hardware sees differently from the program as written:
    generic `tir.intrin` calls become one compass builtin each, absent masks
    become all-true constant masks, and vectors of any width are legalized
    to hardware-native pieces (the last one padded; padding lanes masked off
    and never touching memory). Masks split like the vectors they predicate
    (a mask meeting vectors of a second lane width is re-split for that use);
    pointers to non-native vectors become element pointers. tir scalar and
    control-flow operations stay: they are part of compass-level IR.
  }];
  let dependentDialects = ["::mlir::compass::CompassDialect",
                           "::mlir::tir::TIRDialect"];
}

#endif // COMPASS_CONVERSION_PASSES_TD
