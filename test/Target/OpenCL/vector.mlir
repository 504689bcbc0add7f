// RUN: compass-translate --to-opencl %s | FileCheck %s

// Constant masks print as the hardware predicate: lane i of a vector of
// k-byte elements is bit i * k; all-true masks as ALL_TRUE_b/h/w.
// vload/vstore cast scalar pointers to vector pointers of the same address
// space. vadd/vsub/vmul print as C operators under an all-true mask without
// r, else as the builtin with r (or zero) first.

// A pointer to whole vectors needs no cast; vector values pass to and from
// subroutines, masks too.
// CHECK-LABEL: float8 masks_helper(float8* p, bool8 m) {
// CHECK-NEXT:    float8 [[R:_[0-9]+]] = __vmul((float8)0, __vload(p, m), __vload(p + 1, ALL_TRUE_w), m);
// CHECK-NEXT:    __vstore([[R]], p, m);
// CHECK-NEXT:    return [[R]];
// CHECK-NEXT:  }
func.func @helper(%p: !compass.ptr<vector<8xf32>, private> {compass.name = "p"},
                  %m: !compass.mask<8> {compass.name = "m"}) -> vector<8xf32> {
  %c1 = tir.const 1 : si32
  %v = compass.vload %p, %m : !compass.ptr<vector<8xf32>, private>, !compass.mask<8> -> vector<8xf32>
  %w = tir.load %p[%c1] : !compass.ptr<vector<8xf32>, private>, si32
  %r = compass.vmul %v, %w, %m : vector<8xf32>, !compass.mask<8>
  compass.vstore %r, %p, %m : vector<8xf32>, !compass.ptr<vector<8xf32>, private>, !compass.mask<8>
  return %r : vector<8xf32>
}

// CHECK-LABEL: __kernel void masks(__global int* a, __local short* s, __global uchar* b, __global bf16* h) {
// CHECK-NEXT:    int8 [[VA:_[0-9]+]] = __vload((__global int8*)a, ALL_TRUE_w);
// CHECK-NEXT:    int8 [[VB:_[0-9]+]] = __vload((__global int8*)a, __vmov_w(0x11111101));
// CHECK-NEXT:    int8 [[VR:_[0-9]+]] = __vadd([[VA]], (__vsub([[VA]], ([[VA]] + [[VB]]), [[VB]], __vmov_w(0x11111101)) * [[VB]]), [[VB]], ALL_TRUE_w);
// CHECK-NEXT:    __vstore([[VR]], (__global int8*)a, __vmov_w(0x10000000));
// CHECK-NEXT:    short16 [[VS:_[0-9]+]] = __vload((__local short16*)s, __vmov_h(0x00000005));
// CHECK-NEXT:    short16 [[VSR:_[0-9]+]] = ([[VS]] * [[VS]]);
// CHECK-NEXT:    __vstore([[VSR]], (__local short16*)s, ALL_TRUE_h);
// CHECK-NEXT:    uchar32 [[VC:_[0-9]+]] = __vload((__global uchar32*)b, __vmov_b(0x80000003));
// CHECK-NEXT:    uchar32 [[VCR:_[0-9]+]] = ([[VC]] - [[VC]]);
// CHECK-NEXT:    __vstore([[VCR]], (__global uchar32*)b, ALL_TRUE_b);
// CHECK-NEXT:    bf1616 [[VH:_[0-9]+]] = __vload((__global bf1616*)h, ALL_TRUE_h);
// CHECK-NEXT:    bf1616 [[VHR:_[0-9]+]] = __vadd(as_bf1616((ushort16)0), [[VH]], [[VH]], ALL_TRUE_h);
// CHECK-NEXT:    __vstore([[VHR]], (__global bf1616*)h, ALL_TRUE_h);
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:  }
func.func @masks(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %s: !compass.ptr<si16, shared> {compass.name = "s"},
                 %b: !compass.ptr<ui8, global> {compass.name = "b"},
                 %h: !compass.ptr<bf16, global> {compass.name = "h"}) attributes {compass.kernel} {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m8 = compass.const_mask [true, false, true, true, true, true, true, true] : !compass.mask<8>
  %tail = compass.const_mask [true, true, true, false, false, false, false, false] : !compass.mask<8>
  %last = compass.const_mask [false, false, false, false, false, false, false, true] : !compass.mask<8>
  %va = compass.vload %a, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %vb = compass.vload %a, %m8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %sum = compass.vadd %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
  %m1 = compass.vsub %sum, %vb, %m8 r %va : vector<8xsi32>, !compass.mask<8>
  %m2 = compass.vmul %m1, %vb, %tail : vector<8xsi32>, !compass.mask<8>
  %m3 = compass.vadd %m2, %vb, %all8 r %va : vector<8xsi32>, !compass.mask<8>
  compass.vstore %m3, %a, %last : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>

  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %two16 = compass.const_mask [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
  %vs = compass.vload %s, %two16 : !compass.ptr<si16, shared>, !compass.mask<16> -> vector<16xsi16>
  %vs2 = compass.vmul %vs, %vs, %all16 : vector<16xsi16>, !compass.mask<16>
  compass.vstore %vs2, %s, %all16 : vector<16xsi16>, !compass.ptr<si16, shared>, !compass.mask<16>

  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %ends32 = compass.const_mask [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true] : !compass.mask<32>
  %vc = compass.vload %b, %ends32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
  %vc2 = compass.vsub %vc, %vc, %all32 : vector<32xui8>, !compass.mask<32>
  compass.vstore %vc2, %b, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>

  // bfloat16 lanes always go through the builtin.
  %vh = compass.vload %h, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  %vh2 = compass.vadd %vh, %vh, %all16 : vector<16xbf16>, !compass.mask<16>
  compass.vstore %vh2, %h, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
  return
}
