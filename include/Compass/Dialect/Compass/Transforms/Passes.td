//===- Passes.td - compass dialect passes ------------------*- tablegen -*-===//

#ifndef COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD
#define COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CompassCheckMemoryLimits
    : Pass<"compass-check-memory-limits", "::mlir::ModuleOp"> {
  let summary = "Reject allocations beyond the target's lsram and shared memory";
  let description = [{
    Counts the `tir.alloc` storage per address space along call paths:
    lsram (per TEC) and shared (per core) must fit the target's sizes. A
    function holds its own allocations while it runs and while it calls, and
    calls never overlap, so its peak is its own allocations plus the largest
    peak of its callees (not the sum over the module). The allocation that
    takes a function's own storage over a limit gets the error, else the
    call that takes a call path over it, naming the path.
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

def CompassCombineInstructions : Pass<"compass-combine-instructions"> {
  let summary = "Fuse instruction sequences into the hardware's combined instructions";
  let description = [{
    Rewrites compass-level IR so that one hardware instruction does the work
    of several, bit for bit (inactive and undefined lanes included):

    - a narrowing `compass.vcvt` of right shifts (`compass.vsr` /
      `compass.vsrr` with an all-true mask, used only by the conversion) →
      the narrowing shifts `compass.vnsr` (`vnsrs` when the conversion
      saturates, `vnsrr` / `vnsrsr` for rounding shifts) and a lane move;
    - `compass.vmul` of two widening conversions of the same half of
      same-width integer vectors → `compass.vmull` (low half) or
      `compass.vmulh` (high half); a constant mask is widened to the
      inputs' lanes, a variable one with `r` becomes a `compass.vsel`.

    Each rewrite is a pattern of `populateCombineInstructionsPatterns`; the
    `compass-lower` pipeline runs the pass at `opt-level=1` and above.

    ```mlir
    %s = compass.vsr %x, %n, %all : vector<8xsi32>, !compass.mask<8>
    %c = compass.vcvt %s offset 0 stride 1 saturate : vector<8xsi32> -> vector<16xsi16>
    // becomes
    %v = compass.vnsrs %x, %n, %all : vector<8xsi32>, vector<8xsi32>, !compass.mask<8> -> vector<16xsi16>
    %c = compass.vcvt %v offset 0 stride 2 : vector<16xsi16> -> vector<16xsi16>
    ```
  }];
}

def CompassSimplify : Pass<"compass-simplify"> {
  let summary = "Replace costly instructions by cheaper exact equivalents";
  let description = [{
    Rewrites where the result is the same bit for bit:

    - integer `compass.vmul` by a splat power of two 2^k (the other operand
      of the result's type) → `compass.vsl` by k;
    - unsigned integer `compass.vdiv` by a splat 2^k → `compass.vsr` by k;
    - float32 `compass.vdiv` by a splat ±2^k whose reciprocal is a normal
      float32 → `compass.vmul` by the reciprocal (both round the same
      exact quotient);
    - a lane-wise builtin on splats with every lane active (vadd, vsub,
      vmul, vand, vor, vxor, vinv; vmax and vmin on integers; integer,
      float16 or float32 lanes) → the splat of the tir scalar operation,
      which tir's folders fold when the scalars are constants;
    - `r` under an all-true constant mask is dropped; a builtin under an
      all-false constant mask with `r` is `r`.

    Each rewrite is a pattern of `populateSimplifyPatterns`; the
    `compass-lower` pipeline runs the pass at `opt-level=1` and above.
  }];
}

def CompassRemoveLoopGuards : Pass<"compass-remove-loop-guards"> {
  let summary = "End a counted loop where its guard turns false";
  let description = [{
    A si32 `tir.for` with a positive constant step whose whole body is
    `tir.if (iv + c < n) { … }` (also `<=`, the swapped `>` / `>=`, iv - c;
    c constant, n defined outside the loop) becomes the loop over the
    guarded iterations only: stop = clamp(n, start + c, stop + c) - c,
    which cannot wrap. It fires only when iv + c cannot wrap either:
    constant start and stop, or, for unknown bounds, the guard iv < n
    itself (stop = min(stop, n)). Upstream calls it RemoveIfInVecFor; the `compass-lower`
    pipeline runs it at `opt-level=1` and above.

    ```mlir
    tir.for %i = %c0 to %c8 step %c1 : si32 {
      %j = tir.add %i, %c2 : si32
      %in = tir.cmp lt, %j, %n : si32
      tir.if %in { … }
    }
    // becomes (stop = min(max(n, 2), 10) - 2)
    tir.for %i = %c0 to %stop step %c1 : si32 { … }
    ```
  }];
}

def CompassInsertChecks : Pass<"compass-insert-checks"> {
  let summary = "Make the run-time checks explicit as compass check ops";
  let description = [{
    Places the checks a run makes as operations of the Check family, each
    with the location of what it checks: the checked C prints them, the
    native tier lowers them to a branch to the runtime's error. The divisor
    of every integer `tir.div`, `tir.floordiv` and `tir.mod` goes through a
    `compass.check_divisor` of its own (a divisor used by two divisions is
    checked at each). With `memory` (the default), the pointer of every
    access goes through the check of its footprint: `compass.check_access`
    (`tir.load`, `tir.store`), `compass.check_lanes` (`vload`, `vstore`),
    `check_stride_lanes` and `check_index_lanes` (strided, gathered and
    scattered lanes), `check_rows` (each side of a DMA, the source first;
    an upsample's destination `check_upsample`).
    With `steps` (the default), every loop's iterations count against the
    step limit: a `tir.for` that no `tir.break` or `tir.return` leaves early
    and that holds no barrier pays its trip count at its entry
    (`compass.check_trips` right before it), any other loop one step an
    iteration (`compass.check_iteration` first in its body). With `votes`
    (the default), the TECs take the condition of every branch and loop
    that holds a barrier (directly, through a call, or left by an early
    exit past one) by a vote: `compass.check_uniform` on a `tir.if`'s
    condition, `compass.check_uniform_loop` beginning a loop's body (after
    its step count, which the vote then takes in).
    Running it twice adds nothing.
    `compass-translate --to-opencl-checked` runs it; the
    `compass-lower-to-llvm` pipeline runs it with `memory` and `steps` only
    when `checked`, and without `votes` (the native runtime finds a
    divergence at the barrier itself).

    ```mlir
    %q = tir.div %n, %d : si32
    %x = tir.load %p[%i] : !compass.ptr<f32, global>, si32
    // becomes
    %d2 = compass.check_divisor %d : si32
    %q = tir.div %n, %d2 : si32
    %p2 = compass.check_access %p[%i] : !compass.ptr<f32, global>, si32
    %x = tir.load %p2[%i] : !compass.ptr<f32, global>, si32
    ```
  }];
  let options = [
    Option<"memory", "memory", "bool", /*default=*/"true",
           "Also check the memory accesses through pointers">,
    Option<"steps", "steps", "bool", /*default=*/"true",
           "Also count the loop iterations against the step limit">,
    Option<"votes", "votes", "bool", /*default=*/"true",
           "Also take the conditions of branches and loops holding a barrier "
           "by a vote of the TECs">,
  ];
  let dependentDialects = ["::mlir::compass::CompassDialect"];
}

#endif // COMPASS_DIALECT_COMPASS_TRANSFORMS_PASSES_TD
