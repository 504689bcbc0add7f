// RUN: compass-opt %s -split-input-file -verify-diagnostics

// The verifier of the out_sign builtins: operands and result agree but for
// the signedness of integer lanes.

func.func @out_sign_other_width(%a: vector<32xsi8>, %b: vector<16xsi16>, %m: !compass.mask<32>) {
  // expected-error @+1 {{all of {lhs, rhs, result} have same shape and lane type up to signedness}}
  %0 = compass.vadd %a, %b, %m : vector<32xsi8>, !compass.mask<32> from vector<32xsi8>, vector<16xsi16>
  return
}

// -----

func.func @out_sign_float_and_int(%a: vector<16xf16>, %b: vector<16xsi16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{all of {lhs, rhs, result} have same shape and lane type up to signedness}}
  %0 = compass.vsub %a, %b, %m : vector<16xf16>, !compass.mask<16> from vector<16xf16>, vector<16xsi16>
  return
}

// -----

func.func @out_sign_f16_bf16(%a: vector<16xf16>, %b: vector<16xbf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{all of {lhs, rhs, result} have same shape and lane type up to signedness}}
  %0 = compass.vmul %a, %b, %m : vector<16xf16>, !compass.mask<16> from vector<16xf16>, vector<16xbf16>
  return
}

// -----

func.func @vcls_of_unsigned(%a: vector<16xui16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{operand #0 must be}}
  %0 = compass.vcls %a, %m : vector<16xsi16>, !compass.mask<16> from vector<16xui16>
  return
}

// -----

func.func @saturating_floats(%a: vector<16xf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'result' must be fixed-length vector of 8-bit signed integer}}
  %0 = compass.vadds %a, %a, %m : vector<16xf16>, !compass.mask<16>
  return
}

// -----

func.func @widening_into_the_same_width(%a: vector<16xsi16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vmull' op multiplies 16-bit lanes into lanes of 32 bits, got 'vector<16xsi16>'}}
  %0 = compass.vmull %a, %a, %m : vector<16xsi16>, vector<16xsi16>, !compass.mask<16> -> vector<16xsi16>
  return
}

// -----

func.func @widening_mask_of_result_lanes(%a: vector<16xsi16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vmulh' op mask has 8 lanes but the vector has 16}}
  %0 = compass.vmulh %a, %a, %m : vector<16xsi16>, vector<16xsi16>, !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @widening_other_widths(%a: vector<16xsi16>, %b: vector<32xsi8>, %m: !compass.mask<16>) {
  // expected-error @+1 {{all of {lhs, rhs} have same shape and lane type up to signedness}}
  %0 = compass.vmull %a, %b, %m : vector<16xsi16>, vector<32xsi8>, !compass.mask<16> -> vector<8xsi32>
  return
}

// -----

func.func @widening_r_of_operand_type(%a: vector<16xsi16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{r has the result type}}
  %0 = "compass.vmull"(%a, %a, %m, %a) : (vector<16xsi16>, vector<16xsi16>, !compass.mask<16>, vector<16xsi16>) -> vector<8xsi32>
  return
}

// -----

func.func @narrowing_16_bits_into_16(%a: vector<16xsi16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vnsr' op narrows 16-bit lanes into 8-bit lanes (or 16-bit ones from 32 bits), got 'vector<16xsi16>'}}
  %0 = compass.vnsr %a, %a, %m : vector<16xsi16>, vector<16xsi16>, !compass.mask<16> -> vector<16xsi16>
  return
}

// -----

func.func @narrowing_8_bits(%a: vector<32xsi8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{operand #0 must be}}
  %0 = compass.vnsrs %a, %a, %m : vector<32xsi8>, vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
  return
}

// -----

func.func @narrowing_mask_of_result_lanes(%a: vector<8xsi32>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'compass.vnsrr' op mask has 32 lanes but the vector has 8}}
  %0 = compass.vnsrr %a, %a, %m : vector<8xsi32>, vector<8xsi32>, !compass.mask<32> -> vector<32xsi8>
  return
}
