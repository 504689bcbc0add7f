// RUN: compass-opt %s -convert-tir-to-compass -split-input-file -verify-diagnostics

// What -convert-tir-to-compass refuses, each with a located error.

func.func @unknown_builtin(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op has no lowering for builtin 'vfoo'}}
  %0 = tir.intrin "vfoo"(%a, %a) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

func.func @too_few_arguments(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' takes 2 arguments and returns a value}}
  %0 = tir.intrin "vadd"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

func.func @too_many_arguments(%p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op 'vload' takes 1 arguments and returns a value}}
  %0 = tir.intrin "vload"(%p, %p) : (!compass.ptr<si32, global>, !compass.ptr<si32, global>) -> vector<8xsi32>
  return
}

// -----

func.func @missing_result(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vmul' takes 2 arguments and returns a value}}
  tir.intrin "vmul"(%a, %a) : (vector<8xsi32>, vector<8xsi32>) -> ()
  return
}

// -----

func.func @store_with_result(%v: vector<8xsi32>, %p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op 'vstore' takes 2 arguments and returns nothing}}
  %0 = tir.intrin "vstore"(%v, %p) : (vector<8xsi32>, !compass.ptr<si32, global>) -> si32
  return
}

// -----

func.func @no_vector(%a: si32, %b: si32) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' needs a vector operand or result}}
  %0 = tir.intrin "vadd"(%a, %b) : (si32, si32) -> si32
  return
}

// -----

func.func @load_with_r(%p: !compass.ptr<si32, global>, %r: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vload' takes no r operand}}
  %0 = tir.intrin "vload"(%p) r(%r : vector<8xsi32>) : (!compass.ptr<si32, global>) -> vector<8xsi32>
  return
}

// -----

func.func @store_with_r(%v: vector<8xsi32>, %p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op 'vstore' takes no r operand}}
  tir.intrin "vstore"(%v, %p) r(%v : vector<8xsi32>) : (vector<8xsi32>, !compass.ptr<si32, global>) -> ()
  return
}

// -----

// Every bad intrinsic of a module is reported, not only the first.
func.func @all_reported(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op has no lowering for builtin 'vbar'}}
  %0 = tir.intrin "vbar"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  // expected-error @+1 {{'tir.intrin' op 'vsub' takes 2 arguments and returns a value}}
  %1 = tir.intrin "vsub"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}

//===----------------------------------------------------------------------===//
// Flexible-width vectors
//===----------------------------------------------------------------------===//

// -----

func.func @non_native_intrinsic(%a: vector<4xsi32>) {
  // expected-error @+1 {{'tir.intrin' op produces 'vector<4xsi32>', which is not a hardware-native vector; flexible-width vectors are not supported yet}}
  %0 = tir.intrin "vadd"(%a, %a) : (vector<4xsi32>, vector<4xsi32>) -> vector<4xsi32>
  return
}

// -----

func.func @non_native_load(%p: !compass.ptr<vector<16xf32>, global>, %i: si32) {
  // expected-error @+1 {{'tir.load' op produces 'vector<16xf32>', which is not a hardware-native vector; flexible-width vectors are not supported yet}}
  %0 = tir.load %p[%i] : !compass.ptr<vector<16xf32>, global>, si32
  return
}

// -----

// expected-error @+1 {{'func.func' op has argument #1 of type 'vector<64xsi8>', which is not a hardware-native vector; flexible-width vectors are not supported yet}}
func.func @non_native_argument(%a: si32, %v: vector<64xsi8>) {
  return
}

// -----

// The first offending value is named, also inside loops.
func.func @non_native_variable(%n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.var_decl "v" : !tir.var<vector<4xf16>>
    // expected-error @+1 {{'tir.var_get' op produces 'vector<4xf16>', which is not a hardware-native vector}}
    %x = tir.var_get %v : !tir.var<vector<4xf16>>
  }
  return
}

//===----------------------------------------------------------------------===//
// Intrinsics whose compass form the compass verifiers reject
//===----------------------------------------------------------------------===//

// -----

func.func @mask_lanes(%a: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vadd' op mask has 16 lanes but the vector has 8}}
  %0 = tir.intrin "vadd"(%a, %a) mask(%m : !compass.mask<16>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

func.func @vmul_8bit(%a: vector<32xsi8>) {
  // expected-error @+1 {{'compass.vmul' op the 8-bit equal-width multiply is meaningless}}
  %0 = tir.intrin "vmul"(%a, %a) : (vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
  return
}
