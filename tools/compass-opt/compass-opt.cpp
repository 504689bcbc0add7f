//===- compass-opt.cpp - the Compass pass driver --------------------------===//
//
// mlir-opt for Compass: every Compass dialect, pass and pipeline, plus the
// upstream canonicalizer, CSE and friends. It runs on a large stack and
// refuses an input nested deeper than that stack holds (Support/Nesting.h).
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Support/Nesting.h"
#include "Compass/Support/ToolErrors.h"
#include "Compass/Support/Version.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

/// MlirOptMain(argc, argv, …) with the input's nesting checked first.
static int compassOptMain(int argc, char **argv) {
  registerTransformsPasses();
  compass::registerConversionPasses();
  compass::registerCompassPasses();
  compass::registerCompassPipelines();

  DialectRegistry registry;
  registry.insert<compass::CompassDialect, tir::TIRDialect, func::FuncDialect>();
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "Compass optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (!compass::checkNestingDepth(*file))
    return 1;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(file), registry, config)))
    return 1;
  output->keep();
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  compass::registerVersionPrinter("compass-opt");
  compass::installToolErrorHandler();
  return compass::runWithLargeStack([&] { return compassOptMain(argc, argv); });
}
