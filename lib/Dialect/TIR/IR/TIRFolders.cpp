//===- TIRFolders.cpp - constant folding of tir expressions ---------------===//
//
// Folds scalar expressions on constants with the semantics the simulator and
// the emitted C give them: wrapping integer arithmetic in the operand's
// signedness, C truncating division and remainder, IEEE arithmetic rounded
// to the operand's float format. Integer division by zero and float results
// that are NaN are never folded.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APSInt.h"

using namespace mlir;
using namespace mlir::tir;

namespace {
/// How to fold one binary operation on integers and on floats. A callback
/// returns std::nullopt when the result must not be folded.
struct BinaryFolder {
  llvm::function_ref<std::optional<APInt>(const APInt &, const APInt &, bool)>
      onInt;
  llvm::function_ref<std::optional<APFloat>(const APFloat &, const APFloat &)>
      onFloat;
};
} // namespace

static bool isSigned(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSigned();
}

static OpFoldResult foldBinary(Type type, ArrayRef<Attribute> operands,
                               const BinaryFolder &folder) {
  if (operands.size() != 2 || !operands[0] || !operands[1])
    return {};
  if (auto lhs = dyn_cast<IntegerAttr>(operands[0])) {
    auto rhs = dyn_cast<IntegerAttr>(operands[1]);
    if (!rhs || !folder.onInt)
      return {};
    std::optional<APInt> value =
        folder.onInt(lhs.getValue(), rhs.getValue(), isSigned(type));
    return value ? IntegerAttr::get(type, *value) : Attribute();
  }
  if (auto lhs = dyn_cast<FloatAttr>(operands[0])) {
    auto rhs = dyn_cast<FloatAttr>(operands[1]);
    if (!rhs || !folder.onFloat)
      return {};
    std::optional<APFloat> value =
        folder.onFloat(lhs.getValue(), rhs.getValue());
    // A NaN result is left to run time: its sign and payload are the
    // target's (x86 makes -NaN of inf - inf, APFloat +NaN).
    if (!value || value->isNaN())
      return {};
    return FloatAttr::get(type, *value);
  }
  return {};
}

OpFoldResult ConstOp::fold(FoldAdaptor) { return getValue(); }

/// True when `attr` is the integer `value` (never for floats: x + 0.0 is
/// not x when x is -0.0).
static bool isIntegerConstant(Attribute attr, int64_t value) {
  auto intAttr = dyn_cast_if_present<IntegerAttr>(attr);
  return intAttr && intAttr.getValue() == value;
}

/// The integer operands each binary operator's folding drops (its row of
/// TIROperatorTable.inc, from TIROps.td).
template <typename OpTy>
struct IdentitiesOf;
#define TIR_OPERATOR(CLASS, MNEMONIC, SIM_KIND, PRINTER, C_OPERATOR, LEFT,     \
                     RIGHT)                                                    \
  template <>                                                                  \
  struct IdentitiesOf<CLASS> {                                                 \
    static constexpr std::optional<int64_t> left = LEFT, right = RIGHT;        \
  };
#include "Compass/Dialect/TIR/IR/TIROperatorTable.inc"

/// Folds the binary operator `op`: to its other operand when one is its
/// identity (`x op right` and `left op x` are x), else by `folder` when both
/// are constants.
template <typename OpTy>
static OpFoldResult foldOperator(OpTy op, typename OpTy::FoldAdaptor adaptor,
                                 const BinaryFolder &folder) {
  using Row = IdentitiesOf<OpTy>;
  if (Row::right && isIntegerConstant(adaptor.getRhs(), *Row::right))
    return op.getLhs();
  if (Row::left && isIntegerConstant(adaptor.getLhs(), *Row::left))
    return op.getRhs();
  return foldBinary(op.getType(), adaptor.getOperands(), folder);
}

OpFoldResult AddOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b, bool) -> std::optional<APInt> {
         return a + b;
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         return a + b;
       }});
}

OpFoldResult SubOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b, bool) -> std::optional<APInt> {
         return a - b;
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         return a - b;
       }});
}

OpFoldResult MulOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b, bool) -> std::optional<APInt> {
         return a * b;
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         return a * b;
       }});
}

OpFoldResult DivOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b,
          bool isSigned) -> std::optional<APInt> {
         if (b.isZero())
           return std::nullopt;
         return isSigned ? a.sdiv(b) : a.udiv(b);
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         return a / b;
       }});
}

OpFoldResult FloorDivOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b,
          bool isSigned) -> std::optional<APInt> {
         if (b.isZero())
           return std::nullopt;
         if (!isSigned)
           return a.udiv(b);
         APInt quotient = a.sdiv(b);
         // Truncation rounded toward zero; step down when signs differ.
         if (!a.srem(b).isZero() && (a.isNegative() != b.isNegative()))
           quotient -= 1;
         return quotient;
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         APFloat quotient = a / b;
         quotient.roundToIntegral(APFloat::rmTowardNegative);
         return quotient;
       }});
}

OpFoldResult ModOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b,
          bool isSigned) -> std::optional<APInt> {
         if (b.isZero())
           return std::nullopt;
         return isSigned ? a.srem(b) : a.urem(b);
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         APFloat remainder = a;
         if (remainder.mod(b) != APFloat::opOK &&
             remainder.isNaN() != (a.isNaN() || b.isNaN()))
           return std::nullopt;
         return remainder;
       }});
}

OpFoldResult MinOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b,
          bool isSigned) -> std::optional<APInt> {
         return isSigned ? (a.slt(b) ? a : b) : (a.ult(b) ? a : b);
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         return llvm::minnum(a, b);
       }});
}

OpFoldResult MaxOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b,
          bool isSigned) -> std::optional<APInt> {
         return isSigned ? (a.sgt(b) ? a : b) : (a.ugt(b) ? a : b);
       },
       [](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
         return llvm::maxnum(a, b);
       }});
}

OpFoldResult CmpOp::fold(FoldAdaptor adaptor) {
  Attribute lhsAttr = adaptor.getLhs(), rhsAttr = adaptor.getRhs();
  if (!lhsAttr || !rhsAttr)
    return {};
  Builder builder(getContext());
  CmpPredicate predicate = getPredicate();
  if (auto lhs = dyn_cast<IntegerAttr>(lhsAttr)) {
    APInt a = lhs.getValue(), b = cast<IntegerAttr>(rhsAttr).getValue();
    bool isSignedCmp = isSigned(lhs.getType());
    bool result = false;
    switch (predicate) {
    case CmpPredicate::eq:
      result = a == b;
      break;
    case CmpPredicate::ne:
      result = a != b;
      break;
    case CmpPredicate::lt:
      result = isSignedCmp ? a.slt(b) : a.ult(b);
      break;
    case CmpPredicate::le:
      result = isSignedCmp ? a.sle(b) : a.ule(b);
      break;
    case CmpPredicate::gt:
      result = isSignedCmp ? a.sgt(b) : a.ugt(b);
      break;
    case CmpPredicate::ge:
      result = isSignedCmp ? a.sge(b) : a.uge(b);
      break;
    }
    return builder.getBoolAttr(result);
  }
  auto lhs = dyn_cast<FloatAttr>(lhsAttr);
  auto rhs = dyn_cast<FloatAttr>(rhsAttr);
  if (!lhs || !rhs)
    return {};
  APFloat::cmpResult order = lhs.getValue().compare(rhs.getValue());
  bool result = false;
  switch (predicate) {
  case CmpPredicate::eq:
    result = order == APFloat::cmpEqual;
    break;
  case CmpPredicate::ne:
    result = order != APFloat::cmpEqual;
    break;
  case CmpPredicate::lt:
    result = order == APFloat::cmpLessThan;
    break;
  case CmpPredicate::le:
    result = order == APFloat::cmpLessThan || order == APFloat::cmpEqual;
    break;
  case CmpPredicate::gt:
    result = order == APFloat::cmpGreaterThan;
    break;
  case CmpPredicate::ge:
    result = order == APFloat::cmpGreaterThan || order == APFloat::cmpEqual;
    break;
  }
  return builder.getBoolAttr(result);
}

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getTrueValue() == getFalseValue())
    return getTrueValue();
  auto condition = dyn_cast_if_present<IntegerAttr>(adaptor.getCondition());
  if (!condition)
    return {};
  return condition.getValue().isOne() ? getTrueValue() : getFalseValue();
}

OpFoldResult CastOp::fold(FoldAdaptor adaptor) {
  Type from = getInput().getType(), to = getType();
  if (from == to)
    return getInput();
  Attribute input = adaptor.getInput();
  if (!input)
    return {};
  Builder builder(getContext());
  if (auto intAttr = dyn_cast<IntegerAttr>(input)) {
    APInt value = intAttr.getValue();
    bool fromSigned = isSigned(from);
    if (to.isInteger(1))
      return builder.getBoolAttr(!value.isZero());
    if (auto toInt = dyn_cast<IntegerType>(to)) {
      // i1 holds true as all ones; it converts as 0 or 1.
      APInt extended = from.isInteger(1)
                           ? value.zext(toInt.getWidth())
                           : (fromSigned ? value.sextOrTrunc(toInt.getWidth())
                                         : value.zextOrTrunc(toInt.getWidth()));
      return IntegerAttr::get(to, extended);
    }
    auto toFloat = cast<FloatType>(to);
    APFloat result(toFloat.getFloatSemantics());
    result.convertFromAPInt(value, fromSigned && !from.isInteger(1),
                            APFloat::rmNearestTiesToEven);
    return FloatAttr::get(to, result);
  }
  APFloat value = cast<FloatAttr>(input).getValue();
  if (to.isInteger(1))
    return builder.getBoolAttr(!value.isZero());
  if (auto toFloat = dyn_cast<FloatType>(to)) {
    bool losesInfo = false;
    value.convert(toFloat.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    return FloatAttr::get(to, value);
  }
  auto toInt = cast<IntegerType>(to);
  APSInt result(toInt.getWidth(), /*isUnsigned=*/!toInt.isSigned());
  bool isExact = false;
  // Out-of-range conversions are left to run time, where they saturate.
  APFloat::opStatus status =
      value.convertToInteger(result, APFloat::rmTowardZero, &isExact);
  if (status != APFloat::opOK && status != APFloat::opInexact)
    return {};
  return IntegerAttr::get(to, result);
}

//===----------------------------------------------------------------------===//
// Bitwise operations and shifts
//===----------------------------------------------------------------------===//

OpFoldResult AndOp::fold(FoldAdaptor adaptor) {
  return foldOperator(*this, adaptor,
                      {[](const APInt &a, const APInt &b,
                          bool) -> std::optional<APInt> { return a & b; },
                       nullptr});
}

OpFoldResult OrOp::fold(FoldAdaptor adaptor) {
  return foldOperator(*this, adaptor,
                      {[](const APInt &a, const APInt &b,
                          bool) -> std::optional<APInt> { return a | b; },
                       nullptr});
}

OpFoldResult XorOp::fold(FoldAdaptor adaptor) {
  return foldOperator(*this, adaptor,
                      {[](const APInt &a, const APInt &b,
                          bool) -> std::optional<APInt> { return a ^ b; },
                       nullptr});
}

/// `a` promoted to 32 bits as C promotes it (by its signedness).
static APInt promote(const APInt &a, bool isSigned) {
  return isSigned ? a.sext(32) : a.zext(32);
}

OpFoldResult ShlOp::fold(FoldAdaptor adaptor) {
  return foldOperator(
      *this, adaptor,
      {[](const APInt &a, const APInt &b,
          bool isSigned) -> std::optional<APInt> {
         unsigned count = b.getZExtValue() & 31;
         return promote(a, isSigned).shl(count).trunc(a.getBitWidth());
       },
       nullptr});
}

OpFoldResult ShrOp::fold(FoldAdaptor adaptor) {
  return foldOperator(*this, adaptor,
                      {[](const APInt &a, const APInt &b,
                          bool isSigned) -> std::optional<APInt> {
                         unsigned count = b.getZExtValue() & 31;
                         APInt wide = promote(a, isSigned);
                         return (isSigned ? wide.ashr(count) : wide.lshr(count))
                             .trunc(a.getBitWidth());
                       },
                       nullptr});
}

OpFoldResult NotOp::fold(FoldAdaptor adaptor) {
  auto input = dyn_cast_if_present<IntegerAttr>(adaptor.getInput());
  if (!input)
    return {};
  return IntegerAttr::get(getType(), ~input.getValue());
}
