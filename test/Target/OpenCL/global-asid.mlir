// RUN: compass-translate --to-opencl %s | FileCheck %s

// global.1 … global.3 pointers are __global in C, as upstream prints them;
// DMA names their memory by upstream's bases kGlobal1 … kGlobal3
// (runtime/include/compass/dsl/dma.h defines those copies).

// CHECK-LABEL: __kernel void asid(__global int* w, __global half* b, __global int* o, __global int* out, int n) {
// CHECK: DmaDirect_kGlobal2_to_kLsram((__lsram uchar*)buf, (__global uchar*)b,
// CHECK: DmaDirect_kLsram_to_kGlobal3((__global uchar*)o, (__lsram uchar*)
// CHECK: AsyncDmaDirect_kGlobal1_to_kGlobal((__global uchar*)out, (__global uchar*)w,
// CHECK: DmaUpsample_kLsram_to_kGlobal2((__global uchar*)b, (__lsram uchar*)buf,
func.func @asid(%w: !compass.ptr<si32, global.1> {compass.name = "w"},
                %b: !compass.ptr<f16, global.2> {compass.name = "b"},
                %o: !compass.ptr<si32, global.3> {compass.name = "o"},
                %out: !compass.ptr<si32, global> {compass.name = "out"},
                %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %buf = tir.alloc "buf"[64] : !compass.ptr<f16, lsram>
  %ibuf = tir.alloc "ibuf"[64] : !compass.ptr<si32, lsram>
  compass.dma_copy %buf, %b, %n, %n, %n, %n : !compass.ptr<f16, lsram>, !compass.ptr<f16, global.2>
  compass.dma_copy %o, %ibuf, %n, %n, %n, %n : !compass.ptr<si32, global.3>, !compass.ptr<si32, lsram>
  %e = compass.alloc_event : !compass.event
  compass.async_dma_copy %out, %w, %n, %n, %n, %n, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global.1>
  compass.wait_events %e : !compass.event
  compass.dma_upsample %b, %buf, %n, %n, %n, %n, %n, %n, %n : !compass.ptr<f16, global.2>, !compass.ptr<f16, lsram>
  return
}
