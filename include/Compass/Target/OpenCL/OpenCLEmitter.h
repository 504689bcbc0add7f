//===- OpenCLEmitter.h - compass-level IR to OpenCL C -------------*- C++
//-*-===//

#ifndef COMPASS_TARGET_OPENCL_OPENCLEMITTER_H
#define COMPASS_TARGET_OPENCL_OPENCLEMITTER_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::compass {

/// Prints the module `op` (compass-level IR) as OpenCL C for the Compass
/// builtins library (runtime/compass_dsl.h). Fails with a located diagnostic
/// on anything it cannot print, having written nothing useful.
LogicalResult translateToOpenCL(Operation *op, raw_ostream &os);

/// The C name translateToOpenCL gives the entry kernel called `symbol`
/// (OpenCL keywords and reserved names are renamed).
std::string getOpenCLKernelName(StringRef symbol);

/// Registers `--to-opencl` with mlir-translate style drivers.
void registerToOpenCLTranslation();

} // namespace mlir::compass

#endif // COMPASS_TARGET_OPENCL_OPENCLEMITTER_H
