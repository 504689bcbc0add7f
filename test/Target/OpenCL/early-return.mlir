// RUN: compass-translate --to-opencl %s | FileCheck %s

// tir.return in a subroutine is a C return. In the entry kernel it jumps to
// the label before the closing barrier, which every work item (TEC) must
// reach; the label is printed only when something jumps to it. The
// operations after a return in its block are dead and not printed.

// CHECK-LABEL: int k_find(__global int* a, int n, int x) {
// CHECK-NEXT:    for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:      if (a[i] == x) {
// CHECK-NEXT:        return i;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return -1;
// CHECK-NEXT:  }
func.func @find(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %n: si32 {compass.name = "n"},
                %x: si32 {compass.name = "x"}) -> si32 {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %m1 = tir.const -1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.load %a[%i] : !compass.ptr<si32, global>, si32
    %e = tir.cmp eq, %v, %x : si32
    tir.if %e {
      tir.return %i : si32
    }
  }
  return %m1 : si32
}

// CHECK-LABEL: void k_skip(__global int* a, bool c) {
// CHECK-NEXT:    if (c) {
// CHECK-NEXT:      return;
// CHECK-NEXT:    } else {
// CHECK-NEXT:      a[0] = 1;
// CHECK-NEXT:    }
// CHECK-NEXT:    a[1] = 1;
// CHECK-NEXT:    return;
// CHECK-NEXT:  }
func.func @skip(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %c: i1 {compass.name = "c"}) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.if %c {
    tir.return
    tir.store %c0, %a[%c0] : !compass.ptr<si32, global>, si32
  } else {
    tir.store %c1, %a[%c0] : !compass.ptr<si32, global>, si32
  }
  tir.store %c1, %a[%c1] : !compass.ptr<si32, global>, si32
  tir.return
  tir.store %c1, %a[%c1] : !compass.ptr<si32, global>, si32
  return
}

// CHECK-LABEL: __kernel void k(__global int* a, int n) {
// CHECK-NEXT:    int [[TID:_[0-9]+]] = (int)get_local_id(0);
// CHECK-NEXT:    bool [[ONE:_[0-9]+]] = ([[TID]] == 1);
// CHECK-NEXT:    if ([[ONE]]) {
// CHECK-NEXT:      goto compass_exit;
// CHECK-NEXT:    }
// CHECK-NEXT:    while (1) {
// CHECK-NEXT:      int [[F:_[0-9]+]] = k_find(a, n, [[TID]]);
// CHECK-NEXT:      bool [[G:_[0-9]+]] = ([[F]] < 0);
// CHECK-NEXT:      if (![[G]]) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:      for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:        if ([[ONE]]) {
// CHECK-NEXT:          goto compass_exit;
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      k_skip(a, [[ONE]]);
// CHECK-NEXT:    }
// CHECK-NEXT:    a{{\[}}[[TID]]{{\]}} = n;
// CHECK-NEXT:    goto compass_exit;
// CHECK-NEXT:    compass_exit:
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:  }
func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"},
             %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %tid = compass.get_local_id : si32
  %one = tir.cmp eq, %tid, %c1 : si32
  tir.if %one {
    tir.return
  }
  tir.while {
    %f = func.call @find(%a, %n, %tid) : (!compass.ptr<si32, global>, si32, si32) -> si32
    %g = tir.cmp lt, %f, %c0 : si32
    tir.condition %g
  } do {
    tir.for %j = %c0 to %n step %c1 : si32 {
      tir.if %one {
        tir.return
      }
    }
    func.call @skip(%a, %one) : (!compass.ptr<si32, global>, i1) -> ()
  }
  tir.store %n, %a[%tid] : !compass.ptr<si32, global>, si32
  tir.return
  tir.store %c0, %a[%tid] : !compass.ptr<si32, global>, si32
  return
}
