//===- KernelParams.h - the entry kernel's parameters, as callers see them ===//
//
// The one description of a kernel's parameters, read from the module: its
// `compass.kernel` function's argument types and argument attributes
// (`compass.name`, `compass.size` on an S.size_* scalar, `compass.shapes` on
// a pointer the kernel matches with S.match_buffer). The simulator, the
// native tier, the Python call's argument check and the POCL runner all read
// it, and take a launch's arguments as KernelArgs.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_KERNELPARAMS_H
#define COMPASS_DIALECT_COMPASS_IR_KERNELPARAMS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir {
class FunctionOpInterface;
} // namespace mlir

namespace mlir::compass {

/// One extent of an S.match_buffer shape on a parameter: a constant, or the
/// value the call passes for the scalar parameter `param`.
struct ShapeExtent {
  int64_t value = 0;
  /// The index of the scalar parameter, or -1 for a constant.
  int param = -1;
};

/// One parameter of the entry kernel.
struct KernelParam {
  /// The Python name (`compass.name`), or `arg<i>`.
  std::string name;
  /// Pointers take an array or null, the rest a scalar.
  bool isPointer = false;
  /// DSL dtype of a scalar parameter or of a pointer's pointee: int8 …
  /// uint32, float16, bfloat16, float32, bool, a vector such as int32x8, or
  /// void.
  std::string dtype;
  /// Address space of a pointer (global, lsram, …); empty for scalars.
  std::string space;
  /// Scalars: storage width in bits (1 for bool) and kind.
  unsigned bits = 0;
  bool isFloat = false;
  bool isSigned = false;
  /// An S.size_* scalar: the call may not pass a negative value.
  bool isSize = false;
  /// Pointers: the shapes S.match_buffer declares on the parameter, whose
  /// extents are all known at the call (the array holds at least as many
  /// elements as each).
  std::vector<std::vector<ShapeExtent>> shapes;

  /// "ptr:<dtype>:<space>" for pointers, the dtype for scalars.
  std::string describe() const;

  /// The bit pattern of an integer given as its two's complement bits, for
  /// an integer (wraps to the width), bool (nonzero is true) or float
  /// (rounded to nearest even) parameter.
  uint64_t encodeInteger(int64_t value) const;
  /// The bit pattern of `value` rounded to nearest even to the float
  /// parameter's format (C conversion for integer parameters).
  uint64_t encodeFloat(double value) const;
};

/// One argument of a kernel launch, in the order of the kernel's
/// parameters, as every engine takes it (the simulator, the native tier).
struct KernelArg {
  enum class Kind { Buffer, Scalar, Null };
  Kind kind = Kind::Null;
  /// Buffer: the caller's memory, read and written in place.
  uint8_t *data = nullptr;
  uint64_t bytes = 0;
  /// Buffer: the byte offset in `data` where the kernel's pointer points (a
  /// NumPy view's first element in its base); accesses may reach all of
  /// `data`, before it too, and are reported relative to it.
  uint64_t offset = 0;
  /// Scalar: the value's bit pattern in the parameter's type, low bytes.
  uint64_t bits = 0;
};

/// Name of the unit argument attribute of an S.size_* parameter.
constexpr StringLiteral kSizeAttrName = "compass.size";
/// Name of the argument attribute holding a pointer parameter's
/// S.match_buffer shapes: an array of shapes, each an array of extents, each
/// a positive integer or the `compass.name` of a scalar parameter.
constexpr StringLiteral kShapesAttrName = "compass.shapes";

/// The function marked `compass.kernel` in `module`, or null.
func::FuncOp getKernelFunction(ModuleOp module);

/// The one function marked `compass.kernel` in `module`; fails, reporting
/// "has no func.func marked 'compass.kernel' to <purpose>" on the module or
/// a second kernel on it, when there is not exactly one. Every consumer that
/// runs, prints or describes a module's kernel finds it here.
FailureOr<func::FuncOp> findKernelFunction(ModuleOp module, StringRef purpose);

/// The parameters of `kernel`; a parameter of a type no caller can pass (or
/// an attribute that does not fit it) is reported on `kernel` and fails.
FailureOr<std::vector<KernelParam>> describeKernelParams(func::FuncOp kernel);

/// True when every call refuses a negative value for the scalar argument
/// `index` of `function`, the `compass.kernel` function: an S.size_*
/// parameter (`compass.size`) or an extent an S.match_buffer shape names
/// (`compass.shapes`).
/// The code may take it as never negative.
bool isNeverNegativeParam(FunctionOpInterface function, unsigned index);

/// Checks the `compass.size` / `compass.shapes` attribute `attribute` of
/// argument `index` of `function` (the dialect's argument verifier).
LogicalResult verifyKernelParamAttribute(Operation *function, unsigned index,
                                         NamedAttribute attribute);

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_KERNELPARAMS_H
