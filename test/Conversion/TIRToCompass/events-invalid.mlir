// RUN: compass-opt %s -convert-tir-to-compass -split-input-file -verify-diagnostics

// Calls of the event builtins the table's rows refuse.

func.func @wait_none() {
  // expected-error @+1 {{'tir.intrin' op 'wait_events' takes 4 arguments and returns nothing}}
  tir.intrin "wait_events"() : () -> ()
  return
}

// -----

func.func @alloc_with_argument(%n: si32) {
  // expected-error @+1 {{'tir.intrin' op 'alloc_events' takes 0 arguments and returns a value}}
  %e = tir.intrin "alloc_events"(%n) : (si32) -> !compass.event
  return
}

// -----

func.func @async_without_event(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32) {
  // expected-error @+1 {{'tir.intrin' op 'async_dma_copy' takes 7 arguments and returns nothing}}
  tir.intrin "async_dma_copy"(%d, %s, %n, %n, %n, %n) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32) -> ()
  return
}

// -----

func.func @async_with_mask(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32, %m: !compass.mask<8>) {
  %e = tir.intrin "alloc_events"() : () -> !compass.event
  // expected-error @+1 {{'tir.intrin' op 'async_dma_copy' takes no vectors, masks or mask}}
  tir.intrin "async_dma_copy"(%d, %s, %n, %n, %n, %n, %e) mask(%m : !compass.mask<8>) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32, !compass.event) -> ()
  return
}
