// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the pairwise builtins: two integer vectors of one type, no
// mask.

// CHECK-LABEL: func.func @pairwise
// CHECK: compass.vaddh %{{.*}}, %{{.*}} : vector<32xsi8>
// CHECK: compass.vsubh %{{.*}}, %{{.*}} : vector<16xui16>
// CHECK: compass.vmaxh %{{.*}}, %{{.*}} : vector<8xsi32>
// CHECK: compass.vminh %{{.*}}, %{{.*}} : vector<8xui32>
func.func @pairwise(%a: vector<32xsi8>, %b: vector<16xui16>, %c: vector<8xsi32>,
                    %d: vector<8xui32>) {
  %0 = compass.vaddh %a, %a : vector<32xsi8>
  %1 = compass.vsubh %b, %b : vector<16xui16>
  %2 = compass.vmaxh %c, %c : vector<8xsi32>
  %3 = compass.vminh %d, %d : vector<8xui32>
  return
}

// Whole-mask tests: a mask into a scalar bool.

// CHECK-LABEL: func.func @mask_tests
// CHECK: compass.vall %{{.*}} : <8>
// CHECK: compass.vany %{{.*}} : <32>
func.func @mask_tests(%a: !compass.mask<8>, %b: !compass.mask<32>) -> (i1, i1) {
  %0 = compass.vall %a : !compass.mask<8>
  %1 = compass.vany %b : !compass.mask<32>
  return %0, %1 : i1, i1
}

// Reductions: lane 0 from the active lanes; vrpadd sums 16-bit float lanes
// into float32 lanes, half as many.

// CHECK-LABEL: func.func @reductions
// CHECK: compass.vrpadd %{{.*}}, %{{.*}} : vector<32xsi8>, <32> -> vector<32xsi8>
// CHECK: compass.vrpadd %{{.*}}, %{{.*}} : vector<16xf16>, <16> -> vector<8xf32>
// CHECK: compass.vrpadd %{{.*}}, %{{.*}} : vector<16xbf16>, <16> -> vector<8xf32>
// CHECK: compass.vrpmax %{{.*}}, %{{.*}} : vector<8xf32>, <8> -> vector<8xf32>
// CHECK: compass.vrpmin %{{.*}}, %{{.*}} : vector<16xui16>, <16> -> vector<16xui16>
// CHECK: compass.vrpmaxe %{{.*}}, %{{.*}} : vector<16xf16>, <16> -> vector<16xf16>
// CHECK: compass.vrpmine %{{.*}}, %{{.*}} : vector<32xsi8>, <32> -> vector<32xsi8>
func.func @reductions(%a: vector<32xsi8>, %b: vector<16xf16>, %c: vector<16xbf16>,
                      %d: vector<8xf32>, %e: vector<16xui16>, %m32: !compass.mask<32>,
                      %m16: !compass.mask<16>, %m8: !compass.mask<8>) {
  %0 = compass.vrpadd %a, %m32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
  %1 = compass.vrpadd %b, %m16 : vector<16xf16>, !compass.mask<16> -> vector<8xf32>
  %2 = compass.vrpadd %c, %m16 : vector<16xbf16>, !compass.mask<16> -> vector<8xf32>
  %3 = compass.vrpmax %d, %m8 : vector<8xf32>, !compass.mask<8> -> vector<8xf32>
  %4 = compass.vrpmin %e, %m16 : vector<16xui16>, !compass.mask<16> -> vector<16xui16>
  %5 = compass.vrpmaxe %b, %m16 : vector<16xf16>, !compass.mask<16> -> vector<16xf16>
  %6 = compass.vrpmine %a, %m32 : vector<32xsi8>, !compass.mask<32> -> vector<32xsi8>
  return
}
