// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the permutations: compass.vperm (one or two inputs, an
// optional runtime shift), compass.vcompress (with and without fill) and
// compass.vtbl (2 to 4 tables).

// CHECK-LABEL: func.func @vperm
// CHECK: compass.vperm %{{.*}}, %{{.*}} indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
// CHECK: compass.vperm %{{.*}} indices [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32> -> vector<8xf32>
// CHECK: compass.vperm %{{.*}} shift %{{.*}} indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xf32> -> vector<8xf32>
func.func @vperm(%a: vector<8xsi32>, %b: vector<8xsi32>, %f: vector<8xf32>, %s: si32) {
  %0 = compass.vperm %a, %b indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  %1 = compass.vperm %f indices [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32> -> vector<8xf32>
  %2 = compass.vperm %f shift %s indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xf32> -> vector<8xf32>
  return
}

// CHECK-LABEL: func.func @vcompress
// CHECK: compass.vcompress %{{.*}}, %{{.*}} : vector<16xbf16>, <16>
// CHECK: compass.vcompress %{{.*}}, %{{.*}} fill %{{.*}} : vector<16xbf16>, <16>
func.func @vcompress(%x: vector<16xbf16>, %y: vector<16xbf16>, %m: !compass.mask<16>) {
  %0 = compass.vcompress %x, %m : vector<16xbf16>, !compass.mask<16>
  %1 = compass.vcompress %x, %m fill %y : vector<16xbf16>, !compass.mask<16>
  return
}

// CHECK-LABEL: func.func @vtbl
// CHECK: compass.vtbl %{{.*}}, %{{.*}} indices %{{.*}} : vector<32xui8>, vector<32xui8> indices vector<32xsi8> -> vector<32xui8>
// CHECK: compass.vtbl %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} indices %{{.*}} : vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16> indices vector<16xui16> -> vector<16xf16>
func.func @vtbl(%t: vector<32xui8>, %i: vector<32xsi8>, %h: vector<16xf16>, %j: vector<16xui16>) {
  %0 = compass.vtbl %t, %t indices %i : vector<32xui8>, vector<32xui8> indices vector<32xsi8> -> vector<32xui8>
  %1 = compass.vtbl %h, %h, %h, %h indices %j : vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16> indices vector<16xui16> -> vector<16xf16>
  return
}
