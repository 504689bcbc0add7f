// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s

// A value printed as a statement of its own is named after the Python name
// in its NameLoc (legalized and made unique in the function), else _N.
// OpenCL C keywords, builtin and type names get a `_` suffix, reserved
// prefixes a `_` prefix. Each value here is used twice, so none prints
// inside its use (inlined-values.mlir: a named value used once is inlined).

// CHECK:       void local__helper(int);
// CHECK-LABEL: void local__helper(int local__1) {
// CHECK-NEXT:    int x = (int)((uint)local__1 + (uint)local__1);
// CHECK-NEXT:    int x_1 = (int)((uint)x + (uint)x);
// CHECK-NEXT:    int int8_ = (int)((uint)x_1 + (uint)x_1);
// CHECK-NEXT:    int _as_vec = (int)((uint)int8_ + (uint)int8_);
// CHECK-NEXT:    int _tmp = (int)((uint)_as_vec + (uint)_as_vec);
// CHECK-NEXT:    int _2d = (int)((uint)_tmp + (uint)_tmp);
// CHECK-NEXT:    int a_b = (int)((uint)_2d + (uint)_2d);
// CHECK-NEXT:    int [[T:_[0-9]+]] = (int)((uint)a_b + (uint)a_b);
// CHECK-NEXT:    int min_ = (int)((uint)[[T]] + (uint)[[T]]);
// CHECK-NEXT:    int local__2 = (int)((uint)min_ + (uint)min_);
// CHECK-NEXT:    int {{_[0-9]+}} = (int)((uint)local__2 + (uint)local__2);
// CHECK-NEXT:  }
func.func @helper(%l: si32 {compass.name = "local"}) {
  %0 = tir.add %l, %l : si32 loc("x"("names.py":2:4))
  %1 = tir.add %0, %0 : si32 loc("x"("names.py":3:4))
  %2 = tir.add %1, %1 : si32 loc("int8"("names.py":4:4))
  %3 = tir.add %2, %2 : si32 loc("as_vec"("names.py":5:4))
  %4 = tir.add %3, %3 : si32 loc("__tmp"("names.py":6:4))
  %5 = tir.add %4, %4 : si32 loc("2d"("names.py":7:4))
  %6 = tir.add %5, %5 : si32 loc("a.b"("names.py":8:4))
  %7 = tir.add %6, %6 : si32
  %8 = tir.add %7, %7 : si32 loc("min"("names.py":9:4))
  // The parameter's Python name: a suffix.
  %9 = tir.add %8, %8 : si32 loc("local"("names.py":10:4))
  %10 = tir.add %9, %9 : si32
  return
}

// The entry keeps its (legalized) name, subroutines are prefixed with it and
// parameters avoid the function names.
// CHECK-LABEL: __kernel void local_(int arg0) {
// CHECK-NEXT:    local__helper(arg0);
func.func @local(%n: si32) attributes {compass.kernel} {
  func.call @helper(%n) : (si32) -> ()
  return
}

// -----

// Names are unique in the function, not only in a C scope: a value meets
// the parameters, the variables, the loop variables and the values of
// other blocks, before and after it.
// CHECK-LABEL: __kernel void unique(__global int* a, int n) {
// CHECK-NEXT:    int acc = n;
// CHECK-NEXT:    int n_1 = (int)((uint)acc + (uint)acc);
// CHECK-NEXT:    int acc_1 = (int)((uint)n_1 + (uint)n_1);
// CHECK-NEXT:    for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:      int y = (int)((uint)i + (uint)i);
// CHECK-NEXT:      a[y] = y;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (0 < n) {
// CHECK-NEXT:      int y_1 = (int)((uint)acc_1 + (uint)acc_1);
// CHECK-NEXT:      a[y_1] = y_1;
// CHECK-NEXT:    } else {
// CHECK-NEXT:      int i_1 = (int)((uint)acc_1 + (uint)acc_1);
// CHECK-NEXT:      a[i_1] = i_1;
// CHECK-NEXT:    }
// CHECK-NEXT:    a[0] = acc;
func.func @unique(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %acc = tir.var_decl "acc" : !tir.var<si32>
  tir.var_set %acc, %n : !tir.var<si32>
  %g = tir.var_get %acc : !tir.var<si32>
  %p = tir.add %g, %g : si32 loc("n"("unique.py":3:4))
  %v = tir.add %p, %p : si32 loc("acc"("unique.py":4:4))
  tir.for %i = %c0 to %n step %c1 : si32 {
    %y = tir.add %i, %i : si32 loc("y"("unique.py":6:8))
    tir.store %y, %a[%y] : !compass.ptr<si32, global>, si32
  }
  %c = tir.cmp gt, %n, %c0 : si32
  tir.if %c {
    %y = tir.add %v, %v : si32 loc("y"("unique.py":8:8))
    tir.store %y, %a[%y] : !compass.ptr<si32, global>, si32
  } else {
    %y = tir.add %v, %v : si32 loc("i"("unique.py":10:8))
    tir.store %y, %a[%y] : !compass.ptr<si32, global>, si32
  }
  %last = tir.var_get %acc : !tir.var<si32>
  tir.store %last, %a[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// A file-scope name may not take an OpenCL C builtin function's (POCL would
// find no kernel `dot`): the kernel gets a `_` suffix. A local name may
// shadow a builtin function the code does not call (`length`).

// CHECK-LABEL: __kernel void dot_(__global int* length) {
func.func @dot(%a: !compass.ptr<si32, global> {compass.name = "length"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  tir.store %c0, %a[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// A subroutine (`<kernel>_<name>`) that would fall in a builtin family
// (`atomic_*`) gets a `_` prefix.

// CHECK:       int _atomic_add(int);
// CHECK-LABEL: __kernel void atomic(__global int* a) {
// CHECK:         int _0 = _atomic_add(0);
func.func private @add(%x: si32) -> si32 {
  return %x : si32
}
func.func @atomic(%a: !compass.ptr<si32, global> {compass.name = "a"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %v = func.call @add(%c0) : (si32) -> si32
  tir.store %v, %a[%c0] : !compass.ptr<si32, global>, si32
  return
}
