//===- Decoder.cpp - compass-level IR to simulator instructions -----------===//
//
// Walks the entry kernel and every function it calls, once, and appends
// each function's instructions to the program's flat array. Every SSA value
// and every tir.var_decl gets a register slot in its function's frame;
// tir.for, tir.while, tir.if and tir.break become jumps, func.call calls,
// func.return and tir.return returns, each tir.alloc is numbered so a run
// can give it storage (the allocations must fit the target's lsram and
// shared memory) and each tir.const_buffer becomes a table. Each operation
// is one row below: the handler family it decodes to and its element type
// pick a specialized handler. Operations and types the simulator cannot run
// are reported on their locations.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// A native vector (32 bytes of non-i1 lanes): its element kind.
static std::optional<ElementKind> getVectorKind(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || vector.getRank() != 1 || vector.isScalable())
    return std::nullopt;
  std::optional<ElementKind> kind = getElementKind(vector.getElementType());
  if (!kind || *kind == ElementKind::I1 ||
      vector.getNumElements() * getKindBytes(*kind) != sizeof(Reg))
    return std::nullopt;
  return kind;
}

/// Bytes of one pointee element (void counts one byte), or 0 when the
/// simulator cannot access it.
static unsigned getPointeeBytes(Type pointee) {
  if (isa<NoneType>(pointee))
    return 1;
  if (std::optional<ElementKind> kind = getElementKind(pointee))
    return *kind == ElementKind::I1 ? 0 : getKindBytes(*kind);
  if (getVectorKind(pointee))
    return sizeof(Reg);
  return 0;
}

/// True when a value of `type` fits a register and the simulator knows it.
static bool isSupportedValueType(Type type) {
  if (getElementKind(type) || getVectorKind(type))
    return true;
  if (auto mask = dyn_cast<MaskType>(type))
    return mask.getLanes() <= sizeof(Reg);
  if (auto ptr = dyn_cast<PtrType>(type))
    return getPointeeBytes(ptr.getPointee()) != 0;
  // An event handle: an int32 (Events.cpp).
  if (isa<EventType>(type))
    return true;
  if (auto var = dyn_cast<tir::VarType>(type))
    return !isa<tir::VarType>(var.getElementType()) &&
           isSupportedValueType(var.getElementType());
  return false;
}

/// True when `mask` is a compass.const_mask with every lane set.
static bool isFullMask(Value mask) {
  auto constant = mask.getDefiningOp<compass::ConstMaskOp>();
  return constant &&
         llvm::all_of(constant.getValue(), [](bool lane) { return lane; });
}

//===----------------------------------------------------------------------===//
// Operation rows
//===----------------------------------------------------------------------===//

/// The binary operation of each tir scalar binary operation.
template <typename OpTy>
static constexpr BinaryKind getBinaryKind() {
  using namespace compass;
  if constexpr (std::is_same_v<OpTy, tir::AddOp>)
    return BinaryKind::Add;
  else if constexpr (std::is_same_v<OpTy, tir::SubOp>)
    return BinaryKind::Sub;
  else if constexpr (std::is_same_v<OpTy, tir::MulOp>)
    return BinaryKind::Mul;
  else if constexpr (std::is_same_v<OpTy, tir::DivOp>)
    return BinaryKind::Div;
  else if constexpr (std::is_same_v<OpTy, tir::FloorDivOp>)
    return BinaryKind::FloorDiv;
  else if constexpr (std::is_same_v<OpTy, tir::ModOp>)
    return BinaryKind::Mod;
  else if constexpr (std::is_same_v<OpTy, tir::MinOp>)
    return BinaryKind::Min;
  else if constexpr (std::is_same_v<OpTy, tir::MaxOp>)
    return BinaryKind::Max;
  else if constexpr (std::is_same_v<OpTy, tir::AndOp>)
    return BinaryKind::And;
  else if constexpr (std::is_same_v<OpTy, tir::OrOp>)
    return BinaryKind::Or;
  else if constexpr (std::is_same_v<OpTy, tir::XorOp>)
    return BinaryKind::Xor;
  else if constexpr (std::is_same_v<OpTy, tir::ShlOp>)
    return BinaryKind::Shl;
  else if constexpr (std::is_same_v<OpTy, tir::ShrOp>)
    return BinaryKind::Shr;
  else if constexpr (std::is_same_v<OpTy, tir::PowOp>)
    return BinaryKind::Pow;
  else
    static_assert(sizeof(OpTy) == 0, "not a binary operation");
}

/// The simulator's comparison of a compass.vcmp predicate.
static CmpKind getCmpKind(compass::CmpPredicate predicate) {
  switch (predicate) {
#define COMPASS_COMPARE(NAME, PREDICATE, INT_BUILTIN, FLOAT_BUILTIN, KIND)     \
  case compass::CmpPredicate::PREDICATE:                                       \
    return KIND;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  }
  llvm_unreachable("unknown comparison");
}

namespace {
//===----------------------------------------------------------------------===//
// Decoder
//===----------------------------------------------------------------------===//

/// Decodes one module into a ProgramImpl.
class Decoder {
public:
  Decoder(ProgramImpl &program, ModuleOp module)
      : program(program), symbols(module) {}

  /// Decodes `kernel` (function 0) and everything it calls.
  LogicalResult decode(func::FuncOp kernel);

private:
  uint32_t getFunctionIndex(func::FuncOp function);
  LogicalResult decodeFunction(func::FuncOp function, uint32_t index);
  LogicalResult decodeBlock(Block &block);
  LogicalResult decodeOp(Operation *op);
  LogicalResult decodeKernelParams(func::FuncOp kernel);

  LogicalResult decodeConst(tir::ConstOp op);
  LogicalResult decodeConstMask(compass::ConstMaskOp op);
  LogicalResult emitConstant(Operation *op, const Reg &reg);
  template <typename OpTy>
  LogicalResult decodeScalarBinary(OpTy op);
  LogicalResult decodeLaneBuiltin(compass::LaneBuiltinOpInterface builtin);
  LogicalResult decodeCmp(tir::CmpOp op);
  LogicalResult decodeCast(tir::CastOp op);
  LogicalResult decodeFor(tir::ForOp op);
  LogicalResult decodeWhile(tir::WhileOp op);
  LogicalResult decodeBreak(tir::BreakOp op);
  LogicalResult decodeIf(tir::IfOp op);
  LogicalResult decodeCall(func::CallOp op);
  LogicalResult decodeReturn(Operation *op, ValueRange values, bool early);
  LogicalResult decodeAlloc(tir::AllocOp op);
  LogicalResult decodeConstBuffer(tir::ConstBufferOp op);
  LogicalResult decodeLaneAccess(Operation *op, Type vectorType, Value index,
                                 bool isInsert);
  LogicalResult decodeVectorOp(Operation *op);
  std::optional<LogicalResult> decodeCrossLane(Operation *op);
  std::optional<LogicalResult> decodeMisc(Operation *op);
  LogicalResult decodePermute(Operation *op);
  LogicalResult decodePtrOffset(tir::PtrOffsetOp op);
  LogicalResult decodeAccess(Operation *op, Value ptr, Value index,
                             bool isStore);
  LogicalResult decodeVectorAccess(Operation *op, Type vectorType, Value mask,
                                   bool isStore);

  /// The register slot of `value`, allocated at first sight.
  uint32_t slot(Value value);
  /// A slot no SSA value owns (loop state).
  uint32_t hiddenSlot() { return numSlots++; }
  /// Appends an instruction located at `op`; returns its index.
  size_t emit(Operation *op, Handler handler);
  /// emit(), then dst = the result of `op` (if it has one) and a, b, c, d =
  /// `operands` in order (a null one leaves its field empty).
  size_t emit(Operation *op, Handler handler, ValueRange operands);
  /// emit(op, handler, operands), or an error naming `type` when the
  /// simulator has no handler for it.
  FailureOr<size_t> emitSupported(Operation *op, Handler handler, Type type,
                                  ValueRange operands);
  Inst &at(size_t index) { return program.code[index]; }
  uint32_t getLocationIndex(Location loc);
  /// The scalar kind of `type`, or an error on `op`.
  FailureOr<ElementKind> requireScalar(Operation *op, Type type);
  LogicalResult unsupportedType(Operation *op, Type type);

  ProgramImpl &program;
  SymbolTable symbols;
  DenseMap<Operation *, uint32_t> functionIndices;
  SmallVector<std::pair<func::FuncOp, uint32_t>> pending;
  DenseMap<const void *, uint32_t> locationIndices;
  /// Bytes of the private allocations so far, per TEC (lsram and shared
  /// are checked along call paths by checkMemoryLimits).
  uint64_t privateBytes = 0;
  // Per function.
  DenseMap<Value, uint32_t> slots;
  uint32_t numSlots = 0;
  /// The jumps of the tir.break of each enclosing loop, innermost last,
  /// patched to the loop's exit once it is known.
  SmallVector<SmallVector<size_t, 2>> breakJumps;
};
} // namespace

uint32_t Decoder::slot(Value value) {
  auto [it, inserted] = slots.try_emplace(value, numSlots);
  if (inserted)
    ++numSlots;
  return it->second;
}

size_t Decoder::emit(Operation *op, Handler handler) {
  Inst inst;
  inst.handler = handler;
  inst.loc = getLocationIndex(op->getLoc());
  program.code.push_back(inst);
  return program.code.size() - 1;
}

size_t Decoder::emit(Operation *op, Handler handler, ValueRange operands) {
  size_t index = emit(op, handler);
  Inst &inst = at(index);
  if (op->getNumResults() == 1)
    inst.dst = slot(op->getResult(0));
  uint32_t *fields[] = {&inst.a, &inst.b, &inst.c, &inst.d};
  assert(operands.size() <= std::size(fields) && "too many operands");
  for (auto [operand, field] : llvm::zip_first(operands, fields))
    if (operand)
      *field = slot(operand);
  return index;
}

FailureOr<size_t> Decoder::emitSupported(Operation *op, Handler handler,
                                         Type type, ValueRange operands) {
  if (!handler)
    return unsupportedType(op, type);
  return emit(op, handler, operands);
}

uint32_t Decoder::getLocationIndex(Location loc) {
  auto [it, inserted] = locationIndices.try_emplace(loc.getAsOpaquePointer(),
                                                    program.locations.size());
  if (inserted)
    program.locations.push_back(formatLocation(loc));
  return it->second;
}

LogicalResult Decoder::unsupportedType(Operation *op, Type type) {
  return op->emitOpError() << "uses type " << type
                           << ", which the simulator does not support";
}

FailureOr<ElementKind> Decoder::requireScalar(Operation *op, Type type) {
  if (std::optional<ElementKind> kind = getElementKind(type))
    return *kind;
  return unsupportedType(op, type);
}

uint32_t Decoder::getFunctionIndex(func::FuncOp function) {
  auto [it, inserted] = functionIndices.try_emplace(function.getOperation(),
                                                    program.functions.size());
  if (inserted) {
    program.functions.emplace_back();
    program.functions.back().name = function.getSymName().str();
    pending.push_back({function, it->second});
  }
  return it->second;
}

LogicalResult Decoder::decode(func::FuncOp kernel) {
  program.kernelLoc = getLocationIndex(kernel.getLoc());
  if (failed(decodeKernelParams(kernel)))
    return failure();
  // The target's lsram and shared memory, along call paths, as the pipeline
  // checks them (a module given to compass-sim may not have been through it).
  const TargetInfo &target = program.target;
  auto module = kernel->getParentOfType<ModuleOp>();
  bool ok = !module ||
            succeeded(checkMemoryLimits(
                module, TargetDescription{target.name, target.tecCount,
                                          target.lsramBytes,
                                          target.sharedBytes}));
  getFunctionIndex(kernel);
  while (!pending.empty()) {
    auto [function, index] = pending.pop_back_val();
    if (failed(decodeFunction(function, index)))
      ok = false;
  }
  return success(ok);
}

LogicalResult Decoder::decodeKernelParams(func::FuncOp kernel) {
  FailureOr<std::vector<KernelParam>> params = describeKernelParams(kernel);
  if (failed(params))
    return failure();
  for (auto [i, param] : llvm::enumerate(*params)) {
    auto ptr = dyn_cast<PtrType>(kernel.getArgumentTypes()[i]);
    if (ptr && getPointeeBytes(ptr.getPointee()) == 0)
      return kernel.emitOpError()
             << "has parameter #" << i << " of type " << ptr
             << ", which the simulator does not support";
    program.params.push_back(ParamInfo{std::move(param)});
  }
  return success();
}

LogicalResult Decoder::decodeFunction(func::FuncOp function, uint32_t index) {
  if (function.isExternal())
    return function.emitOpError()
           << "has no body, which the simulator needs to run it";
  if (!function.getBody().hasOneBlock())
    return function.emitOpError()
           << "has more than one block, which the simulator does not support";
  slots.clear();
  numSlots = 0;
  Block &body = function.front();
  for (BlockArgument arg : body.getArguments()) {
    if (!isSupportedValueType(arg.getType()))
      return unsupportedType(function, arg.getType());
    slot(arg);
  }
  Function &decoded = program.functions[index];
  decoded.entry = static_cast<uint32_t>(program.code.size());
  decoded.numParams = body.getNumArguments();
  LogicalResult result = decodeBlock(body);
  // The vector may have grown while decoding; index again.
  program.functions[index].numSlots = std::max(numSlots, 1u);
  return result;
}

LogicalResult Decoder::decodeBlock(Block &block) {
  bool ok = true;
  for (Operation &op : block) {
    if (isa<tir::YieldOp, tir::ConditionOp>(op))
      continue;
    if (failed(decodeOp(&op)))
      ok = false;
    // What follows a break or a return in its block never runs.
    if (isa<tir::BreakOp, tir::ReturnOp, func::ReturnOp>(op))
      break;
  }
  return success(ok);
}

LogicalResult Decoder::decodeOp(Operation *op) {
  for (Type type : op->getResultTypes())
    if (!isSupportedValueType(type))
      return unsupportedType(op, type);

  // dma_copy and async_dma_copy: the handler for the element size, dst, src,
  // width and src_stride as operands, times and dst_stride in dst and imm.
  auto decodeDmaRows = [&](auto op, Handler (*getHandler)(unsigned))
      -> FailureOr<size_t> {
    Type pointee = op.getDst().getType().getPointee();
    if (auto vector = dyn_cast<VectorType>(pointee))
      pointee = vector.getElementType();
    std::optional<ElementKind> kind = getElementKind(pointee);
    Handler handler = kind ? getHandler(getKindBytes(*kind)) : nullptr;
    FailureOr<size_t> index = emitSupported(
        op, handler, pointee,
        {op.getDst(), op.getSrc(), op.getWidth(), op.getSrcStride()});
    if (failed(index))
      return failure();
    at(*index).dst = slot(op.getTimes());
    at(*index).imm = slot(op.getDstStride());
    return index;
  };
  // The operations whose instruction takes no more than their result and
  // operands.
  auto simple = [&](Operation *op, Handler handler, ValueRange operands) {
    emit(op, handler, operands);
    return success();
  };
  // emitSupported() as a LogicalResult (Memory II).
  auto emitSupportedOp = [&](Operation *op, Handler handler, Type type,
                             ValueRange operands) -> LogicalResult {
    return failure(failed(emitSupported(op, handler, type, operands)));
  };

  return TypeSwitch<Operation *, LogicalResult>(op)
      // Constants.
      .Case<tir::ConstOp>([&](auto op) { return decodeConst(op); })
      .Case<compass::ConstMaskOp>([&](auto op) { return decodeConstMask(op); })
      // Scalar expressions.
      .Case<tir::AddOp, tir::SubOp, tir::MulOp, tir::DivOp, tir::FloorDivOp,
            tir::ModOp, tir::MinOp, tir::MaxOp, tir::AndOp, tir::OrOp,
            tir::XorOp, tir::ShlOp, tir::ShrOp, tir::PowOp>(
          [&](auto op) { return decodeScalarBinary(op); })
      .Case<tir::NotOp>([&](tir::NotOp op) -> LogicalResult {
        FailureOr<ElementKind> kind = requireScalar(op, op.getType());
        if (failed(kind))
          return failure();
        return emitSupported(op, getNotHandler(*kind), op.getType(),
                             op.getInput());
      })
      .Case<tir::CmpOp>([&](auto op) { return decodeCmp(op); })
      .Case<tir::CastOp>([&](auto op) { return decodeCast(op); })
      .Case<tir::SelectOp>([&](tir::SelectOp op) {
        return simple(
            op, &execSelect,
            {op.getCondition(), op.getTrueValue(), op.getFalseValue()});
      })
      // Control flow.
      .Case<tir::ForOp>([&](auto op) { return decodeFor(op); })
      .Case<tir::WhileOp>([&](auto op) { return decodeWhile(op); })
      .Case<tir::BreakOp>([&](auto op) { return decodeBreak(op); })
      .Case<tir::IfOp>([&](auto op) { return decodeIf(op); })
      .Case<func::CallOp>([&](auto op) { return decodeCall(op); })
      .Case<func::ReturnOp>([&](func::ReturnOp op) {
        return decodeReturn(op, op.getOperands(), /*early=*/false);
      })
      .Case<tir::ReturnOp>([&](tir::ReturnOp op) {
        return decodeReturn(op, op.getValues(), /*early=*/true);
      })
      // Variables: a declaration is only a slot.
      .Case<tir::VarDeclOp>([&](tir::VarDeclOp op) {
        slot(op.getResult());
        return success();
      })
      .Case<tir::VarGetOp>(
          [&](tir::VarGetOp op) { return simple(op, &execCopy, op.getVar()); })
      .Case<tir::VarSetOp>([&](tir::VarSetOp op) {
        at(emit(op, &execCopy, op.getValue())).dst = slot(op.getVar());
        return success();
      })
      // Memory.
      .Case<tir::AllocOp>([&](auto op) { return decodeAlloc(op); })
      .Case<tir::ConstBufferOp>([&](auto op) { return decodeConstBuffer(op); })
      .Case<tir::PtrIsNullOp>([&](tir::PtrIsNullOp op) {
        return simple(op, &execPtrIsNull, op.getPtr());
      })
      .Case<tir::PtrCmpOp>([&](tir::PtrCmpOp op) {
        return simple(op,
                      getPtrCmpHandler(static_cast<CmpKind>(op.getPredicate())),
                      {op.getLhs(), op.getRhs()});
      })
      .Case<tir::PtrCastOp>([&](tir::PtrCastOp op) {
        // Pointers count bytes: only the static type changes.
        return simple(op, &execCopy, op.getInput());
      })
      // Lanes.
      .Case<tir::ExtractOp>([&](tir::ExtractOp op) {
        return decodeLaneAccess(op, op.getVector().getType(), op.getIndex(),
                                /*isInsert=*/false);
      })
      .Case<tir::InsertOp>([&](tir::InsertOp op) {
        return decodeLaneAccess(op, op.getVector().getType(), op.getIndex(),
                                /*isInsert=*/true);
      })
      .Case<tir::PtrOffsetOp>([&](auto op) { return decodePtrOffset(op); })
      .Case<tir::LoadOp>([&](tir::LoadOp op) {
        return decodeAccess(op, op.getPtr(), op.getIndex(), /*isStore=*/false);
      })
      .Case<tir::StoreOp>([&](tir::StoreOp op) {
        return decodeAccess(op, op.getPtr(), op.getIndex(), /*isStore=*/true);
      })
      .Case<compass::VLoadOp>([&](compass::VLoadOp op) {
        return decodeVectorAccess(op, op.getType(), op.getMask(),
                                  /*isStore=*/false);
      })
      .Case<compass::VStoreOp>([&](compass::VStoreOp op) {
        return decodeVectorAccess(op, op.getValue().getType(), op.getMask(),
                                  /*isStore=*/true);
      })
      // Memory II: strided and indexed accesses, DMA fill, transpose,
      // upsample and the cache.
      .Case<compass::VLoadStrideOp>([&](compass::VLoadStrideOp op) -> LogicalResult {
        std::optional<ElementKind> kind = getVectorKind(op.getType());
        return emitSupportedOp(
            op, kind ? getVLoadStrideHandler(getKindBytes(*kind)) : nullptr,
            op.getType(), op->getOperands());
      })
      .Case<compass::VStoreStrideOp>([&](compass::VStoreStrideOp op) -> LogicalResult {
        Type type = op.getValue().getType();
        std::optional<ElementKind> kind = getVectorKind(type);
        return emitSupportedOp(
            op, kind ? getVStoreStrideHandler(getKindBytes(*kind)) : nullptr,
            type, op->getOperands());
      })
      .Case<compass::VLoadGatherOp, compass::VStoreScatterOp>(
          [&](auto op) -> LogicalResult {
            constexpr bool isStore =
                std::is_same_v<decltype(op), compass::VStoreScatterOp>;
            Type type;
            if constexpr (isStore)
              type = op.getValue().getType();
            else
              type = op.getType();
            std::optional<ElementKind> kind = getVectorKind(type);
            Value lo = op.getIndices().front(), hi = op.getIndices().back();
            bool isSigned = cast<VectorType>(lo.getType())
                                .getElementType()
                                .isSignedInteger();
            Handler handler = nullptr;
            if (kind)
              handler =
                  isStore ? getVStoreScatterHandler(getKindBytes(*kind), isSigned)
                          : getVLoadGatherHandler(getKindBytes(*kind), isSigned);
            FailureOr<size_t> index;
            if constexpr (isStore)
              index = emitSupported(op, handler, type,
                                    {op.getValue(), op.getPtr(), lo, hi});
            else
              index = emitSupported(op, handler, type,
                                    {op.getPtr(), lo, hi, op.getMask()});
            if (failed(index))
              return failure();
            if constexpr (isStore)
              at(*index).dst = slot(op.getMask());
            at(*index).imm = static_cast<uint64_t>(op.getFirst());
            return success();
          })
      .Case<compass::DmaMemsetOp>([&](compass::DmaMemsetOp op) -> LogicalResult {
        Type element = op.getValue().getType();
        std::optional<ElementKind> kind = getElementKind(element);
        return emitSupportedOp(
            op, kind ? getDmaMemsetHandler(getKindBytes(*kind)) : nullptr,
            element, op->getOperands());
      })
      .Case<compass::DmaTranspose2dOp>(
          [&](compass::DmaTranspose2dOp op) -> LogicalResult {
            Type pointee = op.getDst().getType().getPointee();
            if (auto vector = dyn_cast<VectorType>(pointee))
              pointee = vector.getElementType();
            std::optional<ElementKind> kind = getElementKind(pointee);
            FailureOr<size_t> index = emitSupported(
                op,
                kind ? getDmaTranspose2dHandler(getKindBytes(*kind)) : nullptr,
                pointee, {op.getDst(), op.getSrc(), op.getRow(), op.getCol()});
            if (failed(index))
              return failure();
            at(*index).dst = slot(op.getDstStride());
            at(*index).imm = slot(op.getSrcStride()) |
                             uint64_t(op.getDstStrideGiven()) << 32 |
                             uint64_t(op.getSrcStrideGiven()) << 33;
            return success();
          })
      .Case<compass::DmaUpsampleOp>(
          [&](compass::DmaUpsampleOp op) -> LogicalResult {
            Type pointee = op.getDst().getType().getPointee();
            if (auto vector = dyn_cast<VectorType>(pointee))
              pointee = vector.getElementType();
            std::optional<ElementKind> kind = getElementKind(pointee);
            Handler handler =
                kind ? getDmaUpsampleHandler(getKindBytes(*kind)) : nullptr;
            if (!handler)
              return unsupportedType(op, pointee);
            // Nine operands: four travel packed in a hidden register.
            uint32_t packed = hiddenSlot();
            size_t pack = emit(op, &execPackScalars,
                               {op.getHScale(), op.getWScale(), op.getC(),
                                op.getW()});
            at(pack).dst = packed;
            size_t index = emit(op, handler,
                                {op.getDst(), op.getSrc(), Value(),
                                 op.getSrcCStride()});
            at(index).c = packed;
            at(index).dst = slot(op.getDstCStride());
            at(index).imm = slot(op.getDstWStride());
            return success();
          })
      // Nothing to write back: the simulator has no cache.
      .Case<compass::FlushCacheOp>([&](auto) { return success(); })
      // Lane-wise builtins: rows of the builtin table.
      .Case<compass::LaneBuiltinOpInterface>(
          [&](auto op) { return decodeLaneBuiltin(op); })
      // Dot family: one generic handler, its shape in imm.
      .Case<compass::DotBuiltinOpInterface>(
          [&](compass::DotBuiltinOpInterface op) -> LogicalResult {
            Type type = op->getResult(0).getType();
            std::optional<ElementKind> result = getVectorKind(type);
            std::optional<ElementKind> x =
                getVectorKind(op.getLhs().getType());
            std::optional<ElementKind> y =
                getVectorKind(op.getRhs().getType());
            FailureOr<size_t> index = emitSupported(
                op, result && x && y ? &execDot : nullptr, type,
                {op.getAccOrNull(), op.getLhs(), op.getRhs(), op.getMask()});
            if (failed(index))
              return failure();
            at(*index).imm = DotShape{*result, *x, *y, op.getGroup(),
                                      op.getPick(),
                                      static_cast<bool>(op.getAccOrNull())}
                                 .pack();
            return success();
          })
      .Case<compass::VCmpOp, compass::VSelOp, compass::VCvtOp,
            compass::VBitcastOp,
            compass::VBcastOp, compass::TailMaskOp, compass::MaskAndOp,
            compass::MaskOrOp, compass::MaskXorOp, compass::MaskNotOp,
            compass::MaskAndNotOp, compass::MaskOrNotOp, compass::MaskNandOp,
            compass::MaskNorOp>(
          [&](Operation *op) { return decodeVectorOp(op); })
      .Case<compass::VPermOp, compass::VCompressOp, compass::VTblOp>(
          [&](Operation *op) { return decodePermute(op); })
      .Case<compass::VMmlOp, compass::VMmaOp>([&](auto op) -> LogicalResult {
        auto isBFloat16 = [](Value v) {
          return isa<BFloat16Type>(cast<VectorType>(v.getType()).getElementType());
        };
        emit(op, getMatMulHandler(isBFloat16(op.getLhs()), isBFloat16(op.getRhs()),
                                  op.kAccumulates),
             {op.getPtr(), op.getLhs(), op.getRhs()});
        return success();
      })
      .Case<compass::DmaCopyOp>([&](compass::DmaCopyOp op) -> LogicalResult {
        return decodeDmaRows(op, &getDmaCopyHandler);
      })
      // Events and asynchronous DMA.
      .Case<compass::AllocEventOp>(
          [&](auto op) { return simple(op, &execAllocEvent, {}); })
      .Case<compass::WaitEventsOp>([&](compass::WaitEventsOp op) {
        return simple(op, &execWaitEvents, op.getEvents());
      })
      .Case<compass::FreeEventsOp>([&](compass::FreeEventsOp op) {
        return simple(op, &execFreeEvents, op.getEvents());
      })
      .Case<compass::AsyncDmaCopyOp>(
          [&](compass::AsyncDmaCopyOp op) -> LogicalResult {
            FailureOr<size_t> index =
                decodeDmaRows(op, &getAsyncDmaCopyHandler);
            if (failed(index))
              return failure();
            at(*index).imm |= uint64_t(slot(op.getEvent())) << 32;
            return success();
          })
      // TECs.
      .Case<compass::GetLocalIdOp>(
          [&](auto op) { return simple(op, &execLocalId, {}); })
      .Case<compass::GetLocalSizeOp>(
          [&](auto op) { return simple(op, &execLocalSize, {}); })
      .Case<compass::BarrierOp>(
          [&](auto op) { return simple(op, &execBarrier, {}); })
      .Default([&](Operation *op) -> LogicalResult {
        if (std::optional<LogicalResult> decoded = decodeCrossLane(op))
          return *decoded;
        if (std::optional<LogicalResult> decoded = decodeMisc(op))
          return *decoded;
        return op->emitOpError("is not supported by the simulator");
      });
}

LogicalResult Decoder::decodeConst(tir::ConstOp op) {
  Reg reg = {};
  uint64_t bits = 0;
  if (auto intAttr = dyn_cast<IntegerAttr>(op.getValue()))
    bits = intAttr.getValue().getZExtValue();
  else if (auto floatAttr = dyn_cast<FloatAttr>(op.getValue()))
    bits = floatAttr.getValue().bitcastToAPInt().getZExtValue();
  else
    return op.emitOpError("has a value the simulator does not support");
  if (op.getType().isInteger(1))
    bits = bits != 0;
  put(reg, bits);
  return emitConstant(op, reg);
}

LogicalResult Decoder::decodeConstMask(compass::ConstMaskOp op) {
  Reg reg = {};
  for (auto [i, lane] : llvm::enumerate(op.getValue()))
    reg.bytes[i] = lane ? 1 : 0;
  return emitConstant(op, reg);
}

/// The instruction of a constant operation: its result is `reg`.
LogicalResult Decoder::emitConstant(Operation *op, const Reg &reg) {
  at(emit(op, &execConstant, {})).a =
      static_cast<uint32_t>(program.constants.size());
  program.constants.push_back(reg);
  return success();
}

template <typename OpTy>
LogicalResult Decoder::decodeScalarBinary(OpTy op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getType());
  if (failed(kind))
    return failure();
  return emitSupported(op, getScalarBinaryHandler(getBinaryKind<OpTy>(), *kind),
                       op.getType(), {op.getLhs(), op.getRhs()});
}

/// A lane-wise builtin: binary ones (a, b, mask c, r d), unary ones (a,
/// mask b, r d).
LogicalResult
Decoder::decodeLaneBuiltin(compass::LaneBuiltinOpInterface builtin) {
  Operation *op = builtin;
  Type type = op->getResult(0).getType();
  std::optional<ElementKind> kind = getVectorKind(type);
  bool hasR = static_cast<bool>(builtin.getR());
  bool fullMask = isFullMask(builtin.getMask());
  SmallVector<Value, 4> operands(builtin.getLaneOperands());
  // An out_sign builtin whose integer operands differ in signedness from
  // its result: a unary one computes on its input's lanes (the result only
  // relabels the bits), a binary one reads each operand by its signedness.
  uint64_t operandSigns = 0;
  bool signsDiffer = false;
  for (auto [index, operand] : llvm::enumerate(operands)) {
    Type element = cast<VectorType>(operand.getType()).getElementType();
    signsDiffer |= operand.getType() != type;
    if (element.isSignedInteger())
      operandSigns |= uint64_t(1) << index;
  }
  Handler handler = nullptr;
  std::optional<ElementKind> operandKind =
      getVectorKind(operands[0].getType());
  if (Handler widening =
          operandKind ? getWideningHandler(op, *operandKind, hasR, fullMask)
                      : nullptr)
    handler = widening;
  else if (Handler narrowing =
               operandKind && kind ? getNarrowingHandler(op, *operandKind,
                                                         *kind, fullMask)
                                   : nullptr)
    handler = narrowing;
  else if (kind && signsDiffer && operands.size() == 1)
    handler = getLaneBuiltinHandler(
        op, *getVectorKind(operands[0].getType()), hasR, fullMask);
  else if (kind && signsDiffer)
    handler = getOutSignLaneHandler(op, *kind, hasR, fullMask);
  else if (kind)
    handler = getLaneBuiltinHandler(op, *kind, hasR, fullMask);
  operands.push_back(builtin.getMask());
  operands.resize(3); // unary builtins leave c unused
  operands.push_back(builtin.getR());
  FailureOr<size_t> index = emitSupported(op, handler, type, operands);
  if (failed(index))
    return failure();
  at(*index).imm = operandSigns;
  return success();
}

LogicalResult Decoder::decodeCmp(tir::CmpOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getLhs().getType());
  if (failed(kind))
    return failure();
  emit(op, getCmpHandler(static_cast<CmpKind>(op.getPredicate()), *kind),
       {op.getLhs(), op.getRhs()});
  return success();
}

LogicalResult Decoder::decodeCast(tir::CastOp op) {
  FailureOr<ElementKind> from = requireScalar(op, op.getInput().getType());
  FailureOr<ElementKind> to = requireScalar(op, op.getType());
  if (failed(from) || failed(to))
    return failure();
  emit(op, getCastHandler(*from, *to), op.getInput());
  return success();
}

LogicalResult Decoder::decodeFor(tir::ForOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getStart().getType());
  if (failed(kind))
    return failure();
  Handler init = getForInitHandler(*kind);
  Handler next = getForNextHandler(*kind);
  if (!init || !next)
    return unsupportedType(op, op.getStart().getType());
  uint32_t iv = slot(op.getInductionVar());
  uint32_t state = hiddenSlot();
  size_t initIndex = emit(op, init);
  at(initIndex).dst = iv;
  at(initIndex).a = slot(op.getStart());
  at(initIndex).b = slot(op.getStop());
  at(initIndex).c = slot(op.getStep());
  at(initIndex).d = state;
  uint32_t bodyPc = static_cast<uint32_t>(program.code.size());
  breakJumps.emplace_back();
  LogicalResult result = decodeBlock(*op.getBodyBlock());
  size_t nextIndex = emit(op, next);
  at(nextIndex).dst = iv;
  at(nextIndex).d = state;
  at(nextIndex).imm = bodyPc;
  at(initIndex).imm = program.code.size();
  for (size_t jump : breakJumps.pop_back_val())
    at(jump).imm = program.code.size();
  return result;
}

LogicalResult Decoder::decodeWhile(tir::WhileOp op) {
  // condition: …; if !c goto exit; body: …; goto condition; exit:
  uint32_t conditionPc = static_cast<uint32_t>(program.code.size());
  Block *condition = op.getConditionBlock();
  LogicalResult result = decodeBlock(*condition);
  auto terminator = cast<tir::ConditionOp>(condition->getTerminator());
  size_t exitBranch = emit(terminator, &execJumpIfFalse);
  at(exitBranch).a = slot(terminator.getValue());
  breakJumps.emplace_back();
  if (failed(decodeBlock(*op.getBodyBlock())))
    result = failure();
  at(emit(op, &execJump)).imm = conditionPc;
  at(exitBranch).imm = program.code.size();
  for (size_t jump : breakJumps.pop_back_val())
    at(jump).imm = program.code.size();
  return result;
}

LogicalResult Decoder::decodeBreak(tir::BreakOp op) {
  if (breakJumps.empty())
    return op.emitOpError("is not inside a loop the simulator decodes");
  breakJumps.back().push_back(emit(op, &execJump));
  return success();
}

LogicalResult Decoder::decodeIf(tir::IfOp op) {
  size_t branch = emit(op, &execJumpIfFalse);
  at(branch).a = slot(op.getCondition());
  LogicalResult result = decodeBlock(*op.getThenBlock());
  if (Block *elseBlock = op.getElseBlock()) {
    size_t jump = emit(op, &execJump);
    at(branch).imm = program.code.size();
    if (failed(decodeBlock(*elseBlock)))
      result = failure();
    at(jump).imm = program.code.size();
  } else {
    at(branch).imm = program.code.size();
  }
  return result;
}

LogicalResult Decoder::decodeCall(func::CallOp op) {
  auto callee = symbols.lookup<func::FuncOp>(op.getCallee());
  if (!callee)
    return op.emitOpError() << "calls @" << op.getCallee()
                            << ", which is not a func.func of this module";
  if (callee.isExternal())
    return op.emitOpError()
           << "calls @" << op.getCallee() << ", which has no body to simulate";
  uint32_t function = getFunctionIndex(callee);
  size_t index = emit(op, &execCall);
  at(index).a = function;
  at(index).b = static_cast<uint32_t>(program.callOperands.size());
  at(index).c = op.getNumOperands();
  if (op.getNumResults() == 1)
    at(index).dst = slot(op.getResult(0));
  for (Value operand : op.getOperands())
    program.callOperands.push_back(slot(operand));
  // Several results: their slots follow the arguments.
  if (op.getNumResults() > 1) {
    at(index).d = op.getNumResults();
    for (Value result : op.getResults())
      program.callOperands.push_back(slot(result));
  }
  return success();
}

LogicalResult Decoder::decodeReturn(Operation *op, ValueRange values,
                                    bool early) {
  size_t index = emit(op, &execReturn);
  if (values.size() == 1)
    at(index).a = slot(values.front());
  if (values.size() > 1) {
    at(index).b = static_cast<uint32_t>(program.callOperands.size());
    at(index).c = values.size();
    for (Value value : values)
      program.callOperands.push_back(slot(value));
  }
  if (early)
    at(index).imm = kEarlyReturn;
  return success();
}

LogicalResult Decoder::decodeAlloc(tir::AllocOp op) {
  PtrType type = op.getType();
  unsigned elementBytes = getPointeeBytes(type.getPointee());
  if (elementBytes == 0 || isa<NoneType>(type.getPointee()))
    return unsupportedType(op, type);
  MemoryKind kind;
  const TargetInfo &target = program.target;
  uint64_t count = static_cast<uint64_t>(op.getCount());
  switch (type.getSpace()) {
  case AddressSpace::Private:
    kind = MemoryKind::Private;
    // Over the target: reported by checkMemoryLimits (decode()).
    if (count > target.privateBytes / elementBytes)
      return failure();
    break;
  case AddressSpace::Lsram:
    kind = MemoryKind::Lsram;
    // Over the target: reported by checkMemoryLimits (decode()).
    if (count > target.lsramBytes / elementBytes)
      return failure();
    break;
  case AddressSpace::Shared:
    kind = MemoryKind::Shared;
    if (count > target.sharedBytes / elementBytes)
      return failure();
    break;
  default:
    return op.emitOpError()
           << "allocates in " << stringifyAddressSpace(type.getSpace())
           << " memory, which the simulator does not support";
  }
  if (kind == MemoryKind::Private) {
    // count * elementBytes, without overflow, against the simulator's limit.
    uint64_t room = kMaxPrivateBytes - std::min(kMaxPrivateBytes, privateBytes);
    if (count > room / elementBytes) {
      InFlightDiagnostic diag = op.emitOpError();
      diag << "allocates " << count << " x " << elementBytes
           << " bytes of private";
      if (privateBytes)
        diag << " (after " << privateBytes
             << " bytes of other private allocations)";
      diag << ", over the simulator's limit of " << kMaxPrivateBytes
           << " bytes per TEC";
      return diag;
    }
    privateBytes += count * elementBytes;
  }
  uint64_t bytes = count * elementBytes;

  at(emit(op, getAllocHandler(kind), {})).a =
      static_cast<uint32_t>(program.allocs.size());
  program.allocs.push_back({op.getName().str(), kind, bytes});
  return success();
}

LogicalResult Decoder::decodePtrOffset(tir::PtrOffsetOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getOffset().getType());
  if (failed(kind))
    return failure();
  FailureOr<size_t> index =
      emitSupported(op, getPtrOffsetHandler(*kind), op.getOffset().getType(),
                    {op.getPtr(), op.getOffset()});
  if (failed(index))
    return failure();
  at(*index).imm = getPointeeBytes(op.getPtr().getType().getPointee());
  return success();
}

/// tir.load (a = pointer, b = index) and tir.store (a = value, b =
/// pointer, c = index): by the size of the pointee and the index type.
LogicalResult Decoder::decodeAccess(Operation *op, Value ptr, Value index,
                                    bool isStore) {
  FailureOr<ElementKind> kind = requireScalar(op, index.getType());
  if (failed(kind))
    return failure();
  Type pointee = cast<PtrType>(ptr.getType()).getPointee();
  unsigned bytes = getPointeeBytes(pointee);
  Handler handler =
      isStore ? getStoreHandler(bytes, *kind) : getLoadHandler(bytes, *kind);
  return emitSupported(op, handler, pointee, op->getOperands());
}

/// compass.vload (a = pointer, b = mask) and compass.vstore (a = value, b =
/// pointer, c = mask): by the lane width and whether the mask is full.
LogicalResult Decoder::decodeVectorAccess(Operation *op, Type vectorType,
                                          Value mask, bool isStore) {
  std::optional<ElementKind> kind = getVectorKind(vectorType);
  if (!kind)
    return unsupportedType(op, vectorType);
  unsigned laneBytes = getKindBytes(*kind);
  emit(op,
       isStore ? getVStoreHandler(laneBytes, isFullMask(mask))
               : getVLoadHandler(laneBytes, isFullMask(mask)),
       op->getOperands());
  return success();
}

LogicalResult Decoder::decodeConstBuffer(tir::ConstBufferOp op) {
  Type pointee = op.getType().getPointee();
  std::optional<ElementKind> kind = getElementKind(pointee);
  auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
  if (!kind || *kind == ElementKind::I1 || !dense ||
      dense.getElementType() != pointee)
    return op.emitOpError()
           << "has a table the simulator does not support (it takes dense "
              "tables of the pointee type)";
  ConstTable table;
  table.name = op.getName().str();
  unsigned bytes = getKindBytes(*kind);
  auto append = [&](const APInt &bits) {
    uint64_t value = bits.getZExtValue();
    for (unsigned i = 0; i < bytes; ++i)
      table.bytes.push_back(static_cast<uint8_t>(value >> (8 * i)));
  };
  if (isa<FloatType>(pointee)) {
    for (const APFloat &value : dense.getValues<APFloat>())
      append(value.bitcastToAPInt());
  } else {
    for (const APInt &value : dense.getValues<APInt>())
      append(value);
  }
  at(emit(op, &execConstBuffer, {})).a =
      static_cast<uint32_t>(program.constTables.size());
  program.constTables.push_back(std::move(table));
  return success();
}

LogicalResult Decoder::decodeLaneAccess(Operation *op, Type vectorType,
                                        Value index, bool isInsert) {
  unsigned lanes, laneBytes;
  if (auto mask = dyn_cast<MaskType>(vectorType)) {
    lanes = mask.getLanes();
    laneBytes = 1;
  } else if (std::optional<ElementKind> kind = getVectorKind(vectorType)) {
    laneBytes = getKindBytes(*kind);
    lanes = sizeof(Reg) / laneBytes;
  } else {
    return unsupportedType(op, vectorType);
  }
  FailureOr<ElementKind> indexKind = requireScalar(op, index.getType());
  if (failed(indexKind))
    return failure();
  Handler handler = isInsert ? getInsertHandler(laneBytes, *indexKind)
                             : getExtractHandler(laneBytes, *indexKind);
  // tir.extract: a = vector, b = index; tir.insert: a = value, b = vector,
  // c = index.
  FailureOr<size_t> inst =
      emitSupported(op, handler, index.getType(), op->getOperands());
  if (failed(inst))
    return failure();
  at(*inst).imm = lanes;
  return success();
}

/// The lane operation of a two-mask operation.
static MaskOpKind getMaskOpKind(Operation *op) {
  return TypeSwitch<Operation *, MaskOpKind>(op)
      .Case([](compass::MaskAndOp) { return MaskOpKind::And; })
      .Case([](compass::MaskOrOp) { return MaskOpKind::Or; })
      .Case([](compass::MaskXorOp) { return MaskOpKind::Xor; })
      .Case([](compass::MaskAndNotOp) { return MaskOpKind::AndNot; })
      .Case([](compass::MaskOrNotOp) { return MaskOpKind::OrNot; })
      .Case([](compass::MaskNandOp) { return MaskOpKind::Nand; })
      .Case([](compass::MaskNorOp) { return MaskOpKind::Nor; });
}

LogicalResult Decoder::decodeVectorOp(Operation *op) {
  auto laneBytesOf = [](Type type) -> unsigned {
    std::optional<ElementKind> kind = getVectorKind(type);
    return kind ? getKindBytes(*kind) : 0;
  };
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case<compass::VCmpOp>([&](compass::VCmpOp op) {
        std::optional<ElementKind> kind = getVectorKind(op.getLhs().getType());
        Handler handler =
            kind
                ? getVCmpHandler(getCmpKind(op.getPredicate()), *kind)
                : nullptr;
        return emitSupported(op, handler, op.getLhs().getType(),
                             {op.getLhs(), op.getRhs(), op.getMask()});
      })
      .Case<compass::VSelOp>([&](compass::VSelOp op) {
        return emitSupported(op, getVSelHandler(laneBytesOf(op.getType())),
                             op.getType(),
                             {op.getOnTrue(), op.getOnFalse(), op.getMask()});
      })
      .Case<compass::VBcastOp>([&](compass::VBcastOp op) {
        return emitSupported(op, getVBcastHandler(laneBytesOf(op.getType())),
                             op.getType(), op.getInput());
      })
      .Case<compass::TailMaskOp>([&](compass::TailMaskOp op) {
        at(emit(op, &execTailMask, op.getCount())).imm =
            op.getType().getLanes();
        return success();
      })
      .Case<compass::MaskAndOp, compass::MaskOrOp, compass::MaskXorOp,
            compass::MaskAndNotOp, compass::MaskOrNotOp, compass::MaskNandOp,
            compass::MaskNorOp>([&](auto op) {
        at(emit(op, getMaskBinaryHandler(getMaskOpKind(op)),
                {op.getLhs(), op.getRhs()}))
            .imm = op.getType().getLanes();
        return success();
      })
      .Case<compass::MaskNotOp>([&](compass::MaskNotOp op) {
        at(emit(op, &execMaskNot, op.getInput())).imm = op.getType().getLanes();
        return success();
      })
      // Conversions.
      .Case<compass::VBitcastOp>([&](compass::VBitcastOp op) {
        return emitSupported(op, getVectorKind(op.getType()) ? &execCopy
                                                              : nullptr,
                             op.getType(), op.getInput());
      })
      .Case<compass::VCvtOp>([&](compass::VCvtOp op) -> LogicalResult {
        Type inputType = op.getInputs().front().getType();
        std::optional<ElementKind> from = getVectorKind(inputType);
        std::optional<ElementKind> to = getVectorKind(op.getType());
        Handler handler = from && to ? getConvertHandler(*from, *to,
                                                         op.getSaturate(),
                                                         op.getRound())
                                     : nullptr;
        FailureOr<size_t> inst =
            emitSupported(op, handler, from ? Type(op.getType()) : inputType,
                          op.getInputs());
        if (failed(inst))
          return failure();
        at(*inst).imm = (uint64_t(op.getInputs().size()) << 32) |
                        (uint64_t(op.getStride()) << 16) | op.getOffset();
        return success();
      });
}

//===----------------------------------------------------------------------===//
// Permutations (Permute.cpp)
//===----------------------------------------------------------------------===//

/// compass.vperm: a, b, shift c, imm = its index table (a constant
/// register, one byte a lane); compass.vcompress: a, mask b, fill c;
/// compass.vtbl: tables a … d, imm = their count | the indices' slot << 8.
LogicalResult Decoder::decodePermute(Operation *op) {
  Type type = op->getResult(0).getType();
  std::optional<ElementKind> kind = getVectorKind(type);
  unsigned laneBytes = kind ? getKindBytes(*kind) : 0;
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case<compass::VPermOp>([&](compass::VPermOp op) -> LogicalResult {
        FailureOr<size_t> inst =
            emitSupported(op, getVPermHandler(laneBytes), type,
                          {op.getX(), op.getY(), op.getShift()});
        if (failed(inst))
          return failure();
        Reg table = {};
        for (auto [i, index] : llvm::enumerate(op.getIndices()))
          table.bytes[i] = static_cast<uint8_t>(index);
        at(*inst).imm = program.constants.size();
        program.constants.push_back(table);
        return success();
      })
      .Case<compass::VCompressOp>([&](compass::VCompressOp op) {
        return emitSupported(op, getVCompressHandler(laneBytes), type,
                             {op.getX(), op.getMask(), op.getFill()});
      })
      .Case<compass::VTblOp>([&](compass::VTblOp op) -> LogicalResult {
        FailureOr<size_t> inst = emitSupported(op, getVTblHandler(laneBytes),
                                               type, op.getTables());
        if (failed(inst))
          return failure();
        at(*inst).imm =
            op.getTables().size() | (uint64_t(slot(op.getIndices())) << 8);
        return success();
      });
}

//===----------------------------------------------------------------------===//
// Builtins whose lanes read other lanes (rows of the builtin table)
//===----------------------------------------------------------------------===//

/// A pairwise builtin: a, b; a whole-mask test: mask a, imm = its lanes; a
/// reduction: a, mask b; nullopt for the operations of no such family.
std::optional<LogicalResult> Decoder::decodeCrossLane(Operation *op) {
  auto pairwise = [&]() -> LogicalResult {
    Type type = op->getResult(0).getType();
    std::optional<ElementKind> kind = getVectorKind(type);
    Handler handler = kind ? getPairwiseHandler(op, *kind) : nullptr;
    return emitSupported(op, handler, type, op->getOperands());
  };
#define COMPASS_PAIRWISE(OP, FN)                                               \
  if (isa<OP>(op))                                                             \
    return pairwise();
#define COMPASS_MASK_TEST(OP)                                                  \
  if (isa<OP>(op)) {                                                           \
    at(emit(op, getMaskTestHandler(op), op->getOperands())).imm =              \
        cast<compass::MaskType>(op->getOperand(0).getType()).getLanes();       \
    return success();                                                          \
  }
#define COMPASS_REDUCE(OP)                                                     \
  if (isa<OP>(op)) {                                                           \
    Type input = op->getOperand(0).getType();                                  \
    std::optional<ElementKind> kind = getVectorKind(input);                    \
    Handler handler = kind ? getReduceHandler(op, *kind) : nullptr;            \
    return LogicalResult(emitSupported(op, handler, input, op->getOperands())); \
  }
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::sim::decodeModule(ModuleOp module,
                                               ProgramImpl &program) {
  func::FuncOp kernel;
  for (auto function : module.getOps<func::FuncOp>()) {
    if (!isKernel(function))
      continue;
    if (kernel) {
      InFlightDiagnostic diag = function.emitOpError()
                                << "is a second entry kernel; the simulator "
                                   "runs one kernel per module";
      diag.attachNote(kernel.getLoc()) << "the first kernel";
      return failure();
    }
    kernel = function;
  }
  if (!kernel)
    return module.emitError()
           << "has no func.func marked '" << CompassDialect::getKernelAttrName()
           << "' to simulate";
  return Decoder(program, module).decode(kernel);
}

//===----------------------------------------------------------------------===//
// Miscellaneous builtins (the Misc family; handlers in Misc.cpp)
//===----------------------------------------------------------------------===//

std::optional<LogicalResult> Decoder::decodeMisc(Operation *op) {
  if (auto printf = dyn_cast<compass::PrintfOp>(op)) {
    PrintfInfo info;
    std::string rest;
    if (!parsePrintfFormat(printf.getFormat(), info.pieces, rest))
      return LogicalResult(printf.emitOpError()
                           << "has an unsupported conversion at \"" << rest
                           << "\"");
    for (Value arg : printf.getArgs()) {
      Type type = arg.getType();
      if (auto vector = dyn_cast<VectorType>(type))
        type = vector.getElementType();
      info.argKinds.push_back(
          getElementKind(type).value_or(ElementKind::UI32));
    }
    uint32_t first = static_cast<uint32_t>(program.callOperands.size());
    for (Value arg : printf.getArgs())
      program.callOperands.push_back(slot(arg));
    Inst &inst = at(emit(op, &execPrintf));
    inst.a = static_cast<uint32_t>(program.printfs.size());
    inst.b = first;
    inst.c = static_cast<uint32_t>(printf.getArgs().size());
    program.printfs.push_back(std::move(info));
    return success();
  }
  if (auto begin = dyn_cast<compass::PerfTickBeginOp>(op)) {
    emit(op, &execPerfTickBegin, {begin.getCid()});
    return success();
  }
  if (auto end = dyn_cast<compass::PerfTickEndOp>(op)) {
    emit(op, &execPerfTickEnd, {end.getCid()});
    return success();
  }
  // No model of the AIFF accelerator or of the NPU's instructions exists
  // here: one located error, when the kernel is decoded.
  if (isa<compass::AiffOp>(op))
    return LogicalResult(op->emitError(
        "S.aiff cannot run in the simulator: the AIFF accelerator is not "
        "modelled here"));
  if (isa<compass::AsyncAiffOp>(op))
    return LogicalResult(op->emitError(
        "S.async_aiff cannot run in the simulator: the AIFF accelerator is "
        "not modelled here"));
  if (isa<compass::AsmOp>(op))
    return LogicalResult(op->emitError(
        "S.asm cannot run in the simulator: inline assembly of the NPU "
        "cannot be executed here"));
  return std::nullopt;
}
