//===- OperandRules.cpp - the run-time operand rules of compass ops ------===//
//
// Each compass operation with OperandRuleOpInterface states here the
// condition on its run-time operands, bound by bound in the order and the
// words of upstream's checks (its PySim and its C runtime); so do tir's
// (getLaneIndexRule and getLoopStepRule, which TIROps.cpp returns).
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

using namespace mlir;
using namespace mlir::compass;

//===----------------------------------------------------------------------===//
// Evaluating a rule
//===----------------------------------------------------------------------===//

int mlir::compass::getRuleOperand(Operation *op, Value value) {
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get() == value)
      return static_cast<int>(operand.getOperandNumber());
  llvm_unreachable("a rule reads its operation's operands");
}

/// The value of `value`, a scalar integer defined by a constant operation,
/// as a rule reads it; nullopt for any other value.
static std::optional<int64_t> getRuleConstant(Value value) {
  APInt bits;
  if (!value.getType().isInteger() ||
      !matchPattern(value, m_ConstantInt(&bits)))
    return std::nullopt;
  return value.getType().isUnsignedInteger()
             ? static_cast<int64_t>(bits.getZExtValue())
             : bits.getSExtValue();
}

RuleTerm mlir::compass::foldRuleTerm(Operation *op, RuleTerm t) {
  SmallVector<int, 2> kept;
  for (int operand : {t.a, t.b}) {
    if (operand == RuleTerm::kNone)
      continue;
    if (std::optional<int64_t> known = getRuleConstant(op->getOperand(operand)))
      t.factor *= *known;
    else
      kept.push_back(operand);
  }
  if (t.factor == 0)
    kept.clear();
  kept.resize(2, RuleTerm::kNone);
  return {kept[0], kept[1], t.factor};
}

static bool isSame(const RuleTerm &lhs, const RuleTerm &rhs) {
  return lhs.a == rhs.a && lhs.b == rhs.b && lhs.factor == rhs.factor;
}

static bool isSame(const RuleBound &lhs, const RuleBound &rhs) {
  return isSame(lhs.lhs, rhs.lhs) && isSame(lhs.rhs, rhs.rhs) &&
         lhs.unlessZero.has_value() == rhs.unlessZero.has_value() &&
         (!lhs.unlessZero || isSame(*lhs.unlessZero, *rhs.unlessZero));
}

OperandRule mlir::compass::getOpenRule(Operation *op) {
  auto ruled = dyn_cast<OperandRuleOpInterface>(op);
  if (!ruled)
    return {};
  OperandRule rule = ruled.getOperandRule();
  // An operand holding the same value as an earlier one is read as that one,
  // so that a bound comparing the two is seen to hold.
  auto fold = [&](RuleTerm t) {
    for (int *operand : {&t.a, &t.b})
      if (*operand != RuleTerm::kNone)
        *operand = getRuleOperand(op, op->getOperand(*operand));
    return foldRuleTerm(op, t);
  };
  SmallVector<RuleBound, 4> open;
  for (RuleBound bound : rule.bounds) {
    bound.lhs = fold(bound.lhs);
    bound.rhs = fold(bound.rhs);
    if (bound.unlessZero) {
      RuleTerm guard = fold(*bound.unlessZero);
      if (guard.isConstant() && guard.factor == 0)
        continue;
      bound.unlessZero =
          guard.isConstant() ? std::nullopt : std::optional<RuleTerm>(guard);
    }
    bool decided = bound.lhs.isConstant() && bound.rhs.isConstant() &&
                   bound.lhs.factor <= bound.rhs.factor;
    if (decided || isSame(bound.lhs, bound.rhs) ||
        llvm::any_of(open, [&](const RuleBound &seen) {
          // A bound kept for its message does not stand for one the C
          // prints.
          return isSame(seen, bound) &&
                 seen.impliedByOthers <= bound.impliedByOthers;
        }))
      continue;
    open.push_back(bound);
  }
  rule.bounds = std::move(open);
  return rule;
}

int64_t
mlir::compass::evaluateRuleTerm(const RuleTerm &term,
                                llvm::function_ref<int64_t(int n)> valueOf) {
  int64_t value = term.factor;
  for (int operand : {term.a, term.b})
    if (operand != RuleTerm::kNone)
      value *= valueOf(operand);
  return value;
}

bool mlir::compass::isRuleActive(const OperandRule &rule,
                                 llvm::function_ref<int64_t(int n)> valueOf) {
  return !rule.whenBelow ||
         valueOf(rule.whenBelow->first) < valueOf(rule.whenBelow->second);
}

std::string
mlir::compass::checkRuleBounds(ArrayRef<RuleBound> bounds,
                               llvm::function_ref<int64_t(int n)> valueOf) {
  auto read = [&](int operand) {
    return operand == RuleTerm::kNone ? 0 : valueOf(operand);
  };
  for (const RuleBound &bound : bounds) {
    if (bound.unlessZero && evaluateRuleTerm(*bound.unlessZero, valueOf) == 0)
      continue;
    int64_t lhs = evaluateRuleTerm(bound.lhs, valueOf);
    int64_t rhs = evaluateRuleTerm(bound.rhs, valueOf);
    if (lhs > rhs)
      return formatRuleMessage(bound.message, lhs, rhs, read(bound.lhs.a),
                               read(bound.lhs.b));
  }
  return "";
}

std::string mlir::compass::formatRuleMessage(StringRef message, int64_t lhs,
                                             int64_t rhs, int64_t lhsA,
                                             int64_t lhsB) {
  std::string out;
  while (!message.empty()) {
    size_t open = message.find('{');
    out += message.take_front(open).str();
    if (open == StringRef::npos)
      break;
    message = message.drop_front(open);
    std::optional<int64_t> value;
    size_t length = 0;
    for (auto [name, field] :
         {std::pair(StringRef("{L}"), lhs), std::pair(StringRef("{R}"), rhs),
          std::pair(StringRef("{La}"), lhsA),
          std::pair(StringRef("{Lb}"), lhsB)})
      if (message.starts_with(name)) {
        value = field;
        length = name.size();
      }
    if (!value) {
      out += '{';
      message = message.drop_front();
      continue;
    }
    out += std::to_string(*value);
    message = message.drop_front(length);
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Building rules
//===----------------------------------------------------------------------===//

namespace {
/// Builds the bounds of one operation's rule from its operand values.
struct RuleBuilder {
  Operation *op;

  RuleTerm term(Value value, int64_t factor = 1) const {
    return {getRuleOperand(op, value), RuleTerm::kNone, factor};
  }
  RuleTerm product(Value a, Value b) const {
    return {getRuleOperand(op, a), getRuleOperand(op, b), 1};
  }
  static RuleBound bound(RuleTerm lhs, RuleTerm rhs, std::string message) {
    return {lhs, rhs, std::nullopt, std::move(message)};
  }

  /// "The arg "<name>" expect >= <low>, but got: "<value>"." (upstream's).
  RuleBound atLeast(Value value, StringRef name, int64_t low) const {
    return bound(RuleTerm::constant(low), term(value),
                 ("The arg \"" + name + "\" expect >= " + Twine(low) +
                  ", but got: \"{R}\".")
                     .str());
  }

  /// "<what> expect <= <limit>, but got: "<value>"." (upstream's; some of
  /// its limits are quoted).
  static RuleBound atMost(RuleTerm value, const Twine &what, int64_t limit,
                          bool quoteLimit = false) {
    std::string shown =
        quoteLimit ? ("\"" + Twine(limit) + "\"").str() : std::to_string(limit);
    return bound(value, RuleTerm::constant(limit),
                 (what + " expect <= " + shown + ", but got: \"{L}\".").str());
  }

  /// A DMA's row width against one side's stride.
  RuleBound widthWithinStride(Value width, Value stride,
                              StringRef strideName) const {
    return bound(
        term(width), term(stride),
        ("The arg \"" + strideName + "\" expect >= {L}, but got: \"{R}\".")
            .str());
  }
};

constexpr StringLiteral kTotal = "The product of arg \"width\" and \"times\"";

/// Upstream's limit, in bytes, of a synchronous DMA's stride or total on a
/// side in `space`, or 0.
int64_t getSideLimit(AddressSpace space) {
  if (space == AddressSpace::Lsram)
    return 32 * 1024;
  if (space == AddressSpace::Shared)
    return 256 * 1024;
  return 0;
}
} // namespace

//===----------------------------------------------------------------------===//
// The DMA builtins
//===----------------------------------------------------------------------===//

/// The counts and strides, the transfer's total, then (for a transfer that
/// moves data) each side's limits, source first; an lsram side first limits
/// the row's width, which its stride bounds too.
OperandRule DmaCopyOp::getOperandRule() {
  RuleBuilder r{*this};
  PtrType dst = getDst().getType(), src = getSrc().getType();
  int64_t item = getDmaItemBytes(dst);
  Value width = getWidth(), times = getTimes();
  RuleTerm total = r.product(width, times);
  OperandRule rule{{r.atLeast(width, "width", 0), r.atLeast(times, "times", 0),
                    r.widthWithinStride(width, getSrcStride(), "src_stride"),
                    r.widthWithinStride(width, getDstStride(), "dst_stride"),
                    r.atMost(total, kTotal, ((int64_t(1) << 32) - 1) / item)},
                   "the width, strides or times of S.dma_copy"};
  if (src.getSpace() == AddressSpace::Lsram ||
      dst.getSpace() == AddressSpace::Lsram) {
    RuleBound row = r.atMost(r.term(width), "The arg \"width\"",
                             getSideLimit(AddressSpace::Lsram) / item);
    row.unlessZero = total;
    row.impliedByOthers = true;
    rule.bounds.push_back(row);
  }
  for (auto [space, stride, name] :
       {std::tuple(src.getSpace(), getSrcStride(), StringRef("src_stride")),
        std::tuple(dst.getSpace(), getDstStride(), StringRef("dst_stride"))})
    if (int64_t limit = getSideLimit(space) / item) {
      for (RuleBound bound :
           {r.atMost(r.term(stride), "The arg \"" + name + "\"", limit),
            r.atMost(total, kTotal, limit)}) {
        bound.unlessZero = total;
        rule.bounds.push_back(bound);
      }
    }
  return rule;
}

/// The counts and strides, then upstream's register widths (the event is
/// DmaEvents.h's to check).
OperandRule AsyncDmaCopyOp::getOperandRule() {
  RuleBuilder r{*this};
  int64_t item = getDmaItemBytes(getDst().getType());
  Value width = getWidth(), times = getTimes();
  return {{r.atLeast(width, "width", 0), r.atLeast(times, "times", 0),
           r.widthWithinStride(width, getSrcStride(), "src_stride"),
           r.widthWithinStride(width, getDstStride(), "dst_stride"),
           r.atMost(r.term(width), "The arg \"width\"", 0xFFFF / item,
                    /*quoteLimit=*/true),
           r.atMost(r.term(getSrcStride()), "The arg \"src_stride\"",
                    0xFFFFFF / item),
           r.atMost(r.term(getDstStride()), "The arg \"dst_stride\"",
                    0xFFFFFF / item),
           r.atMost(r.product(width, times), kTotal, 0xFFFFFF / item)},
          "the width, strides or times of S.async_dma_copy"};
}

OperandRule DmaMemsetOp::getOperandRule() {
  RuleBuilder r{*this};
  return {{r.bound(RuleTerm::constant(0), r.term(getNum()),
                   "dma_memset(ptr,value,num): num should >=0")},
          "the count of S.dma_memset"};
}

/// The sizes, then the 16-bit row width only of the strides the kernel gave.
OperandRule DmaTranspose2dOp::getOperandRule() {
  RuleBuilder r{*this};
  int64_t item = getDmaItemBytes(getDst().getType());
  Value row = getRow(), col = getCol();
  RuleTerm zero = RuleTerm::constant(0),
           maxStride = RuleTerm::constant(0xFFFFFF),
           maxWidth = RuleTerm::constant(0xFFFF);
  OperandRule rule{
      {r.bound(zero, r.term(col), "col={R} should >=0"),
       r.bound(zero, r.term(row), "row={R} should >=0"),
       r.bound(r.term(col, item), maxStride,
               "col*itemsize: {L} exceed DMA_MAX_STRIDE 0xFFFFFF"),
       r.bound(r.term(row, item), maxStride,
               "row*itemsize{{L}} exceed DMA_MAX_STRIDE 0xFFFFFF")},
      "the sizes or strides of S.dma_transpose2d"};
  for (auto [given, count, stride, message] :
       {std::tuple(getSrcStrideGiven(), col, getSrcStride(),
                   "please check col*itemsize<=0xFFFF and col<=src_stride"),
        std::tuple(getDstStrideGiven(), row, getDstStride(),
                   "please check row*itemsize<=0xFFFF and row<=dst_stride")})
    if (given) {
      rule.bounds.push_back(r.bound(r.term(count), r.term(stride), message));
      rule.bounds.push_back(r.bound(r.term(count, item), maxWidth, message));
    }
  return rule;
}

OperandRule DmaUpsampleOp::getOperandRule() {
  RuleBuilder r{*this};
  return {{r.bound(r.term(getC()), r.term(getSrcCStride()),
                   "\"src_c_stride\"({R}) expect >= \"c\"({L})."),
           r.bound(r.term(getC()), r.term(getDstCStride()),
                   "\"dst_c_stride\"({R}) expect >= \"c\"({L})."),
           r.bound(r.product(getW(), getWScale()), r.term(getDstWStride()),
                   "\"dst_w_stride\"({R}) expect >= \"w\"({La}) * "
                   "\"w_scale\"({Lb})."),
           r.bound(r.term(getWScale()), RuleTerm::constant(255),
                   "\"w_scale\"({L}) expect <= \"max_w_scale\"(255).")},
          "the sizes or strides of S.dma_upsample"};
}

//===----------------------------------------------------------------------===//
// Vector builtins
//===----------------------------------------------------------------------===//

OperandRule VLoadStrideOp::getOperandRule() {
  RuleBuilder r{*this};
  return {{r.atLeast(getStride(), "stride", 1)}, "the stride of S.vload"};
}

OperandRule VStoreStrideOp::getOperandRule() {
  RuleBuilder r{*this};
  return {{r.atLeast(getStride(), "stride", 1)}, "the stride of S.vstore"};
}

OperandRule TailMaskOp::getOperandRule() {
  RuleBuilder r{*this};
  int64_t lanes = getType().getLanes();
  std::string range = (" lanes of " + Twine(lanes) + " (it must lie in [0, " +
                       Twine(lanes) + "])")
                          .str();
  return {{r.bound(RuleTerm::constant(0), r.term(getCount()),
                   "tail_mask of {R}" + range),
           r.bound(r.term(getCount()), RuleTerm::constant(lanes),
                   "tail_mask of {L}" + range)},
          "the lane count of S.tail_mask"};
}

/// The lane shift of S.vshfl and S.vreplic picks one of the lanes of x (and
/// y); a fixed permutation has no rule.
OperandRule VPermOp::getOperandRule() {
  RuleBuilder r{*this};
  OperandRule rule{{}, "the lane shift of S.vshfl or S.vreplic"};
  Value shift = getShift();
  if (!shift)
    return rule;
  int64_t total = getX().getType().getNumElements() * (getY() ? 2 : 1);
  std::string range = (" outside [0, " + Twine(total) + ")").str();
  rule.bounds = {r.bound(RuleTerm::constant(0), r.term(shift),
                         "a lane shift of {R}" + range),
                 r.bound(r.term(shift), RuleTerm::constant(total - 1),
                         "a lane shift of {L}" + range)};
  return rule;
}

//===----------------------------------------------------------------------===//
// tir's operations
//===----------------------------------------------------------------------===//

/// The lanes of a vector or mask a lane index reads: a vector fills one
/// register.
static int64_t getIndexedLanes(Type type) {
  if (auto mask = dyn_cast<MaskType>(type))
    return mask.getLanes();
  return kVectorBits / getScalarBits(cast<VectorType>(type).getElementType());
}

OperandRule mlir::compass::getLaneIndexRule(Operation *op, Value vector,
                                            Value index) {
  RuleBuilder r{op};
  int64_t lanes = getIndexedLanes(vector.getType());
  std::string range = (" is out of range for " + Twine(lanes) + " lanes").str();
  return {
      {r.bound(RuleTerm::constant(0), r.term(index), "lane index {R}" + range),
       r.bound(r.term(index), RuleTerm::constant(lanes - 1),
               "lane index {L}" + range)},
      "a lane index"};
}

OperandRule mlir::compass::getLoopStepRule(Operation *op, Value start,
                                           Value stop, Value step) {
  RuleBuilder r{op};
  OperandRule rule{{r.bound(RuleTerm::constant(1), r.term(step),
                            "tir.for step must be positive, got {R}")},
                   "the step of a for loop"};
  rule.whenBelow =
      std::pair(getRuleOperand(op, start), getRuleOperand(op, stop));
  return rule;
}
