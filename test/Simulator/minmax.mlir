// compass.vmax / vmin: a NaN lane yields the other operand (both NaN: NaN),
// equal lanes (+0 and -0) give the second operand; integers compare by
// their signedness; inactive lanes keep r.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:f32:8:values=1,nan,3,-0,0,nan,-7,8 \
// RUN:   --arg=buffer:f32:8:values=2,1,nan,0,-0,nan,7,-8 \
// RUN:   --arg=buffer:f32:8 --arg=buffer:f32:8 \
// RUN:   --arg=buffer:ui8:32:iota --arg=buffer:si8:32:iota --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:f32:8:values=1,nan,3,-0,0,nan,-7,8 \
// RUN:   --arg=buffer:f32:8:values=2,1,nan,0,-0,nan,7,-8 \
// RUN:   --arg=buffer:f32:8 --arg=buffer:f32:8 \
// RUN:   --arg=buffer:ui8:32:iota --arg=buffer:si8:32:iota --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   | FileCheck %s

// CHECK: arg2 = [2, 1, 3, 0, -0, nan, 7, 8]
// CHECK: arg3 = [1, 1, 3, 0, -0, nan, -7, 8]
// Integers compare by the signedness of the lane type: 0xff is -1 as si8
// (max with 0..31 keeps those) and 255 as ui8 (max with 200 keeps 255 only).
// CHECK: arg6 = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 255]
// CHECK: arg7 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
func.func @minmax(%a: !compass.ptr<f32, global>, %b: !compass.ptr<f32, global>,
                  %c: !compass.ptr<f32, global>, %d: !compass.ptr<f32, global>,
                  %u: !compass.ptr<ui8, global>, %s: !compass.ptr<si8, global>,
                  %o: !compass.ptr<ui8, global>, %os: !compass.ptr<si8, global>) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %x = compass.vload %a, %all : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %y = compass.vload %b, %all : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %mx = compass.vmax %x, %y, %all : vector<8xf32>, !compass.mask<8>
  compass.vstore %mx, %c, %all : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
  %some = compass.const_mask [true, true, true, true, true, true, false, false] : !compass.mask<8>
  %mn = compass.vmin %x, %y, %some r %x : vector<8xf32>, !compass.mask<8>
  compass.vstore %mn, %d, %all : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %vu = compass.vload %u, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
  %last = tir.const 31 : si32
  %ff = tir.const 255 : ui8
  %vu2 = tir.insert %ff, %vu[%last] : vector<32xui8>, si32
  %c200 = tir.const 200 : ui8
  %v200 = compass.vbcast %c200 : ui8 -> vector<32xui8>
  %mu = compass.vmax %vu2, %v200, %all32 : vector<32xui8>, !compass.mask<32>
  compass.vstore %mu, %o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
  %vs = compass.vload %s, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
  %m1 = tir.const -1 : si8
  %vm1 = compass.vbcast %m1 : si8 -> vector<32xsi8>
  %ms = compass.vmax %vs, %vm1, %all32 : vector<32xsi8>, !compass.mask<32>
  compass.vstore %ms, %os, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
  return
}
