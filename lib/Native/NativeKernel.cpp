//===- NativeKernel.cpp - compiling a compass-level kernel to host code --===//

#include "Compass/Native/NativeKernel.h"
#include "Compass/Native/RuntimeABI.h"

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Support/Locations.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/TargetSelect.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

NativeKernel::~NativeKernel() = default;

FailureOr<std::unique_ptr<NativeKernel>> NativeKernel::compile(ModuleOp module,
                                                               bool checked) {
  FailureOr<func::FuncOp> found = findKernelFunction(module, "run natively");
  if (failed(found))
    return failure();
  func::FuncOp kernel = *found;
  std::string name = kernel.getSymName().str();

  OwningOpRef<ModuleOp> lowered(module.clone());
  MLIRContext *context = module.getContext();
  PassManager pm(context);
  buildCompassToLLVMPipeline(pm, checked);
  if (failed(pm.run(*lowered)))
    return failure();

  static bool targetReady = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)targetReady;
  registerBuiltinDialectTranslation(*context);
  registerLLVMDialectTranslation(*context);

  ExecutionEngineOptions options;
  auto transformer = makeOptimizingTransformer(/*optLevel=*/3,
                                               /*sizeLevel=*/0, nullptr);
  options.transformer = transformer;
  options.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  options.enableGDBNotificationListener = false;
  options.enablePerfNotificationListener = false;
  auto engine = ExecutionEngine::create(*lowered, options);
  if (!engine)
    return module.emitError("the native compilation failed: ")
           << llvm::toString(engine.takeError());
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    forEachRuntimeSymbol([&](StringRef symbol, void *address) {
      symbols[interner(symbol)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                   llvm::JITSymbolFlags::Exported};
    });
    return symbols;
  });
  auto entry = (*engine)->lookupPacked(name);
  if (!entry)
    return kernel.emitError("the native kernel has no entry: ")
           << llvm::toString(entry.takeError());
  std::unique_ptr<NativeKernel> result(new NativeKernel());
  // A kernel with allocations or tables refills and registers them before
  // every run.
  if (lowered->lookupSymbol(kResetAllocationsFn)) {
    auto reset = (*engine)->lookupPacked(kResetAllocationsFn);
    if (!reset)
      return kernel.emitError("the native kernel has no allocation reset: ")
             << llvm::toString(reset.takeError());
    result->reset = *reset;
  }
  result->engine = std::move(*engine);
  result->entry = *entry;
  result->where = formatLocation(kernel.getLoc());
  result->checked = checked;
  return result;
}

LogicalResult NativeKernel::run(ArrayRef<KernelParam> params,
                                ArrayRef<KernelArg> args, unsigned tecCount,
                                RunOutput &output, std::string &error) const {
  // A checked run works on copies of the caller's memory (one per stretch
  // the arguments' buffers cover, so that arguments sharing memory still
  // do) and copies them back only when it succeeds: a run stopped by a
  // check leaves the caller's memory as it was.
  struct Stretch {
    uint8_t *begin, *end;
    std::vector<uint8_t> copy;
  };
  std::vector<Stretch> stretches;
  if (checked) {
    for (const KernelArg &arg : args)
      if (arg.kind == KernelArg::Kind::Buffer)
        stretches.push_back({arg.data, arg.data + arg.bytes, {}});
    llvm::sort(stretches, [](const Stretch &a, const Stretch &b) {
      return a.begin < b.begin;
    });
    std::vector<Stretch> merged;
    for (Stretch &stretch : stretches) {
      if (!merged.empty() && stretch.begin < merged.back().end)
        merged.back().end = std::max(merged.back().end, stretch.end);
      else
        merged.push_back(std::move(stretch));
    }
    stretches = std::move(merged);
    for (Stretch &stretch : stretches)
      stretch.copy.assign(stretch.begin, stretch.end);
  }
  auto memoryOf = [&](const KernelArg &arg) -> uint8_t * {
    if (!checked)
      return arg.data;
    auto it = llvm::upper_bound(
        stretches, arg.data, [](const uint8_t *data, const Stretch &stretch) {
          return data < stretch.begin;
        });
    Stretch &stretch = *std::prev(it);
    return stretch.copy.data() + (arg.data - stretch.begin);
  };
  // The kernel takes a pointer to each argument's value: a buffer's address
  // or a scalar's bits.
  size_t count = args.size();
  SmallVector<uint64_t> bits(count, 0);
  SmallVector<void *> addresses(count, nullptr);
  SmallVector<void *> packed(count, nullptr);
  std::vector<MemoryRegion> buffers;
  for (auto [i, arg] : llvm::enumerate(args)) {
    if (arg.kind == KernelArg::Kind::Scalar) {
      bits[i] = arg.bits;
      packed[i] = &bits[i];
      continue;
    }
    if (arg.kind == KernelArg::Kind::Buffer) {
      uint8_t *memory = memoryOf(arg);
      addresses[i] = memory + arg.offset;
      buffers.push_back(
          {memory, arg.bytes, arg.offset, "\"" + params[i].name + "\""});
    }
    packed[i] = &addresses[i];
  }
  LogicalResult result = runOnTecs(entry, reset, packed.data(), buffers,
                                   tecCount, where.c_str(), output, error);
  if (succeeded(result))
    for (const Stretch &stretch : stretches)
      std::copy(stretch.copy.begin(), stretch.copy.end(), stretch.begin);
  return result;
}
