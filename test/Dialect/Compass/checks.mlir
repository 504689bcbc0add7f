// RUN: compass-opt %s | compass-opt | FileCheck %s --check-prefix=ROUND
// RUN: compass-opt %s -compass-insert-checks -mlir-print-debuginfo | FileCheck %s
// RUN: compass-opt %s -compass-insert-checks -compass-insert-checks -mlir-print-debuginfo | FileCheck %s

// The Check family round-trips; compass-insert-checks gives the divisor of
// every integer tir.div, tir.floordiv and tir.mod a check of its own at the
// division's location (a divisor used twice is checked twice), none to a
// float division, and adds nothing when run again (insert-access-checks.mlir:
// the memory accesses' checks).

// ROUND-LABEL: func.func @round_trip
// ROUND: %{{.*}} = compass.check_divisor %{{.*}} : ui8
// ROUND: compass.check_access %{{.*}}[%{{.*}}] : <f32, global>, si32
// ROUND: compass.check_access %{{.*}}[%{{.*}}] {write} : <f32, global>, ui8
// ROUND: compass.check_lanes %{{.*}}, %{{.*}} : <si32, lsram>, <8>, vector<8xsi32>
// ROUND: compass.check_lanes %{{.*}}, %{{.*}} {write} : <vector<16xf16>, global>, <16>, vector<16xf16>
func.func @round_trip(%d: ui8, %p: !compass.ptr<f32, global>, %i: si32,
                      %q: !compass.ptr<si32, lsram>, %m: !compass.mask<8>,
                      %r: !compass.ptr<vector<16xf16>, global>,
                      %h: !compass.mask<16>) -> ui8 {
  %c = compass.check_divisor %d : ui8
  %p1 = compass.check_access %p[%i] : !compass.ptr<f32, global>, si32
  %p2 = compass.check_access %p[%d] {write} : !compass.ptr<f32, global>, ui8
  %q1 = compass.check_lanes %q, %m : !compass.ptr<si32, lsram>, !compass.mask<8>, vector<8xsi32>
  %r1 = compass.check_lanes %r, %h {write} : !compass.ptr<vector<16xf16>, global>, !compass.mask<16>, vector<16xf16>
  return %c : ui8
}

// ROUND-LABEL: func.func @round_trip_upsample
// ROUND: compass.check_upsample %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : <f16, global>
func.func @round_trip_upsample(%p: !compass.ptr<f16, global>, %s: si32) -> !compass.ptr<f16, global> {
  %q = compass.check_upsample %p, %s, %s, %s, %s, %s, %s : !compass.ptr<f16, global>
  return %q : !compass.ptr<f16, global>
}

// ROUND-LABEL: func.func @round_trip_steps
// ROUND:       compass.check_trips %{{.*}}, %{{.*}}, %{{.*}} : ui16
// ROUND-NEXT:  tir.for
// ROUND-NEXT:    compass.check_iteration
// ROUND-NEXT:    compass.check_uniform_loop
// ROUND-NEXT:    compass.barrier
// ROUND:       } do {
// ROUND-NEXT:    compass.check_uniform_loop
// ROUND-NEXT:    compass.barrier
// ROUND:       %[[AGREED:.*]] = compass.check_uniform %{{.*}}
// ROUND-NEXT:  tir.if %[[AGREED]] {
func.func @round_trip_steps(%n: ui16, %b: i1) {
  %c0 = tir.const 0 : ui16
  %c1 = tir.const 1 : ui16
  compass.check_trips %c0, %n, %c1 : ui16
  tir.for %i = %c0 to %n step %c1 : ui16 {
    compass.check_iteration
    compass.check_uniform_loop
    compass.barrier
  }
  tir.while {
    tir.condition %b
  } do {
    compass.check_uniform_loop
    compass.barrier
  }
  %agreed = compass.check_uniform %b
  tir.if %agreed {
    compass.barrier
  }
  return
}

// CHECK-LABEL: func.func @divisions
// CHECK:      %[[C1:.*]] = compass.check_divisor %[[D:arg1]] : si32 loc(#[[DIV:.*]])
// CHECK-NEXT: tir.div %[[N:arg0]], %[[C1]] : si32 loc(#[[DIV]])
// CHECK-NEXT: %[[C2:.*]] = compass.check_divisor %[[D]] : si32 loc(#[[FLOOR:.*]])
// CHECK-NEXT: tir.floordiv %[[N]], %[[C2]] : si32 loc(#[[FLOOR]])
// CHECK-NEXT: %[[C3:.*]] = compass.check_divisor %[[U:arg2]] : ui16
// CHECK-NEXT: tir.mod %[[U]], %[[C3]] : ui16
// CHECK-NEXT: tir.div %[[X:arg3]], %[[X]] : f32
// CHECK-NOT:  compass.check_divisor
// CHECK:      #[[DIV]] = loc("k.py":3:8)
// CHECK:      #[[FLOOR]] = loc("k.py":4:8)
func.func @divisions(%n: si32, %d: si32, %u: ui16, %x: f32) -> (si32, si32, ui16, f32) {
  %q = tir.div %n, %d : si32 loc("k.py":3:8)
  %f = tir.floordiv %n, %d : si32 loc("k.py":4:8)
  %m = tir.mod %u, %u : ui16
  %y = tir.div %x, %x : f32
  return %q, %f, %m, %y : si32, si32, ui16, f32
}
