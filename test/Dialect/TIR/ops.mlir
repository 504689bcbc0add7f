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
  // CHECK: %{{.*}}:2 = tir.intrin "anything"() : () -> (si32, f32)
  %4:2 = tir.intrin "anything"() : () -> (si32, f32)
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
