//===- Diagnostics.cpp - MLIR diagnostics to Python exceptions ------------===//

#include "Diagnostics.h"

#include "Compass/Support/Locations.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static StringRef severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  return "error";
}

::compass::python::DiagnosticCollector::DiagnosticCollector(
    MLIRContext *context)
    : handler(context, [this](Diagnostic &diag) {
        llvm::raw_string_ostream os(collected);
        os << mlir::compass::formatLocation(diag.getLocation()) << ": "
           << severityName(diag.getSeverity()) << ": " << diag.str() << "\n";
        for (const Diagnostic &note : diag.getNotes())
          os << "  " << mlir::compass::formatLocation(note.getLocation())
             << ": note: " << note.str() << "\n";
        return success();
      }) {}

namespace compass::python {
std::string DiagnosticCollector::message(const std::string &fallback) const {
  std::string text = collected;
  while (!text.empty() && text.back() == '\n')
    text.pop_back();
  return text.empty() ? fallback : text;
}
} // namespace compass::python
