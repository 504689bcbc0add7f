// RUN: compass-opt %s -convert-compass-to-core -verify-diagnostics -split-input-file

// What runs nowhere off the NPU (the AIFF accelerator, NPU assembly) is
// refused where it stands, as the simulator and POCL refuse it, once per
// kind, before anything is converted.

func.func @aiff(%p: !compass.ptr<ui32, global>) {
  // expected-error @+1 {{S.aiff cannot run natively: the AIFF accelerator is not modelled here}}
  compass.aiff %p, %p, %p : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  compass.aiff %p, %p, %p : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  %e = compass.alloc_event : !compass.event
  // expected-error @+1 {{S.async_aiff cannot run natively: the AIFF accelerator is not modelled here}}
  compass.async_aiff %p, %p, %p, %e : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  return
}

// -----

func.func @asm(%i: si32) -> si32 {
  // expected-error @+1 {{S.asm cannot run natively: inline assembly of the NPU cannot be executed here}}
  %r = compass.asm "nop" qualifier "" outputs ["a"] ["=r"] inputs [] [] clobbers [] (%i : si32) -> si32
  return %r : si32
}
