// RUN: compass-opt %s -compass-insert-checks -mlir-print-debuginfo | FileCheck %s
// RUN: compass-opt %s -compass-insert-checks -compass-insert-checks -mlir-print-debuginfo | FileCheck %s
// RUN: compass-opt %s -compass-insert-checks=memory=false | FileCheck %s --check-prefix=DIVISORS

// With memory (the default), compass-insert-checks passes the pointer of
// every tir.load and tir.store through a compass.check_access of the element
// (`write` for a store), and that of every compass.vload and compass.vstore
// through a compass.check_lanes of its active lanes, each at the access's
// location; an access already checked keeps its one check. memory=false
// (the unchecked native pipeline) places the divisor checks only.
// Strided, gathered and scattered lanes are checked lane by lane; a
// synchronous DMA's sides element by element (`items`), an asynchronous
// one's row by row; a memset is one row; a transpose reads `row` rows of
// `col` and writes `col` rows of `row`; an upsample reads `w` rows of `c`
// and writes `hScale` planes of `w * wScale` rows (compass.check_upsample),
// element by element too.
// The source is checked first.

// CHECK-LABEL: func.func @lanes_and_rows
// CHECK:      %[[S1:.*]] = compass.check_stride_lanes %[[P:arg0]], %[[S:arg2]], %[[M:arg3]] : <si32, global>, <8>, vector<8xsi32>
// CHECK-NEXT: compass.vload_stride %[[S1]], %[[S]], %[[M]]
// CHECK:      %[[S2:.*]] = compass.check_stride_lanes %[[P]], %[[S]], %[[M]] {write} : <si32, global>, <8>, vector<8xsi32>
// CHECK-NEXT: compass.vstore_stride %{{.*}}, %[[S2]], %[[S]], %[[M]]
// CHECK:      %[[G:.*]] = compass.check_index_lanes %[[P]] [%[[I:arg4]]] first 8, %[[M]] : <si32, global>, (vector<16xui16>), <8>, vector<8xsi32>
// CHECK-NEXT: compass.vload_gather %[[G]] [%[[I]]] first 8
// CHECK:      %[[X:.*]] = compass.check_index_lanes %[[P]] [%[[I]]] first 0, %[[M]] {write}
// CHECK-NEXT: compass.vstore_scatter %{{.*}}, %[[X]] [%[[I]]] first 0
// CHECK:      %[[SRC:.*]] = compass.check_rows %[[P]], %[[W:arg5]] rows %[[T:arg6]] stride %[[S]] {items} : <si32, global>
// CHECK-NEXT: %[[DST:.*]] = compass.check_rows %[[B:arg1]], %[[W]] rows %[[T]] stride %[[W]] {items, write} : <si32, lsram>
// CHECK-NEXT: compass.dma_copy %[[DST]], %[[SRC]], %[[W]], %[[S]], %[[T]], %[[W]]
// CHECK:      %[[ASRC:.*]] = compass.check_rows %[[P]], %[[W]] rows %[[T]] stride %[[S]] : <si32, global>
// CHECK-NEXT: %[[ADST:.*]] = compass.check_rows %[[B]], %[[W]] rows %[[T]] stride %[[W]] {write} : <si32, lsram>
// CHECK-NEXT: compass.async_dma_copy %[[ADST]], %[[ASRC]]
// CHECK:      %[[SET:.*]] = compass.check_rows %[[B]], %[[W]] {items, write} : <si32, lsram>
// CHECK-NEXT: compass.dma_memset %[[SET]]
// CHECK:      %[[TSRC:.*]] = compass.check_rows %[[P]], %[[T]] rows %[[W]] stride %[[S]] {items} : <si32, global>
// CHECK-NEXT: %[[TDST:.*]] = compass.check_rows %[[B]], %[[W]] rows %[[T]] stride %[[T]] {items, write} : <si32, lsram>
// CHECK-NEXT: compass.dma_transpose2d %[[TDST]], %[[TSRC]]
// CHECK:      %[[USRC:.*]] = compass.check_rows %[[B]], %[[W]] rows %[[T]] stride %[[S]] {items} : <si32, lsram>
// CHECK-NEXT: %[[UDST:.*]] = compass.check_upsample %[[P]], %[[S]], %[[T]], %[[W]], %[[T]], %[[W]], %[[S]] : <si32, global>
// CHECK-NEXT: compass.dma_upsample %[[UDST]], %[[USRC]], %[[S]], %[[T]], %[[W]], %[[T]], %[[S]], %[[W]], %[[S]]
func.func @lanes_and_rows(%p: !compass.ptr<si32, global>, %b: !compass.ptr<si32, lsram>,
                          %s: si32, %m: !compass.mask<8>, %i: vector<16xui16>,
                          %w: si32, %t: si32) {
  %v = compass.vload_stride %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  compass.vstore_stride %v, %p, %s, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %g = compass.vload_gather %p [%i] first 8, %m : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8> -> vector<8xsi32>
  compass.vstore_scatter %g, %p [%i] first 0, %m : vector<8xsi32>, !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8>
  compass.dma_copy %b, %p, %w, %s, %t, %w : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
  %e = compass.alloc_event : !compass.event
  compass.async_dma_copy %b, %p, %w, %s, %t, %w, %e : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
  compass.wait_events %e : !compass.event
  compass.dma_memset %b, %s, %w : !compass.ptr<si32, lsram>, si32
  compass.dma_transpose2d %b, %p, %w, %t, %t, %s : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
  compass.dma_upsample %p, %b, %s, %t, %w, %t, %s, %w, %s : !compass.ptr<si32, global>, !compass.ptr<si32, lsram>
  return
}

// CHECK-LABEL: func.func @accesses
// CHECK:      %[[P1:.*]] = compass.check_access %[[P:arg0]][%[[I:arg1]]] : <f32, global>, si32 loc(#[[LOAD:.*]])
// CHECK-NEXT: %[[X:.*]] = tir.load %[[P1]][%[[I]]] : <f32, global>, si32 loc(#[[LOAD]])
// CHECK-NEXT: %[[P2:.*]] = compass.check_access %[[P]][%[[I]]] {write} : <f32, global>, si32 loc(#[[STORE:.*]])
// CHECK-NEXT: tir.store %[[X]], %[[P2]][%[[I]]] : <f32, global>, si32 loc(#[[STORE]])
// CHECK-NEXT: %[[Q1:.*]] = compass.check_lanes %[[Q:arg2]], %[[M:arg3]] : <si32, lsram>, <8>, vector<8xsi32> loc(#[[VLOAD:.*]])
// CHECK-NEXT: %[[V:.*]] = compass.vload %[[Q1]], %[[M]]
// CHECK-NEXT: %[[Q2:.*]] = compass.check_lanes %[[Q]], %[[M]] {write} : <si32, lsram>, <8>, vector<8xsi32> loc(#[[VSTORE:.*]])
// CHECK-NEXT: compass.vstore %[[V]], %[[Q2]], %[[M]]
// CHECK:      #[[LOAD]] = loc("k.py":7:8)
// CHECK:      #[[STORE]] = loc("k.py":8:4)
// CHECK:      #[[VLOAD]] = loc("k.py":9:8)
// CHECK:      #[[VSTORE]] = loc("k.py":10:4)
// DIVISORS-LABEL: func.func @accesses
// DIVISORS-NOT:   compass.check_
// DIVISORS:       return
func.func @accesses(%p: !compass.ptr<f32, global>, %i: si32,
                    %q: !compass.ptr<si32, lsram>, %m: !compass.mask<8>) {
  %x = tir.load %p[%i] : !compass.ptr<f32, global>, si32 loc("k.py":7:8)
  tir.store %x, %p[%i] : !compass.ptr<f32, global>, si32 loc("k.py":8:4)
  %v = compass.vload %q, %m : !compass.ptr<si32, lsram>, !compass.mask<8> -> vector<8xsi32> loc("k.py":9:8)
  compass.vstore %v, %q, %m : vector<8xsi32>, !compass.ptr<si32, lsram>, !compass.mask<8> loc("k.py":10:4)
  return
}
