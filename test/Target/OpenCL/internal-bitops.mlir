// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s --implicit-check-not=__vand --implicit-check-not=__vor --implicit-check-not=__vinv --implicit-check-not=~

// The internal instructions keep their names in the C: vbclr / vbset take
// r first and the mask last like __vand; without r (under any mask: the
// inactive lanes are undefined) they print as the unmasked call
// __vbclr(x, y) / __vbset(x, y), never as the C expression x & ~y. The mask
// instructions are calls on the predicates: __vbclr / __vbset (a & ~b,
// a | ~b), __vnand, __vnor.

// CHECK-LABEL: __kernel void ints(__global int* a, __global uchar* b, __global short* c) {
// CHECK-NEXT:    int8 [[X:_[0-9]+]] = __vload((__global int8*)a, ALL_TRUE_w);
// CHECK-NEXT:    int8 [[Y:_[0-9]+]] = __vload((__global int8*)a, __vmov_w(0x00001111));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vbclr([[X]], [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vbset([[X]], [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vbclr([[X]], [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vbset([[Y]], [[X]], [[Y]], __vmov_w(0x00001111));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vbclr([[X]], [[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    uchar32 [[U:_[0-9]+]] = __vload((__global uchar32*)b, ALL_TRUE_b);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vbset([[U]], [[U]]);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vbclr([[U]], [[U]]);
// CHECK-NEXT:    short16 [[S:_[0-9]+]] = __vload((__global short16*)c, ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vbclr([[S]], [[S]]);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vbset([[S]], [[S]]);
func.func @ints(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %b: !compass.ptr<ui8, global> {compass.name = "b"},
                %c: !compass.ptr<si16, global> {compass.name = "c"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
  %x = compass.vload %a, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %y = compass.vload %a, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %0 = compass.vbclr %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %1 = compass.vbset %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %2 = compass.vbclr %x, %y, %m : vector<8xsi32>, !compass.mask<8>
  %3 = compass.vbset %x, %y, %m r %y : vector<8xsi32>, !compass.mask<8>
  %4 = compass.vbclr %x, %y, %all r %x : vector<8xsi32>, !compass.mask<8>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %m32 = compass.const_mask [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
  %u = compass.vload %b, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
  %5 = compass.vbset %u, %u, %all32 : vector<32xui8>, !compass.mask<32>
  %6 = compass.vbclr %u, %u, %m32 : vector<32xui8>, !compass.mask<32>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %m16 = compass.const_mask [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
  %s = compass.vload %c, %all16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %7 = compass.vbclr %s, %s, %all16 : vector<16xsi16>, !compass.mask<16>
  %8 = compass.vbset %s, %s, %m16 : vector<16xsi16>, !compass.mask<16>
  return
}

// -----

// CHECK-LABEL: __kernel void masks(int n) {
// CHECK-NEXT:    bool8 [[T:_[0-9]+]] = __vmov_w((((((uint)n * 4u) >> 5) ^ 1u) << ((uint)n * 4u)) - 1u);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vbclr([[T]], __vmov_w(0x10000001));
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vbset([[T]], __vmov_w(0x10000001));
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vnand([[T]], __vmov_w(0x10000001));
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vnor([[T]], __vmov_w(0x10000001));
// CHECK-NEXT:    bool32 [[B:_[0-9]+]] = __vmov_b((((((uint)n) >> 5) ^ 1u) << ((uint)n)) - 1u);
// CHECK-NEXT:    bool32 {{_[0-9]+}} = __vnor([[B]], [[B]]);
func.func @masks(%n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %t = compass.tail_mask %n : si32 -> !compass.mask<8>
  %ends = compass.const_mask [true, false, false, false, false, false, false, true] : !compass.mask<8>
  %0 = compass.mask_andnot %t, %ends : !compass.mask<8>
  %1 = compass.mask_ornot %t, %ends : !compass.mask<8>
  %2 = compass.mask_nand %t, %ends : !compass.mask<8>
  %3 = compass.mask_nor %t, %ends : !compass.mask<8>
  %b = compass.tail_mask %n : si32 -> !compass.mask<32>
  %4 = compass.mask_nor %b, %b : !compass.mask<32>
  return
}
