// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// compass.vperm of constant indices is one shuffle; with a runtime shift
// (which its operand rule tests to lie in [0, T)) the lanes
// (indices[i] + shift) mod T of the stored inputs are gathered.

// CHECK: llvm.mlir.global internal constant @{{.*}}("a lane shift of {L} outside [0, 16)\00")
// CHECK-LABEL: func.func @perm
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xi32>, %[[Y:[^:]*]]: vector<8xi32>, %[[S:[^:]*]]: i32)
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<8xi32>
// CHECK: %[[Z:.*]] = vector.shuffle %[[X]], %[[Y]] [0, 8, 1, 9, 2, 10, 3, 11]
// CHECK: call @compass_rt_fail_rule
// CHECK: call @compass_rt_fail_rule
// CHECK: %[[WIDE:.*]] = arith.extsi %[[S]] : i32 to i64
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[WIDE]] : i64 to vector<8xi64>
// CHECK: %[[SUM:.*]] = arith.addi %{{.*}}, %[[SPLAT]] : vector<8xi64>
// CHECK: %[[LESS:.*]] = arith.subi %[[SUM]], %{{.*}} : vector<8xi64>
// CHECK: %[[PAST:.*]] = arith.cmpi sge, %[[SUM]], %{{.*}} : vector<8xi64>
// CHECK: %[[LANE:.*]] = arith.select %[[PAST]], %[[LESS]], %[[SUM]]
// CHECK: %[[FIRST:.*]] = llvm.getelementptr %[[SLOT]][0] : (!llvm.ptr) -> !llvm.ptr, vector<8xi32>
// CHECK: llvm.store %[[X]], %[[FIRST]]
// CHECK: %[[SECOND:.*]] = llvm.getelementptr %[[SLOT]][1] : (!llvm.ptr) -> !llvm.ptr, vector<8xi32>
// CHECK: llvm.store %[[Y]], %[[SECOND]]
// CHECK: %[[ADDRS:.*]] = llvm.getelementptr %[[SLOT]][%[[LANE]]]
// CHECK: %[[R:.*]] = llvm.intr.masked.gather %[[ADDRS]]
// CHECK: return %[[Z]], %[[R]]
func.func @perm(%x: vector<8xsi32>, %y: vector<8xsi32>, %s: si32) -> (vector<8xsi32>, vector<8xsi32>) {
  %z = compass.vperm %x, %y indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  %r = compass.vperm %x, %y shift %s indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  return %z, %r : vector<8xsi32>, vector<8xsi32>
}

// -----

// compass.vcompress: the active lanes compress-stored to a slot of twice
// the lanes, the fill (zeros without one) stored right after them, and
// the first native vector loaded back.

// CHECK-LABEL: func.func @compress
// CHECK-SAME: (%[[X:[^:]*]]: vector<16xf16>, %[[M:[^:]*]]: vector<16xi1>, %[[F:[^:]*]]: vector<16xf16>)
// CHECK: %[[N:.*]] = arith.constant 32 : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[N]] x f16
// CHECK: "llvm.intr.masked.compressstore"(%[[X]], %[[SLOT]], %[[M]])
// CHECK: %[[ONES:.*]] = arith.extui %[[M]] : vector<16xi1> to vector<16xi64>
// CHECK: %[[COUNT:.*]] = vector.reduction <add>, %[[ONES]] : vector<16xi64> into i64
// CHECK: %[[REST:.*]] = llvm.getelementptr %[[SLOT]][%[[COUNT]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: llvm.store %[[F]], %[[REST]] {alignment = 2 : i64}
// CHECK: %[[R:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> vector<16xf16>
// CHECK: return %[[R]]
func.func @compress(%x: vector<16xf16>, %m: !compass.mask<16>, %f: vector<16xf16>) -> vector<16xf16> {
  %0 = compass.vcompress %x, %m fill %f : vector<16xf16>, !compass.mask<16>
  return %0 : vector<16xf16>
}

// -----

// compass.vtbl: the indices read as unsigned; those past the tables'
// lanes gather nothing (the gather's zero).

// CHECK-LABEL: func.func @table
// CHECK-SAME: (%[[A:[^:]*]]: vector<32xi8>, %[[B:[^:]*]]: vector<32xi8>, %[[C:[^:]*]]: vector<32xi8>, %[[I:[^:]*]]: vector<32xi8>)
// CHECK: %[[WIDE:.*]] = arith.extui %[[I]] : vector<32xi8> to vector<32xi64>
// CHECK: %[[LIMIT:.*]] = arith.constant dense<96> : vector<32xi64>
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[WIDE]], %[[LIMIT]]
// CHECK: %[[SAFE:.*]] = arith.select %[[IN]], %[[WIDE]], %{{.*}}
// CHECK-COUNT-3: llvm.store
// CHECK: %[[ADDRS:.*]] = llvm.getelementptr %{{.*}}[%[[SAFE]]]
// CHECK: llvm.intr.masked.gather %[[ADDRS]], %[[IN]], %{{.*}}
func.func @table(%a: vector<32xui8>, %b: vector<32xui8>, %c: vector<32xui8>, %i: vector<32xui8>) -> vector<32xui8> {
  %0 = compass.vtbl %a, %b, %c indices %i : vector<32xui8>, vector<32xui8>, vector<32xui8> indices vector<32xui8> -> vector<32xui8>
  return %0 : vector<32xui8>
}
