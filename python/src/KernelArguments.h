//===- KernelArguments.h - checked Python arguments for a kernel -*- C++ -*-===//
//
// The conversion of one checked Python argument (compass/script/arguments.py
// checked the call against the kernel's parameters) into a KernelArg: an
// array (or (array, byte offset), a NumPy view passed as its base) or None
// for a pointer, a Python number for a scalar. The simulator's binding and
// the native one take their arguments through it, so both read a call alike,
// and their module and target through getRunTarget.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_PYTHON_SRC_KERNELARGUMENTS_H
#define COMPASS_PYTHON_SRC_KERNELARGUMENTS_H

#include "IRHandles.h"

#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Dialect/Compass/IR/Targets.h"

#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>
#include <vector>

namespace compass::python {

/// Buffer views held for the duration of one run; released with the GIL
/// held.
class BufferViews {
public:
  BufferViews() = default;
  BufferViews(const BufferViews &) = delete;
  BufferViews &operator=(const BufferViews &) = delete;
  ~BufferViews();
  /// Takes a writable C-contiguous view of `object`, or returns nullptr.
  Py_buffer *acquire(pybind11::handle object);
  void reserve(size_t n) { views.reserve(n); }

private:
  std::vector<Py_buffer> views;
};

/// Converts the checked argument `object` for parameter `index` (`param`);
/// an argument the check would not have passed raises ValueError naming
/// `consumer` ("the simulator program", …).
mlir::compass::KernelArg
convertArgument(size_t index, const mlir::compass::KernelParam &param,
                pybind11::handle object, BufferViews &views,
                const char *consumer);

/// Converts `args`, one per parameter of `params` (ValueError for another
/// count), with convertArgument; the buffers stay viewed through `views`.
std::vector<mlir::compass::KernelArg>
convertArguments(llvm::ArrayRef<mlir::compass::KernelParam> params,
                 const pybind11::sequence &args, BufferViews &views,
                 const char *consumer);

/// The target a kernel of `module` runs on; raises `Error` (the binding's
/// exception) for an unknown target name or an empty module.
template <typename Error>
mlir::compass::TargetDescription getRunTarget(PyModule &module,
                                              const std::string &target) {
  std::optional<mlir::compass::TargetDescription> info =
      mlir::compass::lookupTarget(target);
  if (!info)
    throw Error("unknown target '" + target + "'");
  if (!module.module)
    throw Error("the module is empty");
  return *info;
}

} // namespace compass::python

#endif // COMPASS_PYTHON_SRC_KERNELARGUMENTS_H
