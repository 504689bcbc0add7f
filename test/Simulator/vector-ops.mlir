// The lane-wise compass builtins beyond add/sub/mul: vdiv (x / 0 = 0, MIN /
// -1 = MAX for integers; IEEE for f32), vand / vor / vxor, vsl / vsr (counts
// read as unsigned, counts of the lane width or more shift every bit out),
// vinv with r or poison, vcmp into a mask (inactive lanes false), vsel and
// vbcast.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:si32:8:values=7,-7,-2147483648,100,5,-1,12,0 \
// RUN:   --arg=buffer:si32:8:values=2,2,-1,0,-3,31,33,4 \
// RUN:   --arg=buffer:si32:8 --arg=buffer:si32:8 --arg=buffer:si32:8 --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 --arg=buffer:si32:8 --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui8:32:iota --arg=buffer:ui8:32 --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui16:16:iota --arg=buffer:ui16:16 --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:f32:8 --arg=buffer:si32:8 | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si32:8:values=7,-7,-2147483648,100,5,-1,12,0 \
// RUN:   --arg=buffer:si32:8:values=2,2,-1,0,-3,31,33,4 \
// RUN:   --arg=buffer:si32:8 --arg=buffer:si32:8 --arg=buffer:si32:8 --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 --arg=buffer:si32:8 --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui8:32:iota --arg=buffer:ui8:32 --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui16:16:iota --arg=buffer:ui16:16 --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:f32:8 --arg=buffer:si32:8 | FileCheck %s

// CHECK: arg2 = [3, -3, 2147483647, 0, -1, 0, 0, 0]
// CHECK: arg3 = [2, 0, -2147483648, 0, 5, 31, 0, 0]
// CHECK: arg4 = [7, -5, -1, 100, -3, -1, 45, 4]
// CHECK: arg5 = [5, -5, 2147483647, 100, -8, -32, 45, 4]
// CHECK: arg6 = [28, -28, 0, 100, 0, -2147483648, 0, 0]
// CHECK: arg7 = [1, -2, -1, 100, 0, -1, 0, 0]
// CHECK: arg8 = [2, -7, -2147483648, 0, -3, -1, 12, 0]
// CHECK: arg10 = [200, 144, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg11 = [200, 100, 50, 25, 12, 6, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg13 = [65535, 65534, 65533, 28954, 37228, 12637, 15896, 53948, 20975, 40226, 20338, 55771, 14703, 44654, 51243, 12066]
// CHECK: arg14 = [65535, 1, 65533, 3, 65531, 5, 65529, 7, 65527, 9, 65525, 11, 65523, 13, 65521, 15]
// f32 vdiv: 1 / 0, -1 / 0, 0 / 0, 1 / 4, then lanes of vbcast 2.5.
// CHECK: arg15 = [inf, -inf, nan, 0.25, 2.5, 2.5, 2.5, 2.5]
// vbcast of a si32 scalar, then the mask of vcmp as 0/1 lanes.
// CHECK: arg16 = [0, 1, 1, 0, 0, 1, 1, 1]

func.func @vector_ops(%a: !compass.ptr<si32, global>, %b: !compass.ptr<si32, global>,
    %div: !compass.ptr<si32, global>, %and: !compass.ptr<si32, global>, %or: !compass.ptr<si32, global>,
    %xor: !compass.ptr<si32, global>, %shl: !compass.ptr<si32, global>, %shr: !compass.ptr<si32, global>,
    %sel: !compass.ptr<si32, global>,
    %counts: !compass.ptr<ui8, global>, %ushl: !compass.ptr<ui8, global>, %ushr: !compass.ptr<ui8, global>,
    %h: !compass.ptr<ui16, global>, %inv: !compass.ptr<ui16, global>, %invr: !compass.ptr<ui16, global>,
    %fdiv: !compass.ptr<f32, global>, %cmp: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %va = compass.vload %a, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vb = compass.vload %b, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %q = compass.vdiv %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %q, %div, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %x1 = compass.vand %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %x1, %and, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %x2 = compass.vor %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %x2, %or, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %x3 = compass.vxor %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %x3, %xor, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %x4 = compass.vsl %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %x4, %shl, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %x5 = compass.vsr %va, %vb, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %x5, %shr, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    // vcmp lt with lane 0 masked off, then vsel a : b.
    %not0 = compass.const_mask [false, true, true, true, true, true, true, true] : !compass.mask<8>
    %lt = compass.vcmp lt, %va, %vb, %not0 : vector<8xsi32>, !compass.mask<8>
    %s = compass.vsel %va, %vb, %lt : vector<8xsi32>, !compass.mask<8>
    compass.vstore %s, %sel, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %one = tir.const 1 : si32
    %ones = compass.vbcast %one : si32 -> vector<8xsi32>
    %zeros = compass.vbcast %c0 : si32 -> vector<8xsi32>
    %bits = compass.vsel %ones, %zeros, %lt : vector<8xsi32>, !compass.mask<8>
    compass.vstore %bits, %cmp, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>

    // ui8: 200 shifted by the lane index 0 … 31.
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %vc = compass.vload %counts, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %u200 = tir.const 200 : ui8
    %v200 = compass.vbcast %u200 : ui8 -> vector<32xui8>
    %ul = compass.vsl %v200, %vc, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %ul, %ushl, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %ur = compass.vsr %v200, %vc, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %ur, %ushr, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>

    // ui16 vinv: lanes 0-2 without r (poison elsewhere), even lanes with r.
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %low3 = compass.const_mask [true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
    %even = compass.const_mask [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false] : !compass.mask<16>
    %vh = compass.vload %h, %all16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %n1 = compass.vinv %vh, %low3 : vector<16xui16>, !compass.mask<16>
    compass.vstore %n1, %inv, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %n2 = compass.vinv %vh, %even r %vh : vector<16xui16>, !compass.mask<16>
    compass.vstore %n2, %invr, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>

    // f32 vdiv as IEEE.
    %f1 = tir.const 1.0 : f32
    %fm1 = tir.const -1.0 : f32
    %f0 = tir.const 0.0 : f32
    %f4 = tir.const 4.0 : f32
    %f25 = tir.const 2.5 : f32
    %num = compass.vbcast %f1 : f32 -> vector<8xf32>
    %i1 = tir.const 1 : si32
    %i2 = tir.const 2 : si32
    %i3 = tir.const 3 : si32
    %num1 = tir.insert %fm1, %num[%i1] : vector<8xf32>, si32
    %num2 = tir.insert %f0, %num1[%i2] : vector<8xf32>, si32
    %den = compass.vbcast %f0 : f32 -> vector<8xf32>
    %den1 = tir.insert %f4, %den[%i3] : vector<8xf32>, si32
    %head = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
    %fill = compass.vbcast %f25 : f32 -> vector<8xf32>
    %fq = compass.vdiv %num2, %den1, %head r %fill : vector<8xf32>, !compass.mask<8>
    compass.vstore %fq, %fdiv, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
  }
  return
}
