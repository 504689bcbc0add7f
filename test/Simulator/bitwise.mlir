// tir.and / or / xor / not on every integer type and on i1, tir.shl / shr
// with C semantics (promotion to 32 bits, the count modulo 32, arithmetic
// right shifts of signed types), and tir.pow on floats.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:6 --arg=scalar:si8:-100 --arg=scalar:si8:3 \
// RUN:   --arg=buffer:ui8:6 --arg=scalar:ui8:200 --arg=scalar:ui8:9 \
// RUN:   --arg=buffer:si16:6 --arg=scalar:si16:-300 --arg=scalar:si16:20 \
// RUN:   --arg=buffer:ui16:6 --arg=scalar:ui16:60000 --arg=scalar:ui16:17 \
// RUN:   --arg=buffer:si32:6 --arg=scalar:si32:-123456 --arg=scalar:si32:33 \
// RUN:   --arg=buffer:ui32:6 --arg=scalar:ui32:4000000000 --arg=scalar:ui32:36 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:i1:1 --arg=scalar:i1:0 \
// RUN:   --arg=buffer:f32:2 --arg=buffer:f16:2 | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:6 --arg=scalar:si8:-100 --arg=scalar:si8:3 \
// RUN:   --arg=buffer:ui8:6 --arg=scalar:ui8:200 --arg=scalar:ui8:9 \
// RUN:   --arg=buffer:si16:6 --arg=scalar:si16:-300 --arg=scalar:si16:20 \
// RUN:   --arg=buffer:ui16:6 --arg=scalar:ui16:60000 --arg=scalar:ui16:17 \
// RUN:   --arg=buffer:si32:6 --arg=scalar:si32:-123456 --arg=scalar:si32:33 \
// RUN:   --arg=buffer:ui32:6 --arg=scalar:ui32:4000000000 --arg=scalar:ui32:36 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:i1:1 --arg=scalar:i1:0 \
// RUN:   --arg=buffer:f32:2 --arg=buffer:f16:2 | FileCheck %s

// Lanes: and, or, xor, shl, shr, not.
// CHECK: arg0 = [0, -97, -97, -32, -13, 99]
// CHECK: arg3 = [8, 201, 193, 0, 0, 55]
// CHECK: arg6 = [20, -300, -320, 0, -1, 299]
// CHECK: arg9 = [0, 60017, 60017, 0, 0, 5535]
// CHECK: arg12 = [0, -123423, -123423, -246912, -61728, 123455]
// CHECK: arg15 = [0, 4000000036, 4000000036, 3870457856, 250000000, 294967295]
// i1: and, or, xor, not a, not b, and of nots (as 0/1).
// CHECK: arg18 = [0, 1, 1, 0, 1, 0, 0, 0]
// pow: 2 ** 10, 9 ** 0.5 (f32); 2 ** 0.5 rounded to f16, 3 ** 11 overflowing f16.
// CHECK: arg21 = [1024, 3]
// CHECK: arg22 = [1.414, inf]

func.func @bitwise(%out_si8: !compass.ptr<si8, global>,
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
    %b_ui32: ui32,
    %bools: !compass.ptr<si32, global>, %p: i1, %q: i1,
    %powers: !compass.ptr<f32, global>, %half_powers: !compass.ptr<f16, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %zero = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %zero : si32
  tir.if %first {
    %idx0 = tir.const 0 : si32
    %idx1 = tir.const 1 : si32
    %idx2 = tir.const 2 : si32
    %idx3 = tir.const 3 : si32
    %idx4 = tir.const 4 : si32
    %idx5 = tir.const 5 : si32
    %and_si8 = tir.and %a_si8, %b_si8 : si8
    tir.store %and_si8, %out_si8[%idx0] : !compass.ptr<si8, global>, si32
    %or_si8 = tir.or %a_si8, %b_si8 : si8
    tir.store %or_si8, %out_si8[%idx1] : !compass.ptr<si8, global>, si32
    %xor_si8 = tir.xor %a_si8, %b_si8 : si8
    tir.store %xor_si8, %out_si8[%idx2] : !compass.ptr<si8, global>, si32
    %shl_si8 = tir.shl %a_si8, %b_si8 : si8
    tir.store %shl_si8, %out_si8[%idx3] : !compass.ptr<si8, global>, si32
    %shr_si8 = tir.shr %a_si8, %b_si8 : si8
    tir.store %shr_si8, %out_si8[%idx4] : !compass.ptr<si8, global>, si32
    %not_si8 = tir.not %a_si8 : si8
    tir.store %not_si8, %out_si8[%idx5] : !compass.ptr<si8, global>, si32
    %and_ui8 = tir.and %a_ui8, %b_ui8 : ui8
    tir.store %and_ui8, %out_ui8[%idx0] : !compass.ptr<ui8, global>, si32
    %or_ui8 = tir.or %a_ui8, %b_ui8 : ui8
    tir.store %or_ui8, %out_ui8[%idx1] : !compass.ptr<ui8, global>, si32
    %xor_ui8 = tir.xor %a_ui8, %b_ui8 : ui8
    tir.store %xor_ui8, %out_ui8[%idx2] : !compass.ptr<ui8, global>, si32
    %shl_ui8 = tir.shl %a_ui8, %b_ui8 : ui8
    tir.store %shl_ui8, %out_ui8[%idx3] : !compass.ptr<ui8, global>, si32
    %shr_ui8 = tir.shr %a_ui8, %b_ui8 : ui8
    tir.store %shr_ui8, %out_ui8[%idx4] : !compass.ptr<ui8, global>, si32
    %not_ui8 = tir.not %a_ui8 : ui8
    tir.store %not_ui8, %out_ui8[%idx5] : !compass.ptr<ui8, global>, si32
    %and_si16 = tir.and %a_si16, %b_si16 : si16
    tir.store %and_si16, %out_si16[%idx0] : !compass.ptr<si16, global>, si32
    %or_si16 = tir.or %a_si16, %b_si16 : si16
    tir.store %or_si16, %out_si16[%idx1] : !compass.ptr<si16, global>, si32
    %xor_si16 = tir.xor %a_si16, %b_si16 : si16
    tir.store %xor_si16, %out_si16[%idx2] : !compass.ptr<si16, global>, si32
    %shl_si16 = tir.shl %a_si16, %b_si16 : si16
    tir.store %shl_si16, %out_si16[%idx3] : !compass.ptr<si16, global>, si32
    %shr_si16 = tir.shr %a_si16, %b_si16 : si16
    tir.store %shr_si16, %out_si16[%idx4] : !compass.ptr<si16, global>, si32
    %not_si16 = tir.not %a_si16 : si16
    tir.store %not_si16, %out_si16[%idx5] : !compass.ptr<si16, global>, si32
    %and_ui16 = tir.and %a_ui16, %b_ui16 : ui16
    tir.store %and_ui16, %out_ui16[%idx0] : !compass.ptr<ui16, global>, si32
    %or_ui16 = tir.or %a_ui16, %b_ui16 : ui16
    tir.store %or_ui16, %out_ui16[%idx1] : !compass.ptr<ui16, global>, si32
    %xor_ui16 = tir.xor %a_ui16, %b_ui16 : ui16
    tir.store %xor_ui16, %out_ui16[%idx2] : !compass.ptr<ui16, global>, si32
    %shl_ui16 = tir.shl %a_ui16, %b_ui16 : ui16
    tir.store %shl_ui16, %out_ui16[%idx3] : !compass.ptr<ui16, global>, si32
    %shr_ui16 = tir.shr %a_ui16, %b_ui16 : ui16
    tir.store %shr_ui16, %out_ui16[%idx4] : !compass.ptr<ui16, global>, si32
    %not_ui16 = tir.not %a_ui16 : ui16
    tir.store %not_ui16, %out_ui16[%idx5] : !compass.ptr<ui16, global>, si32
    %and_si32 = tir.and %a_si32, %b_si32 : si32
    tir.store %and_si32, %out_si32[%idx0] : !compass.ptr<si32, global>, si32
    %or_si32 = tir.or %a_si32, %b_si32 : si32
    tir.store %or_si32, %out_si32[%idx1] : !compass.ptr<si32, global>, si32
    %xor_si32 = tir.xor %a_si32, %b_si32 : si32
    tir.store %xor_si32, %out_si32[%idx2] : !compass.ptr<si32, global>, si32
    %shl_si32 = tir.shl %a_si32, %b_si32 : si32
    tir.store %shl_si32, %out_si32[%idx3] : !compass.ptr<si32, global>, si32
    %shr_si32 = tir.shr %a_si32, %b_si32 : si32
    tir.store %shr_si32, %out_si32[%idx4] : !compass.ptr<si32, global>, si32
    %not_si32 = tir.not %a_si32 : si32
    tir.store %not_si32, %out_si32[%idx5] : !compass.ptr<si32, global>, si32
    %and_ui32 = tir.and %a_ui32, %b_ui32 : ui32
    tir.store %and_ui32, %out_ui32[%idx0] : !compass.ptr<ui32, global>, si32
    %or_ui32 = tir.or %a_ui32, %b_ui32 : ui32
    tir.store %or_ui32, %out_ui32[%idx1] : !compass.ptr<ui32, global>, si32
    %xor_ui32 = tir.xor %a_ui32, %b_ui32 : ui32
    tir.store %xor_ui32, %out_ui32[%idx2] : !compass.ptr<ui32, global>, si32
    %shl_ui32 = tir.shl %a_ui32, %b_ui32 : ui32
    tir.store %shl_ui32, %out_ui32[%idx3] : !compass.ptr<ui32, global>, si32
    %shr_ui32 = tir.shr %a_ui32, %b_ui32 : ui32
    tir.store %shr_ui32, %out_ui32[%idx4] : !compass.ptr<ui32, global>, si32
    %not_ui32 = tir.not %a_ui32 : ui32
    tir.store %not_ui32, %out_ui32[%idx5] : !compass.ptr<ui32, global>, si32
    %pq_and = tir.and %p, %q : i1
    %pq_or = tir.or %p, %q : i1
    %pq_xor = tir.xor %p, %q : i1
    %not_p = tir.not %p : i1
    %not_q = tir.not %q : i1
    %nots = tir.and %not_p, %not_q : i1
    %b0 = tir.cast %pq_and : i1 to si32
    tir.store %b0, %bools[%idx0] : !compass.ptr<si32, global>, si32
    %b1 = tir.cast %pq_or : i1 to si32
    tir.store %b1, %bools[%idx1] : !compass.ptr<si32, global>, si32
    %b2 = tir.cast %pq_xor : i1 to si32
    tir.store %b2, %bools[%idx2] : !compass.ptr<si32, global>, si32
    %b3 = tir.cast %not_p : i1 to si32
    tir.store %b3, %bools[%idx3] : !compass.ptr<si32, global>, si32
    %b4 = tir.cast %not_q : i1 to si32
    tir.store %b4, %bools[%idx4] : !compass.ptr<si32, global>, si32
    %b5 = tir.cast %nots : i1 to si32
    tir.store %b5, %bools[%idx5] : !compass.ptr<si32, global>, si32
    %two = tir.const 2.0 : f32
    %ten = tir.const 10.0 : f32
    %nine = tir.const 9.0 : f32
    %half = tir.const 0.5 : f32
    %p0 = tir.pow %two, %ten : f32
    tir.store %p0, %powers[%idx0] : !compass.ptr<f32, global>, si32
    %p1 = tir.pow %nine, %half : f32
    tir.store %p1, %powers[%idx1] : !compass.ptr<f32, global>, si32
    %h2 = tir.const 2.0 : f16
    %hhalf = tir.const 0.5 : f16
    %h3 = tir.const 3.0 : f16
    %h11 = tir.const 11.0 : f16
    %q0 = tir.pow %h2, %hhalf : f16
    tir.store %q0, %half_powers[%idx0] : !compass.ptr<f16, global>, si32
    %q1 = tir.pow %h3, %h11 : f16
    tir.store %q1, %half_powers[%idx1] : !compass.ptr<f16, global>, si32
  }
  return
}
