// The lane-wise bit builtins and their edge lanes, run by the simulator and
// natively (the same CHECK lines): vsls (saturating left shift: counts of the
// width or more saturate a nonzero lane, 0 stays), vsrr (rounding right
// shift: ties to even, counts above 40 give 0), vror (count modulo the
// width), clz, vcls (for unsigned lanes with the top bit set: all ones),
// vpcnt, vbrevs, abs (|MIN| wraps to MIN) and vabss (|MIN| is MAX) on si8,
// ui8 and si32; out_sign vcls / vpcnt (si32 in, ui32 out) with r, vsls
// without r (poison lanes), abs with r; rint (ties to even) and abs (the sign
// bit cleared: -0 and NaN) on f32, f16 and bf16, printed as bits.
// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,1,64,-65,100,3,-3,5,-5,6,-6,7,-7,96,-96,33,2,-2,120,-120,15,16,-16,63,-64,9,-9,80,1 \
// RUN:   --arg=buffer:si8:32:values=1,1,9,3,0,1,1,8,1,1,1,1,2,2,1,1,5,5,-56,-1,7,0,-1,3,4,4,65,2,-127,-128,127,7 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32:values=255,0,1,128,127,3,5,6,7,200,100,16,24,8,12,2,254,64,65,129,130,131,9,10,11,13,14,15,17,18,19,20 \
// RUN:   --arg=buffer:ui8:32:values=1,3,8,1,1,1,1,2,1,3,2,3,4,4,3,9,200,2,2,1,1,1,0,1,1,2,2,2,3,40,41,1 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,0,5,-5,1073741824,-6 \
// RUN:   --arg=buffer:si32:8:values=1,1,31,100,1,1,1,-1 \
// RUN:   --arg=buffer:si32:8:values=32,33,4,1,2,2,40,41 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:f32:8:values=nan,-0,2.5,3.5,-2.5,0.5,-inf,1e30 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:f16:16:values=nan,-0,2.5,3.5,-2.5,0.5,-inf,1000.5,-1.5,65504,0.499,-0.5,1023.5,7,-7.5,0 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:bf16:16:values=nan,-0,2.5,3.5,-2.5,0.5,-inf,1000.5,-1.5,3e38,0.499,-0.5,255.5,7,-7.5,0 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,1,64,-65,100,3,-3,5,-5,6,-6,7,-7,96,-96,33,2,-2,120,-120,15,16,-16,63,-64,9,-9,80,1 \
// RUN:   --arg=buffer:si8:32:values=1,1,9,3,0,1,1,8,1,1,1,1,2,2,1,1,5,5,-56,-1,7,0,-1,3,4,4,65,2,-127,-128,127,7 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32:values=255,0,1,128,127,3,5,6,7,200,100,16,24,8,12,2,254,64,65,129,130,131,9,10,11,13,14,15,17,18,19,20 \
// RUN:   --arg=buffer:ui8:32:values=1,3,8,1,1,1,1,2,1,3,2,3,4,4,3,9,200,2,2,1,1,1,0,1,1,2,2,2,3,40,41,1 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,0,5,-5,1073741824,-6 \
// RUN:   --arg=buffer:si32:8:values=1,1,31,100,1,1,1,-1 \
// RUN:   --arg=buffer:si32:8:values=32,33,4,1,2,2,40,41 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:f32:8:values=nan,-0,2.5,3.5,-2.5,0.5,-inf,1e30 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:f16:16:values=nan,-0,2.5,3.5,-2.5,0.5,-inf,1000.5,-1.5,65504,0.499,-0.5,1023.5,7,-7.5,0 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:bf16:16:values=nan,-0,2.5,3.5,-2.5,0.5,-inf,1000.5,-1.5,3e38,0.499,-0.5,255.5,7,-7.5,0 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   | FileCheck %s

// CHECK: arg0 = [-128, 127, -1, 0, 1, 64, -65, 100, 3, -3, 5, -5, 6, -6, 7, -7, 96, -96, 33, 2, -2, 120, -120, 15, 16, -16, 63, -64, 9, -9, 80, 1]
// CHECK: arg1 = [1, 1, 9, 3, 0, 1, 1, 8, 1, 1, 1, 1, 2, 2, 1, 1, 5, 5, -56, -1, 7, 0, -1, 3, 4, 4, 65, 2, -127, -128, 127, 7]
// CHECK: arg2 = [-128, 127, -128, 0, 1, 127, -128, 127, 6, -6, 10, -10, 24, -24, 14, -14, 127, -128, 127, 127, -128, 120, -128, 120, 127, -128, 127, -128, 127, -128, 127, 127]
// CHECK: arg3 = [-64, 64, 0, 0, 1, 32, -32, 0, 2, -2, 2, -2, 2, -2, 4, -4, 3, -3, 0, 0, 0, 120, 0, 2, 1, -1, 0, -16, 0, 0, 0, 0]
// CHECK: arg4 = [64, -65, -1, 0, 1, 32, -33, 100, -127, -2, -126, -3, -127, -66, -125, -4, 3, 5, 33, 4, -3, 120, 17, -31, 1, 15, -97, 48, -124, -9, -96, 2]
// CHECK: arg5 = [0, 1, 0, 8, 7, 1, 0, 1, 6, 0, 5, 0, 5, 0, 5, 0, 1, 0, 2, 6, 0, 1, 0, 4, 3, 0, 2, 0, 4, 0, 1, 7]
// CHECK: arg6 = [0, 0, 7, 7, 6, 0, 0, 0, 5, 5, 4, 4, 4, 4, 4, 4, 0, 0, 1, 5, 6, 0, 0, 3, 2, 3, 1, 1, 3, 3, 0, 6]
// CHECK: arg7 = [1, 7, 8, 0, 1, 1, 7, 3, 2, 7, 2, 7, 2, 6, 3, 6, 2, 2, 2, 1, 7, 4, 2, 4, 1, 4, 6, 2, 2, 7, 2, 1]
// CHECK: arg8 = [1, -2, -1, 0, -128, 2, -3, 38, -64, -65, -96, -33, 96, 95, -32, -97, 6, 5, -124, 64, 127, 30, 17, -16, 8, 15, -4, 3, -112, -17, 10, -128]
// CHECK: arg9 = [-128, 127, 1, 0, 1, 64, 65, 100, 3, 3, 5, 5, 6, 6, 7, 7, 96, 96, 33, 2, 2, 120, 120, 15, 16, 16, 63, 64, 9, 9, 80, 1]
// CHECK: arg10 = [127, 127, 1, 0, 1, 64, 65, 100, 3, 3, 5, 5, 6, 6, 7, 7, 96, 96, 33, 2, 2, 120, 120, 15, 16, 16, 63, 64, 9, 9, 80, 1]
// CHECK: arg11 = [255, 0, 1, 128, 127, 3, 5, 6, 7, 200, 100, 16, 24, 8, 12, 2, 254, 64, 65, 129, 130, 131, 9, 10, 11, 13, 14, 15, 17, 18, 19, 20]
// CHECK: arg12 = [1, 3, 8, 1, 1, 1, 1, 2, 1, 3, 2, 3, 4, 4, 3, 9, 200, 2, 2, 1, 1, 1, 0, 1, 1, 2, 2, 2, 3, 40, 41, 1]
// CHECK: arg13 = [128, 0, 0, 64, 64, 2, 2, 2, 4, 25, 25, 2, 2, 0, 2, 0, 0, 16, 16, 64, 65, 66, 9, 5, 6, 3, 4, 4, 2, 0, 0, 10]
// CHECK: arg14 = [255, 0, 1, 64, 191, 129, 130, 129, 131, 25, 25, 2, 129, 128, 129, 1, 254, 16, 80, 192, 65, 193, 9, 5, 133, 67, 131, 195, 34, 18, 137, 10]
// CHECK: arg15 = [0, 8, 7, 0, 1, 6, 5, 5, 5, 0, 1, 3, 3, 4, 4, 6, 0, 1, 1, 0, 0, 0, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3]
// CHECK: arg16 = [8, 0, 1, 1, 7, 2, 2, 2, 3, 3, 3, 1, 2, 1, 2, 1, 7, 1, 2, 2, 2, 3, 2, 2, 3, 3, 3, 4, 2, 2, 3, 2]
// CHECK: arg17 = [255, 0, 1, 128, 127, 3, 5, 6, 7, 200, 100, 16, 24, 8, 12, 2, 254, 64, 65, 129, 130, 131, 9, 10, 11, 13, 14, 15, 17, 18, 19, 20]
// CHECK: arg18 = [-2147483648, 2147483647, -1, 0, 5, -5, 1073741824, -6]
// CHECK: arg19 = [1, 1, 31, 100, 1, 1, 1, -1]
// CHECK: arg20 = [32, 33, 4, 1, 2, 2, 40, 41]
// CHECK: arg21 = [-2147483648, 2147483647, -2147483648, 0, 10, -10, 2147483647, -2147483648]
// CHECK: arg22 = [-2147483648, 2147483647, -16, 0, 20, -20, 2147483647, -2147483648]
// CHECK: arg23 = [-1073741824, 1073741824, 0, 0, 2, -2, 536870912, 0]
// CHECK: arg24 = [0, 0, 0, 0, 1, -1, 0, 0]
// CHECK: arg25 = [1073741824, -1073741825, -1, 0, -2147483646, -3, 536870912, -11]
// CHECK: arg26 = [-2147483648, -1073741825, -1, 0, 1073741825, -2, 4194304, -41943041]
// CHECK: arg27 = [0, 1, 0, 32, 29, 0, 1, 0]
// CHECK: arg28 = [0, 0, 31, 31, 28, 28, 0, 28]
// CHECK: arg29 = [1, 31, 32, 0, 2, 31, 1, 30]
// CHECK: arg30 = [1, -2, -1, 0, -1610612736, -536870913, 2, 1610612735]
// CHECK: arg31 = [-2147483648, 2147483647, 1, 0, 5, 5, 1073741824, 6]
// CHECK: arg32 = [2147483647, 2147483647, 1, 0, 5, 5, 1073741824, 6]
// CHECK: arg33 = [0, 0, 31, 31, 28, 28, 0, 28]
// CHECK: arg34 = [1, 33, 32, 1, 2, 31, 40, 30]
// CHECK: arg35 = [-2147483648, 1897538479, -16, -759415272, 20, -20, -1368508049, -2147483648]
// CHECK: arg36 = [-2147483648, 33, 1, 1, 5, 5, 40, 6]
// CHECK: arg37 = [nan, -0, 2.5, 3.5, -2.5, 0.5, -inf, 1e+30]
// CHECK: arg38 = [2143289344, 2147483648, 1073741824, 1082130432, 3221225472, 0, 4286578688, 1900671690]
// CHECK: arg39 = [2143289344, 0, 1075838976, 1080033280, 1075838976, 1056964608, 2139095040, 1900671690]
// CHECK: arg40 = [nan, -0, 2.5, 3.5, -2.5, 0.5, -inf, 1000.5, -1.5, 65504, 0.499, -0.5, 1023.5, 7, -7.5, 0]
// CHECK: arg41 = [32256, 32768, 16384, 17408, 49152, 0, 64512, 25552, 49152, 31743, 0, 32768, 25600, 18176, 51200, 0]
// CHECK: arg42 = [32256, 0, 16640, 17152, 16640, 14336, 31744, 25553, 15872, 31743, 14332, 14336, 25599, 18176, 18304, 0]
// CHECK: arg43 = [nan, -0, 2.5, 3.5, -2.5, 0.5, -inf, 1000, -1.5, 3e+38, 0.498, -0.5, 256, 7, -7.5, 0]
// CHECK: arg44 = [32704, 32768, 16384, 16512, 49152, 0, 65408, 17530, 49152, 32610, 0, 32768, 17280, 16608, 49408, 0]
// CHECK: arg45 = [32704, 0, 16416, 16480, 16416, 16128, 32640, 17530, 16320, 32610, 16127, 16128, 17280, 16608, 16624, 0]

func.func @lane_bits(%xs8: !compass.ptr<si8, global>, %ys8: !compass.ptr<si8, global>, %vsls_s8_o: !compass.ptr<si8, global>, %vsrr_s8_o: !compass.ptr<si8, global>, %vror_s8_o: !compass.ptr<si8, global>, %clz_s8_o: !compass.ptr<si8, global>, %vcls_s8_o: !compass.ptr<si8, global>, %vpcnt_s8_o: !compass.ptr<si8, global>, %vbrevs_s8_o: !compass.ptr<si8, global>, %abs_s8_o: !compass.ptr<si8, global>, %vabss_s8_o: !compass.ptr<si8, global>, %xu8: !compass.ptr<ui8, global>, %yu8: !compass.ptr<ui8, global>, %vsrr_u8_o: !compass.ptr<ui8, global>, %vror_u8_o: !compass.ptr<ui8, global>, %clz_u8_o: !compass.ptr<ui8, global>, %vpcnt_u8_o: !compass.ptr<ui8, global>, %abs_u8_o: !compass.ptr<ui8, global>, %xs32: !compass.ptr<si32, global>, %ys32: !compass.ptr<si32, global>, %zs32: !compass.ptr<si32, global>, %vsls_s32_o: !compass.ptr<si32, global>, %vsls_z32_o: !compass.ptr<si32, global>, %vsrr_s32_o: !compass.ptr<si32, global>, %vsrr_z32_o: !compass.ptr<si32, global>, %vror_s32_o: !compass.ptr<si32, global>, %vror_z32_o: !compass.ptr<si32, global>, %clz_s32_o: !compass.ptr<si32, global>, %vcls_s32_o: !compass.ptr<si32, global>, %vpcnt_s32_o: !compass.ptr<si32, global>, %vbrevs_s32_o: !compass.ptr<si32, global>, %abs_s32_o: !compass.ptr<si32, global>, %vabss_s32_o: !compass.ptr<si32, global>, %clsu_s32_o: !compass.ptr<ui32, global>, %pcntr_s32_o: !compass.ptr<ui32, global>, %slsp_s32_o: !compass.ptr<si32, global>, %absr_s32_o: !compass.ptr<si32, global>, %xf32: !compass.ptr<f32, global>, %rint_f32_o: !compass.ptr<ui32, global>, %abs_f32_o: !compass.ptr<ui32, global>, %xf16: !compass.ptr<f16, global>, %rint_f16_o: !compass.ptr<ui16, global>, %abs_f16_o: !compass.ptr<ui16, global>, %xbf16: !compass.ptr<bf16, global>, %rint_bf16_o: !compass.ptr<ui16, global>, %abs_bf16_o: !compass.ptr<ui16, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %vxs8 = compass.vload %xs8, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vys8 = compass.vload %ys8, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vsls_s8 = compass.vsls %vxs8, %vys8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vsls_s8, %vsls_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vsrr_s8 = compass.vsrr %vxs8, %vys8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vsrr_s8, %vsrr_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vror_s8 = compass.vror %vxs8, %vys8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vror_s8, %vror_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %clz_s8 = compass.clz %vxs8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %clz_s8, %clz_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vcls_s8 = compass.vcls %vxs8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vcls_s8, %vcls_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vpcnt_s8 = compass.vpcnt %vxs8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vpcnt_s8, %vpcnt_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vbrevs_s8 = compass.vbrevs %vxs8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vbrevs_s8, %vbrevs_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %abs_s8 = compass.abs %vxs8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %abs_s8, %abs_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vabss_s8 = compass.vabss %vxs8, %all32 : vector<32xsi8>, !compass.mask<32>
    compass.vstore %vabss_s8, %vabss_s8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vxu8 = compass.vload %xu8, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %vyu8 = compass.vload %yu8, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %vsrr_u8 = compass.vsrr %vxu8, %vyu8, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %vsrr_u8, %vsrr_u8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vror_u8 = compass.vror %vxu8, %vyu8, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %vror_u8, %vror_u8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %clz_u8 = compass.clz %vxu8, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %clz_u8, %clz_u8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vpcnt_u8 = compass.vpcnt %vxu8, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %vpcnt_u8, %vpcnt_u8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %abs_u8 = compass.abs %vxu8, %all32 : vector<32xui8>, !compass.mask<32>
    compass.vstore %abs_u8, %abs_u8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vxs32 = compass.vload %xs32, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vys32 = compass.vload %ys32, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vzs32 = compass.vload %zs32, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %m8 = compass.const_mask [true, false, true, false, true, true, false, true] : !compass.mask<8>
    %vsls_s32 = compass.vsls %vxs32, %vys32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vsls_s32, %vsls_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vsls_z32 = compass.vsls %vxs32, %vzs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vsls_z32, %vsls_z32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vsrr_s32 = compass.vsrr %vxs32, %vys32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vsrr_s32, %vsrr_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vsrr_z32 = compass.vsrr %vxs32, %vzs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vsrr_z32, %vsrr_z32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vror_s32 = compass.vror %vxs32, %vys32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vror_s32, %vror_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vror_z32 = compass.vror %vxs32, %vzs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vror_z32, %vror_z32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %clz_s32 = compass.clz %vxs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %clz_s32, %clz_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vcls_s32 = compass.vcls %vxs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vcls_s32, %vcls_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vpcnt_s32 = compass.vpcnt %vxs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vpcnt_s32, %vpcnt_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vbrevs_s32 = compass.vbrevs %vxs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vbrevs_s32, %vbrevs_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %abs_s32 = compass.abs %vxs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %abs_s32, %abs_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vabss_s32 = compass.vabss %vxs32, %all8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %vabss_s32, %vabss_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %clsu_s32 = compass.vcls %vxs32, %all8 : vector<8xui32>, !compass.mask<8> from vector<8xsi32>
    compass.vstore %clsu_s32, %clsu_s32_o, %all8 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
    %ru32 = tir.ptr_cast %zs32 : !compass.ptr<si32, global> to !compass.ptr<ui32, global>
    %vru32 = compass.vload %ru32, %all8 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %pcntr_s32 = compass.vpcnt %vxs32, %m8 r %vru32 : vector<8xui32>, !compass.mask<8> from vector<8xsi32>
    compass.vstore %pcntr_s32, %pcntr_s32_o, %all8 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
    %slsp_s32 = compass.vsls %vxs32, %vzs32, %m8 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %slsp_s32, %slsp_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %absr_s32 = compass.abs %vxs32, %m8 r %vzs32 : vector<8xsi32>, !compass.mask<8>
    compass.vstore %absr_s32, %absr_s32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vxf32 = compass.vload %xf32, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %rint_f32 = compass.rint %vxf32, %all8 : vector<8xf32>, !compass.mask<8>
    %rint_f32_p = tir.ptr_cast %rint_f32_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %rint_f32, %rint_f32_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %abs_f32 = compass.abs %vxf32, %all8 : vector<8xf32>, !compass.mask<8>
    %abs_f32_p = tir.ptr_cast %abs_f32_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %abs_f32, %abs_f32_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vxf16 = compass.vload %xf16, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
    %rint_f16 = compass.rint %vxf16, %all16 : vector<16xf16>, !compass.mask<16>
    %rint_f16_p = tir.ptr_cast %rint_f16_o : !compass.ptr<ui16, global> to !compass.ptr<f16, global>
    compass.vstore %rint_f16, %rint_f16_p, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
    %abs_f16 = compass.abs %vxf16, %all16 : vector<16xf16>, !compass.mask<16>
    %abs_f16_p = tir.ptr_cast %abs_f16_o : !compass.ptr<ui16, global> to !compass.ptr<f16, global>
    compass.vstore %abs_f16, %abs_f16_p, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
    %vxbf16 = compass.vload %xbf16, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
    %rint_bf16 = compass.rint %vxbf16, %all16 : vector<16xbf16>, !compass.mask<16>
    %rint_bf16_p = tir.ptr_cast %rint_bf16_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %rint_bf16, %rint_bf16_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %abs_bf16 = compass.abs %vxbf16, %all16 : vector<16xbf16>, !compass.mask<16>
    %abs_bf16_p = tir.ptr_cast %abs_bf16_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %abs_bf16, %abs_bf16_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
  }
  return
}
