// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per tir verifier message and ODS constraint.

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// expected-error @+1 {{a variable holds a scalar, a vector, a mask or a pointer, got 'i64'}}
func.func @var_of_i64(%v: !tir.var<i64>) {
  return
}

// -----

// expected-error @+1 {{a variable holds a scalar, a vector, a mask or a pointer, got 'i32'}}
func.func @var_of_signless(%v: !tir.var<i32>) {
  return
}

// -----

// expected-error @+1 {{got 'none'}}
func.func @var_of_none(%v: !tir.var<none>) {
  return
}

// -----

// expected-error @+1 {{got '!tir.var<si32>'}}
func.func @var_of_var(%v: !tir.var<!tir.var<si32>>) {
  return
}

// -----

// expected-error @+1 {{got 'vector<8xi1>'}}
func.func @var_of_bool_vector(%v: !tir.var<vector<8xi1>>) {
  return
}

// -----

// expected-error @+1 {{got 'vector<[8]xsi32>'}}
func.func @var_of_scalable_vector(%v: !tir.var<vector<[8]xsi32>>) {
  return
}

// -----

// expected-error @+1 {{got 'tensor<8xsi32>'}}
func.func @var_of_tensor(%v: !tir.var<tensor<8xsi32>>) {
  return
}

//===----------------------------------------------------------------------===//
// const
//===----------------------------------------------------------------------===//

// -----

func.func @const_int_from_string() {
  // expected-error @+1 {{'tir.const' op integer constant needs an integer value}}
  %0 = tir.const "seven" : si32
  return
}

// -----

func.func @const_float_from_string() {
  // expected-error @+1 {{'tir.const' op float constant needs a float value}}
  %0 = tir.const "pi" : f32
  return
}

// -----

func.func @const_i64() {
  // expected-error @+1 {{'tir.const' op result #0 must be tir scalar, but got 'i64'}}
  %0 = tir.const 1 : i64
  return
}

// -----

func.func @const_vector() {
  // expected-error @+1 {{'tir.const' op result #0 must be tir scalar, but got 'vector<8xsi32>'}}
  %0 = tir.const dense<1> : vector<8xsi32>
  return
}

// -----

func.func @const_type_mismatch() {
  // expected-error @+1 {{'tir.const' op failed to verify that all of {value, result} have same type}}
  %0 = "tir.const"() <{value = 1 : si32}> : () -> ui32
  return
}

//===----------------------------------------------------------------------===//
// Binary expressions, cmp, select, cast
//===----------------------------------------------------------------------===//

// -----

func.func @add_bool(%a: i1) {
  // expected-error @+1 {{'tir.add' op operand #0 must be tir number, but got 'i1'}}
  %0 = tir.add %a, %a : i1
  return
}

// -----

func.func @mul_vector(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.mul' op operand #0 must be tir number, but got 'vector<8xsi32>'}}
  %0 = tir.mul %a, %a : vector<8xsi32>
  return
}

// -----

func.func @sub_signless(%a: i32) {
  // expected-error @+1 {{'tir.sub' op operand #0 must be tir number, but got 'i32'}}
  %0 = tir.sub %a, %a : i32
  return
}

// -----

func.func @div_mixed_types(%a: si32, %b: ui32) {
  // expected-error @+1 {{'tir.div' op requires the same type for all operands and results}}
  %0 = "tir.div"(%a, %b) : (si32, ui32) -> si32
  return
}

// -----

func.func @min_result_type(%a: si16) {
  // expected-error @+1 {{'tir.min' op requires the same type for all operands and results}}
  %0 = "tir.min"(%a, %a) : (si16, si16) -> si32
  return
}

// -----

func.func @cmp_unknown_predicate(%a: si32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, lt, le, gt, ge]}}
  %0 = tir.cmp ult, %a, %a : si32
  return
}

// -----

func.func @cmp_vector(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.cmp' op operand #0 must be tir scalar, but got 'vector<8xsi32>'}}
  %0 = tir.cmp eq, %a, %a : vector<8xsi32>
  return
}

// -----

func.func @cmp_mixed_types(%a: si32, %b: ui32) {
  // expected-error @+1 {{'tir.cmp' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "tir.cmp"(%a, %b) <{predicate = 0 : i32}> : (si32, ui32) -> i1
  return
}

// -----

func.func @cmp_result_not_bool(%a: si32) {
  // expected-error @+1 {{'tir.cmp' op result #0 must be 1-bit signless integer, but got 'si32'}}
  %0 = "tir.cmp"(%a, %a) <{predicate = 0 : i32}> : (si32, si32) -> si32
  return
}

// -----

func.func @select_condition_not_bool(%c: si32, %a: f32) {
  // expected-error @+1 {{'tir.select' op operand #0 must be 1-bit signless integer, but got 'si32'}}
  %0 = "tir.select"(%c, %a, %a) : (si32, f32, f32) -> f32
  return
}

// -----

func.func @select_mixed_types(%c: i1, %a: f32, %b: f16) {
  // expected-error @+1 {{'tir.select' op failed to verify that all of {trueValue, falseValue, result} have same type}}
  %0 = "tir.select"(%c, %a, %b) : (i1, f32, f16) -> f32
  return
}

// -----

func.func @select_variables(%c: i1, %a: !tir.var<si32>) {
  // expected-error @+1 {{'tir.select' op operand #1 must be tir scalar, vector, mask or pointer, but got '!tir.var<si32>'}}
  %0 = tir.select %c, %a, %a : !tir.var<si32>
  return
}

// -----

func.func @cast_vector(%v: vector<8xsi32>) {
  // expected-error @+1 {{'tir.cast' op operand #0 must be tir scalar, but got 'vector<8xsi32>'}}
  %0 = tir.cast %v : vector<8xsi32> to vector<8xf32>
  return
}

// -----

func.func @cast_to_mask(%a: si32) {
  // expected-error @+1 {{'tir.cast' op result #0 must be tir scalar, but got '!compass.mask<8>'}}
  %0 = tir.cast %a : si32 to !compass.mask<8>
  return
}

// -----

func.func @cast_pointer(%p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.cast' op operand #0 must be tir scalar, but got '!compass.ptr<si32, global>'}}
  %0 = tir.cast %p : !compass.ptr<si32, global> to ui32
  return
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

// -----

func.func @for_bound_types(%a: si32, %b: si16) {
  // expected-error @+1 {{'tir.for' op failed to verify that all of {start, stop, step} have same type}}
  "tir.for"(%a, %b, %a) <{kind = 0 : i32}> ({
  ^bb0(%i: si32):
    "tir.yield"() : () -> ()
  }) : (si32, si16, si32) -> ()
  return
}

// -----

func.func @for_float_bounds(%a: f32) {
  // expected-error @+1 {{'tir.for' op operand #0 must be tir integer, but got 'f32'}}
  tir.for %i = %a to %a step %a : f32 {
  }
  return
}

// -----

func.func @for_body_argument_type(%a: si32) {
  // expected-error @+1 {{'tir.for' op body takes exactly one argument of the bound type}}
  "tir.for"(%a, %a, %a) <{kind = 0 : i32}> ({
  ^bb0(%i: ui32):
    "tir.yield"() : () -> ()
  }) : (si32, si32, si32) -> ()
  return
}

// -----

func.func @for_body_without_argument(%a: si32) {
  // expected-error @+1 {{'tir.for' op body takes exactly one argument of the bound type}}
  "tir.for"(%a, %a, %a) <{kind = 0 : i32}> ({
    "tir.yield"() : () -> ()
  }) : (si32, si32, si32) -> ()
  return
}

// -----

func.func @for_two_blocks(%a: si32) {
  // expected-error @+1 {{'tir.for' op expects region #0 to have 0 or 1 blocks}}
  "tir.for"(%a, %a, %a) <{kind = 0 : i32}> ({
  ^bb0(%i: si32):
    "tir.yield"() : () -> ()
  ^bb1:
    "tir.yield"() : () -> ()
  }) : (si32, si32, si32) -> ()
  return
}

// -----

func.func @for_unknown_kind(%a: si32) {
  // expected-error @+1 {{unknown loop kind 'parallel'}}
  tir.for %i = %a to %a step %a kind(parallel) : si32 {
  }
  return
}

// -----

func.func @for_bad_kind_value(%a: si32) {
  // expected-error @+1 {{invalid properties {kind = 7 : i32} for op tir.for: Invalid attribute `kind` in property conversion: 7 : i32}}
  "tir.for"(%a, %a, %a) <{kind = 7 : i32}> ({
  ^bb0(%i: si32):
    "tir.yield"() : () -> ()
  }) : (si32, si32, si32) -> ()
  return
}

// -----

func.func @if_condition_not_bool(%c: si32) {
  // expected-error @+1 {{'tir.if' op operand #0 must be 1-bit signless integer, but got 'si32'}}
  "tir.if"(%c) ({
    "tir.yield"() : () -> ()
  }, {
  }) : (si32) -> ()
  return
}

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error @+1 {{'tir.if' op region #0 should have no arguments}}
  "tir.if"(%c) ({
  ^bb0(%x: si32):
    "tir.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_without_then(%c: i1) {
  // expected-error @+1 {{'tir.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "tir.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @yield_outside(%c: i1) {
  // expected-error @+1 {{'tir.yield' op expects parent op to be one of 'tir.for, tir.if, tir.while'}}
  tir.yield
}

//===----------------------------------------------------------------------===//
// Variables
//===----------------------------------------------------------------------===//

// -----

func.func @var_decl_not_a_var() {
  // expected-error @+1 {{'tir.var_decl' op result #0 must be tir variable, but got 'si32'}}
  %v = "tir.var_decl"() <{name = "x"}> : () -> si32
  return
}

// -----

func.func @var_set_type_mismatch(%v: !tir.var<si32>, %x: ui32) {
  // expected-error @+1 {{'tir.var_set' op failed to verify that value is the variable's element type}}
  "tir.var_set"(%v, %x) : (!tir.var<si32>, ui32) -> ()
  return
}

// -----

func.func @var_set_custom_type_mismatch(%v: !tir.var<si32>, %x: ui32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'si32' vs 'ui32'}}
  tir.var_set %v, %x : !tir.var<si32>
  return
}

// -----

func.func @var_get_type_mismatch(%v: !tir.var<vector<8xf32>>) {
  // expected-error @+1 {{'tir.var_get' op failed to verify that result is the variable's element type}}
  %x = "tir.var_get"(%v) : (!tir.var<vector<8xf32>>) -> vector<16xf16>
  return
}

// -----

func.func @var_get_not_a_var(%v: si32) {
  // expected-error @+1 {{'tir.var_get' op operand #0 must be tir variable, but got 'si32'}}
  %x = "tir.var_get"(%v) : (si32) -> si32
  return
}

//===----------------------------------------------------------------------===//
// Pointers and memory
//===----------------------------------------------------------------------===//

// -----

func.func @ptr_offset_void(%p: !compass.ptr<none, global>, %k: si32) {
  // expected-error @+1 {{'tir.ptr_offset' op cannot move a void pointer}}
  %q = tir.ptr_offset %p, %k : !compass.ptr<none, global>, si32
  return
}

// -----

func.func @ptr_offset_float(%p: !compass.ptr<si32, global>, %k: f32) {
  // expected-error @+1 {{'tir.ptr_offset' op operand #1 must be tir integer, but got 'f32'}}
  %q = tir.ptr_offset %p, %k : !compass.ptr<si32, global>, f32
  return
}

// -----

func.func @ptr_offset_result_type(%p: !compass.ptr<si32, global>, %k: si32) {
  // expected-error @+1 {{'tir.ptr_offset' op failed to verify that all of {ptr, result} have same type}}
  %q = "tir.ptr_offset"(%p, %k) : (!compass.ptr<si32, global>, si32) -> !compass.ptr<si32, lsram>
  return
}

// -----

func.func @load_void_pointer(%p: !compass.ptr<none, global>, %i: si32) {
  // expected-error @+1 {{'tir.load' op cannot load through a void pointer}}
  %x = tir.load %p[%i] : !compass.ptr<none, global>, si32
  return
}

// -----

func.func @load_result_type(%p: !compass.ptr<si32, global>, %i: si32) {
  // expected-error @+1 {{'tir.load' op failed to verify that result is the pointee}}
  %x = "tir.load"(%p, %i) : (!compass.ptr<si32, global>, si32) -> ui32
  return
}

// -----

func.func @load_float_index(%p: !compass.ptr<si32, global>, %i: f16) {
  // expected-error @+1 {{'tir.load' op operand #1 must be tir integer, but got 'f16'}}
  %x = tir.load %p[%i] : !compass.ptr<si32, global>, f16
  return
}

// -----

func.func @load_not_a_pointer(%p: si32, %i: si32) {
  // expected-error @+1 {{'tir.load' op operand #0 must be compass pointer, but got 'si32'}}
  %x = "tir.load"(%p, %i) : (si32, si32) -> si32
  return
}

// -----

func.func @store_void_pointer(%x: none, %p: !compass.ptr<none, global>, %i: si32) {
  // expected-error @+1 {{'tir.store' op cannot store through a void pointer}}
  tir.store %x, %p[%i] : !compass.ptr<none, global>, si32
  return
}

// -----

func.func @store_value_type(%x: f32, %p: !compass.ptr<f16, global>, %i: si32) {
  // expected-error @+1 {{'tir.store' op failed to verify that value is the pointee}}
  "tir.store"(%x, %p, %i) : (f32, !compass.ptr<f16, global>, si32) -> ()
  return
}

// -----

func.func @store_constant_memory(%x: f32, %p: !compass.ptr<f32, constant>, %i: si32) {
  // expected-error @+1 {{'tir.store' op cannot store to constant memory}}
  tir.store %x, %p[%i] : !compass.ptr<f32, constant>, si32
  return
}

// -----

func.func @store_bool_index(%x: f32, %p: !compass.ptr<f32, global>, %i: i1) {
  // expected-error @+1 {{'tir.store' op operand #2 must be tir integer, but got 'i1'}}
  tir.store %x, %p[%i] : !compass.ptr<f32, global>, i1
  return
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

// -----

func.func @intrin_mask_not_a_mask(%a: vector<8xsi32>, %m: vector<8xi1>) {
  // expected-error @+1 {{'tir.intrin' op operand #2 must be compass mask, but got 'vector<8xi1>'}}
  %0 = "tir.intrin"(%a, %a, %m) <{name = "vadd", operandSegmentSizes = array<i32: 2, 1, 0>}> : (vector<8xsi32>, vector<8xsi32>, vector<8xi1>) -> vector<8xsi32>
  return
}

// -----

func.func @break_outside_loop() {
  // expected-error @+1 {{'tir.break' op must be inside a tir.for or tir.while}}
  tir.break
  return
}

// -----

func.func @break_in_condition(%c: i1) {
  tir.while {
    // expected-error @+1 {{'tir.break' op cannot leave a loop from its condition}}
    tir.break
    tir.condition %c
  } do {
  }
  return
}

// -----

func.func @while_without_condition(%c: i1) {
  // expected-error @+1 {{'tir.while' op condition region must end with tir.condition}}
  tir.while {
    tir.yield
  } do {
  }
  return
}

// -----

func.func @return_type_mismatch(%x: si32) -> f32 {
  %c = tir.const 1.0 : f32
  // expected-error @+1 {{'tir.return' op returns 'si32' but the function returns 'f32'}}
  tir.return %x : si32
  return %c : f32
}

// -----

func.func @alloc_global() {
  // expected-error @+1 {{'tir.alloc' op allocates in private, lsram or shared memory, not global}}
  %a = tir.alloc "a"[4] : !compass.ptr<si32, global>
  return
}

// -----

func.func @alloc_void() {
  // expected-error @+1 {{'tir.alloc' op cannot allocate void elements}}
  %a = tir.alloc "a"[4] : !compass.ptr<none, lsram>
  return
}

// -----

func.func @alloc_zero() {
  // expected-error @+1 {{attribute 'count' failed to satisfy constraint}}
  %a = tir.alloc "a"[0] : !compass.ptr<si32, lsram>
  return
}
