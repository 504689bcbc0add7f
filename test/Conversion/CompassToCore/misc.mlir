// RUN: compass-opt %s -convert-compass-to-core | FileCheck %s

// compass.printf calls the runtime's formatter with its format, its
// operands (32 bytes each, in a stack slot) and their element kinds, one
// byte each (ElementTypes.def's order: si32 4, f32 8, a vector's lanes);
// compass.perf_tick_* hand the runtime their id and location.

// CHECK-DAG: llvm.mlir.global internal constant @[[KIND_TEXT:[a-z_0-9A-F]+]]("\04\08\03\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[FORMAT_TEXT:[a-z_0-9A-F]+]]("%d %f %v16hx\0A\00")
// CHECK-LABEL: func.func @misc
// CHECK-SAME: (%[[I:[^:]*]]: i32, %[[F:[^:]*]]: f32, %[[V:[^:]*]]: vector<16xi16>, %[[C:[^:]*]]: i32)
// CHECK: %[[ARGS:.*]] = llvm.alloca %{{.*}} x !llvm.array<32 x i8>
// CHECK: %[[A0:.*]] = llvm.getelementptr %[[ARGS]][0]
// CHECK: llvm.store %[[I]], %[[A0]] : i32, !llvm.ptr
// CHECK: %[[A1:.*]] = llvm.getelementptr %[[ARGS]][1]
// CHECK: llvm.store %[[F]], %[[A1]] : f32, !llvm.ptr
// CHECK: %[[A2:.*]] = llvm.getelementptr %[[ARGS]][2]
// CHECK: llvm.store %[[V]], %[[A2]] : vector<16xi16>, !llvm.ptr
// CHECK: %[[FORMAT:.*]] = llvm.mlir.addressof @[[FORMAT_TEXT]]
// CHECK: %[[COUNT:.*]] = arith.constant 3 : i32
// CHECK: %[[KINDS:.*]] = llvm.mlir.addressof @[[KIND_TEXT]]
// CHECK: call @compass_rt_printf(%[[FORMAT]], %[[COUNT]], %[[ARGS]], %[[KINDS]])
// CHECK: %[[WHERE:.*]] = llvm.mlir.addressof
// CHECK: call @compass_rt_perf_tick_begin(%[[WHERE]], %[[C]]) : (!llvm.ptr, i32) -> ()
// CHECK: call @compass_rt_perf_tick_end(%{{.*}}, %[[C]]) : (!llvm.ptr, i32) -> ()
func.func @misc(%i: si32, %f: f32, %v: vector<16xui16>, %c: ui32) {
  compass.printf "%d %f %v16hx\n"(%i, %f, %v : si32, f32, vector<16xui16>)
  compass.perf_tick_begin %c : ui32
  compass.perf_tick_end %c : ui32
  return
}
