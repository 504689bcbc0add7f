// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// out_sign builtins keep the signedness of each operand: the pieces of a
// flexible-width call are compass builtins from operands of their own types.

// CHECK-LABEL: func.func @out_sign
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xsi32>, %[[X1:[^:]*]]: vector<8xsi32>, %[[Y:[^:]*]]: vector<8xui32>, %[[Y1:[^:]*]]: vector<8xui32>)
// CHECK: compass.vadds %[[X]], %[[Y]], %{{.*}} : vector<8xui32>, <8> from vector<8xsi32>, vector<8xui32>
// CHECK: compass.vadds %[[X1]], %[[Y1]], %{{.*}} : vector<8xui32>, <8> from vector<8xsi32>, vector<8xui32>
// CHECK: compass.vcls %[[X]], %{{.*}} : vector<8xui32>, <8> from vector<8xsi32>
// CHECK-NOT: tir.intrin
func.func @out_sign(%x: vector<16xsi32>, %y: vector<16xui32>) -> (vector<16xui32>, vector<16xui32>) {
  %0 = tir.intrin "vadds"(%x, %y) : (vector<16xsi32>, vector<16xui32>) -> vector<16xui32>
  %1 = tir.intrin "vcls"(%x) : (vector<16xsi32>) -> vector<16xui32>
  return %0, %1 : vector<16xui32>, vector<16xui32>
}

// -----

// A widening call is one native piece whose mask has the operands' lanes;
// the front end always gives that mask.

// CHECK-LABEL: func.func @widening
// CHECK-SAME: (%[[X:[^:]*]]: vector<16xsi16>, %[[Y:[^:]*]]: vector<16xui16>, %[[M:[^:]*]]: !compass.mask<16>, %[[R:[^:]*]]: vector<8xui32>)
// CHECK: compass.vmull %[[X]], %[[Y]], %[[M]] : vector<16xsi16>, vector<16xui16>, <16> -> vector<8xsi32>
// CHECK: compass.vmulh %[[Y]], %[[Y]], %[[M]] r %[[R]] : vector<16xui16>, vector<16xui16>, <16> -> vector<8xui32>
// CHECK-NOT: tir.intrin
func.func @widening(%x: vector<16xsi16>, %y: vector<16xui16>, %m: !compass.mask<16>, %r: vector<8xui32>) -> (vector<8xsi32>, vector<8xui32>) {
  %0 = tir.intrin "vmull"(%x, %y) mask(%m : !compass.mask<16>) : (vector<16xsi16>, vector<16xui16>) -> vector<8xsi32>
  %1 = tir.intrin "vmulh"(%y, %y) mask(%m : !compass.mask<16>) r(%r : vector<8xui32>) : (vector<16xui16>, vector<16xui16>) -> vector<8xui32>
  return %0, %1 : vector<8xsi32>, vector<8xui32>
}

// -----

// A multiple-width narrowing call: as many native pieces of x, of the shift,
// of the mask (x's lanes) and of the narrower result.

// CHECK-LABEL: func.func @narrowing
// CHECK-SAME: (%[[X0:[^:]*]]: vector<8xsi32>, %[[X1:[^:]*]]: vector<8xsi32>, %[[S0:[^:]*]]: vector<8xui32>, %[[S1:[^:]*]]: vector<8xui32>, %[[M0:[^:]*]]: !compass.mask<8>, %[[M1:[^:]*]]: !compass.mask<8>)
// CHECK: %[[A:[^:]*]] = compass.vnsrs %[[X0]], %[[S0]], %[[M0]] : vector<8xsi32>, vector<8xui32>, <8> -> vector<32xui8>
// CHECK: %[[B:[^:]*]] = compass.vnsrs %[[X1]], %[[S1]], %[[M1]] : vector<8xsi32>, vector<8xui32>, <8> -> vector<32xui8>
// CHECK-NOT: tir.intrin
// CHECK: return %[[A]], %[[B]]
func.func @narrowing(%x: vector<16xsi32>, %s: vector<16xui32>, %m: !compass.mask<16>) -> vector<64xui8> {
  %0 = tir.intrin "vnsrs"(%x, %s) mask(%m : !compass.mask<16>) : (vector<16xsi32>, vector<16xui32>) -> vector<64xui8>
  return %0 : vector<64xui8>
}
