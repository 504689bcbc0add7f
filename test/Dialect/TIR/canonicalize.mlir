// RUN: compass-opt %s -canonicalize -split-input-file | FileCheck %s

// Folders of the tir scalar expressions: C semantics in the operand's
// signedness and float format.

//===----------------------------------------------------------------------===//
// add / sub / mul
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add_si32
// CHECK: %[[C:.*]] = tir.const 5 : si32
// CHECK-NEXT: return %[[C]]
func.func @add_si32() -> si32 {
  %a = tir.const 2 : si32
  %b = tir.const 3 : si32
  %r = tir.add %a, %b : si32
  return %r : si32
}

// CHECK-LABEL: func.func @add_si8_wraps
// CHECK: %[[C:.*]] = tir.const -56 : si8
// CHECK-NEXT: return %[[C]]
func.func @add_si8_wraps() -> si8 {
  %a = tir.const 100 : si8
  %r = tir.add %a, %a : si8
  return %r : si8
}

// CHECK-LABEL: func.func @add_ui8_wraps
// CHECK: %[[C:.*]] = tir.const 44 : ui8
// CHECK-NEXT: return %[[C]]
func.func @add_ui8_wraps() -> ui8 {
  %a = tir.const 200 : ui8
  %b = tir.const 100 : ui8
  %r = tir.add %a, %b : ui8
  return %r : ui8
}

// CHECK-LABEL: func.func @add_f32
// CHECK: %[[C:.*]] = tir.const 4.000000e+00 : f32
// CHECK-NEXT: return %[[C]]
func.func @add_f32() -> f32 {
  %a = tir.const 1.5 : f32
  %b = tir.const 2.5 : f32
  %r = tir.add %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sub_ui8_wraps
// CHECK: %[[C:.*]] = tir.const 255 : ui8
// CHECK-NEXT: return %[[C]]
func.func @sub_ui8_wraps() -> ui8 {
  %a = tir.const 0 : ui8
  %b = tir.const 1 : ui8
  %r = tir.sub %a, %b : ui8
  return %r : ui8
}

// CHECK-LABEL: func.func @sub_si8_wraps
// CHECK: %[[C:.*]] = tir.const 127 : si8
// CHECK-NEXT: return %[[C]]
func.func @sub_si8_wraps() -> si8 {
  %a = tir.const -128 : si8
  %b = tir.const 1 : si8
  %r = tir.sub %a, %b : si8
  return %r : si8
}

// CHECK-LABEL: func.func @sub_f16
// CHECK: %[[C:.*]] = tir.const -1.250000e+00 : f16
// CHECK-NEXT: return %[[C]]
func.func @sub_f16() -> f16 {
  %a = tir.const 0.25 : f16
  %b = tir.const 1.5 : f16
  %r = tir.sub %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @mul_si8_wraps
// CHECK: %[[C:.*]] = tir.const 0 : si8
// CHECK-NEXT: return %[[C]]
func.func @mul_si8_wraps() -> si8 {
  %a = tir.const 16 : si8
  %r = tir.mul %a, %a : si8
  return %r : si8
}

// CHECK-LABEL: func.func @mul_ui8_wraps
// CHECK: %[[C:.*]] = tir.const 144 : ui8
// CHECK-NEXT: return %[[C]]
func.func @mul_ui8_wraps() -> ui8 {
  %a = tir.const 20 : ui8
  %b = tir.const 20 : ui8
  %r = tir.mul %a, %b : ui8
  return %r : ui8
}

// CHECK-LABEL: func.func @mul_si16_negative
// CHECK: %[[C:.*]] = tir.const -300 : si16
// CHECK-NEXT: return %[[C]]
func.func @mul_si16_negative() -> si16 {
  %a = tir.const -15 : si16
  %b = tir.const 20 : si16
  %r = tir.mul %a, %b : si16
  return %r : si16
}

// -----

//===----------------------------------------------------------------------===//
// div / mod / floordiv
//===----------------------------------------------------------------------===//

// C truncates toward zero: -7 / 2 = -3, 7 / -2 = -3; the remainder has the
// sign of the dividend: -7 % 2 = -1, 7 % -2 = 1.
// CHECK-LABEL: func.func @div_mod_signed
// CHECK-DAG: %[[M3:.*]] = tir.const -3 : si32
// CHECK-DAG: %[[M1:.*]] = tir.const -1 : si32
// CHECK-DAG: %[[P1:.*]] = tir.const 1 : si32
// CHECK: return %[[M3]], %[[M3]], %[[M1]], %[[P1]]
func.func @div_mod_signed() -> (si32, si32, si32, si32) {
  %m7 = tir.const -7 : si32
  %p7 = tir.const 7 : si32
  %p2 = tir.const 2 : si32
  %m2 = tir.const -2 : si32
  %0 = tir.div %m7, %p2 : si32
  %1 = tir.div %p7, %m2 : si32
  %2 = tir.mod %m7, %p2 : si32
  %3 = tir.mod %p7, %m2 : si32
  return %0, %1, %2, %3 : si32, si32, si32, si32
}

// The same bits unsigned: 4294967289 / 2 and 4294967289 % 2.
// CHECK-LABEL: func.func @div_mod_unsigned
// CHECK-DAG: %[[Q:.*]] = tir.const 2147483644 : ui32
// CHECK-DAG: %[[R:.*]] = tir.const 1 : ui32
// CHECK: return %[[Q]], %[[R]]
func.func @div_mod_unsigned() -> (ui32, ui32) {
  %a = tir.const 4294967289 : ui32
  %b = tir.const 2 : ui32
  %0 = tir.div %a, %b : ui32
  %1 = tir.mod %a, %b : ui32
  return %0, %1 : ui32, ui32
}

// CHECK-LABEL: func.func @div_si8
// CHECK-DAG: %[[Q:.*]] = tir.const -42 : si8
// CHECK: return %[[Q]]
func.func @div_si8() -> si8 {
  %a = tir.const -127 : si8
  %b = tir.const 3 : si8
  %0 = tir.div %a, %b : si8
  return %0 : si8
}

// CHECK-LABEL: func.func @div_mod_by_zero
// CHECK-DAG: %[[A:.*]] = tir.const 7 : si32
// CHECK-DAG: %[[Z:.*]] = tir.const 0 : si32
// CHECK-DAG: %[[D:.*]] = tir.div %[[A]], %[[Z]] : si32
// CHECK-DAG: %[[M:.*]] = tir.mod %[[A]], %[[Z]] : si32
// CHECK-DAG: %[[F:.*]] = tir.floordiv %[[A]], %[[Z]] : si32
// CHECK: return %[[D]], %[[M]], %[[F]]
func.func @div_mod_by_zero() -> (si32, si32, si32) {
  %a = tir.const 7 : si32
  %z = tir.const 0 : si32
  %0 = tir.div %a, %z : si32
  %1 = tir.mod %a, %z : si32
  %2 = tir.floordiv %a, %z : si32
  return %0, %1, %2 : si32, si32, si32
}

// CHECK-LABEL: func.func @div_by_zero_unsigned
// CHECK: tir.div %{{.*}}, %{{.*}} : ui8
// CHECK: tir.mod %{{.*}}, %{{.*}} : ui8
func.func @div_by_zero_unsigned() -> (ui8, ui8) {
  %a = tir.const 7 : ui8
  %z = tir.const 0 : ui8
  %0 = tir.div %a, %z : ui8
  %1 = tir.mod %a, %z : ui8
  return %0, %1 : ui8, ui8
}

// Float division is IEEE: 7 / 2 = 3.5, -1 / 0 = -inf.
// CHECK-LABEL: func.func @div_f32
// CHECK-DAG: %[[Q:.*]] = tir.const 3.500000e+00 : f32
// CHECK-DAG: %[[INF:.*]] = tir.const 0xFF800000 : f32
// CHECK: return %[[Q]], %[[INF]]
func.func @div_f32() -> (f32, f32) {
  %a = tir.const 7.0 : f32
  %b = tir.const 2.0 : f32
  %m1 = tir.const -1.0 : f32
  %z = tir.const 0.0 : f32
  %0 = tir.div %a, %b : f32
  %1 = tir.div %m1, %z : f32
  return %0, %1 : f32, f32
}

// floor(7 / 2) = 3, floor(-7 / 2) = -4, floor(7.5 / -2) = -4.
// CHECK-LABEL: func.func @floordiv_f32
// CHECK-DAG: %[[P3:.*]] = tir.const 3.000000e+00 : f32
// CHECK-DAG: %[[M4:.*]] = tir.const -4.000000e+00 : f32
// CHECK: return %[[P3]], %[[M4]], %[[M4]]
func.func @floordiv_f32() -> (f32, f32, f32) {
  %p7 = tir.const 7.0 : f32
  %m7 = tir.const -7.0 : f32
  %p75 = tir.const 7.5 : f32
  %p2 = tir.const 2.0 : f32
  %m2 = tir.const -2.0 : f32
  %0 = tir.floordiv %p7, %p2 : f32
  %1 = tir.floordiv %m7, %p2 : f32
  %2 = tir.floordiv %p75, %m2 : f32
  return %0, %1, %2 : f32, f32, f32
}

// Integer floordiv rounds toward negative infinity too.
// CHECK-LABEL: func.func @floordiv_int
// CHECK-DAG: %[[M4:.*]] = tir.const -4 : si32
// CHECK-DAG: %[[P4:.*]] = tir.const 4 : si32
// CHECK-DAG: %[[U:.*]] = tir.const 127 : ui8
// CHECK: return %[[M4]], %[[M4]], %[[P4]], %[[U]]
func.func @floordiv_int() -> (si32, si32, si32, ui8) {
  %m7 = tir.const -7 : si32
  %p7 = tir.const 7 : si32
  %m8 = tir.const -8 : si32
  %p2 = tir.const 2 : si32
  %m2 = tir.const -2 : si32
  %u255 = tir.const 255 : ui8
  %u2 = tir.const 2 : ui8
  %0 = tir.floordiv %m7, %p2 : si32
  %1 = tir.floordiv %p7, %m2 : si32
  %2 = tir.floordiv %m8, %m2 : si32
  %3 = tir.floordiv %u255, %u2 : ui8
  return %0, %1, %2, %3 : si32, si32, si32, ui8
}

// f16 / bf16 floordiv floors the quotient rounded to the type, as the emitted
// OpenCL C does: 2047 / 682.5 = 2.99927 is 3.0 in f16, 382 / 127.5 = 2.99608
// is 3.0 in bf16.
// CHECK-LABEL: func.func @floordiv_half_rounds_first
// CHECK-DAG: %[[H:.*]] = tir.const 3.000000e+00 : f16
// CHECK-DAG: %[[B:.*]] = tir.const 3.000000e+00 : bf16
// CHECK: return %[[H]], %[[B]]
func.func @floordiv_half_rounds_first() -> (f16, bf16) {
  %a = tir.const 2047.0 : f16
  %b = tir.const 682.5 : f16
  %c = tir.const 382.0 : bf16
  %d = tir.const 127.5 : bf16
  %0 = tir.floordiv %a, %b : f16
  %1 = tir.floordiv %c, %d : bf16
  return %0, %1 : f16, bf16
}

// fmod keeps the dividend's sign; fmod by zero is left to run time.
// CHECK-LABEL: func.func @mod_f32
// CHECK-DAG: %[[R:.*]] = tir.const -1.500000e+00 : f32
// CHECK-DAG: %[[M:.*]] = tir.mod %{{.*}}, %{{.*}} : f32
// CHECK: return %[[R]], %[[M]]
func.func @mod_f32() -> (f32, f32) {
  %a = tir.const -7.5 : f32
  %b = tir.const 2.0 : f32
  %z = tir.const 0.0 : f32
  %0 = tir.mod %a, %b : f32
  %1 = tir.mod %a, %z : f32
  return %0, %1 : f32, f32
}

// -----

//===----------------------------------------------------------------------===//
// min / max
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @min_max_signed
// CHECK-DAG: %[[LO:.*]] = tir.const -1 : si8
// CHECK-DAG: %[[HI:.*]] = tir.const 1 : si8
// CHECK: return %[[LO]], %[[HI]]
func.func @min_max_signed() -> (si8, si8) {
  %a = tir.const -1 : si8
  %b = tir.const 1 : si8
  %0 = tir.min %a, %b : si8
  %1 = tir.max %a, %b : si8
  return %0, %1 : si8, si8
}

// The same bits unsigned: 255 is the larger one.
// CHECK-LABEL: func.func @min_max_unsigned
// CHECK-DAG: %[[LO:.*]] = tir.const 1 : ui8
// CHECK-DAG: %[[HI:.*]] = tir.const 255 : ui8
// CHECK: return %[[LO]], %[[HI]]
func.func @min_max_unsigned() -> (ui8, ui8) {
  %a = tir.const 255 : ui8
  %b = tir.const 1 : ui8
  %0 = tir.min %a, %b : ui8
  %1 = tir.max %a, %b : ui8
  return %0, %1 : ui8, ui8
}

// CHECK-LABEL: func.func @min_max_float
// CHECK-DAG: %[[LO:.*]] = tir.const -2.500000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = tir.const 1.000000e+00 : bf16
// CHECK: return %[[LO]], %[[HI]]
func.func @min_max_float() -> (bf16, bf16) {
  %a = tir.const -2.5 : bf16
  %b = tir.const 1.0 : bf16
  %0 = tir.min %a, %b : bf16
  %1 = tir.max %a, %b : bf16
  return %0, %1 : bf16, bf16
}

// -----

//===----------------------------------------------------------------------===//
// cmp
//===----------------------------------------------------------------------===//

// -1 < 1 as si32; 4294967295 > 1 as ui32 (the same bits).
// CHECK-LABEL: func.func @cmp_signedness
// CHECK-DAG: %[[T:.*]] = tir.const true
// CHECK-DAG: %[[F:.*]] = tir.const false
// CHECK: return %[[T]], %[[F]], %[[F]], %[[T]]
func.func @cmp_signedness() -> (i1, i1, i1, i1) {
  %sm1 = tir.const -1 : si32
  %s1 = tir.const 1 : si32
  %um1 = tir.const 4294967295 : ui32
  %u1 = tir.const 1 : ui32
  %0 = tir.cmp lt, %sm1, %s1 : si32
  %1 = tir.cmp ge, %sm1, %s1 : si32
  %2 = tir.cmp lt, %um1, %u1 : ui32
  %3 = tir.cmp ge, %um1, %u1 : ui32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmp_predicates
// CHECK-DAG: %[[T:.*]] = tir.const true
// CHECK-DAG: %[[F:.*]] = tir.const false
// CHECK: return %[[F]], %[[T]], %[[T]], %[[T]], %[[F]], %[[F]]
func.func @cmp_predicates() -> (i1, i1, i1, i1, i1, i1) {
  %a = tir.const 3 : si16
  %b = tir.const 4 : si16
  %0 = tir.cmp eq, %a, %b : si16
  %1 = tir.cmp ne, %a, %b : si16
  %2 = tir.cmp lt, %a, %b : si16
  %3 = tir.cmp le, %a, %b : si16
  %4 = tir.cmp gt, %a, %b : si16
  %5 = tir.cmp ge, %a, %b : si16
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// NaN is unordered: only ne holds.
// CHECK-LABEL: func.func @cmp_float_nan
// CHECK-DAG: %[[T:.*]] = tir.const true
// CHECK-DAG: %[[F:.*]] = tir.const false
// CHECK: return %[[T]], %[[F]], %[[F]], %[[F]], %[[T]]
func.func @cmp_float_nan() -> (i1, i1, i1, i1, i1) {
  %nan = tir.const 0x7FC00000 : f32
  %one = tir.const 1.0 : f32
  %0 = tir.cmp ne, %nan, %one : f32
  %1 = tir.cmp eq, %nan, %nan : f32
  %2 = tir.cmp lt, %nan, %one : f32
  %3 = tir.cmp ge, %nan, %one : f32
  %4 = tir.cmp le, %one, %one : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmp_bool
// CHECK: %[[T:.*]] = tir.const true
// CHECK-NEXT: return %[[T]]
func.func @cmp_bool() -> i1 {
  %t = tir.const true
  %f = tir.const false
  %0 = tir.cmp gt, %t, %f : i1
  return %0 : i1
}

// -----

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @select_constant_condition
// CHECK-SAME: (%[[A:.*]]: si32, %[[B:.*]]: si32)
// CHECK-NOT: tir.select
// CHECK: return %[[A]], %[[B]]
func.func @select_constant_condition(%a: si32, %b: si32) -> (si32, si32) {
  %t = tir.const true
  %f = tir.const false
  %0 = tir.select %t, %a, %b : si32
  %1 = tir.select %f, %a, %b : si32
  return %0, %1 : si32, si32
}

// CHECK-LABEL: func.func @select_same_operands
// CHECK-SAME: (%[[C:.*]]: i1, %[[V:.*]]: vector<8xf32>)
// CHECK-NOT: tir.select
// CHECK: return %[[V]]
func.func @select_same_operands(%c: i1, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = tir.select %c, %v, %v : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @select_folded_condition
// CHECK-SAME: (%[[A:.*]]: !compass.mask<8>, %[[B:.*]]: !compass.mask<8>)
// CHECK-NOT: tir.select
// CHECK: return %[[B]]
func.func @select_folded_condition(%a: !compass.mask<8>, %b: !compass.mask<8>) -> !compass.mask<8> {
  %x = tir.const 2 : si32
  %y = tir.const 3 : si32
  %c = tir.cmp gt, %x, %y : si32
  %0 = tir.select %c, %a, %b : !compass.mask<8>
  return %0 : !compass.mask<8>
}

// CHECK-LABEL: func.func @select_unknown_condition
// CHECK: tir.select
func.func @select_unknown_condition(%c: i1, %a: si32, %b: si32) -> si32 {
  %0 = tir.select %c, %a, %b : si32
  return %0 : si32
}

// -----

//===----------------------------------------------------------------------===//
// cast
//===----------------------------------------------------------------------===//

// Integer widening extends by the source's signedness.
// CHECK-LABEL: func.func @cast_int_widening
// CHECK-DAG: %[[A:.*]] = tir.const 4294967295 : ui32
// CHECK-DAG: %[[B:.*]] = tir.const 255 : si32
// CHECK-DAG: %[[C:.*]] = tir.const -1 : si16
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @cast_int_widening() -> (ui32, si32, si16) {
  %sm1 = tir.const -1 : si8
  %u255 = tir.const 255 : ui8
  %0 = tir.cast %sm1 : si8 to ui32
  %1 = tir.cast %u255 : ui8 to si32
  %2 = tir.cast %sm1 : si8 to si16
  return %0, %1, %2 : ui32, si32, si16
}

// Integer narrowing wraps.
// CHECK-LABEL: func.func @cast_int_narrowing
// CHECK-DAG: %[[A:.*]] = tir.const 44 : ui8
// CHECK-DAG: %[[B:.*]] = tir.const 44 : si8
// CHECK-DAG: %[[C:.*]] = tir.const -1 : si16
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @cast_int_narrowing() -> (ui8, si8, si16) {
  %s300 = tir.const 300 : si32
  %u = tir.const 4294967295 : ui32
  %0 = tir.cast %s300 : si32 to ui8
  %1 = tir.cast %s300 : si32 to si8
  %2 = tir.cast %u : ui32 to si16
  return %0, %1, %2 : ui8, si8, si16
}

// Float to integer truncates toward zero.
// CHECK-LABEL: func.func @cast_float_to_int
// CHECK-DAG: %[[P3:.*]] = tir.const 3 : si32
// CHECK-DAG: %[[M3:.*]] = tir.const -3 : si32
// CHECK-DAG: %[[Z:.*]] = tir.const 0 : ui32
// CHECK-DAG: %[[B:.*]] = tir.const 127 : si8
// CHECK: return %[[P3]], %[[M3]], %[[Z]], %[[B]]
func.func @cast_float_to_int() -> (si32, si32, ui32, si8) {
  %a = tir.const 3.7 : f32
  %b = tir.const -3.7 : f32
  %c = tir.const -0.5 : f32
  %d = tir.const 127.9 : f16
  %0 = tir.cast %a : f32 to si32
  %1 = tir.cast %b : f32 to si32
  %2 = tir.cast %c : f32 to ui32
  %3 = tir.cast %d : f16 to si8
  return %0, %1, %2, %3 : si32, si32, ui32, si8
}

// Out-of-range and NaN conversions saturate at run time; they are not folded.
// CHECK-LABEL: func.func @cast_float_to_int_out_of_range
// CHECK: tir.cast %{{.*}} : f32 to si8
// CHECK: tir.cast %{{.*}} : f32 to ui32
// CHECK: tir.cast %{{.*}} : f32 to si32
// CHECK: tir.cast %{{.*}} : f32 to si32
func.func @cast_float_to_int_out_of_range() -> (si8, ui32, si32, si32) {
  %big = tir.const 300.0 : f32
  %neg = tir.const -1.0 : f32
  %huge = tir.const 3.0e9 : f32
  %nan = tir.const 0x7FC00000 : f32
  %0 = tir.cast %big : f32 to si8
  %1 = tir.cast %neg : f32 to ui32
  %2 = tir.cast %huge : f32 to si32
  %3 = tir.cast %nan : f32 to si32
  return %0, %1, %2, %3 : si8, ui32, si32, si32
}

// 16777217 is not an f32; it rounds to 16777216 (0x4B800000).
// CHECK-LABEL: func.func @cast_int_to_float
// CHECK-DAG: %[[A:.*]] = tir.const -1.000000e+00 : f32
// CHECK-DAG: %[[B:.*]] = tir.const 4.2949673E+9 : f32
// CHECK-DAG: %[[C:.*]] = tir.const 0x4B800000 : f32
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @cast_int_to_float() -> (f32, f32, f32) {
  %a = tir.const -1 : si32
  %b = tir.const 4294967295 : ui32
  %c = tir.const 16777217 : si32
  %0 = tir.cast %a : si32 to f32
  %1 = tir.cast %b : ui32 to f32
  %2 = tir.cast %c : si32 to f32
  return %0, %1, %2 : f32, f32, f32
}

// x to i1 is x != 0; i1 to a number is 0 or 1.
// CHECK-LABEL: func.func @cast_bool
// CHECK-DAG: %[[T:.*]] = tir.const true
// CHECK-DAG: %[[F:.*]] = tir.const false
// CHECK-DAG: %[[ONE:.*]] = tir.const 1 : si32
// CHECK-DAG: %[[ONEU:.*]] = tir.const 1 : ui8
// CHECK-DAG: %[[ONEF:.*]] = tir.const 1.000000e+00 : f32
// CHECK: return %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[ONE]], %[[ONEU]], %[[ONEF]]
func.func @cast_bool() -> (i1, i1, i1, i1, i1, si32, ui8, f32) {
  %i5 = tir.const -5 : si32
  %i0 = tir.const 0 : ui16
  %f = tir.const 0.5 : f32
  %fz = tir.const -0.0 : f32
  %nan = tir.const 0x7FC00000 : f32
  %t = tir.const true
  %0 = tir.cast %i5 : si32 to i1
  %1 = tir.cast %i0 : ui16 to i1
  %2 = tir.cast %f : f32 to i1
  %3 = tir.cast %fz : f32 to i1
  %4 = tir.cast %nan : f32 to i1
  %5 = tir.cast %t : i1 to si32
  %6 = tir.cast %t : i1 to ui8
  %7 = tir.cast %t : i1 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, si32, ui8, f32
}

// CHECK-LABEL: func.func @cast_same_type
// CHECK-SAME: (%[[X:.*]]: ui16)
// CHECK-NEXT: return %[[X]]
func.func @cast_same_type(%x: ui16) -> ui16 {
  %0 = tir.cast %x : ui16 to ui16
  return %0 : ui16
}

// CHECK-LABEL: func.func @cast_unknown
// CHECK: tir.cast %{{.*}} : si32 to f32
func.func @cast_unknown(%x: si32) -> f32 {
  %0 = tir.cast %x : si32 to f32
  return %0 : f32
}

// -----

//===----------------------------------------------------------------------===//
// f16 / bf16 rounding
//===----------------------------------------------------------------------===//

// f32 to f16 rounds to nearest even: 2049 lies between 2048 and 2050 and
// goes to 2048; 2051 goes to 2052; 0.1 becomes 0.0999755859375; 70000
// overflows to +inf.
// CHECK-LABEL: func.func @cast_to_f16
// CHECK-DAG: %[[A:.*]] = tir.const 2.048000e+03 : f16
// CHECK-DAG: %[[B:.*]] = tir.const 2.052000e+03 : f16
// CHECK-DAG: %[[C:.*]] = tir.const 9.997550e-02 : f16
// CHECK-DAG: %[[D:.*]] = tir.const 0x7C00 : f16
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @cast_to_f16() -> (f16, f16, f16, f16) {
  %a = tir.const 2049.0 : f32
  %b = tir.const 2051.0 : f32
  %c = tir.const 0.1 : f32
  %d = tir.const 70000.0 : f32
  %0 = tir.cast %a : f32 to f16
  %1 = tir.cast %b : f32 to f16
  %2 = tir.cast %c : f32 to f16
  %3 = tir.cast %d : f32 to f16
  return %0, %1, %2, %3 : f16, f16, f16, f16
}

// CHECK-LABEL: func.func @cast_to_bf16
// CHECK-DAG: %[[A:.*]] = tir.const 2.560000e+02 : bf16
// CHECK-DAG: %[[B:.*]] = tir.const 2.600000e+02 : bf16
// CHECK: return %[[A]], %[[B]]
func.func @cast_to_bf16() -> (bf16, bf16) {
  %a = tir.const 257.0 : f32
  %b = tir.const 259.0 : f32
  %0 = tir.cast %a : f32 to bf16
  %1 = tir.cast %b : f32 to bf16
  return %0, %1 : bf16, bf16
}

// Arithmetic on f16 / bf16 rounds each result to the type: 2048 + 1 is 2048
// in f16, 256 + 1 is 256 in bf16, and 0.3330078125 * 0.98486328125 (the f16
// values of 0.333 and 0.985) is 0.327880859375.
// CHECK-LABEL: func.func @half_arith
// CHECK-DAG: %[[H:.*]] = tir.const 2.048000e+03 : f16
// CHECK-DAG: %[[B:.*]] = tir.const 2.560000e+02 : bf16
// CHECK-DAG: %[[M:.*]] = tir.const 3.278810e-01 : f16
// CHECK: return %[[H]], %[[B]], %[[M]]
func.func @half_arith() -> (f16, bf16, f16) {
  %h = tir.const 2048.0 : f16
  %h1 = tir.const 1.0 : f16
  %b = tir.const 256.0 : bf16
  %b1 = tir.const 1.0 : bf16
  %x = tir.const 0.333 : f16
  %y = tir.const 0.985 : f16
  %0 = tir.add %h, %h1 : f16
  %1 = tir.add %b, %b1 : bf16
  %2 = tir.mul %x, %y : f16
  return %0, %1, %2 : f16, bf16, f16
}

// -----

// Integer identities fold away; float ones stay (x + 0.0 is not x for -0.0).
// CHECK-LABEL: func.func @integer_identities
// CHECK-SAME: (%[[X:.*]]: si32, %[[F:.*]]: f32)
// CHECK: %[[Z:.*]] = tir.const 0.000000e+00 : f32
// CHECK: %[[S:.*]] = tir.add %[[F]], %[[Z]] : f32
// Only a right identity for sub, none for div: 0 - x and 1 / x stay.
// CHECK: %[[NEG:.*]] = tir.sub %{{.*}}, %[[X]] : si32
// CHECK: %[[INV:.*]] = tir.div %{{.*}}, %[[X]] : si32
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[S]], %[[NEG]], %[[INV]]
func.func @integer_identities(%x: si32, %f: f32) -> (si32, si32, si32, si32, si32, f32, si32, si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %f0 = tir.const 0.0 : f32
  %a = tir.add %x, %c0 : si32
  %b = tir.add %c0, %x : si32
  %c = tir.sub %x, %c0 : si32
  %d = tir.mul %x, %c1 : si32
  %e = tir.mul %c1, %x : si32
  %g = tir.add %f, %f0 : f32
  %h = tir.sub %c0, %x : si32
  %i = tir.div %c1, %x : si32
  return %a, %b, %c, %d, %e, %g, %h, %i : si32, si32, si32, si32, si32, f32, si32, si32
}

// -----

//===----------------------------------------------------------------------===//
// and / or / xor / not
//===----------------------------------------------------------------------===//

// 12 = 0b1100, 10 = 0b1010.
// CHECK-LABEL: func.func @bitwise_ui8
// CHECK-DAG: %[[AND:.*]] = tir.const 8 : ui8
// CHECK-DAG: %[[OR:.*]] = tir.const 14 : ui8
// CHECK-DAG: %[[XOR:.*]] = tir.const 6 : ui8
// CHECK-DAG: %[[NOT:.*]] = tir.const 243 : ui8
// CHECK-NOT: tir.and
// CHECK-NOT: tir.or
// CHECK-NOT: tir.xor
// CHECK-NOT: tir.not
// CHECK: return %[[AND]], %[[OR]], %[[XOR]], %[[NOT]]
func.func @bitwise_ui8() -> (ui8, ui8, ui8, ui8) {
  %a = tir.const 12 : ui8
  %b = tir.const 10 : ui8
  %0 = tir.and %a, %b : ui8
  %1 = tir.or %a, %b : ui8
  %2 = tir.xor %a, %b : ui8
  %3 = tir.not %a : ui8
  return %0, %1, %2, %3 : ui8, ui8, ui8, ui8
}

// Signed values keep their two's complement bits: -16 & 0x7f = 112,
// -16 | 1 = -15, -1 ^ 5 = -6, ~0 = -1, ~-2147483648 = 2147483647.
// CHECK-LABEL: func.func @bitwise_signed
// CHECK-DAG: %[[AND:.*]] = tir.const 112 : si8
// CHECK-DAG: %[[OR:.*]] = tir.const -15 : si8
// CHECK-DAG: %[[XOR:.*]] = tir.const -6 : si16
// CHECK-DAG: %[[NOT0:.*]] = tir.const -1 : si8
// CHECK-DAG: %[[NOTMIN:.*]] = tir.const 2147483647 : si32
// CHECK: return %[[AND]], %[[OR]], %[[XOR]], %[[NOT0]], %[[NOTMIN]]
func.func @bitwise_signed() -> (si8, si8, si16, si8, si32) {
  %m16 = tir.const -16 : si8
  %c127 = tir.const 127 : si8
  %c1 = tir.const 1 : si8
  %m1 = tir.const -1 : si16
  %c5 = tir.const 5 : si16
  %z = tir.const 0 : si8
  %min = tir.const -2147483648 : si32
  %0 = tir.and %m16, %c127 : si8
  %1 = tir.or %m16, %c1 : si8
  %2 = tir.xor %m1, %c5 : si16
  %3 = tir.not %z : si8
  %4 = tir.not %min : si32
  return %0, %1, %2, %3, %4 : si8, si8, si16, si8, si32
}

// ~0 on unsigned types is the type's maximum.
// CHECK-LABEL: func.func @not_unsigned
// CHECK-DAG: %[[A:.*]] = tir.const 65535 : ui16
// CHECK-DAG: %[[B:.*]] = tir.const 4294967295 : ui32
// CHECK-DAG: %[[C:.*]] = tir.const 0 : ui8
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @not_unsigned() -> (ui16, ui32, ui8) {
  %a = tir.const 0 : ui16
  %b = tir.const 0 : ui32
  %c = tir.const 255 : ui8
  %0 = tir.not %a : ui16
  %1 = tir.not %b : ui32
  %2 = tir.not %c : ui8
  return %0, %1, %2 : ui16, ui32, ui8
}

// On i1 the bitwise operations are the logical ones.
// CHECK-LABEL: func.func @bitwise_bool
// CHECK-DAG: %[[T:.*]] = tir.const true
// CHECK-DAG: %[[F:.*]] = tir.const false
// CHECK: return %[[F]], %[[T]], %[[T]], %[[F]], %[[T]], %[[F]], %[[F]], %[[T]]
func.func @bitwise_bool() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %t = tir.const true
  %f = tir.const false
  %0 = tir.and %t, %f : i1
  %1 = tir.and %t, %t : i1
  %2 = tir.or %t, %f : i1
  %3 = tir.or %f, %f : i1
  %4 = tir.xor %t, %f : i1
  %5 = tir.xor %t, %t : i1
  %6 = tir.not %t : i1
  %7 = tir.not %f : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// A folded condition feeds the select folder.
// CHECK-LABEL: func.func @bool_logic_selects
// CHECK-SAME: (%[[A:.*]]: si32, %[[B:.*]]: si32)
// CHECK-NOT: tir.select
// CHECK: return %[[B]]
func.func @bool_logic_selects(%a: si32, %b: si32) -> si32 {
  %t = tir.const true
  %n = tir.not %t : i1
  %c = tir.and %t, %n : i1
  %0 = tir.select %c, %a, %b : si32
  return %0 : si32
}

// Unknown operands stay.
// CHECK-LABEL: func.func @bitwise_unknown
// CHECK: tir.and
// CHECK: tir.or
// CHECK: tir.xor
// CHECK: tir.not
func.func @bitwise_unknown(%x: ui8, %p: i1) -> (ui8, ui8, ui8, i1) {
  %c = tir.const 15 : ui8
  %0 = tir.and %x, %c : ui8
  %1 = tir.or %x, %c : ui8
  %2 = tir.xor %x, %c : ui8
  %3 = tir.not %p : i1
  return %0, %1, %2, %3 : ui8, ui8, ui8, i1
}

// -----

//===----------------------------------------------------------------------===//
// shl / shr: C semantics after promotion to 32 bits, counts modulo 32
//===----------------------------------------------------------------------===//

// Right shifts are arithmetic for signed types, logical for unsigned ones:
// si8 -1 >> 1 = -1, ui8 255 >> 1 = 127, si16 -32768 >> 15 = -1.
// CHECK-LABEL: func.func @shr_signedness
// CHECK-DAG: %[[A:.*]] = tir.const -1 : si8
// CHECK-DAG: %[[B:.*]] = tir.const 127 : ui8
// CHECK-DAG: %[[C:.*]] = tir.const -1 : si16
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @shr_signedness() -> (si8, ui8, si16) {
  %sm1 = tir.const -1 : si8
  %s1 = tir.const 1 : si8
  %u255 = tir.const 255 : ui8
  %u1 = tir.const 1 : ui8
  %min = tir.const -32768 : si16
  %c15 = tir.const 15 : si16
  %0 = tir.shr %sm1, %s1 : si8
  %1 = tir.shr %u255, %u1 : ui8
  %2 = tir.shr %min, %c15 : si16
  return %0, %1, %2 : si8, ui8, si16
}

// A left shift computes in 32 bits and truncates to the type:
// si8 1 << 7 = -128, si8 1 << 8 = 0, ui16 0x8000 << 1 = 0.
// CHECK-LABEL: func.func @shl_truncates
// CHECK-DAG: %[[A:.*]] = tir.const -128 : si8
// CHECK-DAG: %[[B:.*]] = tir.const 0 : si8
// CHECK-DAG: %[[C:.*]] = tir.const 0 : ui16
// CHECK-DAG: %[[D:.*]] = tir.const 96 : si8
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @shl_truncates() -> (si8, si8, ui16, si8) {
  %s1 = tir.const 1 : si8
  %s7 = tir.const 7 : si8
  %s8 = tir.const 8 : si8
  %h = tir.const 32768 : ui16
  %h1 = tir.const 1 : ui16
  %s3 = tir.const 3 : si8
  %s5 = tir.const 5 : si8
  %0 = tir.shl %s1, %s7 : si8
  %1 = tir.shl %s1, %s8 : si8
  %2 = tir.shl %h, %h1 : ui16
  %3 = tir.shl %s3, %s5 : si8
  return %0, %1, %2, %3 : si8, si8, ui16, si8
}

// Shifting a narrow type right by its width or more still sees the promoted
// 32-bit value: ui8 255 >> 9 = 0, si8 -1 >> 9 = -1, si8 -128 >> 20 = -1.
// CHECK-LABEL: func.func @shr_narrow_wide_count
// CHECK-DAG: %[[A:.*]] = tir.const 0 : ui8
// CHECK-DAG: %[[B:.*]] = tir.const -1 : si8
// CHECK: return %[[A]], %[[B]], %[[B]]
func.func @shr_narrow_wide_count() -> (ui8, si8, si8) {
  %u255 = tir.const 255 : ui8
  %u9 = tir.const 9 : ui8
  %sm1 = tir.const -1 : si8
  %s9 = tir.const 9 : si8
  %smin = tir.const -128 : si8
  %s20 = tir.const 20 : si8
  %0 = tir.shr %u255, %u9 : ui8
  %1 = tir.shr %sm1, %s9 : si8
  %2 = tir.shr %smin, %s20 : si8
  return %0, %1, %2 : ui8, si8, si8
}

// Counts are taken modulo 32: si32 1 << 33 = 2, ui32 0xffffffff >> 32 is
// unchanged, si32 1 << -1 shifts by 31, si8 64 >> -127 shifts by 1.
// CHECK-LABEL: func.func @shift_count_mod_32
// CHECK-DAG: %[[A:.*]] = tir.const 2 : si32
// CHECK-DAG: %[[B:.*]] = tir.const 4294967295 : ui32
// CHECK-DAG: %[[C:.*]] = tir.const -2147483648 : si32
// CHECK-DAG: %[[D:.*]] = tir.const 32 : si8
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @shift_count_mod_32() -> (si32, ui32, si32, si8) {
  %c1 = tir.const 1 : si32
  %c33 = tir.const 33 : si32
  %all = tir.const 4294967295 : ui32
  %u32 = tir.const 32 : ui32
  %m1 = tir.const -1 : si32
  %s64 = tir.const 64 : si8
  %sm127 = tir.const -127 : si8
  %0 = tir.shl %c1, %c33 : si32
  %1 = tir.shr %all, %u32 : ui32
  %2 = tir.shl %c1, %m1 : si32
  %3 = tir.shr %s64, %sm127 : si8
  return %0, %1, %2, %3 : si32, ui32, si32, si8
}

// 32-bit shifts: the sign bit moves in for si32, zeros for ui32.
// CHECK-LABEL: func.func @shr_32_bit
// CHECK-DAG: %[[A:.*]] = tir.const -1 : si32
// CHECK-DAG: %[[B:.*]] = tir.const 1 : ui32
// CHECK-DAG: %[[C:.*]] = tir.const -4 : si32
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @shr_32_bit() -> (si32, ui32, si32) {
  %min = tir.const -2147483648 : si32
  %c31 = tir.const 31 : si32
  %all = tir.const 4294967295 : ui32
  %u31 = tir.const 31 : ui32
  %m8 = tir.const -8 : si32
  %c1 = tir.const 1 : si32
  %0 = tir.shr %min, %c31 : si32
  %1 = tir.shr %all, %u31 : ui32
  %2 = tir.shr %m8, %c1 : si32
  return %0, %1, %2 : si32, ui32, si32
}

// CHECK-LABEL: func.func @shift_unknown
// CHECK: tir.shl
// CHECK: tir.shr
func.func @shift_unknown(%x: si32) -> (si32, si32) {
  %c2 = tir.const 2 : si32
  %0 = tir.shl %x, %c2 : si32
  %1 = tir.shr %c2, %x : si32
  return %0, %1 : si32, si32
}

// pow has no folder.
// CHECK-LABEL: func.func @pow_not_folded
// CHECK: tir.pow
func.func @pow_not_folded() -> f32 {
  %two = tir.const 2.0 : f32
  %0 = tir.pow %two, %two : f32
  return %0 : f32
}

// A float result that is NaN is not folded: its sign and payload are the
// target's at run time (x86 gives -NaN for inf - inf). Non-NaN results of
// NaN operands (max ignores a NaN) still fold.
// CHECK-LABEL: func.func @float_nan_results_kept
// CHECK-DAG: %[[ONE:.*]] = tir.const 1.000000e+00 : f32
// CHECK-DAG: tir.sub
// CHECK-DAG: tir.mul
// CHECK-DAG: tir.add
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]]
func.func @float_nan_results_kept() -> (f32, f32, f32, f32) {
  %inf = tir.const 0x7F800000 : f32
  %zero = tir.const 0.0 : f32
  %nan = tir.const 0xFFC00001 : f32
  %one = tir.const 1.0 : f32
  %0 = tir.sub %inf, %inf : f32
  %1 = tir.mul %zero, %inf : f32
  %2 = tir.add %nan, %one : f32
  %3 = tir.max %nan, %one : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
