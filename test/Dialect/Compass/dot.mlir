// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the Dot family: sums of products over groups of lanes, with
// and without an accumulator.

// CHECK-LABEL: func.func @dot_family
func.func @dot_family(%i8: vector<32xsi8>, %u8: vector<32xui8>,
                      %i16: vector<16xsi16>, %u16: vector<16xui16>,
                      %f16: vector<16xf16>, %bf16: vector<16xbf16>,
                      %f32: vector<8xf32>, %acc16: vector<16xsi16>,
                      %acc32: vector<8xsi32>, %uacc32: vector<8xui32>,
                      %m32: !compass.mask<32>, %m16: !compass.mask<16>,
                      %m8: !compass.mask<8>) {
  // CHECK: compass.vfma %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, vector<8xf32>, vector<8xf32>, <8>
  %0 = compass.vfma %f32, %f32, %f32, %m8 : vector<8xf32>, vector<8xf32>, vector<8xf32>, !compass.mask<8>
  // CHECK: compass.vdot %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
  %1 = compass.vdot %i8, %u8, %m32 : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<16xsi16>
  // CHECK: compass.vdot %{{.*}}, %{{.*}}, %{{.*}} : vector<16xui16>, vector<16xui16>, <16> -> vector<8xui32>
  %2 = compass.vdot %u16, %u16, %m16 : vector<16xui16>, vector<16xui16>, !compass.mask<16> -> vector<8xui32>
  // CHECK: compass.vqdot %{{.*}}, %{{.*}}, %{{.*}} : vector<32xui8>, vector<32xui8>, <32> -> vector<8xui32>
  %3 = compass.vqdot %u8, %u8, %m32 : vector<32xui8>, vector<32xui8>, !compass.mask<32> -> vector<8xui32>
  // CHECK: compass.vqdot %{{.*}}, %{{.*}}, %{{.*}} : vector<16xbf16>, vector<16xbf16>, <16> -> vector<8xf32>
  %4 = compass.vqdot %bf16, %bf16, %m16 : vector<16xbf16>, vector<16xbf16>, !compass.mask<16> -> vector<8xf32>
  // CHECK: compass.vdpa %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<16xsi16>, vector<32xui8>, vector<32xsi8>, <32>
  %5 = compass.vdpa %acc16, %u8, %i8, %m32 : vector<16xsi16>, vector<32xui8>, vector<32xsi8>, !compass.mask<32>
  // CHECK: compass.vqdpa %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xui32>, vector<32xui8>, vector<32xui8>, <32>
  %6 = compass.vqdpa %uacc32, %u8, %u8, %m32 : vector<8xui32>, vector<32xui8>, vector<32xui8>, !compass.mask<32>
  // CHECK: compass.vqdpa %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, vector<16xf16>, vector<16xf16>, <16>
  %7 = compass.vqdpa %f32, %f16, %f16, %m16 : vector<8xf32>, vector<16xf16>, vector<16xf16>, !compass.mask<16>
  // CHECK: compass.vfmae %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, vector<16xf16>, vector<16xf16>, <8>
  %8 = compass.vfmae %f32, %f16, %f16, %m8 : vector<8xf32>, vector<16xf16>, vector<16xf16>, !compass.mask<8>
  // CHECK: compass.vfmao %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, <8>
  %9 = compass.vfmao %f32, %bf16, %bf16, %m8 : vector<8xf32>, vector<16xbf16>, vector<16xbf16>, !compass.mask<8>
  // CHECK: compass.vdpa %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xsi32>, vector<16xsi16>, vector<16xsi16>, <16>
  %10 = compass.vdpa %acc32, %i16, %i16, %m16 : vector<8xsi32>, vector<16xsi16>, vector<16xsi16>, !compass.mask<16>
  // An integer acc of either signedness: the sum saturates to its range.
  // CHECK: compass.vdpa %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xui32>, vector<16xsi16>, vector<16xsi16>, <16>
  %11 = compass.vdpa %uacc32, %i16, %i16, %m16 : vector<8xui32>, vector<16xsi16>, vector<16xsi16>, !compass.mask<16>
  // CHECK: compass.vqdpa %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xsi32>, vector<32xui8>, vector<32xui8>, <32>
  %12 = compass.vqdpa %acc32, %u8, %u8, %m32 : vector<8xsi32>, vector<32xui8>, vector<32xui8>, !compass.mask<32>
  return
}
