// compass.vcvt (S.cast, S.vxtl, S.vxth) and compass.vbitcast, run by the
// simulator and natively (the same CHECK lines): float to integer (NaN 0,
// clamped to int32, truncated or with `round` ties to even, then wrapped),
// float to float (one rounding: overflow to infinity, NaN stays, f16 to
// bf16), integer to float (through float32, then once more to 16 bits),
// integer to integer (wrapping, or `saturate`), lanes picked by offset and
// stride (mod N) across one to four inputs; floats printed as bits.
// RUN: compass-sim %s \
// RUN:   --arg=buffer:f32:8:values=nan,-inf,inf,2.5,-2.5,3e9,-3e9,-0.75 \
// RUN:   --arg=buffer:f32:8:values=127.5,128,-129,255.5,1e-40,65519,65520,0.1 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:si32:8:values=16777217,16777219,-16777217,2147483647,2049,2051,65520,-65519 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,16777217,0,1,2147483648,3,33554435,7 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,1,-2,100,-100,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui32:8:values=2139095041,4286578689,2143289344,1065385984,1065451520,8388607,1,2139095040 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:f32:8:values=nan,-inf,inf,2.5,-2.5,3e9,-3e9,-0.75 \
// RUN:   --arg=buffer:f32:8:values=127.5,128,-129,255.5,1e-40,65519,65520,0.1 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:si32:8:values=16777217,16777219,-16777217,2147483647,2049,2051,65520,-65519 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,16777217,0,1,2147483648,3,33554435,7 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,1,-2,100,-100,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui32:8:values=2139095041,4286578689,2143289344,1065385984,1065451520,8388607,1,2139095040 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   | FileCheck %s

// CHECK: arg0 = [nan, -inf, inf, 2.5, -2.5, 3000000000, -3000000000, -0.75]
// CHECK: arg1 = [127.5, 128, -129, 255.5, 1e-40, 65519, 65520, 0.1]
// CHECK: arg2 = [0, -2147483648, 2147483647, 2, -2, 2147483647, -2147483648, 0]
// CHECK: arg3 = [0, -2147483648, 2147483647, 2, -2, 2147483647, -2147483648, -1]
// CHECK: arg4 = [0, 0, 255, 2, 254, 255, 0, 0, 127, 128, 127, 255, 0, 239, 240, 0, 0, 0, 255, 2, 254, 255, 0, 0, 127, 128, 127, 255, 0, 239, 240, 0]
// CHECK: arg5 = [-128, -128, 127, 0, 0, -17, -16, 0, 0, 0, -1, 2, -2, -1, 0, -1, -128, -128, 127, 0, 0, -17, -16, 0, 0, 0, -1, 2, -2, -1, 0, -1]
// CHECK: arg6 = [32256, 64512, 31744, 16640, 49408, 31744, 64512, 47616, 22520, 22528, 55304, 23548, 0, 31743, 31744, 11878]
// CHECK: arg7 = [32704, 65408, 32640, 16416, 49184, 20275, 53043, 48960, 17151, 17152, 49921, 17280, 1, 18304, 18304, 15821]
// CHECK: arg8 = [17151, 17152, 49921, 17280, 0, 18304, 32640, 15821, 32704, 65408, 32640, 16416, 49184, 32640, 65408, 48960]
// CHECK: arg9 = [2143289344, 4286578688, 2139095040, 1075838976, 3223322624, 2139095040, 4286578688, 3208642560]
// CHECK: arg10 = [16777217, 16777219, -16777217, 2147483647, 2049, 2051, 65520, -65519]
// CHECK: arg11 = [1266679808, 1266679810, 3414163456, 1325400064, 1157632000, 1157640192, 1199566848, 3347050240]
// CHECK: arg12 = [31744, 31744, 64512, 31744, 26624, 26626, 31744, 64511, 31744, 31744, 64512, 31744, 26624, 26626, 31744, 64511]
// CHECK: arg13 = [4294967295, 16777217, 0, 1, 2147483648, 3, 33554435, 7]
// CHECK: arg14 = [1333788672, 1266679808, 0, 1065353216, 1325400064, 1077936128, 1275068417, 1088421888]
// CHECK: arg15 = [20352, 19328, 0, 16256, 20224, 16448, 19456, 16608, 20352, 19328, 0, 16256, 20224, 16448, 19456, 16608]
// CHECK: arg16 = [255, 255, 255, 0, 255, 1, 3, 7, 255, 255, 255, 0, 255, 1, 3, 7, 255, 255, 255, 0, 255, 1, 3, 7, 255, 255, 255, 0, 255, 1, 3, 7]
// CHECK: arg17 = [-128, 127, -1, 0, 1, -2, 100, -100, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
// CHECK: arg18 = [-128, 127, -1, 0, 1, -2, 100, -100]
// CHECK: arg19 = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
// CHECK: arg20 = [-1, -16, 1, 0, 7, -1, 2051, 1, -1, -16, 1, 0, 7, -1, 2051, 1]
// CHECK: arg21 = [32767, 32767, 0, 1, 32767, 3, 32767, 7, 32767, 32767, 0, 1, 32767, 3, 32767, 7]
// CHECK: arg22 = [55296, 48128, 15360, 22080, 0, 16384, 17408, 17920, 18432, 18688, 18944, 19200, 19456, 19584, 19712, 19840]
// CHECK: arg23 = [2139095041, 4286578689, 2143289344, 1065385984, 1065451520, 8388607, 1, 2139095040]
// CHECK: arg24 = [32704, 65472, 32704, 16256, 16258, 128, 0, 32640, 32704, 65472, 32704, 16256, 16258, 128, 0, 32640]
// CHECK: arg25 = [0, 0, 192, 127, 0, 0, 128, 255, 0, 0, 128, 127, 0, 0, 32, 64, 0, 0, 32, 192, 94, 208, 50, 79, 94, 208, 50, 207, 0, 0, 64, 191]
// CHECK: arg26 = [16744320, -1671102975, 50462976, 117835012, 185207048, 252579084, 319951120, 387323156]

func.func @convert(%f: !compass.ptr<f32, global>, %f2: !compass.ptr<f32, global>, %fs32_o: !compass.ptr<si32, global>, %fs32r_o: !compass.ptr<si32, global>, %fu8_o: !compass.ptr<ui8, global>, %fs8r_o: !compass.ptr<si8, global>, %fh_o: !compass.ptr<ui16, global>, %fb_o: !compass.ptr<ui16, global>, %hb_o: !compass.ptr<ui16, global>, %hf_o: !compass.ptr<ui32, global>, %i: !compass.ptr<si32, global>, %if32_o: !compass.ptr<ui32, global>, %ih_o: !compass.ptr<ui16, global>, %u: !compass.ptr<ui32, global>, %uf_o: !compass.ptr<ui32, global>, %ubf_o: !compass.ptr<ui16, global>, %isat_o: !compass.ptr<ui8, global>, %b: !compass.ptr<si8, global>, %xtl_o: !compass.ptr<si32, global>, %xth_o: !compass.ptr<ui16, global>, %wrap_o: !compass.ptr<si16, global>, %sat16_o: !compass.ptr<si16, global>, %s8f_o: !compass.ptr<ui16, global>, %nanbits: !compass.ptr<ui32, global>, %nanb_o: !compass.ptr<ui16, global>, %bits_o: !compass.ptr<ui8, global>, %bits2_o: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %vf = compass.vload %f, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %vf2 = compass.vload %f2, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %fs32 = compass.vcvt %vf offset 0 stride 1 : vector<8xf32> -> vector<8xsi32>
    compass.vstore %fs32, %fs32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %fs32r = compass.vcvt %vf offset 0 stride 1 round : vector<8xf32> -> vector<8xsi32>
    compass.vstore %fs32r, %fs32r_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %fu8 = compass.vcvt %vf, %vf2 offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<32xui8>
    compass.vstore %fu8, %fu8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %fs8r = compass.vcvt %vf2, %vf offset 0 stride 1 round : vector<8xf32>, vector<8xf32> -> vector<32xsi8>
    compass.vstore %fs8r, %fs8r_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %fh = compass.vcvt %vf, %vf2 offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<16xf16>
    %fh_p = tir.ptr_cast %fh_o : !compass.ptr<ui16, global> to !compass.ptr<f16, global>
    compass.vstore %fh, %fh_p, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
    %fb = compass.vcvt %vf, %vf2 offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<16xbf16>
    %fb_p = tir.ptr_cast %fb_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %fb, %fb_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %hh = compass.vcvt %vf2, %vf offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<16xf16>
    %hb = compass.vcvt %hh offset 0 stride 1 : vector<16xf16> -> vector<16xbf16>
    %hb_p = tir.ptr_cast %hb_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %hb, %hb_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %hf = compass.vcvt %hh offset 8 stride 1 : vector<16xf16> -> vector<8xf32>
    %hf_p = tir.ptr_cast %hf_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %hf, %hf_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %vi = compass.vload %i, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %if32 = compass.vcvt %vi offset 0 stride 1 : vector<8xsi32> -> vector<8xf32>
    %if32_p = tir.ptr_cast %if32_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %if32, %if32_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %ih = compass.vcvt %vi offset 0 stride 1 : vector<8xsi32> -> vector<16xf16>
    %ih_p = tir.ptr_cast %ih_o : !compass.ptr<ui16, global> to !compass.ptr<f16, global>
    compass.vstore %ih, %ih_p, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
    %vu = compass.vload %u, %all8 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %uf = compass.vcvt %vu offset 0 stride 1 : vector<8xui32> -> vector<8xf32>
    %uf_p = tir.ptr_cast %uf_o : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    compass.vstore %uf, %uf_p, %all8 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
    %ubf = compass.vcvt %vu offset 0 stride 1 : vector<8xui32> -> vector<16xbf16>
    %ubf_p = tir.ptr_cast %ubf_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %ubf, %ubf_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %vui = compass.vbitcast %vu : vector<8xui32> -> vector<8xsi32>
    %isat = compass.vcvt %vi, %vui, %vi, %vui offset 1 stride 2 saturate : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32> -> vector<32xui8>
    compass.vstore %isat, %isat_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vb = compass.vload %b, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %xtl = compass.vcvt %vb offset 0 stride 1 : vector<32xsi8> -> vector<8xsi32>
    compass.vstore %xtl, %xtl_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %xth = compass.vcvt %vb offset 16 stride 1 : vector<32xsi8> -> vector<16xui16>
    compass.vstore %xth, %xth_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %wrap = compass.vcvt %vi, %vui, %vi offset 3 stride 3 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32> -> vector<16xsi16>
    compass.vstore %wrap, %wrap_o, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %sat16 = compass.vcvt %vu offset 0 stride 1 saturate : vector<8xui32> -> vector<16xsi16>
    compass.vstore %sat16, %sat16_o, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %s8f = compass.vcvt %vb offset 0 stride 2 : vector<32xsi8> -> vector<16xf16>
    %s8f_p = tir.ptr_cast %s8f_o : !compass.ptr<ui16, global> to !compass.ptr<f16, global>
    compass.vstore %s8f, %s8f_p, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
    %vnanbits = compass.vload %nanbits, %all8 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %nanp = tir.ptr_cast %nanbits : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
    %vnan = compass.vload %nanp, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %nanb = compass.vcvt %vnan offset 0 stride 1 : vector<8xf32> -> vector<16xbf16>
    %nanb_p = tir.ptr_cast %nanb_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %nanb, %nanb_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %bits = compass.vbitcast %vf : vector<8xf32> -> vector<32xui8>
    compass.vstore %bits, %bits_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %bits2 = compass.vbitcast %vb : vector<32xsi8> -> vector<8xsi32>
    compass.vstore %bits2, %bits2_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }
  return
}
