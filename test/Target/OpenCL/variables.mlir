// RUN: compass-translate --to-opencl %s | FileCheck %s

// tir variables are C locals named after the Python variable. A read uses
// the variable directly while nothing assigns it before the value's last
// use; otherwise it is copied into a declaration first.

// CHECK-LABEL: __kernel void sum(__global float* a, int n) {
// CHECK-NEXT:    float acc = 0x0p+0f/*0.000000e+00*/;
// CHECK-NEXT:    for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:      acc = (float)(acc + a[i]);
// CHECK-NEXT:    }
// CHECK-NEXT:    float [[OLD:_[0-9]+]] = acc;
// CHECK-NEXT:    acc = 0x1p+0f/*1.000000e+00*/;
// CHECK-NEXT:    a[0] = [[OLD]];
// CHECK-NEXT:    float [[BOUND:_[0-9]+]] = acc;
// CHECK-NEXT:    for (int i_1 = 0; i_1 < n; i_1 += 1) {
// CHECK-NEXT:      a[i_1] = [[BOUND]];
// CHECK-NEXT:      acc = [[BOUND]];
// CHECK-NEXT:    }
// CHECK-NEXT:    int acc_1 = n;
// CHECK-NEXT:    a[acc_1] = acc;
// CHECK-NEXT:    acc = acc;
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:  }
func.func @sum(%a: !compass.ptr<f32, global> {compass.name = "a"},
               %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %zero = tir.const 0.0 : f32
  %one = tir.const 1.0 : f32
  %acc = tir.var_decl "acc" : !tir.var<f32>
  tir.var_set %acc, %zero : !tir.var<f32>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %a[%i] : !compass.ptr<f32, global>, si32
    %g = tir.var_get %acc : !tir.var<f32>
    %s = tir.add %g, %x : f32
    tir.var_set %acc, %s : !tir.var<f32>
  }
  // Read, then assigned before the read value's use: copied.
  %old = tir.var_get %acc : !tir.var<f32>
  tir.var_set %acc, %one : !tir.var<f32>
  tir.store %old, %a[%c0] : !compass.ptr<f32, global>, si32
  // Read once before a loop that assigns it: copied.
  %bound = tir.var_get %acc : !tir.var<f32>
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.store %bound, %a[%i] : !compass.ptr<f32, global>, si32
    tir.var_set %acc, %bound : !tir.var<f32>
  }
  // A second variable of the same Python name gets a suffix.
  %acc2 = tir.var_decl "acc" : !tir.var<si32>
  tir.var_set %acc2, %n : !tir.var<si32>
  %idx = tir.var_get %acc2 : !tir.var<si32>
  %cur = tir.var_get %acc : !tir.var<f32>
  tir.store %cur, %a[%idx] : !compass.ptr<f32, global>, si32
  // The last use may be the assignment itself.
  tir.var_set %acc, %cur : !tir.var<f32>
  return
}
