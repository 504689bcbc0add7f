// RUN: compass-opt -compass-combine-instructions -split-input-file %s | FileCheck %s

// A narrowing conversion of unmasked right shifts becomes narrowing shifts
// (vnsrs when the conversion saturates) and a lane move reading every k-th
// lane: offset and stride scale by the ratio of the widths.

// CHECK-LABEL: func.func @narrow_saturate
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[N:.*]]: vector<8xsi32>)
// CHECK: %[[ALL:.*]] = compass.const_mask
// CHECK: %[[V:.*]] = compass.vnsrs %[[X]], %[[N]], %[[ALL]] : vector<8xsi32>, vector<8xsi32>, <8> -> vector<16xsi16>
// CHECK: %[[C:.*]] = compass.vcvt %[[V]] offset 0 stride 2 : vector<16xsi16> -> vector<16xsi16>
// CHECK-NOT: compass.vsr
// CHECK: return %[[C]]
func.func @narrow_saturate(%x: vector<8xsi32>, %n: vector<8xsi32>) -> vector<16xsi16> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %s = compass.vsr %x, %n, %all : vector<8xsi32>, !compass.mask<8>
  %c = compass.vcvt %s offset 0 stride 1 saturate : vector<8xsi32> -> vector<16xsi16>
  return %c : vector<16xsi16>
}

// -----

// Rounding shifts give the rounding forms; a merge of four 32-bit vectors
// into 8-bit lanes reads every 4th lane of the four narrowed ones, and the
// conversion's own offset and stride scale too. The narrowed lanes take the
// conversion's signedness.

// CHECK-LABEL: func.func @narrow_merge_round
// CHECK: %[[A:.*]] = compass.vnsrr %{{.*}} -> vector<32xui8>
// CHECK: %[[B:.*]] = compass.vnsrr %{{.*}} -> vector<32xui8>
// CHECK: %[[C:.*]] = compass.vnsr %{{.*}} -> vector<32xui8>
// CHECK: %[[D:.*]] = compass.vnsrr %{{.*}} -> vector<32xui8>
// CHECK: compass.vcvt %[[A]], %[[B]], %[[C]], %[[D]] offset 4 stride 8 : vector<32xui8>, vector<32xui8>, vector<32xui8>, vector<32xui8> -> vector<32xui8>
func.func @narrow_merge_round(%x: vector<8xsi32>, %n: vector<8xsi32>) -> vector<32xui8> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %a = compass.vsrr %x, %n, %all : vector<8xsi32>, !compass.mask<8>
  %b = compass.vsrr %n, %x, %all : vector<8xsi32>, !compass.mask<8>
  %c = compass.vsr %x, %x, %all : vector<8xsi32>, !compass.mask<8>
  %d = compass.vsrr %n, %n, %all : vector<8xsi32>, !compass.mask<8>
  %r = compass.vcvt %a, %b, %c, %d offset 1 stride 2 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32> -> vector<32xui8>
  return %r : vector<32xui8>
}

// -----

// vnsr has no r: a masked shift stays, and so does a shift whose value is
// also used elsewhere (it would be computed twice).

// CHECK-LABEL: func.func @narrow_not_masked
// CHECK-NOT: compass.vnsr
// CHECK: compass.vsr
// CHECK: compass.vcvt %{{.*}} offset 0 stride 1 : vector<16xsi16> -> vector<32xsi8>
func.func @narrow_not_masked(%x: vector<16xsi16>, %n: vector<16xsi16>) -> vector<32xsi8> {
  %some = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false] : !compass.mask<16>
  %s = compass.vsr %x, %n, %some : vector<16xsi16>, !compass.mask<16>
  %c = compass.vcvt %s offset 0 stride 1 : vector<16xsi16> -> vector<32xsi8>
  return %c : vector<32xsi8>
}

// CHECK-LABEL: func.func @narrow_shared_shift
// CHECK-NOT: compass.vnsr
// CHECK: compass.vsr
// CHECK-NOT: compass.vnsr
// CHECK: return
func.func @narrow_shared_shift(%x: vector<16xsi16>, %n: vector<16xsi16>) -> (vector<32xsi8>, vector<16xsi16>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %s = compass.vsr %x, %n, %all : vector<16xsi16>, !compass.mask<16>
  %c = compass.vcvt %s offset 0 stride 1 : vector<16xsi16> -> vector<32xsi8>
  return %c, %s : vector<32xsi8>, vector<16xsi16>
}

// A widening conversion or one to float is not a narrowing shift.
// CHECK-LABEL: func.func @narrow_wrong_direction
// CHECK-NOT: compass.vnsr
func.func @narrow_wrong_direction(%x: vector<16xsi16>, %n: vector<16xsi16>) -> (vector<8xsi32>, vector<16xf16>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %s = compass.vsr %x, %n, %all : vector<16xsi16>, !compass.mask<16>
  %w = compass.vcvt %s offset 0 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %t = compass.vsr %n, %x, %all : vector<16xsi16>, !compass.mask<16>
  %f = compass.vcvt %t offset 0 stride 1 : vector<16xsi16> -> vector<16xf16>
  return %w, %f : vector<8xsi32>, vector<16xf16>
}

// -----

// The multiply of two widened low halves is vmull, of high halves vmulh; a
// constant mask moves onto the half's lanes of the inputs (the other half
// all true) and r carries over. Mixed signedness of the inputs is fine.

// CHECK-LABEL: func.func @widen_multiply
// CHECK-SAME: (%[[A:.*]]: vector<32xsi8>, %[[B:.*]]: vector<32xui8>, %[[R:.*]]: vector<16xsi16>)
// CHECK-DAG: %[[LOW:.*]] = compass.const_mask [true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <32>
// CHECK-DAG: %[[HIGH:.*]] = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <32>
// CHECK: %[[L:.*]] = compass.vmull %[[A]], %[[B]], %[[LOW]] r %[[R]] : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK: %[[H:.*]] = compass.vmulh %[[A]], %[[B]], %[[HIGH]] : vector<32xsi8>, vector<32xui8>, <32> -> vector<16xsi16>
// CHECK-NOT: compass.vmul
// CHECK: return %[[L]], %[[H]]
func.func @widen_multiply(%a: vector<32xsi8>, %b: vector<32xui8>, %r: vector<16xsi16>) -> (vector<16xsi16>, vector<16xsi16>) {
  %m = compass.const_mask [true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %al = compass.vcvt %a offset 0 stride 1 : vector<32xsi8> -> vector<16xsi16>
  %bl = compass.vcvt %b offset 0 stride 1 : vector<32xui8> -> vector<16xsi16>
  %l = compass.vmul %al, %bl, %m r %r : vector<16xsi16>, !compass.mask<16>
  %ah = compass.vcvt %a offset 16 stride 1 : vector<32xsi8> -> vector<16xsi16>
  %bh = compass.vcvt %b offset 16 stride 1 : vector<32xui8> -> vector<16xsi16>
  %h = compass.vmul %ah, %bh, %m : vector<16xsi16>, !compass.mask<16>
  return %l, %h : vector<16xsi16>, vector<16xsi16>
}

// -----

// 8 → 32 bits: each quarter's product is the exact 16-bit product of the
// half that holds it (vmull for quarters 0 and 1, vmulh for 2 and 3, signed
// as either factor is), widened by a conversion from its low or high 8
// lanes. (The quarters of one half share the multiply after cse.)

// CHECK-LABEL: func.func @widen_quarters
// CHECK-SAME: (%[[A:.*]]: vector<32xui8>, %[[B:.*]]: vector<32xsi8>, %[[M:.*]]: !compass.mask<8>, %[[R:.*]]: vector<8xsi32>)
// CHECK-DAG: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <32>
// CHECK: %[[L0:.*]] = compass.vmull %[[A]], %[[B]], %[[ALL]] : vector<32xui8>, vector<32xsi8>, <32> -> vector<16xsi16>
// CHECK: %[[Q0:.*]] = compass.vcvt %[[L0]] offset 0 stride 1 : vector<16xsi16> -> vector<8xsi32>
// CHECK: %[[L1:.*]] = compass.vmull %[[A]], %[[B]], %[[ALL]] : vector<32xui8>, vector<32xsi8>, <32> -> vector<16xsi16>
// CHECK: %[[Q1:.*]] = compass.vcvt %[[L1]] offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
// CHECK: %[[H:.*]] = compass.vmulh %[[A]], %[[B]], %[[ALL]] : vector<32xui8>, vector<32xsi8>, <32> -> vector<16xsi16>
// CHECK: %[[Q3:.*]] = compass.vcvt %[[H]] offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
// CHECK: %[[S:.*]] = compass.vsel %[[Q3]], %[[R]], %[[M]] : vector<8xsi32>, <8>
// CHECK-NOT: compass.vmul %
// CHECK: return %[[Q0]], %[[Q1]], %[[S]]
func.func @widen_quarters(%a: vector<32xui8>, %b: vector<32xsi8>, %m: !compass.mask<8>, %r: vector<8xsi32>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %a0 = compass.vcvt %a offset 0 stride 1 : vector<32xui8> -> vector<8xsi32>
  %b0 = compass.vcvt %b offset 0 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %q0 = compass.vmul %a0, %b0, %all : vector<8xsi32>, !compass.mask<8>
  %a1 = compass.vcvt %a offset 8 stride 1 : vector<32xui8> -> vector<8xsi32>
  %b1 = compass.vcvt %b offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %q1 = compass.vmul %a1, %b1, %all : vector<8xsi32>, !compass.mask<8>
  %a3 = compass.vcvt %a offset 24 stride 1 : vector<32xui8> -> vector<8xsi32>
  %b3 = compass.vcvt %b offset 24 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %q3 = compass.vmul %a3, %b3, %m r %r : vector<8xsi32>, !compass.mask<8>
  return %q0, %q1, %q3 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// A quarter with a constant mask and no r: the conversion cannot keep the
// undefined lanes in place, so the mask goes on x | x without r, which
// leaves them undefined as the multiply did.
// CHECK-LABEL: func.func @widen_quarter_masked_without_r
// CHECK-SAME: (%[[A:.*]]: vector<32xsi8>, %[[B:.*]]: vector<32xsi8>)
// CHECK: %[[SOME:.*]] = compass.const_mask [true, true, true, true, true, false, false, false] : <8>
// CHECK: %[[H:.*]] = compass.vmulh %[[A]], %[[B]], %{{.*}} : vector<32xsi8>, vector<32xsi8>, <32> -> vector<16xsi16>
// CHECK: %[[Q:.*]] = compass.vcvt %[[H]] offset 0 stride 1 : vector<16xsi16> -> vector<8xsi32>
// CHECK: %[[O:.*]] = compass.vor %[[Q]], %[[Q]], %[[SOME]] : vector<8xsi32>, <8>
// CHECK-NOT: compass.vmul %
// CHECK: return %[[O]]
func.func @widen_quarter_masked_without_r(%a: vector<32xsi8>, %b: vector<32xsi8>) -> vector<8xsi32> {
  %some = compass.const_mask [true, true, true, true, true, false, false, false] : !compass.mask<8>
  %a2 = compass.vcvt %a offset 16 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %b2 = compass.vcvt %b offset 16 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %q2 = compass.vmul %a2, %b2, %some : vector<8xsi32>, !compass.mask<8>
  return %q2 : vector<8xsi32>
}

// A masked quarter whose conversions stay (the masking would cost more than
// it saves), or of another quarter on each side, stays.
// CHECK-LABEL: func.func @widen_quarters_kept
// CHECK-NOT: compass.vmull
// CHECK-NOT: compass.vmulh
// CHECK-COUNT-2: compass.vmul %
func.func @widen_quarters_kept(%a: vector<32xsi8>, %b: vector<32xsi8>) -> (vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %some = compass.const_mask [true, true, true, true, true, false, false, false] : !compass.mask<8>
  %a2 = compass.vcvt %a offset 16 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %b2 = compass.vcvt %b offset 16 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %q2 = compass.vmul %a2, %b2, %some : vector<8xsi32>, !compass.mask<8>
  %b1 = compass.vcvt %b offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %x = compass.vmul %a2, %b1, %all : vector<8xsi32>, !compass.mask<8>
  return %q2, %x : vector<8xsi32>, vector<8xsi32>
}

// -----

// A variable mask with r: the unmasked widening multiply, then a select.
// CHECK-LABEL: func.func @widen_variable_mask
// CHECK-SAME: (%[[A:.*]]: vector<16xui16>, %[[B:.*]]: vector<16xui16>, %[[M:.*]]: !compass.mask<8>, %[[R:.*]]: vector<8xui32>)
// CHECK: %[[ALL:.*]] = compass.const_mask
// CHECK: %[[P:.*]] = compass.vmulh %[[A]], %[[B]], %[[ALL]] : vector<16xui16>, vector<16xui16>, <16> -> vector<8xui32>
// CHECK: compass.vsel %[[P]], %[[R]], %[[M]] : vector<8xui32>, <8>
func.func @widen_variable_mask(%a: vector<16xui16>, %b: vector<16xui16>, %m: !compass.mask<8>, %r: vector<8xui32>) -> vector<8xui32> {
  %ah = compass.vcvt %a offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
  %bh = compass.vcvt %b offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
  %h = compass.vmul %ah, %bh, %m r %r : vector<8xui32>, !compass.mask<8>
  return %h : vector<8xui32>
}

// A variable mask with a conversion as r: that conversion stays for the
// select; the other goes, so vmulh and the select cost what the conversion
// and the multiply did (never more instructions than before).
// CHECK-LABEL: func.func @widen_variable_mask_converted_r
// CHECK-SAME: (%[[A:.*]]: vector<16xui16>, %[[B:.*]]: vector<16xui16>, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[AH:.*]] = compass.vcvt %[[A]] offset 8
// CHECK: %[[P:.*]] = compass.vmulh %[[A]], %[[B]]
// CHECK: compass.vsel %[[P]], %[[AH]], %[[M]] : vector<8xui32>, <8>
// CHECK-NOT: compass.vmul %
func.func @widen_variable_mask_converted_r(%a: vector<16xui16>, %b: vector<16xui16>, %m: !compass.mask<8>) -> vector<8xui32> {
  %ah = compass.vcvt %a offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
  %bh = compass.vcvt %b offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
  %h = compass.vmul %ah, %bh, %m r %ah : vector<8xui32>, !compass.mask<8>
  return %h : vector<8xui32>
}

// A quarter under a variable mask with its own conversion as r combines as
// upstream's optimizer does (the widening multiply, the quarter's conversion
// and the select, where the multiply goes and the conversion stays for r). A
// quarter by a splat under a constant mask stays (the splat is no
// instruction: two go, three come), and so does an unmasked quarter whose
// conversions both stay (one goes, two come).
// CHECK-LABEL: func.func @widen_quarter_costs_more
// CHECK-SAME: (%[[A:.*]]: vector<32xsi8>, %[[B:.*]]: vector<32xsi8>, %{{.*}}: si8, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[A1:.*]] = compass.vcvt %[[A]] offset 8 stride 1
// CHECK: %[[P:.*]] = compass.vmull %[[A]], %[[B]], %{{.*}} : vector<32xsi8>, vector<32xsi8>, <32> -> vector<16xsi16>
// CHECK: %[[Q:.*]] = compass.vcvt %[[P]] offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
// CHECK: compass.vsel %[[Q]], %[[A1]], %[[M]]
// CHECK-NOT: compass.vmulh
// CHECK-COUNT-2: compass.vmul %
func.func @widen_quarter_costs_more(%a: vector<32xsi8>, %b: vector<32xsi8>, %s: si8, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %some = compass.const_mask [true, true, true, true, true, false, false, false] : !compass.mask<8>
  %a1 = compass.vcvt %a offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %b1 = compass.vcvt %b offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %0 = compass.vmul %a1, %b1, %m r %a1 : vector<8xsi32>, !compass.mask<8>
  %w = tir.cast %s : si8 to si32
  %bs = compass.vbcast %w : si32 -> vector<8xsi32>
  %a2 = compass.vcvt %a offset 16 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %1 = compass.vmul %a2, %bs, %some : vector<8xsi32>, !compass.mask<8>
  %a3 = compass.vcvt %a offset 24 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %b3 = compass.vcvt %b offset 24 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %2 = compass.vmul %a3, %b3, %all : vector<8xsi32>, !compass.mask<8>
  return %0, %1, %2, %a3, %b3 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// A variable mask without r: the unmasked widening multiply, then x | x
// under the mask and without r, whose inactive lanes are undefined as the
// multiply's were (a select would have to define them).
// CHECK-LABEL: func.func @widen_variable_mask_without_r
// CHECK-SAME: (%[[A:.*]]: vector<16xui16>, %[[B:.*]]: vector<16xui16>, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[ALL:.*]] = compass.const_mask
// CHECK: %[[P:.*]] = compass.vmulh %[[A]], %[[B]], %[[ALL]] : vector<16xui16>, vector<16xui16>, <16> -> vector<8xui32>
// CHECK: %[[O:.*]] = compass.vor %[[P]], %[[P]], %[[M]] : vector<8xui32>, <8>
// CHECK-NOT: compass.vmul %
// CHECK: return %[[O]]
func.func @widen_variable_mask_without_r(%a: vector<16xui16>, %b: vector<16xui16>, %m: !compass.mask<8>) -> vector<8xui32> {
  %ah = compass.vcvt %a offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
  %bh = compass.vcvt %b offset 8 stride 1 : vector<16xui16> -> vector<8xui32>
  %h = compass.vmul %ah, %bh, %m : vector<8xui32>, !compass.mask<8>
  return %h : vector<8xui32>
}

// A variable mask without r whose conversions are also compared (as
// upstream's test computes the mask): the conversions stay for the
// comparison, and the multiply still becomes vmulh and the masking, as
// upstream's optimizer makes it (one instruction more than the multiply:
// upstream's count).
// CHECK-LABEL: func.func @widen_variable_mask_shared_conversion
// CHECK-SAME: (%[[A:.*]]: vector<16xsi16>, %[[B:.*]]: vector<16xsi16>)
// CHECK: %[[M:.*]] = compass.vcmp gt
// CHECK: %[[P:.*]] = compass.vmulh %[[A]], %[[B]], %{{.*}} : vector<16xsi16>, vector<16xsi16>, <16> -> vector<8xsi32>
// CHECK: %[[O:.*]] = compass.vor %[[P]], %[[P]], %[[M]] : vector<8xsi32>, <8>
// CHECK-NOT: compass.vmul %
// CHECK: return %[[O]]
func.func @widen_variable_mask_shared_conversion(%a: vector<16xsi16>, %b: vector<16xsi16>) -> vector<8xsi32> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %ah = compass.vcvt %a offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %bh = compass.vcvt %b offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %m = compass.vcmp gt, %ah, %bh, %all : vector<8xsi32>, !compass.mask<8>
  %h = compass.vmul %ah, %bh, %m : vector<8xsi32>, !compass.mask<8>
  return %h : vector<8xsi32>
}

// -----

// Not a widening multiply: different halves, different widths, a saturating
// or a strided conversion, a 4x widening from no whole quarter (offset 4),
// floats.

// CHECK-LABEL: func.func @widen_refused
// CHECK-NOT: compass.vmull
// CHECK-NOT: compass.vmulh
// CHECK-COUNT-6: compass.vmul %
func.func @widen_refused(%a: vector<32xsi8>, %b: vector<32xsi8>, %w: vector<16xsi16>,
                         %f: vector<16xf16>)
    -> (vector<16xsi16>, vector<16xsi16>, vector<16xsi16>, vector<16xsi16>, vector<8xsi32>, vector<8xf32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %al = compass.vcvt %a offset 0 stride 1 : vector<32xsi8> -> vector<16xsi16>
  %bl = compass.vcvt %b offset 0 stride 1 : vector<32xsi8> -> vector<16xsi16>
  %bh = compass.vcvt %b offset 16 stride 1 : vector<32xsi8> -> vector<16xsi16>
  %1 = compass.vmul %al, %bh, %all : vector<16xsi16>, !compass.mask<16>
  %2 = compass.vmul %al, %w, %all : vector<16xsi16>, !compass.mask<16>
  %as = compass.vcvt %a offset 0 stride 1 saturate : vector<32xsi8> -> vector<16xsi16>
  %3 = compass.vmul %as, %bl, %all : vector<16xsi16>, !compass.mask<16>
  %ae = compass.vcvt %a offset 0 stride 2 : vector<32xsi8> -> vector<16xsi16>
  %4 = compass.vmul %ae, %bl, %all : vector<16xsi16>, !compass.mask<16>
  %a4 = compass.vcvt %a offset 4 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %b4 = compass.vcvt %b offset 4 stride 1 : vector<32xsi8> -> vector<8xsi32>
  %5 = compass.vmul %a4, %b4, %all8 : vector<8xsi32>, !compass.mask<8>
  %fl = compass.vcvt %f offset 0 stride 1 : vector<16xf16> -> vector<8xf32>
  %6 = compass.vmul %fl, %fl, %all8 : vector<8xf32>, !compass.mask<8>
  return %1, %2, %3, %4, %5, %6 : vector<16xsi16>, vector<16xsi16>, vector<16xsi16>, vector<16xsi16>, vector<8xsi32>, vector<8xf32>
}

// -----

// rint computing every lane, then a conversion to integers: one rounding
// conversion (offset and stride kept). A masked rint, or a conversion to
// floats, stays.

// CHECK-LABEL: func.func @rounding_convert
// CHECK-SAME: (%[[X:.*]]: vector<16xf16>, %[[Y:.*]]: vector<8xf32>
// CHECK: %[[F:.*]] = compass.rint %[[X]]
// CHECK: %[[A:.*]] = compass.vcvt %[[X]] offset 1 stride 2 round : vector<16xf16> -> vector<8xsi32>
// CHECK: %[[B:.*]] = compass.vcvt %[[Y]], %[[Y]] offset 1 stride 2 round : vector<8xf32>, vector<8xf32> -> vector<32xui8>
// CHECK: %[[M:.*]] = compass.rint %[[Y]], %{{.*}} : vector<8xf32>
// CHECK: compass.vcvt %[[M]] offset 0 stride 1 : vector<8xf32> -> vector<8xsi32>
// CHECK: compass.vcvt %[[F]] offset 0 stride 1 : vector<16xf16> -> vector<8xf32>
func.func @rounding_convert(%x: vector<16xf16>, %y: vector<8xf32>, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<32xui8>, vector<8xsi32>, vector<8xf32>) {
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %rx = compass.rint %x, %all16 : vector<16xf16>, !compass.mask<16>
  %a = compass.vcvt %rx offset 1 stride 2 : vector<16xf16> -> vector<8xsi32>
  %ry = compass.rint %y, %all8 : vector<8xf32>, !compass.mask<8>
  %b = compass.vcvt %ry, %ry offset 1 stride 2 : vector<8xf32>, vector<8xf32> -> vector<32xui8>
  %my = compass.rint %y, %m : vector<8xf32>, !compass.mask<8>
  %c = compass.vcvt %my offset 0 stride 1 : vector<8xf32> -> vector<8xsi32>
  %f = compass.vcvt %rx offset 0 stride 1 : vector<16xf16> -> vector<8xf32>
  return %a, %b, %c, %f : vector<8xsi32>, vector<32xui8>, vector<8xsi32>, vector<8xf32>
}

// -----

// x & ~y is bit clear, x | ~y bit set (either operand order, mask and r
// kept) when the not computes every lane the outer operation keeps.

// CHECK-LABEL: func.func @bit_clear_set
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<8>, %[[R:.*]]: vector<8xsi32>)
// CHECK: %[[A:.*]] = compass.vbclr %[[X]], %[[Y]], %[[M]] : vector<8xsi32>, <8>
// CHECK: %[[B:.*]] = compass.vbset %[[X]], %[[Y]], %[[M]] r %[[R]] : vector<8xsi32>, <8>
// CHECK: %[[C:.*]] = compass.vbclr %[[X]], %[[Y]], %[[SOME:.*]] : vector<8xsi32>, <8>
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @bit_clear_set(%x: vector<8xsi32>, %y: vector<8xsi32>, %m: !compass.mask<8>, %r: vector<8xsi32>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %some = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %more = compass.const_mask [true, false, true, true, true, false, true, false] : !compass.mask<8>
  %ny = compass.vinv %y, %all : vector<8xsi32>, !compass.mask<8>
  %a = compass.vand %ny, %x, %m : vector<8xsi32>, !compass.mask<8>
  %b = compass.vor %x, %ny, %m r %r : vector<8xsi32>, !compass.mask<8>
  %ny2 = compass.vinv %y, %more : vector<8xsi32>, !compass.mask<8>
  %c = compass.vand %x, %ny2, %some : vector<8xsi32>, !compass.mask<8>
  return %a, %b, %c : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// A not that leaves lanes undefined where the outer operation keeps them
// (another variable mask, or a constant one missing a lane) stays.
// CHECK-LABEL: func.func @bit_clear_kept
// CHECK-NOT: compass.vbclr
// CHECK-COUNT-2: compass.vand
func.func @bit_clear_kept(%x: vector<8xsi32>, %y: vector<8xsi32>, %m: !compass.mask<8>, %n: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>) {
  %some = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %less = compass.const_mask [true, false, true, false, true, false, false, false] : !compass.mask<8>
  %ny = compass.vinv %y, %n : vector<8xsi32>, !compass.mask<8>
  %a = compass.vand %x, %ny, %m : vector<8xsi32>, !compass.mask<8>
  %ny2 = compass.vinv %y, %less : vector<8xsi32>, !compass.mask<8>
  %b = compass.vand %x, %ny2, %some : vector<8xsi32>, !compass.mask<8>
  return %a, %b : vector<8xsi32>, vector<8xsi32>
}

// On masks: a & ~b, ~b | a, ~(a & b), ~(a | b).
// CHECK-LABEL: func.func @mask_logic
// CHECK-SAME: (%[[A:.*]]: !compass.mask<16>, %[[B:.*]]: !compass.mask<16>)
// CHECK: %[[W:.*]] = compass.mask_andnot %[[A]], %[[B]] : <16>
// CHECK: %[[X:.*]] = compass.mask_ornot %[[A]], %[[B]] : <16>
// CHECK: %[[Y:.*]] = compass.mask_nand %[[A]], %[[B]] : <16>
// CHECK: %[[Z:.*]] = compass.mask_nor %[[A]], %[[B]] : <16>
// CHECK-NOT: compass.mask_not
// CHECK: return %[[W]], %[[X]], %[[Y]], %[[Z]]
func.func @mask_logic(%a: !compass.mask<16>, %b: !compass.mask<16>)
    -> (!compass.mask<16>, !compass.mask<16>, !compass.mask<16>, !compass.mask<16>) {
  %nb = compass.mask_not %b : !compass.mask<16>
  %w = compass.mask_and %a, %nb : !compass.mask<16>
  %x = compass.mask_or %nb, %a : !compass.mask<16>
  %ab = compass.mask_and %a, %b : !compass.mask<16>
  %y = compass.mask_not %ab : !compass.mask<16>
  %aob = compass.mask_or %a, %b : !compass.mask<16>
  %z = compass.mask_not %aob : !compass.mask<16>
  return %w, %x, %y, %z : !compass.mask<16>, !compass.mask<16>, !compass.mask<16>, !compass.mask<16>
}

// A mask operation used once and and-ed with a mask is one masked
// instruction (S.vand / S.vor / S.vxor of masks under a mask); a not of it
// stays a not (__vinv(__vand(a, b, m)), the two instructions nand(a & b, m)
// would take).
// CHECK-LABEL: func.func @masked_logic
// CHECK-SAME: (%[[A:.*]]: !compass.mask<8>, %[[B:.*]]: !compass.mask<8>, %[[M:.*]]: !compass.mask<8>)
// CHECK-DAG: %[[SOME:.*]] = compass.const_mask [true, false, true, false, true, false, true, false] : <8>
// CHECK-NOT: compass.mask_nand
// CHECK: %[[X:.*]] = compass.masked_and %[[A]], %[[B]], %[[SOME]] : <8>
// CHECK: %[[NX:.*]] = compass.mask_not %[[X]] : <8>
// CHECK: %[[Y:.*]] = compass.masked_or %[[A]], %[[B]], %[[M]] : <8>
// CHECK: %[[NY:.*]] = compass.mask_not %[[Y]] : <8>
// CHECK: %[[Z:.*]] = compass.masked_xor %[[B]], %[[A]], %[[M]] : <8>
// CHECK: return %[[NX]], %[[NY]], %[[Z]]
func.func @masked_logic(%a: !compass.mask<8>, %b: !compass.mask<8>, %m: !compass.mask<8>)
    -> (!compass.mask<8>, !compass.mask<8>, !compass.mask<8>) {
  %some = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %ab = compass.mask_and %a, %b : !compass.mask<8>
  %x = compass.mask_and %ab, %some : !compass.mask<8>
  %nx = compass.mask_not %x : !compass.mask<8>
  %aob = compass.mask_or %a, %b : !compass.mask<8>
  %y = compass.mask_and %m, %aob : !compass.mask<8>
  %ny = compass.mask_not %y : !compass.mask<8>
  %bxa = compass.mask_xor %b, %a : !compass.mask<8>
  %z = compass.mask_and %bxa, %m : !compass.mask<8>
  return %nx, %ny, %z : !compass.mask<8>, !compass.mask<8>, !compass.mask<8>
}

// And / or of a not under a mask: and-not / or-not first, then their masked
// form, one instruction (never __vand(a, __vinv(b), m), two).
// CHECK-LABEL: func.func @masked_logic_inverted
// CHECK-SAME: (%[[A:.*]]: !compass.mask<8>, %[[B:.*]]: !compass.mask<8>, %[[M:.*]]: !compass.mask<8>)
// CHECK-NOT: compass.mask_not
// CHECK: %[[X:.*]] = compass.masked_andnot %[[A]], %[[B]], %[[M]] : <8>
// CHECK: %[[Y:.*]] = compass.masked_ornot %[[A]], %[[B]], %[[M]] : <8>
// CHECK: return %[[X]], %[[Y]]
func.func @masked_logic_inverted(%a: !compass.mask<8>, %b: !compass.mask<8>, %m: !compass.mask<8>)
    -> (!compass.mask<8>, !compass.mask<8>) {
  %nb = compass.mask_not %b : !compass.mask<8>
  %anb = compass.mask_and %a, %nb : !compass.mask<8>
  %x = compass.mask_and %anb, %m : !compass.mask<8>
  %nb2 = compass.mask_not %b : !compass.mask<8>
  %aonb = compass.mask_or %nb2, %a : !compass.mask<8>
  %y = compass.mask_and %m, %aonb : !compass.mask<8>
  return %x, %y : !compass.mask<8>, !compass.mask<8>
}

// Kept: an operation with another use (computed anyway: the and is one
// instruction as the masked one), an and-not's operation (and-not takes it),
// an and of two masks (nothing to fuse); the not of an and of plain masks is
// still nand.
// CHECK-LABEL: func.func @masked_logic_kept
// CHECK-SAME: (%[[A:.*]]: !compass.mask<8>, %[[B:.*]]: !compass.mask<8>, %[[M:.*]]: !compass.mask<8>)
// CHECK-NOT: compass.masked_
// CHECK: %[[AB:.*]] = compass.mask_and %[[A]], %[[B]] : <8>
// CHECK: compass.mask_and %[[AB]], %[[M]] : <8>
// CHECK: %[[AOB:.*]] = compass.mask_or %[[A]], %[[B]] : <8>
// CHECK: compass.mask_andnot %[[AOB]], %[[M]] : <8>
// CHECK: compass.mask_nand %[[A]], %[[M]] : <8>
// CHECK-NOT: compass.masked_
func.func @masked_logic_kept(%a: !compass.mask<8>, %b: !compass.mask<8>, %m: !compass.mask<8>)
    -> (!compass.mask<8>, !compass.mask<8>, !compass.mask<8>, !compass.mask<8>) {
  %ab = compass.mask_and %a, %b : !compass.mask<8>
  %x = compass.mask_and %ab, %m : !compass.mask<8>
  %aob = compass.mask_or %a, %b : !compass.mask<8>
  %nm = compass.mask_not %m : !compass.mask<8>
  %y = compass.mask_and %aob, %nm : !compass.mask<8>
  %am = compass.mask_and %a, %m : !compass.mask<8>
  %z = compass.mask_not %am : !compass.mask<8>
  return %ab, %x, %y, %z : !compass.mask<8>, !compass.mask<8>, !compass.mask<8>, !compass.mask<8>
}

// -----

// A splat of a scalar widened to the lanes' width (tir.cast from half the
// bits) works as the other operand: the narrow scalar is splat into the
// narrow lanes, the same in either half.

// CHECK-LABEL: func.func @widen_splat
// CHECK-SAME: (%[[A:.*]]: vector<16xsi16>, %[[S:.*]]: ui16
// CHECK: %[[N:.*]] = compass.vbcast %[[S]] : ui16 -> vector<16xui16>
// CHECK: compass.vmulh %[[N]], %[[A]], %{{.*}} : vector<16xui16>, vector<16xsi16>, <16> -> vector<8xsi32>
func.func @widen_splat(%a: vector<16xsi16>, %s: ui16) -> vector<8xsi32> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %w = tir.cast %s : ui16 to si32
  %b = compass.vbcast %w : si32 -> vector<8xsi32>
  %ah = compass.vcvt %a offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %p = compass.vmul %b, %ah, %all : vector<8xsi32>, !compass.mask<8>
  return %p : vector<8xsi32>
}

// A splat is no conversion: shared by two multiplies under a variable mask
// without r, each still becomes its widening multiply, masked by x | x
// (each splats the narrow scalar; cse merges them).
// CHECK-LABEL: func.func @widen_shared_splat_variable_mask
// CHECK-SAME: (%[[A:.*]]: vector<16xsi16>, %[[S:.*]]: si16, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[N:.*]] = compass.vbcast %[[S]] : si16 -> vector<16xsi16>
// CHECK: %[[L:.*]] = compass.vmull %[[A]], %[[N]], %{{.*}} : vector<16xsi16>, vector<16xsi16>, <16> -> vector<8xsi32>
// CHECK: compass.vor %[[L]], %[[L]], %[[M]] : vector<8xsi32>, <8>
// CHECK: %[[N2:.*]] = compass.vbcast %[[S]] : si16 -> vector<16xsi16>
// CHECK: %[[H:.*]] = compass.vmulh %[[A]], %[[N2]], %{{.*}} : vector<16xsi16>, vector<16xsi16>, <16> -> vector<8xsi32>
// CHECK: compass.vor %[[H]], %[[H]], %[[M]] : vector<8xsi32>, <8>
// CHECK-NOT: compass.vmul %
func.func @widen_shared_splat_variable_mask(%a: vector<16xsi16>, %s: si16, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>) {
  %w = tir.cast %s : si16 to si32
  %b = compass.vbcast %w : si32 -> vector<8xsi32>
  %al = compass.vcvt %a offset 0 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %l = compass.vmul %al, %b, %m : vector<8xsi32>, !compass.mask<8>
  %ah = compass.vcvt %a offset 8 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %h = compass.vmul %ah, %b, %m : vector<8xsi32>, !compass.mask<8>
  return %l, %h : vector<8xsi32>, vector<8xsi32>
}

// Not a narrow operand: a scalar of a quarter of the bits, a scalar that
// is not widened, two splats.
// CHECK-LABEL: func.func @widen_splat_refused
// CHECK-NOT: compass.vmull
// CHECK-COUNT-3: compass.vmul %
func.func @widen_splat_refused(%a: vector<16xsi16>, %q: si8, %s: si32, %h: si16)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %al = compass.vcvt %a offset 0 stride 1 : vector<16xsi16> -> vector<8xsi32>
  %wq = tir.cast %q : si8 to si32
  %bq = compass.vbcast %wq : si32 -> vector<8xsi32>
  %0 = compass.vmul %al, %bq, %all : vector<8xsi32>, !compass.mask<8>
  %bs = compass.vbcast %s : si32 -> vector<8xsi32>
  %1 = compass.vmul %al, %bs, %all : vector<8xsi32>, !compass.mask<8>
  %wh = tir.cast %h : si16 to si32
  %bh = compass.vbcast %wh : si32 -> vector<8xsi32>
  %2 = compass.vmul %bh, %bh, %all : vector<8xsi32>, !compass.mask<8>
  return %0, %1, %2 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}
