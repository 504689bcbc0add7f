//===- OperandRules.h - run-time conditions on an operation's operands ---===//
//
// Some operations refuse operands only known when they run: a stride below
// 1, a lane index past the last lane, a DMA whose rows overlap or exceed
// upstream's limits, a loop whose step is not positive. Each such operation
// states its condition once, as an OperandRule (OperandRuleOpInterface,
// OperandRules.cpp), in upstream's words; the simulator checks it, the
// native lowering emits its test and the checked OpenCL C prints it
// (docs/architecture.md, "What the engines share").
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_OPERANDRULES_H
#define COMPASS_DIALECT_COMPASS_IR_OPERANDRULES_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace mlir::compass {

/// An int64 term of a rule, `factor * a * b`, with the operands `a` and `b`
/// (operand numbers of the operation) optional (neither: the constant
/// `factor`); each operand is read as the signed or unsigned integer its
/// type says, widened to 64 bits.
struct RuleTerm {
  static constexpr int kNone = -1;
  int a = kNone, b = kNone;
  int64_t factor = 1;

  static RuleTerm constant(int64_t value) { return {kNone, kNone, value}; }
  bool isConstant() const { return a == kNone; }
};

/// `lhs <= rhs`, which also holds while `unlessZero` (when set) is 0.
/// `message` is upstream's error when it fails, with {L} and {R} replaced by
/// the values of lhs and rhs and {La}, {Lb} by those of lhs's operands.
struct RuleBound {
  RuleTerm lhs, rhs;
  std::optional<RuleTerm> unlessZero;
  std::string message;
  /// Holds whenever the other bounds do: kept only so that the first
  /// message is upstream's (a consumer that needs no message may skip it).
  bool impliedByOthers = false;
};

/// The condition on an operation's run-time operands: its bounds, checked
/// in order; the first that fails stops the run with its message.
struct OperandRule {
  SmallVector<RuleBound, 4> bounds;
  /// Names the operands, for a report that has no values to show.
  std::string what;
  /// Checked only when operand `first` < operand `second` (a loop's start
  /// and stop: the rule holds once the loop runs its body).
  std::optional<std::pair<int, int>> whenBelow;
};

/// The number of the first operand of `op` that is `value`.
int getRuleOperand(Operation *op, Value value);

/// `t` with the constant operands of `op` multiplied into its factor (the
/// operands left first; a zero factor leaves none).
RuleTerm foldRuleTerm(Operation *op, RuleTerm t);

/// The rule of `op` (none without OperandRuleOpInterface) as it is left to
/// check when `op` runs, what every consumer reads: its terms with the
/// constant operands multiplied into their factors (an operand that repeats
/// an earlier one read as that one), and the bounds those decide true,
/// compare a term with itself or repeat an earlier bound dropped.
OperandRule getOpenRule(Operation *op);

/// The value of `term` given its operands' values.
int64_t evaluateRuleTerm(const RuleTerm &term,
                         llvm::function_ref<int64_t(int n)> valueOf);

/// Whether `rule` applies to the operands `valueOf` gives (its whenBelow).
bool isRuleActive(const OperandRule &rule,
                  llvm::function_ref<int64_t(int n)> valueOf);

/// The message of the first bound of `bounds` that fails on the operands
/// `valueOf` gives, or "" when all hold.
std::string checkRuleBounds(ArrayRef<RuleBound> bounds,
                            llvm::function_ref<int64_t(int n)> valueOf);

/// tir.extract's and tir.insert's rule: `index` names a lane of `vector`.
OperandRule getLaneIndexRule(Operation *op, Value vector, Value index);

/// tir.for's rule: a loop that runs has a positive step.
OperandRule getLoopStepRule(Operation *op, Value start, Value stop, Value step);

/// `message` with {L}, {R}, {La} and {Lb} replaced by the values given.
std::string formatRuleMessage(llvm::StringRef message, int64_t lhs, int64_t rhs,
                              int64_t lhsA, int64_t lhsB);

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_OPERANDRULES_H
