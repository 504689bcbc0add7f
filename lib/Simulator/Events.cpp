//===- Events.cpp - DMA events and asynchronous DMA -----------------------===//
//
// A TEC has four events. compass.async_dma_copy checks its operands when it
// starts and records the transfer as pending on its event; the copy is
// carried out when the event is waited for (wait_events, free_events) or at
// a barrier, in the order the transfers started, which is the one schedule
// upstream's PySim and the hardware share for DMAs on one event. Between
// start and wait the TEC's own accesses are checked against the pending
// transfers (Memory.cpp calls checkPendingDmas): reading or writing a
// destination, or writing a source, would give a result that depends on
// when the engine runs, so it is reported, with its line and TEC. So are
// the misuses of events: a fifth allocation, a wait on an event no DMA
// used, a freed event used again and a DMA still in flight when the kernel
// ends.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Profile.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

/// Carries out the pending DMAs on the events of `mask` (bit i: event i),
/// in the order they started.
static bool completeDmas(Exec &exec, Tec &tec, unsigned mask) {
  return tec.events.complete(mask, [&](const PendingDma &dma) {
    if (!copyDmaRows(exec, tec, *dma.inst, dma.dst, dma.src, dma.width,
                     dma.srcStride, dma.times, dma.dstStride, dma.itemBytes))
      return false;
    if (exec.profile)
      profileDma(exec, tec, *dma.inst, dma.start,
                 dma.width * dma.times * dma.itemBytes);
    return true;
  });
}

bool mlir::compass::sim::completeAllDmas(Exec &exec, Tec &tec) {
  return completeDmas(exec, tec, ~0u);
}

bool mlir::compass::sim::checkNoDmaInFlight(Exec &exec, Tec &tec) {
  if (LLVM_LIKELY(tec.events.pending.empty()))
    return true;
  return trap(exec, tec, *tec.events.pending.front().inst,
              tec.events.getInFlightAtEndError());
}

const Inst *mlir::compass::sim::execAllocEvent(Exec &exec, Tec &tec,
                                               const Inst &inst) {
  std::optional<int32_t> handle = tec.events.allocate();
  if (!handle)
    return fail(exec, tec, inst, TecEvents::getAllocError());
  put<int32_t>(tec.regs[inst.dst], *handle);
  return &inst + 1;
}

/// The events of wait_events / free_events (handles in slots a, b, c, d;
/// kNoSlot: fewer) as a mask, their DMAs carried out; false after
/// reporting a bad event.
static bool settleEvents(Exec &exec, Tec &tec, const Inst &inst,
                         bool mustBeUsed, unsigned &mask) {
  SmallVector<uint32_t, 4> handles;
  for (uint32_t slotIndex : {inst.a, inst.b, inst.c, inst.d})
    if (slotIndex != kNoSlot)
      handles.push_back(get<uint32_t>(tec.regs[slotIndex]));
  std::string error = tec.events.collect(handles, mustBeUsed, mask);
  if (!error.empty())
    return trap(exec, tec, inst, error);
  return completeDmas(exec, tec, mask);
}

const Inst *mlir::compass::sim::execWaitEvents(Exec &exec, Tec &tec,
                                               const Inst &inst) {
  unsigned mask;
  if (!settleEvents(exec, tec, inst, /*mustBeUsed=*/true, mask))
    return nullptr;
  return &inst + 1;
}

const Inst *mlir::compass::sim::execFreeEvents(Exec &exec, Tec &tec,
                                               const Inst &inst) {
  unsigned mask;
  if (!settleEvents(exec, tec, inst, /*mustBeUsed=*/false, mask))
    return nullptr;
  tec.events.free(mask);
  return &inst + 1;
}

/// False after reporting the first row of a DMA side outside its buffer.
static bool checkDmaRowsInside(Exec &exec, Tec &tec, const Inst &inst,
                               PtrValue ptr, int64_t width, int64_t stride,
                               int64_t times, unsigned itemBytes,
                               bool isWrite) {
  const Buffer &buffer = exec.buffers[ptr.buffer];
  int64_t rowBytes = width * itemBytes;
  int64_t end = ptr.offset + ((times - 1) * stride + width) * itemBytes;
  if (LLVM_LIKELY(ptr.offset >= 0 &&
                  static_cast<uint64_t>(end) <= buffer.bytes))
    return true;
  for (int64_t t = 0; t < times; ++t) {
    int64_t offset = ptr.offset + t * stride * itemBytes;
    if (offset < 0 || static_cast<uint64_t>(offset + rowBytes) > buffer.bytes)
      return reportOutOfBounds(exec, tec, inst, buffer, isWrite, offset,
                               static_cast<unsigned>(rowBytes));
  }
  return true;
}

/// a = dst, b = src, c = width, d = src stride, dst = times, imm = dst
/// stride slot (bits 0-31) and event slot (bits 32-63); counts in elements
/// of ItemBytes bytes (upstream's limits are its operand rule, checked
/// before). Checks the event and the bounds now, and leaves the copy
/// pending on the event.
template <unsigned ItemBytes>
static const Inst *execAsyncDmaCopy(Exec &exec, Tec &tec, const Inst &inst) {
  auto dst = get<PtrValue>(tec.regs[inst.a]);
  auto src = get<PtrValue>(tec.regs[inst.b]);
  int64_t width = get<int32_t>(tec.regs[inst.c]);
  int64_t srcStride = get<int32_t>(tec.regs[inst.d]);
  int64_t times = get<int32_t>(tec.regs[inst.dst]);
  int64_t dstStride =
      get<int32_t>(tec.regs[static_cast<uint32_t>(inst.imm & 0xffffffffu)]);
  uint32_t handle =
      get<uint32_t>(tec.regs[static_cast<uint32_t>(inst.imm >> 32)]);
  std::optional<unsigned> id = tec.events.use(handle);
  if (!id)
    return fail(exec, tec, inst, TecEvents::kFreedEventArg);
  if (width * times == 0)
    return &inst + 1;
  if (dst.buffer == 0 || src.buffer == 0)
    return fail(exec, tec, inst, "DMA through a null pointer");
  if (!checkDmaRowsInside(exec, tec, inst, src, width, srcStride, times,
                          ItemBytes, /*isWrite=*/false) ||
      !checkDmaRowsInside(exec, tec, inst, dst, width, dstStride, times,
                          ItemBytes, /*isWrite=*/true))
    return nullptr;
  tec.events.pending.push_back({dst, src, width, srcStride, times, dstStride,
                                ItemBytes, *id, &inst,
                                profileClock(exec, tec) - 1});
  return &inst + 1;
}

Handler mlir::compass::sim::getAsyncDmaCopyHandler(unsigned itemBytes) {
  switch (itemBytes) {
  case 1:
    return &execAsyncDmaCopy<1>;
  case 2:
    return &execAsyncDmaCopy<2>;
  case 4:
    return &execAsyncDmaCopy<4>;
  default:
    return nullptr;
  }
}

/// The first byte of [lo, hi) that one of the `times` rows of `width` bytes,
/// `stride` bytes apart from `base`, covers; -1 if none.
static int64_t findRowOverlap(int64_t base, int64_t width, int64_t stride,
                              int64_t times, int64_t lo, int64_t hi) {
  if (width <= 0 || times <= 0)
    return -1;
  // Rows t with base + t * stride < hi and base + t * stride + width > lo.
  int64_t first = 0, last = times - 1;
  if (stride > 0) {
    first = std::max<int64_t>(0, (lo - base - width) / stride);
    last = std::min<int64_t>(times - 1, (hi - 1 - base) / stride + 1);
  }
  for (int64_t t = first; t <= last; ++t) {
    int64_t rowLo = std::max(lo, base + t * stride);
    int64_t rowHi = std::min(hi, base + t * stride + width);
    if (rowLo < rowHi)
      return rowLo;
  }
  return -1;
}

/// The first active byte of [lo, hi) the rows cover; -1 if none. `active`
/// (null: all) has one entry per byte from `lo`.
static int64_t findActiveRowOverlap(int64_t base, int64_t width, int64_t stride,
                                    int64_t times, int64_t lo, int64_t hi,
                                    const uint8_t *active) {
  if (!active)
    return findRowOverlap(base, width, stride, times, lo, hi);
  for (int64_t at = lo; at < hi; ++at)
    if (active[at - lo] &&
        findRowOverlap(base, width, stride, times, at, at + 1) >= 0)
      return at;
  return -1;
}

bool mlir::compass::sim::checkPendingDmas(Exec &exec, Tec &tec,
                                          const Inst &inst,
                                          const Buffer &buffer, uint64_t offset,
                                          unsigned size, const uint8_t *active,
                                          bool isWrite) {
  int64_t lo = static_cast<int64_t>(offset), hi = lo + size;
  for (const PendingDma &dma : tec.events.pending) {
    unsigned item = dma.itemBytes;
    const char *what = nullptr;
    int64_t at = -1;
    if (&exec.buffers[dma.dst.buffer] == &buffer) {
      at =
          findActiveRowOverlap(dma.dst.offset, dma.width * item,
                               dma.dstStride * item, dma.times, lo, hi, active);
      what = "the destination";
    }
    if (at < 0 && isWrite && &exec.buffers[dma.src.buffer] == &buffer) {
      at =
          findActiveRowOverlap(dma.src.offset, dma.width * item,
                               dma.srcStride * item, dma.times, lo, hi, active);
      what = "the source";
    }
    if (at < 0)
      continue;
    return trap(exec, tec, inst,
                Twine(isWrite ? "write" : "read") + " of " +
                    describeBuffer(exec, buffer) + " (byte offset " +
                    Twine(offsetFromOrigin(buffer, at)) +
                    ") before waiting for event " + Twine(dma.event) +
                    ": it is " + what + " of the asynchronous DMA at " +
                    exec.program.locations[dma.inst->loc] +
                    ", still in flight");
  }
  return true;
}
