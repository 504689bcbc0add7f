// RUN: compass-opt -compass-simplify %s | FileCheck %s

// r is read only by inactive lanes: under an all-true constant mask it is
// dropped, under an all-false one the builtin is r. A variable or mixed
// mask keeps it; without r an all-false mask leaves the lanes undefined,
// which stays as it was.

// CHECK-LABEL: func.func @canonical_r
// CHECK-SAME: (%[[X:.*]]: vector<8xsi32>, %[[Y:.*]]: vector<8xsi32>, %[[R:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<8>)
// CHECK-DAG: %[[ALL:.*]] = compass.const_mask [true, true, true, true, true, true, true, true]
// CHECK-DAG: %[[NONE:.*]] = compass.const_mask [false, false, false, false, false, false, false, false]
// CHECK-DAG: %[[HALF:.*]] = compass.const_mask [true, false, true, false, true, false, true, false]
// CHECK-DAG: %[[A:.*]] = compass.vsub %[[X]], %[[Y]], %[[ALL]] : vector<8xsi32>, <8>
// CHECK-DAG: %[[B:.*]] = compass.abs %[[X]], %[[ALL]] : vector<8xsi32>, <8>
// CHECK-DAG: %[[C:.*]] = compass.vsub %[[X]], %[[Y]], %[[M]] r %[[R]] : vector<8xsi32>, <8>
// CHECK-DAG: %[[D:.*]] = compass.vsub %[[X]], %[[Y]], %[[HALF]] r %[[R]] : vector<8xsi32>, <8>
// CHECK-DAG: %[[E:.*]] = compass.vsub %[[X]], %[[Y]], %[[NONE]] : vector<8xsi32>, <8>
// CHECK: return %[[A]], %[[B]], %[[R]], %[[C]], %[[D]], %[[E]]
func.func @canonical_r(%x: vector<8xsi32>, %y: vector<8xsi32>, %r: vector<8xsi32>, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %none = compass.const_mask [false, false, false, false, false, false, false, false] : !compass.mask<8>
  %half = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  %a = compass.vsub %x, %y, %all r %r : vector<8xsi32>, !compass.mask<8>
  %b = compass.abs %x, %all r %r : vector<8xsi32>, !compass.mask<8>
  %c = compass.vsub %x, %y, %none r %r : vector<8xsi32>, !compass.mask<8>
  %d = compass.vsub %x, %y, %m r %r : vector<8xsi32>, !compass.mask<8>
  %e = compass.vsub %x, %y, %half r %r : vector<8xsi32>, !compass.mask<8>
  %f = compass.vsub %x, %y, %none : vector<8xsi32>, !compass.mask<8>
  return %a, %b, %c, %d, %e, %f : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// The widening family shares the rule: its mask has the input's lanes,
// but a uniform one makes every result lane active, or none.

// CHECK-LABEL: func.func @widening_r
// CHECK-SAME: (%[[X:.*]]: vector<16xsi16>, %[[R:.*]]: vector<8xsi32>)
// CHECK: %[[W:.*]] = compass.vmull %[[X]], %[[X]], %{{.*}} : vector<16xsi16>, vector<16xsi16>, <16> -> vector<8xsi32>
// CHECK: return %[[W]], %[[R]]
func.func @widening_r(%x: vector<16xsi16>, %r: vector<8xsi32>) -> (vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %none = compass.const_mask [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : !compass.mask<16>
  %w = compass.vmull %x, %x, %all r %r : vector<16xsi16>, vector<16xsi16>, !compass.mask<16> -> vector<8xsi32>
  %v = compass.vmulh %x, %x, %none r %r : vector<16xsi16>, vector<16xsi16>, !compass.mask<16> -> vector<8xsi32>
  return %w, %v : vector<8xsi32>, vector<8xsi32>
}
