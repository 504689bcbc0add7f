//===- Checks.cpp - race shadow and memory-error reports ------------------===//
//
// The slow paths of the memory checks: clearing a race shadow for a new
// barrier interval, keeping access records, finding the other side of a
// race and formatting every memory error.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "Compass/Support/MemoryErrors.h"

#include "llvm/Support/MathExtras.h"

#include <cstdlib>
#include <mutex>

using namespace mlir;
using namespace mlir::compass::sim;

/// Records a buffer may hold per barrier interval before accesses are only
/// widened into hulls, and before they are no longer recorded at all.
static constexpr size_t kSoftRecordLimit = size_t(1) << 16;
static constexpr size_t kHardRecordLimit = size_t(1) << 20;

/// How many of the latest records an access may extend.
static constexpr size_t kRecordWindow = 4;

StringRef mlir::compass::sim::getMemoryKindName(MemoryKind kind) {
  switch (kind) {
  case MemoryKind::Global:
    return "global";
  case MemoryKind::Private:
    return "private";
  case MemoryKind::Lsram:
    return "lsram";
  case MemoryKind::Shared:
    return "shared";
  case MemoryKind::Constant:
    return "constant";
  }
  return "?";
}

std::string mlir::compass::sim::describeBuffer(const Exec &exec,
                                               const Buffer &buffer) {
  if (buffer.kind == MemoryKind::Global)
    return "\"" + exec.program.params[buffer.owner].name + "\"";
  if (buffer.kind == MemoryKind::Constant)
    return "constant table \"" + exec.program.constTables[buffer.owner].name +
           "\"";
  return (getMemoryKindName(buffer.kind) + " allocation \"" +
          exec.program.allocs[buffer.owner].name + "\"")
      .str();
}

int64_t mlir::compass::sim::offsetFromOrigin(const Buffer &buffer,
                                             int64_t offset) {
  return offset - static_cast<int64_t>(buffer.origin);
}

bool mlir::compass::sim::reportOutOfBounds(Exec &exec, Tec &tec,
                                           const Inst &inst,
                                           const Buffer &buffer, bool isWrite,
                                           int64_t offset, unsigned size) {
  // A view's buffer is the stretch of its base it spans: the bounds are said
  // from the view's first element.
  return trap(exec, tec, inst,
              formatOutOfBounds(isWrite, size, offsetFromOrigin(buffer, offset),
                                describeBuffer(exec, buffer), buffer.bytes,
                                buffer.origin));
}

bool mlir::compass::sim::reportUninitialized(Exec &exec, Tec &tec,
                                             const Inst &inst,
                                             const Buffer &buffer,
                                             uint64_t offset, unsigned size) {
  // A caller's buffer has uninitialized bytes only where a DMA copied some.
  bool global = buffer.kind == MemoryKind::Global;
  std::string name = global ? exec.program.params[buffer.owner].name
                            : exec.program.allocs[buffer.owner].name;
  return trap(exec, tec, inst,
              "read of uninitialized " + getMemoryKindName(buffer.kind) +
                  " memory \"" + name + "\" (" + describeByteCount(size) +
                  " at byte offset " +
                  llvm::Twine(offsetFromOrigin(buffer, offset)) + ")" +
                  (global ? ", which a DMA copied there uninitialized" : ""));
}

//===----------------------------------------------------------------------===//
// Access records
//===----------------------------------------------------------------------===//

bool AccessRecord::covers(int64_t offset) const {
  if (isHull)
    return lo <= offset && offset < hi;
  int64_t last = static_cast<int64_t>(count) - 1;
  // The latest access starting at or before `offset` is the one that can
  // cover it (all have the same size).
  int64_t k;
  if (stride == 0) {
    k = 0;
  } else if (stride > 0) {
    if (offset < base)
      return false;
    k = std::min(last, (offset - base) / stride);
  } else {
    // Starts decrease with k: the first k whose start is <= offset.
    int64_t distance = base - offset;
    k = distance <= 0 ? 0 : llvm::divideCeil(distance, -stride);
    if (k > last)
      return false;
  }
  int64_t start = base + k * stride;
  return start <= offset && offset < start + static_cast<int64_t>(size);
}

void RaceShadow::noteSlow(unsigned tec, bool isWrite, uint32_t loc,
                          uint64_t offset, unsigned size) {
  int64_t at = static_cast<int64_t>(offset);
  int64_t end = at + static_cast<int64_t>(size);
  size_t window = std::min(records.size(), kRecordWindow);
  for (size_t i = 0; i < window; ++i) {
    AccessRecord &record = records[records.size() - 1 - i];
    if (record.extend(tec, isWrite, loc, offset, size))
      return;
    if (record.tec != tec || record.isWrite != isWrite || record.loc != loc)
      continue;
    if (record.isHull) {
      record.lo = std::min(record.lo, at);
      record.hi = std::max(record.hi, end);
      return;
    }
    if (records.size() >= kSoftRecordLimit) {
      // Too many records: keep only the extent of this instruction's
      // accesses.
      int64_t first = record.base;
      int64_t lastStart =
          record.base + record.stride * static_cast<int64_t>(record.count - 1);
      int64_t recordSize = static_cast<int64_t>(record.size);
      record.lo = std::min({first, lastStart, at});
      record.hi = std::max({first + recordSize, lastStart + recordSize, end});
      record.isHull = true;
      return;
    }
  }
  if (records.size() >= kHardRecordLimit)
    return;
  AccessRecord record = {};
  record.base = at;
  record.count = 1;
  record.size = size;
  record.loc = loc;
  record.tec = static_cast<uint8_t>(tec);
  record.isWrite = isWrite;
  records.push_back(record);
}

void RaceShadow::noteActive(unsigned tec, bool isWrite, uint32_t loc,
                            uint64_t offset, unsigned size,
                            const uint8_t *active) {
  // One record per run of active bytes: runs of a repeated mask pattern
  // extend the same records from one access to the next.
  unsigned i = 0;
  while (i < size) {
    if (!active[i]) {
      ++i;
      continue;
    }
    unsigned start = i;
    while (i < size && active[i])
      ++i;
    note(tec, isWrite, loc, offset + start, i - start);
  }
}

//===----------------------------------------------------------------------===//
// RaceShadow
//===----------------------------------------------------------------------===//

namespace {
/// All-zero shadow blocks kept from one run to the next, so that running a
/// kernel again on large buffers does not fault fresh pages in each time.
class ShadowPool {
public:
  ~ShadowPool() {
    for (auto [capacity, block] : blocks)
      std::free(block);
  }

  /// A zeroed block of at least `bytes` bytes, or nullptr.
  uint8_t *acquire(uint64_t bytes, uint64_t &capacity) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      // The smallest block that fits.
      auto best = blocks.end();
      for (auto it = blocks.begin(); it != blocks.end(); ++it)
        if (it->first >= bytes &&
            (best == blocks.end() || it->first < best->first))
          best = it;
      if (best != blocks.end()) {
        auto [blockCapacity, block] = *best;
        blocks.erase(best);
        pooledBytes -= blockCapacity;
        capacity = blockCapacity;
        return block;
      }
    }
    // calloc hands out fresh zero pages for large blocks: only the pages a
    // kernel touches cost anything.
    capacity = llvm::alignTo(std::max<uint64_t>(bytes, 1), 4096);
    return static_cast<uint8_t *>(std::calloc(capacity, 1));
  }

  /// Takes back a block whose bytes are all zero again.
  void release(uint8_t *block, uint64_t capacity) {
    std::lock_guard<std::mutex> lock(mutex);
    if (pooledBytes + capacity > kMaxPooledBytes) {
      std::free(block);
      return;
    }
    blocks.push_back({capacity, block});
    pooledBytes += capacity;
  }

private:
  static constexpr uint64_t kMaxPooledBytes = uint64_t(256) << 20;
  std::mutex mutex;
  std::vector<std::pair<uint64_t, uint8_t *>> blocks;
  uint64_t pooledBytes = 0;
};
} // namespace

static ShadowPool &getShadowPool() {
  static ShadowPool pool;
  return pool;
}

std::unique_ptr<RaceShadow> RaceShadow::create(const Buffer &buffer,
                                               uint32_t index) {
  uint64_t capacity = 0;
  uint8_t *masks = getShadowPool().acquire(buffer.bytes, capacity);
  if (!masks)
    return nullptr;
  return std::unique_ptr<RaceShadow>(new RaceShadow(masks, capacity, index));
}

RaceShadow::~RaceShadow() {
  reset(0);
  getShadowPool().release(masks, capacity);
}

void RaceShadow::reset(uint64_t now) {
  if (dirtyLo < dirtyHi)
    std::memset(masks + dirtyLo, 0, dirtyHi - dirtyLo);
  dirtyLo = ~uint64_t(0);
  dirtyHi = 0;
  records.clear();
  epoch = now;
}

/// The lowest TEC whose bit is set in the 4-bit `tecs`.
static unsigned firstTec(unsigned tecs) { return llvm::countr_zero(tecs); }

bool RaceShadow::reportReadConflict(Exec &exec, Tec &tec, const Inst &inst,
                                    uint64_t offset, unsigned size,
                                    const uint8_t *active) {
  unsigned otherWriters = 0x0f & ~(1u << tec.id);
  for (unsigned i = 0; i < size; ++i) {
    if (active && !active[i])
      continue;
    if (unsigned writers = masks[offset + i] & otherWriters)
      return reportRace(exec, tec, inst, offset + i, firstTec(writers),
                        /*otherWrote=*/true, "reads");
  }
  return true;
}

bool RaceShadow::checkWriteConflict(Exec &exec, Tec &tec, const Inst &inst,
                                    uint64_t offset, unsigned size,
                                    const uint8_t *current,
                                    const uint8_t *value,
                                    const uint8_t *active) {
  unsigned otherReaders = (0xf0 & ~(0x10u << tec.id)) >> 4;
  unsigned otherWriters = 0x0f & ~(1u << tec.id);
  for (unsigned i = 0; i < size; ++i) {
    if (active && !active[i])
      continue;
    uint8_t shadow = masks[offset + i];
    if (unsigned readers = (shadow >> 4) & otherReaders)
      return reportRace(exec, tec, inst, offset + i, firstTec(readers),
                        /*otherWrote=*/false, "writes");
    // Writing the value already there (written by every TEC alike) is
    // harmless.
    if (unsigned writers = shadow & otherWriters;
        writers && current[i] != value[i])
      return reportRace(exec, tec, inst, offset + i, firstTec(writers),
                        /*otherWrote=*/true, "writes a different value to");
  }
  return true;
}

bool RaceShadow::reportRace(Exec &exec, Tec &tec, const Inst &inst,
                            uint64_t offset, unsigned otherTec, bool otherWrote,
                            const char *what) {
  std::string where = "an unrecorded location";
  for (const AccessRecord &record : records) {
    if (record.tec == otherTec && record.isWrite == otherWrote &&
        record.covers(static_cast<int64_t>(offset))) {
      where = exec.program.locations[record.loc];
      break;
    }
  }
  const Buffer &data = exec.buffers[buffer];
  std::string message =
      ("data race on " + describeBuffer(exec, data) + ": TEC " +
       llvm::Twine(tec.id) + " " + what + " bytes " +
       (otherWrote ? "written" : "read") + " by TEC " + llvm::Twine(otherTec) +
       " at " + where + " in the same barrier interval (byte offset " +
       llvm::Twine(offsetFromOrigin(data, static_cast<int64_t>(offset))) +
       ")")
          .str();
  if (!exec.options.racesAsWarnings)
    return trap(exec, tec, inst, message);
  if (exec.warnings.size() < kMaxRunWarnings &&
      exec.warnedLocs.insert(inst.loc).second)
    exec.warnings.push_back(formatRunDiagnostic(
        exec.program.locations[inst.loc], "warning", message, tec.id));
  return true;
}
