// The lane-wise arithmetic of bf16 lanes, run by the simulator and natively
// (the same CHECK lines): computed in float32 and rounded once to nearest
// even, subnormal results kept (not flushed), NaN kept; masked with r;
// printed as bits.
// RUN: compass-sim %s \
// RUN:   --arg=buffer:bf16:16:values=1e-39,-1e-39,1e-38,3e38,-0,nan,1.5,-2.25,1e-38,0.1,7,-7,2.5,1e-40,-1e-40,65536 \
// RUN:   --arg=buffer:bf16:16:values=1e-39,1e-39,-9e-39,3e38,0,1,0.5,-0,0.5,0.2,3,-0.5,-2.5,1e-40,1e-40,3 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:bf16:16:values=1e-39,-1e-39,1e-38,3e38,-0,nan,1.5,-2.25,1e-38,0.1,7,-7,2.5,1e-40,-1e-40,65536 \
// RUN:   --arg=buffer:bf16:16:values=1e-39,1e-39,-9e-39,3e38,0,1,0.5,-0,0.5,0.2,3,-0.5,-2.5,1e-40,1e-40,3 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   --arg=buffer:ui16:16 \
// RUN:   | FileCheck %s

// CHECK: arg0 = [1e-39, -1e-39, 1e-38, 3e+38, -0, nan, 1.5, -2.25, 1e-38, 0.1, 7, -7, 2.5, 9e-41, -9e-41, 65536]
// CHECK: arg1 = [1e-39, 1e-39, -9e-39, 3e+38, 0, 1, 0.5, -0, 0.5, 0.2, 3, -0.5, -2.5, 9e-41, 9e-41, 3]
// CHECK: arg2 = [22, 0, 11, 32640, 0, 32704, 16384, 49168, 16128, 16026, 16672, 49392, 0, 2, 0, 18304]
// CHECK: arg3 = [0, 32790, 207, 0, 32768, 32704, 16256, 49168, 48896, 48589, 16512, 49360, 16544, 0, 32770, 18304]
// CHECK: arg4 = [0, 32768, 32768, 32640, 32768, 32704, 16192, 0, 54, 15524, 16808, 16480, 49352, 0, 32768, 18496]
// CHECK: arg5 = [11, 11, 109, 32610, 0, 16256, 16320, 32768, 16128, 15949, 16608, 48896, 16416, 1, 1, 18304]
// CHECK: arg6 = [11, 32779, 32866, 32610, 0, 16256, 16128, 49168, 109, 15821, 16448, 49376, 49184, 1, 32769, 16448]
// CHECK: arg7 = [11, 0, 11, 32610, 0, 32704, 16128, 49168, 16128, 15949, 16672, 49392, 49184, 2, 0, 16448]
// CHECK: arg8 = [11, 11, 109, 32610, 0, 32704, 16320, 16400, 109, 15821, 16608, 16608, 16416, 1, 1, 18304]

func.func @bf16_lanes(%x: !compass.ptr<bf16, global>, %y: !compass.ptr<bf16, global>, %vadd_o: !compass.ptr<ui16, global>, %vsub_o: !compass.ptr<ui16, global>, %vmul_o: !compass.ptr<ui16, global>, %max_o: !compass.ptr<ui16, global>, %min_o: !compass.ptr<ui16, global>, %addr_o: !compass.ptr<ui16, global>, %absb_o: !compass.ptr<ui16, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %vx = compass.vload %x, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
    %vy = compass.vload %y, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
    %vadd = compass.vadd %vx, %vy, %all16 : vector<16xbf16>, !compass.mask<16>
    %vadd_p = tir.ptr_cast %vadd_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %vadd, %vadd_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %vsub = compass.vsub %vx, %vy, %all16 : vector<16xbf16>, !compass.mask<16>
    %vsub_p = tir.ptr_cast %vsub_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %vsub, %vsub_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %vmul = compass.vmul %vx, %vy, %all16 : vector<16xbf16>, !compass.mask<16>
    %vmul_p = tir.ptr_cast %vmul_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %vmul, %vmul_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %max = compass.vmax %vx, %vy, %all16 : vector<16xbf16>, !compass.mask<16>
    %max_p = tir.ptr_cast %max_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %max, %max_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %min = compass.vmin %vx, %vy, %all16 : vector<16xbf16>, !compass.mask<16>
    %min_p = tir.ptr_cast %min_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %min, %min_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %m16 = compass.const_mask [false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false] : !compass.mask<16>
    %addr = compass.vadd %vx, %vy, %m16 r %vy : vector<16xbf16>, !compass.mask<16>
    %addr_p = tir.ptr_cast %addr_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %addr, %addr_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
    %absb = compass.abs %vx, %all16 : vector<16xbf16>, !compass.mask<16>
    %absb_p = tir.ptr_cast %absb_o : !compass.ptr<ui16, global> to !compass.ptr<bf16, global>
    compass.vstore %absb, %absb_p, %all16 : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
  }
  return
}
