// What the simulator cannot run is a located decode error, never an abort:
// an operation of another dialect, a type it has no registers for, and a
// call of a function without a body.

// RUN: compass-sim %s --allow-unregistered-dialect --verify-diagnostics

func.func private @external(si32) -> si32

func.func @k(%p: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  // expected-error @below {{'test.unknown' op is not supported by the simulator}}
  "test.unknown"() : () -> ()
  // expected-error @below {{'test.wide' op uses type 'i64', which the simulator does not support}}
  %w = "test.wide"() : () -> i64
  // expected-error @below {{'func.call' op calls @external, which has no body to simulate}}
  %e = func.call @external(%n) : (si32) -> si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    // Inside structured control flow too.
    // expected-error @below {{'test.in_loop' op is not supported by the simulator}}
    "test.in_loop"(%i) : (si32) -> ()
  }
  return
}
