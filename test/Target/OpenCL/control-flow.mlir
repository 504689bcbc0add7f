// RUN: compass-translate --to-opencl %s | FileCheck %s

// tir.for becomes a C for loop over the loop variable's type, named i, j, k
// by depth unless the location names it, unique in the function (the second
// outer loop's i is i_1; loop-names.mlir); tir.if becomes if/else.

// CHECK-LABEL: __kernel void loops(__global int* out, int n) {
// CHECK-NEXT:    for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:      for (int j = i; j < n; j += 2) {
// CHECK-NEXT:        bool [[C:_[0-9]+]] = (i < j);
// CHECK-NEXT:        if ([[C]]) {
// CHECK-NEXT:          out[i] = j;
// CHECK-NEXT:        } else {
// CHECK-NEXT:          out[j] = i;
// CHECK-NEXT:        }
// CHECK-NEXT:        if ([[C]]) {
// CHECK-NEXT:          barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int i_1 = n; i_1 < 10; i_1 += 1) {
// CHECK-NEXT:      for (uchar row = (uchar)0; row < (uchar)4; row += (uchar)1) {
// CHECK-NEXT:        out{{\[}}((int)(row))] = i_1;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:  }
func.func @loops(%out: !compass.ptr<si32, global> {compass.name = "out"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c10 = tir.const 10 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.for %j = %i to %n step %c2 : si32 {
      %c = tir.cmp lt, %i, %j : si32
      tir.if %c {
        tir.store %j, %out[%i] : !compass.ptr<si32, global>, si32
      } else {
        tir.store %i, %out[%j] : !compass.ptr<si32, global>, si32
      }
      tir.if %c {
        compass.barrier
      }
    }
  }
  %u0 = tir.const 0 : ui8
  %u1 = tir.const 1 : ui8
  %u4 = tir.const 4 : ui8
  tir.for %i = %n to %c10 step %c1 : si32 {
    tir.for %r = %u0 to %u4 step %u1 : ui8 {
      %x = tir.cast %r : ui8 to si32
      tir.store %i, %out[%x] : !compass.ptr<si32, global>, si32
    } loc("row"("kernel.py":7:8))
  }
  return
}
