// RUN: compass-translate --to-opencl %s | FileCheck %s

// Scalar bitwise operations and shifts with C semantics: narrow results are
// cast back, left shifts go through uint (no signed overflow), right shifts
// of signed types are arithmetic after promotion, counts are taken modulo 32
// (constant counts folded). pow of half goes through float.

// CHECK-LABEL: void k_bits(char a, uchar b, short c, ushort d, int e, uint f, bool p, bool q) {
// CHECK-NEXT:    char {{_[0-9]+}} = (char)(a & (char)-3);
// CHECK-NEXT:    uchar {{_[0-9]+}} = (uchar)(b | b);
// CHECK-NEXT:    int {{_[0-9]+}} = (e ^ e);
// CHECK-NEXT:    uint {{_[0-9]+}} = (f & 4000000000u);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p & q);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p | q);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p ^ q);
// CHECK-NEXT:    char {{_[0-9]+}} = (char)((uint)a << (a & 31));
// CHECK-NEXT:    ushort {{_[0-9]+}} = (ushort)((uint)d << (d & 31));
// CHECK-NEXT:    int {{_[0-9]+}} = (int)((uint)e << 5);
// CHECK-NEXT:    uint {{_[0-9]+}} = (f << (f & 31));
// CHECK-NEXT:    char {{_[0-9]+}} = (char)(a >> 1);
// CHECK-NEXT:    ushort {{_[0-9]+}} = (ushort)(d >> (d & 31));
// CHECK-NEXT:    int {{_[0-9]+}} = (e >> (e & 31));
// CHECK-NEXT:    uint {{_[0-9]+}} = (f >> 31);
// CHECK-NEXT:    short {{_[0-9]+}} = (short)(~c);
// CHECK-NEXT:    uint {{_[0-9]+}} = (~f);
// CHECK-NEXT:    bool {{_[0-9]+}} = (!p);
// CHECK-NEXT:  }
func.func @bits(%a: si8 {compass.name = "a"}, %b: ui8 {compass.name = "b"},
                %c: si16 {compass.name = "c"}, %d: ui16 {compass.name = "d"},
                %e: si32 {compass.name = "e"}, %f: ui32 {compass.name = "f"},
                %p: i1 {compass.name = "p"}, %q: i1 {compass.name = "q"}) {
  %m3 = tir.const -3 : si8
  %0 = tir.and %a, %m3 : si8
  %1 = tir.or %b, %b : ui8
  %2 = tir.xor %e, %e : si32
  %big = tir.const 4000000000 : ui32
  %3 = tir.and %f, %big : ui32
  %4 = tir.and %p, %q : i1
  %5 = tir.or %p, %q : i1
  %6 = tir.xor %p, %q : i1
  %7 = tir.shl %a, %a : si8
  %8 = tir.shl %d, %d : ui16
  %c37 = tir.const 37 : si32
  %9 = tir.shl %e, %c37 : si32
  %10 = tir.shl %f, %f : ui32
  %c33 = tir.const 33 : si8
  %11 = tir.shr %a, %c33 : si8
  %12 = tir.shr %d, %d : ui16
  %13 = tir.shr %e, %e : si32
  %cm1 = tir.const 4294967295 : ui32
  %14 = tir.shr %f, %cm1 : ui32
  %15 = tir.not %c : si16
  %16 = tir.not %f : ui32
  %17 = tir.not %p : i1
  return
}

// Pointers: null tests and comparisons are C's, > and >= spelled as < and
// <= with the operands swapped (as scalar comparisons); casts keep the
// address space (private pointers have none).
// CHECK-LABEL: void k_pointers(__global int* p, __global int* q, float* s) {
// CHECK-NEXT:    bool {{_[0-9]+}} = (p == 0);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p == q);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p != q);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p < q);
// CHECK-NEXT:    bool {{_[0-9]+}} = (p <= q);
// CHECK-NEXT:    bool {{_[0-9]+}} = (q < p);
// CHECK-NEXT:    bool {{_[0-9]+}} = (q <= p);
// CHECK-NEXT:    __global int8* {{_[0-9]+}} = ((__global int8*)((__global void*)((__global uchar*)p)));
// CHECK-NEXT:    uint* {{_[0-9]+}} = ((uint*)s);
// CHECK-NEXT:  }
func.func @pointers(%p: !compass.ptr<si32, global> {compass.name = "p"},
                    %q: !compass.ptr<si32, global> {compass.name = "q"},
                    %s: !compass.ptr<f32, private> {compass.name = "s"}) {
  %0 = tir.ptr_is_null %p : !compass.ptr<si32, global>
  %1 = tir.ptr_cmp eq, %p, %q : !compass.ptr<si32, global>
  %2 = tir.ptr_cmp ne, %p, %q : !compass.ptr<si32, global>
  %3 = tir.ptr_cmp lt, %p, %q : !compass.ptr<si32, global>
  %4 = tir.ptr_cmp le, %p, %q : !compass.ptr<si32, global>
  %5 = tir.ptr_cmp gt, %p, %q : !compass.ptr<si32, global>
  %6 = tir.ptr_cmp ge, %p, %q : !compass.ptr<si32, global>
  %7 = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<ui8, global>
  %8 = tir.ptr_cast %7 : !compass.ptr<ui8, global> to !compass.ptr<none, global>
  %9 = tir.ptr_cast %8 : !compass.ptr<none, global> to !compass.ptr<vector<8xsi32>, global>
  %10 = tir.ptr_cast %s : !compass.ptr<f32, private> to !compass.ptr<ui32, private>
  return
}

// CHECK-LABEL: float k_powers(float x, half h) {
// CHECK-NEXT:    half {{_[0-9]+}} = (half)pow((float)h, (float)h);
// CHECK-NEXT:    return pow(x, 0x1.8p+0f/*1.500000e+00*/);
func.func @powers(%x: f32 {compass.name = "x"}, %h: f16 {compass.name = "h"}) -> f32 {
  %c = tir.const 1.5 : f32
  %0 = tir.pow %x, %c : f32
  %1 = tir.pow %h, %h : f16
  return %0 : f32
}

func.func @k() attributes {compass.kernel} {
  return
}
