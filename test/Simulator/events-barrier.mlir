// A barrier carries out the asynchronous DMAs its TEC started: TEC 3's
// copy is visible to TEC 0, which runs first after the barrier, before TEC 3
// frees the event.

// RUN: compass-sim %s --arg=buffer:si32:8:iota | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8:iota | FileCheck %s
// CHECK: arg0 = [0, 1, 2, 3, 0, 1, 0, 0]

func.func @k(%buf: !compass.ptr<si32, global> {compass.name = "buf"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c6 = tir.const 6 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  %is3 = tir.cmp eq, %tid, %c3 : si32
  %e = compass.alloc_event : !compass.event
  tir.if %is3 {
    // buf[4:6] = buf[0:2]
    %dst = tir.ptr_offset %buf, %c4 : !compass.ptr<si32, global>, si32
    compass.async_dma_copy %dst, %buf, %c2, %c2, %c1, %c2, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
  }
  compass.barrier
  tir.if %is0 {
    // buf[6] = buf[5] - 1: 0 once the copy is done (before it: 4)
    %x = tir.load %buf[%c4] : !compass.ptr<si32, global>, si32
    %y = tir.load %buf[%c1] : !compass.ptr<si32, global>, si32
    %five = tir.add %c4, %c1 : si32
    %z = tir.load %buf[%five] : !compass.ptr<si32, global>, si32
    %w = tir.sub %z, %y : si32
    tir.store %w, %buf[%c6] : !compass.ptr<si32, global>, si32
    %seven = tir.add %c6, %c1 : si32
    tir.store %x, %buf[%seven] : !compass.ptr<si32, global>, si32
  }
  compass.free_events %e : !compass.event
  return
}
