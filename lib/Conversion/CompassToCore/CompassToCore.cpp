//===- CompassToCore.cpp - the -convert-compass-to-core pass ------------===//
//
// Three steps: a check that every operation has a lowering (a builtin not
// yet lowered is a located error naming it, never a wrong answer), the
// DialectConversion of every operation but tir's structured control flow
// (which stays legal, reading the converted values through unrealized
// casts), then that control flow lowered to cf blocks and the casts
// reconciled away.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Native/RuntimeABI.h"
#include "Compass/Support/Locations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringExtras.h"

#include <cstdint>
#include <type_traits>

namespace mlir::compass {
#define GEN_PASS_DEF_CONVERTCOMPASSTOCORE
#include "Compass/Conversion/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

CoreTypeConverter::CoreTypeConverter() {
  addConversion([](Type type) -> std::optional<Type> {
    if (isa<FloatType, IndexType>(type))
      return type;
    if (auto integer = dyn_cast<IntegerType>(type))
      return IntegerType::get(type.getContext(), integer.getWidth());
    return std::nullopt;
  });
  addConversion([this](VectorType type) -> Type {
    return VectorType::get(type.getShape(), convertType(type.getElementType()));
  });
  addConversion([](MaskType type) -> Type {
    return VectorType::get({type.getLanes()},
                           IntegerType::get(type.getContext(), 1));
  });
  addConversion([](PtrType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext());
  });
  addConversion([](tir::VarType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext());
  });
  addConversion([](EventType type) -> Type {
    return IntegerType::get(type.getContext(), 32);
  });
  // tir's structured control flow stays until after the conversion and
  // reads (and its induction variables give) compass-level values: explicit
  // casts, which the pass reconciles once that control flow is lowered.
  auto cast = [](OpBuilder &builder, Type type, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
        .getResult(0);
  };
  addSourceMaterialization(cast);
  addTargetMaterialization(cast);
  // Anything else (func types, llvm types) converts to itself.
  addConversion([](Type type) -> std::optional<Type> {
    if (isa<LLVM::LLVMPointerType, FunctionType>(type))
      return type;
    return std::nullopt;
  });
}

//===----------------------------------------------------------------------===//
// Shared builders
//===----------------------------------------------------------------------===//

namespace {
/// The core type of a C type of RuntimeEntries.def.
template <typename T>
Type getCoreType(MLIRContext *context) {
  static_assert(std::is_pointer_v<T> || std::is_same_v<T, int32_t> ||
                    std::is_same_v<T, int64_t>,
                "a runtime entry takes pointers, int32_t and int64_t");
  if constexpr (std::is_pointer_v<T>)
    return LLVM::LLVMPointerType::get(context);
  else
    return IntegerType::get(context, 8 * sizeof(T));
}

template <typename Result, typename... Params>
FunctionType getCoreFunctionType(MLIRContext *context, Result (*)(Params...)) {
  SmallVector<Type, 1> results;
  if constexpr (!std::is_void_v<Result>)
    results.push_back(getCoreType<Result>(context));
  return FunctionType::get(context, {getCoreType<Params>(context)...}, results);
}
} // namespace

FunctionType native::getRuntimeFunctionType(MLIRContext *context,
                                            StringRef name) {
#define COMPASS_RUNTIME_ENTRY(CONSTANT, SYMBOL, RESULT, PARAMS)                \
  if (name == native::CONSTANT)                                                \
    return getCoreFunctionType(context, static_cast<RESULT(*) PARAMS>(nullptr));
#include "Compass/Native/RuntimeEntries.def"
  return {};
}

ModuleOp core::getEnclosingModule(OpBuilder &builder) {
  return builder.getInsertionBlock()
      ->getParentOp()
      ->getParentOfType<ModuleOp>();
}

ValueRange core::callRuntime(OpBuilder &builder, Location loc, StringRef name,
                             TypeRange results, ValueRange args) {
  ModuleOp module = getEnclosingModule(builder);
  if (!module.lookupSymbol<func::FuncOp>(name)) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    // An entry of the table is declared with its C signature (a call that
    // passes other types then fails the verifier); a Math function with
    // what it is passed.
    FunctionType type =
        native::getRuntimeFunctionType(builder.getContext(), name);
    if (!type)
      type = builder.getFunctionType(TypeRange(args), results);
    auto decl = func::FuncOp::create(builder, loc, name, type);
    decl.setPrivate();
  }
  return func::CallOp::create(builder, loc, name, results, args).getResults();
}

Value core::getStringAddress(OpBuilder &builder, Location loc,
                             StringRef text) {
  ModuleOp module = getEnclosingModule(builder);
  std::string name = "compass_text_" + llvm::utohexstr(llvm::hash_value(text));
  auto global = module.lookupSymbol<LLVM::GlobalOp>(name);
  if (!global) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    std::string bytes = text.str();
    bytes.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), bytes.size());
    global = LLVM::GlobalOp::create(builder, loc, type, /*isConstant=*/true,
                                    LLVM::Linkage::Internal, name,
                                    builder.getStringAttr(bytes));
  }
  return LLVM::AddressOfOp::create(builder, loc, global);
}

Value core::getLocationText(OpBuilder &builder, Location loc) {
  return getStringAddress(builder, loc, formatLocation(loc));
}

Value core::createStackSlot(OpBuilder &builder, Location loc, Type element,
                           int64_t count) {
  Operation *parent = builder.getInsertionBlock()->getParentOp();
  auto function = dyn_cast<FunctionOpInterface>(parent);
  if (!function)
    function = parent->getParentOfType<FunctionOpInterface>();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&function.getFunctionBody().front());
  Value size = arith::ConstantOp::create(builder, loc,
                                         builder.getI64IntegerAttr(count));
  // Aligned as a store of a vector assumes (its size: 64 bytes for eight
  // i64 lanes), and at least as a native vector.
  uint64_t alignment = 32;
  if (isa<VectorType>(element))
    alignment = std::max<uint64_t>(alignment,
                                   llvm::PowerOf2Ceil(getStoreBytes(element)));
  return LLVM::AllocaOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), element,
      size, alignment);
}

void core::setInsertionPointInReset(OpBuilder &builder, Location loc,
                                    ModuleOp module) {
  auto reset = module.lookupSymbol<func::FuncOp>(native::kResetAllocationsFn);
  if (!reset) {
    builder.setInsertionPointToEnd(module.getBody());
    reset = func::FuncOp::create(builder, loc, native::kResetAllocationsFn,
                                 builder.getFunctionType({}, {}));
    builder.setInsertionPointToStart(reset.addEntryBlock());
    func::ReturnOp::create(builder, loc);
  }
  builder.setInsertionPoint(reset.getBody().front().getTerminator());
}

Value core::spillToStack(OpBuilder &builder, Location loc, Value value) {
  Value slot = createStackSlot(builder, loc, value.getType());
  LLVM::StoreOp::create(builder, loc, value, slot);
  return slot;
}

void core::failIf(OpBuilder &builder, Location loc, Value condition,
                  StringRef what) {
  auto guard = scf::IfOp::create(builder, loc, condition);
  OpBuilder::InsertionGuard insertion(builder);
  builder.setInsertionPointToStart(&guard.getThenRegion().front());
  Value where = getLocationText(builder, loc);
  Value message = getStringAddress(builder, loc, what);
  callRuntime(builder, loc, native::kFailFn, {}, {where, message});
}

bool core::isSignedLanes(Type type) {
  return getLaneType(type).isSignedInteger();
}

Type core::getLaneType(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getElementType();
  return type;
}

uint64_t core::getStoreBytes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getNumElements() * getStoreBytes(vector.getElementType());
  if (isa<LLVM::LLVMPointerType>(type))
    return sizeof(void *);
  return std::max<uint64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

Value core::indexToOffset(OpBuilder &builder, Location loc, Value index,
                          Type type) {
  return resizeInteger(builder, loc, index, 64, type.isSignedInteger());
}

Value core::offsetPointer(OpBuilder &builder, Location loc, Value ptr,
                          Type element, Value offset) {
  return LLVM::GEPOp::create(builder, loc, ptr.getType(), element, ptr,
                             ArrayRef<LLVM::GEPArg>{offset});
}

unsigned core::laneBits(Type type) {
  return getLaneType(type).getIntOrFloatBitWidth();
}

Value core::resizeInteger(OpBuilder &builder, Location loc, Value value,
                          unsigned bits, bool isSigned) {
  Type type = value.getType();
  unsigned from = laneBits(type);
  if (from == bits)
    return value;
  Type lane = builder.getIntegerType(bits);
  Type to = lane;
  if (auto vector = dyn_cast<VectorType>(type))
    to = VectorType::get(vector.getShape(), lane);
  if (from > bits)
    return arith::TruncIOp::create(builder, loc, to, value);
  if (isSigned)
    return arith::ExtSIOp::create(builder, loc, to, value);
  return arith::ExtUIOp::create(builder, loc, to, value);
}

Value core::integerConstant(OpBuilder &builder, Location loc, Type type,
                            int64_t value) {
  auto lane = cast<IntegerType>(getLaneType(type));
  auto attr = builder.getIntegerAttr(lane, value);
  if (auto vector = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(builder, loc,
                                     SplatElementsAttr::get(vector, attr));
  return arith::ConstantOp::create(builder, loc, attr);
}

//===----------------------------------------------------------------------===//
// TECs
//===----------------------------------------------------------------------===//

namespace {
/// compass.get_local_id / get_local_size: the runtime knows the running TEC.
template <typename OpTy>
struct TecQueryLowering : OpConversionPattern<OpTy> {
  TecQueryLowering(TypeConverter &converter, MLIRContext *context,
                   StringRef function)
      : OpConversionPattern<OpTy>(converter, context), function(function) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, core::callRuntime(rewriter, op.getLoc(), function,
                                             rewriter.getI32Type(), {}));
    return success();
  }
  StringRef function;
};

/// compass.barrier: the runtime switches to the next TEC until all arrive.
/// It is named by its location and identified by a global of its own (two
/// barriers may share a location), so the runtime tells which one each TEC
/// waits at.
struct BarrierLowering : OpConversionPattern<BarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BarrierOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto module = op->getParentOfType<ModuleOp>();
    std::string name = "compass_barrier";
    for (unsigned n = 1; module.lookupSymbol(name); ++n)
      name = "compass_barrier_" + std::to_string(n);
    LLVM::GlobalOp identity;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      identity = LLVM::GlobalOp::create(
          rewriter, loc, rewriter.getI8Type(), /*isConstant=*/true,
          LLVM::Linkage::Internal, name, rewriter.getI8IntegerAttr(0));
    }
    core::callRuntime(rewriter, loc, native::kBarrierFn, {},
                      {core::getLocationText(rewriter, loc),
                       LLVM::AddressOfOp::create(rewriter, loc, identity)});
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void mlir::compass::populateCompassToCorePatterns(CoreTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<TecQueryLowering<GetLocalIdOp>>(converter, context,
                                               native::kLocalIdFn);
  patterns.add<TecQueryLowering<GetLocalSizeOp>>(converter, context,
                                                 native::kLocalSizeFn);
  patterns.add<BarrierLowering>(converter, context);
  core::populateScalarPatterns(converter, patterns);
  core::populateMemoryPatterns(converter, patterns);
  core::populateLanePatterns(converter, patterns);
  core::populateDmaPatterns(converter, patterns);
  core::populateCrossLanePatterns(converter, patterns);
  core::populateDotPatterns(converter, patterns);
  core::populatePermutePatterns(converter, patterns);
  core::populateMiscPatterns(converter, patterns);
  core::populateWidthPatterns(converter, patterns);
  core::populateConvertPatterns(converter, patterns);
  core::populateCheckPatterns(converter, patterns);
  core::populateOperandRulePatterns(converter, patterns);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// tir's structured control flow, lowered after the patterns.
static bool isStructuredControl(OperationName name) {
  return name.getStringRef() == tir::ForOp::getOperationName() ||
         name.getStringRef() == tir::IfOp::getOperationName() ||
         name.getStringRef() == tir::WhileOp::getOperationName() ||
         name.getStringRef() == tir::YieldOp::getOperationName() ||
         name.getStringRef() == tir::ConditionOp::getOperationName() ||
         name.getStringRef() == tir::BreakOp::getOperationName() ||
         name.getStringRef() == tir::ReturnOp::getOperationName();
}

/// The operations the patterns lower.
static llvm::DenseSet<OperationName>
getPatternRoots(RewritePatternSet &patterns) {
  llvm::DenseSet<OperationName> roots;
  for (const std::unique_ptr<RewritePattern> &pattern :
       patterns.getNativePatterns())
    if (std::optional<OperationName> root = pattern->getRootKind())
      roots.insert(*root);
  return roots;
}

NativeForms mlir::compass::describeNativeForms(MLIRContext *context) {
  context->getOrLoadDialect<CompassDialect>();
  context->getOrLoadDialect<tir::TIRDialect>();
  CoreTypeConverter converter;
  RewritePatternSet patterns(context);
  populateCompassToCorePatterns(converter, patterns);
  llvm::DenseSet<OperationName> roots = getPatternRoots(patterns);
  NativeForms forms;
  for (RegisteredOperationName name : context->getRegisteredOperations()) {
    StringRef dialect = name.getDialectNamespace();
    if (dialect != CompassDialect::getDialectNamespace() &&
        dialect != tir::TIRDialect::getDialectNamespace())
      continue;
    if (roots.contains(name) || isStructuredControl(name))
      forms.lowered.push_back(name.getStringRef().str());
    else if (!describeUnrunnable(name, "natively").empty())
      forms.refused.push_back(name.getStringRef().str());
    else if (name.getStringRef() == tir::IntrinOp::getOperationName())
      forms.tirLevel.push_back(name.getStringRef().str());
    else
      forms.missing.push_back(name.getStringRef().str());
  }
  return forms;
}

namespace {
struct ConvertCompassToCore
    : compass::impl::ConvertCompassToCoreBase<ConvertCompassToCore> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    CoreTypeConverter converter;
    RewritePatternSet patterns(context);
    populateCompassToCorePatterns(converter, patterns);

    // What cannot run off the NPU (AIFF, inline assembly) is refused as
    // the other paths refuse it; any other operation needs a lowering.
    // Each is named once per kind, before anything is converted.
    llvm::DenseSet<OperationName> lowered = getPatternRoots(patterns);
    llvm::DenseSet<OperationName> reported;
    module.walk([&](Operation *op) {
      Dialect *dialect = op->getDialect();
      if (!isa_and_nonnull<CompassDialect, tir::TIRDialect>(dialect) ||
          isStructuredControl(op->getName()) ||
          lowered.contains(op->getName()) ||
          !reported.insert(op->getName()).second)
        return;
      std::string refusal = describeUnrunnable(op, "natively");
      if (!refusal.empty())
        op->emitError(refusal);
      else
        op->emitError() << "'" << op->getName()
                        << "' is not lowered on the native path; run the "
                           "kernel in the simulator or on POCL";
    });
    if (!reported.empty())
      return signalPassFailure();

    // Blocks no branch reaches (hand-written IR has them; the front end
    // writes none) are dropped: nothing of them could run.
    IRRewriter rewriter(context);
    for (auto func : module.getOps<func::FuncOp>())
      (void)eraseUnreachableBlocks(rewriter, func->getRegions());

    // Variables live in the entry block, where LLVM promotes them to
    // registers (and a declaration in a loop does not grow the stack).
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      Block &entry = func.getBody().front();
      func.walk([&](tir::VarDeclOp op) { op->moveBefore(&entry.front()); });
    }

    ConversionTarget target(*context);
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           LLVM::LLVMDialect, math::MathDialect,
                           scf::SCFDialect, vector::VectorDialect>();
    target.addIllegalDialect<CompassDialect, tir::TIRDialect>();
    target.addLegalOp<tir::ForOp, tir::IfOp, tir::WhileOp, tir::YieldOp,
                      tir::ConditionOp, tir::BreakOp, tir::ReturnOp>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // Subroutine calls count against the simulator's nesting limit.
    module.walk([&](func::CallOp call) {
      auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
      if (!callee || callee.isExternal())
        return;
      OpBuilder builder(call);
      core::callRuntime(builder, call.getLoc(), native::kEnterFn, {},
                        core::getLocationText(builder, call.getLoc()));
      builder.setInsertionPointAfter(call);
      core::callRuntime(builder, call.getLoc(), native::kLeaveFn, {}, {});
    });
    for (auto func : module.getOps<func::FuncOp>()) {
      if (failed(lowerTIRControlFlow(func)))
        return signalPassFailure();
      // The compass attributes describe compass-level functions only.
      for (NamedAttribute attr : llvm::to_vector(func->getDiscardableAttrs()))
        if (attr.getName().getValue().starts_with("compass."))
          func->removeDiscardableAttr(attr.getName());
      func.removeArgAttrsAttr();
    }
    SmallVector<UnrealizedConversionCastOp> casts;
    module.walk([&](UnrealizedConversionCastOp op) { casts.push_back(op); });
    SmallVector<UnrealizedConversionCastOp> left;
    reconcileUnrealizedCasts(casts, &left);
    for (UnrealizedConversionCastOp cast : left) {
      cast.emitError() << "internal error: a compass-level value is left "
                          "after -convert-compass-to-core";
      return signalPassFailure();
    }
  }
};
} // namespace
