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
