// RUN: compass-opt %s -split-input-file -verify-diagnostics

// The pairwise builtins take integer vectors of one type.

func.func @float_lanes(%x: vector<8xf32>) {
  // expected-error @+1 {{'compass.vaddh' op operand #0 must be}}
  %0 = "compass.vaddh"(%x, %x) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @mixed_types(%x: vector<8xsi32>, %y: vector<8xui32>) {
  // expected-error @+1 {{'compass.vmaxh' op failed to verify that all of {lhs, rhs, result} have same type}}
  %0 = "compass.vmaxh"(%x, %y) : (vector<8xsi32>, vector<8xui32>) -> vector<8xsi32>
  return
}

// -----

func.func @test_of_a_vector(%x: vector<8xsi32>) {
  // expected-error @+1 {{'compass.vall' op operand #0 must be}}
  %0 = "compass.vall"(%x) : (vector<8xsi32>) -> i1
  return
}

// -----

func.func @test_into_an_integer(%m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vany' op result #0 must be 1-bit signless integer}}
  %0 = "compass.vany"(%m) : (!compass.mask<16>) -> si32
  return
}

// -----

func.func @sum_of_halves_into_halves(%x: vector<16xf16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vrpadd' op failed to verify that result is the vector of the sum}}
  %0 = compass.vrpadd %x, %m : vector<16xf16>, !compass.mask<16> -> vector<16xf16>
  return
}

// -----

func.func @integer_sum_widened(%x: vector<16xsi16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vrpadd' op failed to verify that result is the vector of the sum}}
  %0 = compass.vrpadd %x, %m : vector<16xsi16>, !compass.mask<16> -> vector<8xsi32>
  return
}

// -----

func.func @extreme_of_another_type(%x: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vrpmax' op failed to verify that all of {input, result} have same type}}
  %0 = compass.vrpmax %x, %m : vector<8xsi32>, !compass.mask<8> -> vector<8xui32>
  return
}

// -----

func.func @mask_of_other_lanes(%x: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vrpmin' op failed to verify that mask has a lane per input lane}}
  %0 = compass.vrpmin %x, %m : vector<8xsi32>, !compass.mask<16> -> vector<8xsi32>
  return
}
