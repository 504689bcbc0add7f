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

// -----

func.func @alloc_constant() {
  // expected-error @+1 {{'tir.alloc' op allocates in private, lsram or shared memory, not constant}}
  %a = tir.alloc "a"[4] : !compass.ptr<si32, constant>
  return
}

//===----------------------------------------------------------------------===//
// while / condition / break / return
//===----------------------------------------------------------------------===//

// -----

func.func @while_region_arguments(%c: i1) {
  // expected-error @+1 {{'tir.while' op regions take no arguments}}
  "tir.while"() ({
  ^bb0(%x: si32):
    "tir.condition"(%c) : (i1) -> ()
  }, {
    "tir.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_body_terminator(%c: i1) {
  // expected-error @+1 {{'tir.while' op body region must end with tir.yield}}
  "tir.while"() ({
    "tir.condition"(%c) : (i1) -> ()
  }, {
    "tir.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_empty_condition(%c: i1) {
  // expected-error @+1 {{'tir.while' op region #0 ('condition') failed to verify constraint: region with 1 blocks}}
  "tir.while"() ({
  }, {
    "tir.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error @+1 {{'tir.condition' op expects parent op 'tir.while'}}
  tir.condition %c
}

// -----

func.func @condition_not_bool(%c: si32) {
  tir.while {
    // expected-error @+1 {{'tir.condition' op operand #0 must be 1-bit signless integer, but got 'si32'}}
    "tir.condition"(%c) : (si32) -> ()
  } do {
  }
  return
}

// -----

func.func @break_in_if_outside_loop(%c: i1) {
  tir.if %c {
    // expected-error @+1 {{'tir.break' op must be inside a tir.for or tir.while}}
    tir.break
  }
  return
}

// -----

// expected-error @+1 {{'tir.return' op must be inside a function}}
tir.return

// -----

func.func @return_too_few(%x: si32) -> (si32, si32) {
  // expected-error @+1 {{'tir.return' op returns 'si32' but the function returns 'si32', 'si32'}}
  tir.return %x : si32
  return %x, %x : si32, si32
}

// -----

func.func @return_value_from_void(%x: si32) {
  // expected-error @+1 {{'tir.return' op returns 'si32' but the function returns nothing}}
  tir.return %x : si32
  return
}

// -----

func.func @return_nothing_from_value(%x: f32) -> f32 {
  // expected-error @+1 {{'tir.return' op returns nothing but the function returns 'f32'}}
  tir.return
  return %x : f32
}

//===----------------------------------------------------------------------===//
// Bitwise operations, shifts, pow
//===----------------------------------------------------------------------===//

// -----

func.func @and_float(%a: f32) {
  // expected-error @+1 {{'tir.and' op operand #0 must be tir integer or bool, but got 'f32'}}
  %0 = tir.and %a, %a : f32
  return
}

// -----

func.func @or_bf16(%a: bf16) {
  // expected-error @+1 {{'tir.or' op operand #0 must be tir integer or bool, but got 'bf16'}}
  %0 = tir.or %a, %a : bf16
  return
}

// -----

func.func @xor_vector(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.xor' op operand #0 must be tir integer or bool, but got 'vector<8xsi32>'}}
  %0 = tir.xor %a, %a : vector<8xsi32>
  return
}

// -----

func.func @and_signless(%a: i32) {
  // expected-error @+1 {{'tir.and' op operand #0 must be tir integer or bool, but got 'i32'}}
  %0 = tir.and %a, %a : i32
  return
}

// -----

func.func @or_mixed_types(%a: si32, %b: ui32) {
  // expected-error @+1 {{'tir.or' op requires the same type for all operands and results}}
  %0 = "tir.or"(%a, %b) : (si32, ui32) -> si32
  return
}

// -----

func.func @not_float(%a: f16) {
  // expected-error @+1 {{'tir.not' op operand #0 must be tir integer or bool, but got 'f16'}}
  %0 = tir.not %a : f16
  return
}

// -----

func.func @not_result_type(%a: si8) {
  // expected-error @+1 {{'tir.not' op requires the same type for all operands and results}}
  %0 = "tir.not"(%a) : (si8) -> ui8
  return
}

// -----

func.func @shl_float(%a: f32) {
  // expected-error @+1 {{'tir.shl' op operand #0 must be tir integer, but got 'f32'}}
  %0 = tir.shl %a, %a : f32
  return
}

// -----

func.func @shr_f16(%a: f16) {
  // expected-error @+1 {{'tir.shr' op operand #0 must be tir integer, but got 'f16'}}
  %0 = tir.shr %a, %a : f16
  return
}

// -----

func.func @shr_bool(%a: i1) {
  // expected-error @+1 {{'tir.shr' op operand #0 must be tir integer, but got 'i1'}}
  %0 = tir.shr %a, %a : i1
  return
}

// -----

func.func @shl_count_type(%a: si32, %n: ui32) {
  // expected-error @+1 {{'tir.shl' op requires the same type for all operands and results}}
  %0 = "tir.shl"(%a, %n) : (si32, ui32) -> si32
  return
}

// -----

func.func @pow_int(%a: si32) {
  // expected-error @+1 {{'tir.pow' op operand #0 must be tir float, but got 'si32'}}
  %0 = tir.pow %a, %a : si32
  return
}

// -----

func.func @pow_bf16(%a: bf16) {
  // expected-error @+1 {{'tir.pow' op operand #0 must be tir float, but got 'bf16'}}
  %0 = tir.pow %a, %a : bf16
  return
}

// -----

func.func @pow_mixed_types(%a: f32, %b: f16) {
  // expected-error @+1 {{'tir.pow' op requires the same type for all operands and results}}
  %0 = "tir.pow"(%a, %b) : (f32, f16) -> f32
  return
}

//===----------------------------------------------------------------------===//
// ptr_is_null / ptr_cmp / ptr_cast / const_buffer
//===----------------------------------------------------------------------===//

// -----

func.func @ptr_is_null_not_a_pointer(%a: si32) {
  // expected-error @+1 {{'tir.ptr_is_null' op operand #0 must be compass pointer, but got 'si32'}}
  %0 = "tir.ptr_is_null"(%a) : (si32) -> i1
  return
}

// -----

func.func @ptr_is_null_result(%p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.ptr_is_null' op result #0 must be 1-bit signless integer, but got 'si32'}}
  %0 = "tir.ptr_is_null"(%p) : (!compass.ptr<si32, global>) -> si32
  return
}

// -----

func.func @ptr_cmp_pointees(%p: !compass.ptr<si32, global>, %q: !compass.ptr<ui32, global>) {
  // expected-error @+1 {{'tir.ptr_cmp' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "tir.ptr_cmp"(%p, %q) <{predicate = 0 : i32}> : (!compass.ptr<si32, global>, !compass.ptr<ui32, global>) -> i1
  return
}

// -----

func.func @ptr_cmp_spaces(%p: !compass.ptr<si32, global>, %q: !compass.ptr<si32, lsram>) {
  // expected-error @+1 {{'tir.ptr_cmp' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "tir.ptr_cmp"(%p, %q) <{predicate = 2 : i32}> : (!compass.ptr<si32, global>, !compass.ptr<si32, lsram>) -> i1
  return
}

// -----

func.func @ptr_cmp_integers(%a: si32) {
  // expected-error @+1 {{'tir.ptr_cmp' op operand #0 must be compass pointer, but got 'si32'}}
  %0 = "tir.ptr_cmp"(%a, %a) <{predicate = 2 : i32}> : (si32, si32) -> i1
  return
}

// -----

func.func @ptr_cast_space(%p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.ptr_cast' op cannot change the address space (global to lsram)}}
  %0 = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<si32, lsram>
  return
}

// -----

func.func @ptr_cast_space_and_pointee(%p: !compass.ptr<none, shared>) {
  // expected-error @+1 {{'tir.ptr_cast' op cannot change the address space (shared to constant)}}
  %0 = tir.ptr_cast %p : !compass.ptr<none, shared> to !compass.ptr<f32, constant>
  return
}

// -----

func.func @ptr_cast_from_integer(%a: ui32) {
  // expected-error @+1 {{'tir.ptr_cast' op operand #0 must be compass pointer, but got 'ui32'}}
  %0 = "tir.ptr_cast"(%a) : (ui32) -> !compass.ptr<si32, global>
  return
}

// -----

func.func @const_buffer_global() {
  // expected-error @+1 {{'tir.const_buffer' op points into constant memory}}
  %0 = tir.const_buffer "t" dense<[1, 2]> : tensor<2xsi32> -> !compass.ptr<si32, global>
  return
}

// -----

func.func @const_buffer_lsram() {
  // expected-error @+1 {{'tir.const_buffer' op points into constant memory}}
  %0 = tir.const_buffer "t" dense<[1, 2]> : tensor<2xsi32> -> !compass.ptr<si32, lsram>
  return
}

// -----

func.func @const_buffer_2d() {
  // expected-error @+1 {{'tir.const_buffer' op holds a non-empty 1-D table}}
  %0 = tir.const_buffer "t" dense<[[1, 2], [3, 4]]> : tensor<2x2xsi32> -> !compass.ptr<si32, constant>
  return
}

// -----

func.func @const_buffer_0d() {
  // expected-error @+1 {{'tir.const_buffer' op holds a non-empty 1-D table}}
  %0 = tir.const_buffer "t" dense<1> : tensor<si32> -> !compass.ptr<si32, constant>
  return
}

// -----

func.func @const_buffer_empty() {
  // expected-error @+1 {{'tir.const_buffer' op holds a non-empty 1-D table}}
  %0 = tir.const_buffer "t" dense<> : tensor<0xsi32> -> !compass.ptr<si32, constant>
  return
}

// -----

func.func @const_buffer_element_mismatch() {
  // expected-error @+1 {{'tir.const_buffer' op table of 'si32' behind a pointer to 'ui32'}}
  %0 = tir.const_buffer "t" dense<[1, 2]> : tensor<2xsi32> -> !compass.ptr<ui32, constant>
  return
}

// -----

func.func @const_buffer_float_mismatch() {
  // expected-error @+1 {{'tir.const_buffer' op table of 'f32' behind a pointer to 'f16'}}
  %0 = tir.const_buffer "t" dense<[1.0, 2.0]> : tensor<2xf32> -> !compass.ptr<f16, constant>
  return
}

// -----

func.func @const_buffer_void_pointer() {
  // expected-error @+1 {{'tir.const_buffer' op table of 'si32' behind a pointer to 'none'}}
  %0 = tir.const_buffer "t" dense<[1, 2]> : tensor<2xsi32> -> !compass.ptr<none, constant>
  return
}

// -----

func.func @const_buffer_vector_pointer() {
  // expected-error @+1 {{'tir.const_buffer' op table of 'si32' behind a pointer to 'vector<8xsi32>'}}
  %0 = tir.const_buffer "t" dense<[1, 2]> : tensor<2xsi32> -> !compass.ptr<vector<8xsi32>, constant>
  return
}

// -----

func.func @const_buffer_scalar_value() {
  // expected-error @+1 {{invalid properties {name = "t", value = 1 : si32} for op tir.const_buffer: Invalid attribute `value` in property conversion: 1 : si32}}
  %0 = "tir.const_buffer"() <{name = "t", value = 1 : si32}> : () -> !compass.ptr<si32, constant>
  return
}

// -----

func.func @const_buffer_not_a_pointer() {
  // expected-error @+1 {{'tir.const_buffer' op result #0 must be compass pointer, but got 'si32'}}
  %0 = "tir.const_buffer"() <{name = "t", value = dense<[1]> : tensor<1xsi32>}> : () -> si32
  return
}

//===----------------------------------------------------------------------===//
// extract / insert
//===----------------------------------------------------------------------===//

// -----

func.func @extract_scalar(%a: si32, %i: si32) {
  // expected-error @+1 {{'tir.extract' op indexes the lanes of a vector or mask, got 'si32'}}
  %0 = tir.extract %a[%i] : si32, si32
  return
}

// -----

func.func @extract_2d_vector(%v: vector<2x4xsi32>, %i: si32) {
  // expected-error @+1 {{'tir.extract' op indexes the lanes of a vector or mask, got 'vector<2x4xsi32>'}}
  %0 = tir.extract %v[%i] : vector<2x4xsi32>, si32
  return
}

// -----

func.func @extract_scalable_vector(%v: vector<[8]xsi32>, %i: si32) {
  // expected-error @+1 {{'tir.extract' op indexes the lanes of a vector or mask, got 'vector<[8]xsi32>'}}
  %0 = tir.extract %v[%i] : vector<[8]xsi32>, si32
  return
}

// -----

func.func @extract_bool_vector(%v: vector<8xi1>, %i: si32) {
  // expected-error @+1 {{'tir.extract' op indexes the lanes of a vector or mask, got 'vector<8xi1>'}}
  %0 = tir.extract %v[%i] : vector<8xi1>, si32
  return
}

// -----

func.func @extract_pointer(%p: !compass.ptr<si32, global>, %i: si32) {
  // expected-error @+1 {{'tir.extract' op result #0 must be tir scalar, but got '!compass.ptr<si32, global>'}}
  %0 = tir.extract %p[%i] : !compass.ptr<si32, global>, si32
  return
}

// -----

func.func @extract_result_type(%v: vector<8xsi32>, %i: si32) {
  // expected-error @+1 {{'tir.extract' op failed to verify that result is a lane of the vector}}
  %0 = "tir.extract"(%v, %i) : (vector<8xsi32>, si32) -> ui32
  return
}

// -----

func.func @extract_mask_result_type(%m: !compass.mask<8>, %i: si32) {
  // expected-error @+1 {{'tir.extract' op failed to verify that result is a lane of the vector}}
  %0 = "tir.extract"(%m, %i) : (!compass.mask<8>, si32) -> si32
  return
}

// -----

func.func @extract_float_index(%v: vector<8xsi32>, %i: f32) {
  // expected-error @+1 {{'tir.extract' op operand #1 must be tir integer, but got 'f32'}}
  %0 = tir.extract %v[%i] : vector<8xsi32>, f32
  return
}

// -----

func.func @insert_scalar(%a: si32, %i: si32) {
  // expected-error @+1 {{'tir.insert' op indexes the lanes of a vector or mask, got 'si32'}}
  %0 = tir.insert %a, %a[%i] : si32, si32
  return
}

// -----

func.func @insert_2d_vector(%v: vector<2x4xsi32>, %x: si32, %i: si32) {
  // expected-error @+1 {{'tir.insert' op indexes the lanes of a vector or mask, got 'vector<2x4xsi32>'}}
  %0 = tir.insert %x, %v[%i] : vector<2x4xsi32>, si32
  return
}

// -----

func.func @insert_bool_vector(%v: vector<8xi1>, %x: i1, %i: si32) {
  // expected-error @+1 {{'tir.insert' op indexes the lanes of a vector or mask, got 'vector<8xi1>'}}
  %0 = tir.insert %x, %v[%i] : vector<8xi1>, si32
  return
}

// -----

func.func @insert_value_type(%v: vector<8xsi32>, %x: ui32, %i: si32) {
  // expected-error @+1 {{'tir.insert' op failed to verify that value is a lane of the vector}}
  %0 = "tir.insert"(%x, %v, %i) : (ui32, vector<8xsi32>, si32) -> vector<8xsi32>
  return
}

// -----

func.func @insert_value_type_custom(%v: vector<8xsi32>, %x: ui32, %i: si32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'si32' vs 'ui32'}}
  %0 = tir.insert %x, %v[%i] : vector<8xsi32>, si32
  return
}

// -----

func.func @insert_mask_value_type(%m: !compass.mask<8>, %x: si32, %i: si32) {
  // expected-error @+1 {{'tir.insert' op failed to verify that value is a lane of the vector}}
  %0 = "tir.insert"(%x, %m, %i) : (si32, !compass.mask<8>, si32) -> !compass.mask<8>
  return
}

// -----

func.func @insert_result_type(%v: vector<8xsi32>, %x: si32, %i: si32) {
  // expected-error @+1 {{'tir.insert' op failed to verify that all of {vector, result} have same type}}
  %0 = "tir.insert"(%x, %v, %i) : (si32, vector<8xsi32>, si32) -> vector<8xui32>
  return
}

// -----

func.func @insert_bool_index(%v: vector<8xsi32>, %x: si32, %i: i1) {
  // expected-error @+1 {{'tir.insert' op operand #2 must be tir integer, but got 'i1'}}
  %0 = tir.insert %x, %v[%i] : vector<8xsi32>, i1
  return
}
