// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// A mask is split like the vectors it predicates. Where one mask meets
// vectors of a second lane width, that use gets the mask re-split: its lanes
// as 1 / 0 in unsigned lanes of the first width, converted lane by lane to
// the second width and compared with 0.

// A tail mask predicating 32-bit lanes (two pieces of 8), then 16-bit lanes.
// CHECK-LABEL: func.func @mask_two_widths
// CHECK: %[[LOW:.*]] = compass.tail_mask {{.*}} -> <8>
// CHECK: %[[HIGH:.*]] = compass.tail_mask {{.*}} -> <8>
// CHECK: compass.vload %arg0, %[[LOW]] : <si32, global>, <8>
// CHECK: compass.vload {{.*}}, %[[HIGH]] : <si32, global>, <8>
// CHECK: %[[SEL0:.*]] = compass.vsel {{.*}}, {{.*}}, %[[LOW]] : vector<8xui32>, <8>
// CHECK: %[[SEL1:.*]] = compass.vsel {{.*}}, {{.*}}, %[[HIGH]] : vector<8xui32>, <8>
// CHECK: %[[WIDE:.*]] = compass.vcvt %[[SEL0]], %[[SEL1]] {{.*}} -> vector<16xui16>
// CHECK: %[[M16:.*]] = compass.vcmp ne, %[[WIDE]], {{.*}} : vector<16xui16>, <16>
// CHECK: compass.vload %arg1, %[[M16]] : <f16, global>, <16>
func.func @mask_two_widths(%a: !compass.ptr<si32, global>, %b: !compass.ptr<f16, global>, %n: si32) -> (vector<16xsi32>, vector<16xf16>) {
  %m = tir.intrin "tail_mask"(%n) : (si32) -> !compass.mask<16>
  %v = tir.intrin "vload"(%a) mask(%m : !compass.mask<16>) : (!compass.ptr<si32, global>) -> vector<16xsi32>
  %w = tir.intrin "vload"(%b) mask(%m : !compass.mask<16>) : (!compass.ptr<f16, global>) -> vector<16xf16>
  return %v, %w : vector<16xsi32>, vector<16xf16>
}

// -----

// Across a call: the caller's mask is re-split before it is passed.
// CHECK-LABEL: func.func @callee
// CHECK-SAME: %arg0: !compass.mask<16>
// CHECK-LABEL: func.func @caller
// CHECK: compass.vcvt {{.*}} -> vector<16xui16>
// CHECK: %[[M16:.*]] = compass.vcmp ne, {{.*}} : vector<16xui16>, <16>
// CHECK: call @callee(%[[M16]], %arg2)
func.func @callee(%m: !compass.mask<16>, %b: !compass.ptr<f16, global>) -> vector<16xf16> {
  %w = tir.intrin "vload"(%b) mask(%m : !compass.mask<16>) : (!compass.ptr<f16, global>) -> vector<16xf16>
  return %w : vector<16xf16>
}

func.func @caller(%v: vector<16xsi32>, %b: !compass.ptr<f16, global>) -> vector<16xf16> {
  %m = tir.intrin "vcgt"(%v, %v) : (vector<16xsi32>, vector<16xsi32>) -> !compass.mask<16>
  %w = func.call @callee(%m, %b) : (!compass.mask<16>, !compass.ptr<f16, global>) -> vector<16xf16>
  return %w : vector<16xf16>
}

// -----

// A result: the comparison makes a mask of 16-bit lanes, its other uses
// (here the return, whose group the caller gave 32-bit lanes) take it re-split.
// CHECK-LABEL: func.func @user
// CHECK: %[[M:.*]]:2 = call @maker(%arg2) : (vector<16xf16>) -> (!compass.mask<8>, !compass.mask<8>)
// CHECK: compass.vsel %arg0, %arg0, %[[M]]#0
// CHECK-LABEL: func.func @maker
// CHECK: %[[CMP:.*]] = compass.vcmp gt, %arg0, %arg0, {{.*}} : vector<16xf16>, <16>
// CHECK: %[[SEL:.*]] = compass.vsel {{.*}}, {{.*}}, %[[CMP]] : vector<16xui16>, <16>
// CHECK: %[[LOW:.*]] = compass.vcvt %[[SEL]] offset 0 stride 1 : vector<16xui16> -> vector<8xui32>
// CHECK: %[[HIGH:.*]] = compass.vcvt %[[SEL]] offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
// CHECK: %[[M0:.*]] = compass.vcmp ne, %[[LOW]]
// CHECK: %[[M1:.*]] = compass.vcmp ne, %[[HIGH]]
// CHECK: return %[[M0]], %[[M1]] : !compass.mask<8>, !compass.mask<8>
func.func @user(%v: vector<16xsi32>, %h: vector<16xf16>) -> vector<16xsi32> {
  %m = func.call @maker(%h) : (vector<16xf16>) -> !compass.mask<16>
  %s = tir.intrin "vsel"(%v, %v) mask(%m : !compass.mask<16>) : (vector<16xsi32>, vector<16xsi32>) -> vector<16xsi32>
  return %s : vector<16xsi32>
}

func.func @maker(%h: vector<16xf16>) -> !compass.mask<16> {
  %m = tir.intrin "vcgt"(%h, %h) : (vector<16xf16>, vector<16xf16>) -> !compass.mask<16>
  return %m : !compass.mask<16>
}

// -----

// Two masks of different widths joined by an operation: the second operand
// takes the first one's pieces.
// CHECK-LABEL: func.func @joined
// CHECK: %[[A0:.*]] = compass.vcmp gt, %arg0, %arg0, {{.*}} : vector<8xsi32>, <8>
// CHECK: %[[A1:.*]] = compass.vcmp gt, %arg1, %arg1, {{.*}} : vector<8xsi32>, <8>
// CHECK: %[[B0:.*]] = compass.vcmp ne, {{.*}} : vector<8xui32>, <8>
// CHECK: %[[B1:.*]] = compass.vcmp ne, {{.*}} : vector<8xui32>, <8>
// CHECK: compass.mask_and %[[A0]], %[[B0]] : <8>
// CHECK: compass.mask_and %[[A1]], %[[B1]] : <8>
func.func @joined(%v: vector<16xsi32>, %h: vector<16xf16>) -> !compass.mask<16> {
  %m = tir.intrin "vcgt"(%v, %v) : (vector<16xsi32>, vector<16xsi32>) -> !compass.mask<16>
  %n = tir.intrin "vcgt"(%h, %h) : (vector<16xf16>, vector<16xf16>) -> !compass.mask<16>
  %a = tir.intrin "vand"(%m, %n) : (!compass.mask<16>, !compass.mask<16>) -> !compass.mask<16>
  return %a : !compass.mask<16>
}
