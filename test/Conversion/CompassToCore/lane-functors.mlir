// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// The lane functors of the LANE_BINARY / LANE_UNARY rows: their core forms,
// under a full mask (no select), a mask with r (select from r) and a mask
// without r (select from the poison pattern).

// CHECK-LABEL: func.func @bits
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xi32>, %[[Y:[^:]*]]: vector<8xi32>, %[[R:[^:]*]]: vector<8xi32>)
// CHECK: %[[M:.*]] = arith.constant dense<[true, false, true, true, true, true, true, true]> : vector<8xi1>
// CHECK: %[[ROR:.*]] = llvm.intr.fshr(%[[X]], %[[X]], %[[Y]])
// CHECK-NOT: arith.select
// CHECK: %[[CLZ:.*]] = math.ctlz %[[X]]
// CHECK: %[[CLZR:.*]] = arith.select %[[M]], %[[CLZ]], %[[R]]
// CHECK: %[[POP:.*]] = math.ctpop %[[X]]
// CHECK: %[[POISON:.*]] = arith.constant dense<[648850234, 1897538479, {{.*}}]> : vector<8xi32>
// CHECK: %[[POPP:.*]] = arith.select %[[M]], %[[POP]], %[[POISON]]
// CHECK: %[[REV:.*]] = llvm.intr.bitreverse(%[[X]])
// CHECK: return %[[ROR]], %[[CLZR]], %[[POPP]], %[[REV]]
func.func @bits(%x: vector<8xsi32>, %y: vector<8xsi32>, %r: vector<8xsi32>) -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m = compass.const_mask [true, false, true, true, true, true, true, true] : !compass.mask<8>
  %0 = compass.vror %x, %y, %all : vector<8xsi32>, !compass.mask<8>
  %1 = compass.clz %x, %m r %r : vector<8xsi32>, !compass.mask<8>
  %2 = compass.vpcnt %x, %m : vector<8xsi32>, !compass.mask<8>
  %3 = compass.vbrevs %x, %all : vector<8xsi32>, !compass.mask<8>
  return %0, %1, %2, %3 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>
}

// -----

// vcls inverts negative lanes of a signed input (an out_sign result only
// relabels the bits); abs negates signed lanes, vabss clamps |MIN| to MAX,
// abs of floats clears the sign bit; rint of f16 rounds in float32.

// CHECK-LABEL: func.func @signs
// CHECK: arith.cmpi slt
// CHECK: arith.xori
// CHECK: math.ctlz
// CHECK: arith.subi
// CHECK: arith.subi
// CHECK: arith.cmpi slt
// CHECK: arith.select
// CHECK: arith.cmpi eq
// CHECK: arith.constant dense<127> : vector<32xi8>
// CHECK: arith.bitcast %{{.*}} : vector<8xf32> to vector<8xi32>
// CHECK: arith.andi %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK: arith.extf %{{.*}} : vector<16xf16> to vector<16xf32>
// CHECK: math.roundeven %{{.*}} : vector<16xf32>
// CHECK: arith.truncf %{{.*}} : vector<16xf32> to vector<16xf16>
func.func @signs(%x: vector<8xsi32>, %b: vector<32xsi8>, %f: vector<8xf32>, %h: vector<16xf16>) -> (vector<8xui32>, vector<32xsi8>, vector<8xf32>, vector<16xf16>) {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  %0 = compass.vcls %x, %all8 : vector<8xui32>, !compass.mask<8> from vector<8xsi32>
  %1 = compass.vabss %b, %all32 : vector<32xsi8>, !compass.mask<32>
  %2 = compass.abs %f, %all8 : vector<8xf32>, !compass.mask<8>
  %3 = compass.rint %h, %all16 : vector<16xf16>, !compass.mask<16>
  return %0, %1, %2, %3 : vector<8xui32>, vector<32xsi8>, vector<8xf32>, vector<16xf16>
}

// -----

// The saturating and rounding shifts compute in 64 bits: vsls clamps to
// the lane, vsrr rounds ties to even (counts clamped to 40 give 0).

// CHECK-LABEL: func.func @shifts
// CHECK: arith.extsi %{{.*}} : vector<16xi16> to vector<16xi64>
// CHECK: arith.extui %{{.*}} : vector<16xi16> to vector<16xi64>
// CHECK: arith.shli
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.cmpi uge
// CHECK: arith.trunci %{{.*}} : vector<16xi64> to vector<16xi16>
// CHECK: arith.constant dense<40> : vector<16xi64>
// CHECK: arith.minui
// CHECK: arith.shrsi
// CHECK: arith.cmpi sgt
// CHECK: arith.trunci %{{.*}} : vector<16xi64> to vector<16xi16>
func.func @shifts(%x: vector<16xsi16>, %y: vector<16xsi16>) -> (vector<16xsi16>, vector<16xsi16>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %0 = compass.vsls %x, %y, %all : vector<16xsi16>, !compass.mask<16>
  %1 = compass.vsrr %x, %y, %all : vector<16xsi16>, !compass.mask<16>
  return %0, %1 : vector<16xsi16>, vector<16xsi16>
}
