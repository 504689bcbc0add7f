// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked %s | FileCheck %s --check-prefix=CHECKED

// The Dot family prints as builtin([acc, ]x, y, mask), whatever the mask.
// Checked, a form without acc also takes the simulator's poison bytes for
// the lanes no active product reaches; one with acc keeps acc there.
// CHECKED: short16 {{_[0-9]+}} = __vdot({{_[0-9]+}}, {{_[0-9]+}}, ALL_TRUE_b, __vreinterpret_short16(__COMPASS_POISON));
// CHECKED: float8 {{_[0-9]+}} = __vqdot({{_[0-9]+}}, {{_[0-9]+}}, ALL_TRUE_h, __vreinterpret_float8(__COMPASS_POISON));
// CHECKED: short16 {{_[0-9]+}} = __vdpa(__vdot({{.*}}, __vreinterpret_short16(__COMPASS_POISON)), {{_[0-9]+}}, {{_[0-9]+}}, ALL_TRUE_b);

// CHECK-LABEL: __kernel void dots(__global char* a, __global uchar* b, __global half* h, __global bf16* g, __global float* f) {
// CHECK:         char32 [[A:_[0-9]+]] = __vload((__global char32*)a, ALL_TRUE_b);
// CHECK-NEXT:    uchar32 [[B:_[0-9]+]] = __vload((__global uchar32*)b, ALL_TRUE_b);
// CHECK-NEXT:    half16 [[H:_[0-9]+]] = __vload((__global half16*)h, ALL_TRUE_h);
// CHECK-NEXT:    bf1616 [[G:_[0-9]+]] = __vload((__global bf1616*)g, ALL_TRUE_h);
// CHECK-NEXT:    float8 [[F:_[0-9]+]] = __vload((__global float8*)f, ALL_TRUE_w);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vdot([[A]], [[B]], ALL_TRUE_b);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vqdot([[A]], [[B]], __vmov_b(0x0000000f));
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vqdot([[H]], [[H]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vdpa(__vdot([[A]], __vload((__global char32*)a, ALL_TRUE_b), ALL_TRUE_b), [[B]], [[A]], ALL_TRUE_b);
// CHECK-NEXT:    uint8 {{_[0-9]+}} = __vqdpa(__vqdot([[B]], [[B]], ALL_TRUE_b), [[B]], [[B]], ALL_TRUE_b);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vqdpa([[F]], [[G]], [[G]], ALL_TRUE_h);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vfma([[F]], [[F]], [[F]], __vmov_w(0x00001111));
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vfmae([[F]], [[H]], [[H]], ALL_TRUE_w);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vfmao([[F]], [[G]], [[G]], __vmov_w(0x00001111));
func.func @dots(%pa: !compass.ptr<si8, global> {compass.name = "a"},
                %pb: !compass.ptr<ui8, global> {compass.name = "b"},
                %ph: !compass.ptr<f16, global> {compass.name = "h"},
                %pg: !compass.ptr<bf16, global> {compass.name = "g"},
                %pf: !compass.ptr<f32, global> {compass.name = "f"}) attributes {compass.kernel} {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m8 = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %m32 = compass.const_mask [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
  %a = compass.vload %pa, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
  %b = compass.vload %pb, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
  %h = compass.vload %ph, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  %g = compass.vload %pg, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  %f = compass.vload %pf, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %s = compass.vload %pa, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
  %s16 = compass.vdot %a, %s, %all32 : vector<32xsi8>, vector<32xsi8>, !compass.mask<32> -> vector<16xsi16>
  %u = compass.vqdot %b, %b, %all32 : vector<32xui8>, vector<32xui8>, !compass.mask<32> -> vector<8xui32>
  %0 = compass.vdot %a, %b, %all32 : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<16xsi16>
  %1 = compass.vqdot %a, %b, %m32 : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<8xsi32>
  %2 = compass.vqdot %h, %h, %all16 : vector<16xf16>, vector<16xf16>, !compass.mask<16> -> vector<8xf32>
  %3 = compass.vdpa %s16, %b, %a, %all32 : vector<16xsi16>, vector<32xui8>, vector<32xsi8>, !compass.mask<32>
  %4 = compass.vqdpa %u, %b, %b, %all32 : vector<8xui32>, vector<32xui8>, vector<32xui8>, !compass.mask<32>
  %5 = compass.vqdpa %f, %g, %g, %all16 : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, !compass.mask<16>
  %6 = compass.vfma %f, %f, %f, %m8 : vector<8xf32>, vector<8xf32>, vector<8xf32>, !compass.mask<8>
  %7 = compass.vfmae %f, %h, %h, %all8 : vector<8xf32>, vector<16xf16>, vector<16xf16>, !compass.mask<8>
  %8 = compass.vfmao %f, %g, %g, %m8 : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, !compass.mask<8>
  return
}
