// RUN: compass-translate --to-opencl %s | FileCheck %s

// Parameters whose names legalize to one C name get distinct names and the
// emitter ends: two `_` (whose first suffix, `__1`, would be reserved), and
// two non-ASCII names (every byte becomes `_`, and leading `__` is
// reserved, so they shrink to `_` and are numbered).

// CHECK-LABEL: __kernel void clash(__global int* _, __global int* _1, __global int* _2, __global int* _3) {
func.func @clash(%a: !compass.ptr<si32, global> {compass.name = "_"},
                 %b: !compass.ptr<si32, global> {compass.name = "_"},
                 %c: !compass.ptr<si32, global> {compass.name = "数据"},
                 %d: !compass.ptr<si32, global> {compass.name = "ñ"}) attributes {compass.kernel} {
  return
}
