//===- Program.cpp - targets, parameters and kernel launch ----------------===//
//
// Program::run binds the caller's arguments to the kernel's parameters,
// lays out the run's buffers (the caller's, then the allocations') and
// hands the TECs to the scheduler (Scheduler.cpp).
//
//===----------------------------------------------------------------------===//

#include "Profile.h"

#include "Compass/Dialect/Compass/IR/Targets.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// Program
//===----------------------------------------------------------------------===//

Program::Program(std::unique_ptr<ProgramImpl> impl) : impl(std::move(impl)) {}
Program::~Program() = default;

FailureOr<std::unique_ptr<Program>>
Program::decode(ModuleOp module, const TargetDescription &target) {
  auto impl = std::make_unique<ProgramImpl>();
  impl->target = target;
  if (failed(decodeModule(module, *impl)))
    return failure();
  return std::unique_ptr<Program>(new Program(std::move(impl)));
}

ArrayRef<KernelParam> Program::getParams() const { return impl->params; }

const TargetDescription &Program::getTarget() const { return impl->target; }

StringRef Program::getKernelName() const { return impl->functions[0].name; }

LogicalResult Program::run(ArrayRef<KernelArg> args, std::string &error) const {
  RunStats stats;
  return run(args, RunOptions(), stats, error);
}

LogicalResult Program::run(ArrayRef<KernelArg> args, const RunOptions &options,
                           RunStats &stats, std::string &error) const {
  const ProgramImpl &program = *impl;
  stats = RunStats();
  StringRef kernelLoc = program.locations[program.kernelLoc];
  auto argError = [&](const Twine &message) {
    error = (kernelLoc + ": error: " + message).str();
    return failure();
  };
  if (args.size() != program.params.size())
    return argError("the kernel takes " + Twine(program.params.size()) +
                    " arguments, got " + Twine(args.size()));
  unsigned tecCount = program.target.tecCount;
  if (tecCount == 0 || tecCount > kMaxTecs)
    return argError("the simulator runs 1 to " + Twine(kMaxTecs) +
                    " TECs, not " + Twine(tecCount));

  Exec exec(program, options);
  exec.buffers.emplace_back(); // Buffer 0: the null pointer.
  SmallVector<Reg> paramRegs(args.size(), Reg{});
  for (auto [i, arg] : llvm::enumerate(args)) {
    const KernelParam &param = program.params[i];
    std::string which =
        "argument " + std::to_string(i) + " ('" + param.name + "')";
    if (param.isPointer) {
      PtrValue ptr = {0, 0, 0};
      if (arg.kind == KernelArg::Kind::Buffer) {
        if (arg.offset > arg.bytes)
          return argError(which + " points " + Twine(arg.offset) +
                          " bytes into a buffer of " + Twine(arg.bytes));
        ptr.buffer = static_cast<uint32_t>(exec.buffers.size());
        ptr.offset = static_cast<int64_t>(arg.offset);
        Buffer buffer;
        buffer.data = arg.data;
        buffer.bytes = arg.bytes;
        buffer.origin = arg.offset;
        buffer.kind = MemoryKind::Global;
        buffer.owner = static_cast<uint32_t>(i);
        exec.buffers.push_back(buffer);
        if (!exec.addShadow(ptr.buffer))
          return argError("out of host memory for the race shadow of " + which);
      } else if (arg.kind != KernelArg::Kind::Null) {
        return argError(which + " must be a buffer or null for pointer type " +
                        param.describe());
      }
      put(paramRegs[i], ptr);
    } else {
      if (arg.kind != KernelArg::Kind::Scalar)
        return argError(which + " must be a " + param.dtype + " scalar");
      uint64_t bits = param.bits == 1 ? uint64_t(arg.bits != 0) : arg.bits;
      put(paramRegs[i], bits);
    }
  }
  for (auto [i, table] : llvm::enumerate(program.constTables))
    if (!exec.addConstTable(table, static_cast<uint32_t>(i)))
      return argError("out of host memory for constant table \"" + table.name +
                      "\"");
  // Allocation buffers get their storage when first executed.
  for (auto [i, alloc] : llvm::enumerate(program.allocs)) {
    exec.allocBuffers.push_back(static_cast<uint32_t>(exec.buffers.size()));
    unsigned copies = alloc.kind == MemoryKind::Shared ? 1 : tecCount;
    for (unsigned copy = 0; copy < copies; ++copy) {
      Buffer buffer;
      buffer.bytes = alloc.bytes;
      buffer.kind = alloc.kind;
      buffer.owner = static_cast<uint32_t>(i);
      exec.buffers.push_back(buffer);
    }
  }

  const Function &kernel = program.functions[0];
  SmallVector<Tec> tecs(tecCount);
  for (auto [id, tec] : llvm::enumerate(tecs)) {
    tec.id = static_cast<unsigned>(id);
    tec.regStack.assign(std::max<size_t>(kernel.numSlots, 256), Reg{});
    llvm::copy(paramRegs, tec.regStack.begin());
    tec.regs = tec.regStack.data();
    tec.numSlots = kernel.numSlots;
    tec.pc = kernel.entry;
    tec.calls.reserve(64);
  }

  std::optional<ProfileState> profile;
  if (options.profile) {
    profile.emplace(program, tecCount);
    exec.profile = &*profile;
  }
  LogicalResult result = schedule(exec, tecs);
  if (succeeded(result))
    result = finishPerfTicks(exec, stats);
  if (profile) {
    finishProfile(*profile, program, tecs);
    stats.profile = std::make_shared<ProfileData>(std::move(profile->data));
  }
  stats.steps = exec.steps;
  stats.output = std::move(exec.output);
  stats.warnings = std::move(exec.warnings);
  if (failed(result))
    error = exec.error;
  return result;
}
