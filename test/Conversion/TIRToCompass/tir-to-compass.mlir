// RUN: compass-opt %s -convert-tir-to-compass -split-input-file | FileCheck %s

// Each tir.intrin becomes one compass builtin; a mask the user left out
// becomes an all-true compass.const_mask. Everything else stays.

// CHECK-LABEL: func.func @vload
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[ALL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[A:.*]] = compass.vload %[[P]], %[[ALL]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[B:.*]] = compass.vload %[[P]], %[[M]] : <si32, global>, <8> -> vector<8xsi32>
// CHECK-NOT: tir.intrin
// CHECK: return %[[A]], %[[B]]
func.func @vload(%p: !compass.ptr<si32, global>, %m: !compass.mask<8>) -> (vector<8xsi32>, vector<8xsi32>) {
  %a = tir.intrin "vload"(%p) : (!compass.ptr<si32, global>) -> vector<8xsi32>
  %b = tir.intrin "vload"(%p) mask(%m : !compass.mask<8>) : (!compass.ptr<si32, global>) -> vector<8xsi32>
  return %a, %b : vector<8xsi32>, vector<8xsi32>
}

// -----

// CHECK-LABEL: func.func @vload_vector_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<vector<32xui8>, lsram>)
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <32>
// CHECK: compass.vload %[[P]], %[[ALL]] : <vector<32xui8>, lsram>, <32> -> vector<32xui8>
func.func @vload_vector_pointer(%p: !compass.ptr<vector<32xui8>, lsram>) -> vector<32xui8> {
  %a = tir.intrin "vload"(%p) : (!compass.ptr<vector<32xui8>, lsram>) -> vector<32xui8>
  return %a : vector<32xui8>
}

// -----

// CHECK-LABEL: func.func @vstore
// CHECK-SAME: (%[[V:.*]]: vector<16xf16>, %[[P:.*]]: !compass.ptr<f16, shared>, %[[M:.*]]: !compass.mask<16>)
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <16>
// CHECK: compass.vstore %[[V]], %[[P]], %[[ALL]] : vector<16xf16>, <f16, shared>, <16>
// CHECK: compass.vstore %[[V]], %[[P]], %[[M]] : vector<16xf16>, <f16, shared>, <16>
// CHECK-NOT: tir.intrin
func.func @vstore(%v: vector<16xf16>, %p: !compass.ptr<f16, shared>, %m: !compass.mask<16>) {
  tir.intrin "vstore"(%v, %p) : (vector<16xf16>, !compass.ptr<f16, shared>) -> ()
  tir.intrin "vstore"(%v, %p) mask(%m : !compass.mask<16>) : (vector<16xf16>, !compass.ptr<f16, shared>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @vadd
// CHECK-SAME: (%[[A:.*]]: vector<8xsi32>, %[[B:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<8>, %[[R:.*]]: vector<8xsi32>)
// CHECK: %[[ALL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[X0:.*]] = compass.vadd %[[A]], %[[B]], %[[ALL]] : vector<8xsi32>, <8>
// CHECK: %[[X1:.*]] = compass.vadd %[[A]], %[[B]], %[[M]] : vector<8xsi32>, <8>
// CHECK: %[[X2:.*]] = compass.vadd %[[A]], %[[B]], %[[M]] r %[[R]] : vector<8xsi32>, <8>
// CHECK: %[[ALL2:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK: %[[X3:.*]] = compass.vadd %[[A]], %[[B]], %[[ALL2]] r %[[R]] : vector<8xsi32>, <8>
// CHECK-NOT: tir.intrin
// CHECK: return %[[X0]], %[[X1]], %[[X2]], %[[X3]]
func.func @vadd(%a: vector<8xsi32>, %b: vector<8xsi32>, %m: !compass.mask<8>, %r: vector<8xsi32>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %0 = tir.intrin "vadd"(%a, %b) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %1 = tir.intrin "vadd"(%a, %b) mask(%m : !compass.mask<8>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %2 = tir.intrin "vadd"(%a, %b) mask(%m : !compass.mask<8>) r(%r : vector<8xsi32>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  %3 = tir.intrin "vadd"(%a, %b) r(%r : vector<8xsi32>) : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
  return %0, %1, %2, %3 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// -----

// CHECK-LABEL: func.func @vsub
// CHECK-SAME: (%[[A:.*]]: vector<32xui8>, %[[B:.*]]: vector<32xui8>, %[[M:.*]]: !compass.mask<32>, %[[R:.*]]: vector<32xui8>)
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <32>
// CHECK: %[[X0:.*]] = compass.vsub %[[A]], %[[B]], %[[ALL]] : vector<32xui8>, <32>
// CHECK: %[[X1:.*]] = compass.vsub %[[A]], %[[B]], %[[M]] r %[[R]] : vector<32xui8>, <32>
// CHECK-NOT: tir.intrin
// CHECK: return %[[X0]], %[[X1]]
func.func @vsub(%a: vector<32xui8>, %b: vector<32xui8>, %m: !compass.mask<32>, %r: vector<32xui8>)
    -> (vector<32xui8>, vector<32xui8>) {
  %0 = tir.intrin "vsub"(%a, %b) : (vector<32xui8>, vector<32xui8>) -> vector<32xui8>
  %1 = tir.intrin "vsub"(%a, %b) mask(%m : !compass.mask<32>) r(%r : vector<32xui8>) : (vector<32xui8>, vector<32xui8>) -> vector<32xui8>
  return %0, %1 : vector<32xui8>, vector<32xui8>
}

// -----

// CHECK-LABEL: func.func @vmul
// CHECK-SAME: (%[[A:.*]]: vector<16xbf16>, %[[B:.*]]: vector<16xbf16>, %[[M:.*]]: !compass.mask<16>, %[[R:.*]]: vector<16xbf16>)
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <16>
// CHECK: %[[X0:.*]] = compass.vmul %[[A]], %[[B]], %[[ALL]] : vector<16xbf16>, <16>
// CHECK: %[[X1:.*]] = compass.vmul %[[A]], %[[B]], %[[M]] : vector<16xbf16>, <16>
// CHECK: %[[X2:.*]] = compass.vmul %[[A]], %[[B]], %[[M]] r %[[R]] : vector<16xbf16>, <16>
// CHECK-NOT: tir.intrin
// CHECK: return %[[X0]], %[[X1]], %[[X2]]
func.func @vmul(%a: vector<16xbf16>, %b: vector<16xbf16>, %m: !compass.mask<16>, %r: vector<16xbf16>)
    -> (vector<16xbf16>, vector<16xbf16>, vector<16xbf16>) {
  %0 = tir.intrin "vmul"(%a, %b) : (vector<16xbf16>, vector<16xbf16>) -> vector<16xbf16>
  %1 = tir.intrin "vmul"(%a, %b) mask(%m : !compass.mask<16>) : (vector<16xbf16>, vector<16xbf16>) -> vector<16xbf16>
  %2 = tir.intrin "vmul"(%a, %b) mask(%m : !compass.mask<16>) r(%r : vector<16xbf16>) : (vector<16xbf16>, vector<16xbf16>) -> vector<16xbf16>
  return %0, %1, %2 : vector<16xbf16>, vector<16xbf16>, vector<16xbf16>
}

// -----

// Intrinsics nested in tir control flow are converted in place; the scalar
// and control-flow ops, variables, memory ops and the kernel attribute stay.
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: (%[[A:.*]]: !compass.ptr<f32, global> {compass.name = "a"}, %[[C:.*]]: !compass.ptr<f32, global> {compass.name = "c"}, %[[N:.*]]: si32 {compass.name = "n"})
// CHECK-SAME: attributes {compass.kernel}
// CHECK: %[[C0:.*]] = tir.const 0 : si32
// CHECK: %[[C8:.*]] = tir.const 8 : si32
// CHECK: %[[ACC:.*]] = tir.var_decl "acc" : <vector<8xf32>>
// CHECK: tir.for %[[I:.*]] = %[[C0]] to %[[N]] step %[[C8]] kind(unroll) : si32 {
// CHECK:   %[[PA:.*]] = tir.ptr_offset %[[A]], %[[I]] : <f32, global>, si32
// CHECK:   %[[M:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK:   %[[VA:.*]] = compass.vload %[[PA]], %[[M]] : <f32, global>, <8> -> vector<8xf32>
// CHECK:   %[[OLD:.*]] = tir.var_get %[[ACC]] : <vector<8xf32>>
// CHECK:   %[[LT:.*]] = tir.cmp lt, %[[I]], %[[N]] : si32
// CHECK:   tir.if %[[LT]] {
// CHECK:     %[[M2:.*]] = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
// CHECK:     %[[SUM:.*]] = compass.vadd %[[OLD]], %[[VA]], %[[M2]] : vector<8xf32>, <8>
// CHECK:     tir.var_set %[[ACC]], %[[SUM]] : <vector<8xf32>>
// CHECK:   } else {
// CHECK:     compass.barrier
// CHECK:   }
// CHECK: }
// CHECK: %[[X:.*]] = tir.load %[[C]][%[[C0]]] : <f32, global>, si32
// CHECK: %[[Y:.*]] = tir.add %[[X]], %[[X]] : f32
// CHECK: tir.store %[[Y]], %[[C]][%[[C0]]] : <f32, global>, si32
// CHECK: %[[ID:.*]] = compass.get_local_id : si32
// CHECK: %{{.*}} = call @helper(%[[ID]]) : (si32) -> si32
// CHECK-NOT: tir.intrin
// CHECK: return
func.func @kernel(%a: !compass.ptr<f32, global> {compass.name = "a"},
                  %c: !compass.ptr<f32, global> {compass.name = "c"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c8 = tir.const 8 : si32
  %acc = tir.var_decl "acc" : !tir.var<vector<8xf32>>
  tir.for %i = %c0 to %n step %c8 kind(unroll) : si32 {
    %pa = tir.ptr_offset %a, %i : !compass.ptr<f32, global>, si32
    %va = tir.intrin "vload"(%pa) : (!compass.ptr<f32, global>) -> vector<8xf32>
    %old = tir.var_get %acc : !tir.var<vector<8xf32>>
    %lt = tir.cmp lt, %i, %n : si32
    tir.if %lt {
      %sum = tir.intrin "vadd"(%old, %va) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
      tir.var_set %acc, %sum : !tir.var<vector<8xf32>>
    } else {
      compass.barrier
    }
  }
  %x = tir.load %c[%c0] : !compass.ptr<f32, global>, si32
  %y = tir.add %x, %x : f32
  tir.store %y, %c[%c0] : !compass.ptr<f32, global>, si32
  %id = compass.get_local_id : si32
  %r = func.call @helper(%id) : (si32) -> si32
  return
}

// CHECK-LABEL: func.func @helper
// CHECK-SAME: (%[[X:.*]]: si32) -> si32
// CHECK: %[[S:.*]] = tir.select %{{.*}}, %[[X]], %{{.*}} : si32
// CHECK: return %[[S]]
func.func @helper(%x: si32) -> si32 {
  %c = tir.const true
  %z = tir.const 0 : si32
  %s = tir.select %c, %x, %z : si32
  return %s : si32
}

// -----

// A module without intrinsics is left alone.
// CHECK-LABEL: func.func @no_intrinsics
// CHECK-SAME: (%[[V:.*]]: vector<8xsi32>, %[[P:.*]]: !compass.ptr<vector<8xsi32>, private>, %[[I:.*]]: si32)
// CHECK-NEXT: tir.store %[[V]], %[[P]][%[[I]]] : <vector<8xsi32>, private>, si32
// CHECK-NEXT: return
func.func @no_intrinsics(%v: vector<8xsi32>, %p: !compass.ptr<vector<8xsi32>, private>, %i: si32) {
  tir.store %v, %p[%i] : !compass.ptr<vector<8xsi32>, private>, si32
  return
}

// -----

// Vector max / min (S.max, S.min) lower to compass.vmax / vmin with r.
// CHECK-LABEL: func.func @max_min
// CHECK-SAME: (%[[A:.*]]: vector<8xf32>, %[[B:.*]]: vector<8xf32>, %[[M:.*]]: !compass.mask<8>)
// CHECK: %[[ALL:.*]] = compass.const_mask [{{(true, )+}}true] : <8>
// CHECK: %[[X:.*]] = compass.vmax %[[A]], %[[B]], %[[ALL]] : vector<8xf32>, <8>
// CHECK: %[[Y:.*]] = compass.vmin %[[A]], %[[B]], %[[M]] r %[[A]] : vector<8xf32>, <8>
// CHECK: return %[[X]], %[[Y]]
func.func @max_min(%a: vector<8xf32>, %b: vector<8xf32>, %m: !compass.mask<8>) -> (vector<8xf32>, vector<8xf32>) {
  %x = tir.intrin "max"(%a, %b) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  %y = tir.intrin "min"(%a, %b) mask(%m : !compass.mask<8>) r(%a : vector<8xf32>) : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  return %x, %y : vector<8xf32>, vector<8xf32>
}

// -----

// Builtins of scalars and pointers only (DMA) lower as one operation.
// CHECK-LABEL: func.func @dma
// CHECK: compass.dma_copy %{{.*}}, %{{.*}}, %[[N:.*]], %[[N]], %[[N]], %[[N]] : <f32, lsram>, <f32, global>
// CHECK-NOT: tir.intrin
func.func @dma(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %n: si32) {
  tir.intrin "dma_copy"(%d, %s, %n, %n, %n, %n) : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32) -> ()
  return
}

// -----

// S.clip is a composition: compares under the user's mask (inactive lanes
// keep x) and selects, so a NaN lane, for which no compare holds, stays NaN.
// CHECK-LABEL: func.func @clip
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>, %[[LO:.*]]: vector<8xf32>, %[[HI:.*]]: vector<8xf32>, %[[M:.*]]: !compass.mask<8>)
// CHECK:      %[[BELOW:.*]] = compass.vcmp lt, %[[X]], %[[LO]], %[[M]]
// CHECK-NEXT: %[[RAISED:.*]] = compass.vsel %[[LO]], %[[X]], %[[BELOW]]
// CHECK-NEXT: %[[ABOVE:.*]] = compass.vcmp gt, %[[X]], %[[HI]], %[[M]]
// CHECK-NEXT: %[[OUT:.*]] = compass.vsel %[[HI]], %[[RAISED]], %[[ABOVE]]
// CHECK-NEXT: return %[[OUT]]
func.func @clip(%x: vector<8xf32>, %lo: vector<8xf32>, %hi: vector<8xf32>, %m: !compass.mask<8>) -> vector<8xf32> {
  %0 = tir.intrin "clip"(%x, %lo, %hi) mask(%m : !compass.mask<8>) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  return %0 : vector<8xf32>
}
