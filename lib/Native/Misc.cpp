//===- Misc.cpp - S.printf and S.perf_tick_* of a native run ------------===//
//
// compass_rt_printf formats with the simulator's formatter (formatPrintf,
// PrintfFormat.h) into the run's output, in the order the TECs run, so a
// native run prints the simulator's text line for line. compass_rt_perf_tick_*
// keep the fragments in the simulator's PerfTickLedger (its pairing rules
// and messages), measured in nanoseconds of the host's steady clock.
//
//===----------------------------------------------------------------------===//

#include "RunState.h"
#include "RuntimeEntries.h"

#include "Compass/Dialect/Compass/IR/PrintfFormat.h"
#include "Compass/Native/NativeKernel.h"
#include "Compass/Native/RuntimeABI.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

/// Nanoseconds of the steady clock.
static uint64_t now() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

extern "C" {
void compass_rt_printf(const char *format, int32_t count, const uint8_t *args,
                       const uint8_t *kinds) {
  RuntimeCall call;
  std::vector<PrintfPiece> pieces;
  std::string rest;
  // The verifier accepted the format: it parses.
  (void)parsePrintfFormat(format, pieces, rest);
  SmallVector<const uint8_t *, 8> bytes;
  SmallVector<ElementKind, 8> elementKinds;
  for (int32_t i = 0; i < count; ++i) {
    bytes.push_back(args + 32 * i);
    elementKinds.push_back(static_cast<ElementKind>(kinds[i]));
  }
  llvm::raw_string_ostream os(getActiveRun().printed);
  formatPrintf(os, pieces, bytes, elementKinds);
}

void compass_rt_perf_tick_begin(const char *where, int32_t cid) {
  RuntimeCall call;
  Run &run = getActiveRun();
  if (std::optional<std::string> error =
          run.perfTicks.begin(uint32_t(cid), run.current, now(), where))
    failRun(where, *error);
}

void compass_rt_perf_tick_end(const char *where, int32_t cid) {
  RuntimeCall call;
  Run &run = getActiveRun();
  uint64_t end = now();
  if (std::optional<std::string> error = run.perfTicks.end(
          uint32_t(cid), run.current,
          [&](const auto &fragment) { return end - fragment.begin; }))
    failRun(where, *error);
}
}
