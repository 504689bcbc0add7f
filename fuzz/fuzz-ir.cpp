//===- fuzz-ir.cpp - libFuzzer target: parse and verify IR -----------------===//
//
// Any bytes, parsed as a module of tir/compass/func IR and verified (the
// parser verifies): a located diagnostic or a module, nothing else. A module
// that verifies is printed and parsed again, which must give a module that
// verifies and prints the same (the round trip the lit tests check by hand).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include <string>

using namespace mlir;
using namespace mlir::compass;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz::InputModule input = fuzz::parseInput(data, size);
  if (!input.module)
    return 0;
  std::string printed = fuzz::printModule(*input.module);
  // A fresh context: resource blobs keep their names only in one where the
  // names are not taken yet.
  auto fresh = fuzz::makeQuietContext();
  OwningOpRef<ModuleOp> again = fuzz::parseModule(printed, *fresh);
  if (!again)
    fuzz::fuzzTrap("a verified module does not parse back:\n" + printed,
                   input.text);
  std::string reprinted = fuzz::printModule(*again);
  if (reprinted != printed)
    fuzz::fuzzTrap("printing is not stable:\n" + printed + "\nvs\n" +
                       reprinted,
                   input.text);
  return 0;
}
