// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// A permutation on native vectors is one compass.vperm with the call's
// indices.
// CHECK-LABEL: func.func @zip_low
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>)
// CHECK: %[[R:.*]] = compass.vperm %[[X]], %[[Y]] indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
// CHECK-NOT: tir.intrin
// CHECK: return %[[R]U
func.func @zip_low(%x: vector<8xsi32>, %y: vector<8xsi32>) -> vector<8xsi32> {
  %0 = tir.intrin "vzip"(%x, %y) {indices = array<i16: 0, 8, 1, 9, 2, 10, 3, 11>} : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

