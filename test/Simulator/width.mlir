// The widening and narrowing builtins, run by the simulator and natively
// (the same CHECK lines): vmull / vmulh (products of the low / high half of
// the lanes in lanes twice as wide, each operand read by its signedness,
// 32-bit lanes as (low, high) word pairs; inactive lanes from r or poison)
// and vnsr / vnsrs / vnsrr / vnsrsr (counts read as unsigned, 64 and more
// leave the sign, ties to even, saturation to the narrow lane; result lane
// i * k from lane i, the others and the inactive lanes 0).
// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,1,-128,127,100,-60,-53,-46,-39,-32,-25,-18,-11,-4,3,10,17,24,31,38,45,52,59,66,73,80,87,94,101 \
// RUN:   --arg=buffer:ui8:32:values=255,255,255,0,1,128,128,3,0,11,22,33,44,55,66,77,88,99,110,121,132,143,154,165,176,187,198,209,220,231,242,253 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si16:16:values=-32768,32767,-1,-32768,300,-300,7,0,1000,2000,-3000,4,5,6,7,8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,65536,3,-3,100000,0 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,4294967295,4294967295,65536,2,5,100000,1 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,300,-300,6,10,-10 \
// RUN:   --arg=buffer:ui32:8:values=4,0,64,1,2,2,2,4294967295 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16:values=0,1,2,3,4,5,6,7,8,9,10,11,12,15,16,200 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:32:values=-128,127,-1,0,1,-128,127,100,-60,-53,-46,-39,-32,-25,-18,-11,-4,3,10,17,24,31,38,45,52,59,66,73,80,87,94,101 \
// RUN:   --arg=buffer:ui8:32:values=255,255,255,0,1,128,128,3,0,11,22,33,44,55,66,77,88,99,110,121,132,143,154,165,176,187,198,209,220,231,242,253 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:si16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si16:16:values=-32768,32767,-1,-32768,300,-300,7,0,1000,2000,-3000,4,5,6,7,8 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,65536,3,-3,100000,0 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,4294967295,4294967295,65536,2,5,100000,1 \
// RUN:   --arg=buffer:si32:8 \
// RUN:   --arg=buffer:ui32:8 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,2147483647,-1,300,-300,6,10,-10 \
// RUN:   --arg=buffer:ui32:8:values=4,0,64,1,2,2,2,4294967295 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16:values=0,1,2,3,4,5,6,7,8,9,10,11,12,15,16,200 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   --arg=buffer:ui8:32 \
// RUN:   --arg=buffer:si8:32 \
// RUN:   | FileCheck %s

// CHECK: arg0 = [-128, 127, -1, 0, 1, -128, 127, 100, -60, -53, -46, -39, -32, -25, -18, -11, -4, 3, 10, 17, 24, 31, 38, 45, 52, 59, 66, 73, 80, 87, 94, 101]
// CHECK: arg1 = [255, 255, 255, 0, 1, 128, 128, 3, 0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 121, 132, 143, 154, 165, 176, 187, 198, 209, 220, 231, 242, 253]
// CHECK: arg2 = [-32640, 32385, -255, 0, 1, -16384, 16256, 300, 0, -583, -1012, -1287, -1408, -1375, -1188, -847]
// CHECK: arg3 = [16, 255, 100, 25727, 576, -9774, 1444, -2578, 2704, 4362, 4356, 11558, 6400, 18754, 8836, 25950]
// CHECK: arg4 = [65025, 9900, 65025, 28954, 1, 12637, 16384, 53948, 0, 40226, 484, 55771, 1936, 44654, 4356, 12066]
// CHECK: arg5 = [-32768, 32767, -1, -32768, 300, -300, 7, 0, 1000, 2000, -3000, 4, 5, 6, 7, 8]
// CHECK: arg6 = [1073741824, 1073676289, 1, 1073741824, 90000, 90000, 49, 0]
// CHECK: arg7 = [-2147483648, 2147483647, -1, 65536, 3, -3, 100000, 0]
// CHECK: arg8 = [4294967295, 4294967295, 4294967295, 65536, 2, 5, 100000, 1]
// CHECK: arg9 = [-2147483648, -2147483648, -2147483647, 2147483646, 1, -1, 0, 1]
// CHECK: arg10 = [648850234, 1897538479, 4294967281, 4294967295, 2636272111, 3655028594, 0, 0]
// CHECK: arg11 = [-2147483648, 2147483647, -1, 300, -300, 6, 10, -10]
// CHECK: arg12 = [4, 0, 64, 1, 2, 2, 2, 4294967295]
// CHECK: arg13 = [0, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, -106, 0, 0, 0, -75, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0]
// CHECK: arg14 = [0, 0, 0, 0, 65535, 0, 150, 0, 0, 0, 1, 0, 0, 0, 65535, 0]
// CHECK: arg15 = [-128, 0, 0, 0, 127, 0, 0, 0, -1, 0, 0, 0, 127, 0, 0, 0, -75, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0]
// CHECK: arg16 = [0, 0, 0, 0, 0, 0, 150, 0, 0, 0, 1, 0, 0, 0, 0, 0]
// CHECK: arg17 = [0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, -106, 0, 0, 0, -75, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg18 = [0, 0, 0, 0, 0, 0, 150, 0, 0, 0, 2, 0, 0, 0, 0, 0]
// CHECK: arg19 = [-128, 0, 0, 0, 127, 0, 0, 0, 0, 0, 0, 0, 127, 0, 0, 0, -75, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg20 = [0, 0, 0, 0, 0, 0, 150, 0, 0, 0, 2, 0, 0, 0, 0, 0]
// CHECK: arg21 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 200]
// CHECK: arg22 = [255, 0, 255, 0, 255, 0, 255, 0, 18, 0, 255, 0, 0, 0, 0, 0, 3, 0, 3, 0, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg23 = [-128, 0, 127, 0, -1, 0, -128, 0, 18, 0, -10, 0, 0, 0, 0, 0, 3, 0, 3, 0, -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg24 = [255, 0, 255, 0, 255, 0, 255, 0, 19, 0, 255, 0, 0, 0, 0, 0, 4, 0, 4, 0, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: arg25 = [-128, 0, 127, 0, 0, 0, -128, 0, 19, 0, -9, 0, 0, 0, 0, 0, 4, 0, 4, 0, -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

func.func @width(%s8: !compass.ptr<si8, global>, %u8: !compass.ptr<ui8, global>, %mull8_o: !compass.ptr<si16, global>, %mulh8_o: !compass.ptr<si16, global>, %mulu8_o: !compass.ptr<ui16, global>, %s16: !compass.ptr<si16, global>, %mull16_o: !compass.ptr<si32, global>, %s32: !compass.ptr<si32, global>, %u32: !compass.ptr<ui32, global>, %mull32_o: !compass.ptr<si32, global>, %mulh32_o: !compass.ptr<ui32, global>, %x32: !compass.ptr<si32, global>, %c32: !compass.ptr<ui32, global>, %vnsrs8_o: !compass.ptr<si8, global>, %vnsru16_o: !compass.ptr<ui16, global>, %vnsrss8_o: !compass.ptr<si8, global>, %vnsrsu16_o: !compass.ptr<ui16, global>, %vnsrrs8_o: !compass.ptr<si8, global>, %vnsrru16_o: !compass.ptr<ui16, global>, %vnsrsrs8_o: !compass.ptr<si8, global>, %vnsrsru16_o: !compass.ptr<ui16, global>, %c16: !compass.ptr<ui16, global>, %vnsrsu8_o: !compass.ptr<ui8, global>, %vnsrss8b_o: !compass.ptr<si8, global>, %vnsrsru8_o: !compass.ptr<ui8, global>, %vnsrsrs8b_o: !compass.ptr<si8, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %vs8 = compass.vload %s8, %all32 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vu8 = compass.vload %u8, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %half32 = compass.const_mask [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false] : !compass.mask<32>
    %r16p = tir.ptr_cast %s8 : !compass.ptr<si8, global> to !compass.ptr<si16, global>
    %r16 = compass.vload %r16p, %all16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %mull8 = compass.vmull %vs8, %vu8, %all32 : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<16xsi16>
    compass.vstore %mull8, %mull8_o, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %mulh8 = compass.vmulh %vs8, %vs8, %half32 r %r16 : vector<32xsi8>, vector<32xsi8>, !compass.mask<32> -> vector<16xsi16>
    compass.vstore %mulh8, %mulh8_o, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %mulu8 = compass.vmull %vu8, %vu8, %half32 : vector<32xui8>, vector<32xui8>, !compass.mask<32> -> vector<16xui16>
    compass.vstore %mulu8, %mulu8_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vs16 = compass.vload %s16, %all16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %mull16 = compass.vmull %vs16, %vs16, %all16 : vector<16xsi16>, vector<16xsi16>, !compass.mask<16> -> vector<8xsi32>
    compass.vstore %mull16, %mull16_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %vs32 = compass.vload %s32, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vu32 = compass.vload %u32, %all8 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %m8 = compass.const_mask [true, false, true, true, false, true, false, true] : !compass.mask<8>
    %mull32 = compass.vmull %vs32, %vu32, %all8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<8xsi32>
    compass.vstore %mull32, %mull32_o, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %mulh32 = compass.vmulh %vs32, %vu32, %m8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<8xui32>
    compass.vstore %mulh32, %mulh32_o, %all8 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
    %vx32 = compass.vload %x32, %all8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vc32 = compass.vload %c32, %all8 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %vnsrs8 = compass.vnsr %vx32, %vc32, %all8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xsi8>
    compass.vstore %vnsrs8, %vnsrs8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vnsru16 = compass.vnsr %vx32, %vc32, %m8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xui16>
    compass.vstore %vnsru16, %vnsru16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vnsrss8 = compass.vnsrs %vx32, %vc32, %all8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xsi8>
    compass.vstore %vnsrss8, %vnsrss8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vnsrsu16 = compass.vnsrs %vx32, %vc32, %m8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xui16>
    compass.vstore %vnsrsu16, %vnsrsu16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vnsrrs8 = compass.vnsrr %vx32, %vc32, %all8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xsi8>
    compass.vstore %vnsrrs8, %vnsrrs8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vnsrru16 = compass.vnsrr %vx32, %vc32, %m8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xui16>
    compass.vstore %vnsrru16, %vnsrru16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vnsrsrs8 = compass.vnsrsr %vx32, %vc32, %all8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<32xsi8>
    compass.vstore %vnsrsrs8, %vnsrsrs8_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vnsrsru16 = compass.vnsrsr %vx32, %vc32, %m8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xui16>
    compass.vstore %vnsrsru16, %vnsrsru16_o, %all16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    %vc16 = compass.vload %c16, %all16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %x16p = tir.ptr_cast %s16 : !compass.ptr<si16, global> to !compass.ptr<ui16, global>
    %x16 = compass.vload %x16p, %all16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %vnsrsu8 = compass.vnsrs %x16, %vc16, %all16 : vector<16xui16>, vector<16xui16>, !compass.mask<16> -> vector<32xui8>
    compass.vstore %vnsrsu8, %vnsrsu8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vnsrss8b = compass.vnsrs %vs16, %vc16, %all16 : vector<16xsi16>, vector<16xui16>, !compass.mask<16> -> vector<32xsi8>
    compass.vstore %vnsrss8b, %vnsrss8b_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %vnsrsru8 = compass.vnsrsr %x16, %vc16, %all16 : vector<16xui16>, vector<16xui16>, !compass.mask<16> -> vector<32xui8>
    compass.vstore %vnsrsru8, %vnsrsru8_o, %all32 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    %vnsrsrs8b = compass.vnsrsr %vs16, %vc16, %all16 : vector<16xsi16>, vector<16xui16>, !compass.mask<16> -> vector<32xsi8>
    compass.vstore %vnsrsrs8b, %vnsrsrs8b_o, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
  }
  return
}
