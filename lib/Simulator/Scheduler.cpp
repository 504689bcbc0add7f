//===- Scheduler.cpp - cooperative, deterministic TEC scheduling ----------===//
//
// TEC 0 runs until it waits at a barrier or finishes, then TEC 1, and so
// on; when every TEC waits at the same barrier they are released together
// into the next barrier interval. The end of the kernel (or a return from
// it) is the implicit final barrier, so TECs that stop at different
// barriers, or some at a barrier and some at the end, are reported as
// barrier divergence instead of hanging. In single-TEC mode each TEC runs
// to its end before the next starts. Every executed instruction counts
// against the run's step limit. A profiled run executes a copy of the
// instruction loop that also counts each instruction per TEC, chosen once
// per stretch a TEC runs, so an unprofiled run pays nothing for it.
//
//===----------------------------------------------------------------------===//

#include "Profile.h"

#include "Compass/Support/TecSchedule.h"

#include "llvm/Support/Compiler.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

/// Runs `tec` until it stops (barrier, end or error) or the run's steps
/// reach the limit; returns false in the latter case. `Profiled`: counts
/// each executed instruction in exec.profile.
template <bool Profiled>
static bool runTecLoop(Exec &exec, Tec &tec) {
  const Inst *code = exec.code;
  [[maybe_unused]] uint64_t *counts = nullptr;
  if constexpr (Profiled)
    counts = exec.profile->counts[tec.id].data();
  const Inst *inst = code + tec.pc;
  // tec.steps counts as it goes, so that S.perf_tick_* can read it.
  uint64_t start = tec.steps;
  uint64_t limit = start + (exec.options.stepLimit - exec.steps);
  tec.started = true;
  while (true) {
    if (LLVM_UNLIKELY(tec.steps == limit)) {
      tec.pc = static_cast<uint32_t>(inst - code);
      exec.steps += tec.steps - start;
      return false;
    }
    ++tec.steps;
    if constexpr (Profiled)
      ++counts[inst - code];
    inst = inst->handler(exec, tec, *inst);
    if (!inst)
      break;
  }
  exec.steps += tec.steps - start;
  return true;
}

static bool runTec(Exec &exec, Tec &tec) {
  return exec.profile ? runTecLoop<true>(exec, tec)
                      : runTecLoop<false>(exec, tec);
}

/// Where each TEC stands, for divergence and step-limit errors.
static SmallVector<TecPlace, 4> placesOf(const ProgramImpl &program,
                                         ArrayRef<Tec> tecs) {
  auto at = [&](uint32_t pc) -> StringRef {
    return program.locations[program.code[pc].loc];
  };
  SmallVector<TecPlace, 4> places;
  for (const Tec &tec : tecs) {
    TecPlace place;
    switch (tec.status) {
    case TecStatus::Ready:
      if (tec.started)
        place = {TecPlace::Kind::Running, at(tec.pc)};
      break;
    case TecStatus::AtBarrier:
      place = {TecPlace::Kind::AtBarrier, at(tec.stopPc), tec.stopPc};
      break;
    case TecStatus::Finished:
      if (program.code[tec.stopPc].imm == kEarlyReturn)
        place = {TecPlace::Kind::Returned, at(tec.stopPc)};
      else
        place = {TecPlace::Kind::Ended};
      break;
    case TecStatus::Failed:
      place = {TecPlace::Kind::Failed, at(tec.pc)};
      break;
    }
    places.push_back(place);
  }
  return places;
}

/// Fails the run because `tec` used up the step limit.
static LogicalResult failStepLimit(Exec &exec, const Tec &tec,
                                   ArrayRef<Tec> tecs) {
  const ProgramImpl &program = exec.program;
  exec.error = formatRunError(program.locations[program.code[tec.pc].loc],
                              "step limit of " + Twine(exec.options.stepLimit) +
                                  " instructions reached (an endless loop?): " +
                                  describeTecs(placesOf(program, tecs)),
                              tec.id);
  return failure();
}

/// Runs each TEC to its end, one after another.
static LogicalResult scheduleSingle(Exec &exec, MutableArrayRef<Tec> tecs) {
  for (Tec &tec : tecs) {
    if (!runTec(exec, tec))
      return failStepLimit(exec, tec, tecs);
    if (tec.status == TecStatus::Failed)
      return failure();
  }
  return success();
}

LogicalResult mlir::compass::sim::schedule(Exec &exec,
                                           MutableArrayRef<Tec> tecs) {
  if (exec.options.singleTec)
    return scheduleSingle(exec, tecs);
  const ProgramImpl &program = exec.program;
  while (true) {
    for (Tec &tec : tecs) {
      if (tec.status != TecStatus::Ready)
        continue;
      if (!runTec(exec, tec))
        return failStepLimit(exec, tec, tecs);
      if (tec.status == TecStatus::Failed)
        return failure();
    }
    // Every TEC now waits at a barrier or at the end of the kernel.
    Rendezvous meeting = meetAtBarrier(placesOf(program, tecs));
    if (meeting.outcome == Rendezvous::Outcome::Finished)
      return success();
    if (meeting.outcome == Rendezvous::Outcome::Diverged) {
      const Tec &first = tecs[meeting.firstWaiting];
      exec.error = formatRunError(
          program.locations[program.code[first.stopPc].loc], meeting.message,
          first.id);
      return failure();
    }
    if (exec.profile)
      profileBarrier(*exec.profile, program, tecs);
    for (Tec &tec : tecs)
      tec.status = TecStatus::Ready;
    ++exec.epoch;
  }
}
