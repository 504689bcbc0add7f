// tir.cmp with every predicate: signed and unsigned integers compare by
// their type, floats as IEEE (NaN is unordered); i1 results cast to 0/1.

// Predicates eq ne lt le gt ge on si32 (a, b), ui32 (a, b reinterpreted) and
// f32 (x, b).
// RUN: compass-sim %s --arg=buffer:si32:18 --arg=scalar:si32:-1 --arg=scalar:si32:2 \
// RUN:   --arg=scalar:f32:nan | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:18 --arg=scalar:si32:-1 --arg=scalar:si32:2 \
// RUN:   --arg=scalar:f32:nan | FileCheck %s
// CHECK: arg0 = [0, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0]

// RUN: compass-sim %s --arg=buffer:si32:18 --arg=scalar:si32:2 --arg=scalar:si32:2 \
// RUN:   --arg=scalar:f32:2 | FileCheck %s --check-prefix=EQUAL
// RUN: compass-sim %s --engine=native --arg=buffer:si32:18 --arg=scalar:si32:2 --arg=scalar:si32:2 \
// RUN:   --arg=scalar:f32:2 | FileCheck %s --check-prefix=EQUAL
// EQUAL: arg0 = [1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1]

func.func @cmp(%out: !compass.ptr<si32, global>, %a: si32, %b: si32, %x: f32) attributes {compass.kernel} {
  %ua = tir.cast %a : si32 to ui32
  %ub = tir.cast %b : si32 to ui32
  %fb = tir.cast %b : si32 to f32
  %tid = compass.get_local_id : si32
  %zero = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %zero : si32
  tir.if %first {
    %c0 = tir.cmp eq, %a, %b : si32
    %r0 = tir.cast %c0 : i1 to si32
    %i0 = tir.const 0 : si32
    tir.store %r0, %out[%i0] : !compass.ptr<si32, global>, si32
    %c1 = tir.cmp ne, %a, %b : si32
    %r1 = tir.cast %c1 : i1 to si32
    %i1 = tir.const 1 : si32
    tir.store %r1, %out[%i1] : !compass.ptr<si32, global>, si32
    %c2 = tir.cmp lt, %a, %b : si32
    %r2 = tir.cast %c2 : i1 to si32
    %i2 = tir.const 2 : si32
    tir.store %r2, %out[%i2] : !compass.ptr<si32, global>, si32
    %c3 = tir.cmp le, %a, %b : si32
    %r3 = tir.cast %c3 : i1 to si32
    %i3 = tir.const 3 : si32
    tir.store %r3, %out[%i3] : !compass.ptr<si32, global>, si32
    %c4 = tir.cmp gt, %a, %b : si32
    %r4 = tir.cast %c4 : i1 to si32
    %i4 = tir.const 4 : si32
    tir.store %r4, %out[%i4] : !compass.ptr<si32, global>, si32
    %c5 = tir.cmp ge, %a, %b : si32
    %r5 = tir.cast %c5 : i1 to si32
    %i5 = tir.const 5 : si32
    tir.store %r5, %out[%i5] : !compass.ptr<si32, global>, si32
    %c6 = tir.cmp eq, %ua, %ub : ui32
    %r6 = tir.cast %c6 : i1 to si32
    %i6 = tir.const 6 : si32
    tir.store %r6, %out[%i6] : !compass.ptr<si32, global>, si32
    %c7 = tir.cmp ne, %ua, %ub : ui32
    %r7 = tir.cast %c7 : i1 to si32
    %i7 = tir.const 7 : si32
    tir.store %r7, %out[%i7] : !compass.ptr<si32, global>, si32
    %c8 = tir.cmp lt, %ua, %ub : ui32
    %r8 = tir.cast %c8 : i1 to si32
    %i8 = tir.const 8 : si32
    tir.store %r8, %out[%i8] : !compass.ptr<si32, global>, si32
    %c9 = tir.cmp le, %ua, %ub : ui32
    %r9 = tir.cast %c9 : i1 to si32
    %i9 = tir.const 9 : si32
    tir.store %r9, %out[%i9] : !compass.ptr<si32, global>, si32
    %c10 = tir.cmp gt, %ua, %ub : ui32
    %r10 = tir.cast %c10 : i1 to si32
    %i10 = tir.const 10 : si32
    tir.store %r10, %out[%i10] : !compass.ptr<si32, global>, si32
    %c11 = tir.cmp ge, %ua, %ub : ui32
    %r11 = tir.cast %c11 : i1 to si32
    %i11 = tir.const 11 : si32
    tir.store %r11, %out[%i11] : !compass.ptr<si32, global>, si32
    %c12 = tir.cmp eq, %x, %fb : f32
    %r12 = tir.cast %c12 : i1 to si32
    %i12 = tir.const 12 : si32
    tir.store %r12, %out[%i12] : !compass.ptr<si32, global>, si32
    %c13 = tir.cmp ne, %x, %fb : f32
    %r13 = tir.cast %c13 : i1 to si32
    %i13 = tir.const 13 : si32
    tir.store %r13, %out[%i13] : !compass.ptr<si32, global>, si32
    %c14 = tir.cmp lt, %x, %fb : f32
    %r14 = tir.cast %c14 : i1 to si32
    %i14 = tir.const 14 : si32
    tir.store %r14, %out[%i14] : !compass.ptr<si32, global>, si32
    %c15 = tir.cmp le, %x, %fb : f32
    %r15 = tir.cast %c15 : i1 to si32
    %i15 = tir.const 15 : si32
    tir.store %r15, %out[%i15] : !compass.ptr<si32, global>, si32
    %c16 = tir.cmp gt, %x, %fb : f32
    %r16 = tir.cast %c16 : i1 to si32
    %i16 = tir.const 16 : si32
    tir.store %r16, %out[%i16] : !compass.ptr<si32, global>, si32
    %c17 = tir.cmp ge, %x, %fb : f32
    %r17 = tir.cast %c17 : i1 to si32
    %i17 = tir.const 17 : si32
    tir.store %r17, %out[%i17] : !compass.ptr<si32, global>, si32
  }
  return
}
