//===- FuzzSupport.cpp - what the Compass fuzz targets share --------------===//

#include "FuzzSupport.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;

std::unique_ptr<MLIRContext> compass::fuzz::makeQuietContext() {
  DialectRegistry registry;
  registry.insert<CompassDialect, tir::TIRDialect, func::FuncDialect>();
  auto context = std::make_unique<MLIRContext>(
      registry, MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  // COMPASS_FUZZ_DIAGNOSTICS=1 prints them instead (to see why inputs are
  // refused, e.g. while tuning the kernel generator).
  static const bool print = std::getenv("COMPASS_FUZZ_DIAGNOSTICS") != nullptr;
  context->getDiagEngine().registerHandler([](Diagnostic &diagnostic) {
    if (print)
      llvm::errs() << diagnostic.getLocation() << ": " << diagnostic << "\n";
    return success();
  });
  return context;
}

OwningOpRef<ModuleOp> compass::fuzz::parseModule(StringRef text,
                                                 MLIRContext &context) {
  // MLIR's lexer reads the byte after the buffer (a NUL in every buffer the
  // tools and the Python bindings hand it); libFuzzer's input has none.
  std::string terminated = text.str();
  return parseSourceString<ModuleOp>(terminated, ParserConfig(&context));
}

compass::fuzz::InputModule compass::fuzz::parseInput(const uint8_t *data,
                                                     size_t size) {
  InputModule input;
  input.text = StringRef(reinterpret_cast<const char *>(data), size);
  input.context = makeQuietContext();
  if (size <= kMaxInputBytes)
    input.module = parseModule(input.text, *input.context);
  return input;
}

std::string compass::fuzz::printModule(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os);
  return text;
}

bool compass::fuzz::emitsOpenCL(ModuleOp module) {
  bool all = true;
  for (bool checked : {false, true}) {
    std::string text;
    llvm::raw_string_ostream os(text);
    OpenCLOptions options;
    options.checked = checked;
    all &= succeeded(translateToOpenCL(module, os, options));
  }
  return all;
}

void compass::fuzz::fuzzTrap(StringRef why, StringRef input) {
  llvm::errs() << "compass-fuzz: " << why << "\n--- input ---\n"
               << input << "\n--- end ---\n";
  llvm::errs().flush();
  std::abort();
}
