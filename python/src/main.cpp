//===- main.cpp - the _compass Python extension ---------------------------===//
//
// One extension with a submodule per area, each filled by its own file:
// ir (builder), kernel (parameters), passes, translate, simulator, native,
// tables.
//
//===----------------------------------------------------------------------===//

#include <pybind11/pybind11.h>

namespace py = pybind11;

namespace compass::python {
void initIR(py::module_ &m);
void initKernel(py::module_ &m);
void initPasses(py::module_ &m);
void initTranslate(py::module_ &m);
void initSimulator(py::module_ &m);
void initNative(py::module_ &m);
void initTables(py::module_ &m);
} // namespace compass::python

PYBIND11_MODULE(_compass, m) {
  m.doc() = "Compass MLIR bindings (internal; use the compass package)";
  auto ir = m.def_submodule("ir", "Building and printing MLIR modules");
  compass::python::initIR(ir);
  auto kernel = m.def_submodule("kernel", "An entry kernel's parameters");
  compass::python::initKernel(kernel);
  auto passes = m.def_submodule("passes", "Pass pipelines");
  compass::python::initPasses(passes);
  auto translate = m.def_submodule("translate", "OpenCL C emission");
  compass::python::initTranslate(translate);
  auto simulator = m.def_submodule("simulator", "The reference simulator");
  compass::python::initSimulator(simulator);
  auto native = m.def_submodule("native", "Kernels JIT-compiled to host code");
  compass::python::initNative(native);
  auto tables = m.def_submodule("tables", "The C++ side's tables: targets, element types");
  compass::python::initTables(tables);
}
