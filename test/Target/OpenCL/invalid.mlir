// RUN: compass-translate --to-opencl %s -split-input-file -verify-diagnostics

// tir.intrin must be lowered by -convert-tir-to-compass first.
func.func @intrin(%a: vector<8xsi32>) attributes {compass.kernel} {
  // expected-error @+1 {{'tir.intrin' op unable to find printer for op}}
  %r = tir.intrin "abs"(%a) : (vector<8xsi32>) -> vector<8xsi32>
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

// lsram belongs to each TEC (each work item) too.
// expected-error @+1 {{entry kernel parameter 1 cannot point into lsram memory}}
func.func @lsram_param(%a: !compass.ptr<si32, global>, %p: !compass.ptr<vector<8xsi32>, lsram>) attributes {compass.kernel} {
  return
}

// -----

// OpenCL has __local arrays only at the outermost scope of a kernel.
func.func @helper() {
  // expected-error @+1 {{'tir.alloc' op shared allocations are only allowed in the entry kernel}}
  %s = tir.alloc "s"[4] : !compass.ptr<si32, shared>
  return
}

func.func @kernel() attributes {compass.kernel} {
  func.call @helper() : () -> ()
  return
}

// -----

// expected-error @+1 {{has no func.func marked 'compass.kernel' to emit}}
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

// -----

// Masks exist for the native lane counts only.
func.func @kernel(%n: si32) attributes {compass.kernel} {
  // expected-error @+1 {{'compass.tail_mask' op cannot emit type '!compass.mask<4>'}}
  %m = compass.tail_mask %n : si32 -> !compass.mask<4>
  return
}

// -----

// Tables are printed from elements the attribute can enumerate.
func.func @kernel() attributes {compass.kernel} {
  // expected-error @+1 {{'tir.const_buffer' op cannot emit the elements of dense_resource<blob> : tensor<2xsi32>}}
  %t = tir.const_buffer "t" dense_resource<blob> : tensor<2xsi32> -> !compass.ptr<si32, constant>
  return
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
