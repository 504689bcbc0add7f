//===- ExecutionLimits.h - the limits of every execution path -*- C++ -*-===//
//
// The limits of a run that the simulator, the native runtime and the native
// lowering share, with the run-time errors that name them, so that a kernel
// hits the same wall with the same words on every path.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_EXECUTIONLIMITS_H
#define COMPASS_SUPPORT_EXECUTIONLIMITS_H

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

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_EXECUTIONLIMITS_H
