//===- fuzz-native.cpp - libFuzzer target: simulator against native ------===//
//
// The input bytes choose a compass-level kernel (KernelGenerator) and its
// arguments, as for compass-fuzz-sim. A kernel that runs cleanly in the
// simulator (no bounds, race or uninitialized-read error, so its result is
// defined) is compiled by the native tier, plain and checked, and each is
// run on copies of the same arguments; a finding is a native compilation
// that fails (every operation the generator writes is lowered), a native run
// that fails (a checked one reports an access the simulator allowed), or one
// that stores other bytes than the simulator.
//
// At exit the target prints how many kernels it generated, ran cleanly in
// the simulator, and compared with native runs.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "KernelGenerator.h"

#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Native/NativeKernel.h"
#include "Compass/Simulator/Simulator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass;

namespace {

struct Counts {
  uint64_t generated = 0, clean = 0, compared = 0;
  ~Counts() {
    llvm::errs() << "compass-fuzz-native: " << generated
                 << " kernels generated, " << clean
                 << " ran cleanly in the simulator, " << compared
                 << " compared with native runs (plain and checked)\n";
  }
} counts;

fuzz::KernelRun runNative(const native::NativeKernel &compiled,
                          ArrayRef<KernelParam> params,
                          const fuzz::GeneratedKernel &kernel, unsigned tecs) {
  fuzz::KernelRun outcome{false, "", kernel.a, kernel.b, kernel.out};
  std::vector<KernelArg> args = fuzz::launchArgs(outcome, kernel);
  native::RunOutput output;
  outcome.ok =
      succeeded(compiled.run(params, args, tecs, output, outcome.error));
  return outcome;
}

/// Compiles `module` natively (`checked` or not) and holds its run on
/// `kernel` to the simulator's `simulated` one.
void compareWithSimulator(ModuleOp module, bool checked,
                          ArrayRef<KernelParam> params,
                          const fuzz::GeneratedKernel &kernel,
                          const fuzz::KernelRun &simulated, unsigned tecs) {
  std::string mode = checked ? "checked native" : "native";
  std::string diagnostics;
  FailureOr<std::unique_ptr<native::NativeKernel>> compiled;
  {
    ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &diag) {
      diagnostics += diag.str() + "\n";
      return success();
    });
    compiled = native::NativeKernel::compile(module, checked);
  }
  if (failed(compiled))
    fuzz::fuzzTrap("the " + mode +
                       " tier fails to compile a kernel the simulator runs: " +
                       diagnostics,
                   kernel.text);
  fuzz::KernelRun native = runNative(**compiled, params, kernel, tecs);
  if (!native.ok)
    fuzz::fuzzTrap("the " + mode +
                       " run fails where the simulator ran: " + native.error,
                   kernel.text);
  if (native.out != simulated.out || native.a != simulated.a ||
      native.b != simulated.b) {
    size_t byte = 0;
    while (byte < native.out.size() && native.out[byte] == simulated.out[byte])
      ++byte;
    fuzz::fuzzTrap("the " + mode +
                       " run stores other bytes than the simulator "
                       "(first at out byte " +
                       std::to_string(byte) + ")",
                   kernel.text);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider provider(data, size);
  fuzz::GeneratedKernel kernel = fuzz::generateKernel(provider);
  ++counts.generated;
  auto context = fuzz::makeQuietContext();
  OwningOpRef<ModuleOp> module = fuzz::parseModule(kernel.text, *context);
  if (!module)
    return 0;
  TargetDescription target = *lookupTarget("X2_1204");
  auto program = sim::Program::decode(*module, target);
  if (failed(program))
    return 0;
  fuzz::KernelRun simulated = fuzz::simulateKernel(**program, kernel);
  if (!simulated.ok)
    return 0;
  ++counts.clean;

  FailureOr<func::FuncOp> function =
      findKernelFunction(*module, "run natively");
  if (failed(function))
    return 0;
  FailureOr<std::vector<KernelParam>> params = describeKernelParams(*function);
  if (failed(params))
    return 0;
  for (bool checked : {false, true})
    compareWithSimulator(*module, checked, *params, kernel, simulated,
                         target.tecCount);
  ++counts.compared;
  return 0;
}
