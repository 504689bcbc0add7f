// RUN: compass-opt %s -compass-insert-checks=memory=false -mlir-print-debuginfo | FileCheck %s
// RUN: compass-opt %s -compass-insert-checks=memory=false -compass-insert-checks=memory=false -mlir-print-debuginfo | FileCheck %s
// RUN: compass-opt %s -compass-insert-checks=steps=false | FileCheck %s --check-prefix=NONE
// RUN: compass-opt %s -compass-insert-checks=votes=false | FileCheck %s --check-prefix=NOVOTE

// compass-insert-checks counts every loop's iterations against the step
// limit at the loop's location: a tir.for nothing leaves early and holding
// no barrier pays its trip count at its entry (compass.check_trips right
// before it); a tir.for a break or a return may leave, and every tir.while,
// one step an iteration (compass.check_iteration first in its body); a loop
// holding a barrier, directly or through a call or a break past one, counts
// one step an iteration too, and its TECs vote on each test of its
// condition (compass.check_uniform_loop after the count); a branch holding
// one takes its condition by their vote (compass.check_uniform). Running it
// twice adds nothing; steps=false adds no count, votes=false no vote.

// NONE-NOT: compass.check_iteration
// NONE-NOT: compass.check_trips
// NONE:      compass.check_uniform_loop
// NONE-NEXT: compass.barrier
// NONE-NOT: compass.check_iteration
// NONE-NOT: compass.check_trips

// NOVOTE-NOT: compass.check_uniform
// NOVOTE:     func.func @voted
// NOVOTE-NOT: compass.check_uniform
// NOVOTE:     compass.check_iteration
// NOVOTE-NEXT: compass.barrier
// NOVOTE-NOT: compass.check_uniform

// CHECK-LABEL: func.func @counted
// CHECK:       compass.check_trips %[[C0:[^,]+]], %[[N:[^,]+]], %[[C2:[^ ]+]] : si32 loc(#[[FOR:.*]])
// CHECK-NEXT:  tir.for %{{.*}} = %[[C0]] to %[[N]] step %[[C2]] : si32 {
// CHECK-NEXT:    compass.check_trips %[[C0]], %[[N]], %[[C2]] : si32 loc(#[[INNER:.*]])
// CHECK-NEXT:    tir.for
// CHECK-NEXT:      tir.store
// CHECK-NOT:   compass.check_
func.func @counted(%a: !compass.ptr<si32, global>, %n: si32) {
  %c0 = tir.const 0 : si32
  %c2 = tir.const 2 : si32
  tir.for %i = %c0 to %n step %c2 : si32 {
    tir.for %j = %c0 to %n step %c2 : si32 {
      tir.store %j, %a[%i] : !compass.ptr<si32, global>, si32
    } loc("k.py":4:6)
  } loc("k.py":3:4)
  return
}

// CHECK-LABEL: func.func @leaves_early
// CHECK:       tir.for
// CHECK-NEXT:    compass.check_iteration loc(#[[BREAK:.*]])
// CHECK:         tir.break
// CHECK:       tir.for
// CHECK-NEXT:    compass.check_iteration loc(#[[RETURN:.*]])
// CHECK:         tir.return
// CHECK:       tir.while {
// CHECK:       } do {
// CHECK-NEXT:    compass.check_iteration loc(#[[WHILE:.*]])
// CHECK-NEXT:    tir.store
func.func @leaves_early(%a: !compass.ptr<si32, global>, %n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %done = tir.cmp eq, %i, %c1 : si32
    tir.if %done {
      tir.break
    }
  } loc("k.py":10:4)
  tir.for %i = %c0 to %n step %c1 : si32 {
    %done = tir.cmp eq, %i, %c1 : si32
    tir.if %done {
      tir.return
    }
  } loc("k.py":14:4)
  tir.while {
    %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
    %z = tir.cmp eq, %x, %c0 : si32
    tir.condition %z
  } do {
    tir.store %c1, %a[%c1] : !compass.ptr<si32, global>, si32
  } loc("k.py":18:4)
  return
}

func.func @meets_barrier() {
  compass.barrier
  return
}

// CHECK-LABEL: func.func @voted
// CHECK:       tir.for
// CHECK-NEXT:    compass.check_iteration loc(#[[VFOR:.*]])
// CHECK-NEXT:    compass.check_uniform_loop loc(#[[VFOR]])
// CHECK-NEXT:    compass.barrier
// CHECK:       tir.while {
// CHECK:       } do {
// CHECK-NEXT:    compass.check_iteration
// CHECK-NEXT:    compass.check_uniform_loop
// CHECK-NEXT:    func.call @meets_barrier
// CHECK:       %[[AGREED:.*]] = compass.check_uniform %[[C:[^ ]+]] loc(#[[VIF:.*]])
// CHECK-NEXT:  tir.if %[[AGREED]] {
// CHECK-NEXT:    compass.barrier
// CHECK:       tir.if %[[C]] {
// CHECK-NEXT:    tir.store
// CHECK:       compass.check_trips
// CHECK-NEXT:  tir.for
// CHECK-NEXT:    tir.store
func.func @voted(%a: !compass.ptr<si32, global>, %n: si32, %c: i1) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    compass.barrier
  } loc("k.py":22:4)
  tir.while {
    %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
    %z = tir.cmp eq, %x, %c0 : si32
    tir.condition %z
  } do {
    func.call @meets_barrier() : () -> ()
  }
  tir.if %c {
    compass.barrier
  } loc("k.py":30:4)
  tir.if %c {
    tir.store %c1, %a[%c0] : !compass.ptr<si32, global>, si32
  }
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.store %i, %a[%i] : !compass.ptr<si32, global>, si32
  }
  return
}

// The locations, printed after the functions: each check has its loop's.
// CHECK: #[[FOR]] = loc("k.py":3:4)
// CHECK: #[[INNER]] = loc("k.py":4:6)
// CHECK: #[[BREAK]] = loc("k.py":10:4)
// CHECK: #[[RETURN]] = loc("k.py":14:4)
// CHECK: #[[WHILE]] = loc("k.py":18:4)
// CHECK: #[[VFOR]] = loc("k.py":22:4)
// CHECK: #[[VIF]] = loc("k.py":30:4)
