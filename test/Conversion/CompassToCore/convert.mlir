// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// compass.vcvt: the inputs joined, the lanes (offset + i * stride) mod N
// picked, then converted: integers clamp with saturate (else only
// truncate), floats reach integers through f64 (NaN 0, clamped to int32),
// integers reach f16 through f32, f32 reaches bf16 by integer rounding.

// CHECK-LABEL: func.func @ints
// CHECK-SAME: (%[[A:[^:]*]]: vector<8xi32>, %[[B:[^:]*]]: vector<8xi32>)
// CHECK: %[[J:.*]] = vector.shuffle %[[A]], %[[B]] [0, 1, 2, {{.*}}, 14, 15] : vector<8xi32>, vector<8xi32>
// CHECK: %[[L:.*]] = vector.shuffle %[[J]], %[[J]] [1, 3, 5, 7, 9, 11, 13, 15, 1, 3, {{.*}}] : vector<16xi32>, vector<16xi32>
// CHECK: arith.extsi %[[L]] : vector<32xi32> to vector<32xi64>
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.*}} : vector<32xi64> to vector<32xi8>
// CHECK: %[[W:.*]] = vector.shuffle %[[A]], %[[A]] [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7] : vector<8xi32>, vector<8xi32>
// CHECK-NOT: arith.maxsi
// CHECK: arith.trunci %{{.*}} : vector<16xi64> to vector<16xi16>
func.func @ints(%a: vector<8xsi32>, %b: vector<8xsi32>) -> (vector<32xui8>, vector<16xsi16>) {
  %0 = compass.vcvt %a, %b offset 1 stride 2 saturate : vector<8xsi32>, vector<8xsi32> -> vector<32xui8>
  %1 = compass.vcvt %a offset 0 stride 1 : vector<8xsi32> -> vector<16xsi16>
  return %0, %1 : vector<32xui8>, vector<16xsi16>
}

// -----

// CHECK-LABEL: func.func @floats
// CHECK: arith.extf %{{.*}} : vector<8xf32> to vector<8xf64>
// CHECK: math.roundeven %{{.*}} : vector<8xf64>
// CHECK: arith.cmpf ole
// CHECK: arith.cmpf oge
// CHECK: arith.cmpf uno
// CHECK: arith.fptosi %{{.*}} : vector<8xf64> to vector<8xi32>
// CHECK: arith.uitofp %{{.*}} : vector<16xi16> to vector<16xf32>
// CHECK: arith.truncf %{{.*}} : vector<16xf32> to vector<16xf16>
// CHECK: arith.bitcast %{{.*}} : vector<16xf32> to vector<16xi32>
// CHECK: arith.constant dense<32767> : vector<16xi32>
// CHECK: arith.bitcast %{{.*}} : vector<16xi16> to vector<16xbf16>
// CHECK: vector.bitcast %{{.*}} : vector<8xf32> to vector<32xi8>
func.func @floats(%f: vector<8xf32>, %u: vector<16xui16>, %g: vector<8xf32>) -> (vector<8xsi32>, vector<16xf16>, vector<16xbf16>, vector<32xui8>) {
  %0 = compass.vcvt %f offset 0 stride 1 round : vector<8xf32> -> vector<8xsi32>
  %1 = compass.vcvt %u offset 0 stride 1 : vector<16xui16> -> vector<16xf16>
  %2 = compass.vcvt %f, %g offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<16xbf16>
  %3 = compass.vbitcast %f : vector<8xf32> -> vector<32xui8>
  return %0, %1, %2, %3 : vector<8xsi32>, vector<16xf16>, vector<16xbf16>, vector<32xui8>
}
