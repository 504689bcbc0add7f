// RUN: compass-translate --to-opencl %s | FileCheck %s

// A mask is the 32-bit predicate: lane i of a k-bit-per-lane mask is bit
// i * k (k = 32 / lanes). tail_mask prints the hardware formula
// ((((n * k) >> 5) ^ 1) << (n * k)) - 1, folded for a constant count; mask
// and/or/xor are C operators on the predicate, not is __vinv, and the masked
// forms are the builtins under a mask. Lanes of vectors and
// masks at run-time indices go through the runtime's helpers.

// CHECK-LABEL: void k_lanes(int8 v, bool8 m, int i, uchar u, half16 h, bf1616 g) {
// CHECK-NEXT:    int8 {{_[0-9]+}} = __insert(v, u, __extract(v, i));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __insert(v, 3, 7);
// CHECK-NEXT:    half16 {{_[0-9]+}} = __insert(h, i, __extract(h, 15));
// CHECK-NEXT:    bf1616 {{_[0-9]+}} = __insert(g, 0, ((bf16)__extract(g, i)));
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __mask_insert_w(m, u, ((bool)__mask_extract_w(m, i)));
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __mask_insert_w(__vmov_w(0x00000011), 7, true);
// CHECK-NEXT:  }
func.func @lanes(%v: vector<8xsi32> {compass.name = "v"}, %m: !compass.mask<8> {compass.name = "m"},
                 %i: si32 {compass.name = "i"}, %u: ui8 {compass.name = "u"},
                 %h: vector<16xf16> {compass.name = "h"}, %g: vector<16xbf16> {compass.name = "g"}) {
  %x = tir.extract %v[%i] : vector<8xsi32>, si32
  %0 = tir.insert %x, %v[%u] : vector<8xsi32>, ui8
  %c3 = tir.const 3 : si32
  %c7 = tir.const 7 : si32
  %1 = tir.insert %c7, %v[%c3] : vector<8xsi32>, si32
  %c15 = tir.const 15 : si32
  %hx = tir.extract %h[%c15] : vector<16xf16>, si32
  %2 = tir.insert %hx, %h[%i] : vector<16xf16>, si32
  %gx = tir.extract %g[%i] : vector<16xbf16>, si32
  %c0 = tir.const 0 : si32
  %3 = tir.insert %gx, %g[%c0] : vector<16xbf16>, si32
  %b = tir.extract %m[%i] : !compass.mask<8>, si32
  %4 = tir.insert %b, %m[%u] : !compass.mask<8>, ui8
  %k = compass.const_mask [true, true, false, false, false, false, false, false] : !compass.mask<8>
  %t = tir.const true
  %5 = tir.insert %t, %k[%c7] : !compass.mask<8>, si32
  return
}

// CHECK-LABEL: __kernel void k(int n) {
// CHECK-NEXT:    bool8 [[T8:_[0-9]+]] = __vmov_w((((((uint)n * 4u) >> 5) ^ 1u) << ((uint)n * 4u)) - 1u);
// CHECK-NEXT:    bool16 {{_[0-9]+}} = __vmov_h((((((uint)n * 2u) >> 5) ^ 1u) << ((uint)n * 2u)) - 1u);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vmov_w(0x00000000);
// CHECK-NEXT:    bool8 [[T3:_[0-9]+]] = __vmov_w(0x00000fff);
// CHECK-NEXT:    bool16 {{_[0-9]+}} = __vmov_h(0x0000003f);
// CHECK-NEXT:    bool32 [[T3B:_[0-9]+]] = __vmov_b(0x00000007);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = ALL_TRUE_w;
// CHECK-NEXT:    bool32 {{_[0-9]+}} = ALL_TRUE_b;
// CHECK-NEXT:    bool8 {{_[0-9]+}} = ([[T8]] | __vmov_w(0x10000001));
// CHECK-NEXT:    bool32 {{_[0-9]+}} = (__vmov_b((((((uint)n) >> 5) ^ 1u) << ((uint)n)) - 1u) ^ ALL_TRUE_b);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vinv(([[T8]] & [[T3]]));
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vand([[T8]], __vmov_w(0x10000001), [[T3]]);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vor([[T8]], __vmov_w(0x10000001), [[T3]]);
// CHECK-NEXT:    bool32 {{_[0-9]+}} = __vxor([[T3B]], ALL_TRUE_b, [[T3B]]);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vbclr([[T8]], __vmov_w(0x10000001), [[T3]]);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vbset([[T8]], __vmov_w(0x10000001), [[T3]]);
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
func.func @k(%n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %t8 = compass.tail_mask %n : si32 -> !compass.mask<8>
  %t16 = compass.tail_mask %n : si32 -> !compass.mask<16>
  %t32 = compass.tail_mask %n : si32 -> !compass.mask<32>
  %c0 = tir.const 0 : si32
  %c3 = tir.const 3 : si32
  %c8 = tir.const 8 : si32
  %c32 = tir.const 32 : si32
  %z8 = compass.tail_mask %c0 : si32 -> !compass.mask<8>
  %t3 = compass.tail_mask %c3 : si32 -> !compass.mask<8>
  %t3h = compass.tail_mask %c3 : si32 -> !compass.mask<16>
  %t3b = compass.tail_mask %c3 : si32 -> !compass.mask<32>
  %all8 = compass.tail_mask %c8 : si32 -> !compass.mask<8>
  %all32 = compass.tail_mask %c32 : si32 -> !compass.mask<32>
  %and = compass.mask_and %t8, %t3 : !compass.mask<8>
  %ends = compass.const_mask [true, false, false, false, false, false, false, true] : !compass.mask<8>
  %or = compass.mask_or %t8, %ends : !compass.mask<8>
  %allc = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %xor = compass.mask_xor %t32, %allc : !compass.mask<32>
  %not = compass.mask_not %and : !compass.mask<8>
  %mand = compass.masked_and %t8, %ends, %t3 : !compass.mask<8>
  %mor = compass.masked_or %t8, %ends, %t3 : !compass.mask<8>
  %mxor = compass.masked_xor %t3b, %allc, %t3b : !compass.mask<32>
  %mandnot = compass.masked_andnot %t8, %ends, %t3 : !compass.mask<8>
  %mornot = compass.masked_ornot %t8, %ends, %t3 : !compass.mask<8>
  return
}
