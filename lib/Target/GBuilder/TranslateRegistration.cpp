//===- TranslateRegistration.cpp - register the GBuilder translations -----===//
//
// `--to-gbuilder-plugin` prints aipubt_gb_<func>.py, `--to-compass-ir`
// prints compass_ir.txt; both take the call as `--compass-call=<json>`
// (required by the latter; docs/gbuilder.md).
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Target/GBuilder/GBuilder.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "Compass/Support/Translation.h"

#include "llvm/Support/CommandLine.h"

using namespace mlir;
using namespace mlir::compass;

static void registerDialects(DialectRegistry &registry) {
  registry.insert<CompassDialect, tir::TIRDialect, func::FuncDialect>();
}

void mlir::compass::registerGBuilderTranslations() {
  static llvm::cl::opt<std::string> callOption(
      "compass-call",
      llvm::cl::desc("the kernel call as JSON, one item per parameter: "
                     "{\"shape\": [..], \"dtype\": \"..\"} for an array, "
                     "null for a null pointer, a scalar's value"),
      llvm::cl::init(""));

  auto parseCall = [](Operation *op) -> FailureOr<KernelCall> {
    return parseKernelCall(callOption, op->getLoc());
  };

  compass::registerFromMLIRTranslation(
      "to-gbuilder-plugin",
      "print the GBuilder plugin aipubt_gb_<func>.py of the entry kernel",
      [parseCall](Operation *op, raw_ostream &output) -> LogicalResult {
        if (callOption.empty())
          return translateToGBuilderPlugin(op, output);
        FailureOr<KernelCall> call = parseCall(op);
        if (failed(call))
          return failure();
        return translateToGBuilderPlugin(op, output, &*call);
      },
      registerDialects);

  compass::registerFromMLIRTranslation(
      "to-compass-ir",
      "print compass_ir.txt of a call of the entry kernel (--compass-call)",
      [parseCall](Operation *op, raw_ostream &output) -> LogicalResult {
        if (callOption.empty())
          return op->emitError()
                 << "--to-compass-ir needs the call's arrays: pass "
                    "--compass-call=<json>";
        FailureOr<KernelCall> call = parseCall(op);
        if (failed(call))
          return failure();
        return translateToCompassIR(op, output, *call);
      },
      registerDialects);
}
