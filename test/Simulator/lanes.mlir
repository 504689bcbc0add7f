// tir.extract / tir.insert of one lane of a vector or a mask (the index
// must lie in [0, lanes)), compass.tail_mask (the count must lie in
// [0, lanes]) and compass.mask_and / mask_or / mask_xor / mask_not.

// RUN: compass-sim %s --arg=buffer:f16:16:iota --arg=buffer:f16:16 --arg=buffer:si32:8 \
// RUN:   --arg=scalar:si32:5 --arg=scalar:si32:3 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:f16:16:iota --arg=buffer:f16:16 --arg=buffer:si32:8 \
// RUN:   --arg=scalar:si32:5 --arg=scalar:si32:3 | FileCheck %s
// v[5] = 5 replaced by v[15] + 0.5; lanes extracted from masks.
// CHECK: arg1 = [0, 1, 2, 3, 4, 15.5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
// With tail = tail_mask(3) and m = lanes 0 and 2: tail & m, tail | m,
// tail ^ m, !tail, tail[2], tail[3], tail with lane 3 set, tail_mask(8).
// CHECK: arg2 = [5, 7, 2, 248, 1, 0, 15, 255]

// RUN: not compass-sim %s --arg=buffer:f16:16:iota --arg=buffer:f16:16 --arg=buffer:si32:8 \
// RUN:   --arg=scalar:si32:16 --arg=scalar:si32:3 2>&1 | FileCheck %s --check-prefix=LANE
// RUN: not compass-sim %s --engine=native --arg=buffer:f16:16:iota --arg=buffer:f16:16 --arg=buffer:si32:8 \
// RUN:   --arg=scalar:si32:16 --arg=scalar:si32:3 2>&1 | FileCheck %s --check-prefix=LANE

// RUN: not compass-sim %s --arg=buffer:f16:16:iota --arg=buffer:f16:16 --arg=buffer:si32:8 \
// RUN:   --arg=scalar:si32:5 --arg=scalar:si32:9 2>&1 | FileCheck %s --check-prefix=TAIL
// RUN: not compass-sim %s --engine=native --arg=buffer:f16:16:iota --arg=buffer:f16:16 --arg=buffer:si32:8 \
// RUN:   --arg=scalar:si32:5 --arg=scalar:si32:9 2>&1 | FileCheck %s --check-prefix=TAIL
// TAIL: error: tail_mask of 9 lanes of 8 (it must lie in [0, 8]) (TEC 0)

func.func @lanes(%in: !compass.ptr<f16, global>, %out: !compass.ptr<f16, global>,
                 %bits: !compass.ptr<si32, global>, %k: si32, %n: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %v = compass.vload %in, %all16 : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
    %c15 = tir.const 15 : si32
    %last = tir.extract %v[%c15] : vector<16xf16>, si32
    %half = tir.const 0.5 : f16
    %x = tir.add %last, %half : f16
    // LANE: lanes.mlir:[[@LINE+1]]:10: error: lane index 16 is out of range for 16 lanes (TEC 0)
    %w = tir.insert %x, %v[%k] : vector<16xf16>, si32
    compass.vstore %w, %out, %all16 : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>

    // Masks of 8 lanes, shown as 8-bit numbers (lane 0 = bit 0).
    %m = compass.const_mask [true, false, true, false, false, false, false, false] : !compass.mask<8>
    %tail = compass.tail_mask %n : si32 -> !compass.mask<8>
    %and = compass.mask_and %tail, %m : !compass.mask<8>
    %or = compass.mask_or %tail, %m : !compass.mask<8>
    %xor = compass.mask_xor %tail, %m : !compass.mask<8>
    %not = compass.mask_not %tail : !compass.mask<8>
    %c2 = tir.const 2 : si32
    %c3 = tir.const 3 : si32
    %l2 = tir.extract %tail[%c2] : !compass.mask<8>, si32
    %l3 = tir.extract %tail[%c3] : !compass.mask<8>, si32
    %true = tir.const true
    %ins = tir.insert %true, %tail[%c3] : !compass.mask<8>, si32
    %c8 = tir.const 8 : si32
    %full = compass.tail_mask %c8 : si32 -> !compass.mask<8>
    %c1 = tir.const 1 : si32
    %c4 = tir.const 4 : si32
    %c5 = tir.const 5 : si32
    %c6 = tir.const 6 : si32
    %c7 = tir.const 7 : si32
    // Pack each mask into bits with a loop of extracts.
    %acc = tir.var_decl "acc" : !tir.var<si32>
    %m0 = tir.var_decl "mask" : !tir.var<!compass.mask<8>>
    tir.for %j = %c0 to %c8 step %c1 : si32 {
      %is0 = tir.cmp eq, %j, %c0 : si32
      %is1 = tir.cmp eq, %j, %c1 : si32
      %is2 = tir.cmp eq, %j, %c2 : si32
      %is3 = tir.cmp eq, %j, %c3 : si32
      %is4 = tir.cmp eq, %j, %c4 : si32
      %s0 = tir.select %is0, %and, %or : !compass.mask<8>
      %s1 = tir.select %is1, %or, %s0 : !compass.mask<8>
      %s2 = tir.select %is2, %xor, %s1 : !compass.mask<8>
      %s3 = tir.select %is3, %not, %s2 : !compass.mask<8>
      %s4 = tir.select %is4, %ins, %s3 : !compass.mask<8>
      %is5 = tir.cmp eq, %j, %c5 : si32
      %s5 = tir.select %is5, %full, %s4 : !compass.mask<8>
      tir.var_set %m0, %s5 : !tir.var<!compass.mask<8>>
      tir.var_set %acc, %c0 : !tir.var<si32>
      tir.for %lane = %c0 to %c8 step %c1 : si32 {
        %mm = tir.var_get %m0 : !tir.var<!compass.mask<8>>
        %on = tir.extract %mm[%lane] : !compass.mask<8>, si32
        %bit = tir.cast %on : i1 to si32
        %shifted = tir.shl %bit, %lane : si32
        %a = tir.var_get %acc : !tir.var<si32>
        %b = tir.or %a, %shifted : si32
        tir.var_set %acc, %b : !tir.var<si32>
      }
      %packed = tir.var_get %acc : !tir.var<si32>
      // Slots: 0 and, 1 or, 2 xor, 3 not, 6 insert, 7 full.
      %slot4 = tir.select %is4, %c6, %j : si32
      %slot = tir.select %is5, %c7, %slot4 : si32
      %store = tir.cmp le, %j, %c5 : si32
      tir.if %store {
        tir.store %packed, %bits[%slot] : !compass.ptr<si32, global>, si32
      }
    }
    %e2 = tir.cast %l2 : i1 to si32
    tir.store %e2, %bits[%c4] : !compass.ptr<si32, global>, si32
    %e3 = tir.cast %l3 : i1 to si32
    tir.store %e3, %bits[%c5] : !compass.ptr<si32, global>, si32
  }
  return
}
