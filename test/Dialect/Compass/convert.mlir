// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of compass.vcvt (S.cast, S.vxtl, S.vxth).

// CHECK-LABEL: func.func @vcvt
// CHECK: compass.vcvt %{{.*}} offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}} offset 1 stride 2 : vector<32xui8> -> vector<16xf16>
// CHECK: compass.vcvt %{{.*}}, %{{.*}} offset 0 stride 1 saturate : vector<8xsi32>, vector<8xsi32> -> vector<16xsi16>
// CHECK: compass.vcvt %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} offset 0 stride 1 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32> -> vector<32xui8>
// CHECK: compass.vcvt %{{.*}} offset 0 stride 1 : vector<8xf32> -> vector<16xbf16>
// CHECK: compass.vcvt %{{.*}} offset 8 stride 1 round : vector<16xf16> -> vector<8xsi32>
func.func @vcvt(%a: vector<32xsi8>, %b: vector<32xui8>, %c: vector<8xsi32>,
                %d: vector<8xf32>) {
  %0 = compass.vcvt %a offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %1 = compass.vcvt %b offset 1 stride 2 : vector<32xui8> -> vector<16xf16>
  %2 = compass.vcvt %c, %c offset 0 stride 1 saturate : vector<8xsi32>, vector<8xsi32> -> vector<16xsi16>
  %3 = compass.vcvt %d, %d, %d, %d offset 0 stride 1 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32> -> vector<32xui8>
  %4 = compass.vcvt %d offset 0 stride 1 : vector<8xf32> -> vector<16xbf16>
  %h = compass.vcvt %d offset 0 stride 1 : vector<8xf32> -> vector<16xf16>
  %5 = compass.vcvt %h offset 8 stride 1 round : vector<16xf16> -> vector<8xsi32>
  return
}

// CHECK-LABEL: func.func @vbitcast
// CHECK: compass.vbitcast %{{.*}} : vector<8xf32> -> vector<32xui8>
// CHECK: compass.vbitcast %{{.*}} : vector<16xbf16> -> vector<16xsi16>
func.func @vbitcast(%a: vector<8xf32>, %b: vector<16xbf16>) {
  %0 = compass.vbitcast %a : vector<8xf32> -> vector<32xui8>
  %1 = compass.vbitcast %b : vector<16xbf16> -> vector<16xsi16>
  return
}
