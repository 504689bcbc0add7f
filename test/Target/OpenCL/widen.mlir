// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s

// out_sign builtins whose operands differ in signedness from the result
// print as their builtin even under an all-true mask without r (a C
// operator would need one type): r first, of the result's type.

// CHECK-LABEL: __kernel void out_sign(__global char* a, __global uchar* b) {
// CHECK-NEXT:    char32 [[X:_[0-9]+]] = __vload((__global char32*)a, ALL_TRUE_b);
// CHECK-NEXT:    uchar32 [[Y:_[0-9]+]] = __vload((__global uchar32*)b, ALL_TRUE_b);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vadd((uchar32)0, [[X]], [[Y]], ALL_TRUE_b);
// CHECK-NEXT:    char32 {{_[0-9]+}} = __vsubs((char32)0, [[Y]], [[X]], ALL_TRUE_b);
// CHECK-NEXT:    char32 {{_[0-9]+}} = __vadds([[X]], [[X]], [[Y]], __vmov_b(0x0000000f));
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vcls((uchar32)0, [[X]], ALL_TRUE_b);
// CHECK-NEXT:    char32 {{_[0-9]+}} = ([[X]] + [[X]]);
func.func @out_sign(%a: !compass.ptr<si8, global> {compass.name = "a"},
                    %b: !compass.ptr<ui8, global> {compass.name = "b"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %m = compass.const_mask [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
  %x = compass.vload %a, %all : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
  %y = compass.vload %b, %all : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
  %0 = compass.vadd %x, %y, %all : vector<32xui8>, !compass.mask<32> from vector<32xsi8>, vector<32xui8>
  %1 = compass.vsubs %y, %x, %all : vector<32xsi8>, !compass.mask<32> from vector<32xui8>, vector<32xsi8>
  %2 = compass.vadds %x, %y, %m r %x : vector<32xsi8>, !compass.mask<32> from vector<32xsi8>, vector<32xui8>
  %3 = compass.vcls %x, %all : vector<32xui8>, !compass.mask<32> from vector<32xsi8>
  %4 = compass.vadd %x, %x, %all : vector<32xsi8>, !compass.mask<32>
  return
}

// -----

// vmull / vmulh print as their builtins: r of the wider result type first,
// the mask of the operands' lanes last.

// CHECK-LABEL: __kernel void widening(__global short* a, __global ushort* b) {
// CHECK-NEXT:    ushort16 [[Y:_[0-9]+]] = __vload((__global ushort16*)b, ALL_TRUE_h);
// CHECK-NEXT:    int8 [[L:_[0-9]+]] = __vmull((int8)0, __vload((__global short16*)a, ALL_TRUE_h), [[Y]], ALL_TRUE_h);
// CHECK-NEXT:    uint8 {{_[0-9]+}} = __vmulh((uint8)0, [[Y]], [[Y]], __vmov_h(0x00005555));
func.func @widening(%a: !compass.ptr<si16, global> {compass.name = "a"},
                    %b: !compass.ptr<ui16, global> {compass.name = "b"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %m = compass.const_mask [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false] : !compass.mask<16>
  %x = compass.vload %a, %all : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %y = compass.vload %b, %all : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
  %0 = compass.vmull %x, %y, %all : vector<16xsi16>, vector<16xui16>, !compass.mask<16> -> vector<8xsi32>
  %1 = compass.vmulh %y, %y, %m : vector<16xui16>, vector<16xui16>, !compass.mask<16> -> vector<8xui32>
  return
}

// -----

// The narrowing shifts print as their builtins, one per combination of
// saturate and with_round; r is zero (inactive lanes are 0).

// CHECK-LABEL: __kernel void narrowing(__global int* a, __global uint* b) {
// CHECK-NEXT:    int8 [[X:_[0-9]+]] = __vload((__global int8*)a, ALL_TRUE_w);
// CHECK-NEXT:    uint8 [[S:_[0-9]+]] = __vload((__global uint8*)b, ALL_TRUE_w);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vnsr((uchar32)0, [[X]], [[S]], ALL_TRUE_w);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vnsrs((short16)0, [[X]], [[S]], ALL_TRUE_w);
// CHECK-NEXT:    char32 {{_[0-9]+}} = __vnsrr((char32)0, [[S]], [[X]], __vmov_w(0x00001111));
// CHECK-NEXT:    ushort16 {{_[0-9]+}} = __vnsrsr((ushort16)0, [[X]], [[X]], ALL_TRUE_w);
func.func @narrowing(%a: !compass.ptr<si32, global> {compass.name = "a"},
                     %b: !compass.ptr<ui32, global> {compass.name = "b"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
  %x = compass.vload %a, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %s = compass.vload %b, %all : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
  %0 = compass.vnsr %x, %s, %all : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xui8>
  %1 = compass.vnsrs %x, %s, %all : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xsi16>
  %2 = compass.vnsrr %s, %x, %m : vector<8xui32>, vector<8xsi32>, !compass.mask<8> -> vector<32xsi8>
  %3 = compass.vnsrsr %x, %x, %all : vector<8xsi32>, vector<8xsi32>, !compass.mask<8> -> vector<16xui16>
  return
}
