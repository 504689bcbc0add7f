//===- Passes.h - compass dialect passes --------------------------*- C++
//-*-===//

#ifndef COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_H
#define COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace mlir::compass {

struct TargetDescription;

/// compass-check-memory-limits: the lsram (per TEC) and shared (per core)
/// allocations of `module`, counted along call paths, must fit `target`.
/// Reports the first allocation or call over a limit and fails. The
/// simulator's decoder runs it too, for modules that skipped the pipeline.
LogicalResult checkMemoryLimits(ModuleOp module,
                                const TargetDescription &target);

/// Marks the lane-wise builtins under `root` that OpenCL C can print
/// without their mask (compass-prepare-for-opencl).
void prepareForOpenCL(Operation *root);

/// The rewrites of compass-combine-instructions and compass-simplify.
void populateCombineInstructionsPatterns(RewritePatternSet &patterns);
void populateSimplifyPatterns(RewritePatternSet &patterns);

/// The parts of compass-simplify: lane-wise builtins on splats become scalar
/// operations (and fold), `r` is dropped or taken where a constant mask
/// decides every lane.
void populateSplatArithmeticPatterns(RewritePatternSet &patterns);
void populateInactiveLanesPatterns(RewritePatternSet &patterns);

/// compass-insert-checks: the run-time checks under `root` made explicit as
/// ops of the Check family (each integer divisor a compass.check_divisor;
/// with `memory`, each pointer access the check of its footprint:
/// compass.check_access, check_lanes, check_stride_lanes, check_index_lanes,
/// check_rows or, for an upsample's destination, check_upsample; with
/// `steps`, each loop's iterations against the step limit:
/// compass.check_trips or compass.check_iteration; with `votes`, the
/// TECs' vote at each branch and loop holding a barrier:
/// compass.check_uniform, compass.check_uniform_loop).
void insertChecks(Operation *root, bool memory = true, bool steps = true,
                  bool votes = true);

/// The rewrite of compass-remove-loop-guards.
void populateRemoveLoopGuardsPatterns(RewritePatternSet &patterns);

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_H
