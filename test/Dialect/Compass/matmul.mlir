// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of vmml / vmma: a 4x4 product of float16 or bfloat16 vectors
// written to (or added to) 16 float32 at a pointer.

// CHECK-LABEL: func.func @matmul
func.func @matmul(%p: !compass.ptr<f32, global>, %q: !compass.ptr<vector<8xf32>, private>,
                  %h: vector<16xf16>, %g: vector<16xbf16>) {
  // CHECK: compass.vmml %{{.*}}, %{{.*}}, %{{.*}} : <f32, global>, vector<16xf16>
  compass.vmml %p, %h, %h : !compass.ptr<f32, global>, vector<16xf16>, vector<16xf16>
  // CHECK: compass.vmma %{{.*}}, %{{.*}}, %{{.*}} : <f32, global>, vector<16xbf16>
  compass.vmma %p, %g, %g : !compass.ptr<f32, global>, vector<16xbf16>, vector<16xbf16>
  // CHECK: compass.vmma %{{.*}}, %{{.*}}, %{{.*}} : <vector<8xf32>, private>, vector<16xf16>
  compass.vmma %q, %h, %h : !compass.ptr<vector<8xf32>, private>, vector<16xf16>, vector<16xf16>
  // x and y may differ: float16 by bfloat16 and back.
  // CHECK: compass.vmml %{{.*}}, %{{.*}}, %{{.*}} : <f32, global>, vector<16xf16>, vector<16xbf16>
  compass.vmml %p, %h, %g : !compass.ptr<f32, global>, vector<16xf16>, vector<16xbf16>
  // CHECK: compass.vmma %{{.*}}, %{{.*}}, %{{.*}} : <f32, global>, vector<16xbf16>, vector<16xf16>
  compass.vmma %p, %g, %h : !compass.ptr<f32, global>, vector<16xbf16>, vector<16xf16>
  return
}
