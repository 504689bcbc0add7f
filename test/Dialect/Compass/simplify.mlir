// RUN: compass-opt -compass-simplify %s | FileCheck %s

// Integer multiplies by a splat 2^k become shifts left by k, either operand,
// with the mask and r kept.

// CHECK-LABEL: func.func @multiply_by_power_of_two
// CHECK-SAME: (%[[X:.*]]: vector<16xui16>, %[[M:.*]]: !compass.mask<16>, %[[R:.*]]: vector<16xui16>)
// CHECK-DAG: %[[THREE:.*]] = tir.const 3 : ui16
// CHECK-DAG: %[[FIFTEEN:.*]] = tir.const 15 : ui16
// CHECK-DAG: %[[C3:.*]] = compass.vbcast %[[THREE]] : ui16 -> vector<16xui16>
// CHECK-DAG: %[[C15:.*]] = compass.vbcast %[[FIFTEEN]] : ui16 -> vector<16xui16>
// CHECK-DAG: %[[A:.*]] = compass.vsl %[[X]], %[[C3]], %[[M]] r %[[R]] : vector<16xui16>, <16>
// CHECK-DAG: %[[B:.*]] = compass.vsl %[[X]], %[[C15]], %[[M]] : vector<16xui16>, <16>
// CHECK: return %[[A]], %[[B]]
func.func @multiply_by_power_of_two(%x: vector<16xui16>, %m: !compass.mask<16>, %r: vector<16xui16>)
    -> (vector<16xui16>, vector<16xui16>) {
  %c8 = tir.const 8 : ui16
  %eight = compass.vbcast %c8 : ui16 -> vector<16xui16>
  %a = compass.vmul %eight, %x, %m r %r : vector<16xui16>, !compass.mask<16>
  %c = tir.const 32768 : ui16
  %big = compass.vbcast %c : ui16 -> vector<16xui16>
  %b = compass.vmul %x, %big, %m : vector<16xui16>, !compass.mask<16>
  return %a, %b : vector<16xui16>, vector<16xui16>
}

// Not powers of two (3, 0, a negative one), a non-constant factor, an
// operand of the other signedness (vsl can't mix them), float lanes.

// CHECK-LABEL: func.func @multiply_kept
// CHECK-NOT: compass.vsl
// CHECK-COUNT-6: compass.vmul
func.func @multiply_kept(%x: vector<8xsi32>, %y: vector<8xsi32>, %u: vector<8xui32>,
                         %f: vector<8xf32>, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xf32>) {
  %c3 = tir.const 3 : si32
  %three = compass.vbcast %c3 : si32 -> vector<8xsi32>
  %0 = compass.vmul %x, %three, %m : vector<8xsi32>, !compass.mask<8>
  %c0 = tir.const 0 : si32
  %zero = compass.vbcast %c0 : si32 -> vector<8xsi32>
  %1 = compass.vmul %x, %zero, %m : vector<8xsi32>, !compass.mask<8>
  %cn = tir.const -4 : si32
  %minus = compass.vbcast %cn : si32 -> vector<8xsi32>
  %2 = compass.vmul %x, %minus, %m : vector<8xsi32>, !compass.mask<8>
  %3 = compass.vmul %x, %y, %m : vector<8xsi32>, !compass.mask<8>
  %c4 = tir.const 4 : si32
  %four = compass.vbcast %c4 : si32 -> vector<8xsi32>
  %4 = compass.vmul %u, %four, %m : vector<8xsi32>, !compass.mask<8> from vector<8xui32>, vector<8xsi32>
  %cf = tir.const 4.0 : f32
  %fourf = compass.vbcast %cf : f32 -> vector<8xf32>
  %5 = compass.vmul %f, %fourf, %m : vector<8xf32>, !compass.mask<8>
  return %0, %1, %2, %3, %4, %5 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xf32>
}

// Unsigned division by 2^k is a logical shift right; float32 division by
// ±2^k a multiply by the exact reciprocal.

// CHECK-LABEL: func.func @divide_by_constant
// CHECK-SAME: (%[[U:.*]]: vector<32xui8>, %[[F:.*]]: vector<8xf32>, %[[M:.*]]: !compass.mask<8>, %[[MU:.*]]: !compass.mask<32>)
// CHECK-DAG: %[[TWO:.*]] = tir.const 2 : ui8
// CHECK-DAG: %[[QUARTER:.*]] = tir.const -2.500000e-01 : f32
// CHECK: compass.vsr %[[U]], %{{.*}}, %[[MU]] : vector<32xui8>, <32>
// CHECK: compass.vmul %[[F]], %{{.*}}, %[[M]] : vector<8xf32>, <8>
func.func @divide_by_constant(%u: vector<32xui8>, %f: vector<8xf32>, %m: !compass.mask<8>, %mu: !compass.mask<32>)
    -> (vector<32xui8>, vector<8xf32>) {
  %c4 = tir.const 4 : ui8
  %four = compass.vbcast %c4 : ui8 -> vector<32xui8>
  %0 = compass.vdiv %u, %four, %mu : vector<32xui8>, !compass.mask<32>
  %cf = tir.const -4.0 : f32
  %fourf = compass.vbcast %cf : f32 -> vector<8xf32>
  %1 = compass.vdiv %f, %fourf, %m : vector<8xf32>, !compass.mask<8>
  return %0, %1 : vector<32xui8>, vector<8xf32>
}

// Signed division rounds toward zero (a shift would not). 3, 0 and infinity
// have no exact reciprocal; the subnormal 2^-127 and 2^127 (whose
// reciprocal is subnormal) are left too; the divisor must be the constant.

// CHECK-LABEL: func.func @divide_kept
// CHECK-NOT: compass.vsr
// CHECK-NOT: compass.vmul
// CHECK-COUNT-7: compass.vdiv
func.func @divide_kept(%s: vector<8xsi32>, %f: vector<8xf32>, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %c4 = tir.const 4 : si32
  %four = compass.vbcast %c4 : si32 -> vector<8xsi32>
  %0 = compass.vdiv %s, %four, %m : vector<8xsi32>, !compass.mask<8>
  %c3 = tir.const 3.0 : f32
  %three = compass.vbcast %c3 : f32 -> vector<8xf32>
  %1 = compass.vdiv %f, %three, %m : vector<8xf32>, !compass.mask<8>
  %c0 = tir.const 0.0 : f32
  %zero = compass.vbcast %c0 : f32 -> vector<8xf32>
  %2 = compass.vdiv %f, %zero, %m : vector<8xf32>, !compass.mask<8>
  %ci = tir.const 0x7F800000 : f32
  %inf = compass.vbcast %ci : f32 -> vector<8xf32>
  %3 = compass.vdiv %f, %inf, %m : vector<8xf32>, !compass.mask<8>
  %ct = tir.const 0x00400000 : f32
  %tiny = compass.vbcast %ct : f32 -> vector<8xf32>
  %4 = compass.vdiv %f, %tiny, %m : vector<8xf32>, !compass.mask<8>
  %5 = compass.vdiv %three, %f, %m : vector<8xf32>, !compass.mask<8>
  %cb = tir.const 0x7F000000 : f32
  %big = compass.vbcast %cb : f32 -> vector<8xf32>
  %6 = compass.vdiv %f, %big, %m : vector<8xf32>, !compass.mask<8>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xsi32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// -----

// The not of a constant mask is the constant with every lane flipped; the
// not of a variable mask stays.
// CHECK-LABEL: func.func @not_of_constant_mask
// CHECK-SAME: (%[[M:.*]]: !compass.mask<8>)
// CHECK-DAG: %[[F:.*]] = compass.const_mask [false, true, false, false, false, false, false, true] : <8>
// CHECK-DAG: %[[N:.*]] = compass.mask_not %[[M]] : <8>
// CHECK: return %[[F]], %[[N]]
func.func @not_of_constant_mask(%m: !compass.mask<8>) -> (!compass.mask<8>, !compass.mask<8>) {
  %c = compass.const_mask [true, false, true, true, true, true, true, false] : !compass.mask<8>
  %0 = compass.mask_not %c : !compass.mask<8>
  %1 = compass.mask_not %m : !compass.mask<8>
  return %0, %1 : !compass.mask<8>, !compass.mask<8>
}
