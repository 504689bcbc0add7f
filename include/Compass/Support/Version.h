//===- Version.h - what the tools print for --version -----------*- C++ -*-===//

#ifndef COMPASS_SUPPORT_VERSION_H
#define COMPASS_SUPPORT_VERSION_H

#include "llvm/ADT/StringRef.h"

namespace mlir::compass {

/// Makes `--version` print the Compass version (Compass/Version.h) and the
/// MLIR/LLVM it was built with, under the name `tool`. Call it before the
/// command line is parsed.
void registerVersionPrinter(llvm::StringRef tool);

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_VERSION_H
