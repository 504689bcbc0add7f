// The out_sign forms of vadd / vsub / vmul / vadds / vsubs, run by the
// simulator and natively (the same CHECK lines): operands of differing
// signedness, each read by its own, the result wrapping or (vadds / vsubs)
// clamped to the result's lane type; masked with r and without (poison).
// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,100,-100,50,-50,-100,-91,-82,-73,-64,-55,-46,-37,-28,-19,-10,-1,8,17,26,35,44,53,62,71,80,89,98,107 \
// RUN:   --arg=buffer:ui8:32:values=255,255,255,0,200,200,10,60,0,13,26,39,52,65,78,91,104,117,130,143,156,169,182,195,208,221,234,247,4,17,30,43 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si16:16:values=-32768,32767,-1,300,-300,7,0,1000,2000,-3000,4,5,6,7,8,9 \
// RUN:   --arg=buffer:ui16:16:values=65535,65535,65535,300,300,9000,1,2,3,4,5,65000,7,8,9,10 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,5,-5,0,1,2 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,4294967295,4294967295,3,10,0,4294967295,2147483648 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,100,-100,50,-50,-100,-91,-82,-73,-64,-55,-46,-37,-28,-19,-10,-1,8,17,26,35,44,53,62,71,80,89,98,107 \
// RUN:   --arg=buffer:ui8:32:values=255,255,255,0,200,200,10,60,0,13,26,39,52,65,78,91,104,117,130,143,156,169,182,195,208,221,234,247,4,17,30,43 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si16:16:values=-32768,32767,-1,300,-300,7,0,1000,2000,-3000,4,5,6,7,8,9 \
// RUN:   --arg=buffer:ui16:16:values=65535,65535,65535,300,300,9000,1,2,3,4,5,65000,7,8,9,10 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,5,-5,0,1,2 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,4294967295,4294967295,3,10,0,4294967295,2147483648 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   | FileCheck %s

// CHECK: arg0 = [-128, 127, -1, 0, 100, -100, 50, -50, -100, -91, -82, -73, -64, -55, -46, -37, -28, -19, -10, -1, 8, 17, 26, 35, 44, 53, 62, 71, 80, 89, 98, 107]
// CHECK: arg1 = [255, 255, 255, 0, 200, 200, 10, 60, 0, 13, 26, 39, 52, 65, 78, 91, 104, 117, 130, 143, 156, 169, 182, 195, 208, 221, 234, 247, 4, 17, 30, 43]
// CHECK: arg2 = [127, 255, 254, 0, 255, 100, 60, 10, 0, 0, 0, 0, 0, 10, 32, 54, 76, 98, 120, 142, 164, 186, 208, 230, 252, 255, 255, 255, 84, 106, 128, 150]
// CHECK: arg3 = [127, 127, 127, 38, 127, 100, 60, 113, -100, -78, -56, 49, -12, 10, 32, -46, 76, 98, 120, -99, 127, 127, 127, -39, 127, 127, 127, -82, 84, 106, 127, 47]
// CHECK: arg4 = [0, 0, 0, 0, 0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 76, 72, 68, 64]
// CHECK: arg5 = [127, 127, 127, 38, 100, 127, -40, 113, 100, 104, 108, 49, 116, 120, 124, -46, 127, 127, 127, -99, 127, 127, 127, -39, 127, 127, 127, -82, -76, -72, -68, 47]
// CHECK: arg6 = [127, 126, 254, 0, 44, 100, 60, 10, 156, 178, 200, 222, 244, 10, 32, 54, 76, 98, 120, 142, 164, 186, 208, 230, 252, 18, 40, 62, 84, 106, 128, 150]
// CHECK: arg7 = [127, 126, -2, 38, 44, 100, 60, 113, -100, -78, -56, 49, -12, 10, 32, -46, 76, 98, 120, -99, -92, -70, -48, -39, -4, 18, 40, -82, 84, 106, -128, 47]
// CHECK: arg8 = [129, 128, 0, 0, 156, 212, 40, 146, 156, 152, 148, 144, 140, 136, 132, 128, 124, 120, 116, 112, 108, 104, 100, 96, 92, 88, 84, 80, 76, 72, 68, 64]
// CHECK: arg9 = [127, -128, 0, 38, 100, 44, -40, 113, 100, 104, 108, 49, 116, 120, 124, -46, -124, -120, -116, -99, -108, -104, -100, -39, -92, -88, -84, -82, -76, -72, -68, 47]
// CHECK: arg10 = [127, 255, 254, 0, 255, 100, 60, 206, 0, 0, 0, 183, 0, 10, 32, 219, 76, 98, 120, 255, 164, 186, 208, 35, 252, 255, 255, 71, 84, 106, 128, 107]
// CHECK: arg11 = [-32768, 32767, -1, 300, -300, 7, 0, 1000, 2000, -3000, 4, 5, 6, 7, 8, 9]
// CHECK: arg12 = [65535, 65535, 65535, 300, 300, 9000, 1, 2, 3, 4, 5, 65000, 7, 8, 9, 10]
// CHECK: arg13 = [32768, 32769, 1, 24464, 41072, 63000, 0, 2000, 6000, 53536, 20, 62856, 42, 56, 72, 90]
// CHECK: arg14 = [65535, 32768, 65535, 0, 600, 8993, 1, 0, 0, 3004, 1, 64995, 1, 1, 1, 1]
// CHECK: arg15 = [-2147483648, 2147483647, -1, 5, -5, 0, 1, 2]
// CHECK: arg16 = [4294967295, 4294967295, 4294967295, 3, 10, 0, 4294967295, 2147483648]
// CHECK: arg17 = [2147483647, 2147483647, 2147483647, 8, 5, 0, 2147483647, 2147483647]
// CHECK: arg18 = [0, 0, 0, 2, 0, 0, 0, 0]

func.func @out_sign(%s8: !compass.ptr<si8, global>, %u8: !compass.ptr<ui8, global>, %vaddsu_o: !compass.ptr<ui8, global>, %vaddss_o: !compass.ptr<si8, global>, %vsubsu_o: !compass.ptr<ui8, global>, %vsubss_o: !compass.ptr<si8, global>, %vaddu_o: !compass.ptr<ui8, global>, %vadds_o: !compass.ptr<si8, global>, %vsubu_o: !compass.ptr<ui8, global>, %vsubs_o: !compass.ptr<si8, global>, %vaddsr_o: !compass.ptr<ui8, global>, %s16: !compass.ptr<si16, global>, %u16: !compass.ptr<ui16, global>, %vmulu_o: !compass.ptr<ui16, global>, %vsubs16_o: !compass.ptr<ui16, global>, %s32: !compass.ptr<si32, global>, %u32: !compass.ptr<ui32, global>, %adds32_o: !compass.ptr<si32, global>, %subs32_o: !compass.ptr<ui32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %vs8 = compass.vload %s8, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vu8 = compass.vload %u8, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %m32 = compass.const_mask [true, true, true, false, true, true, true, false, true, true, true, false, true, true, true, false, true, true, true, false, true, true, true, false, true, true, true, false, true, true, true, false] : !compass.mask<32>
    %ru8 = compass.vbitcast %vs8 : vector<32xsi8> -> vector<32xui8>
    %vaddsu = compass.vadds %vs8, %vu8, %all32 : vector<32xui8>, <32> from vector<32xsi8>, vector<32xui8>
    compass.vstore %vaddsu, %vaddsu_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vaddss = compass.vadds %vu8, %vs8, %m32 : vector<32xsi8>, <32> from vector<32xui8>, vector<32xsi8>
    compass.vstore %vaddss, %vaddss_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vsubsu = compass.vsubs %vs8, %vu8, %all32 : vector<32xui8>, <32> from vector<32xsi8>, vector<32xui8>
    compass.vstore %vsubsu, %vsubsu_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vsubss = compass.vsubs %vu8, %vs8, %m32 : vector<32xsi8>, <32> from vector<32xui8>, vector<32xsi8>
    compass.vstore %vsubss, %vsubss_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vaddu = compass.vadd %vs8, %vu8, %all32 : vector<32xui8>, <32> from vector<32xsi8>, vector<32xui8>
    compass.vstore %vaddu, %vaddu_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vadds = compass.vadd %vu8, %vs8, %m32 : vector<32xsi8>, <32> from vector<32xui8>, vector<32xsi8>
    compass.vstore %vadds, %vadds_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vsubu = compass.vsub %vs8, %vu8, %all32 : vector<32xui8>, <32> from vector<32xsi8>, vector<32xui8>
    compass.vstore %vsubu, %vsubu_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vsubs = compass.vsub %vu8, %vs8, %m32 : vector<32xsi8>, <32> from vector<32xui8>, vector<32xsi8>
    compass.vstore %vsubs, %vsubs_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vaddsr = compass.vadds %vu8, %vs8, %m32 r %ru8 : vector<32xui8>, <32> from vector<32xui8>, vector<32xsi8>
    compass.vstore %vaddsr, %vaddsr_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vs16 = compass.vload %s16, %all16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %vu16 = compass.vload %u16, %all16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %vmulu = compass.vmul %vs16, %vu16, %all16 : vector<16xui16>, <16> from vector<16xsi16>, vector<16xui16>
    compass.vstore %vmulu, %vmulu_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vsubs16 = compass.vsubs %vu16, %vs16, %all16 : vector<16xui16>, <16> from vector<16xui16>, vector<16xsi16>
    compass.vstore %vsubs16, %vsubs16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vs32 = compass.vload %s32, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vu32 = compass.vload %u32, %all8 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %adds32 = compass.vadds %vs32, %vu32, %all8 : vector<8xsi32>, <8> from vector<8xsi32>, vector<8xui32>
    compass.vstore %adds32, %adds32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %subs32 = compass.vsubs %vs32, %vu32, %all8 : vector<8xui32>, <8> from vector<8xsi32>, vector<8xui32>
    compass.vstore %subs32, %subs32_o, %all8 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
  }
  return
}
