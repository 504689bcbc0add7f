//===- EmitBuiltins.cpp - the compass builtins ----------------------------===//
//
// One generic printer for the lane-wise builtins (LaneBuiltinOpInterface:
// spelling, C operator and mask form come from the builtin table), and the
// irregular builtins, masks and TEC operations.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

//===----------------------------------------------------------------------===//
// Compass operations
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(GetLocalIdOp op) {
  return emitDeclaration(op, "(int)get_local_id(0);\n");
}

LogicalResult OpenCLEmitter::printOp(GetLocalSizeOp op) {
  return emitDeclaration(op, "(int)get_local_size(0);\n");
}

LogicalResult OpenCLEmitter::printOp(BarrierOp op) {
  // Checked mode: the TECs must meet at this barrier (dsl.h).
  if (checked)
    os << "__compass_barrier(__ctx, " << addCheckSite(op.getLoc()) << ");\n";
  else
    os << "barrier(CLK_LOCAL_MEM_FENCE);\n";
  return success();
}

LogicalResult OpenCLEmitter::emitVectorPointer(Location loc, Value ptr,
                                               VectorType vector) {
  auto ptrType = cast<PtrType>(ptr.getType());
  if (ptrType.getPointee() != vector) {
    FailureOr<std::string> vectorName = typeName(loc, vector);
    if (failed(vectorName))
      return failure();
    os << "(" << getQualifier(ptrType.getSpace()) << *vectorName << "*)";
  }
  return emitOperand(ptr);
}

/// The check of a masked vector access, `__compass_check_lanes(…)` over its
/// active lanes (dsl/checked.h).
LogicalResult OpenCLEmitter::emitLanesCheck(CheckLanesOp check) {
  if (!checked)
    return refuseInPlainC(check);
  auto vector = cast<VectorType>(check.getAccess());
  os << "__compass_check_lanes(__ctx, (ulong)(";
  if (failed(emitVectorPointer(check.getLoc(), check.getPtr(), vector)))
    return failure();
  return emit("), ", std::to_string(getScalarBits(vector.getElementType()) / 8),
              ", ", std::to_string(vector.getNumElements()), ", ",
              check.getMask(), ", ",
              std::to_string(addCheckSite(check.getLoc())), ")");
}

/// Nothing where it stands: the access it checks prints it.
LogicalResult OpenCLEmitter::printOp(CheckLanesOp) { return success(); }

LogicalResult OpenCLEmitter::printVectorLoad(
    Operation *op, StringRef builtin, Value ptr, VectorType vector,
    function_ref<LogicalResult()> check, function_ref<LogicalResult()> args) {
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  // Checked: a load outside the kernel's memory gives zeros.
  if (check && (failed(check()) || failed(emit(" ? "))))
    return failure();
  if (failed(emit(builtin, "(")) ||
      failed(emitVectorPointer(op->getLoc(), ptr, vector)) || failed(args()) ||
      failed(emit(")")))
    return failure();
  if (check) {
    os << " : ";
    if (failed(emitZero(op->getLoc(), vector)))
      return failure();
  }
  os << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printVectorStore(
    Operation *op, StringRef builtin, Value value, Value ptr,
    function_ref<LogicalResult()> check, function_ref<LogicalResult()> args) {
  auto vector = cast<VectorType>(value.getType());
  if (failed(typeName(op->getLoc(), vector)))
    return failure();
  if (check) {
    os << "if (";
    if (failed(check()))
      return failure();
    os << ")\n  ";
  }
  if (failed(emit(builtin, "(", value, ", ")) ||
      failed(emitVectorPointer(op->getLoc(), ptr, vector)) || failed(args()))
    return failure();
  return emit(");\n");
}

LogicalResult OpenCLEmitter::printOp(VLoadOp op) {
  auto check = op.getPtr().getDefiningOp<CheckLanesOp>();
  return printVectorLoad(op, op.getBuiltinName(),
                         check ? check.getPtr() : op.getPtr(), op.getType(),
                         check ? function_ref<LogicalResult()>(
                                     [&] { return emitLanesCheck(check); })
                               : nullptr,
                         [&] { return emit(", ", op.getMask()); });
}

LogicalResult OpenCLEmitter::printOp(VStoreOp op) {
  auto check = op.getPtr().getDefiningOp<CheckLanesOp>();
  return printVectorStore(op, op.getBuiltinName(), op.getValue(),
                          check ? check.getPtr() : op.getPtr(),
                          check ? function_ref<LogicalResult()>(
                                      [&] { return emitLanesCheck(check); })
                                : nullptr,
                          [&] { return emit(", ", op.getMask()); });
}

/// `__compass_check_rows(…)` of the side `ptr` of `dma`, which its
/// compass.check_rows checks, at `site` (dsl/checked.h).
LogicalResult OpenCLEmitter::emitRowsCheck(Operation *dma, Value ptr,
                                           int site) {
  auto check = ptr.getDefiningOp<CheckRowsOp>();
  if (!check)
    return dma->emitOpError("has a side without its compass.check_rows: the "
                            "checked C prints the checks of "
                            "compass-insert-checks");
  std::string bytes = std::to_string(getDmaItemBytes(check.getPtr().getType()));
  if (failed(emit("__compass_check_rows(__ctx, (ulong)", check.getPtr(),
                  ", (long)(", check.getWidth(), ") * ", bytes, ", ")))
    return failure();
  if (!check.getTimes())
    os << "0, 1";
  else if (failed(emit("(long)(", check.getStride(), ") * ", bytes, ", ",
                       check.getTimes())))
    return failure();
  os << ", " << site << ")";
  return success();
}

/// Nothing where they stand: the DMA they check prints them.
LogicalResult OpenCLEmitter::printOp(CheckRowsOp) { return success(); }
LogicalResult OpenCLEmitter::printOp(CheckUpsampleOp) { return success(); }

LogicalResult OpenCLEmitter::printOp(DmaCopyOp op) {
  return printDmaDirect(op, "DmaDirect", Value());
}

template <typename OpTy>
LogicalResult OpenCLEmitter::printDmaDirect(OpTy op, StringRef name,
                                            Value event) {
  PtrType dst = op.getDst().getType(), src = op.getSrc().getType();
  Type element = dst.getPointee();
  if (auto vector = dyn_cast<VectorType>(element))
    element = vector.getElementType();
  int64_t itemBytes = getScalarBits(element) / 8;
  std::string bytes = std::to_string(itemBytes);
  auto constant = [](Value value) -> std::optional<int64_t> {
    if (auto op = value.getDefiningOp<tir::ConstOp>())
      if (auto attr = dyn_cast<IntegerAttr>(op.getValue()))
        return attr.getValue().getSExtValue();
    return std::nullopt;
  };
  // Counts in elements become bytes, computed in int as the runtime takes
  // them; constant ones are printed as their number of bytes.
  auto scaled = [&](Value count) -> LogicalResult {
    if (std::optional<int64_t> value = constant(count)) {
      os << *value * itemBytes;
      return success();
    }
    return emit("(int)(", count, ") * ", bytes);
  };
  auto total = [&]() -> LogicalResult {
    std::optional<int64_t> width = constant(op.getWidth());
    std::optional<int64_t> times = constant(op.getTimes());
    if (width && times) {
      os << *width * *times * itemBytes;
      return success();
    }
    return emit("(int)(", op.getWidth(), ") * (int)(", op.getTimes(), ") * ",
                bytes);
  };
  if (checked) {
    // The simulator's operand rule, the event, then the rows' bounds.
    os << "if (";
    if (failed(emitRequirePrefix(op)))
      return failure();
    if constexpr (std::is_same_v<OpTy, AsyncDmaCopyOp>)
      if (failed(emitDmaEventCheck(op)))
        return failure();
    int site = addCheckSite(op.getLoc());
    if (failed(emitRowsCheck(op, op.getDst(), site)) || failed(emit(" && ")) ||
        failed(emitRowsCheck(op, op.getSrc(), site)) || failed(emit(")\n  ")))
      return failure();
  }
  os << name << "_" << getDmaBase(src.getSpace()) << "_to_"
     << getDmaBase(dst.getSpace()) << "((" << getQualifier(dst.getSpace())
     << "uchar*)";
  if (failed(emit(op.getDst(), ", (", getQualifier(src.getSpace()),
                  "uchar*)", op.getSrc(), ", ")) ||
      failed(scaled(op.getWidth())) || failed(emit(", ")) ||
      failed(scaled(op.getSrcStride())) || failed(emit(", ")) ||
      failed(total()) || failed(emit(", ")) ||
      failed(scaled(op.getDstStride())) ||
      (event && failed(emit(", ", event))))
    return failure();
  os << ");\n";
  return success();
}

template LogicalResult OpenCLEmitter::printDmaDirect(AsyncDmaCopyOp, StringRef,
                                                     Value);

FailureOr<std::string> OpenCLEmitter::getPoisonOf(Location loc, Type type) {
  FailureOr<std::string> name = typeName(loc, type);
  if (failed(name))
    return failure();
  return "__vreinterpret_" + *name + "(__COMPASS_POISON)";
}

LogicalResult OpenCLEmitter::printLaneBuiltin(LaneBuiltinOpInterface op) {
  auto type = cast<VectorType>(op->getResult(0).getType());
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  OperandRange operands = op.getLaneOperands();
  // The checked C gives undefined lanes the simulator's bytes (below), so it
  // computes only the active lanes of a mask that is not all true.
  auto mask = op.getMask().getDefiningOp<ConstMaskOp>();
  bool everyLane = !checked || (mask && mask.isAllTrue());
  if (op->hasAttr(CompassDialect::getUnmaskedAttrName()) && everyLane) {
    StringRef cOp = op.getCOperator();
    if (!cOp.empty() && operands.size() == 1)
      return emit("(", cOp, operands[0], ");\n");
    if (!cOp.empty())
      return emit("(", operands[0], " ", cOp, " ", operands[1], ");\n");
    return emit(op.getOpenCLName(), "(", ValueRange(operands), ");\n");
  }
  os << op.getOpenCLName() << "(";
  if (Value r = op.getR()) {
    if (failed(emitOperand(r)))
      return failure();
  } else if (checked) {
    // Undefined lanes: the simulator's (and the native tier's) poison bytes,
    // so every path gives the same bits (dsl/checked.h).
    FailureOr<std::string> fill = getPoisonOf(op->getLoc(), type);
    if (failed(fill))
      return failure();
    os << *fill;
  } else if (isBF16(type.getElementType())) {
    // Inactive lanes are undefined: any value will do, zero reads best.
    os << "as_" << *name << "((ushort16)0)";
  } else {
    os << "(" << *name << ")0";
  }
  return emit(", ", ValueRange(operands), ", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printDotBuiltin(DotBuiltinOpInterface op) {
  if (failed(typeName(op->getLoc(), op->getResult(0).getType())) ||
      failed(emitDeclarationPrefix(op)))
    return failure();
  os << op.getOpenCLName() << "(";
  Value acc = op.getAccOrNull();
  if (acc && failed(emit(acc, ", ")))
    return failure();
  if (failed(emit(op.getLhs(), ", ", op.getRhs(), ", ", op.getMask())))
    return failure();
  // Without acc, the lanes no active product reaches are undefined: the
  // checked C gives them the simulator's poison bytes.
  if (!acc && checked) {
    FailureOr<std::string> fill =
        getPoisonOf(op->getLoc(), op->getResult(0).getType());
    if (failed(fill))
      return failure();
    os << ", " << *fill;
  }
  os << ");\n";
  return success();
}

template <typename OpTy>
LogicalResult OpenCLEmitter::printMatMul(OpTy op) {
  os << op.getBuiltinName() << "((" << getQualifier(op.getPtr().getType().getSpace())
     << "float*)";
  return emit(op.getPtr(), ", ", op.getLhs(), ", ", op.getRhs(), ");\n");
}
template LogicalResult OpenCLEmitter::printMatMul(VMmlOp);
template LogicalResult OpenCLEmitter::printMatMul(VMmaOp);

LogicalResult OpenCLEmitter::printOp(VCmpOp op) {
  auto type = cast<VectorType>(op.getLhs().getType());
  if (failed(typeName(op.getLoc(), type)) || failed(emitDeclarationPrefix(op)))
    return failure();
  return emit(op.getOpenCLName(), "(", op.getLhs(), ", ", op.getRhs(), ", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(VSelOp op) {
  return emitDeclaration(op, op.getBuiltinName(), "(", op.getOnTrue(), ", ",
                         op.getOnFalse(), ", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(VBcastOp op) {
  VectorType type = op.getType();
  FailureOr<std::string> name = typeName(op.getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  // The cast syntax of OpenCL C; bfloat16 lanes broadcast their bits.
  if (isBF16(type.getElementType()))
    return emit("as_", *name, "((ushort16)(", op.getInput(), "));\n");
  // `(int8)0`, `(int8)n`: a cast of a literal or a name needs no parentheses
  // (postfix operators bind tighter than the cast).
  FailureOr<std::string> input = operandText(op.getInput());
  if (failed(input))
    return failure();
  // The cast converts an int literal exactly: `(uint8)2`, not `(uint8)2u`
  // (the suffix only keeps C arithmetic unsigned; above INT_MAX it stays).
  if (auto constant = op.getInput().getDefiningOp<tir::ConstOp>())
    if (auto value = dyn_cast<IntegerAttr>(constant.getValue());
        value && value.getType().isUnsignedInteger(32) &&
        value.getValue().ule(INT32_MAX))
      *input = std::to_string(value.getValue().getZExtValue());
  if (isCastOperand(*input))
    return emit("(", *name, ")", *input, ";\n");
  return emit("(", *name, ")(", *input, ");\n");
}

LogicalResult OpenCLEmitter::printOp(TailMaskOp op) {
  unsigned lanes = op.getType().getLanes();
  std::optional<char> suffix = getLaneSuffix(lanes);
  if (!suffix)
    return op.emitOpError() << "cannot emit type " << op.getType();
  // Checked mode: a count outside [0, lanes] is refused; the mask of such a
  // count is computed all the same (C's shifts below are defined).
  if ((checked && failed(emitRequireStatement(op))) ||
      failed(emitDeclarationPrefix(op)))
    return failure();
  // The hardware's predicate of the first n lanes, n * k bits with k bits
  // per lane: ((((n * k) >> 5) ^ 1) << (n * k)) - 1, whose shift OpenCL
  // takes modulo 32 (n = lanes gives all ones).
  unsigned k = 32 / lanes;
  if (auto constant = op.getCount().getDefiningOp<tir::ConstOp>()) {
    uint32_t bits = uint32_t(
        cast<IntegerAttr>(constant.getValue()).getValue().getZExtValue() * k);
    uint32_t predicate = ((((bits >> 5) ^ 1u) << (bits & 31)) - 1u);
    if (predicate == 0xFFFFFFFFu)
      os << "ALL_TRUE_" << *suffix << ";\n";
    else
      os << "__vmov_" << *suffix << "(" << llvm::format_hex(predicate, 10)
         << ");\n";
    return success();
  }
  std::string scale = k == 1 ? "" : " * " + std::to_string(k) + "u";
  os << "__vmov_" << *suffix << "(((((";
  return emit("(uint)", op.getCount(), scale, ") >> 5) ^ 1u) << (", "(uint)",
              op.getCount(), scale, ")) - 1u);\n");
}

LogicalResult OpenCLEmitter::printMaskBinary(Operation *op, StringRef cOp) {
  // Masks are predicates: bitwise operations keep lane i in bit i * k.
  return emitDeclaration(op, "(", op->getOperand(0), " ", cOp, " ",
                         op->getOperand(1), ");\n");
}

LogicalResult OpenCLEmitter::printOp(MaskNotOp op) {
  // The builtin upstream prints for S.vinv, so that a not under a masked
  // and reads as the kernel's `__vinv(__vand(a, b, mask))`.
  return emitDeclaration(op, "__vinv(", op.getInput(), ");\n");
}

LogicalResult OpenCLEmitter::printMaskLogic(Operation *op, StringRef builtin) {
  return emitDeclaration(op, builtin, "(", op->getOperands(), ");\n");
}


//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// The X2 builtin of a rounding conversion of the even (offset 0) or odd
/// (offset 1) lanes of one 16-bit float vector to 32-bit integers (int8;
/// uint8 results are its bits), or "" for other conversions.
static StringRef getEvenOddConversion(VCvtOp op) {
  if (!op.getRound() || op.getInputs().size() != 1 || op.getStride() != 2 ||
      op.getOffset() > 1 || getScalarBits(op.getType().getElementType()) != 32)
    return "";
  Type from = getElementTypeOrSelf(op.getInputs().front().getType());
  if (!from.isF16() && !from.isBF16())
    return "";
  return op.getOffset() == 0 ? "__vcvtue_tw" : "__vcvtuo_tw";
}

/// Prints a conversion, `__vcvt_<result type>(offset, stride, flags,
/// inputs...)`; a rounding one of the even / odd lanes of a 16-bit float
/// vector to 32-bit integers is X2's `__vcvtue_tw(x)` / `__vcvtuo_tw(x)`
/// (`as_uint8(...)` for uint lanes).
LogicalResult OpenCLEmitter::printOp(VCvtOp op) {
  FailureOr<std::string> name = typeName(op.getLoc(), op.getType());
  if (failed(name) ||
      failed(typeName(op.getLoc(), op.getInputs().front().getType())) ||
      failed(emitDeclarationPrefix(op)))
    return failure();
  // Float to integer goes through int, so a uint result is the int's bits.
  if (StringRef builtin = getEvenOddConversion(op); !builtin.empty()) {
    bool isUnsigned = op.getType().getElementType().isUnsignedInteger();
    return emit(isUnsigned ? "as_uint8(" : "", builtin, "(",
                op.getInputs().front(), isUnsigned ? "));\n" : ");\n");
  }
  // The flags: 1 saturates, 2 rounds a float to nearest even first.
  os << "__vcvt_" << *name << "(" << op.getOffset() << ", " << op.getStride()
     << ", " << (op.getSaturate() ? 1 : 0) + (op.getRound() ? 2 : 0) << ", ";
  return emit(ValueRange(op.getInputs()), ");\n");
}

/// Prints a reinterpretation, `__vreinterpret_<result type>(input)`.
LogicalResult OpenCLEmitter::printOp(VBitcastOp op) {
  FailureOr<std::string> name = typeName(op.getLoc(), op.getType());
  if (failed(name) ||
      failed(typeName(op.getLoc(), op.getInput().getType())) ||
      failed(emitDeclarationPrefix(op)))
    return failure();
  return emit("__vreinterpret_", *name, "(", op.getInput(), ");\n");
}
