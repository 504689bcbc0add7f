// RUN: compass-opt %s -split-input-file -verify-diagnostics

func.func @float_divisor(%d: f32) -> f32 {
  // expected-error @+1 {{operand #0 must be}}
  %c = compass.check_divisor %d : f32
  return %c : f32
}

// -----

func.func @other_result(%d: si32) -> si16 {
  // expected-error @+1 {{all of {divisor, result} have same type}}
  %c = "compass.check_divisor"(%d) : (si32) -> si16
  return %c : si16
}

// -----

func.func @lanes_of_another_mask(%p: !compass.ptr<si32, global>, %m: !compass.mask<16>) {
  // expected-error @+1 {{mask has 16 lanes but the vector has 8}}
  %q = compass.check_lanes %p, %m : !compass.ptr<si32, global>, !compass.mask<16>, vector<8xsi32>
  return
}

// -----

func.func @lanes_of_another_pointee(%p: !compass.ptr<si16, global>, %m: !compass.mask<8>) {
  // expected-error @+1 {{pointer to 'si16' cannot access 'vector<8xsi32>'}}
  %q = compass.check_lanes %p, %m : !compass.ptr<si16, global>, !compass.mask<8>, vector<8xsi32>
  return
}

// -----

func.func @store_to_a_table(%p: !compass.ptr<si32, constant>, %m: !compass.mask<8>) {
  // expected-error @+1 {{checks a store to constant memory}}
  %q = compass.check_lanes %p, %m {write} : !compass.ptr<si32, constant>, !compass.mask<8>, vector<8xsi32>
  return
}

// -----

func.func @access_float_index(%p: !compass.ptr<si32, global>, %i: f32) {
  // expected-error @+1 {{operand #1 must be}}
  %q = compass.check_access %p[%i] : !compass.ptr<si32, global>, f32
  return
}

// -----

func.func @access_other_result(%p: !compass.ptr<si32, global>, %i: si32) {
  // expected-error @+1 {{all of {ptr, result} have same type}}
  %q = "compass.check_access"(%p, %i) : (!compass.ptr<si32, global>, si32) -> !compass.ptr<si32, lsram>
  return
}

// -----

func.func @rows_without_stride(%p: !compass.ptr<si32, global>, %w: si32, %t: si32) {
  // expected-error @+1 {{takes rows and a stride together or neither}}
  %q = "compass.check_rows"(%p, %w, %t) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!compass.ptr<si32, global>, si32, si32) -> !compass.ptr<si32, global>
  return
}

// -----

func.func @rows_into_a_table(%p: !compass.ptr<si32, constant>, %w: si32) {
  // expected-error @+1 {{checks a write to constant memory}}
  %q = compass.check_rows %p, %w {write} : !compass.ptr<si32, constant>
  return
}

// -----

func.func @index_lanes_past_the_indices(%p: !compass.ptr<si32, global>, %i: vector<16xsi16>, %m: !compass.mask<8>) {
  // expected-error @+1 {{index lanes}}
  %q = compass.check_index_lanes %p [%i] first 12, %m : !compass.ptr<si32, global>, (vector<16xsi16>), !compass.mask<8>, vector<8xsi32>
  return
}

// -----

func.func @stride_lanes_of_another_mask(%p: !compass.ptr<si32, global>, %s: si32, %m: !compass.mask<16>) {
  // expected-error @+1 {{mask has 16 lanes but the vector has 8}}
  %q = compass.check_stride_lanes %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<16>, vector<8xsi32>
  return
}

// -----

func.func @iteration_outside_a_loop() {
  // expected-error @+1 {{must be in the body of a tir.for or tir.while}}
  compass.check_iteration
  return
}

// -----

func.func @iteration_in_a_condition(%b: i1) {
  tir.while {
    // expected-error @+1 {{must be in the body of a tir.for or tir.while}}
    compass.check_iteration
    tir.condition %b
  } do {
  }
  return
}

// -----

func.func @iteration_in_a_branch(%b: i1) {
  tir.if %b {
    // expected-error @+1 {{must be in the body of a tir.for or tir.while}}
    compass.check_iteration
  }
  return
}

// -----

func.func @trips_of_no_loop(%n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  // expected-error @+1 {{must come right before the tir.for of its start, stop and step}}
  compass.check_trips %c0, %n, %c1 : si32
  return
}

// -----

func.func @trips_of_another_loop(%n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  // expected-error @+1 {{must come right before the tir.for of its start, stop and step}}
  compass.check_trips %c0, %n, %c1 : si32
  tir.for %i = %c1 to %n step %c1 : si32 {
  }
  return
}

// -----

func.func @trips_of_other_types(%n: si32, %m: ui32) {
  %c0 = tir.const 0 : si32
  // expected-error @+1 {{all of {start, stop, step} have same type}}
  "compass.check_trips"(%c0, %n, %m) : (si32, si32, ui32) -> ()
  return
}

// -----

func.func @uniform_not_a_branch_condition(%b: i1) -> i1 {
  // expected-error @+1 {{must be the condition of one tir.if}}
  %agreed = compass.check_uniform %b
  return %agreed : i1
}

// -----

func.func @uniform_of_two_branches(%b: i1) {
  // expected-error @+1 {{must be the condition of one tir.if}}
  %agreed = compass.check_uniform %b
  tir.if %agreed {
  }
  tir.if %agreed {
  }
  return
}

// -----

func.func @uniform_loop_outside_a_loop(%b: i1) {
  tir.if %b {
    // expected-error @+1 {{must begin the body of a tir.for or tir.while, or follow its compass.check_iteration}}
    compass.check_uniform_loop
  }
  return
}

// -----

func.func @uniform_loop_in_a_condition(%b: i1) {
  tir.while {
    // expected-error @+1 {{must begin the body of a tir.for or tir.while, or follow its compass.check_iteration}}
    compass.check_uniform_loop
    tir.condition %b
  } do {
  }
  return
}

// -----

func.func @uniform_loop_after_the_body_began(%n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    compass.barrier
    // expected-error @+1 {{must begin the body of a tir.for or tir.while, or follow its compass.check_iteration}}
    compass.check_uniform_loop
  }
  return
}

// -----

func.func @upsample_into_a_table(%p: !compass.ptr<f16, constant>, %s: si32) {
  // expected-error @+1 {{checks a write to constant memory}}
  %q = compass.check_upsample %p, %s, %s, %s, %s, %s, %s : !compass.ptr<f16, constant>
  return
}
