// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked %s | FileCheck %s --check-prefix=CHECKED

// compass.dma_copy prints as upstream's DmaDirect_<src>_to_<dst> with byte
// counts (runtime/include/compass/dsl/dma.h implements them): width, source
// stride, total, destination stride; constant counts as numbers. Checked
// mode checks every row of both sides first.

// CHECK-LABEL: __kernel void dma(__global short* a, int n) {
// CHECK:   DmaDirect_kGlobal_to_kLsram((__lsram uchar*)buf, (__global uchar*)a, 8, 16, 24, 12);
// CHECK:   DmaDirect_kLsram_to_kGlobal((__global uchar*)a, (__lsram uchar*)buf, (int)(n) * 2, (int)(n) * 2, (int)(n) * (int)(n) * 2, (int)(n) * 2);
// CHECKED: if (__compass_check_rows(__ctx, (ulong)buf, (long)(4) * 2, (long)(6) * 2, 3, 0) && __compass_check_rows(__ctx, (ulong)a, (long)(4) * 2, (long)(8) * 2, 3, 0))
// CHECKED-NEXT: DmaDirect_kGlobal_to_kLsram(
func.func @dma(%a: !compass.ptr<si16, global> {compass.name = "a"}, %n: si32 {compass.name = "n"})
    attributes {compass.kernel} {
  %buf = tir.alloc "buf"[64] : !compass.ptr<si16, lsram>
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c6 = tir.const 6 : si32
  %c8 = tir.const 8 : si32
  compass.dma_copy %buf, %a, %c4, %c8, %c3, %c6 : !compass.ptr<si16, lsram>, !compass.ptr<si16, global>
  compass.dma_copy %a, %buf, %n, %n, %n, %n : !compass.ptr<si16, global>, !compass.ptr<si16, lsram>
  return
}
