//===- SimulatorBindings.cpp - the simulator submodule --------------------===//
//
// `compass._compass.simulator`: Program(module, target) decodes a module's
// kernel once; Program.run(args, single_tec, step_limit) runs it on NumPy
// arrays (read and written in place through the buffer protocol) and Python
// scalars, with the GIL released, and returns the number of instructions
// executed. Decode and run failures raise SimulatorError with messages that
// name the user's source line. Its arguments are checked ones
// (compass/script/arguments.py checks a call against the parameters
// `params` describes); others raise ValueError.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "IRHandles.h"
#include "KernelArguments.h"

#include "Compass/Simulator/Simulator.h"
#include "mlir/IR/MLIRContext.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

namespace py = pybind11;
using mlir::compass::KernelArg;
using mlir::compass::KernelParam;
using mlir::compass::TargetDescription;
namespace sim = mlir::compass::sim;

namespace {
/// Raised as compass._compass.simulator.SimulatorError.
struct SimulatorError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A decoded kernel.
class PyProgram {
public:
  PyProgram(compass::python::PyModule &module, const std::string &target) {
    TargetDescription info =
        compass::python::getRunTarget<SimulatorError>(module, target);
    mlir::MLIRContext *context = module.context.get();
    compass::python::DiagnosticCollector diagnostics(context);
    mlir::FailureOr<std::unique_ptr<sim::Program>> decoded =
        sim::Program::decode(*module.module, info);
    if (mlir::failed(decoded))
      throw SimulatorError(
          diagnostics.message("the simulator cannot run this module"));
    program = std::move(*decoded);
  }

  std::vector<KernelParam> getParams() const {
    return {program->getParams().begin(), program->getParams().end()};
  }

  std::vector<std::string> getParamTypes() const {
    std::vector<std::string> types;
    for (const KernelParam &param : program->getParams())
      types.push_back(param.describe());
    return types;
  }

  std::vector<std::string> getParamNames() const {
    std::vector<std::string> names;
    for (const KernelParam &param : program->getParams())
      names.push_back(param.name);
    return names;
  }

  std::string getTarget() const { return program->getTarget().name.str(); }

  uint64_t run(const py::sequence &args, bool singleTec,
               std::optional<uint64_t> stepLimit, bool racesAsWarnings,
               bool profile) {
    compass::python::BufferViews views;
    std::vector<KernelArg> kernelArgs = compass::python::convertArguments(
        program->getParams(), args, views, "the simulator program");

    sim::RunOptions options;
    options.singleTec = singleTec;
    options.stepLimit = stepLimit.value_or(mlir::compass::kDefaultStepLimit);
    options.racesAsWarnings = racesAsWarnings;
    options.profile = profile;
    sim::RunStats stats;
    std::string error;
    mlir::LogicalResult result = mlir::failure();
    {
      py::gil_scoped_release release;
      result = program->run(kernelArgs, options, stats, error);
    }
    lastSteps = stats.steps;
    lastOutput = std::move(stats.output);
    lastWarnings = std::move(stats.warnings);
    lastProfile = std::move(stats.profile);
    lastPerfTicks.clear();
    for (const sim::PerfTickCount &tick : stats.perfTicks)
      lastPerfTicks.emplace_back(tick.cid, tick.tec, tick.instructions,
                                 tick.count);
    if (mlir::failed(result))
      throw SimulatorError(error);
    return stats.steps;
  }

  uint64_t getLastSteps() const { return lastSteps; }
  py::bytes getLastOutput() const { return py::bytes(lastOutput); }
  std::vector<std::string> getLastWarnings() const { return lastWarnings; }
  const std::vector<std::tuple<uint32_t, unsigned, uint64_t, uint64_t>> &
  getLastPerfTicks() const {
    return lastPerfTicks;
  }

  /// The profile of the latest run as plain Python data, or None.
  py::object getLastProfile() const {
    if (!lastProfile)
      return py::none();
    const sim::ProfileData &data = *lastProfile;
    py::list kinds;
    for (unsigned kind = 0; kind < sim::kInstKindCount; ++kind)
      kinds.append(
          sim::getInstKindName(static_cast<sim::InstKind>(kind)).str());
    py::list tecs;
    for (const sim::TecProfile &tec : data.tecs) {
      py::dict byKind;
      for (unsigned kind = 0; kind < sim::kInstKindCount; ++kind)
        byKind[kinds[kind]] = tec.byKind[kind];
      py::dict entry;
      entry["instructions"] = tec.instructions;
      entry["by_kind"] = byKind;
      entry["barriers"] = tec.barriers;
      entry["wait_steps"] = tec.waitSteps;
      entry["dma_count"] = tec.dmaCount;
      entry["dma_bytes"] = tec.dmaBytes;
      entry["end_time"] = tec.endTime;
      tecs.append(entry);
    }
    py::list counts;
    for (const sim::LocationCount &count : data.counts)
      counts.append(py::make_tuple(count.loc, count.tec, count.count));
    static const char *types[] = {"run", "barrier", "dma", "perf_tick"};
    py::list events;
    for (const sim::ProfileEvent &event : data.events)
      events.append(py::make_tuple(types[static_cast<unsigned>(event.type)],
                                   event.tec, event.begin, event.end,
                                   event.loc, event.value));
    py::dict result;
    result["locations"] = data.locations;
    result["tecs"] = tecs;
    result["counts"] = counts;
    result["events"] = events;
    return result;
  }

  /// The latest run's profile as Chrome trace-event JSON.
  std::string getLastTrace() const {
    if (!lastProfile)
      throw SimulatorError("the latest run was not profiled");
    return sim::formatChromeTrace(*lastProfile, program->getKernelName());
  }

private:
  std::unique_ptr<sim::Program> program;
  std::atomic<uint64_t> lastSteps{0};
  /// What S.printf printed, the warnings and the S.perf_tick_* counts (cid, TEC,
  /// instructions, fragments) of the latest run (not thread safe).
  std::string lastOutput;
  std::vector<std::string> lastWarnings;
  std::shared_ptr<sim::ProfileData> lastProfile;
  std::vector<std::tuple<uint32_t, unsigned, uint64_t, uint64_t>>
      lastPerfTicks;
};
} // namespace

namespace compass::python {
void initSimulator(py::module_ &m) {
  py::register_exception<SimulatorError>(m, "SimulatorError",
                                         PyExc_RuntimeError);

  mlir::ArrayRef<uint8_t> poison = sim::getPoisonPattern();
  m.attr("DEFAULT_STEP_LIMIT") = mlir::compass::kDefaultStepLimit;
  m.attr("POISON") =
      py::bytes(reinterpret_cast<const char *>(poison.data()), poison.size());

  py::class_<PyProgram>(m, "Program",
                        "A kernel decoded for the reference simulator")
      .def(py::init<PyModule &, const std::string &>(), py::arg("module"),
           py::arg("target") = "X2_1204",
           "Decodes the module's compass.kernel function and its callees "
           "(compass-level IR)")
      .def_property_readonly(
          "param_types", &PyProgram::getParamTypes,
          "Each kernel parameter: 'ptr:<dtype>:<space>' or a scalar dtype")
      .def_property_readonly("params", &PyProgram::getParams,
                             "The kernel's parameters (compass._compass."
                             "kernel.Param)")
      .def_property_readonly("param_names", &PyProgram::getParamNames,
                             "Each kernel parameter's Python name")
      .def_property_readonly("target", &PyProgram::getTarget)
      .def("run", &PyProgram::run, py::arg("args"),
           py::arg("single_tec") = false, py::arg("step_limit") = py::none(),
           py::arg("races_as_warnings") = false, py::arg("profile") = false,
           "Runs the kernel on all TECs; arrays are written in place. "
           "single_tec runs TEC 0..3 one after another (barriers and shared "
           "allocations then fail); step_limit bounds the instructions of "
           "all TECs together (None: DEFAULT_STEP_LIMIT); races_as_warnings "
           "reports data races in last_warnings and runs on; profile "
           "records last_profile. Returns the number of instructions "
           "executed.")
      .def_property_readonly(
          "last_profile", &PyProgram::getLastProfile,
          "The profile of the latest run with profile=True (None "
          "otherwise): {locations, tecs (totals per TEC), counts ((location "
          "index, TEC, instructions)), events ((type, TEC, begin, end, "
          "location index, value))}, in steps of each TEC's clock")
      .def("last_trace", &PyProgram::getLastTrace,
           "The latest run's profile as Chrome trace-event JSON")
      .def_property_readonly("last_warnings", &PyProgram::getLastWarnings,
                             "The warnings of the latest run (diagnostic "
                             "lines), also when it failed")
      .def_property_readonly("last_steps", &PyProgram::getLastSteps,
                             "Instructions executed by the latest run")
      .def_property_readonly("last_output", &PyProgram::getLastOutput,
                             "What S.printf printed in the latest run "
                             "(bytes), also when it failed")
      .def_property_readonly(
          "last_perf_ticks", &PyProgram::getLastPerfTicks,
          "The S.perf_tick_* counts of the latest run: (cid, TEC, "
          "instructions between the marks, fragments) tuples");
}
} // namespace compass::python
