//===- TIROps.cpp - tir operations ----------------------------------------===//
//
// Custom syntax and verifiers of the tir operations. Folders live in
// TIRFolders.cpp.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::tir;

//===----------------------------------------------------------------------===//
// ConstOp
//===----------------------------------------------------------------------===//

LogicalResult ConstOp::verify() {
  Type type = getType();
  if (isa<IntegerType>(type) && !isa<IntegerAttr>(getValue()))
    return emitOpError() << "integer constant needs an integer value";
  if (isa<FloatType>(type) && !isa<FloatAttr>(getValue()))
    return emitOpError() << "float constant needs a float value";
  return success();
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

void ForOp::build(OpBuilder &builder, OperationState &state, Value start,
                  Value stop, Value step) {
  state.addOperands({start, stop, step});
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  block->addArgument(start.getType(), state.location);
  ForOp::ensureTerminator(*body, builder, state.location);
}

/// `tir.for %iv = %start to %stop step %step [kind(unroll)] : type { … }`
ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand start, stop, step;
  Type type;
  if (parser.parseArgument(iv) || parser.parseEqual() ||
      parser.parseOperand(start) || parser.parseKeyword("to") ||
      parser.parseOperand(stop) || parser.parseKeyword("step") ||
      parser.parseOperand(step))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("kind"))) {
    StringRef keyword;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseLParen() || parser.parseKeyword(&keyword) ||
        parser.parseRParen())
      return failure();
    std::optional<ForKind> kind = symbolizeForKind(keyword);
    if (!kind)
      return parser.emitError(loc) << "unknown loop kind '" << keyword << "'";
    result.addAttribute("kind", ForKindAttr::get(parser.getContext(), *kind));
  }
  if (parser.parseColonType(type) ||
      parser.resolveOperand(start, type, result.operands) ||
      parser.resolveOperand(stop, type, result.operands) ||
      parser.resolveOperand(step, type, result.operands))
    return failure();
  iv.type = type;
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, {iv}) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  ForOp::ensureTerminator(*body, parser.getBuilder(), result.location);
  return success();
}

void ForOp::print(OpAsmPrinter &p) {
  p << " " << getInductionVar() << " = " << getStart() << " to " << getStop()
    << " step " << getStep();
  if (getKind() != ForKind::serial)
    p << " kind(" << stringifyForKind(getKind()) << ")";
  p << " : " << getStart().getType() << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
  p.printOptionalAttrDict((*this)->getAttrs(), {"kind"});
}

LogicalResult ForOp::verify() {
  Block *body = getBodyBlock();
  if (body->getNumArguments() != 1 ||
      body->getArgument(0).getType() != getStart().getType())
    return emitOpError() << "body takes exactly one argument of the bound type";
  return success();
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

void IfOp::build(OpBuilder &builder, OperationState &state, Value condition,
                 bool withElse) {
  state.addOperands(condition);
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  thenRegion->push_back(new Block());
  IfOp::ensureTerminator(*thenRegion, builder, state.location);
  if (withElse) {
    elseRegion->push_back(new Block());
    IfOp::ensureTerminator(*elseRegion, builder, state.location);
  }
}

/// `tir.if %cond { … } [else { … }]`
ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand condition;
  Type i1 = parser.getBuilder().getI1Type();
  if (parser.parseOperand(condition) ||
      parser.resolveOperand(condition, i1, result.operands))
    return failure();
  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion, {}))
    return failure();
  IfOp::ensureTerminator(*thenRegion, parser.getBuilder(), result.location);
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion, {}))
      return failure();
    IfOp::ensureTerminator(*elseRegion, parser.getBuilder(), result.location);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void IfOp::print(OpAsmPrinter &p) {
  p << " " << getCondition() << " ";
  p.printRegion(getThenRegion(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
  if (!getElseRegion().empty()) {
    p << " else ";
    p.printRegion(getElseRegion(), /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/false);
  }
  p.printOptionalAttrDict((*this)->getAttrs());
}

//===----------------------------------------------------------------------===//
// WhileOp, ConditionOp, BreakOp, ReturnOp
//===----------------------------------------------------------------------===//

/// Appends a tir.yield to a body block that has no terminator yet.
static void ensureYield(Region &region, OpBuilder &builder, Location loc) {
  if (region.empty())
    region.push_back(new Block());
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(&block);
  YieldOp::create(builder, loc);
}

void WhileOp::build(OpBuilder &builder, OperationState &state) {
  Region *condition = state.addRegion();
  condition->push_back(new Block());
  Region *body = state.addRegion();
  ensureYield(*body, builder, state.location);
}

/// `tir.while { … tir.condition %c } do { … }`
ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  Region *condition = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseRegion(*condition, {}) || parser.parseKeyword("do") ||
      parser.parseRegion(*body, {}))
    return failure();
  OpBuilder builder(parser.getContext());
  ensureYield(*body, builder, result.location);
  return parser.parseOptionalAttrDict(result.attributes);
}

void WhileOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printRegion(getCondition(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true);
  p << " do ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult WhileOp::verifyRegions() {
  Block *condition = getConditionBlock();
  if (condition->getNumArguments() != 0 || getBodyBlock()->getNumArguments())
    return emitOpError() << "regions take no arguments";
  if (condition->empty() || !isa<ConditionOp>(condition->back()))
    return emitOpError() << "condition region must end with tir.condition";
  if (getBodyBlock()->empty() || !isa<YieldOp>(getBodyBlock()->back()))
    return emitOpError() << "body region must end with tir.yield";
  return success();
}

LogicalResult BreakOp::verify() {
  Region *region = (*this)->getParentRegion();
  for (Operation *parent = (*this)->getParentOp(); parent;
       region = parent->getParentRegion(), parent = parent->getParentOp()) {
    if (isa<ForOp>(parent))
      return success();
    if (auto loop = dyn_cast<WhileOp>(parent)) {
      if (region == &loop.getBody())
        return success();
      return emitOpError() << "cannot leave a loop from its condition";
    }
    if (isa<FunctionOpInterface>(parent))
      break;
  }
  return emitOpError() << "must be inside a tir.for or tir.while";
}

/// Appends `types` to `diag`, or "nothing" when there are none.
static void printTypesOrNothing(InFlightDiagnostic &diag, TypeRange types) {
  if (types.empty())
    diag << "nothing";
  else
    diag << types;
}

LogicalResult ReturnOp::verify() {
  auto function = (*this)->getParentOfType<FunctionOpInterface>();
  if (!function)
    return emitOpError() << "must be inside a function";
  TypeRange results = function.getResultTypes();
  TypeRange values = getValues().getTypes();
  if (values == results)
    return success();
  InFlightDiagnostic diag = emitOpError() << "returns ";
  printTypesOrNothing(diag, values);
  diag << " but the function returns ";
  printTypesOrNothing(diag, results);
  return diag;
}

//===----------------------------------------------------------------------===//
// Pointers, constants and vector elements
//===----------------------------------------------------------------------===//

Type mlir::tir::getLaneType(Type vectorOrMask) {
  if (auto vector = dyn_cast<VectorType>(vectorOrMask))
    return vector.getElementType();
  if (auto mask = dyn_cast<compass::MaskType>(vectorOrMask))
    return IntegerType::get(mask.getContext(), 1);
  return vectorOrMask;
}

LogicalResult PtrCastOp::verify() {
  if (getInput().getType().getSpace() != getType().getSpace())
    return emitOpError() << "cannot change the address space ("
                         << compass::stringifyAddressSpace(
                                getInput().getType().getSpace())
                         << " to "
                         << compass::stringifyAddressSpace(getType().getSpace())
                         << ")";
  return success();
}

LogicalResult ConstBufferOp::verify() {
  compass::PtrType type = getType();
  if (type.getSpace() != compass::AddressSpace::Constant)
    return emitOpError() << "points into constant memory";
  auto shaped = cast<ShapedType>(getValue().getType());
  if (shaped.getRank() != 1 || shaped.getNumElements() == 0)
    return emitOpError() << "holds a non-empty 1-D table";
  if (shaped.getElementType() != type.getPointee())
    return emitOpError() << "table of " << shaped.getElementType()
                         << " behind a pointer to " << type.getPointee();
  return success();
}

/// Checks that `type` is a vector or a mask whose lanes can be indexed: a
/// mask, or a 1-D fixed-length vector of numbers (no vector of i1).
static LogicalResult verifyLanes(Operation *op, Type type) {
  if (isa<compass::MaskType>(type))
    return success();
  if (auto vector = dyn_cast<VectorType>(type);
      vector && vector.getRank() == 1 && !vector.isScalable() &&
      !vector.getElementType().isInteger(1))
    return success();
  return op->emitOpError() << "indexes the lanes of a vector or mask, got "
                           << type;
}

LogicalResult ExtractOp::verify() {
  return verifyLanes(*this, getVector().getType());
}

LogicalResult InsertOp::verify() {
  return verifyLanes(*this, getVector().getType());
}

//===----------------------------------------------------------------------===//
// AllocOp
//===----------------------------------------------------------------------===//

LogicalResult AllocOp::verify() {
  compass::PtrType type = getType();
  switch (type.getSpace()) {
  case compass::AddressSpace::Private:
  case compass::AddressSpace::Lsram:
  case compass::AddressSpace::Shared:
    break;
  default:
    return emitOpError() << "allocates in private, lsram or shared memory, not "
                         << compass::stringifyAddressSpace(type.getSpace());
  }
  if (isa<NoneType>(type.getPointee()))
    return emitOpError() << "cannot allocate void elements";
  return success();
}

int64_t AllocOp::getByteSize() {
  Type pointee = getType().getPointee();
  int64_t bits = 0;
  if (auto vector = dyn_cast<VectorType>(pointee))
    bits = vector.getNumElements() * vector.getElementTypeBitWidth();
  else
    bits = pointee.getIntOrFloatBitWidth();
  return getCount() * (bits / 8);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

LogicalResult PtrOffsetOp::verify() {
  if (isa<NoneType>(getPtr().getType().getPointee()))
    return emitOpError() << "cannot move a void pointer";
  return success();
}

LogicalResult LoadOp::verify() {
  Type pointee = getPtr().getType().getPointee();
  if (isa<NoneType>(pointee))
    return emitOpError() << "cannot load through a void pointer";
  if (getType() != pointee)
    return emitOpError() << "result " << getType()
                         << " differs from the pointee " << pointee;
  return success();
}

LogicalResult StoreOp::verify() {
  Type pointee = getPtr().getType().getPointee();
  if (isa<NoneType>(pointee))
    return emitOpError() << "cannot store through a void pointer";
  if (getValue().getType() != pointee)
    return emitOpError() << "stored value " << getValue().getType()
                         << " differs from the pointee " << pointee;
  if (getPtr().getType().getSpace() == compass::AddressSpace::Constant)
    return emitOpError() << "cannot store to constant memory";
  return success();
}

#define GET_OP_CLASSES
#include "Compass/Dialect/TIR/IR/TIROps.cpp.inc"

//===----------------------------------------------------------------------===//
// Operand rules (OperandRules.h; written with compass's in OperandRules.cpp)
//===----------------------------------------------------------------------===//

compass::OperandRule ExtractOp::getOperandRule() {
  return compass::getLaneIndexRule(*this, getVector(), getIndex());
}

compass::OperandRule InsertOp::getOperandRule() {
  return compass::getLaneIndexRule(*this, getVector(), getIndex());
}

compass::OperandRule ForOp::getOperandRule() {
  return compass::getLoopStepRule(*this, getStart(), getStop(), getStep());
}
