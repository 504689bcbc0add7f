//===- EmitOperandChecks.cpp - the simulator's operand rules in checked C -===//
//
// Checked mode: the run-time operands the simulator refuses are refused by
// the C too, on the same condition: the operation's OperandRule
// (OperandRuleOpInterface, the dialect's OperandRules.cpp), a conjunction of
// bounds `lhs <= rhs` on int64 terms computed as the simulator computes
// them. It prints as `__compass_require(__ctx, <bounds>, <site>)` (dsl.h, kind
// 7 of the error record), and the operation's printer skips the operation or
// clamps the operand when it fails, so nothing undefined runs after it.
// Bounds that constant operands decide true print nothing; an operation
// left without bounds gets no check and no site.
//
// Events and perf ticks are tracked in the TEC's context instead
// (`__compass_alloc_event`, `__compass_tick_begin`, …), as the simulator's
// Events.cpp and Misc.cpp track them. Each site names what it refuses in the
// trailer (`operand N <what>`), for the host's message when the simulator,
// which explains a refusal on copies of the arguments, finds nothing.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

/// `op`'s operand rule as the C prints it: its open bounds (getOpenRule)
/// without the ones the others imply (the C reports no message of its own).
static OperandRule getPrintedRule(Operation *op) {
  OperandRule rule = getOpenRule(op);
  llvm::erase_if(rule.bounds,
                 [](const RuleBound &bound) { return bound.impliedByOthers; });
  return rule;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

FailureOr<bool> OpenCLEmitter::emitRequire(Operation *op) {
  OperandRule rule = getPrintedRule(op);
  if (rule.bounds.empty())
    return false;
  auto printTerm = [&](const RuleTerm &t) { return emitRuleTerm(op, t); };
  os << "__compass_require(__ctx, ";
  for (auto [i, bound] : llvm::enumerate(rule.bounds)) {
    if (i)
      os << " && ";
    if (bound.unlessZero) {
      os << "(";
      if (failed(printTerm(*bound.unlessZero)))
        return failure();
      os << " == 0 || ";
    }
    if (failed(printTerm(bound.lhs)))
      return failure();
    os << " <= ";
    if (failed(printTerm(bound.rhs)))
      return failure();
    if (bound.unlessZero)
      os << ")";
  }
  os << ", " << addCheckSite(op->getLoc(), rule.what) << ")";
  return true;
}

LogicalResult OpenCLEmitter::emitRuleTerm(Operation *op, const RuleTerm &t) {
  if (t.isConstant()) {
    os << t.factor << "L";
    return success();
  }
  if (failed(emit("(long)(", op->getOperand(t.a), ")")) ||
      (t.b != RuleTerm::kNone &&
       failed(emit(" * (long)(", op->getOperand(t.b), ")"))))
    return failure();
  if (t.factor != 1)
    os << " * " << t.factor;
  return success();
}

LogicalResult OpenCLEmitter::emitRequirePrefix(Operation *op) {
  FailureOr<bool> printed = emitRequire(op);
  if (failed(printed))
    return failure();
  if (*printed)
    os << " && ";
  return success();
}

LogicalResult OpenCLEmitter::emitRequireStatement(Operation *op) {
  FailureOr<bool> printed = emitRequire(op);
  if (failed(printed))
    return failure();
  if (*printed)
    os << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::emitRequiredOperand(Operation *op, Value value) {
  if (!checked || getPrintedRule(op).bounds.empty())
    return emitOperand(value);
  os << "(";
  if (failed(emitRequire(op)))
    return failure();
  return emit(" ? ", value, " : 0)");
}

LogicalResult OpenCLEmitter::emitForCondition(tir::ForOp op, StringRef iv) {
  if (failed(emit(iv, " < ", op.getStop())))
    return failure();
  if (!checked || getPrintedRule(op).bounds.empty())
    return success();
  os << " && ";
  return success(succeeded(emitRequire(op)));
}

LogicalResult OpenCLEmitter::emitDmaEventCheck(AsyncDmaCopyOp op) {
  int site = addCheckSite(op.getLoc(), "the event of S.async_dma_copy (a "
                                       "freed event)");
  int busy = addCheckSite(op.getLoc(), "an asynchronous DMA still in flight "
                                       "when the kernel ends");
  // Whether the DMA moves data, and so keeps its event busy.
  RuleTerm total = foldRuleTerm(op, {getRuleOperand(op, op.getWidth()),
                                     getRuleOperand(op, op.getTimes()), 1});
  if (failed(emit("__compass_dma_event(__ctx, ", op.getEvent(), ", ")))
    return failure();
  if (total.isConstant())
    os << (total.factor != 0 ? "true" : "false");
  else if (failed(emitRuleTerm(op, total)) || failed(emit(" != 0")))
    return failure();
  os << ", " << site << ", " << busy << ") && ";
  return success();
}

LogicalResult OpenCLEmitter::printCheckedEvent(Operation *op) {
  if (isa<AllocEventOp>(op))
    return emitDeclaration(
        op, "__compass_alloc_event(__ctx, ",
        std::to_string(addCheckSite(op->getLoc(), "S.alloc_events of a "
                                                  "fifth event")),
        ");\n");
  bool wait = isa<WaitEventsOp>(op);
  OperandRange events = op->getOperands();
  os << "__compass_settle_events(__ctx, " << events.size();
  for (unsigned i = 0; i < 4; ++i)
    if (failed(i < events.size() ? emit(", ", events[i]) : emit(", 0")))
      return failure();
  os << ", " << (wait ? "true" : "false") << ", "
     << addCheckSite(op->getLoc(), wait ? "the events of S.wait_events"
                                        : "the events of S.free_events")
     << ");\n";
  return success();
}

LogicalResult OpenCLEmitter::printCheckedPerfTick(Operation *op) {
  if (auto begin = dyn_cast<PerfTickBeginOp>(op)) {
    int site = addCheckSite(op->getLoc(), "S.perf_tick_begin of a cid begun "
                                          "and not ended");
    int open = addCheckSite(op->getLoc(), "an S.perf_tick_begin without its "
                                          "S.perf_tick_end");
    return emit("__compass_tick_begin(__ctx, ", begin.getCid(), ", ",
                std::to_string(site), ", ", std::to_string(open), ");\n");
  }
  auto end = cast<PerfTickEndOp>(op);
  int site = addCheckSite(op->getLoc(), "S.perf_tick_end without an "
                                        "S.perf_tick_begin");
  return emit("__compass_tick_end(__ctx, ", end.getCid(), ", ",
              std::to_string(site), ");\n");
}

void OpenCLEmitter::emitKernelEndChecks() {
  if (checksEvents)
    os << "__compass_events_idle(__ctx);\n";
  if (checksPerfTicks)
    os << "__compass_ticks_closed(__ctx);\n";
}
