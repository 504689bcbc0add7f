// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of every tir operation and type.

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @var_types
// CHECK-SAME: !tir.var<si32>
// CHECK-SAME: !tir.var<i1>
// CHECK-SAME: !tir.var<bf16>
// CHECK-SAME: !tir.var<vector<8xf32>>
// CHECK-SAME: !tir.var<vector<5xui8>>
// CHECK-SAME: !tir.var<!compass.mask<16>>
// CHECK-SAME: !tir.var<!compass.ptr<si8, lsram>>
func.func @var_types(%a: !tir.var<si32>, %b: !tir.var<i1>, %c: !tir.var<bf16>,
                     %d: !tir.var<vector<8xf32>>, %e: !tir.var<vector<5xui8>>,
                     %f: !tir.var<!compass.mask<16>>,
                     %g: !tir.var<!compass.ptr<si8, lsram>>) {
  return
}

//===----------------------------------------------------------------------===//
// Scalar expressions
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @const
func.func @const() {
  // CHECK: tir.const -128 : si8
  %0 = tir.const -128 : si8
  // CHECK: tir.const 255 : ui8
  %1 = tir.const 255 : ui8
  // CHECK: tir.const -32768 : si16
  %2 = tir.const -32768 : si16
  // CHECK: tir.const 65535 : ui16
  %3 = tir.const 65535 : ui16
  // CHECK: tir.const -2147483648 : si32
  %4 = tir.const -2147483648 : si32
  // CHECK: tir.const 4294967295 : ui32
  %5 = tir.const 4294967295 : ui32
  // CHECK: tir.const 1.500000e+00 : f16
  %6 = tir.const 1.5 : f16
  // CHECK: tir.const -2.500000e-01 : bf16
  %7 = tir.const -0.25 : bf16
  // CHECK: tir.const 3.140000e+00 : f32
  %8 = tir.const 3.14 : f32
  // CHECK: tir.const true
  %9 = tir.const true
  // CHECK: tir.const false
  %10 = tir.const false
  return
}

// CHECK-LABEL: func.func @arith
// CHECK-SAME: (%[[A:.*]]: si32, %[[B:.*]]: si32)
func.func @arith(%a: si32, %b: si32) {
  // CHECK: tir.add %[[A]], %[[B]] : si32
  %0 = tir.add %a, %b : si32
  // CHECK: tir.sub %[[A]], %[[B]] : si32
  %1 = tir.sub %a, %b : si32
  // CHECK: tir.mul %[[A]], %[[B]] : si32
  %2 = tir.mul %a, %b : si32
  // CHECK: tir.div %[[A]], %[[B]] : si32
  %3 = tir.div %a, %b : si32
  // CHECK: tir.floordiv %[[A]], %[[B]] : si32
  %4 = tir.floordiv %a, %b : si32
  // CHECK: tir.mod %[[A]], %[[B]] : si32
  %5 = tir.mod %a, %b : si32
  // CHECK: tir.min %[[A]], %[[B]] : si32
  %6 = tir.min %a, %b : si32
  // CHECK: tir.max %[[A]], %[[B]] : si32
  %7 = tir.max %a, %b : si32
  return
}

// CHECK-LABEL: func.func @arith_types
func.func @arith_types(%si8: si8, %ui8: ui8, %si16: si16, %ui16: ui16, %ui32: ui32,
                       %f16: f16, %bf16: bf16, %f32: f32) {
  // CHECK: tir.add %{{.*}}, %{{.*}} : si8
  // CHECK: tir.sub %{{.*}}, %{{.*}} : ui8
  // CHECK: tir.mul %{{.*}}, %{{.*}} : si16
  // CHECK: tir.div %{{.*}}, %{{.*}} : ui16
  // CHECK: tir.mod %{{.*}}, %{{.*}} : ui32
  // CHECK: tir.min %{{.*}}, %{{.*}} : f16
  // CHECK: tir.max %{{.*}}, %{{.*}} : bf16
  // CHECK: tir.floordiv %{{.*}}, %{{.*}} : f32
  %0 = tir.add %si8, %si8 : si8
  %1 = tir.sub %ui8, %ui8 : ui8
  %2 = tir.mul %si16, %si16 : si16
  %3 = tir.div %ui16, %ui16 : ui16
  %4 = tir.mod %ui32, %ui32 : ui32
  %5 = tir.min %f16, %f16 : f16
  %6 = tir.max %bf16, %bf16 : bf16
  %7 = tir.floordiv %f32, %f32 : f32
  return
}

// CHECK-LABEL: func.func @cmp
// CHECK-SAME: (%[[A:.*]]: ui16, %[[B:.*]]: ui16, %[[X:.*]]: f32, %[[P:.*]]: i1)
func.func @cmp(%a: ui16, %b: ui16, %x: f32, %p: i1) {
  // CHECK: tir.cmp eq, %[[A]], %[[B]] : ui16
  %0 = tir.cmp eq, %a, %b : ui16
  // CHECK: tir.cmp ne, %[[A]], %[[B]] : ui16
  %1 = tir.cmp ne, %a, %b : ui16
  // CHECK: tir.cmp lt, %[[A]], %[[B]] : ui16
  %2 = tir.cmp lt, %a, %b : ui16
  // CHECK: tir.cmp le, %[[A]], %[[B]] : ui16
  %3 = tir.cmp le, %a, %b : ui16
  // CHECK: tir.cmp gt, %[[X]], %[[X]] : f32
  %4 = tir.cmp gt, %x, %x : f32
  // CHECK: tir.cmp ge, %[[X]], %[[X]] : f32
  %5 = tir.cmp ge, %x, %x : f32
  // CHECK: tir.cmp eq, %[[P]], %[[P]] : i1
  %6 = tir.cmp eq, %p, %p : i1
  return
}

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: si32, %[[B:.*]]: si32, %[[V:.*]]: vector<8xf32>, %[[M:.*]]: !compass.mask<8>)
func.func @select(%c: i1, %a: si32, %b: si32, %v: vector<8xf32>, %m: !compass.mask<8>) {
  // CHECK: tir.select %[[C]], %[[A]], %[[B]] : si32
  %0 = tir.select %c, %a, %b : si32
  // CHECK: tir.select %[[C]], %[[V]], %[[V]] : vector<8xf32>
  %1 = tir.select %c, %v, %v : vector<8xf32>
  // CHECK: tir.select %[[C]], %[[M]], %[[M]] : !compass.mask<8>
  %2 = tir.select %c, %m, %m : !compass.mask<8>
  return
}

// CHECK-LABEL: func.func @cast
// CHECK-SAME: (%[[I:.*]]: si32, %[[F:.*]]: f32, %[[P:.*]]: i1)
func.func @cast(%i: si32, %f: f32, %p: i1) {
  // CHECK: tir.cast %[[I]] : si32 to f32
  %0 = tir.cast %i : si32 to f32
  // CHECK: tir.cast %[[I]] : si32 to ui8
  %1 = tir.cast %i : si32 to ui8
  // CHECK: tir.cast %[[F]] : f32 to si16
  %2 = tir.cast %f : f32 to si16
  // CHECK: tir.cast %[[F]] : f32 to bf16
  %3 = tir.cast %f : f32 to bf16
  // CHECK: tir.cast %[[I]] : si32 to i1
  %4 = tir.cast %i : si32 to i1
  // CHECK: tir.cast %[[P]] : i1 to f16
  %5 = tir.cast %p : i1 to f16
  return
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @for
// CHECK-SAME: (%[[LB:.*]]: si32, %[[UB:.*]]: si32, %[[S:.*]]: si32, %[[P:.*]]: !compass.ptr<si32, global>)
func.func @for(%lb: si32, %ub: si32, %s: si32, %p: !compass.ptr<si32, global>) {
  // CHECK: tir.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[S]] : si32 {
  // CHECK-NEXT: tir.store %[[I]], %[[P]][%[[I]]] : <si32, global>, si32
  // CHECK-NEXT: }
  tir.for %i = %lb to %ub step %s : si32 {
    tir.store %i, %p[%i] : !compass.ptr<si32, global>, si32
  }
  return
}

// CHECK-LABEL: func.func @for_kinds
func.func @for_kinds(%lb: ui8, %ub: ui8, %s: ui8) {
  // CHECK: tir.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : ui8 {
  tir.for %i = %lb to %ub step %s kind(serial) : ui8 {
  }
  // CHECK: tir.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} kind(unroll) : ui8 {
  tir.for %i = %lb to %ub step %s kind(unroll) : ui8 {
  }
  // CHECK: tir.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} kind(vectorized) : ui8 {
  tir.for %i = %lb to %ub step %s kind(vectorized) : ui8 {
  }
  return
}

// CHECK-LABEL: func.func @for_nested_with_attrs
func.func @for_nested_with_attrs(%n: si16) {
  %c0 = tir.const 0 : si16
  %c1 = tir.const 1 : si16
  // CHECK: tir.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : si16 {
  // CHECK: tir.for %[[J:.*]] = %[[I]] to %{{.*}} step %{{.*}} kind(unroll) : si16 {
  // CHECK: tir.add %[[I]], %[[J]] : si16
  // CHECK: } {note = "inner"}
  // CHECK: }
  tir.for %i = %c0 to %n step %c1 : si16 {
    tir.for %j = %i to %n step %c1 kind(unroll) : si16 {
      %s = tir.add %i, %j : si16
    } {note = "inner"}
  }
  return
}

// CHECK-LABEL: func.func @if
// CHECK-SAME: (%[[C:.*]]: i1)
func.func @if(%c: i1) {
  // CHECK: tir.if %[[C]] {
  // CHECK-NEXT: compass.barrier
  // CHECK-NEXT: }
  // CHECK-NOT: else
  tir.if %c {
    compass.barrier
  }
  return
}

// CHECK-LABEL: func.func @if_else
// CHECK-SAME: (%[[C:.*]]: i1, %[[V:.*]]: !tir.var<si32>)
func.func @if_else(%c: i1, %v: !tir.var<si32>) {
  // CHECK: tir.if %[[C]] {
  // CHECK-NEXT: %[[ONE:.*]] = tir.const 1 : si32
  // CHECK-NEXT: tir.var_set %[[V]], %[[ONE]] : <si32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[TWO:.*]] = tir.const 2 : si32
  // CHECK-NEXT: tir.var_set %[[V]], %[[TWO]] : <si32>
  // CHECK-NEXT: }
  tir.if %c {
    %one = tir.const 1 : si32
    tir.var_set %v, %one : !tir.var<si32>
  } else {
    %two = tir.const 2 : si32
    tir.var_set %v, %two : !tir.var<si32>
  }
  return
}

// The yield terminator is implicit in the custom syntax; it may be written.
// CHECK-LABEL: func.func @explicit_yield
func.func @explicit_yield(%c: i1) {
  // CHECK: tir.if %{{.*}} {
  // CHECK-NEXT: }
  tir.if %c {
    tir.yield
  }
  return
}

//===----------------------------------------------------------------------===//
// Variables
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @var_scalar
// CHECK-SAME: (%[[X:.*]]: f32)
func.func @var_scalar(%x: f32) -> f32 {
  // CHECK: %[[V:.*]] = tir.var_decl "acc" : <f32>
  %v = tir.var_decl "acc" : !tir.var<f32>
  // CHECK: tir.var_set %[[V]], %[[X]] : <f32>
  tir.var_set %v, %x : !tir.var<f32>
  // CHECK: %[[R:.*]] = tir.var_get %[[V]] : <f32>
  %r = tir.var_get %v : !tir.var<f32>
  // CHECK: return %[[R]]
  return %r : f32
}

// CHECK-LABEL: func.func @var_vector
// CHECK-SAME: (%[[X:.*]]: vector<32xsi8>)
func.func @var_vector(%x: vector<32xsi8>) -> vector<32xsi8> {
  // CHECK: %[[V:.*]] = tir.var_decl "va" : <vector<32xsi8>>
  %v = tir.var_decl "va" : !tir.var<vector<32xsi8>>
  // CHECK: tir.var_set %[[V]], %[[X]] : <vector<32xsi8>>
  tir.var_set %v, %x : !tir.var<vector<32xsi8>>
  // CHECK: %[[R:.*]] = tir.var_get %[[V]] : <vector<32xsi8>>
  %r = tir.var_get %v : !tir.var<vector<32xsi8>>
  return %r : vector<32xsi8>
}

// CHECK-LABEL: func.func @var_mask
// CHECK-SAME: (%[[X:.*]]: !compass.mask<16>)
func.func @var_mask(%x: !compass.mask<16>) -> !compass.mask<16> {
  // CHECK: %[[V:.*]] = tir.var_decl "m" : <!compass.mask<16>>
  %v = tir.var_decl "m" : !tir.var<!compass.mask<16>>
  // CHECK: tir.var_set %[[V]], %[[X]] : <!compass.mask<16>>
  tir.var_set %v, %x : !tir.var<!compass.mask<16>>
  // CHECK: %[[R:.*]] = tir.var_get %[[V]] : <!compass.mask<16>>
  %r = tir.var_get %v : !tir.var<!compass.mask<16>>
  return %r : !compass.mask<16>
}

// CHECK-LABEL: func.func @var_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<ui16, shared>)
func.func @var_pointer(%p: !compass.ptr<ui16, shared>) {
  // CHECK: %[[V:.*]] = tir.var_decl "p" : <!compass.ptr<ui16, shared>>
  %v = tir.var_decl "p" : !tir.var<!compass.ptr<ui16, shared>>
  // CHECK: tir.var_set %[[V]], %[[P]] : <!compass.ptr<ui16, shared>>
  tir.var_set %v, %p : !tir.var<!compass.ptr<ui16, shared>>
  return
}

//===----------------------------------------------------------------------===//
// Pointers and memory
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @memory_all_spaces
func.func @memory_all_spaces(%g: !compass.ptr<f32, global>, %l: !compass.ptr<f32, lsram>,
                             %s: !compass.ptr<f32, shared>, %p: !compass.ptr<f32, private>,
                             %c: !compass.ptr<f32, constant>, %i: si32) {
  // CHECK: %[[G:.*]] = tir.load %{{.*}}[%{{.*}}] : <f32, global>, si32
  // CHECK: %[[L:.*]] = tir.load %{{.*}}[%{{.*}}] : <f32, lsram>, si32
  // CHECK: %[[S:.*]] = tir.load %{{.*}}[%{{.*}}] : <f32, shared>, si32
  // CHECK: %[[P:.*]] = tir.load %{{.*}}[%{{.*}}] : <f32, private>, si32
  // CHECK: %[[C:.*]] = tir.load %{{.*}}[%{{.*}}] : <f32, constant>, si32
  %0 = tir.load %g[%i] : !compass.ptr<f32, global>, si32
  %1 = tir.load %l[%i] : !compass.ptr<f32, lsram>, si32
  %2 = tir.load %s[%i] : !compass.ptr<f32, shared>, si32
  %3 = tir.load %p[%i] : !compass.ptr<f32, private>, si32
  %4 = tir.load %c[%i] : !compass.ptr<f32, constant>, si32
  // CHECK: tir.store %[[C]], %{{.*}}[%{{.*}}] : <f32, global>, si32
  // CHECK: tir.store %[[G]], %{{.*}}[%{{.*}}] : <f32, lsram>, si32
  // CHECK: tir.store %[[L]], %{{.*}}[%{{.*}}] : <f32, shared>, si32
  // CHECK: tir.store %[[S]], %{{.*}}[%{{.*}}] : <f32, private>, si32
  tir.store %4, %g[%i] : !compass.ptr<f32, global>, si32
  tir.store %0, %l[%i] : !compass.ptr<f32, lsram>, si32
  tir.store %1, %s[%i] : !compass.ptr<f32, shared>, si32
  tir.store %2, %p[%i] : !compass.ptr<f32, private>, si32
  return
}

// CHECK-LABEL: func.func @ptr_offset
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si8, global>, %[[K:.*]]: si32, %[[U:.*]]: ui16)
func.func @ptr_offset(%p: !compass.ptr<si8, global>, %k: si32, %u: ui16) -> !compass.ptr<si8, global> {
  // CHECK: %[[Q:.*]] = tir.ptr_offset %[[P]], %[[K]] : <si8, global>, si32
  %q = tir.ptr_offset %p, %k : !compass.ptr<si8, global>, si32
  // CHECK: %[[R:.*]] = tir.ptr_offset %[[Q]], %[[U]] : <si8, global>, ui16
  %r = tir.ptr_offset %q, %u : !compass.ptr<si8, global>, ui16
  // CHECK: return %[[R]]
  return %r : !compass.ptr<si8, global>
}

// CHECK-LABEL: func.func @vector_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<vector<8xsi32>, lsram>, %[[I:.*]]: ui32)
func.func @vector_pointer(%p: !compass.ptr<vector<8xsi32>, lsram>, %i: ui32) {
  // CHECK: %[[V:.*]] = tir.load %[[P]][%[[I]]] : <vector<8xsi32>, lsram>, ui32
  %v = tir.load %p[%i] : !compass.ptr<vector<8xsi32>, lsram>, ui32
  // CHECK: tir.store %[[V]], %[[P]][%[[I]]] : <vector<8xsi32>, lsram>, ui32
  tir.store %v, %p[%i] : !compass.ptr<vector<8xsi32>, lsram>, ui32
  return
}

// A void pointer may be passed around, not moved or dereferenced.
// CHECK-LABEL: func.func @void_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<none, global>)
func.func @void_pointer(%p: !compass.ptr<none, global>) -> !compass.ptr<none, global> {
  // CHECK: return %[[P]]
  return %p : !compass.ptr<none, global>
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @intrin
// CHECK-SAME: (%[[A:.*]]: vector<8xsi32>, %[[B:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<8>, %[[P:.*]]: !compass.ptr<si32, global>)
func.func @intrin(%a: vector<8xsi32>, %b: vector<8xsi32>, %m: !compass.mask<8>,
                  %p: !compass.ptr<si32, global>) {
  // CHECK: %{{.*}} = tir.intrin "vadd"(%[[A]], %[[B]]) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %0 = tir.intrin "vadd"(%a, %b) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  // CHECK: %{{.*}} = tir.intrin "vsub"(%[[A]], %[[B]]) mask(%[[M]] : !compass.mask<8>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %1 = tir.intrin "vsub"(%a, %b) mask(%m : !compass.mask<8>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  // CHECK: %{{.*}} = tir.intrin "vmul"(%[[A]], %[[B]]) mask(%[[M]] : !compass.mask<8>) r(%[[A]] : vector<8xsi32>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %2 = tir.intrin "vmul"(%a, %b) mask(%m : !compass.mask<8>) r(%a : vector<8xsi32>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  // CHECK: %{{.*}} = tir.intrin "vadd"(%[[A]], %[[B]]) r(%[[B]] : vector<8xsi32>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %3 = tir.intrin "vadd"(%a, %b) r(%b : vector<8xsi32>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  // CHECK: tir.intrin "vstore"(%[[A]], %[[P]]) : (vector<8xsi32>, !compass.ptr<si32, global>) -> ()
  tir.intrin "vstore"(%a, %p) : (vector<8xsi32>, !compass.ptr<si32, global>) -> ()
  // CHECK: %{{.*}}:2 = tir.intrin "asm"() : () -> (si32, f32)
  %4:2 = tir.intrin "asm"() : () -> (si32, f32)
  return
}

//===----------------------------------------------------------------------===//
// while, break, early return, alloc
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @while_break_return
// CHECK: tir.while {
// CHECK:   %[[C:.*]] = tir.cmp lt
// CHECK:   tir.condition %[[C]]
// CHECK: } do {
// CHECK:   tir.if
// CHECK:     tir.break
// CHECK:   tir.return %{{.*}} : si32
// CHECK: }
func.func @while_break_return(%n: si32, %stop: i1) -> si32 {
  %c0 = tir.const 0 : si32
  tir.while {
    %c = tir.cmp lt, %c0, %n : si32
    tir.condition %c
  } do {
    tir.if %stop {
      tir.break
    }
    tir.return %n : si32
  }
  return %c0 : si32
}

// CHECK-LABEL: func.func @break_in_for
// CHECK: tir.for
// CHECK:   tir.break
func.func @break_in_for(%n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.break
  }
  tir.return
  return
}

// CHECK-LABEL: func.func @allocs
// CHECK: tir.alloc "a"[16] : <si32, private>
// CHECK: tir.alloc "b"[1024] : <vector<16xf16>, lsram>
// CHECK: tir.alloc "c"[8] : <ui8, shared>
func.func @allocs() -> (!compass.ptr<si32, private>, !compass.ptr<vector<16xf16>, lsram>, !compass.ptr<ui8, shared>) {
  %a = tir.alloc "a"[16] : !compass.ptr<si32, private>
  %b = tir.alloc "b"[1024] : !compass.ptr<vector<16xf16>, lsram>
  %c = tir.alloc "c"[8] : !compass.ptr<ui8, shared>
  return %a, %b, %c : !compass.ptr<si32, private>, !compass.ptr<vector<16xf16>, lsram>, !compass.ptr<ui8, shared>
}

//===----------------------------------------------------------------------===//
// Bitwise operations, shifts, pow
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @bitwise
// CHECK-SAME: (%[[A:.*]]: ui8, %[[B:.*]]: ui8, %[[P:.*]]: i1, %[[Q:.*]]: i1)
func.func @bitwise(%a: ui8, %b: ui8, %p: i1, %q: i1) {
  // CHECK: tir.and %[[A]], %[[B]] : ui8
  %0 = tir.and %a, %b : ui8
  // CHECK: tir.or %[[A]], %[[B]] : ui8
  %1 = tir.or %a, %b : ui8
  // CHECK: tir.xor %[[A]], %[[B]] : ui8
  %2 = tir.xor %a, %b : ui8
  // CHECK: tir.not %[[A]] : ui8
  %3 = tir.not %a : ui8
  // CHECK: tir.and %[[P]], %[[Q]] : i1
  %4 = tir.and %p, %q : i1
  // CHECK: tir.or %[[P]], %[[Q]] : i1
  %5 = tir.or %p, %q : i1
  // CHECK: tir.xor %[[P]], %[[Q]] : i1
  %6 = tir.xor %p, %q : i1
  // CHECK: tir.not %[[P]] : i1
  %7 = tir.not %p : i1
  return
}

// CHECK-LABEL: func.func @bitwise_types
func.func @bitwise_types(%si8: si8, %si16: si16, %ui16: ui16, %si32: si32, %ui32: ui32) {
  // CHECK: tir.and %{{.*}}, %{{.*}} : si8
  // CHECK: tir.or %{{.*}}, %{{.*}} : si16
  // CHECK: tir.xor %{{.*}}, %{{.*}} : ui16
  // CHECK: tir.not %{{.*}} : si32
  // CHECK: tir.and %{{.*}}, %{{.*}} : ui32
  %0 = tir.and %si8, %si8 : si8
  %1 = tir.or %si16, %si16 : si16
  %2 = tir.xor %ui16, %ui16 : ui16
  %3 = tir.not %si32 : si32
  %4 = tir.and %ui32, %ui32 : ui32
  return
}

// CHECK-LABEL: func.func @shifts
// CHECK-SAME: (%[[A:.*]]: si32, %[[N:.*]]: si32, %[[U:.*]]: ui16, %[[K:.*]]: ui16, %[[S:.*]]: si8)
func.func @shifts(%a: si32, %n: si32, %u: ui16, %k: ui16, %s: si8) {
  // CHECK: tir.shl %[[A]], %[[N]] : si32
  %0 = tir.shl %a, %n : si32
  // CHECK: tir.shr %[[A]], %[[N]] : si32
  %1 = tir.shr %a, %n : si32
  // CHECK: tir.shl %[[U]], %[[K]] : ui16
  %2 = tir.shl %u, %k : ui16
  // CHECK: tir.shr %[[U]], %[[K]] : ui16
  %3 = tir.shr %u, %k : ui16
  // CHECK: tir.shr %[[S]], %[[S]] : si8
  %4 = tir.shr %s, %s : si8
  return
}

// CHECK-LABEL: func.func @pow
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[H:.*]]: f16)
func.func @pow(%x: f32, %y: f32, %h: f16) -> (f32, f16) {
  // CHECK: %[[R:.*]] = tir.pow %[[X]], %[[Y]] : f32
  %r = tir.pow %x, %y : f32
  // CHECK: %[[S:.*]] = tir.pow %[[H]], %[[H]] : f16
  %s = tir.pow %h, %h : f16
  // CHECK: return %[[R]], %[[S]]
  return %r, %s : f32, f16
}

//===----------------------------------------------------------------------===//
// Pointer queries, casts and constant tables
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @ptr_queries
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f32, global>, %[[Q:.*]]: !compass.ptr<f32, global>, %[[V:.*]]: !compass.ptr<none, lsram>)
func.func @ptr_queries(%p: !compass.ptr<f32, global>, %q: !compass.ptr<f32, global>,
                       %v: !compass.ptr<none, lsram>) {
  // CHECK: tir.ptr_is_null %[[P]] : <f32, global>
  %0 = tir.ptr_is_null %p : !compass.ptr<f32, global>
  // CHECK: tir.ptr_is_null %[[V]] : <none, lsram>
  %1 = tir.ptr_is_null %v : !compass.ptr<none, lsram>
  // CHECK: tir.ptr_cmp eq, %[[P]], %[[Q]] : <f32, global>
  %2 = tir.ptr_cmp eq, %p, %q : !compass.ptr<f32, global>
  // CHECK: tir.ptr_cmp ne, %[[P]], %[[Q]] : <f32, global>
  %3 = tir.ptr_cmp ne, %p, %q : !compass.ptr<f32, global>
  // CHECK: tir.ptr_cmp lt, %[[P]], %[[Q]] : <f32, global>
  %4 = tir.ptr_cmp lt, %p, %q : !compass.ptr<f32, global>
  // CHECK: tir.ptr_cmp le, %[[P]], %[[Q]] : <f32, global>
  %5 = tir.ptr_cmp le, %p, %q : !compass.ptr<f32, global>
  // CHECK: tir.ptr_cmp gt, %[[P]], %[[Q]] : <f32, global>
  %6 = tir.ptr_cmp gt, %p, %q : !compass.ptr<f32, global>
  // CHECK: tir.ptr_cmp ge, %[[V]], %[[V]] : <none, lsram>
  %7 = tir.ptr_cmp ge, %v, %v : !compass.ptr<none, lsram>
  return
}

// CHECK-LABEL: func.func @ptr_cast
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[V:.*]]: !compass.ptr<none, shared>)
func.func @ptr_cast(%p: !compass.ptr<si32, global>, %v: !compass.ptr<none, shared>)
    -> (!compass.ptr<ui8, global>, !compass.ptr<vector<8xf32>, global>, !compass.ptr<none, global>, !compass.ptr<f16, shared>, !compass.ptr<si32, global>) {
  // CHECK: %[[A:.*]] = tir.ptr_cast %[[P]] : <si32, global> to <ui8, global>
  %a = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<ui8, global>
  // CHECK: %[[B:.*]] = tir.ptr_cast %[[P]] : <si32, global> to <vector<8xf32>, global>
  %b = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<vector<8xf32>, global>
  // CHECK: %[[C:.*]] = tir.ptr_cast %[[P]] : <si32, global> to <none, global>
  %c = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<none, global>
  // CHECK: %[[D:.*]] = tir.ptr_cast %[[V]] : <none, shared> to <f16, shared>
  %d = tir.ptr_cast %v : !compass.ptr<none, shared> to !compass.ptr<f16, shared>
  // CHECK: %[[E:.*]] = tir.ptr_cast %[[P]] : <si32, global> to <si32, global>
  %e = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<si32, global>
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
  return %a, %b, %c, %d, %e : !compass.ptr<ui8, global>, !compass.ptr<vector<8xf32>, global>, !compass.ptr<none, global>, !compass.ptr<f16, shared>, !compass.ptr<si32, global>
}

// CHECK-LABEL: func.func @const_buffer
func.func @const_buffer() -> (!compass.ptr<si32, constant>, !compass.ptr<f16, constant>, !compass.ptr<ui8, constant>, !compass.ptr<bf16, constant>) {
  // CHECK: %[[A:.*]] = tir.const_buffer "lut" dense<[1, 2, 3]> : tensor<3xsi32> -> <si32, constant>
  %a = tir.const_buffer "lut" dense<[1, 2, 3]> : tensor<3xsi32> -> !compass.ptr<si32, constant>
  // CHECK: %[[B:.*]] = tir.const_buffer "weights" dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf16> -> <f16, constant>
  %b = tir.const_buffer "weights" dense<[1.5, -2.0]> : tensor<2xf16> -> !compass.ptr<f16, constant>
  // CHECK: %[[C:.*]] = tir.const_buffer "splat" dense<255> : tensor<64xui8> -> <ui8, constant>
  %c = tir.const_buffer "splat" dense<255> : tensor<64xui8> -> !compass.ptr<ui8, constant>
  // CHECK: %[[D:.*]] = tir.const_buffer "one" dense<2.500000e-01> : tensor<1xbf16> -> <bf16, constant>
  %d = tir.const_buffer "one" dense<0.25> : tensor<1xbf16> -> !compass.ptr<bf16, constant>
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
  return %a, %b, %c, %d : !compass.ptr<si32, constant>, !compass.ptr<f16, constant>, !compass.ptr<ui8, constant>, !compass.ptr<bf16, constant>
}

// A constant table is read like any constant-memory pointer.
// CHECK-LABEL: func.func @const_buffer_load
// CHECK: %[[T:.*]] = tir.const_buffer "lut" dense<[-1, 0, 1, 2]> : tensor<4xsi8> -> <si8, constant>
// CHECK: tir.load %[[T]][%{{.*}}] : <si8, constant>, si32
func.func @const_buffer_load(%i: si32) -> si8 {
  %t = tir.const_buffer "lut" dense<[-1, 0, 1, 2]> : tensor<4xsi8> -> !compass.ptr<si8, constant>
  %x = tir.load %t[%i] : !compass.ptr<si8, constant>, si32
  return %x : si8
}

//===----------------------------------------------------------------------===//
// Vector elements
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @extract
// CHECK-SAME: (%[[V:.*]]: vector<8xsi32>, %[[H:.*]]: vector<16xf16>, %[[S:.*]]: vector<5xui8>, %[[M:.*]]: !compass.mask<8>, %[[I:.*]]: si32, %[[U:.*]]: ui8)
func.func @extract(%v: vector<8xsi32>, %h: vector<16xf16>, %s: vector<5xui8>,
                   %m: !compass.mask<8>, %i: si32, %u: ui8) -> (si32, f16, ui8, i1) {
  // CHECK: %[[A:.*]] = tir.extract %[[V]][%[[I]]] : vector<8xsi32>, si32
  %a = tir.extract %v[%i] : vector<8xsi32>, si32
  // CHECK: %[[B:.*]] = tir.extract %[[H]][%[[U]]] : vector<16xf16>, ui8
  %b = tir.extract %h[%u] : vector<16xf16>, ui8
  // CHECK: %[[C:.*]] = tir.extract %[[S]][%[[I]]] : vector<5xui8>, si32
  %c = tir.extract %s[%i] : vector<5xui8>, si32
  // CHECK: %[[D:.*]] = tir.extract %[[M]][%[[I]]] : !compass.mask<8>, si32
  %d = tir.extract %m[%i] : !compass.mask<8>, si32
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]] : si32, f16, ui8, i1
  return %a, %b, %c, %d : si32, f16, ui8, i1
}

// CHECK-LABEL: func.func @insert
// CHECK-SAME: (%[[V:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<32>, %[[X:.*]]: si32, %[[B:.*]]: i1, %[[I:.*]]: ui32)
func.func @insert(%v: vector<8xsi32>, %m: !compass.mask<32>, %x: si32, %b: i1, %i: ui32)
    -> (vector<8xsi32>, !compass.mask<32>) {
  // CHECK: %[[W:.*]] = tir.insert %[[X]], %[[V]][%[[I]]] : vector<8xsi32>, ui32
  %w = tir.insert %x, %v[%i] : vector<8xsi32>, ui32
  // CHECK: %[[N:.*]] = tir.insert %[[B]], %[[M]][%[[I]]] : !compass.mask<32>, ui32
  %n = tir.insert %b, %m[%i] : !compass.mask<32>, ui32
  // CHECK: return %[[W]], %[[N]] : vector<8xsi32>, !compass.mask<32>
  return %w, %n : vector<8xsi32>, !compass.mask<32>
}

//===----------------------------------------------------------------------===//
// while / condition / break / return in more shapes
//===----------------------------------------------------------------------===//

// A while loop nested in a for, breaking out of the inner loop only, and a
// void early return.
// CHECK-LABEL: func.func @nested_loops
// CHECK: tir.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : si32 {
// CHECK-NEXT: tir.while {
// CHECK-NEXT: %[[T:.*]] = tir.const true
// CHECK-NEXT: tir.condition %[[T]]
// CHECK-NEXT: } do {
// CHECK-NEXT: tir.break
// CHECK-NEXT: }
// CHECK-NEXT: tir.if %{{.*}} {
// CHECK-NEXT: tir.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_loops(%n: si32, %c: i1) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.while {
      %t = tir.const true
      tir.condition %t
    } do {
      tir.break
    }
    tir.if %c {
      tir.return
    }
  }
  return
}

// tir.while keeps its attributes.
// CHECK-LABEL: func.func @while_attrs
// CHECK: } do {
// CHECK-NEXT: } {note = "spin"}
func.func @while_attrs(%c: i1) {
  tir.while {
    tir.condition %c
  } do {
  } {note = "spin"}
  return
}

// CHECK-LABEL: func.func @return_two_values
// CHECK: tir.return %{{.*}}, %{{.*}} : si32, f32
func.func @return_two_values(%a: si32, %b: f32, %c: i1) -> (si32, f32) {
  tir.if %c {
    tir.return %a, %b : si32, f32
  }
  return %a, %b : si32, f32
}
