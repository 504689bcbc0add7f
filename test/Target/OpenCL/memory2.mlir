// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked %s | FileCheck %s --check-prefix=CHECKED

// Memory II spellings (runtime/include/compass/dsl/memory.h and dma.h
// implement them): strides in bytes, gather and scatter indices as int
// vectors of element counts (half an index vector for word lanes, two for
// byte lanes), upstream's Memset / DMA_Transpose2D / DmaUpsample names with
// byte counts, __flush_cache.
// Checked mode checks the simulator's operand rule (a stride of at least 1,
// DMA counts and limits: checked-operands.mlir), then every active lane and
// every row.

// CHECK-LABEL: __kernel void k(
// CHECK: int8 [[S:_[0-9]+]] = __vload_stride((__global int8*)a, (int)(s) * 4, __vmov_w(0x01111111));
// CHECK-NEXT: __vstore_stride([[S]], (__global int8*)a, (int)(s) * 4, __vmov_w(0x01111111));
// CHECK: int8 [[G:_[0-9]+]] = __vload_gather((__global int8*)a, convert_int8((i).hi), __vmov_w(0x01111111));
// CHECK-NEXT: uchar32 {{_[0-9]+}} = __vload_gather((__global uchar32*)b, convert_int16(j), convert_int16(j2), ALL_TRUE_b);
// CHECK-NEXT: __vstore_scatter([[G]], (__global int8*)a, convert_int8((i).lo), __vmov_w(0x01111111));
// CHECK: MemsetSRAM((__lsram uchar*)buf, (int)(s) * 2, (int)as_ushort(x), 1, 4);
// CHECK: MemsetDDR((__global uchar*)a, (int)(s) * 4, (int)(s), 2, 0);
// CHECK: DMA_Transpose2D((__global uchar*)h, (__lsram uchar*)buf, s, s, s, s, 1, 2);
// CHECK: DmaUpsample_kLsram_to_kGlobal((__global uchar*)h, (__lsram uchar*)buf, s, s, (int)(s) * 2, s, (int)(s) * 2, (int)(s) * 2, s);
// CHECK: __flush_cache(1);
// CHECK: __flush_cache(0);

// CHECKED: int8 _0 = __compass_require(__ctx, 1L <= (long)(s), 0) && __compass_check_stride_lanes(__ctx, (ulong)((__global int8*)a), 4, 8, (long)(s) * 4, __vmov_w(0x01111111), 1) ? __vload_stride(
// CHECKED: if (__compass_require(__ctx, 1L <= (long)(s), 2) && __compass_check_stride_lanes(__ctx, (ulong)((__global int8*)a), 4, 8, (long)(s) * 4, __vmov_w(0x01111111), 3))
// CHECKED: int8 _1 = __compass_check_index_lanes(__ctx, (ulong)((__global int8*)a), 4, convert_int8((i).hi), __vmov_w(0x01111111), 4) ? __vload_gather(
// CHECKED: if (__compass_check_index_lanes(__ctx, (ulong)((__global int8*)a), 4, convert_int8((i).lo), __vmov_w(0x01111111), 6))
// CHECKED: if (__compass_require(__ctx, 0L <= (long)(s), 7) && __compass_check_rows(__ctx, (ulong)buf, (long)(s) * 2, 0, 1, 8))
// CHECKED: if (__compass_require(__ctx, 0L <= (long)(s) && (long)(s) * 2 <= 16777215L && (long)(s) * 2 <= 65535L, 11) && __compass_check_rows(__ctx, (ulong)h, (long)(s) * 2, (long)(s) * 2, s, 12) && __compass_check_rows(__ctx, (ulong)buf, (long)(s) * 2, (long)(s) * 2, s, 12))
// CHECKED: if (__compass_require(__ctx, (long)(s) * (long)(s) <= (long)(s) && (long)(s) <= 255L, 13) && __compass_check_rows(__ctx, (ulong)buf, (long)(s) * 2, (long)(s) * 2, s, 14) && __compass_check_upsample(__ctx, (ulong)h, 2, s, s, s, s, s, s, 14))
func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"}, %b: !compass.ptr<ui8, global> {compass.name = "b"},
             %h: !compass.ptr<f16, global> {compass.name = "h"}, %s: si32 {compass.name = "s"}, %x: f16 {compass.name = "x"},
             %i: vector<16xui16> {compass.name = "i"}, %j: vector<16xsi16> {compass.name = "j"},
             %j2: vector<16xsi16> {compass.name = "j2"})
    attributes {compass.kernel} {
  %m8 = compass.const_mask [true, true, true, true, true, true, true, false] : !compass.mask<8>
  %m32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %a1 = compass.vload_stride %a, %s, %m8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  compass.vstore_stride %a1, %a, %s, %m8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %g = compass.vload_gather %a [%i] first 8, %m8 : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8> -> vector<8xsi32>
  %g8 = compass.vload_gather %b [%j, %j2] first 0, %m32 : !compass.ptr<ui8, global>, (vector<16xsi16>, vector<16xsi16>), !compass.mask<32> -> vector<32xui8>
  compass.vstore_scatter %g, %a [%i] first 0, %m8 : vector<8xsi32>, !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8>
  %buf = tir.alloc "buf"[64] : !compass.ptr<f16, lsram>
  compass.dma_memset %buf, %x, %s : !compass.ptr<f16, lsram>, f16
  compass.dma_memset %a, %s, %s : !compass.ptr<si32, global>, si32
  compass.dma_transpose2d %buf, %h, %s, %s, %s, %s {srcStrideGiven} : !compass.ptr<f16, lsram>, !compass.ptr<f16, global>
  compass.dma_upsample %h, %buf, %s, %s, %s, %s, %s, %s, %s : !compass.ptr<f16, global>, !compass.ptr<f16, lsram>
  compass.flush_cache {invalidate}
  compass.flush_cache
  return
}
