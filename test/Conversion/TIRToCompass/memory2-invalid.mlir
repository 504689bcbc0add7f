// RUN: compass-opt %s -convert-tir-to-compass -split-input-file -verify-diagnostics

// Gathers and scatters take 16-bit integer indices, one a lane.

func.func @bad_indices(%p: !compass.ptr<si32, global>, %i: vector<8xsi32>) -> vector<8xsi32> {
  // expected-error @+1 {{'vload_gather' needs 16-bit integer indices, got 'vector<8xsi32>'}}
  %a = tir.intrin "vload_gather"(%p, %i) : (!compass.ptr<si32, global>, vector<8xsi32>) -> vector<8xsi32>
  return %a : vector<8xsi32>
}

// -----

func.func @index_lanes(%v: vector<16xf16>, %p: !compass.ptr<f16, global>, %i: vector<8xui16>) {
  // expected-error @+1 {{'vstore_scatter' has 8 indices for 'vector<16xf16>'}}
  tir.intrin "vstore_scatter"(%v, %p, %i) : (vector<16xf16>, !compass.ptr<f16, global>, vector<8xui16>) -> ()
  return
}
