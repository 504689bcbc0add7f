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
#include "llvm/Support/Error.h"
#include "llvm/Support/TargetSelect.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

NativeKernel::~NativeKernel() = default;

FailureOr<std::unique_ptr<NativeKernel>>
NativeKernel::compile(ModuleOp module) {
  FailureOr<func::FuncOp> found = findKernelFunction(module, "run natively");
  if (failed(found))
    return failure();
  func::FuncOp kernel = *found;
  std::string name = kernel.getSymName().str();

  OwningOpRef<ModuleOp> lowered(module.clone());
  MLIRContext *context = module.getContext();
  PassManager pm(context);
  buildCompassToLLVMPipeline(pm);
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
  // A kernel with allocations refills them before every run.
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
  return result;
}

LogicalResult NativeKernel::run(ArrayRef<void *> args, unsigned tecCount,
                                RunOutput &output, std::string &error) const {
  if (reset) {
    void *none = nullptr;
    reset(&none);
  }
  SmallVector<void *> packed(args.begin(), args.end());
  return runOnTecs(entry, packed.data(), tecCount, where.c_str(), output,
                   error);
}
