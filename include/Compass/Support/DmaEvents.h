//===- DmaEvents.h - a TEC's DMA events, their rules and words --*- C++ -*-===//
//
// A TEC has four DMA events. S.alloc_events hands out a handle naming the
// allocation (a freed event's handle stays dead), compass.async_dma_copy
// leaves its copy pending on an event, and the copies are carried out, in
// the order they started, when their event is waited for or freed, at a
// barrier, or reported when the kernel ends with one in flight. The
// simulator and the native runtime both keep a DmaEvents per TEC, so these
// rules and their messages are written once; what a pending copy is (and how
// it is carried out, checked or not) is each engine's.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_DMAEVENTS_H
#define COMPASS_SUPPORT_DMAEVENTS_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir::compass {

/// The events of one TEC and the DMAs pending on them; `Pending` is an
/// engine's record of an asynchronous DMA, with its `unsigned event`.
template <typename Pending>
class DmaEvents {
public:
  static constexpr unsigned kCount = 4;

  /// What using the handle of a freed event says, in wait_events /
  /// free_events and in async_dma_copy (upstream's words).
  static constexpr const char *kFreedEvent =
      "The released event can not be used anymore.";
  static constexpr const char *kFreedEventArg =
      "The arg \"event\" is a released event, can not be used anymore.";

  /// The DMAs started and not yet carried out, in the order they started.
  std::vector<Pending> pending;

  /// A free event allocated: its handle (id + kCount * generation), or
  /// std::nullopt when all are allocated (getAllocError says so).
  std::optional<int32_t> allocate() {
    for (unsigned id = 0; id < kCount; ++id) {
      Slot &slot = slots[id];
      if (slot.allocated)
        continue;
      slot.allocated = true;
      slot.used = false;
      ++slot.generation;
      return static_cast<int32_t>(id + kCount * slot.generation);
    }
    return std::nullopt;
  }

  static std::string getAllocError() {
    return "S.alloc_events allocates a fifth event: all " +
           std::to_string(kCount) +
           " events of the TEC are allocated (free one with S.free_events "
           "first)";
  }

  /// The event `handle` names, marked used by a DMA, or std::nullopt for a
  /// freed one (kFreedEventArg).
  std::optional<unsigned> use(uint32_t handle) {
    std::optional<unsigned> id = lookup(handle);
    if (id)
      slots[*id].used = true;
    return id;
  }

  /// The events of a wait_events (`mustBeUsed`) or free_events as a mask
  /// (bit i: event i) in `mask`; the error of the first bad handle, or an
  /// empty string.
  std::string collect(llvm::ArrayRef<uint32_t> handles, bool mustBeUsed,
                      unsigned &mask) const {
    mask = 0;
    for (uint32_t handle : handles) {
      std::optional<unsigned> id = lookup(handle);
      if (!id)
        return kFreedEvent;
      if (mustBeUsed && !slots[*id].used)
        return "S.wait_events waits for event " + std::to_string(*id) +
               ", which no DMA used since it was allocated";
      mask |= 1u << *id;
    }
    return {};
  }

  /// Frees the events of `mask`.
  void free(unsigned mask) {
    for (unsigned id = 0; id < kCount; ++id)
      if (mask & (1u << id))
        slots[id].allocated = false;
  }

  /// Removes the DMAs on the events of `mask` from `pending` and hands each
  /// to `complete` in the order they started, stopping when `complete`
  /// returns false. Each leaves `pending` before its copy, so the copy is
  /// checked against the others still in flight.
  template <typename Complete>
  bool complete(unsigned mask, Complete complete) {
    for (size_t i = 0; i < pending.size();) {
      if (!(mask & (1u << pending[i].event))) {
        ++i;
        continue;
      }
      Pending dma = pending[i];
      pending.erase(pending.begin() + i);
      if (!complete(dma))
        return false;
    }
    return true;
  }

  /// The error of the first DMA still in flight when the kernel ends, or an
  /// empty string.
  std::string getInFlightAtEndError() const {
    if (pending.empty())
      return {};
    return "the kernel ends while this asynchronous DMA is in flight: its "
           "event " +
           std::to_string(pending.front().event) +
           " is still busy (wait for it with S.wait_events, S.free_events or "
           "S.barrier)";
  }

private:
  struct Slot {
    bool allocated = false;
    /// A DMA signalled it since it was allocated.
    bool used = false;
    /// Bumped at each allocation: a handle names the allocation it came
    /// from.
    uint32_t generation = 0;
  };
  Slot slots[kCount];

  std::optional<unsigned> lookup(uint32_t handle) const {
    unsigned id = handle % kCount;
    const Slot &slot = slots[id];
    if (!slot.allocated || slot.generation != handle / kCount)
      return std::nullopt;
    return id;
  }
};

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_DMAEVENTS_H
