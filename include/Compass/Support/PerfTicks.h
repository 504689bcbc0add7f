//===- PerfTicks.h - the S.perf_tick_* fragments of a run -------*- C++ -*-===//
//
// S.perf_tick_begin(cid) opens the fragment cid on the TEC that runs it and
// S.perf_tick_end(cid) closes it; what an engine measures between the two
// (the simulator: instructions; the native tier: nanoseconds) is summed per
// (cid, TEC). Both engines keep their fragments in a PerfTickLedger, so the
// pairing rules and their messages are written once.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_PERFTICKS_H
#define COMPASS_SUPPORT_PERFTICKS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace mlir::compass {

/// The fragments of one run. `Where` is what an engine keeps of an open
/// fragment's begin (its location, to report one never closed).
template <typename Where>
class PerfTickLedger {
public:
  struct Fragment {
    uint32_t cid = 0;
    unsigned tec = 0;
    bool open = false;
    /// The engine's measure at the begin, and where it was.
    uint64_t begin = 0;
    Where where{};
    /// The measure summed over the closed fragments, and their number.
    uint64_t total = 0;
    uint64_t count = 0;
  };

  /// S.perf_tick_begin(cid) on `tec` at measure `now`; the error's message
  /// when the fragment is open already.
  std::optional<std::string> begin(uint32_t cid, unsigned tec, uint64_t now,
                                   Where where) {
    Fragment &fragment = get(cid, tec);
    if (fragment.open)
      return ("S.perf_tick_begin(" + llvm::Twine(cid) +
              ") again before its S.perf_tick_end")
          .str();
    fragment.open = true;
    fragment.begin = now;
    fragment.where = where;
    return std::nullopt;
  }

  /// S.perf_tick_end(cid) on `tec`: adds `measure(fragment)` (the measure
  /// since its begin) to the fragment's total; the error's message when it
  /// is not open.
  std::optional<std::string>
  end(uint32_t cid, unsigned tec,
      llvm::function_ref<uint64_t(const Fragment &)> measure) {
    Fragment &fragment = get(cid, tec);
    if (!fragment.open)
      return ("S.perf_tick_end(" + llvm::Twine(cid) +
              ") without an S.perf_tick_begin(" + llvm::Twine(cid) + ")")
          .str();
    fragment.total += measure(fragment);
    ++fragment.count;
    fragment.open = false;
    return std::nullopt;
  }

  /// At the end of a run: a fragment still open, with its error's message,
  /// or none; the fragments are then sorted by (cid, TEC).
  const Fragment *findUnclosed(std::string &message) {
    for (const Fragment &fragment : fragments)
      if (fragment.open) {
        message = ("S.perf_tick_begin(" + llvm::Twine(fragment.cid) +
                   ") has no S.perf_tick_end")
                      .str();
        return &fragment;
      }
    llvm::sort(fragments, [](const Fragment &a, const Fragment &b) {
      return std::tie(a.cid, a.tec) < std::tie(b.cid, b.tec);
    });
    return nullptr;
  }

  const std::vector<Fragment> &getFragments() const { return fragments; }
  void clear() { fragments.clear(); }

private:
  /// The fragment of (cid, tec), created on first use.
  Fragment &get(uint32_t cid, unsigned tec) {
    for (Fragment &fragment : fragments)
      if (fragment.cid == cid && fragment.tec == tec)
        return fragment;
    fragments.push_back({});
    fragments.back().cid = cid;
    fragments.back().tec = tec;
    return fragments.back();
  }

  std::vector<Fragment> fragments;
};

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_PERFTICKS_H
