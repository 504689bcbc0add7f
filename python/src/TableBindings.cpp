//===- TableBindings.cpp - the compiler's tables for Python ---------------===//
//
// Python reads the C++ side's tables rather than keeping copies of them:
// the Zhouyi targets (Targets.cpp) for CompassInfo, the element types
// (ElementTypes.def) for DataType, and the words of the run errors the
// checked C's record leaves Python to spell (ExecutionLimits.h).
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/ExecutionLimits.h"

#include <pybind11/pybind11.h>

namespace py = pybind11;

namespace compass::python {

void initTables(py::module_ &m) {
  m.def(
      "targets",
      [] {
        py::list targets;
        for (const mlir::compass::TargetDescription &target :
             mlir::compass::getTargetDescriptions()) {
          py::dict row;
          row["name"] = target.name.str();
          row["core_count"] = target.coreCount;
          row["tec_count"] = target.tecCount;
          row["lsram_size_per_piece"] = target.lsramBytes;
          row["lsram_piece_count"] = target.lsramPieces;
          row["gsram_size_per_piece"] = target.sharedBytes;
          row["gsram_piece_count"] = target.sharedPieces;
          row["buildable"] = target.buildable;
          targets.append(row);
        }
        return targets;
      },
      "Every Zhouyi target, X1 included, as dicts of CompassInfo's fields "
      "and `buildable` (the DSL builds for it)");
  m.def(
      "element_bits",
      [] {
        py::dict bits;
        for (const mlir::compass::ElementInfo &info :
             mlir::compass::getElementInfos())
          bits[py::str(info.dtype.str())] = info.bits;
        return bits;
      },
      "The element types in table order: DSL name (int8 … bool) → storage "
      "bits");
  m.def("loop_step_limit_error", &mlir::compass::getLoopStepLimitError,
        py::arg("limit"),
        "The error of a TEC of a checked run that begins a loop iteration "
        "past `limit` (the checked C's and the checked native mode's)");
}

} // namespace compass::python
