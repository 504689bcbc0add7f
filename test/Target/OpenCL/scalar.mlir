// RUN: compass-translate --to-opencl %s | FileCheck %s

// Scalar expressions: one typed declaration per operation, constants
// inline. Narrow integers get a cast back to their type, int32 and 16-bit
// products wrap through uint, half rounds each operation, bfloat16 computes
// in float. + - * / of uint and float carry their type's cast too, as
// upstream prints every scalar operator but int32's; % does not.

// CHECK-LABEL: float k_a_ints(char a, uchar b, short c, ushort d, int e, uint f) {
// CHECK-NEXT:    uchar [[B:_[0-9]+]] = (uchar)(b - (uchar)200);
// CHECK-NEXT:    short [[C:_[0-9]+]] = (short)((uint)c * (uint)c);
// CHECK-NEXT:    ushort [[D:_[0-9]+]] = (ushort)((uint)d * 7u);
// CHECK-NEXT:    int [[E:_[0-9]+]] = (int)((uint)e + (uint)-5);
// CHECK-NEXT:    uint [[F:_[0-9]+]] = (uint)(f * 4000000000u);
// CHECK-NEXT:    int [[G:_[0-9]+]] = (e / (-2147483647 - 1));
// CHECK-NEXT:    char [[H:_[0-9]+]] = (char)(a % ((char)(a + (char)-3)));
// CHECK-NEXT:    int {{_[0-9]+}} = (int)(e / 3 - ((e % 3 != 0) & ((e ^ 3) < 0)));
// CHECK-NEXT:    uint {{_[0-9]+}} = (uint)(f / 2u);
// CHECK-NEXT:    short {{_[0-9]+}} = min(c, (short)0);
// CHECK-NEXT:    uint {{_[0-9]+}} = max(f, 1u);
// CHECK-NEXT:    uint {{_[0-9]+}} = ((b < (uchar)9) ? f : 0u);
// CHECK-NEXT:    bool {{_[0-9]+}} = (true != false);
// A 32-bit signed division by what may be -1 goes through dsl/arith.h, which wraps
// MIN / -1 and gives 0 for MIN % -1 (C's operators trap there on x86).
// CHECK-NEXT:    int {{_[0-9]+}} = __compass_sdiv(e, [[E]]);
// CHECK-NEXT:    int {{_[0-9]+}} = __compass_smod(e, -1);
// CHECK-NEXT:    int {{_[0-9]+}} = (int)(__compass_sdiv(e, [[E]]) - ((__compass_smod(e, [[E]]) != 0) & ((e ^ [[E]]) < 0)));
// CHECK-NEXT:    uint {{_[0-9]+}} = (f % f);
func.func @a_ints(%a: si8 {compass.name = "a"}, %b: ui8 {compass.name = "b"},
                %c: si16 {compass.name = "c"}, %d: ui16 {compass.name = "d"},
                %e: si32 {compass.name = "e"}, %f: ui32 {compass.name = "f"}) -> f32 {
  %m3 = tir.const -3 : si8
  %a1 = tir.add %a, %m3 : si8
  %c200 = tir.const 200 : ui8
  %b1 = tir.sub %b, %c200 : ui8
  %c1 = tir.mul %c, %c : si16
  %c7 = tir.const 7 : ui16
  %d1 = tir.mul %d, %c7 : ui16
  %m5 = tir.const -5 : si32
  %e1 = tir.add %e, %m5 : si32
  %big = tir.const 4000000000 : ui32
  %f1 = tir.mul %f, %big : ui32
  %min = tir.const -2147483648 : si32
  %g = tir.div %e, %min : si32
  %h = tir.mod %a, %a1 : si8
  %c3 = tir.const 3 : si32
  %fd = tir.floordiv %e, %c3 : si32
  %u2 = tir.const 2 : ui32
  %ufd = tir.floordiv %f, %u2 : ui32
  %s0 = tir.const 0 : si16
  %mn = tir.min %c, %s0 : si16
  %u1 = tir.const 1 : ui32
  %mx = tir.max %f, %u1 : ui32
  %c9 = tir.const 9 : ui8
  %lt = tir.cmp lt, %b, %c9 : ui8
  %u0 = tir.const 0 : ui32
  %sel = tir.select %lt, %f, %u0 : ui32
  %t = tir.const true
  %fa = tir.const false
  %ne = tir.cmp ne, %t, %fa : i1
  %dv = tir.div %e, %e1 : si32
  %m1 = tir.const -1 : si32
  %md = tir.mod %e, %m1 : si32
  %fdv = tir.floordiv %e, %e1 : si32
  %umd = tir.mod %f, %f : ui32
  %r = tir.const 0.0 : f32
  return %r : f32
}

// CHECK-LABEL: void k_b_floats(half h, bf16 b, float f) {
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(f * -0x1.4p+1f/*-2.500000e+00*/);
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(f - INFINITY);
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(f / __builtin_nanf("0x0"));
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(f / -__builtin_nanf("0x5"));
// CHECK-NEXT:    float {{_[0-9]+}} = floor(f / ((float)(f + 0x1.8p+1f/*3.000000e+00*/)));
// CHECK-NEXT:    float {{_[0-9]+}} = fmod(f, ((float)(f + 0x1.8p+1f/*3.000000e+00*/)));
// CHECK-NEXT:    float {{_[0-9]+}} = fmin(f, 0x0p+0f/*0.000000e+00*/);
// CHECK-NEXT:    half {{_[0-9]+}} = (half)(h / ((half)(h * (half)0x1.cp+2f/*7.000000e+00*/)));
// CHECK-NEXT:    half {{_[0-9]+}} = (half)floor((float)(half)(h / ((half)(h * (half)0x1.cp+2f/*7.000000e+00*/))));
// CHECK-NEXT:    half {{_[0-9]+}} = (half)fmod((float)h, (float)((half)(h * (half)0x1.cp+2f/*7.000000e+00*/)));
// CHECK-NEXT:    half {{_[0-9]+}} = (half)fmax((float)h, (float)((half)(h * (half)0x1.cp+2f/*7.000000e+00*/)));
// CHECK-NEXT:    bool {{_[0-9]+}} = ((float)h <= (float)((half)(h * (half)0x1.cp+2f/*7.000000e+00*/)));
// CHECK-NEXT:    bf16 [[B1:_[0-9]+]] = __float_to_bf16(__bf16_to_float(b) + __bf16_to_float((bf16)0x3fc0/*1.500000e+00*/));
// CHECK-NEXT:    bf16 {{_[0-9]+}} = __float_to_bf16(floor(__bf16_to_float(__float_to_bf16(__bf16_to_float(b) / __bf16_to_float([[B1]])))));
// CHECK-NEXT:    bf16 {{_[0-9]+}} = __float_to_bf16(fmin(__bf16_to_float(b), __bf16_to_float([[B1]])));
// CHECK-NEXT:    bf16 {{_[0-9]+}} = ((__bf16_to_float(b) == __bf16_to_float([[B1]])) ? (bf16)0x7f80 : b);
// CHECK-NEXT:  }
func.func @b_floats(%h: f16 {compass.name = "h"}, %b: bf16 {compass.name = "b"}, %f: f32 {compass.name = "f"}) {
  %c3 = tir.const 3.0 : f32
  %f1 = tir.add %f, %c3 : f32
  %m25 = tir.const -2.5 : f32
  %f2 = tir.mul %f, %m25 : f32
  %inf = tir.const 0x7F800000 : f32
  %f3 = tir.sub %f, %inf : f32
  %nan = tir.const 0x7FC00000 : f32
  %f4 = tir.div %f, %nan : f32
  %negnan = tir.const 0xFFC00005 : f32
  %f4b = tir.div %f, %negnan : f32
  %f5 = tir.floordiv %f, %f1 : f32
  %f6 = tir.mod %f, %f1 : f32
  %z = tir.const 0.0 : f32
  %f7 = tir.min %f, %z : f32
  %c7 = tir.const 7.0 : f16
  %h1 = tir.mul %h, %c7 : f16
  %h2 = tir.div %h, %h1 : f16
  %h3 = tir.floordiv %h, %h1 : f16
  %h4 = tir.mod %h, %h1 : f16
  %h5 = tir.max %h, %h1 : f16
  %h6 = tir.cmp le, %h, %h1 : f16
  %c15 = tir.const 1.5 : bf16
  %b1 = tir.add %b, %c15 : bf16
  %b2 = tir.floordiv %b, %b1 : bf16
  %b3 = tir.min %b, %b1 : bf16
  %b4 = tir.cmp eq, %b, %b1 : bf16
  %binf = tir.const 0x7F80 : bf16
  %b5 = tir.select %b4, %binf, %b : bf16
  return
}

// Float to integer saturates and truncates toward zero; other conversions
// are C casts; bfloat16 converts through float; to bool compares with zero.
// CHECK-LABEL: void k_c_casts(float f, half h, bf16 b, int i, uchar u, bool c) {
// CHECK-NEXT:    char {{_[0-9]+}} = convert_char_sat_rtz(f);
// CHECK-NEXT:    uint {{_[0-9]+}} = convert_uint_sat_rtz((float)h);
// CHECK-NEXT:    int {{_[0-9]+}} = convert_int_sat_rtz(__bf16_to_float(b));
// CHECK-NEXT:    uchar {{_[0-9]+}} = (uchar)(i);
// CHECK-NEXT:    int {{_[0-9]+}} = (int)(u);
// CHECK-NEXT:    short {{_[0-9]+}} = (short)(c);
// CHECK-NEXT:    half {{_[0-9]+}} = (half)(i);
// CHECK-NEXT:    half {{_[0-9]+}} = (half)(f);
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(h);
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(__bf16_to_float(b));
// CHECK-NEXT:    half {{_[0-9]+}} = (half)(__bf16_to_float(b));
// CHECK-NEXT:    bf16 {{_[0-9]+}} = __float_to_bf16(f);
// CHECK-NEXT:    bf16 {{_[0-9]+}} = __float_to_bf16((float)(h));
// CHECK-NEXT:    bf16 {{_[0-9]+}} = __float_to_bf16((float)(i));
// CHECK-NEXT:    bool {{_[0-9]+}} = (i != 0);
// CHECK-NEXT:    bool {{_[0-9]+}} = (f != 0);
// CHECK-NEXT:    bool {{_[0-9]+}} = (__bf16_to_float(b) != 0);
// CHECK-NEXT:    int {{_[0-9]+}} = i;
// CHECK-NEXT:  }
func.func @c_casts(%f: f32 {compass.name = "f"}, %h: f16 {compass.name = "h"},
                 %b: bf16 {compass.name = "b"}, %i: si32 {compass.name = "i"},
                 %u: ui8 {compass.name = "u"}, %c: i1 {compass.name = "c"}) {
  %0 = tir.cast %f : f32 to si8
  %1 = tir.cast %h : f16 to ui32
  %2 = tir.cast %b : bf16 to si32
  %3 = tir.cast %i : si32 to ui8
  %4 = tir.cast %u : ui8 to si32
  %5 = tir.cast %c : i1 to si16
  %6 = tir.cast %i : si32 to f16
  %7 = tir.cast %f : f32 to f16
  %8 = tir.cast %h : f16 to f32
  %9 = tir.cast %b : bf16 to f32
  %10 = tir.cast %b : bf16 to f16
  %11 = tir.cast %f : f32 to bf16
  %12 = tir.cast %h : f16 to bf16
  %13 = tir.cast %i : si32 to bf16
  %14 = tir.cast %i : si32 to i1
  %15 = tir.cast %f : f32 to i1
  %16 = tir.cast %b : bf16 to i1
  %17 = tir.cast %i : si32 to si32
  return
}

func.func @k() attributes {compass.kernel} {
  return
}
