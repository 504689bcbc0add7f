// RUN: compass-opt %s -convert-compass-to-core -verify-diagnostics -split-input-file

// The families outside the native tier's scope so far (math functions,
// dot products) are refused at the builtin's location, naming it.

func.func @math(%x: vector<8xf32>) -> vector<8xf32> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  // expected-error @+1 {{'compass.vexp' is not lowered on the native path yet; run the kernel in the simulator or on POCL}}
  %0 = compass.vexp %x, %all : vector<8xf32>, !compass.mask<8>
  return %0 : vector<8xf32>
}

// -----

func.func @dot(%x: vector<16xsi16>, %y: vector<16xsi16>) -> vector<8xsi32> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  // expected-error @+1 {{'compass.vdot' is not lowered on the native path yet}}
  %0 = compass.vdot %x, %y, %all : vector<16xsi16>, vector<16xsi16>, !compass.mask<16> -> vector<8xsi32>
  return %0 : vector<8xsi32>
}
