// Asynchronous DMA is carried out when its event is waited for (or at a
// barrier); until then the TEC may read its source but not touch its
// destination nor write its source. The misuses of events fail the run
// with the line and the TEC: a fifth allocation, a wait on an event no DMA
// used, a freed event used again, a DMA in flight at the kernel's end.

// RUN: compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:0 | FileCheck %s --check-prefix=WAIT
// RUN: compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:0 | FileCheck %s --check-prefix=WAIT
// RUN: compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:1 | FileCheck %s --check-prefix=BARRIER
// RUN: compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:1 | FileCheck %s --check-prefix=BARRIER
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:2 2>&1 | FileCheck %s --check-prefix=READ-DST
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:3 2>&1 | FileCheck %s --check-prefix=WRITE-SRC
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:4 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:4 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:5 2>&1 | FileCheck %s --check-prefix=FIFTH
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:5 2>&1 | FileCheck %s --check-prefix=FIFTH
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:6 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:6 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:7 2>&1 | FileCheck %s --check-prefix=BUSY
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:7 2>&1 | FileCheck %s --check-prefix=BUSY
// RUN: compass-sim %s --arg=buffer:si32:16:iota --arg=scalar:si32:8 | FileCheck %s --check-prefix=READ-SRC
// RUN: compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=scalar:si32:8 | FileCheck %s --check-prefix=READ-SRC

func.func @k(%buf: !compass.ptr<si32, global> {compass.name = "buf"}, %mode: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %c8 = tir.const 8 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  %is2 = tir.cmp eq, %tid, %c2 : si32
  %m0 = tir.cmp eq, %mode, %c0 : si32
  tir.if %m0 {
    // TEC 0 copies buf[0:4] to buf[8:12] and waits.
    tir.if %is0 {
      %e = compass.alloc_event : !compass.event
      %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
      compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
      compass.wait_events %e : !compass.event
      compass.free_events %e : !compass.event
    }
    // WAIT: arg0 = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15]
  }
  %m1 = tir.cmp eq, %mode, %c1 : si32
  tir.if %m1 {
    // A barrier waits too: TEC 2 sees the copy after it.
    %e = compass.alloc_event : !compass.event
    tir.if %is0 {
      %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
      compass.async_dma_copy %dst, %buf, %c2, %c4, %c2, %c2, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
    }
    compass.barrier
    tir.if %is2 {
      %x = tir.load %buf[%c8] : !compass.ptr<si32, global>, si32
      %y = tir.load %buf[%c4] : !compass.ptr<si32, global>, si32
      %z = tir.add %x, %y : si32
      tir.store %z, %buf[%c1] : !compass.ptr<si32, global>, si32
    }
    compass.free_events %e : !compass.event
    // BARRIER: arg0 = [0, 4, 2, 3, 4, 5, 6, 7, 0, 1, 4, 5, 12, 13, 14, 15]
  }
  %m2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %m2 {
    tir.if %is2 {
      %e = compass.alloc_event : !compass.event
      %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
      // READ-DST: events.mlir:[[@LINE+3]]:12: error: read of "buf" (byte offset 36) before waiting for event 0: it is the destination of the asynchronous DMA at {{.*}}events.mlir:[[@LINE+1]]:7, still in flight (TEC 2)
      compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
      %i = tir.const 9 : si32
      %x = tir.load %buf[%i] : !compass.ptr<si32, global>, si32
      compass.wait_events %e : !compass.event
    }
  }
  %m3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %m3 {
    %e = compass.alloc_event : !compass.event
    %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
    // WRITE-SRC: events.mlir:[[@LINE+2]]:5: error: write of "buf" (byte offset 8) before waiting for event 0: it is the source of the asynchronous DMA at {{.*}}events.mlir:[[@LINE+1]]:5, still in flight (TEC 0)
    compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
    tir.store %c0, %buf[%c2] : !compass.ptr<si32, global>, si32
    compass.wait_events %e : !compass.event
  }
  %m4 = tir.cmp eq, %mode, %c4 : si32
  tir.if %m4 {
    %e = compass.alloc_event : !compass.event
    // UNUSED: events.mlir:[[@LINE+1]]:5: error: S.wait_events waits for event 0, which no DMA used since it was allocated (TEC 0)
    compass.wait_events %e : !compass.event
  }
  %m5 = tir.cmp eq, %mode, %c5 : si32
  tir.if %m5 {
    %e0 = compass.alloc_event : !compass.event
    %e1 = compass.alloc_event : !compass.event
    %e2 = compass.alloc_event : !compass.event
    %e3 = compass.alloc_event : !compass.event
    // FIFTH: events.mlir:[[@LINE+1]]:11: error: S.alloc_events allocates a fifth event: all 4 events of the TEC are allocated (free one with S.free_events first) (TEC 0)
    %e4 = compass.alloc_event : !compass.event
  }
  %m6 = tir.cmp eq, %mode, %c6 : si32
  tir.if %m6 {
    %e0 = compass.alloc_event : !compass.event
    compass.free_events %e0 : !compass.event
    // A new allocation takes the same slot; the old handle stays freed.
    %e1 = compass.alloc_event : !compass.event
    %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
    // FREED: events.mlir:[[@LINE+1]]:5: error: The arg "event" is a released event, can not be used anymore. (TEC 0)
    compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e0 : !compass.ptr<si32, global>, !compass.ptr<si32, global>
  }
  %m7 = tir.cmp eq, %mode, %c7 : si32
  tir.if %m7 {
    tir.if %is2 {
      %e = compass.alloc_event : !compass.event
      %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
      // BUSY: events.mlir:[[@LINE+1]]:7: error: the kernel ends while this asynchronous DMA is in flight: its event 0 is still busy (wait for it with S.wait_events, S.free_events or S.barrier) (TEC 2)
      compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
    }
  }
  %m8 = tir.cmp eq, %mode, %c8 : si32
  tir.if %m8 {
    // Reading the source of a DMA in flight is fine.
    tir.if %is0 {
      %e = compass.alloc_event : !compass.event
      %dst = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, global>, si32
      compass.async_dma_copy %dst, %buf, %c4, %c4, %c1, %c4, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
      %x = tir.load %buf[%c2] : !compass.ptr<si32, global>, si32
      tir.store %x, %buf[%c4] : !compass.ptr<si32, global>, si32
      compass.wait_events %e : !compass.event
    }
    // READ-SRC: arg0 = [0, 1, 2, 3, 2, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15]
  }
  return
}
