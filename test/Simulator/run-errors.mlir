// Errors of single instructions: integer division (and mod) by zero, a
// non-positive tir.for step and unbounded recursion.

// RUN: not compass-sim %s --arg=scalar:si32:0 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not compass-sim %s --arg=scalar:si32:1 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=MOD
// RUN: not compass-sim %s --engine=native --arg=scalar:si32:0 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not compass-sim %s --engine=native --arg=scalar:si32:1 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=MOD
// RUN: not compass-sim %s --engine=native --print-steps --arg=scalar:si32:1 --arg=scalar:si32:3 2>&1 | FileCheck %s --check-prefix=NATIVE-STEPS
// NATIVE-STEPS: error: --print-steps is the simulator's; the native engine runs host code on the TECs in the simulator's order
// RUN: not compass-sim %s --arg=scalar:si32:2 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=STEP
// RUN: not compass-sim %s --engine=native --arg=scalar:si32:2 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=STEP
// RUN: not compass-sim %s --engine=native --arg=scalar:si32:3 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not compass-sim %s --arg=scalar:si32:3 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: compass-sim %s --arg=scalar:si32:1 --arg=scalar:si32:3
// RUN: not compass-sim %s --arg=scalar:si32:1 --arg=scalar:si32:3 --repeat=0 2>&1 | FileCheck %s --check-prefix=REPEAT

// REPEAT: error: --repeat=0 runs nothing; give at least 1

func.func private @forever(%n: si32) -> si32 {
  // DEEP: run-errors.mlir:[[@LINE+1]]:8: error: call stack overflow (more than 4096 nested calls) (TEC 0)
  %r = func.call @forever(%n) : (si32) -> si32
  return %r : si32
}

func.func @k(%mode: si32, %d: si32) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c10 = tir.const 10 : si32
  %m0 = tir.cmp eq, %mode, %c0 : si32
  tir.if %m0 {
    // DIV: run-errors.mlir:[[@LINE+1]]:10: error: integer division by zero (TEC 0)
    %q = tir.div %c10, %d : si32
  }
  %m1 = tir.cmp eq, %mode, %c1 : si32
  tir.if %m1 {
    // MOD: run-errors.mlir:[[@LINE+1]]:10: error: integer division by zero (TEC 0)
    %r = tir.mod %c10, %d : si32
  }
  %m2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %m2 {
    // STEP: run-errors.mlir:[[@LINE+1]]:5: error: tir.for step must be positive, got 0 (TEC 0)
    tir.for %i = %c0 to %c10 step %d : si32 {
    }
  }
  %m3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %m3 {
    %r = func.call @forever(%d) : (si32) -> si32
  }
  return
}
