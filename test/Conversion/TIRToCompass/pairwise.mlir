// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// A pairwise builtin on one native vector is one compass operation.
// CHECK-LABEL: func.func @native
// CHECK-SAME: (%[[X:.*]]: vector<16xsi16>, %[[Y:.*]]: vector<16xsi16>)
// CHECK: %[[R:.*]] = compass.vsubh %[[X]], %[[Y]] : vector<16xsi16>
// CHECK-NOT: tir.intrin
// CHECK: return %[[R]]
func.func @native(%x: vector<16xsi16>, %y: vector<16xsi16>) -> vector<16xsi16> {
  %0 = tir.intrin "vsubh"(%x, %y) : (vector<16xsi16>, vector<16xsi16>) -> vector<16xsi16>
  return %0 : vector<16xsi16>
}

// -----

// Multiple width: piece j of the result is the builtin on pieces 2j and
// 2j + 1 of x ++ y, so x's pairs fill the low half and y's the high half.
// CHECK-LABEL: func.func @multiple_width
// CHECK-SAME: (%[[X0:[^:]*]]: vector<8xui32>, %[[X1:[^:]*]]: vector<8xui32>, %[[X2:[^:]*]]: vector<8xui32>, %[[Y0:[^:]*]]: vector<8xui32>, %[[Y1:[^:]*]]: vector<8xui32>, %[[Y2:[^:]*]]: vector<8xui32>)
// CHECK: %[[R0:.*]] = compass.vaddh %[[X0]], %[[X1]] : vector<8xui32>
// CHECK: %[[R1:.*]] = compass.vaddh %[[X2]], %[[Y0]] : vector<8xui32>
// CHECK: %[[R2:.*]] = compass.vaddh %[[Y1]], %[[Y2]] : vector<8xui32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]]
func.func @multiple_width(%x: vector<24xui32>, %y: vector<24xui32>) -> vector<24xui32> {
  %0 = tir.intrin "vaddh"(%x, %y) : (vector<24xui32>, vector<24xui32>) -> vector<24xui32>
  return %0 : vector<24xui32>
}

// -----

// A whole-mask test of one native mask is one compass operation.
// CHECK-LABEL: func.func @mask_test_native
// CHECK-SAME: (%[[M:.*]]: !compass.mask<16>)
// CHECK: %[[R:.*]] = compass.vall %[[M]] : <16>
// CHECK-NOT: tir.intrin
// CHECK: return %[[R]]
func.func @mask_test_native(%m: !compass.mask<16>) -> i1 {
  %0 = tir.intrin "vall"(%m) : (!compass.mask<16>) -> i1
  return %0 : i1
}

// -----

// Flexible width: 20 lanes of int32 compares are three pieces of 8. The
// padding lanes of the last piece are set for vall and cleared for vany,
// and the pieces' answers are joined with tir.and / tir.or.
// CHECK-LABEL: func.func @mask_test_flexible
// CHECK-SAME: (%[[X0:[^:]*]]: vector<8xsi32>, %[[X1:[^:]*]]: vector<8xsi32>, %[[X2:[^:]*]]: vector<8xsi32>)
// CHECK: %[[M0:.*]] = compass.vcmp gt, %[[X0]]
// CHECK: %[[M1:.*]] = compass.vcmp gt, %[[X1]]
// CHECK: %[[M2:.*]] = compass.vcmp gt, %[[X2]]
// CHECK: %[[A0:.*]] = compass.vall %[[M0]] : <8>
// CHECK: %[[A1:.*]] = compass.vall %[[M1]] : <8>
// CHECK: %[[A01:.*]] = tir.and %[[A0]], %[[A1]] : i1
// CHECK: %[[REAL:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: %[[PAD:.*]] = compass.mask_not %[[REAL]] : <8>
// CHECK: %[[SET:.*]] = compass.mask_or %[[M2]], %[[PAD]] : <8>
// CHECK: %[[A2:.*]] = compass.vall %[[SET]] : <8>
// CHECK: %[[ALL:.*]] = tir.and %[[A01]], %[[A2]] : i1
// CHECK: %[[REAL2:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: %[[CLEAR:.*]] = compass.mask_and %[[M2]], %[[REAL2]] : <8>
// CHECK: %[[Y2:.*]] = compass.vany %[[CLEAR]] : <8>
// CHECK: return %[[ALL]], %{{.*}}
func.func @mask_test_flexible(%x: vector<20xsi32>) -> (i1, i1) {
  %m = tir.intrin "vcgt"(%x, %x) : (vector<20xsi32>, vector<20xsi32>) -> !compass.mask<20>
  %0 = tir.intrin "vall"(%m) : (!compass.mask<20>) -> i1
  %1 = tir.intrin "vany"(%m) : (!compass.mask<20>) -> i1
  return %0, %1 : i1, i1
}

// -----

// Float classes are compositions under the user's mask: isnan is x != x,
// isinf is x == x and (x - x) != (x - x), isfinite is (x - x) == (x - x).
// CHECK-LABEL: func.func @float_classes
// CHECK-SAME: (%[[X:.*]]: vector<16xf16>, %[[M:.*]]: !compass.mask<16>)
// CHECK:      %[[NAN:.*]] = compass.vcmp ne, %[[X]], %[[X]], %[[M]]
// CHECK-NEXT: %[[NUM:.*]] = compass.vcmp eq, %[[X]], %[[X]], %[[M]]
// CHECK-NEXT: %[[D:.*]] = compass.vsub %[[X]], %[[X]], %[[M]]
// CHECK-NEXT: %[[UNB:.*]] = compass.vcmp ne, %[[D]], %[[D]], %[[M]]
// CHECK-NEXT: %[[INF:.*]] = compass.mask_and %[[NUM]], %[[UNB]]
// CHECK-NEXT: %[[D2:.*]] = compass.vsub %[[X]], %[[X]], %[[M]]
// CHECK-NEXT: %[[FIN:.*]] = compass.vcmp eq, %[[D2]], %[[D2]], %[[M]]
// CHECK-NEXT: return %[[NAN]], %[[INF]], %[[FIN]]
func.func @float_classes(%x: vector<16xf16>, %m: !compass.mask<16>) -> (!compass.mask<16>, !compass.mask<16>, !compass.mask<16>) {
  %0 = tir.intrin "isnan"(%x) mask(%m : !compass.mask<16>) : (vector<16xf16>) -> !compass.mask<16>
  %1 = tir.intrin "isinf"(%x) mask(%m : !compass.mask<16>) : (vector<16xf16>) -> !compass.mask<16>
  %2 = tir.intrin "isfinite"(%x) mask(%m : !compass.mask<16>) : (vector<16xf16>) -> !compass.mask<16>
  return %0, %1, %2 : !compass.mask<16>, !compass.mask<16>, !compass.mask<16>
}

// -----

// A sum of 16-bit float lanes has float32 lanes, half as many.
// CHECK-LABEL: func.func @sum_native
// CHECK-SAME: (%[[X:.*]]: vector<16xbf16>, %[[M:.*]]: !compass.mask<16>)
// CHECK: %[[S:.*]] = compass.vrpadd %[[X]], %[[M]] : vector<16xbf16>, <16> -> vector<8xf32>
// CHECK: return %[[S]]
func.func @sum_native(%x: vector<16xbf16>, %m: !compass.mask<16>) -> vector<8xf32> {
  %0 = tir.intrin "vrpadd"(%x) mask(%m : !compass.mask<16>) : (vector<16xbf16>) -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// Multiple width: each piece sums its lanes, and lane 0 of the first piece
// becomes the sum of the pieces' lane 0, in order.
// CHECK-LABEL: func.func @sum_multiple_width
// CHECK-SAME: (%[[X0:[^:]*]]: vector<16xf16>, %[[X1:[^:]*]]: vector<16xf16>, %[[M0:[^:]*]]: !compass.mask<16>, %[[M1:[^:]*]]: !compass.mask<16>)
// CHECK-DAG: %[[S0:.*]] = compass.vrpadd %[[X0]], %[[M0]] : vector<16xf16>, <16> -> vector<8xf32>
// CHECK-DAG: %[[S1:.*]] = compass.vrpadd %[[X1]], %[[M1]] : vector<16xf16>, <16> -> vector<8xf32>
// CHECK-DAG: %[[ZERO:.*]] = tir.const 0 : si32
// CHECK-DAG: %[[E0:.*]] = tir.extract %[[S0]][%[[ZERO]]] : vector<8xf32>, si32
// CHECK-DAG: %[[E1:.*]] = tir.extract %[[S1]][%[[ZERO]]] : vector<8xf32>, si32
// CHECK: %[[T:.*]] = tir.add %[[E0]], %[[E1]] : f32
// CHECK: %[[R0:.*]] = tir.insert %[[T]], %[[S0]][%[[ZERO]]] : vector<8xf32>, si32
// CHECK: return %[[R0]], %{{.*}} : vector<8xf32>, vector<8xf32>
func.func @sum_multiple_width(%x: vector<32xf16>, %m: !compass.mask<32>) -> vector<16xf32> {
  %0 = tir.intrin "vrpadd"(%x) mask(%m : !compass.mask<32>) : (vector<32xf16>) -> vector<16xf32>
  return %0 : vector<16xf32>
}
