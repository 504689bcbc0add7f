//===- compass-opt.cpp - the Compass pass driver --------------------------===//
//
// mlir-opt for Compass: every Compass dialect, pass and pipeline, plus the
// upstream canonicalizer, CSE and friends.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerTransformsPasses();
  mlir::compass::registerConversionPasses();
  mlir::compass::registerCompassPasses();
  mlir::compass::registerCompassPipelines();

  mlir::DialectRegistry registry;
  registry.insert<mlir::compass::CompassDialect, mlir::tir::TIRDialect,
                  mlir::func::FuncDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Compass optimizer driver\n", registry));
}
