// RUN: compass-translate --to-opencl-checked %s | FileCheck %s
// RUN: compass-translate --to-opencl %s | FileCheck %s --check-prefix=PLAIN

// Checked mode: the entry kernel registers its buffers (extents from the
// host) and every function its arrays as regions; loads, stores and masked
// vector accesses (their active lanes) are checked against the regions and
// integer divisors against zero; subroutines take the context first and
// drop their arrays on return; a trailing comment names the sites and
// regions of the error record. The unchecked form has none of it.

// PLAIN-NOT: __compass
// PLAIN:     int entry_helper(__global int* p, int d) {

// CHECK:      int entry_helper(__compass_ctx*, __global int*, int);
// CHECK:      int entry_helper(__compass_ctx* __ctx, __global int* p, int d) {
// CHECK-NEXT:   int tmp_buf[4];
// CHECK-NEXT:   int __compass_saved = __ctx->count;
// CHECK-NEXT:   __compass_push(__ctx, (ulong)tmp_buf, sizeof(tmp_buf), 1000);
// CHECK-NEXT:   int* tmp = tmp_buf;
// CHECK-NEXT:   int [[X:_[0-9]+]] = __compass_check(__ctx, (ulong)(p + 0), sizeof(*(p)), 0) ? p[0] : (int)0;
// CHECK-NEXT:   int [[Q:_[0-9]+]] = __compass_sdiv([[X]], __compass_divisor(__ctx, d, 1));
// CHECK-NEXT:   if (__compass_check(__ctx, (ulong)(tmp + 0), sizeof(*(tmp)), 2))
// CHECK-NEXT:     tmp[0] = [[Q]];
// CHECK-NEXT:   __ctx->count = __compass_saved;
// CHECK-NEXT:   return [[Q]];
// CHECK-NEXT: }
// CHECK:      __kernel void entry(__global int* a, int n, __global ulong* __compass_extents, __global int* __compass_err) {
// CHECK-NEXT:   __compass_ctx __compass_regions;
// CHECK-NEXT:   __compass_ctx* __ctx = &__compass_regions;
// CHECK-NEXT:   __local int __compass_votes[__COMPASS_VOTES];
// CHECK-NEXT:   __compass_init(__ctx, __compass_err, __compass_votes);
// CHECK-NEXT:   a = (__global int*)((ulong)a + __compass_extents[2]);
// CHECK-NEXT:   __compass_push(__ctx, (ulong)a - __compass_extents[1], __compass_extents[0], 0);
// CHECK-NEXT:   int8 [[V:_[0-9]+]] = __compass_check_lanes(__ctx, (ulong)((__global int8*)a), 4, 8, __vmov_w(0x00000111), 3) ? __vload((__global int8*)a, __vmov_w(0x00000111)) : (int8)0;
// CHECK-NEXT:   if (__compass_check_lanes(__ctx, (ulong)((__global int8*)a), 4, 8, __vmov_w(0x00000111), 4))
// CHECK-NEXT:     __vstore([[V]], (__global int8*)a, __vmov_w(0x00000111));
// CHECK-NEXT:   int {{_[0-9]+}} = entry_helper(__ctx, a, n);
// CHECK:      /* compass-checks
// CHECK-NEXT: site 0 {{.*}}checked.mlir:{{[0-9]+}}:8
// CHECK-NEXT: site 1 {{.*}}checked.mlir:{{[0-9]+}}:8
// CHECK-NEXT: site 2 {{.*}}checked.mlir:{{[0-9]+}}:3
// CHECK-NEXT: site 3 {{.*}}checked.mlir:{{[0-9]+}}:8
// CHECK-NEXT: site 4 {{.*}}checked.mlir:{{[0-9]+}}:3
// CHECK-NEXT: region 1000 allocation tmp
// CHECK-NEXT: region 0 parameter a
// CHECK-NEXT: */

func.func @helper(%p: !compass.ptr<si32, global> {compass.name = "p"}, %d: si32 {compass.name = "d"}) -> si32 {
  %c0 = tir.const 0 : si32
  %buf = tir.alloc "tmp"[4] : !compass.ptr<si32, private>
  %x = tir.load %p[%c0] : !compass.ptr<si32, global>, si32
  %q = tir.div %x, %d : si32
  tir.store %q, %buf[%c0] : !compass.ptr<si32, private>, si32
  return %q : si32
}
func.func @entry(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, false, false, false, false, false] : !compass.mask<8>
  %v = compass.vload %a, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  compass.vstore %v, %a, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %r = func.call @helper(%a, %n) : (!compass.ptr<si32, global>, si32) -> si32
  return
}
