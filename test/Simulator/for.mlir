// tir.for: bounds evaluated once, iterating while iv < stop, counters that
// never wrap (64-bit hidden state), every loop kind run serially, and
// tir.break leaving only the innermost loop, also from inside a tir.if.

// RUN: compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:10 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8 --arg=scalar:si32:10 | FileCheck %s
// CHECK: arg0 = [18, 0, 10, 6, 2, 3, 10, 6]
// RUN: compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:0 | FileCheck %s --check-prefix=EMPTY
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8 --arg=scalar:si32:0 | FileCheck %s --check-prefix=EMPTY
// EMPTY: arg0 = [0, 0, 10, 0, 2, 3, 10, 6]

func.func @loops(%out: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %c10 = tir.const 10 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    // 0 + 3 + 6 + 9.
    %sum = tir.var_decl "sum" : !tir.var<si32>
    tir.var_set %sum, %c0 : !tir.var<si32>
    tir.for %i = %c0 to %n step %c3 : si32 {
      %s = tir.var_get %sum : !tir.var<si32>
      %t = tir.add %s, %i : si32
      tir.var_set %sum, %t : !tir.var<si32>
    }
    %r0 = tir.var_get %sum : !tir.var<si32>
    tir.store %r0, %out[%c0] : !compass.ptr<si32, global>, si32

    // start == stop: no iteration.
    %zero = tir.var_decl "zero" : !tir.var<si32>
    tir.var_set %zero, %c0 : !tir.var<si32>
    tir.for %i = %c5 to %c5 step %c1 : si32 {
      tir.var_set %zero, %c7 : !tir.var<si32>
    }
    %r1 = tir.var_get %zero : !tir.var<si32>
    tir.store %r1, %out[%c1] : !compass.ptr<si32, global>, si32

    // Nested, the inner bounds from the outer iv: 4 + 3 + 2 + 1.
    %pairs = tir.var_decl "pairs" : !tir.var<si32>
    tir.var_set %pairs, %c0 : !tir.var<si32>
    tir.for %i = %c0 to %c4 step %c1 : si32 {
      tir.for %j = %i to %c4 step %c1 : si32 {
        %p = tir.var_get %pairs : !tir.var<si32>
        %q = tir.add %p, %c1 : si32
        tir.var_set %pairs, %q : !tir.var<si32>
      }
    }
    %r2 = tir.var_get %pairs : !tir.var<si32>
    tir.store %r2, %out[%c2] : !compass.ptr<si32, global>, si32

    // break at i == 6: six iterations counted.
    %count = tir.var_decl "count" : !tir.var<si32>
    tir.var_set %count, %c0 : !tir.var<si32>
    tir.for %i = %c0 to %n step %c1 : si32 {
      %hit = tir.cmp eq, %i, %c6 : si32
      tir.if %hit {
        tir.break
        // Never runs.
        tir.var_set %count, %c7 : !tir.var<si32>
      }
      %k = tir.var_get %count : !tir.var<si32>
      %k1 = tir.add %k, %c1 : si32
      tir.var_set %count, %k1 : !tir.var<si32>
    }
    %r3 = tir.var_get %count : !tir.var<si32>
    tir.store %r3, %out[%c3] : !compass.ptr<si32, global>, si32

    // si8 from 120 to 127 step 5: 120, 125 (125 + 5 does not wrap).
    %b120 = tir.const 120 : si8
    %b127 = tir.const 127 : si8
    %b5 = tir.const 5 : si8
    %small = tir.var_decl "small" : !tir.var<si32>
    tir.var_set %small, %c0 : !tir.var<si32>
    tir.for %i = %b120 to %b127 step %b5 : si8 {
      %k = tir.var_get %small : !tir.var<si32>
      %k1 = tir.add %k, %c1 : si32
      tir.var_set %small, %k1 : !tir.var<si32>
    }
    %r4 = tir.var_get %small : !tir.var<si32>
    tir.store %r4, %out[%c4] : !compass.ptr<si32, global>, si32

    // ui8 from 250 to 255 step 2: 250, 252, 254.
    %u250 = tir.const 250 : ui8
    %u255 = tir.const 255 : ui8
    %u2 = tir.const 2 : ui8
    %bytes = tir.var_decl "bytes" : !tir.var<si32>
    tir.var_set %bytes, %c0 : !tir.var<si32>
    tir.for %i = %u250 to %u255 step %u2 : ui8 {
      %k = tir.var_get %bytes : !tir.var<si32>
      %k1 = tir.add %k, %c1 : si32
      tir.var_set %bytes, %k1 : !tir.var<si32>
    }
    %r5 = tir.var_get %bytes : !tir.var<si32>
    tir.store %r5, %out[%c5] : !compass.ptr<si32, global>, si32

    // An unroll hint runs like a serial loop: 1 + 2 + 3 + 4.
    %total = tir.var_decl "total" : !tir.var<si32>
    tir.var_set %total, %c0 : !tir.var<si32>
    tir.for %i = %c1 to %c5 step %c1 kind(unroll) : si32 {
      %s = tir.var_get %total : !tir.var<si32>
      %t = tir.add %s, %i : si32
      tir.var_set %total, %t : !tir.var<si32>
    }
    %r6 = tir.var_get %total : !tir.var<si32>
    tir.store %r6, %out[%c6] : !compass.ptr<si32, global>, si32

    // break leaves the inner loop only: 3 x 2.
    %inner = tir.var_decl "inner" : !tir.var<si32>
    tir.var_set %inner, %c0 : !tir.var<si32>
    tir.for %i = %c0 to %c3 step %c1 kind(vectorized) : si32 {
      tir.for %j = %c0 to %c10 step %c1 : si32 {
        %stop = tir.cmp eq, %j, %c2 : si32
        tir.if %stop {
          tir.break
        }
        %k = tir.var_get %inner : !tir.var<si32>
        %k1 = tir.add %k, %c1 : si32
        tir.var_set %inner, %k1 : !tir.var<si32>
      }
    }
    %r7 = tir.var_get %inner : !tir.var<si32>
    tir.store %r7, %out[%c7] : !compass.ptr<si32, global>, si32
  }
  return
}
