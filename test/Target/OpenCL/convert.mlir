// RUN: compass-translate --to-opencl %s | FileCheck %s

// compass.vcvt is __vcvt_<result type>(offset, stride, flags, inputs...),
// flags 1 saturating, 2 rounding floats to nearest even first;
// compass.vbitcast __vreinterpret_<result type>(input).

// CHECK-LABEL: void k_convert(char32 a, int8 b, float8 c, half16 d) {
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvt_int8(8, 1, 0, a);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vcvt_short16(1, 2, 0, a);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vcvt_uchar32(0, 1, 1, b, b, b, b);
// CHECK-NEXT:    bf1616 {{_[0-9]+}} = __vcvt_bf1616(0, 1, 0, c, c);
// CHECK-NEXT:    half16 {{_[0-9]+}} = __vcvt_half16(0, 1, 0, c);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vcvt_float8(8, 1, 0, d);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vcvt_uchar32(0, 1, 2, d, d);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vreinterpret_uchar32(c);
// CHECK-NEXT:    bf1616 {{_[0-9]+}} = __vreinterpret_bf1616(d);
// CHECK-NEXT:  }
func.func @convert(%a: vector<32xsi8> {compass.name = "a"}, %b: vector<8xsi32> {compass.name = "b"},
                   %c: vector<8xf32> {compass.name = "c"}, %d: vector<16xf16> {compass.name = "d"}) {
  %0 = compass.vcvt %a offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %1 = compass.vcvt %a offset 1 stride 2 : vector<32xsi8> -> vector<16xsi16>
  %2 = compass.vcvt %b, %b, %b, %b offset 0 stride 1 saturate : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32> -> vector<32xui8>
  %3 = compass.vcvt %c, %c offset 0 stride 1 : vector<8xf32>, vector<8xf32> -> vector<16xbf16>
  %4 = compass.vcvt %c offset 0 stride 1 : vector<8xf32> -> vector<16xf16>
  %5 = compass.vcvt %d offset 8 stride 1 : vector<16xf16> -> vector<8xf32>
  %r = compass.vcvt %d, %d offset 0 stride 1 round : vector<16xf16>, vector<16xf16> -> vector<32xui8>
  %6 = compass.vbitcast %c : vector<8xf32> -> vector<32xui8>
  %7 = compass.vbitcast %d : vector<16xf16> -> vector<16xbf16>
  return
}

// A rounding conversion of the even / odd lanes of a 16-bit float vector to
// 32-bit integers is X2's __vcvtue_tw / __vcvtuo_tw; uint lanes are the int
// result's bits. Unrounded, another offset or stride, float32 lanes or
// 16-bit results stay __vcvt_*.
// CHECK-LABEL: void k_even_odd(half16 h, bf1616 b, float8 f) {
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvtue_tw(h);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvtuo_tw(h);
// CHECK-NEXT:    uint8 {{_[0-9]+}} = as_uint8(__vcvtue_tw(h));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvtuo_tw(b);
// CHECK-NEXT:    uint8 {{_[0-9]+}} = as_uint8(__vcvtuo_tw(b));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvt_int8(0, 2, 0, h);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvt_int8(2, 2, 2, h);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvt_int8(1, 1, 2, b);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvt_int8(1, 2, 2, h, h);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vcvt_int8(0, 2, 2, f);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vcvt_short16(1, 2, 2, h);
// CHECK-NEXT:  }
func.func @even_odd(%h: vector<16xf16> {compass.name = "h"}, %b: vector<16xbf16> {compass.name = "b"},
                    %f: vector<8xf32> {compass.name = "f"}) {
  %0 = compass.vcvt %h offset 0 stride 2 round : vector<16xf16> -> vector<8xsi32>
  %1 = compass.vcvt %h offset 1 stride 2 round : vector<16xf16> -> vector<8xsi32>
  %2 = compass.vcvt %h offset 0 stride 2 round : vector<16xf16> -> vector<8xui32>
  %3 = compass.vcvt %b offset 1 stride 2 round : vector<16xbf16> -> vector<8xsi32>
  %4 = compass.vcvt %b offset 1 stride 2 round : vector<16xbf16> -> vector<8xui32>
  %5 = compass.vcvt %h offset 0 stride 2 : vector<16xf16> -> vector<8xsi32>
  %6 = compass.vcvt %h offset 2 stride 2 round : vector<16xf16> -> vector<8xsi32>
  %7 = compass.vcvt %b offset 1 stride 1 round : vector<16xbf16> -> vector<8xsi32>
  %8 = compass.vcvt %h, %h offset 1 stride 2 round : vector<16xf16>, vector<16xf16> -> vector<8xsi32>
  %9 = compass.vcvt %f offset 0 stride 2 round : vector<8xf32> -> vector<8xsi32>
  %10 = compass.vcvt %h offset 1 stride 2 round : vector<16xf16> -> vector<16xsi16>
  return
}

func.func @k() attributes {compass.kernel} {
  return
}
