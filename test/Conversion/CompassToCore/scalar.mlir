// RUN: compass-opt %s -compass-insert-checks -convert-compass-to-core -split-input-file | FileCheck %s

// tir's scalar operators with the simulator's rules: an integer division
// stops the run on a zero divisor (the compass.check_divisor
// compass-insert-checks places, a runtime call under scf.if) and divides by
// a safe divisor (1 for 0 and for MIN / -1); unsigned types divide
// unsigned.

// CHECK: llvm.mlir.global internal constant @compass_text_{{.*}}("integer division by zero\00")
// CHECK-LABEL: func.func @divide
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32, %[[U:.*]]: i32, %[[V:.*]]: i32)
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i32
// CHECK: scf.if %[[ZERO]] {
// CHECK:   func.call @compass_rt_fail(
// CHECK: %[[BY0:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i32
// CHECK: %[[NEG:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i32
// CHECK: %[[MIN:.*]] = arith.cmpi eq, %[[A]], %{{.*}} : i32
// CHECK: %[[OVER:.*]] = arith.andi %[[MIN]], %[[NEG]] : i1
// CHECK: %[[BAD:.*]] = arith.ori %[[BY0]], %[[OVER]] : i1
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %{{.*}}, %[[B]] : i32
// CHECK: arith.divsi %[[A]], %[[SAFE]] : i32
// CHECK: %[[USAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %[[V]] : i32
// CHECK: arith.divui %[[U]], %[[USAFE]] : i32
func.func @divide(%a: si32, %b: si32, %u: ui32, %v: ui32) -> (si32, ui32) {
  %q = tir.div %a, %b : si32
  %r = tir.div %u, %v : ui32
  return %q, %r : si32, ui32
}

// -----

// Shifts promote to 32 bits by the operand's sign and take the count
// modulo 32, as C does; the result is truncated back.
// CHECK-LABEL: func.func @shift
// CHECK: %[[W:.*]] = arith.extsi %{{.*}} : i8 to i32
// CHECK: %[[C:.*]] = arith.extsi %{{.*}} : i8 to i32
// CHECK: %[[M:.*]] = arith.andi %[[C]], %{{.*}} : i32
// CHECK: %[[S:.*]] = arith.shrsi %[[W]], %[[M]] : i32
// CHECK: arith.trunci %[[S]] : i32 to i8
func.func @shift(%a: si8, %b: si8) -> si8 {
  %r = tir.shr %a, %b : si8
  return %r : si8
}

// -----

// A float reaches an integer truncated and saturated, NaN giving 0; a
// float != is unordered (true for NaN), the other comparisons ordered.
// CHECK-LABEL: func.func @float_to_int
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: arith.fptosi %[[W]] : f64 to i64
// CHECK: arith.cmpf ole, %[[W]]
// CHECK: arith.cmpf oge, %[[W]]
// CHECK: arith.cmpf uno, %[[W]], %[[W]]
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK: arith.cmpf une
// CHECK: arith.cmpf olt
func.func @float_to_int(%x: f32, %y: f32) -> (si8, i1, i1) {
  %c = tir.cast %x : f32 to si8
  %ne = tir.cmp ne, %x, %y : f32
  %lt = tir.cmp lt, %x, %y : f32
  return %c, %ne, %lt : si8, i1, i1
}

// -----

// Unsigned comparisons and min/max use the unsigned predicates.
// CHECK-LABEL: func.func @unsigned_order
// CHECK-SAME: (%[[A:.*]]: i16, %[[B:.*]]: i16)
// CHECK: arith.cmpi ult
// CHECK: %[[LESS:.*]] = arith.cmpi ult, %[[A]], %[[B]] : i16
// CHECK: arith.select %[[LESS]], %[[A]], %[[B]] : i16
func.func @unsigned_order(%a: ui16, %b: ui16) -> (i1, ui16) {
  %lt = tir.cmp lt, %a, %b : ui16
  %m = tir.min %a, %b : ui16
  return %lt, %m : i1, ui16
}

// -----

// Float min/max: the vector lanes' rule, a NaN operand gives the other one,
// equal operands (+0 and -0) the second: x > y ? x : y, with the NaN tests.
// CHECK-LABEL: func.func @float_max
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[X]], %[[Y]] : f32
// CHECK: %[[PICK:.*]] = arith.select %[[GT]], %[[X]], %[[Y]] : f32
// CHECK: %[[YNAN:.*]] = arith.cmpf uno, %[[Y]], %[[Y]] : f32
// CHECK: %[[P2:.*]] = arith.select %[[YNAN]], %[[X]], %[[PICK]] : f32
// CHECK: %[[XNAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: arith.select %[[XNAN]], %[[Y]], %[[P2]] : f32
// CHECK-NOT: maxnumf
func.func @float_max(%x: f32, %y: f32) -> f32 {
  %m = tir.max %x, %y : f32
  return %m : f32
}
