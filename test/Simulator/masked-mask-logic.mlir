// compass.masked_and / masked_or / masked_xor / masked_andnot /
// masked_ornot: a op b where the mask is true, false elsewhere, on both
// engines. a = tail_mask(5), b = even lanes,
// m = [1, 1, 0, 0, 1, 1, 0, 1]; each result stored as 0/1 lanes.

// RUN: compass-sim %s --arg=buffer:si32:40 --arg=scalar:si32:5 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:40 --arg=scalar:si32:5 | FileCheck %s

// CHECK: arg0 = [1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 1]

func.func @masked(%out: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %a = compass.tail_mask %n : si32 -> !compass.mask<8>
  %b = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %m = compass.const_mask [true, true, false, false, true, true, false, true] : !compass.mask<8>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %c1 = tir.const 1 : si32
  %c0 = tir.const 0 : si32
  %ones = compass.vbcast %c1 : si32 -> vector<8xsi32>
  %zeros = compass.vbcast %c0 : si32 -> vector<8xsi32>
  %and = compass.masked_and %a, %b, %m : !compass.mask<8>
  %or = compass.masked_or %a, %b, %m : !compass.mask<8>
  %xor = compass.masked_xor %a, %b, %m : !compass.mask<8>
  %andnot = compass.masked_andnot %a, %b, %m : !compass.mask<8>
  %ornot = compass.masked_ornot %a, %b, %m : !compass.mask<8>
  %s0 = compass.vsel %ones, %zeros, %and : vector<8xsi32>, !compass.mask<8>
  %s1 = compass.vsel %ones, %zeros, %or : vector<8xsi32>, !compass.mask<8>
  %s2 = compass.vsel %ones, %zeros, %xor : vector<8xsi32>, !compass.mask<8>
  %s3 = compass.vsel %ones, %zeros, %andnot : vector<8xsi32>, !compass.mask<8>
  %s4 = compass.vsel %ones, %zeros, %ornot : vector<8xsi32>, !compass.mask<8>
  %c8 = tir.const 8 : si32
  %c16 = tir.const 16 : si32
  %p1 = tir.ptr_offset %out, %c8 : !compass.ptr<si32, global>, si32
  %p2 = tir.ptr_offset %out, %c16 : !compass.ptr<si32, global>, si32
  compass.vstore %s0, %out, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %s1, %p1, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %s2, %p2, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %c24 = tir.const 24 : si32
  %c32 = tir.const 32 : si32
  %p3 = tir.ptr_offset %out, %c24 : !compass.ptr<si32, global>, si32
  %p4 = tir.ptr_offset %out, %c32 : !compass.ptr<si32, global>, si32
  compass.vstore %s3, %p3, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %s4, %p4, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
