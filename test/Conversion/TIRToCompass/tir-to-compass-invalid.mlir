// RUN: compass-opt %s -convert-tir-to-compass -split-input-file -verify-diagnostics

// What -convert-tir-to-compass refuses in IR that verifies, each with a
// located error (the tir.intrin verifier's rules: test/Dialect/TIR/
// intrin-invalid.mlir).

//===----------------------------------------------------------------------===//
// Vectors and masks that cannot be legalized
//===----------------------------------------------------------------------===//

// expected-error @+1 {{'func.func' op has argument #0 of type 'vector<2x4xsi32>', which has no hardware form (vectors are rank-1 vectors of si8 … ui32, f16, bf16 or f32 spanning at most 256 registers)}}
func.func @rank_two(%v: vector<2x4xsi32>) {
  return
}

// -----

// The first offending value is named, also inside loops.
func.func @wide_element(%n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    // expected-error @+1 {{'tir.intrin' op produces 'vector<4xi64>', which has no hardware form}}
    %v = tir.intrin "vbcast"(%i) : (si32) -> vector<4xi64>
  }
  return
}

// -----

func.func @lane_out_of_range(%v: vector<20xsi32>) -> si32 {
  %c20 = tir.const 20 : si32
  // expected-error @+1 {{'tir.extract' op lane 20 is out of range for 'vector<20xsi32>'}}
  %e = tir.extract %v[%c20] : vector<20xsi32>, si32
  return %e : si32
}

// -----

func.func @negative_lane(%m: !compass.mask<8>, %x: i1) -> !compass.mask<8> {
  %c = tir.const -1 : si32
  // expected-error @+1 {{'tir.insert' op lane -1 is out of range for '!compass.mask<8>'}}
  %r = tir.insert %x, %m[%c] : !compass.mask<8>, si32
  return %r : !compass.mask<8>
}

//===----------------------------------------------------------------------===//
// Intrinsics whose compass form the compass verifiers reject
//===----------------------------------------------------------------------===//

// -----

func.func @vmul_8bit(%a: vector<32xsi8>) {
  // expected-error @+1 {{'compass.vmul' op operand #0 must be fixed-length vector of 16-bit signed integer or 16-bit unsigned integer}}
  %0 = tir.intrin "vmul"(%a, %a) : (vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
  return
}

// -----

// A vector beyond 256 hardware registers is refused before lowering.
func.func @huge(%p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op produces 'vector<2147483648xsi32>', which has no hardware form}}
  %v = tir.intrin "vload"(%p) : (!compass.ptr<si32, global>) -> vector<2147483648xsi32>
  return
}
