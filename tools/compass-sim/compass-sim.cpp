//===- compass-sim.cpp - run a compass-level kernel in the simulator ------===//
//
// A command-line front end of lib/Simulator for tests and debugging (in the
// manner of XLA's mlir-interpreter-runner): it parses a compass-level .mlir
// file, decodes its `compass.kernel` function, runs it with the arguments
// given by --arg (one per kernel parameter, in order) and prints every
// buffer argument afterwards, one line each:
//
//   arg0 = [1, 2, 3]
//
// --profile=FILE profiles the run and writes its timeline as Chrome
// trace-event JSON (sim::formatChromeTrace).
//
// Decode errors are MLIR diagnostics (checkable with --verify-diagnostics);
// run errors ("file:line:col: error: … (TEC n)") go to stderr, and both make
// the exit code 1.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Native/NativeKernel.h"
#include "Compass/Simulator/Simulator.h"
#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/Nesting.h"
#include "Compass/Support/ToolErrors.h"
#include "Compass/Support/Version.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::compass;
namespace sim = mlir::compass::sim;

static llvm::cl::OptionCategory simCategory("compass-sim options");

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input file>"),
                                                llvm::cl::init("-"),
                                                llvm::cl::cat(simCategory));

static llvm::cl::list<std::string> argSpecs(
    "arg",
    llvm::cl::desc(
        "A kernel argument, one per parameter in order:\n"
        "  buffer:<type>:<count>[:<init>]  a buffer of <count> elements\n"
        "      of <type> (si8 ui8 si16 ui16 si32 ui32 f16 bf16 f32), where\n"
        "      <init> is zeros (the default), iota (0, 1, 2, ...),\n"
        "      fill=<v> or values=<v0>,<v1>,... (at most <count>; the\n"
        "      rest are 0)\n"
        "  scalar:<type>:<value>           a scalar (i1 takes 0 or 1)\n"
        "  null                            a null pointer"),
    llvm::cl::value_desc("spec"), llvm::cl::cat(simCategory));

static llvm::cl::opt<std::string>
    targetName("target", llvm::cl::desc("The Zhouyi target"),
               llvm::cl::init("X2_1204"), llvm::cl::cat(simCategory));

static llvm::cl::opt<bool>
    singleTec("single-tec",
              llvm::cl::desc("Run TEC 0, 1, ... one after another (upstream's "
                             "CPS_TVM_PYSIM_SINGLE_THREAD)"),
              llvm::cl::cat(simCategory));

static llvm::cl::opt<uint64_t> stepLimit(
    "step-limit",
    llvm::cl::desc("Instructions all TECs may execute together (the "
                   "simulator), loop iterations each TEC may run (--engine="
                   "native --checked)"),
    llvm::cl::init(kDefaultStepLimit), llvm::cl::cat(simCategory));

static llvm::cl::opt<bool>
    printSteps("print-steps",
               llvm::cl::desc("Print the number of executed instructions"),
               llvm::cl::cat(simCategory));

static llvm::cl::opt<unsigned>
    repeat("repeat",
           llvm::cl::desc("Run the kernel this many times (on the same "
                          "buffers, for timing)"),
           llvm::cl::init(1), llvm::cl::cat(simCategory));

static llvm::cl::opt<bool>
    printTime("print-time",
              llvm::cl::desc("Print the best wall time of the runs"),
              llvm::cl::cat(simCategory));

static llvm::cl::opt<std::string> profileFile(
    "profile",
    llvm::cl::desc("Profile the (last) run and write its timeline to this "
                   "file as Chrome trace-event JSON (Perfetto, "
                   "chrome://tracing), in steps of each TEC"),
    llvm::cl::value_desc("file"), llvm::cl::cat(simCategory));

static llvm::cl::opt<std::string> engine(
    "engine",
    llvm::cl::desc("sim: the checked simulator (the default); native: the "
                   "kernel JIT-compiled to host code (-compass-lower-to-llvm), "
                   "the TECs scheduled as in the simulator"),
    llvm::cl::init("sim"), llvm::cl::cat(simCategory));

static llvm::cl::opt<bool> checkedEngine(
    "checked",
    llvm::cl::desc("With --engine=native: check every memory access against "
                   "the kernel's buffers, tables and allocations"),
    llvm::cl::init(false), llvm::cl::cat(simCategory));

static llvm::cl::opt<bool> verifyDiagnostics(
    "verify-diagnostics",
    llvm::cl::desc("Check decode diagnostics against expected-* lines"),
    llvm::cl::cat(simCategory));

static llvm::cl::opt<bool> allowUnregistered(
    "allow-unregistered-dialect",
    llvm::cl::desc("Parse operations of unregistered dialects"),
    llvm::cl::cat(simCategory));

namespace {
/// One parsed --arg: a buffer's bytes, a scalar's bits or null.
struct ArgValue {
  KernelArg::Kind kind = KernelArg::Kind::Null;
  ElementKind element = ElementKind::SI32;
  std::vector<uint8_t> bytes;
  uint64_t bits = 0;
};
} // namespace

/// Checks that `arg` suits `param`; prints why not.
static bool checkArg(size_t index, const ArgValue &arg,
                     const KernelParam &param) {
  auto fail = [&](const Twine &why) {
    llvm::errs() << "error: --arg #" << index << " (" << param.name
                 << "): " << why << "\n";
    return false;
  };
  StringRef dtype = getElementInfo(arg.element).dtype;
  switch (arg.kind) {
  case KernelArg::Kind::Null:
    return param.isPointer ? true : fail("null for a " + param.dtype);
  case KernelArg::Kind::Buffer:
    if (!param.isPointer)
      return fail("a buffer for a " + param.dtype + " scalar");
    if (param.dtype != "void" && param.dtype != dtype &&
        !StringRef(param.dtype).starts_with((dtype + "x").str()))
      return fail("a " + dtype + " buffer for a pointer to " + param.dtype);
    return true;
  case KernelArg::Kind::Scalar:
    if (param.isPointer || param.dtype != dtype)
      return fail("a " + dtype + " scalar for " + param.describe());
    return true;
  }
  return true;
}

/// The bit pattern of the number `text` as an element of `kind`: integers
/// wrap to the width, floats round to nearest even.
/// The bits of `text` as an element of `kind`; an integer out of the
/// element's range is refused unless `wrap` (iota wraps around).
static std::optional<uint64_t> encodeNumber(StringRef text, ElementKind kind,
                                            bool wrap = false) {
  text = text.trim();
  if (const llvm::fltSemantics *semantics = getFloatSemantics(kind)) {
    llvm::APFloat value(*semantics);
    llvm::Expected<llvm::APFloat::opStatus> status =
        value.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
    if (!status) {
      llvm::consumeError(status.takeError());
      return std::nullopt;
    }
    return value.bitcastToAPInt().getZExtValue();
  }
  int64_t value;
  if (text.getAsInteger(0, value))
    return std::nullopt;
  if (kind == ElementKind::I1)
    return value == 0 || value == 1 ? std::optional<uint64_t>(value)
                                    : std::nullopt;
  unsigned bits = getElementInfo(kind).bytes() * 8;
  bool isSigned = getElementInfo(kind).isSigned();
  int64_t low = isSigned ? -(int64_t(1) << (bits - 1)) : 0;
  int64_t high =
      isSigned ? (int64_t(1) << (bits - 1)) - 1 : (int64_t(1) << bits) - 1;
  if (!wrap && (value < low || value > high))
    return std::nullopt;
  return static_cast<uint64_t>(value) & ((uint64_t(1) << bits) - 1);
}

/// Renders one element of a buffer.
static std::string formatElement(const uint8_t *data, ElementKind kind) {
  uint64_t bits = 0;
  std::memcpy(&bits, data, getElementInfo(kind).bytes());
  if (const llvm::fltSemantics *semantics = getFloatSemantics(kind)) {
    llvm::APFloat value(*semantics,
                        llvm::APInt(getElementInfo(kind).bytes() * 8, bits));
    if (value.isNaN())
      return "nan";
    if (value.isInfinity())
      return value.isNegative() ? "-inf" : "inf";
    double wide = value.convertToDouble();
    char text[32];
    if (wide == std::trunc(wide) && std::fabs(wide) < 1e16) {
      std::snprintf(text, sizeof(text), "%.0f", wide);
      return text;
    }
    // The fewest significant digits that read back to the same element.
    for (int digits = 1;; ++digits) {
      std::snprintf(text, sizeof(text), "%.*g", digits, wide);
      if (encodeNumber(text, kind) == bits || digits >= 17)
        return text;
    }
  }
  switch (kind) {
  case ElementKind::SI8:
    return std::to_string(static_cast<int8_t>(bits));
  case ElementKind::SI16:
    return std::to_string(static_cast<int16_t>(bits));
  case ElementKind::SI32:
    return std::to_string(static_cast<int32_t>(bits));
  default:
    return std::to_string(bits);
  }
}

/// Parses one --arg; on failure prints why and returns std::nullopt.
static std::optional<ArgValue> parseArg(StringRef spec) {
  auto fail = [&](const Twine &why) -> std::optional<ArgValue> {
    llvm::errs() << "error: bad --arg=" << spec << ": " << why << "\n";
    return std::nullopt;
  };
  ArgValue arg;
  if (spec == "null")
    return arg;
  SmallVector<StringRef, 4> parts;
  spec.split(parts, ':', /*MaxSplit=*/3);
  if (parts.size() < 3)
    return fail("expected buffer:<type>:<count>[:<init>], "
                "scalar:<type>:<value> or null");
  std::optional<ElementKind> kind =
      parseElementKind(parts[1], /*mlirName=*/true);
  if (!kind)
    return fail("unknown element type '" + parts[1] + "'");
  arg.element = *kind;
  if (parts[0] == "scalar") {
    if (parts.size() != 3)
      return fail("a scalar takes one value");
    std::optional<uint64_t> bits = encodeNumber(parts[2], *kind);
    if (!bits)
      return fail("'" + parts[2] + "' is not a " + parts[1]);
    arg.kind = KernelArg::Kind::Scalar;
    arg.bits = *bits;
    return arg;
  }
  if (parts[0] != "buffer")
    return fail("expected buffer, scalar or null");
  uint64_t count;
  if (parts[2].getAsInteger(10, count) || count > (uint64_t(1) << 30))
    return fail("bad element count '" + parts[2] + "'");
  unsigned elementBytes = getElementInfo(*kind).bytes();
  arg.kind = KernelArg::Kind::Buffer;
  arg.bytes.assign(count * elementBytes, 0);
  auto set = [&](uint64_t index, uint64_t bits) {
    std::memcpy(arg.bytes.data() + index * elementBytes, &bits, elementBytes);
  };
  StringRef init = parts.size() == 4 ? parts[3] : "zeros";
  if (init == "zeros")
    return arg;
  if (init == "iota") {
    for (uint64_t i = 0; i < count; ++i)
      set(i, *encodeNumber(std::to_string(i), *kind, /*wrap=*/true));
    return arg;
  }
  if (init.consume_front("fill=")) {
    std::optional<uint64_t> bits = encodeNumber(init, *kind);
    if (!bits)
      return fail("'" + init + "' is not a " + parts[1]);
    for (uint64_t i = 0; i < count; ++i)
      set(i, *bits);
    return arg;
  }
  if (init.consume_front("values=")) {
    SmallVector<StringRef> values;
    init.split(values, ',');
    if (values.size() > count)
      return fail("more values than elements");
    for (auto [i, text] : llvm::enumerate(values)) {
      std::optional<uint64_t> bits = encodeNumber(text, *kind);
      if (!bits)
        return fail("'" + text + "' is not a " + parts[1]);
      set(i, *bits);
    }
    return arg;
  }
  return fail("unknown initializer '" + init + "'");
}

/// Decodes the kernel of `module`, or nullptr after reporting why.
static std::unique_ptr<sim::Program> decode(ModuleOp module,
                                            const TargetDescription &target) {
  FailureOr<std::unique_ptr<sim::Program>> program =
      sim::Program::decode(module, target);
  if (failed(program))
    return nullptr;
  return std::move(*program);
}

/// Writes the profile's trace to --profile; false after reporting.
static bool writeTrace(const sim::ProfileData &profile, StringRef kernel) {
  std::error_code code;
  llvm::raw_fd_ostream os(profileFile, code);
  if (code) {
    llvm::errs() << "error: cannot write " << profileFile << ": "
                 << code.message() << "\n";
    return false;
  }
  os << sim::formatChromeTrace(profile, kernel) << "\n";
  os.close();
  if (os.has_error()) {
    llvm::errs() << "error: cannot write " << profileFile << ": "
                 << os.error().message() << "\n";
    os.clear_error();
    return false;
  }
  return true;
}

static int simulatorMain(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(simCategory);
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "Runs a compass-level kernel in the Compass simulator\n");

  std::optional<TargetDescription> target = lookupTarget(targetName);
  if (!target) {
    llvm::errs() << "error: unknown target '" << targetName << "'\n";
    return 1;
  }
  if (repeat == 0) {
    llvm::errs() << "error: --repeat=0 runs nothing; give at least 1\n";
    return 1;
  }
  std::vector<ArgValue> args;
  for (const std::string &spec : argSpecs) {
    std::optional<ArgValue> arg = parseArg(spec);
    if (!arg)
      return 1;
    args.push_back(std::move(*arg));
  }

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << "error: " << errorMessage << "\n";
    return 1;
  }
  if (!compass::checkNestingDepth(*file))
    return 1;
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), llvm::SMLoc());

  DialectRegistry registry;
  registry
      .insert<compass::CompassDialect, tir::TIRDialect, func::FuncDialect>();
  MLIRContext context(registry);
  context.allowUnregisteredDialects(allowUnregistered);
  context.printOpOnDiagnostic(false);

  // Parse and decode under the chosen diagnostic handler.
  if (engine != "sim" && engine != "native") {
    llvm::errs() << "error: unknown --engine '" << engine
                 << "' (sim or native)\n";
    return 1;
  }
  if (engine == "native" && (printSteps || singleTec || !profileFile.empty())) {
    llvm::errs() << "error: --"
                 << (printSteps  ? "print-steps"
                     : singleTec ? "single-tec"
                                 : "profile")
                 << " is the simulator's; the native engine runs host code "
                    "on the TECs in the simulator's order\n";
    return 1;
  }
  if (checkedEngine && engine != "native") {
    llvm::errs() << "error: --checked is the native engine's; the simulator "
                    "checks every access\n";
    return 1;
  }
  // The native engine still decodes the kernel for the simulator's
  // argument checks.
  std::unique_ptr<sim::Program> program;
  std::unique_ptr<native::NativeKernel> nativeKernel;
  auto prepare = [&](ModuleOp module) {
    program = decode(module, *target);
    if (program && engine == "native") {
      FailureOr<std::unique_ptr<native::NativeKernel>> compiled =
          native::NativeKernel::compile(module, checkedEngine);
      if (failed(compiled))
        program.reset();
      else
        nativeKernel = std::move(*compiled);
    }
  };
  if (verifyDiagnostics) {
    SourceMgrDiagnosticVerifierHandler handler(*sourceMgr, &context);
    OwningOpRef<ModuleOp> module =
        parseSourceFile<ModuleOp>(sourceMgr, &context);
    if (module)
      prepare(*module);
    // Expected decode errors end the run here.
    if (failed(handler.verify()))
      return 1;
    if (!program)
      return 0;
  } else {
    SourceMgrDiagnosticHandler handler(*sourceMgr, &context);
    OwningOpRef<ModuleOp> module =
        parseSourceFile<ModuleOp>(sourceMgr, &context);
    if (!module)
      return 1;
    prepare(*module);
    if (!program)
      return 1;
  }

  ArrayRef<KernelParam> params = program->getParams();
  if (args.size() != params.size()) {
    llvm::errs() << "error: the kernel takes " << params.size()
                 << " arguments, got " << args.size() << " --arg\n";
    return 1;
  }
  for (auto [i, arg] : llvm::enumerate(args))
    if (!checkArg(i, arg, params[i]))
      return 1;

  std::vector<KernelArg> kernelArgs;
  for (ArgValue &arg : args) {
    KernelArg kernelArg;
    kernelArg.kind = arg.kind;
    kernelArg.bits = arg.bits;
    if (arg.kind == KernelArg::Kind::Buffer) {
      kernelArg.data = arg.bytes.data();
      kernelArg.bytes = arg.bytes.size();
    }
    kernelArgs.push_back(kernelArg);
  }
  sim::RunOptions options;
  options.singleTec = singleTec;
  options.stepLimit = stepLimit;
  options.profile = !profileFile.empty();
  sim::RunStats stats;
  native::RunOutput nativeOutput;
  std::string error;
  LogicalResult result = success();
  double best = 0;
  for (unsigned i = 0; i < repeat; ++i) {
    auto start = std::chrono::steady_clock::now();
    if (nativeKernel)
      result = nativeKernel->run(params, kernelArgs, target->tecCount,
                                 nativeOutput, error, stepLimit);
    else
      result = program->run(kernelArgs, options, stats, error);
    std::chrono::duration<double> elapsed =
        std::chrono::steady_clock::now() - start;
    if (i == 0 || elapsed.count() < best)
      best = elapsed.count();
    if (failed(result))
      break;
  }

  // What S.printf printed, then the S.perf_tick_* counts (natively, the
  // nanoseconds measured).
  llvm::outs() << stats.output << nativeOutput.printed;
  for (const sim::PerfTickCount &tick : stats.perfTicks)
    llvm::outs() << "perf_tick " << tick.cid << " TEC " << tick.tec << " = "
                 << tick.instructions << " instructions in " << tick.count
                 << " fragment(s)\n";
  for (const native::PerfTickTime &tick : nativeOutput.perfTicks)
    llvm::outs() << "perf_tick " << tick.cid << " TEC " << tick.tec << " = "
                 << tick.nanoseconds << " ns in " << tick.count
                 << " fragment(s)\n";
  for (auto [i, arg] : llvm::enumerate(args)) {
    if (arg.kind != KernelArg::Kind::Buffer)
      continue;
    unsigned elementBytes = getElementInfo(arg.element).bytes();
    llvm::outs() << "arg" << i << " = [";
    for (size_t offset = 0; offset < arg.bytes.size(); offset += elementBytes)
      llvm::outs() << (offset ? ", " : "")
                   << formatElement(arg.bytes.data() + offset, arg.element);
    llvm::outs() << "]\n";
  }
  if (printSteps)
    llvm::outs() << "steps = " << stats.steps << "\n";
  if (stats.profile && !writeTrace(*stats.profile, program->getKernelName()))
    return 1;
  if (printTime)
    llvm::outs() << "time = " << llvm::format("%.3f", best * 1e3) << " ms\n";
  if (failed(result)) {
    llvm::outs().flush();
    llvm::errs() << error << "\n";
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerVersionPrinter("compass-sim");
  installToolErrorHandler();
  // Deeply nested kernels recurse deeply in the parser and the decoder.
  return compass::runWithLargeStack([&] { return simulatorMain(argc, argv); });
}
