//===- fuzz-opencl.cpp - libFuzzer target: the back ends -------------------===//
//
// A module that parses and verifies is handed to both back ends as a user
// would through compass-translate and compass-sim: the OpenCL emitter, plain
// and checked, and the simulator's decoder. Each may refuse with a
// diagnostic; none may crash.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "Compass/Simulator/Simulator.h"

using namespace mlir;
using namespace mlir::compass;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz::InputModule input = fuzz::parseInput(data, size);
  if (!input.module)
    return -1;
  (void)fuzz::emitsOpenCL(*input.module);
  (void)sim::Program::decode(*input.module, *lookupTarget("X2_1204"));
  return 0;
}
