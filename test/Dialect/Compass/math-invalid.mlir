// RUN: compass-opt %s -split-input-file -verify-diagnostics

// The Math family takes float16, bfloat16 or float32 vectors only.

func.func @integer_lanes(%x: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vexp' op operand #0 must be}}
  %0 = "compass.vexp"(%x, %m) : (vector<8xsi32>, !compass.mask<8>) -> vector<8xsi32>
  return
}

// -----

func.func @result_type(%x: vector<8xf32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vsqrt' op failed to verify that all of {input, result} have same type}}
  %0 = "compass.vsqrt"(%x, %m) : (vector<8xf32>, !compass.mask<8>) -> vector<16xf16>
  return
}

// -----

func.func @pow_mixed(%x: vector<8xf32>, %y: vector<16xf16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vpow' op failed to verify that all of {lhs, rhs, result} have same type}}
  %0 = "compass.vpow"(%x, %y, %m) : (vector<8xf32>, vector<16xf16>, !compass.mask<8>) -> vector<8xf32>
  return
}

// -----

func.func @pow_integer(%x: vector<16xsi16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vpow' op operand #0 must be}}
  %0 = "compass.vpow"(%x, %x, %m) : (vector<16xsi16>, vector<16xsi16>, !compass.mask<16>) -> vector<16xsi16>
  return
}

// -----

func.func @mask_lanes(%x: vector<8xf32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vlog'}}
  %0 = "compass.vlog"(%x, %m) : (vector<8xf32>, !compass.mask<16>) -> vector<8xf32>
  return
}
