// RUN: compass-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// S.async_aiff: three uint32 / int32 descriptor pointers and an event.

// CHECK-LABEL: func.func @round_trip
// CHECK: compass.async_aiff %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : <ui32, global>, <si32, lsram>, <ui32, global>
func.func @round_trip(%p: !compass.ptr<ui32, global>, %q: !compass.ptr<si32, lsram>) {
  %e = compass.alloc_event : !compass.event
  compass.async_aiff %p, %q, %p, %e : !compass.ptr<ui32, global>, !compass.ptr<si32, lsram>, !compass.ptr<ui32, global>
  return
}

// -----

func.func @f32_descriptor(%p: !compass.ptr<ui32, global>, %f: !compass.ptr<f32, global>) {
  %e = compass.alloc_event : !compass.event
  // expected-error @+1 {{expects uint32 or int32 descriptor pointers, got '!compass.ptr<f32, global>'}}
  compass.async_aiff %p, %p, %f, %e : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<f32, global>
  return
}

// -----

func.func @not_an_event(%p: !compass.ptr<ui32, global>, %i: si32) {
  // expected-error @+1 {{operand #3 must be}}
  "compass.async_aiff"(%p, %p, %p, %i) : (!compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, si32) -> ()
  return
}
