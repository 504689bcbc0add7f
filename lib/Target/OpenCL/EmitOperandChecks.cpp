//===- EmitOperandChecks.cpp - the simulator's operand rules in checked C -===//
//
// Checked mode: the run-time operands the simulator refuses are refused by
// the C too, on the same condition. Each rule below is the simulator's
// (the function named in its comment), a conjunction of bounds
// `lhs <= rhs` on int64 terms computed as the simulator computes them; it
// prints as `__compass_require(__ctx, <bounds>, <site>)` (dsl.h, kind 7 of
// the error record), and the operation's printer skips the operation or
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
#include "ValueRanges.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

//===----------------------------------------------------------------------===//
// The rules
//===----------------------------------------------------------------------===//

namespace {
RuleTerm constant(int64_t value) { return {Value(), Value(), value}; }
RuleTerm term(Value value, int64_t factor = 1) {
  return {value, Value(), factor};
}
RuleTerm product(Value a, Value b) { return {a, b, 1}; }
RuleBound atLeast(Value value, int64_t low) {
  return {constant(low), term(value), std::nullopt};
}
RuleBound atMost(RuleTerm value, int64_t high) {
  return {value, constant(high), std::nullopt};
}
RuleBound notAbove(Value lhs, Value rhs) {
  return {term(lhs), term(rhs), std::nullopt};
}

/// Bytes of the elements a DMA moves through `ptr`.
int64_t getItemBytes(PtrType ptr) {
  Type element = ptr.getPointee();
  if (auto vector = dyn_cast<VectorType>(element))
    element = vector.getElementType();
  return getScalarBits(element) / 8;
}

/// Upstream's limit, in bytes, of a stride or a transfer's total on a DMA
/// side in `space`, or 0 (Dma.cpp, getSideLimit).
int64_t getSideLimit(AddressSpace space) {
  if (space == AddressSpace::Lsram)
    return 32 * 1024;
  if (space == AddressSpace::Shared)
    return 256 * 1024;
  return 0;
}

/// The lanes of a vector or mask a lane index reads (the simulator's
/// decodeLaneAccess: a vector fills one register).
int64_t getIndexedLanes(Type type) {
  if (auto mask = dyn_cast<MaskType>(type))
    return mask.getLanes();
  return kVectorBits / getScalarBits(cast<VectorType>(type).getElementType());
}

/// Dma.cpp, execDmaCopy: counts and strides, the transfer's total, then
/// (for a transfer that moves data) the sides' limits. Its limit of an
/// lsram row, 32 KiB, is the lsram side's stride limit, and a row is no
/// wider than its stride: it adds no bound.
OperandRule getDmaCopyRule(DmaCopyOp op) {
  PtrType dst = op.getDst().getType(), src = op.getSrc().getType();
  int64_t item = getItemBytes(dst);
  Value width = op.getWidth(), times = op.getTimes();
  RuleTerm total = product(width, times);
  OperandRule rule{{atLeast(width, 0), atLeast(times, 0),
                    notAbove(width, op.getSrcStride()),
                    notAbove(width, op.getDstStride()),
                    atMost(total, ((int64_t(1) << 32) - 1) / item)},
                   "the width, strides or times of S.dma_copy"};
  for (auto [space, stride] : {std::pair(src.getSpace(), op.getSrcStride()),
                               std::pair(dst.getSpace(), op.getDstStride())})
    if (int64_t limit = getSideLimit(space) / item) {
      rule.bounds.push_back({term(stride), constant(limit), total});
      rule.bounds.push_back({total, constant(limit), total});
    }
  return rule;
}

/// Events.cpp, execAsyncDmaCopy: counts, strides and upstream's register
/// widths (the event is checked by __compass_dma_event).
OperandRule getAsyncDmaCopyRule(AsyncDmaCopyOp op) {
  int64_t item = getItemBytes(op.getDst().getType());
  Value width = op.getWidth(), times = op.getTimes();
  return {
      {atLeast(width, 0), atLeast(times, 0), notAbove(width, op.getSrcStride()),
       notAbove(width, op.getDstStride()), atMost(term(width), 0xFFFF / item),
       atMost(term(op.getSrcStride()), 0xFFFFFF / item),
       atMost(term(op.getDstStride()), 0xFFFFFF / item),
       atMost(product(width, times), 0xFFFFFF / item)},
      "the width, strides or times of S.async_dma_copy"};
}

/// Dma.cpp, execDmaTranspose2d: upstream's checks; the 16-bit row width
/// only of the strides the kernel gave.
OperandRule getTranspose2dRule(DmaTranspose2dOp op) {
  int64_t item = getItemBytes(op.getDst().getType());
  Value row = op.getRow(), col = op.getCol();
  OperandRule rule{{atLeast(col, 0), atLeast(row, 0),
                    atMost(term(col, item), 0xFFFFFF),
                    atMost(term(row, item), 0xFFFFFF)},
                   "the sizes or strides of S.dma_transpose2d"};
  if (op.getSrcStrideGiven()) {
    rule.bounds.push_back(notAbove(col, op.getSrcStride()));
    rule.bounds.push_back(atMost(term(col, item), 0xFFFF));
  }
  if (op.getDstStrideGiven()) {
    rule.bounds.push_back(notAbove(row, op.getDstStride()));
    rule.bounds.push_back(atMost(term(row, item), 0xFFFF));
  }
  return rule;
}

/// The rule of `op`'s run-time operands; no bounds for an operation the
/// simulator takes any operands of.
OperandRule getOperandRule(Operation *op) {
  return llvm::TypeSwitch<Operation *, OperandRule>(op)
      .Case([](DmaCopyOp op) { return getDmaCopyRule(op); })
      .Case([](AsyncDmaCopyOp op) { return getAsyncDmaCopyRule(op); })
      .Case([](DmaTranspose2dOp op) { return getTranspose2dRule(op); })
      // Dma.cpp, execDmaMemset.
      .Case([](DmaMemsetOp op) {
        return OperandRule{{atLeast(op.getNum(), 0)},
                           "the count of S.dma_memset"};
      })
      // Dma.cpp, execDmaUpsample.
      .Case([](DmaUpsampleOp op) {
        return OperandRule{{notAbove(op.getC(), op.getSrcCStride()),
                            notAbove(op.getC(), op.getDstCStride()),
                            {product(op.getW(), op.getWScale()),
                             term(op.getDstWStride()), std::nullopt},
                            atMost(term(op.getWScale()), 255)},
                           "the sizes or strides of S.dma_upsample"};
      })
      // Memory.cpp, getStrideOffsets.
      .Case([](VLoadStrideOp op) {
        return OperandRule{{atLeast(op.getStride(), 1)},
                           "the stride of S.vload"};
      })
      .Case([](VStoreStrideOp op) {
        return OperandRule{{atLeast(op.getStride(), 1)},
                           "the stride of S.vstore"};
      })
      // Vectors.cpp, execTailMask.
      .Case([](TailMaskOp op) {
        return OperandRule{
            {atLeast(op.getCount(), 0),
             atMost(term(op.getCount()), op.getType().getLanes())},
            "the lane count of S.tail_mask"};
      })
      // Vectors.cpp, checkLane.
      .Case<tir::ExtractOp, tir::InsertOp>([](auto op) {
        int64_t lanes = getIndexedLanes(op.getVector().getType());
        return OperandRule{
            {atLeast(op.getIndex(), 0), atMost(term(op.getIndex()), lanes - 1)},
            "a lane index"};
      })
      // Permute.cpp, execVPerm.
      .Case([](VPermOp op) {
        int64_t total =
            op.getX().getType().getNumElements() * (op.getY() ? 2 : 1);
        OperandRule rule{{}, "the lane shift of S.vshfl or S.vreplic"};
        if (Value shift = op.getShift())
          rule.bounds = {atLeast(shift, 0), atMost(term(shift), total - 1)};
        return rule;
      })
      // Instructions.cpp, execForInit (checked once the loop is entered).
      .Case([](tir::ForOp op) {
        return OperandRule{{atLeast(op.getStep(), 1)},
                           "the step of a for loop"};
      })
      .Default([](Operation *) { return OperandRule(); });
}

//===----------------------------------------------------------------------===//
// Constant operands
//===----------------------------------------------------------------------===//

/// `t` with its constant operands multiplied into the factor.
RuleTerm fold(RuleTerm t) {
  SmallVector<Value, 2> kept;
  for (Value value : {t.a, t.b}) {
    if (!value)
      continue;
    if (std::optional<int64_t> known = getIntegerConstant(value))
      t.factor *= *known;
    else
      kept.push_back(value);
  }
  if (t.factor == 0)
    kept.clear();
  kept.resize(2);
  return {kept[0], kept[1], t.factor};
}

bool isConstant(const RuleTerm &t) { return !t.a; }

bool isSame(const RuleTerm &lhs, const RuleTerm &rhs) {
  return lhs.a == rhs.a && lhs.b == rhs.b && lhs.factor == rhs.factor;
}

bool isSame(const RuleBound &lhs, const RuleBound &rhs) {
  return isSame(lhs.lhs, rhs.lhs) && isSame(lhs.rhs, rhs.rhs) &&
         lhs.unlessZero.has_value() == rhs.unlessZero.has_value() &&
         (!lhs.unlessZero || isSame(*lhs.unlessZero, *rhs.unlessZero));
}

/// The bounds of `rule` left to check when the operation runs, their terms
/// folded: those constant operands decide true, and repeated ones, are
/// dropped.
SmallVector<RuleBound> getOpenBounds(const OperandRule &rule) {
  SmallVector<RuleBound> open;
  for (RuleBound bound : rule.bounds) {
    bound.lhs = fold(bound.lhs);
    bound.rhs = fold(bound.rhs);
    if (bound.unlessZero) {
      RuleTerm guard = fold(*bound.unlessZero);
      if (isConstant(guard) && guard.factor == 0)
        continue;
      bound.unlessZero =
          isConstant(guard) ? std::nullopt : std::optional<RuleTerm>(guard);
    }
    bool decided = isConstant(bound.lhs) && isConstant(bound.rhs) &&
                   bound.lhs.factor <= bound.rhs.factor;
    if (decided || isSame(bound.lhs, bound.rhs) ||
        llvm::any_of(
            open, [&](const RuleBound &seen) { return isSame(seen, bound); }))
      continue;
    open.push_back(bound);
  }
  return open;
}
} // namespace

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

FailureOr<bool> OpenCLEmitter::emitRequire(Operation *op) {
  OperandRule rule = getOperandRule(op);
  SmallVector<RuleBound> open = getOpenBounds(rule);
  if (open.empty())
    return false;
  auto printTerm = [&](const RuleTerm &t) { return emitRuleTerm(t); };
  os << "__compass_require(__ctx, ";
  for (auto [i, bound] : llvm::enumerate(open)) {
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

LogicalResult OpenCLEmitter::emitRuleTerm(const RuleTerm &t) {
  if (!t.a) {
    os << t.factor << "L";
    return success();
  }
  if (failed(emit("(long)(", t.a, ")")) ||
      (t.b && failed(emit(" * (long)(", t.b, ")"))))
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
  if (!checked || getOpenBounds(getOperandRule(op)).empty())
    return emitOperand(value);
  os << "(";
  if (failed(emitRequire(op)))
    return failure();
  return emit(" ? ", value, " : 0)");
}

LogicalResult OpenCLEmitter::emitForCondition(tir::ForOp op, StringRef iv) {
  if (failed(emit(iv, " < ", op.getStop())))
    return failure();
  if (!checked || getOpenBounds(getOperandRule(op)).empty())
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
  RuleTerm total = fold(product(op.getWidth(), op.getTimes()));
  if (failed(emit("__compass_dma_event(__ctx, ", op.getEvent(), ", ")))
    return failure();
  if (isConstant(total))
    os << (total.factor != 0 ? "true" : "false");
  else if (failed(emitRuleTerm(total)) || failed(emit(" != 0")))
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
