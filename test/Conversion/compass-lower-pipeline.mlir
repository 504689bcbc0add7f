// RUN: compass-opt %s -compass-lower | FileCheck %s

// The -compass-lower pipeline (canonicalize, convert-tir-to-compass,
// canonicalize, cse) on a vector-add kernel as the front end writes it:
// constant expressions fold, intrinsics become compass builtins, the
// all-true masks the conversion creates merge into one at the top of the
// kernel, dead code goes, and repeated addresses and loads are computed
// once.

// CHECK-LABEL: func.func @vadd
// CHECK-SAME: (%[[A:.*]]: !compass.ptr<si32, global> {compass.name = "a"}, %[[B:.*]]: !compass.ptr<si32, global> {compass.name = "b"}, %[[C:.*]]: !compass.ptr<si32, global> {compass.name = "c"}, %[[N:.*]]: si32 {compass.name = "n"})
// CHECK-SAME: attributes {compass.kernel}
// CHECK-DAG: %[[M:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK-DAG: %[[C8:.*]] = tir.const 8 : si32
// CHECK-DAG: %[[C32:.*]] = tir.const 32 : si32
// CHECK-DAG: %[[TID:.*]] = compass.get_local_id : si32
// CHECK-NOT: compass.const_mask
// CHECK-NOT: compass.get_local_id
// CHECK: %[[START:.*]] = tir.mul %[[TID]], %[[C8]] : si32
// CHECK: tir.for %[[I:.*]] = %[[START]] to %[[N]] step %[[C32]] : si32 {
// CHECK-NEXT: %[[PA:.*]] = tir.ptr_offset %[[A]], %[[I]] : <si32, global>, si32
// CHECK-NEXT: %[[VA:.*]] = compass.vload %[[PA]], %[[M]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK-NEXT: %[[PB:.*]] = tir.ptr_offset %[[B]], %[[I]] : <si32, global>, si32
// CHECK-NEXT: %[[VB:.*]] = compass.vload %[[PB]], %[[M]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK-NEXT: %[[S:.*]] = compass.vadd %[[VA]], %[[VB]], %[[M]] : vector<8xsi32>, <8>
// CHECK-NEXT: %[[P:.*]] = compass.vmul %[[S]], %[[VA]], %[[M]] : vector<8xsi32>, <8>
// CHECK-NEXT: %[[PC:.*]] = tir.ptr_offset %[[C]], %[[I]] : <si32, global>, si32
// CHECK-NEXT: compass.vstore %[[P]], %[[PC]], %[[M]] : vector<8xsi32>, <si32, global>, <8>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NOT: tir.intrin
func.func @vadd(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %b: !compass.ptr<si32, global> {compass.name = "b"},
                %c: !compass.ptr<si32, global> {compass.name = "c"},
                %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  // lanes = 256 / 32; step = lanes * 4 TECs, written as the user would.
  %bits = tir.const 256 : si32
  %width = tir.const 32 : si32
  %lanes = tir.div %bits, %width : si32
  %four = tir.const 4 : si32
  %step = tir.mul %lanes, %four : si32
  %tid = compass.get_local_id : si32
  %start = tir.mul %tid, %lanes : si32
  // A dead expression and a select on a folded condition disappear.
  %unused = tir.add %lanes, %four : si32
  %always = tir.cmp gt, %step, %lanes : si32
  %stop = tir.select %always, %n, %lanes : si32
  tir.for %i = %start to %stop step %step : si32 {
    %pa = tir.ptr_offset %a, %i : !compass.ptr<si32, global>, si32
    %va = tir.intrin "vload"(%pa) : (!compass.ptr<si32, global>) -> vector<8xsi32>
    %pb = tir.ptr_offset %b, %i : !compass.ptr<si32, global>, si32
    %vb = tir.intrin "vload"(%pb) : (!compass.ptr<si32, global>) -> vector<8xsi32>
    %s = tir.intrin "vadd"(%va, %vb) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
    // a[i:i+8] read again: CSE merges the address and the load.
    %pa2 = tir.ptr_offset %a, %i : !compass.ptr<si32, global>, si32
    %va2 = tir.intrin "vload"(%pa2) : (!compass.ptr<si32, global>) -> vector<8xsi32>
    %p = tir.intrin "vmul"(%s, %va2) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
    %pc = tir.ptr_offset %c, %i : !compass.ptr<si32, global>, si32
    tir.intrin "vstore"(%p, %pc) : (vector<8xsi32>, !compass.ptr<si32, global>) -> ()
    %unused_mul = tir.intrin "vmul"(%va, %vb) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  }
  %tid2 = compass.get_local_id : si32
  return
}
