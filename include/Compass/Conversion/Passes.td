//===- Passes.td - Compass conversion passes ---------------*- tablegen -*-===//

#ifndef COMPASS_CONVERSION_PASSES_TD
#define COMPASS_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTIRToCompass : Pass<"convert-tir-to-compass", "::mlir::ModuleOp"> {
  let summary = "Lower tir intrinsics to hardware-native compass builtins";
  let description = [{
    Rewrites what the hardware sees differently from the program as written:
    generic `tir.intrin` calls become one compass builtin each, absent masks
    become all-true constant masks, and every vector type is checked to be
    hardware-native (flexible-width legalization comes later). tir scalar
    and control-flow operations stay: they are part of compass-level IR.
  }];
  let dependentDialects = ["::mlir::compass::CompassDialect",
                           "::mlir::tir::TIRDialect"];
}

#endif // COMPASS_CONVERSION_PASSES_TD
