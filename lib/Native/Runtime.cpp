//===- Runtime.cpp - the TECs of a native run --------------------------===//
//
// Each TEC runs the JIT-compiled kernel on a fiber (ucontext) of the calling
// thread; compass_rt_barrier switches back to the scheduler, which resumes
// the TECs in the simulator's order (lib/Simulator/Scheduler.cpp): TEC 0
// until it waits at a barrier or ends, then TEC 1, …, and releases them
// together once every TEC waits. One thread and a fixed order make a native
// run deterministic, and its results those of the simulator, even for a
// kernel whose TECs race.
//
//===----------------------------------------------------------------------===//

#include "RunState.h"
#include "RuntimeEntries.h"

#include "Compass/Dialect/Compass/IR/OperandRules.h"
#include "Compass/Native/NativeKernel.h"
#include "Compass/Native/RuntimeABI.h"

#include "Compass/Support/Poison.h"
#include "Compass/Support/TecSchedule.h"

#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <cstring>

#if defined(__SANITIZE_ADDRESS__)
#define COMPASS_ASAN_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define COMPASS_ASAN_FIBERS 1
#endif
#endif
#ifdef COMPASS_ASAN_FIBERS
#include <sanitizer/common_interface_defs.h>
#endif

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

/// Deep enough for the simulator's 4096 nested calls of frames of up to 64
/// KiB (a frame holds its subroutine's variables and spilled vectors), so a
/// chain that deep meets the simulator's call-depth error first; pages
/// never touched cost nothing. A guard page below catches an overflow
/// (Wall.cpp).
static constexpr size_t kStackBytes = size_t(256) << 20;

static thread_local Run *activeRun = nullptr;

/// The TECs' stacks of the calling thread, allocated at its first run and
/// kept: a run then costs no mapping nor faults on fresh pages.
static char *getTecStack(unsigned tec) {
  static thread_local char *stacks[kMaxTecs];
  if (!stacks[tec])
    stacks[tec] = allocateTecStack(kStackBytes);
  return stacks[tec];
}

Run &mlir::compass::native::getActiveRun() { return *activeRun; }
Run *mlir::compass::native::findActiveRun() { return activeRun; }

// AddressSanitizer follows the switches between stacks (its fiber
// interface): the scheduler's stack is the thread's own, whose bounds a TEC
// learns when it first runs; a TEC that will not run again says so, so that
// its fake stack is freed. Without this, LeakSanitizer scans the wrong stack
// at exit and reports what the thread's own stack holds as leaked.
#ifdef COMPASS_ASAN_FIBERS
static thread_local const void *threadStackBottom = nullptr;
static thread_local size_t threadStackSize = 0;
#endif

/// From the scheduler to TEC `tec`.
static void switchToTec(Run &run, Fiber &tec) {
  tec.started = true;
  run.inTec = 1;
  // The last TEC's regions may be its own allocations.
  for (uint64_t *window : run.windows)
    window[0] = window[1] = 0;
  if (run.stepCounter)
    *run.stepCounter = tec.stepsLeft;
#ifdef COMPASS_ASAN_FIBERS
  void *fakeStack = nullptr;
  __sanitizer_start_switch_fiber(&fakeStack, tec.stack, kStackBytes);
  swapcontext(&run.scheduler, &tec.context);
  __sanitizer_finish_switch_fiber(fakeStack, nullptr, nullptr);
#else
  swapcontext(&run.scheduler, &tec.context);
#endif
  run.inTec = 0;
  if (run.stepCounter)
    tec.stepsLeft = *run.stepCounter;
}

/// Gives control back to the scheduler from the running TEC.
static void yieldToScheduler(Run &run, TecState state) {
  Fiber &tec = run.currentTec();
  tec.state = state;
#ifdef COMPASS_ASAN_FIBERS
  bool resumed = state == TecState::AtBarrier;
  void *fakeStack = nullptr;
  __sanitizer_start_switch_fiber(resumed ? &fakeStack : nullptr,
                                 threadStackBottom, threadStackSize);
  swapcontext(&tec.context, &run.scheduler);
  __sanitizer_finish_switch_fiber(fakeStack, &threadStackBottom,
                                  &threadStackSize);
#else
  swapcontext(&tec.context, &run.scheduler);
#endif
}

std::string mlir::compass::native::formatRunError(const char *where,
                                                  const std::string &what,
                                                  unsigned tec) {
  return (llvm::Twine(where) + ": error: " + what + " (TEC " +
          llvm::Twine(tec) + ")")
      .str();
}

void mlir::compass::native::failRun(const char *where,
                                    const std::string &what) {
  Run &run = *activeRun;
  run.error = formatRunError(where, what, run.current);
  yieldToScheduler(run, TecState::Failed);
  __builtin_unreachable();
}

static void tecMain() {
  Run &run = *activeRun;
#ifdef COMPASS_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(nullptr, &threadStackBottom,
                                  &threadStackSize);
#endif
  run.entry(run.args);
  // The end of the kernel: no DMA may still be in flight.
  Fiber &tec = run.currentTec();
  if (!tec.events.pending.empty())
    failRun(tec.events.pending.front().where,
            tec.events.getInFlightAtEndError());
  yieldToScheduler(run, TecState::Finished);
}

extern "C" {
int32_t compass_rt_local_id() { return activeRun->current; }
int32_t compass_rt_local_size() { return activeRun->tecCount; }
void compass_rt_barrier(const char *where, const void *barrier) {
  RuntimeCall call;
  // A barrier also waits for the TEC's DMAs in flight.
  completeDmas(~0u);
  Fiber &tec = activeRun->currentTec();
  tec.where = where;
  tec.barrier = barrier;
  yieldToScheduler(*activeRun, TecState::AtBarrier);
  tec.where = nullptr;
}
void compass_rt_return(const char *where) {
  activeRun->currentTec().where = where;
}
void compass_rt_fail(const char *where, const char *what) {
  RuntimeCall call;
  failRun(where, what);
}
void compass_rt_fail_rule(const char *where, const char *what, int64_t lhs,
                          int64_t rhs, int64_t lhsA, int64_t lhsB) {
  RuntimeCall call;
  failRun(where, formatRuleMessage(what, lhs, rhs, lhsA, lhsB));
}
void compass_rt_enter(const char *where) {
  if (++activeRun->currentTec().callDepth > kMaxCallDepth) {
    RuntimeCall call;
    failRun(where, getCallDepthError());
  }
}
void compass_rt_leave() { --activeRun->currentTec().callDepth; }
void compass_rt_step_counter(uint64_t *left) {
  activeRun->stepCounter = left;
  *left = 0;
}
void compass_rt_out_of_steps(const char *where) {
  RuntimeCall call;
  failRun(where, getLoopStepLimitError(activeRun->stepLimit));
}
void compass_rt_poison(uint8_t *data, int64_t copyBytes, int32_t copies) {
  for (int64_t copy = 0; copy < copies; ++copy)
    for (int64_t i = 0; i < copyBytes; i += sizeof(kPoisonPattern))
      std::memcpy(data + copy * copyBytes + i, kPoisonPattern,
                  std::min<int64_t>(sizeof(kPoisonPattern), copyBytes - i));
}
}

/// Where each TEC stands, for the rendezvous and its error.
static SmallVector<TecPlace, 4> placesOf(const Run &run) {
  SmallVector<TecPlace, 4> places;
  for (unsigned i = 0; i < run.tecCount; ++i) {
    const Fiber &tec = run.tecs[i];
    TecPlace place;
    switch (tec.state) {
    case TecState::Ready:
      if (tec.started)
        place.kind = TecPlace::Kind::Running;
      break;
    case TecState::AtBarrier:
      place = {TecPlace::Kind::AtBarrier, tec.where,
               reinterpret_cast<uint64_t>(tec.barrier)};
      break;
    case TecState::Finished:
      place = tec.where ? TecPlace{TecPlace::Kind::Returned, tec.where}
                        : TecPlace{TecPlace::Kind::Ended};
      break;
    case TecState::Failed:
      place.kind = TecPlace::Kind::Failed;
      break;
    }
    places.push_back(place);
  }
  return places;
}

/// Runs the TECs in the simulator's order until the end or an error.
static LogicalResult scheduleTecs(Run &run) {
  while (true) {
    for (unsigned i = 0; i < run.tecCount; ++i) {
      if (run.tecs[i].state != TecState::Ready)
        continue;
      run.current = i;
      switchToTec(run, run.tecs[i]);
      if (run.tecs[i].state == TecState::Failed)
        return failure();
      if (run.interruptPending) {
        run.error = formatRunError(run.kernelWhere, "interrupted (SIGINT)", i);
        return failure();
      }
    }
    Rendezvous meeting = meetAtBarrier(placesOf(run));
    if (meeting.outcome == Rendezvous::Outcome::Finished)
      return success();
    if (meeting.outcome == Rendezvous::Outcome::Diverged) {
      run.error = formatRunError(run.tecs[meeting.firstWaiting].where,
                                 meeting.message, meeting.firstWaiting);
      return failure();
    }
    for (unsigned i = 0; i < run.tecCount; ++i)
      run.tecs[i].state = TecState::Ready;
  }
}

void mlir::compass::native::forEachRuntimeSymbol(
    function_ref<void(StringRef, void *)> callback) {
#define COMPASS_RUNTIME_ENTRY(CONSTANT, SYMBOL, RESULT, PARAMS)                \
  callback(CONSTANT, reinterpret_cast<void *>(&SYMBOL));
#include "Compass/Native/RuntimeEntries.def"
  forEachMathSymbol(callback);
}

LogicalResult mlir::compass::native::runOnTecs(
    void (*entry)(void **), void (*reset)(void **), void **args,
    ArrayRef<MemoryRegion> buffers, unsigned tecCount, const char *kernelWhere,
    RunOutput &output, std::string &error, uint64_t stepLimit) {
  if (tecCount == 0 || tecCount > kMaxTecs) {
    error = "error: a native run takes 1 to 4 TECs";
    return failure();
  }
  Run run;
  run.entry = entry;
  run.args = args;
  run.tecCount = tecCount;
  run.kernelWhere = kernelWhere;
  run.regions.assign(buffers.begin(), buffers.end());
  run.stepLimit = stepLimit;
  for (unsigned i = 0; i < tecCount; ++i) {
    Fiber &tec = run.tecs[i];
    tec.stepsLeft = stepLimit;
    tec.stack = getTecStack(i);
    if (!tec.stack) {
      error = "error: no memory for the TECs' stacks of a native run";
      return failure();
    }
    getcontext(&tec.context);
    tec.context.uc_stack.ss_sp = tec.stack;
    tec.context.uc_stack.ss_size = kStackBytes;
    tec.context.uc_link = nullptr;
    makecontext(&tec.context, &tecMain, 0);
  }
  Run *outer = activeRun;
  activeRun = &run;
  armWall(run);
  LogicalResult result = failure();
  if (sigsetjmp(run.recovery, /*savemask=*/1) == 0) {
    if (reset) {
      void *none = nullptr;
      reset(&none);
    }
    result = scheduleTecs(run);
  } else {
    // A fault or an interrupt left the running TEC (Wall.cpp).
    run.inTec = 0;
    run.error = formatRunError(run.kernelWhere, run.stopped, run.current);
  }
  activeRun = outer;
  output.printed = std::move(run.printed);
  output.perfTicks.clear();
  std::string unclosed;
  if (succeeded(result)) {
    if (const auto *open = run.perfTicks.findUnclosed(unclosed)) {
      run.error = formatRunError(open->where, unclosed, open->tec);
      result = failure();
    }
  }
  for (const auto &fragment : run.perfTicks.getFragments())
    output.perfTicks.push_back(
        {fragment.cid, fragment.tec, fragment.total, fragment.count});
  if (failed(result))
    error = run.error;
  return result;
}
