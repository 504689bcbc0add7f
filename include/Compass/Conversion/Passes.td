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

def ConvertCompassToCore : Pass<"convert-compass-to-core", "::mlir::ModuleOp"> {
  let summary = "Lower compass-level IR into MLIR's core dialects";
  let description = [{
    The native tier's lowering, with the simulator's semantics: tir scalar
    operations become arith and math, pointers of every address space and
    variables `!llvm.ptr`, masks `vector<N x i1>`, lane-wise builtins arith
    on vectors selected by their mask (inactive lanes from `r`, else the
    poison pattern the simulator uses), vload / vstore LLVM masked loads and
    stores, tir control flow cf blocks, and the TECs, barriers and run-time
    errors calls of the native runtime (compass_rt_*). An operation without
    a lowering yet is a located error naming it.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // COMPASS_CONVERSION_PASSES_TD
