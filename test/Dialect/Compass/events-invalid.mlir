// RUN: compass-opt %s -split-input-file -verify-diagnostics

// One case per message of the event operations' verifiers and ODS
// constraints.

func.func @mixed_elements(%l: !compass.ptr<si32, lsram>, %g: !compass.ptr<ui32, global>, %n: si32) {
  %e = compass.alloc_event : !compass.event
  // expected-error @+1 {{'compass.async_dma_copy' op copies between pointers to 'ui32' and 'si32', which must be one element type}}
  compass.async_dma_copy %l, %g, %n, %n, %n, %n, %e : !compass.ptr<si32, lsram>, !compass.ptr<ui32, global>
  return
}

// -----

func.func @from_constant(%l: !compass.ptr<si32, lsram>, %c: !compass.ptr<si32, constant>, %n: si32) {
  %e = compass.alloc_event : !compass.event
  // expected-error @+1 {{'compass.async_dma_copy' op cannot copy from or to constant memory}}
  compass.async_dma_copy %l, %c, %n, %n, %n, %n, %e : !compass.ptr<si32, lsram>, !compass.ptr<si32, constant>
  return
}

// -----

func.func @sram_to_sram(%l: !compass.ptr<si32, lsram>, %s: !compass.ptr<si32, shared>, %n: si32) {
  %e = compass.alloc_event : !compass.event
  // expected-error @+1 {{'compass.async_dma_copy' op cannot copy from shared to lsram}}
  compass.async_dma_copy %l, %s, %n, %n, %n, %n, %e : !compass.ptr<si32, lsram>, !compass.ptr<si32, shared>
  return
}

// -----

func.func @event_not_an_event(%l: !compass.ptr<si32, lsram>, %g: !compass.ptr<si32, global>, %n: si32) {
  // expected-error @+1 {{'compass.async_dma_copy' op operand #6 must be compass event, but got 'si32'}}
  "compass.async_dma_copy"(%l, %g, %n, %n, %n, %n, %n) : (!compass.ptr<si32, lsram>, !compass.ptr<si32, global>, si32, si32, si32, si32, si32) -> ()
  return
}

// -----

func.func @wait_nothing() {
  // expected-error @+1 {{'compass.wait_events' op takes 1 to 4 events, got 0}}
  "compass.wait_events"() : () -> ()
  return
}

// -----

func.func @wait_five() {
  %e0 = compass.alloc_event : !compass.event
  %e1 = compass.alloc_event : !compass.event
  %e2 = compass.alloc_event : !compass.event
  %e3 = compass.alloc_event : !compass.event
  %e4 = compass.alloc_event : !compass.event
  // expected-error @+1 {{'compass.wait_events' op takes 1 to 4 events, got 5}}
  compass.wait_events %e0, %e1, %e2, %e3, %e4 : !compass.event, !compass.event, !compass.event, !compass.event, !compass.event
  return
}

// -----

func.func @free_twice() {
  %e0 = compass.alloc_event : !compass.event
  // expected-error @+1 {{'compass.free_events' op names event operand #1 twice}}
  compass.free_events %e0, %e0 : !compass.event, !compass.event
  return
}

// -----

func.func @free_not_an_event(%n: si32) {
  // expected-error @+1 {{'compass.free_events' op operand #0 must be variadic of compass event, but got 'si32'}}
  "compass.free_events"(%n) : (si32) -> ()
  return
}

// -----

func.func @alloc_not_an_event() {
  // expected-error @+1 {{'compass.alloc_event' op result #0 must be compass event, but got 'si32'}}
  %e = "compass.alloc_event"() : () -> si32
  return
}
