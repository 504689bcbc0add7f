//===- TecSchedule.h - the TECs' rendezvous at barriers ---------*- C++ -*-===//
//
// Both engines run the TECs in one order: TEC 0 until it waits at a barrier
// or ends, then TEC 1, …; once every TEC has stopped, they meet. When every
// TEC that waits waits at one barrier and none has ended, they are released
// together; when some wait and the others wait elsewhere or have ended (the
// end of the kernel being the final barrier), that is barrier divergence,
// an error naming where each TEC stands. The simulator (Scheduler.cpp) and
// the native runtime (lib/Native/Runtime.cpp) describe their TECs as
// TecPlaces and let this decide, so the rule and its message are one.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_TECSCHEDULE_H
#define COMPASS_SUPPORT_TECSCHEDULE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace mlir::compass {

/// Where a TEC stands.
struct TecPlace {
  enum class Kind : uint8_t {
    NotStarted, ///< has not run yet
    Running,    ///< ran and may run on (at `where`)
    AtBarrier,  ///< waits at the barrier `barrier`, at `where`
    Ended,      ///< reached the end of the kernel
    Returned,   ///< returned from the kernel at `where`
    Failed,     ///< stopped by an error at `where`
  };
  Kind kind = Kind::NotStarted;
  /// "file:line:col" of where it stands (empty when it has none).
  llvm::StringRef where;
  /// Which barrier it waits at: two barriers may share a location.
  uint64_t barrier = 0;
};

/// "TEC 0 waits at the barrier at f.py:3:5, TEC 1 reached the end of the
/// kernel, …": the places of every TEC, for a run error.
std::string describeTecs(llvm::ArrayRef<TecPlace> tecs);

/// What the TECs do once each has stopped at a barrier or ended.
struct Rendezvous {
  enum class Outcome : uint8_t {
    Finished, ///< none waits: the run is over
    Release,  ///< all wait at one barrier: they go on together
    Diverged, ///< the error: they cannot meet
  };
  Outcome outcome = Outcome::Finished;
  /// With Diverged: the first TEC that waits (the error is located at its
  /// barrier) and the error's text.
  unsigned firstWaiting = 0;
  std::string message;
};
Rendezvous meetAtBarrier(llvm::ArrayRef<TecPlace> tecs);

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_TECSCHEDULE_H
