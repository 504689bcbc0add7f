//===- compass-example-opt.cpp - an *-opt on an installed Compass ---------===//
//
// Registers the compass and tir dialects and Compass's passes in a tool of
// its own, built against the Compass:: targets of find_package(Compass).
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Version.h"

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
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "Compass " COMPASS_VERSION " example optimizer\n", registry));
}
