// RUN: compass-translate --to-opencl %s -split-input-file -verify-diagnostics

// tir.intrin must be lowered by -convert-tir-to-compass first.
func.func @intrin(%a: vector<8xsi32>) attributes {compass.kernel} {
  // expected-error @+1 {{'tir.intrin' op unable to find printer for op}}
  %r = tir.intrin "vabs"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

// Only hardware-native vectors exist in the runtime.
// expected-error @+1 {{cannot emit type 'vector<4xsi32>'}}
func.func @narrow_vector(%a: vector<4xsi32>) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{cannot emit type 'f64'}}
func.func @helper(%x: f64) {
  return
}

func.func @kernel() attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{entry kernel parameter 0 cannot point into private memory}}
func.func @private_param(%p: !compass.ptr<si32, private>) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{cannot emit a module without an entry kernel}}
module {
  func.func @helper() {
    return
  }
}

// -----

// expected-note @+1 {{the first entry kernel is here}}
func.func @first() attributes {compass.kernel} {
  return
}

// expected-error @+1 {{'func.func' op is a second entry kernel of the module}}
func.func @second() attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{'func.func' op cannot emit a function without a body}}
func.func private @external(si32) -> si32

func.func @kernel() attributes {compass.kernel} {
  return
}
