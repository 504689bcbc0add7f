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

func.func @k() attributes {compass.kernel} {
  return
}
