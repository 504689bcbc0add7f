// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// A Math builtin on one native vector is one compass operation under an
// all-true mask.
// CHECK-LABEL: func.func @native
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK: %[[M:.*]] = compass.const_mask [true, true, true, true, true, true, true, true]
// CHECK: %[[R:.*]] = compass.vexp %[[X]], %[[M]] : vector<8xf32>, <8>
// CHECK-NOT: tir.intrin
// CHECK: return %[[R]]
func.func @native(%x: vector<8xf32>) -> vector<8xf32> {
  %0 = tir.intrin "exp"(%x) : (vector<8xf32>) -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// Multiple width: one operation per native piece.
// CHECK-LABEL: func.func @multiple_width
// CHECK-SAME: (%[[X0:[^:]*]]: vector<16xf16>, %[[X1:[^:]*]]: vector<16xf16>, %[[Y0:[^:]*]]: vector<16xf16>, %[[Y1:[^:]*]]: vector<16xf16>)
// CHECK: %[[R0:.*]] = compass.vpow %[[X0]], %[[Y0]], %{{.*}} : vector<16xf16>
// CHECK: %[[R1:.*]] = compass.vpow %[[X1]], %[[Y1]], %{{.*}} : vector<16xf16>
// CHECK: return %[[R0]], %[[R1]]
func.func @multiple_width(%x: vector<32xf16>, %y: vector<32xf16>) -> vector<32xf16> {
  %0 = tir.intrin "pow"(%x, %y) : (vector<32xf16>, vector<32xf16>) -> vector<32xf16>
  return %0 : vector<32xf16>
}

// -----

// Flexible width: the last piece's padding lanes are inactive.
// CHECK-LABEL: func.func @flexible_width
// CHECK: compass.vtanh %{{.*}}, %{{.*}} : vector<16xbf16>, <16>
// CHECK: %[[TAIL:.*]] = compass.const_mask [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false]
// CHECK: compass.vtanh %{{.*}}, %[[TAIL]] : vector<16xbf16>, <16>
func.func @flexible_width(%x: vector<19xbf16>) -> vector<19xbf16> {
  %0 = tir.intrin "tanh"(%x) : (vector<19xbf16>) -> vector<19xbf16>
  return %0 : vector<19xbf16>
}
