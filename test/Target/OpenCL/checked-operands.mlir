// RUN: compass-translate --to-opencl-checked %s | FileCheck %s
// RUN: compass-translate --to-opencl %s | FileCheck %s --check-prefix=PLAIN

// Checked mode refuses the run-time operands the simulator refuses, on the
// simulator's condition (kind 7 of the error record, dsl/checked.h's
// __compass_require): the bounds are int64 as the simulator computes them,
// bounds that constant operands decide true print nothing (an operation with
// no bound left gets no check), and a refused operation is skipped, or its
// lane index or shift taken as 0. Events and perf ticks are tracked per TEC;
// the kernel's end checks that no DMA is busy and no perf tick open. The
// trailer names what each such site refuses. The plain C has none of it.

// PLAIN-NOT: __compass
// PLAIN:     DmaDirect_kGlobal_to_kLsram((__lsram uchar*)buf, (__global uchar*)a, (int)(n) * 4, (int)(n) * 4, (int)(n) * (int)(t) * 4, (int)(n) * 4);
// PLAIN:     for (int i = 0; i < n; i += s) {
// PLAIN:     int [[E:[a-z0-9_]+]] = alloc_event();
// PLAIN:     wait_events((1 << [[E]]));

// A synchronous DMA: counts, strides and the total, then, while it moves
// data, the lsram side's stride and total (8192 words; the stride's bound
// is the same as the row's, n); the constant copy's bounds all hold and
// print nothing.
// CHECK-LABEL: __kernel void operands(
// CHECK:      if (__compass_require(__ctx, 0L <= (long)(n) && 0L <= (long)(t) && (long)(n) * (long)(t) <= 1073741823L && ((long)(n) * (long)(t) == 0 || (long)(n) <= 8192L) && ((long)(n) * (long)(t) == 0 || (long)(n) * (long)(t) <= 8192L), [[DMA:[0-9]+]]) && __compass_check_rows(__ctx, (ulong)buf, (long)(n) * 4, (long)(n) * 4, t, {{[0-9]+}}) && __compass_check_rows(__ctx, (ulong)a, (long)(n) * 4, (long)(n) * 4, t, {{[0-9]+}}))
// CHECK-NEXT:   DmaDirect_kGlobal_to_kLsram(
// CHECK-NEXT: if (__compass_check_rows(__ctx, (ulong)a, (long)(4) * 4, (long)(4) * 4, 1, {{[0-9]+}}) && __compass_check_rows(__ctx, (ulong)buf, (long)(4) * 4, (long)(4) * 4, 1, {{[0-9]+}}))
// CHECK-NEXT:   DmaDirect_kLsram_to_kGlobal(

// A bound constant operands decide false stays: refused when it runs.
// CHECK-NEXT: if (__compass_require(__ctx, 0L <= -1L, [[MEMSET:[0-9]+]]) && __compass_check_rows(
// CHECK-NEXT:   MemsetDDR(

// A lane count in [0, 8], a statement of its own: the mask it computes is
// defined for any count.
// CHECK:      __compass_require(__ctx, 0L <= (long)(n) && (long)(n) <= 8L, [[TAIL:[0-9]+]]);
// CHECK-NEXT: bool8 {{_[0-9]+}} = __vmov_w(

// A lane index in [0, 8), else lane 0; a lane shift in [0, 16) of two
// inputs, else 0.
// CHECK:      int [[X:_[0-9]+]] = __extract([[V:[a-z0-9_]+]], (__compass_require(__ctx, 0L <= (long)(n) && (long)(n) <= 7L, [[LANE:[0-9]+]]) ? n : 0));
// CHECK:      int8 {{_[0-9]+}} = __insert([[V]], (__compass_require(__ctx, 0L <= (long)(n) && (long)(n) <= 7L, {{[0-9]+}}) ? n : 0), [[X]]);
// CHECK:      __vperm([[V]], [[V]], 16, (__compass_require(__ctx, 0L <= (long)(n) && (long)(n) <= 15L, [[SHIFT:[0-9]+]]) ? n : 0), (uchar32)(

// A run-time step must be positive once the loop runs; a constant 1 needs
// no check; in a loop that holds a barrier, the step's check is part of
// the vote.
// CHECK:      for (int i = 0; i < n && __compass_require(__ctx, 1L <= (long)(s), [[STEP:[0-9]+]]); i = __COMPASS_FOR_NEXT(i, s, n)) {
// CHECK:      for (int i_1 = 0; i_1 < n; i_1 += 1) {
// CHECK:      for (int i_2 = 0; __compass_uniform(__ctx, i_2 < n && __compass_require(__ctx, 1L <= (long)(s), {{[0-9]+}}) && !__compass_out_of_steps(__ctx, [[VOTE:[0-9]+]]), [[VOTE]]); i_2 = __COMPASS_FOR_NEXT(i_2, s, n)) {

// Events: the simulator's handles, a freed or unused event refused; an
// asynchronous DMA's operand rule, then its event (busy while it moves
// data), then its rows.
// CHECK:      int [[E:_[0-9]+]] = __compass_alloc_event(__ctx, [[ALLOC:[0-9]+]]);
// CHECK-NEXT: if (__compass_require(__ctx, 0L <= (long)(n) && (long)(n) <= 16383L && (long)(n) <= 4194303L, {{[0-9]+}}) && __compass_dma_event(__ctx, [[E]], (long)(n) != 0, [[EVENT:[0-9]+]], [[BUSY:[0-9]+]]) && __compass_check_rows(
// CHECK-NEXT:   AsyncDmaDirect_kGlobal_to_kGlobal(
// CHECK-NEXT: __compass_settle_events(__ctx, 1, [[E]], 0, 0, 0, true, [[WAIT:[0-9]+]]);
// CHECK-NEXT: __compass_settle_events(__ctx, 1, [[E]], 0, 0, 0, false, [[FREE:[0-9]+]]);

// Perf ticks: a cid begun twice or ended unbegun, and at the end of the
// kernel one never ended, as the simulator pairs them.
// CHECK-NEXT: __compass_tick_begin(__ctx, c, [[BEGIN:[0-9]+]], [[OPEN:[0-9]+]]);
// CHECK-NEXT: __perf_record_tick_begin(c);
// CHECK-NEXT: __compass_tick_end(__ctx, c, [[END:[0-9]+]]);
// CHECK-NEXT: __perf_record_tick_end(c);
// CHECK-NEXT: __compass_events_idle(__ctx);
// CHECK-NEXT: __compass_ticks_closed(__ctx);
// CHECK-NEXT: __compass_barrier(__ctx, -1);

// CHECK:      /* compass-checks
// CHECK:      operand [[DMA]] the width, strides or times of S.dma_copy
// CHECK-NEXT: operand [[MEMSET]] the count of S.dma_memset
// CHECK-NEXT: operand [[TAIL]] the lane count of S.tail_mask
// CHECK-NEXT: operand [[LANE]] a lane index
// CHECK:      operand [[SHIFT]] the lane shift of S.vshfl or S.vreplic
// CHECK-NEXT: operand [[STEP]] the step of a for loop
// CHECK:      operand [[ALLOC]] S.alloc_events of a fifth event
// CHECK-NEXT: operand {{[0-9]+}} the width, strides or times of S.async_dma_copy
// CHECK-NEXT: operand [[EVENT]] the event of S.async_dma_copy (a freed event)
// CHECK-NEXT: operand [[BUSY]] an asynchronous DMA still in flight when the kernel ends
// CHECK-NEXT: operand [[WAIT]] the events of S.wait_events
// CHECK-NEXT: operand [[FREE]] the events of S.free_events
// CHECK-NEXT: operand [[BEGIN]] S.perf_tick_begin of a cid begun and not ended
// CHECK-NEXT: operand [[OPEN]] an S.perf_tick_begin without its S.perf_tick_end
// CHECK-NEXT: operand [[END]] S.perf_tick_end without an S.perf_tick_begin
// CHECK-NEXT: region

func.func @operands(%a: !compass.ptr<si32, global> {compass.name = "a"},
                    %n: si32 {compass.name = "n"}, %t: si32 {compass.name = "t"},
                    %s: si32 {compass.name = "s"}, %c: ui32 {compass.name = "c"})
    attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c4 = tir.const 4 : si32
  %buf = tir.alloc "buf"[64] : !compass.ptr<si32, lsram>
  compass.dma_copy %buf, %a, %n, %n, %t, %n : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
  compass.dma_copy %a, %buf, %c4, %c4, %c1, %c4 : !compass.ptr<si32, global>, !compass.ptr<si32, lsram>
  %cm1 = tir.const -1 : si32
  compass.dma_memset %a, %c0, %cm1 : !compass.ptr<si32, global>, si32
  %m = compass.tail_mask %n : si32 -> !compass.mask<8>
  %v = compass.vload %a, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %x = tir.extract %v[%n] : vector<8xsi32>, si32
  %w = tir.insert %x, %v[%n] : vector<8xsi32>, si32
  %p = compass.vperm %v, %v shift %n indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  compass.vstore %w, %a, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  compass.vstore %p, %a, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  tir.for %i = %c0 to %n step %s : si32 {
    tir.store %i, %a[%i] : !compass.ptr<si32, global>, si32
  }
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.store %i, %a[%i] : !compass.ptr<si32, global>, si32
  }
  tir.for %i = %c0 to %n step %s : si32 {
    compass.barrier
  }
  %e = compass.alloc_event : !compass.event
  compass.async_dma_copy %a, %a, %n, %n, %c1, %n, %e : !compass.ptr<si32, global>, !compass.ptr<si32, global>
  compass.wait_events %e : !compass.event
  compass.free_events %e : !compass.event
  compass.perf_tick_begin %c : ui32
  compass.perf_tick_end %c : ui32
  return
}
