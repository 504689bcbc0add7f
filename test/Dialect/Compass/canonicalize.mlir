// RUN: compass-opt %s -canonicalize -split-input-file | FileCheck %s

// compass.const_mask is a ConstantLike op: equal masks are uniqued and
// hoisted. mask_and and mask_or fold with uniform constant masks. Pure builtins and reads without uses go
// away; stores and barriers stay.

// CHECK-LABEL: func.func @const_mask_unique
// CHECK: %[[M:.*]] = compass.const_mask [true, false, true, false, true, false, true, false] : <8>
// CHECK-NOT: compass.const_mask
// CHECK: return %[[M]], %[[M]]
func.func @const_mask_unique() -> (!compass.mask<8>, !compass.mask<8>) {
  %a = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %b = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  return %a, %b : !compass.mask<8>, !compass.mask<8>
}

// -----

// CHECK-LABEL: func.func @const_mask_distinct
// CHECK-DAG: %[[A:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK-DAG: %[[B:.*]] = compass.const_mask [false, false, false, false, false, false, false, false] : <8>
// CHECK: return %[[A]], %[[B]]
func.func @const_mask_distinct() -> (!compass.mask<8>, !compass.mask<8>) {
  %a = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %b = compass.const_mask [false, false, false, false, false, false, false, false] : !compass.mask<8>
  return %a, %b : !compass.mask<8>, !compass.mask<8>
}

// -----

// A mask built inside a loop moves to the function's entry block and merges
// with the one already there.
// CHECK-LABEL: func.func @const_mask_hoisted
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f32, global>, %[[N:.*]]: si32)
// CHECK: %[[M:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK-NOT: compass.const_mask
// CHECK: tir.for
// CHECK: %[[V:.*]] = compass.vload %{{.*}}, %[[M]]
// CHECK: compass.vstore %[[V]], %{{.*}}, %[[M]]
func.func @const_mask_hoisted(%p: !compass.ptr<f32, global>, %n: si32) {
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %c0 = tir.const 0 : si32
  %c8 = tir.const 8 : si32
  tir.for %i = %c0 to %n step %c8 : si32 {
    %q = tir.ptr_offset %p, %i : !compass.ptr<f32, global>, si32
    %v = compass.vload %q, %m : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xf32>
    %m2 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    compass.vstore %v, %q, %m2 : vector<8xf32>, !compass.ptr<f32, global>, !compass.mask<8>
  }
  return
}

// -----

// CHECK-LABEL: func.func @dead_builtins
// CHECK-NOT: compass.vadd
// CHECK-NOT: compass.vsub
// CHECK-NOT: compass.vmul
// CHECK-NOT: compass.vload
// CHECK-NOT: compass.get_local_id
// CHECK-NOT: compass.get_local_size
// CHECK: compass.barrier
// CHECK-NEXT: compass.vstore
// CHECK-NEXT: return
func.func @dead_builtins(%a: vector<8xsi32>, %m: !compass.mask<8>, %p: !compass.ptr<si32, global>) {
  %0 = compass.vadd %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %1 = compass.vsub %a, %a, %m r %a : vector<8xsi32>, !compass.mask<8>
  %2 = compass.vmul %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %3 = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %4 = compass.get_local_id : si32
  %5 = compass.get_local_size : si32
  compass.barrier
  compass.vstore %a, %p, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}

// -----

// Live builtins are kept as written.
// CHECK-LABEL: func.func @live_builtins
// CHECK-SAME: (%[[A:.*]]: vector<16xf16>, %[[B:.*]]: vector<16xf16>, %[[M:.*]]: !compass.mask<16>)
// CHECK: %[[X:.*]] = compass.vadd %[[A]], %[[B]], %[[M]] : vector<16xf16>, <16>
// CHECK: %[[Y:.*]] = compass.vsub %[[X]], %[[B]], %[[M]] r %[[A]] : vector<16xf16>, <16>
// CHECK: %[[Z:.*]] = compass.vmul %[[Y]], %[[Y]], %[[M]] : vector<16xf16>, <16>
// CHECK: return %[[Z]]
func.func @live_builtins(%a: vector<16xf16>, %b: vector<16xf16>, %m: !compass.mask<16>) -> vector<16xf16> {
  %x = compass.vadd %a, %b, %m : vector<16xf16>, !compass.mask<16>
  %y = compass.vsub %x, %b, %m r %a : vector<16xf16>, !compass.mask<16>
  %z = compass.vmul %y, %y, %m : vector<16xf16>, !compass.mask<16>
  return %z : vector<16xf16>
}

// -----

// The mask and r keep their places: canonicalization must not reorder the
// operands of vadd/vmul (they are not commutative as operations).
// CHECK-LABEL: func.func @operand_order_kept
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>, %[[R:.*]]: vector<8xsi32>)
// CHECK: %[[M:.*]] = compass.const_mask
// CHECK: compass.vadd %[[X]], %[[Y]], %[[M]] r %[[R]]
// CHECK: compass.vmul %[[Y]], %[[X]], %[[M]] r %[[R]]
func.func @operand_order_kept(%x: vector<8xsi32>, %y: vector<8xsi32>, %r: vector<8xsi32>) -> (vector<8xsi32>, vector<8xsi32>) {
  %m = compass.const_mask [true, false, true, true, true, true, true, true] : !compass.mask<8>
  %a = compass.vadd %x, %y, %m r %r : vector<8xsi32>, !compass.mask<8>
  %b = compass.vmul %y, %x, %m r %r : vector<8xsi32>, !compass.mask<8>
  return %a, %b : vector<8xsi32>, vector<8xsi32>
}

// -----

// The vector, mask and broadcast builtins are pure too.
// CHECK-LABEL: func.func @dead_new_builtins
// CHECK-NEXT: return
func.func @dead_new_builtins(%a: vector<8xsi32>, %f: vector<8xf32>, %m: !compass.mask<8>, %n: si32) {
  %0 = compass.vdiv %f, %f, %m : vector<8xf32>, !compass.mask<8>
  %1 = compass.vand %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %2 = compass.vor %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %3 = compass.vxor %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %4 = compass.vsl %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %5 = compass.vsr %a, %a, %m r %a : vector<8xsi32>, !compass.mask<8>
  %6 = compass.vinv %a, %m : vector<8xsi32>, !compass.mask<8>
  %7 = compass.vcmp lt, %f, %f, %m : vector<8xf32>, !compass.mask<8>
  %8 = compass.vsel %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  %9 = compass.vbcast %n : si32 -> vector<8xsi32>
  %10 = compass.tail_mask %n : si32 -> !compass.mask<8>
  %11 = compass.mask_and %m, %m : !compass.mask<8>
  %12 = compass.mask_or %m, %m : !compass.mask<8>
  %13 = compass.mask_xor %m, %m : !compass.mask<8>
  %14 = compass.mask_not %m : !compass.mask<8>
  return
}

// -----

// Operands of the non-commutative builtins keep their order.
// CHECK-LABEL: func.func @new_operand_order_kept
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>, %[[N:.*]]: si32)
// CHECK: %[[T:.*]] = compass.tail_mask %[[N]] : si32 -> <8>
// CHECK: %[[C:.*]] = compass.vcmp lt, %[[Y]], %[[X]], %[[T]] : vector<8xsi32>, <8>
// CHECK: %[[S:.*]] = compass.vsel %[[Y]], %[[X]], %[[C]] : vector<8xsi32>, <8>
// CHECK: %[[D:.*]] = compass.vsub %[[S]], %[[X]], %[[T]] : vector<8xsi32>, <8>
// CHECK: compass.vsl %[[Y]], %[[D]], %[[T]] r %[[X]] : vector<8xsi32>, <8>
func.func @new_operand_order_kept(%x: vector<8xsi32>, %y: vector<8xsi32>, %n: si32) -> vector<8xsi32> {
  %t = compass.tail_mask %n : si32 -> !compass.mask<8>
  %c = compass.vcmp lt, %y, %x, %t : vector<8xsi32>, !compass.mask<8>
  %s = compass.vsel %y, %x, %c : vector<8xsi32>, !compass.mask<8>
  %d = compass.vsub %s, %x, %t : vector<8xsi32>, !compass.mask<8>
  %r = compass.vsl %y, %d, %t r %x : vector<8xsi32>, !compass.mask<8>
  return %r : vector<8xsi32>
}

// -----

// x & all-true and x | all-false are x; x & all-false and x | all-true are
// the constant; other constants stay.
// CHECK-LABEL: func.func @mask_logic_folds
// CHECK-SAME: (%[[X:.*]]: !compass.mask<4>)
// CHECK-DAG: %[[T:.*]] = compass.const_mask [true, true, true, true] : <4>
// CHECK-DAG: %[[F:.*]] = compass.const_mask [false, false, false, false] : <4>
// CHECK-DAG: %[[S:.*]] = compass.const_mask [true, false, true, true] : <4>
// CHECK: %[[A:.*]] = compass.mask_and %[[X]], %[[S]] : <4>
// CHECK: %[[O:.*]] = compass.mask_or %[[S]], %[[X]] : <4>
// CHECK: return %[[X]], %[[F]], %[[X]], %[[T]], %[[A]], %[[O]]
func.func @mask_logic_folds(%x: !compass.mask<4>)
    -> (!compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>) {
  %t = compass.const_mask [true, true, true, true] : !compass.mask<4>
  %f = compass.const_mask [false, false, false, false] : !compass.mask<4>
  %s = compass.const_mask [true, false, true, true] : !compass.mask<4>
  %0 = compass.mask_and %t, %x : !compass.mask<4>
  %1 = compass.mask_and %x, %f : !compass.mask<4>
  %2 = compass.mask_or %f, %x : !compass.mask<4>
  %3 = compass.mask_or %x, %t : !compass.mask<4>
  %4 = compass.mask_and %x, %s : !compass.mask<4>
  %5 = compass.mask_or %s, %x : !compass.mask<4>
  return %0, %1, %2, %3, %4, %5 : !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>
}

// A masked mask operation under an all-false mask is all false; under any
// other mask (all true included: the combiner never makes that one) it stays.
// CHECK-LABEL: func.func @masked_logic_folds
// CHECK-SAME: (%[[X:.*]]: !compass.mask<4>, %[[Y:.*]]: !compass.mask<4>)
// CHECK-DAG: %[[F:.*]] = compass.const_mask [false, false, false, false] : <4>
// CHECK-DAG: %[[T:.*]] = compass.const_mask [true, true, true, true] : <4>
// CHECK: %[[K:.*]] = compass.masked_xor %[[X]], %[[Y]], %[[T]] : <4>
// CHECK: return %[[F]], %[[F]], %[[F]], %[[K]], %[[F]], %[[F]]
func.func @masked_logic_folds(%x: !compass.mask<4>, %y: !compass.mask<4>)
    -> (!compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>) {
  %f = compass.const_mask [false, false, false, false] : !compass.mask<4>
  %t = compass.const_mask [true, true, true, true] : !compass.mask<4>
  %0 = compass.masked_and %x, %y, %f : !compass.mask<4>
  %1 = compass.masked_or %x, %y, %f : !compass.mask<4>
  %2 = compass.masked_xor %x, %y, %f : !compass.mask<4>
  %3 = compass.masked_xor %x, %y, %t : !compass.mask<4>
  %4 = compass.masked_andnot %x, %y, %f : !compass.mask<4>
  %5 = compass.masked_ornot %x, %y, %f : !compass.mask<4>
  return %0, %1, %2, %3, %4, %5 : !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>, !compass.mask<4>
}

// vsel folds when its mask is a uniform constant or both sides are one
// value; a mixed constant mask keeps it.

// CHECK-LABEL: func.func @vsel_folds
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[S:.*]] = compass.vsel %[[X]], %[[Y]], %{{.*}} : vector<8xsi32>, <8>
// CHECK: return %[[X]], %[[Y]], %[[X]], %[[S]]
func.func @vsel_folds(%x: vector<8xsi32>, %y: vector<8xsi32>, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %none = compass.const_mask [false, false, false, false, false, false, false, false] : !compass.mask<8>
  %half = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %a = compass.vsel %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %b = compass.vsel %x, %y, %none : vector<8xsi32>, !compass.mask<8>
  %c = compass.vsel %x, %x, %m : vector<8xsi32>, !compass.mask<8>
  %d = compass.vsel %x, %y, %half : vector<8xsi32>, !compass.mask<8>
  return %a, %b, %c, %d : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}
