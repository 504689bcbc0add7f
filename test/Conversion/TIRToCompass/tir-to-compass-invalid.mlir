// RUN: compass-opt %s -convert-tir-to-compass -split-input-file -verify-diagnostics

// What -convert-tir-to-compass refuses, each with a located error.

func.func @unknown_builtin(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op has no lowering for builtin 'vfoo'}}
  %0 = tir.intrin "vfoo"(%a, %a) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

func.func @too_few_arguments(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' takes 2 arguments and returns a value}}
  %0 = tir.intrin "vadd"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

func.func @too_many_arguments(%p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op 'vload' takes 1 arguments and returns a value}}
  %0 = tir.intrin "vload"(%p, %p) : (!compass.ptr<si32, global>, !compass.ptr<si32, global>) -> vector<8xsi32>
  return
}

// -----

func.func @missing_result(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vmul' takes 2 arguments and returns a value}}
  tir.intrin "vmul"(%a, %a) : (vector<8xsi32>, vector<8xsi32>) -> ()
  return
}

// -----

func.func @store_with_result(%v: vector<8xsi32>, %p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op 'vstore' takes 2 arguments and returns nothing}}
  %0 = tir.intrin "vstore"(%v, %p) : (vector<8xsi32>, !compass.ptr<si32, global>) -> si32
  return
}

// -----

func.func @no_vector(%a: si32, %b: si32) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' needs a vector operand or result}}
  %0 = tir.intrin "vadd"(%a, %b) : (si32, si32) -> si32
  return
}

// -----

func.func @load_with_r(%p: !compass.ptr<si32, global>, %r: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vload' takes no r operand}}
  %0 = tir.intrin "vload"(%p) r(%r : vector<8xsi32>) : (!compass.ptr<si32, global>) -> vector<8xsi32>
  return
}

// -----

func.func @store_with_r(%v: vector<8xsi32>, %p: !compass.ptr<si32, global>) {
  // expected-error @+1 {{'tir.intrin' op 'vstore' takes no r operand}}
  tir.intrin "vstore"(%v, %p) r(%v : vector<8xsi32>) : (vector<8xsi32>, !compass.ptr<si32, global>) -> ()
  return
}

// -----

// Every bad intrinsic of a module is reported, not only the first.
func.func @all_reported(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op has no lowering for builtin 'vbar'}}
  %0 = tir.intrin "vbar"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  // expected-error @+1 {{'tir.intrin' op 'vsub' takes 2 arguments and returns a value}}
  %1 = tir.intrin "vsub"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}

//===----------------------------------------------------------------------===//
// Vectors and masks that cannot be legalized
//===----------------------------------------------------------------------===//

// -----

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

// -----

func.func @mixed_lane_widths(%a: vector<16xsi32>, %b: vector<16xf16>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' mixes vectors of 32-bit and 16-bit lanes}}
  %0 = tir.intrin "vadd"(%a, %b) : (vector<16xsi32>, vector<16xf16>) -> vector<16xsi32>
  return
}

// -----

func.func @r_type(%a: vector<20xsi32>, %r: vector<20xui32>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' has r of type 'vector<20xui32>' but a result of type 'vector<20xsi32>'}}
  %0 = tir.intrin "vadd"(%a, %a) r(%r : vector<20xui32>) : (vector<20xsi32>, vector<20xsi32>) -> vector<20xsi32>
  return
}

// -----

func.func @mask_lanes(%a: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' mixes 'vector<8xsi32>' and '!compass.mask<16>', which have different lane counts}}
  %0 = tir.intrin "vadd"(%a, %a) mask(%m : !compass.mask<16>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return
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

// -----

func.func @dma_with_mask(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32, %m: !compass.mask<8>) {
  // expected-error @+1 {{'tir.intrin' op 'dma_copy' takes no vectors, masks or mask}}
  tir.intrin "dma_copy"(%d, %s, %n, %n, %n, %n) mask(%m : !compass.mask<8>) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32) -> ()
  return
}
