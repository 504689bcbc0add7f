// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: not compass-translate --to-opencl-checked %s 2>&1 | FileCheck %s --check-prefix=CHECKED

// S.async_aiff prints as upstream's ASYNC_AIFF(ctrl, param, act, event, 0);
// nothing can run it on POCL, so the checked C refuses it at its location.

// CHECK-LABEL: __kernel void k(__global uint* p, __global int* q) {
// CHECK:   int [[E:[a-z0-9_]+]] = alloc_event();
// CHECK:   ASYNC_AIFF(p, q, p, [[E]], 0);
// CHECK:   wait_events((1 << [[E]]));
// CHECKED: error: S.async_aiff cannot run on POCL: the AIFF accelerator is not modelled here
func.func @k(%p: !compass.ptr<ui32, global> {compass.name = "p"},
             %q: !compass.ptr<si32, global> {compass.name = "q"}) attributes {compass.kernel} {
  %e = compass.alloc_event : !compass.event
  compass.async_aiff %p, %q, %p, %e : !compass.ptr<ui32, global>, !compass.ptr<si32, global>, !compass.ptr<ui32, global>
  compass.wait_events %e : !compass.event
  return
}
