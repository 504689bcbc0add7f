// S.aiff, S.async_aiff and S.asm cannot run here: a located decode error each.

// RUN: compass-sim %s --verify-diagnostics

func.func @k(%p: !compass.ptr<ui32, global>, %i: si32) attributes {compass.kernel} {
  // expected-error @below {{S.aiff cannot run in the simulator: the AIFF accelerator is not modelled here}}
  compass.aiff %p, %p, %p : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  %e = compass.alloc_event : !compass.event
  // expected-error @below {{S.async_aiff cannot run in the simulator: the AIFF accelerator is not modelled here}}
  compass.async_aiff %p, %p, %p, %e : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  // expected-error @below {{S.asm cannot run in the simulator: inline assembly of the NPU cannot be executed here}}
  %r = compass.asm "nop" qualifier "" outputs ["a"] ["=r"] inputs [] [] clobbers [] (%i : si32) -> si32
  return
}
