// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s

// Spellings of upstream's C that cost nothing (docs/optimizer.md, "Readable
// C"): the same operations, written as upstream writes them.

// Comparisons as TVM's simplifier leaves them, without > and >=: `a > b`
// is `(b < a)`, `a >= b` is `(b <= a)` (the same test, NaN included); the
// other four keep their order.
// CHECK-LABEL: __kernel void compare(int a, int b, half h, float f) {
// CHECK-NEXT:    bool {{_[0-9]+}} = (b < a);
// CHECK-NEXT:    bool {{_[0-9]+}} = (b <= a);
// CHECK-NEXT:    bool {{_[0-9]+}} = (a < b);
// CHECK-NEXT:    bool {{_[0-9]+}} = (a <= b);
// CHECK-NEXT:    bool {{_[0-9]+}} = (a == b);
// CHECK-NEXT:    bool {{_[0-9]+}} = (a != b);
// CHECK-NEXT:    bool {{_[0-9]+}} = (0 < a);
// CHECK-NEXT:    bool {{_[0-9]+}} = (f <= ((float)(h)));
// CHECK-NOT:     >
// CHECK:         }
func.func @compare(%a: si32 {compass.name = "a"}, %b: si32 {compass.name = "b"},
                   %h: f16 {compass.name = "h"}, %f: f32 {compass.name = "f"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %0 = tir.cmp gt, %a, %b : si32
  %1 = tir.cmp ge, %a, %b : si32
  %2 = tir.cmp lt, %a, %b : si32
  %3 = tir.cmp le, %a, %b : si32
  %4 = tir.cmp eq, %a, %b : si32
  %5 = tir.cmp ne, %a, %b : si32
  %6 = tir.cmp gt, %a, %c0 : si32
  %hf = tir.cast %h : f16 to f32
  %7 = tir.cmp ge, %hf, %f : f32
  return
}

// -----

// A while loop's comparison prints in its parentheses, as upstream's
// `while ((i < 10))`; a bool condition is not parenthesized again.
// CHECK-LABEL: __kernel void loops(int n, uchar flag) {
// CHECK-NEXT:    int i = 0;
// CHECK-NEXT:    while ((n <= i)) {
// CHECK-NEXT:      i = 1;
// CHECK-NEXT:    }
// CHECK-NEXT:    while (flag) {
func.func @loops(%n: si32 {compass.name = "n"},
                 %flag: i1 {compass.name = "flag"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %i = tir.var_decl "i" : <si32>
  tir.var_set %i, %c0 : <si32>
  tir.while {
    %v = tir.var_get %i : <si32>
    %ge = tir.cmp ge, %v, %n : si32
    tir.condition %ge
  } do {
    tir.var_set %i, %c1 : <si32>
  }
  tir.while {
    tir.condition %flag
  } do {
    tir.break
  }
  return
}

// -----

// + - * / of uint and float carry their type's cast, as upstream prints
// every scalar operator but int32's; int32's division and % do not.
// CHECK-LABEL: __kernel void casts(uint u, float f, int i) {
// CHECK-NEXT:    uint {{_[0-9]+}} = (uint)(u + 1u);
// CHECK-NEXT:    uint {{_[0-9]+}} = (uint)(u / 3u);
// CHECK-NEXT:    uint {{_[0-9]+}} = (u % 3u);
// CHECK-NEXT:    float {{_[0-9]+}} = (float)(f / 0x1.4p+3f/*1.000000e+01*/);
// CHECK-NEXT:    int {{_[0-9]+}} = (i / 3);
// CHECK-NEXT:    int {{_[0-9]+}} = (i % 3);
func.func @casts(%u: ui32 {compass.name = "u"}, %f: f32 {compass.name = "f"},
                 %i: si32 {compass.name = "i"}) attributes {compass.kernel} {
  %u1 = tir.const 1 : ui32
  %u3 = tir.const 3 : ui32
  %ten = tir.const 10.0 : f32
  %c3 = tir.const 3 : si32
  %0 = tir.add %u, %u1 : ui32
  %1 = tir.div %u, %u3 : ui32
  %2 = tir.mod %u, %u3 : ui32
  %3 = tir.div %f, %ten : f32
  %4 = tir.div %i, %c3 : si32
  %5 = tir.mod %i, %c3 : si32
  return
}

// -----

// A signed division by 2^k (k >= 1) is the arithmetic shift `(x >> k)` where
// that is exact: a floored quotient always; a truncated one (tir.div) when
// the dividend is never negative (a constant, a loop variable counting by 1
// from 0) or when the quotient only stops a loop from 0, which runs no
// iteration with either quotient of a negative dividend. Elsewhere, and for
// other divisors, the division stays. A remainder by 2^k of a dividend never
// negative is an and.
// CHECK-LABEL: __kernel void shifts(__global int* a, __global char* b, int n, char c) {
// CHECK-NEXT:    a[0] = (n >> 5);
// CHECK-NEXT:    b[0] = (char)(c >> 3);
// CHECK-NEXT:    a[2] = (n / 32);
// CHECK-NEXT:    a[3] = (int)(n / -32 - ((n % -32 != 0) & ((n ^ -32) < 0)));
// CHECK-NEXT:    for (int [[I:[a-z0-9_]+]] = 0; [[I]] < (n >> 5); [[I]] += 1) {
// CHECK-NEXT:      a{{\[}}[[I]]] = ([[I]] >> 2);
// CHECK-NEXT:      a{{\[}}[[I]]] = ([[I]] & 3);
// CHECK-NEXT:      for (int [[J:[a-z0-9_]+]] = [[I]]; [[J]] < n; [[J]] += 2) {
// CHECK-NEXT:        a{{\[}}[[J]]] = ([[J]] / 2);
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int [[I:[a-z0-9_]+]] = n; [[I]] < (n / 4); [[I]] += 1) {
// CHECK-NEXT:      a{{\[}}[[I]]] = ([[I]] / 4);
// CHECK-NEXT:    }
// CHECK-NEXT:    for (int [[I:[a-z0-9_]+]] = 0; [[I]] < (n / 8); [[I]] += 1) {
// CHECK-NEXT:      a{{\[}}[[I]]] = (n / 8);
// CHECK-NEXT:    }
func.func @shifts(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %b: !compass.ptr<si8, global> {compass.name = "b"},
                  %n: si32 {compass.name = "n"},
                  %c: si8 {compass.name = "c"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c8 = tir.const 8 : si32
  %c32 = tir.const 32 : si32
  %m32 = tir.const -32 : si32
  %b8 = tir.const 8 : si8
  %0 = tir.floordiv %n, %c32 : si32
  tir.store %0, %a[%c0] : !compass.ptr<si32, global>, si32
  %1 = tir.floordiv %c, %b8 : si8
  tir.store %1, %b[%c0] : !compass.ptr<si8, global>, si32
  %2 = tir.div %n, %c32 : si32
  tir.store %2, %a[%c2] : !compass.ptr<si32, global>, si32
  %3 = tir.floordiv %n, %m32 : si32
  tir.store %3, %a[%c3] : !compass.ptr<si32, global>, si32
  %stop = tir.div %n, %c32 : si32
  tir.for %i = %c0 to %stop step %c1 : si32 {
    %q = tir.div %i, %c4 : si32
    tir.store %q, %a[%i] : !compass.ptr<si32, global>, si32
    // A remainder by 2^k is no shift.
    %r = tir.mod %i, %c4 : si32
    tir.store %r, %a[%i] : !compass.ptr<si32, global>, si32
    tir.for %j = %i to %n step %c2 : si32 {
      %h = tir.div %j, %c2 : si32
      tir.store %h, %a[%j] : !compass.ptr<si32, global>, si32
    }
  }
  %stop2 = tir.div %n, %c4 : si32
  tir.for %i = %n to %stop2 step %c1 : si32 {
    %q = tir.div %i, %c4 : si32
    tir.store %q, %a[%i] : !compass.ptr<si32, global>, si32
  }
  %twice = tir.div %n, %c8 : si32
  tir.for %i = %c0 to %twice step %c1 : si32 {
    tir.store %twice, %a[%i] : !compass.ptr<si32, global>, si32
  }
  return
}

// -----

// A loop's bounds print in its header when used once: the start like any
// operand, the stop and the step only when their expression reads nothing
// and calls no builtin (C evaluates them before every iteration).
// CHECK-LABEL: __kernel void bounds(__global int* a, int n) {
// CHECK-NEXT:    for (int [[I:[a-z0-9_]+]] = a[0]; [[I]] < ((int)((uint)n * 2u)); [[I]] += ((int)((uint)n + 1u))) {
// CHECK-NEXT:    }
// CHECK-NEXT:    int [[R:_[0-9]+]] = a[1];
// CHECK-NEXT:    for (int [[I:[a-z0-9_]+]] = 0; [[I]] < [[R]]; [[I]] += 1) {
// CHECK-NEXT:      a{{\[}}[[I]]] = 0;
// CHECK-NEXT:    }
// CHECK-NEXT:    int [[S:_[0-9]+]] = (int)get_local_size(0);
// CHECK-NEXT:    for (int [[I:[a-z0-9_]+]] = 0; [[I]] < [[S]]; [[I]] += 1) {
// CHECK-NEXT:    }
func.func @bounds(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %start = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %stop = tir.mul %n, %c2 : si32
  %step = tir.add %n, %c1 : si32
  tir.for %i = %start to %stop step %step : si32 {
  }
  %read = tir.load %a[%c1] : !compass.ptr<si32, global>, si32
  tir.for %i = %c0 to %read step %c1 : si32 {
    tir.store %c0, %a[%i] : !compass.ptr<si32, global>, si32
  }
  %size = compass.get_local_size : si32
  tir.for %i = %c0 to %size step %c1 : si32 {
  }
  return
}
