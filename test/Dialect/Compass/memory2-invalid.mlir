// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per message of the Memory II verifiers.

func.func @stride_not_native(%p: !compass.ptr<si32, global>, %s: si32, %m: !compass.mask<16>) {
  // expected-error @+1 {{expects a hardware-native vector of 8 lanes (256 bits), got 'vector<16xsi32>'}}
  %a = compass.vload_stride %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<16> -> vector<16xsi32>
  return
}

// -----

func.func @stride_constant(%v: vector<8xsi32>, %p: !compass.ptr<si32, constant>, %s: si32, %m: !compass.mask<8>) {
  // expected-error @+1 {{cannot store to constant memory}}
  compass.vstore_stride %v, %p, %s, %m : vector<8xsi32>, !compass.ptr<si32, constant>, !compass.mask<8>
  return
}

// -----

func.func @stride_pointee(%p: !compass.ptr<f32, global>, %s: si32, %m: !compass.mask<8>) {
  // expected-error @+1 {{pointer to 'f32' cannot access 'vector<8xsi32>'}}
  %a = compass.vload_stride %p, %s, %m : !compass.ptr<f32, global>, !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @gather_index_type(%p: !compass.ptr<si32, global>, %i: vector<8xsi32>, %m: !compass.mask<8>) {
  // expected-error @+1 {{operand #1 must be variadic of}}
  %a = compass.vload_gather %p [%i] first 0, %m : !compass.ptr<si32, global>, (vector<8xsi32>), !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @gather_lanes(%p: !compass.ptr<si32, global>, %i: vector<16xui16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{reads index lanes 9 to 16 of 16}}
  %a = compass.vload_gather %p [%i] first 9, %m : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @gather_mixed(%p: !compass.ptr<ui8, global>, %i: vector<16xui16>, %j: vector<16xsi16>, %m: !compass.mask<32>) {
  // expected-error @+1 {{has index vectors of types 'vector<16xui16>' and 'vector<16xsi16>'}}
  %a = compass.vload_gather %p [%i, %j] first 0, %m : !compass.ptr<ui8, global>, (vector<16xui16>, vector<16xsi16>), !compass.mask<32> -> vector<32xui8>
  return
}

// -----

func.func @gather_none(%p: !compass.ptr<si32, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{takes 1 or 2 index vectors, got 0}}
  %a = "compass.vload_gather"(%p, %m) <{first = 0 : i32}> : (!compass.ptr<si32, global>, !compass.mask<8>) -> vector<8xsi32>
  return
}

// -----

func.func @gather_index_width(%p: !compass.ptr<si32, global>, %i: vector<8xui16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{expects hardware-native index vectors, got 'vector<8xui16>'}}
  %a = compass.vload_gather %p [%i] first 0, %m : !compass.ptr<si32, global>, (vector<8xui16>), !compass.mask<8> -> vector<8xsi32>
  return
}

// -----

func.func @scatter_constant(%v: vector<16xf16>, %p: !compass.ptr<f16, constant>, %i: vector<16xui16>, %m: !compass.mask<16>) {
  // expected-error @+1 {{cannot store to constant memory}}
  compass.vstore_scatter %v, %p [%i] first 0, %m : vector<16xf16>, !compass.ptr<f16, constant>, (vector<16xui16>), !compass.mask<16>
  return
}

// -----

func.func @memset_value(%p: !compass.ptr<f32, global>, %x: si32, %n: si32) {
  // expected-error @+1 {{fills 'f32' elements with a 'si32'}}
  compass.dma_memset %p, %x, %n : !compass.ptr<f32, global>, si32
  return
}

// -----

func.func @memset_constant(%p: !compass.ptr<si32, constant>, %x: si32, %n: si32) {
  // expected-error @+1 {{cannot fill constant memory}}
  compass.dma_memset %p, %x, %n : !compass.ptr<si32, constant>, si32
  return
}

// -----

func.func @transpose_types(%d: !compass.ptr<si32, lsram>, %s: !compass.ptr<ui32, global>, %n: si32) {
  // expected-error @+1 {{transposes between pointers to 'ui32' and 'si32', which must be one element type}}
  compass.dma_transpose2d %d, %s, %n, %n, %n, %n : !compass.ptr<si32, lsram>, !compass.ptr<ui32, global>
  return
}

// -----

func.func @transpose_constant(%d: !compass.ptr<si32, constant>, %s: !compass.ptr<si32, global>, %n: si32) {
  // expected-error @+1 {{cannot write constant memory}}
  compass.dma_transpose2d %d, %s, %n, %n, %n, %n : !compass.ptr<si32, constant>, !compass.ptr<si32, global>
  return
}

// -----

func.func @upsample_scopes(%d: !compass.ptr<si8, lsram>, %s: !compass.ptr<si8, private>, %n: si32) {
  // expected-error @+1 {{upsamples from private to lsram; only global memory and lsram or shared}}
  compass.dma_upsample %d, %s, %n, %n, %n, %n, %n, %n, %n : !compass.ptr<si8, lsram>, !compass.ptr<si8, private>
  return
}

// -----

func.func @upsample_types(%d: !compass.ptr<si8, lsram>, %s: !compass.ptr<ui8, global>, %n: si32) {
  // expected-error @+1 {{upsamples between pointers to 'ui8' and 'si8', which must be one element type}}
  compass.dma_upsample %d, %s, %n, %n, %n, %n, %n, %n, %n : !compass.ptr<si8, lsram>, !compass.ptr<ui8, global>
  return
}
