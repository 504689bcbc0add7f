//===- RunState.h - the state of a native run -------------------*- C++ -*-===//
//
// What the runtime functions of a native run share (Runtime.cpp: the TEC
// fibers and their scheduler; Dma.cpp: DMAs and events).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_NATIVE_RUNSTATE_H
#define COMPASS_LIB_NATIVE_RUNSTATE_H

#include "Compass/Native/NativeKernel.h"
#include "Compass/Support/DmaEvents.h"
#include "Compass/Support/ExecutionLimits.h"
#include "Compass/Support/PerfTicks.h"

#include <csetjmp>
#include <csignal>
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

/// A TEC's DMA events and the DMAs pending on them.
using TecEvents = DmaEvents<PendingDma>;

/// One TEC: its fiber, its calls, its DMA state and where it stands.
struct Fiber {
  ucontext_t context;
  /// The thread's stack for this TEC (kept between runs).
  char *stack = nullptr;
  TecState state = TecState::Ready;
  bool started = false;
  unsigned callDepth = 0;
  TecEvents events;
  /// "file:line:col" of the barrier it waits at, or of the tir.return it
  /// returned from the kernel at (null: it reached the end), and the
  /// barrier (an address of its own: two may share a location).
  const char *where = nullptr;
  const void *barrier = nullptr;
  /// Runtime functions under way (RuntimeCall): an interrupt waits for them.
  volatile sig_atomic_t runtimeCalls = 0;
  /// Checked runs: the loop iterations it may still run.
  uint64_t stepsLeft = 0;
};

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
  /// "file:line:col" of the kernel's definition: where a fault is reported.
  const char *kernelWhere = "";
  /// The caller's buffers, then the tables and allocations, and the one the
  /// latest checked access lay in (checked runs: Checks.cpp).
  std::vector<MemoryRegion> regions;
  size_t lastRegion = 0;
  /// The checks' windows (compass_rt_check_window).
  std::vector<uint64_t *> windows;
  /// Checked runs: the loop iterations each TEC may run, and the kernel's
  /// count of the running TEC's (compass_rt_step_counter; null: none).
  uint64_t stepLimit = 0;
  uint64_t *stepCounter = nullptr;

  // The wall (Wall.cpp): a fault or an interrupt in a TEC returns to
  // `recovery` in the scheduler with `stopped` saying why.
  sigjmp_buf recovery;
  /// A TEC's code runs (not the scheduler's).
  volatile sig_atomic_t inTec = 0;
  /// SIGINT arrived while a runtime function was under way.
  volatile sig_atomic_t interruptPending = 0;
  /// What stopped the running TEC, written by the signal handler.
  char stopped[384] = {};

  Fiber &currentTec() { return tecs[current]; }
};

/// The run of the calling thread's kernel (null outside one).
Run &getActiveRun();
Run *findActiveRun();

/// Marks a runtime function under way on the running TEC (one at the top of
/// every function of RuntimeABI.h that does more than arithmetic): an
/// interrupt that arrives meanwhile stops the run when it returns, rather
/// than leaving it midway through the run's containers.
class RuntimeCall {
public:
  RuntimeCall();
  ~RuntimeCall();
};

/// A TEC's stack: `size` bytes above a guard page (Wall.cpp).
char *allocateTecStack(size_t size);
/// Whether `address` lies in the guard page below one of the calling
/// thread's TEC stacks.
bool isStackGuard(const void *address);

/// Arms the wall for `run` on the calling thread: the signal handlers (once
/// per process; SIGINT's again if another took it) and the thread's
/// alternate signal stack.
void armWall(Run &run);

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
