// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the event type and the operations on it: allocation, the
// event sets of wait_events / free_events and the asynchronous DMA copy.

// CHECK-LABEL: func.func @events
// CHECK: %[[E0:.*]] = compass.alloc_event : !compass.event
// CHECK: %[[E1:.*]] = compass.alloc_event : !compass.event
// CHECK: compass.async_dma_copy %{{.*}}, %{{.*}}, %[[N:.*]], %[[N]], %[[N]], %[[N]], %[[E0]] : <si32, lsram>, <si32, global>
// CHECK: compass.async_dma_copy %{{.*}}, %{{.*}}, %[[N]], %[[N]], %[[N]], %[[N]], %[[E1]] : <f16, global>, <f16, shared>
// CHECK: compass.wait_events %[[E0]], %[[E1]] : !compass.event, !compass.event
// CHECK: compass.free_events %[[E1]] : !compass.event
func.func @events(%l: !compass.ptr<si32, lsram>, %g: !compass.ptr<si32, global>,
                  %h: !compass.ptr<f16, global>, %s: !compass.ptr<f16, shared>,
                  %n: si32) {
  %e0 = compass.alloc_event : !compass.event
  %e1 = compass.alloc_event : !compass.event
  compass.async_dma_copy %l, %g, %n, %n, %n, %n, %e0 : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
  compass.async_dma_copy %h, %s, %n, %n, %n, %n, %e1 : !compass.ptr<f16, global>, !compass.ptr<f16, shared>
  compass.wait_events %e0, %e1 : !compass.event, !compass.event
  compass.free_events %e1 : !compass.event
  return
}
