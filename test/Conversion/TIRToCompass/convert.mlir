// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// S.cast, S.vxtl and S.vxth become compass.vcvt per native piece of the
// result: piece p holds lanes [p·N, p·N + N) of x (N the result's native
// lanes), from one piece of x when widening, from the N / N_x pieces of x
// that hold them when narrowing. `part` selects a half or a quarter of a
// native x; a tuple is read as one sequence; `saturate` is kept.

// i8x32 -> i32x32: four pieces, each a quarter of x.
// CHECK-LABEL: func.func @widen_all
// CHECK-SAME: (%[[X:.*]]: vector<32xsi8>)
// CHECK-NEXT: %[[P0:.*]] = compass.vcvt %[[X]] offset 0 stride 1 : vector<32xsi8> -> vector<8xsi32>
// CHECK-NEXT: %[[P1:.*]] = compass.vcvt %[[X]] offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
// CHECK-NEXT: %[[P2:.*]] = compass.vcvt %[[X]] offset 16 stride 1 : vector<32xsi8> -> vector<8xsi32>
// CHECK-NEXT: %[[P3:.*]] = compass.vcvt %[[X]] offset 24 stride 1 : vector<32xsi8> -> vector<8xsi32>
// CHECK-NEXT: return %[[P0]], %[[P1]], %[[P2]], %[[P3]]
func.func @widen_all(%x: vector<32xsi8>) -> vector<32xsi32> {
  %0 = tir.intrin "cast"(%x) : (vector<32xsi8>) -> vector<32xsi32>
  return %0 : vector<32xsi32>
}

// -----

// Parts of a native x.
// CHECK-LABEL: func.func @widen_parts
// CHECK-SAME: (%[[X:.*]]: vector<32xui8>, %[[H:.*]]: vector<16xf16>)
// CHECK-NEXT: compass.vcvt %[[X]] offset 0 stride 1 : vector<32xui8> -> vector<16xsi16>
// CHECK-NEXT: compass.vcvt %[[X]] offset 16 stride 1 : vector<32xui8> -> vector<16xsi16>
// CHECK-NEXT: compass.vcvt %[[X]] offset 0 stride 2 : vector<32xui8> -> vector<16xsi16>
// CHECK-NEXT: compass.vcvt %[[X]] offset 1 stride 2 : vector<32xui8> -> vector<16xsi16>
// CHECK-NEXT: compass.vcvt %[[X]] offset 0 stride 1 : vector<32xui8> -> vector<8xf32>
// CHECK-NEXT: compass.vcvt %[[X]] offset 8 stride 1 : vector<32xui8> -> vector<8xf32>
// CHECK-NEXT: compass.vcvt %[[X]] offset 16 stride 1 : vector<32xui8> -> vector<8xf32>
// CHECK-NEXT: compass.vcvt %[[X]] offset 24 stride 1 : vector<32xui8> -> vector<8xf32>
// CHECK-NEXT: compass.vcvt %[[H]] offset 8 stride 1 : vector<16xf16> -> vector<8xf32>
func.func @widen_parts(%x: vector<32xui8>, %h: vector<16xf16>) {
  %0 = tir.intrin "cast"(%x) {part = "low"} : (vector<32xui8>) -> vector<16xsi16>
  %1 = tir.intrin "cast"(%x) {part = "high"} : (vector<32xui8>) -> vector<16xsi16>
  %2 = tir.intrin "cast"(%x) {part = "even"} : (vector<32xui8>) -> vector<16xsi16>
  %3 = tir.intrin "cast"(%x) {part = "odd"} : (vector<32xui8>) -> vector<16xsi16>
  %4 = tir.intrin "cast"(%x) {part = "ll"} : (vector<32xui8>) -> vector<8xf32>
  %5 = tir.intrin "cast"(%x) {part = "lh"} : (vector<32xui8>) -> vector<8xf32>
  %6 = tir.intrin "cast"(%x) {part = "hl"} : (vector<32xui8>) -> vector<8xf32>
  %7 = tir.intrin "cast"(%x) {part = "hh"} : (vector<32xui8>) -> vector<8xf32>
  %8 = tir.intrin "cast"(%h) {part = "high"} : (vector<16xf16>) -> vector<8xf32>
  return
}

// -----

// i8x40 -> i32x40: the fifth piece comes from the second (padded) piece of x.
// CHECK-LABEL: func.func @widen_flexible
// CHECK-SAME: (%[[X0:.*]]: vector<32xsi8>, %[[X1:.*]]: vector<32xsi8>)
// CHECK-NEXT: compass.vcvt %[[X0]] offset 0 stride 1
// CHECK-NEXT: compass.vcvt %[[X0]] offset 8 stride 1
// CHECK-NEXT: compass.vcvt %[[X0]] offset 16 stride 1
// CHECK-NEXT: compass.vcvt %[[X0]] offset 24 stride 1
// CHECK-NEXT: compass.vcvt %[[X1]] offset 0 stride 1 : vector<32xsi8> -> vector<8xsi32>
func.func @widen_flexible(%x: vector<40xsi8>) -> vector<40xsi32> {
  %0 = tir.intrin "cast"(%x) : (vector<40xsi8>) -> vector<40xsi32>
  return %0 : vector<40xsi32>
}

// -----

// Narrowing: i32x16 -> i8x16 reads both pieces of x into one result piece;
// i32x8 -> i8x32 (native to native) repeats x; saturate is kept.
// CHECK-LABEL: func.func @narrow
// CHECK-SAME: (%[[X0:.*]]: vector<8xsi32>, %[[X1:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>)
// CHECK-NEXT: %[[A:.*]] = compass.vcvt %[[X0]], %[[X1]] offset 0 stride 1 : vector<8xsi32>, vector<8xsi32> -> vector<32xsi8>
// CHECK-NEXT: %[[B:.*]] = compass.vcvt %[[Y]] offset 0 stride 1 saturate : vector<8xsi32> -> vector<32xui8>
// CHECK-NEXT: %[[C:.*]] = compass.vcvt %[[Y]] offset 0 stride 1 : vector<8xsi32> -> vector<16xf16>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @narrow(%x: vector<16xsi32>, %y: vector<8xsi32>) -> (vector<16xsi8>, vector<32xui8>, vector<16xf16>) {
  %0 = tir.intrin "cast"(%x) : (vector<16xsi32>) -> vector<16xsi8>
  %1 = tir.intrin "cast"(%y) {saturate} : (vector<8xsi32>) -> vector<32xui8>
  %2 = tir.intrin "cast"(%y) : (vector<8xsi32>) -> vector<16xf16>
  return %0, %1, %2 : vector<16xsi8>, vector<32xui8>, vector<16xf16>
}

// -----

// A tuple of native vectors narrows into one.
// CHECK-LABEL: func.func @merge
// CHECK-SAME: (%[[A:.*]]: vector<8xf32>, %[[B:.*]]: vector<8xf32>, %[[C:.*]]: vector<8xsi32>)
// CHECK-NEXT: compass.vcvt %[[A]], %[[B]] offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<16xbf16>
// CHECK-NEXT: compass.vcvt %[[C]], %[[C]], %[[C]] offset 0 stride 1 saturate : vector<8xsi32>, vector<8xsi32>, vector<8xsi32> -> vector<32xsi8>
func.func @merge(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<8xsi32>) {
  %0 = tir.intrin "cast"(%a, %b) : (vector<8xf32>, vector<8xf32>) -> vector<16xbf16>
  %1 = tir.intrin "cast"(%c, %c, %c) {saturate} : (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) -> vector<32xsi8>
  return
}

// -----

// S.vxtl / S.vxth: the low / high half.
// CHECK-LABEL: func.func @extend
// CHECK-NEXT: compass.vcvt %{{.*}} offset 0 stride 1 : vector<16xui16> -> vector<8xui32>
// CHECK-NEXT: compass.vcvt %{{.*}} offset 16 stride 1 : vector<32xsi8> -> vector<16xsi16>
func.func @extend(%a: vector<16xui16>, %b: vector<32xsi8>) {
  %0 = tir.intrin "vxtl"(%a) : (vector<16xui16>) -> vector<8xui32>
  %1 = tir.intrin "vxth"(%b) : (vector<32xsi8>) -> vector<16xsi16>
  return
}

// -----

// S.reinterpret: piece p of the result is piece p of x.
// CHECK-LABEL: func.func @reinterpret
// CHECK-SAME: (%[[X0:.*]]: vector<8xf32>, %[[X1:.*]]: vector<8xf32>)
// CHECK-NEXT: %[[A:.*]] = compass.vbitcast %[[X0]] : vector<8xf32> -> vector<32xsi8>
// CHECK-NEXT: %[[B:.*]] = compass.vbitcast %[[X1]] : vector<8xf32> -> vector<32xsi8>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @reinterpret(%x: vector<16xf32>) -> vector<64xsi8> {
  %0 = tir.intrin "reinterpret"(%x) : (vector<16xf32>) -> vector<64xsi8>
  return %0 : vector<64xsi8>
}
