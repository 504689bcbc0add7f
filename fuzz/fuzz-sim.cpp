//===- fuzz-sim.cpp - libFuzzer target: generated kernels, run -------------===//
//
// The input bytes choose a compass-level kernel (KernelGenerator) and its
// arguments. A kernel that verifies is emitted as OpenCL C (plain and
// checked), decoded and run in the simulator, then optimized as
// -compass-lower does at opt-level 2 and run again on the same arguments.
// Findings besides crashes: the optimizer failing or producing IR the
// simulator cannot decode, and a run that succeeded before optimization
// failing or storing other bytes after it. (A run that failed before may
// succeed after: the optimizer may drop an unused load that was out of
// bounds.)
//
// COMPASS_FUZZ_PRINT=1 prints each kernel and its run-time error, if any.
// At exit the target prints how many kernels it generated, verified, ran
// cleanly, and how many the emitter took.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "KernelGenerator.h"

#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Simulator/Simulator.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::compass;

namespace {

struct Counts {
  uint64_t generated = 0, verified = 0, emitted = 0, decoded = 0, clean = 0;
  ~Counts() {
    llvm::errs() << "compass-fuzz-sim: " << generated << " kernels generated, "
                 << verified << " verified, " << emitted
                 << " emitted as OpenCL C, " << decoded << " decoded, "
                 << clean << " ran without a run-time error\n";
  }
} counts;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider provider(data, size);
  fuzz::GeneratedKernel kernel = fuzz::generateKernel(provider);
  ++counts.generated;
  if (std::getenv("COMPASS_FUZZ_PRINT"))
    llvm::errs() << kernel.text;
  auto context = fuzz::makeQuietContext();
  OwningOpRef<ModuleOp> module = fuzz::parseModule(kernel.text, *context);
  if (!module)
    return 0;
  ++counts.verified;
  counts.emitted += fuzz::emitsOpenCL(*module);

  TargetDescription target = *lookupTarget("X2_1204");
  auto program = sim::Program::decode(*module, target);
  if (failed(program))
    return 0;
  ++counts.decoded;
  fuzz::KernelRun before = fuzz::simulateKernel(**program, kernel);
  counts.clean += before.ok;
  if (!before.ok && std::getenv("COMPASS_FUZZ_PRINT"))
    llvm::errs() << "run: " << before.error << "\n";

  OwningOpRef<ModuleOp> optimized = module->clone();
  PassManager pm(context.get());
  pm.addPass(createCompassRemoveLoopGuards());
  pm.addPass(createCompassCombineInstructions());
  pm.addPass(createCompassSimplify());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (failed(pm.run(*optimized)))
    fuzz::fuzzTrap("the optimizer fails on a kernel that verifies",
                   kernel.text);
  (void)fuzz::emitsOpenCL(*optimized);
  auto optimizedProgram = sim::Program::decode(*optimized, target);
  if (failed(optimizedProgram))
    fuzz::fuzzTrap("the simulator cannot decode the optimized kernel:\n" +
                       fuzz::printModule(*optimized),
                   kernel.text);
  if (!before.ok)
    return 0;
  fuzz::KernelRun after =
      fuzz::simulateKernel(**optimizedProgram, kernel);
  if (!after.ok)
    fuzz::fuzzTrap("the optimized kernel fails where the original ran: " +
                       after.error + "\n" + fuzz::printModule(*optimized),
                   kernel.text);
  if (after.out != before.out) {
    size_t byte = 0;
    while (after.out[byte] == before.out[byte])
      ++byte;
    fuzz::fuzzTrap("the optimized kernel stores other bytes (first at out "
                   "byte " +
                       std::to_string(byte) + "):\n" + fuzz::printModule(*optimized),
                   kernel.text);
  }
  return 0;
}
