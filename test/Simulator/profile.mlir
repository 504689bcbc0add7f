// compass-sim --profile writes the run's timeline as Chrome trace-event
// JSON, one event a line: per TEC a thread of its runs and barrier waits
// (TEC 3 loops 5 times before the barrier, so it arrives last and the
// others wait for it), a thread of its DMAs (TEC 0's asynchronous copy,
// from its start to its wait) and one of its S.perf_tick regions. Times
// are steps: instructions plus barrier waits.

// RUN: compass-sim %s --arg=buffer:si32:16:iota --profile=%t.json | FileCheck %s --check-prefix=RESULT
// RUN: FileCheck %s --input-file=%t.json
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --profile=%t.missing/x.json 2>&1 | FileCheck %s --check-prefix=UNWRITABLE

// RESULT: arg0 = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15]
// UNWRITABLE: error: cannot write {{.*}}x.json

// CHECK: {"traceEvents": [
// CHECK-NEXT: {"args":{"name":"kernel k"},"name":"process_name","ph":"M","pid":1,"tid":0}
// CHECK-NEXT: {"args":{"name":"TEC 0"},"name":"thread_name","ph":"M","pid":1,"tid":0}
// CHECK-NEXT: {"args":{"sort_index":0},"name":"thread_sort_index","ph":"M","pid":1,"tid":0}
// CHECK-NEXT: {"args":{"name":"TEC 0 DMA"},"name":"thread_name","ph":"M","pid":1,"tid":10}
// CHECK-NEXT: {"args":{"sort_index":10},"name":"thread_sort_index","ph":"M","pid":1,"tid":10}
// CHECK-NEXT: {"args":{"name":"TEC 0 perf_tick"},"name":"thread_name","ph":"M","pid":1,"tid":50}
// CHECK-NEXT: {"args":{"sort_index":50},"name":"thread_sort_index","ph":"M","pid":1,"tid":50}
// CHECK-NEXT: {"args":{"name":"TEC 1"},"name":"thread_name","ph":"M","pid":1,"tid":100}
// CHECK: {"args":{"name":"TEC 3"},"name":"thread_name","ph":"M","pid":1,"tid":300}
// Before the barrier TEC 0 runs 8 instructions (get_local_id, 3 constants,
// 2 compares, the if, the barrier); TEC 3 runs 7 more (a constant, the
// for's entry and its 5 turns), so arrives at 15 and the others wait 7.
// CHECK: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER:]]:3","interval":0,"tec":0},"cat":"run","dur":8,"name":"run 0","ph":"X","pid":1,"tid":0,"ts":0}
// CHECK-NEXT: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER]]:3","tec":0},"cat":"barrier","dur":7,"name":"barrier wait","ph":"X","pid":1,"tid":0,"ts":8}
// CHECK-NEXT: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER+13]]:3","interval":1,"tec":0},"cat":"run","dur":{{[0-9]+}},"name":"run 1","ph":"X","pid":1,"tid":0,"ts":15}
// The DMA lasts from its start to the end of its wait: 2 instructions.
// CHECK-NEXT: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER+8]]:5","bytes":16,"tec":0},"cat":"dma","dur":2,"name":"DMA 16 B","ph":"X","pid":1,"tid":10,"ts":{{[0-9]+}}}
// The region holds the 5 instructions between the marks (alloc, offset,
// copy, wait, free).
// CHECK-NEXT: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER+5]]:5","cid":7,"tec":0},"cat":"perf_tick","dur":5,"name":"perf_tick 7","ph":"X","pid":1,"tid":50,"ts":{{[0-9]+}}}
// CHECK: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER]]:3","interval":0,"tec":3},"cat":"run","dur":15,"name":"run 0","ph":"X","pid":1,"tid":300,"ts":0}
// CHECK-NEXT: {"args":{"at":"{{.*}}profile.mlir:[[#BARRIER+13]]:3","interval":1,"tec":3},"cat":"run","dur":2,"name":"run 1","ph":"X","pid":1,"tid":300,"ts":15}
// CHECK: ],
// CHECK-NEXT: "otherData": {"clock":"steps of each TEC{{.*}}not NPU cycles{{.*}}","kernel":"k"}}

func.func @k(%buf: !compass.ptr<si32, global> {compass.name = "buf"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %is3 = tir.cmp eq, %tid, %c3 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is3 {
    %c5 = tir.const 5 : si32
    tir.for %i = %c0 to %c5 step %c1 : si32 {
    }
  }
  compass.barrier
  tir.if %is0 {
    %c4 = tir.const 4 : si32
    %c8 = tir.const 8 : si32
    %c7 = tir.const 7 : ui32
    compass.perf_tick_begin %c7 : ui32
    %e = compass.alloc_event : !compass.event
    %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
    compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
    compass.wait_events %e : !compass.event
    compass.free_events %e : !compass.event
    compass.perf_tick_end %c7 : ui32
  }
  return
}
