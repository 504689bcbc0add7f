//===- PassBindings.cpp - pass pipelines for Python -----------------------===//
//
// Runs the same pipelines compass-opt registers, on a module built by the
// front end, turning failures into one exception with located diagnostics.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "IRHandles.h"

#include "Compass/Conversion/Passes.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

namespace py = pybind11;
using namespace mlir;

namespace compass::python {
namespace {

struct PassError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Lowers the front end's tir module to compass-level IR in place.
void lowerToCompass(PyModule &module, const std::string &target,
                    const std::vector<std::string> &disable) {
  DiagnosticCollector diagnostics(module.context.get());
  PassManager pm(module.context.get());
  mlir::compass::CompassLowerOptions options;
  options.target = target;
  options.disable = disable;
  std::string invalid;
  if (failed(mlir::compass::verifyCompassLowerOptions(
          options, [&](const llvm::Twine &message) {
            invalid = message.str();
            return failure();
          })))
    throw PassError(invalid);
  mlir::compass::buildTIRToCompassPipeline(pm, options);
  LogicalResult result = failure();
  {
    py::gil_scoped_release release;
    result = pm.run(*module.module);
  }
  if (failed(result))
    throw PassError(diagnostics.text());
}

} // namespace

void initPasses(py::module_ &m) {
  py::register_exception<PassError>(m, "PassError", PyExc_RuntimeError);
  std::vector<std::string> optional(
      mlir::compass::getCompassLowerOptionalPasses().begin(),
      mlir::compass::getCompassLowerOptionalPasses().end());
  m.attr("OPTIONAL_PASSES") = py::tuple(py::cast(optional));
  m.def("lower_to_compass", &lowerToCompass, py::arg("module"),
        py::arg("target") = "X2_1204",
        py::arg("disable") = std::vector<std::string>{},
        "Run the compass-lower pipeline on the module, in place, without "
        "the optional passes named in `disable` (canonicalize, cse, "
        "compass-remove-loop-guards, compass-combine-instructions, "
        "compass-simplify).");
}

} // namespace compass::python
