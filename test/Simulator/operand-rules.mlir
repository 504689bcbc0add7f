// An operation's operand rule (OperandRules.h) is checked before it runs, in
// the bound's words, alike on both engines; in the simulator the check is
// part of the operation's step: a kernel counts the same steps with a rule
// its constants decide (no check) as with one left to run time.

// RUN: compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:5 --print-steps | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8 --arg=scalar:si32:5 | FileCheck %s --check-prefix=VALUES
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:9 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:8 --arg=scalar:si32:9 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK: arg0 = [5, 5, 0, 0, 0, 0, 0, 0]
// CHECK: steps = 42
// VALUES: arg0 = [5, 5, 0, 0, 0, 0, 0, 0]

func.func @k(%out: !compass.ptr<si32, global> {compass.name = "out"}, %n: si32)
    attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is0 {
    // Its count known: nothing to check.
    %known = compass.tail_mask %c5 : si32 -> !compass.mask<8>
    %a = tir.extract %known[%c4] : !compass.mask<8>, si32
    %a32 = tir.cast %a : i1 to si32
    %a5 = tir.mul %a32, %c5 : si32
    tir.store %a5, %out[%c0] : !compass.ptr<si32, global>, si32
    // REFUSED: operand-rules.mlir:[[@LINE+1]]:13: error: tail_mask of 9 lanes of 8 (it must lie in [0, 8]) (TEC 0)
    %late = compass.tail_mask %n : si32 -> !compass.mask<8>
    %b = tir.extract %late[%c4] : !compass.mask<8>, si32
    %b32 = tir.cast %b : i1 to si32
    %b5 = tir.mul %b32, %c5 : si32
    tir.store %b5, %out[%c1] : !compass.ptr<si32, global>, si32
  }
  return
}
