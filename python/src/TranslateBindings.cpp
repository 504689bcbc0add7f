//===- TranslateBindings.cpp - OpenCL C emission for Python ---------------===//

#include "Diagnostics.h"
#include "IRHandles.h"

#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "llvm/Support/raw_ostream.h"

#include <pybind11/pybind11.h>

namespace py = pybind11;
using namespace mlir;

namespace compass::python {
namespace {

struct TranslateError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string toOpenCL(PyModule &module, bool checked) {
  DiagnosticCollector diagnostics(module.context.get());
  std::string code;
  llvm::raw_string_ostream os(code);
  mlir::compass::OpenCLOptions options;
  options.checked = checked;
  if (failed(mlir::compass::translateToOpenCL(*module.module, os, options)))
    throw TranslateError(diagnostics.text());
  return code;
}

} // namespace

void initTranslate(py::module_ &m) {
  py::register_exception<TranslateError>(m, "TranslateError",
                                         PyExc_RuntimeError);
  m.def("to_opencl", &toOpenCL, py::arg("module"), py::arg("checked") = false,
        "OpenCL C of a compass-level module; `checked` checks every memory "
        "access and integer divisor (see OpenCLOptions).");
  m.def(
      "kernel_name",
      [](const std::string &symbol) {
        return mlir::compass::getOpenCLKernelName(symbol);
      },
      py::arg("symbol"), "The C name of the entry kernel called `symbol`.");
}

} // namespace compass::python
