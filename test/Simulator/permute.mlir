// compass.vperm (two inputs; a runtime shift), vcompress (without and with
// fill) and vtbl (an index past the tables gives 0) in the simulator and
// natively (the same CHECK lines).

// RUN: compass-sim %s --arg=buffer:si32:40 --arg=buffer:si32:8:iota \
// RUN:   --arg=buffer:si32:8:values=10,11,12,13,14,15,16,17 \
// RUN:   --arg=buffer:si32:8:values=13,0,7,16,1,100,15,8 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:40 --arg=buffer:si32:8:iota \
// RUN:   --arg=buffer:si32:8:values=10,11,12,13,14,15,16,17 \
// RUN:   --arg=buffer:si32:8:values=13,0,7,16,1,100,15,8 | FileCheck %s
// CHECK: arg0 = [0, 10, 1, 11, 2, 12, 3, 13, 3, 4, 5, 6, 7, 0, 1, 2, 1, 3, 6, 0, 0, 0, 0, 0, 1, 3, 6, 10, 11, 12, 13, 14, 15, 0, 7, 0, 1, 0, 17, 10]

func.func @permute(%out: !compass.ptr<si32, global>, %xs: !compass.ptr<si32, global>,
                   %ys: !compass.ptr<si32, global>, %is: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %some = compass.const_mask [false, true, false, true, false, false, true, false] : !compass.mask<8>
  %x = compass.vload %xs, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %y = compass.vload %ys, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %idx = compass.vload %is, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %three = tir.const 3 : si32
  %z = compass.vperm %x, %y indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  %r = compass.vperm %x shift %three indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xsi32> -> vector<8xsi32>
  %c = compass.vcompress %x, %some : vector<8xsi32>, !compass.mask<8>
  %d = compass.vcompress %x, %some fill %y : vector<8xsi32>, !compass.mask<8>
  %t = compass.vtbl %x, %y indices %idx : vector<8xsi32>, vector<8xsi32> indices vector<8xsi32> -> vector<8xsi32>
  %i0 = tir.const 0 : si32
  %i1 = tir.const 8 : si32
  %i2 = tir.const 16 : si32
  %i3 = tir.const 24 : si32
  %i4 = tir.const 32 : si32
  %p0 = tir.ptr_offset %out, %i0 : !compass.ptr<si32, global>, si32
  %p1 = tir.ptr_offset %out, %i1 : !compass.ptr<si32, global>, si32
  %p2 = tir.ptr_offset %out, %i2 : !compass.ptr<si32, global>, si32
  %p3 = tir.ptr_offset %out, %i3 : !compass.ptr<si32, global>, si32
  %p4 = tir.ptr_offset %out, %i4 : !compass.ptr<si32, global>, si32
  compass.vstore %z, %p0, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %r, %p1, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %c, %p2, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %d, %p3, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %t, %p4, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
