// RUN: compass-translate --to-opencl %s | FileCheck %s

// tir.while becomes `while (cond) {` when its condition region is nothing
// but a comparison of variables, arguments and constants (printed in its
// parentheses, as upstream's `while ((i < 10))`) or a bool value;
// otherwise the region runs at the top of a `while (1)` loop and leaves it
// when the condition is false. tir.break is a C break, also from inside an
// if; the operations after it in its block are dead and not printed.

// CHECK-LABEL: __kernel void loops(__global int* out, int n, uchar flag) {
// CHECK-NEXT:    int i = 0;
// CHECK-NEXT:    while ((i < n)) {
// CHECK-NEXT:      out[i] = i;
// CHECK-NEXT:      i = (int)((uint)i + 1u);
// CHECK-NEXT:    }
// CHECK-NEXT:    while (flag) {
// CHECK-NEXT:      break;
// CHECK-NEXT:    }
// CHECK-NEXT:    bool go = true;
// CHECK-NEXT:    while (go) {
// CHECK-NEXT:      go = false;
// CHECK-NEXT:    }
// CHECK-NEXT:    while (true) {
// CHECK-NEXT:      if (out[0] < 0) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:      for (int i_1 = 0; i_1 < n; i_1 += 1) {
// CHECK-NEXT:        if (3 < i_1) {
// CHECK-NEXT:          break;
// CHECK-NEXT:        } else {
// CHECK-NEXT:          out[i_1] = i_1;
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      out[0] = -1;
// CHECK-NEXT:    }
// CHECK-NEXT:    while (1) {
// CHECK-NEXT:      bool [[C:_[0-9]+]] = (out[i] != 0);
// CHECK-NEXT:      if (![[C]]) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:      i = (int)((uint)i - 1u);
// CHECK-NEXT:    }
// CHECK-NEXT:    while (1) {
// CHECK-NEXT:      int [[I1:_[0-9]+]] = i;
// CHECK-NEXT:      i = 5;
// CHECK-NEXT:      bool [[D:_[0-9]+]] = ([[I1]] < n);
// CHECK-NEXT:      if (![[D]]) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    bool [[E:_[0-9]+]] = (i == n);
// CHECK-NEXT:    while (1) {
// CHECK-NEXT:      bool [[F:_[0-9]+]] = (i < n);
// CHECK-NEXT:      int {{_[0-9]+}} = (int)([[F]]);
// CHECK-NEXT:      out[0] = i;
// CHECK-NEXT:      if (![[F]]) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    while ([[E]]) {
// CHECK-NEXT:    }
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:  }
func.func @loops(%out: !compass.ptr<si32, global> {compass.name = "out"},
                 %n: si32 {compass.name = "n"},
                 %flag: i1 {compass.name = "flag"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %c5 = tir.const 5 : si32
  %m1 = tir.const -1 : si32
  %true = tir.const true
  %false = tir.const false
  // while i < n: the variable is read in the condition itself.
  %i = tir.var_decl "i" : !tir.var<si32>
  tir.var_set %i, %c0 : !tir.var<si32>
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %c = tir.cmp lt, %g, %n : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    tir.store %g, %out[%g] : !compass.ptr<si32, global>, si32
    %s = tir.add %g, %c1 : si32
    tir.var_set %i, %s : !tir.var<si32>
  }
  // A bool argument; dead code after break.
  tir.while {
    tir.condition %flag
  } do {
    tir.break
    tir.store %c0, %out[%c0] : !compass.ptr<si32, global>, si32
  }
  // A bool variable.
  %go = tir.var_decl "go" : !tir.var<i1>
  tir.var_set %go, %true : !tir.var<i1>
  tir.while {
    %g = tir.var_get %go : !tir.var<i1>
    tir.condition %g
  } do {
    tir.var_set %go, %false : !tir.var<i1>
  }
  // while True with breaks from inside ifs; the inner break leaves the for,
  // whose variable is named for its depth.
  tir.while {
    tir.condition %true
  } do {
    %x = tir.load %out[%c0] : !compass.ptr<si32, global>, si32
    %neg = tir.cmp lt, %x, %c0 : si32
    tir.if %neg {
      tir.break
    }
    tir.for %j = %c0 to %n step %c1 : si32 {
      %big = tir.cmp gt, %j, %c3 : si32
      tir.if %big {
        tir.break
      } else {
        tir.store %j, %out[%j] : !compass.ptr<si32, global>, si32
      }
    }
    tir.store %m1, %out[%c0] : !compass.ptr<si32, global>, si32
  }
  // A load in the condition: the general form.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %y = tir.load %out[%g] : !compass.ptr<si32, global>, si32
    %c = tir.cmp ne, %y, %c0 : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    %p = tir.sub %g, %c1 : si32
    tir.var_set %i, %p : !tir.var<si32>
  }
  // The condition region assigns the variable after reading it: the read
  // is copied, so the general form.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    tir.var_set %i, %c5 : !tir.var<si32>
    %c = tir.cmp lt, %g, %n : si32
    tir.condition %c
  } do {
  }
  // A comparison with a second use, and a condition computed before the
  // loop.
  %g = tir.var_get %i : !tir.var<si32>
  %e = tir.cmp eq, %g, %n : si32
  tir.while {
    %h = tir.var_get %i : !tir.var<si32>
    %f = tir.cmp lt, %h, %n : si32
    %fi = tir.cast %f : i1 to si32
    tir.store %h, %out[%c0] : !compass.ptr<si32, global>, si32
    tir.condition %f
  } do {
  }
  tir.while {
    tir.condition %e
  } do {
  }
  return
}
