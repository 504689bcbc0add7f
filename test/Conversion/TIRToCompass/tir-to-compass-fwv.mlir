// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s
// RUN: compass-opt %s -compass-lower -split-input-file | FileCheck %s --check-prefix=LOWER

// Flexible-width (any lane count) and multiple-width vectors become
// hardware-native pieces: vector<L x T> is ceil(L / N) native vectors, N the
// native lanes of T; the last piece is padded. Padding lanes are masked off
// in every operation the user did not mask, and never read or written in
// memory.

// 20 int32 lanes: pieces of 8, 8 and 4 (+ 4 padding) lanes at elements 0, 8
// and 16.
// CHECK-LABEL: func.func @fwv_add
// CHECK-SAME: (%[[A:.*]]: !compass.ptr<si32, global>, %[[B:.*]]: !compass.ptr<si32, global>, %[[C:.*]]: !compass.ptr<si32, global>)
// CHECK: %[[M0:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[A0:.*]] = compass.vload %[[A]], %[[M0]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[C8:.*]] = tir.const 8 : si32
// CHECK: %[[PA1:.*]] = tir.ptr_offset %[[A]], %[[C8]] : <si32, global>, si32
// CHECK: %[[M1:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[A1:.*]] = compass.vload %[[PA1]], %[[M1]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[C16:.*]] = tir.const 16 : si32
// CHECK: %[[PA2:.*]] = tir.ptr_offset %[[A]], %[[C16]] : <si32, global>, si32
// CHECK: %[[M2:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: %[[A2:.*]] = compass.vload %[[PA2]], %[[M2]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[B0:.*]] = compass.vload %[[B]]
// CHECK: %[[B1:.*]] = compass.vload
// CHECK: %[[B2:.*]] = compass.vload
// CHECK: %[[T0:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[S0:.*]] = compass.vadd %[[A0]], %[[B0]], %[[T0]] : vector<8xsi32>, <8>
// CHECK: %[[T1:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[S1:.*]] = compass.vadd %[[A1]], %[[B1]], %[[T1]] : vector<8xsi32>, <8>
// CHECK: %[[T2:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: %[[S2:.*]] = compass.vadd %[[A2]], %[[B2]], %[[T2]] : vector<8xsi32>, <8>
// CHECK: %[[W0:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: compass.vstore %[[S0]], %[[C]], %[[W0]] : vector<8xsi32>, <si32, global>, <8>
// CHECK: %[[PC1:.*]] = tir.ptr_offset %[[C]], %{{.*}} : <si32, global>, si32
// CHECK: compass.vstore %[[S1]], %[[PC1]], %{{.*}} : vector<8xsi32>, <si32, global>, <8>
// CHECK: %[[PC2:.*]] = tir.ptr_offset %[[C]], %{{.*}} : <si32, global>, si32
// CHECK: %[[W2:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: compass.vstore %[[S2]], %[[PC2]], %[[W2]] : vector<8xsi32>, <si32, global>, <8>
// CHECK-NOT: tir.intrin
// CHECK: return
func.func @fwv_add(%a: !compass.ptr<si32, global>, %b: !compass.ptr<si32, global>, %c: !compass.ptr<si32, global>) {
  %va = tir.intrin "vload"(%a) : (!compass.ptr<si32, global>) -> vector<20xsi32>
  %vb = tir.intrin "vload"(%b) : (!compass.ptr<si32, global>) -> vector<20xsi32>
  %s = tir.intrin "vadd"(%va, %vb) : (vector<20xsi32>, vector<20xsi32>) -> vector<20xsi32>
  tir.intrin "vstore"(%s, %c) : (vector<20xsi32>, !compass.ptr<si32, global>) -> ()
  return
}

// After the whole pipeline the constant masks are shared.
// LOWER-LABEL: func.func @fwv_add
// LOWER-DAG: %[[TAIL:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// LOWER-DAG: %[[ALL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// LOWER-COUNT-2: compass.vload %{{.*}}, %[[ALL]]
// LOWER: compass.vload %{{.*}}, %[[TAIL]]
// LOWER-COUNT-2: compass.vload %{{.*}}, %[[ALL]]
// LOWER: compass.vload %{{.*}}, %[[TAIL]]
// LOWER-COUNT-2: compass.vadd %{{.*}}, %{{.*}}, %[[ALL]]
// LOWER: compass.vadd %{{.*}}, %{{.*}}, %[[TAIL]]
// LOWER-COUNT-2: compass.vstore %{{.*}}, %{{.*}}, %[[ALL]]
// LOWER: compass.vstore %{{.*}}, %{{.*}}, %[[TAIL]]

// -----

// Multiple width: 16 int32 lanes are two full pieces, no padding.
// CHECK-LABEL: func.func @mwv_sub
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, lsram>, %[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>)
// CHECK-SAME: -> (vector<8xsi32>, vector<8xsi32>)
// CHECK: %[[L0:.*]] = compass.vload %[[P]], %{{.*}} : <si32, lsram>, <8> -> vector<8xsi32>
// CHECK: %[[P1:.*]] = tir.ptr_offset %[[P]], %{{.*}} : <si32, lsram>, si32
// CHECK: %[[M1:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[L1:.*]] = compass.vload %[[P1]], %[[M1]]
// CHECK: %[[D0:.*]] = compass.vsub %[[L0]], %[[X]], %{{.*}} : vector<8xsi32>, <8>
// CHECK: %[[D1:.*]] = compass.vsub %[[L1]], %[[Y]], %{{.*}} : vector<8xsi32>, <8>
// CHECK: return %[[D0]], %[[D1]] : vector<8xsi32>, vector<8xsi32>
func.func @mwv_sub(%p: !compass.ptr<si32, lsram>, %x: vector<16xsi32>) -> vector<16xsi32> {
  %v = tir.intrin "vload"(%p) : (!compass.ptr<si32, lsram>) -> vector<16xsi32>
  %d = tir.intrin "vsub"(%v, %x) : (vector<16xsi32>, vector<16xsi32>) -> vector<16xsi32>
  return %d : vector<16xsi32>
}

// -----

// Narrower than native: 5 f16 lanes are one padded native vector.
// CHECK-LABEL: func.func @narrow
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f16, global>)
// CHECK: %[[M:.*]] = compass.const_mask [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false] : <16>
// CHECK: %[[V:.*]] = compass.vload %[[P]], %[[M]] : <f16, global>, <16> -> vector<16xf16>
// CHECK: %[[M2:.*]] = compass.const_mask [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false] : <16>
// CHECK: %[[S:.*]] = compass.vmul %[[V]], %[[V]], %[[M2]] : vector<16xf16>, <16>
// CHECK: %[[M3:.*]] = compass.const_mask [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false] : <16>
// CHECK: compass.vstore %[[S]], %[[P]], %[[M3]] : vector<16xf16>, <f16, global>, <16>
func.func @narrow(%p: !compass.ptr<f16, global>) {
  %v = tir.intrin "vload"(%p) : (!compass.ptr<f16, global>) -> vector<5xf16>
  %s = tir.intrin "vmul"(%v, %v) : (vector<5xf16>, vector<5xf16>) -> vector<5xf16>
  tir.intrin "vstore"(%s, %p) : (vector<5xf16>, !compass.ptr<f16, global>) -> ()
  return
}

// -----

// A user mask is split like the vectors it predicates. Masks computed at
// run time may have true padding lanes (here after vinv): memory accesses
// and them with the real lanes.
// CHECK-LABEL: func.func @user_mask
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f16, global>, %[[X0:.*]]: vector<16xf16>, %[[X1:.*]]: vector<16xf16>)
// CHECK: %[[V0:.*]] = compass.vload %[[P]]
// CHECK: %[[V1:.*]] = compass.vload
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <16>
// CHECK: %[[C0:.*]] = compass.vcmp gt, %[[V0]], %[[X0]], %[[ALL]] : vector<16xf16>, <16>
// CHECK: %[[REAL:.*]] = compass.const_mask [true, true, true, true, false, {{(false, )+}}false] : <16>
// CHECK: %[[C1:.*]] = compass.vcmp gt, %[[V1]], %[[X1]], %[[REAL]] : vector<16xf16>, <16>
// CHECK: %[[N0:.*]] = compass.mask_not %[[C0]] : <16>
// CHECK: %[[N1:.*]] = compass.mask_not %[[C1]] : <16>
// CHECK: %[[S0:.*]] = compass.vsel %[[V0]], %[[X0]], %[[N0]] : vector<16xf16>, <16>
// CHECK: %[[S1:.*]] = compass.vsel %[[V1]], %[[X1]], %[[N1]] : vector<16xf16>, <16>
// CHECK: compass.vstore %[[S0]], %[[P]], %[[N0]] : vector<16xf16>, <f16, global>, <16>
// CHECK: %[[P1:.*]] = tir.ptr_offset %[[P]], %{{.*}} : <f16, global>, si32
// CHECK: %[[REAL2:.*]] = compass.const_mask [true, true, true, true, false, {{(false, )+}}false] : <16>
// CHECK: %[[W1:.*]] = compass.mask_and %[[N1]], %[[REAL2]] : <16>
// CHECK: compass.vstore %[[S1]], %[[P1]], %[[W1]] : vector<16xf16>, <f16, global>, <16>
func.func @user_mask(%p: !compass.ptr<f16, global>, %x: vector<20xf16>) {
  %v = tir.intrin "vload"(%p) : (!compass.ptr<f16, global>) -> vector<20xf16>
  %c = tir.intrin "vcgt"(%v, %x) : (vector<20xf16>, vector<20xf16>) -> !compass.mask<20>
  %n = tir.intrin "vinv"(%c) : (!compass.mask<20>) -> !compass.mask<20>
  %s = tir.intrin "vsel"(%v, %x) mask(%n : !compass.mask<20>) : (vector<20xf16>, vector<20xf16>) -> vector<20xf16>
  tir.intrin "vstore"(%s, %p) mask(%n : !compass.mask<20>) : (vector<20xf16>, !compass.ptr<f16, global>) -> ()
  return
}

// -----

// Masks take the lane width of the vectors they go with: a 16-lane mask of
// 32-bit vectors is two 8-lane masks; constant masks are cut directly.
// CHECK-LABEL: func.func @const_mask_split
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>)
// CHECK: %[[K0:.*]] = compass.const_mask [true, false, true, false, true, false, true, false] : <8>
// CHECK: %[[K1:.*]] = compass.const_mask [true, true, true, true, false, false, false, true] : <8>
// CHECK: compass.vload %[[P]], %[[K0]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK: compass.vload %{{.*}}, %[[K1]] : <si32, global>, <8> -> vector<8xsi32>
func.func @const_mask_split(%p: !compass.ptr<si32, global>) -> vector<16xsi32> {
  %m = compass.const_mask [true, false, true, false, true, false, true, false, true, true, true, true, false, false, false, true] : !compass.mask<16>
  %v = tir.intrin "vload"(%p) mask(%m : !compass.mask<16>) : (!compass.ptr<si32, global>) -> vector<16xsi32>
  return %v : vector<16xsi32>
}

// -----

// A constant mask with padding lanes: they are false.
// CHECK-LABEL: func.func @const_mask_padded
// CHECK: %[[K0:.*]] = compass.const_mask [false, true, false, true, false, true, false, true] : <8>
// CHECK: %[[K1:.*]] = compass.const_mask [true, true, false, false, false, false, false, false] : <8>
// CHECK: compass.vadd %{{.*}}, %{{.*}}, %[[K0]]
// CHECK: compass.vadd %{{.*}}, %{{.*}}, %[[K1]]
func.func @const_mask_padded(%a: vector<10xf32>) -> vector<10xf32> {
  %m = compass.const_mask [false, true, false, true, false, true, false, true, true, true] : !compass.mask<10>
  %s = tir.intrin "vadd"(%a, %a) mask(%m : !compass.mask<10>) : (vector<10xf32>, vector<10xf32>) -> vector<10xf32>
  return %s : vector<10xf32>
}

// -----

// An 8-lane mask of f16 vectors is one padded 16-lane mask.
// CHECK-LABEL: func.func @narrow_mask
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f16, global>, %[[M:.*]]: !compass.mask<16>)
// CHECK: %[[REAL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true, false, {{(false, )+}}false] : <16>
// CHECK: %[[AND:.*]] = compass.mask_and %[[M]], %[[REAL]] : <16>
// CHECK: compass.vload %[[P]], %[[AND]] : <f16, global>, <16> -> vector<16xf16>
func.func @narrow_mask(%p: !compass.ptr<f16, global>, %m: !compass.mask<8>) -> vector<8xf16> {
  %v = tir.intrin "vload"(%p) mask(%m : !compass.mask<8>) : (!compass.ptr<f16, global>) -> vector<8xf16>
  return %v : vector<8xf16>
}

// -----

// tail_mask(n) of 20 int32 lanes: piece k enables clamp(n - 8k, 0, 8) lanes.
// CHECK-LABEL: func.func @tail_mask
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[N:.*]]: si32)
// CHECK: %[[Z:.*]] = tir.const 0 : si32
// CHECK: %[[E:.*]] = tir.const 8 : si32
// CHECK: %[[LO0:.*]] = tir.max %[[N]], %[[Z]] : si32
// CHECK: %[[N0:.*]] = tir.min %[[LO0]], %[[E]] : si32
// CHECK: %[[T0:.*]] = compass.tail_mask %[[N0]] : si32 -> <8>
// CHECK: %[[K1:.*]] = tir.const 8 : si32
// CHECK: %[[R1:.*]] = tir.sub %[[N]], %[[K1]] : si32
// CHECK: %[[LO1:.*]] = tir.max %[[R1]], %{{.*}} : si32
// CHECK: %[[N1:.*]] = tir.min %[[LO1]], %{{.*}} : si32
// CHECK: %[[T1:.*]] = compass.tail_mask %[[N1]] : si32 -> <8>
// CHECK: %[[K2:.*]] = tir.const 16 : si32
// CHECK: %[[R2:.*]] = tir.sub %[[N]], %[[K2]] : si32
// CHECK: %[[LO2:.*]] = tir.max %[[R2]], %{{.*}} : si32
// CHECK: %[[N2:.*]] = tir.min %[[LO2]], %{{.*}} : si32
// CHECK: %[[T2:.*]] = compass.tail_mask %[[N2]] : si32 -> <8>
// CHECK: compass.vload %[[P]], %[[T0]]
// CHECK: compass.vload %{{.*}}, %[[T1]]
// CHECK: %[[REAL:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: %[[W2:.*]] = compass.mask_and %[[T2]], %[[REAL]] : <8>
// CHECK: compass.vload %{{.*}}, %[[W2]]
func.func @tail_mask(%p: !compass.ptr<si32, global>, %n: si32) -> vector<20xsi32> {
  %m = tir.intrin "tail_mask"(%n) : (si32) -> !compass.mask<20>
  %v = tir.intrin "vload"(%p) mask(%m : !compass.mask<20>) : (!compass.ptr<si32, global>) -> vector<20xsi32>
  return %v : vector<20xsi32>
}

// -----

// A narrow tail mask is one hardware tail mask.
// CHECK-LABEL: func.func @tail_mask_narrow
// CHECK-SAME: (%[[N:.*]]: si32, %[[A:.*]]: vector<16xf16>)
// CHECK-NEXT: %[[T:.*]] = compass.tail_mask %[[N]] : si32 -> <16>
// CHECK-NEXT: %[[S:.*]] = compass.vadd %[[A]], %[[A]], %[[T]] : vector<16xf16>, <16>
// CHECK-NEXT: return %[[S]] : vector<16xf16>
func.func @tail_mask_narrow(%n: si32, %a: vector<6xf16>) -> vector<6xf16> {
  %m = tir.intrin "tail_mask"(%n) : (si32) -> !compass.mask<6>
  %s = tir.intrin "vadd"(%a, %a) mask(%m : !compass.mask<6>) : (vector<6xf16>, vector<6xf16>) -> vector<6xf16>
  return %s : vector<6xf16>
}

// -----

// Scalar operands (vbcast's value) are shared by all pieces; r is split.
// CHECK-LABEL: func.func @bcast_r
// CHECK-SAME: (%[[X:.*]]: si16, %[[R0:.*]]: vector<16xsi16>, %[[R1:.*]]: vector<16xsi16>)
// CHECK: %[[B0:.*]] = compass.vbcast %[[X]] : si16 -> vector<16xsi16>
// CHECK: %[[B1:.*]] = compass.vbcast %[[X]] : si16 -> vector<16xsi16>
// CHECK: %[[S0:.*]] = compass.vadd %[[B0]], %[[B0]], %{{.*}} r %[[R0]] : vector<16xsi16>, <16>
// CHECK: %[[S1:.*]] = compass.vadd %[[B1]], %[[B1]], %{{.*}} r %[[R1]] : vector<16xsi16>, <16>
// CHECK: return %[[S0]], %[[S1]]
func.func @bcast_r(%x: si16, %r: vector<17xsi16>) -> vector<17xsi16> {
  %b = tir.intrin "vbcast"(%x) : (si16) -> vector<17xsi16>
  %s = tir.intrin "vadd"(%b, %b) r(%r : vector<17xsi16>) : (vector<17xsi16>, vector<17xsi16>) -> vector<17xsi16>
  return %s : vector<17xsi16>
}

// -----

// Variables and tir.select work piece by piece; a variable's pieces are
// named name_k.
// CHECK-LABEL: func.func @vars
// CHECK-SAME: (%[[V0:.*]]: vector<8xf32>, %[[V1:.*]]: vector<8xf32>, %[[C:.*]]: i1)
// CHECK: %[[D0:.*]] = tir.var_decl "acc_0" : <vector<8xf32>>
// CHECK: %[[D1:.*]] = tir.var_decl "acc_1" : <vector<8xf32>>
// CHECK: tir.var_set %[[D0]], %[[V0]] : <vector<8xf32>>
// CHECK: tir.var_set %[[D1]], %[[V1]] : <vector<8xf32>>
// CHECK: %[[G0:.*]] = tir.var_get %[[D0]] : <vector<8xf32>>
// CHECK: %[[G1:.*]] = tir.var_get %[[D1]] : <vector<8xf32>>
// CHECK: %[[S0:.*]] = tir.select %[[C]], %[[G0]], %[[V0]] : vector<8xf32>
// CHECK: %[[S1:.*]] = tir.select %[[C]], %[[G1]], %[[V1]] : vector<8xf32>
// CHECK: return %[[S0]], %[[S1]]
func.func @vars(%v: vector<9xf32>, %c: i1) -> vector<9xf32> {
  %acc = tir.var_decl "acc" : !tir.var<vector<9xf32>>
  tir.var_set %acc, %v : !tir.var<vector<9xf32>>
  %g = tir.var_get %acc : !tir.var<vector<9xf32>>
  %s = tir.select %c, %g, %v : vector<9xf32>
  return %s : vector<9xf32>
}

// -----

// Mask variables and tir.select on masks: the pieces follow the vectors the
// masks predicate (here 24 lanes of 16-bit vectors: two 16-lane masks).
// CHECK-LABEL: func.func @mask_vars
// CHECK-SAME: (%[[A0:.*]]: vector<16xui16>, %[[A1:.*]]: vector<16xui16>, %[[C:.*]]: i1)
// CHECK: %[[D0:.*]] = tir.var_decl "m_0" : <!compass.mask<16>>
// CHECK: %[[D1:.*]] = tir.var_decl "m_1" : <!compass.mask<16>>
// CHECK: %[[K0:.*]] = compass.vcmp eq
// CHECK: %[[K1:.*]] = compass.vcmp eq
// CHECK: tir.var_set %[[D0]], %[[K0]] : <!compass.mask<16>>
// CHECK: tir.var_set %[[D1]], %[[K1]] : <!compass.mask<16>>
// CHECK: %[[G0:.*]] = tir.var_get %[[D0]] : <!compass.mask<16>>
// CHECK: %[[G1:.*]] = tir.var_get %[[D1]] : <!compass.mask<16>>
// CHECK: %[[S0:.*]] = tir.select %[[C]], %[[G0]], %[[K0]] : !compass.mask<16>
// CHECK: %[[S1:.*]] = tir.select %[[C]], %[[G1]], %[[K1]] : !compass.mask<16>
// CHECK: compass.vadd %[[A0]], %[[A0]], %[[S0]] : vector<16xui16>, <16>
// CHECK: compass.vadd %[[A1]], %[[A1]], %[[S1]] : vector<16xui16>, <16>
func.func @mask_vars(%a: vector<24xui16>, %c: i1) -> vector<24xui16> {
  %m = tir.var_decl "m" : !tir.var<!compass.mask<24>>
  %k = tir.intrin "vceq"(%a, %a) : (vector<24xui16>, vector<24xui16>) -> !compass.mask<24>
  tir.var_set %m, %k : !tir.var<!compass.mask<24>>
  %g = tir.var_get %m : !tir.var<!compass.mask<24>>
  %s = tir.select %c, %g, %k : !compass.mask<24>
  %r = tir.intrin "vadd"(%a, %a) mask(%s : !compass.mask<24>) : (vector<24xui16>, vector<24xui16>) -> vector<24xui16>
  return %r : vector<24xui16>
}

// -----

// A mask that meets no vector keeps 8, 16 or 32 lanes and is otherwise
// padded to the smallest of them that holds it, else split into 32 lanes.
// CHECK-LABEL: func.func @free_masks
// CHECK-SAME: (%[[A:.*]]: !compass.mask<16>, %[[B:.*]]: !compass.mask<8>, %[[C0:.*]]: !compass.mask<32>, %[[C1:.*]]: !compass.mask<32>)
// CHECK-SAME: -> (!compass.mask<16>, !compass.mask<8>, !compass.mask<32>, !compass.mask<32>)
// CHECK: %[[X:.*]] = compass.mask_xor %[[A]], %[[A]] : <16>
// CHECK: return %[[X]], %[[B]], %[[C0]], %[[C1]]
func.func @free_masks(%a: !compass.mask<16>, %b: !compass.mask<5>, %c: !compass.mask<40>)
    -> (!compass.mask<16>, !compass.mask<5>, !compass.mask<40>) {
  %x = compass.mask_xor %a, %a : !compass.mask<16>
  return %x, %b, %c : !compass.mask<16>, !compass.mask<5>, !compass.mask<40>
}

// -----

// Lane access: a constant lane picks its piece; a run-time lane selects
// among the pieces.
// CHECK-LABEL: func.func @lanes
// CHECK-SAME: (%[[V0:.*]]: vector<8xsi32>, %[[V1:.*]]: vector<8xsi32>, %[[V2:.*]]: vector<8xsi32>, %[[I:.*]]: si32, %[[X:.*]]: si32)
// CHECK: %[[L1:.*]] = tir.const 1 : si32
// CHECK: %[[E:.*]] = tir.extract %[[V2]][%[[L1]]] : vector<8xsi32>, si32
// CHECK: %[[W:.*]] = tir.const 8 : si32
// CHECK: %[[Q:.*]] = tir.div %[[I]], %[[W]] : si32
// CHECK: %[[L:.*]] = tir.mod %[[I]], %[[W]] : si32
// CHECK: %[[E2:.*]] = tir.extract %[[V2]][%[[L]]] : vector<8xsi32>, si32
// CHECK: %[[E1:.*]] = tir.extract %[[V1]][%[[L]]] : vector<8xsi32>, si32
// CHECK: %[[IS1:.*]] = tir.cmp eq, %[[Q]], %{{.*}} : si32
// CHECK: %[[SEL1:.*]] = tir.select %[[IS1]], %[[E1]], %[[E2]] : si32
// CHECK: %[[E0:.*]] = tir.extract %[[V0]][%[[L]]] : vector<8xsi32>, si32
// CHECK: %[[IS0:.*]] = tir.cmp eq, %[[Q]], %{{.*}} : si32
// CHECK: %[[SEL0:.*]] = tir.select %[[IS0]], %[[E0]], %[[SEL1]] : si32
// CHECK: %[[N1:.*]] = tir.insert %[[X]], %[[V2]][%{{.*}}] : vector<8xsi32>, si32
// CHECK: %[[Q2:.*]] = tir.div %[[I]], %{{.*}} : si32
// CHECK: %[[L2:.*]] = tir.mod %[[I]], %{{.*}} : si32
// CHECK: %[[I0:.*]] = tir.insert %[[X]], %[[V0]][%[[L2]]] : vector<8xsi32>, si32
// CHECK: %[[S0:.*]] = tir.select %{{.*}}, %[[I0]], %[[V0]] : vector<8xsi32>
// CHECK: %[[I1:.*]] = tir.insert %[[X]], %[[V1]][%[[L2]]] : vector<8xsi32>, si32
// CHECK: %[[S1:.*]] = tir.select %{{.*}}, %[[I1]], %[[V1]] : vector<8xsi32>
// CHECK: %[[I2:.*]] = tir.insert %[[X]], %[[V2]][%[[L2]]] : vector<8xsi32>, si32
// CHECK: %[[S2:.*]] = tir.select %{{.*}}, %[[I2]], %[[V2]] : vector<8xsi32>
// CHECK: return %[[E]], %[[SEL0]], %[[V0]], %[[V1]], %[[N1]], %[[S0]], %[[S1]], %[[S2]]
func.func @lanes(%v: vector<20xsi32>, %i: si32, %x: si32)
    -> (si32, si32, vector<20xsi32>, vector<20xsi32>) {
  %c17 = tir.const 17 : si32
  %e = tir.extract %v[%c17] : vector<20xsi32>, si32
  %f = tir.extract %v[%i] : vector<20xsi32>, si32
  %w = tir.insert %x, %v[%c17] : vector<20xsi32>, si32
  %y = tir.insert %x, %v[%i] : vector<20xsi32>, si32
  return %e, %f, %w, %y : si32, si32, vector<20xsi32>, vector<20xsi32>
}

// -----

// Mask lanes: lane 35 of a 40-lane mask of 8-bit vectors is lane 3 of the
// second 32-lane piece.
// CHECK-LABEL: func.func @mask_lanes
// CHECK: %[[C0:.*]] = compass.vcmp lt, %{{.*}} : vector<32xsi8>, <32>
// CHECK: %[[C1:.*]] = compass.vcmp lt, %{{.*}} : vector<32xsi8>, <32>
// CHECK: %[[L:.*]] = tir.const 3 : si32
// CHECK: %[[B:.*]] = tir.extract %[[C1]][%[[L]]] : !compass.mask<32>, si32
// CHECK: return %[[B]] : i1
func.func @mask_lanes(%a: vector<40xsi8>) -> i1 {
  %m = tir.intrin "vclt"(%a, %a) : (vector<40xsi8>, vector<40xsi8>) -> !compass.mask<40>
  %c35 = tir.const 35 : si32
  %b = tir.extract %m[%c35] : !compass.mask<40>, si32
  return %b : i1
}

// -----

// Functions, calls and returns pass every piece; split parameters keep
// their Python name with a piece suffix.
// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%[[V0:.*]]: vector<16xf16> {compass.name = "v_0"}, %[[V1:.*]]: vector<16xf16> {compass.name = "v_1"}, %[[M0:.*]]: !compass.mask<16>, %[[M1:.*]]: !compass.mask<16>, %[[C:.*]]: i1 {compass.name = "c"})
// CHECK-SAME: -> (vector<16xf16>, vector<16xf16>)
// CHECK: tir.if %[[C]] {
// CHECK:   tir.return %[[V0]], %[[V1]] : vector<16xf16>, vector<16xf16>
// CHECK: }
// CHECK: %[[S0:.*]] = compass.vadd %[[V0]], %[[V0]], %[[M0]]
// CHECK: %[[S1:.*]] = compass.vadd %[[V1]], %[[V1]], %[[M1]]
// CHECK: return %[[S0]], %[[S1]] : vector<16xf16>, vector<16xf16>
func.func @callee(%v: vector<30xf16> {compass.name = "v"}, %m: !compass.mask<30>, %c: i1 {compass.name = "c"}) -> vector<30xf16> {
  tir.if %c {
    tir.return %v : vector<30xf16>
  }
  %s = tir.intrin "vadd"(%v, %v) mask(%m : !compass.mask<30>) : (vector<30xf16>, vector<30xf16>) -> vector<30xf16>
  return %s : vector<30xf16>
}

// The mask argument is split like the callee's use (16-bit lanes) although
// the caller does not use it with vectors.
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[V0:.*]]: vector<16xf16>, %[[V1:.*]]: vector<16xf16>, %[[N:.*]]: si32)
// CHECK: %[[T0:.*]] = compass.tail_mask %{{.*}} : si32 -> <16>
// CHECK: %[[T1:.*]] = compass.tail_mask %{{.*}} : si32 -> <16>
// CHECK: %[[TRUE:.*]] = tir.const true
// CHECK: %[[R:.*]]:2 = call @callee(%[[V0]], %[[V1]], %[[T0]], %[[T1]], %[[TRUE]]) : (vector<16xf16>, vector<16xf16>, !compass.mask<16>, !compass.mask<16>, i1) -> (vector<16xf16>, vector<16xf16>)
// CHECK: return %[[R]]#0, %[[R]]#1 : vector<16xf16>, vector<16xf16>
func.func @caller(%v: vector<30xf16>, %n: si32) -> vector<30xf16> {
  %m = tir.intrin "tail_mask"(%n) : (si32) -> !compass.mask<30>
  %t = tir.const true
  %r = func.call @callee(%v, %m, %t) : (vector<30xf16>, !compass.mask<30>, i1) -> vector<30xf16>
  return %r : vector<30xf16>
}

// -----

// A pointer to virtual vectors becomes a pointer to their elements: p[i]
// is the L elements at i * L, p + k moves by k * L elements, an allocation
// of n vectors holds n * L elements.
// CHECK-LABEL: func.func @vector_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global> {compass.name = "p"}, %[[I:.*]]: si32, %[[K:.*]]: si8)
// CHECK: %[[L:.*]] = tir.const 20 : si32
// CHECK: %[[OFF:.*]] = tir.mul %[[I]], %[[L]] : si32
// CHECK: %[[BASE:.*]] = tir.ptr_offset %[[P]], %[[OFF]] : <si32, global>, si32
// CHECK: %[[X0:.*]] = compass.vload %[[BASE]], %{{.*}} : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[B1:.*]] = tir.ptr_offset %[[BASE]], %{{.*}} : <si32, global>, si32
// CHECK: %[[X1:.*]] = compass.vload %[[B1]], %{{.*}} : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[B2:.*]] = tir.ptr_offset %[[BASE]], %{{.*}} : <si32, global>, si32
// CHECK: %[[TAIL:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: %[[X2:.*]] = compass.vload %[[B2]], %[[TAIL]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[KW:.*]] = tir.cast %[[K]] : si8 to si32
// CHECK: %[[KL:.*]] = tir.mul %[[KW]], %{{.*}} : si32
// CHECK: %[[Q:.*]] = tir.ptr_offset %[[P]], %[[KL]] : <si32, global>, si32
// CHECK: %[[QOFF:.*]] = tir.mul %[[I]], %{{.*}} : si32
// CHECK: %[[QBASE:.*]] = tir.ptr_offset %[[Q]], %[[QOFF]] : <si32, global>, si32
// CHECK: compass.vstore %[[X0]], %[[QBASE]], %{{.*}} : vector<8xsi32>, <si32, global>, <8>
// CHECK: compass.vstore %[[X1]], %{{.*}}, %{{.*}} : vector<8xsi32>, <si32, global>, <8>
// CHECK: %[[TAIL2:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: compass.vstore %[[X2]], %{{.*}}, %[[TAIL2]] : vector<8xsi32>, <si32, global>, <8>
// CHECK: %[[BUF:.*]] = tir.alloc "buf"[20] : <f16, lsram>
// CHECK: %[[BYTES:.*]] = tir.ptr_cast %[[P]] : <si32, global> to <ui8, global>
// CHECK: %[[NULL:.*]] = tir.ptr_is_null %[[P]] : <si32, global>
// CHECK: return %[[BUF]], %[[BYTES]], %[[NULL]] : !compass.ptr<f16, lsram>, !compass.ptr<ui8, global>, i1
func.func @vector_pointer(%p: !compass.ptr<vector<20xsi32>, global> {compass.name = "p"}, %i: si32, %k: si8)
    -> (!compass.ptr<vector<5xf16>, lsram>, !compass.ptr<ui8, global>, i1) {
  %v = tir.load %p[%i] : !compass.ptr<vector<20xsi32>, global>, si32
  %q = tir.ptr_offset %p, %k : !compass.ptr<vector<20xsi32>, global>, si8
  tir.store %v, %q[%i] : !compass.ptr<vector<20xsi32>, global>, si32
  %buf = tir.alloc "buf"[4] : !compass.ptr<vector<5xf16>, lsram>
  %bytes = tir.ptr_cast %p : !compass.ptr<vector<20xsi32>, global> to !compass.ptr<ui8, global>
  %null = tir.ptr_is_null %p : !compass.ptr<vector<20xsi32>, global>
  return %buf, %bytes, %null : !compass.ptr<vector<5xf16>, lsram>, !compass.ptr<ui8, global>, i1
}

// -----

// vload through a pointer to virtual vectors.
// CHECK-LABEL: func.func @vload_vector_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<f32, shared>)
// CHECK: compass.vload %[[P]], %{{.*}} : <f32, shared>, <8> -> vector<8xf32>
// CHECK: %[[P1:.*]] = tir.ptr_offset %[[P]], %{{.*}} : <f32, shared>, si32
// CHECK: %[[M1:.*]] = compass.const_mask [true, true, false, false, false, false, false, false] : <8>
// CHECK: compass.vload %[[P1]], %[[M1]] : <f32, shared>, <8> -> vector<8xf32>
func.func @vload_vector_pointer(%p: !compass.ptr<vector<10xf32>, shared>) -> vector<10xf32> {
  %v = tir.intrin "vload"(%p) : (!compass.ptr<vector<10xf32>, shared>) -> vector<10xf32>
  return %v : vector<10xf32>
}

// -----

// Inside control flow, with a variable carried across a tir.while.
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: (%[[A:.*]]: !compass.ptr<si32, global> {compass.name = "a"}, %[[N:.*]]: si32 {compass.name = "n"})
// CHECK-SAME: attributes {compass.kernel}
// CHECK: %[[D0:.*]] = tir.var_decl "acc_0" : <vector<8xsi32>>
// CHECK: %[[D1:.*]] = tir.var_decl "acc_1" : <vector<8xsi32>>
// CHECK: tir.while {
// CHECK:   %[[G0:.*]] = tir.var_get %[[D0]] : <vector<8xsi32>>
// CHECK:   %{{.*}} = tir.extract %[[G0]][%{{.*}}] : vector<8xsi32>, si32
// CHECK:   tir.condition
// CHECK: } do {
// CHECK:   compass.vadd
// CHECK:   compass.vadd
// CHECK:   tir.var_set %[[D0]]
// CHECK:   tir.var_set %[[D1]]
// CHECK: }
// CHECK: compass.vstore
// CHECK: compass.vstore
// CHECK-NOT: tir.intrin
func.func @kernel(%a: !compass.ptr<si32, global> {compass.name = "a"}, %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %acc = tir.var_decl "acc" : !tir.var<vector<12xsi32>>
  %z = tir.intrin "vbcast"(%c0) : (si32) -> vector<12xsi32>
  tir.var_set %acc, %z : !tir.var<vector<12xsi32>>
  tir.while {
    %g = tir.var_get %acc : !tir.var<vector<12xsi32>>
    %e = tir.extract %g[%c0] : vector<12xsi32>, si32
    %lt = tir.cmp lt, %e, %n : si32
    tir.condition %lt
  } do {
    %g = tir.var_get %acc : !tir.var<vector<12xsi32>>
    %s = tir.intrin "vadd"(%g, %g) : (vector<12xsi32>, vector<12xsi32>) -> vector<12xsi32>
    tir.var_set %acc, %s : !tir.var<vector<12xsi32>>
  }
  %g = tir.var_get %acc : !tir.var<vector<12xsi32>>
  tir.intrin "vstore"(%g, %a) : (vector<12xsi32>, !compass.ptr<si32, global>) -> ()
  return
}

// -----

// What the conversion rejected before flexible-width vectors were legalized.
// CHECK-LABEL: func.func @formerly_rejected
// CHECK-SAME: (%[[A:.*]]: vector<8xsi32>, %[[P:.*]]: !compass.ptr<f32, global>, %[[I:.*]]: si32, %[[B0:.*]]: vector<32xsi8>, %[[B1:.*]]: vector<32xsi8>)
// CHECK: %[[M:.*]] = compass.const_mask [true, true, true, true, false, false, false, false] : <8>
// CHECK: compass.vadd %[[A]], %[[A]], %[[M]] : vector<8xsi32>, <8>
// CHECK: %[[OFF:.*]] = tir.mul %[[I]], %{{.*}} : si32
// CHECK: %[[BASE:.*]] = tir.ptr_offset %[[P]], %[[OFF]] : <f32, global>, si32
// CHECK: compass.vload %[[BASE]], %{{.*}} : <f32, global>, <8> -> vector<8xf32>
// CHECK: compass.vload %{{.*}}, %{{.*}} : <f32, global>, <8> -> vector<8xf32>
// CHECK: tir.var_decl "v" : <vector<16xf16>>
// CHECK: return %[[B0]], %[[B1]] : vector<32xsi8>, vector<32xsi8>
func.func @formerly_rejected(%a: vector<4xsi32>, %p: !compass.ptr<vector<16xf32>, global>, %i: si32,
                             %b: vector<64xsi8>) -> vector<64xsi8> {
  %0 = tir.intrin "vadd"(%a, %a) : (vector<4xsi32>, vector<4xsi32>) -> vector<4xsi32>
  %1 = tir.load %p[%i] : !compass.ptr<vector<16xf32>, global>, si32
  %v = tir.var_decl "v" : !tir.var<vector<4xf16>>
  return %b : vector<64xsi8>
}
