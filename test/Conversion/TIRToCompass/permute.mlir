// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// A permutation on native vectors is one compass.vperm with the call's
// indices.
// CHECK-LABEL: func.func @zip_low
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>)
// CHECK: %[[R:.*]] = compass.vperm %[[X]], %[[Y]] indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
// CHECK-NOT: tir.intrin
// CHECK: return %[[R]]
func.func @zip_low(%x: vector<8xsi32>, %y: vector<8xsi32>) -> vector<8xsi32> {
  %0 = tir.intrin "vzip"(%x, %y) {indices = array<i32: 0, 8, 1, 9, 2, 10, 3, 11>} : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

// Concatenation moves no lane: the result pieces are the inputs' pieces.
// CHECK-LABEL: func.func @concat_all
// CHECK-SAME: (%[[X:[^:]*]]: vector<16xf16>, %[[Y:[^:]*]]: vector<16xf16>)
// CHECK-NOT: compass.vperm
// CHECK: return %[[X]], %[[Y]]
func.func @concat_all(%x: vector<16xf16>, %y: vector<16xf16>) -> vector<32xf16> {
  %0 = tir.intrin "vconcat"(%x, %y) {indices = array<i32: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>} : (vector<16xf16>, vector<16xf16>) -> vector<32xf16>
  return %0 : vector<32xf16>
}

// -----

// Multiple width: piece j of vrevs of 16 lanes reads piece 1 - j, reversed.
// CHECK-LABEL: func.func @revs_multiple
// CHECK-SAME: (%[[X0:[^:]*]]: vector<8xui32>, %[[X1:[^:]*]]: vector<8xui32>)
// CHECK: %[[R0:.*]] = compass.vperm %[[X1]] indices [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xui32> -> vector<8xui32>
// CHECK: %[[R1:.*]] = compass.vperm %[[X0]] indices [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xui32> -> vector<8xui32>
// CHECK: return %[[R0]], %[[R1]]
func.func @revs_multiple(%x: vector<16xui32>) -> vector<16xui32> {
  %0 = tir.intrin "vrevs"(%x) {indices = array<i32: 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>} : (vector<16xui32>) -> vector<16xui32>
  return %0 : vector<16xui32>
}

// -----

// A piece reading three input pieces: two in one vperm, the third merged
// in by a second one (its lanes come from y, the others stay).
// CHECK-LABEL: func.func @three_sources
// CHECK-SAME: (%[[A:[^:]*]]: vector<8xsi32>, %[[B:[^:]*]]: vector<8xsi32>, %[[C:[^:]*]]: vector<8xsi32>)
// CHECK: %[[P:.*]] = compass.vperm %[[A]], %[[B]] indices [0, 8, 2, 3, 4, 5, 6, 7]
// CHECK: %[[Q:.*]] = compass.vperm %[[P]], %[[C]] indices [0, 1, 8, 3, 4, 5, 6, 7]
// CHECK: return %[[Q]]
func.func @three_sources(%a: vector<8xsi32>, %b: vector<8xsi32>, %c: vector<8xsi32>) -> vector<8xsi32> {
  %0 = tir.intrin "vconcat"(%a, %b, %c) {indices = array<i32: 0, 8, 16, 3, 4, 5, 6, 7>} : (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

// Flexible width: vzip of two 3-lane vectors reads lanes 0-2 of each native
// piece; the padding lanes stay in place.
// CHECK-LABEL: func.func @zip_flexible
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xsi32>, %[[Y:[^:]*]]: vector<8xsi32>)
// CHECK: compass.vperm %[[X]], %[[Y]] indices [0, 8, 1, 9, 2, 10, 6, 7]
func.func @zip_flexible(%x: vector<3xsi32>, %y: vector<3xsi32>) -> vector<6xsi32> {
  %0 = tir.intrin "vzip"(%x, %y) {indices = array<i32: 0, 3, 1, 4, 2, 5>} : (vector<3xsi32>, vector<3xsi32>) -> vector<6xsi32>
  return %0 : vector<6xsi32>
}

// -----

// A runtime shift rotates a native vector.
// CHECK-LABEL: func.func @shift
// CHECK-SAME: (%[[X:[^:]*]]: vector<16xbf16>, %[[S:[^:]*]]: si32)
// CHECK: compass.vperm %[[X]] shift %[[S]] indices [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
func.func @shift(%x: vector<16xbf16>, %s: si32) -> vector<16xbf16> {
  %0 = tir.intrin "vshfl"(%x, %s) {indices = array<i32: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15>} : (vector<16xbf16>, si32) -> vector<16xbf16>
  return %0 : vector<16xbf16>
}

// -----

// vtbl and vcompt / vcompc are one operation each.
// CHECK-LABEL: func.func @lookups
// CHECK: compass.vtbl %{{.*}}, %{{.*}}, %{{.*}} indices %{{.*}} : vector<8xf32>, vector<8xf32>, vector<8xf32> indices vector<8xui32> -> vector<8xf32>
// CHECK: compass.vcompress %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vcompress %{{.*}}, %{{.*}} fill %{{.*}} : vector<8xf32>, <8>
func.func @lookups(%t: vector<8xf32>, %i: vector<8xui32>, %m: !compass.mask<8>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %0 = tir.intrin "vtbl"(%t, %t, %t, %i) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xui32>) -> vector<8xf32>
  %1 = tir.intrin "vcompt"(%t) mask(%m : !compass.mask<8>) : (vector<8xf32>) -> vector<8xf32>
  %2 = tir.intrin "vcompc"(%t, %0) mask(%m : !compass.mask<8>) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  return %0, %1, %2 : vector<8xf32>, vector<8xf32>, vector<8xf32>
}
