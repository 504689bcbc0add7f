//===- Program.cpp - targets, kernel launch and the TEC scheduler ---------===//
//
// Program::run binds the caller's arguments to the kernel's parameters and
// runs every TEC over the decoded instructions. Scheduling is cooperative
// and deterministic: TEC 0 runs until it waits at a barrier or finishes,
// then TEC 1, and so on; when all TECs wait at the same barrier they are
// released together. The end of the kernel is an implicit final barrier, so
// TECs that stop at different barriers (or some at a barrier, some at the
// end) are reported as barrier divergence instead of hanging.
//
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Machine.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// Targets
//===----------------------------------------------------------------------===//

std::optional<TargetInfo> TargetInfo::get(StringRef name) {
  // Every supported target has 4 TECs with 32 KiB of LSRAM each per core;
  // they differ in the shared SRAM per core.
  std::optional<uint64_t> sharedBytes =
      llvm::StringSwitch<std::optional<uint64_t>>(name)
          .Case("X2_1204", 256 * 1024)
          .Case("X2_1204MP3", 256 * 1024)
          .Case("X3P_1304", 128 * 1024)
          .Case("X3S_1304", 128 * 1024)
          .Case("X3P_1304MP2", 128 * 1024)
          .Case("X3S_1304MP2", 128 * 1024)
          .Case("X3P_1304MP4", 128 * 1024)
          .Case("X3S_1304MP4", 128 * 1024)
          .Default(std::nullopt);
  if (!sharedBytes)
    return std::nullopt;
  TargetInfo info;
  info.name = name.str();
  info.tecCount = 4;
  info.lsramBytes = 32 * 1024;
  info.sharedBytes = *sharedBytes;
  return info;
}

//===----------------------------------------------------------------------===//
// Locations and parameters
//===----------------------------------------------------------------------===//

std::string mlir::compass::sim::formatLocation(Location loc) {
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>())
    return (fileLoc.getFilename().getValue() + ":" + Twine(fileLoc.getLine()) +
            ":" + Twine(fileLoc.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

std::string ParamInfo::describe() const {
  if (isPointer)
    return "ptr:" + dtype + ":" + space;
  return dtype;
}

uint64_t ParamInfo::encodeInteger(int64_t value) const {
  if (isPointer)
    return 0;
  if (isFloat)
    return encodeFloat(static_cast<double>(value));
  if (bits == 1)
    return value != 0;
  return static_cast<uint64_t>(value) & ((uint64_t(1) << bits) - 1);
}

uint64_t ParamInfo::encodeFloat(double value) const {
  if (isPointer)
    return 0;
  if (bits == 1)
    return value != 0;
  if (isFloat) {
    if (dtype == "float32")
      return floatToBits(static_cast<float>(value));
    if (dtype == "float16")
      return doubleToHalf(value);
    return doubleToBFloat16(value);
  }
  // C conversion to an integer: truncate and saturate, NaN gives 0.
  uint64_t mask = (uint64_t(1) << bits) - 1;
  int64_t converted;
  if (isSigned)
    converted = bits == 8    ? floatToIntSaturating<int8_t>(value)
                : bits == 16 ? floatToIntSaturating<int16_t>(value)
                             : floatToIntSaturating<int32_t>(value);
  else
    converted = bits == 8    ? floatToIntSaturating<uint8_t>(value)
                : bits == 16 ? floatToIntSaturating<uint16_t>(value)
                             : floatToIntSaturating<uint32_t>(value);
  return static_cast<uint64_t>(converted) & mask;
}

//===----------------------------------------------------------------------===//
// Program
//===----------------------------------------------------------------------===//

Program::Program(std::unique_ptr<ProgramImpl> impl) : impl(std::move(impl)) {}
Program::~Program() = default;

FailureOr<std::unique_ptr<Program>> Program::decode(ModuleOp module,
                                                    const TargetInfo &target) {
  auto impl = std::make_unique<ProgramImpl>();
  impl->target = target;
  if (failed(decodeModule(module, *impl)))
    return failure();
  return std::unique_ptr<Program>(new Program(std::move(impl)));
}

ArrayRef<ParamInfo> Program::getParams() const { return impl->params; }

const TargetInfo &Program::getTarget() const { return impl->target; }

/// Runs `tec` until it stops (barrier, end or error).
static void runTec(Exec &exec, Tec &tec) {
  const Inst *code = exec.program.code.data();
  while (true) {
    const Inst &inst = code[tec.pc];
    if (!inst.handler(exec, tec, inst))
      return;
  }
}

/// Describes where each TEC stopped, for a divergence error.
static std::string describeStops(const ProgramImpl &program,
                                 ArrayRef<Tec> tecs) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(tecs, os, [&](const Tec &tec) {
    os << "TEC " << tec.id;
    if (tec.status == TecStatus::Finished)
      os << " reached the end of the kernel";
    else
      os << " waits at the barrier at "
         << program.locations[program.code[tec.barrierPc].loc];
  });
  return text;
}

LogicalResult Program::run(ArrayRef<KernelArg> args, std::string &error) const {
  const ProgramImpl &program = *impl;
  StringRef kernelLoc = program.locations[program.kernelLoc];
  auto argError = [&](const Twine &message) {
    error = (kernelLoc + ": error: " + message).str();
    return failure();
  };
  if (args.size() != program.params.size())
    return argError("the kernel takes " + Twine(program.params.size()) +
                    " arguments, got " + Twine(args.size()));

  Exec exec(program);
  exec.buffers.emplace_back(); // Buffer 0: the null pointer.
  SmallVector<Reg> paramRegs(args.size(), Reg{});
  for (auto [i, arg] : llvm::enumerate(args)) {
    const ParamInfo &param = program.params[i];
    std::string which =
        "argument " + std::to_string(i) + " ('" + param.name + "')";
    if (param.isPointer) {
      PtrValue ptr = {0, 0, 0};
      if (arg.kind == KernelArg::Kind::Buffer) {
        ptr.buffer = static_cast<uint32_t>(exec.buffers.size());
        exec.buffers.push_back({arg.data, arg.bytes, static_cast<uint32_t>(i)});
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

  const Function &kernel = program.functions[0];
  SmallVector<Tec> tecs(program.target.tecCount);
  for (auto [id, tec] : llvm::enumerate(tecs)) {
    tec.id = static_cast<unsigned>(id);
    tec.regStack.assign(std::max<size_t>(kernel.numSlots, 256), Reg{});
    llvm::copy(paramRegs, tec.regStack.begin());
    tec.regs = tec.regStack.data();
    tec.numSlots = kernel.numSlots;
    tec.pc = kernel.entry;
    tec.calls.reserve(64);
  }

  while (true) {
    for (Tec &tec : tecs) {
      if (tec.status != TecStatus::Ready)
        continue;
      runTec(exec, tec);
      if (tec.status == TecStatus::Failed) {
        error = exec.error;
        return failure();
      }
    }
    // Every TEC now waits at a barrier or at the end of the kernel.
    const Tec *firstWaiting = nullptr;
    bool allSame = true;
    for (const Tec &tec : tecs) {
      if (tec.status != TecStatus::AtBarrier) {
        allSame = false;
        continue;
      }
      if (!firstWaiting)
        firstWaiting = &tec;
      else if (tec.barrierPc != firstWaiting->barrierPc)
        allSame = false;
    }
    if (!firstWaiting)
      return success();
    if (!allSame) {
      error = formatRunError(
          program.locations[program.code[firstWaiting->barrierPc].loc],
          "barrier divergence: " + describeStops(program, tecs),
          firstWaiting->id);
      return failure();
    }
    for (Tec &tec : tecs)
      tec.status = TecStatus::Ready;
  }
}
