// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// A Dot row: products exact (64-bit integers, doubles), each group's
// active ones added in lane order (an inactive lane adds the identity: 0,
// or -0.0, which keeps any sum), integers saturated to the result lane.
// Result lanes no active product reaches are poison without acc.

// CHECK-LABEL: func.func @pairs
// CHECK-SAME: (%[[X:[^:]*]]: vector<32xi8>, %[[Y:[^:]*]]: vector<32xi8>, %[[M:[^:]*]]: vector<32xi1>)
// CHECK: %[[SX:.*]] = arith.extsi %[[X]] : vector<32xi8> to vector<32xi64>
// CHECK: %[[UY:.*]] = arith.extui %[[Y]] : vector<32xi8> to vector<32xi64>
// CHECK: %[[P:.*]] = arith.muli %[[SX]], %[[UY]] : vector<32xi64>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : vector<16xi64>
// CHECK: %[[M0:.*]] = vector.shuffle %[[M]], %[[M]] [0, 2, 4, {{.*}}, 30]
// CHECK: %[[P0:.*]] = vector.shuffle %[[P]], %[[P]] [0, 2, 4, {{.*}}, 30]
// CHECK: %[[T0:.*]] = arith.select %[[M0]], %[[P0]], %{{.*}}
// CHECK: %[[S0:.*]] = arith.addi %{{.*}}, %[[T0]] : vector<16xi64>
// CHECK: %[[M1:.*]] = vector.shuffle %[[M]], %[[M]] [1, 3, 5, {{.*}}, 31]
// CHECK: %[[P1:.*]] = vector.shuffle %[[P]], %[[P]] [1, 3, 5, {{.*}}, 31]
// CHECK: %[[T1:.*]] = arith.select %[[M1]], %[[P1]], %{{.*}}
// CHECK: %[[S1:.*]] = arith.addi %[[S0]], %[[T1]] : vector<16xi64>
// CHECK: %[[REACHED:.*]] = arith.ori %[[M0]], %[[M1]] : vector<16xi1>
// CHECK: %[[LOW:.*]] = arith.constant dense<-32768> : vector<16xi64>
// CHECK: arith.maxsi %[[S1]], %[[LOW]] : vector<16xi64>
// CHECK: arith.constant dense<32767> : vector<16xi64>
// CHECK: %[[N:.*]] = arith.trunci %{{.*}} : vector<16xi64> to vector<16xi16>
// CHECK: %[[POISON:.*]] = arith.constant dense<[-21702, {{.*}}]> : vector<16xi16>
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[POISON]] : vector<16xi1>, vector<16xi16>
func.func @pairs(%x: vector<32xsi8>, %y: vector<32xui8>, %m: !compass.mask<32>) -> vector<16xsi16> {
  %0 = compass.vdot %x, %y, %m : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<16xsi16>
  return %0 : vector<16xsi16>
}

// -----

// float16 quads: four products a group, summed from +0 in double, rounded
// once to float32 (a NaN sum to the positive quiet NaN, selected as bits:
// LLVM may give a float select of NaNs any NaN) into the even lanes.

// CHECK-LABEL: func.func @float_quads
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<16xf64>
// CHECK: %[[PLUS0:.*]] = arith.constant dense<0.000000e+00> : vector<4xf64>
// CHECK: %[[MINUS0:.*]] = arith.constant dense<-0.000000e+00> : vector<4xf64>
// CHECK: %[[T0:.*]] = arith.select %{{.*}}, %{{.*}}, %[[MINUS0]] : vector<4xi1>, vector<4xf64>
// CHECK: %[[S0:.*]] = arith.addf %[[PLUS0]], %[[T0]] : vector<4xf64>
// CHECK-COUNT-3: arith.addf
// CHECK: %[[F:.*]] = arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK: %[[BITS:.*]] = arith.bitcast %[[F]] : vector<4xf32> to vector<4xi32>
// CHECK: %[[MAG:.*]] = arith.andi %[[BITS]], %{{.*}} : vector<4xi32>
// CHECK: %[[INF:.*]] = arith.constant dense<2139095040> : vector<4xi32>
// CHECK: %[[NAN:.*]] = arith.cmpi ugt, %[[MAG]], %[[INF]] : vector<4xi32>
// CHECK: %[[QUIET:.*]] = arith.constant dense<2143289344> : vector<4xi32>
// CHECK: %[[PICK:.*]] = arith.select %[[NAN]], %[[QUIET]], %[[BITS]]
// CHECK: %[[R:.*]] = arith.bitcast %[[PICK]] : vector<4xi32> to vector<4xf32>
// CHECK: vector.shuffle %[[R]], %[[R]] [0, 0, 1, 0, 2, 0, 3, 0]
// CHECK: arith.constant dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>
func.func @float_quads(%x: vector<16xf16>, %y: vector<16xf16>, %m: !compass.mask<16>) -> vector<8xf32> {
  %0 = compass.vqdot %x, %y, %m : vector<16xf16>, vector<16xf16>, !compass.mask<16> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// vfmae: the even lanes, predicated by the result's lanes, added to acc;
// a lane no product reaches keeps acc's bits.

// CHECK-LABEL: func.func @even_lanes
// CHECK-SAME: (%[[ACC:[^:]*]]: vector<8xf32>, %{{[^:]*}}: vector<16xbf16>, %{{[^:]*}}: vector<16xbf16>, %[[M:[^:]*]]: vector<8xi1>)
// CHECK: %[[A:.*]] = arith.extf %{{.*}} : vector<8xf32> to vector<8xf64>
// CHECK: vector.shuffle %{{.*}} [0, 2, 4, 6, 8, 10, 12, 14] : vector<16xf64>, vector<16xf64>
// CHECK: arith.addf %[[A]], %{{.*}} : vector<8xf64>
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[ACC]] : vector<8xi1>, vector<8xf32>
func.func @even_lanes(%acc: vector<8xf32>, %x: vector<16xbf16>, %y: vector<16xbf16>, %m: !compass.mask<8>) -> vector<8xf32> {
  %0 = compass.vfmae %acc, %x, %y, %m : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, !compass.mask<8>
  return %0 : vector<8xf32>
}

// -----

// vmma: the 16 floats at ptr, plus x (rows) times y (columns) in k order,
// in double, rounded once and stored back; vmml starts from +0.

// CHECK-LABEL: func.func @matrix
// CHECK-SAME: (%[[P:[^:]*]]: !llvm.ptr,
// CHECK: %[[ACC:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// CHECK: %[[S:.*]] = arith.extf %[[ACC]] : vector<16xf32> to vector<16xf64>
// CHECK: %[[X0:.*]] = vector.shuffle %[[XW:.*]], %[[XW]] [0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12]
// CHECK: %[[Y0:.*]] = vector.shuffle %[[YW:.*]], %[[YW]] [0, 4, 8, 12, 0, 4, 8, 12, 0, 4, 8, 12, 0, 4, 8, 12]
// CHECK: %[[P0:.*]] = arith.mulf %[[X0]], %[[Y0]] : vector<16xf64>
// CHECK: arith.addf %[[S]], %[[P0]] : vector<16xf64>
// CHECK-COUNT-3: arith.mulf
// CHECK: arith.truncf %{{.*}} : vector<16xf64> to vector<16xf32>
// CHECK: arith.cmpi ugt
// CHECK: llvm.store %{{.*}}, %[[P]] {alignment = 4 : i64} : vector<16xf32>, !llvm.ptr
// CHECK-LABEL: func.func @matrix_from_zero
// CHECK-NOT: llvm.load
// CHECK: arith.constant dense<0.000000e+00> : vector<16xf64>
func.func @matrix(%p: !compass.ptr<f32, global>, %x: vector<16xf16>, %y: vector<16xbf16>) {
  compass.vmma %p, %x, %y : !compass.ptr<f32, global>, vector<16xf16>, vector<16xbf16>
  return
}
func.func @matrix_from_zero(%p: !compass.ptr<f32, global>, %x: vector<16xf16>, %y: vector<16xf16>) {
  compass.vmml %p, %x, %y : !compass.ptr<f32, global>, vector<16xf16>, vector<16xf16>
  return
}
