//===- Decoder.cpp - compass-level IR to simulator instructions -----------===//
//
// Walks the entry kernel and every function it calls, once, and appends
// each function's instructions to the program's flat array. Every SSA value
// and every tir.var_decl gets a register slot in its function's frame;
// tir.for and tir.if become jumps, func.call and func.return calls and
// returns. Each operation is one row below: the handler family it decodes
// to and its element type pick a specialized handler. Operations and types
// the simulator cannot run are reported on their locations.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
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

/// The element kind of a scalar type, if the simulator has one.
static std::optional<ScalarKind> getScalarKind(Type type) {
  if (isa<Float16Type>(type))
    return ScalarKind::F16;
  if (isa<BFloat16Type>(type))
    return ScalarKind::BF16;
  if (isa<Float32Type>(type))
    return ScalarKind::F32;
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType)
    return std::nullopt;
  if (intType.getWidth() == 1)
    return intType.isSignless() ? std::optional(ScalarKind::I1) : std::nullopt;
  if (intType.isSignless())
    return std::nullopt;
  bool isSigned = intType.isSigned();
  switch (intType.getWidth()) {
  case 8:
    return isSigned ? ScalarKind::SI8 : ScalarKind::UI8;
  case 16:
    return isSigned ? ScalarKind::SI16 : ScalarKind::UI16;
  case 32:
    return isSigned ? ScalarKind::SI32 : ScalarKind::UI32;
  default:
    return std::nullopt;
  }
}

/// The DSL name of a scalar kind.
static StringRef getDTypeName(ScalarKind kind) {
  switch (kind) {
  case ScalarKind::SI8:
    return "int8";
  case ScalarKind::UI8:
    return "uint8";
  case ScalarKind::SI16:
    return "int16";
  case ScalarKind::UI16:
    return "uint16";
  case ScalarKind::SI32:
    return "int32";
  case ScalarKind::UI32:
    return "uint32";
  case ScalarKind::F16:
    return "float16";
  case ScalarKind::BF16:
    return "bfloat16";
  case ScalarKind::F32:
    return "float32";
  case ScalarKind::I1:
    return "bool";
  }
  return "?";
}

/// A native vector (32 bytes of non-i1 lanes): its element kind.
static std::optional<ScalarKind> getVectorKind(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || vector.getRank() != 1 || vector.isScalable())
    return std::nullopt;
  std::optional<ScalarKind> kind = getScalarKind(vector.getElementType());
  if (!kind || *kind == ScalarKind::I1 ||
      vector.getNumElements() * getKindBytes(*kind) != sizeof(Reg))
    return std::nullopt;
  return kind;
}

/// Bytes of one pointee element (void counts one byte), or 0 when the
/// simulator cannot access it.
static unsigned getPointeeBytes(Type pointee) {
  if (isa<NoneType>(pointee))
    return 1;
  if (std::optional<ScalarKind> kind = getScalarKind(pointee))
    return *kind == ScalarKind::I1 ? 0 : getKindBytes(*kind);
  if (getVectorKind(pointee))
    return sizeof(Reg);
  return 0;
}

/// True when a value of `type` fits a register and the simulator knows it.
static bool isSupportedValueType(Type type) {
  if (getScalarKind(type) || getVectorKind(type))
    return true;
  if (auto mask = dyn_cast<MaskType>(type))
    return mask.getLanes() <= sizeof(Reg);
  if (auto ptr = dyn_cast<PtrType>(type))
    return getPointeeBytes(ptr.getPointee()) != 0;
  if (auto var = dyn_cast<tir::VarType>(type))
    return !isa<tir::VarType>(var.getElementType()) &&
           isSupportedValueType(var.getElementType());
  return false;
}

//===----------------------------------------------------------------------===//
// Operation rows
//===----------------------------------------------------------------------===//

namespace {
/// The binary family of each scalar or vector binary operation.
template <typename OpTy>
struct BinaryRow;
template <>
struct BinaryRow<tir::AddOp> {
  static constexpr BinaryKind kind = BinaryKind::Add;
};
template <>
struct BinaryRow<tir::SubOp> {
  static constexpr BinaryKind kind = BinaryKind::Sub;
};
template <>
struct BinaryRow<tir::MulOp> {
  static constexpr BinaryKind kind = BinaryKind::Mul;
};
template <>
struct BinaryRow<tir::DivOp> {
  static constexpr BinaryKind kind = BinaryKind::Div;
};
template <>
struct BinaryRow<tir::FloorDivOp> {
  static constexpr BinaryKind kind = BinaryKind::FloorDiv;
};
template <>
struct BinaryRow<tir::ModOp> {
  static constexpr BinaryKind kind = BinaryKind::Mod;
};
template <>
struct BinaryRow<tir::MinOp> {
  static constexpr BinaryKind kind = BinaryKind::Min;
};
template <>
struct BinaryRow<tir::MaxOp> {
  static constexpr BinaryKind kind = BinaryKind::Max;
};
template <>
struct BinaryRow<compass::VAddOp> {
  static constexpr BinaryKind kind = BinaryKind::Add;
};
template <>
struct BinaryRow<compass::VSubOp> {
  static constexpr BinaryKind kind = BinaryKind::Sub;
};
template <>
struct BinaryRow<compass::VMulOp> {
  static constexpr BinaryKind kind = BinaryKind::Mul;
};

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
  template <typename OpTy>
  LogicalResult decodeScalarBinary(OpTy op);
  template <typename OpTy>
  LogicalResult decodeVectorBinary(OpTy op);
  LogicalResult decodeCmp(tir::CmpOp op);
  LogicalResult decodeCast(tir::CastOp op);
  LogicalResult decodeFor(tir::ForOp op);
  LogicalResult decodeIf(tir::IfOp op);
  LogicalResult decodeCall(func::CallOp op);
  LogicalResult decodeReturn(func::ReturnOp op);
  LogicalResult decodePtrOffset(tir::PtrOffsetOp op);
  LogicalResult decodeLoad(tir::LoadOp op);
  LogicalResult decodeStore(tir::StoreOp op);
  LogicalResult decodeVLoad(compass::VLoadOp op);
  LogicalResult decodeVStore(compass::VStoreOp op);

  /// The register slot of `value`, allocated at first sight.
  uint32_t slot(Value value);
  /// A slot no SSA value owns (loop state).
  uint32_t hiddenSlot() { return numSlots++; }
  /// Appends an instruction located at `op`; returns its index.
  size_t emit(Operation *op, Handler handler);
  Inst &at(size_t index) { return program.code[index]; }
  uint32_t getLocationIndex(Location loc);
  /// The scalar kind of `type`, or an error on `op`.
  FailureOr<ScalarKind> requireScalar(Operation *op, Type type);
  LogicalResult unsupportedType(Operation *op, Type type);

  ProgramImpl &program;
  SymbolTable symbols;
  DenseMap<Operation *, uint32_t> functionIndices;
  SmallVector<std::pair<func::FuncOp, uint32_t>> pending;
  DenseMap<const void *, uint32_t> locationIndices;
  // Per function.
  DenseMap<Value, uint32_t> slots;
  uint32_t numSlots = 0;
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

FailureOr<ScalarKind> Decoder::requireScalar(Operation *op, Type type) {
  if (std::optional<ScalarKind> kind = getScalarKind(type))
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
  getFunctionIndex(kernel);
  bool ok = true;
  while (!pending.empty()) {
    auto [function, index] = pending.pop_back_val();
    if (failed(decodeFunction(function, index)))
      ok = false;
  }
  return success(ok);
}

LogicalResult Decoder::decodeKernelParams(func::FuncOp kernel) {
  FunctionType type = kernel.getFunctionType();
  bool ok = true;
  for (auto [i, paramType] : llvm::enumerate(type.getInputs())) {
    ParamInfo param;
    if (auto name = kernel.getArgAttrOfType<StringAttr>(
            i, CompassDialect::getArgNameAttrName()))
      param.name = name.getValue().str();
    else
      param.name = "arg" + std::to_string(i);
    if (auto ptr = dyn_cast<PtrType>(paramType)) {
      Type pointee = ptr.getPointee();
      param.isPointer = true;
      param.space = stringifyAddressSpace(ptr.getSpace()).str();
      if (isa<NoneType>(pointee)) {
        param.dtype = "void";
      } else if (std::optional<ScalarKind> kind = getVectorKind(pointee)) {
        param.dtype = (getDTypeName(*kind) + "x" +
                       Twine(cast<VectorType>(pointee).getNumElements()))
                          .str();
      } else if (std::optional<ScalarKind> kind = getScalarKind(pointee);
                 kind && *kind != ScalarKind::I1) {
        param.dtype = getDTypeName(*kind).str();
      } else {
        ok = false;
      }
    } else if (std::optional<ScalarKind> kind = getScalarKind(paramType)) {
      param.dtype = getDTypeName(*kind).str();
      param.bits = *kind == ScalarKind::I1 ? 1 : getKindBytes(*kind) * 8;
      param.isFloat = isFloatKind(*kind);
      param.isSigned = !param.isFloat && isSignedKind(*kind);
    } else {
      ok = false;
    }
    if (!ok)
      return kernel.emitOpError()
             << "has parameter #" << i << " of type " << paramType
             << ", which the simulator does not support";
    program.params.push_back(std::move(param));
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
  if (function.getNumResults() > 1)
    return function.emitOpError()
           << "returns more than one value, which the simulator does not "
              "support";
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
    if (isa<tir::YieldOp>(op))
      continue;
    if (failed(decodeOp(&op)))
      ok = false;
  }
  return success(ok);
}

LogicalResult Decoder::decodeOp(Operation *op) {
  for (Type type : op->getResultTypes())
    if (!isSupportedValueType(type))
      return unsupportedType(op, type);

  auto simple = [&](Operation *op, Handler handler) {
    size_t index = emit(op, handler);
    if (op->getNumResults() == 1)
      at(index).dst = slot(op->getResult(0));
    return index;
  };

  return TypeSwitch<Operation *, LogicalResult>(op)
      // Constants.
      .Case<tir::ConstOp>([&](auto op) { return decodeConst(op); })
      .Case<compass::ConstMaskOp>([&](auto op) { return decodeConstMask(op); })
      // Scalar expressions.
      .Case<tir::AddOp, tir::SubOp, tir::MulOp, tir::DivOp, tir::FloorDivOp,
            tir::ModOp, tir::MinOp, tir::MaxOp>(
          [&](auto op) { return decodeScalarBinary(op); })
      .Case<tir::CmpOp>([&](auto op) { return decodeCmp(op); })
      .Case<tir::CastOp>([&](auto op) { return decodeCast(op); })
      .Case<tir::SelectOp>([&](tir::SelectOp op) {
        size_t index = simple(op, &execSelect);
        at(index).a = slot(op.getCondition());
        at(index).b = slot(op.getTrueValue());
        at(index).c = slot(op.getFalseValue());
        return success();
      })
      // Control flow.
      .Case<tir::ForOp>([&](auto op) { return decodeFor(op); })
      .Case<tir::IfOp>([&](auto op) { return decodeIf(op); })
      .Case<func::CallOp>([&](auto op) { return decodeCall(op); })
      .Case<func::ReturnOp>([&](auto op) { return decodeReturn(op); })
      // Variables: a declaration is only a slot.
      .Case<tir::VarDeclOp>([&](tir::VarDeclOp op) {
        slot(op.getResult());
        return success();
      })
      .Case<tir::VarGetOp>([&](tir::VarGetOp op) {
        at(simple(op, &execCopy)).a = slot(op.getVar());
        return success();
      })
      .Case<tir::VarSetOp>([&](tir::VarSetOp op) {
        size_t index = simple(op, &execCopy);
        at(index).dst = slot(op.getVar());
        at(index).a = slot(op.getValue());
        return success();
      })
      // Memory.
      .Case<tir::PtrOffsetOp>([&](auto op) { return decodePtrOffset(op); })
      .Case<tir::LoadOp>([&](auto op) { return decodeLoad(op); })
      .Case<tir::StoreOp>([&](auto op) { return decodeStore(op); })
      .Case<compass::VLoadOp>([&](auto op) { return decodeVLoad(op); })
      .Case<compass::VStoreOp>([&](auto op) { return decodeVStore(op); })
      // Vector arithmetic.
      .Case<compass::VAddOp, compass::VSubOp, compass::VMulOp>(
          [&](auto op) { return decodeVectorBinary(op); })
      // TECs.
      .Case<compass::GetLocalIdOp>([&](auto op) {
        simple(op, &execLocalId);
        return success();
      })
      .Case<compass::GetLocalSizeOp>([&](auto op) {
        simple(op, &execLocalSize);
        return success();
      })
      .Case<compass::BarrierOp>([&](auto op) {
        simple(op, &execBarrier);
        return success();
      })
      .Default([](Operation *op) {
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
  size_t index = emit(op, &execConstant);
  at(index).dst = slot(op.getResult());
  at(index).a = static_cast<uint32_t>(program.constants.size());
  program.constants.push_back(reg);
  return success();
}

LogicalResult Decoder::decodeConstMask(compass::ConstMaskOp op) {
  Reg reg = {};
  for (auto [i, lane] : llvm::enumerate(op.getValue()))
    reg.bytes[i] = lane ? 1 : 0;
  size_t index = emit(op, &execConstant);
  at(index).dst = slot(op.getResult());
  at(index).a = static_cast<uint32_t>(program.constants.size());
  program.constants.push_back(reg);
  return success();
}

template <typename OpTy>
LogicalResult Decoder::decodeScalarBinary(OpTy op) {
  FailureOr<ScalarKind> kind = requireScalar(op, op.getType());
  if (failed(kind))
    return failure();
  Handler handler = getScalarBinaryHandler(BinaryRow<OpTy>::kind, *kind);
  if (!handler)
    return unsupportedType(op, op.getType());
  size_t index = emit(op, handler);
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getLhs());
  at(index).b = slot(op.getRhs());
  return success();
}

template <typename OpTy>
LogicalResult Decoder::decodeVectorBinary(OpTy op) {
  std::optional<ScalarKind> kind = getVectorKind(op.getType());
  Handler handler = kind ? getVectorBinaryHandler(BinaryRow<OpTy>::kind, *kind,
                                                  static_cast<bool>(op.getR()))
                         : nullptr;
  if (!handler)
    return unsupportedType(op, op.getType());
  size_t index = emit(op, handler);
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getLhs());
  at(index).b = slot(op.getRhs());
  at(index).c = slot(op.getMask());
  if (Value r = op.getR())
    at(index).d = slot(r);
  return success();
}

LogicalResult Decoder::decodeCmp(tir::CmpOp op) {
  FailureOr<ScalarKind> kind = requireScalar(op, op.getLhs().getType());
  if (failed(kind))
    return failure();
  size_t index =
      emit(op, getCmpHandler(static_cast<CmpKind>(op.getPredicate()), *kind));
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getLhs());
  at(index).b = slot(op.getRhs());
  return success();
}

LogicalResult Decoder::decodeCast(tir::CastOp op) {
  FailureOr<ScalarKind> from = requireScalar(op, op.getInput().getType());
  FailureOr<ScalarKind> to = requireScalar(op, op.getType());
  if (failed(from) || failed(to))
    return failure();
  size_t index = emit(op, getCastHandler(*from, *to));
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getInput());
  return success();
}

LogicalResult Decoder::decodeFor(tir::ForOp op) {
  FailureOr<ScalarKind> kind = requireScalar(op, op.getStart().getType());
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
  LogicalResult result = decodeBlock(*op.getBodyBlock());
  size_t nextIndex = emit(op, next);
  at(nextIndex).dst = iv;
  at(nextIndex).d = state;
  at(nextIndex).imm = bodyPc;
  at(initIndex).imm = program.code.size();
  return result;
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
  if (op.getNumResults() > 1)
    return op.emitOpError()
           << "returns more than one value, which the simulator does not "
              "support";
  uint32_t function = getFunctionIndex(callee);
  size_t index = emit(op, &execCall);
  at(index).a = function;
  at(index).b = static_cast<uint32_t>(program.callOperands.size());
  at(index).c = op.getNumOperands();
  if (op.getNumResults() == 1)
    at(index).dst = slot(op.getResult(0));
  for (Value operand : op.getOperands())
    program.callOperands.push_back(slot(operand));
  return success();
}

LogicalResult Decoder::decodeReturn(func::ReturnOp op) {
  size_t index = emit(op, &execReturn);
  if (op.getNumOperands() == 1)
    at(index).a = slot(op.getOperand(0));
  return success();
}

LogicalResult Decoder::decodePtrOffset(tir::PtrOffsetOp op) {
  FailureOr<ScalarKind> kind = requireScalar(op, op.getOffset().getType());
  if (failed(kind))
    return failure();
  Handler handler = getPtrOffsetHandler(*kind);
  if (!handler)
    return unsupportedType(op, op.getOffset().getType());
  size_t index = emit(op, handler);
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getPtr());
  at(index).b = slot(op.getOffset());
  at(index).imm = getPointeeBytes(op.getPtr().getType().getPointee());
  return success();
}

LogicalResult Decoder::decodeLoad(tir::LoadOp op) {
  FailureOr<ScalarKind> kind = requireScalar(op, op.getIndex().getType());
  if (failed(kind))
    return failure();
  Type pointee = op.getPtr().getType().getPointee();
  Handler handler = getLoadHandler(getPointeeBytes(pointee), *kind);
  if (!handler)
    return unsupportedType(op, pointee);
  size_t index = emit(op, handler);
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getPtr());
  at(index).b = slot(op.getIndex());
  return success();
}

LogicalResult Decoder::decodeStore(tir::StoreOp op) {
  FailureOr<ScalarKind> kind = requireScalar(op, op.getIndex().getType());
  if (failed(kind))
    return failure();
  Type pointee = op.getPtr().getType().getPointee();
  Handler handler = getStoreHandler(getPointeeBytes(pointee), *kind);
  if (!handler)
    return unsupportedType(op, pointee);
  size_t index = emit(op, handler);
  at(index).a = slot(op.getValue());
  at(index).b = slot(op.getPtr());
  at(index).c = slot(op.getIndex());
  return success();
}

LogicalResult Decoder::decodeVLoad(compass::VLoadOp op) {
  std::optional<ScalarKind> kind = getVectorKind(op.getType());
  if (!kind)
    return unsupportedType(op, op.getType());
  size_t index = emit(op, getVLoadHandler(getKindBytes(*kind)));
  at(index).dst = slot(op.getResult());
  at(index).a = slot(op.getPtr());
  at(index).b = slot(op.getMask());
  return success();
}

LogicalResult Decoder::decodeVStore(compass::VStoreOp op) {
  Type type = op.getValue().getType();
  std::optional<ScalarKind> kind = getVectorKind(type);
  if (!kind)
    return unsupportedType(op, type);
  size_t index = emit(op, getVStoreHandler(getKindBytes(*kind)));
  at(index).a = slot(op.getValue());
  at(index).b = slot(op.getPtr());
  at(index).c = slot(op.getMask());
  return success();
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
