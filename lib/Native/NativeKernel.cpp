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

#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

NativeKernel::~NativeKernel() = default;

/// Compiles every function of `module` for the host's CPU and features but
/// its float to bfloat16 conversion instructions, which flush denormals:
/// where a bfloat16 kept as a float (across a call, say) goes back to
/// memory, the runtime's __truncsfbf2 (Math.cpp) rounds it as the simulator
/// does, on every host alike.
static void targetHostExactly(llvm::Module &module) {
  static const std::string cpu = llvm::sys::getHostCPUName().str();
  static const std::string features = [] {
    llvm::SubtargetFeatures host;
    for (const auto &feature : llvm::sys::getHostCPUFeatures()) {
      llvm::StringRef name = feature.getKey();
      host.AddFeature(name, feature.getValue() && name != "avx512bf16" &&
                                name != "avxneconvert");
    }
    return host.getString();
  }();
  for (llvm::Function &function : module)
    if (!function.isDeclaration()) {
      function.addFnAttr("target-cpu", cpu);
      function.addFnAttr("target-features", features);
    }
}

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
  auto optimize = makeOptimizingTransformer(/*optLevel=*/3,
                                            /*sizeLevel=*/0, nullptr);
  // options.transformer refers to this: it lives until the engine is made.
  std::function<llvm::Error(llvm::Module *)> transformer =
      [&optimize](llvm::Module *llvmModule) {
        targetHostExactly(*llvmModule);
        return optimize(llvmModule);
      };
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
                                RunOutput &output, std::string &error,
                                uint64_t stepLimit) const {
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
      addresses[i] = arg.data + arg.offset;
      buffers.push_back(
          {arg.data, arg.bytes, arg.offset, "\"" + params[i].name + "\""});
    }
    packed[i] = &addresses[i];
  }
  return runOnTecs(entry, reset, packed.data(), buffers, tecCount,
                   where.c_str(), output, error, stepLimit);
}
