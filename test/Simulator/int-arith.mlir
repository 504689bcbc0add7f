// Integer tir.add/sub/mul/div/floordiv/mod/min/max for every integer type:
// C semantics, wrapping, truncating division, MIN / -1 wrapping to MIN.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:8 --arg=scalar:si8:127 --arg=scalar:si8:1 \
// RUN:   --arg=buffer:ui8:8 --arg=scalar:ui8:0 --arg=scalar:ui8:1 \
// RUN:   --arg=buffer:si16:8 --arg=scalar:si16:300 --arg=scalar:si16:300 \
// RUN:   --arg=buffer:ui16:8 --arg=scalar:ui16:300 --arg=scalar:ui16:300 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:si32:-7 --arg=scalar:si32:2 \
// RUN:   --arg=buffer:ui32:8 --arg=scalar:ui32:0 --arg=scalar:ui32:1 \
// RUN:   | FileCheck %s --check-prefix=CHECK0
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:8 --arg=scalar:si8:127 --arg=scalar:si8:1 \
// RUN:   --arg=buffer:ui8:8 --arg=scalar:ui8:0 --arg=scalar:ui8:1 \
// RUN:   --arg=buffer:si16:8 --arg=scalar:si16:300 --arg=scalar:si16:300 \
// RUN:   --arg=buffer:ui16:8 --arg=scalar:ui16:300 --arg=scalar:ui16:300 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:si32:-7 --arg=scalar:si32:2 \
// RUN:   --arg=buffer:ui32:8 --arg=scalar:ui32:0 --arg=scalar:ui32:1 \
// RUN:   | FileCheck %s --check-prefix=CHECK0
// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:8 --arg=scalar:si8:-7 --arg=scalar:si8:2 \
// RUN:   --arg=buffer:ui8:8 --arg=scalar:ui8:200 --arg=scalar:ui8:7 \
// RUN:   --arg=buffer:si16:8 --arg=scalar:si16:-7 --arg=scalar:si16:-2 \
// RUN:   --arg=buffer:ui16:8 --arg=scalar:ui16:65535 --arg=scalar:ui16:2 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:si32:7 --arg=scalar:si32:-2 \
// RUN:   --arg=buffer:ui32:8 --arg=scalar:ui32:4294967295 --arg=scalar:ui32:2 \
// RUN:   | FileCheck %s --check-prefix=CHECK1
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:8 --arg=scalar:si8:-7 --arg=scalar:si8:2 \
// RUN:   --arg=buffer:ui8:8 --arg=scalar:ui8:200 --arg=scalar:ui8:7 \
// RUN:   --arg=buffer:si16:8 --arg=scalar:si16:-7 --arg=scalar:si16:-2 \
// RUN:   --arg=buffer:ui16:8 --arg=scalar:ui16:65535 --arg=scalar:ui16:2 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:si32:7 --arg=scalar:si32:-2 \
// RUN:   --arg=buffer:ui32:8 --arg=scalar:ui32:4294967295 --arg=scalar:ui32:2 \
// RUN:   | FileCheck %s --check-prefix=CHECK1
// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:8 --arg=scalar:si8:-128 --arg=scalar:si8:-1 \
// RUN:   --arg=buffer:ui8:8 --arg=scalar:ui8:255 --arg=scalar:ui8:255 \
// RUN:   --arg=buffer:si16:8 --arg=scalar:si16:-32768 --arg=scalar:si16:-1 \
// RUN:   --arg=buffer:ui16:8 --arg=scalar:ui16:7 --arg=scalar:ui16:9 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:si32:-2147483648 --arg=scalar:si32:-1 \
// RUN:   --arg=buffer:ui32:8 --arg=scalar:ui32:10 --arg=scalar:ui32:3 \
// RUN:   | FileCheck %s --check-prefix=CHECK2
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:8 --arg=scalar:si8:-128 --arg=scalar:si8:-1 \
// RUN:   --arg=buffer:ui8:8 --arg=scalar:ui8:255 --arg=scalar:ui8:255 \
// RUN:   --arg=buffer:si16:8 --arg=scalar:si16:-32768 --arg=scalar:si16:-1 \
// RUN:   --arg=buffer:ui16:8 --arg=scalar:ui16:7 --arg=scalar:ui16:9 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:si32:-2147483648 --arg=scalar:si32:-1 \
// RUN:   --arg=buffer:ui32:8 --arg=scalar:ui32:10 --arg=scalar:ui32:3 \
// RUN:   | FileCheck %s --check-prefix=CHECK2

// CHECK0: arg0 = [-128, 126, 127, 127, 127, 0, 1, 127]
// CHECK0: arg3 = [1, 255, 0, 0, 0, 0, 0, 1]
// CHECK0: arg6 = [600, 0, 24464, 1, 1, 0, 300, 300]
// CHECK0: arg9 = [600, 0, 24464, 1, 1, 0, 300, 300]
// CHECK0: arg12 = [-5, -9, -14, -3, -4, -1, -7, 2]
// CHECK0: arg15 = [1, 4294967295, 0, 0, 0, 0, 0, 1]
// CHECK1: arg0 = [-5, -9, -14, -3, -4, -1, -7, 2]
// CHECK1: arg3 = [207, 193, 120, 28, 28, 4, 7, 200]
// CHECK1: arg6 = [-9, -5, 14, 3, 3, -1, -7, -2]
// CHECK1: arg9 = [1, 65533, 65534, 32767, 32767, 1, 2, 65535]
// CHECK1: arg12 = [5, 9, -14, -3, -4, 1, -2, 7]
// CHECK1: arg15 = [1, 4294967293, 4294967294, 2147483647, 2147483647, 1, 2, 4294967295]
// CHECK2: arg0 = [127, -127, -128, -128, -128, 0, -128, -1]
// CHECK2: arg3 = [254, 0, 1, 1, 1, 0, 255, 255]
// CHECK2: arg6 = [32767, -32767, -32768, -32768, -32768, 0, -32768, -1]
// CHECK2: arg9 = [16, 65534, 63, 0, 0, 7, 7, 9]
// CHECK2: arg12 = [2147483647, -2147483647, -2147483648, -2147483648, -2147483648, 0, -2147483648, -1]
// CHECK2: arg15 = [13, 7, 30, 3, 3, 1, 3, 10]

func.func @int_arith(%out_si8: !compass.ptr<si8, global>,
    %a_si8: si8,
    %b_si8: si8,
    %out_ui8: !compass.ptr<ui8, global>,
    %a_ui8: ui8,
    %b_ui8: ui8,
    %out_si16: !compass.ptr<si16, global>,
    %a_si16: si16,
    %b_si16: si16,
    %out_ui16: !compass.ptr<ui16, global>,
    %a_ui16: ui16,
    %b_ui16: ui16,
    %out_si32: !compass.ptr<si32, global>,
    %a_si32: si32,
    %b_si32: si32,
    %out_ui32: !compass.ptr<ui32, global>,
    %a_ui32: ui32,
    %b_ui32: ui32) attributes {compass.kernel} {
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
    %add_si8 = tir.add %a_si8, %b_si8 : si8
    tir.store %add_si8, %out_si8[%idx0] : !compass.ptr<si8, global>, si32
    %sub_si8 = tir.sub %a_si8, %b_si8 : si8
    tir.store %sub_si8, %out_si8[%idx1] : !compass.ptr<si8, global>, si32
    %mul_si8 = tir.mul %a_si8, %b_si8 : si8
    tir.store %mul_si8, %out_si8[%idx2] : !compass.ptr<si8, global>, si32
    %div_si8 = tir.div %a_si8, %b_si8 : si8
    tir.store %div_si8, %out_si8[%idx3] : !compass.ptr<si8, global>, si32
    %floordiv_si8 = tir.floordiv %a_si8, %b_si8 : si8
    tir.store %floordiv_si8, %out_si8[%idx4] : !compass.ptr<si8, global>, si32
    %mod_si8 = tir.mod %a_si8, %b_si8 : si8
    tir.store %mod_si8, %out_si8[%idx5] : !compass.ptr<si8, global>, si32
    %min_si8 = tir.min %a_si8, %b_si8 : si8
    tir.store %min_si8, %out_si8[%idx6] : !compass.ptr<si8, global>, si32
    %max_si8 = tir.max %a_si8, %b_si8 : si8
    tir.store %max_si8, %out_si8[%idx7] : !compass.ptr<si8, global>, si32
    %add_ui8 = tir.add %a_ui8, %b_ui8 : ui8
    tir.store %add_ui8, %out_ui8[%idx0] : !compass.ptr<ui8, global>, si32
    %sub_ui8 = tir.sub %a_ui8, %b_ui8 : ui8
    tir.store %sub_ui8, %out_ui8[%idx1] : !compass.ptr<ui8, global>, si32
    %mul_ui8 = tir.mul %a_ui8, %b_ui8 : ui8
    tir.store %mul_ui8, %out_ui8[%idx2] : !compass.ptr<ui8, global>, si32
    %div_ui8 = tir.div %a_ui8, %b_ui8 : ui8
    tir.store %div_ui8, %out_ui8[%idx3] : !compass.ptr<ui8, global>, si32
    %floordiv_ui8 = tir.floordiv %a_ui8, %b_ui8 : ui8
    tir.store %floordiv_ui8, %out_ui8[%idx4] : !compass.ptr<ui8, global>, si32
    %mod_ui8 = tir.mod %a_ui8, %b_ui8 : ui8
    tir.store %mod_ui8, %out_ui8[%idx5] : !compass.ptr<ui8, global>, si32
    %min_ui8 = tir.min %a_ui8, %b_ui8 : ui8
    tir.store %min_ui8, %out_ui8[%idx6] : !compass.ptr<ui8, global>, si32
    %max_ui8 = tir.max %a_ui8, %b_ui8 : ui8
    tir.store %max_ui8, %out_ui8[%idx7] : !compass.ptr<ui8, global>, si32
    %add_si16 = tir.add %a_si16, %b_si16 : si16
    tir.store %add_si16, %out_si16[%idx0] : !compass.ptr<si16, global>, si32
    %sub_si16 = tir.sub %a_si16, %b_si16 : si16
    tir.store %sub_si16, %out_si16[%idx1] : !compass.ptr<si16, global>, si32
    %mul_si16 = tir.mul %a_si16, %b_si16 : si16
    tir.store %mul_si16, %out_si16[%idx2] : !compass.ptr<si16, global>, si32
    %div_si16 = tir.div %a_si16, %b_si16 : si16
    tir.store %div_si16, %out_si16[%idx3] : !compass.ptr<si16, global>, si32
    %floordiv_si16 = tir.floordiv %a_si16, %b_si16 : si16
    tir.store %floordiv_si16, %out_si16[%idx4] : !compass.ptr<si16, global>, si32
    %mod_si16 = tir.mod %a_si16, %b_si16 : si16
    tir.store %mod_si16, %out_si16[%idx5] : !compass.ptr<si16, global>, si32
    %min_si16 = tir.min %a_si16, %b_si16 : si16
    tir.store %min_si16, %out_si16[%idx6] : !compass.ptr<si16, global>, si32
    %max_si16 = tir.max %a_si16, %b_si16 : si16
    tir.store %max_si16, %out_si16[%idx7] : !compass.ptr<si16, global>, si32
    %add_ui16 = tir.add %a_ui16, %b_ui16 : ui16
    tir.store %add_ui16, %out_ui16[%idx0] : !compass.ptr<ui16, global>, si32
    %sub_ui16 = tir.sub %a_ui16, %b_ui16 : ui16
    tir.store %sub_ui16, %out_ui16[%idx1] : !compass.ptr<ui16, global>, si32
    %mul_ui16 = tir.mul %a_ui16, %b_ui16 : ui16
    tir.store %mul_ui16, %out_ui16[%idx2] : !compass.ptr<ui16, global>, si32
    %div_ui16 = tir.div %a_ui16, %b_ui16 : ui16
    tir.store %div_ui16, %out_ui16[%idx3] : !compass.ptr<ui16, global>, si32
    %floordiv_ui16 = tir.floordiv %a_ui16, %b_ui16 : ui16
    tir.store %floordiv_ui16, %out_ui16[%idx4] : !compass.ptr<ui16, global>, si32
    %mod_ui16 = tir.mod %a_ui16, %b_ui16 : ui16
    tir.store %mod_ui16, %out_ui16[%idx5] : !compass.ptr<ui16, global>, si32
    %min_ui16 = tir.min %a_ui16, %b_ui16 : ui16
    tir.store %min_ui16, %out_ui16[%idx6] : !compass.ptr<ui16, global>, si32
    %max_ui16 = tir.max %a_ui16, %b_ui16 : ui16
    tir.store %max_ui16, %out_ui16[%idx7] : !compass.ptr<ui16, global>, si32
    %add_si32 = tir.add %a_si32, %b_si32 : si32
    tir.store %add_si32, %out_si32[%idx0] : !compass.ptr<si32, global>, si32
    %sub_si32 = tir.sub %a_si32, %b_si32 : si32
    tir.store %sub_si32, %out_si32[%idx1] : !compass.ptr<si32, global>, si32
    %mul_si32 = tir.mul %a_si32, %b_si32 : si32
    tir.store %mul_si32, %out_si32[%idx2] : !compass.ptr<si32, global>, si32
    %div_si32 = tir.div %a_si32, %b_si32 : si32
    tir.store %div_si32, %out_si32[%idx3] : !compass.ptr<si32, global>, si32
    %floordiv_si32 = tir.floordiv %a_si32, %b_si32 : si32
    tir.store %floordiv_si32, %out_si32[%idx4] : !compass.ptr<si32, global>, si32
    %mod_si32 = tir.mod %a_si32, %b_si32 : si32
    tir.store %mod_si32, %out_si32[%idx5] : !compass.ptr<si32, global>, si32
    %min_si32 = tir.min %a_si32, %b_si32 : si32
    tir.store %min_si32, %out_si32[%idx6] : !compass.ptr<si32, global>, si32
    %max_si32 = tir.max %a_si32, %b_si32 : si32
    tir.store %max_si32, %out_si32[%idx7] : !compass.ptr<si32, global>, si32
    %add_ui32 = tir.add %a_ui32, %b_ui32 : ui32
    tir.store %add_ui32, %out_ui32[%idx0] : !compass.ptr<ui32, global>, si32
    %sub_ui32 = tir.sub %a_ui32, %b_ui32 : ui32
    tir.store %sub_ui32, %out_ui32[%idx1] : !compass.ptr<ui32, global>, si32
    %mul_ui32 = tir.mul %a_ui32, %b_ui32 : ui32
    tir.store %mul_ui32, %out_ui32[%idx2] : !compass.ptr<ui32, global>, si32
    %div_ui32 = tir.div %a_ui32, %b_ui32 : ui32
    tir.store %div_ui32, %out_ui32[%idx3] : !compass.ptr<ui32, global>, si32
    %floordiv_ui32 = tir.floordiv %a_ui32, %b_ui32 : ui32
    tir.store %floordiv_ui32, %out_ui32[%idx4] : !compass.ptr<ui32, global>, si32
    %mod_ui32 = tir.mod %a_ui32, %b_ui32 : ui32
    tir.store %mod_ui32, %out_ui32[%idx5] : !compass.ptr<ui32, global>, si32
    %min_ui32 = tir.min %a_ui32, %b_ui32 : ui32
    tir.store %min_ui32, %out_ui32[%idx6] : !compass.ptr<ui32, global>, si32
    %max_ui32 = tir.max %a_ui32, %b_ui32 : ui32
    tir.store %max_ui32, %out_ui32[%idx7] : !compass.ptr<ui32, global>, si32
  }
  return
}
