// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// tir.for counts in 64 bits from bounds widened by their sign, so the
// induction variable (its truncation, in the body, where the counter lies
// in the bounds: no wrap, nuw for unsigned bounds) never wraps; the
// constant step 1 needs no check.
// CHECK-LABEL: func.func @count
// CHECK-SAME: (%[[OUT:.*]]: !llvm.ptr, %[[N:.*]]: i32)
// CHECK: %[[STOP:.*]] = arith.extui %[[N]] : i32 to i64
// CHECK: cf.br ^[[HEAD:.*]](%{{.*}} : i64)
// CHECK: ^[[HEAD]](%[[I:.*]]: i64):
// CHECK: %[[MORE:.*]] = arith.cmpi slt, %[[I]], %[[STOP]] : i64
// CHECK: cf.cond_br %[[MORE]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK: ^[[BODY]]:
// CHECK: %[[IV:.*]] = arith.trunci %[[I]] overflow<nuw> : i64 to i32
// CHECK: llvm.store %[[IV]]
// CHECK: %[[NEXT:.*]] = arith.addi %[[I]], %{{.*}} : i64
// CHECK: cf.br ^[[HEAD]](%[[NEXT]] : i64)
// CHECK: ^[[EXIT]]:
// CHECK-NOT: compass_rt_fail
// CHECK: return
func.func @count(%out: !compass.ptr<ui32, global>, %n: ui32) {
  %c0 = tir.const 0 : ui32
  %c1 = tir.const 1 : ui32
  tir.for %i = %c0 to %n step %c1 : ui32 {
    tir.store %i, %out[%i] : !compass.ptr<ui32, global>, ui32
  }
  return
}

// -----

// A step known only at run time is tested by the loop's operand rule
// (operand-rules.mlir), once the loop would run.
// CHECK-LABEL: func.func @stepped
// CHECK-SAME: (%[[S:.*]]: i32, %{{.*}}: !llvm.ptr)
// CHECK: %[[ENTERED:.*]] = arith.cmpi slt
// CHECK: scf.if %[[ENTERED]] {
// CHECK: %[[STEP:.*]] = arith.extsi %[[S]] : i32 to i64
// CHECK: %[[BAD:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : i64
// CHECK: scf.if %[[BAD]] {
// CHECK: func.call @compass_rt_fail_rule(
// Signed bounds: the truncation has no signed wrap.
// CHECK: arith.trunci %{{.*}} overflow<nsw> : i64 to i32
func.func @stepped(%s: si32, %out: !compass.ptr<si32, global>) {
  %c0 = tir.const 0 : si32
  %c9 = tir.const 9 : si32
  tir.for %i = %c0 to %c9 step %s : si32 {
    tir.store %i, %out[%i] : !compass.ptr<si32, global>, si32
  }
  return
}

// -----

// tir.break leaves its loop from inside a tir.if; what follows it in its
// block moves to a block no branch reaches. tir.while tests its condition
// before every turn.
// CHECK-LABEL: func.func @search
// CHECK: cf.br ^[[COND:.*]]
// CHECK: ^[[COND]]:
// CHECK: cf.cond_br %{{.*}}, ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK: ^[[BODY]]:
// CHECK: cf.cond_br %{{.*}}, ^[[THEN:.*]], ^[[JOIN:.*]]
// CHECK: ^[[THEN]]:
// CHECK-NEXT: cf.br ^[[EXIT]]
// CHECK: ^[[JOIN]]:
// CHECK: cf.br ^[[COND]]
// CHECK: ^[[EXIT]]:
// CHECK: return
func.func @search(%flag: i1, %go: i1) {
  tir.while {
    tir.condition %go
  } do {
    tir.if %flag {
      tir.break
    }
  }
  return
}

// -----

// tir.return in a subroutine returns its converted value; calls of a
// defined function are bracketed by the runtime's call-depth count.
// CHECK-LABEL: func.func @pick
// CHECK: cf.cond_br %{{.*}}, ^[[THEN:.*]], ^
// CHECK: ^[[THEN]]:
// CHECK-NEXT: return %{{.*}} : i32
// CHECK-LABEL: func.func @caller
// CHECK: call @compass_rt_enter(
// CHECK-NEXT: call @pick(
// CHECK-NEXT: call @compass_rt_leave()
func.func @pick(%c: i1, %a: si32, %b: si32) -> si32 {
  tir.if %c {
    tir.return %a : si32
  }
  return %b : si32
}
func.func @caller(%c: i1, %a: si32) -> si32 {
  %r = func.call @pick(%c, %a, %a) : (i1, si32, si32) -> si32
  return %r : si32
}
