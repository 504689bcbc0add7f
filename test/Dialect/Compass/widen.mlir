// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the out_sign builtins with operands of another signedness
// than their result (the operand types follow `from`).

// CHECK-LABEL: func.func @out_sign_binary
// CHECK: compass.vadd %{{.*}}, %{{.*}}, %{{.*}} : vector<32xui8>, <32> from vector<32xsi8>, vector<32xui8>
// CHECK: compass.vsub %{{.*}}, %{{.*}}, %{{.*}} r %{{.*}} : vector<16xsi16>, <16> from vector<16xui16>, vector<16xui16>
// CHECK: compass.vmul %{{.*}}, %{{.*}}, %{{.*}} : vector<8xui32>, <8> from vector<8xsi32>, vector<8xsi32>
// CHECK: compass.vadds %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <32> from vector<32xui8>, vector<32xsi8>
// CHECK: compass.vsubs %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <32>{{$}}
func.func @out_sign_binary(%s8: vector<32xsi8>, %u8: vector<32xui8>,
                           %s16: vector<16xsi16>, %u16: vector<16xui16>,
                           %s32: vector<8xsi32>, %m32: !compass.mask<32>,
                           %m16: !compass.mask<16>, %m8: !compass.mask<8>) {
  %0 = compass.vadd %s8, %u8, %m32 : vector<32xui8>, !compass.mask<32> from vector<32xsi8>, vector<32xui8>
  %1 = compass.vsub %u16, %u16, %m16 r %s16 : vector<16xsi16>, !compass.mask<16> from vector<16xui16>, vector<16xui16>
  %2 = compass.vmul %s32, %s32, %m8 : vector<8xui32>, !compass.mask<8> from vector<8xsi32>, vector<8xsi32>
  %3 = compass.vadds %u8, %s8, %m32 : vector<32xsi8>, !compass.mask<32> from vector<32xui8>, vector<32xsi8>
  %4 = compass.vsubs %s8, %s8, %m32 : vector<32xsi8>, !compass.mask<32> from vector<32xsi8>, vector<32xsi8>
  return
}

// CHECK-LABEL: func.func @out_sign_unary
// CHECK: compass.vcls %{{.*}}, %{{.*}} : vector<16xui16>, <16> from vector<16xsi16>
// CHECK: compass.vpcnt %{{.*}}, %{{.*}} : vector<16xsi16>, <16> from vector<16xui16>
func.func @out_sign_unary(%s16: vector<16xsi16>, %u16: vector<16xui16>,
                          %m16: !compass.mask<16>) {
  %0 = compass.vcls %s16, %m16 : vector<16xui16>, !compass.mask<16> from vector<16xsi16>
  %1 = compass.vpcnt %u16, %m16 : vector<16xsi16>, !compass.mask<16> from vector<16xui16>
  return
}

// CHECK-LABEL: func.func @widening
// CHECK: compass.vmull %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK: compass.vmulh %{{.*}}, %{{.*}}, %{{.*}} r %{{.*}} : vector<16xui16>, vector<16xui16>, <16> -> vector<8xui32>
// CHECK: compass.vmull %{{.*}}, %{{.*}}, %{{.*}} : vector<8xsi32>, vector<8xsi32>, <8> -> vector<8xui32>
func.func @widening(%s8: vector<32xsi8>, %u8: vector<32xui8>, %u16: vector<16xui16>,
                    %s32: vector<8xsi32>, %r: vector<8xui32>, %m32: !compass.mask<32>,
                    %m16: !compass.mask<16>, %m8: !compass.mask<8>) {
  %0 = compass.vmull %s8, %u8, %m32 : vector<32xsi8>, vector<32xui8>, !compass.mask<32> -> vector<16xsi16>
  %1 = compass.vmulh %u16, %u16, %m16 r %r : vector<16xui16>, vector<16xui16>, !compass.mask<16> -> vector<8xui32>
  %2 = compass.vmull %s32, %s32, %m8 : vector<8xsi32>, vector<8xsi32>, !compass.mask<8> -> vector<8xui32>
  return
}

// CHECK-LABEL: func.func @narrowing
// CHECK: compass.vnsr %{{.*}}, %{{.*}}, %{{.*}} : vector<8xsi32>, vector<8xui32>, <8> -> vector<16xui16>
// CHECK: compass.vnsrs %{{.*}}, %{{.*}}, %{{.*}} : vector<16xui16>, vector<16xui16>, <16> -> vector<32xsi8>
// CHECK: compass.vnsrr %{{.*}}, %{{.*}}, %{{.*}} : vector<8xsi32>, vector<8xsi32>, <8> -> vector<32xsi8>
// CHECK: compass.vnsrsr %{{.*}}, %{{.*}}, %{{.*}} : vector<8xui32>, vector<8xsi32>, <8> -> vector<16xsi16>
func.func @narrowing(%s32: vector<8xsi32>, %u32: vector<8xui32>, %u16: vector<16xui16>,
                     %m8: !compass.mask<8>, %m16: !compass.mask<16>) {
  %0 = compass.vnsr %s32, %u32, %m8 : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xui16>
  %1 = compass.vnsrs %u16, %u16, %m16 : vector<16xui16>, vector<16xui16>, !compass.mask<16> -> vector<32xsi8>
  %2 = compass.vnsrr %s32, %s32, %m8 : vector<8xsi32>, vector<8xsi32>, !compass.mask<8> -> vector<32xsi8>
  %3 = compass.vnsrsr %u32, %s32, %m8 : vector<8xui32>, vector<8xsi32>, !compass.mask<8> -> vector<16xsi16>
  return
}
