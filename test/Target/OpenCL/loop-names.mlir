// RUN: compass-translate --to-opencl %s | FileCheck %s

// A loop variable keeps the kernel's name (its NameLoc) up to 20
// characters; a longer one, or none, is i, j, k, ... by the depth among the
// loops so named, as upstream's RenameForLoopVar. C names are unique in the
// function: a second loop's i, or a loop meeting a value named i, is i_1.

// CHECK-LABEL: __kernel void loops(__global int* a, int n) {
// CHECK-NEXT:    int i = a[0];
// CHECK-NEXT:    for (int i_1 = 0; i_1 < n; i_1 += 1) {
// CHECK-NEXT:      for (int j = 0; j < n; j += 1) {
// CHECK-NEXT:        a[j] = i;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int i_2 = 0; i_2 < n; i_2 += 1) {
// CHECK-NEXT:      a[i_2] = i;
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int row = 0; row < n; row += 1) {
// CHECK-NEXT:      for (int i_3 = 0; i_3 < n; i_3 += 1) {
// CHECK-NEXT:        a[i_3] = row;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int twenty_characters_ok = 0; twenty_characters_ok < n; twenty_characters_ok += 1) {
// CHECK-NEXT:      a[twenty_characters_ok] = 0;
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int i_4 = 0; i_4 < n; i_4 += 1) {
// CHECK-NEXT:      a[i_4] = 1;
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int int_ = 0; int_ < n; int_ += 1) {
// CHECK-NEXT:      a[int_] = 2;
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int row_1 = 0; row_1 < n; row_1 += 1) {
// CHECK-NEXT:      a[row_1] = 3;
// CHECK-NEXT:    }
// CHECK-NEXT:    while ((i < n)) {
// CHECK-NEXT:      for (int i_5 = 0; i_5 < n; i_5 += 1) {
// CHECK-NEXT:        a[i_5] = 4;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @loops(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  // A value the kernel names i (used after the loops, so not inlined).
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32 loc("i"("k.py":2:4))
  tir.for %o = %c0 to %n step %c1 : si32 {
    tir.for %p = %c0 to %n step %c1 : si32 {
      tir.store %x, %a[%p] : !compass.ptr<si32, global>, si32
    }
  } loc("very_long_loop_var_name"("k.py":3:4))
  tir.for %q = %c0 to %n step %c1 : si32 {
    tir.store %x, %a[%q] : !compass.ptr<si32, global>, si32
  }
  // A kept name does not count as a depth.
  tir.for %r = %c0 to %n step %c1 : si32 {
    tir.for %s = %c0 to %n step %c1 : si32 {
      tir.store %r, %a[%s] : !compass.ptr<si32, global>, si32
    }
  } loc("row"("k.py":6:4))
  tir.for %t = %c0 to %n step %c1 : si32 {
    tir.store %c0, %a[%t] : !compass.ptr<si32, global>, si32
  } loc("twenty_characters_ok"("k.py":8:4))
  tir.for %u = %c0 to %n step %c1 : si32 {
    tir.store %c1, %a[%u] : !compass.ptr<si32, global>, si32
  } loc("twenty_one_characters"("k.py":10:4))
  tir.for %v = %c0 to %n step %c1 : si32 {
    tir.store %c2, %a[%v] : !compass.ptr<si32, global>, si32
  } loc("int"("k.py":12:4))
  tir.for %w = %c0 to %n step %c1 : si32 {
    tir.store %c3, %a[%w] : !compass.ptr<si32, global>, si32
  } loc("row"("k.py":14:4))
  // A while loop is no depth either.
  tir.while {
    %go = tir.cmp lt, %x, %n : si32
    tir.condition %go
  } do {
    tir.for %z = %c0 to %n step %c1 : si32 {
      tir.store %c4, %a[%z] : !compass.ptr<si32, global>, si32
    }
  }
  return
}
