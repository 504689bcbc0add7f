// The scheduler's errors: barrier divergence (TECs at different barriers,
// or some at a barrier while others finished, also by an early return), the
// step limit naming where every TEC stood, and single-TEC mode refusing
// barriers and shared allocations with upstream's message. An early return
// is the TEC's final barrier: without explicit barriers it is fine.

// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=BRANCH
// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:2 2>&1 | FileCheck %s --check-prefix=RETURN
// RUN: compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:3 | FileCheck %s --check-prefix=EARLY
// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:4 --step-limit=1000 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HANG
// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:5 --step-limit=1000 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HANG3
// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:6 --single-tec 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SINGLE-BARRIER
// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:7 --single-tec 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SINGLE-SHARED
// RUN: compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:3 --single-tec | FileCheck %s --check-prefix=EARLY
// RUN: compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:6 --print-steps | FileCheck %s --check-prefix=STEPS

// The checked C's votes at the branches holding a barrier
// (compass-insert-checks) change nothing here: both engines take the
// condition as it is and find the divergence at the barrier.
// RUN: compass-opt %s "--pass-pipeline=builtin.module(compass-insert-checks{memory=false steps=false})" \
// RUN:   -mlir-print-debuginfo -o %t.voted.mlir
// RUN: FileCheck %s --check-prefix=VOTES < %t.voted.mlir
// RUN: not compass-sim %t.voted.mlir --arg=buffer:si32:4 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=BRANCH
// RUN: not compass-sim %t.voted.mlir --engine=native --arg=buffer:si32:4 --arg=scalar:si32:0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BRANCH
// RUN: not compass-sim %t.voted.mlir --engine=native --arg=buffer:si32:4 --arg=scalar:si32:1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO
// RUN: not compass-sim %t.voted.mlir --engine=native --arg=buffer:si32:4 --arg=scalar:si32:2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RETURN
// VOTES: compass.check_uniform

func.func @k(%out: !compass.ptr<si32, global>, %mode: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  %m0 = tir.cmp eq, %mode, %c0 : si32
  tir.if %m0 {
    tir.if %is0 {
      // BRANCH: scheduling.mlir:[[@LINE+1]]:7: error: barrier divergence: TEC 0 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:7, TEC 1 reached the end of the kernel, TEC 2 reached the end of the kernel, TEC 3 reached the end of the kernel (TEC 0)
      compass.barrier
    }
  }
  %m1 = tir.cmp eq, %mode, %c1 : si32
  tir.if %m1 {
    %low = tir.cmp lt, %tid, %c2 : si32
    tir.if %low {
      // TWO: scheduling.mlir:[[@LINE+1]]:7: error: barrier divergence: TEC 0 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:7, TEC 1 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:7, TEC 2 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+3]]:7, TEC 3 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+3]]:7 (TEC 0)
      compass.barrier
    } else {
      compass.barrier
    }
  }
  %m2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %m2 {
    %is2 = tir.cmp eq, %tid, %c2 : si32
    tir.if %is2 {
      tir.return
    }
    // RETURN: scheduling.mlir:[[@LINE+1]]:5: error: barrier divergence: TEC 0 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:5, TEC 1 waits at the barrier at {{.*}}, TEC 2 returned from the kernel at {{.*}}scheduling.mlir:[[@LINE-2]]:7, TEC 3 waits at the barrier at {{.*}} (TEC 0)
    compass.barrier
  }
  %m3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %m3 {
    // Odd TECs leave before writing.
    %parity = tir.mod %tid, %c2 : si32
    %odd = tir.cmp eq, %parity, %c1 : si32
    tir.if %odd {
      tir.return
    }
    %ten = tir.const 10 : si32
    %v = tir.add %tid, %ten : si32
    tir.store %v, %out[%tid] : !compass.ptr<si32, global>, si32
    // EARLY: arg0 = [10, 0, 12, 0]
  }
  %true = tir.const true
  %m4 = tir.cmp eq, %mode, %c4 : si32
  tir.if %m4 {
    // HANG: scheduling.mlir:{{[0-9]+}}:{{[0-9]+}}: error: step limit of 1000 instructions reached (an endless loop?): TEC 0 runs at {{.*}}scheduling.mlir:{{[0-9]+}}:{{[0-9]+}}, TEC 1 has not started, TEC 2 has not started, TEC 3 has not started (TEC 0)
    tir.while {
      tir.condition %true
    } do {
    }
  }
  %m5 = tir.cmp eq, %mode, %c5 : si32
  tir.if %m5 {
    %is3 = tir.cmp eq, %tid, %c3 : si32
    tir.if %is3 {
      tir.while {
        tir.condition %true
      } do {
      }
    }
    // HANG3: error: step limit of 1000 instructions reached (an endless loop?): TEC 0 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:5, TEC 1 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:5, TEC 2 waits at the barrier at {{.*}}scheduling.mlir:[[@LINE+1]]:5, TEC 3 runs at {{.*}} (TEC 3)
    compass.barrier
  }
  %m6 = tir.cmp eq, %mode, %c6 : si32
  tir.if %m6 {
    tir.store %tid, %out[%tid] : !compass.ptr<si32, global>, si32
    // SINGLE-BARRIER: scheduling.mlir:[[@LINE+1]]:5: error: PySim can't be run in single thread for this DSL program. (TEC 0)
    compass.barrier
    // STEPS: arg0 = [0, 1, 2, 3]
    // STEPS: steps = {{[0-9]+}}
  }
  %m7 = tir.cmp eq, %mode, %c7 : si32
  tir.if %m7 {
    // SINGLE-SHARED: scheduling.mlir:[[@LINE+1]]:10: error: PySim can't be run in single thread for this DSL program. (TEC 0)
    %s = tir.alloc "s"[4] : !compass.ptr<si32, shared>
  }
  return
}
