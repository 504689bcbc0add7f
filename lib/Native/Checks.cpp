//===- Checks.cpp - the memory checks of a checked native run -----------===//
//
// A checked kernel tests each access compass-insert-checks placed a check
// on against the check's window (the region it found last) inline, and
// calls compass_rt_check_* when it lies outside. An access must lie
// whole in one region of the running TEC: a buffer the caller passed, a table,
// or an allocation (private and lsram ones have a copy per TEC). One that does
// not stops the run with the simulator's words for it, said against the
// region the address is nearest to (the checked C's choice: a native
// pointer does not say which buffer it was made from).
//
//===----------------------------------------------------------------------===//

#include "RunState.h"
#include "RuntimeEntries.h"

#include "Compass/Support/MemoryErrors.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

/// Addresses below this are a null pointer's, with an offset.
static constexpr uintptr_t kNullPage = 4096;

/// Whether `region` is memory the running TEC may touch.
static bool isVisible(const Run &run, const MemoryRegion &region) {
  return region.tec < 0 || unsigned(region.tec) == run.current;
}

/// Whether [address, address + bytes) lies in `region`.
static bool contains(const MemoryRegion &region, uintptr_t address,
                     uint64_t bytes) {
  uintptr_t base = reinterpret_cast<uintptr_t>(region.base);
  return address >= base && address - base <= region.bytes &&
         bytes <= region.bytes - (address - base);
}

/// How far `address` is from `region` (0: inside).
static uint64_t distanceTo(const MemoryRegion &region, uintptr_t address) {
  uintptr_t base = reinterpret_cast<uintptr_t>(region.base);
  if (address < base)
    return base - address;
  return address - base < region.bytes ? 0 : address - base - region.bytes;
}

/// Stops the run with the simulator's error for an access of `bytes` at
/// `address` that lies in no region.
[[noreturn]] static void failAccess(Run &run, const char *where,
                                    uintptr_t address, uint64_t bytes,
                                    bool write) {
  const MemoryRegion *nearest = nullptr;
  uint64_t distance = 0;
  for (const MemoryRegion &region : run.regions) {
    if (!isVisible(run, region))
      continue;
    uint64_t away = distanceTo(region, address);
    if (!nearest || away < distance) {
      nearest = &region;
      distance = away;
    }
  }
  if (address < kNullPage || !nearest)
    failRun(where, formatNullAccess(write, bytes));
  int64_t offset = static_cast<int64_t>(
      address - reinterpret_cast<uintptr_t>(nearest->base) - nearest->origin);
  failRun(where, formatOutOfBounds(write, bytes, offset, nearest->what,
                                   nearest->bytes, nearest->origin));
}

/// Whether [address, address + bytes) lies in a region of the running TEC;
/// the region found is tried first next time, and becomes `window` (null:
/// none).
static bool isOwned(Run &run, uintptr_t address, uint64_t bytes,
                    uint64_t *window = nullptr) {
  auto found = [&](size_t i) {
    run.lastRegion = i;
    if (window) {
      const MemoryRegion &region = run.regions[i];
      window[0] = reinterpret_cast<uintptr_t>(region.base);
      window[1] = window[0] + region.bytes;
    }
    return true;
  };
  if (run.lastRegion < run.regions.size()) {
    const MemoryRegion &last = run.regions[run.lastRegion];
    if (isVisible(run, last) && contains(last, address, bytes))
      return found(run.lastRegion);
  }
  for (size_t i = 0; i < run.regions.size(); ++i) {
    const MemoryRegion &region = run.regions[i];
    if (isVisible(run, region) && contains(region, address, bytes))
      return found(i);
  }
  return false;
}

/// Stops the run at the first lane set in `mask` (lowest first) whose
/// `laneBytes` at `address` + `byteOffsetOf(lane)` lie in no region.
template <typename ByteOffsetFn>
static void checkEachLane(Run &run, const char *where, uintptr_t address,
                          int32_t laneBytes, int32_t lanes, int32_t mask,
                          bool write, ByteOffsetFn byteOffsetOf) {
  auto bits = static_cast<uint32_t>(mask);
  for (int32_t lane = 0; lane < lanes; ++lane) {
    uintptr_t laneAt = address + uintptr_t(byteOffsetOf(lane));
    if (((bits >> lane) & 1) && !isOwned(run, laneAt, laneBytes)) {
      RuntimeCall call;
      failAccess(run, where, laneAt, laneBytes, write);
    }
  }
}

extern "C" {
void compass_rt_check_window(uint64_t *window) {
  getActiveRun().windows.push_back(window);
  window[0] = window[1] = 0;
}

void compass_rt_add_region(const uint8_t *base, int64_t copyBytes,
                           int32_t copies, const char *what) {
  Run &run = getActiveRun();
  for (int32_t copy = 0; copy < copies; ++copy)
    run.regions.push_back({base + copy * copyBytes, uint64_t(copyBytes), 0,
                           what, copies == 1 ? -1 : copy});
}

void compass_rt_check_access(const char *where, const uint8_t *address,
                             int64_t bytes, int32_t write, uint64_t *window) {
  Run &run = getActiveRun();
  auto at = reinterpret_cast<uintptr_t>(address);
  if (LLVM_LIKELY(isOwned(run, at, bytes, window)))
    return;
  RuntimeCall call;
  failAccess(run, where, at, bytes, write);
}

void compass_rt_check_lanes(const char *where, const uint8_t *address,
                            int32_t laneBytes, int32_t lanes, int32_t mask,
                            int32_t write, uint64_t *window) {
  if (mask == 0)
    return;
  Run &run = getActiveRun();
  auto at = reinterpret_cast<uintptr_t>(address);
  // The whole vector in one region: every active lane is.
  if (LLVM_LIKELY(isOwned(run, at, uint64_t(laneBytes) * lanes, window)))
    return;
  checkEachLane(run, where, at, laneBytes, lanes, mask, write,
                [&](int32_t lane) { return int64_t(lane) * laneBytes; });
}

void compass_rt_check_lane_offsets(const char *where, const uint8_t *address,
                                   int32_t laneBytes, int32_t lanes,
                                   int32_t mask, const int64_t *offsets,
                                   int32_t write) {
  checkEachLane(getActiveRun(), where, reinterpret_cast<uintptr_t>(address),
                laneBytes, lanes, mask, write,
                [&](int32_t lane) { return offsets[lane] * laneBytes; });
}
}

/// `times` rows of `width` items of `itemBytes` at `at`, `stride` items
/// apart, each in one region; the first that does not stops the run,
/// reported whole or (`items`) at its first item outside.
static void checkRows(const char *where, uintptr_t at, int32_t itemBytes,
                      int64_t width, int64_t stride, int64_t times, bool items,
                      bool write) {
  if (width <= 0 || times <= 0)
    return;
  Run &run = getActiveRun();
  uint64_t rowBytes = uint64_t(width) * itemBytes;
  for (int64_t t = 0; t < times; ++t) {
    uintptr_t rowAt = at + uintptr_t(t * stride * itemBytes);
    if (LLVM_LIKELY(isOwned(run, rowAt, rowBytes)))
      continue;
    RuntimeCall call;
    if (!items)
      failAccess(run, where, rowAt, rowBytes, write);
    for (int64_t i = 0; i < width; ++i) {
      uintptr_t itemAt = rowAt + uintptr_t(i * itemBytes);
      if (!isOwned(run, itemAt, itemBytes))
        failAccess(run, where, itemAt, itemBytes, write);
    }
  }
}

extern "C" {
void compass_rt_check_rows(const char *where, const uint8_t *address,
                           int32_t itemBytes, int32_t width, int32_t stride,
                           int32_t times, int32_t items, int32_t write) {
  checkRows(where, reinterpret_cast<uintptr_t>(address), itemBytes, width,
            stride, times, items, write);
}

void compass_rt_check_upsample(const char *where, const uint8_t *address,
                               int32_t itemBytes, int32_t h, int32_t wScale,
                               int32_t c, int32_t w, int32_t cStride,
                               int32_t wStride) {
  // Element by element in the order the simulator writes them: for each
  // source row x, its copies in each plane a, b times over.
  auto at = reinterpret_cast<uintptr_t>(address);
  int64_t plane = int64_t(wStride) * cStride;
  for (int64_t x = 0; x < w; ++x)
    for (int64_t a = 0; a < h; ++a)
      for (int64_t b = 0; b < wScale; ++b) {
        int64_t row = a * plane + (x * wScale + b) * cStride;
        checkRows(where, at + uintptr_t(row * itemBytes), itemBytes, c,
                  /*stride=*/0, /*times=*/1, /*items=*/true, /*write=*/true);
      }
}
}
