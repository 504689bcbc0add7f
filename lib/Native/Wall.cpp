//===- Wall.cpp - a native run behind a wall ----------------------------===//
//
// Nothing a kernel does natively may end the process. A fault in a TEC's
// code (SIGSEGV, SIGBUS, SIGFPE, SIGILL; a TEC's stack overflowing into the
// guard page below it) is caught on the thread's alternate signal stack and
// leaves the TEC for the scheduler's recovery point with what happened: the
// run fails with an error, the process lives. Ctrl-C (SIGINT) during a run
// does the same when the TEC is in its own code, else as soon as the
// runtime function under way returns (RuntimeCall), and is passed on to the
// handler it replaced (Python's, which then raises KeyboardInterrupt).
//
// The handlers are installed once per process and pass on what does not
// happen in a TEC of this thread's run; the cost of a run is one query of
// SIGINT's handler. Leaving a TEC midway abandons its fiber: the kernel's
// code holds no resources, and the runtime functions a fault can interrupt
// hold none that matter once the run is over.
//
//===----------------------------------------------------------------------===//

#include "RunState.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

using namespace mlir::compass;
using namespace mlir::compass::native;

/// The bytes below a TEC's stack that no access may touch.
static constexpr size_t kGuardBytes = 64 << 10;

/// The alternate signal stack a thread's handlers run on (a TEC's stack may
/// be the one that overflowed).
static constexpr size_t kAltStackBytes = 256 << 10;

static constexpr int kFaults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};

/// The handlers the wall replaced, by signal.
static struct sigaction previousAction[NSIG];

/// The guard pages of the calling thread's TEC stacks.
static thread_local const char *guards[kMaxTecs];
static thread_local unsigned guardCount = 0;

char *mlir::compass::native::allocateTecStack(size_t size) {
  void *memory = mmap(nullptr, size + kGuardBytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (memory == MAP_FAILED)
    return nullptr;
  char *base = static_cast<char *>(memory);
  mprotect(base, kGuardBytes, PROT_NONE);
  if (guardCount < kMaxTecs)
    guards[guardCount++] = base;
  return base + kGuardBytes;
}

bool mlir::compass::native::isStackGuard(const void *address) {
  const char *byte = static_cast<const char *>(address);
  for (unsigned i = 0; i < guardCount; ++i)
    if (byte >= guards[i] && byte < guards[i] + kGuardBytes)
      return true;
  return false;
}

/// Describes the fault `signal` at `address` in `run.stopped`.
static void describeFault(Run &run, int signal, const siginfo_t *info) {
  const void *address = info->si_addr;
  const char *what;
  switch (signal) {
  case SIGSEGV:
  case SIGBUS:
    if (isStackGuard(address)) {
      std::snprintf(run.stopped, sizeof(run.stopped),
                    "the native run overflowed the stack of the TEC (its "
                    "subroutine calls nest too deep for it)");
      return;
    }
    what = "accessed memory it does not own (an out-of-bounds access or a "
           "bad pointer)";
    break;
  case SIGFPE:
    what = "raised an arithmetic exception";
    break;
  default:
    what = "executed an invalid instruction";
    break;
  }
  std::snprintf(run.stopped, sizeof(run.stopped),
                "the native run %s at address %p; the native tier does not "
                "check accesses: run the kernel in the simulator (f(*args)) "
                "to locate it. The arrays may hold what the run wrote before",
                what, address);
}

/// Hands `signal` to the handler the wall replaced.
static void passOn(int signal, siginfo_t *info, void *context) {
  const struct sigaction &previous = previousAction[signal];
  if (previous.sa_flags & SA_SIGINFO) {
    if (previous.sa_sigaction)
      previous.sa_sigaction(signal, info, context);
    return;
  }
  if (previous.sa_handler == SIG_IGN)
    return;
  if (previous.sa_handler == SIG_DFL) {
    // Its default action, with the wall out of the way: a fault re-executes
    // and ends the process, SIGINT is raised again.
    sigaction(signal, &previous, nullptr);
    if (signal == SIGINT)
      raise(SIGINT);
    return;
  }
  previous.sa_handler(signal);
}

static void onSignal(int signal, siginfo_t *info, void *context) {
  int savedErrno = errno;
  Run *run = findActiveRun();
  bool inTec = run && run->inTec;
  if (signal == SIGINT) {
    // Python (or whoever handled it before) learns of it too; the default
    // action (ending the process) only outside a run, which it stops instead.
    if (!inTec || previousAction[SIGINT].sa_handler != SIG_DFL)
      passOn(signal, info, context);
    if (inTec) {
      if (run->currentTec().runtimeCalls == 0) {
        std::snprintf(run->stopped, sizeof(run->stopped),
                      "interrupted (SIGINT)");
        siglongjmp(run->recovery, 1);
      }
      run->interruptPending = 1;
    }
    errno = savedErrno;
    return;
  }
  if (!inTec) {
    // Not the kernel's fault: as if the wall were not there.
    sigaction(signal, &previousAction[signal], nullptr);
    errno = savedErrno;
    return;
  }
  describeFault(*run, signal, info);
  siglongjmp(run->recovery, 1);
}

/// Installs the wall's handler for `signal`, keeping the one it replaces.
static void install(int signal) {
  struct sigaction action;
  std::memset(&action, 0, sizeof(action));
  action.sa_sigaction = &onSignal;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, &previousAction[signal]);
}

void mlir::compass::native::armWall(Run &run) {
  (void)run;
  static std::once_flag faults;
  std::call_once(faults, [] {
    for (int signal : kFaults)
      install(signal);
  });
  // SIGINT's handler again whenever another took it since (Python's
  // signal.signal, say): the wall's then passes on to that one.
  static std::mutex interrupt;
  {
    std::lock_guard<std::mutex> lock(interrupt);
    struct sigaction current;
    sigaction(SIGINT, nullptr, &current);
    if (!(current.sa_flags & SA_SIGINFO) || current.sa_sigaction != &onSignal)
      install(SIGINT);
  }
  // A stack for the handlers, unless the thread has one (Python's
  // faulthandler gives the main thread its own).
  static thread_local bool hasAltStack = false;
  if (!hasAltStack) {
    stack_t existing;
    if (sigaltstack(nullptr, &existing) == 0 &&
        (existing.ss_flags & SS_DISABLE)) {
      stack_t fresh;
      fresh.ss_sp = mmap(nullptr, kAltStackBytes, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      fresh.ss_size = kAltStackBytes;
      fresh.ss_flags = 0;
      if (fresh.ss_sp != MAP_FAILED)
        sigaltstack(&fresh, nullptr);
    }
    hasAltStack = true;
  }
}

RuntimeCall::RuntimeCall() { ++getActiveRun().currentTec().runtimeCalls; }

RuntimeCall::~RuntimeCall() {
  Run &run = getActiveRun();
  if (--run.currentTec().runtimeCalls == 0 && run.interruptPending) {
    run.interruptPending = 0;
    failRun(run.kernelWhere, "interrupted (SIGINT)");
  }
}
