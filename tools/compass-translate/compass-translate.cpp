//===- compass-translate.cpp - the Compass translation driver -------------===//
//
// mlir-translate for Compass: `--to-opencl` prints compass-level IR as OpenCL
// C for the runtime in runtime/include/compass/dsl.h; `--to-gbuilder-plugin`
// and `--to-compass-ir` print GBuilder's files (docs/gbuilder.md). It runs
// on a large stack, and the translations refuse an input nested deeper than
// that stack holds (Support/Nesting.h).
//
//===----------------------------------------------------------------------===//

#include "Compass/Target/GBuilder/GBuilder.h"
#include "Compass/Support/Nesting.h"
#include "Compass/Support/ToolErrors.h"
#include "Compass/Support/Version.h"
#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

#include "llvm/Support/InitLLVM.h"

int main(int argc, char **argv) {
  // Signal handlers (and their alternate stack) belong to the main thread:
  // registered first on the large stack's thread, that thread's exit would
  // free an alternate stack ASan takes for its own.
  llvm::InitLLVM init(argc, argv);
  mlir::compass::registerVersionPrinter("compass-translate");
  mlir::compass::installToolErrorHandler();
  mlir::compass::registerToOpenCLTranslation();
  mlir::compass::registerGBuilderTranslations();
  return mlir::compass::runWithLargeStack([&] {
    return mlir::failed(
        mlir::mlirTranslateMain(argc, argv, "Compass translation driver\n"));
  });
}
