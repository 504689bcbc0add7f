// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked %s | FileCheck %s --check-prefix=CHECKED

// Events are ints from upstream's alloc_event(); wait_events / free_events
// take the bitmask of their events; compass.async_dma_copy prints as
// AsyncDmaDirect_<src>_to_<dst>: DmaDirect's byte counts, then the event.
// Checked mode tracks the TEC's events as the simulator does (a fifth
// event, a freed event, a wait on an event no DMA used, a DMA busy at the
// end: checked-operands.mlir), checks the operand rule and every row of
// both sides, as for dma_copy.

// CHECK-LABEL: __kernel void events(__global short* a, int n) {
// CHECK:   int [[E0:[a-z0-9_]+]] = alloc_event();
// CHECK:   int [[E1:[a-z0-9_]+]] = alloc_event();
// CHECK:   AsyncDmaDirect_kGlobal_to_kLsram((__lsram uchar*)buf, (__global uchar*)a, 8, 16, 24, 12, [[E0]]);
// CHECK:   AsyncDmaDirect_kLsram_to_kGlobal((__global uchar*)a, (__lsram uchar*)buf, (int)(n) * 2, (int)(n) * 2, (int)(n) * (int)(n) * 2, (int)(n) * 2, [[E1]]);
// CHECK:   wait_events((1 << [[E0]]) | (1 << [[E1]]));
// CHECK:   free_events((1 << [[E1]]));
// CHECKED: int [[E0:_[0-9]+]] = __compass_alloc_event(__ctx, 0);
// CHECKED: if (__compass_dma_event(__ctx, [[E0]], true, 2, 3) && __compass_check_rows(__ctx, (ulong)buf, (long)(4) * 2, (long)(6) * 2, 3, 4) && __compass_check_rows(__ctx, (ulong)a, (long)(4) * 2, (long)(8) * 2, 3, 4))
// CHECKED-NEXT: AsyncDmaDirect_kGlobal_to_kLsram(
func.func @events(%a: !compass.ptr<si16, global> {compass.name = "a"}, %n: si32 {compass.name = "n"})
    attributes {compass.kernel} {
  %buf = tir.alloc "buf"[64] : !compass.ptr<si16, lsram>
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c6 = tir.const 6 : si32
  %c8 = tir.const 8 : si32
  %e0 = compass.alloc_event : !compass.event
  %e1 = compass.alloc_event : !compass.event
  compass.async_dma_copy %buf, %a, %c4, %c8, %c3, %c6, %e0 : !compass.ptr<si16, lsram>, !compass.ptr<si16, global>
  compass.async_dma_copy %a, %buf, %n, %n, %n, %n, %e1 : !compass.ptr<si16, global>, !compass.ptr<si16, lsram>
  compass.wait_events %e0, %e1 : !compass.event, !compass.event
  compass.free_events %e1 : !compass.event
  return
}
