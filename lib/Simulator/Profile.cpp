//===- Profile.cpp - profiles of simulated runs ---------------------------===//
//
// A profiled run (RunOptions::profile) counts each instruction's executions
// per TEC (Scheduler.cpp's profiled loop) and records a timeline in each
// TEC's clock: its instructions plus the steps it waited at barriers, where
// every TEC is released at the latest arrival. The cost of every instruction
// is one step; a cost model would weigh finishProfile's counts by InstKind
// and advance the clocks by those weights instead. formatChromeTrace writes
// the timeline as Chrome trace-event JSON.
//
//===----------------------------------------------------------------------===//

#include "Profile.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

StringRef mlir::compass::sim::getInstKindName(InstKind kind) {
  switch (kind) {
  case InstKind::Scalar:
    return "scalar";
  case InstKind::Vector:
    return "vector";
  case InstKind::Memory:
    return "memory";
  case InstKind::Dma:
    return "dma";
  case InstKind::Control:
    return "control";
  }
  return "";
}

ProfileState::ProfileState(const ProgramImpl &program, unsigned tecCount)
    : counts(tecCount, std::vector<uint64_t>(program.code.size(), 0)) {
  data.tecs.resize(tecCount);
}

void mlir::compass::sim::profileDma(Exec &exec, const Tec &tec,
                                    const Inst &inst, uint64_t start,
                                    uint64_t bytes) {
  ProfileState &profile = *exec.profile;
  TecProfile &totals = profile.data.tecs[tec.id];
  ++totals.dmaCount;
  totals.dmaBytes += bytes;
  profile.data.events.push_back({ProfileEvent::Type::Dma, tec.id, start,
                                 profile.clock(tec), inst.loc, bytes});
}

void mlir::compass::sim::profilePerfTick(Exec &exec, const Tec &tec,
                                         uint64_t cid, uint64_t beginClock,
                                         uint32_t loc) {
  ProfileState &profile = *exec.profile;
  // The region holds the instructions strictly between the two marks.
  profile.data.events.push_back({ProfileEvent::Type::PerfTick, tec.id,
                                 beginClock, profile.clock(tec) - 1, loc,
                                 cid});
}

/// Ends the run of `tec` that started at its last barrier at `end`, its
/// stop at `loc`.
static void endRun(ProfileState &profile, const Tec &tec, uint64_t end,
                   uint32_t loc) {
  profile.data.events.push_back({ProfileEvent::Type::Run, tec.id,
                                 profile.runStart[tec.id], end, loc,
                                 profile.interval});
}

void mlir::compass::sim::profileBarrier(ProfileState &profile,
                                        const ProgramImpl &program,
                                        ArrayRef<Tec> tecs) {
  uint64_t release = 0;
  for (const Tec &tec : tecs)
    release = std::max(release, profile.clock(tec));
  for (const Tec &tec : tecs) {
    uint64_t arrival = profile.clock(tec);
    uint32_t loc = program.code[tec.stopPc].loc;
    endRun(profile, tec, arrival, loc);
    if (release > arrival)
      profile.data.events.push_back({ProfileEvent::Type::BarrierWait, tec.id,
                                     arrival, release, loc, profile.interval});
    TecProfile &totals = profile.data.tecs[tec.id];
    ++totals.barriers;
    totals.waitSteps += release - arrival;
    profile.waited[tec.id] += release - arrival;
    profile.runStart[tec.id] = release;
  }
  ++profile.interval;
}

void mlir::compass::sim::finishProfile(ProfileState &profile,
                                       const ProgramImpl &program,
                                       ArrayRef<Tec> tecs) {
  ProfileData &data = profile.data;
  data.locations = program.locations;
  std::vector<uint64_t> byLocation(program.locations.size());
  for (const Tec &tec : tecs) {
    TecProfile &totals = data.tecs[tec.id];
    if (tec.started)
      endRun(profile, tec, profile.clock(tec), program.code[tec.stopPc].loc);
    totals.endTime = profile.clock(tec);
    std::fill(byLocation.begin(), byLocation.end(), 0);
    const std::vector<uint64_t> &counts = profile.counts[tec.id];
    for (auto [pc, count] : llvm::enumerate(counts)) {
      totals.instructions += count;
      totals.byKind[static_cast<unsigned>(program.kinds[pc])] += count;
      byLocation[program.code[pc].loc] += count;
    }
    for (auto [loc, count] : llvm::enumerate(byLocation))
      if (count)
        data.counts.push_back({static_cast<uint32_t>(loc), tec.id, count});
  }
  llvm::sort(data.counts, [](const LocationCount &a, const LocationCount &b) {
    return std::tie(a.loc, a.tec) < std::tie(b.loc, b.tec);
  });
  // By TEC, then begin, the longer first so that a span encloses the ones
  // it contains.
  llvm::stable_sort(data.events,
                    [](const ProfileEvent &a, const ProfileEvent &b) {
                      return std::make_tuple(a.tec, a.begin, b.end) <
                             std::make_tuple(b.tec, b.begin, a.end);
                    });
}
