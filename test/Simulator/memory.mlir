// tir.ptr_offset (counting pointee elements, whole vectors for a vector
// pointee, with any integer offset type and negative offsets), tir.load and
// tir.store of scalars and of whole vectors.

// RUN: compass-sim %s --arg=buffer:si8:16:iota --arg=buffer:si8:64:iota \
// RUN:   --arg=buffer:f16:4:values=1.5,2.5 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si8:16:iota --arg=buffer:si8:64:iota \
// RUN:   --arg=buffer:f16:4:values=1.5,2.5 | FileCheck %s
// CHECK: arg0 = [4, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 7]
// CHECK: arg1 = [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]
// CHECK: arg2 = [1.5, 2.5, 0, 6.25]

func.func @memory(%bytes: !compass.ptr<si8, global>, %vec: !compass.ptr<vector<32xsi8>, global>,
                  %half: !compass.ptr<f16, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    // bytes[15] = *(bytes + 10 - 3)
    %c10 = tir.const 10 : si32
    %m3 = tir.const -3 : si8
    %p = tir.ptr_offset %bytes, %c10 : !compass.ptr<si8, global>, si32
    %q = tir.ptr_offset %p, %m3 : !compass.ptr<si8, global>, si8
    %x = tir.load %q[%c0] : !compass.ptr<si8, global>, si32
    %c15 = tir.const 15 : si32
    tir.store %x, %bytes[%c15] : !compass.ptr<si8, global>, si32
    // bytes[0] = 2 * bytes[2], with ui16 and ui8 indices.
    %u2 = tir.const 2 : ui16
    %y = tir.load %bytes[%u2] : !compass.ptr<si8, global>, ui16
    %y2 = tir.add %y, %y : si8
    %u0 = tir.const 0 : ui8
    tir.store %y2, %bytes[%u0] : !compass.ptr<si8, global>, ui8
    // vec[0] = vec[1]: 32 bytes each.
    %v = tir.load %vec[%c1] : !compass.ptr<vector<32xsi8>, global>, si32
    tir.store %v, %vec[%c0] : !compass.ptr<vector<32xsi8>, global>, si32
    // half[3] = half[1] * half[1], through half + 2.
    %h = tir.load %half[%c1] : !compass.ptr<f16, global>, si32
    %h2 = tir.mul %h, %h : f16
    %c2 = tir.const 2 : si32
    %r = tir.ptr_offset %half, %c2 : !compass.ptr<f16, global>, si32
    tir.store %h2, %r[%c1] : !compass.ptr<f16, global>, si32
  }
  return
}
