// tir.while: the condition region runs before every iteration (and once
// more to end the loop); tir.break leaves the innermost tir.while, also
// from inside a tir.if; a loop whose condition is false at once never runs
// its body.

// RUN: compass-sim %s --arg=buffer:si32:5 --arg=scalar:si32:100 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:5 --arg=scalar:si32:100 | FileCheck %s
// CHECK: arg0 = [128, 8, 0, 7, 6]
// RUN: compass-sim %s --arg=buffer:si32:5 --arg=scalar:si32:1 | FileCheck %s --check-prefix=ONE
// RUN: compass-sim %s --engine=native --arg=buffer:si32:5 --arg=scalar:si32:1 | FileCheck %s --check-prefix=ONE
// ONE: arg0 = [1, 1, 0, 7, 6]

func.func @loops(%out: !compass.ptr<si32, global>, %limit: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c7 = tir.const 7 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    // Double x while x < limit (from 1); count the condition evaluations.
    %x = tir.var_decl "x" : !tir.var<si32>
    %evals = tir.var_decl "evals" : !tir.var<si32>
    tir.var_set %x, %c1 : !tir.var<si32>
    tir.var_set %evals, %c0 : !tir.var<si32>
    tir.while {
      %e = tir.var_get %evals : !tir.var<si32>
      %e1 = tir.add %e, %c1 : si32
      tir.var_set %evals, %e1 : !tir.var<si32>
      %v = tir.var_get %x : !tir.var<si32>
      %go = tir.cmp lt, %v, %limit : si32
      tir.condition %go
    } do {
      %v = tir.var_get %x : !tir.var<si32>
      %w = tir.mul %v, %c2 : si32
      tir.var_set %x, %w : !tir.var<si32>
    }
    %r0 = tir.var_get %x : !tir.var<si32>
    tir.store %r0, %out[%c0] : !compass.ptr<si32, global>, si32
    %r1 = tir.var_get %evals : !tir.var<si32>
    tir.store %r1, %out[%c1] : !compass.ptr<si32, global>, si32

    // A false condition: the body never runs.
    %never = tir.var_decl "never" : !tir.var<si32>
    tir.var_set %never, %c0 : !tir.var<si32>
    tir.while {
      %no = tir.cmp gt, %c0, %c1 : si32
      tir.condition %no
    } do {
      tir.var_set %never, %c7 : !tir.var<si32>
    }
    %r2 = tir.var_get %never : !tir.var<si32>
    tir.store %r2, %out[%c2] : !compass.ptr<si32, global>, si32

    // while True with a break after 7 iterations.
    %n = tir.var_decl "n" : !tir.var<si32>
    tir.var_set %n, %c0 : !tir.var<si32>
    tir.while {
      %yes = tir.const true
      tir.condition %yes
    } do {
      %k = tir.var_get %n : !tir.var<si32>
      %done = tir.cmp eq, %k, %c7 : si32
      tir.if %done {
        tir.break
      }
      %k1 = tir.add %k, %c1 : si32
      tir.var_set %n, %k1 : !tir.var<si32>
    }
    %r3 = tir.var_get %n : !tir.var<si32>
    tir.store %r3, %out[%c3] : !compass.ptr<si32, global>, si32

    // A break in an inner while leaves it only: 3 outer x 2 inner.
    %pairs = tir.var_decl "pairs" : !tir.var<si32>
    tir.var_set %pairs, %c0 : !tir.var<si32>
    tir.for %i = %c0 to %c3 step %c1 : si32 {
      %j = tir.var_decl "j" : !tir.var<si32>
      tir.var_set %j, %c0 : !tir.var<si32>
      tir.while {
        %jv = tir.var_get %j : !tir.var<si32>
        %more = tir.cmp lt, %jv, %c4 : si32
        tir.condition %more
      } do {
        %jv = tir.var_get %j : !tir.var<si32>
        %stop = tir.cmp eq, %jv, %c2 : si32
        tir.if %stop {
          tir.break
        }
        %p = tir.var_get %pairs : !tir.var<si32>
        %p1 = tir.add %p, %c1 : si32
        tir.var_set %pairs, %p1 : !tir.var<si32>
        %j1 = tir.add %jv, %c1 : si32
        tir.var_set %j, %j1 : !tir.var<si32>
      }
    }
    %r4 = tir.var_get %pairs : !tir.var<si32>
    tir.store %r4, %out[%c4] : !compass.ptr<si32, global>, si32
  }
  return
}
