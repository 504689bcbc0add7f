//===- NativeBindings.cpp - the native submodule --------------------------===//
//
// `compass._compass.native`: Kernel(module, target) compiles a compass-level
// module's kernel to host code (lib/Native, -compass-lower-to-llvm and
// MLIR's ExecutionEngine); Kernel.run(args) runs it on NumPy arrays in
// place and Python scalars, with the GIL released. It takes the simulator
// binding's checked arguments (KernelArguments.h) and checks nothing else:
// compile and run failures raise NativeError with the diagnostics' text,
// which names the user's source line.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "IRHandles.h"
#include "KernelArguments.h"

#include "Compass/Conversion/CompassToCore/CompassToCore.h"
#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Native/NativeKernel.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

namespace py = pybind11;
using mlir::compass::KernelArg;
using mlir::compass::KernelParam;
using mlir::compass::TargetDescription;
namespace native = mlir::compass::native;
using mlir::compass::kDefaultStepLimit;

namespace {
/// What the error of a run Ctrl-C stopped says (lib/Native/Wall.cpp).
constexpr const char *kInterrupted = "interrupted (SIGINT)";

/// Raised as compass._compass.native.NativeError.
struct NativeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A kernel compiled to host code.
class PyNativeKernel {
public:
  PyNativeKernel(compass::python::PyModule &module, const std::string &target,
                 bool checked) {
    TargetDescription info =
        compass::python::getRunTarget<NativeError>(module, target);
    tecCount = info.tecCount;
    targetName = info.name.str();
    compass::python::DiagnosticCollector diagnostics(module.context.get());
    mlir::func::FuncOp function =
        mlir::compass::getKernelFunction(*module.module);
    if (!function)
      throw NativeError("the module has no compass.kernel function");
    mlir::FailureOr<std::vector<KernelParam>> described =
        mlir::compass::describeKernelParams(function);
    if (mlir::failed(described))
      throw NativeError(diagnostics.message("bad kernel parameters"));
    params = std::move(*described);
    mlir::FailureOr<std::unique_ptr<native::NativeKernel>> compiled =
        native::NativeKernel::compile(*module.module, checked);
    if (mlir::failed(compiled))
      throw NativeError(
          diagnostics.message("the kernel cannot be compiled natively"));
    kernel = std::move(*compiled);
  }

  void run(const py::sequence &args, std::optional<uint64_t> stepLimit) {
    compass::python::BufferViews views;
    std::vector<KernelArg> converted = compass::python::convertArguments(
        params, args, views, "the native kernel");
    std::string error;
    native::RunOutput output;
    mlir::LogicalResult result = mlir::failure();
    {
      py::gil_scoped_release release;
      // The kernel's allocations are globals of its compiled code: one run
      // of it at a time.
      std::lock_guard<std::mutex> lock(running);
      result = kernel->run(params, converted, tecCount, output, error,
                           stepLimit.value_or(kDefaultStepLimit));
    }
    lastOutput = std::move(output.printed);
    lastPerfTicks.clear();
    for (const native::PerfTickTime &tick : output.perfTicks)
      lastPerfTicks.emplace_back(tick.cid, tick.tec, tick.nanoseconds,
                                 tick.count);
    if (mlir::failed(result)) {
      // Ctrl-C stopped the run: Python's handler, which the wall passed the
      // signal on to, raises KeyboardInterrupt now.
      if (error.find(kInterrupted) != std::string::npos &&
          PyErr_CheckSignals() != 0)
        throw py::error_already_set();
      throw NativeError(error);
    }
  }

  py::bytes getLastOutput() const { return py::bytes(lastOutput); }
  const std::vector<std::tuple<uint32_t, unsigned, uint64_t, uint64_t>> &
  getLastPerfTicks() const {
    return lastPerfTicks;
  }

  std::vector<KernelParam> getParams() const {
    return {params.begin(), params.end()};
  }
  std::string getTarget() const { return targetName; }
  bool isChecked() const { return kernel->isChecked(); }

private:
  std::unique_ptr<native::NativeKernel> kernel;
  std::vector<KernelParam> params;
  unsigned tecCount = 0;
  std::string targetName;
  std::mutex running;
  /// What the latest run printed, and its S.perf_tick_* fragments (cid, TEC,
  /// nanoseconds, count).
  std::string lastOutput;
  std::vector<std::tuple<uint32_t, unsigned, uint64_t, uint64_t>>
      lastPerfTicks;
};
} // namespace

namespace compass::python {
void initNative(py::module_ &m) {
  py::register_exception<NativeError>(m, "NativeError", PyExc_RuntimeError);
  m.def(
      "forms",
      [] {
        mlir::MLIRContext context;
        mlir::compass::NativeForms forms =
            mlir::compass::describeNativeForms(&context);
        return py::dict(py::arg("lowered") = forms.lowered,
                        py::arg("refused") = forms.refused,
                        py::arg("tir_level") = forms.tirLevel,
                        py::arg("missing") = forms.missing);
      },
      "The operations of the compass and tir dialects the native tier "
      "lowers ('lowered'), refuses as the other paths do ('refused'), never "
      "sees ('tir_level': -convert-tir-to-compass lowers them) and has no "
      "lowering for ('missing')");
  py::class_<PyNativeKernel>(m, "Kernel", "A kernel compiled to host code")
      .def(py::init<PyModule &, const std::string &, bool>(), py::arg("module"),
           py::arg("target") = "X2_1204", py::arg("checked") = false,
           "Compiles the module's compass.kernel function (compass-level IR) "
           "through -compass-lower-to-llvm and MLIR's ExecutionEngine; "
           "`checked`: every memory access is checked against the kernel's "
           "buffers, tables and allocations")
      .def_property_readonly(
          "checked",
          [](const PyNativeKernel &kernel) { return kernel.isChecked(); })
      .def_property_readonly("params", &PyNativeKernel::getParams,
                             "The kernel's parameters (compass._compass."
                             "kernel.Param)")
      .def_property_readonly("target", &PyNativeKernel::getTarget)
      .def_property_readonly("last_output", &PyNativeKernel::getLastOutput,
                             "What S.printf printed in the latest run")
      .def_property_readonly("last_perf_ticks",
                             &PyNativeKernel::getLastPerfTicks,
                             "The latest run's S.perf_tick_* fragments: "
                             "(cid, TEC, nanoseconds, count)")
      .def("run", &PyNativeKernel::run, py::arg("args"),
           py::arg("step_limit") = py::none(),
           "Runs the kernel on the target's TECs, in the simulator's order; "
           "arrays are written in place. Takes checked arguments, as "
           "simulator.Program.run does. A checked kernel's TECs may each run "
           "`step_limit` loop iterations (None: the default).");
}
} // namespace compass::python
