// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// Private and lsram allocations are one zero-initialized global with a
// copy per TEC, offset by the running TEC; shared allocations are one
// copy all TECs see. Variables are allocas in the entry block, even when
// declared in a loop.
// CHECK-DAG: llvm.mlir.global internal constant @compass_text{{.*}}("lsram allocation \22scratch\22\00")
// CHECK-DAG: llvm.mlir.global internal constant @compass_text{{.*}}("shared allocation \22shared_buf\22\00")
// CHECK-DAG: llvm.mlir.global internal @compass_alloc_shared_buf() {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x i8>
// CHECK-DAG: llvm.mlir.global internal @compass_alloc_scratch() {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x i8>
// CHECK-LABEL: func.func @allocs
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[VAR:.*]] = llvm.alloca %[[ONE]] x i32
// CHECK: %[[BASE:.*]] = llvm.mlir.addressof @compass_alloc_scratch
// CHECK: %[[TEC:.*]] = call @compass_rt_local_id() : () -> i32
// CHECK: %[[WIDE:.*]] = arith.extui %[[TEC]] : i32 to i64
// CHECK: %[[OFF:.*]] = arith.muli %[[WIDE]], %{{.*}} : i64
// CHECK: %[[MINE:.*]] = llvm.getelementptr %[[BASE]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %[[SHARED:.*]] = llvm.mlir.addressof @compass_alloc_shared_buf
// CHECK-NOT: compass_rt_local_id
// CHECK: cf.br
// Every run starts with the allocations holding the simulator's poison
// pattern, per TEC copy, and registered as the kernel's memory under the
// simulator's names (the checked mode's regions).
// CHECK-LABEL: func.func @compass_reset_allocations()
// CHECK-DAG: call @compass_rt_poison(%{{.*}}, %c64_i64, %c4_i32)
// CHECK-DAG: call @compass_rt_poison(%{{.*}}, %c64_i64{{.*}}, %c1_i32)
// CHECK-DAG: call @compass_rt_add_region(%{{.*}}, %c64_i64, %c4_i32, %{{.*}})
// CHECK-DAG: call @compass_rt_add_region(%{{.*}}, %c64_i64{{.*}}, %c1_i32, %{{.*}})
func.func @allocs(%n: si32) {
  %scratch = tir.alloc "scratch"[16] : !compass.ptr<si32, lsram>
  %shared = tir.alloc "shared_buf"[16] : !compass.ptr<si32, shared>
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.var_decl "v" : !tir.var<si32>
    tir.var_set %v, %i : !tir.var<si32>
    %x = tir.var_get %v : !tir.var<si32>
    tir.store %x, %scratch[%i] : !compass.ptr<si32, lsram>, si32
    tir.store %x, %shared[%i] : !compass.ptr<si32, shared>, si32
  }
  return
}

// -----

// vload / vstore are LLVM's masked loads and stores, aligned to a lane:
// compass vectors need not be vector-aligned. Inactive lanes read zero.
// Offsets count pointee elements; an unsigned one is zero-extended.
// CHECK-LABEL: func.func @vectors
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[K:.*]]: i32, %[[M:.*]]: vector<16xi1>)
// CHECK: %[[OFF:.*]] = arith.extui %[[K]] : i32 to i64
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<16xf16>
// CHECK: %[[V:.*]] = llvm.intr.masked.load %[[Q]], %[[M]], %[[ZERO]] {alignment = 2 : i32}
// CHECK: llvm.intr.masked.store %[[V]], %[[P]], %[[M]] {alignment = 2 : i32}
func.func @vectors(%p: !compass.ptr<f16, global>, %k: ui32, %m: !compass.mask<16>) {
  %q = tir.ptr_offset %p, %k : !compass.ptr<f16, global>, ui32
  %v = compass.vload %q, %m : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  compass.vstore %v, %p, %m : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
  return
}

// -----

// A gather reads lane i at ptr[indices[first + i]], the indices widened by
// their sign; a strided load tests its stride first (its operand rule).
// CHECK-LABEL: func.func @indexed
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[I:.*]]: vector<16xi16>, %[[S:.*]]: i32, %[[M:.*]]: vector<8xi1>)
// CHECK: %[[PICK:.*]] = vector.shuffle %[[I]], %[[I]] [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK: %[[IDX:.*]] = arith.extsi %[[PICK]] : vector<8xi16> to vector<8xi64>
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %[[P]][%[[IDX]]] : (!llvm.ptr, vector<8xi64>) -> vector<8x!llvm.ptr>, i32
// CHECK: llvm.intr.masked.gather %[[PTRS]], %[[M]]
// CHECK: %[[STRIDE:.*]] = arith.extsi %[[S]] : i32 to i64
// CHECK: %[[BAD:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : i64
// CHECK: scf.if %[[BAD]]
// CHECK: call @compass_rt_fail_rule
// CHECK: llvm.intr.masked.gather
func.func @indexed(%p: !compass.ptr<si32, global>, %i: vector<16xsi16>, %s: si32, %m: !compass.mask<8>) -> (vector<8xsi32>, vector<8xsi32>) {
  %g = compass.vload_gather %p [%i] first 8, %m : !compass.ptr<si32, global>, (vector<16xsi16>), !compass.mask<8> -> vector<8xsi32>
  %t = compass.vload_stride %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  return %g, %t : vector<8xsi32>, vector<8xsi32>
}

// -----

// A vector variable's slot is aligned as its loads and stores assume: at
// the vector's size.
// CHECK-LABEL: func.func @vector_var
// CHECK: llvm.alloca %{{.*}} x vector<8xi32> {alignment = 32 : i64}
func.func @vector_var(%v: vector<8xsi32>) -> vector<8xsi32> {
  %x = tir.var_decl "x" : !tir.var<vector<8xsi32>>
  tir.var_set %x, %v : !tir.var<vector<8xsi32>>
  %r = tir.var_get %x : !tir.var<vector<8xsi32>>
  return %r : vector<8xsi32>
}
