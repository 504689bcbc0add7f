// RUN: compass-opt %s -convert-compass-to-core | FileCheck %s

// A block no branch reaches (hand-written IR) is dropped before the
// conversion: nothing of it could run, and no compass-level value is left.
// CHECK-LABEL: func.func @k
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr)
// CHECK: llvm.store
// CHECK-NEXT: return
// CHECK-NOT: ^bb
// CHECK-NOT: unrealized_conversion_cast
func.func @k(%p: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %c = tir.const 1 : si32
  tir.store %c, %p[%c] : !compass.ptr<si32, global>, si32
  return
^bb1:
  %d = tir.const 2 : si32
  %e = tir.add %d, %d : si32
  tir.store %e, %p[%d] : !compass.ptr<si32, global>, si32
  return
}
