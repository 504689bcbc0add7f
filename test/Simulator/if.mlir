// tir.if with and without else, nested; the taken branch only runs.

// RUN: compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:5 | FileCheck %s --check-prefix=FIVE
// RUN: compass-sim %s --engine=native --arg=buffer:si32:4 --arg=scalar:si32:5 | FileCheck %s --check-prefix=FIVE
// FIVE: arg0 = [1, 0, 3, 0]
// RUN: compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:-5 | FileCheck %s --check-prefix=MINUS
// RUN: compass-sim %s --engine=native --arg=buffer:si32:4 --arg=scalar:si32:-5 | FileCheck %s --check-prefix=MINUS
// MINUS: arg0 = [2, 7, 4, 0]
// RUN: compass-sim %s --arg=buffer:si32:4 --arg=scalar:si32:0 | FileCheck %s --check-prefix=ZERO
// RUN: compass-sim %s --engine=native --arg=buffer:si32:4 --arg=scalar:si32:0 | FileCheck %s --check-prefix=ZERO
// ZERO: arg0 = [2, 7, 0, 0]

func.func @branches(%out: !compass.ptr<si32, global>, %x: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c7 = tir.const 7 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %positive = tir.cmp gt, %x, %c0 : si32
    // if / else.
    tir.if %positive {
      tir.store %c1, %out[%c0] : !compass.ptr<si32, global>, si32
    } else {
      tir.store %c2, %out[%c0] : !compass.ptr<si32, global>, si32
    }
    // if without else.
    %notPositive = tir.cmp le, %x, %c0 : si32
    tir.if %notPositive {
      tir.store %c7, %out[%c1] : !compass.ptr<si32, global>, si32
    }
    // Nested: 3 for x > 0, 4 for x < 0, nothing for 0.
    %nonzero = tir.cmp ne, %x, %c0 : si32
    tir.if %nonzero {
      tir.if %positive {
        tir.store %c3, %out[%c2] : !compass.ptr<si32, global>, si32
      } else {
        tir.store %c4, %out[%c2] : !compass.ptr<si32, global>, si32
      }
    }
  }
  return
}
