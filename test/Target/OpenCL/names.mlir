// RUN: compass-translate --to-opencl %s | FileCheck %s

// Values are named after the Python name in their NameLoc (legalized and
// made unique), else _N. OpenCL C keywords, builtin and type names get a `_`
// suffix, reserved prefixes a `_` prefix.

// CHECK:       void local__helper(int);
// CHECK-LABEL: void local__helper(int local__1) {
// CHECK-NEXT:    int x = (int)((uint)local__1 + 1u);
// CHECK-NEXT:    int x_1 = (int)((uint)x + 1u);
// CHECK-NEXT:    int int8_ = (int)((uint)x_1 + 1u);
// CHECK-NEXT:    int _as_vec = (int)((uint)int8_ + 1u);
// CHECK-NEXT:    int _tmp = (int)((uint)_as_vec + 1u);
// CHECK-NEXT:    int _2d = (int)((uint)_tmp + 1u);
// CHECK-NEXT:    int a_b = (int)((uint)_2d + 1u);
// CHECK-NEXT:    int min_ = (int)((uint)((int)((uint)a_b + 1u)) + 1u);
// CHECK-NEXT:    int _0 = (int)((uint)min_ + 1u);
// CHECK-NEXT:  }
func.func @helper(%l: si32 {compass.name = "local"}) {
  %c1 = tir.const 1 : si32
  %0 = tir.add %l, %c1 : si32 loc("x"("names.py":2:4))
  %1 = tir.add %0, %c1 : si32 loc("x"("names.py":3:4))
  %2 = tir.add %1, %c1 : si32 loc("int8"("names.py":4:4))
  %3 = tir.add %2, %c1 : si32 loc("as_vec"("names.py":5:4))
  %4 = tir.add %3, %c1 : si32 loc("__tmp"("names.py":6:4))
  %5 = tir.add %4, %c1 : si32 loc("2d"("names.py":7:4))
  %6 = tir.add %5, %c1 : si32 loc("a.b"("names.py":8:4))
  %7 = tir.add %6, %c1 : si32
  %8 = tir.add %7, %c1 : si32 loc("min"("names.py":9:4))
  %9 = tir.add %8, %c1 : si32
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
