//===- Version.cpp - what the tools print for --version -------------------===//

#include "Compass/Support/Version.h"
#include "Compass/Version.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

void mlir::compass::registerVersionPrinter(llvm::StringRef tool) {
  llvm::cl::SetVersionPrinter([name = tool.str()](llvm::raw_ostream &os) {
    os << name << " (Compass) " << COMPASS_VERSION << "\n"
       << "  built with MLIR/LLVM " << LLVM_VERSION_STRING << "\n";
  });
}
