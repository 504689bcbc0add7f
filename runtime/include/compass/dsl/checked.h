//===- compass/dsl/checked.h - checked mode -----------------------*- C -*-===//
//
// What the C of `compass-translate --to-opencl-checked` calls (ex(...) runs
// that C): the context a TEC carries (__compass_ctx: regions, error record,
// barrier votes, step limit, events, perf ticks), __compass_record, the
// bounds checks of every access, the barrier meetings, the loop step limit,
// the operand checks (__compass_require) and the event and perf-tick
// bookkeeping. Separate because plain C (ex.benchmark) never calls it; it
// follows memory.h, whose index parameters its gather checks take.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_CHECKED_H
#define COMPASS_DSL_PART_CHECKED_H

//===----------------------------------------------------------------------===//
// Checked mode (compass-translate --to-opencl-checked; ex(...) uses it)
//===----------------------------------------------------------------------===//

// The memory a kernel may touch is a list of regions: the buffers of the
// pointer parameters (their extents come from the host), the __constant
// tables and the arrays of the functions being run. Every access is checked
// against the list and every integer divisor against zero; the first
// violation is recorded in the host's error buffer and the access skipped,
// so a faulty kernel never touches memory it does not own.
#define __COMPASS_MAX_REGIONS 64
// The most TECs (work items) a kernel runs on; the barrier checks keep three
// slots a TEC for each of two barriers in a row.
#define __COMPASS_MAX_TECS 16
#define __COMPASS_VOTES (2 * 3 * __COMPASS_MAX_TECS)
// A TEC's events (the simulator's TecEvents::kCount), and the S.perf_tick
// cids open at once whose pairing a TEC tracks (past that, it stops).
#define __COMPASS_EVENTS 4
#define __COMPASS_MAX_TICKS 8

typedef struct {
  ulong base[__COMPASS_MAX_REGIONS];
  ulong size[__COMPASS_MAX_REGIONS];
  int id[__COMPASS_MAX_REGIONS];
  int count;
  __global int *err;
  __local int *votes; // __COMPASS_VOTES slots: where the TECs meet at barriers
  uint barriers;      // the barriers this TEC passed
  ulong steps;        // the loop iterations this TEC may still run
  // The TEC's events as the simulator keeps them (Events.cpp): bit i of
  // `events` allocated, of `used` used by a DMA since, of `busy` with an
  // asynchronous DMA not waited for (that DMA's site and start order).
  uint events, used, busy, dmas;
  uint generation[__COMPASS_EVENTS];
  int busySite[__COMPASS_EVENTS];
  uint busyOrder[__COMPASS_EVENTS];
  // The open S.perf_tick cids, in the order they opened, with the sites to
  // report when one is never closed; -1: too many, no longer tracked.
  int ticks;
  uint tickCid[__COMPASS_MAX_TICKS];
  int tickSite[__COMPASS_MAX_TICKS];
} __compass_ctx;

// The error record: [0] kind (1 out of bounds, 2 division by zero, 3 too
// many regions, 4 barrier divergence, 5 step limit, 6 TECs taking different
// ways at a branch or loop that holds a barrier, 7 an operand the simulator
// refuses: __compass_require), [1] check site, [2]
// region id (-1: none), [3] [4] byte offset from that region (low, high
// word), [5] TEC, [6] bytes accessed, [7] bytes of the region (saturated);
// from the host: [8] [9] the step limit (low, high word).
static inline void __compass_record(__compass_ctx *c, int kind, int site,
                                    int region, long offset, int bytes,
                                    ulong regionBytes) {
  if (atomic_cmpxchg(&c->err[0], 0, kind) != 0)
    return;
  c->err[1] = site;
  c->err[2] = region;
  c->err[3] = (int)(offset & 0xffffffff);
  c->err[4] = (int)(offset >> 32);
  c->err[5] = (int)get_local_id(0);
  c->err[6] = bytes;
  c->err[7] = (int)min(regionBytes, (ulong)0x7fffffff);
}

static inline void __compass_init(__compass_ctx *c, __global int *err,
                                  __local int *votes) {
  c->count = 0;
  c->err = err;
  c->votes = votes;
  c->barriers = 0;
  c->steps = ((ulong)(uint)err[9] << 32) | (uint)err[8];
  c->events = c->used = c->busy = c->dmas = 0;
  for (int i = 0; i < __COMPASS_EVENTS; ++i)
    c->generation[i] = 0;
  c->ticks = 0;
}

// A barrier at which the TECs say where they stand (the barrier's site, -1
// for the end of the kernel), how many barriers they passed and a value,
// and every TEC compares: a barrier only some TECs reach is undefined in
// OpenCL, and POCL may crash on it (the host then asks the simulator where
// the TECs diverged) or run the TECs in lockstep; where it runs on, the
// meeting records the divergence. Returns whether every TEC gave `value`
// true: the way they all take (a disagreement, recorded, is false).
static inline bool __compass_meet(__compass_ctx *c, int site, bool value) {
  int tec = (int)get_local_id(0), tecs = (int)get_local_size(0);
  __local int *slots = c->votes + (c->barriers & 1) * 3 * __COMPASS_MAX_TECS;
  __local int *counts = slots + __COMPASS_MAX_TECS;
  __local int *values = counts + __COMPASS_MAX_TECS;
  slots[tec] = site;
  counts[tec] = (int)c->barriers;
  values[tec] = value;
  barrier(CLK_LOCAL_MEM_FENCE);
  ++c->barriers;
  // These slots are next written at the barrier after next: every TEC reads
  // them before it reaches the next one, which no TEC passes alone.
  // A safety net: every branch and loop that could part the TECs before a
  // barrier votes (kind 6), so no kernel the emitter prints reaches it.
  bool all = true, any = false;
  for (int i = 0; i < tecs; ++i) {
    if (slots[i] != site || counts[i] != (int)c->barriers - 1) {
      __compass_record(c, 4, site, -1, 0, 0, 0);
      return false;
    }
    all = all && values[i];
    any = any || values[i];
  }
  if (all != any)
    __compass_record(c, 6, site, -1, 0, 0, 0);
  return all;
}

// S.barrier() and the kernel's closing barrier (site -1) in checked mode; a
// barrier also waits for the TEC's asynchronous DMAs.
static inline void __compass_barrier(__compass_ctx *c, int site) {
  c->busy = 0;
  __compass_meet(c, site, true);
}

// The condition of a branch or loop that holds a barrier, taken by every TEC
// alike: POCL runs the TECs of such code in lockstep.
static inline bool __compass_uniform(__compass_ctx *c, bool x, int site) {
  return __compass_meet(c, site, x);
}

// The bytes of a register's undefined lanes (a lane-wise builtin's inactive
// lanes without r): Compass/Support/Poison.h's kPoisonPattern, the low bytes
// of 32 steps of xorshift32 (13, 17, 5) from 0x2545F491, as the simulator
// and the native tier fill them (test_opencl_runtime.py compares them).
#define __COMPASS_POISON                                                       \
  ((uchar32)(0x3a, 0xab, 0xac, 0x26, 0xaf, 0x23, 0x1a, 0x71, 0x6c, 0x91, 0x5d,  \
             0x31, 0x18, 0x3e, 0xbc, 0xd2, 0xef, 0x51, 0x22, 0x9d, 0x72, 0x4f,  \
             0xdb, 0xd9, 0x6f, 0x39, 0x6e, 0xae, 0x2b, 0xc8, 0x22, 0x2f))

// A tir.for's next counter value, i + step, or stop when that passes stop:
// computed in 64 bits, so a counter whose next value would pass its type's
// maximum ends the loop (as the simulator's, Python's range, does) instead of
// overflowing (undefined in C). The loop's condition is i < stop, so the
// value stop ends it either way.
#define __COMPASS_FOR_NEXT(i, step, stop)                                      \
  (((long)(i) + (long)(step) < (long)(stop)) ? (i) + (step) : (stop))

// Charges a tir.for loop its trip count, (stop - start) / step rounded up,
// at its entry (a loop no break or return leaves early): false, after
// recording the step limit, when the TEC has not that many iterations left
// or the loop would never end (a step of 0 or below); the loop then does
// not run. One compare a loop instead of one an iteration.
static inline bool __compass_enter_loop(__compass_ctx *c, long start, long stop,
                                        long step, int site) {
  // A step that is not positive is the loop condition's refusal (kind 7).
  if (start >= stop || step <= 0)
    return true;
  ulong trips = (ulong)((stop - start - 1) / step) + 1;
  if (trips > c->steps) {
    c->steps = 0;
    __compass_record(c, 5, site, -1, 0, 0, 0);
    return false;
  }
  c->steps -= trips;
  return true;
}

// Counts one loop iteration; true (after recording the step limit) when
// the TEC has run out of them, so that the loop stops.
static inline bool __compass_out_of_steps(__compass_ctx *c, int site) {
  if (c->steps != 0) {
    --c->steps;
    return false;
  }
  __compass_record(c, 5, site, -1, 0, 0, 0);
  return true;
}

static inline void __compass_push(__compass_ctx *c, ulong base, ulong size,
                                  int id) {
  if (c->count == __COMPASS_MAX_REGIONS) {
    __compass_record(c, 3, -1, id, 0, 0, 0);
    return;
  }
  c->base[c->count] = base;
  c->size[c->count] = size;
  c->id[c->count] = id;
  ++c->count;
}

// True when [addr, addr + bytes) lies in one region; else records the
// violation against the nearest region: the one addr is least far past the
// end of or before the start of (an access before a NumPy view's base, say).
static inline bool __compass_check(__compass_ctx *c, ulong addr, ulong bytes,
                                   int site) {
  int nearest = -1;
  ulong distance = 0;
  for (int i = 0; i < c->count; ++i) {
    if (addr >= c->base[i] && addr - c->base[i] <= c->size[i] &&
        bytes <= c->size[i] - (addr - c->base[i]))
      return true;
    ulong away = addr < c->base[i] ? c->base[i] - addr
                 : addr - c->base[i] < c->size[i]
                     ? 0
                     : addr - c->base[i] - c->size[i];
    if (nearest < 0 || away < distance) {
      nearest = i;
      distance = away;
    }
  }
  if (nearest < 0)
    __compass_record(c, 1, site, -1, 0, (int)bytes, 0);
  else
    __compass_record(c, 1, site, c->id[nearest],
                     (long)(addr - c->base[nearest]), (int)bytes,
                     c->size[nearest]);
  return false;
}

// A masked vector access touches its active lanes only (predicate bit
// i * k of lane i).
static inline bool __compass_check_lanes(__compass_ctx *c, ulong addr,
                                         uint laneBytes, uint lanes, uint m,
                                         int site) {
  uint k = 32 / lanes;
  int first = -1, last = -1;
  for (uint i = 0; i < lanes; ++i)
    if ((m >> (i * k)) & 1u) {
      if (first < 0)
        first = (int)i;
      last = (int)i;
    }
  if (first < 0)
    return true;
  return __compass_check(c, addr + (ulong)first * laneBytes,
                         (ulong)(last - first + 1) * laneBytes, site);
}

// The `times` rows of `width` bytes, `stride` bytes apart, of a DMA side.
static inline bool __compass_check_rows(__compass_ctx *c, ulong addr,
                                        long width, long stride, long times,
                                        int site) {
  for (long t = 0; t < times && width > 0; ++t)
    if (!__compass_check(c, addr + t * stride, width, site))
      return false;
  return true;
}

static inline int __compass_division_by_zero(__compass_ctx *c, int site) {
  __compass_record(c, 2, site, -1, 0, 0, 0);
  return 1;
}

// The divisor b, or 1 after recording a division by zero.
#define __compass_divisor(c, b, site)                                          \
  ((b) != 0 ? (b) : (__compass_division_by_zero(c, site) + (b)))

// An operand the simulator refuses (kind 7): `ok` is the simulator's
// condition on the operation's run-time operands (a DMA's width, strides and
// limits, a stride, a lane count, index or shift, a loop's step); the caller
// skips or clamps the operation when it is false.
static inline bool __compass_require(__compass_ctx *c, bool ok, int site) {
  if (!ok)
    __compass_record(c, 7, site, -1, 0, 0, 0);
  return ok;
}

// Events, checked as the simulator does (its handles, id + 4 * generation):
// S.alloc_events of a fifth event, a handle of a freed event, S.wait_events
// on an event no DMA used, a DMA still busy when the kernel ends. The copies
// themselves are done at once (see "Events and asynchronous DMA" in dma.h).
static inline int __compass_alloc_event(__compass_ctx *c, int site) {
  for (uint id = 0; id < __COMPASS_EVENTS; ++id)
    if (!((c->events >> id) & 1u)) {
      c->events |= 1u << id;
      c->used &= ~(1u << id);
      return (int)(id + __COMPASS_EVENTS * ++c->generation[id]);
    }
  __compass_require(c, false, site);
  return 0; // generation 0: no event's handle
}

// The event of a handle, or -1 after recording a freed one.
static inline int __compass_event(__compass_ctx *c, int handle, int site) {
  uint id = (uint)handle % __COMPASS_EVENTS;
  return __compass_require(c,
                           ((c->events >> id) & 1u) &&
                               c->generation[id] ==
                                   (uint)handle / __COMPASS_EVENTS,
                           site)
             ? (int)id
             : -1;
}

// S.wait_events (`wait`) or S.free_events of the first n handles.
static inline void __compass_settle_events(__compass_ctx *c, int n, int e0,
                                           int e1, int e2, int e3, bool wait,
                                           int site) {
  int handles[__COMPASS_EVENTS] = {e0, e1, e2, e3};
  uint mask = 0;
  for (int i = 0; i < n; ++i) {
    int id = __compass_event(c, handles[i], site);
    if (id < 0 || !__compass_require(c, !wait || ((c->used >> id) & 1u), site))
      return;
    mask |= 1u << id;
  }
  c->busy &= ~mask;
  if (!wait)
    c->events &= ~mask;
}

// The event of an asynchronous DMA, which moves data (`moves`) or not;
// false after recording a freed one.
static inline bool __compass_dma_event(__compass_ctx *c, int handle,
                                       bool moves, int site, int busySite) {
  int id = __compass_event(c, handle, site);
  if (id < 0)
    return false;
  c->used |= 1u << id;
  if (moves && !((c->busy >> id) & 1u)) {
    c->busy |= 1u << id;
    c->busySite[id] = busySite;
    c->busyOrder[id] = c->dmas;
  }
  ++c->dmas;
  return true;
}

// At the end of the kernel: the first DMA still busy, if any.
static inline void __compass_events_idle(__compass_ctx *c) {
  int first = -1;
  for (int id = 0; id < __COMPASS_EVENTS; ++id)
    if (((c->busy >> id) & 1u) &&
        (first < 0 || c->busyOrder[id] < c->busyOrder[first]))
      first = id;
  if (first >= 0)
    __compass_require(c, false, c->busySite[first]);
}

// S.perf_tick_begin / S.perf_tick_end pairs of a TEC (the simulator's
// Misc.cpp): a cid opened twice, closed unopened or never closed.
static inline void __compass_tick_begin(__compass_ctx *c, uint cid, int site,
                                        int openSite) {
  if (c->ticks < 0)
    return;
  for (int i = 0; i < c->ticks; ++i)
    if (!__compass_require(c, c->tickCid[i] != cid, site))
      return;
  if (c->ticks == __COMPASS_MAX_TICKS) {
    c->ticks = -1;
    return;
  }
  c->tickCid[c->ticks] = cid;
  c->tickSite[c->ticks++] = openSite;
}
static inline void __compass_tick_end(__compass_ctx *c, uint cid, int site) {
  if (c->ticks < 0)
    return;
  for (int i = 0; i < c->ticks; ++i)
    if (c->tickCid[i] == cid) {
      for (--c->ticks; i < c->ticks; ++i) {
        c->tickCid[i] = c->tickCid[i + 1];
        c->tickSite[i] = c->tickSite[i + 1];
      }
      return;
    }
  __compass_require(c, false, site);
}
static inline void __compass_ticks_closed(__compass_ctx *c) {
  if (c->ticks > 0)
    __compass_require(c, false, c->tickSite[0]);
}

// Checked mode: the active lanes of strided and indexed accesses, and the
// destination rows of an upsample.
static inline bool __compass_check_stride_lanes(__compass_ctx *c, ulong addr,
                                                uint laneBytes, uint lanes,
                                                long strideBytes, uint m,
                                                int site) {
  uint k = 32 / lanes;
  for (uint i = 0; i < lanes; ++i)
    if (((m >> (i * k)) & 1u) &&
        !__compass_check(c, addr + (long)i * strideBytes, laneBytes, site))
      return false;
  return true;
}
#define __COMPASS_DEF_CHECK_INDEX(N, PARAMS, IDX)                              \
  static inline __attribute__((overloadable)) bool                             \
  __compass_check_index_lanes(__compass_ctx *c, ulong addr, uint laneBytes,    \
                              PARAMS(), uint m, int site) {                    \
    for (int i = 0; i < N; ++i)                                                \
      if (((m >> (i * (32 / N))) & 1u) &&                                      \
          !__compass_check(c, addr + (long)IDX(i) * laneBytes, laneBytes,      \
                           site))                                              \
        return false;                                                          \
    return true;                                                               \
  }
__COMPASS_DEF_CHECK_INDEX(8, __COMPASS_IDX_PARAMS_w, __COMPASS_IDX_w)
__COMPASS_DEF_CHECK_INDEX(16, __COMPASS_IDX_PARAMS_h, __COMPASS_IDX_h)
__COMPASS_DEF_CHECK_INDEX(32, __COMPASS_IDX_PARAMS_b, __COMPASS_IDX_b)
static inline bool __compass_check_upsample(__compass_ctx *ctx, ulong dst,
                                            long item, long h, long ws, long c,
                                            long w, long dstCStride,
                                            long dstWStride, int site) {
  for (long a = 0; a < h; ++a)
    if (!__compass_check_rows(ctx, dst + a * dstWStride * dstCStride * item,
                              c * item, dstCStride * item, w * ws, site))
      return false;
  return true;
}

#endif // COMPASS_DSL_PART_CHECKED_H
