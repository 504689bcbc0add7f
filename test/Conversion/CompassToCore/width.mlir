// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// Widening rows: the high half of each operand, read by its own signedness,
// multiplied in 64 bits; 16-bit lanes truncate to 32, 32-bit lanes give
// (low, high) word pairs; the mask's high half picks r.

// CHECK-LABEL: func.func @widening
// CHECK-SAME: (%[[X:[^:]*]]: vector<16xi16>, %[[Y:[^:]*]]: vector<16xi16>, %[[M:[^:]*]]: vector<16xi1>, %[[R:[^:]*]]: vector<8xi32>, %[[W:[^:]*]]: vector<8xi32>, %[[V:[^:]*]]: vector<8xi32>)
// CHECK-DAG: %[[YH:.*]] = vector.shuffle %[[Y]], %[[Y]] [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK-DAG: %[[XH:.*]] = vector.shuffle %[[X]], %[[X]] [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK-DAG: %[[YW:.*]] = arith.extui %[[YH]] : vector<8xi16> to vector<8xi64>
// CHECK-DAG: %[[XW:.*]] = arith.extsi %[[XH]] : vector<8xi16> to vector<8xi64>
// CHECK: %[[P:.*]] = arith.muli %[[XW]], %[[YW]] : vector<8xi64>
// CHECK: %[[T:.*]] = arith.trunci %[[P]] : vector<8xi64> to vector<8xi32>
// CHECK: %[[MH:.*]] = vector.shuffle %[[M]], %[[M]] [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK: %[[RES:.*]] = arith.select %[[MH]], %[[T]], %[[R]]
// CHECK: %[[Q:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK: %[[PAIRS:.*]] = vector.bitcast %[[Q]] : vector<4xi64> to vector<8xi32>
// CHECK-NOT: arith.select
// CHECK: return %[[RES]], %[[PAIRS]]
func.func @widening(%x: vector<16xsi16>, %y: vector<16xui16>, %m: !compass.mask<16>, %r: vector<8xsi32>, %w: vector<8xsi32>, %v: vector<8xui32>) -> (vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %0 = compass.vmulh %x, %y, %m r %r : vector<16xsi16>, vector<16xui16>, !compass.mask<16> -> vector<8xsi32>
  %1 = compass.vmull %w, %v, %all : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<8xsi32>
  return %0, %1 : vector<8xsi32>, vector<8xsi32>
}

// -----

// Narrowing rows: vnsr shifts right arithmetically (counts capped at 63)
// and truncates; vnsrsr rounds and clamps to the unsigned narrow lane;
// inactive lanes are 0 and each result lane lands in the low part of its
// input lane.

// CHECK-LABEL: func.func @narrowing
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xi32>, %[[C:[^:]*]]: vector<8xi32>, %[[M:[^:]*]]: vector<8xi1>)
// CHECK: arith.extsi %[[X]] : vector<8xi32> to vector<8xi64>
// CHECK: arith.extui %[[C]] : vector<8xi32> to vector<8xi64>
// CHECK: arith.constant dense<63> : vector<8xi64>
// CHECK: arith.minui
// CHECK: arith.shrsi
// CHECK: arith.trunci %{{.*}} : vector<8xi64> to vector<8xi8>
// CHECK-NOT: arith.select
// CHECK: arith.extui %{{.*}} : vector<8xi8> to vector<8xi32>
// CHECK: vector.bitcast %{{.*}} : vector<8xi32> to vector<32xi8>
// CHECK: arith.constant dense<40> : vector<8xi64>
// CHECK: arith.constant dense<0> : vector<8xi64>
// CHECK: arith.maxsi
// CHECK: arith.constant dense<255> : vector<8xi64>
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.*}} : vector<8xi64> to vector<8xi8>
// CHECK: arith.select %[[M]]
// CHECK: vector.bitcast %{{.*}} : vector<8xi32> to vector<32xi8>
func.func @narrowing(%x: vector<8xsi32>, %c: vector<8xui32>, %m: !compass.mask<8>) -> (vector<32xsi8>, vector<32xui8>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %0 = compass.vnsr %x, %c, %all : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xsi8>
  %1 = compass.vnsrsr %x, %c, %m : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xui8>
  return %0, %1 : vector<32xsi8>, vector<32xui8>
}
