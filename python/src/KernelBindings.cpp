//===- KernelBindings.cpp - the kernel submodule --------------------------===//
//
// `compass._compass.kernel`: the one description of an entry kernel's
// parameters (KernelParams.h), read from a module, which the Python call's
// argument check (compass/script/arguments.py) and both execution paths
// use; and `annotate`, by which the front end records in the module what
// only it knows of a parameter (an S.size_* annotation, the shapes
// S.match_buffer declares on a pointer).
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "IRHandles.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

namespace py = pybind11;
using mlir::compass::KernelParam;

namespace {
/// The module's kernel, or a ValueError.
mlir::func::FuncOp kernelOf(compass::python::PyModule &module) {
  mlir::func::FuncOp kernel =
      module.module ? mlir::compass::getKernelFunction(*module.module)
                    : mlir::func::FuncOp();
  if (!kernel)
    throw py::value_error("the module has no compass.kernel function");
  return kernel;
}

/// A parameter's S.match_buffer shapes: each extent an int, or ("param", i)
/// for the value the call passes for the scalar parameter i.
py::list shapesOf(const KernelParam &param) {
  py::list shapes;
  for (const auto &shape : param.shapes) {
    py::list extents;
    for (const mlir::compass::ShapeExtent &extent : shape) {
      if (extent.param < 0)
        extents.append(extent.value);
      else
        extents.append(py::make_tuple("param", extent.param));
    }
    shapes.append(extents);
  }
  return shapes;
}

std::vector<KernelParam> describe(compass::python::PyModule &module) {
  mlir::func::FuncOp kernel = kernelOf(module);
  compass::python::DiagnosticCollector diagnostics(module.context.get());
  mlir::FailureOr<std::vector<KernelParam>> params =
      mlir::compass::describeKernelParams(kernel);
  if (mlir::failed(params))
    throw py::value_error(diagnostics.text());
  return std::move(*params);
}

/// Records S.size_* parameters (`sizes`: indices) and the S.match_buffer
/// shapes of pointer parameters (`shapes`: index → shapes, each extent an
/// int, ("param", i) or None for an extent the kernel computes: a shape with
/// one is left out, as the call cannot check it).
void annotate(compass::python::PyModule &module, const std::vector<int> &sizes,
              const py::dict &shapes) {
  mlir::func::FuncOp kernel = kernelOf(module);
  mlir::Builder builder(module.context.get());
  unsigned count = kernel.getNumArguments();
  auto checkIndex = [&](int index) {
    if (index < 0 || static_cast<unsigned>(index) >= count)
      throw py::index_error("the kernel has no parameter " +
                            std::to_string(index));
  };
  for (int index : sizes) {
    checkIndex(index);
    kernel.setArgAttr(index, mlir::compass::kSizeAttrName,
                      builder.getUnitAttr());
  }
  for (auto [key, value] : shapes) {
    int index = key.cast<int>();
    checkIndex(index);
    llvm::SmallVector<mlir::Attribute> known;
    for (py::handle shape : value.cast<py::sequence>()) {
      llvm::SmallVector<mlir::Attribute> extents;
      bool computed = false;
      for (py::handle extent : shape.cast<py::sequence>()) {
        if (extent.is_none()) {
          computed = true;
        } else if (py::isinstance<py::tuple>(extent)) {
          int param = extent.cast<py::tuple>()[1].cast<int>();
          checkIndex(param);
          auto name = kernel.getArgAttrOfType<mlir::StringAttr>(
              param, mlir::compass::CompassDialect::getArgNameAttrName());
          if (!name)
            throw py::value_error("parameter " + std::to_string(param) +
                                  " has no name");
          extents.push_back(name);
        } else {
          extents.push_back(builder.getI64IntegerAttr(extent.cast<int64_t>()));
        }
      }
      if (!computed)
        known.push_back(builder.getArrayAttr(extents));
    }
    if (!known.empty())
      kernel.setArgAttr(index, mlir::compass::kShapesAttrName,
                        builder.getArrayAttr(known));
  }
}
} // namespace

namespace compass::python {
void initKernel(py::module_ &m) {
  py::class_<KernelParam>(m, "Param", "One parameter of an entry kernel")
      .def_readonly("name", &KernelParam::name, "The Python name")
      .def_readonly("is_pointer", &KernelParam::isPointer)
      .def_readonly("dtype", &KernelParam::dtype,
                    "A scalar's dtype, or a pointer's pointee ('void' too)")
      .def_readonly("space", &KernelParam::space,
                    "A pointer's address space; '' for a scalar")
      .def_readonly("is_size", &KernelParam::isSize,
                    "An S.size_* scalar, which can't be negative")
      .def_property_readonly("shapes", &shapesOf,
                             "The S.match_buffer shapes the call checks: "
                             "lists of extents, each an int or "
                             "('param', index of a scalar parameter)")
      .def("describe", &KernelParam::describe,
           "'ptr:<dtype>:<space>' or a scalar dtype")
      .def("__repr__", [](const KernelParam &param) {
        return "<Param " + param.name + ": " + param.describe() + ">";
      });
  m.def("params", &describe, py::arg("module"),
        "The parameters of the module's compass.kernel function");
  m.def("annotate", &annotate, py::arg("module"), py::arg("sizes"),
        py::arg("shapes"),
        "Records the S.size_* parameters (indices) and the S.match_buffer "
        "shapes of pointer parameters ({index: [[extent, ...], ...]}) on the "
        "module's kernel");
}
} // namespace compass::python
