// The builtins whose lanes read other lanes, run by the simulator and
// natively (the same CHECK lines): pairwise vaddh / vsubh (saturating),
// vmaxh / vminh on si8 and ui16; vall / vany on full, empty and one-lane masks; the
// reductions under masks: vrpadd (integers wrap, floats in the simulator's
// order of partial sums, -0 + -0 is +0, 16-bit floats summed in float32),
// vrpmax / vrpmin / vrpmaxe / vrpmine (the first of equal lanes: -0 before 0, a NaN stays,
// the index lane), without active lanes (poison), floats printed as bits.
// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:32:values=127,1,-128,-1,100,100,-100,-100,5,6,0,0,64,64,-64,-65,-8,-7,-6,-5,-4,-3,-2,-1,0,1,2,3,4,5,6,7 \
// RUN:   --arg=buffer:si8:32:values=3,4,-7,7,120,-120,1,2,-100,-91,-82,-73,-64,-55,-46,-37,-28,-19,-10,-1,8,17,26,35,44,53,62,71,80,89,98,107 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16:values=65535,1,0,1,40000,30000,7,9,65535,65535,0,65535,3,2,100,200 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:f32:8:values=nan,1,-0,0,0,-0,nan,nan \
// RUN:   --arg=buffer:f32:8:values=2,nan,-inf,3,1.5,-1.5,0.25,-0 \
// RUN:   --arg=buffer:si32:6 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:f32:8:values=-0,-0,1e30,-1e30,1,0,-0,0.5 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:f32:8:values=-0,-0,-0,-0,-0,-0,-0,-0 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:f16:16:values=0.1,0.2,0.3,-0.7,1000,0.5,0.25,3,-0,7,2048,1,-2,0.125,5,6 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:bf16:16:values=0.1,0.2,0.3,-0.7,1000,0.5,0.25,3,-0,7,2048,1,-2,0.125,5,6 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:32:values=127,1,-128,-1,100,100,-100,-100,5,6,0,0,64,64,-64,-65,-8,-7,-6,-5,-4,-3,-2,-1,0,1,2,3,4,5,6,7 \
// RUN:   --arg=buffer:si8:32:values=3,4,-7,7,120,-120,1,2,-100,-91,-82,-73,-64,-55,-46,-37,-28,-19,-10,-1,8,17,26,35,44,53,62,71,80,89,98,107 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16:values=65535,1,0,1,40000,30000,7,9,65535,65535,0,65535,3,2,100,200 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:f32:8:values=nan,1,-0,0,0,-0,nan,nan \
// RUN:   --arg=buffer:f32:8:values=2,nan,-inf,3,1.5,-1.5,0.25,-0 \
// RUN:   --arg=buffer:si32:6 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:f32:8:values=-0,-0,1e30,-1e30,1,0,-0,0.5 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:f32:8:values=-0,-0,-0,-0,-0,-0,-0,-0 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:f16:16:values=0.1,0.2,0.3,-0.7,1000,0.5,0.25,3,-0,7,2048,1,-2,0.125,5,6 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:bf16:16:values=0.1,0.2,0.3,-0.7,1000,0.5,0.25,3,-0,7,2048,1,-2,0.125,5,6 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   | FileCheck %s

// CHECK: arg0 = [127, 1, -128, -1, 100, 100, -100, -100, 5, 6, 0, 0, 64, 64, -64, -65, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]
// CHECK: arg1 = [3, 4, -7, 7, 120, -120, 1, 2, -100, -91, -82, -73, -64, -55, -46, -37, -28, -19, -10, -1, 8, 17, 26, 35, 44, 53, 62, 71, 80, 89, 98, 107]
// CHECK: arg2 = [127, -128, 127, -128, 11, 0, 127, -128, -15, -11, -7, -3, 1, 5, 9, 13, 7, 0, 0, 3, -128, -128, -119, -83, -47, -11, 25, 61, 97, 127, 127, 127]
// CHECK: arg3 = [126, -127, 0, 0, -1, 0, 0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -14, 127, -1, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9, -9]
// CHECK: arg4 = [127, -1, 100, -100, 6, 0, 64, -64, -7, -5, -3, -1, 1, 3, 5, 7, 4, 7, 120, 2, -91, -73, -55, -37, -19, -1, 17, 35, 53, 71, 89, 107]
// CHECK: arg5 = [1, -128, 100, -100, 5, 0, 64, -65, -8, -6, -4, -2, 0, 2, 4, 6, 3, -7, -120, 1, -100, -82, -64, -46, -28, -10, 8, 26, 44, 62, 80, 98]
// CHECK: arg6 = [65535, 1, 0, 1, 40000, 30000, 7, 9, 65535, 65535, 0, 65535, 3, 2, 100, 200]
// CHECK: arg7 = [65535, 1, 65535, 16, 65535, 65535, 5, 300, 65535, 1, 65535, 16, 65535, 65535, 5, 300]
// CHECK: arg8 = [65534, 0, 10000, 0, 0, 0, 1, 0, 65534, 0, 10000, 0, 0, 0, 1, 0]
// CHECK: arg9 = [65535, 1, 40000, 9, 65535, 65535, 3, 200, 65535, 1, 40000, 9, 65535, 65535, 3, 200]
// CHECK: arg10 = [nan, 1, -0, 0, 0, -0, nan, nan]
// CHECK: arg11 = [2, nan, -inf, 3, 1.5, -1.5, 0.25, -0]
// CHECK: arg12 = [1, 0, 0, 1, 0, 1]
// CHECK: arg13 = [-61, -85, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg14 = [127, -85, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg15 = [-128, -85, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg16 = [127, 0, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg17 = [-128, 2, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg18 = [0, -85, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg19 = [58, -85, -84, 38, -81, 35, 26, 113, 108, -111, 93, 49, 24, 62, -68, -46, -17, 81, 34, -99, 114, 79, -37, -39, 111, 57, 110, -82, 43, -56, 34, 47]
// CHECK: arg20 = [4676, 9900, 9135, 28954, 37228, 12637, 15896, 53948, 20975, 40226, 20338, 55771, 14703, 44654, 51243, 12066]
// CHECK: arg21 = [65535, 0, 9135, 28954, 37228, 12637, 15896, 53948, 20975, 40226, 20338, 55771, 14703, 44654, 51243, 12066]
// CHECK: arg22 = [1, 1, 9135, 28954, 37228, 12637, 15896, 53948, 20975, 40226, 20338, 55771, 14703, 44654, 51243, 12066]
// CHECK: arg23 = [-0, -0, 1e+30, -1e+30, 1, 0, -0, 0.5]
// CHECK: arg24 = [0, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg25 = [-0, -0, -0, -0, -0, -0, -0, -0]
// CHECK: arg26 = [0, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg27 = [1069547520, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg28 = [1900671690, 2, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg29 = [2143289344, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg30 = [2143289344, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg31 = [4048155338, 3, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg32 = [2143289344, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg33 = [2143289344, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg34 = [2147483648, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg35 = [2147483648, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg36 = [0.1, 0.2, 0.3, -0.7, 1000, 0.5, 0.25, 3, -0, 7, 2048, 1, -2, 0.125, 5, 6]
// CHECK: arg37 = [1161808998, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg38 = [1149095522, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg39 = [25552, 4, 9135, 28954, 37228, 12637, 15896, 53948, 20975, 40226, 20338, 55771, 14703, 44654, 51243, 12066]
// CHECK: arg40 = [0.1, 0.2, 0.3, -0.7, 1000, 0.5, 0.25, 3, -0, 7, 2048, 1, -2, 0.125, 5, 6]
// CHECK: arg41 = [1161809006, 1897538479, 828215660, 3535552024, 2636272111, 3655028594, 2926459247, 790808619]
// CHECK: arg42 = [49152, 12, 9135, 28954, 37228, 12637, 15896, 53948, 20975, 40226, 20338, 55771, 14703, 44654, 51243, 12066]

func.func @cross_lane(%a8: !compass.ptr<si8, global>, %b8: !compass.ptr<si8, global>, %vaddh8_o: !compass.ptr<si8, global>, %vsubh8_o: !compass.ptr<si8, global>, %vmaxh8_o: !compass.ptr<si8, global>, %vminh8_o: !compass.ptr<si8, global>, %a16: !compass.ptr<ui16, global>, %vaddh16_o: !compass.ptr<ui16, global>, %vsubh16_o: !compass.ptr<ui16, global>, %vmaxh16_o: !compass.ptr<ui16, global>, %fa: !compass.ptr<f32, global>, %fb: !compass.ptr<f32, global>, %tests: !compass.ptr<si32, global>, %vrpadd8_o: !compass.ptr<si8, global>, %vrpmax8_o: !compass.ptr<si8, global>, %vrpmin8_o: !compass.ptr<si8, global>, %vrpmaxe8_o: !compass.ptr<si8, global>, %vrpmine8_o: !compass.ptr<si8, global>, %vrpaddn8_o: !compass.ptr<si8, global>, %vrpmaxn8_o: !compass.ptr<si8, global>, %vrpadd16_o: !compass.ptr<ui16, global>, %vrpmaxe16_o: !compass.ptr<ui16, global>, %vrpmine16_o: !compass.ptr<ui16, global>, %fc: !compass.ptr<f32, global>, %sumz_o: !compass.ptr<ui32, global>, %nz: !compass.ptr<f32, global>, %sumnz_o: !compass.ptr<ui32, global>, %sumc_o: !compass.ptr<ui32, global>, %vrpmaxec_o: !compass.ptr<ui32, global>, %vrpmaxea_o: !compass.ptr<ui32, global>, %vrpmaxen_o: !compass.ptr<ui32, global>, %vrpminec_o: !compass.ptr<ui32, global>, %vrpminea_o: !compass.ptr<ui32, global>, %vrpminen_o: !compass.ptr<ui32, global>, %vrpmaxz_o: !compass.ptr<ui32, global>, %vrpminz_o: !compass.ptr<ui32, global>, %h16: !compass.ptr<f16, global>, %sumh_o: !compass.ptr<ui32, global>, %sumhp_o: !compass.ptr<ui32, global>, %maxh_o: !compass.ptr<ui16, global>, %bh16: !compass.ptr<bf16, global>, %sumb_o: !compass.ptr<ui32, global>, %minb_o: !compass.ptr<ui16, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %va8 = compass.vload %a8, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vb8 = compass.vload %b8, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vaddh8 = compass.vaddh %va8, %vb8 : vector<32xsi8>
    compass.vstore %vaddh8, %vaddh8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vsubh8 = compass.vsubh %va8, %vb8 : vector<32xsi8>
    compass.vstore %vsubh8, %vsubh8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vmaxh8 = compass.vmaxh %va8, %vb8 : vector<32xsi8>
    compass.vstore %vmaxh8, %vmaxh8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vminh8 = compass.vminh %va8, %vb8 : vector<32xsi8>
    compass.vstore %vminh8, %vminh8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %va16 = compass.vload %a16, %all16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %vaddh16 = compass.vaddh %va16, %va16 : vector<16xui16>
    compass.vstore %vaddh16, %vaddh16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vsubh16 = compass.vsubh %va16, %va16 : vector<16xui16>
    compass.vstore %vsubh16, %vsubh16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vmaxh16 = compass.vmaxh %va16, %va16 : vector<16xui16>
    compass.vstore %vmaxh16, %vmaxh16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vfa = compass.vload %fa, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %vfb = compass.vload %fb, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %one8 = compass.const_mask [false, false, false, false, false, false, false, true] : !compass.mask<8>
    %none8 = compass.const_mask [false, false, false, false, false, false, false, false] : !compass.mask<8>
    %part8 = compass.const_mask [true, false, true, true, false, true, true, false] : !compass.mask<8>
    %i0 = tir.const 0 : si32
    %t0 = compass.vall %all8 : !compass.mask<8>
    %w0 = tir.cast %t0 : i1 to si32
    %p0 = tir.const 0 : si32
    tir.store %w0, %tests[%p0] : !compass.ptr<si32, global>, si32
    %t1 = compass.vall %one8 : !compass.mask<8>
    %w1 = tir.cast %t1 : i1 to si32
    %p1 = tir.const 1 : si32
    tir.store %w1, %tests[%p1] : !compass.ptr<si32, global>, si32
    %t2 = compass.vany %none8 : !compass.mask<8>
    %w2 = tir.cast %t2 : i1 to si32
    %p2 = tir.const 2 : si32
    tir.store %w2, %tests[%p2] : !compass.ptr<si32, global>, si32
    %t3 = compass.vany %one8 : !compass.mask<8>
    %w3 = tir.cast %t3 : i1 to si32
    %p3 = tir.const 3 : si32
    tir.store %w3, %tests[%p3] : !compass.ptr<si32, global>, si32
    %t4 = compass.vall %none8 : !compass.mask<8>
    %w4 = tir.cast %t4 : i1 to si32
    %p4 = tir.const 4 : si32
    tir.store %w4, %tests[%p4] : !compass.ptr<si32, global>, si32
    %t5 = compass.vany %all8 : !compass.mask<8>
    %w5 = tir.cast %t5 : i1 to si32
    %p5 = tir.const 5 : si32
    tir.store %w5, %tests[%p5] : !compass.ptr<si32, global>, si32
    %part32 = compass.const_mask [true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false] : !compass.mask<32>
    %none32 = compass.const_mask [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
    %vrpadd8 = compass.vrpadd %va8, %part32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpadd8, %vrpadd8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vrpmax8 = compass.vrpmax %va8, %part32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpmax8, %vrpmax8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vrpmin8 = compass.vrpmin %va8, %part32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpmin8, %vrpmin8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vrpmaxe8 = compass.vrpmaxe %va8, %part32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpmaxe8, %vrpmaxe8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vrpmine8 = compass.vrpmine %va8, %part32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpmine8, %vrpmine8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vrpaddn8 = compass.vrpadd %va8, %none32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpaddn8, %vrpaddn8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vrpmaxn8 = compass.vrpmax %va8, %none32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
    compass.vstore %vrpmaxn8, %vrpmaxn8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %part16 = compass.const_mask [true, true, false, true, true, true, false, true, true, true, false, true, true, true, false, true] : !compass.mask<16>
    %vrpadd16 = compass.vrpadd %va16, %part16 : vector<16xui16>, !compass.mask<16> -> vector<16xui16>
    compass.vstore %vrpadd16, %vrpadd16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vrpmaxe16 = compass.vrpmaxe %va16, %part16 : vector<16xui16>, !compass.mask<16> -> vector<16xui16>
    compass.vstore %vrpmaxe16, %vrpmaxe16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vrpmine16 = compass.vrpmine %va16, %part16 : vector<16xui16>, !compass.mask<16> -> vector<16xui16>
    compass.vstore %vrpmine16, %vrpmine16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vfc = compass.vload %fc, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %first2 = compass.const_mask [true, true, false, false, false, false, false, false] : !compass.mask<8>
    %sumz = compass.vrpadd %vfc, %first2 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %sumz_p = tir.ptr_cast %sumz_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %sumz, %sumz_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vnz = compass.vload %nz, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %sumnz = compass.vrpadd %vnz, %all8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %sumnz_p = tir.ptr_cast %sumnz_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %sumnz, %sumnz_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %sumc = compass.vrpadd %vfc, %all8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %sumc_p = tir.ptr_cast %sumc_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %sumc, %sumc_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpmaxec = compass.vrpmaxe %vfc, %part8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpmaxec_p = tir.ptr_cast %vrpmaxec_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpmaxec, %vrpmaxec_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpmaxea = compass.vrpmaxe %vfb, %all8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpmaxea_p = tir.ptr_cast %vrpmaxea_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpmaxea, %vrpmaxea_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpmaxen = compass.vrpmaxe %vfa, %part8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpmaxen_p = tir.ptr_cast %vrpmaxen_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpmaxen, %vrpmaxen_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpminec = compass.vrpmine %vfc, %part8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpminec_p = tir.ptr_cast %vrpminec_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpminec, %vrpminec_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpminea = compass.vrpmine %vfb, %all8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpminea_p = tir.ptr_cast %vrpminea_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpminea, %vrpminea_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpminen = compass.vrpmine %vfa, %part8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpminen_p = tir.ptr_cast %vrpminen_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpminen, %vrpminen_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %zeros8 = compass.const_mask [false, false, true, true, true, true, false, false] : !compass.mask<8>
    %vrpmaxz = compass.vrpmax %vfa, %zeros8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpmaxz_p = tir.ptr_cast %vrpmaxz_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpmaxz, %vrpmaxz_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vrpminz = compass.vrpmin %vfa, %zeros8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
    %vrpminz_p = tir.ptr_cast %vrpminz_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %vrpminz, %vrpminz_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vh16 = compass.vload %h16, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
    %sumh = compass.vrpadd %vh16, %all16 : vector<16xf16>, !compass.mask<16> -> vector<8xf32>
    %sumh_p = tir.ptr_cast %sumh_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %sumh, %sumh_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %sumhp = compass.vrpadd %vh16, %part16 : vector<16xf16>, !compass.mask<16> -> vector<8xf32>
    %sumhp_p = tir.ptr_cast %sumhp_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %sumhp, %sumhp_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %maxh = compass.vrpmaxe %vh16, %part16 : vector<16xf16>, !compass.mask<16> -> vector<16xf16>
    %maxh_p = tir.ptr_cast %maxh_o : !compass.ptr<ui16, global> to !compass.ptr<f16, global>
    compass.vstore %maxh, %maxh_p, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
    %vbh16 = compass.vload %bh16, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
    %sumb = compass.vrpadd %vbh16, %all16 : vector<16xbf16>, !compass.mask<16> -> vector<8xf32>
    %sumb_p = tir.ptr_cast %sumb_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %sumb, %sumb_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %minb = compass.vrpmine %vbh16, %all16 : vector<16xbf16>, !compass.mask<16> -> vector<16xbf16>
    %minb_p = tir.ptr_cast %minb_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %minb, %minb_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
  }
  return
}
