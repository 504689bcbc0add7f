// Float tir.add/sub/mul/div/floordiv/mod/min/max: f16 and bf16 compute in
// f32 and round to nearest even; floordiv rounds the quotient to the element
// type before the floor (2047 / 682.5 = 2.9993 is 3 in f16, so its floor is
// 3, as the folder and the OpenCL C have it); mod is fmod.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:f16:8 --arg=scalar:f16:2047 --arg=scalar:f16:682.5 \
// RUN:   --arg=buffer:bf16:8 --arg=scalar:bf16:764 --arg=scalar:bf16:255 \
// RUN:   --arg=buffer:f32:8 --arg=scalar:f32:-7 --arg=scalar:f32:2 \
// RUN:   | FileCheck %s --check-prefix=CHECK0
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:f16:8 --arg=scalar:f16:2047 --arg=scalar:f16:682.5 \
// RUN:   --arg=buffer:bf16:8 --arg=scalar:bf16:764 --arg=scalar:bf16:255 \
// RUN:   --arg=buffer:f32:8 --arg=scalar:f32:-7 --arg=scalar:f32:2 \
// RUN:   | FileCheck %s --check-prefix=CHECK0
// RUN: compass-sim %s \
// RUN:   --arg=buffer:f16:8 --arg=scalar:f16:-0.5 --arg=scalar:f16:0 \
// RUN:   --arg=buffer:bf16:8 --arg=scalar:bf16:1 --arg=scalar:bf16:3 \
// RUN:   --arg=buffer:f32:8 --arg=scalar:f32:7.5 --arg=scalar:f32:-2 \
// RUN:   | FileCheck %s --check-prefix=CHECK1
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:f16:8 --arg=scalar:f16:-0.5 --arg=scalar:f16:0 \
// RUN:   --arg=buffer:bf16:8 --arg=scalar:bf16:1 --arg=scalar:bf16:3 \
// RUN:   --arg=buffer:f32:8 --arg=scalar:f32:7.5 --arg=scalar:f32:-2 \
// RUN:   | FileCheck %s --check-prefix=CHECK1

// CHECK0: arg0 = [2730, 1364, inf, 3, 3, 682, 682.5, 2047]
// CHECK0: arg3 = [1020, 508, 194560, 3, 3, 254, 255, 764]
// CHECK0: arg6 = [-5, -9, -14, -3.5, -4, -1, -7, 2]
// CHECK1: arg0 = [-0.5, -0.5, -0, -inf, -inf, nan, -0.5, 0]
// CHECK1: arg3 = [4, -2, 3, 0.334, 0, 1, 1, 3]
// CHECK1: arg6 = [5.5, 9.5, -15, -3.75, -4, 1.5, -2, 7.5]

func.func @float_arith(%out_f16: !compass.ptr<f16, global>,
    %a_f16: f16,
    %b_f16: f16,
    %out_bf16: !compass.ptr<bf16, global>,
    %a_bf16: bf16,
    %b_bf16: bf16,
    %out_f32: !compass.ptr<f32, global>,
    %a_f32: f32,
    %b_f32: f32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %idx0 = tir.const 0 : si32
    %idx1 = tir.const 1 : si32
    %idx2 = tir.const 2 : si32
    %idx3 = tir.const 3 : si32
    %idx4 = tir.const 4 : si32
    %idx5 = tir.const 5 : si32
    %idx6 = tir.const 6 : si32
    %idx7 = tir.const 7 : si32
    %add_f16 = tir.add %a_f16, %b_f16 : f16
    tir.store %add_f16, %out_f16[%idx0] : !compass.ptr<f16, global>, si32
    %sub_f16 = tir.sub %a_f16, %b_f16 : f16
    tir.store %sub_f16, %out_f16[%idx1] : !compass.ptr<f16, global>, si32
    %mul_f16 = tir.mul %a_f16, %b_f16 : f16
    tir.store %mul_f16, %out_f16[%idx2] : !compass.ptr<f16, global>, si32
    %div_f16 = tir.div %a_f16, %b_f16 : f16
    tir.store %div_f16, %out_f16[%idx3] : !compass.ptr<f16, global>, si32
    %floordiv_f16 = tir.floordiv %a_f16, %b_f16 : f16
    tir.store %floordiv_f16, %out_f16[%idx4] : !compass.ptr<f16, global>, si32
    %mod_f16 = tir.mod %a_f16, %b_f16 : f16
    tir.store %mod_f16, %out_f16[%idx5] : !compass.ptr<f16, global>, si32
    %min_f16 = tir.min %a_f16, %b_f16 : f16
    tir.store %min_f16, %out_f16[%idx6] : !compass.ptr<f16, global>, si32
    %max_f16 = tir.max %a_f16, %b_f16 : f16
    tir.store %max_f16, %out_f16[%idx7] : !compass.ptr<f16, global>, si32
    %add_bf16 = tir.add %a_bf16, %b_bf16 : bf16
    tir.store %add_bf16, %out_bf16[%idx0] : !compass.ptr<bf16, global>, si32
    %sub_bf16 = tir.sub %a_bf16, %b_bf16 : bf16
    tir.store %sub_bf16, %out_bf16[%idx1] : !compass.ptr<bf16, global>, si32
    %mul_bf16 = tir.mul %a_bf16, %b_bf16 : bf16
    tir.store %mul_bf16, %out_bf16[%idx2] : !compass.ptr<bf16, global>, si32
    %div_bf16 = tir.div %a_bf16, %b_bf16 : bf16
    tir.store %div_bf16, %out_bf16[%idx3] : !compass.ptr<bf16, global>, si32
    %floordiv_bf16 = tir.floordiv %a_bf16, %b_bf16 : bf16
    tir.store %floordiv_bf16, %out_bf16[%idx4] : !compass.ptr<bf16, global>, si32
    %mod_bf16 = tir.mod %a_bf16, %b_bf16 : bf16
    tir.store %mod_bf16, %out_bf16[%idx5] : !compass.ptr<bf16, global>, si32
    %min_bf16 = tir.min %a_bf16, %b_bf16 : bf16
    tir.store %min_bf16, %out_bf16[%idx6] : !compass.ptr<bf16, global>, si32
    %max_bf16 = tir.max %a_bf16, %b_bf16 : bf16
    tir.store %max_bf16, %out_bf16[%idx7] : !compass.ptr<bf16, global>, si32
    %add_f32 = tir.add %a_f32, %b_f32 : f32
    tir.store %add_f32, %out_f32[%idx0] : !compass.ptr<f32, global>, si32
    %sub_f32 = tir.sub %a_f32, %b_f32 : f32
    tir.store %sub_f32, %out_f32[%idx1] : !compass.ptr<f32, global>, si32
    %mul_f32 = tir.mul %a_f32, %b_f32 : f32
    tir.store %mul_f32, %out_f32[%idx2] : !compass.ptr<f32, global>, si32
    %div_f32 = tir.div %a_f32, %b_f32 : f32
    tir.store %div_f32, %out_f32[%idx3] : !compass.ptr<f32, global>, si32
    %floordiv_f32 = tir.floordiv %a_f32, %b_f32 : f32
    tir.store %floordiv_f32, %out_f32[%idx4] : !compass.ptr<f32, global>, si32
    %mod_f32 = tir.mod %a_f32, %b_f32 : f32
    tir.store %mod_f32, %out_f32[%idx5] : !compass.ptr<f32, global>, si32
    %min_f32 = tir.min %a_f32, %b_f32 : f32
    tir.store %min_f32, %out_f32[%idx6] : !compass.ptr<f32, global>, si32
    %max_f32 = tir.max %a_f32, %b_f32 : f32
    tir.store %max_f32, %out_f32[%idx7] : !compass.ptr<f32, global>, si32
  }
  return
}
