// RUN: compass-opt -compass-remove-loop-guards %s | FileCheck %s

// A loop whose whole body is `if (iv + c < n)` runs only the guarded
// iterations: stop = clamp(n, start + c, stop + c) - c, which cannot wrap.

// CHECK-LABEL: func.func @offset_guard
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[N:.*]]: si32)
// CHECK-DAG: %[[C0:.*]] = tir.const 0 : si32
// CHECK-DAG: %[[C1:.*]] = tir.const 1 : si32
// CHECK-DAG: %[[C2:.*]] = tir.const 2 : si32
// CHECK-DAG: %[[C10:.*]] = tir.const 10 : si32
// CHECK: %[[LOW:.*]] = tir.max %[[N]], %[[C2]] : si32
// CHECK: %[[HIGH:.*]] = tir.min %[[LOW]], %[[C10]] : si32
// CHECK: %[[STOP:.*]] = tir.sub %[[HIGH]], %[[C2]] : si32
// CHECK: tir.for %[[I:.*]] = %[[C0]] to %[[STOP]] step %[[C1]] : si32 {
// CHECK-NEXT: tir.store %[[I]], %[[P]][%[[I]]]
// CHECK-NEXT: }
// CHECK-NOT: tir.if
func.func @offset_guard(%p: !compass.ptr<si32, global>, %n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c8 = tir.const 8 : si32
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %j = tir.add %i, %c2 : si32
    %in = tir.cmp lt, %j, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  return
}

// `n > iv` with unknown bounds: stop = min(stop, n) (below start, the loop
// runs no iteration, as the guard would have it).

// CHECK-LABEL: func.func @unknown_bounds
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[START:.*]]: si32, %[[END:.*]]: si32, %[[N:.*]]: si32)
// CHECK: %[[STOP:.*]] = tir.min %[[END]], %[[N]] : si32
// CHECK: tir.for %{{.*}} = %[[START]] to %[[STOP]]
// CHECK-NOT: tir.if
func.func @unknown_bounds(%p: !compass.ptr<si32, global>, %start: si32, %end: si32, %n: si32) {
  %c1 = tir.const 1 : si32
  tir.for %i = %start to %end step %c1 : si32 {
    %in = tir.cmp gt, %n, %i : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  return
}

// `iv - 3 <= n` is iv + (-4) < n: clamp(n, 1 - 4, 9 - 4) + 4; and
// `n >= iv + 1` (ge, swapped) is iv + 0 < n: clamp(n, 1, 9).

// CHECK-LABEL: func.func @le_and_ge
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[N:.*]]: si32)
// CHECK-DAG: %[[M3:.*]] = tir.const -3 : si32
// CHECK-DAG: %[[C5:.*]] = tir.const 5 : si32
// CHECK-DAG: %[[M4:.*]] = tir.const -4 : si32
// CHECK: %[[LOW:.*]] = tir.max %[[N]], %[[M3]] : si32
// CHECK: %[[HIGH:.*]] = tir.min %[[LOW]], %[[C5]] : si32
// CHECK: %[[STOP:.*]] = tir.sub %[[HIGH]], %[[M4]] : si32
// CHECK: tir.for %{{.*}} = %{{.*}} to %[[STOP]]
// CHECK: %[[LOW2:.*]] = tir.max %[[N]], %{{.*}} : si32
// CHECK: %[[STOP2:.*]] = tir.min %[[LOW2]], %{{.*}} : si32
// CHECK: tir.for %{{.*}} = %{{.*}} to %[[STOP2]]
// CHECK-NOT: tir.if
func.func @le_and_ge(%p: !compass.ptr<si32, global>, %n: si32) {
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %c9 = tir.const 9 : si32
  tir.for %i = %c1 to %c9 step %c1 : si32 {
    %j = tir.sub %i, %c3 : si32
    %in = tir.cmp le, %j, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %c1 to %c9 step %c1 : si32 {
    %j = tir.add %c1, %i : si32
    %in = tir.cmp ge, %n, %j : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  return
}

// Kept: an else branch; more work in the body; a limit computed in the
// loop; a step that is not a positive constant; iv + c that may wrap
// (bounds near INT_MAX and INT_MIN); unknown bounds with an offset; an
// unsigned loop; an equality guard; a guard used twice.

// CHECK-LABEL: func.func @kept
// CHECK-COUNT-11: tir.if
func.func @kept(%p: !compass.ptr<si32, global>, %u: !compass.ptr<ui32, global>,
                %n: si32, %un: ui32, %start: si32, %end: si32, %step: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c8 = tir.const 8 : si32
  %c0u = tir.const 0 : ui32
  %c1u = tir.const 1 : ui32
  %c8u = tir.const 8 : ui32
  %big = tir.const 2147483647 : si32
  %near = tir.const 2147483630 : si32
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %in = tir.cmp lt, %i, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    } else {
      tir.store %n, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %in = tir.cmp lt, %i, %n : si32
    tir.store %n, %p[%c0] : !compass.ptr<si32, global>, si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %limit = tir.mul %i, %n : si32
    %in = tir.cmp lt, %i, %limit : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %c0 to %c8 step %step : si32 {
    %in = tir.cmp lt, %i, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %near to %big step %c1 : si32 {
    %j = tir.add %i, %c8 : si32
    %in = tir.cmp lt, %j, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  %min = tir.const -2147483648 : si32
  %low = tir.const -2147483640 : si32
  tir.for %i = %min to %low step %c1 : si32 {
    %j = tir.sub %i, %c2 : si32
    %in = tir.cmp lt, %j, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %start to %end step %c1 : si32 {
    %j = tir.add %i, %c2 : si32
    %in = tir.cmp lt, %j, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %c0u to %c8u step %c1u : ui32 {
    %in = tir.cmp lt, %i, %un : ui32
    tir.if %in {
      tir.store %un, %u[%i] : !compass.ptr<ui32, global>, ui32
    }
  }
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %in = tir.cmp eq, %i, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %in = tir.cmp lt, %i, %n : si32
    tir.if %in {
      tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
    }
    tir.if %in {
      tir.store %n, %p[%i] : !compass.ptr<si32, global>, si32
    }
  }
  return
}
