// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per compass verifier message and ODS constraint.

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// expected-error @+1 {{a mask has at least 2 lanes, got 1}}
func.func @mask_one_lane(%m: !compass.mask<1>) {
  return
}

// -----

// expected-error @+1 {{a mask has at least 2 lanes, got 0}}
func.func @mask_no_lanes(%m: !compass.mask<0>) {
  return
}

// -----

// expected-error @+1 {{a pointer points to si8…ui32, f16, bf16, f32, a fixed-length vector of them or none (void), got 'i64'}}
func.func @ptr_to_i64(%p: !compass.ptr<i64, global>) {
  return
}

// -----

// expected-error @+1 {{got 'i32'}}
func.func @ptr_to_signless(%p: !compass.ptr<i32, global>) {
  return
}

// -----

// expected-error @+1 {{got 'i1'}}
func.func @ptr_to_bool(%p: !compass.ptr<i1, global>) {
  return
}

// -----

// expected-error @+1 {{got 'vector<8xi1>'}}
func.func @ptr_to_bool_vector(%p: !compass.ptr<vector<8xi1>, global>) {
  return
}

// -----

// expected-error @+1 {{got 'vector<2x8xsi32>'}}
func.func @ptr_to_2d_vector(%p: !compass.ptr<vector<2x8xsi32>, global>) {
  return
}

// -----

// expected-error @+1 {{got 'vector<[8]xsi32>'}}
func.func @ptr_to_scalable_vector(%p: !compass.ptr<vector<[8]xsi32>, global>) {
  return
}

// -----

// expected-error @+1 {{got 'f64'}}
func.func @ptr_to_f64(%p: !compass.ptr<f64, global>) {
  return
}

// -----

// expected-error @+1 {{got '!compass.ptr<si32, global>'}}
func.func @ptr_to_ptr(%p: !compass.ptr<!compass.ptr<si32, global>, global>) {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::compass::AddressSpace to be one of: global, lsram, shared, private, constant}}
// expected-error @+1 {{failed to parse Compass_PtrType parameter 'space'}}
func.func @unknown_address_space(%p: !compass.ptr<si32, texture>) {
  return
}

//===----------------------------------------------------------------------===//
// compass.kernel and compass.name
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{unknown compass attribute 'compass.entry'}}
func.func @unknown_attribute() attributes {compass.entry} {
  return
}

// -----

// expected-error @+1 {{'compass.inline' must be a bool attribute}}
func.func @inline_not_bool() attributes {compass.inline = 1 : i32} {
  return
}

// -----

// expected-error @+1 {{'compass.inline' only applies to func.func}}
module attributes {compass.inline = true} {
}

// -----

// expected-error @+1 {{'compass.kernel' must be a unit attribute}}
func.func @kernel_not_unit() attributes {compass.kernel = 1 : i32} {
  return
}

// -----

func.func @kernel_not_on_func() {
  // expected-error @+1 {{'compass.kernel' only applies to func.func}}
  compass.barrier {compass.kernel}
  return
}

// -----

// expected-error @+1 {{an entry kernel returns nothing}}
func.func @kernel_with_result() -> si32 attributes {compass.kernel} {
  %0 = compass.get_local_id : si32
  return %0 : si32
}

// -----

// expected-error @+1 {{'compass.name' must be a string attribute}}
func.func @arg_name_not_string(%a: si32 {compass.name = 1 : i32}) {
  return
}

// -----

// expected-error @+1 {{unknown compass argument attribute 'compass.kernel'}}
func.func @unknown_arg_attribute(%a: si32 {compass.kernel}) {
  return
}

// -----

// expected-error @+1 {{unknown compass result attribute 'compass.name'}}
func.func @result_attribute(%a: si32) -> (si32 {compass.name = "r"}) {
  return %a : si32
}

//===----------------------------------------------------------------------===//
// const_mask
//===----------------------------------------------------------------------===//

// -----

func.func @const_mask_too_few() {
  // expected-error @+1 {{'compass.const_mask' op has 3 values for a mask of 8 lanes}}
  %m = compass.const_mask [true, true, false] : !compass.mask<8>
  return
}

// -----

func.func @const_mask_too_many() {
  // expected-error @+1 {{'compass.const_mask' op has 3 values for a mask of 2 lanes}}
  %m = compass.const_mask [true, true, false] : !compass.mask<2>
  return
}

// -----

func.func @const_mask_not_a_mask() {
  // expected-error @+1 {{'compass.const_mask' op result #0 must be compass mask, but got 'vector<2xi1>'}}
  %m = "compass.const_mask"() <{value = array<i1: true, true>}> : () -> vector<2xi1>
  return
}

//===----------------------------------------------------------------------===//
// vload / vstore
//===----------------------------------------------------------------------===//

// -----

func.func @vload_not_native(%p: !compass.ptr<si32, global>, %m: !compass.mask<4>) {
  // expected-error @+1 {{'compass.vload' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<4xsi32>'}}
  %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<4> -> vector<4xsi32>
  return
}

// -----

func.func @vload_mask_lanes(%p: !compass.ptr<si32, global>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vload' op mask has 16 lanes but the vector has 8}}
  %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<16> -> vector<8xsi32>
  return
}

// -----

func.func @vload_pointee_mismatch(%p: !compass.ptr<si16, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vload' op pointer to 'si16' cannot access 'vector<8xsi32>'}}
  %v = compass.vload %p, %m : !compass.ptr<si16, global>, !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @vload_signedness_mismatch(%p: !compass.ptr<ui32, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vload' op pointer to 'ui32' cannot access 'vector<8xsi32>'}}
  %v = compass.vload %p, %m : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @vload_vector_pointee_mismatch(%p: !compass.ptr<vector<16xsi16>, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vload' op pointer to 'vector<16xsi16>' cannot access 'vector<8xsi32>'}}
  %v = compass.vload %p, %m : !compass.ptr<vector<16xsi16>, global>, !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @vload_void_pointer(%p: !compass.ptr<none, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vload' op pointer to 'none' cannot access 'vector<8xsi32>'}}
  %v = compass.vload %p, %m : !compass.ptr<none, global>, !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @vload_scalar_result(%p: !compass.ptr<si32, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'si32'}}
  %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> si32
  return
}

// -----

func.func @vload_bool_vector(%p: !compass.ptr<si32, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vload' op result #0 must be fixed-length vector of 8-bit signed integer}}
  %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xi1>
  return
}

// -----

func.func @vload_mask_not_a_mask(%p: !compass.ptr<si32, global>, %m: vector<8xi1>) {
  // expected-error @+1 {{'compass.vload' op operand #1 must be compass mask, but got 'vector<8xi1>'}}
  %v = "compass.vload"(%p, %m) : (!compass.ptr<si32, global>, vector<8xi1>) -> vector<8xsi32>
  return
}

// -----

func.func @vstore_not_native(%v: vector<16xsi32>, %p: !compass.ptr<si32, global>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vstore' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<16xsi32>'}}
  compass.vstore %v, %p, %m : vector<16xsi32>, !compass.ptr<si32, global>, !compass.mask<16>
  return
}

// -----

func.func @vstore_mask_lanes(%v: vector<32xui8>, %p: !compass.ptr<ui8, global>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vstore' op mask has 16 lanes but the vector has 32}}
  compass.vstore %v, %p, %m : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<16>
  return
}

// -----

func.func @vstore_pointee_mismatch(%v: vector<16xf16>, %p: !compass.ptr<bf16, lsram>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vstore' op pointer to 'bf16' cannot access 'vector<16xf16>'}}
  compass.vstore %v, %p, %m : vector<16xf16>, !compass.ptr<bf16, lsram>, !compass.mask<16>
  return
}

// -----

func.func @vstore_void_pointer(%v: vector<8xf32>, %p: !compass.ptr<none, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vstore' op pointer to 'none' cannot access 'vector<8xf32>'}}
  compass.vstore %v, %p, %m : vector<8xf32>, !compass.ptr<none, global>, !compass.mask<8>
  return
}

// -----

func.func @vstore_constant_memory(%v: vector<8xf32>, %p: !compass.ptr<f32, constant>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vstore' op cannot store to constant memory}}
  compass.vstore %v, %p, %m : vector<8xf32>, !compass.ptr<f32, constant>, !compass.mask<8>
  return
}

// -----

func.func @vstore_not_a_pointer(%v: vector<8xf32>, %p: si32, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vstore' op operand #1 must be compass pointer, but got 'si32'}}
  "compass.vstore"(%v, %p, %m) : (vector<8xf32>, si32, !compass.mask<8>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// vadd / vsub / vmul
//===----------------------------------------------------------------------===//

// -----

func.func @vadd_not_native(%a: vector<16xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vadd' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<16xsi32>'}}
  %r = compass.vadd %a, %a, %m : vector<16xsi32>, !compass.mask<16>
  return
}

// -----

func.func @vsub_not_native(%a: vector<8xf16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vsub' op expects a hardware-native vector of 16 lanes (256 bits), got 'vector<8xf16>'}}
  %r = compass.vsub %a, %a, %m : vector<8xf16>, !compass.mask<8>
  return
}

// -----

func.func @vmul_not_native(%a: vector<4xf32>, %m: !compass.mask<4>) {
  // expected-error @+1 {{'compass.vmul' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<4xf32>'}}
  %r = compass.vmul %a, %a, %m : vector<4xf32>, !compass.mask<4>
  return
}

// -----

func.func @vadd_mask_lanes(%a: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vadd' op mask has 16 lanes but the vector has 8}}
  %r = compass.vadd %a, %a, %m : vector<8xsi32>, !compass.mask<16>
  return
}

// -----

func.func @vsub_mask_lanes(%a: vector<32xsi8>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vsub' op mask has 8 lanes but the vector has 32}}
  %r = compass.vsub %a, %a, %m : vector<32xsi8>, !compass.mask<8>
  return
}

// -----

func.func @vmul_mask_lanes(%a: vector<16xsi16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vmul' op mask has 8 lanes but the vector has 16}}
  %r = compass.vmul %a, %a, %m : vector<16xsi16>, !compass.mask<8>
  return
}

// -----

func.func @vmul_si8(%a: vector<32xsi8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 16-bit signed integer or 16-bit unsigned integer}}
  %r = compass.vmul %a, %a, %m : vector<32xsi8>, !compass.mask<32>
  return
}

// -----

func.func @vmul_ui8(%a: vector<32xui8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 16-bit signed integer or 16-bit unsigned integer}}
  %r = compass.vmul %a, %a, %m : vector<32xui8>, !compass.mask<32>
  return
}

// -----

// Operands may differ in signedness (out_sign), not in lane type otherwise.
func.func @vadd_operand_types(%a: vector<8xsi32>, %b: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vadd' op failed to verify that all of {lhs, rhs, result} have same shape and lane type up to signedness}}
  %r = "compass.vadd"(%a, %b, %m) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (vector<8xsi32>, vector<8xf32>, !compass.mask<8>) -> vector<8xsi32>
  return
}

// -----

func.func @vsub_r_type(%a: vector<8xsi32>, %r: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vsub' op failed to verify that r has the result type}}
  %x = "compass.vsub"(%a, %a, %m, %r) : (vector<8xsi32>, vector<8xsi32>, !compass.mask<8>, vector<8xui32>) -> vector<8xsi32>
  return
}

// -----

func.func @vadd_scalar(%a: si32, %m: !compass.mask<8>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'si32'}}
  %r = compass.vadd %a, %a, %m : si32, !compass.mask<8>
  return
}

// -----

func.func @vadd_signless(%a: vector<8xi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer}}
  %r = compass.vadd %a, %a, %m : vector<8xi32>, !compass.mask<8>
  return
}

// -----

func.func @vadd_scalable(%a: vector<[8]xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer}}
  %r = compass.vadd %a, %a, %m : vector<[8]xsi32>, !compass.mask<8>
  return
}

// -----

func.func @vmul_2d(%a: vector<2x4xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 16-bit signed integer}}
  %r = compass.vmul %a, %a, %m : vector<2x4xf32>, !compass.mask<8>
  return
}

//===----------------------------------------------------------------------===//
// vmod: integers only
//===----------------------------------------------------------------------===//

// -----

func.func @vmod_f32(%a: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values}}
  %r = compass.vmod %a, %a, %m : vector<8xf32>, !compass.mask<8>
  return
}

//===----------------------------------------------------------------------===//
// vdiv
//===----------------------------------------------------------------------===//

// -----

func.func @vdiv_f16(%a: vector<16xf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer or 32-bit float values}}
  %r = compass.vdiv %a, %a, %m : vector<16xf16>, !compass.mask<16>
  return
}

// -----

func.func @vdiv_bf16(%a: vector<16xbf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer or 32-bit float values}}
  %r = compass.vdiv %a, %a, %m : vector<16xbf16>, !compass.mask<16>
  return
}

// -----

func.func @vdiv_not_native(%a: vector<16xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vdiv' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<16xsi32>'}}
  %r = compass.vdiv %a, %a, %m : vector<16xsi32>, !compass.mask<16>
  return
}

// -----

func.func @vdiv_mask_lanes(%a: vector<8xf32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vdiv' op mask has 16 lanes but the vector has 8}}
  %r = compass.vdiv %a, %a, %m : vector<8xf32>, !compass.mask<16>
  return
}

//===----------------------------------------------------------------------===//
// Integer builtins: vand / vor / vxor / vsl / vsr / vinv
//===----------------------------------------------------------------------===//

// -----

func.func @vand_f32(%a: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{custom op 'compass.vand' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<8xf32>'}}
  %r = compass.vand %a, %a, %m : vector<8xf32>, !compass.mask<8>
  return
}

// -----

func.func @vor_f16(%a: vector<16xf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{custom op 'compass.vor' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<16xf16>'}}
  %r = compass.vor %a, %a, %m : vector<16xf16>, !compass.mask<16>
  return
}

// -----

func.func @vxor_bf16(%a: vector<16xbf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{custom op 'compass.vxor' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<16xbf16>'}}
  %r = compass.vxor %a, %a, %m : vector<16xbf16>, !compass.mask<16>
  return
}

// -----

func.func @vsl_f32(%a: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{custom op 'compass.vsl' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<8xf32>'}}
  %r = compass.vsl %a, %a, %m : vector<8xf32>, !compass.mask<8>
  return
}

// -----

func.func @vsr_f16(%a: vector<16xf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{custom op 'compass.vsr' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<16xf16>'}}
  %r = compass.vsr %a, %a, %m : vector<16xf16>, !compass.mask<16>
  return
}

// -----

func.func @vinv_f32(%a: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{custom op 'compass.vinv' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<8xf32>'}}
  %r = compass.vinv %a, %m : vector<8xf32>, !compass.mask<8>
  return
}

// -----

func.func @vand_not_native(%a: vector<16xsi8>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vand' op expects a hardware-native vector of 32 lanes (256 bits), got 'vector<16xsi8>'}}
  %r = compass.vand %a, %a, %m : vector<16xsi8>, !compass.mask<16>
  return
}

// -----

func.func @vsr_not_native(%a: vector<4xui32>, %m: !compass.mask<4>) {
  // expected-error @+1 {{'compass.vsr' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<4xui32>'}}
  %r = compass.vsr %a, %a, %m : vector<4xui32>, !compass.mask<4>
  return
}

// -----

func.func @vsl_mask_lanes(%a: vector<8xui32>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'compass.vsl' op mask has 32 lanes but the vector has 8}}
  %r = compass.vsl %a, %a, %m : vector<8xui32>, !compass.mask<32>
  return
}

// -----

func.func @vxor_mask_lanes(%a: vector<16xsi16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vxor' op mask has 8 lanes but the vector has 16}}
  %r = compass.vxor %a, %a, %m : vector<16xsi16>, !compass.mask<8>
  return
}

// -----

func.func @vinv_mask_lanes(%a: vector<32xui8>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vinv' op mask has 8 lanes but the vector has 32}}
  %r = compass.vinv %a, %m : vector<32xui8>, !compass.mask<8>
  return
}

// -----

func.func @vinv_not_native(%a: vector<16xui8>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vinv' op expects a hardware-native vector of 32 lanes (256 bits), got 'vector<16xui8>'}}
  %r = compass.vinv %a, %m : vector<16xui8>, !compass.mask<16>
  return
}

// -----

func.func @vinv_result_type(%a: vector<32xui8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'compass.vinv' op failed to verify that all of {input, result} have same type}}
  %r = "compass.vinv"(%a, %m) : (vector<32xui8>, !compass.mask<32>) -> vector<32xsi8>
  return
}

// -----

func.func @vinv_r_type(%a: vector<32xui8>, %r: vector<32xsi8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'compass.vinv' op failed to verify that r has the result type}}
  %x = "compass.vinv"(%a, %m, %r) : (vector<32xui8>, !compass.mask<32>, vector<32xsi8>) -> vector<32xui8>
  return
}

// -----

func.func @vor_r_type(%a: vector<8xsi32>, %r: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vor' op failed to verify that r has the result type}}
  %x = "compass.vor"(%a, %a, %m, %r) : (vector<8xsi32>, vector<8xsi32>, !compass.mask<8>, vector<8xui32>) -> vector<8xsi32>
  return
}

// -----

func.func @vsl_operand_types(%a: vector<8xsi32>, %n: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vsl' op failed to verify that all of {lhs, rhs, result} have same type}}
  %x = "compass.vsl"(%a, %n, %m) : (vector<8xsi32>, vector<8xui32>, !compass.mask<8>) -> vector<8xsi32>
  return
}

//===----------------------------------------------------------------------===//
// vcmp / vsel / vbcast
//===----------------------------------------------------------------------===//

// -----

func.func @vcmp_mask_lanes(%a: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vcmp' op mask has 16 lanes but the vector has 8}}
  %r = compass.vcmp eq, %a, %a, %m : vector<8xsi32>, !compass.mask<16>
  return
}

// -----

func.func @vcmp_not_native(%a: vector<4xf32>, %m: !compass.mask<4>) {
  // expected-error @+1 {{'compass.vcmp' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<4xf32>'}}
  %r = compass.vcmp eq, %a, %a, %m : vector<4xf32>, !compass.mask<4>
  return
}

// -----

func.func @vcmp_result_lanes(%a: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vcmp' op failed to verify that all of {mask, result} have same type}}
  %r = "compass.vcmp"(%a, %a, %m) <{predicate = 0 : i32}> : (vector<8xsi32>, vector<8xsi32>, !compass.mask<8>) -> !compass.mask<16>
  return
}

// -----

func.func @vcmp_operand_types(%a: vector<8xsi32>, %b: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vcmp' op failed to verify that all of {lhs, rhs} have same type}}
  %r = "compass.vcmp"(%a, %b, %m) <{predicate = 0 : i32}> : (vector<8xsi32>, vector<8xui32>, !compass.mask<8>) -> !compass.mask<8>
  return
}

// -----

func.func @vcmp_vector_result(%a: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vcmp' op result #0 must be compass mask, but got 'vector<8xsi32>'}}
  %r = "compass.vcmp"(%a, %a, %m) <{predicate = 0 : i32}> : (vector<8xsi32>, vector<8xsi32>, !compass.mask<8>) -> vector<8xsi32>
  return
}

// -----

func.func @vcmp_unknown_predicate(%a: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, lt, le, gt, ge]}}
  %r = compass.vcmp ult, %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  return
}

// -----

func.func @vsel_mask_lanes(%a: vector<16xsi16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vsel' op mask has 8 lanes but the vector has 16}}
  %r = compass.vsel %a, %a, %m : vector<16xsi16>, !compass.mask<8>
  return
}

// -----

func.func @vsel_not_native(%a: vector<32xsi16>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'compass.vsel' op expects a hardware-native vector of 16 lanes (256 bits), got 'vector<32xsi16>'}}
  %r = compass.vsel %a, %a, %m : vector<32xsi16>, !compass.mask<32>
  return
}

// -----

func.func @vsel_operand_types(%a: vector<16xsi16>, %b: vector<16xf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vsel' op failed to verify that all of {onTrue, onFalse, result} have same type}}
  %r = "compass.vsel"(%a, %b, %m) : (vector<16xsi16>, vector<16xf16>, !compass.mask<16>) -> vector<16xsi16>
  return
}

// -----

func.func @vbcast_signedness(%x: si32) {
  // expected-error @+1 {{'compass.vbcast' op broadcasts 'si32' into lanes of 'ui32'}}
  %v = compass.vbcast %x : si32 -> vector<8xui32>
  return
}

// -----

func.func @vbcast_element_width(%x: f16) {
  // expected-error @+1 {{'compass.vbcast' op broadcasts 'f16' into lanes of 'f32'}}
  %v = compass.vbcast %x : f16 -> vector<8xf32>
  return
}

// -----

func.func @vbcast_not_native(%x: si32) {
  // expected-error @+1 {{'compass.vbcast' op expects a hardware-native vector, got 'vector<16xsi32>'}}
  %v = compass.vbcast %x : si32 -> vector<16xsi32>
  return
}

// -----

func.func @vbcast_bool(%x: i1) {
  // expected-error @+1 {{'compass.vbcast' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer or 16-bit float or bfloat16 type or 32-bit float, but got 'i1'}}
  %v = compass.vbcast %x : i1 -> vector<8xsi32>
  return
}

// -----

func.func @vbcast_vector(%x: vector<8xsi32>) {
  // expected-error @+1 {{'compass.vbcast' op operand #0 must be 8-bit signed integer}}
  %v = compass.vbcast %x : vector<8xsi32> -> vector<8xsi32>
  return
}

//===----------------------------------------------------------------------===//
// tail_mask and mask logic
//===----------------------------------------------------------------------===//

// -----

func.func @tail_mask_unsigned(%n: ui32) {
  // expected-error @+1 {{'compass.tail_mask' op operand #0 must be 32-bit signed integer, but got 'ui32'}}
  %m = compass.tail_mask %n : ui32 -> !compass.mask<8>
  return
}

// -----

func.func @tail_mask_not_a_mask(%n: si32) {
  // expected-error @+1 {{'compass.tail_mask' op result #0 must be compass mask, but got 'vector<8xi1>'}}
  %m = "compass.tail_mask"(%n) : (si32) -> vector<8xi1>
  return
}

// -----

func.func @mask_and_lanes(%a: !compass.mask<8>, %b: !compass.mask<16>) {
  // expected-error @+1 {{'compass.mask_and' op requires the same type for all operands and results}}
  %m = "compass.mask_and"(%a, %b) : (!compass.mask<8>, !compass.mask<16>) -> !compass.mask<8>
  return
}

// -----

func.func @mask_and_lanes_custom(%a: !compass.mask<8>, %b: !compass.mask<16>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: '!compass.mask<8>' vs '!compass.mask<16>'}}
  %m = compass.mask_and %a, %b : !compass.mask<8>
  return
}

// -----

func.func @mask_or_result_lanes(%a: !compass.mask<8>) {
  // expected-error @+1 {{'compass.mask_or' op requires the same type for all operands and results}}
  %m = "compass.mask_or"(%a, %a) : (!compass.mask<8>, !compass.mask<8>) -> !compass.mask<16>
  return
}

// -----

func.func @mask_xor_bool_vector(%a: vector<8xi1>) {
  // expected-error @+1 {{'compass.mask_xor' op operand #0 must be compass mask, but got 'vector<8xi1>'}}
  %m = "compass.mask_xor"(%a, %a) : (vector<8xi1>, vector<8xi1>) -> vector<8xi1>
  return
}

// -----

func.func @mask_not_lanes(%a: !compass.mask<8>) {
  // expected-error @+1 {{'compass.mask_not' op requires the same type for all operands and results}}
  %m = "compass.mask_not"(%a) : (!compass.mask<8>) -> !compass.mask<32>
  return
}

// -----

func.func @mask_not_bool(%a: i1) {
  // expected-error @+1 {{'compass.mask_not' op operand #0 must be compass mask, but got 'i1'}}
  %m = "compass.mask_not"(%a) : (i1) -> i1
  return
}

//===----------------------------------------------------------------------===//
// TECs
//===----------------------------------------------------------------------===//

// -----

func.func @local_id_unsigned() {
  // expected-error @+1 {{'compass.get_local_id' op result #0 must be 32-bit signed integer, but got 'ui32'}}
  %id = compass.get_local_id : ui32
  return
}

// -----

func.func @local_size_signless() {
  // expected-error @+1 {{'compass.get_local_size' op result #0 must be 32-bit signed integer, but got 'i32'}}
  %n = compass.get_local_size : i32
  return
}

// -----

func.func @vmax_mask_lanes(%a: vector<8xf32>, %m: !compass.mask<16>) -> vector<8xf32> {
  // expected-error @+1 {{'compass.vmax' op mask has 16 lanes but the vector has 8}}
  %x = compass.vmax %a, %a, %m : vector<8xf32>, !compass.mask<16>
  return %x : vector<8xf32>
}

// -----

func.func @vmin_not_native(%a: vector<4xf32>, %m: !compass.mask<4>) -> vector<4xf32> {
  // expected-error @+1 {{'compass.vmin' op expects a hardware-native vector of 8 lanes (256 bits), got 'vector<4xf32>'}}
  %x = compass.vmin %a, %a, %m : vector<4xf32>, !compass.mask<4>
  return %x : vector<4xf32>
}

// -----

func.func @unmasked_with_r(%a: vector<8xsi32>) -> vector<8xsi32> {
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  // expected-error @+1 {{'compass.unmasked' needs a builtin without r (its inactive lanes keep r's)}}
  %x = compass.vadd %a, %a, %m r %a {compass.unmasked} : vector<8xsi32>, !compass.mask<8>
  return %x : vector<8xsi32>
}

// -----

func.func @unmasked_not_lanewise(%a: vector<8xsi32>, %m: !compass.mask<8>) -> !compass.mask<8> {
  // expected-error @+1 {{'compass.unmasked' only applies to lane-wise builtins}}
  %x = compass.vcmp eq, %a, %a, %m {compass.unmasked} : vector<8xsi32>, !compass.mask<8>
  return %x : !compass.mask<8>
}

// -----

func.func @dma_types(%d: !compass.ptr<si16, lsram>, %s: !compass.ptr<ui16, global>, %n: si32) {
  // expected-error @+1 {{'compass.dma_copy' op copies between pointers to 'ui16' and 'si16', which must be one element type}}
  compass.dma_copy %d, %s, %n, %n, %n, %n : !compass.ptr<si16, lsram>, !compass.ptr<ui16, global>
  return
}

// -----

func.func @dma_sram(%d: !compass.ptr<si16, lsram>, %s: !compass.ptr<si16, shared>, %n: si32) {
  // expected-error @+1 {{'compass.dma_copy' op cannot copy from shared to lsram}}
  compass.dma_copy %d, %s, %n, %n, %n, %n : !compass.ptr<si16, lsram>, !compass.ptr<si16, shared>
  return
}

// -----

func.func @dma_constant(%d: !compass.ptr<si16, global>, %s: !compass.ptr<si16, constant>, %n: si32) {
  // expected-error @+1 {{'compass.dma_copy' op cannot copy from or to constant memory}}
  compass.dma_copy %d, %s, %n, %n, %n, %n : !compass.ptr<si16, global>, !compass.ptr<si16, constant>
  return
}

// -----

func.func @vcls_unsigned(%a: vector<32xui8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'compass.vcls' op operand #0 must be fixed-length vector of 8-bit signed integer or 16-bit signed integer or 32-bit signed integer values}}
  %r = compass.vcls %a, %m : vector<32xui8>, !compass.mask<32>
  return
}

// -----

func.func @rint_integers(%a: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 16-bit float or bfloat16 type or 32-bit float values}}
  %r = compass.rint %a, %m : vector<8xsi32>, !compass.mask<8>
  return
}

// -----

func.func @vabss_float(%a: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values}}
  %r = compass.vabss %a, %m : vector<8xf32>, !compass.mask<8>
  return
}
