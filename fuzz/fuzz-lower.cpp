//===- fuzz-lower.cpp - libFuzzer target: the -compass-lower pipeline ------===//
//
// A module that parses and verifies goes through the whole -compass-lower
// pipeline (at opt-level 2, the default). A pass may refuse it with a
// diagnostic; it must not crash, and what it produces must verify (the pass
// manager's verifier runs after every pass).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "Compass/Conversion/Passes.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::compass;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz::InputModule input = fuzz::parseInput(data, size);
  if (!input.module)
    return -1;
  PassManager pm(input.context.get());
  buildTIRToCompassPipeline(pm, CompassLowerOptions());
  (void)pm.run(*input.module);
  return 0;
}
