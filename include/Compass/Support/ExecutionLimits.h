//===- ExecutionLimits.h - the limits of every execution path -*- C++ -*-===//
//
// The limits of a run that the simulator, the native runtime and the native
// lowering share, with the run-time errors that name them, so that a kernel
// hits the same wall with the same words on every path.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_EXECUTIONLIMITS_H
#define COMPASS_SUPPORT_EXECUTIONLIMITS_H

#include <cstdint>
#include <string>

namespace mlir::compass {

/// The most TECs a run has: the simulator's race shadow keeps one bit per
/// TEC, and an allocation's private copies are laid out for this many.
constexpr unsigned kMaxTecs = 4;

/// The deepest nesting of calls before a run fails.
constexpr unsigned kMaxCallDepth = 4096;

/// The error of a call that nests deeper than kMaxCallDepth.
inline std::string getCallDepthError() {
  return "call stack overflow (more than " + std::to_string(kMaxCallDepth) +
         " nested calls)";
}

/// The default step limit: the simulator's instructions a run may execute
/// (enough for kernels of a few hundred million instructions, while a
/// `while True` hang stops within seconds), and the checked C's and checked
/// native runs' loop iterations a TEC may run.
constexpr uint64_t kDefaultStepLimit = 2'000'000'000;

/// The error of a TEC of a checked run (C or native) that has run
/// `limit` loop iterations and begins one more.
inline std::string getLoopStepLimitError(uint64_t limit) {
  return "step limit of " + std::to_string(limit) +
         " loop iterations reached in this loop (an endless loop?)";
}

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_EXECUTIONLIMITS_H
