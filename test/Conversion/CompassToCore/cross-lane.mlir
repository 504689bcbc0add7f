// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// Pairwise rows apply their lane functor to the even and odd lanes of the
// two operands; vall / vany reduce the mask.

// CHECK-LABEL: func.func @pairwise
// CHECK-SAME: (%[[X:[^:]*]]: vector<32xi8>, %[[Y:[^:]*]]: vector<32xi8>, %[[M:[^:]*]]: vector<8xi1>)
// CHECK: %[[E:.*]] = vector.shuffle %[[X]], %[[Y]] [0, 2, 4, {{.*}}, 60, 62]
// CHECK: %[[O:.*]] = vector.shuffle %[[X]], %[[Y]] [1, 3, 5, {{.*}}, 61, 63]
// CHECK-DAG: arith.extsi %[[E]] : vector<32xi8> to vector<32xi64>
// CHECK-DAG: arith.extsi %[[O]] : vector<32xi8> to vector<32xi64>
// CHECK: arith.addi
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: %[[MAX:.*]] = arith.cmpi sgt
// CHECK: %[[ALL:.*]] = vector.reduction <and>, %[[M]] : vector<8xi1> into i1
// CHECK: %[[ANY:.*]] = vector.reduction <or>, %[[M]] : vector<8xi1> into i1
// CHECK: return {{.*}}, %[[ALL]], %[[ANY]]
func.func @pairwise(%x: vector<32xsi8>, %y: vector<32xsi8>, %m: !compass.mask<8>) -> (vector<32xsi8>, vector<32xsi8>, i1, i1) {
  %0 = compass.vaddh %x, %y : vector<32xsi8>
  %1 = compass.vmaxh %x, %y : vector<32xsi8>
  %2 = compass.vall %m : !compass.mask<8>
  %3 = compass.vany %m : !compass.mask<8>
  return %0, %1, %2, %3 : vector<32xsi8>, vector<32xsi8>, i1, i1
}

// -----

// vrpadd of integers: the active lanes summed (wrapping) into lane 0 of the
// poison pattern; of f16: eight float32 partial sums joined pairwise, then
// added to +0.

// CHECK-LABEL: func.func @sums
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xi32>, %[[M:[^:]*]]: vector<8xi1>, %[[H:[^:]*]]: vector<16xf16>, %[[M16:[^:]*]]: vector<16xi1>)
// CHECK: %[[POISON:.*]] = arith.constant dense<[648850234, {{.*}}]> : vector<8xi32>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : vector<8xi32>
// CHECK: %[[ACTIVE:.*]] = arith.select %[[M]], %[[X]], %[[ZERO]]
// CHECK: %[[SUM:.*]] = vector.reduction <add>, %[[ACTIVE]]
// CHECK: %[[R:.*]] = vector.insert %[[SUM]], %[[POISON]] [0]
// CHECK: %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-COUNT-8: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[J0:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[J1:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[J2:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[J3:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[K0:.*]] = arith.addf %[[J0]], %[[J1]] : f32
// CHECK: %[[K1:.*]] = arith.addf %[[J2]], %[[J3]] : f32
// CHECK: %[[T:.*]] = arith.addf %[[K0]], %[[K1]] : f32
// CHECK: %[[S:.*]] = arith.addf %[[PZ]], %[[T]] : f32
// CHECK: vector.insert %[[S]], %{{.*}} [0] : f32 into vector<8xf32>
func.func @sums(%x: vector<8xsi32>, %m: !compass.mask<8>, %h: vector<16xf16>, %m16: !compass.mask<16>) -> (vector<8xsi32>, vector<8xf32>) {
  %0 = compass.vrpadd %x, %m : vector<8xsi32>, !compass.mask<8> -> vector<8xsi32>
  %1 = compass.vrpadd %h, %m16 : vector<16xf16>, !compass.mask<16> -> vector<8xf32>
  return %0, %1 : vector<8xsi32>, vector<8xf32>
}

// -----

// vrpmin of unsigned lanes folds in lane order with unsigned compares
// (keeping the first of equal lanes); vrpmaxe of floats keeps a NaN and
// writes the index lane; no index for vrpmin.

// CHECK-LABEL: func.func @extremes
// CHECK: arith.cmpi ule
// CHECK-NOT: arith.cmpi sle
// CHECK: vector.insert %{{.*}} [0] : i16 into vector<16xi16>
// CHECK-NOT: [1] : i16
// CHECK: arith.cmpf oge
// CHECK: arith.cmpf uno
// CHECK: arith.cmpf oeq
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: vector.insert %{{.*}} [1] : f32 into vector<8xf32>
func.func @extremes(%u: vector<16xui16>, %m16: !compass.mask<16>, %f: vector<8xf32>, %m: !compass.mask<8>) -> (vector<16xui16>, vector<8xf32>) {
  %0 = compass.vrpmin %u, %m16 : vector<16xui16>, !compass.mask<16> -> vector<16xui16>
  %1 = compass.vrpmaxe %f, %m : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
  return %0, %1 : vector<16xui16>, vector<8xf32>
}

// -----

// vperm of constant indices is one shuffle of its inputs (x twice when it
// has one); one with a runtime shift stays unlowered (unlowered.mlir).
// CHECK-LABEL: func.func @perm
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xi32>, %[[Y:[^:]*]]: vector<8xi32>, %[[H:[^:]*]]: vector<16xf16>)
// CHECK: %[[Z:.*]] = vector.shuffle %[[X]], %[[Y]] [4, 12, 5, 13, 6, 14, 7, 15] : vector<8xi32>, vector<8xi32>
// CHECK: %[[R:.*]] = vector.shuffle %[[H]], %[[H]] [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<16xf16>, vector<16xf16>
// CHECK: return %[[Z]], %[[R]]
func.func @perm(%x: vector<8xsi32>, %y: vector<8xsi32>, %h: vector<16xf16>) -> (vector<8xsi32>, vector<16xf16>) {
  %z = compass.vperm %x, %y indices [4, 12, 5, 13, 6, 14, 7, 15] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  %r = compass.vperm %h indices [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<16xf16> -> vector<16xf16>
  return %z, %r : vector<8xsi32>, vector<16xf16>
}
