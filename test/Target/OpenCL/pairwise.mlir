// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked -split-input-file %s | FileCheck %s --check-prefix=CHECKED

// The pairwise builtins print as their runtime builtin on two vectors.

// CHECK-LABEL: __kernel void pairwise(
// CHECK-SAME:  __global char* [[A:[a-z0-9]+]], __global uint* [[B:[a-z0-9]+]]) {
// CHECK-NEXT:    char32 [[X:_[0-9]+]] = __vload((__global char32*)[[A]], ALL_TRUE_b);
// CHECK-NEXT:    char32 [[XS:_[0-9]+]] = __vsubh(__vaddh([[X]], [[X]]), [[X]]);
// CHECK-NEXT:    __vstore([[XS]], (__global char32*)[[A]], ALL_TRUE_b);
// CHECK-NEXT:    uint8 [[U:_[0-9]+]] = __vload((__global uint8*)[[B]], ALL_TRUE_w);
// CHECK-NEXT:    uint8 [[US:_[0-9]+]] = __vminh(__vmaxh([[U]], [[U]]), [[U]]);
// CHECK-NEXT:    __vstore([[US]], (__global uint8*)[[B]], ALL_TRUE_w);
func.func @pairwise(%a: !compass.ptr<si8, global>, %b: !compass.ptr<ui32, global>) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <32>
  %x = compass.vload %a, %all : <si8, global>, <32> -> vector<32xsi8>
  %s = compass.vaddh %x, %x : vector<32xsi8>
  %d = compass.vsubh %s, %x : vector<32xsi8>
  compass.vstore %d, %a, %all : vector<32xsi8>, <si8, global>, <32>
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  %u = compass.vload %b, %all8 : <ui32, global>, <8> -> vector<8xui32>
  %max = compass.vmaxh %u, %u : vector<8xui32>
  %min = compass.vminh %max, %u : vector<8xui32>
  compass.vstore %min, %b, %all8 : vector<8xui32>, <ui32, global>, <8>
  return
}

// -----

// Whole-mask tests print with the lane-size suffix of their mask.
// CHECK-LABEL: __kernel void mask_tests(
// CHECK:         bool8 [[M:_[0-9]+]] = __vcgt(
// CHECK-NEXT:    [0] = (int)(((bool)(((bool)__vandr_w([[M]])) & ((bool)__vorr_w([[M]])))));
func.func @mask_tests(%a: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  %x = compass.vload %a, %all8 : <si32, global>, <8> -> vector<8xsi32>
  %m = compass.vcmp gt, %x, %x, %all8 : vector<8xsi32>, !compass.mask<8>
  %all = compass.vall %m : !compass.mask<8>
  %any = compass.vany %m : !compass.mask<8>
  %both = tir.and %all, %any : i1
  %i = tir.cast %both : i1 to si32
  %zero = tir.const 0 : si32
  tir.store %i, %a[%zero] : !compass.ptr<si32, global>, si32
  return
}

// -----

// Reductions print as their runtime builtin on the vector and its mask;
// checked, also with the simulator's poison bytes for the lanes they leave
// undefined.
// CHECKED-LABEL: __kernel void reductions(
// CHECKED: float8 {{_[0-9]+}} = __vrpadd({{_[0-9]+}}, ALL_TRUE_h, __vreinterpret_float8(__COMPASS_POISON));
// CHECKED: half16 {{_[0-9]+}} = __vrpmine(__vrpmax({{_[0-9]+}}, ALL_TRUE_h, __vreinterpret_half16(__COMPASS_POISON)), ALL_TRUE_h, __vreinterpret_half16(__COMPASS_POISON));
// CHECK-LABEL: __kernel void reductions(
// CHECK:         half16 [[X:_[0-9]+]] = __vload(
// CHECK-NEXT:    float8 [[R:_[0-9]+]] = __vrpadd([[X]], ALL_TRUE_h);
// CHECK-NEXT:    half16 [[M:_[0-9]+]] = __vrpmine(__vrpmax([[X]], ALL_TRUE_h), ALL_TRUE_h);
// CHECK-NEXT:    __vstore([[M]], (__global half16*)
// CHECK-NEXT:    __vstore([[R]], (__global float8*)
func.func @reductions(%a: !compass.ptr<f16, global>, %b: !compass.ptr<f32, global>) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <16>
  %x = compass.vload %a, %all : <f16, global>, <16> -> vector<16xf16>
  %s = compass.vrpadd %x, %all : vector<16xf16>, !compass.mask<16> -> vector<8xf32>
  %max = compass.vrpmax %x, %all : vector<16xf16>, !compass.mask<16> -> vector<16xf16>
  %min = compass.vrpmine %max, %all : vector<16xf16>, !compass.mask<16> -> vector<16xf16>
  compass.vstore %min, %a, %all : vector<16xf16>, <f16, global>, <16>
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  compass.vstore %s, %b, %all8 : vector<8xf32>, <f32, global>, <8>
  return
}
