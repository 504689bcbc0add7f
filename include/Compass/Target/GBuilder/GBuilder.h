//===- GBuilder.h - GBuilder plugin and Compass IR of a kernel ------------===//
//
// Upstream's build writes, next to the kernel's object file, the two files
// GBuilder (aipugb) reads to run the kernel as a one-layer graph: the
// plugin aipubt_gb_<func>.py and the graph compass_ir.txt (+ compass_ir.bin,
// the constant tensors' bytes). docs/gbuilder.md describes both.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_TARGET_GBUILDER_GBUILDER_H
#define COMPASS_TARGET_GBUILDER_GBUILDER_H

#include "Compass/Target/GBuilder/ParamRoles.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::compass {

/// One argument of a call of the kernel, as GBuilder's files need it.
struct CallArgument {
  enum class Kind { Array, Scalar, Null } kind = Kind::Scalar;
  SmallVector<int64_t> shape; ///< Array: the NumPy shape
  std::string dtype;          ///< Array: the NumPy dtype name
  std::string value;          ///< Scalar: the value as Python prints it
  /// Array: the byte offset in it of the kernel's pointer (a NumPy view,
  /// passed as its base: the array is the base).
  uint64_t offset = 0;
};

/// The arguments of one call, one per kernel parameter.
using KernelCall = SmallVector<CallArgument>;

/// Parses a call description (docs/gbuilder.md): a JSON array with one item
/// per parameter, `{"shape": [4, 8], "dtype": "int32"}` for an array (with
/// `"offset": <bytes>` for a view passed as its base plus that offset),
/// `null` for a null pointer, a string or number for a scalar's value.
/// Reports a located error at `loc` on malformed text.
FailureOr<KernelCall> parseKernelCall(StringRef json, Location loc);

/// One parameter as GBuilder sees it (after the call, if known).
struct GBuilderParam {
  std::string name;  ///< the Python name (compass.arg_name)
  std::string dtype; ///< the DSL dtype: pointee element or scalar
  ParamRole role;
  /// input_tensor/output_tensor: index among the layer's inputs/outputs.
  std::optional<unsigned> tensorIndex;
  /// The kernel parameter it stands for; fake_input repeats a tensor's.
  unsigned argIndex;
  /// The appended fake_input (the kernel has no input tensor).
  bool isFakeInput = false;
  /// Constant-tensor and descriptor arrays: byte offset in their blob.
  uint64_t blobOffset = 0;
  /// Input and output tensors: the byte offset of the kernel's pointer in
  /// the tensor (CallArgument::offset), as upstream's `_get_addr`.
  uint64_t pointerOffset = 0;
};

/// The entry kernel's name and its parameters as GBuilder sees them, in
/// parameter order (fake_input last when there is one).
struct GBuilderKernel {
  std::string name;
  SmallVector<GBuilderParam> params;
};

/// The entry kernel of `module` and its parameters as GBuilder sees them.
/// With `call`, null pointers become attrs (value 0) and shapes are known.
/// Fails with an error located at the kernel when there is no output tensor
/// or a name (kernel or parameter) is not a Python identifier.
FailureOr<GBuilderKernel> getGBuilderKernel(ModuleOp module,
                                            const KernelCall *call);

/// Bytes of one element of the NumPy/DSL dtype `dtype` (0 when unknown).
unsigned getDtypeBytes(StringRef dtype);

/// Prints the GBuilder plugin aipubt_gb_<func>.py of the entry kernel of
/// `op` (a module). Without `call` every pointer is taken as non-null.
LogicalResult translateToGBuilderPlugin(Operation *op, raw_ostream &os,
                                        const KernelCall *call = nullptr);

/// Prints compass_ir.txt of the entry kernel of `op` called with `call`.
LogicalResult translateToCompassIR(Operation *op, raw_ostream &os,
                                   const KernelCall &call);

/// Registers `--to-gbuilder-plugin` and `--to-compass-ir` (option
/// `--compass-call=<json>`) with mlir-translate style drivers.
void registerGBuilderTranslations();

} // namespace mlir::compass

#endif // COMPASS_TARGET_GBUILDER_GBUILDER_H
