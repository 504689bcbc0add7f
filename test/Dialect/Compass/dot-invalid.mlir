// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per message of the Dot family's verifier and ODS constraints.

func.func @fma_not_f32(%a: vector<16xf16>, %m: !compass.mask<16>) -> vector<16xf16> {
  // expected-error @+1 {{operand #1 must be}}
  %0 = compass.vfma %a, %a, %a, %m : vector<16xf16>, vector<16xf16>, vector<16xf16>, !compass.mask<16>
  return %0 : vector<16xf16>
}

// -----

func.func @not_native(%a: vector<16xf32>, %m: !compass.mask<16>) -> vector<16xf32> {
  // expected-error @+1 {{expects hardware-native vectors (256 bits), got 'vector<16xf32>'}}
  %0 = compass.vfma %a, %a, %a, %m : vector<16xf32>, vector<16xf32>, vector<16xf32>, !compass.mask<16>
  return %0 : vector<16xf32>
}

// -----

func.func @dot_widths_differ(%a: vector<32xsi8>, %b: vector<16xsi16>, %m: !compass.mask<32>) -> vector<16xsi16> {
  // expected-error @+1 {{x and y differ beyond signedness: 'vector<32xsi8>' vs. 'vector<16xsi16>'}}
  %0 = compass.vdot %a, %b, %m : vector<32xsi8>, vector<16xsi16>, !compass.mask<32> -> vector<16xsi16>
  return %0 : vector<16xsi16>
}

// -----

func.func @dot_unsigned_result_of_signed(%a: vector<32xsi8>, %b: vector<32xui8>, %m: !compass.mask<32>) -> vector<16xui16> {
  // expected-error @+1 {{expects a result of 'si16' lanes for 'vector<32xsi8>', got 'vector<16xui16>'}}
  %0 = compass.vdot %a, %b, %m : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<16xui16>
  return %0 : vector<16xui16>
}

// -----

func.func @quad_result_bits(%a: vector<32xui8>, %m: !compass.mask<32>) -> vector<16xui16> {
  // expected-error @+1 {{expects a result of 'ui32' lanes for 'vector<32xui8>', got 'vector<16xui16>'}}
  %0 = compass.vqdot %a, %a, %m : vector<32xui8>, vector<32xui8>, !compass.mask<32> -> vector<16xui16>
  return %0 : vector<16xui16>
}

// -----

func.func @vdpa_acc_bits(%acc: vector<8xui32>, %a: vector<32xsi8>, %m: !compass.mask<32>) -> vector<8xui32> {
  // expected-error @+1 {{expects a result of 'si16' lanes for 'vector<32xsi8>', got 'vector<8xui32>'}}
  %0 = compass.vdpa %acc, %a, %a, %m : vector<8xui32>, vector<32xsi8>, vector<32xsi8>, !compass.mask<32>
  return %0 : vector<8xui32>
}

// -----

func.func @dot_mask_of_result(%a: vector<32xsi8>, %m: !compass.mask<16>) -> vector<16xsi16> {
  // expected-error @+1 {{mask has 16 lanes, expected 32}}
  %0 = compass.vdot %a, %a, %m : vector<32xsi8>, vector<32xsi8>, !compass.mask<16> -> vector<16xsi16>
  return %0 : vector<16xsi16>
}

// -----

func.func @vfmae_mask_of_x(%acc: vector<8xf32>, %a: vector<16xf16>, %m: !compass.mask<16>) -> vector<8xf32> {
  // expected-error @+1 {{mask has 16 lanes, expected 8}}
  %0 = compass.vfmae %acc, %a, %a, %m : vector<8xf32>, vector<16xf16>, vector<16xf16>, !compass.mask<16>
  return %0 : vector<8xf32>
}

// -----

func.func @vqdpa_float_acc(%acc: vector<16xf16>, %a: vector<16xf16>, %m: !compass.mask<16>) -> vector<16xf16> {
  // expected-error @+1 {{expects a result of 'f32' lanes for 'vector<16xf16>', got 'vector<16xf16>'}}
  %0 = compass.vqdpa %acc, %a, %a, %m : vector<16xf16>, vector<16xf16>, vector<16xf16>, !compass.mask<16>
  return %0 : vector<16xf16>
}

// -----

func.func @vdot_on_int32(%a: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xsi32> {
  // expected-error @+1 {{operand #0 must be}}
  %0 = compass.vdot %a, %a, %m : vector<8xsi32>, vector<8xsi32>, !compass.mask<8> -> vector<8xsi32>
  return %0 : vector<8xsi32>
}
