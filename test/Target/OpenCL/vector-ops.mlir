// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s

// Lane-wise builtins take r first (zero when absent) and the mask last.
// Without r (whatever the mask: the inactive lanes are undefined), and/or/
// xor/inv print as C operators and the shifts as their unmasked two-operand
// builtins; vdiv and
// vmod are always the builtin (x / 0 = 0, MIN / -1 = MAX, x % 0 = 0 are not C's). vsr is
// __vasr on signed lanes and __vlsr on unsigned ones. Comparisons produce
// masks: __vc* on integers, __vq* on floats.

// CHECK-LABEL: __kernel void ints(__global int* a, __global uchar* b) {
// CHECK-NEXT:    int8 [[X:_[0-9]+]] = __vload((__global int8*)a, ALL_TRUE_w);
// CHECK-NEXT:    int8 [[Y:_[0-9]+]] = __vload((__global int8*)a, __vmov_w(0x00001111));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vdiv((int8)0, [[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vdiv([[Y]], [[X]], [[Y]], __vmov_w(0x00001111));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vmod((int8)0, [[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    int8 {{_[0-9]+}} = ([[X]] & [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = ([[X]] | [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = ([[X]] ^ [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = ([[X]] & [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vor([[X]], [[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vxor([[Y]], [[X]], [[Y]], __vmov_w(0x00001111));
// CHECK-NEXT:    int8 {{_[0-9]+}} = (~[[X]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vinv([[Y]], [[X]], __vmov_w(0x00001111));
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vlsl([[X]], [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vlsl([[X]], [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vasr([[X]], [[Y]]);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vasr([[Y]], [[X]], [[Y]], __vmov_w(0x00001111));
// CHECK-NEXT:    uchar32 [[U:_[0-9]+]] = __vload((__global uchar32*)b, ALL_TRUE_b);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vlsr([[U]], [[U]]);
// CHECK-NEXT:    uchar32 {{_[0-9]+}} = __vlsr([[U]], [[U]]);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vceq([[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vcneq([[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vclt([[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vcle([[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vcgt([[X]], [[Y]], ALL_TRUE_w);
// CHECK-NEXT:    int8 {{_[0-9]+}} = __vsel([[X]], [[Y]], __vcge([[X]], [[Y]], __vmov_w(0x00001111)));
// CHECK-NEXT:    bool32 {{_[0-9]+}} = __vclt([[U]], [[U]], ALL_TRUE_b);
func.func @ints(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %b: !compass.ptr<ui8, global> {compass.name = "b"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
  %x = compass.vload %a, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %y = compass.vload %a, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %0 = compass.vdiv %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %1 = compass.vdiv %x, %y, %m r %y : vector<8xsi32>, !compass.mask<8>
  %vmod = compass.vmod %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %2 = compass.vand %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %3 = compass.vor %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %4 = compass.vxor %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %5 = compass.vand %x, %y, %m : vector<8xsi32>, !compass.mask<8>
  %6 = compass.vor %x, %y, %all r %x : vector<8xsi32>, !compass.mask<8>
  %7 = compass.vxor %x, %y, %m r %y : vector<8xsi32>, !compass.mask<8>
  %8 = compass.vinv %x, %all : vector<8xsi32>, !compass.mask<8>
  %9 = compass.vinv %x, %m r %y : vector<8xsi32>, !compass.mask<8>
  %10 = compass.vsl %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %11 = compass.vsl %x, %y, %m : vector<8xsi32>, !compass.mask<8>
  %12 = compass.vsr %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %13 = compass.vsr %x, %y, %m r %y : vector<8xsi32>, !compass.mask<8>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %m32 = compass.const_mask [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<32>
  %u = compass.vload %b, %all32 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
  %14 = compass.vsr %u, %u, %all32 : vector<32xui8>, !compass.mask<32>
  %15 = compass.vsr %u, %u, %m32 : vector<32xui8>, !compass.mask<32>
  %16 = compass.vcmp eq, %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %17 = compass.vcmp ne, %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %18 = compass.vcmp lt, %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %19 = compass.vcmp le, %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %20 = compass.vcmp gt, %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %21 = compass.vcmp ge, %x, %y, %m : vector<8xsi32>, !compass.mask<8>
  %22 = compass.vsel %x, %y, %21 : vector<8xsi32>, !compass.mask<8>
  %23 = compass.vcmp lt, %u, %u, %all32 : vector<32xui8>, !compass.mask<32>
  return
}

// -----

// Floats: vdiv of f32, __vq* comparisons (bfloat16 too), vsel and the cast
// syntax of vbcast (bfloat16 broadcasts its bits).
// CHECK-LABEL: __kernel void floats(__global float* f, __global half* h, __global bf16* g, float s, int i) {
// CHECK-NEXT:    float8 [[F:_[0-9]+]] = __vload((__global float8*)f, ALL_TRUE_w);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vdiv((float8)0, [[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vqeq([[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vqne([[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vqlt([[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vqle([[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vqgt([[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    bool8 {{_[0-9]+}} = __vqge([[F]], [[F]], ALL_TRUE_w);
// CHECK-NEXT:    half16 [[H:_[0-9]+]] = __vload((__global half16*)h, ALL_TRUE_h);
// CHECK-NEXT:    half16 {{_[0-9]+}} = __vsel([[H]], [[H]], __vqlt([[H]], [[H]], ALL_TRUE_h));
// CHECK-NEXT:    bf1616 [[G:_[0-9]+]] = __vload((__global bf1616*)g, ALL_TRUE_h);
// CHECK-NEXT:    bf1616 {{_[0-9]+}} = __vsel([[G]], [[G]], __vqge([[G]], [[G]], ALL_TRUE_h));
// CHECK-NEXT:    float8 {{_[0-9]+}} = (float8)s;
// CHECK-NEXT:    int8 {{_[0-9]+}} = (int8)i;
// CHECK-NEXT:    char32 {{_[0-9]+}} = (char32)((char)-7);
// CHECK-NEXT:    half16 {{_[0-9]+}} = (half16)((half)0x1.8p+0f/*1.500000e+00*/);
// CHECK-NEXT:    bf1616 {{_[0-9]+}} = as_bf1616((ushort16)((bf16)0x3fc0/*1.500000e+00*/));
// CHECK-NEXT:    uint8 {{_[0-9]+}} = (uint8)2147483647;
// CHECK-NEXT:    uint8 {{_[0-9]+}} = (uint8)2147483648u;
func.func @floats(%f: !compass.ptr<f32, global> {compass.name = "f"},
                  %h: !compass.ptr<f16, global> {compass.name = "h"},
                  %g: !compass.ptr<bf16, global> {compass.name = "g"},
                  %s: f32 {compass.name = "s"}, %i: si32 {compass.name = "i"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %vf = compass.vload %f, %all : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %0 = compass.vdiv %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %1 = compass.vcmp eq, %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %2 = compass.vcmp ne, %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %3 = compass.vcmp lt, %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %4 = compass.vcmp le, %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %5 = compass.vcmp gt, %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %6 = compass.vcmp ge, %vf, %vf, %all : vector<8xf32>, !compass.mask<8>
  %vh = compass.vload %h, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  %7 = compass.vcmp lt, %vh, %vh, %all16 : vector<16xf16>, !compass.mask<16>
  %8 = compass.vsel %vh, %vh, %7 : vector<16xf16>, !compass.mask<16>
  %vg = compass.vload %g, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  %9 = compass.vcmp ge, %vg, %vg, %all16 : vector<16xbf16>, !compass.mask<16>
  %10 = compass.vsel %vg, %vg, %9 : vector<16xbf16>, !compass.mask<16>
  %11 = compass.vbcast %s : f32 -> vector<8xf32>
  %12 = compass.vbcast %i : si32 -> vector<8xsi32>
  %c = tir.const -7 : si8
  %13 = compass.vbcast %c : si8 -> vector<32xsi8>
  %ch = tir.const 1.5 : f16
  %14 = compass.vbcast %ch : f16 -> vector<16xf16>
  %cg = tir.const 1.5 : bf16
  %15 = compass.vbcast %cg : bf16 -> vector<16xbf16>
  // An unsigned literal converts exactly without its suffix up to INT_MAX.
  %cu = tir.const 2147483647 : ui32
  %16 = compass.vbcast %cu : ui32 -> vector<8xui32>
  %cv = tir.const 2147483648 : ui32
  %17 = compass.vbcast %cv : ui32 -> vector<8xui32>
  return
}

// -----

// vmax / vmin are always the masked builtin (the NaN rule is not C's), on
// every lane type; bfloat16 lanes take a zero r of their own type.

// CHECK-LABEL: __kernel void minmax(__global float* a, __global bf16* b) {
// CHECK-NEXT:    float8 [[X:_[0-9]+]] = __vload((__global float8*)a, ALL_TRUE_w);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vmax((float8)0, [[X]], [[X]], ALL_TRUE_w);
// CHECK-NEXT:    float8 {{_[0-9]+}} = __vmin([[X]], [[X]], [[X]], __vmov_w(0x00010001));
// CHECK-NEXT:    bf1616 [[H:_[0-9]+]] = __vload((__global bf1616*)b, ALL_TRUE_h);
// CHECK-NEXT:    bf1616 {{_[0-9]+}} = __vmax(as_bf1616((ushort16)0), [[H]], [[H]], ALL_TRUE_h);
func.func @minmax(%a: !compass.ptr<f32, global> {compass.name = "a"},
                  %b: !compass.ptr<bf16, global> {compass.name = "b"})
    attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %some = compass.const_mask [true, false, false, false, true, false, false, false] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %x = compass.vload %a, %all : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %0 = compass.vmax %x, %x, %all : vector<8xf32>, !compass.mask<8>
  %1 = compass.vmin %x, %x, %some r %x : vector<8xf32>, !compass.mask<8>
  %h = compass.vload %b, %all16 : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  %2 = compass.vmax %h, %h, %all16 : vector<16xbf16>, !compass.mask<16>
  return
}

// -----

// Bit counts and rint are always their builtins (r first, mask last); the
// rotation and the rounding shift have unmasked forms too.
// CHECK-LABEL: __kernel void bit_counts(__global short* a, __global float* f) {
// CHECK:         short16 {{_[0-9]+}} = __clz((short16)0, [[X:_[0-9]+]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vcls((short16)0, [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vpcnt((short16)0, [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vbrevs((short16)0, [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vror([[X]], [[X]]);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vadds((short16)0, [[X]], [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vsubs([[X]], [[X]], [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vabs((short16)0, [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vabss((short16)0, [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vsls((short16)0, [[X]], [[X]], ALL_TRUE_h);
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vasrr([[X]], [[X]]);
// CHECK:         float8 {{_[0-9]+}} = __rint((float8)0, __vload((__global float8*)f, ALL_TRUE_w), ALL_TRUE_w);
func.func @bit_counts(%a: !compass.ptr<si16, global> {compass.name = "a"},
                      %f: !compass.ptr<f32, global> {compass.name = "f"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %x = compass.vload %a, %all : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %0 = compass.clz %x, %all : vector<16xsi16>, !compass.mask<16>
  %1 = compass.vcls %x, %all : vector<16xsi16>, !compass.mask<16>
  %2 = compass.vpcnt %x, %all : vector<16xsi16>, !compass.mask<16>
  %3 = compass.vbrevs %x, %all : vector<16xsi16>, !compass.mask<16>
  %4 = compass.vror %x, %x, %all : vector<16xsi16>, !compass.mask<16>
  %sat = compass.vadds %x, %x, %all : vector<16xsi16>, !compass.mask<16>
  %satr = compass.vsubs %x, %x, %all r %x : vector<16xsi16>, !compass.mask<16>
  %abs = compass.abs %x, %all : vector<16xsi16>, !compass.mask<16>
  %abss = compass.vabss %x, %all : vector<16xsi16>, !compass.mask<16>
  %sls = compass.vsls %x, %x, %all : vector<16xsi16>, !compass.mask<16>
  %srr = compass.vsrr %x, %x, %all : vector<16xsi16>, !compass.mask<16>
  %y = compass.vload %f, %all8 : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
  %5 = compass.rint %y, %all8 : vector<8xf32>, !compass.mask<8>
  return
}

// -----

// The rounding shift right is __vasrr on signed lanes and __vlsrr on unsigned
// ones; under a partial mask with r they keep r and the mask, without r
// they print the unmasked form.
// CHECK-LABEL: __kernel void rounding_shifts(__global short* a, __global ushort* b) {
// CHECK:         short16 {{_[0-9]+}} = __vasrr([[X:_[0-9]+]], [[X]], [[X]], __vmov_h(0x00000001));
// CHECK-NEXT:    short16 {{_[0-9]+}} = __vror([[X]], [[X]]);
// CHECK:         ushort16 {{_[0-9]+}} = __vlsrr([[U:_[0-9]+]], [[U]]);
// CHECK-NEXT:    ushort16 {{_[0-9]+}} = __vlsrr([[U]], [[U]]);
// CHECK-NEXT:    ushort16 {{_[0-9]+}} = __vror([[U]], [[U]]);
func.func @rounding_shifts(%a: !compass.ptr<si16, global> {compass.name = "a"},
                           %b: !compass.ptr<ui16, global> {compass.name = "b"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %one = compass.const_mask [true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
  %x = compass.vload %a, %all : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %0 = compass.vsrr %x, %x, %one r %x : vector<16xsi16>, !compass.mask<16>
  %1 = compass.vror %x, %x, %one : vector<16xsi16>, !compass.mask<16>
  %u = compass.vload %b, %all : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
  %2 = compass.vsrr %u, %u, %all : vector<16xui16>, !compass.mask<16>
  %3 = compass.vsrr %u, %u, %one : vector<16xui16>, !compass.mask<16>
  %4 = compass.vror %u, %u, %all : vector<16xui16>, !compass.mask<16>
  return
}
