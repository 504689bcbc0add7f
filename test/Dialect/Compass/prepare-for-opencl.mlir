// RUN: compass-opt -compass-prepare-for-opencl %s | FileCheck %s

// Only a lane-wise builtin without r under a constant mask (all true, or
// leaving its inactive lanes undefined), on non-bfloat16 lanes and with a C
// operator or an unmasked runtime form is marked; a stale mark on anything
// else is removed.

// CHECK-LABEL: func.func @marks
func.func @marks(%a: vector<8xsi32>, %u: vector<32xui8>, %h: vector<16xbf16>,
                 %m: !compass.mask<8>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %some = compass.const_mask [true, true, true, true, false, true, true, true] : !compass.mask<8>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  // C operators.
  // CHECK: compass.vadd {{.*}} {compass.unmasked}
  %0 = compass.vadd %a, %a, %all : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vinv {{.*}} {compass.unmasked}
  %1 = compass.vinv %a, %all : vector<8xsi32>, !compass.mask<8>
  // Unmasked runtime forms.
  // CHECK: compass.vsr {{.*}} {compass.unmasked}
  %2 = compass.vsr %u, %u, %all32 : vector<32xui8>, !compass.mask<32>
  // Neither: vdiv and vmax are always the masked builtin.
  // CHECK: compass.vdiv
  // CHECK-NOT: unmasked
  %3 = compass.vdiv %a, %a, %all : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vmax
  // CHECK-NOT: unmasked
  %4 = compass.vmax %a, %a, %all : vector<8xsi32>, !compass.mask<8>
  // A partial constant mask without r: the inactive lanes are undefined.
  // CHECK: compass.vadd {{.*}} {compass.unmasked}
  %5 = compass.vadd %a, %a, %some : vector<8xsi32>, !compass.mask<8>
  // A runtime mask (its computation would lose its use), or r.
  // CHECK: compass.vadd
  // CHECK-NOT: unmasked
  %6 = compass.vadd %a, %a, %m : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vadd
  // CHECK-NOT: unmasked
  %7 = compass.vadd %a, %a, %all r %a : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vsl
  // CHECK-NOT: unmasked
  %9 = compass.vsl %a, %a, %some r %a : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vdiv
  // CHECK-NOT: unmasked
  %10 = compass.vdiv %a, %a, %some : vector<8xsi32>, !compass.mask<8>
  // bfloat16 lanes are raw bits in OpenCL C.
  // CHECK: compass.vadd
  // CHECK-NOT: unmasked
  %8 = compass.vadd %h, %h, %all16 : vector<16xbf16>, !compass.mask<16>
  // CHECK: return
  return
}
