//===- LanePatterns.cpp - lane-wise builtins, masks and lanes -----------===//
//
// A lane-wise builtin is a row of the builtin table naming its simulator
// lane functor (COMPASS_LANE_BINARY / COMPASS_LANE_UNARY). Its core form is
// that functor's computation on whole vectors (rows::<functor>::build,
// LaneForms.h, defined below from the rules of lib/Simulator/
// LaneFunctions.h; the Math functors call the native runtime) selected by
// the mask: inactive lanes come from `r`, else from the poison pattern the
// simulator fills them with. A new row whose functor is here needs no new
// code; a functor without its native form does not compile.
//
//===----------------------------------------------------------------------===//

#include "LaneForms.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Native/RuntimeABI.h"
#include "Compass/Support/Poison.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"


using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

static bool isFloatLanes(const LaneArgs &args) {
  return isa<FloatType>(getLaneType(args.result));
}

static Value splat(OpBuilder &b, Location loc, Value like, int64_t value) {
  return integerConstant(b, loc, like.getType(), value);
}

static Value cmpI(OpBuilder &b, Location loc, arith::CmpIPredicate predicate,
                  Value lhs, Value rhs) {
  return arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
}

/// Wrapping integer or IEEE float arithmetic (AddFn, SubFn, MulFn).
template <typename IntOp, typename FloatOp>
static Value buildWrapping(OpBuilder &b, Location loc, const LaneArgs &args) {
  if (isFloatLanes(args))
    return FloatOp::create(b, loc, args.values[0], args.values[1]);
  return IntOp::create(b, loc, args.values[0], args.values[1]);
}

/// The bitwise functors (AndFn, OrFn, XorFn; BitClearFn, BitSetFn take the
/// complement of the second operand).
template <typename IntOp, bool InvertRhs = false>
static Value buildBitwise(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value rhs = args.values[1];
  if (InvertRhs)
    rhs = arith::XOrIOp::create(b, loc, rhs, splat(b, loc, rhs, -1));
  return IntOp::create(b, loc, args.values[0], rhs);
}

static Value buildNot(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value input = args.values[0];
  return arith::XOrIOp::create(b, loc, input, splat(b, loc, input, -1));
}

/// LaneMaxFn / LaneMinFn: a NaN operand yields the other one; equal lanes
/// give the second operand.
template <bool IsMax>
static Value buildMinMax(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value lhs = args.values[0], rhs = args.values[1];
  if (!isFloatLanes(args)) {
    bool isSigned = isSignedLanes(args.result);
    arith::CmpIPredicate predicate =
        IsMax
            ? (isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt)
            : (isSigned ? arith::CmpIPredicate::slt
                        : arith::CmpIPredicate::ult);
    return arith::SelectOp::create(b, loc, cmpI(b, loc, predicate, lhs, rhs),
                                   lhs, rhs);
  }
  auto isNan = [&](Value v) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, v, v);
  };
  Value picked = arith::SelectOp::create(
      b, loc,
      arith::CmpFOp::create(
          b, loc, IsMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT,
          lhs, rhs),
      lhs, rhs);
  picked = arith::SelectOp::create(b, loc, isNan(rhs), lhs, picked);
  return arith::SelectOp::create(b, loc, isNan(lhs), rhs, picked);
}

/// LaneDivFn: integers truncate, x / 0 is 0, MIN / -1 clamps to MAX.
static Value buildLaneDiv(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value lhs = args.values[0], rhs = args.values[1];
  if (isFloatLanes(args))
    return arith::DivFOp::create(b, loc, lhs, rhs);
  unsigned bits = laneBits(lhs.getType());
  Value zero = splat(b, loc, rhs, 0);
  Value byZero = cmpI(b, loc, arith::CmpIPredicate::eq, rhs, zero);
  if (!isSignedLanes(args.result)) {
    Value safe =
        arith::SelectOp::create(b, loc, byZero, splat(b, loc, rhs, 1), rhs);
    Value quotient = arith::DivUIOp::create(b, loc, lhs, safe);
    return arith::SelectOp::create(b, loc, byZero, zero, quotient);
  }
  Value min = splat(b, loc, lhs, -(int64_t(1) << (bits - 1)));
  Value lhsIsMin = cmpI(b, loc, arith::CmpIPredicate::eq, lhs, min);
  Value minusOne = splat(b, loc, rhs, -1);
  Value rhsIsMinusOne = cmpI(b, loc, arith::CmpIPredicate::eq, rhs, minusOne);
  Value overflow = arith::AndIOp::create(b, loc, lhsIsMin, rhsIsMinusOne);
  Value unsafe = arith::OrIOp::create(b, loc, byZero, overflow);
  Value safe =
      arith::SelectOp::create(b, loc, unsafe, splat(b, loc, rhs, 1), rhs);
  Value quotient = arith::DivSIOp::create(b, loc, lhs, safe);
  Value max = splat(b, loc, lhs, (int64_t(1) << (bits - 1)) - 1);
  quotient = arith::SelectOp::create(b, loc, overflow, max, quotient);
  return arith::SelectOp::create(b, loc, byZero, zero, quotient);
}

/// LaneModFn: the sign of the dividend, x % 0 is 0.
static Value buildLaneMod(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value lhs = args.values[0], rhs = args.values[1];
  Value one = splat(b, loc, rhs, 1);
  Value unsafe =
      cmpI(b, loc, arith::CmpIPredicate::eq, rhs, splat(b, loc, rhs, 0));
  if (!isSignedLanes(args.result))
    return arith::RemUIOp::create(
        b, loc, lhs, arith::SelectOp::create(b, loc, unsafe, one, rhs));
  // x % 1 is 0 like x % 0 and x % -1 (which may trap for MIN).
  unsafe = arith::OrIOp::create(
      b, loc, unsafe,
      cmpI(b, loc, arith::CmpIPredicate::eq, rhs, splat(b, loc, rhs, -1)));
  return arith::RemSIOp::create(
      b, loc, lhs, arith::SelectOp::create(b, loc, unsafe, one, rhs));
}

/// LaneShlFn / LaneShrFn: the count read as unsigned; counts of the lane
/// width or more shift every bit out (0, or the sign of a signed lane).
template <bool IsLeft>
static Value buildLaneShift(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value lhs = args.values[0], rhs = args.values[1];
  unsigned bits = laneBits(lhs.getType());
  Value top = splat(b, loc, rhs, bits - 1);
  Value tooFar = cmpI(b, loc, arith::CmpIPredicate::ugt, rhs, top);
  Value count = arith::MinUIOp::create(b, loc, rhs, top);
  if (!IsLeft && isSignedLanes(args.types[0]))
    return arith::ShRSIOp::create(b, loc, lhs, count);
  Value shifted = IsLeft ? Value(arith::ShLIOp::create(b, loc, lhs, count))
                         : Value(arith::ShRUIOp::create(b, loc, lhs, count));
  return arith::SelectOp::create(b, loc, tooFar, splat(b, loc, lhs, 0),
                                 shifted);
}

/// LaneAddSatFn / LaneSubSatFn: computed exactly in 64 bits from each
/// operand's own signedness, clamped to the result's lane type.
template <bool IsAdd>
static Value buildSaturating(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value lhs =
      resizeInteger(b, loc, args.values[0], 64, isSignedLanes(args.types[0]));
  Value rhs =
      resizeInteger(b, loc, args.values[1], 64, isSignedLanes(args.types[1]));
  Value exact = IsAdd ? Value(arith::AddIOp::create(b, loc, lhs, rhs))
                      : Value(arith::SubIOp::create(b, loc, lhs, rhs));
  unsigned bits = laneBits(args.values[0].getType());
  bool isSigned = isSignedLanes(args.result);
  int64_t low = isSigned ? -(int64_t(1) << (bits - 1)) : 0;
  int64_t high =
      isSigned ? (int64_t(1) << (bits - 1)) - 1 : (int64_t(1) << bits) - 1;
  Value clamped =
      arith::MaxSIOp::create(b, loc, exact, splat(b, loc, exact, low));
  clamped = arith::MinSIOp::create(b, loc, clamped, splat(b, loc, exact, high));
  return resizeInteger(b, loc, clamped, bits, isSigned);
}

int64_t core::laneMin(unsigned bits, bool isSigned) {
  return isSigned ? -(int64_t(1) << (bits - 1)) : 0;
}

int64_t core::laneMax(unsigned bits, bool isSigned) {
  return isSigned ? (int64_t(1) << (bits - 1)) - 1
                  : int64_t((uint64_t(1) << bits) - 1);
}

Value core::clampSigned(OpBuilder &b, Location loc, Value value, int64_t low,
                        int64_t high) {
  Value clamped =
      arith::MaxSIOp::create(b, loc, value, splat(b, loc, value, low));
  return arith::MinSIOp::create(b, loc, clamped, splat(b, loc, value, high));
}

Type core::withLaneType(Type type, Type lane) {
  if (auto vector = dyn_cast<VectorType>(type))
    return VectorType::get(vector.getShape(), lane);
  return lane;
}

/// The unary functors compute on their input's lanes: an out_sign result
/// only relabels the bits (Decoder::visitLaneWiseOp).
static bool isSignedInput(const LaneArgs &args) {
  return isSignedLanes(args.types[0]);
}

/// LaneClzFn / LanePopcountFn / LaneBitReverseFn: on the lane's bits.
template <typename CoreOp>
static Value buildBitCount(OpBuilder &b, Location loc, const LaneArgs &args) {
  return CoreOp::create(b, loc, args.values[0]);
}

static Value buildBitReverse(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value input = args.values[0];
  return LLVM::BitReverseOp::create(b, loc, input.getType(), input);
}

/// LaneClsFn: the leading zeros of a (of ~a when a signed a is negative)
/// less one, wrapping (an unsigned lane with its top bit set gives all ones).
static Value buildCls(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value input = args.values[0];
  if (isSignedInput(args)) {
    Value negative =
        cmpI(b, loc, arith::CmpIPredicate::slt, input, splat(b, loc, input, 0));
    Value inverted =
        arith::XOrIOp::create(b, loc, input, splat(b, loc, input, -1));
    input = arith::SelectOp::create(b, loc, negative, inverted, input);
  }
  Value zeros = math::CountLeadingZerosOp::create(b, loc, input);
  return arith::SubIOp::create(b, loc, zeros, splat(b, loc, zeros, 1));
}

/// LaneRintFn: ties to even; 16-bit floats go through float32 like
/// E::Compute (exact: the rounded value fits the narrow type).
static Value buildRint(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value input = args.values[0];
  Type type = input.getType();
  if (laneBits(type) == 32)
    return math::RoundEvenOp::create(b, loc, input);
  Value wide =
      arith::ExtFOp::create(b, loc, withLaneType(type, b.getF32Type()), input);
  wide = math::RoundEvenOp::create(b, loc, wide);
  if (getLaneType(type).isBF16())
    return truncateToBFloat16(b, loc, wide);
  return arith::TruncFOp::create(b, loc, type, wide);
}

/// LaneAbsFn / LaneAbsSatFn: floats clear the sign bit (NaN and -0 too);
/// signed integers negate wrapping (|MIN| is MIN) or, Saturate, clamp |MIN|
/// to MAX; unsigned lanes stay.
template <bool Saturate>
static Value buildAbs(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value input = args.values[0];
  Type type = input.getType();
  unsigned bits = laneBits(type);
  if (isa<FloatType>(getLaneType(type))) {
    Type intType = withLaneType(type, b.getIntegerType(bits));
    Value raw = arith::BitcastOp::create(b, loc, intType, input);
    raw = arith::AndIOp::create(b, loc, raw,
                                splat(b, loc, raw, laneMax(bits, true)));
    return arith::BitcastOp::create(b, loc, type, raw);
  }
  if (!isSignedInput(args))
    return input;
  Value zero = splat(b, loc, input, 0);
  Value negated = arith::SubIOp::create(b, loc, zero, input);
  Value result = arith::SelectOp::create(
      b, loc, cmpI(b, loc, arith::CmpIPredicate::slt, input, zero), negated,
      input);
  if (!Saturate)
    return result;
  Value isMin = cmpI(b, loc, arith::CmpIPredicate::eq, input,
                     splat(b, loc, input, laneMin(bits, true)));
  return arith::SelectOp::create(
      b, loc, isMin, splat(b, loc, input, laneMax(bits, true)), result);
}

/// LaneShlSatFn: a << count clamped to the lane type, computed in 64 bits
/// (the count read as unsigned; counts of the width or more saturate any
/// nonzero a; a zero a or count gives a).
static Value buildShlSat(OpBuilder &b, Location loc, const LaneArgs &args) {
  bool isSigned = isSignedLanes(args.types[0]);
  unsigned bits = laneBits(args.values[0].getType());
  Value value = resizeInteger(b, loc, args.values[0], 64, isSigned);
  Value count = resizeInteger(b, loc, args.values[1], 64, false);
  int64_t low = laneMin(bits, isSigned), high = laneMax(bits, isSigned);
  Value zero = splat(b, loc, value, 0);
  // Counts below the width (at most 32) cannot overflow 64 bits.
  Value shifted = arith::ShLIOp::create(
      b, loc, value,
      arith::MinUIOp::create(b, loc, count, splat(b, loc, count, bits)));
  shifted = clampSigned(b, loc, shifted, low, high);
  Value negative = cmpI(b, loc, arith::CmpIPredicate::slt, value, zero);
  Value lowest = splat(b, loc, value, low);
  Value highest = splat(b, loc, value, high);
  Value saturated =
      arith::SelectOp::create(b, loc, negative, lowest, highest);
  Value tooFar = cmpI(b, loc, arith::CmpIPredicate::uge, count,
                      splat(b, loc, count, bits));
  Value result = arith::SelectOp::create(b, loc, tooFar, saturated, shifted);
  Value valueIsZero = cmpI(b, loc, arith::CmpIPredicate::eq, value, zero);
  Value countIsZero = cmpI(b, loc, arith::CmpIPredicate::eq, count, zero);
  Value keep = arith::OrIOp::create(b, loc, valueIsZero, countIsZero);
  result = arith::SelectOp::create(b, loc, keep, value, result);
  return resizeInteger(b, loc, result, bits, isSigned);
}

Value core::buildShiftRightRound(OpBuilder &b, Location loc, Value value,
                                 Value count) {
  // The rounding on a count clamped to [1, 40] (a zero count keeps the
  // value): a value below 2^32 shifted by 40 already rounds to 0, as larger
  // counts give in the simulator.
  Value one = splat(b, loc, count, 1);
  Value safe = arith::MaxUIOp::create(
      b, loc, arith::MinUIOp::create(b, loc, count, splat(b, loc, count, 40)),
      one);
  Value floor = arith::ShRSIOp::create(b, loc, value, safe);
  Value unit = arith::ShLIOp::create(b, loc, one, safe);
  Value rest = arith::AndIOp::create(b, loc, value,
                                     arith::SubIOp::create(b, loc, unit, one));
  Value half = arith::ShRUIOp::create(b, loc, unit, one);
  Value lowBit = arith::AndIOp::create(b, loc, floor, one);
  Value odd = cmpI(b, loc, arith::CmpIPredicate::ne, lowBit,
                   splat(b, loc, floor, 0));
  Value above = cmpI(b, loc, arith::CmpIPredicate::sgt, rest, half);
  Value atHalf = cmpI(b, loc, arith::CmpIPredicate::eq, rest, half);
  Value tieToEven = arith::AndIOp::create(b, loc, atHalf, odd);
  Value up = arith::OrIOp::create(b, loc, above, tieToEven);
  Value rounded = arith::AddIOp::create(
      b, loc, floor, arith::ExtUIOp::create(b, loc, value.getType(), up));
  return arith::SelectOp::create(
      b, loc,
      cmpI(b, loc, arith::CmpIPredicate::eq, count, splat(b, loc, count, 0)),
      value, rounded);
}

/// LaneShrRoundFn: in 64 bits from the lane's value and its count read as
/// unsigned.
static Value buildShrRound(OpBuilder &b, Location loc, const LaneArgs &args) {
  bool isSigned = isSignedLanes(args.types[0]);
  unsigned bits = laneBits(args.values[0].getType());
  Value value = resizeInteger(b, loc, args.values[0], 64, isSigned);
  Value count = resizeInteger(b, loc, args.values[1], 64, false);
  return resizeInteger(b, loc, buildShiftRightRound(b, loc, value, count), bits,
                       isSigned);
}

/// LaneRorFn: a rotate right by the count modulo the width (fshr reads its
/// count modulo the width, as unsigned).
static Value buildRor(OpBuilder &b, Location loc, const LaneArgs &args) {
  Value input = args.values[0];
  return LLVM::FshrOp::create(b, loc, input.getType(), input, input,
                              args.values[1]);
}

Value core::buildMathCall(OpBuilder &b, Location loc, const LaneArgs &args,
                          StringRef function) {
  Type lane = getLaneType(args.result);
  ElementKind kind = lane.isF32()    ? ElementKind::F32
                     : lane.isF16()  ? ElementKind::F16
                                     : ElementKind::BF16;
  Type type = args.values[0].getType();
  SmallVector<Value, 3> operands;
  for (Value value : args.values)
    operands.push_back(spillToStack(b, loc, value));
  Value result = createStackSlot(b, loc, type);
  operands.push_back(result);
  callRuntime(b, loc, native::getMathFnName(function, kind), {}, operands);
  return LLVM::LoadOp::create(b, loc, type, result);
}

Value core::canonicalizeNan(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  auto lane = cast<FloatType>(getLaneType(type));
  unsigned bits = lane.getWidth();
  Type raw = withLaneType(type, b.getIntegerType(bits));
  const llvm::fltSemantics &semantics = lane.getFloatSemantics();
  auto constant = [&](const APFloat &number) {
    return integerConstant(b, loc, raw,
                           number.bitcastToAPInt().getZExtValue());
  };
  // Compared as integers: LLVM may give a float select of NaNs any NaN.
  Value bitsOf = arith::BitcastOp::create(b, loc, raw, value);
  Value magnitude = arith::AndIOp::create(
      b, loc, bitsOf, integerConstant(b, loc, raw, laneMax(bits, true)));
  Value isNan = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                      magnitude,
                                      constant(APFloat::getInf(semantics)));
  Value result = arith::SelectOp::create(
      b, loc, isNan, constant(APFloat::getQNaN(semantics)), bitsOf);
  return arith::BitcastOp::create(b, loc, type, result);
}

Value core::buildMathExpansion(OpBuilder &b, Location loc, const LaneArgs &args,
                               MathKind kind) {
  Value x = args.values[0];
  Type type = x.getType();
  Type lane = getLaneType(type);
  if (kind == MathKind::Rsqrt) {
    // 1 / sqrt(x) in double, rounded once to float32: dsl_math.h's steps.
    if (!lane.isF32())
      return nullptr;
    Type f64 = withLaneType(type, b.getF64Type());
    Value wide = arith::ExtFOp::create(b, loc, f64, x);
    Value one = arith::ConstantOp::create(
        b, loc,
        SplatElementsAttr::get(cast<VectorType>(f64), b.getF64FloatAttr(1.0)));
    Value result = arith::DivFOp::create(b, loc, one,
                                         math::SqrtOp::create(b, loc, wide));
    return canonicalizeNan(b, loc, arith::TruncFOp::create(b, loc, type, result));
  }
  if (kind != MathKind::Floor && kind != MathKind::Ceil &&
      kind != MathKind::Sqrt)
    return nullptr;
  // In float32: floor and ceil of a float are exact in its own type; sqrt
  // rounded to float32 and then to a 16-bit float is sqrt rounded once
  // (24 >= 2 * 11 + 2 significant bits), and the double sqrt of dsl_math.h
  // rounded to float32 is float32's sqrt (53 >= 2 * 24 + 2).
  Type f32 = withLaneType(type, b.getF32Type());
  Value single = lane.isF32() ? x : arith::ExtFOp::create(b, loc, f32, x);
  Value result;
  if (kind == MathKind::Floor)
    result = math::FloorOp::create(b, loc, single);
  else if (kind == MathKind::Ceil)
    result = math::CeilOp::create(b, loc, single);
  else
    result = math::SqrtOp::create(b, loc, single);
  if (lane.isBF16())
    result = truncateToBFloat16(b, loc, result);
  else if (lane.isF16())
    result = arith::TruncFOp::create(b, loc, type, result);
  return canonicalizeNan(b, loc, result);
}

// The native form of each simulator lane functor (LaneForms.h).
#define COMPASS_DEFINE_LANE_FORM(NAME, ...)                                    \
  Value rows::NAME::build(OpBuilder &b, Location loc, const LaneArgs &args) {  \
    return __VA_ARGS__(b, loc, args);                                          \
  }
COMPASS_LANE_FORMS(COMPASS_DEFINE_LANE_FORM)
#undef COMPASS_DEFINE_LANE_FORM

/// The undefined lanes of a core vector type: the simulator's poison bytes.
Value core::buildPoison(OpBuilder &b, Location loc, VectorType type) {
  uint64_t bytes = type.getNumElements() * (type.getElementTypeBitWidth() / 8);
  if (bytes != sizeof(kPoisonPattern))
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  ArrayRef<char> raw(reinterpret_cast<const char *>(kPoisonPattern),
                     sizeof(kPoisonPattern));
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::getFromRawBuffer(type, raw));
}

/// True when `mask` is a constant with every lane active.
bool core::isAllTrue(Value mask) {
  auto constant = mask.getDefiningOp<ConstMaskOp>();
  return constant && constant.isAllTrue();
}

/// The lane `index` (a compass-level integer of type `type`, which passed
/// its operand rule) as an index.
static Value laneIndex(OpBuilder &b, Location loc, Value index, Type type) {
  Value wide = resizeInteger(b, loc, index, 64, type.isSignedInteger());
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), wide);
}

namespace {
/// A row of the lane-wise families: its functor's native form (Form, a
/// struct of LaneForms.h), masked.
template <typename OpTy, typename Form>
struct LaneWiseLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto builtin = cast<LaneBuiltinOpInterface>(op.getOperation());
    LaneArgs args;
    args.result = op.getType();
    unsigned count = builtin.getLaneOperands().size();
    ValueRange operands = adaptor.getOperands();
    for (unsigned i = 0; i < count; ++i) {
      args.types.push_back(op->getOperand(i).getType());
      args.values.push_back(operands[i]);
    }
    // bf16 lanes compute in float32 and round once as the simulator does:
    // LLVM may truncate with an instruction that flushes subnormals.
    bool throughFloat =
        Form::kBFloat16InFloat && getLaneType(args.result).isBF16();
    if (throughFloat)
      for (Value &value : args.values)
        value = arith::ExtFOp::create(
            rewriter, loc, withLaneType(value.getType(), rewriter.getF32Type()),
            value);
    Value result = Form::build(rewriter, loc, args);
    if (throughFloat)
      result = truncateToBFloat16(rewriter, loc, result);
    if (!isAllTrue(builtin.getMask())) {
      Value inactive =
          builtin.getR()
              ? operands.back()
              : buildPoison(rewriter, loc, cast<VectorType>(result.getType()));
      result = arith::SelectOp::create(rewriter, loc, operands[count], result,
                                       inactive);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// compass.vcmp: inactive lanes are false.
struct VCmpLowering : OpConversionPattern<VCmpOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VCmpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned predicate = static_cast<unsigned>(op.getPredicate());
    Type lane = getLaneType(op.getLhs().getType());
    Value result;
    if (isa<FloatType>(lane)) {
      static const arith::CmpFPredicate floats[] = {
          arith::CmpFPredicate::OEQ, arith::CmpFPredicate::UNE,
          arith::CmpFPredicate::OLT, arith::CmpFPredicate::OLE,
          arith::CmpFPredicate::OGT, arith::CmpFPredicate::OGE};
      result = arith::CmpFOp::create(rewriter, loc, floats[predicate],
                                     adaptor.getLhs(), adaptor.getRhs());
    } else {
      static const arith::CmpIPredicate signedInts[] = {
          arith::CmpIPredicate::eq,  arith::CmpIPredicate::ne,
          arith::CmpIPredicate::slt, arith::CmpIPredicate::sle,
          arith::CmpIPredicate::sgt, arith::CmpIPredicate::sge};
      static const arith::CmpIPredicate unsignedInts[] = {
          arith::CmpIPredicate::eq,  arith::CmpIPredicate::ne,
          arith::CmpIPredicate::ult, arith::CmpIPredicate::ule,
          arith::CmpIPredicate::ugt, arith::CmpIPredicate::uge};
      result = cmpI(rewriter, loc,
                    lane.isSignedInteger() ? signedInts[predicate]
                                           : unsignedInts[predicate],
                    adaptor.getLhs(), adaptor.getRhs());
    }
    if (!isAllTrue(op.getMask()))
      result = arith::AndIOp::create(rewriter, loc, result, adaptor.getMask());
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct VSelLowering : OpConversionPattern<VSelOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VSelOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        op, adaptor.getMask(), adaptor.getOnTrue(), adaptor.getOnFalse());
    return success();
  }
};

struct VBcastLowering : OpConversionPattern<VBcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VBcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(
        op, getTypeConverter()->convertType(op.getType()), adaptor.getInput());
    return success();
  }
};

struct ConstMaskLowering : OpConversionPattern<ConstMaskOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ConstMaskOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, DenseElementsAttr::get(type, op.getValue()));
    return success();
  }
};

/// compass.tail_mask: lanes below n are active (n passed its operand rule:
/// it lies in [0, lanes]).
struct TailMaskLowering : OpConversionPattern<TailMaskOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TailMaskOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value count = arith::IndexCastOp::create(
        rewriter, op.getLoc(), rewriter.getIndexType(), adaptor.getCount());
    rewriter.replaceOpWithNewOp<vector::CreateMaskOp>(
        op, getTypeConverter()->convertType(op.getType()), count);
    return success();
  }
};

/// The mask logic: and, or, xor and the internal forms with a complement;
/// a masked form (compass.masked_*: a third operand) and-s its mask.
template <typename OpTy, typename CoreOp, bool InvertRhs, bool InvertResult>
struct MaskLogicLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto invert = [&](Value v) -> Value {
      return arith::XOrIOp::create(rewriter, loc, v,
                                   splat(rewriter, loc, v, -1));
    };
    Value rhs = adaptor.getRhs();
    if (InvertRhs)
      rhs = invert(rhs);
    Value result = CoreOp::create(rewriter, loc, adaptor.getLhs(), rhs);
    if (InvertResult)
      result = invert(result);
    if (adaptor.getOperands().size() == 3)
      result = arith::AndIOp::create(rewriter, loc, result,
                                     adaptor.getOperands()[2]);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct MaskNotLowering : OpConversionPattern<MaskNotOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MaskNotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput();
    rewriter.replaceOpWithNewOp<arith::XOrIOp>(
        op, input, splat(rewriter, op.getLoc(), input, -1));
    return success();
  }
};

/// tir.extract / tir.insert: one lane of a vector or mask.
struct ExtractLowering : OpConversionPattern<tir::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value index = laneIndex(rewriter, op.getLoc(), adaptor.getIndex(),
                            op.getIndex().getType());
    Value lane =
        vector::ExtractOp::create(rewriter, op.getLoc(), adaptor.getVector(),
                                  ArrayRef<OpFoldResult>{index});
    Type type = getTypeConverter()->convertType(op.getType());
    if (lane.getType() != type)
      lane = arith::ExtUIOp::create(rewriter, op.getLoc(), type, lane);
    rewriter.replaceOp(op, lane);
    return success();
  }
};

struct InsertLowering : OpConversionPattern<tir::InsertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value index = laneIndex(rewriter, op.getLoc(), adaptor.getIndex(),
                            op.getIndex().getType());
    Value value = adaptor.getValue();
    Type lane =
        cast<VectorType>(adaptor.getVector().getType()).getElementType();
    if (value.getType() != lane)
      value =
          arith::CmpIOp::create(rewriter, op.getLoc(), arith::CmpIPredicate::ne,
                                value, splat(rewriter, op.getLoc(), value, 0));
    rewriter.replaceOpWithNewOp<vector::InsertOp>(
        op, value, adaptor.getVector(), ArrayRef<OpFoldResult>{index});
    return success();
  }
};
} // namespace

void core::populateLanePatterns(CoreTypeConverter &converter,
                                RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  // A row's functor names its native form (LaneForms.h).
#define COMPASS_LANE_BINARY(OP, FN)                                            \
  patterns.add<LaneWiseLowering<OP, rows::FN>>(converter, context);
#define COMPASS_LANE_UNARY(OP, FN)                                             \
  patterns.add<LaneWiseLowering<OP, rows::FN>>(converter, context);
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  patterns
      .add<VCmpLowering, VSelLowering, VBcastLowering, ConstMaskLowering,
           TailMaskLowering, MaskNotLowering, ExtractLowering, InsertLowering>(
          converter, context);
  patterns.add<MaskLogicLowering<MaskAndOp, arith::AndIOp, false, false>,
               MaskLogicLowering<MaskOrOp, arith::OrIOp, false, false>,
               MaskLogicLowering<MaskXorOp, arith::XOrIOp, false, false>,
               MaskLogicLowering<MaskAndNotOp, arith::AndIOp, true, false>,
               MaskLogicLowering<MaskOrNotOp, arith::OrIOp, true, false>,
               MaskLogicLowering<MaskNandOp, arith::AndIOp, false, true>,
               MaskLogicLowering<MaskNorOp, arith::OrIOp, false, true>,
               MaskLogicLowering<MaskedAndOp, arith::AndIOp, false, false>,
               MaskLogicLowering<MaskedOrOp, arith::OrIOp, false, false>,
               MaskLogicLowering<MaskedXorOp, arith::XOrIOp, false, false>,
               MaskLogicLowering<MaskedAndNotOp, arith::AndIOp, true, false>,
               MaskLogicLowering<MaskedOrNotOp, arith::OrIOp, true, false>>(
      converter, context);
}
