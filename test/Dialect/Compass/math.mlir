// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the Math family: float16, bfloat16 and float32 vectors, the
// builder's all-true mask (upstream's S.exp … take none).

// CHECK-LABEL: func.func @unary
// CHECK: compass.vexp %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vlog %{{.*}}, %{{.*}} : vector<16xf16>, <16>
// CHECK: compass.vtanh %{{.*}}, %{{.*}} : vector<16xbf16>, <16>
// CHECK: compass.vsin %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vcos %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vrsqrt %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vsqrt %{{.*}}, %{{.*}} : vector<16xf16>, <16>
// CHECK: compass.vfloor %{{.*}}, %{{.*}} : vector<16xbf16>, <16>
// CHECK: compass.vceil %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.verf %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vexp2 %{{.*}}, %{{.*}} : vector<16xf16>, <16>
// CHECK: compass.vpow %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, <8>
// CHECK: compass.vpow %{{.*}}, %{{.*}}, %{{.*}} : vector<16xbf16>, <16>
func.func @unary(%f: vector<8xf32>, %h: vector<16xf16>, %b: vector<16xbf16>) {
  %m8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %0 = compass.vexp %f, %m8 : vector<8xf32>, !compass.mask<8>
  %1 = compass.vlog %h, %m16 : vector<16xf16>, !compass.mask<16>
  %2 = compass.vtanh %b, %m16 : vector<16xbf16>, !compass.mask<16>
  %3 = compass.vsin %f, %m8 : vector<8xf32>, !compass.mask<8>
  %4 = compass.vcos %f, %m8 : vector<8xf32>, !compass.mask<8>
  %5 = compass.vrsqrt %f, %m8 : vector<8xf32>, !compass.mask<8>
  %6 = compass.vsqrt %h, %m16 : vector<16xf16>, !compass.mask<16>
  %7 = compass.vfloor %b, %m16 : vector<16xbf16>, !compass.mask<16>
  %8 = compass.vceil %f, %m8 : vector<8xf32>, !compass.mask<8>
  %9 = compass.verf %f, %m8 : vector<8xf32>, !compass.mask<8>
  %10 = compass.vexp2 %h, %m16 : vector<16xf16>, !compass.mask<16>
  %11 = compass.vpow %f, %f, %m8 : vector<8xf32>, !compass.mask<8>
  %12 = compass.vpow %b, %b, %m16 : vector<16xbf16>, !compass.mask<16>
  return
}
