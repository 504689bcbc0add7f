// RUN: compass-translate --to-opencl %s | FileCheck %s

// The Math builtins print as their dsl/math.h builtin: __vexp(x) … __vpow(x, y)
// under an all-true mask, __vexp(r, x, mask) otherwise.

// CHECK-LABEL: __kernel void math(
// CHECK:         float8 [[X:_[0-9]+]] = __vload(
// CHECK-NEXT:    float8 [[L:_[0-9]+]] = __vlog((float8)0, __vpow(__vexp([[X]]), [[X]]), __vmov_w({{.*}}));
// CHECK-NEXT:    __vstore([[L]], (__global float8*)
// CHECK-NEXT:    half16 [[E:_[0-9]+]] = __verf(__vload((__global half16*){{.*}}));
// CHECK-NEXT:    __vstore([[E]], (__global half16*)
func.func @math(%a: !compass.ptr<f32, global>, %b: !compass.ptr<f16, global>, %n: si32) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  %x = compass.vload %a, %all : <f32, global>, <8> -> vector<8xf32>
  %e = compass.vexp %x, %all : vector<8xf32>, !compass.mask<8>
  %p = compass.vpow %e, %x, %all : vector<8xf32>, !compass.mask<8>
  %m = compass.tail_mask %n : si32 -> !compass.mask<8>
  %l = compass.vlog %p, %m : vector<8xf32>, !compass.mask<8>
  compass.vstore %l, %a, %all : vector<8xf32>, <f32, global>, <8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <16>
  %h = compass.vload %b, %all16 : <f16, global>, <16> -> vector<16xf16>
  %r = compass.verf %h, %all16 : vector<16xf16>, !compass.mask<16>
  compass.vstore %r, %b, %all16 : vector<16xf16>, <f16, global>, <16>
  return
}
