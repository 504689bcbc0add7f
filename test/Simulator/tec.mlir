// compass.get_local_id / get_local_size and compass.barrier: every TEC runs
// the whole kernel; after a barrier each TEC sees what the others wrote
// before it. X3P_1304 has the same 4 TECs.

// RUN: compass-sim %s --arg=buffer:si32:4 --arg=buffer:si32:4 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:4 --arg=buffer:si32:4 | FileCheck %s
// RUN: compass-sim %s --target=X3P_1304 --arg=buffer:si32:4 --arg=buffer:si32:4 | FileCheck %s
// RUN: compass-sim %s --engine=native --target=X3P_1304 --arg=buffer:si32:4 --arg=buffer:si32:4 | FileCheck %s
// CHECK: arg0 = [4, 5, 6, 7]
// CHECK: arg1 = [22, 22, 22, 22]

func.func @tecs(%ids: !compass.ptr<si32, global>, %sums: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %n = compass.get_local_size : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %v = tir.add %tid, %n : si32
  tir.store %v, %ids[%tid] : !compass.ptr<si32, global>, si32
  compass.barrier
  // Each TEC adds up what all wrote: 4 + 5 + 6 + 7.
  %acc = tir.var_decl "acc" : !tir.var<si32>
  tir.var_set %acc, %c0 : !tir.var<si32>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %ids[%i] : !compass.ptr<si32, global>, si32
    %a = tir.var_get %acc : !tir.var<si32>
    %b = tir.add %a, %x : si32
    tir.var_set %acc, %b : !tir.var<si32>
  }
  %total = tir.var_get %acc : !tir.var<si32>
  tir.store %total, %sums[%tid] : !compass.ptr<si32, global>, si32
  compass.barrier
  return
}
