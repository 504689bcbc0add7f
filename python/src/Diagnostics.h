//===- Diagnostics.h - MLIR diagnostics to Python exceptions ----*- C++ -*-===//
//
// Collects the diagnostics MLIR emits while a binding runs, rendered as
// "<file>:<line>:<col>: error: <message>" lines, so that a failure becomes one
// Python exception whose text names the user's source line.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_PYTHON_SRC_DIAGNOSTICS_H
#define COMPASS_PYTHON_SRC_DIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"

#include <string>

namespace compass::python {

/// While alive, records every diagnostic of `context` instead of printing it.
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(mlir::MLIRContext *context);

  /// All diagnostics so far, one per line (notes indented under their error).
  const std::string &text() const { return collected; }
  /// text() without its last newline, or `fallback` when nothing was said.
  std::string message(const std::string &fallback) const;

private:
  std::string collected;
  mlir::ScopedDiagnosticHandler handler;
};

} // namespace compass::python

#endif // COMPASS_PYTHON_SRC_DIAGNOSTICS_H
