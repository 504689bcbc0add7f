// tir.cast between every pair of kinds that matters: integer narrowing
// wraps, widening extends by the source's signedness, float to integer
// truncates and saturates (NaN is 0), conversions to f16/bf16 round once to
// nearest even (overflowing to inf), and i1 is 0/1.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:4 --arg=buffer:ui8:4 --arg=buffer:si16:4 --arg=buffer:ui16:4 --arg=buffer:si32:4 \
// RUN:   --arg=buffer:ui32:4 --arg=buffer:f16:4 --arg=buffer:bf16:4 --arg=buffer:f32:4 | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:4 --arg=buffer:ui8:4 --arg=buffer:si16:4 --arg=buffer:ui16:4 --arg=buffer:si32:4 \
// RUN:   --arg=buffer:ui32:4 --arg=buffer:f16:4 --arg=buffer:bf16:4 --arg=buffer:f32:4 | FileCheck %s

// CHECK: arg0 = [44, -128, -56, 0]
// CHECK: arg1 = [255, 0, 255, 1]
// CHECK: arg2 = [-1, -56, -1, -2]
// CHECK: arg3 = [65535, 65535, 0, 5]
// CHECK: arg4 = [2147483647, -2147483648, -1, -128]
// CHECK: arg5 = [4294967240, 4000000000, 0, 65535]
// CHECK: arg6 = [0.3333, inf, 2048, 1.5]
// CHECK: arg7 = [1, 16777216, 65536, 1]
// CHECK: arg8 = [16777216, 4294967296, 0.099975586, 0]

func.func @cast(%out_si8: !compass.ptr<si8, global>,
    %out_ui8: !compass.ptr<ui8, global>,
    %out_si16: !compass.ptr<si16, global>,
    %out_ui16: !compass.ptr<ui16, global>,
    %out_si32: !compass.ptr<si32, global>,
    %out_ui32: !compass.ptr<ui32, global>,
    %out_f16: !compass.ptr<f16, global>,
    %out_bf16: !compass.ptr<bf16, global>,
    %out_f32: !compass.ptr<f32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %zero = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %zero : si32
  tir.if %first {
    %x0 = tir.const 300 : si32
    %y0 = tir.cast %x0 : si32 to si8
    %i0 = tir.const 0 : si32
    tir.store %y0, %out_si8[%i0] : !compass.ptr<si8, global>, si32
    %x1 = tir.const -200.7 : f32
    %y1 = tir.cast %x1 : f32 to si8
    %i1 = tir.const 1 : si32
    tir.store %y1, %out_si8[%i1] : !compass.ptr<si8, global>, si32
    %x2 = tir.const 200 : ui8
    %y2 = tir.cast %x2 : ui8 to si8
    %i2 = tir.const 2 : si32
    tir.store %y2, %out_si8[%i2] : !compass.ptr<si8, global>, si32
    %z3 = tir.const 0.0 : f32
    %x3 = tir.div %z3, %z3 : f32
    %y3 = tir.cast %x3 : f32 to si8
    %i3 = tir.const 3 : si32
    tir.store %y3, %out_si8[%i3] : !compass.ptr<si8, global>, si32
    %x4 = tir.const -1 : si32
    %y4 = tir.cast %x4 : si32 to ui8
    %i4 = tir.const 0 : si32
    tir.store %y4, %out_ui8[%i4] : !compass.ptr<ui8, global>, si32
    %x5 = tir.const -5.0 : f32
    %y5 = tir.cast %x5 : f32 to ui8
    %i5 = tir.const 1 : si32
    tir.store %y5, %out_ui8[%i5] : !compass.ptr<ui8, global>, si32
    %x6 = tir.const 300.9 : f32
    %y6 = tir.cast %x6 : f32 to ui8
    %i6 = tir.const 2 : si32
    tir.store %y6, %out_ui8[%i6] : !compass.ptr<ui8, global>, si32
    %x7 = tir.const true
    %y7 = tir.cast %x7 : i1 to ui8
    %i7 = tir.const 3 : si32
    tir.store %y7, %out_ui8[%i7] : !compass.ptr<ui8, global>, si32
    %x8 = tir.const -1.9 : f32
    %y8 = tir.cast %x8 : f32 to si16
    %i8 = tir.const 0 : si32
    tir.store %y8, %out_si16[%i8] : !compass.ptr<si16, global>, si32
    %x9 = tir.const -56 : si8
    %y9 = tir.cast %x9 : si8 to si16
    %i9 = tir.const 1 : si32
    tir.store %y9, %out_si16[%i9] : !compass.ptr<si16, global>, si32
    %x10 = tir.const 65535 : ui16
    %y10 = tir.cast %x10 : ui16 to si16
    %i10 = tir.const 2 : si32
    tir.store %y10, %out_si16[%i10] : !compass.ptr<si16, global>, si32
    %x11 = tir.const -2.5 : f16
    %y11 = tir.cast %x11 : f16 to si16
    %i11 = tir.const 3 : si32
    tir.store %y11, %out_si16[%i11] : !compass.ptr<si16, global>, si32
    %x12 = tir.const -1 : si8
    %y12 = tir.cast %x12 : si8 to ui16
    %i12 = tir.const 0 : si32
    tir.store %y12, %out_ui16[%i12] : !compass.ptr<ui16, global>, si32
    %x13 = tir.const 65535.9 : f32
    %y13 = tir.cast %x13 : f32 to ui16
    %i13 = tir.const 1 : si32
    tir.store %y13, %out_ui16[%i13] : !compass.ptr<ui16, global>, si32
    %x14 = tir.const -1.0 : bf16
    %y14 = tir.cast %x14 : bf16 to ui16
    %i14 = tir.const 2 : si32
    tir.store %y14, %out_ui16[%i14] : !compass.ptr<ui16, global>, si32
    %x15 = tir.const 65541 : si32
    %y15 = tir.cast %x15 : si32 to ui16
    %i15 = tir.const 3 : si32
    tir.store %y15, %out_ui16[%i15] : !compass.ptr<ui16, global>, si32
    %x16 = tir.const 1.0e10 : f32
    %y16 = tir.cast %x16 : f32 to si32
    %i16 = tir.const 0 : si32
    tir.store %y16, %out_si32[%i16] : !compass.ptr<si32, global>, si32
    %x17 = tir.const -1.0e10 : f32
    %y17 = tir.cast %x17 : f32 to si32
    %i17 = tir.const 1 : si32
    tir.store %y17, %out_si32[%i17] : !compass.ptr<si32, global>, si32
    %x18 = tir.const 4294967295 : ui32
    %y18 = tir.cast %x18 : ui32 to si32
    %i18 = tir.const 2 : si32
    tir.store %y18, %out_si32[%i18] : !compass.ptr<si32, global>, si32
    %x19 = tir.const -128 : si8
    %y19 = tir.cast %x19 : si8 to si32
    %i19 = tir.const 3 : si32
    tir.store %y19, %out_si32[%i19] : !compass.ptr<si32, global>, si32
    %x20 = tir.const -56 : si8
    %y20 = tir.cast %x20 : si8 to ui32
    %i20 = tir.const 0 : si32
    tir.store %y20, %out_ui32[%i20] : !compass.ptr<ui32, global>, si32
    %x21 = tir.const 4.0e9 : f32
    %y21 = tir.cast %x21 : f32 to ui32
    %i21 = tir.const 1 : si32
    tir.store %y21, %out_ui32[%i21] : !compass.ptr<ui32, global>, si32
    %x22 = tir.const -1.0 : f32
    %y22 = tir.cast %x22 : f32 to ui32
    %i22 = tir.const 2 : si32
    tir.store %y22, %out_ui32[%i22] : !compass.ptr<ui32, global>, si32
    %x23 = tir.const 65535 : ui16
    %y23 = tir.cast %x23 : ui16 to ui32
    %i23 = tir.const 3 : si32
    tir.store %y23, %out_ui32[%i23] : !compass.ptr<ui32, global>, si32
    %x24 = tir.const 0.333333343 : f32
    %y24 = tir.cast %x24 : f32 to f16
    %i24 = tir.const 0 : si32
    tir.store %y24, %out_f16[%i24] : !compass.ptr<f16, global>, si32
    %x25 = tir.const 65520 : si32
    %y25 = tir.cast %x25 : si32 to f16
    %i25 = tir.const 1 : si32
    tir.store %y25, %out_f16[%i25] : !compass.ptr<f16, global>, si32
    %x26 = tir.const 2049 : ui32
    %y26 = tir.cast %x26 : ui32 to f16
    %i26 = tir.const 2 : si32
    tir.store %y26, %out_f16[%i26] : !compass.ptr<f16, global>, si32
    %x27 = tir.const 1.5 : bf16
    %y27 = tir.cast %x27 : bf16 to f16
    %i27 = tir.const 3 : si32
    tir.store %y27, %out_f16[%i27] : !compass.ptr<f16, global>, si32
    %x28 = tir.const 1.00390625 : f32
    %y28 = tir.cast %x28 : f32 to bf16
    %i28 = tir.const 0 : si32
    tir.store %y28, %out_bf16[%i28] : !compass.ptr<bf16, global>, si32
    %x29 = tir.const 16777217 : si32
    %y29 = tir.cast %x29 : si32 to bf16
    %i29 = tir.const 1 : si32
    tir.store %y29, %out_bf16[%i29] : !compass.ptr<bf16, global>, si32
    %x30 = tir.const 65504.0 : f16
    %y30 = tir.cast %x30 : f16 to bf16
    %i30 = tir.const 2 : si32
    tir.store %y30, %out_bf16[%i30] : !compass.ptr<bf16, global>, si32
    %x31 = tir.const true
    %y31 = tir.cast %x31 : i1 to bf16
    %i31 = tir.const 3 : si32
    tir.store %y31, %out_bf16[%i31] : !compass.ptr<bf16, global>, si32
    %x32 = tir.const 16777217 : si32
    %y32 = tir.cast %x32 : si32 to f32
    %i32 = tir.const 0 : si32
    tir.store %y32, %out_f32[%i32] : !compass.ptr<f32, global>, si32
    %x33 = tir.const 4294967295 : ui32
    %y33 = tir.cast %x33 : ui32 to f32
    %i33 = tir.const 1 : si32
    tir.store %y33, %out_f32[%i33] : !compass.ptr<f32, global>, si32
    %x34 = tir.const 0.1 : f16
    %y34 = tir.cast %x34 : f16 to f32
    %i34 = tir.const 2 : si32
    tir.store %y34, %out_f32[%i34] : !compass.ptr<f32, global>, si32
    %x35 = tir.const false
    %y35 = tir.cast %x35 : i1 to f32
    %i35 = tir.const 3 : si32
    tir.store %y35, %out_f32[%i35] : !compass.ptr<f32, global>, si32
  }
  return
}
