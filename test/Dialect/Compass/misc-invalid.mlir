// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per message of the Misc family's verifiers and ODS constraints.

func.func @printf_unsupported(%i: si32) {
  // expected-error @+1 {{has an unsupported conversion at "%ld"}}
  compass.printf "%ld"(%i : si32)
  return
}

// -----

func.func @printf_too_few() {
  // expected-error @+1 {{has more conversions than its 0 operands}}
  compass.printf "%d"
  return
}

// -----

func.func @printf_too_many(%i: si32) {
  // expected-error @+1 {{has 0 conversions but 1 operands}}
  compass.printf "x"(%i : si32)
  return
}

// -----

func.func @printf_d_unsigned(%u: ui32) {
  // expected-error @+1 {{conversion %d (operand 0) takes si32, got 'ui32'}}
  compass.printf "%d"(%u : ui32)
  return
}

// -----

func.func @printf_x_f16(%h: f16) {
  // expected-error @+1 {{conversion %x (operand 0) takes ui32 or f32, got 'f16'}}
  compass.printf "%x"(%h : f16)
  return
}

// -----

func.func @printf_f_int(%i: si32) {
  // expected-error @+1 {{conversion %f (operand 0) takes f32, got 'si32'}}
  compass.printf "%f"(%i : si32)
  return
}

// -----

func.func @printf_p_int(%i: si32) {
  // expected-error @+1 {{conversion %p (operand 0) takes a pointer, got 'si32'}}
  compass.printf "%p"(%i : si32)
  return
}

// -----

func.func @printf_s(%i: si32) {
  // expected-error @+1 {{conversion %s (operand 0) takes no operand (string literals are part of the format)}}
  compass.printf "%s"(%i : si32)
  return
}

// -----

func.func @printf_hhx_signed(%v: vector<32xsi8>) {
  // expected-error @+1 {{conversion %v32hhx (operand 0) takes vector<32xui8>, got 'vector<32xsi8>'}}
  compass.printf "%v32hhx"(%v : vector<32xsi8>)
  return
}

// -----

func.func @printf_hx_lanes(%v: vector<8xui32>) {
  // expected-error @+1 {{conversion %v16hx (operand 0) takes vector<16xui16>, got 'vector<8xui32>'}}
  compass.printf "%v16hx"(%v : vector<8xui32>)
  return
}

// -----

func.func @printf_hlx(%v: vector<16xui16>) {
  // expected-error @+1 {{conversion %v8hlx (operand 0) takes vector<8xui32>, got 'vector<16xui16>'}}
  compass.printf "%v8hlx"(%v : vector<16xui16>)
  return
}

// -----

func.func @printf_hf_int(%v: vector<16xui16>) {
  // expected-error @+1 {{conversion %v16hf (operand 0) takes a native float vector, got 'vector<16xui16>'}}
  compass.printf "%v16hf"(%v : vector<16xui16>)
  return
}

// -----

func.func @printf_hlf_not_native(%v: vector<16xf32>) {
  // expected-error @+1 {{conversion %v8hlf (operand 0) takes a native float vector, got 'vector<16xf32>'}}
  compass.printf "%v8hlf"(%v : vector<16xf32>)
  return
}

// -----

func.func @perf_tick_signed(%i: si32) {
  // expected-error @+1 {{operand #0 must be 32-bit unsigned integer}}
  compass.perf_tick_begin %i : si32
  return
}

// -----

func.func @aiff_f32(%p: !compass.ptr<ui32, global>, %f: !compass.ptr<f32, global>) {
  // expected-error @+1 {{expects uint32 or int32 descriptor pointers, got '!compass.ptr<f32, global>'}}
  compass.aiff %p, %f, %p : !compass.ptr<ui32, global>, !compass.ptr<f32, global>, !compass.ptr<ui32, global>
  return
}

// -----

func.func @aiff_u16(%p: !compass.ptr<ui32, global>, %h: !compass.ptr<ui16, global>) {
  // expected-error @+1 {{expects uint32 or int32 descriptor pointers, got '!compass.ptr<ui16, global>'}}
  compass.aiff %h, %p, %p : !compass.ptr<ui16, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  return
}

// -----

func.func @asm_qualifier() {
  // expected-error @+1 {{has qualifier "goto"; expects "", "inline" or "volatile"}}
  compass.asm "nop" qualifier "goto" outputs [] [] inputs [] [] clobbers []
  return
}

// -----

func.func @asm_names(%i: si32) {
  // expected-error @+1 {{needs one constraint per operand name}}
  compass.asm "nop" qualifier "" outputs [] [] inputs ["a"] [] clobbers [] (%i : si32)
  return
}

// -----

func.func @asm_operands(%i: si32) {
  // expected-error @+1 {{needs 1 operands (the outputs' values, then the inputs), got 0}}
  compass.asm "nop" qualifier "" outputs [] [] inputs ["a"] ["r"] clobbers []
  return
}

// -----

func.func @asm_results(%i: si32) {
  // expected-error @+1 {{needs one result per output, got 0}}
  compass.asm "nop" qualifier "" outputs ["a"] ["=r"] inputs [] [] clobbers [] (%i : si32)
  return
}

// -----

func.func @asm_output_modifier(%i: si32) {
  // expected-error @+1 {{has output constraint "r"; expects '=' or '+' then r, t, f or p letters (and '&')}}
  %r = compass.asm "nop" qualifier "" outputs ["a"] ["r"] inputs [] [] clobbers [] (%i : si32) -> si32
  return
}

// -----

func.func @asm_output_letter(%i: si32) {
  // expected-error @+1 {{has output constraint "=m"; expects '=' or '+' then r, t, f or p letters (and '&')}}
  %r = compass.asm "nop" qualifier "" outputs ["a"] ["=m"] inputs [] [] clobbers [] (%i : si32) -> si32
  return
}

// -----

func.func @asm_input_modifier(%i: si32) {
  // expected-error @+1 {{has input constraint "=r"; expects r, t, f or p letters (and '&')}}
  compass.asm "nop" qualifier "" outputs [] [] inputs ["a"] ["=r"] clobbers [] (%i : si32)
  return
}

// -----

func.func @asm_output_type(%i: si32) {
  // expected-error @+1 {{output of type 'ui32' starts from a value of type 'si32'}}
  %r = compass.asm "nop" qualifier "" outputs ["a"] ["=r"] inputs [] [] clobbers [] (%i : si32) -> ui32
  return
}
