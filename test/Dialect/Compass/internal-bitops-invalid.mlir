// RUN: compass-opt %s -split-input-file -verify-diagnostics

// The internal instructions verify as their neighbours: vbclr / vbset as
// lane-wise binary builtins on integer lanes, the mask instructions as
// compass.mask_and.

func.func @vbclr_float(%a: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{custom op 'compass.vbclr' 'result' must be fixed-length vector of 8-bit signed integer or 8-bit unsigned integer or 16-bit signed integer or 16-bit unsigned integer or 32-bit signed integer or 32-bit unsigned integer values of ranks 1, but got 'vector<8xf32>'}}
  %r = compass.vbclr %a, %a, %m : vector<8xf32>, !compass.mask<8>
  return
}

// -----

func.func @vbset_bf16(%a: vector<16xbf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vbset' op operand #0 must be fixed-length vector of 8-bit signed integer}}
  %r = "compass.vbset"(%a, %a, %m) : (vector<16xbf16>, vector<16xbf16>, !compass.mask<16>) -> vector<16xbf16>
  return
}

// -----

func.func @vbclr_mask_lanes(%a: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vbclr' op mask has 16 lanes but the vector has 8}}
  %r = compass.vbclr %a, %a, %m : vector<8xsi32>, !compass.mask<16>
  return
}

// -----

func.func @vbset_not_native(%a: vector<16xsi8>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vbset' op expects a hardware-native vector of 32 lanes (256 bits), got 'vector<16xsi8>'}}
  %r = compass.vbset %a, %a, %m : vector<16xsi8>, !compass.mask<16>
  return
}

// -----

func.func @vbclr_mixed_sign(%a: vector<8xsi32>, %b: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vbclr' op failed to verify that all of {lhs, rhs, result} have same type}}
  %r = "compass.vbclr"(%a, %b, %m) : (vector<8xsi32>, vector<8xui32>, !compass.mask<8>) -> vector<8xsi32>
  return
}

// -----

func.func @vbset_r_type(%a: vector<8xsi32>, %r: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vbset' op failed to verify that r has the result type}}
  %v = "compass.vbset"(%a, %a, %m, %r) : (vector<8xsi32>, vector<8xsi32>, !compass.mask<8>, vector<8xui32>) -> vector<8xsi32>
  return
}

// -----

func.func @mask_andnot_lanes(%a: !compass.mask<8>, %b: !compass.mask<16>) {
  // expected-error @+1 {{'compass.mask_andnot' op requires the same type for all operands and results}}
  %m = "compass.mask_andnot"(%a, %b) : (!compass.mask<8>, !compass.mask<16>) -> !compass.mask<8>
  return
}

// -----

func.func @mask_nor_vector(%a: vector<8xi1>) {
  // expected-error @+1 {{'compass.mask_nor' op operand #0 must be compass mask, but got 'vector<8xi1>'}}
  %m = "compass.mask_nor"(%a, %a) : (vector<8xi1>, vector<8xi1>) -> vector<8xi1>
  return
}

// -----

func.func @mask_nand_result(%a: !compass.mask<8>) {
  // expected-error @+1 {{'compass.mask_nand' op requires the same type for all operands and results}}
  %m = "compass.mask_nand"(%a, %a) : (!compass.mask<8>, !compass.mask<8>) -> !compass.mask<16>
  return
}

// -----

func.func @mask_ornot_arity(%a: !compass.mask<8>) {
  // expected-error @+1 {{'compass.mask_ornot' op expected 2 operands, but found 1}}
  %m = "compass.mask_ornot"(%a) : (!compass.mask<8>) -> !compass.mask<8>
  return
}

// -----

func.func @masked_and_lanes(%a: !compass.mask<8>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.masked_and' op requires the same type for all operands and results}}
  %r = "compass.masked_and"(%a, %a, %m) : (!compass.mask<8>, !compass.mask<8>, !compass.mask<16>) -> !compass.mask<8>
  return
}

// -----

func.func @masked_or_arity(%a: !compass.mask<8>) {
  // expected-error @+1 {{'compass.masked_or' op expected 3 operands, but found 2}}
  %r = "compass.masked_or"(%a, %a) : (!compass.mask<8>, !compass.mask<8>) -> !compass.mask<8>
  return
}

// -----

func.func @masked_xor_vector(%a: vector<8xi1>) {
  // expected-error @+1 {{'compass.masked_xor' op operand #0 must be compass mask, but got 'vector<8xi1>'}}
  %r = "compass.masked_xor"(%a, %a, %a) : (vector<8xi1>, vector<8xi1>, vector<8xi1>) -> vector<8xi1>
  return
}

// -----

func.func @masked_andnot_result(%a: !compass.mask<8>) {
  // expected-error @+1 {{'compass.masked_andnot' op requires the same type for all operands and results}}
  %r = "compass.masked_andnot"(%a, %a, %a) : (!compass.mask<8>, !compass.mask<8>, !compass.mask<8>) -> !compass.mask<32>
  return
}
