// RUN: compass-opt %s -compass-lower-to-llvm | FileCheck %s --check-prefixes=CHECK,PLAIN
// RUN: compass-opt %s '-compass-lower-to-llvm=checked=true' | FileCheck %s --check-prefixes=CHECK,CHECKED

// The pipeline ends in the LLVM dialect: nothing of compass, tir, func,
// arith, scf, cf or vector is left.
// PLAIN-NOT: compass_rt_check_
// CHECK: llvm.func @compass_rt_barrier(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.mlir.global internal constant @compass_barrier(0 : i8)
// CHECK: llvm.func @k(%{{.*}}: !llvm.ptr, %{{.*}}: i32)
// CHECK: %[[ID:.*]] = llvm.mlir.addressof @compass_barrier : !llvm.ptr
// Checked, every access first asks the runtime; plain, none does.
// CHECKED: llvm.call @compass_rt_check_lanes(
// PLAIN-NOT: compass_rt_check_
// CHECK: llvm.intr.masked.load
// CHECK: llvm.call @compass_rt_barrier(%{{.*}}, %[[ID]])
// CHECKED: llvm.call @compass_rt_check_access(
// CHECKED: llvm.store
// CHECKED: llvm.call @compass_rt_check_lanes(
// CHECKED: llvm.intr.masked.store
// CHECK-NOT: {{compass\.|tir\.|func\.|arith\.|scf\.|cf\.|vector\.}}
// PLAIN-NOT: compass_rt_check_
func.func @k(%p: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %m = compass.tail_mask %n : si32 -> !compass.mask<8>
  %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %s = compass.vbcast %tid : si32 -> vector<8xsi32>
  %r = compass.vadd %v, %s, %m r %v : vector<8xsi32>, !compass.mask<8>
  compass.barrier
  tir.for %i = %c0 to %n step %c1 : si32 {
    %q = tir.div %i, %n : si32
    tir.store %q, %p[%i] : !compass.ptr<si32, global>, si32
  }
  compass.vstore %r, %p, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
