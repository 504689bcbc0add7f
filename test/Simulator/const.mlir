// tir.const of every scalar type and compass.const_mask (as the mask of a
// store).

// RUN: compass-sim %s --arg=buffer:si8:2 --arg=buffer:ui8:1 --arg=buffer:si16:1 \
// RUN:   --arg=buffer:ui16:1 --arg=buffer:si32:8 --arg=buffer:ui32:1 --arg=buffer:f16:1 \
// RUN:   --arg=buffer:bf16:1 --arg=buffer:f32:1 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si8:2 --arg=buffer:ui8:1 --arg=buffer:si16:1 \
// RUN:   --arg=buffer:ui16:1 --arg=buffer:si32:8 --arg=buffer:ui32:1 --arg=buffer:f16:1 \
// RUN:   --arg=buffer:bf16:1 --arg=buffer:f32:1 | FileCheck %s
// CHECK: arg0 = [-128, 1]
// CHECK: arg1 = [255]
// CHECK: arg2 = [-32768]
// CHECK: arg3 = [65535]
// CHECK: arg4 = [-2147483648, 0, 5, 0, 0, 5, 5, 0]
// CHECK: arg5 = [4294967295]
// CHECK: arg6 = [1.5]
// CHECK: arg7 = [-0.25]
// CHECK: arg8 = [3.14]

func.func @k(%a: !compass.ptr<si8, global>, %b: !compass.ptr<ui8, global>, %c: !compass.ptr<si16, global>,
             %d: !compass.ptr<ui16, global>, %e: !compass.ptr<si32, global>, %f: !compass.ptr<ui32, global>,
             %g: !compass.ptr<f16, global>, %h: !compass.ptr<bf16, global>, %k: !compass.ptr<f32, global>) attributes {compass.kernel} {
  %i0 = tir.const 0 : si32
  %i1 = tir.const 1 : si32
  %0 = tir.const -128 : si8
  tir.store %0, %a[%i0] : !compass.ptr<si8, global>, si32
  %t = tir.const true
  %1 = tir.cast %t : i1 to si8
  tir.store %1, %a[%i1] : !compass.ptr<si8, global>, si32
  %2 = tir.const 255 : ui8
  tir.store %2, %b[%i0] : !compass.ptr<ui8, global>, si32
  %3 = tir.const -32768 : si16
  tir.store %3, %c[%i0] : !compass.ptr<si16, global>, si32
  %4 = tir.const 65535 : ui16
  tir.store %4, %d[%i0] : !compass.ptr<ui16, global>, si32
  %5 = tir.const 4294967295 : ui32
  tir.store %5, %f[%i0] : !compass.ptr<ui32, global>, si32
  %6 = tir.const 1.5 : f16
  tir.store %6, %g[%i0] : !compass.ptr<f16, global>, si32
  %7 = tir.const -0.25 : bf16
  tir.store %7, %h[%i0] : !compass.ptr<bf16, global>, si32
  %8 = tir.const 3.14 : f32
  tir.store %8, %k[%i0] : !compass.ptr<f32, global>, si32
  // e = [INT_MIN, 0 …], then 5 where the mask is set (lanes 2, 5, 6).
  %mask = compass.const_mask [false, false, true, false, false, true, true, false] : !compass.mask<8>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %five = tir.const 5 : si32
  %tid = compass.get_local_id : si32
  %first = tir.cmp eq, %tid, %i0 : si32
  tir.if %first {
    %slots = tir.alloc "slots"[8] : !compass.ptr<si32, private>
    %c8 = tir.const 8 : si32
    tir.for %i = %i0 to %c8 step %i1 : si32 {
      tir.store %five, %slots[%i] : !compass.ptr<si32, private>, si32
    }
    %fives = compass.vload %slots, %all : !compass.ptr<si32, private>, !compass.mask<8> -> vector<8xsi32>
    compass.vstore %fives, %e, %mask : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %min = tir.const -2147483648 : si32
    tir.store %min, %e[%i0] : !compass.ptr<si32, global>, si32
  }
  return
}
