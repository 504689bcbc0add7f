// compass.vcmp with a mask: lanes the mask turns off are false, whatever
// the operands. Every compare below holds on all 8 lanes (for f32 `ne` the
// operands include NaN, unordered), so the result is the mask itself:
// [true, false, false, true, true, false, false, true] on each row of 8.

// RUN: compass-sim %s --arg=buffer:si32:96 --arg=buffer:si32:8:iota \
// RUN:   --arg=buffer:f32:8:iota --arg=buffer:f32:8:values=nan,1,nan,3,nan,5,nan,7 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:96 --arg=buffer:si32:8:iota \
// RUN:   --arg=buffer:f32:8:iota --arg=buffer:f32:8:values=nan,1,nan,3,nan,5,nan,7 | FileCheck %s
// CHECK: arg0 = [1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1]

func.func @masked_cmp(%out: !compass.ptr<si32, global>, %in: !compass.ptr<si32, global>,
                      %fin: !compass.ptr<f32, global>, %nanin: !compass.ptr<f32, global>) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m = compass.const_mask [true, false, false, true, true, false, false, true] : !compass.mask<8>
  %a = compass.vload %in, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %one = tir.const 1 : si32
  %ones = compass.vbcast %one : si32 -> vector<8xsi32>
  %zeros = compass.vsub %ones, %ones, %all : vector<8xsi32>, !compass.mask<8>
  %a1 = compass.vadd %a, %ones, %all : vector<8xsi32>, !compass.mask<8>
  %f = compass.vload %fin, %all : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %fone = tir.const 1.0 : f32
  %fones = compass.vbcast %fone : f32 -> vector<8xf32>
  %fn = compass.vload %nanin, %all : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %f1 = compass.vadd %f, %fones, %all : vector<8xf32>, !compass.mask<8>
  %c0 = compass.vcmp eq, %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %s0 = compass.vsel %ones, %zeros, %c0 : vector<8xsi32>, !compass.mask<8>
  %i0 = tir.const 0 : si32
  %p0 = tir.ptr_offset %out, %i0 : !compass.ptr<si32, global>, si32
  compass.vstore %s0, %p0, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c1 = compass.vcmp ne, %a, %a1, %m : vector<8xsi32>, !compass.mask<8>
  %s1 = compass.vsel %ones, %zeros, %c1 : vector<8xsi32>, !compass.mask<8>
  %i1 = tir.const 8 : si32
  %p1 = tir.ptr_offset %out, %i1 : !compass.ptr<si32, global>, si32
  compass.vstore %s1, %p1, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c2 = compass.vcmp lt, %a, %a1, %m : vector<8xsi32>, !compass.mask<8>
  %s2 = compass.vsel %ones, %zeros, %c2 : vector<8xsi32>, !compass.mask<8>
  %i2 = tir.const 16 : si32
  %p2 = tir.ptr_offset %out, %i2 : !compass.ptr<si32, global>, si32
  compass.vstore %s2, %p2, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c3 = compass.vcmp le, %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %s3 = compass.vsel %ones, %zeros, %c3 : vector<8xsi32>, !compass.mask<8>
  %i3 = tir.const 24 : si32
  %p3 = tir.ptr_offset %out, %i3 : !compass.ptr<si32, global>, si32
  compass.vstore %s3, %p3, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c4 = compass.vcmp gt, %a1, %a, %m : vector<8xsi32>, !compass.mask<8>
  %s4 = compass.vsel %ones, %zeros, %c4 : vector<8xsi32>, !compass.mask<8>
  %i4 = tir.const 32 : si32
  %p4 = tir.ptr_offset %out, %i4 : !compass.ptr<si32, global>, si32
  compass.vstore %s4, %p4, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c5 = compass.vcmp ge, %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %s5 = compass.vsel %ones, %zeros, %c5 : vector<8xsi32>, !compass.mask<8>
  %i5 = tir.const 40 : si32
  %p5 = tir.ptr_offset %out, %i5 : !compass.ptr<si32, global>, si32
  compass.vstore %s5, %p5, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c6 = compass.vcmp eq, %f, %f, %m : vector<8xf32>, !compass.mask<8>
  %s6 = compass.vsel %ones, %zeros, %c6 : vector<8xsi32>, !compass.mask<8>
  %i6 = tir.const 48 : si32
  %p6 = tir.ptr_offset %out, %i6 : !compass.ptr<si32, global>, si32
  compass.vstore %s6, %p6, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c7 = compass.vcmp ne, %fn, %f1, %m : vector<8xf32>, !compass.mask<8>
  %s7 = compass.vsel %ones, %zeros, %c7 : vector<8xsi32>, !compass.mask<8>
  %i7 = tir.const 56 : si32
  %p7 = tir.ptr_offset %out, %i7 : !compass.ptr<si32, global>, si32
  compass.vstore %s7, %p7, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c8 = compass.vcmp lt, %f, %f1, %m : vector<8xf32>, !compass.mask<8>
  %s8 = compass.vsel %ones, %zeros, %c8 : vector<8xsi32>, !compass.mask<8>
  %i8 = tir.const 64 : si32
  %p8 = tir.ptr_offset %out, %i8 : !compass.ptr<si32, global>, si32
  compass.vstore %s8, %p8, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c9 = compass.vcmp le, %f, %f, %m : vector<8xf32>, !compass.mask<8>
  %s9 = compass.vsel %ones, %zeros, %c9 : vector<8xsi32>, !compass.mask<8>
  %i9 = tir.const 72 : si32
  %p9 = tir.ptr_offset %out, %i9 : !compass.ptr<si32, global>, si32
  compass.vstore %s9, %p9, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c10 = compass.vcmp gt, %f1, %f, %m : vector<8xf32>, !compass.mask<8>
  %s10 = compass.vsel %ones, %zeros, %c10 : vector<8xsi32>, !compass.mask<8>
  %i10 = tir.const 80 : si32
  %p10 = tir.ptr_offset %out, %i10 : !compass.ptr<si32, global>, si32
  compass.vstore %s10, %p10, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c11 = compass.vcmp ge, %f, %f, %m : vector<8xf32>, !compass.mask<8>
  %s11 = compass.vsel %ones, %zeros, %c11 : vector<8xsi32>, !compass.mask<8>
  %i11 = tir.const 88 : si32
  %p11 = tir.ptr_offset %out, %i11 : !compass.ptr<si32, global>, si32
  compass.vstore %s11, %p11, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
