//===- EmitStatements.cpp - scalar code and control flow ------------------===//
//
// Operands and constants, tir's scalar expressions, structured control
// flow, allocations, variables, memory accesses and calls.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "ValueRanges.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

//===----------------------------------------------------------------------===//
// Operands and literals
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printConstant(Location loc, Attribute value,
                                           Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    auto intAttr = dyn_cast<IntegerAttr>(value);
    if (!intAttr)
      return emitError(loc) << "cannot emit constant " << value;
    if (type.isInteger(1)) {
      os << (intAttr.getValue().isZero() ? "false" : "true");
      return success();
    }
    FailureOr<std::string> name = typeName(loc, type);
    if (failed(name))
      return failure();
    // Narrow literals are cast to keep their type.
    if (intType.getWidth() != 32)
      os << "(" << *name << ")";
    printIntLiteral(os, intAttr.getValue(), intType);
    return success();
  }
  auto floatAttr = dyn_cast<FloatAttr>(value);
  if (!floatAttr || !isa<FloatType>(type))
    return emitError(loc) << "cannot emit constant " << value;
  if (failed(typeName(loc, type)))
    return failure();
  APFloat number = floatAttr.getValue();
  if (type.isBF16()) {
    // bfloat16 is stored as its bits; the comment gives the value.
    os << "(bf16)0x"
       << llvm::format_hex_no_prefix(number.bitcastToAPInt().getZExtValue(), 4);
    if (number.isFinite())
      printDecimalComment(os, toDouble(number));
    return success();
  }
  if (type.isF16())
    os << "(half)";
  printFloatLiteral(os, number);
  return success();
}

LogicalResult OpenCLEmitter::printMask(ConstMaskOp op) {
  unsigned lanes = op.getType().getLanes();
  std::optional<char> suffix = getLaneSuffix(lanes);
  if (!suffix)
    return op.emitOpError() << "cannot emit type " << op.getType();
  if (op.isAllTrue()) {
    os << "ALL_TRUE_" << *suffix;
    return success();
  }
  // One predicate bit per byte: lane i of a vector of k-byte elements is
  // bit i * k.
  unsigned stride = 32 / lanes;
  uint32_t bits = 0;
  for (auto [lane, active] : llvm::enumerate(op.getValue()))
    if (active)
      bits |= uint32_t(1) << (lane * stride);
  os << "__vmov_" << *suffix << "(" << llvm::format_hex(bits, 10) << ")";
  return success();
}

LogicalResult OpenCLEmitter::emitOperand(Value value, bool assigned) {
  if (auto constant = value.getDefiningOp<tir::ConstOp>())
    return printConstant(constant.getLoc(), constant.getValue(),
                         constant.getType());
  if (auto check = value.getDefiningOp<CheckDivisorOp>())
    return printCheck(check);
  if (auto vote = value.getDefiningOp<CheckUniformOp>())
    return printCheck(vote);
  // A checked pointer prints as the pointer (its access prints the check).
  if (isCheckOp(value.getDefiningOp()))
    return emitOperand(value.getDefiningOp()->getOperand(0), assigned);
  if (auto mask = value.getDefiningOp<ConstMaskOp>())
    return printMask(mask);
  if (planning) {
    ++printCounts[value];
    ++userPrintCounts[{value, printingOp}];
  }
  if (auto text = inlineAssigned.find(value);
      assigned && text != inlineAssigned.end()) {
    os << text->second;
    return success();
  }
  if (auto text = inlineTexts.find(value); text != inlineTexts.end()) {
    os << text->second;
    return success();
  }
  auto it = valueNames.find(value);
  if (it == valueNames.end()) {
    Location loc = value.getLoc();
    if (Operation *def = value.getDefiningOp())
      loc = def->getLoc();
    return emitError(loc) << "value has no C name at its use";
  }
  os << it->second;
  return success();
}

FailureOr<std::string> OpenCLEmitter::operandText(Value value, bool assigned) {
  std::string text;
  llvm::raw_string_ostream buffer(text);
  raw_ostream *output = sink.redirect(&buffer);
  LogicalResult printed = emitOperand(value, assigned);
  sink.redirect(output);
  if (failed(printed))
    return failure();
  // At the start of a line `os` indented the text: the indentation goes
  // where the text was to go.
  size_t indent = text.find_first_not_of(' ');
  if (indent != 0 && indent != std::string::npos) {
    os << text.substr(0, indent);
    text.erase(0, indent);
  }
  return text;
}

LogicalResult OpenCLEmitter::emitAsFloat(Value value) {
  Type type = value.getType();
  if (isBF16(type))
    return emit("__bf16_to_float(", value, ")");
  if (type.isF16())
    os << "(float)";
  return emitOperand(value);
}

LogicalResult OpenCLEmitter::emitPiece(AsUint operand) {
  if (auto constant = operand.value.getDefiningOp<tir::ConstOp>()) {
    auto attr = dyn_cast<IntegerAttr>(constant.getValue());
    if (attr && attr.getValue().isNonNegative()) {
      os << attr.getValue().getZExtValue() << "u";
      return success();
    }
  }
  os << "(uint)";
  return emitOperand(operand.value);
}

/// A check prints where its value is used, each use a site of its own (a
/// floor division prints its divisor twice): `__compass_divisor(__ctx, d,
/// site)`, dsl/checked.h.
LogicalResult OpenCLEmitter::printCheck(CheckDivisorOp op) {
  if (!checked)
    return refuseInPlainC(op);
  os << "__compass_divisor(__ctx, ";
  if (failed(emitOperand(op.getDivisor())))
    return failure();
  os << ", " << addCheckSite(op.getLoc()) << ")";
  return success();
}

/// Nothing where it stands: it prints at each use (printCheck), which
/// refuses the plain C.
LogicalResult OpenCLEmitter::printOp(CheckDivisorOp op) {
  return checked ? success() : printCheck(op);
}

LogicalResult OpenCLEmitter::emitPiece(ValueRange values) {
  for (auto [index, value] : llvm::enumerate(values)) {
    if (index != 0)
      os << ", ";
    if (failed(emitOperand(value)))
      return failure();
  }
  return success();
}

LogicalResult OpenCLEmitter::emitDeclarationPrefix(Operation *op) {
  Value result = op->getResult(0);
  if (op == capturing) {
    // An inlined value: no declaration, its expression follows.
    if (failed(typeName(op->getLoc(), result.getType())))
      return failure();
    captureDeclared = captureText->empty();
    return success();
  }
  if (failed(emitType(op->getLoc(), result.getType())))
    return failure();
  os << " " << nameValue(result, op->getLoc()) << " = ";
  return success();
}

//===----------------------------------------------------------------------===//
// Scalar expressions
//===----------------------------------------------------------------------===//

/// True when `divisor` divides a 32-bit signed integer and may be -1: C's /
/// and % are undefined for MIN by -1 (x86 traps), so they go through dsl.h's
/// __compass_sdiv / __compass_smod, which wrap as the simulator does.
static bool mayTrap(Value divisor) {
  auto type = dyn_cast<IntegerType>(divisor.getType());
  if (!type || !type.isSigned() || type.getWidth() != 32)
    return false;
  std::optional<int64_t> constant = getIntegerConstant(divisor);
  return !constant || *constant == -1;
}

/// k when `divisor` is the constant 2^k with k >= 1.
static std::optional<unsigned> getShiftOfDivisor(Value divisor) {
  std::optional<int64_t> value = getIntegerConstant(divisor);
  if (!value || *value <= 1 || !llvm::isPowerOf2_64(*value))
    return std::nullopt;
  return llvm::Log2_64(*value);
}

/// True when the signed `quotient` (tir.div: truncating) is only the stop of
/// a loop starting at a value never negative: where the truncated and the
/// floored quotient differ, the dividend is negative and both are <= 0, so
/// the loop runs no iteration with either (and its compass.check_trips,
/// which may take the stop too, charges none).
static bool onlyStopsLoop(Value quotient) {
  tir::ForOp loop;
  for (OpOperand &use : quotient.getUses()) {
    auto charge = dyn_cast<CheckTripsOp>(use.getOwner());
    if (charge && &use == &charge.getStopMutable())
      continue;
    auto user = dyn_cast<tir::ForOp>(use.getOwner());
    if (loop || !user || &use != &user.getStopMutable())
      return false;
    loop = user;
  }
  return loop && isKnownNonNegative(loop.getStart());
}

/// The k of `(lhs & (2^k - 1))`, which computes the truncated signed
/// remainder `op` (tir.mod) by 2^k when lhs is never negative (C's signed %
/// takes the sign of a negative dividend, which the and drops).
static std::optional<unsigned> getRemainderMaskBits(Operation *op) {
  Value lhs = op->getOperand(0);
  if (!isa<tir::ModOp>(op) || !isSignedInt(lhs.getType()) ||
      !isKnownNonNegative(lhs))
    return std::nullopt;
  return getShiftOfDivisor(op->getOperand(1));
}

/// The k of `(lhs >> k)`, which computes the signed division `op` by 2^k:
/// a floored quotient always (an arithmetic shift floors), a truncated one
/// where it equals the floored one as far as its uses can tell. Only a
/// quotient: a remainder by 2^k is no shift.
static std::optional<unsigned> getDivisionShift(Operation *op) {
  Value lhs = op->getOperand(0);
  if (!isa<tir::DivOp, tir::FloorDivOp>(op) || !isSignedInt(lhs.getType()))
    return std::nullopt;
  std::optional<unsigned> shift = getShiftOfDivisor(op->getOperand(1));
  if (shift && (isa<tir::FloorDivOp>(op) || isKnownNonNegative(lhs) ||
                onlyStopsLoop(op->getResult(0))))
    return shift;
  return std::nullopt;
}

LogicalResult OpenCLEmitter::printArithmetic(Operation *op, StringRef cOp) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Type type = lhs.getType();
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  if (isBF16(type))
    return emit("__float_to_bf16(", AsFloat{lhs}, " ", cOp, " ", AsFloat{rhs},
                ");\n");
  auto intType = dyn_cast<IntegerType>(type);
  if (intType && cOp != "/" && cOp != "%" &&
      ((intType.getWidth() == 32 && intType.isSigned() &&
        !isAdditionWithoutOverflow(op)) ||
       (intType.getWidth() == 16 && cOp == "*"))) {
    // Wrap around as the hardware does: compute in uint, where overflow is
    // defined, then convert back (16-bit products overflow int), unless the
    // value's range says C's signed operator cannot overflow.
    return emit("(", *name, ")(", AsUint{lhs}, " ", cOp, " ", AsUint{rhs},
                ");\n");
  }
  // Narrow integers and half come back from C's promotion; + - * / of
  // uint and float carry their type too, as upstream prints every scalar
  // operator but int32's (a cast to the type the value has already).
  if ((intType && intType.getWidth() < 32) || type.isF16() ||
      (cOp != "%" && !isSignedInt(type)))
    os << "(" << *name << ")";
  if (std::optional<unsigned> shift = getDivisionShift(op))
    return emit("(", lhs, " >> ", std::to_string(*shift), ");\n");
  if (std::optional<unsigned> bits = getRemainderMaskBits(op))
    return emit("(", lhs, " & ", std::to_string((int64_t(1) << *bits) - 1),
                ");\n");
  if (cOp == "/" || cOp == "%") {
    if (mayTrap(rhs))
      return emit(cOp == "/" ? "__compass_sdiv(" : "__compass_smod(", lhs, ", ",
                  rhs, ");\n");
    return emit("(", lhs, " ", cOp, " ", rhs, ");\n");
  }
  return emit("(", lhs, " ", cOp, " ", rhs, ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::DivOp op) {
  // C division truncates integers; floats divide in their own precision.
  return printArithmetic(op, "/");
}

LogicalResult OpenCLEmitter::printOp(tir::ModOp op) {
  if (isNumberInt(op.getType()))
    return printArithmetic(op, "%");
  return printFloatFunction(op, "fmod");
}

LogicalResult OpenCLEmitter::printOp(tir::FloorDivOp op) {
  // By 2^k: the arithmetic shift, as printArithmetic prints it.
  if (getDivisionShift(op))
    return printArithmetic(op, "/");
  Type type = op.getType();
  Value lhs = op.getLhs(), rhs = op.getRhs();
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  if (isNumberInt(type)) {
    FailureOr<std::string> name = typeName(op.getLoc(), type);
    if (failed(name))
      return failure();
    // The divisor prints twice, each a check of its own in the checked C;
    // the sign test reads the value it checks.
    Value divisor = rhs;
    rhs = lookThroughChecks(rhs);
    if (!isSignedInt(type))
      return emit("(", *name, ")(", lhs, " / ", divisor, ");\n");
    // Truncating quotient, minus one when the division was inexact and the
    // operands have opposite signs (MIN by -1 wraps, as for tir.div).
    if (mayTrap(rhs))
      return emit("(", *name, ")(__compass_sdiv(", lhs, ", ", divisor,
                  ") - ((__compass_smod(", lhs, ", ", divisor, ") != 0) & ((",
                  lhs, " ^ ", rhs, ") < 0)));\n");
    return emit("(", *name, ")(", lhs, " / ", divisor, " - ((", lhs, " % ",
                divisor, " != 0) & ((", lhs, " ^ ", rhs, ") < 0)));\n");
  }
  // floor of the quotient rounded to the type first.
  if (type.isF32())
    return emit("floor(", lhs, " / ", rhs, ");\n");
  if (type.isF16())
    return emit("(half)floor((float)(half)(", lhs, " / ", rhs, "));\n");
  return emit("__float_to_bf16(floor(__bf16_to_float(__float_to_bf16(",
              AsFloat{lhs}, " / ", AsFloat{rhs}, "))));\n");
}

LogicalResult OpenCLEmitter::printFloatFunction(Operation *op,
                                                StringRef function) {
  Type type = op->getResult(0).getType();
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  if (isBF16(type))
    os << "__float_to_bf16(";
  else if (type.isF16())
    os << "(half)";
  return emit(function, "(", AsFloat{op->getOperand(0)}, ", ",
              AsFloat{op->getOperand(1)}, ")", isBF16(type) ? ")" : "", ";\n");
}

/// The C operator of a tir comparison, spelled as TVM's simplifier leaves
/// it, without > and >=: `a > b` is `b < a` and `a >= b` is `b <= a` (the
/// same test, NaN operands included), so `lhs` and `rhs` are swapped then.
static StringRef getCOperator(tir::CmpPredicate predicate, Value &lhs,
                              Value &rhs) {
  switch (predicate) {
  case tir::CmpPredicate::eq:
    return "==";
  case tir::CmpPredicate::ne:
    return "!=";
  case tir::CmpPredicate::lt:
    return "<";
  case tir::CmpPredicate::le:
    return "<=";
  case tir::CmpPredicate::gt:
    std::swap(lhs, rhs);
    return "<";
  case tir::CmpPredicate::ge:
    std::swap(lhs, rhs);
    return "<=";
  }
  llvm_unreachable("unknown comparison");
}

LogicalResult OpenCLEmitter::emitCmpExpression(tir::CmpOp op) {
  Value lhs = op.getLhs(), rhs = op.getRhs();
  if (failed(typeName(op.getLoc(), lhs.getType())))
    return failure();
  StringRef cOp = getCOperator(op.getPredicate(), lhs, rhs);
  return emit("(", AsFloat{lhs}, " ", cOp, " ", AsFloat{rhs}, ")");
}

LogicalResult OpenCLEmitter::printOp(tir::CmpOp op) {
  if (failed(typeName(op.getLoc(), op.getLhs().getType())) ||
      failed(emitDeclarationPrefix(op)) || failed(emitCmpExpression(op)))
    return failure();
  os << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printBitwise(Operation *op, StringRef cOp) {
  Type type = op->getResult(0).getType();
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  // Narrow integers come back from int; a bool takes the 0 or 1 as is.
  if (cast<IntegerType>(type).getWidth() < 32 && !type.isInteger(1))
    os << "(" << *name << ")";
  return emit("(", op->getOperand(0), " ", cOp, " ", op->getOperand(1), ");\n");
}

LogicalResult OpenCLEmitter::printShift(Operation *op, StringRef cOp) {
  bool isLeft = cOp == "<<";
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto type = cast<IntegerType>(lhs.getType());
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  bool isWide = type.getWidth() == 32;
  // Left shifts go through uint, where they cannot overflow; right shifts
  // of the promoted value are arithmetic for signed types.
  bool viaUint = isLeft && !(isWide && type.isUnsigned());
  if (viaUint || !isWide)
    os << "(" << *name << ")";
  if (failed(emit("(", viaUint ? "(uint)" : "", lhs, " ", cOp, " ")))
    return failure();
  // The count modulo 32.
  if (auto constant = rhs.getDefiningOp<tir::ConstOp>()) {
    auto count = cast<IntegerAttr>(constant.getValue());
    os << (count.getValue().getZExtValue() & 31) << ");\n";
    return success();
  }
  return emit("(", rhs, " & 31));\n");
}

LogicalResult OpenCLEmitter::printOp(tir::NotOp op) {
  Type type = op.getType();
  FailureOr<std::string> name = typeName(op.getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  if (type.isInteger(1))
    return emit("(!", op.getInput(), ");\n");
  if (cast<IntegerType>(type).getWidth() < 32)
    os << "(" << *name << ")";
  return emit("(~", op.getInput(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PowOp op) {
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  // half has no pow without cl_khr_fp16: through float.
  if (op.getType().isF16())
    os << "(half)";
  return emit("pow(", AsFloat{op.getLhs()}, ", ", AsFloat{op.getRhs()}, ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::SelectOp op) {
  // `?:` tests its condition against zero, as a cast to bool would: the
  // condition prints as an assigned value does, without that cast
  // (`((a0 <= 0) ? 20 : 30)`, upstream's spelling).
  return emitDeclaration(op, "(", Assigned{op.getCondition()}, " ? ",
                         op.getTrueValue(), " : ", op.getFalseValue(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::CastOp op) {
  Value input = op.getInput();
  Type from = input.getType(), to = op.getType();
  FailureOr<std::string> toName = typeName(op.getLoc(), to);
  if (failed(toName) || failed(typeName(op.getLoc(), from)) ||
      failed(emitDeclarationPrefix(op)))
    return failure();
  bool fromFloat = isa<FloatType>(from), toFloat = isa<FloatType>(to);
  if (from == to)
    return emit(input, ";\n");
  // Non-zero is true; -0.0 compares equal to zero.
  if (to.isInteger(1))
    return emit("(", AsFloat{input}, " != 0);\n");
  // Truncate toward zero, saturate to the target range, NaN to 0.
  if (fromFloat && !toFloat)
    return emit("convert_", *toName, "_sat_rtz(", AsFloat{input}, ");\n");
  // Through float: exact from half, i1 and integers up to 2^24.
  if (isBF16(to)) {
    if (from.isF32())
      return emit("__float_to_bf16(", input, ");\n");
    return emit("__float_to_bf16((float)(", input, "));\n");
  }
  os << "(" << *toName << ")(";
  if (isBF16(from))
    return emit(AsFloat{input}, ");\n");
  return emit(input, ");\n");
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// The name of a loop variable named by its nesting `depth`: i, j, ..., z.
static std::string getLoopVarName(unsigned depth) {
  if (depth <= 'z' - 'i')
    return std::string(1, static_cast<char>('i' + depth));
  return "i" + std::to_string(depth);
}

/// The longest Python loop variable name the C keeps (upstream's
/// RenameForLoopVar renames longer ones).
static constexpr size_t kMaxLoopVarNameLength = 20;

/// `i += step`, as upstream prints it; the checked C steps past the stop
/// without overflowing the counter's type (__COMPASS_FOR_NEXT), so a loop
/// whose next value would pass INT_MAX ends as the simulator's (Python's
/// range) does, where C's signed overflow is undefined.
LogicalResult OpenCLEmitter::emitForIncrement(tir::ForOp op,
                                              StringRef name) {
  // A step of 1 cannot pass the maximum: the counter is below the stop.
  std::optional<int64_t> step = getIntegerConstant(op.getStep());
  if (!checked || (step && *step == 1))
    return emit(name, " += ", op.getStep());
  return emit(name, " = __COMPASS_FOR_NEXT(", name, ", ", op.getStep(), ", ",
              op.getStop(), ")");
}

LogicalResult OpenCLEmitter::printOp(tir::ForOp op) {
  BlockArgument iv = op.getInductionVar();
  FailureOr<std::string> ivType = typeName(op.getLoc(), iv.getType());
  if (failed(ivType))
    return failure();
  // The kernel's name for the variable, unless it is longer than 20
  // characters or absent: then i, j, k, ... by the depth among the loops so
  // named, as upstream's RenameForLoopVar. Unique in the function: a second
  // loop's `i`, or a loop meeting a value named `i`, is `i_1`.
  std::optional<StringRef> pythonName = getLocName(iv.getLoc());
  if (!pythonName)
    pythonName = getLocName(op.getLoc());
  bool byDepth = !pythonName || pythonName->size() > kMaxLoopVarNameLength;
  std::string name =
      claimName(byDepth ? getLoopVarName(loopDepth) : pythonName->str());
  valueNames[iv] = name;
  // Checked mode, a barrier inside: every TEC runs as many iterations, by
  // a vote.
  auto condition = [&] { return emitForCondition(op, name); };
  auto vote = CheckUniformLoopOp::getOfBody(*op.getBodyBlock());
  if (failed(emit("for (", *ivType, " ", name, " = ", op.getStart(), "; ")) ||
      failed(vote ? emitLoopVote(vote, condition) : condition()) ||
      failed(emit("; ")) || failed(emitForIncrement(op, name)) ||
      failed(emit(") {\n")))
    return failure();
  if (byDepth)
    ++loopDepth;
  LogicalResult body = emitLoopBody(*op.getBodyBlock());
  if (byDepth)
    --loopDepth;
  return body;
}

/// Checked mode: an iteration of a loop counts against the TEC's step
/// limit where it begins, `if (__compass_out_of_steps(__ctx, site)) break;`;
/// in a loop whose TECs vote, in the vote instead (emitLoopVote).
LogicalResult OpenCLEmitter::printOp(CheckIterationOp op) {
  if (!checked)
    return refuseInPlainC(op);
  if (isa_and_nonnull<CheckUniformLoopOp>(op->getNextNode()))
    return success();
  os << "if (__compass_out_of_steps(__ctx, " << addCheckSite(op.getLoc())
     << "))\n";
  os << "  break;\n";
  return success();
}

/// The step count goes inside the vote (` && !__compass_out_of_steps(__ctx,
/// site)`): a TEC out of steps leaves with the others.
LogicalResult
OpenCLEmitter::emitLoopVote(CheckUniformLoopOp vote,
                            function_ref<LogicalResult()> condition) {
  if (!checked)
    return refuseInPlainC(vote);
  int site = addCheckSite(vote.getLoc());
  os << "__compass_uniform(__ctx, ";
  if (failed(condition()))
    return failure();
  if (isa_and_nonnull<CheckIterationOp>(vote->getPrevNode()))
    os << " && !__compass_out_of_steps(__ctx, " << site << ")";
  os << ", " << site << ")";
  return success();
}

/// Nothing where it stands: the loop prints the vote in its condition
/// (emitCondition, printOp(tir::ForOp)).
LogicalResult OpenCLEmitter::printOp(CheckUniformLoopOp op) {
  return checked ? success() : refuseInPlainC(op);
}

/// `__compass_uniform(__ctx, c, site)` where the branch uses its condition:
/// every TEC takes the value of TEC 0, and a TEC that differs stops the
/// run (dsl/checked.h). Its condition prints as the vote's (not the
/// branch's) operand.
LogicalResult OpenCLEmitter::printCheck(CheckUniformOp op) {
  if (!checked)
    return refuseInPlainC(op);
  os << "__compass_uniform(__ctx, ";
  int site = addCheckSite(op.getLoc());
  Operation *outer = printingOp;
  printingOp = op;
  LogicalResult printed = emitOperand(op.getCondition());
  printingOp = outer;
  if (failed(printed))
    return failure();
  os << ", " << site << ")";
  return success();
}

LogicalResult OpenCLEmitter::printOp(CheckUniformOp op) {
  return checked ? success() : printCheck(op);
}

/// Checked mode: `if (__compass_enter_loop(…))` before the tir.for it
/// charges, which prints as its statement: a loop the TEC has not the steps
/// left for does not run.
LogicalResult OpenCLEmitter::printOp(CheckTripsOp op) {
  if (!checked)
    return refuseInPlainC(op);
  return emit("if (__compass_enter_loop(__ctx, ", op.getStart(), ", ",
              op.getStop(), ", ", op.getStep(), ", ",
              std::to_string(addCheckSite(op.getLoc())), "))\n");
}

LogicalResult OpenCLEmitter::printOp(tir::IfOp op) {
  os << "if (";
  if (failed(emitCondition(op, op.getCondition())) ||
      failed(emit(") {\n")) ||
      failed(emitIndentedBlock(*op.getThenBlock())))
    return failure();
  if (Block *elseBlock = op.getElseBlock()) {
    os << "} else {\n";
    if (failed(emitIndentedBlock(*elseBlock)))
      return failure();
  }
  os << "}\n";
  return success();
}

/// True when the condition region of `op` prints as nothing but the C
/// expression of its tir.condition operand: constants, variable reads that
/// use the variable itself and at most one comparison whose only use is the
/// condition. That comparison, if any, is returned in `cmp`.
static bool hasInlineCondition(tir::WhileOp op, tir::CmpOp &cmp) {
  Block *block = op.getConditionBlock();
  Value condition = cast<tir::ConditionOp>(block->getTerminator()).getValue();
  cmp = nullptr;
  for (Operation &nested : block->without_terminator()) {
    if (isa<tir::ConstOp, ConstMaskOp>(nested))
      continue;
    if (auto get = dyn_cast<tir::VarGetOp>(nested)) {
      if (!canUseVarDirectly(get))
        return false;
      continue;
    }
    auto candidate = dyn_cast<tir::CmpOp>(nested);
    if (!candidate || cmp || candidate.getResult() != condition ||
        !candidate->hasOneUse())
      return false;
    cmp = candidate;
  }
  return true;
}

LogicalResult OpenCLEmitter::printOp(tir::WhileOp op) {
  Block *conditionBlock = op.getConditionBlock();
  tir::CmpOp cmp;
  // A loop holding a barrier (checked mode) votes on its condition.
  if (!CheckUniformLoopOp::getOfBody(*op.getBodyBlock()) &&
      hasInlineCondition(op, cmp)) {
    // `while (cond) {`: the other operations of the region print nothing.
    for (Operation &nested : conditionBlock->without_terminator())
      if (&nested != cmp.getOperation() && failed(emitOperation(nested)))
        return failure();
    // A comparison prints in its parentheses, as upstream's `while ((i <
    // 10))`.
    os << "while (";
    if (cmp ? failed(emitCmpExpression(cmp))
            : failed(emitOperand(
                  cast<tir::ConditionOp>(conditionBlock->getTerminator())
                      .getValue())))
      return failure();
    os << ") {\n";
  } else {
    // The condition region runs at the top of every iteration and leaves
    // the loop through its tir.condition.
    os << "while (1) {\n";
    if (failed(emitIndentedBlock(*conditionBlock)))
      return failure();
  }
  return emitLoopBody(*op.getBodyBlock());
}

LogicalResult OpenCLEmitter::printOp(tir::ConditionOp op) {
  os << "if (!";
  if (failed(emitCondition(op->getParentOp(), op.getValue())) ||
      failed(emit(") {\n")))
    return failure();
  os.indent() << "break;\n";
  os.unindent() << "}\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::BreakOp op) {
  // Leaves the innermost C loop: a tir.if is a C if, not a loop.
  os << "break;\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::ReturnOp op) {
  if (inEntry) {
    // The entry kernel ends with a barrier all work items must reach, and
    // a barrier in divergent control flow is undefined in OpenCL: jump to
    // the closing one.
    needsExitLabel = true;
    os << "goto compass_exit;\n";
    return success();
  }
  return emitReturn(op, op.getOperands());
}

//===----------------------------------------------------------------------===//
// Allocations
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::emitArrayPointer(Operation *op, StringRef array) {
  Value pointer = op->getResult(0);
  if (failed(emitType(op->getLoc(), pointer.getType())))
    return failure();
  os << " " << valueNames[pointer] << " = " << array << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::AllocOp op) {
  // The array itself and the pointer's name come from emitAllocArrays.
  auto it = allocArrays.find(op);
  if (it == allocArrays.end())
    return op.emitOpError("has no array in its function");
  return emitArrayPointer(op, it->second);
}

//===----------------------------------------------------------------------===//
// Variables
//===----------------------------------------------------------------------===//

/// The assignment of `decl`'s variable right after it, which its
/// declaration prints as its initializer (`int x = 0;`). The value was
/// computed before the declaration, so the initializer reads nothing the
/// declaration would precede.
static tir::VarSetOp getInitializer(tir::VarDeclOp decl) {
  auto set = dyn_cast_or_null<tir::VarSetOp>(decl->getNextNode());
  if (!set || set.getVar() != decl.getResult())
    return {};
  return set;
}

LogicalResult OpenCLEmitter::printOp(tir::VarDeclOp op) {
  Type type = op.getType().getElementType();
  if (failed(emitType(op.getLoc(), type)))
    return failure();
  std::string name = claimName(op.getName());
  os << " " << name;
  // The initializer prints before the name is the variable's: C gives the
  // new name to the declaration, and no value printed before it has it.
  if (tir::VarSetOp set = getInitializer(op)) {
    os << " = ";
    if (failed(emitOperand(set.getValue(), /*assigned=*/true)))
      return failure();
  }
  valueNames[op.getResult()] = name;
  os << ";\n";
  return success();
}

/// True when `op` or an operation nested in it assigns `var`.
static bool writesVar(Operation *op, Value var) {
  return op
      ->walk([&](tir::VarSetOp set) {
        return set.getVar() == var ? WalkResult::interrupt()
                                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// True when every use of the value `get` read sees the variable unchanged,
/// so the C variable itself can stand for the value: all uses sit in (or
/// under) operations of the read's block, and nothing between the read and
/// its last use assigns the variable. The last use may itself be a plain
/// assignment, which reads before it writes.
bool mlir::compass::opencl::canUseVarDirectly(tir::VarGetOp get) {
  Value var = get.getVar();
  Block *block = get->getBlock();
  Operation *last = nullptr;
  for (OpOperand &use : get->getUses()) {
    Operation *ancestor = block->findAncestorOpInBlock(*use.getOwner());
    if (!ancestor)
      return false;
    if (!last || last->isBeforeInBlock(ancestor))
      last = ancestor;
  }
  if (!last)
    return true;
  for (Operation *op = get->getNextNode(); op; op = op->getNextNode()) {
    if (op == last)
      return op->getNumRegions() == 0 || !writesVar(op, var);
    if (writesVar(op, var))
      return false;
  }
  return false;
}

LogicalResult OpenCLEmitter::printOp(tir::VarGetOp op) {
  auto it = valueNames.find(op.getVar());
  if (it == valueNames.end())
    return op.emitOpError("reads a variable declared elsewhere");
  // Copied out first: inserting the result's name may grow the map and move
  // the entry `it` points to.
  std::string varName = it->second;
  if (canUseVarDirectly(op)) {
    valueNames[op.getResult()] = std::move(varName);
    return success();
  }
  return emitDeclaration(op, varName, ";\n");
}

LogicalResult OpenCLEmitter::printOp(tir::VarSetOp op) {
  auto it = valueNames.find(op.getVar());
  if (it == valueNames.end())
    return op.emitOpError("assigns a variable declared elsewhere");
  // The declaration before it printed the assignment as its initializer.
  if (auto decl = dyn_cast_or_null<tir::VarDeclOp>(op->getPrevNode());
      decl && getInitializer(decl) == op)
    return success();
  return emit(it->second, " = ", Assigned{op.getValue()}, ";\n");
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(tir::PtrOffsetOp op) {
  return emitDeclaration(op, "(", op.getPtr(), " + ", op.getOffset(), ");\n");
}

/// `__compass_check(__ctx, (ulong)(p + i), sizeof(*(p)), site)`, the check
/// of element `i` of `p` (dsl/checked.h).
LogicalResult OpenCLEmitter::emitAccessCheck(CheckAccessOp check) {
  if (!checked)
    return refuseInPlainC(check);
  return emit("__compass_check(__ctx, (ulong)(", check.getPtr(), " + ",
              check.getIndex(), "), sizeof(*(", check.getPtr(), ")), ",
              std::to_string(addCheckSite(check.getLoc())), ")");
}

/// Nothing where it stands: the access it checks prints it.
LogicalResult OpenCLEmitter::printOp(CheckAccessOp) { return success(); }

LogicalResult OpenCLEmitter::printOp(tir::LoadOp op) {
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  // A checked read outside the kernel's memory reads nothing and gives 0.
  Value ptr = op.getPtr();
  auto check = ptr.getDefiningOp<CheckAccessOp>();
  if (check) {
    ptr = check.getPtr();
    if (failed(emitAccessCheck(check)))
      return failure();
    os << " ? ";
  }
  if (failed(emitElementRead(op.getLoc(), ptr, op.getIndex())))
    return failure();
  if (check) {
    os << " : ";
    if (failed(emitZero(op.getLoc(), op.getType())))
      return failure();
  }
  os << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::StoreOp op) {
  Value ptr = op.getPtr();
  if (auto check = ptr.getDefiningOp<CheckAccessOp>()) {
    ptr = check.getPtr();
    if (failed(emit("if (")) || failed(emitAccessCheck(check)) ||
        failed(emit(")\n  ")))
      return failure();
  }
  if (failed(emitElementWrite(op.getLoc(), ptr, op.getIndex(), op.getValue())))
    return failure();
  os << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::PtrIsNullOp op) {
  if (failed(typeName(op.getLoc(), op.getPtr().getType())))
    return failure();
  return emitDeclaration(op, "(", op.getPtr(), " == 0);\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PtrCmpOp op) {
  Value lhs = op.getLhs(), rhs = op.getRhs();
  if (failed(typeName(op.getLoc(), lhs.getType())))
    return failure();
  StringRef cOp = getCOperator(op.getPredicate(), lhs, rhs);
  return emitDeclaration(op, "(", lhs, " ", cOp, " ", rhs, ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PtrCastOp op) {
  FailureOr<std::string> name = typeName(op.getLoc(), op.getType());
  if (failed(name) || failed(typeName(op.getLoc(), op.getInput().getType())))
    return failure();
  return emitDeclaration(op, "((", *name, ")", op.getInput(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::ConstBufferOp op) {
  auto it = constTables.find(op);
  if (it == constTables.end())
    return op.emitOpError("has no table in the module");
  // Named after the Python variable, else after the table.
  std::optional<StringRef> name = getLocName(op.getLoc());
  if (!name && !op.getName().empty())
    name = op.getName();
  valueNames[op.getResult()] = name ? claimName(*name) : claimTempName();
  return emitArrayPointer(op, it->second);
}

/// The runtime's suffix for the lanes of a mask type, if supported.
static std::optional<char> getMaskSuffix(Type type) {
  if (auto mask = dyn_cast<MaskType>(type))
    return getLaneSuffix(mask.getLanes());
  return std::nullopt;
}

LogicalResult OpenCLEmitter::printLaneAccess(Operation *op, StringRef name,
                                             ValueRange operands) {
  Type type = operands.front().getType();
  if (failed(typeName(op->getLoc(), type)) || failed(emitDeclarationPrefix(op)))
    return failure();
  // Masks are predicates: lane i is bit i * k, and a lane is set or cleared
  // with all its k predicate bits.
  if (std::optional<char> suffix = getMaskSuffix(type))
    os << "__mask_" << name << "_" << *suffix << "(";
  else
    os << "__" << name << "(";
  // Checked mode: an index outside the lanes is refused, and 0 is used.
  if (failed(emit(operands[0], ", ")) ||
      failed(emitRequiredOperand(op, operands[1])))
    return failure();
  for (Value value : operands.drop_front(2))
    if (failed(emit(", ", value)))
      return failure();
  return emit(");\n");
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(func::CallOp op) {
  auto it = functionNames.find(op.getCallee());
  if (it == functionNames.end())
    return op.emitOpError() << "calls unknown function @" << op.getCallee();
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      op, op.getCalleeAttr());
  if (callee && isKernel(callee))
    return op.emitOpError("cannot call the entry kernel");
  // Several results come back in the callee's result struct, unpacked into
  // one C value each.
  std::string packed;
  if (op.getNumResults() > 1) {
    auto structIt = resultStructs.find(op.getCallee());
    if (structIt == resultStructs.end())
      return op.emitOpError("expects ")
             << op.getNumResults() << " results from @" << op.getCallee()
             << ", which does not return several values";
    packed = claimTempName();
    os << structIt->second << " " << packed << " = ";
  } else if (op.getNumResults() == 1 && failed(emitDeclarationPrefix(op))) {
    return failure();
  }
  // In checked mode every subroutine takes the checks' context first.
  StringRef context = !checked                ? ""
                      : op.getNumOperands() ? "__ctx, "
                                            : "__ctx";
  if (failed(emit(it->second, "(", context, op.getOperands(), ");\n")))
    return failure();
  if (packed.empty())
    return success();
  for (auto [index, result] : llvm::enumerate(op.getResults())) {
    if (failed(emitType(op.getLoc(), result.getType())))
      return failure();
    os << " " << nameValue(result, op.getLoc()) << " = " << packed << ".r"
       << index << ";\n";
  }
  return success();
}

LogicalResult OpenCLEmitter::printOp(func::ReturnOp op) {
  // The entry kernel falls through to its closing barrier.
  if (inEntry)
    return success();
  // A void function falls through its end.
  if (op.getNumOperands() == 0)
    return success();
  return emitReturn(op, op.getOperands());
}

LogicalResult OpenCLEmitter::emitReturn(Operation *op, ValueRange values) {
  if (values.size() > 1 && resultStruct.empty())
    return op->emitOpError("returns ")
           << values.size() << " values from a function that does not";
  // The subroutine's arrays leave the checks' regions.
  if (checked && !inEntry)
    os << "__ctx->count = __compass_saved;\n";
  if (values.size() == 1)
    return emit("return ", values.front(), ";\n");
  if (values.empty()) {
    os << "return;\n";
    return success();
  }
  // Several values come back in the function's result struct.
  return emit("return (", resultStruct, "){", values, "};\n");
}

