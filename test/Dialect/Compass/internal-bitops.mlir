// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the internal instructions (no S.* builtin; the optimizer
// produces them): bit clear / bit set of integer vectors, with or without
// r, the four mask instructions of the shape of compass.mask_and, and the
// five mask operations under a mask.

// CHECK-LABEL: func.func @bit_clear_set
// CHECK: compass.vbclr %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <32>
// CHECK: compass.vbclr %{{.*}}, %{{.*}}, %{{.*}} r %{{.*}} : vector<16xui16>, <16>
// CHECK: compass.vbset %{{.*}}, %{{.*}}, %{{.*}} : vector<8xsi32>, <8>
// CHECK: compass.vbset %{{.*}}, %{{.*}}, %{{.*}} r %{{.*}} : vector<32xui8>, <32>
// CHECK: compass.vbclr %{{.*}}, %{{.*}}, %{{.*}} {compass.unmasked} : vector<8xui32>, <8>
func.func @bit_clear_set(%a: vector<32xsi8>, %b: vector<16xui16>, %c: vector<8xsi32>,
                         %d: vector<32xui8>, %e: vector<8xui32>, %m32: !compass.mask<32>,
                         %m16: !compass.mask<16>, %m8: !compass.mask<8>) {
  %0 = compass.vbclr %a, %a, %m32 : vector<32xsi8>, <32>
  %1 = compass.vbclr %b, %b, %m16 r %b : vector<16xui16>, <16>
  %2 = compass.vbset %c, %c, %m8 : vector<8xsi32>, <8>
  %3 = compass.vbset %d, %d, %m32 r %d : vector<32xui8>, <32>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %4 = compass.vbclr %e, %e, %all {compass.unmasked} : vector<8xui32>, <8>
  return
}

// CHECK-LABEL: func.func @mask_logic
// CHECK: compass.mask_andnot %{{.*}}, %{{.*}} : <16>
// CHECK: compass.mask_ornot %{{.*}}, %{{.*}} : <16>
// CHECK: compass.mask_nand %{{.*}}, %{{.*}} : <8>
// CHECK: compass.mask_nor %{{.*}}, %{{.*}} : <32>
func.func @mask_logic(%a: !compass.mask<16>, %b: !compass.mask<16>, %c: !compass.mask<8>,
                      %d: !compass.mask<32>) {
  %0 = compass.mask_andnot %a, %b : !compass.mask<16>
  %1 = compass.mask_ornot %a, %b : !compass.mask<16>
  %2 = compass.mask_nand %c, %c : !compass.mask<8>
  %3 = compass.mask_nor %d, %d : !compass.mask<32>
  return
}

// CHECK-LABEL: func.func @masked_logic
// CHECK-SAME: (%[[A:.*]]: !compass.mask<16>, %[[B:.*]]: !compass.mask<16>, %[[M:.*]]: !compass.mask<16>)
// CHECK: compass.masked_and %[[A]], %[[B]], %[[M]] : <16>
// CHECK: compass.masked_or %[[B]], %[[A]], %[[M]] : <16>
// CHECK: compass.masked_xor %[[A]], %[[M]], %[[B]] : <16>
// CHECK: compass.masked_andnot %[[A]], %[[B]], %[[M]] : <16>
// CHECK: compass.masked_ornot %[[B]], %[[A]], %[[M]] : <16>
func.func @masked_logic(%a: !compass.mask<16>, %b: !compass.mask<16>, %m: !compass.mask<16>) {
  %0 = compass.masked_and %a, %b, %m : !compass.mask<16>
  %1 = compass.masked_or %b, %a, %m : !compass.mask<16>
  %2 = compass.masked_xor %a, %m, %b : !compass.mask<16>
  %3 = compass.masked_andnot %a, %b, %m : !compass.mask<16>
  %4 = compass.masked_ornot %b, %a, %m : !compass.mask<16>
  return
}
