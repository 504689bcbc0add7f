// RUN: compass-translate --to-opencl %s | FileCheck %s

// A subroutine with several results (flexible-width legalization splits a
// vector wider than 256 bits into native pieces) returns a struct with one
// field per result, `r0`, `r1`, ...: `<entry>_<name>_result`, declared at
// file scope after the __constant tables and before the forward
// declarations. Its returns (func.return and an early tir.return) build the
// struct as a compound literal; a call stores it in a temporary and unpacks
// its fields into one C value per result. Functions with one result keep
// returning it directly.

// CHECK:      #include <compass/dsl.h>
// CHECK-EMPTY:
// CHECK-NEXT: __constant int __attribute__((aligned(32))) k_lut[2] = {3, 4};
// CHECK-EMPTY:
// CHECK-NEXT: typedef struct { int r0; int r1; } k_pair_result_;
// CHECK-NEXT: typedef struct { int r0; half16 r1; bool16 r2; } k_pick_result;
// CHECK-NEXT: typedef struct { int8 r0; int8 r1; int8 r2; } k_twice20_result;
// CHECK-EMPTY:
// CHECK-NEXT: k_pair_result_ k_pair(int);
// CHECK-NEXT: int k_pair_result(int);
// CHECK-NEXT: k_pick_result k_pick(bool, int, half16);
// CHECK-NEXT: k_twice20_result k_twice20(int8, int8, int8);
// CHECK-EMPTY:

// The struct name avoids the name of another subroutine.
// CHECK-NEXT: k_pair_result_ k_pair(int x) {
// CHECK-NEXT:   int [[Y:_[0-9]+]] = k_pair_result(x);
// CHECK-NEXT:   return (k_pair_result_){x, [[Y]]};
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: int k_pair_result(int x) {
// CHECK-NEXT:   return ((int)((uint)x + (uint)x));
// CHECK-NEXT: }
// CHECK-EMPTY:

// Results of different types; an early return inside control flow; a
// constant mask and a literal as struct fields.
// CHECK-NEXT: k_pick_result k_pick(bool c, int x, half16 h) {
// CHECK-NEXT:   if (c) {
// CHECK-NEXT:     return (k_pick_result){1, h, __vmov_h(0x00000005)};
// CHECK-NEXT:   }
// CHECK-NEXT:   return (k_pick_result){x, h, ALL_TRUE_h};
// CHECK-NEXT: }
// CHECK-EMPTY:

// CHECK-NEXT: k_twice20_result k_twice20(int8 v_0, int8 v_1, int8 v_2) {
// CHECK-NEXT:   return (k_twice20_result){(v_0 + v_0), (v_1 + v_1), (v_2 + v_2)};
// CHECK-NEXT: }
// CHECK-EMPTY:

// Results take the Python name of the call, made unique.
// CHECK-NEXT: __kernel void k(__global int* out, int n) {
// CHECK-NEXT:   int8 [[V:_[0-9]+]] = __vload((__global int8*)out, ALL_TRUE_w);
// CHECK-NEXT:   k_twice20_result [[T:_[0-9]+]] = k_twice20([[V]], [[V]], [[V]]);
// CHECK-NEXT:   int8 w = [[T]].r0;
// CHECK-NEXT:   int8 w_1 = [[T]].r1;
// CHECK-NEXT:   int8 w_2 = [[T]].r2;
// CHECK-NEXT:   __vstore(w, (__global int8*)out, ALL_TRUE_w);
// CHECK-NEXT:   __vstore(w_1, (__global int8*)out, ALL_TRUE_w);
// CHECK-NEXT:   __vstore(w_2, (__global int8*)out, ALL_TRUE_w);
// CHECK-NEXT:   k_pick_result [[P:_[0-9]+]] = k_pick(true, n, (half16)((half)0x1p+0f/*1.000000e+00*/));
// CHECK-NEXT:   int [[P0:_[0-9]+]] = [[P]].r0;
// CHECK-NEXT:   half16 [[P1:_[0-9]+]] = [[P]].r1;
// CHECK-NEXT:   bool16 [[P2:_[0-9]+]] = [[P]].r2;
// CHECK-NEXT:   k_pair_result_ [[Q:_[0-9]+]] = k_pair([[P0]]);
// CHECK-NEXT:   int [[Q0:_[0-9]+]] = [[Q]].r0;
// CHECK-NEXT:   int [[Q1:_[0-9]+]] = [[Q]].r1;
// CHECK-NEXT:   __constant int* lut = k_lut;
// CHECK-NEXT:   int [[E:_[0-9]+]] = lut[0];
// CHECK-NEXT:   out[0] = [[Q1]];
// CHECK-NEXT:   out[1] = [[E]];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: }

func.func @k(%out: !compass.ptr<si32, global> {compass.name = "out"},
             %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %v = compass.vload %out, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %w:3 = func.call @twice20(%v, %v, %v) : (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) loc("w"("k.py":3:4))
  compass.vstore %w#0, %out, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %w#1, %out, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %w#2, %out, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %true = tir.const 1 : i1
  %one = tir.const 1.0 : f16
  %h = compass.vbcast %one : f16 -> vector<16xf16>
  %p:3 = func.call @pick(%true, %n, %h) : (i1, si32, vector<16xf16>) -> (si32, vector<16xf16>, !compass.mask<16>)
  %q:2 = func.call @pair(%p#0) : (si32) -> (si32, si32)
  %lut = tir.const_buffer "lut" dense<[3, 4]> : tensor<2xsi32> -> !compass.ptr<si32, constant>
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %e = tir.load %lut[%c0] : !compass.ptr<si32, constant>, si32
  tir.store %q#1, %out[%c0] : !compass.ptr<si32, global>, si32
  tir.store %e, %out[%c1] : !compass.ptr<si32, global>, si32
  return
}

func.func @twice20(%v0: vector<8xsi32> {compass.name = "v_0"},
                   %v1: vector<8xsi32> {compass.name = "v_1"},
                   %v2: vector<8xsi32> {compass.name = "v_2"})
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %a = compass.vadd %v0, %v0, %m : vector<8xsi32>, !compass.mask<8>
  %b = compass.vadd %v1, %v1, %m : vector<8xsi32>, !compass.mask<8>
  %c = compass.vadd %v2, %v2, %m : vector<8xsi32>, !compass.mask<8>
  return %a, %b, %c : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

func.func @pick(%c: i1 {compass.name = "c"}, %x: si32 {compass.name = "x"},
                %h: vector<16xf16> {compass.name = "h"})
    -> (si32, vector<16xf16>, !compass.mask<16>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  tir.if %c {
    %one = tir.const 1 : si32
    %lanes = compass.const_mask [true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
    tir.return %one, %h, %lanes : si32, vector<16xf16>, !compass.mask<16>
  }
  return %x, %h, %all : si32, vector<16xf16>, !compass.mask<16>
}

func.func @pair(%x: si32 {compass.name = "x"}) -> (si32, si32) {
  %y = func.call @pair_result(%x) : (si32) -> si32
  return %x, %y : si32, si32
}

func.func @pair_result(%x: si32 {compass.name = "x"}) -> si32 {
  %d = tir.add %x, %x : si32
  return %d : si32
}
