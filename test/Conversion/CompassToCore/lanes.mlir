// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// A lane-wise builtin is its lane functor on whole vectors, selected by
// the mask: inactive lanes from r, else the simulator's poison bytes; with
// a constant all-true mask there is nothing to select.
// CHECK-LABEL: func.func @masked_add
// CHECK-SAME: (%[[A:.*]]: vector<8xi32>, %[[B:.*]]: vector<8xi32>, %[[M:.*]]: vector<8xi1>, %[[R:.*]]: vector<8xi32>)
// CHECK: %[[S1:.*]] = arith.addi %[[A]], %[[B]] : vector<8xi32>
// CHECK: %[[WITH_R:.*]] = arith.select %[[M]], %[[S1]], %[[R]]
// CHECK: %[[S2:.*]] = arith.addi %[[A]], %[[B]] : vector<8xi32>
// CHECK: %[[POISON:.*]] = arith.constant dense<[648850234, 1897538479, 828215660, -759415272, -1658695185, -639938702, -1368508049, 790808619]> : vector<8xi32>
// CHECK: %[[NO_R:.*]] = arith.select %[[M]], %[[S2]], %[[POISON]]
// CHECK: %[[ALL:.*]] = arith.addi %[[A]], %[[B]] : vector<8xi32>
// CHECK-NOT: arith.select
// CHECK: return %[[WITH_R]], %[[NO_R]], %[[ALL]]
func.func @masked_add(%a: vector<8xsi32>, %b: vector<8xsi32>, %m: !compass.mask<8>, %r: vector<8xsi32>) -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %x = compass.vadd %a, %b, %m r %r : vector<8xsi32>, !compass.mask<8>
  %y = compass.vadd %a, %b, %m : vector<8xsi32>, !compass.mask<8>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %z = compass.vadd %a, %b, %all : vector<8xsi32>, !compass.mask<8>
  return %x, %y, %z : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// -----

// compass.vdiv on integers: x / 0 is 0 and MIN / -1 clamps to MAX, with a
// divisor that never traps.
// CHECK-LABEL: func.func @lane_div
// CHECK-SAME: (%[[A:.*]]: vector<8xi32>, %[[B:.*]]: vector<8xi32>
// CHECK: %[[BY0:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : vector<8xi32>
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %[[B]] : vector<8xi1>, vector<8xi32>
// CHECK: %[[Q:.*]] = arith.divsi %[[A]], %[[SAFE]] : vector<8xi32>
// CHECK: %[[CLAMPED:.*]] = arith.select %{{.*}}, %{{.*}}, %[[Q]]
// CHECK: arith.select %[[BY0]], %{{.*}}, %[[CLAMPED]]
func.func @lane_div(%a: vector<8xsi32>, %b: vector<8xsi32>, %m: !compass.mask<8>) -> vector<8xsi32> {
  %q = compass.vdiv %a, %b, %m : vector<8xsi32>, !compass.mask<8>
  return %q : vector<8xsi32>
}

// -----

// compass.vmax on floats: a NaN lane yields the other operand.
// CHECK-LABEL: func.func @lane_max
// CHECK-SAME: (%[[A:.*]]: vector<8xf32>, %[[B:.*]]: vector<8xf32>
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[A]], %[[B]]
// CHECK: %[[P:.*]] = arith.select %[[GT]], %[[A]], %[[B]]
// CHECK: %[[BNAN:.*]] = arith.cmpf uno, %[[B]], %[[B]]
// CHECK: %[[Q:.*]] = arith.select %[[BNAN]], %[[A]], %[[P]]
// CHECK: %[[ANAN:.*]] = arith.cmpf uno, %[[A]], %[[A]]
// CHECK: arith.select %[[ANAN]], %[[B]], %[[Q]]
func.func @lane_max(%a: vector<8xf32>, %b: vector<8xf32>, %m: !compass.mask<8>) -> vector<8xf32> {
  %x = compass.vmax %a, %b, %m : vector<8xf32>, !compass.mask<8>
  return %x : vector<8xf32>
}

// -----

// Lane shifts: a count of the lane width or more shifts every bit out.
// CHECK-LABEL: func.func @lane_shl
// CHECK-SAME: (%[[A:.*]]: vector<16xi16>, %[[B:.*]]: vector<16xi16>
// CHECK: %[[FAR:.*]] = arith.cmpi ugt, %[[B]], %[[TOP:.*]] : vector<16xi16>
// CHECK: %[[COUNT:.*]] = arith.minui %[[B]], %[[TOP]]
// CHECK: %[[S:.*]] = arith.shli %[[A]], %[[COUNT]]
// CHECK: arith.select %[[FAR]], %{{.*}}, %[[S]]
func.func @lane_shl(%a: vector<16xui16>, %b: vector<16xui16>, %m: !compass.mask<16>) -> vector<16xui16> {
  %x = compass.vsl %a, %b, %m : vector<16xui16>, !compass.mask<16>
  return %x : vector<16xui16>
}

// -----

// Comparisons leave inactive lanes false; masks are i1 vectors.
// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:.*]]: vector<8xi32>, %[[B:.*]]: vector<8xi32>, %[[M:.*]]: vector<8xi1>)
// CHECK: %[[LT:.*]] = arith.cmpi ult, %[[A]], %[[B]] : vector<8xi32>
// CHECK: %[[R:.*]] = arith.andi %[[LT]], %[[M]] : vector<8xi1>
// CHECK: %[[N:.*]] = arith.xori %[[R]], %{{.*}} : vector<8xi1>
// CHECK: arith.select %[[N]], %[[A]], %[[B]]
func.func @compare(%a: vector<8xui32>, %b: vector<8xui32>, %m: !compass.mask<8>) -> vector<8xui32> {
  %lt = compass.vcmp lt, %a, %b, %m : vector<8xui32>, !compass.mask<8>
  %n = compass.mask_not %lt : !compass.mask<8>
  %s = compass.vsel %a, %b, %n : vector<8xui32>, !compass.mask<8>
  return %s : vector<8xui32>
}
