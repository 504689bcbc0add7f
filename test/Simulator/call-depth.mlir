// Subroutine calls nest up to the simulator's limit of 4096 on both
// engines: 4000 deep runs (natively too, each frame on the TEC's stack),
// and a recursion that never ends is the simulator's error at the call, not
// a native stack overflow.

// RUN: compass-sim %s --arg=buffer:si32:1 --arg=scalar:si32:4000 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:1 --arg=scalar:si32:4000 | FileCheck %s
// CHECK: arg0 = [4000]
// RUN: not compass-sim %s --arg=buffer:si32:1 --arg=scalar:si32:5000 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:1 --arg=scalar:si32:5000 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: call-depth.mlir:[[@LINE+10]]:{{[0-9]+}}: error: call stack overflow (more than 4096 nested calls) (TEC 0)

func.func private @depth(%n: si32) -> si32 {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %done = tir.cmp eq, %n, %c0 : si32
  tir.if %done {
    tir.return %c0 : si32
  }
  %m = tir.sub %n, %c1 : si32
  %r = func.call @depth(%m) : (si32) -> si32
  %s = tir.add %r, %c1 : si32
  return %s : si32
}

func.func @k(%out: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %r = func.call @depth(%n) : (si32) -> si32
    tir.store %r, %out[%c0] : !compass.ptr<si32, global>, si32
  }
  return
}
