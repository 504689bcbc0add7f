// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per compass.vcvt verifier message and ODS constraint.

func.func @vcvt_no_inputs() {
  // expected-error @+1 {{takes 1 to 4 inputs, got 0}}
  %0 = "compass.vcvt"() <{offset = 0 : i32, stride = 1 : i32}> : () -> vector<8xsi32>
  return
}

// -----

func.func @vcvt_five_inputs(%a: vector<8xsi32>) {
  // expected-error @+1 {{takes 1 to 4 inputs, got 5}}
  %0 = compass.vcvt %a, %a, %a, %a, %a offset 0 stride 1 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32> -> vector<32xsi8>
  return
}

// -----

func.func @vcvt_mixed_inputs(%a: vector<8xsi32>, %b: vector<8xui32>) {
  // expected-error @+1 {{has inputs of types 'vector<8xsi32>' and 'vector<8xui32>', which must be one type}}
  %0 = compass.vcvt %a, %b offset 0 stride 1 : vector<8xsi32>, vector<8xui32> -> vector<16xsi16>
  return
}

// -----

func.func @vcvt_not_native(%a: vector<4xsi32>) {
  // expected-error @+1 {{expects hardware-native vectors (256 bits), got 'vector<4xsi32>'}}
  %0 = compass.vcvt %a offset 0 stride 1 : vector<4xsi32> -> vector<8xf32>
  return
}

// -----

func.func @vcvt_result_not_native(%a: vector<8xsi32>) {
  // expected-error @+1 {{expects hardware-native vectors (256 bits), got 'vector<8xsi8>'}}
  %0 = compass.vcvt %a offset 0 stride 1 : vector<8xsi32> -> vector<8xsi8>
  return
}

// -----

func.func @vcvt_offset(%a: vector<8xsi32>) {
  // expected-error @+1 {{offset 8 is not below the 8 input lanes}}
  %0 = compass.vcvt %a offset 8 stride 1 : vector<8xsi32> -> vector<8xf32>
  return
}

// -----

func.func @vcvt_stride(%a: vector<8xsi32>) {
  // expected-error @+1 {{stride 8 is not below the 8 input lanes}}
  %0 = compass.vcvt %a offset 0 stride 8 : vector<8xsi32> -> vector<8xf32>
  return
}

// -----

func.func @vcvt_zero_stride(%a: vector<8xsi32>) {
  // expected-error @+1 {{attribute 'stride' failed to satisfy constraint}}
  %0 = compass.vcvt %a offset 0 stride 0 : vector<8xsi32> -> vector<8xf32>
  return
}

// -----

func.func @vcvt_saturate_float(%a: vector<8xf32>) {
  // expected-error @+1 {{saturates only integer to integer conversions, not 'f32' to 'si32'}}
  %0 = compass.vcvt %a offset 0 stride 1 saturate : vector<8xf32> -> vector<8xsi32>
  return
}

// -----

func.func @vcvt_round_integer(%a: vector<8xsi32>) {
  // expected-error @+1 {{rounds only float to integer conversions, not 'si32' to 'si16'}}
  %0 = compass.vcvt %a offset 0 stride 1 round : vector<8xsi32> -> vector<16xsi16>
  return
}

// -----

func.func @vcvt_round_to_float(%a: vector<8xf32>) {
  // expected-error @+1 {{rounds only float to integer conversions, not 'f32' to 'f16'}}
  %0 = compass.vcvt %a offset 0 stride 1 round : vector<8xf32> -> vector<16xf16>
  return
}

// -----

func.func @vbitcast_not_native(%a: vector<4xsi32>) {
  // expected-error @+1 {{expects hardware-native vectors (256 bits), got 'vector<4xsi32>'}}
  %0 = compass.vbitcast %a : vector<4xsi32> -> vector<16xsi8>
  return
}
