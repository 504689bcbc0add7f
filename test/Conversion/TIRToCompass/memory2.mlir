// RUN: compass-opt %s -split-input-file -convert-tir-to-compass | FileCheck %s

// Memory II. A strided access is cut into native pieces, piece k starting
// k * N * stride elements on. A gather or scatter takes its 16-bit indices
// from their own pieces: one 16-lane piece serves two pieces of 32-bit
// lanes (first 0 and 8), a piece of byte lanes reads two.

// CHECK-LABEL: func.func @vload_stride
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[S:.*]]: si32)
// CHECK: %[[A:.*]] = compass.vload_stride %[[P]], %[[S]], %{{.*}} : <si32, global>, <8> -> vector<8xsi32>
// CHECK: %[[C8:.*]] = tir.const 8 : si32
// CHECK: %[[K:.*]] = tir.mul %[[S]], %[[C8]] : si32
// CHECK: %[[Q:.*]] = tir.ptr_offset %[[P]], %[[K]]
// CHECK: %[[B:.*]] = compass.vload_stride %[[Q]], %[[S]], %{{.*}} : <si32, global>, <8> -> vector<8xsi32>
// CHECK-NOT: tir.intrin
func.func @vload_stride(%p: !compass.ptr<si32, global>, %s: si32) -> vector<16xsi32> {
  %a = tir.intrin "vload_stride"(%p, %s) : (!compass.ptr<si32, global>, si32) -> vector<16xsi32>
  return %a : vector<16xsi32>
}

// -----

// A flexible-width store: the real lanes only.
// CHECK-LABEL: func.func @vstore_stride
// CHECK: %[[M:.*]] = compass.const_mask [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false] : <16>
// CHECK: compass.vstore_stride %{{.*}}, %{{.*}}, %{{.*}}, %[[M]] : vector<16xf16>, <f16, lsram>, <16>
// CHECK-NOT: tir.intrin
func.func @vstore_stride(%v: vector<5xf16>, %p: !compass.ptr<f16, lsram>, %s: si32) {
  tir.intrin "vstore_stride"(%v, %p, %s) : (vector<5xf16>, !compass.ptr<f16, lsram>, si32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @gather_words
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[I:.*]]: vector<16xui16>, %[[M0:.*]]: !compass.mask<8>, %[[M1:.*]]: !compass.mask<8>)
// CHECK: compass.vload_gather %[[P]] [%[[I]]] first 0, %[[M0]] : <si32, global>, (vector<16xui16>), <8> -> vector<8xsi32>
// CHECK: compass.vload_gather %[[P]] [%[[I]]] first 8, %[[M1]] : <si32, global>, (vector<16xui16>), <8> -> vector<8xsi32>
// CHECK-NOT: tir.intrin
func.func @gather_words(%p: !compass.ptr<si32, global>, %i: vector<16xui16>, %m: !compass.mask<16>) -> vector<16xsi32> {
  %a = tir.intrin "vload_gather"(%p, %i) mask(%m : !compass.mask<16>) : (!compass.ptr<si32, global>, vector<16xui16>) -> vector<16xsi32>
  return %a : vector<16xsi32>
}

// -----

// CHECK-LABEL: func.func @gather_bytes
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<ui8, global>, %[[I0:.*]]: vector<16xsi16>, %[[I1:.*]]: vector<16xsi16>)
// CHECK: compass.vload_gather %[[P]] [%[[I0]], %[[I1]]] first 0, %{{.*}} : <ui8, global>, (vector<16xsi16>, vector<16xsi16>), <32> -> vector<32xui8>
// CHECK-NOT: tir.intrin
func.func @gather_bytes(%p: !compass.ptr<ui8, global>, %i: vector<32xsi16>) -> vector<32xui8> {
  %a = tir.intrin "vload_gather"(%p, %i) : (!compass.ptr<ui8, global>, vector<32xsi16>) -> vector<32xui8>
  return %a : vector<32xui8>
}

// -----

// A flexible width of 8 indices for 8 words: one half-used index piece.
// CHECK-LABEL: func.func @scatter
// CHECK: compass.vstore_scatter %{{.*}}, %{{.*}} [%{{.*}}] first 0, %{{.*}} : vector<8xf32>, <f32, shared>, (vector<16xui16>), <8>
// CHECK-NOT: tir.intrin
func.func @scatter(%v: vector<8xf32>, %p: !compass.ptr<f32, shared>, %i: vector<8xui16>) {
  tir.intrin "vstore_scatter"(%v, %p, %i) : (vector<8xf32>, !compass.ptr<f32, shared>, vector<8xui16>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @dma
// CHECK: compass.dma_memset %{{.*}}, %{{.*}}, %{{.*}} : <f32, lsram>, f32
// CHECK: compass.dma_transpose2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {dstStrideGiven} : <f32, lsram>, <f32, global>
// CHECK: compass.dma_upsample %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : <f32, global>, <f32, lsram>
// CHECK: compass.flush_cache {invalidate}
// CHECK: compass.flush_cache{{$}}
// CHECK-NOT: tir.intrin
func.func @dma(%d: !compass.ptr<f32, lsram>, %s: !compass.ptr<f32, global>, %x: f32, %n: si32) {
  tir.intrin "dma_memset"(%d, %x, %n) : (!compass.ptr<f32, lsram>, f32, si32) -> ()
  tir.intrin "dma_transpose2d"(%d, %s, %n, %n, %n, %n) {dst_stride_given} : (!compass.ptr<f32, lsram>, !compass.ptr<f32, global>, si32, si32, si32, si32) -> ()
  tir.intrin "dma_upsample"(%s, %d, %n, %n, %n, %n, %n, %n, %n) : (!compass.ptr<f32, global>, !compass.ptr<f32, lsram>, si32, si32, si32, si32, si32, si32, si32) -> ()
  tir.intrin "flush_cache"() {invalidate} : () -> ()
  tir.intrin "flush_cache"() : () -> ()
  return
}

