//===- RunState.h - the state of a native run -------------------*- C++ -*-===//
//
// What the runtime functions of a native run share (Runtime.cpp: the TEC
// fibers and their scheduler; Dma.cpp: DMAs and events).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_NATIVE_RUNSTATE_H
#define COMPASS_LIB_NATIVE_RUNSTATE_H

#include "Compass/Support/PerfTicks.h"

#include <cstdint>
#include <memory>
#include <string>
#include <ucontext.h>
#include <vector>

namespace mlir::compass::native {

enum class TecState { Ready, AtBarrier, Finished, Failed };

/// An asynchronous DMA started and not yet carried out: the simulator's
/// schedule (lib/Simulator/Events.cpp) carries it out at the wait for its
/// event, a free of it, or a barrier, in the order the DMAs started.
struct PendingDma {
  uint8_t *dst;
  const uint8_t *src;
  int64_t width, srcStride, times, dstStride;
  unsigned itemBytes;
  unsigned event;
  /// "file:line:col" of the async_dma_copy.
  const char *where;
};

/// One of a TEC's four DMA events.
struct EventSlot {
  bool allocated = false;
  bool used = false;
  uint32_t generation = 0;
};

/// The events of a TEC.
constexpr unsigned kEventCount = 4;

/// One TEC: its fiber, its calls and its DMA state.
struct Fiber {
  ucontext_t context;
  /// The thread's stack for this TEC (kept between runs).
  char *stack = nullptr;
  TecState state = TecState::Ready;
  unsigned callDepth = 0;
  EventSlot events[kEventCount];
  std::vector<PendingDma> pending;
};

/// The most TECs a run has (the simulator's kMaxTecs).
constexpr unsigned kMaxTecs = 4;

/// The run in progress on this thread.
struct Run {
  void (*entry)(void **) = nullptr;
  void **args = nullptr;
  unsigned tecCount = 0;
  unsigned current = 0;
  ucontext_t scheduler;
  Fiber tecs[kMaxTecs];
  std::string error;
  /// What S.printf printed, in the order the TECs ran.
  std::string printed;
  /// The S.perf_tick_* fragments in nanoseconds, each open one's begin
  /// named by its "file:line:col".
  PerfTickLedger<const char *> perfTicks;

  Fiber &currentTec() { return tecs[current]; }
};

/// The run of the calling thread's kernel.
Run &getActiveRun();

/// Stops the run with "<where>: error: <what> (TEC n)"; never returns.
[[noreturn]] void failRun(const char *where, const std::string &what);

/// "<where>: error: <what> (TEC tec)", a run error as the simulator words it.
std::string formatRunError(const char *where, const std::string &what,
                           unsigned tec);

/// Copies `times` rows of `width` items, each row read whole and then
/// written, as the simulator does.
void copyDmaRows(const PendingDma &dma);

/// Carries out the DMAs pending on the events of `mask` (bit i: event i) of
/// the running TEC, in the order they started.
void completeDmas(unsigned mask);

} // namespace mlir::compass::native

#endif // COMPASS_LIB_NATIVE_RUNSTATE_H
