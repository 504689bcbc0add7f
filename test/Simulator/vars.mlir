// tir.var_decl / tir.var_set / tir.var_get on scalar, vector and mask
// variables; a variable keeps its value across loop iterations.

// RUN: compass-sim %s --arg=buffer:si32:8:iota --arg=buffer:f32:2 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8:iota --arg=buffer:f32:2 | FileCheck %s
// CHECK: arg0 = [0, 3, 0, 9, 0, 15, 0, 21]
// CHECK: arg1 = [2.5, 0.5]

func.func @vars(%io: !compass.ptr<si32, global>, %f: !compass.ptr<f32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %odd = compass.const_mask [false, true, false, true, false, true, false, true] : !compass.mask<8>
    %mask = tir.var_decl "mask" : !tir.var<!compass.mask<8>>
    tir.var_set %mask, %all : !tir.var<!compass.mask<8>>
    tir.var_set %mask, %odd : !tir.var<!compass.mask<8>>
    %m = tir.var_get %mask : !tir.var<!compass.mask<8>>
    // acc = v, then acc += v twice, on the odd lanes only (others 0).
    %v = compass.vload %io, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %acc = tir.var_decl "acc" : !tir.var<vector<8xsi32>>
    tir.var_set %acc, %v : !tir.var<vector<8xsi32>>
    tir.for %i = %c0 to %c3 step %c1 : si32 {
      %two = tir.cmp lt, %i, %c1 : si32
      tir.if %two {
      } else {
        %a = tir.var_get %acc : !tir.var<vector<8xsi32>>
        %b = compass.vadd %a, %v, %all : vector<8xsi32>, !compass.mask<8>
        tir.var_set %acc, %b : !tir.var<vector<8xsi32>>
      }
    }
    %r = tir.var_get %acc : !tir.var<vector<8xsi32>>
    compass.vstore %r, %io, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    // A float scalar: 0.5 + 1 + 1.
    %s = tir.var_decl "s" : !tir.var<f32>
    %half = tir.const 0.5 : f32
    %one = tir.const 1.0 : f32
    tir.var_set %s, %half : !tir.var<f32>
    tir.store %half, %f[%c1] : !compass.ptr<f32, global>, si32
    tir.for %i = %c0 to %c3 step %c1 : si32 {
      %more = tir.cmp gt, %i, %c0 : si32
      tir.if %more {
        %x = tir.var_get %s : !tir.var<f32>
        %y = tir.add %x, %one : f32
        tir.var_set %s, %y : !tir.var<f32>
      }
    }
    %final = tir.var_get %s : !tir.var<f32>
    tir.store %final, %f[%c0] : !compass.ptr<f32, global>, si32
  }
  return
}
