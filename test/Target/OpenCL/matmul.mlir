// RUN: compass-translate --to-opencl %s | FileCheck %s

// vmml / vmma print as __vmml / __vmma((<space> float*)ptr, x, y).

// CHECK-LABEL: __kernel void matmul(__global half* h, __global bf16* g, __global float* f) {
// CHECK:         half16 [[H:_[0-9]+]] = __vload((__global half16*)h, ALL_TRUE_h);
// CHECK-NEXT:    bf1616 [[G:_[0-9]+]] = __vload((__global bf1616*)g, ALL_TRUE_h);
// CHECK-NEXT:    __vmml((__global float*)f, [[H]], [[H]]);
// CHECK-NEXT:    __vmma((__global float*)f, [[G]], [[G]]);
func.func @matmul(%ph: !compass.ptr<f16, global> {compass.name = "h"},
                  %pg: !compass.ptr<bf16, global> {compass.name = "g"},
                  %pf: !compass.ptr<f32, global> {compass.name = "f"}) attributes {compass.kernel} {
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %h = compass.vload %ph, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  %g = compass.vload %pg, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  compass.vmml %pf, %h, %h : !compass.ptr<f32, global>, vector<16xf16>, vector<16xf16>
  compass.vmma %pf, %g, %g : !compass.ptr<f32, global>, vector<16xbf16>, vector<16xbf16>
  return
}
