// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// An operation with an operand rule (OperandRules.h) is preceded by a test
// of each bound its constants leave open, in the rule's order: lhs > rhs
// stops the run with the bound's message and the values it names.

// CHECK-DAG: llvm.mlir.global internal constant @[[LOW:.*]]("tail_mask of {R} lanes of 8 (it must lie in [0, 8])\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[HIGH:.*]]("tail_mask of {L} lanes of 8 (it must lie in [0, 8])\00")
// CHECK-LABEL: func.func @tail
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: %[[WHERE:.*]] = llvm.mlir.addressof @compass_text_
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK: %[[WIDE:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK: %[[COUNT:.*]] = arith.muli %{{.*}}, %[[WIDE]] : i64
// CHECK: %[[NEGATIVE:.*]] = arith.cmpi sgt, %[[ZERO]], %[[COUNT]] : i64
// CHECK: scf.if %[[NEGATIVE]] {
// CHECK: %[[MESSAGE:.*]] = llvm.mlir.addressof @[[LOW]]
// CHECK: func.call @compass_rt_fail_rule(%[[WHERE]], %[[MESSAGE]], %[[ZERO]], %[[COUNT]], %{{.*}}, %{{.*}})
// CHECK: }
// CHECK: %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK: %[[OVER:.*]] = arith.cmpi sgt, %{{.*}}, %[[EIGHT]] : i64
// CHECK: scf.if %[[OVER]] {
// CHECK: llvm.mlir.addressof @[[HIGH]]
// CHECK: func.call @compass_rt_fail_rule
// CHECK: vector.create_mask
func.func @tail(%n: si32) -> !compass.mask<8> {
  %m = compass.tail_mask %n : si32 -> !compass.mask<8>
  return %m : !compass.mask<8>
}

// -----

// A constant operand the rule accepts leaves nothing to test.
// CHECK-LABEL: func.func @known
// CHECK-NOT: compass_rt_fail_rule
// CHECK: vector.create_mask
func.func @known() -> !compass.mask<8> {
  %c3 = tir.const 3 : si32
  %m = compass.tail_mask %c3 : si32 -> !compass.mask<8>
  return %m : !compass.mask<8>
}

// -----

// A side's limits hold unless the DMA moves nothing: width * times != 0
// guards them; the lsram width's bound comes first for upstream's message.
// CHECK: llvm.mlir.global internal constant @[[ROW:.*]]("The arg \22width\22 expect <= 16384, but got: \22{L}\22.\00")
// CHECK-LABEL: func.func @lsram
// CHECK: %[[MOVES:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i64
// CHECK: %[[FAILS:.*]] = arith.andi %[[MOVES]], %{{.*}} : i1
// CHECK: scf.if %[[FAILS]] {
// CHECK: llvm.mlir.addressof @[[ROW]]
// CHECK: call @compass_rt_dma_copy
func.func @lsram(%g: !compass.ptr<f16, global>, %w: si32, %t: si32) {
  %l = tir.alloc "l"[64] : !compass.ptr<f16, lsram>
  compass.dma_copy %l, %g, %w, %w, %t, %w : !compass.ptr<f16, lsram>, !compass.ptr<f16, global>
  return
}

// -----

// A loop's step is tested only when the loop runs (start < stop).
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%[[START:.*]]: i32, %[[STEP:.*]]: i32)
// CHECK: %[[RUNS:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i64
// CHECK: scf.if %[[RUNS]] {
// CHECK: arith.cmpi sgt
// CHECK: func.call @compass_rt_fail_rule
func.func @loop(%start: si32, %step: si32) {
  %c9 = tir.const 9 : si32
  tir.for %i = %start to %c9 step %step : si32 {
  }
  return
}
