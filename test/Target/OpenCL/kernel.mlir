// RUN: compass-translate --to-opencl %s | FileCheck %s

// The file starts with the runtime include; the entry kernel takes pointers
// with their address-space qualifiers (never to private or lsram memory,
// which belong to each TEC: see invalid.mlir) and scalars by value, named after the
// Python parameters (keywords get a `_` suffix, unnamed ones are argN), and
// always ends with a barrier. OpenCL kernels cannot take bool: a bool
// parameter arrives as a uchar holding 0 or 1.

// CHECK:      #include <compass/dsl.h>
// CHECK-EMPTY:
// CHECK-NEXT: __kernel void scale(__global float* global_, __local int* shared, __constant uchar* table, float arg3, uint half_, uchar flag) {
// CHECK-NEXT:   global_{{\[}}((int)get_local_size(0))] = (float)(global_{{\[}}((int)get_local_id(0))] * arg3);
// CHECK-NEXT:   if (flag) {
// CHECK-NEXT:     barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   }
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: }
// CHECK-NOT:  {{.}}
func.func @scale(%a: !compass.ptr<f32, global> {compass.name = "global"},
                 %s: !compass.ptr<si32, shared> {compass.name = "shared"},
                 %t: !compass.ptr<ui8, constant> {compass.name = "table"},
                 %f: f32, %h: ui32 {compass.name = "half"},
                 %flag: i1 {compass.name = "flag"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  %x = tir.load %a[%tid] : !compass.ptr<f32, global>, si32
  %y = tir.mul %x, %f : f32
  tir.store %y, %a[%ntec] : !compass.ptr<f32, global>, si32
  tir.if %flag {
    compass.barrier
  }
  compass.barrier
  return
}
