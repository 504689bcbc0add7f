//===- Passes.h - Compass conversion passes and pipelines -------*- C++ -*-===//

#ifndef COMPASS_CONVERSION_PASSES_H
#define COMPASS_CONVERSION_PASSES_H

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::compass {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Compass/Conversion/Passes.h.inc"

/// Options of the `compass-lower` pipeline.
struct CompassLowerOptions : public PassPipelineOptions<CompassLowerOptions> {
  PassOptions::Option<std::string> target{
      *this, "target", llvm::cl::desc("Zhouyi target (X2_1204, X3P_1304, …)"),
      llvm::cl::init("X2_1204")};
  PassOptions::ListOption<std::string> disable{
      *this, "disable",
      llvm::cl::desc("Optional passes to skip (BuildManager's disabled_pass): "
                     "canonicalize, cse, compass-remove-loop-guards, "
                     "compass-combine-instructions, compass-simplify")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("0: lower only; 1 and above: also remove loop guards, "
                     "combine instructions and simplify "
                     "(compass-remove-loop-guards, "
                     "compass-combine-instructions, compass-simplify)"),
      llvm::cl::init(2)};
};

/// The optional passes of `compass-lower`, which `disable=` may name.
llvm::ArrayRef<llvm::StringRef> getCompassLowerOptionalPasses();

/// Fails through `emitError` when `options` name a pass `disable=` cannot
/// skip.
LogicalResult
verifyCompassLowerOptions(const CompassLowerOptions &options,
                          llvm::function_ref<LogicalResult(const llvm::Twine &)>
                              emitError);

/// Adds the passes that take the front end's tir module to compass-level IR:
/// the check that allocations fit the target, canonicalize,
/// convert-tir-to-compass, canonicalize, cse and, at opt-level 1 and above,
/// compass-remove-loop-guards, compass-combine-instructions,
/// compass-simplify and cse again.
void buildTIRToCompassPipeline(OpPassManager &pm,
                               const CompassLowerOptions &options);

/// The options of `compass-lower-to-llvm`.
struct CompassToLLVMOptions : public PassPipelineOptions<CompassToLLVMOptions> {
  PassOptions::Option<bool> checked{
      *this, "checked",
      llvm::cl::desc("Check every memory access against the kernel's "
                     "buffers, tables and allocations, and count loop "
                     "iterations against the step limit"),
      llvm::cl::init(false)};
};

/// Adds the passes that take compass-level IR to the LLVM dialect:
/// compass-insert-checks (its memory checks and step counts only when
/// `checked`), convert-compass-to-core, canonicalize, then MLIR's own
/// lowerings of scf, vector, math, arith, cf and func into LLVM, and the
/// cast reconciliation.
void buildCompassToLLVMPipeline(OpPassManager &pm, bool checked = false);

/// Registers `compass-lower` and `compass-lower-to-llvm` (the pipelines
/// above) with the pass registry.
void registerCompassPipelines();

} // namespace mlir::compass

#endif // COMPASS_CONVERSION_PASSES_H
