// RUN: compass-translate --to-opencl %s | FileCheck %s

// Subroutines are declared first, sorted by name, and defined before the
// entry kernel; their C names carry the entry's name as a prefix, at the
// definition and at every call.

// CHECK:      #include <compass/dsl.h>
// CHECK-EMPTY:
// CHECK-NEXT: int entry_add(int, int);
// CHECK-NEXT: void entry_store(__global int*, int);
// CHECK-EMPTY:
// CHECK-NEXT: int entry_add(int x, int y) {
// CHECK-NEXT:   return ((int)((uint)x + (uint)y));
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: void entry_store(__global int* p, int v) {
// CHECK-NEXT:   int [[R:[_a-z0-9]+]] = entry_add(v, 1);
// CHECK-NEXT:   p[0] = [[R]];
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: __kernel void entry(__global int* out) {
// CHECK-NEXT:   int [[T:[_a-z0-9]+]] = entry_add(2, 3);
// CHECK-NEXT:   entry_store(out, [[T]]);
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: }

func.func @store(%p: !compass.ptr<si32, global> {compass.name = "p"},
                 %v: si32 {compass.name = "v"}) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %r = func.call @add(%v, %c1) : (si32, si32) -> si32
  tir.store %r, %p[%c0] : !compass.ptr<si32, global>, si32
  return
}

func.func @entry(%out: !compass.ptr<si32, global> {compass.name = "out"}) attributes {compass.kernel} {
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %t = func.call @add(%c2, %c3) : (si32, si32) -> si32
  func.call @store(%out, %t) : (!compass.ptr<si32, global>, si32) -> ()
  return
}

func.func @add(%x: si32 {compass.name = "x"}, %y: si32 {compass.name = "y"}) -> si32 {
  %s = tir.add %x, %y : si32
  return %s : si32
}
