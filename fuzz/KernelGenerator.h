//===- KernelGenerator.h - random compass-level kernels ----------*- C++ -*-===//
//
// Turns fuzzer bytes into a compass-level kernel (MLIR text) of the
// operations a user's kernel lowers to or the optimizer makes: one element
// type, loads through per-TEC pointers
// into bounded buffers, random lane-wise operations (every row of the
// builtin table's lane-wise families, on the element types its verifier
// takes), compares and selects under random masks with and without r,
// mask algebra, loops (plain, guarded as the front end writes tails, with a
// loop-carried vector variable), branches on a run-time scalar and barriers.
// Each TEC works in its own region of the buffers; a rare offset one region
// further makes races and out-of-bounds accesses too.
//
// The generator aims at kernels that verify; the ones that do not are
// counted by the target, not reported.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_FUZZ_KERNELGENERATOR_H
#define COMPASS_FUZZ_KERNELGENERATOR_H

#include "Compass/Simulator/Simulator.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::compass::fuzz {

/// A generated kernel and the arguments to run it with:
/// (a, b, out: pointers to `element`, n: si32).
struct GeneratedKernel {
  std::string text;
  /// The element type's MLIR spelling (si8 … f32) and size.
  std::string element;
  unsigned elementBytes = 4;
  unsigned lanes = 8;
  /// Elements of each buffer (4 TEC regions).
  unsigned bufferElements = 0;
  /// Initial bytes of a, b and out.
  std::vector<uint8_t> a, b, out;
  int32_t n = 0;
};

/// A kernel chosen by the bytes of `data` (consumed as needed; an empty
/// provider still gives a valid, small kernel).
GeneratedKernel generateKernel(FuzzedDataProvider &data);

/// A run of a generated kernel: whether it succeeded, its error, and its
/// buffers afterwards.
struct KernelRun {
  bool ok = false;
  std::string error;
  std::vector<uint8_t> a, b, out;
};

/// The launch arguments of `kernel` over `run`'s buffers (a, b, out, n),
/// which every engine uses in place.
std::vector<KernelArg> launchArgs(KernelRun &run,
                                  const GeneratedKernel &kernel);

/// Runs `program` (the decoded `kernel`) in the simulator on copies of the
/// kernel's arguments, races being errors, within a million steps.
KernelRun simulateKernel(const sim::Program &program,
                         const GeneratedKernel &kernel);

} // namespace mlir::compass::fuzz

#endif // COMPASS_FUZZ_KERNELGENERATOR_H
