//===- Passes.h - Compass conversion passes and pipelines ---------*- C++
//-*-===//

#ifndef COMPASS_CONVERSION_PASSES_H
#define COMPASS_CONVERSION_PASSES_H

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::compass {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Compass/Conversion/Passes.h.inc"

/// Adds the passes that take the front end's tir module to compass-level IR:
/// canonicalize, convert-tir-to-compass, canonicalize, cse.
void buildTIRToCompassPipeline(OpPassManager &pm);

/// Registers `compass-lower` (the pipeline above) with the pass registry.
void registerCompassPipelines();

} // namespace mlir::compass

#endif // COMPASS_CONVERSION_PASSES_H
