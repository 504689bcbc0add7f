// RUN: compass-translate --to-opencl %s | FileCheck %s

// tir.const_buffer tables are file-scope __constant arrays after the
// include and before the forward declarations, in module order, named
// <entry>_<name> and made unique; the operation itself is a pointer to its
// table, named after the buffer (here `lut` is the kernel's name). Floats are exact
// hexadecimal literals, NaNs keep their payload through __builtin_nan*,
// bfloat16 tables hold bits. Long tables wrap at 80 columns.

// CHECK:      #include <compass/dsl.h>
// CHECK-EMPTY:
// CHECK-NEXT: __constant int __attribute__((aligned(32))) lut_w[2] = {(-2147483647 - 1), 5};
// CHECK-NEXT: __constant char __attribute__((aligned(32))) lut_lut[4] = {-128, -1, 0, 127};
// CHECK-NEXT: __constant uint __attribute__((aligned(32))) lut_lut_1[2] = {4000000000u, 0u};
// CHECK-NEXT: __constant float __attribute__((aligned(32))) lut_f[6] = {
// CHECK-NEXT:     0x1.8p+0f, -0x0p+0f, INFINITY, -INFINITY, __builtin_nanf("0x123"),
// CHECK-NEXT:     -__builtin_nansf("0x5")
// CHECK-NEXT: };
// CHECK-NEXT: __constant half __attribute__((aligned(32))) lut_h[4] = {
// CHECK-NEXT:     0x1.8p+0f, 0x1p-24f, __builtin_nanf16("0x0"), __builtin_nansf16("0x1")
// CHECK-NEXT: };
// CHECK-NEXT: __constant bf16 __attribute__((aligned(32))) lut_b[2] = {0x3fc0, 0x7fc1};
// CHECK-NEXT: __constant ushort __attribute__((aligned(32))) lut_table[40] = {
// CHECK-NEXT:     0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
// CHECK-NEXT:     21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39
// CHECK-NEXT: };
// CHECK-NEXT: __constant short __attribute__((aligned(32))) lut_splat[3] = {-7, -7, -7};
// CHECK-EMPTY:
// CHECK-NEXT: int lut_helper(int);

// CHECK-LABEL: int lut_helper(int i) {
// CHECK-NEXT:    __constant int* [[W:w]] = lut_w;
// CHECK-NEXT:    return [[W]][i];
func.func @helper(%i: si32 {compass.name = "i"}) -> si32 {
  %w = tir.const_buffer "w" dense<[-2147483648, 5]> : tensor<2xsi32> -> !compass.ptr<si32, constant>
  %x = tir.load %w[%i] : !compass.ptr<si32, constant>, si32
  return %x : si32
}

// CHECK-LABEL: __kernel void lut(__global int* out) {
// CHECK-NEXT:    __constant char* lut_1 = lut_lut;
// CHECK-NEXT:    __constant uint* lut_2 = lut_lut_1;
// CHECK-NEXT:    __constant float* f = lut_f;
// CHECK-NEXT:    __constant half* h = lut_h;
// CHECK-NEXT:    __constant bf16* b = lut_b;
// CHECK-NEXT:    __constant ushort* {{_[0-9]+}} = lut_table;
// CHECK-NEXT:    __constant short* splat = lut_splat;
// CHECK-NEXT:    uint8 {{_[0-9]+}} = __vload((__constant uint8*)lut_2, ALL_TRUE_w);
func.func @lut(%out: !compass.ptr<si32, global> {compass.name = "out"}) attributes {compass.kernel} {
  %0 = tir.const_buffer "lut" dense<[-128, -1, 0, 127]> : tensor<4xsi8> -> !compass.ptr<si8, constant>
  %1 = tir.const_buffer "lut" dense<[4000000000, 0]> : tensor<2xui32> -> !compass.ptr<ui32, constant>
  %2 = tir.const_buffer "f" dense<[1.5, -0.0, 0x7F800000, 0xFF800000, 0x7FC00123, 0xFF800005]> : tensor<6xf32> -> !compass.ptr<f32, constant>
  %3 = tir.const_buffer "h" dense<[1.5, 0x0001, 0x7E00, 0x7C01]> : tensor<4xf16> -> !compass.ptr<f16, constant>
  %4 = tir.const_buffer "b" dense<[1.5, 0x7FC1]> : tensor<2xbf16> -> !compass.ptr<bf16, constant>
  %5 = tir.const_buffer "" dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]> : tensor<40xui16> -> !compass.ptr<ui16, constant>
  %6 = tir.const_buffer "splat" dense<-7> : tensor<3xsi16> -> !compass.ptr<si16, constant>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %v = compass.vload %1, %all : !compass.ptr<ui32, constant>, !compass.mask<8> -> vector<8xui32>
  return
}
