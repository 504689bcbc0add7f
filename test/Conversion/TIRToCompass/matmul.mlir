// RUN: compass-opt %s -convert-tir-to-compass | FileCheck %s

// vmml / vmma take native vectors and a pointer: one compass operation each,
// the pointer as given.

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f32, global>, %[[X:.*]]: vector<16xf16>, %[[Y:.*]]: vector<16xf16>, %[[G:.*]]: vector<16xbf16>)
// CHECK: compass.vmml %[[P]], %[[X]], %[[Y]] : <f32, global>, vector<16xf16>
// CHECK: compass.vmma %[[P]], %[[G]], %[[G]] : <f32, global>, vector<16xbf16>
// CHECK-NOT: tir.intrin
func.func @matmul(%p: !compass.ptr<f32, global>, %x: vector<16xf16>, %y: vector<16xf16>, %g: vector<16xbf16>) {
  tir.intrin "vmml"(%p, %x, %y) : (!compass.ptr<f32, global>, vector<16xf16>, vector<16xf16>) -> ()
  tir.intrin "vmma"(%p, %g, %g) : (!compass.ptr<f32, global>, vector<16xbf16>, vector<16xbf16>) -> ()
  return
}
