// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per verifier message of compass.vperm, vcompress and vtbl.

func.func @vperm_not_native(%x: vector<4xsi32>) {
  // expected-error @+1 {{'compass.vperm' op expects hardware-native vectors (256 bits), got 'vector<4xsi32>'}}
  %0 = compass.vperm %x indices [0, 1, 2, 3] : vector<4xsi32> -> vector<4xsi32>
  return
}

// -----

func.func @vperm_two_types(%x: vector<8xsi32>, %y: vector<8xui32>) {
  // expected-error @+1 {{'compass.vperm' op has inputs of types 'vector<8xsi32>' and 'vector<8xui32>', which must be one type}}
  %0 = compass.vperm %x, %y indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xsi32>, vector<8xui32> -> vector<8xsi32>
  return
}

// -----

func.func @vperm_other_element(%x: vector<8xsi32>) {
  // expected-error @+1 {{'compass.vperm' op moves lanes of 'vector<8xsi32>' into 'vector<8xf32>', which must have the same element type}}
  %0 = compass.vperm %x indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xsi32> -> vector<8xf32>
  return
}

// -----

func.func @vperm_index_count(%x: vector<8xsi32>) {
  // expected-error @+1 {{'compass.vperm' op has 4 indices for a result of 8 lanes}}
  %0 = compass.vperm %x indices [0, 1, 2, 3] : vector<8xsi32> -> vector<8xsi32>
  return
}

// -----

func.func @vperm_index_range(%x: vector<8xsi32>) {
  // expected-error @+1 {{'compass.vperm' op index 8 is outside the 8 input lanes}}
  %0 = compass.vperm %x indices [0, 1, 2, 3, 4, 5, 6, 8] : vector<8xsi32> -> vector<8xsi32>
  return
}

// -----

func.func @vperm_negative_index(%x: vector<8xsi32>, %y: vector<8xsi32>) {
  // expected-error @+1 {{'compass.vperm' op index -1 is outside the 16 input lanes}}
  %0 = compass.vperm %x, %y indices [0, 1, 2, 3, 4, 5, 6, -1] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  return
}

// -----

func.func @vcompress_mask_lanes(%x: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'compass.vcompress' op has a mask of 16 lanes for 'vector<8xsi32>'}}
  %0 = compass.vcompress %x, %m : vector<8xsi32>, !compass.mask<16>
  return
}

// -----

func.func @vcompress_fill_type(%x: vector<8xsi32>, %y: vector<8xui32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'compass.vcompress' op failed to verify that fill has the type of x}}
  %0 = "compass.vcompress"(%x, %m, %y) : (vector<8xsi32>, !compass.mask<8>, vector<8xui32>) -> vector<8xsi32>
  return
}

// -----

func.func @vtbl_one_table(%t: vector<8xsi32>, %i: vector<8xui32>) {
  // expected-error @+1 {{'compass.vtbl' op takes 2 to 4 tables, got 1}}
  %0 = compass.vtbl %t indices %i : vector<8xsi32> indices vector<8xui32> -> vector<8xsi32>
  return
}

// -----

func.func @vtbl_table_type(%t: vector<8xsi32>, %u: vector<8xui32>, %i: vector<8xui32>) {
  // expected-error @+1 {{'compass.vtbl' op has a table of type 'vector<8xui32>' for a result of type 'vector<8xsi32>'}}
  %0 = compass.vtbl %t, %u indices %i : vector<8xsi32>, vector<8xui32> indices vector<8xui32> -> vector<8xsi32>
  return
}

// -----

func.func @vtbl_float_indices(%t: vector<8xsi32>, %i: vector<8xf32>) {
  // expected-error @+1 {{'compass.vtbl' op expects integer indices with lanes as wide as the tables', got 'vector<8xf32>'}}
  %0 = compass.vtbl %t, %t indices %i : vector<8xsi32>, vector<8xsi32> indices vector<8xf32> -> vector<8xsi32>
  return
}

// -----

func.func @vtbl_narrow_indices(%t: vector<8xsi32>, %i: vector<32xui8>) {
  // expected-error @+1 {{'compass.vtbl' op expects integer indices with lanes as wide as the tables', got 'vector<32xui8>'}}
  %0 = compass.vtbl %t, %t indices %i : vector<8xsi32>, vector<8xsi32> indices vector<32xui8> -> vector<8xsi32>
  return
}
