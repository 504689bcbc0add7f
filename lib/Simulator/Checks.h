//===- Checks.h - race shadow and memory-error reports -------- -*- C++ -*-===//
//
// The checks the simulator makes on memory accesses beyond the bounds
// check: data races between TECs on global and shared buffers, and reads of
// allocated memory that was never written.
//
// Race shadow. Within one barrier interval (an epoch) the scheduler runs
// TEC 0 to its next barrier, then TEC 1, and so on, so when a TEC accesses
// a byte every conflicting access of another TEC in the same interval has
// already happened. One shadow byte per data byte holds, for the current
// epoch, which TECs wrote it (bits 0-3) and which read it (bits 4-7); a
// buffer's shadow is cleared lazily, over the range touched, when it is
// first accessed in a new epoch, and the shadow memory is pooled from one
// run to the next. The locations of accesses are kept apart
// from the bytes, as access records: each a run of equal-sized accesses at
// a constant stride by one instruction of one TEC, so that streaming
// accesses cost one record in total; they are searched only to name the
// other side of a race.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_CHECKS_H
#define COMPASS_LIB_SIMULATOR_CHECKS_H

#include "Machine.h"

#include "llvm/Support/Compiler.h"

#include <algorithm>
#include <vector>

namespace mlir::compass::sim {

/// "global", "private", "lsram" or "shared".
StringRef getMemoryKindName(MemoryKind kind);

/// How messages name a buffer: `"c"` for the global buffer of parameter c,
/// `lsram allocation "buf"` for an allocation.
std::string describeBuffer(const Exec &exec, const Buffer &buffer);

/// A byte offset in `buffer` as messages say it: from where the kernel's
/// pointer parameter points (a NumPy view's first element), else unchanged.
int64_t offsetFromOrigin(const Buffer &buffer, int64_t offset);

/// Reports an access of `size` bytes at byte `offset` outside `buffer`.
bool reportOutOfBounds(Exec &exec, Tec &tec, const Inst &inst,
                       const Buffer &buffer, bool isWrite, int64_t offset,
                       unsigned size);

/// Reports a read of allocated memory nothing wrote.
bool reportUninitialized(Exec &exec, Tec &tec, const Inst &inst,
                         const Buffer &buffer, uint64_t offset, unsigned size);

/// True when every one of the `Size` init bytes is set.
template <unsigned Size>
inline bool isAllInitialized(const uint8_t *init) {
  uint8_t all = 1;
  for (unsigned i = 0; i < Size; ++i)
    all &= init[i] != 0;
  return all;
}

/// True when some active one of the `Size` init bytes is set (`active`
/// null: all are active).
template <unsigned Size>
inline bool isAnyInitialized(const uint8_t *init, const uint8_t *active) {
  uint8_t any = 0;
  for (unsigned i = 0; i < Size; ++i)
    any |= active ? (init[i] & active[i]) : init[i];
  return any != 0;
}

/// Marks the active ones of `Size` bytes initialized.
template <unsigned Size>
inline void markInitialized(uint8_t *init, const uint8_t *active) {
  for (unsigned i = 0; i < Size; ++i)
    init[i] |= active ? active[i] : 1;
}

/// A run of `count` accesses of `size` bytes at base, base + stride, …
/// by one instruction (`loc`) of one TEC; or, once a buffer has too many
/// records, the hull [lo, hi) of such accesses.
struct AccessRecord {
  int64_t base;
  int64_t stride;
  uint64_t count;
  int64_t lo;
  int64_t hi;
  uint32_t size;
  uint32_t loc;
  uint8_t tec;
  bool isWrite;
  bool isHull;

  /// True when one of the accesses covered byte `offset`.
  bool covers(int64_t offset) const;

  /// Adds the access of `size` bytes at `offset` if it continues this run of
  /// accesses; false when it does not.
  bool extend(unsigned byTec, bool write, uint32_t atLoc, uint64_t offset,
              unsigned accessSize) {
    if (tec != byTec || isWrite != write || loc != atLoc || isHull ||
        size != accessSize)
      return false;
    int64_t at = static_cast<int64_t>(offset);
    if (count == 1)
      stride = at - base;
    else if (at != base + stride * static_cast<int64_t>(count))
      return false;
    ++count;
    return true;
  }
};

/// The unsigned integer of `Size` bytes (at most 8) the shadow is worked on
/// in.
template <unsigned Size>
using ShadowWord = std::conditional_t<
    Size == 1, uint8_t,
    std::conditional_t<Size == 2, uint16_t,
                       std::conditional_t<Size == 4, uint32_t, uint64_t>>>;

/// The OR of the `Size` bytes at `bytes` whose `active` entry is 1 (`active`
/// null: all), a word at a time.
template <unsigned Size>
inline unsigned orBytes(const uint8_t *bytes, const uint8_t *active) {
  using Word = ShadowWord<Size>;
  constexpr unsigned step = sizeof(Word);
  static_assert(Size % step == 0, "whole words only");
  Word all = 0;
  for (unsigned i = 0; i < Size; i += step) {
    Word word;
    std::memcpy(&word, bytes + i, step);
    if (active) {
      Word on;
      std::memcpy(&on, active + i, step);
      word &= static_cast<Word>(on * 0xff); // Each byte 0 or 0xff.
    }
    all |= word;
  }
  uint64_t folded = all;
  folded |= folded >> 32;
  folded |= folded >> 16;
  folded |= folded >> 8;
  return static_cast<uint8_t>(folded);
}

/// Sets `bit` in the `Size` bytes at `bytes` whose `active` entry is 1.
template <unsigned Size>
inline void setBits(uint8_t *bytes, unsigned bit, const uint8_t *active) {
  using Word = ShadowWord<Size>;
  constexpr unsigned step = sizeof(Word);
  constexpr Word ones = static_cast<Word>(0x0101010101010101ull);
  for (unsigned i = 0; i < Size; i += step) {
    Word word, on = ones;
    std::memcpy(&word, bytes + i, step);
    if (active)
      std::memcpy(&on, active + i, step);
    word |= static_cast<Word>(on * bit); // No carries: bytes are 0 or 1.
    std::memcpy(bytes + i, &word, step);
  }
}

/// The race shadow of one global or shared buffer.
class RaceShadow {
public:
  /// The shadow of `buffer`, buffer `index` of the run, or nullptr when
  /// there is no memory for it.
  static std::unique_ptr<RaceShadow> create(const Buffer &buffer,
                                            uint32_t index);
  ~RaceShadow();
  RaceShadow(const RaceShadow &) = delete;
  RaceShadow &operator=(const RaceShadow &) = delete;

  /// Checks and notes a read of `Size` bytes at `offset` by `tec`; only the
  /// bytes whose `active` entry is 1 count (`active` null: all). Returns
  /// false after reporting a race.
  template <unsigned Size>
  bool read(Exec &exec, Tec &tec, const Inst &inst, uint64_t offset,
            const uint8_t *active) {
    sync(exec.epoch);
    uint8_t *shadow = masks + offset;
    unsigned otherWriters = 0x0f & ~(1u << tec.id);
    if (LLVM_UNLIKELY(orBytes<Size>(shadow, active) & otherWriters) &&
        !reportReadConflict(exec, tec, inst, offset, Size, active))
      return false;
    setBits<Size>(shadow, 0x10 << tec.id, active);
    noteAccess(tec.id, /*isWrite=*/false, inst.loc, offset, Size, active);
    return true;
  }

  /// Checks and notes a write of `Size` bytes of `value` at `offset` by
  /// `tec`, before it happens (`current` is the memory there now). Returns
  /// false after reporting a race.
  template <unsigned Size>
  bool write(Exec &exec, Tec &tec, const Inst &inst, uint64_t offset,
             const uint8_t *current, const uint8_t *value,
             const uint8_t *active) {
    sync(exec.epoch);
    uint8_t *shadow = masks + offset;
    unsigned others = 0xff & ~((1u << tec.id) | (0x10u << tec.id));
    if (LLVM_UNLIKELY(orBytes<Size>(shadow, active) & others) &&
        !checkWriteConflict(exec, tec, inst, offset, Size, current, value,
                            active))
      return false;
    setBits<Size>(shadow, 1u << tec.id, active);
    noteAccess(tec.id, /*isWrite=*/true, inst.loc, offset, Size, active);
    return true;
  }

private:
  RaceShadow(uint8_t *masks, uint64_t capacity, uint32_t buffer)
      : masks(masks), capacity(capacity), buffer(buffer) {}

  /// Starts epoch `now` if the shadow holds an older one.
  void sync(uint64_t now) {
    if (LLVM_UNLIKELY(now != epoch))
      reset(now);
  }
  void reset(uint64_t now);

  /// Records an access for error messages.
  void note(unsigned tec, bool isWrite, uint32_t loc, uint64_t offset,
            unsigned size) {
    dirtyLo = std::min(dirtyLo, offset);
    dirtyHi = std::max(dirtyHi, offset + size);
    // Most accesses extend one of the two latest records (a loop reading
    // and writing one buffer alternates between two).
    size_t count = records.size();
    if (count >= 1 &&
        records[count - 1].extend(tec, isWrite, loc, offset, size))
      return;
    if (count >= 2 &&
        records[count - 2].extend(tec, isWrite, loc, offset, size))
      return;
    noteSlow(tec, isWrite, loc, offset, size);
  }
  void noteSlow(unsigned tec, bool isWrite, uint32_t loc, uint64_t offset,
                unsigned size);
  /// Records an access whose `active` bytes (null: all) count, so that a
  /// race is never blamed on a masked access's inactive lanes.
  void noteAccess(unsigned tec, bool isWrite, uint32_t loc, uint64_t offset,
                  unsigned size, const uint8_t *active) {
    if (LLVM_LIKELY(!active))
      note(tec, isWrite, loc, offset, size);
    else
      noteActive(tec, isWrite, loc, offset, size, active);
  }
  void noteActive(unsigned tec, bool isWrite, uint32_t loc, uint64_t offset,
                  unsigned size, const uint8_t *active);

  bool reportReadConflict(Exec &exec, Tec &tec, const Inst &inst,
                          uint64_t offset, unsigned size,
                          const uint8_t *active);
  bool checkWriteConflict(Exec &exec, Tec &tec, const Inst &inst,
                          uint64_t offset, unsigned size,
                          const uint8_t *current, const uint8_t *value,
                          const uint8_t *active);
  /// Formats the race on byte `offset` with `otherTec`'s access of kind
  /// `otherWrote`.
  bool reportRace(Exec &exec, Tec &tec, const Inst &inst, uint64_t offset,
                  unsigned otherTec, bool otherWrote, const char *what);

  uint8_t *masks;
  uint64_t capacity;
  uint32_t buffer;
  uint64_t epoch = 0;
  /// The range of `masks` touched in this epoch.
  uint64_t dirtyLo = ~uint64_t(0);
  uint64_t dirtyHi = 0;
  std::vector<AccessRecord> records;
};

} // namespace mlir::compass::sim

#endif // COMPASS_LIB_SIMULATOR_CHECKS_H
