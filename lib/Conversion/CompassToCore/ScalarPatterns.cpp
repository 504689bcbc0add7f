//===- ScalarPatterns.cpp - tir scalar operations into arith and math ---===//
//
// The binary operators are the rows of the tir operator table
// (TIROperatorTable.inc): each row's simulator kind picks its core
// computation here, so a new operator fails to compile until it has one.
// The rules are the simulator's (lib/Simulator/LaneFunctions.h): integers
// wrap, shifts promote to 32 bits and take the count modulo 32, an integer
// division or remainder by zero stops the run (at the compass.check_divisor
// compass-insert-checks places before it, CheckPatterns.cpp; the division
// itself takes 1 for 0, so it never traps), MIN / -1 wraps, min / max of
// floats skip a NaN, casts from floats truncate and saturate (NaN is 0).
//
//===----------------------------------------------------------------------===//

#include "LaneForms.h"

#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

namespace {
/// The simulator kinds of the operator table's rows, read from the table.
enum class ScalarKind {
#define TIR_OPERATOR(CLASS, MNEMONIC, SIM_KIND, ...) SIM_KIND,
#include "Compass/Dialect/TIR/IR/TIROperatorTable.inc"
};
} // namespace

/// `divisor`, or 1 where it is 0 or (signed) where lhs / divisor would
/// overflow, so the hardware division never traps.
static Value safeDivisor(OpBuilder &b, Location loc, Value lhs, Value divisor,
                         bool isSigned) {
  Type type = divisor.getType();
  unsigned bits = laneBits(type);
  Value zero = integerConstant(b, loc, type, 0);
  Value one = integerConstant(b, loc, type, 1);
  Value unsafe =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, divisor, zero);
  if (isSigned) {
    // Named one by one: argument order would leave the IR's order to the
    // C++ compiler.
    Value minusOne = integerConstant(b, loc, type, -1);
    Value min = integerConstant(b, loc, type, -(int64_t(1) << (bits - 1)));
    Value byMinusOne = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                             divisor, minusOne);
    Value ofMin =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, min);
    Value overflow = arith::AndIOp::create(b, loc, ofMin, byMinusOne);
    unsafe = arith::OrIOp::create(b, loc, unsafe, overflow);
  }
  return arith::SelectOp::create(b, loc, unsafe, one, divisor);
}

/// `lhs << rhs` or `lhs >> rhs` as C shifts after promotion to 32 bits.
static Value buildShift(OpBuilder &b, Location loc, Value lhs, Value rhs,
                        bool left, bool lhsSigned, bool rhsSigned) {
  unsigned bits = laneBits(lhs.getType());
  Value wide = resizeInteger(b, loc, lhs, 32, lhsSigned);
  Value count = resizeInteger(b, loc, rhs, 32, rhsSigned);
  count = arith::AndIOp::create(b, loc, count,
                                integerConstant(b, loc, count.getType(), 31));
  Value shifted;
  if (left)
    shifted = arith::ShLIOp::create(b, loc, wide, count);
  else if (lhsSigned)
    shifted = arith::ShRSIOp::create(b, loc, wide, count);
  else
    shifted = arith::ShRUIOp::create(b, loc, wide, count);
  return resizeInteger(b, loc, shifted, bits, lhsSigned);
}

/// One scalar operator on core values of the compass-level type `type`.
static Value buildScalarBinary(OpBuilder &b, Location loc, ScalarKind kind,
                               Type type, Value lhs, Value rhs) {
  bool isFloat = isa<FloatType>(type);
  bool isSigned = type.isSignedInteger();
  switch (kind) {
  case ScalarKind::Add:
    return isFloat ? Value(arith::AddFOp::create(b, loc, lhs, rhs))
                   : Value(arith::AddIOp::create(b, loc, lhs, rhs));
  case ScalarKind::Sub:
    return isFloat ? Value(arith::SubFOp::create(b, loc, lhs, rhs))
                   : Value(arith::SubIOp::create(b, loc, lhs, rhs));
  case ScalarKind::Mul:
    return isFloat ? Value(arith::MulFOp::create(b, loc, lhs, rhs))
                   : Value(arith::MulIOp::create(b, loc, lhs, rhs));
  case ScalarKind::Div:
  case ScalarKind::FloorDiv: {
    if (isFloat) {
      Value quotient = arith::DivFOp::create(b, loc, lhs, rhs);
      if (kind == ScalarKind::Div)
        return quotient;
      return math::FloorOp::create(b, loc, quotient);
    }
    Value divisor = safeDivisor(b, loc, lhs, rhs, isSigned);
    if (!isSigned)
      return arith::DivUIOp::create(b, loc, lhs, divisor);
    Value quotient = arith::DivSIOp::create(b, loc, lhs, divisor);
    if (kind == ScalarKind::Div)
      return quotient;
    // Round toward negative infinity: one less when the division was
    // inexact and the signs differ.
    Value zero = integerConstant(b, loc, lhs.getType(), 0);
    Value remainder = arith::RemSIOp::create(b, loc, lhs, divisor);
    Value inexact = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                          remainder, zero);
    Value lhsNegative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lhs, zero);
    Value rhsNegative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, rhs, zero);
    Value signsDiffer = arith::XOrIOp::create(b, loc, lhsNegative, rhsNegative);
    Value adjust = arith::AndIOp::create(b, loc, inexact, signsDiffer);
    Value lower = arith::SubIOp::create(
        b, loc, quotient, integerConstant(b, loc, lhs.getType(), 1));
    return arith::SelectOp::create(b, loc, adjust, lower, quotient);
  }
  case ScalarKind::Mod: {
    if (isFloat)
      return arith::RemFOp::create(b, loc, lhs, rhs);
    Value divisor = safeDivisor(b, loc, lhs, rhs, isSigned);
    if (!isSigned)
      return arith::RemUIOp::create(b, loc, lhs, divisor);
    // x % -1 is 0; the safe divisor 1 gives that for MIN % -1 too.
    return arith::RemSIOp::create(b, loc, lhs, divisor);
  }
  case ScalarKind::Min:
  case ScalarKind::Max: {
    // The vector lanes' rule (LaneMinMaxFn): a NaN operand gives the other,
    // equal operands (+0 and -0) the second.
    LaneArgs args{type, {type, type}, {lhs, rhs}};
    return kind == ScalarKind::Max ? rows::LaneMaxFn::build(b, loc, args)
                                   : rows::LaneMinFn::build(b, loc, args);
  }
  case ScalarKind::And:
    return arith::AndIOp::create(b, loc, lhs, rhs);
  case ScalarKind::Or:
    return arith::OrIOp::create(b, loc, lhs, rhs);
  case ScalarKind::Xor:
    return arith::XOrIOp::create(b, loc, lhs, rhs);
  case ScalarKind::Shl:
  case ScalarKind::Shr:
    return buildShift(b, loc, lhs, rhs, kind == ScalarKind::Shl, isSigned,
                      isSigned);
  case ScalarKind::Pow:
    return math::PowFOp::create(b, loc, lhs, rhs);
  }
  llvm_unreachable("unknown scalar kind");
}

namespace {
/// A binary operator of the tir operator table.
template <typename OpTy>
struct BinaryLowering : OpConversionPattern<OpTy> {
  BinaryLowering(TypeConverter &converter, MLIRContext *context,
                 ScalarKind kind)
      : OpConversionPattern<OpTy>(converter, context), kind(kind) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!type.isBF16()) {
      rewriter.replaceOp(op,
                         buildScalarBinary(rewriter, op.getLoc(), kind, type,
                                           adaptor.getLhs(), adaptor.getRhs()));
      return success();
    }
    rewriter.replaceOp(op,
                       buildBFloat16Binary(rewriter, op.getLoc(),
                                           adaptor.getLhs(), adaptor.getRhs()));
    return success();
  }

  /// bf16 computes in float32 and rounds once, as the simulator does (LLVM
  /// may round bf16 with an instruction that flushes subnormals); floor
  /// division floors the quotient rounded to bf16 first.
  Value buildBFloat16Binary(OpBuilder &b, Location loc, Value lhs,
                            Value rhs) const {
    Type f32 = b.getF32Type();
    lhs = arith::ExtFOp::create(b, loc, f32, lhs);
    rhs = arith::ExtFOp::create(b, loc, f32, rhs);
    if (kind != ScalarKind::FloorDiv)
      return truncateToBFloat16(b, loc,
                                buildScalarBinary(b, loc, kind, f32, lhs, rhs));
    Value quotient =
        truncateToBFloat16(b, loc, arith::DivFOp::create(b, loc, lhs, rhs));
    Value floored = math::FloorOp::create(
        b, loc, arith::ExtFOp::create(b, loc, f32, quotient));
    return truncateToBFloat16(b, loc, floored);
  }
  ScalarKind kind;
};

struct ConstLowering : OpConversionPattern<tir::ConstOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::ConstOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    TypedAttr value = cast<TypedAttr>(op.getValue());
    Type type = getTypeConverter()->convertType(op.getType());
    if (auto integer = dyn_cast<IntegerAttr>(value))
      value = IntegerAttr::get(type, integer.getValue());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type, value);
    return success();
  }
};

struct NotLowering : OpConversionPattern<tir::NotOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::NotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput();
    rewriter.replaceOpWithNewOp<arith::XOrIOp>(
        op, input, integerConstant(rewriter, op.getLoc(), input.getType(), -1));
    return success();
  }
};

/// C comparisons: integers by their signedness, floats ordered except !=.
struct CmpLowering : OpConversionPattern<tir::CmpOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::CmpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getLhs().getType();
    unsigned predicate = static_cast<unsigned>(op.getPredicate());
    if (isa<FloatType>(type)) {
      static const arith::CmpFPredicate floats[] = {
          arith::CmpFPredicate::OEQ, arith::CmpFPredicate::UNE,
          arith::CmpFPredicate::OLT, arith::CmpFPredicate::OLE,
          arith::CmpFPredicate::OGT, arith::CmpFPredicate::OGE};
      rewriter.replaceOpWithNewOp<arith::CmpFOp>(
          op, floats[predicate], adaptor.getLhs(), adaptor.getRhs());
      return success();
    }
    static const arith::CmpIPredicate signedInts[] = {
        arith::CmpIPredicate::eq,  arith::CmpIPredicate::ne,
        arith::CmpIPredicate::slt, arith::CmpIPredicate::sle,
        arith::CmpIPredicate::sgt, arith::CmpIPredicate::sge};
    static const arith::CmpIPredicate unsignedInts[] = {
        arith::CmpIPredicate::eq,  arith::CmpIPredicate::ne,
        arith::CmpIPredicate::ult, arith::CmpIPredicate::ule,
        arith::CmpIPredicate::ugt, arith::CmpIPredicate::uge};
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(
        op,
        type.isSignedInteger() ? signedInts[predicate]
                               : unsignedInts[predicate],
        adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

struct SelectLowering : OpConversionPattern<tir::SelectOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, adaptor.getOperands());
    return success();
  }
};

/// tir.cast with the simulator's rules (convertScalar).
struct CastLowering : OpConversionPattern<tir::CastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::CastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type from = op.getInput().getType(), to = op.getType();
    Value input = adaptor.getInput();
    Type coreTo = getTypeConverter()->convertType(to);
    OpBuilder &b = rewriter;
    Value result;
    if (from == to) {
      result = input;
    } else if (to.isInteger(1)) {
      if (isa<FloatType>(from)) {
        Value zero = arith::ConstantOp::create(
            b, loc, b.getFloatAttr(input.getType(), 0.0));
        result = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, input,
                                       zero);
      } else {
        result =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, input,
                                  integerConstant(b, loc, input.getType(), 0));
      }
    } else if (!isa<FloatType>(from)) {
      bool isSigned = from.isSignedInteger();
      if (!isa<FloatType>(to))
        result =
            resizeInteger(b, loc, input, to.getIntOrFloatBitWidth(), isSigned);
      else if (isSigned)
        result = arith::SIToFPOp::create(b, loc, coreTo, input);
      else
        result = arith::UIToFPOp::create(b, loc, coreTo, input);
    } else if (isa<FloatType>(to)) {
      // Through float32, which holds every f16 and bf16 exactly.
      Value wide = input;
      if (!from.isF32())
        wide = arith::ExtFOp::create(b, loc, b.getF32Type(), input);
      // bf16 rounds with the simulator's rounding (see buildBFloat16Binary).
      if (to.isF32())
        result = wide;
      else if (to.isBF16())
        result = truncateToBFloat16(b, loc, wide);
      else
        result = arith::TruncFOp::create(b, loc, coreTo, wide);
    } else {
      result = buildSaturatingFloatToInt(b, loc, input, to);
    }
    rewriter.replaceOp(op, result);
    return success();
  }

  /// floatToIntSaturating: NaN is 0, the value truncated and clamped to the
  /// range of `to`, computed in f64 where every bound is exact.
  static Value buildSaturatingFloatToInt(OpBuilder &b, Location loc,
                                         Value input, Type to) {
    unsigned bits = to.getIntOrFloatBitWidth();
    bool isSigned = to.isSignedInteger();
    Value wide = arith::ExtFOp::create(b, loc, b.getF64Type(), input);
    double low = isSigned ? -std::ldexp(1.0, bits - 1) : 0.0;
    double high =
        isSigned ? std::ldexp(1.0, bits - 1) - 1 : std::ldexp(1.0, bits) - 1;
    auto f64 = [&](double v) {
      return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
    };
    Type i64 = b.getI64Type();
    auto i64Const = [&](int64_t v) {
      return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
    };
    Value inRange = arith::FPToSIOp::create(b, loc, i64, wide);
    Value clamped = arith::SelectOp::create(
        b, loc,
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, wide,
                              f64(low)),
        i64Const(static_cast<int64_t>(low)), inRange);
    clamped = arith::SelectOp::create(
        b, loc,
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, wide,
                              f64(high)),
        i64Const(static_cast<int64_t>(high)), clamped);
    clamped = arith::SelectOp::create(
        b, loc,
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, wide, wide),
        i64Const(0), clamped);
    return arith::TruncIOp::create(b, loc, b.getIntegerType(bits), clamped);
  }
};
} // namespace

void core::populateScalarPatterns(CoreTypeConverter &converter,
                                  RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
#define TIR_OPERATOR(CLASS, MNEMONIC, SIM_KIND, ...)                           \
  patterns.add<BinaryLowering<tir::CLASS>>(converter, context,                 \
                                           ScalarKind::SIM_KIND);
#include "Compass/Dialect/TIR/IR/TIROperatorTable.inc"
  patterns.add<ConstLowering, NotLowering, CmpLowering, SelectLowering,
               CastLowering>(converter, context);
}
