//===- CombineInstructions.cpp - fuse into combined instructions ----------===//
//
// The hardware has instructions that do the work of a sequence of simpler
// ones: a narrowing shift right (vnsr) for a shift followed by a narrowing
// conversion, a widening multiply (vmull / vmulh) for two widening
// conversions followed by a multiply, a rounding conversion for rint
// followed by a conversion to integers (for 16-bit floats to 32-bit
// integers, of the even and the odd lanes, zipped), bit clear / bit set for
// and / or with an inverted operand, and their mask forms with nand and nor;
// a mask operation and-ed with a mask is one masked instruction.
// These patterns find such sequences in compass-level IR and use the
// combined instruction, keeping every lane of the result as it was, inactive
// and undefined lanes included.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/TypeSwitch.h"

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSCOMBINEINSTRUCTIONS
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

/// True when every use of `value` is an operand of `user`.
static bool onlyUsedBy(Value value, Operation *user) {
  return llvm::all_of(value.getUsers(),
                      [&](Operation *use) { return use == user; });
}

static bool isIntegerVector(Type type) {
  return isa<IntegerType>(cast<VectorType>(type).getElementType());
}

static unsigned laneBits(Type vector) {
  return getScalarBits(cast<VectorType>(vector).getElementType());
}

//===----------------------------------------------------------------------===//
// Narrowing shift: vcvt(vsr(x, n), ...) → vcvt(vnsr(x, n), ...)
//===----------------------------------------------------------------------===//

/// The vnsr variant that saturates and / or rounds.
static Value createNarrowingShift(PatternRewriter &rewriter, Location loc,
                                  VectorType type, Value x, Value count,
                                  Value mask, bool saturate, bool round) {
  if (saturate && round)
    return VNsrsrOp::create(rewriter, loc, type, x, count, mask);
  if (round)
    return VNsrrOp::create(rewriter, loc, type, x, count, mask);
  if (saturate)
    return VNsrsOp::create(rewriter, loc, type, x, count, mask);
  return VNsrOp::create(rewriter, loc, type, x, count, mask);
}

namespace {

/// vnsr puts lane i of x at lane i * k of its narrow result (k the ratio of
/// the widths). So the conversion reading lane (offset + i * stride) of its
/// shifted inputs reads lane (offset + i * stride) * k of the narrowed ones:
/// the same conversion, between equal types, with offset and stride times k.
/// vnsr clamps like the saturating conversion and wraps like the plain one.
struct NarrowingShiftPattern : OpRewritePattern<VCvtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VCvtOp cvt,
                                PatternRewriter &rewriter) const override {
    Type inputType = cvt.getInputs().front().getType();
    if (!isIntegerVector(inputType) || !isIntegerVector(cvt.getType()))
      return rewriter.notifyMatchFailure(cvt, "not an integer conversion");
    unsigned wide = laneBits(inputType), narrow = laneBits(cvt.getType());
    if (narrow >= wide)
      return rewriter.notifyMatchFailure(cvt, "not a narrowing conversion");
    for (Value input : cvt.getInputs()) {
      Operation *shift = input.getDefiningOp();
      if (!isa_and_nonnull<VShrOp, VShrRoundOp>(shift))
        return rewriter.notifyMatchFailure(cvt,
                                           "an input is not a shift right");
      // vnsr has no r: only a shift computing every lane can be replaced.
      if (!isUniformMask(shift->getOperand(2), true) || !onlyUsedBy(input, cvt))
        return rewriter.notifyMatchFailure(cvt, "a shift is masked or shared");
    }

    unsigned ratio = wide / narrow;
    auto narrowType = VectorType::get({int64_t(kVectorBits / narrow)},
                                      cvt.getType().getElementType());
    bool saturate = cvt.getSaturate();
    SmallVector<Value> narrowed;
    for (Value input : cvt.getInputs()) {
      Operation *shift = input.getDefiningOp();
      Value x = shift->getOperand(0), count = shift->getOperand(1);
      Value all = shift->getOperand(2);
      narrowed.push_back(
          createNarrowingShift(rewriter, shift->getLoc(), narrowType, x, count,
                               all, saturate, isa<VShrRoundOp>(shift)));
    }
    rewriter.replaceOpWithNewOp<VCvtOp>(
        cvt, cvt.getType(), narrowed, cvt.getOffset() * ratio,
        cvt.getStride() * ratio, /*saturate=*/false);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Widening multiply: vmul(vcvt(a), vcvt(b)) → vmull / vmulh(a, b)
//===----------------------------------------------------------------------===//

/// The input of a conversion that widens one part of a native integer
/// vector, lanes in order, no saturation: a half (w → 2w bits, ratio 2) or a
/// quarter (8 → 32 bits, ratio 4), and which one.
struct WidenedPart {
  Value input;
  unsigned ratio;
  unsigned index;
  /// Whether the part lies in the high half of the input's lanes.
  bool high() const { return index * 2 >= ratio; }
};

static std::optional<WidenedPart> matchWidenedPart(Value value) {
  auto cvt = value.getDefiningOp<VCvtOp>();
  if (!cvt || cvt.getInputs().size() != 1 || cvt.getStride() != 1 ||
      cvt.getSaturate())
    return std::nullopt;
  Value input = cvt.getInputs().front();
  if (!isIntegerVector(input.getType()) || !isIntegerVector(cvt.getType()))
    return std::nullopt;
  unsigned ratio = laneBits(cvt.getType()) / laneBits(input.getType());
  if (ratio != 2 && ratio != 4)
    return std::nullopt;
  unsigned part = cast<VectorType>(input.getType()).getNumElements() / ratio;
  if (cvt.getOffset() % part != 0)
    return std::nullopt;
  return WidenedPart{input, ratio, cvt.getOffset() / part};
}

/// Widening multiplies read their mask with the lanes of the inputs: result
/// lane j is active with lane j of the half. The constant `mask` of the
/// result's lanes, placed on that half (the other half's lanes are unused).
static Value widenConstantMask(PatternRewriter &rewriter, Location loc,
                               ConstMaskOp mask, unsigned inputLanes,
                               bool high) {
  SmallVector<bool> lanes(inputLanes, true);
  unsigned base = high ? inputLanes / 2 : 0;
  for (auto [j, active] : llvm::enumerate(mask.getValue()))
    lanes[base + j] = active;
  return ConstMaskOp::create(rewriter, loc,
                             MaskType::get(rewriter.getContext(), inputLanes),
                             rewriter.getDenseBoolArrayAttr(lanes));
}

/// The scalar of a splat of an integer scalar of `narrowBits` widened to
/// `wideLane` by a tir.cast: each lane is the narrow scalar, widened.
static Value matchWidenedSplat(Value value, Type wideLane,
                               unsigned narrowBits) {
  auto bcast = value.getDefiningOp<VBcastOp>();
  auto widen = bcast ? bcast.getInput().getDefiningOp<tir::CastOp>() : nullptr;
  if (!widen)
    return {};
  auto narrow = dyn_cast<IntegerType>(widen.getInput().getType());
  if (!narrow || !isa<IntegerType>(wideLane) || narrow.getWidth() != narrowBits)
    return {};
  return widen.getInput();
}

/// The 16-bit lanes of the product of two 8-bit lanes: the product fits
/// them exactly, signed when either factor is.
static VectorType getExactProductType(MLIRContext *context, Type x, Type y,
                                      unsigned lanes) {
  bool isSigned = cast<VectorType>(x).getElementType().isSignedInteger() ||
                  cast<VectorType>(y).getElementType().isSignedInteger();
  auto lane = IntegerType::get(
      context, 16, isSigned ? IntegerType::Signed : IntegerType::Unsigned);
  return VectorType::get({lanes}, lane);
}

struct WideningMultiplyPattern : OpRewritePattern<VMulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VMulOp mul,
                                PatternRewriter &rewriter) const override {
    // Each operand is a widened part, or a widened scalar's splat (the same
    // in every part); at least one is a part, which says which.
    std::optional<WidenedPart> lhs = matchWidenedPart(mul.getLhs());
    std::optional<WidenedPart> rhs = matchWidenedPart(mul.getRhs());
    if (!lhs && !rhs)
      return rewriter.notifyMatchFailure(mul, "operands are not widened parts");
    WidenedPart part = lhs ? *lhs : *rhs;
    auto narrowType = cast<VectorType>(part.input.getType());
    Type wideLane = mul.getType().getElementType();
    unsigned narrowBits = laneBits(narrowType);
    Value lhsSplat =
        lhs ? Value() : matchWidenedSplat(mul.getLhs(), wideLane, narrowBits);
    Value rhsSplat =
        rhs ? Value() : matchWidenedSplat(mul.getRhs(), wideLane, narrowBits);
    if ((!lhs && !lhsSplat) || (!rhs && !rhsSplat))
      return rewriter.notifyMatchFailure(mul, "an operand is not widened");
    if (lhs && rhs &&
        (getWithoutSign(lhs->input.getType()) !=
             getWithoutSign(rhs->input.getType()) ||
         lhs->ratio != rhs->ratio || lhs->index != rhs->index))
      return rewriter.notifyMatchFailure(mul, "operands widen different lanes");

    unsigned inputLanes = narrowType.getNumElements();
    Location loc = mul.getLoc();
    auto constant = mul.getMask().getDefiningOp<ConstMaskOp>();
    // A quarter goes through a conversion, which cannot carry r or keep the
    // undefined lanes where they were: it needs all lanes or a masking
    // operation after it, as a variable mask does.
    bool selects = !constant || (part.ratio == 4 && !constant.isAllTrue());
    // Never more instructions than before under a constant mask: the
    // multiply and each conversion only it reads go (one the multiply also
    // takes as r stays for the select; a splat is no instruction), the
    // widening multiply, a quarter's conversion and the masking come. Under
    // a variable mask the product is selected afterwards whatever the
    // conversions' other uses, as upstream's optimizer does: upstream's
    // count, one instruction more than the plain multiply when both
    // conversions stay.
    auto goes = [&](Value operand) {
      return llvm::all_of(operand.getUses(), [&](OpOperand &use) {
        return use.getOwner() == mul.getOperation() &&
               use.getOperandNumber() < 2;
      });
    };
    unsigned saved =
        1 + (lhs && goes(mul.getLhs())) +
        (rhs && mul.getRhs() != mul.getLhs() && goes(mul.getRhs()));
    unsigned added = 1 + (part.ratio == 4) + selects;
    if (constant && added > saved)
      return rewriter.notifyMatchFailure(mul, "costs more than it saves");

    auto narrow = [&](std::optional<WidenedPart> &side, Value splat) -> Value {
      if (side)
        return side->input;
      return VBcastOp::create(
          rewriter, loc,
          VectorType::get(narrowType.getShape(), splat.getType()), splat);
    };
    Value x = narrow(lhs, lhsSplat), y = narrow(rhs, rhsSplat);
    // The product of two w-bit integers fits 2w bits: the multiply of the
    // widened lanes wraps to the same bits as the widening multiply (for a
    // quarter, the exact 16-bit product then widens like the product).
    auto multiply = [&](Type type, Value laneMask, Value r) -> Value {
      if (part.high())
        return VMulhOp::create(rewriter, loc, type, x, y, laneMask, r);
      return VMullOp::create(rewriter, loc, type, x, y, laneMask, r);
    };
    auto all = [&] {
      return ConstMaskOp::create(rewriter, loc, inputLanes, true);
    };
    if (part.ratio == 4) {
      VectorType productType = getExactProductType(
          rewriter.getContext(), x.getType(), y.getType(), inputLanes / 2);
      Value product = multiply(productType, all(), Value());
      unsigned quarter = inputLanes / 4;
      Value widened =
          VCvtOp::create(rewriter, loc, mul.getType(), ValueRange{product},
                         (part.index % 2) * quarter, 1,
                         /*saturate=*/false, /*round=*/false);
      if (selects)
        replaceByMasked(rewriter, mul, widened);
      else
        rewriter.replaceOp(mul, widened);
      return success();
    }
    if (!selects) {
      Value mask =
          widenConstantMask(rewriter, loc, constant, inputLanes, part.high());
      rewriter.replaceOp(mul, multiply(mul.getType(), mask, mul.getR()));
      return success();
    }
    replaceByMasked(rewriter, mul, multiply(mul.getType(), all(), Value()));
    return success();
  }

  /// Replaces `mul` by the lanes of `product` its mask keeps: the others are
  /// r's (a select), or without r undefined as the multiply's were (x | x
  /// under the mask and without r leaves them undefined the same way).
  static void replaceByMasked(PatternRewriter &rewriter, VMulOp mul,
                              Value product) {
    if (mul.getR()) {
      rewriter.replaceOpWithNewOp<VSelOp>(mul, product, mul.getR(),
                                          mul.getMask());
      return;
    }
    rewriter.replaceOpWithNewOp<VOrOp>(mul, mul.getType(), product, product,
                                       mul.getMask(), Value());
  }
};

//===----------------------------------------------------------------------===//
// Bitwise: x & ~y → vbclr, x | ~y → vbset; on masks andnot, ornot, nand, nor
//===----------------------------------------------------------------------===//

/// True when `inner` is active wherever `outer` is: the same mask, an
/// all-true one, or constant masks whose lanes say so.
static bool coversMask(Value inner, Value outer) {
  if (inner == outer || isUniformMask(inner, true))
    return true;
  auto innerConst = inner.getDefiningOp<ConstMaskOp>();
  auto outerConst = outer.getDefiningOp<ConstMaskOp>();
  if (!innerConst || !outerConst)
    return false;
  for (auto [in, out] : llvm::zip(innerConst.getValue(), outerConst.getValue()))
    if (out && !in)
      return false;
  return true;
}

/// (x, the not) when one operand of `op` (lhs or rhs, tried in that order)
/// is a NotTy that `usable` accepts and x is the other.
template <typename NotTy, typename OpTy>
static std::optional<std::pair<Value, NotTy>>
matchInvertedOperand(OpTy op, llvm::function_ref<bool(NotTy)> usable) {
  for (auto [x, other] : {std::pair(op.getLhs(), op.getRhs()),
                          std::pair(op.getRhs(), op.getLhs())})
    if (auto inverted = other.template getDefiningOp<NotTy>())
      if (usable(inverted))
        return std::pair(x, inverted);
  return std::nullopt;
}

/// x op ~y (either operand order) → Fused(x, y) on vectors, when the not
/// computes every lane the outer operation keeps.
template <typename OpTy, typename FusedTy>
struct InvertedOperandPattern : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto match = matchInvertedOperand<VInvOp>(op, [&](VInvOp inverted) {
      return coversMask(inverted.getMask(), op.getMask());
    });
    if (!match)
      return rewriter.notifyMatchFailure(op, "no inverted operand");
    rewriter.replaceOpWithNewOp<FusedTy>(op, op.getType(), match->first,
                                         match->second.getInput(), op.getMask(),
                                         op.getR());
    return success();
  }
};

/// a op ~b (either operand order) → Fused(a, b) on masks.
template <typename OpTy, typename FusedTy>
struct InvertedMaskOperandPattern : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto match =
        matchInvertedOperand<MaskNotOp>(op, [](MaskNotOp) { return true; });
    if (!match)
      return rewriter.notifyMatchFailure(op, "no inverted operand");
    rewriter.replaceOpWithNewOp<FusedTy>(op, match->first,
                                         match->second.getInput());
    return success();
  }
};

/// True when `op` (and / or) has a mask_not operand: and-not / or-not
/// takes it first.
static bool hasInvertedOperand(Operation *op) {
  return isa<MaskAndOp, MaskOrOp>(op) &&
         llvm::any_of(op->getOperands(), [](Value operand) {
           return operand.getDefiningOp<MaskNotOp>();
         });
}

/// (inner, mask) when `op`, an and of masks, is a two-mask operation
/// (and, or, xor, and-not, or-not) used only here, and-ed with a mask (lhs
/// tried first): one masked instruction computes both, where the two take
/// two. An and / or with a not operand waits to become and-not / or-not,
/// whose masked form is one instruction where `__vand(a, __vinv(b), m)`
/// would be two. An and whose other operand is a not is and-not's, whose
/// pattern is registered first (the driver tries patterns of equal benefit
/// in that order): two instructions either way.
static std::optional<std::pair<Operation *, Value>>
matchMaskedLogic(MaskAndOp op) {
  for (auto [inner, mask] : {std::pair(op.getLhs(), op.getRhs()),
                             std::pair(op.getRhs(), op.getLhs())}) {
    Operation *def = inner.getDefiningOp();
    if (def &&
        isa<MaskAndOp, MaskOrOp, MaskXorOp, MaskAndNotOp, MaskOrNotOp>(def) &&
        inner.hasOneUse() && !hasInvertedOperand(def))
      return std::pair(def, mask);
  }
  return std::nullopt;
}

/// (a op b) & m → masked_op(a, b, m) for op and, or, xor, and-not, or-not.
struct MaskedLogicPattern : OpRewritePattern<MaskAndOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MaskAndOp op,
                                PatternRewriter &rewriter) const override {
    auto match = matchMaskedLogic(op);
    if (!match)
      return rewriter.notifyMatchFailure(op, "no single-use mask operation");
    auto [inner, mask] = *match;
    Location loc = op.getLoc();
    Value a = inner->getOperand(0), b = inner->getOperand(1);
    Value masked =
        llvm::TypeSwitch<Operation *, Value>(inner)
            .Case([&](MaskAndOp) {
              return MaskedAndOp::create(rewriter, loc, a, b, mask);
            })
            .Case([&](MaskOrOp) {
              return MaskedOrOp::create(rewriter, loc, a, b, mask);
            })
            .Case([&](MaskXorOp) {
              return MaskedXorOp::create(rewriter, loc, a, b, mask);
            })
            .Case([&](MaskAndNotOp) {
              return MaskedAndNotOp::create(rewriter, loc, a, b, mask);
            })
            .Case([&](MaskOrNotOp) {
              return MaskedOrNotOp::create(rewriter, loc, a, b, mask);
            });
    rewriter.replaceOp(op, masked);
    rewriter.eraseOp(inner);
    return success();
  }
};

/// ~(a and b) → nand(a, b), ~(a or b) → nor(a, b) on masks. Not of an and
/// that is a masked operation: ~masked_op(a, b, m) costs the same two
/// instructions as nand(a op b, m) and reads as the kernel's
/// S.vinv(S.vand(a, b, m)).
template <typename InnerTy, typename FusedTy>
struct NegatedMaskLogicPattern : OpRewritePattern<MaskNotOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MaskNotOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<InnerTy>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "not the not of the operation");
    if constexpr (std::is_same_v<InnerTy, MaskAndOp>)
      if (matchMaskedLogic(inner))
        return rewriter.notifyMatchFailure(op, "a masked operation's not");
    rewriter.replaceOpWithNewOp<FusedTy>(op, inner.getLhs(), inner.getRhs());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Rounding conversion: vcvt(rint(x)) float → integer → vcvt round (x)
//===----------------------------------------------------------------------===//

/// Rounding to an integer and then converting (which truncates) is the
/// conversion rounding to nearest even: every lane the conversion reads was
/// rounded, so each rint must compute every lane.
struct RoundingConvertPattern : OpRewritePattern<VCvtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VCvtOp cvt,
                                PatternRewriter &rewriter) const override {
    if (cvt.getRound() || !isa<IntegerType>(cvt.getType().getElementType()))
      return rewriter.notifyMatchFailure(cvt,
                                         "not a float to integer truncation");
    SmallVector<Value> unrounded;
    for (Value input : cvt.getInputs()) {
      auto rint = input.getDefiningOp<RintOp>();
      if (!rint || !isUniformMask(rint.getMask(), true))
        return rewriter.notifyMatchFailure(cvt,
                                           "an input is not an unmasked rint");
      unrounded.push_back(rint.getInput());
    }
    rewriter.replaceOpWithNewOp<VCvtOp>(cvt, cvt.getType(), unrounded,
                                        cvt.getOffset(), cvt.getStride(),
                                        /*saturate=*/false, /*round=*/true);
    return success();
  }
};

/// A rounding conversion of lanes 0-7 or 8-15 of a 16-bit float vector to
/// 32-bit integers → the zip (low / high half) of the rounding conversions
/// of its even and odd lanes: X2 converts 16-bit floats to 32 bits only so
/// (__vcvtue_tw, __vcvtuo_tw). Each lane goes through the same conversion,
/// only its place changes, so every bit stays. The two halves of one source
/// make the same pair; cse, which the pipeline runs next, keeps one.
struct EvenOddRoundingConvertPattern : OpRewritePattern<VCvtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(VCvtOp cvt,
                                PatternRewriter &rewriter) const override {
    if (!cvt.getRound() || cvt.getInputs().size() != 1 ||
        cvt.getStride() != 1 || (cvt.getOffset() != 0 && cvt.getOffset() != 8))
      return rewriter.notifyMatchFailure(
          cvt, "not a rounding conversion of one input's low or high half");
    Value x = cvt.getInputs().front();
    Type from = cast<VectorType>(x.getType()).getElementType();
    auto to = dyn_cast<IntegerType>(cvt.getType().getElementType());
    if (!(from.isF16() || from.isBF16()) || !to || to.getWidth() != 32)
      return rewriter.notifyMatchFailure(
          cvt, "not 16-bit floats to 32-bit integers");
    Location loc = cvt.getLoc();
    auto part = [&](int32_t offset) -> Value {
      return VCvtOp::create(rewriter, loc, cvt.getType(), ValueRange{x},
                            offset, 2, /*saturate=*/false, /*round=*/true);
    };
    Value even = part(0), odd = part(1);
    // Lane k of the zip is lane k / 2 of even (k even) or odd (k odd).
    int32_t base = cvt.getOffset() / 2;
    SmallVector<int32_t> indices;
    for (int32_t k = 0; k < 8; ++k)
      indices.push_back(base + k / 2 + (k % 2) * 8);
    rewriter.replaceOpWithNewOp<VPermOp>(
        cvt, cvt.getType(), even, odd, Value(),
        rewriter.getDenseI32ArrayAttr(indices));
    return success();
  }
};

struct CombineInstructionsPass
    : compass::impl::CompassCombineInstructionsBase<CombineInstructionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateCombineInstructionsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::compass::populateCombineInstructionsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<NarrowingShiftPattern, WideningMultiplyPattern,
               RoundingConvertPattern, EvenOddRoundingConvertPattern,
               InvertedOperandPattern<VAndOp, VBclrOp>,
               InvertedOperandPattern<VOrOp, VBsetOp>,
               InvertedMaskOperandPattern<MaskAndOp, MaskAndNotOp>,
               InvertedMaskOperandPattern<MaskOrOp, MaskOrNotOp>,
               NegatedMaskLogicPattern<MaskAndOp, MaskNandOp>,
               NegatedMaskLogicPattern<MaskOrOp, MaskNorOp>,
               MaskedLogicPattern>(
      patterns.getContext());
}
