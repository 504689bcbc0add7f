// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per message of vmml / vmma's verifier and ODS constraints.

func.func @not_f32(%p: !compass.ptr<si32, global>, %h: vector<16xf16>) {
  // expected-error @+1 {{expects a pointer to f32, got '!compass.ptr<si32, global>'}}
  compass.vmml %p, %h, %h : !compass.ptr<si32, global>, vector<16xf16>, vector<16xf16>
  return
}

// -----

func.func @constant(%p: !compass.ptr<f32, constant>, %h: vector<16xf16>) {
  // expected-error @+1 {{cannot store to constant memory}}
  compass.vmma %p, %h, %h : !compass.ptr<f32, constant>, vector<16xf16>, vector<16xf16>
  return
}

// -----

func.func @not_half(%p: !compass.ptr<f32, global>, %f: vector<8xf32>) {
  // expected-error @+1 {{operand #1 must be}}
  compass.vmml %p, %f, %f : !compass.ptr<f32, global>, vector<8xf32>, vector<8xf32>
  return
}

// -----

func.func @not_native(%p: !compass.ptr<f32, global>, %h: vector<32xf16>) {
  // expected-error @+1 {{expects hardware-native vectors, got 'vector<32xf16>'}}
  compass.vmml %p, %h, %h : !compass.ptr<f32, global>, vector<32xf16>, vector<32xf16>
  return
}

// -----

func.func @rhs_not_native(%p: !compass.ptr<f32, global>, %h: vector<16xf16>, %g: vector<32xbf16>) {
  // expected-error @+1 {{expects hardware-native vectors, got 'vector<32xbf16>'}}
  compass.vmml %p, %h, %g : !compass.ptr<f32, global>, vector<16xf16>, vector<32xbf16>
  return
}
