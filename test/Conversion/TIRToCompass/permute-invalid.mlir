// RUN: compass-opt %s -convert-tir-to-compass -split-input-file -verify-diagnostics

// What the lowering of a permutation relies on, checked with a located error.

func.func @index_range(%x: vector<8xsi32>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vrevs' has index 8 outside its 8 argument lanes}}
  %0 = tir.intrin "vrevs"(%x) {indices = array<i32: 8, 6, 5, 4, 3, 2, 1, 0>} : (vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

func.func @index_count(%x: vector<8xsi32>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vrevs' has 2 indices for 'vector<8xsi32>'}}
  %0 = tir.intrin "vrevs"(%x) {indices = array<i32: 1, 0>} : (vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

func.func @lane_width(%x: vector<16xsi16>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vrevs' moves lanes of 'vector<16xsi16>' into 'vector<8xsi32>', which must have one lane width}}
  %0 = tir.intrin "vrevs"(%x) {indices = array<i32: 7, 6, 5, 4, 3, 2, 1, 0>} : (vector<16xsi16>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

func.func @with_mask(%x: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vrevs' takes no mask or r}}
  %0 = tir.intrin "vrevs"(%x) mask(%m : !compass.mask<8>) {indices = array<i32: 7, 6, 5, 4, 3, 2, 1, 0>} : (vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

func.func @scalar_first(%s: si32, %x: vector<8xsi32>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vshfl' takes vectors and a scalar shift last}}
  %0 = tir.intrin "vshfl"(%s, %x) {indices = array<i32: 0, 1, 2, 3, 4, 5, 6, 7>} : (si32, vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

// Found by compass-fuzz-lower: indices of another element type were read as
// array<i32> (a null attribute, then a segfault).
func.func @indices_of_i16(%x: vector<8xsi32>, %y: vector<8xsi32>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vzip' needs `indices`, an array<i32> of lanes}}
  %0 = tir.intrin "vzip"(%x, %y) {indices = array<i16: 0, 8, 1, 9, 2, 10, 3, 11>} : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

func.func @no_indices(%x: vector<8xsi32>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vrevs' needs `indices`, an array<i32> of lanes}}
  %0 = tir.intrin "vrevs"(%x) : (vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}
