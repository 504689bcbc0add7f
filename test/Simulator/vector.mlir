// compass.vload / compass.vstore with masks (inactive lanes read no memory
// and are 0, and are not written), and compass.vadd / vsub / vmul lane-wise:
// integers wrap, f16 computes in f32 and rounds, inactive lanes take r or,
// without r, the fixed poison pattern.

// RUN: compass-sim %s --arg=buffer:ui8:32:iota --arg=buffer:ui8:32:fill=200 \
// RUN:   --arg=buffer:ui8:32 --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si32:8:iota --arg=buffer:si32:8:fill=-3 --arg=buffer:si32:8 \
// RUN:   --arg=buffer:f16:16:fill=0.1 --arg=buffer:f16:16:fill=0.2 --arg=buffer:f16:16 \
// RUN:   --arg=buffer:si32:8:fill=9 --arg=buffer:si32:8 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:ui8:32:iota --arg=buffer:ui8:32:fill=200 \
// RUN:   --arg=buffer:ui8:32 --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si32:8:iota --arg=buffer:si32:8:fill=-3 --arg=buffer:si32:8 \
// RUN:   --arg=buffer:f16:16:fill=0.1 --arg=buffer:f16:16:fill=0.2 --arg=buffer:f16:16 \
// RUN:   --arg=buffer:si32:8:fill=9 --arg=buffer:si32:8 | FileCheck %s
// CHECK: arg2 = [200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
// CHECK: arg3 = [56, 57, 58, 59, 175, 35, 26, 113, 108, 145, 93, 49, 24, 62, 188, 210, 239, 81, 34, 157, 114, 79, 219, 217, 111, 57, 110, 174, 43, 200, 34, 47]
// CHECK: arg6 = [0, -3, -6, -3, -12, -3, -18, -3]
// CHECK: arg9 = [0.2998, 0.2998, 0.01501, 10448, -0.000662, 0.1676, 1.523, -53.88, 47.47, -0.005013, 29.78, -187.4, 0.679, -0.10046, -8.336, 0.11145]
// CHECK: arg10 = [9, 1, 2, 9, 9, 9, 9, 9]
// CHECK: arg11 = [0, 1, 2, 0, 0, 0, 0, 0]

func.func @vectors(%a: !compass.ptr<ui8, global>, %b: !compass.ptr<ui8, global>,
                   %add_out: !compass.ptr<ui8, global>, %sub_out: !compass.ptr<ui8, global>,
                   %c: !compass.ptr<si32, global>, %d: !compass.ptr<si32, global>,
                   %mul_out: !compass.ptr<si32, global>,
                   %e: !compass.ptr<f16, global>, %f: !compass.ptr<f16, global>,
                   %f16_out: !compass.ptr<f16, global>,
                   %store_out: !compass.ptr<si32, global>, %load_out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    // ui8, 32 lanes: a + b on lanes 0-15 (r = a elsewhere); a - b on lanes
    // 0-3 (poison elsewhere).
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %low16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
    %low4 = compass.const_mask [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
    %va = compass.vload %a, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %vb = compass.vload %b, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %sum = compass.vadd %va, %vb, %low16 r %va : vector<32xui8>, !compass.mask<32>
    compass.vstore %sum, %add_out, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %diff = compass.vsub %va, %vb, %low4 : vector<32xui8>, !compass.mask<32>
    compass.vstore %diff, %sub_out, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>

    // si32, 8 lanes: c * d on the even lanes, r = d on the odd ones.
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %even = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
    %vc = compass.vload %c, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vd = compass.vload %d, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %prod = compass.vmul %vc, %vd, %even r %vd : vector<8xsi32>, !compass.mask<8>
    compass.vstore %prod, %mul_out, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>

    // f16, 16 lanes: 0.1 + 0.2 rounded to f16 on lanes 0-1, poison elsewhere.
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %low2 = compass.const_mask [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
    %ve = compass.vload %e, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
    %vf = compass.vload %f, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
    %hsum = compass.vadd %ve, %vf, %low2 : vector<16xf16>, !compass.mask<16>
    compass.vstore %hsum, %f16_out, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>

    // A masked store writes lanes 1-2 only; a masked load reads lanes 0-2.
    %mid = compass.const_mask [false, true, true, false, false, false, false, false] : !compass.mask<8>
    %head = compass.const_mask [true, true, true, false, false, false, false, false] : !compass.mask<8>
    compass.vstore %vc, %store_out, %mid : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %part = compass.vload %c, %head : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    compass.vstore %part, %load_out, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }
  return
}
