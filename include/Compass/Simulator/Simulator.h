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
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::compass::sim {

/// What the simulator needs to know about a Zhouyi target.
struct TargetInfo {
  std::string name = "X2_1204";
  unsigned tecCount = 4;
  uint64_t lsramBytes = 32 * 1024;
  uint64_t sharedBytes = 256 * 1024;
  uint64_t privateBytes = 256 * 1024;

  /// The target called `name` (X2_1204, X3P_1304, …), or std::nullopt.
  static std::optional<TargetInfo> get(StringRef name);
};

/// One argument of a kernel launch, in the order of the kernel's parameters.
struct KernelArg {
  enum class Kind { Buffer, Scalar, Null };
  Kind kind = Kind::Null;
  /// Buffer: the caller's memory, read and written in place.
  uint8_t *data = nullptr;
  uint64_t bytes = 0;
  /// Buffer: the byte offset in `data` where the kernel's pointer points (a
  /// NumPy view's first element in its base); accesses may reach all of
  /// `data`, before it too, and are reported relative to it.
  uint64_t offset = 0;
  /// Scalar: the value's bit pattern in the parameter's type, low bytes.
  uint64_t bits = 0;
};

/// One parameter of the entry kernel (the description callers check their
/// arguments against, KernelParams.h), with the encoding of scalars.
struct ParamInfo : KernelParam {
  /// The bit pattern of an integer given as its two's complement bits, for
  /// an integer (wraps to the width), bool (nonzero is true) or float
  /// (rounded to nearest even) parameter.
  uint64_t encodeInteger(int64_t value) const;
  /// The bit pattern of `value` rounded to nearest even to the float
  /// parameter's format (C conversion for integer parameters).
  uint64_t encodeFloat(double value) const;
};

/// "file:line:col" of the first FileLineColLoc inside `loc` (looking through
/// NameLoc, CallSiteLoc and FusedLoc), or the printed location.
std::string formatLocation(Location loc);

/// The fixed byte pattern the simulator writes into undefined vector lanes
/// (lane i of an N-byte-lane vector holds bytes [i*N, i*N+N)).
ArrayRef<uint8_t> getPoisonPattern();

/// The default RunOptions::stepLimit: enough for kernels of a few hundred
/// million instructions, while a `while True` hang stops within seconds.
constexpr uint64_t kDefaultStepLimit = 2'000'000'000;

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
};

/// The instructions one TEC executed between S.perf_tick_begin(cid) and
/// S.perf_tick_end(cid), summed over the `count` times it did.
struct PerfTickCount {
  uint32_t cid = 0;
  unsigned tec = 0;
  uint64_t instructions = 0;
  uint64_t count = 0;
};

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
  static FailureOr<std::unique_ptr<Program>> decode(ModuleOp module,
                                                    const TargetInfo &target);
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
  ArrayRef<ParamInfo> getParams() const;
  /// The target this program was decoded for.
  const TargetInfo &getTarget() const;

private:
  explicit Program(std::unique_ptr<ProgramImpl> impl);
  std::unique_ptr<ProgramImpl> impl;
};

} // namespace mlir::compass::sim

#endif // COMPASS_SIMULATOR_SIMULATOR_H
