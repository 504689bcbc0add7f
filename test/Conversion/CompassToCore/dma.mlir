// RUN: compass-opt %s -convert-compass-to-core | FileCheck %s

// DMAs and events are calls of the native runtime, with the element size
// as a constant from the pointer types and the operation's location for
// errors; each is preceded by the tests of its operand rule
// (operand-rules.mlir).
// CHECK-LABEL: func.func @dmas
// CHECK-SAME: (%[[G:.*]]: !llvm.ptr, %[[W:.*]]: i32)
// CHECK: %[[L:.*]] = llvm.getelementptr
// CHECK: call @compass_rt_fail_rule
// CHECK: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK: call @compass_rt_dma_copy(%{{.*}}, %[[L]], %[[G]], %[[W]], %[[W]], %[[W]], %[[W]], %[[TWO]])
// CHECK: %[[EV:.*]] = call @compass_rt_alloc_event(
// CHECK: call @compass_rt_async_dma_copy(%{{.*}}, %[[G]], %[[L]], %[[W]], %[[W]], %[[W]], %[[W]], %[[EV]], %{{.*}})
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[PAD:.*]] = arith.constant 0 : i32
// CHECK: call @compass_rt_wait_events(%{{.*}}, %[[ONE]], %[[EV]], %[[PAD]]
// CHECK-NOT: flush
// CHECK: return
func.func @dmas(%g: !compass.ptr<f16, global>, %w: si32) {
  %l = tir.alloc "l"[64] : !compass.ptr<f16, lsram>
  compass.dma_copy %l, %g, %w, %w, %w, %w : !compass.ptr<f16, lsram>, !compass.ptr<f16, global>
  %ev = compass.alloc_event : !compass.event
  compass.async_dma_copy %g, %l, %w, %w, %w, %w, %ev : !compass.ptr<f16, global>, !compass.ptr<f16, lsram>
  compass.wait_events %ev : !compass.event
  compass.flush_cache
  return
}
