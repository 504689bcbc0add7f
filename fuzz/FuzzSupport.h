//===- FuzzSupport.h - what the Compass fuzz targets share -------*- C++ -*-===//
//
// A context that knows every dialect the tools know and swallows
// diagnostics (a rejected input is a correct outcome, not a finding), and a
// quiet parser. Findings are what libFuzzer sees: sanitizer reports,
// aborts, hangs, and the targets' own checks (fuzzTrap).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_FUZZ_FUZZSUPPORT_H
#define COMPASS_FUZZ_FUZZSUPPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace mlir::compass::fuzz {

/// Inputs longer than this are ignored: the parser is linear, and short
/// inputs keep the executions per second high.
constexpr size_t kMaxInputBytes = 16 * 1024;

/// A fresh context with the tir, compass and func dialects loaded, threads
/// off and every diagnostic dropped (printed under COMPASS_FUZZ_DIAGNOSTICS).
std::unique_ptr<MLIRContext> makeQuietContext();

/// `text` parsed (and verified) as a module, or null.
OwningOpRef<ModuleOp> parseModule(llvm::StringRef text, MLIRContext &context);

/// A libFuzzer input read as IR: its text and, in a fresh quiet context, the
/// module it parses and verifies to (null if it does not, or if the input
/// is longer than kMaxInputBytes).
struct InputModule {
  llvm::StringRef text;
  std::unique_ptr<MLIRContext> context;
  OwningOpRef<ModuleOp> module;
};
InputModule parseInput(const uint8_t *data, size_t size);

/// `module` in its custom form.
std::string printModule(ModuleOp module);

/// Whether `module` prints as OpenCL C both plain and checked (the text is
/// dropped).
bool emitsOpenCL(ModuleOp module);

/// Prints `why` and the input that led there, then aborts: a finding that
/// is not a crash (a broken invariant the target checks itself).
[[noreturn]] void fuzzTrap(llvm::StringRef why, llvm::StringRef input);

} // namespace mlir::compass::fuzz

#endif // COMPASS_FUZZ_FUZZSUPPORT_H
