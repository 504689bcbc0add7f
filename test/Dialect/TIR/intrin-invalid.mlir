// RUN: compass-opt %s -split-input-file -verify-diagnostics

// What the tir.intrin verifier refuses: a call of a builtin the table
// (CompassBuiltins.td) does not have, or not in the shape its row and family
// give it. One case per rule, each with the call's location.

//===----------------------------------------------------------------------===//
// The row: name, operand and result counts, r
//===----------------------------------------------------------------------===//

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

func.func @wait_none() {
  // expected-error @+1 {{'tir.intrin' op 'wait_events' takes 4 arguments and returns nothing}}
  tir.intrin "wait_events"() : () -> ()
  return
}

// -----

func.func @alloc_with_argument(%n: si32) {
  // expected-error @+1 {{'tir.intrin' op 'alloc_events' takes 0 arguments and returns a value}}
  %e = tir.intrin "alloc_events"(%n) : (si32) -> !compass.event
  return
}

// -----

func.func @async_without_event(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32) {
  // expected-error @+1 {{'tir.intrin' op 'async_dma_copy' takes 7 arguments and returns nothing}}
  tir.intrin "async_dma_copy"(%d, %s, %n, %n, %n, %n) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32) -> ()
  return
}

// -----

// A Misc builtin takes `numArgs` or more arguments.
func.func @perf_tick_args(%u: ui32) {
  // expected-error @+1 {{'perf_tick_begin' takes 1 arguments and returns nothing}}
  tir.intrin "perf_tick_begin"(%u, %u) : (ui32, ui32) -> ()
  return
}

// -----

// Every function is verified: a bad call in each is reported.
func.func @first_bad(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op has no lowering for builtin 'vbar'}}
  %0 = tir.intrin "vbar"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}
func.func @second_bad(%a: vector<8xsi32>) {
  // expected-error @+1 {{'tir.intrin' op 'vsub' takes 2 arguments and returns a value}}
  %1 = tir.intrin "vsub"(%a) : (vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Builtins off vectors
//===----------------------------------------------------------------------===//

// The Misc family passes native vectors as they are.
func.func @printf_flexible(%v: vector<16xui8>) {
  // expected-error @+1 {{'printf' takes hardware-native vectors only, got 'vector<16xui8>'}}
  tir.intrin "printf"(%v) {format = "%v32hhx"} : (vector<16xui8>) -> ()
  return
}

// -----

func.func @printf_mask(%v: vector<32xui8>, %m: !compass.mask<32>) {
  // expected-error @+1 {{'tir.intrin' op 'printf' takes no mask}}
  tir.intrin "printf"(%v) mask(%m : !compass.mask<32>) {format = "%v32hhx"} : (vector<32xui8>) -> ()
  return
}

// -----

func.func @dma_with_mask(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32, %m: !compass.mask<8>) {
  // expected-error @+1 {{'tir.intrin' op 'dma_copy' takes no vectors, masks or mask}}
  tir.intrin "dma_copy"(%d, %s, %n, %n, %n, %n) mask(%m : !compass.mask<8>) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32) -> ()
  return
}

// -----

func.func @async_with_mask(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32, %m: !compass.mask<8>) {
  %e = tir.intrin "alloc_events"() : () -> !compass.event
  // expected-error @+1 {{'tir.intrin' op 'async_dma_copy' takes no vectors, masks or mask}}
  tir.intrin "async_dma_copy"(%d, %s, %n, %n, %n, %n, %e) mask(%m : !compass.mask<8>) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32, !compass.event) -> ()
  return
}

// -----

//===----------------------------------------------------------------------===//
// Lane-wise builtins: pieces that line up
//===----------------------------------------------------------------------===//

func.func @no_vector(%a: si32, %b: si32) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' needs a vector operand or result}}
  %0 = tir.intrin "vadd"(%a, %b) : (si32, si32) -> si32
  return
}

// -----

func.func @mixed_lane_widths(%a: vector<16xsi32>, %b: vector<16xf16>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' mixes vectors of 32-bit and 16-bit lanes}}
  %0 = tir.intrin "vadd"(%a, %b) : (vector<16xsi32>, vector<16xf16>) -> vector<16xsi32>
  return
}

// -----

func.func @mask_lanes(%a: vector<8xsi32>, %m: !compass.mask<16>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' mixes 'vector<8xsi32>' and '!compass.mask<16>', which have different lane counts}}
  %0 = tir.intrin "vadd"(%a, %a) mask(%m : !compass.mask<16>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return
}

// -----

func.func @r_type(%a: vector<20xsi32>, %r: vector<20xui32>) {
  // expected-error @+1 {{'tir.intrin' op 'vadd' has r of type 'vector<20xui32>' but a result of type 'vector<20xsi32>'}}
  %0 = tir.intrin "vadd"(%a, %a) r(%r : vector<20xui32>) : (vector<20xsi32>, vector<20xsi32>) -> vector<20xsi32>
  return
}

// -----

// A widening builtin: other lanes, as many native pieces.
func.func @widening_pieces(%a: vector<32xsi16>) {
  // expected-error @+1 {{'tir.intrin' op 'vmull' mixes 'vector<8xsi32>' and 'vector<32xsi16>', which have different numbers of native pieces}}
  %0 = tir.intrin "vmull"(%a, %a) : (vector<32xsi16>, vector<32xsi16>) -> vector<8xsi32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Families with rules of their own
//===----------------------------------------------------------------------===//

// A grouped Dot builtin's vectors fill the same whole registers.
func.func @dot_registers(%x: vector<8xsi16>) {
  // expected-error @+1 {{'tir.intrin' op 'vdot' needs vectors filling the same whole registers, got 'vector<8xsi32>' and 'vector<8xsi16>'}}
  %0 = tir.intrin "vdot"(%x, %x) : (vector<8xsi16>, vector<8xsi16>) -> vector<8xsi32>
  return
}

// -----

// Its mask has the lanes of x.
func.func @dot_mask(%x: vector<16xsi16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{'tir.intrin' op 'vdot' needs a mask of 16 lanes, got '!compass.mask<8>'}}
  %0 = tir.intrin "vdot"(%x, %x) mask(%m : !compass.mask<8>) : (vector<16xsi16>, vector<16xsi16>) -> vector<8xsi32>
  return
}

// -----

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

// -----

// A permutation returns a vector.
func.func @permute_scalar(%x: vector<8xsi32>) -> si32 {
  // expected-error @+1 {{'tir.intrin' op 'vrevs' returns a vector}}
  %0 = tir.intrin "vrevs"(%x) {indices = array<i32: 0>} : (vector<8xsi32>) -> si32
  return %0 : si32
}

// -----

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

// -----

// vtbl's indices are a vector argument, not an attribute.
func.func @vtbl_mask(%t: vector<8xsi32>, %i: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xsi32> {
  // expected-error @+1 {{'tir.intrin' op 'vtbl' takes no mask or r}}
  %0 = tir.intrin "vtbl"(%t, %i) mask(%m : !compass.mask<8>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return %0 : vector<8xsi32>
}

// -----

// Conversions read vectors of one type.
func.func @cast_mixed(%a: vector<8xsi32>, %b: vector<16xsi16>) -> vector<32xsi8> {
  // expected-error @+1 {{'tir.intrin' op 'cast' converts vectors of one type, got 'vector<8xsi32>' and 'vector<16xsi16>'}}
  %0 = tir.intrin "cast"(%a, %b) : (vector<8xsi32>, vector<16xsi16>) -> vector<32xsi8>
  return %0 : vector<32xsi8>
}

// -----

func.func @cast_scalar(%a: vector<8xsi32>) -> si32 {
  // expected-error @+1 {{'tir.intrin' op 'cast' returns a vector}}
  %0 = tir.intrin "cast"(%a) : (vector<8xsi32>) -> si32
  return %0 : si32
}

// -----

func.func @cast_mask(%a: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xf32> {
  // expected-error @+1 {{'tir.intrin' op 'cast' takes no mask or r}}
  %0 = tir.intrin "cast"(%a) mask(%m : !compass.mask<8>) : (vector<8xsi32>) -> vector<8xf32>
  return %0 : vector<8xf32>
}
