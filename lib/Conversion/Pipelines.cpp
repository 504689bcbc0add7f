//===- Pipelines.cpp - Compass pass pipelines -----------------------------===//
//
// The pipeline from the front end's tir module to compass-level IR, shared
// by compass-opt (`-compass-lower`) and the Python driver.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

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

void mlir::compass::registerCompassPipelines() {
  PassPipelineRegistration<CompassLowerOptions>(
      "compass-lower",
      "Lower a front-end tir module to compass-level IR "
      "(compass-check-memory-limits, canonicalize, convert-tir-to-compass, "
      "canonicalize, cse; at opt-level>=1 compass-remove-loop-guards, "
      "compass-combine-instructions, compass-simplify, cse)",
      buildTIRToCompassPipeline);
}
