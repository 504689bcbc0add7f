//===- Simulator.h - the Compass reference simulator ----------*- C++ -*-===//
//
// Runs compass-level IR with the semantics of upstream's Python simulator
// (PySim): every TEC runs the whole kernel, barriers synchronize them and
// global memory is the caller's buffers, written in place.
//
// A kernel is decoded once into a Program (a flat instruction array with
// register slots) and then run any number of times.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SIMULATOR_SIMULATOR_H
#define COMPASS_SIMULATOR_SIMULATOR_H

#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Support/ExecutionLimits.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::compass::sim {

/// The fixed byte pattern the simulator writes into undefined vector lanes
/// (lane i of an N-byte-lane vector holds bytes [i*N, i*N+N)).
ArrayRef<uint8_t> getPoisonPattern();

/// How Program::run schedules the TECs.
struct RunOptions {
  /// Runs TEC 0, 1, … one after another, each to its end (upstream's
  /// CPS_TVM_PYSIM_SINGLE_THREAD); a barrier or a shared allocation then
  /// fails the run.
  bool singleTec = false;
  /// Instructions all TECs together may execute before the run fails with
  /// an error naming where each TEC stood.
  uint64_t stepLimit = kDefaultStepLimit;
  /// Reports data races as warnings (RunStats::warnings) and runs on, as
  /// upstream's PySim does not look for them; otherwise a race fails the run.
  bool racesAsWarnings = false;
  /// Records a profile of the run (RunStats::profile): instruction counts
  /// per instruction and TEC, barrier waits, DMAs and S.perf_tick_* regions.
  /// Off, the run executes no profiling code in its instruction loop.
  bool profile = false;
};

/// The instructions one TEC executed between S.perf_tick_begin(cid) and
/// S.perf_tick_end(cid), summed over the `count` times it did.
struct PerfTickCount {
  uint32_t cid = 0;
  unsigned tec = 0;
  uint64_t instructions = 0;
  uint64_t count = 0;
};

/// The kinds of instruction a profile counts, classified once when decoding
/// from the operation's family: tir scalars, constants and variables are
/// Scalar; the compass lane, mask, cross-lane, conversion and permutation
/// families and tir's lane accesses Vector; tir's pointers and the compass
/// Memory family Memory; the Dma and Event families Dma; tir's control flow,
/// calls, returns, barriers and the Misc family Control.
enum class InstKind : uint8_t { Scalar, Vector, Memory, Dma, Control };
constexpr unsigned kInstKindCount = 5;
/// "scalar", "vector", "memory", "dma", "control".
StringRef getInstKindName(InstKind kind);

/// One span of a TEC's timeline. Times are in steps of that TEC's clock:
/// the instructions it executed plus the steps it waited at barriers (a
/// barrier releases every TEC at the latest arrival), so the clocks of all
/// TECs agree at each barrier. A step is one simulated instruction, not an
/// NPU cycle.
struct ProfileEvent {
  enum class Type : uint8_t {
    /// Running from the start or a barrier to the next barrier or the end;
    /// `value` is the barrier interval (0 first).
    Run,
    /// Waiting at the barrier at `loc` for the last TEC.
    BarrierWait,
    /// A DMA from its start to its completion (a synchronous one lasts its
    /// instruction; an asynchronous one until its event is waited for or a
    /// barrier); `value` is its bytes.
    Dma,
    /// From S.perf_tick_begin(`value`) at `loc` to its S.perf_tick_end.
    PerfTick,
  };
  Type type = Type::Run;
  unsigned tec = 0;
  uint64_t begin = 0;
  uint64_t end = 0;
  /// Index into ProfileData::locations.
  uint32_t loc = 0;
  uint64_t value = 0;
};

/// One TEC's totals in a profile.
struct TecProfile {
  /// Instructions executed, in all and by InstKind.
  uint64_t instructions = 0;
  uint64_t byKind[kInstKindCount] = {};
  /// Barriers passed, and the steps spent waiting at them.
  uint64_t barriers = 0;
  uint64_t waitSteps = 0;
  /// DMA transfers (synchronous and asynchronous) and their bytes.
  uint64_t dmaCount = 0;
  uint64_t dmaBytes = 0;
  /// The TEC's clock when it finished: instructions + waitSteps.
  uint64_t endTime = 0;
};

/// The instructions one TEC executed at one location.
struct LocationCount {
  uint32_t loc = 0;
  unsigned tec = 0;
  uint64_t count = 0;
};

/// What a profiled run (RunOptions::profile) recorded. The cost of an
/// instruction is one step whatever its kind; a cost model per InstKind
/// would weigh the counts here (TecProfile::byKind, the Run spans) instead.
struct ProfileData {
  /// "file:line:col" of the program's operations (LocationCount::loc and
  /// ProfileEvent::loc index here).
  std::vector<std::string> locations;
  std::vector<TecProfile> tecs;
  /// The nonzero counts, by location then TEC.
  std::vector<LocationCount> counts;
  /// The timeline, by TEC then begin (then longest first).
  std::vector<ProfileEvent> events;
};

/// The profile as Chrome trace-event JSON (Perfetto, chrome://tracing): one
/// process `kernel`, a thread per TEC and a thread per TEC for its DMAs and
/// S.perf_tick_* regions each (overlapping spans spread over more), complete
/// ("X") events whose `ts` and `dur` are steps (shown as microseconds).
std::string formatChromeTrace(const ProfileData &profile, StringRef kernel);

/// What a run did.
struct RunStats {
  /// Instructions executed, summed over the TECs.
  uint64_t steps = 0;
  /// What S.printf printed: within each barrier interval TEC by TEC in id
  /// order, each in program order (the order the TECs ran).
  std::string output;
  /// The S.perf_tick_* counts, by cid then TEC.
  std::vector<PerfTickCount> perfTicks;
  /// Diagnostics of the races seen under RunOptions::racesAsWarnings
  /// ("<location>: warning: data race ..."), one per instruction, at most
  /// kMaxRunWarnings.
  std::vector<std::string> warnings;
  /// The profile of a run with RunOptions::profile (null otherwise), also
  /// when the run failed (up to where it stopped).
  std::shared_ptr<ProfileData> profile;
};

/// How many warnings one run reports at most.
constexpr size_t kMaxRunWarnings = 20;

class ProgramImpl;

/// A kernel decoded for one target, ready to run.
class Program {
public:
  /// Decodes the function marked `compass.kernel` in `module` (compass-level
  /// IR) and the functions it calls. Unsupported operations are reported as
  /// diagnostics on their locations and make this fail.
  static FailureOr<std::unique_ptr<Program>>
  decode(ModuleOp module, const TargetDescription &target);
  ~Program();

  /// Runs the kernel on all TECs. On failure `error` holds one message that
  /// names the source location (file:line:col) and the TEC: an
  /// out-of-bounds access, a data race between TECs, a read of
  /// uninitialized memory, barrier divergence, the step limit, … `stats` is
  /// filled in either way. Safe to call from several threads at once.
  LogicalResult run(ArrayRef<KernelArg> args, const RunOptions &options,
                    RunStats &stats, std::string &error) const;
  /// Runs with the default options.
  LogicalResult run(ArrayRef<KernelArg> args, std::string &error) const;

  /// The entry kernel's parameters, in order.
  ArrayRef<KernelParam> getParams() const;
  /// The target this program was decoded for.
  const TargetDescription &getTarget() const;
  /// The name of the entry kernel.
  StringRef getKernelName() const;

private:
  explicit Program(std::unique_ptr<ProgramImpl> impl);
  std::unique_ptr<ProgramImpl> impl;
};

} // namespace mlir::compass::sim

#endif // COMPASS_SIMULATOR_SIMULATOR_H
