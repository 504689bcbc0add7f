// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// A compass.check_divisor is the test of its divisor: zero stops the run
// with the check's message at its location (a runtime call under scf.if),
// and its value is the divisor itself. A division without one does not
// test (compass-insert-checks places the checks).

// CHECK: llvm.mlir.global internal constant @compass_text_{{.*}}("integer division by zero\00")
// CHECK-LABEL: func.func @checked
// CHECK-SAME: (%[[N:.*]]: i32, %[[D:.*]]: i16)
// CHECK:      %[[Z:.*]] = arith.constant 0 : i16
// CHECK:      %[[IS0:.*]] = arith.cmpi eq, %[[D]], %[[Z]] : i16
// CHECK:      scf.if %[[IS0]] {
// CHECK:        func.call @compass_rt_fail(
// CHECK:      }
// CHECK-NOT:  compass.check_divisor
// CHECK:      return %[[D]] : i16
func.func @checked(%n: si32, %d: si16) -> si16 {
  %c = compass.check_divisor %d : si16
  return %c : si16
}

// -----

// CHECK-LABEL: func.func @unchecked
// CHECK-NOT:  scf.if
// CHECK-NOT:  compass_rt_fail
// CHECK:      arith.divsi
func.func @unchecked(%n: si32, %d: si32) -> si32 {
  %q = tir.div %n, %d : si32
  return %q : si32
}
