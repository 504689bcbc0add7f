// bf16 scalars compute in float32 and round once to nearest even, keeping
// subnormal results (the native tier rounds as the simulator does, not with
// an instruction that flushes them); floor division floors the quotient
// rounded to bf16.

// RUN: compass-sim %s --arg=buffer:bf16:4 --arg=scalar:f32:1e-40 --arg=scalar:bf16:1e-20 --arg=scalar:bf16:1e-19 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:bf16:4 --arg=scalar:f32:1e-40 --arg=scalar:bf16:1e-20 --arg=scalar:bf16:1e-19 | FileCheck %s
// CHECK: arg0 = [9e-41, 1e-39, 0, 10]

func.func @k(%out: !compass.ptr<bf16, global>, %x: f32, %a: bf16, %b: bf16) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %y = tir.cast %x : f32 to bf16
  tir.store %y, %out[%c0] : !compass.ptr<bf16, global>, si32
  %z = tir.mul %a, %b : bf16
  tir.store %z, %out[%c1] : !compass.ptr<bf16, global>, si32
  %q = tir.floordiv %a, %b : bf16
  tir.store %q, %out[%c2] : !compass.ptr<bf16, global>, si32
  %r = tir.floordiv %b, %a : bf16
  tir.store %r, %out[%c3] : !compass.ptr<bf16, global>, si32
  return
}
