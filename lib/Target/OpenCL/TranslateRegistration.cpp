//===- TranslateRegistration.cpp - register --to-opencl -------------------===//
//
// Makes the OpenCL C emitter available to mlir-translate style drivers as
// `--to-opencl` (and `--to-opencl-checked`, the checked mode), with the
// dialects of compass-level IR loaded.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "Compass/Support/Translation.h"

using namespace mlir;

static void registerDialects(DialectRegistry &registry) {
  registry.insert<compass::CompassDialect, tir::TIRDialect, func::FuncDialect>();
}

void mlir::compass::registerToOpenCLTranslation() {
  compass::registerFromMLIRTranslation(
      "to-opencl", "translate compass-level IR to OpenCL C for runtime/dsl.h",
      [](Operation *op, raw_ostream &output) {
        return translateToOpenCL(op, output);
      },
      registerDialects);
  compass::registerFromMLIRTranslation(
      "to-opencl-checked",
      "translate to OpenCL C whose memory accesses and divisors are checked",
      [](Operation *op, raw_ostream &output) {
        return translateToOpenCL(op, output, OpenCLOptions{/*checked=*/true});
      },
      registerDialects);
}
