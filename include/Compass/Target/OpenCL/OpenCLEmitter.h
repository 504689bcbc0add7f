//===- OpenCLEmitter.h - compass-level IR to OpenCL C -------------*- C++
//-*-===//

#ifndef COMPASS_TARGET_OPENCL_OPENCLEMITTER_H
#define COMPASS_TARGET_OPENCL_OPENCLEMITTER_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::compass {

/// How translateToOpenCL prints.
struct OpenCLOptions {
  /// Checked mode: every memory access is checked against the memory the
  /// kernel owns and every integer divisor against zero; the first violation
  /// goes to an error buffer and the access is skipped (runtime/dsl.h). The
  /// entry kernel takes two more arguments, `__global ulong*
  /// __compass_extents` (the bytes of each pointer parameter's buffer, by
  /// parameter index) and `__global int* __compass_err` (the error record),
  /// and a trailing comment `compass-checks` lists the check sites and
  /// regions the record refers to.
  bool checked = false;
};

/// Prints the module `op` (compass-level IR) as OpenCL C for the Compass
/// builtins library (runtime/include/compass/dsl.h). Fails with a located
/// diagnostic on anything it cannot print, having written nothing useful.
LogicalResult translateToOpenCL(Operation *op, raw_ostream &os,
                                const OpenCLOptions &options = {});

/// The C name translateToOpenCL gives the entry kernel called `symbol`
/// (OpenCL keywords and reserved names are renamed).
std::string getOpenCLKernelName(StringRef symbol);

/// Registers `--to-opencl` with mlir-translate style drivers.
void registerToOpenCLTranslation();

} // namespace mlir::compass

#endif // COMPASS_TARGET_OPENCL_OPENCLEMITTER_H
