//===- Profile.h - profiles of simulated runs (private) ---------*- C++ -*-===//
//
// The state of a profiled run (RunOptions::profile) and what the handlers
// call to record it: Profile.cpp keeps the clocks and the timeline,
// ProfileTrace.cpp writes it as Chrome trace-event JSON.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_PROFILE_H
#define COMPASS_LIB_SIMULATOR_PROFILE_H

#include "Machine.h"

namespace mlir::compass::sim {

/// The profile of a run in progress. A TEC's clock is its steps plus the
/// steps it waited at barriers (ProfileEvent).
struct ProfileState {
  ProfileState(const ProgramImpl &program, unsigned tecCount);
  /// Per TEC: the executions of each instruction (indexed like the code).
  std::vector<std::vector<uint64_t>> counts;
  /// Per TEC: the steps waited so far, and the clock at which it last left a
  /// barrier (or started).
  uint64_t waited[kMaxTecs] = {};
  uint64_t runStart[kMaxTecs] = {};
  /// The barrier interval the TECs run in.
  uint64_t interval = 0;
  ProfileData data;

  uint64_t clock(const Tec &tec) const { return tec.steps + waited[tec.id]; }
};

/// The profile clock of `tec` (0 when the run is not profiled).
inline uint64_t profileClock(const Exec &exec, const Tec &tec) {
  return exec.profile ? exec.profile->clock(tec) : 0;
}

/// Records a DMA of `bytes` by `tec` at `inst` from profile clock `start`
/// to now (no-op unless profiled).
void profileDma(Exec &exec, const Tec &tec, const Inst &inst, uint64_t start,
                uint64_t bytes);
/// profileDma for a synchronous DMA of `bytes`: it lasts its instruction.
inline void profileSyncDma(Exec &exec, const Tec &tec, const Inst &inst,
                           uint64_t bytes) {
  if (LLVM_UNLIKELY(exec.profile != nullptr))
    profileDma(exec, tec, inst, exec.profile->clock(tec) - 1, bytes);
}
/// Records an S.perf_tick region of `tick` that ends now.
void profilePerfTick(Exec &exec, const Tec &tec, uint64_t cid,
                     uint64_t beginClock, uint32_t loc);
/// The TECs all wait at one barrier: records each one's run up to it and
/// its wait for the last to arrive, then advances their clocks to that
/// arrival.
void profileBarrier(ProfileState &profile, const ProgramImpl &program,
                    ArrayRef<Tec> tecs);
/// After the run (finished or not): the last runs, the totals, the counts
/// by location and the sorted timeline into `profile.data`.
void finishProfile(ProfileState &profile, const ProgramImpl &program,
                   ArrayRef<Tec> tecs);

} // namespace mlir::compass::sim

#endif // COMPASS_LIB_SIMULATOR_PROFILE_H
