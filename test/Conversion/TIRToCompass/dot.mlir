// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// The Dot family's tir.intrin become one compass builtin per register. The
// grouped ones (vdot, vqdot, vdpa, vqdpa, vfmae, vfmao) mix lane counts: the
// pieces follow the registers, and the mask (given or all true) has the lanes
// of x, or of acc for vfmae / vfmao.

// CHECK-LABEL: func.func @vdot_multiple_width
// CHECK-SAME: (%[[X0:.*]]: vector<32xsi8>, %[[X1:.*]]: vector<32xsi8>, %[[Y0:.*]]: vector<32xui8>, %[[Y1:.*]]: vector<32xui8>, %[[M0:.*]]: !compass.mask<32>, %[[M1:.*]]: !compass.mask<32>)
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <32>
// CHECK: %[[A0:.*]] = compass.vdot %[[X0]], %[[Y0]], %[[ALL]] : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK: %[[ALL1:.*]] = compass.const_mask [{{(true, )+}}true] : <32>
// CHECK: %[[A1:.*]] = compass.vdot %[[X1]], %[[Y1]], %[[ALL1]] : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK: compass.vdot %[[X0]], %[[Y0]], %[[M0]] : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK: compass.vdot %[[X1]], %[[Y1]], %[[M1]] : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK-NOT: tir.intrin
func.func @vdot_multiple_width(%x: vector<64xsi8>, %y: vector<64xui8>, %m: !compass.mask<64>) -> (vector<32xsi16>, vector<32xsi16>) {
  %a = tir.intrin "vdot"(%x, %y) : (vector<64xsi8>, vector<64xui8>) -> vector<32xsi16>
  %b = tir.intrin "vdot"(%x, %y) mask(%m : !compass.mask<64>) : (vector<64xsi8>, vector<64xui8>) -> vector<32xsi16>
  return %a, %b : vector<32xsi16>, vector<32xsi16>
}

// -----

// CHECK-LABEL: func.func @vqdpa_multiple_width
// CHECK-SAME: (%[[A0:.*]]: vector<8xf32>, %[[A1:.*]]: vector<8xf32>, %[[X0:.*]]: vector<16xf16>, %[[X1:.*]]: vector<16xf16>, %[[M0:.*]]: !compass.mask<16>, %[[M1:.*]]: !compass.mask<16>)
// CHECK: compass.vqdpa %[[A0]], %[[X0]], %[[X0]], %[[M0]] : vector<8xf32>, vector<16xf16>, vector<16xf16>, <16>
// CHECK: compass.vqdpa %[[A1]], %[[X1]], %[[X1]], %[[M1]] : vector<8xf32>, vector<16xf16>, vector<16xf16>, <16>
func.func @vqdpa_multiple_width(%acc: vector<16xf32>, %x: vector<32xf16>, %m: !compass.mask<32>) -> vector<16xf32> {
  %a = tir.intrin "vqdpa"(%acc, %x, %x) mask(%m : !compass.mask<32>) : (vector<16xf32>, vector<32xf16>, vector<32xf16>) -> vector<16xf32>
  return %a : vector<16xf32>
}

// -----

// CHECK-LABEL: func.func @vfmae_mask_of_acc
// CHECK: %[[ALL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: compass.vfmae %{{.*}}, %{{.*}}, %{{.*}}, %[[ALL]] : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, <8>
// CHECK: compass.vfmao %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, <8>
func.func @vfmae_mask_of_acc(%acc: vector<8xf32>, %x: vector<16xbf16>, %m: !compass.mask<8>) -> (vector<8xf32>, vector<8xf32>) {
  %a = tir.intrin "vfmae"(%acc, %x, %x) : (vector<8xf32>, vector<16xbf16>, vector<16xbf16>) -> vector<8xf32>
  %b = tir.intrin "vfmao"(%acc, %x, %x) mask(%m : !compass.mask<8>) : (vector<8xf32>, vector<16xbf16>, vector<16xbf16>) -> vector<8xf32>
  return %a, %b : vector<8xf32>, vector<8xf32>
}

// -----

// fma takes any width: a flexible-width call pads its last piece, whose
// padding lanes are inactive.
// CHECK-LABEL: func.func @fma_flexible_width
// CHECK: %[[ALL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: compass.vfma %{{.*}}, %{{.*}}, %{{.*}}, %[[ALL]] : vector<8xf32>, vector<8xf32>, vector<8xf32>, <8>
// CHECK: %[[PAD:.*]] = compass.const_mask [true, true, true, false, false, false, false, false] : <8>
// CHECK: compass.vfma %{{.*}}, %{{.*}}, %{{.*}}, %[[PAD]] : vector<8xf32>, vector<8xf32>, vector<8xf32>, <8>
func.func @fma_flexible_width(%acc: vector<11xf32>, %x: vector<11xf32>) -> vector<11xf32> {
  %a = tir.intrin "fma"(%acc, %x, %x) : (vector<11xf32>, vector<11xf32>, vector<11xf32>) -> vector<11xf32>
  return %a : vector<11xf32>
}
