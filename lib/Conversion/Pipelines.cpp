//===- Pipelines.cpp - Compass pass pipelines -----------------------------===//
//
// The pipeline from the front end's tir module to compass-level IR, shared
// by compass-opt (`-compass-lower`) and the Python driver.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Pass/PassRegistry.h"

#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

llvm::ArrayRef<llvm::StringRef> mlir::compass::getCompassLowerOptionalPasses() {
  static const llvm::StringRef names[] = {
      "canonicalize", "cse", "compass-remove-loop-guards",
      "compass-combine-instructions", "compass-simplify"};
  return names;
}

LogicalResult mlir::compass::verifyCompassLowerOptions(
    const CompassLowerOptions &options,
    llvm::function_ref<LogicalResult(const llvm::Twine &)> emitError) {
  llvm::ArrayRef<llvm::StringRef> optional = getCompassLowerOptionalPasses();
  for (const std::string &name : options.disable)
    if (!llvm::is_contained(optional, name))
      return emitError("compass-lower: disable=" + name +
                       " names no optional pass (" +
                       llvm::join(optional, ", ") + ")");
  return success();
}

void mlir::compass::buildTIRToCompassPipeline(
    OpPassManager &pm, const CompassLowerOptions &options) {
  // Check the allocations as written, before unused ones are folded away.
  auto enabled = [&](llvm::StringRef name) {
    return !llvm::is_contained(options.disable, name);
  };
  pm.addPass(createCompassCheckMemoryLimits({options.target}));
  if (enabled("canonicalize"))
    pm.addPass(createCanonicalizerPass());
  pm.addPass(createConvertTIRToCompass());
  if (enabled("canonicalize"))
    pm.addPass(createCanonicalizerPass());
  if (enabled("cse"))
    pm.addPass(createCSEPass());
  if (options.optLevel == 0)
    return;
  bool combine = enabled("compass-combine-instructions");
  bool simplify = enabled("compass-simplify");
  bool guards = enabled("compass-remove-loop-guards");
  if (guards)
    pm.addPass(createCompassRemoveLoopGuards());
  if (combine)
    pm.addPass(createCompassCombineInstructions());
  if (simplify)
    pm.addPass(createCompassSimplify());
  // The rewrites create constants and masks that may already exist.
  if ((combine || simplify || guards) && enabled("cse"))
    pm.addPass(createCSEPass());
}

void mlir::compass::buildCompassToLLVMPipeline(OpPassManager &pm,
                                               bool checked) {
  CompassInsertChecksOptions checks;
  checks.memory = checked;
  checks.steps = checked;
  // The runtime's TEC schedule finds a divergence at the barrier itself.
  checks.votes = false;
  pm.addPass(createCompassInsertChecks(checks));
  pm.addPass(createConvertCompassToCore());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::compass::registerCompassPipelines() {
  PassPipelineRegistration<CompassToLLVMOptions>(
      "compass-lower-to-llvm",
      "Lower compass-level IR to the LLVM dialect for the native tier "
      "(compass-insert-checks, its memory checks and step counts only when "
      "`checked`, "
      "convert-compass-to-core, canonicalize, then scf, vector, math, "
      "arith, cf and func to LLVM, reconcile-unrealized-casts)",
      [](OpPassManager &pm, const CompassToLLVMOptions &options) {
        buildCompassToLLVMPipeline(pm, options.checked);
      });

  // PassPipelineRegistration's builder cannot fail: this one refuses a
  // `disable=` that names no optional pass instead of ignoring it.
  registerPassPipeline(
      "compass-lower",
      "Lower a front-end tir module to compass-level IR "
      "(compass-check-memory-limits, canonicalize, convert-tir-to-compass, "
      "canonicalize, cse; at opt-level>=1 compass-remove-loop-guards, "
      "compass-combine-instructions, compass-simplify, cse)",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> emitError) {
        CompassLowerOptions options;
        if (failed(options.parseFromString(text)) ||
            failed(verifyCompassLowerOptions(options, emitError)))
          return failure();
        buildTIRToCompassPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> printOptions) {
        printOptions(CompassLowerOptions());
      });
}
