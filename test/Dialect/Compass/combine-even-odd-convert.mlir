// RUN: compass-opt -compass-combine-instructions -split-input-file %s | FileCheck %s
// RUN: compass-opt -compass-combine-instructions -cse -split-input-file %s | FileCheck %s --check-prefix=CSE

// A rounding conversion of lanes 0-7 or 8-15 of a 16-bit float vector to
// 32-bit integers (here made from rint and a conversion) becomes the zip of
// the rounding conversions of the even and the odd lanes: the low half's
// lanes are even[0], odd[0], even[1], ..., the high half's start at even[4].
// Each half makes the pair; cse (the pipeline's next pass) keeps one.

// CHECK-LABEL: func.func @halves_f16_si32
// CHECK-SAME: (%[[X:.*]]: vector<16xf16>)
// CHECK-NOT: compass.rint
// CHECK: %[[E:.*]] = compass.vcvt %[[X]] offset 0 stride 2 round : vector<16xf16> -> vector<8xsi32>
// CHECK: %[[O:.*]] = compass.vcvt %[[X]] offset 1 stride 2 round : vector<16xf16> -> vector<8xsi32>
// CHECK: %[[L:.*]] = compass.vperm %[[E]], %[[O]] indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
// CHECK: %[[E2:.*]] = compass.vcvt %[[X]] offset 0 stride 2 round : vector<16xf16> -> vector<8xsi32>
// CHECK: %[[O2:.*]] = compass.vcvt %[[X]] offset 1 stride 2 round : vector<16xf16> -> vector<8xsi32>
// CHECK: %[[H:.*]] = compass.vperm %[[E2]], %[[O2]] indices [4, 12, 5, 13, 6, 14, 7, 15] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
// CHECK: return %[[L]], %[[H]]

// CSE-LABEL: func.func @halves_f16_si32
// CSE-COUNT-2: compass.vcvt
// CSE-NOT: compass.vcvt
// CSE: %[[L:.*]] = compass.vperm %[[E:.*]], %[[O:.*]] indices [0, 8, 1, 9, 2, 10, 3, 11]
// CSE-NEXT: %[[H:.*]] = compass.vperm %[[E]], %[[O]] indices [4, 12, 5, 13, 6, 14, 7, 15]
// CSE-NEXT: return %[[L]], %[[H]]
func.func @halves_f16_si32(%x: vector<16xf16>) -> (vector<8xsi32>, vector<8xsi32>) {
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %r = compass.rint %x, %all : vector<16xf16>, !compass.mask<16>
  %lo = compass.vcvt %r offset 0 stride 1 : vector<16xf16> -> vector<8xsi32>
  %hi = compass.vcvt %r offset 8 stride 1 : vector<16xf16> -> vector<8xsi32>
  return %lo, %hi : vector<8xsi32>, vector<8xsi32>
}

// -----

// uint32 lanes and bfloat16 sources too (the conversion reaches uint
// through int either way; the pair keeps the result type).

// CHECK-LABEL: func.func @other_types
// CHECK-SAME: (%[[X:.*]]: vector<16xf16>, %[[B:.*]]: vector<16xbf16>)
// CHECK: %[[E:.*]] = compass.vcvt %[[X]] offset 0 stride 2 round : vector<16xf16> -> vector<8xui32>
// CHECK: %[[O:.*]] = compass.vcvt %[[X]] offset 1 stride 2 round : vector<16xf16> -> vector<8xui32>
// CHECK: %[[A:.*]] = compass.vperm %[[E]], %[[O]] indices [4, 12, 5, 13, 6, 14, 7, 15] : vector<8xui32>, vector<8xui32> -> vector<8xui32>
// CHECK: %[[BE:.*]] = compass.vcvt %[[B]] offset 0 stride 2 round : vector<16xbf16> -> vector<8xsi32>
// CHECK: %[[BO:.*]] = compass.vcvt %[[B]] offset 1 stride 2 round : vector<16xbf16> -> vector<8xsi32>
// CHECK: %[[C:.*]] = compass.vperm %[[BE]], %[[BO]] indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
// CHECK: %[[UE:.*]] = compass.vcvt %[[B]] offset 0 stride 2 round : vector<16xbf16> -> vector<8xui32>
// CHECK: %[[UO:.*]] = compass.vcvt %[[B]] offset 1 stride 2 round : vector<16xbf16> -> vector<8xui32>
// CHECK: %[[D:.*]] = compass.vperm %[[UE]], %[[UO]] indices [4, 12, 5, 13, 6, 14, 7, 15] : vector<8xui32>, vector<8xui32> -> vector<8xui32>
// CHECK: return %[[A]], %[[C]], %[[D]]
func.func @other_types(%x: vector<16xf16>, %b: vector<16xbf16>)
    -> (vector<8xui32>, vector<8xsi32>, vector<8xui32>) {
  %a = compass.vcvt %x offset 8 stride 1 round : vector<16xf16> -> vector<8xui32>
  %c = compass.vcvt %b offset 0 stride 1 round : vector<16xbf16> -> vector<8xsi32>
  %d = compass.vcvt %b offset 8 stride 1 round : vector<16xbf16> -> vector<8xui32>
  return %a, %c, %d : vector<8xui32>, vector<8xsi32>, vector<8xui32>
}

// -----

// What stays one conversion: float32 lanes, a conversion that does not
// round (nor a rint under a mask, which cannot fuse into one that does),
// lanes 4-11, a stride, two inputs, 16-bit results; and the even / odd
// conversions themselves.

// CHECK-LABEL: func.func @kept
// CHECK-NOT: compass.vperm
// CHECK: compass.vcvt %{{.*}} offset 0 stride 1 round : vector<8xf32> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}} offset 8 stride 1 : vector<16xf16> -> vector<8xsi32>
// CHECK: compass.rint
// CHECK: compass.vcvt %{{.*}} offset 0 stride 1 : vector<16xf16> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}} offset 4 stride 1 round : vector<16xf16> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}} offset 8 stride 2 round : vector<16xbf16> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}}, %{{.*}} offset 8 stride 1 round : vector<16xf16>, vector<16xf16> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}} offset 0 stride 1 round : vector<16xf16> -> vector<16xsi16>
// CHECK: compass.vcvt %{{.*}} offset 0 stride 2 round : vector<16xf16> -> vector<8xsi32>
// CHECK: compass.vcvt %{{.*}} offset 1 stride 2 round : vector<16xbf16> -> vector<8xui32>
// CHECK-NOT: compass.vperm
func.func @kept(%f: vector<8xf32>, %x: vector<16xf16>, %b: vector<16xbf16>, %m: !compass.mask<16>)
    -> (vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>,
        vector<8xsi32>, vector<16xsi16>, vector<8xsi32>, vector<8xui32>) {
  %0 = compass.vcvt %f offset 0 stride 1 round : vector<8xf32> -> vector<8xsi32>
  %1 = compass.vcvt %x offset 8 stride 1 : vector<16xf16> -> vector<8xsi32>
  %mr = compass.rint %x, %m : vector<16xf16>, !compass.mask<16>
  %2 = compass.vcvt %mr offset 0 stride 1 : vector<16xf16> -> vector<8xsi32>
  %3 = compass.vcvt %x offset 4 stride 1 round : vector<16xf16> -> vector<8xsi32>
  %4 = compass.vcvt %b offset 8 stride 2 round : vector<16xbf16> -> vector<8xsi32>
  %5 = compass.vcvt %x, %x offset 8 stride 1 round : vector<16xf16>, vector<16xf16> -> vector<8xsi32>
  %6 = compass.vcvt %x offset 0 stride 1 round : vector<16xf16> -> vector<16xsi16>
  %7 = compass.vcvt %x offset 0 stride 2 round : vector<16xf16> -> vector<8xsi32>
  %8 = compass.vcvt %b offset 1 stride 2 round : vector<16xbf16> -> vector<8xui32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<8xsi32>, vector<8xsi32>, vector<8xsi32>, vector<8xsi32>,
      vector<8xsi32>, vector<8xsi32>, vector<16xsi16>, vector<8xsi32>, vector<8xui32>
}
