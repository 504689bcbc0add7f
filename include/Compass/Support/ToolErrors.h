//===- ToolErrors.h - the tools' errors that LLVM would make fatal -*- C++ -*-===//

#ifndef COMPASS_SUPPORT_TOOLERRORS_H
#define COMPASS_SUPPORT_TOOLERRORS_H

namespace mlir::compass {

/// Makes LLVM's fatal errors of a tool (an output that cannot be written,
/// as `-o /dev/full`: "IO failure on output stream") an "error: …" line and
/// exit status 1, as the tool's other errors, instead of "LLVM ERROR: …".
void installToolErrorHandler();

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_TOOLERRORS_H
