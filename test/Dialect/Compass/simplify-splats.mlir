// RUN: compass-opt -compass-simplify %s | FileCheck %s

// A lane-wise builtin on splats with every lane active is the splat of the
// scalar tir operation; on constants tir folds it (wrapping like the lanes).

// CHECK-LABEL: func.func @constant_splats
// CHECK-DAG: %[[SUM:.*]] = tir.const 7 : si32
// CHECK-DAG: %[[WRAP:.*]] = tir.const 4 : ui8
// CHECK-DAG: %[[HALF:.*]] = tir.const 1.500000e+00 : f16
// CHECK-DAG: %[[NOT:.*]] = tir.const -4 : si32
// CHECK-DAG: %[[MAX:.*]] = tir.const 4 : si32
// CHECK-DAG: %[[A:.*]] = compass.vbcast %[[SUM]] : si32 -> vector<8xsi32>
// CHECK-DAG: %[[B:.*]] = compass.vbcast %[[WRAP]] : ui8 -> vector<32xui8>
// CHECK-DAG: %[[C:.*]] = compass.vbcast %[[HALF]] : f16 -> vector<16xf16>
// CHECK-DAG: %[[D:.*]] = compass.vbcast %[[NOT]] : si32 -> vector<8xsi32>
// CHECK-DAG: %[[E:.*]] = compass.vbcast %[[MAX]] : si32 -> vector<8xsi32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @constant_splats() -> (vector<8xsi32>, vector<32xui8>, vector<16xf16>, vector<8xsi32>, vector<8xsi32>) {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %three = compass.vbcast %c3 : si32 -> vector<8xsi32>
  %four = compass.vbcast %c4 : si32 -> vector<8xsi32>
  %a = compass.vadd %three, %four, %all8 : vector<8xsi32>, !compass.mask<8>
  %c200 = tir.const 200 : ui8
  %c60 = tir.const 60 : ui8
  %x200 = compass.vbcast %c200 : ui8 -> vector<32xui8>
  %x60 = compass.vbcast %c60 : ui8 -> vector<32xui8>
  %b = compass.vadd %x200, %x60, %all32 : vector<32xui8>, !compass.mask<32>
  %h1 = tir.const 0.5 : f16
  %h2 = tir.const 3.0 : f16
  %half = compass.vbcast %h1 : f16 -> vector<16xf16>
  %h3 = compass.vbcast %h2 : f16 -> vector<16xf16>
  %c = compass.vmul %half, %h3, %all16 : vector<16xf16>, !compass.mask<16>
  %d = compass.vinv %three, %all8 : vector<8xsi32>, !compass.mask<8>
  %e = compass.vmax %three, %four, %all8 : vector<8xsi32>, !compass.mask<8>
  return %a, %b, %c, %d, %e : vector<8xsi32>, vector<32xui8>, vector<16xf16>, vector<8xsi32>, vector<8xsi32>
}

// Splats of variables: the scalar operation is computed once.

// CHECK-LABEL: func.func @variable_splats
// CHECK-SAME: (%[[X:.*]]: si16, %[[Y:.*]]: si16)
// CHECK: %[[S:.*]] = tir.xor %[[X]], %[[Y]] : si16
// CHECK: %[[V:.*]] = compass.vbcast %[[S]] : si16 -> vector<16xsi16>
// CHECK: return %[[V]]
func.func @variable_splats(%x: si16, %y: si16) -> vector<16xsi16> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %vx = compass.vbcast %x : si16 -> vector<16xsi16>
  %vy = compass.vbcast %y : si16 -> vector<16xsi16>
  %s = compass.vxor %vx, %vy, %all : vector<16xsi16>, !compass.mask<16>
  return %s : vector<16xsi16>
}

// Kept: a mask that leaves lanes inactive (they are r or undefined), one
// operand not a splat, operands of the other signedness (out_sign), float
// vmax (the runtime's NaN rule is not tir.max's), bfloat16 lanes, vdiv and
// the shifts (their zero and large counts are not C's).

// CHECK-LABEL: func.func @kept
// CHECK-NOT: tir.add
// CHECK-NOT: tir.max
// CHECK: compass.vadd
// CHECK: compass.vadd
// CHECK: compass.vadd
// CHECK: compass.vmax
// CHECK: compass.vadd
// CHECK: compass.vdiv
// CHECK: compass.vsl
func.func @kept(%m: !compass.mask<8>, %v: vector<8xsi32>, %u: ui32, %f: f32, %b: bf16)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xf32>, vector<16xbf16>, vector<8xsi32>, vector<8xsi32>) {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %c3 = tir.const 3 : si32
  %three = compass.vbcast %c3 : si32 -> vector<8xsi32>
  %0 = compass.vadd %three, %three, %m : vector<8xsi32>, !compass.mask<8>
  %1 = compass.vadd %three, %v, %all8 : vector<8xsi32>, !compass.mask<8>
  %vu = compass.vbcast %u : ui32 -> vector<8xui32>
  %2 = compass.vadd %three, %vu, %all8 : vector<8xsi32>, !compass.mask<8> from vector<8xsi32>, vector<8xui32>
  %vf = compass.vbcast %f : f32 -> vector<8xf32>
  %3 = compass.vmax %vf, %vf, %all8 : vector<8xf32>, !compass.mask<8>
  %vb = compass.vbcast %b : bf16 -> vector<16xbf16>
  %4 = compass.vadd %vb, %vb, %all16 : vector<16xbf16>, !compass.mask<16>
  %5 = compass.vdiv %three, %three, %all8 : vector<8xsi32>, !compass.mask<8>
  %6 = compass.vsl %three, %three, %all8 : vector<8xsi32>, !compass.mask<8>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xf32>, vector<16xbf16>, vector<8xsi32>, vector<8xsi32>
}
