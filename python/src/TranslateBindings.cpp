//===- TranslateBindings.cpp - OpenCL C emission for Python ---------------===//

#include "Diagnostics.h"
#include "IRHandles.h"

#include "Compass/Target/GBuilder/GBuilder.h"
#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "llvm/Support/raw_ostream.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

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

/// The call description `call` (JSON, docs/gbuilder.md), parsed.
mlir::compass::KernelCall parseCall(PyModule &module, const std::string &call,
                                    DiagnosticCollector &diagnostics) {
  FailureOr<mlir::compass::KernelCall> parsed =
      mlir::compass::parseKernelCall(call, module.module->getLoc());
  if (failed(parsed))
    throw TranslateError(diagnostics.text());
  return std::move(*parsed);
}

std::string toGBuilderPlugin(PyModule &module,
                             std::optional<std::string> call) {
  DiagnosticCollector diagnostics(module.context.get());
  std::string text;
  llvm::raw_string_ostream os(text);
  std::optional<mlir::compass::KernelCall> parsed;
  if (call)
    parsed = parseCall(module, *call, diagnostics);
  if (failed(mlir::compass::translateToGBuilderPlugin(
          *module.module, os, parsed ? &*parsed : nullptr)))
    throw TranslateError(diagnostics.text());
  return text;
}

std::string toCompassIR(PyModule &module, const std::string &call) {
  DiagnosticCollector diagnostics(module.context.get());
  std::string text;
  llvm::raw_string_ostream os(text);
  mlir::compass::KernelCall parsed = parseCall(module, call, diagnostics);
  if (failed(mlir::compass::translateToCompassIR(*module.module, os, parsed)))
    throw TranslateError(diagnostics.text());
  return text;
}

/// (name, role, tensor index or None, parameter index) of each parameter
/// as GBuilder sees it, fake_input last when there is one.
py::list gbuilderParams(PyModule &module, std::optional<std::string> call) {
  DiagnosticCollector diagnostics(module.context.get());
  std::optional<mlir::compass::KernelCall> parsed;
  if (call)
    parsed = parseCall(module, *call, diagnostics);
  FailureOr<mlir::compass::GBuilderKernel> kernel =
      mlir::compass::getGBuilderKernel(*module.module,
                                       parsed ? &*parsed : nullptr);
  if (failed(kernel))
    throw TranslateError(diagnostics.text());
  py::list params;
  for (const mlir::compass::GBuilderParam &param : kernel->params) {
    py::object index = py::none();
    if (param.tensorIndex)
      index = py::int_(*param.tensorIndex);
    params.append(py::make_tuple(
        param.name, mlir::compass::stringifyParamRole(param.role).str(), index,
        param.argIndex));
  }
  return params;
}

} // namespace

void initTranslate(py::module_ &m) {
  py::register_exception<TranslateError>(m, "TranslateError",
                                         PyExc_RuntimeError);
  m.def("to_opencl", &toOpenCL, py::arg("module"), py::arg("checked") = false,
        "OpenCL C of a compass-level module; `checked` checks every memory "
        "access and integer divisor (see OpenCLOptions).");
  m.def("to_gbuilder_plugin", &toGBuilderPlugin, py::arg("module"),
        py::arg("call") = py::none(),
        "aipubt_gb_<func>.py of the entry kernel; `call` is the JSON call "
        "description (docs/gbuilder.md), None for non-null pointers.");
  m.def("to_compass_ir", &toCompassIR, py::arg("module"), py::arg("call"),
        "compass_ir.txt of the entry kernel called as `call` (JSON).");
  m.def("gbuilder_params", &gbuilderParams, py::arg("module"),
        py::arg("call") = py::none(),
        "[(name, role, tensor index, parameter index)] of the entry kernel's "
        "parameters as GBuilder sees them.");
  m.def(
      "kernel_name",
      [](const std::string &symbol) {
        return mlir::compass::getOpenCLKernelName(symbol);
      },
      py::arg("symbol"), "The C name of the entry kernel called `symbol`.");
}

} // namespace compass::python
