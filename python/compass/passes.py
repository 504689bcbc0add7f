"""The pass names BuildManager(disabled_pass=…) accepts.

Compass lowers with one short MLIR pipeline (compass-check-memory-limits,
canonicalize, convert-tir-to-compass, canonicalize, cse, then the optimizer
passes compass-remove-loop-guards, compass-combine-instructions and
compass-simplify and cse again); of it, canonicalize, cse and the three
optimizer passes are optional. Upstream
names the ~60 TVM passes of its own pipeline; a kernel written for upstream
may disable some of them, so all of upstream's names are accepted: those
with a counterpart here (common subexpression elimination, RemoveIfInVecFor,
CombineInstructions, Simplify) skip it, the others have nothing to skip because Compass has no
such pass (their work is part of convert-tir-to-compass, or not needed
without TVM's scheduler). Any other name is refused, so a typo doesn't pass
silently.
"""

from . import _compass

# Optional passes of the compass-lower pipeline, by their MLIR names (Pipelines.cpp).
OPTIONAL = _compass.passes.OPTIONAL_PASSES

# Upstream's pass names (its BuildManager pipelines) → the pass skipped here, or None.
UPSTREAM = {name: None for name in (
    "SubstituteSizeVar", "AlignParamVarWithBuffer", "ReassignVarBy0DimBuffer",
    "SimplifyBufferIndex", "FoldConstant", "BufRealizeSimplifier", "GenBufferStride",
    "tir.LowerCrossThreadReduction", "tir.LowerInitBlock", "tir.Simplify",
    "tir.PlanAndUpdateBufferAllocationLocation", "tir.ConvertBlocksToOpaque",
    "tir.UnifyThreadBinding", "tir.ManifestSharedMemoryLocalStage",
    "tir.CompactBufferAllocation", "MergeForWhere", "tir.LowerMatchBuffer",
    "tir.InjectSoftwarePipeline", "tir.LowerOpaqueBlock", "tir.FlattenBuffer",
    "tir.NarrowDataType", "AddLikelyForLoopPartition", "tir.LoopPartition",
    "tir.HoistIfThenElse", "RemoveIfInVecFor", "AddDMAPragma", "tir.RemoveNoOp",
    "tir.VectorizeLoop", "tir.InjectVirtualThread", "tir.InjectDoubleBuffer",
    "tir.StorageRewrite", "tir.UnrollLoop", "tir.RenormalizeSplitPattern",
    "tir.RewriteUnsafeSelect", "RenameForLoopVar", "tir.BindTarget", "InjectDma",
    "CanonicalizeRamp", "RenameUtilsFnames", "RenameConstBufferVar", "InitializeEventState",
    "EliminateGetLocalID", "CanonicalizeDivMod", "ReassignVarByLet", "LowerStandard",
    "ExchangeConstantToRight", "Simplify", "LowerVirtualVectorPointer", "LowerTag",
    "HandleSubFuncReturnFWV", "AlignVectorWidthBySplit", "AlignVectorWidthByPad",
    "CombineInstructions", "ReviseParamR", "LowerVirtualIsa", "IsaAwareRewrite",
    "LowerVectorCast", "LowerPred", "Revert2Standard", "UniquifyVarName", "Precodegen",
)}
UPSTREAM["tir.CommonSubexprElimTIR"] = "cse"
UPSTREAM["RemoveIfInVecFor"] = "compass-remove-loop-guards"
UPSTREAM["CombineInstructions"] = "compass-combine-instructions"
UPSTREAM["Simplify"] = "compass-simplify"


def resolve_disabled_passes(disabled_pass):
    """The optional compass-lower passes to skip for `disabled_pass`
    (None, or a list/tuple of upstream or Compass pass names)."""
    if disabled_pass is None:
        return []
    if isinstance(disabled_pass, str) or not isinstance(disabled_pass, (list, tuple, set)):
        raise TypeError(f'The arg "disabled_pass" expect a list or tuple of pass names, but got: '
                        f'{disabled_pass!r}.')
    skipped = []
    for name in disabled_pass:
        if name in OPTIONAL:
            ours = name
        elif name in UPSTREAM:
            ours = UPSTREAM[name]
        else:
            raise ValueError(f'Unknown pass "{name}" in "disabled_pass": expect one of the '
                             f'optional Compass passes {OPTIONAL} or a pass of upstream\'s '
                             f'pipeline (e.g. "tir.CommonSubexprElimTIR").')
        if ours is not None and ours not in skipped:
            skipped.append(ours)
    return skipped
