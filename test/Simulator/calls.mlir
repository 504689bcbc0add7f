// func.call / func.return with and without a result, recursion, pointer
// arguments, and tir.return: an early return from a subroutine inside
// loops, and from the entry kernel (that TEC is then done and meets the
// others at the final barrier).

// RUN: compass-sim %s --arg=buffer:si32:8:values=5,9,2,7,3,8,1,6 --arg=buffer:si32:4:fill=-1 \
// RUN:   --arg=buffer:si32:4 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8:values=5,9,2,7,3,8,1,6 --arg=buffer:si32:4:fill=-1 \
// RUN:   --arg=buffer:si32:4 | FileCheck %s
// Index of 7, of 42 (absent: -1), of 5, and 5! through recursion.
// CHECK: arg1 = [3, -1, 0, 120]
// TEC 2 and 3 return before writing.
// CHECK: arg2 = [10, 11, 0, 0]

func.func private @find(%p: !compass.ptr<si32, global>, %n: si32, %x: si32) -> si32 {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.load %p[%i] : !compass.ptr<si32, global>, si32
    %hit = tir.cmp eq, %v, %x : si32
    tir.if %hit {
      tir.return %i : si32
    }
  }
  %none = tir.const -1 : si32
  return %none : si32
}

func.func private @factorial(%n: si32) -> si32 {
  %c1 = tir.const 1 : si32
  %base = tir.cmp le, %n, %c1 : si32
  tir.if %base {
    tir.return %c1 : si32
  }
  %m = tir.sub %n, %c1 : si32
  %f = func.call @factorial(%m) : (si32) -> si32
  %r = tir.mul %n, %f : si32
  return %r : si32
}

func.func private @put(%p: !compass.ptr<si32, global>, %i: si32, %v: si32) {
  tir.store %v, %p[%i] : !compass.ptr<si32, global>, si32
  return
}

func.func @calls(%data: !compass.ptr<si32, global>, %found: !compass.ptr<si32, global>,
                 %out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c5 = tir.const 5 : si32
  %c7 = tir.const 7 : si32
  %c8 = tir.const 8 : si32
  %c42 = tir.const 42 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is0 {
    %a = func.call @find(%data, %c8, %c7) : (!compass.ptr<si32, global>, si32, si32) -> si32
    func.call @put(%found, %c0, %a) : (!compass.ptr<si32, global>, si32, si32) -> ()
    %b = func.call @find(%data, %c8, %c42) : (!compass.ptr<si32, global>, si32, si32) -> si32
    func.call @put(%found, %c1, %b) : (!compass.ptr<si32, global>, si32, si32) -> ()
    %c = func.call @find(%data, %c8, %c5) : (!compass.ptr<si32, global>, si32, si32) -> si32
    func.call @put(%found, %c2, %c) : (!compass.ptr<si32, global>, si32, si32) -> ()
    %f = func.call @factorial(%c5) : (si32) -> si32
    func.call @put(%found, %c3, %f) : (!compass.ptr<si32, global>, si32, si32) -> ()
  }
  // TECs 2 and 3 leave early; no barrier follows, so that is fine.
  %late = tir.cmp ge, %tid, %c2 : si32
  tir.if %late {
    tir.return
  }
  %ten = tir.const 10 : si32
  %v = tir.add %tid, %ten : si32
  tir.store %v, %out[%tid] : !compass.ptr<si32, global>, si32
  return
}
