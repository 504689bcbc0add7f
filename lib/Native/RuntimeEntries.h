//===- RuntimeEntries.h - the C declarations of the runtime -----*- C++ -*-===//
//
// Declares every entry of RuntimeEntries.def with C linkage, so that its
// definition in Runtime.cpp, Dma.cpp or Misc.cpp must have the table's
// signature (a definition that differs is a conflicting declaration).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_NATIVE_RUNTIMEENTRIES_H
#define COMPASS_LIB_NATIVE_RUNTIMEENTRIES_H

#include <cstdint>

extern "C" {
#define COMPASS_RUNTIME_ENTRY(CONSTANT, SYMBOL, RESULT, PARAMS)                \
  RESULT SYMBOL PARAMS;
#include "Compass/Native/RuntimeEntries.def"
}

#endif // COMPASS_LIB_NATIVE_RUNTIMEENTRIES_H
