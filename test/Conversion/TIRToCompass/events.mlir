// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// The event builtins are rows of the Event family: scalars, pointers and
// events only, each call one operation. S.alloc_events(n) is n calls of
// "alloc_events"; wait_events / free_events take 1 to 4 events.

// CHECK-LABEL: func.func @events
// CHECK: %[[E0:.*]] = compass.alloc_event : !compass.event
// CHECK: %[[E1:.*]] = compass.alloc_event : !compass.event
// CHECK: compass.async_dma_copy %{{.*}}, %{{.*}}, %[[N:.*]], %[[N]], %[[N]], %[[N]], %[[E1]] : <f32, lsram>, <f32, global>
// CHECK: compass.wait_events %[[E0]], %[[E1]] : !compass.event, !compass.event
// CHECK: compass.free_events %[[E0]], %[[E1]] : !compass.event, !compass.event
// CHECK-NOT: tir.intrin
func.func @events(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32) {
  %e0 = tir.intrin "alloc_events"() : () -> !compass.event
  %e1 = tir.intrin "alloc_events"() : () -> !compass.event
  tir.intrin "async_dma_copy"(%d, %s, %n, %n, %n, %n, %e1) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32, !compass.event) -> ()
  tir.intrin "wait_events"(%e0, %e1) : (!compass.event, !compass.event) -> ()
  tir.intrin "free_events"(%e0, %e1) : (!compass.event, !compass.event) -> ()
  return
}

// -----

// S.async_aiff (a Misc row) takes its descriptors and its event whole.
// CHECK-LABEL: func.func @async_aiff
// CHECK: %[[E:.*]] = compass.alloc_event : !compass.event
// CHECK: compass.async_aiff %[[P:.*]], %[[P]], %[[P]], %[[E]] : <ui32, global>, <ui32, global>, <ui32, global>
// CHECK-NOT: tir.intrin
func.func @async_aiff(%p: !compass.ptr<ui32, global>) {
  %e = tir.intrin "alloc_events"() : () -> !compass.event
  tir.intrin "async_aiff"(%p, %p, %p, %e) : (!compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.event) -> ()
  return
}
