//===- ToolErrors.cpp - the tools' errors that LLVM would make fatal -----===//

#include "Compass/Support/ToolErrors.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <unistd.h>

void mlir::compass::installToolErrorHandler() {
  llvm::install_fatal_error_handler(
      [](void *, const char *reason, bool) {
        // llvm::errs() may be the stream that failed: write directly.
        std::string line = std::string("error: ") + reason + "\n";
        (void)!::write(2, line.data(), line.size());
        llvm::sys::Process::Exit(1, /*NoCleanup=*/true);
      },
      nullptr);
}
