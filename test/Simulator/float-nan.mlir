// NaN stays NaN through every float conversion, whatever its payload: a
// float32 NaN whose payload lies only in the low 16 bits (0x7f800001, and
// the negative 0xff800001) becomes a quiet bf16 or f16 NaN, not an infinity.

// RUN: compass-sim %s --arg=buffer:ui32:2:values=2139095041,4286578689 \
// RUN:   --arg=buffer:bf16:2 --arg=buffer:f16:2 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:ui32:2:values=2139095041,4286578689 \
// RUN:   --arg=buffer:bf16:2 --arg=buffer:f16:2 | FileCheck %s
// CHECK: arg1 = [nan, nan]
// CHECK: arg2 = [nan, nan]

func.func @nan(%bits: !compass.ptr<ui32, global>, %out_bf16: !compass.ptr<bf16, global>,
               %out_f16: !compass.ptr<f16, global>) attributes {compass.kernel} {
  %floats = tir.ptr_cast %bits : !compass.ptr<ui32, global> to !compass.ptr<f32, global>
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %tid = compass.get_local_id : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %x = tir.load %floats[%c0] : !compass.ptr<f32, global>, si32
    %b = tir.cast %x : f32 to bf16
    tir.store %b, %out_bf16[%c0] : !compass.ptr<bf16, global>, si32
    %h = tir.cast %x : f32 to f16
    tir.store %h, %out_f16[%c0] : !compass.ptr<f16, global>, si32
    %y = tir.load %floats[%c1] : !compass.ptr<f32, global>, si32
    %nb = tir.cast %y : f32 to bf16
    tir.store %nb, %out_bf16[%c1] : !compass.ptr<bf16, global>, si32
    %nh = tir.cast %y : f32 to f16
    tir.store %nh, %out_f16[%c1] : !compass.ptr<f16, global>, si32
  }
  return
}
