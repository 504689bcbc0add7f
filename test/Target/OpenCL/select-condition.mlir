// RUN: compass-translate --to-opencl %s | FileCheck %s

// A select's condition prints without the cast back to bool an inlined
// comparison takes elsewhere (`?:` tests against zero as that cast would),
// as upstream's `((a0 <= 0) ? 20 : 30)`; a condition that is itself a select
// or a bool operation keeps its parentheses, so `?:` still reads it whole
// (the values inside keep their casts: they are operands, not the condition).

// CHECK-LABEL: __kernel void k(__global int* c, int a0, int a1, uchar p) {
// CHECK-NEXT:    c[0] = ((a0 <= 0) ? 20 : 30);
// CHECK-NEXT:    c[1] = ((p ? ((bool)(a0 < a1)) : ((bool)(a1 < a0))) ? a0 : a1);
// CHECK-NEXT:    c[2] = ((p & ((bool)(a0 != a1))) ? 1 : 2);
// CHECK-NEXT:    c[3] = (p ? a1 : a0);
func.func @k(%c: !compass.ptr<si32, global> {compass.name = "c"},
             %a0: si32 {compass.name = "a0"}, %a1: si32 {compass.name = "a1"},
             %p: i1 {compass.name = "p"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c20 = tir.const 20 : si32
  %c30 = tir.const 30 : si32
  %le = tir.cmp le, %a0, %c0 : si32
  %s0 = tir.select %le, %c20, %c30 : si32
  tir.store %s0, %c[%c0] : !compass.ptr<si32, global>, si32
  %lt = tir.cmp lt, %a0, %a1 : si32
  %gt = tir.cmp lt, %a1, %a0 : si32
  %which = tir.select %p, %lt, %gt : i1
  %s1 = tir.select %which, %a0, %a1 : si32
  tir.store %s1, %c[%c1] : !compass.ptr<si32, global>, si32
  %ne = tir.cmp ne, %a0, %a1 : si32
  %both = tir.and %p, %ne : i1
  %s2 = tir.select %both, %c1, %c2 : si32
  tir.store %s2, %c[%c2] : !compass.ptr<si32, global>, si32
  %s3 = tir.select %p, %a1, %a0 : si32
  tir.store %s3, %c[%c3] : !compass.ptr<si32, global>, si32
  return
}
