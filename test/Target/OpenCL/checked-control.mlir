// RUN: compass-translate --to-opencl-checked -split-input-file %s | FileCheck %s
// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s --check-prefix=PLAIN
// RUN: compass-opt %s -split-input-file "--pass-pipeline=builtin.module(compass-insert-checks{memory=false steps=false})" \
// RUN:   | not compass-translate --to-opencl -split-input-file 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: error: 'compass.check_uniform_loop' op needs the checked C (--to-opencl-checked)
// REFUSED: error: 'compass.check_uniform' op needs the checked C (--to-opencl-checked)

// Checked mode and control flow: each loop iteration counts against the
// TEC's step limit (an endless loop ends in a located error instead of
// hanging POCL), every barrier, the closing one too, checks that the TECs
// meet at it having passed as many barriers (dsl/checked.h's __compass_barrier),
// and a loop or branch holding a barrier takes its condition by a vote of
// all TECs (__compass_uniform), its step count inside the vote: the
// compass.check_uniform and check_uniform_loop compass-insert-checks places,
// which the plain C refuses. The unchecked form keeps plain loops and
// barriers.

// CHECK-LABEL: __kernel void loops(
// CHECK:         for (int i = 0; __compass_uniform(__ctx, i < n && !__compass_out_of_steps(__ctx, [[FOR:[0-9]+]]), [[FOR]]); i += 1) {
// CHECK-NEXT:      __compass_barrier(__ctx, [[BAR:[0-9]+]]);
// CHECK-NEXT:    }
// CHECK:         while (1) {
// CHECK:             break;
// CHECK-NEXT:      }
// CHECK-NEXT:      if (__compass_out_of_steps(__ctx, [[WHILE:[0-9]+]]))
// CHECK-NEXT:        break;
// CHECK:         __compass_barrier(__ctx, -1);
// CHECK-NEXT:  }
// CHECK:       /* compass-checks
// CHECK-DAG:   site [[FOR]] {{.*}}checked-control.mlir:1 offset :[[# @LINE + 36]]:3
// CHECK-DAG:   site [[BAR]] {{.*}}checked-control.mlir:1 offset :[[# @LINE + 36]]:5
// CHECK-DAG:   site [[WHILE]] {{.*}}checked-control.mlir:1 offset :[[# @LINE + 37]]:3

// CHECK-LABEL: __kernel void branch(
// CHECK:         if (__compass_uniform(__ctx, c, [[IF:[0-9]+]])) {
// CHECK-NEXT:      {{.*}}helper(__ctx);
// CHECK:         if (c) {
// CHECK-NEXT:      if (__compass_check(
// CHECK:         while (1) {
// CHECK:           if (!__compass_uniform(__ctx, {{.*}} && !__compass_out_of_steps(__ctx, [[WHILE2:[0-9]+]]), [[WHILE2]])) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:      __compass_barrier(
// A loop nothing leaves early pays its trip count at entry, one with a break
// each iteration; a step of 2 steps past the stop without overflowing.
// CHECK:         if (__compass_enter_loop(__ctx, 0, n, 2, [[CHARGED:[0-9]+]]))
// CHECK-NEXT:    for (int i = 0; i < n; i = __COMPASS_FOR_NEXT(i, 2, n)) {
// CHECK-NEXT:      if (__compass_check(
// CHECK:         for (int i_1 = 0; i_1 < n; i_1 += 1) {
// CHECK-NEXT:      if (__compass_out_of_steps(__ctx, [[EACH:[0-9]+]]))
// CHECK-NEXT:        break;

// PLAIN-LABEL: __kernel void loops(
// PLAIN-NOT:     __compass
// PLAIN:         for (int i = 0; i < n; i += 1) {
// PLAIN-NEXT:      barrier(CLK_LOCAL_MEM_FENCE);
// PLAIN-NEXT:    }
// PLAIN-NOT:     __compass
// PLAIN:         barrier(CLK_LOCAL_MEM_FENCE);
// PLAIN-NEXT:  }

func.func @loops(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    compass.barrier
  }
  tir.while {
    %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
    %z = tir.cmp eq, %x, %c0 : si32
    tir.condition %z
  } do {
    tir.store %c1, %a[%c1] : !compass.ptr<si32, global>, si32
  }
  return
}

// -----

// A branch around a call of a function that reaches a barrier votes; one
// around plain code does not; a while loop around a barrier votes on its
// condition region's result.
func.func @helper() {
  compass.barrier
  return
}
func.func @branch(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %c: i1 {compass.name = "c"}, %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  tir.if %c {
    func.call @helper() : () -> ()
  }
  tir.if %c {
    tir.store %c1, %a[%c0] : !compass.ptr<si32, global>, si32
  }
  tir.while {
    %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
    %z = tir.cmp eq, %x, %c0 : si32
    tir.condition %z
  } do {
    compass.barrier
  }
  tir.for %i = %c0 to %n step %c2 : si32 {
    tir.store %c1, %a[%i] : !compass.ptr<si32, global>, si32
  }
  tir.for %j = %c0 to %n step %c1 : si32 {
    tir.if %c {
      tir.break
    }
  }
  return
}

// -----

// An early exit skips the barriers after it: the branch around a return
// from a function that reaches a barrier votes, and so does the branch
// around a break from a loop holding one.
// CHECK-LABEL: __kernel void exits(
// CHECK:         if (__compass_uniform(__ctx, c, {{[0-9]+}})) {
// CHECK-NEXT:      goto compass_exit;
// CHECK:         for (int i = 0; __compass_uniform(
// CHECK-NEXT:      if (__compass_uniform(__ctx, c, {{[0-9]+}})) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:      __compass_barrier(
// PLAIN-LABEL: __kernel void exits(
// PLAIN:         if (c) {
// PLAIN-NEXT:      goto compass_exit;
func.func @exits(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %c: i1 {compass.name = "c"}, %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.if %c {
    tir.return
  }
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.if %c {
      tir.break
    }
    compass.barrier
  }
  return
}

// -----

// A quotient by 2^k that only stops a loop starting at 0 is a shift, its
// loop charged at entry or not: where the truncated and floored quotients
// differ both are negative, and neither the loop nor its charge counts an
// iteration.
// CHECK-LABEL: __kernel void quotient_stop(
// CHECK:         int [[Q:_[0-9]+]] = (n >> 5);
// CHECK-NEXT:    if (__compass_enter_loop(__ctx, 0, [[Q]], 1, {{[0-9]+}}))
// CHECK-NEXT:    for (int i = 0; i < [[Q]]; i += 1) {
func.func @quotient_stop(%a: !compass.ptr<si32, global> {compass.name = "a"},
                         %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c32 = tir.const 32 : si32
  %stop = tir.div %n, %c32 : si32
  tir.for %i = %c0 to %stop step %c1 : si32 {
    tir.store %i, %a[%i] : !compass.ptr<si32, global>, si32
  }
  return
}

// -----

// Two branches holding a barrier on one condition of the kernel's
// parameters: each vote prints the condition as the plain C would print it
// at each use (the vote, not its branch, is the condition's user).
// CHECK-LABEL: __kernel void twice(
// CHECK:         if (__compass_uniform(__ctx, ((bool)(0 < n)), [[FIRST:[0-9]+]])) {
// CHECK:         if (__compass_uniform(__ctx, ((bool)(0 < n)), [[SECOND:[0-9]+]])) {
// CHECK-DAG:   site [[FIRST]] k.py:3:4
// CHECK-DAG:   site [[SECOND]] k.py:5:4
func.func @twice(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %pos = tir.cmp lt, %c0, %n : si32
  tir.if %pos {
    compass.barrier
  } loc("k.py":3:4)
  tir.if %pos {
    compass.barrier
  } loc("k.py":5:4)
  return
}
