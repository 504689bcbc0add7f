//===- Decoder.cpp - compass-level IR to simulator instructions -----------===//
//
// Walks the entry kernel and every function it calls, once, and appends
// each function's instructions to the program's flat array. Every SSA value
// and every tir.var_decl gets a register slot in its function's frame;
// tir.for, tir.while, tir.if and tir.break become jumps, func.call calls,
// func.return and tir.return returns, each tir.alloc is numbered so a run
// can give it storage (the allocations must fit the target's lsram and
// shared memory) and each tir.const_buffer becomes a table. Every operation
// reaches its handler through the generated visitors (Decoder.h): the
// handler family it decodes to and its element type pick a specialized
// handler. Operations and types the simulator cannot run are reported on
// their locations. The Memory, Dma and Event families and tir's pointers
// are decoded in DecodeMemory.cpp, DecodeDma.cpp and DecodeEvents.cpp.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

#include "Elements.h"

#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Dialect/Compass/IR/Targets.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Support/Locations.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

std::optional<ElementKind> mlir::compass::sim::getVectorKind(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || vector.getRank() != 1 || vector.isScalable())
    return std::nullopt;
  std::optional<ElementKind> kind = getElementKind(vector.getElementType());
  if (!kind || *kind == ElementKind::I1 ||
      vector.getNumElements() * getKindBytes(*kind) != sizeof(Reg))
    return std::nullopt;
  return kind;
}

unsigned mlir::compass::sim::getPointeeBytes(Type pointee) {
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

bool mlir::compass::sim::isFullMask(Value mask) {
  auto constant = mask.getDefiningOp<compass::ConstMaskOp>();
  return constant &&
         llvm::all_of(constant.getValue(), [](bool lane) { return lane; });
}

//===----------------------------------------------------------------------===//
// Operation rows
//===----------------------------------------------------------------------===//

/// The simulator's operation of each tir binary operator (TIROps.td).
template <typename OpTy>
struct BinaryKindOf;
#define TIR_OPERATOR(CLASS, MNEMONIC, SIM_KIND, ...)                           \
  template <>                                                                  \
  struct BinaryKindOf<tir::CLASS> {                                            \
    static constexpr BinaryKind value = BinaryKind::SIM_KIND;                  \
  };
#include "Compass/Dialect/TIR/IR/TIROperatorTable.inc"

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

//===----------------------------------------------------------------------===//
// Decoder
//===----------------------------------------------------------------------===//

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
  program.kinds.push_back(classifyInstKind(op));
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
  auto module = kernel->getParentOfType<ModuleOp>();
  bool ok = !module || succeeded(checkMemoryLimits(module, program.target));
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
  if (auto ruled = dyn_cast<OperandRuleOpInterface>(op))
    if (failed(decodeOperandRule(ruled)))
      return failure();
  // compass, then tir (visitInvalidCompassOp), then func (visitInvalidTIROp).
  return dispatchCompassOpVisitor(op);
}

LogicalResult Decoder::decodeOperandRule(OperandRuleOpInterface op) {
  DecodedRule decoded;
  decoded.rule = getOpenRule(op);
  if (decoded.rule.bounds.empty())
    return success();
  for (Value operand : op->getOperands()) {
    std::optional<ElementKind> kind = getElementKind(operand.getType());
    DecodedRule::Reader reader =
        kind ? visitKind(*kind,
                         [](auto tag) -> DecodedRule::Reader {
                           using T = typename decltype(tag)::type;
                           if constexpr (std::is_integral_v<T> &&
                                         !std::is_same_v<T, bool>)
                             return &getIndex<T>;
                           else
                             return nullptr;
                         })
             : nullptr;
    decoded.operands.push_back({reader ? slot(operand) : kNoSlot, reader});
  }
  size_t index = emit(op, &execOperandRule);
  at(index).a = static_cast<uint32_t>(program.rules.size());
  program.rules.push_back(std::move(decoded));
  return success();
}

LogicalResult Decoder::visitInvalidTIROp(Operation *op) {
  if (auto call = dyn_cast<func::CallOp>(op))
    return decodeCall(call);
  if (auto ret = dyn_cast<func::ReturnOp>(op))
    return decodeReturn(ret, ret.getOperands(), /*early=*/false);
  return op->emitOpError("is not supported by the simulator");
}

//===----------------------------------------------------------------------===//
// Constants and scalars (tir)
//===----------------------------------------------------------------------===//

LogicalResult Decoder::visitConstOp(tir::ConstOp op) {
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

LogicalResult Decoder::emitConstant(Operation *op, const Reg &reg) {
  at(emit(op, &execConstant, {})).a =
      static_cast<uint32_t>(program.constants.size());
  program.constants.push_back(reg);
  return success();
}

template <typename OpTy>
LogicalResult Decoder::visitArithOp(OpTy op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getType());
  if (failed(kind))
    return failure();
  return emitSupported(op, getScalarBinaryHandler(BinaryKindOf<OpTy>::value, *kind),
                       op.getType(), {op.getLhs(), op.getRhs()});
}

LogicalResult Decoder::visitCheckDivisorOp(CheckDivisorOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getType());
  if (failed(kind))
    return failure();
  at(emit(op, &execCheckDivisor, op.getDivisor())).imm = getKindBytes(*kind);
  return success();
}

/// A checked pointer is the pointer: the access it checks makes the
/// simulator's own bounds check, which names the buffer the pointer is into.
LogicalResult Decoder::visitCheckAccessOp(CheckAccessOp op) {
  return emitSimple(op, &execCopy, op.getPtr());
}
LogicalResult Decoder::visitCheckLanesOp(CheckLanesOp op) {
  return emitSimple(op, &execCopy, op.getPtr());
}
LogicalResult Decoder::visitCheckStrideLanesOp(CheckStrideLanesOp op) {
  return emitSimple(op, &execCopy, op.getPtr());
}
LogicalResult Decoder::visitCheckIndexLanesOp(CheckIndexLanesOp op) {
  return emitSimple(op, &execCopy, op.getPtr());
}
LogicalResult Decoder::visitCheckRowsOp(CheckRowsOp op) {
  return emitSimple(op, &execCopy, op.getPtr());
}
LogicalResult Decoder::visitCheckUpsampleOp(CheckUpsampleOp op) {
  return emitSimple(op, &execCopy, op.getPtr());
}

/// The simulator counts instructions against its step limit, loop
/// iterations or not: a loop's step counts decode to nothing.
LogicalResult Decoder::visitCheckIterationOp(CheckIterationOp) {
  return success();
}
LogicalResult Decoder::visitCheckTripsOp(CheckTripsOp) { return success(); }

/// The checked C's votes: the scheduler finds a divergence at the barrier
/// itself, naming where each TEC stands.
LogicalResult Decoder::visitCheckUniformOp(CheckUniformOp op) {
  return emitSimple(op, &execCopy, op.getCondition());
}
LogicalResult Decoder::visitCheckUniformLoopOp(CheckUniformLoopOp) {
  return success();
}

LogicalResult Decoder::visitNotOp(tir::NotOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getType());
  if (failed(kind))
    return failure();
  return emitSupportedOp(op, getNotHandler(*kind), op.getType(),
                         op.getInput());
}

LogicalResult Decoder::visitSelectOp(tir::SelectOp op) {
  return emitSimple(op, &execSelect,
                    {op.getCondition(), op.getTrueValue(), op.getFalseValue()});
}

LogicalResult Decoder::visitCmpOp(tir::CmpOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getLhs().getType());
  if (failed(kind))
    return failure();
  emit(op, getCmpHandler(static_cast<CmpKind>(op.getPredicate()), *kind),
       {op.getLhs(), op.getRhs()});
  return success();
}

LogicalResult Decoder::visitCastOp(tir::CastOp op) {
  FailureOr<ElementKind> from = requireScalar(op, op.getInput().getType());
  FailureOr<ElementKind> to = requireScalar(op, op.getType());
  if (failed(from) || failed(to))
    return failure();
  emit(op, getCastHandler(*from, *to), op.getInput());
  return success();
}

LogicalResult Decoder::visitVarGetOp(tir::VarGetOp op) {
  return emitSimple(op, &execCopy, op.getVar());
}

LogicalResult Decoder::visitVarSetOp(tir::VarSetOp op) {
  at(emit(op, &execCopy, op.getValue())).dst = slot(op.getVar());
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow (tir, func)
//===----------------------------------------------------------------------===//

LogicalResult Decoder::visitForOp(tir::ForOp op) {
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

LogicalResult Decoder::visitWhileOp(tir::WhileOp op) {
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

LogicalResult Decoder::visitBreakOp(tir::BreakOp op) {
  if (breakJumps.empty())
    return op.emitOpError("is not inside a loop the simulator decodes");
  breakJumps.back().push_back(emit(op, &execJump));
  return success();
}

LogicalResult Decoder::visitIfOp(tir::IfOp op) {
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


LogicalResult Decoder::decodeLaneAccess(Operation *op, Type vectorType,
                                        Value index, bool isInsert) {
  // The index names a lane: its operand rule is checked first.
  unsigned laneBytes;
  if (isa<MaskType>(vectorType)) {
    laneBytes = 1;
  } else if (std::optional<ElementKind> kind = getVectorKind(vectorType)) {
    laneBytes = getKindBytes(*kind);
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
  return emitSupported(op, handler, index.getType(), op->getOperands());
}

//===----------------------------------------------------------------------===//
// TECs
//===----------------------------------------------------------------------===//

LogicalResult Decoder::visitGetLocalIdOp(GetLocalIdOp op) {
  return emitSimple(op, &execLocalId, {});
}

LogicalResult Decoder::visitGetLocalSizeOp(GetLocalSizeOp op) {
  return emitSimple(op, &execLocalSize, {});
}

LogicalResult Decoder::visitBarrierOp(BarrierOp op) {
  return emitSimple(op, &execBarrier, {});
}

//===----------------------------------------------------------------------===//
// Lane-wise builtins (rows of the builtin table)
//===----------------------------------------------------------------------===//

/// A lane-wise builtin: binary ones (a, b, mask c, r d), unary ones (a,
/// mask b, r d).
LogicalResult Decoder::visitLaneWiseOp(Operation *op) {
  auto builtin = cast<LaneBuiltinOpInterface>(op);
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

/// The Dot family: one generic handler, its shape in imm.
LogicalResult Decoder::visitDotOp(Operation *operation) {
  auto op = cast<DotBuiltinOpInterface>(operation);
  Type type = op->getResult(0).getType();
  std::optional<ElementKind> result = getVectorKind(type);
  std::optional<ElementKind> x = getVectorKind(op.getLhs().getType());
  std::optional<ElementKind> y = getVectorKind(op.getRhs().getType());
  FailureOr<size_t> index = emitSupported(
      op, result && x && y ? &execDot : nullptr, type,
      {op.getAccOrNull(), op.getLhs(), op.getRhs(), op.getMask()});
  if (failed(index))
    return failure();
  at(*index).imm = DotShape{*result, *x, *y, op.getGroup(), op.getPick(),
                            static_cast<bool>(op.getAccOrNull())}
                       .pack();
  return success();
}

//===----------------------------------------------------------------------===//
// Masks, compare, select, broadcast and conversions
//===----------------------------------------------------------------------===//

/// The lane width of a native vector type, 0 for another type.
static unsigned getLaneBytes(Type type) {
  std::optional<ElementKind> kind = getVectorKind(type);
  return kind ? getKindBytes(*kind) : 0;
}

LogicalResult Decoder::visitVCmpOp(VCmpOp op) {
  std::optional<ElementKind> kind = getVectorKind(op.getLhs().getType());
  Handler handler =
      kind ? getVCmpHandler(getCmpKind(op.getPredicate()), *kind) : nullptr;
  return emitSupportedOp(op, handler, op.getLhs().getType(),
                         {op.getLhs(), op.getRhs(), op.getMask()});
}

LogicalResult Decoder::visitVSelOp(VSelOp op) {
  return emitSupportedOp(op, getVSelHandler(getLaneBytes(op.getType())),
                         op.getType(),
                         {op.getOnTrue(), op.getOnFalse(), op.getMask()});
}

LogicalResult Decoder::visitVBcastOp(VBcastOp op) {
  return emitSupportedOp(op, getVBcastHandler(getLaneBytes(op.getType())),
                         op.getType(), op.getInput());
}

LogicalResult Decoder::visitTailMaskOp(TailMaskOp op) {
  emit(op, &execTailMask, op.getCount());
  return success();
}

LogicalResult Decoder::decodeMaskBinary(Operation *op, MaskOpKind kind,
                                        bool masked) {
  Handler handler =
      masked ? getMaskedBinaryHandler(kind) : getMaskBinaryHandler(kind);
  at(emit(op, handler, op->getOperands())).imm =
      cast<MaskType>(op->getResult(0).getType()).getLanes();
  return success();
}

LogicalResult Decoder::visitMaskNotOp(MaskNotOp op) {
  at(emit(op, &execMaskNot, op.getInput())).imm = op.getType().getLanes();
  return success();
}

LogicalResult Decoder::visitVBitcastOp(VBitcastOp op) {
  return emitSupportedOp(op, getVectorKind(op.getType()) ? &execCopy : nullptr,
                         op.getType(), op.getInput());
}

LogicalResult Decoder::visitVCvtOp(VCvtOp op) {
  Type inputType = op.getInputs().front().getType();
  std::optional<ElementKind> from = getVectorKind(inputType);
  std::optional<ElementKind> to = getVectorKind(op.getType());
  Handler handler = from && to ? getConvertHandler(*from, *to,
                                                   op.getSaturate(),
                                                   op.getRound())
                               : nullptr;
  FailureOr<size_t> inst = emitSupported(
      op, handler, from ? Type(op.getType()) : inputType, op.getInputs());
  if (failed(inst))
    return failure();
  at(*inst).imm = (uint64_t(op.getInputs().size()) << 32) |
                  (uint64_t(op.getStride()) << 16) | op.getOffset();
  return success();
}

//===----------------------------------------------------------------------===//
// Permutations (Permute.cpp)
//===----------------------------------------------------------------------===//

/// compass.vperm: a, b, shift c, imm = its index table (a constant
/// register, one byte a lane).
LogicalResult Decoder::visitVPermOp(VPermOp op) {
  Type type = op.getType();
  FailureOr<size_t> inst =
      emitSupported(op, getVPermHandler(getLaneBytes(type)), type,
                    {op.getX(), op.getY(), op.getShift()});
  if (failed(inst))
    return failure();
  Reg table = {};
  for (auto [i, index] : llvm::enumerate(op.getIndices()))
    table.bytes[i] = static_cast<uint8_t>(index);
  at(*inst).imm = program.constants.size();
  program.constants.push_back(table);
  return success();
}

/// compass.vcompress: a, mask b, fill c.
LogicalResult Decoder::visitVCompressOp(VCompressOp op) {
  Type type = op.getType();
  return emitSupportedOp(op, getVCompressHandler(getLaneBytes(type)), type,
                         {op.getX(), op.getMask(), op.getFill()});
}

/// compass.vtbl: tables a … d, imm = their count | the indices' slot << 8.
LogicalResult Decoder::visitVTblOp(VTblOp op) {
  Type type = op.getType();
  FailureOr<size_t> inst = emitSupported(op, getVTblHandler(getLaneBytes(type)),
                                         type, op.getTables());
  if (failed(inst))
    return failure();
  at(*inst).imm =
      op.getTables().size() | (uint64_t(slot(op.getIndices())) << 8);
  return success();
}

//===----------------------------------------------------------------------===//
// Builtins whose lanes read other lanes (rows of the builtin table)
//===----------------------------------------------------------------------===//

/// A pairwise builtin: a, b.
LogicalResult Decoder::visitPairwiseOp(Operation *op) {
  Type type = op->getResult(0).getType();
  std::optional<ElementKind> kind = getVectorKind(type);
  Handler handler = kind ? getPairwiseHandler(op, *kind) : nullptr;
  return emitSupportedOp(op, handler, type, op->getOperands());
}

/// A whole-mask test: mask a, imm = its lanes.
LogicalResult Decoder::visitMaskTestOp(Operation *op) {
  at(emit(op, getMaskTestHandler(op), op->getOperands())).imm =
      cast<MaskType>(op->getOperand(0).getType()).getLanes();
  return success();
}

/// A reduction: a, mask b.
LogicalResult Decoder::visitReduceOp(Operation *op) {
  Type input = op->getOperand(0).getType();
  std::optional<ElementKind> kind = getVectorKind(input);
  Handler handler = kind ? getReduceHandler(op, *kind) : nullptr;
  return emitSupportedOp(op, handler, input, op->getOperands());
}

LogicalResult Decoder::visitConstMaskOp(ConstMaskOp op) {
  Reg reg = {};
  for (auto [i, lane] : llvm::enumerate(op.getValue()))
    reg.bytes[i] = lane ? 1 : 0;
  return emitConstant(op, reg);
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::sim::decodeModule(ModuleOp module,
                                               ProgramImpl &program) {
  FailureOr<func::FuncOp> kernel = findKernelFunction(module, "simulate");
  if (failed(kernel))
    return failure();
  return Decoder(program, module).decode(*kernel);
}

//===----------------------------------------------------------------------===//
// Miscellaneous builtins (the Misc family; handlers in Misc.cpp)
//===----------------------------------------------------------------------===//

LogicalResult Decoder::visitPrintfOp(PrintfOp printf) {
  PrintfInfo info;
  std::string rest;
  if (!parsePrintfFormat(printf.getFormat(), info.pieces, rest))
    return printf.emitOpError()
           << "has an unsupported conversion at \"" << rest << "\"";
  for (Value arg : printf.getArgs())
    info.argKinds.push_back(getPrintfOperandKind(arg.getType()));
  uint32_t first = static_cast<uint32_t>(program.callOperands.size());
  for (Value arg : printf.getArgs())
    program.callOperands.push_back(slot(arg));
  Inst &inst = at(emit(printf, &execPrintf));
  inst.a = static_cast<uint32_t>(program.printfs.size());
  inst.b = first;
  inst.c = static_cast<uint32_t>(printf.getArgs().size());
  program.printfs.push_back(std::move(info));
  return success();
}

LogicalResult Decoder::visitPerfTickBeginOp(PerfTickBeginOp op) {
  return emitSimple(op, &execPerfTickBegin, {op.getCid()});
}

LogicalResult Decoder::visitPerfTickEndOp(PerfTickEndOp op) {
  return emitSimple(op, &execPerfTickEnd, {op.getCid()});
}

// No model of the AIFF accelerator or of the NPU's instructions exists here:
// one located error, when the kernel is decoded.
LogicalResult Decoder::visitAiffOp(AiffOp op) {
  return op->emitError(describeUnrunnable(op, "in the simulator"));
}

LogicalResult Decoder::visitAsyncAiffOp(AsyncAiffOp op) {
  return op->emitError(describeUnrunnable(op, "in the simulator"));
}

LogicalResult Decoder::visitAsmOp(AsmOp op) {
  return op->emitError(describeUnrunnable(op, "in the simulator"));
}
