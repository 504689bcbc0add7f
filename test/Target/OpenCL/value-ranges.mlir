// RUN: compass-translate --to-opencl --split-input-file %s | FileCheck %s

// An int32 addition prints as C's signed `+`, as upstream's `i = (i + 2);`,
// where it cannot overflow: a positive constant added to a value below a
// constant K, with K - 1 + c <= INT_MAX. The bounds: a counted loop's
// variable (below its constant stop) and a variable read in a while body
// whose condition compares it with a constant, before the body may write
// it. Everywhere else the sum goes through uint, where C wraps as the NPU.

// CHECK-LABEL: __kernel void bounded(__global int* out, int n) {
// CHECK-NEXT:    int i = n;
// CHECK-NEXT:    while ((i < 10)) {
// CHECK-NEXT:      out[0] = (i + 2147483638);
// CHECK-NEXT:      out[1] = (int)((uint)i + (uint)-1);
// CHECK-NEXT:      i = (i + 2);
// CHECK-NEXT:    }
// CHECK-NEXT:    while ((i <= 10)) {
// CHECK-NEXT:      out[0] = (i + 2147483637);
// CHECK-NEXT:      i = (int)((uint)i + 2147483638u);
// CHECK-NEXT:    }
// CHECK-NEXT:    while ((i < 10)) {
// CHECK-NEXT:      i = (1 + i);
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int i_1 = 0; i_1 < 10; i_1 += 1) {
// CHECK-NEXT:      out[i_1] = (i_1 + 1);
// CHECK-NEXT:    }
func.func @bounded(%out: !compass.ptr<si32, global> {compass.name = "out"},
                   %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c10 = tir.const 10 : si32
  %m1 = tir.const -1 : si32
  %big = tir.const 2147483638 : si32
  %big1 = tir.const 2147483637 : si32
  %i = tir.var_decl "i" : !tir.var<si32>
  tir.var_set %i, %n : !tir.var<si32>
  // i < 10: i + 2147483638 reaches INT_MAX at most; a negative addend may
  // go below INT_MIN.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %c = tir.cmp lt, %g, %c10 : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    %top = tir.add %g, %big : si32
    tir.store %top, %out[%c0] : !compass.ptr<si32, global>, si32
    %down = tir.add %g, %m1 : si32
    tir.store %down, %out[%c1] : !compass.ptr<si32, global>, si32
    %s = tir.add %g, %c2 : si32
    tir.var_set %i, %s : !tir.var<si32>
  }
  // i <= 10: i < 11, so 2147483637 fits and 2147483638 may not.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %c = tir.cmp le, %g, %c10 : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    %top = tir.add %g, %big1 : si32
    tir.store %top, %out[%c0] : !compass.ptr<si32, global>, si32
    %s = tir.add %g, %big : si32
    tir.var_set %i, %s : !tir.var<si32>
  }
  // 10 > i, the constant first.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %c = tir.cmp gt, %c10, %g : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    %s = tir.add %c1, %g : si32
    tir.var_set %i, %s : !tir.var<si32>
  }
  // A counted loop's variable is below its constant stop.
  tir.for %j = %c0 to %c10 step %c1 : si32 {
    %s = tir.add %j, %c1 : si32
    tir.store %s, %out[%j] : !compass.ptr<si32, global>, si32
  }
  return
}

// -----

// CHECK-LABEL: __kernel void unbounded(__global int* out, int n) {
// CHECK-NEXT:    int i = n;
// CHECK-NEXT:    while ((i < n)) {
// CHECK-NEXT:      i = (int)((uint)i + 1u);
// CHECK-NEXT:    }
// CHECK-NEXT:    while ((i < 10)) {
// CHECK-NEXT:      i = 20;
// CHECK-NEXT:      out[0] = (int)((uint)i + 1u);
// CHECK-NEXT:      if (0 < n) {
// CHECK-NEXT:        out[1] = (int)((uint)i + 1u);
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    while (1) {
// CHECK-NEXT:      int [[G:_[0-9]+]] = i;
// CHECK-NEXT:      i = 20;
// CHECK-NEXT:      bool [[C:_[0-9]+]] = ([[G]] < 10);
// CHECK-NEXT:      if (![[C]]) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:      i = (int)((uint)i + 2147483638u);
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int i_1 = 0; i_1 < n; i_1 += 1) {
// CHECK-NEXT:      out[i_1] = (int)((uint)i_1 + 1u);
// CHECK-NEXT:    }
func.func @unbounded(%out: !compass.ptr<si32, global> {compass.name = "out"},
                     %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c10 = tir.const 10 : si32
  %c20 = tir.const 20 : si32
  %i = tir.var_decl "i" : !tir.var<si32>
  tir.var_set %i, %n : !tir.var<si32>
  // A bound that is no constant.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %c = tir.cmp lt, %g, %n : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    %s = tir.add %g, %c1 : si32
    tir.var_set %i, %s : !tir.var<si32>
  }
  // Read after the body writes the variable, or inside an if (not known
  // to come before every write).
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    %c = tir.cmp lt, %g, %c10 : si32
    tir.condition %c
  } do {
    tir.var_set %i, %c20 : !tir.var<si32>
    %g = tir.var_get %i : !tir.var<si32>
    %s = tir.add %g, %c1 : si32
    tir.store %s, %out[%c0] : !compass.ptr<si32, global>, si32
    %pos = tir.cmp lt, %c0, %n : si32
    tir.if %pos {
      %g2 = tir.var_get %i : !tir.var<si32>
      %s2 = tir.add %g2, %c1 : si32
      tir.store %s2, %out[%c1] : !compass.ptr<si32, global>, si32
    }
  }
  // A condition that writes the variable after comparing it: i is 20 in
  // the body, where i + 2147483638 overflows.
  tir.while {
    %g = tir.var_get %i : !tir.var<si32>
    tir.var_set %i, %c20 : !tir.var<si32>
    %c = tir.cmp lt, %g, %c10 : si32
    tir.condition %c
  } do {
    %g = tir.var_get %i : !tir.var<si32>
    %big = tir.const 2147483638 : si32
    %s = tir.add %g, %big : si32
    tir.var_set %i, %s : !tir.var<si32>
  }
  // A counted loop with a stop that is no constant.
  tir.for %j = %c0 to %n step %c1 : si32 {
    %s = tir.add %j, %c1 : si32
    tir.store %s, %out[%j] : !compass.ptr<si32, global>, si32
  }
  return
}
