//===- InsertChecks.cpp - run-time checks as compass ops ------------------===//
//
// The checks a run makes, placed as operations of the Check family so that
// every path reads them from the IR: the checked C prints them, the native
// tier lowers them. Each carries the location of what it checks, which the
// error names: integer divisors (compass.check_divisor), scalar and
// whole-element accesses through pointers (compass.check_access), masked
// vector accesses (compass.check_lanes, _stride_lanes, _index_lanes) and
// the sides of DMAs (compass.check_rows, an upsample's destination
// compass.check_upsample), and the loop iterations the step
// limit counts (compass.check_trips, compass.check_iteration), and the
// votes of the TECs at branches and loops holding a barrier
// (compass.check_uniform, compass.check_uniform_loop).
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/BarrierHolders.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/IR/Builders.h"

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSINSERTCHECKS
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

/// The divisor of `op` goes through a check of its own, at the division's
/// location (a division already checked keeps its check).
static void checkDivisor(Operation *op) {
  OpOperand &divisor = op->getOpOperand(1);
  if (!isa<IntegerType>(divisor.get().getType()) ||
      divisor.get().getDefiningOp<CheckDivisorOp>())
    return;
  OpBuilder builder(op);
  divisor.set(CheckDivisorOp::create(builder, op->getLoc(), divisor.get()));
}

/// The pointer `ptr` of an access goes through a check of its own, at the
/// access's location, made by `create` (an access already checked keeps its
/// check).
template <typename CheckOpTy>
static void checkPointer(Operation *access, OpOperand &ptr,
                         function_ref<Value(OpBuilder &, Location)> create) {
  if (ptr.get().getDefiningOp<CheckOpTy>())
    return;
  OpBuilder builder(access);
  ptr.set(create(builder, access->getLoc()));
}

/// One side of a DMA, `times` rows of `width` elements `stride` apart (null:
/// one row), read or written element by element when `items`.
static void checkRows(Operation *dma, OpOperand &ptr, Value width, Value times,
                      Value stride, bool items, bool write) {
  checkPointer<CheckRowsOp>(dma, ptr, [&](OpBuilder &b, Location loc) {
    return CheckRowsOp::create(b, loc, ptr.get(), width, times, stride, items,
                               write);
  });
}

/// True when a tir.break of `loop` or a tir.return inside it may end the
/// loop before its last iteration.
static bool leavesEarly(tir::ForOp loop) {
  return loop
      ->walk([&](Operation *op) {
        if (isa<tir::ReturnOp>(op))
          return WalkResult::interrupt();
        if (isa<tir::BreakOp>(op)) {
          Operation *owner = op->getParentOp();
          while (!isa<tir::ForOp, tir::WhileOp>(owner))
            owner = owner->getParentOp();
          if (owner == loop.getOperation())
            return WalkResult::interrupt();
        }
        return WalkResult::advance();
      })
      .wasInterrupted();
}

/// The iterations of `loop` (a tir.for or tir.while) count against the step
/// limit: a tir.for nothing leaves early pays its trip count at its entry
/// (one compare a loop), any other loop one step an iteration, counted in
/// its TECs' vote when it holds a barrier.
static void checkIterations(Operation *loop, Block &body, bool holdsBarrier) {
  if (isa_and_nonnull<CheckTripsOp>(loop->getPrevNode()) ||
      isa<CheckIterationOp>(body.front()))
    return;
  OpBuilder builder(loop);
  auto forOp = dyn_cast<tir::ForOp>(loop);
  if (forOp && !holdsBarrier && !leavesEarly(forOp)) {
    CheckTripsOp::create(builder, loop->getLoc(), forOp.getStart(),
                         forOp.getStop(), forOp.getStep());
    return;
  }
  builder.setInsertionPointToStart(&body);
  CheckIterationOp::create(builder, loop->getLoc());
}

/// The TECs of a loop holding a barrier vote on each test of its
/// condition: compass.check_uniform_loop begins its body, after its step
/// count.
static void checkUniformLoop(Operation *loop, Block &body) {
  if (CheckUniformLoopOp::getOfBody(body))
    return;
  auto builder = OpBuilder::atBlockBegin(&body);
  if (isa<CheckIterationOp>(body.front()))
    builder.setInsertionPointAfter(&body.front());
  CheckUniformLoopOp::create(builder, loop->getLoc());
}

/// The TECs take the condition of a branch holding a barrier by a vote.
static void checkUniformBranch(tir::IfOp branch) {
  OpOperand &condition = branch.getConditionMutable();
  if (condition.get().getDefiningOp<CheckUniformOp>())
    return;
  OpBuilder builder(branch);
  condition.set(
      CheckUniformOp::create(builder, branch.getLoc(), condition.get()));
}

void mlir::compass::insertChecks(Operation *root, bool memory, bool steps,
                                 bool votes) {
  llvm::DenseSet<Operation *> barrierHolders;
  if (steps || votes) {
    auto module = dyn_cast<ModuleOp>(root);
    if (!module)
      module = root->getParentOfType<ModuleOp>();
    if (module)
      barrierHolders = findBarrierHolders(module);
  }
  root->walk([&](Operation *op) {
    bool holdsBarrier = barrierHolders.contains(op);
    if (auto branch = dyn_cast<tir::IfOp>(op); branch && holdsBarrier && votes)
      return checkUniformBranch(branch);
    Block *body = nullptr;
    if (auto loop = dyn_cast<tir::ForOp>(op))
      body = loop.getBodyBlock();
    else if (auto loop = dyn_cast<tir::WhileOp>(op))
      body = loop.getBodyBlock();
    if (body) {
      if (steps)
        checkIterations(op, *body, holdsBarrier);
      if (votes && holdsBarrier)
        checkUniformLoop(op, *body);
      return;
    }
    if (isa<tir::DivOp, tir::FloorDivOp, tir::ModOp>(op))
      return checkDivisor(op);
    if (!memory)
      return;
    if (auto load = dyn_cast<tir::LoadOp>(op))
      return checkPointer<CheckAccessOp>(
          op, load.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckAccessOp::create(b, loc, load.getPtr(),
                                         load.getIndex());
          });
    if (auto store = dyn_cast<tir::StoreOp>(op))
      return checkPointer<CheckAccessOp>(
          op, store.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckAccessOp::create(b, loc, store.getPtr(),
                                         store.getIndex(), /*write=*/true);
          });
    if (auto load = dyn_cast<VLoadOp>(op))
      return checkPointer<CheckLanesOp>(
          op, load.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckLanesOp::create(b, loc, load.getPtr(), load.getMask(),
                                        load.getType());
          });
    if (auto store = dyn_cast<VStoreOp>(op))
      return checkPointer<CheckLanesOp>(
          op, store.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckLanesOp::create(b, loc, store.getPtr(), store.getMask(),
                                        store.getValue().getType(),
                                        /*write=*/true);
          });
    if (auto load = dyn_cast<VLoadStrideOp>(op))
      return checkPointer<CheckStrideLanesOp>(
          op, load.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckStrideLanesOp::create(b, loc, load.getPtr(),
                                              load.getStride(), load.getMask(),
                                              load.getType());
          });
    if (auto store = dyn_cast<VStoreStrideOp>(op))
      return checkPointer<CheckStrideLanesOp>(
          op, store.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckStrideLanesOp::create(
                b, loc, store.getPtr(), store.getStride(), store.getMask(),
                store.getValue().getType(), /*write=*/true);
          });
    if (auto load = dyn_cast<VLoadGatherOp>(op))
      return checkPointer<CheckIndexLanesOp>(
          op, load.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckIndexLanesOp::create(b, loc, load.getPtr(),
                                             load.getIndices(), load.getFirst(),
                                             load.getMask(), load.getType());
          });
    if (auto store = dyn_cast<VStoreScatterOp>(op))
      return checkPointer<CheckIndexLanesOp>(
          op, store.getPtrMutable(), [&](OpBuilder &b, Location loc) {
            return CheckIndexLanesOp::create(
                b, loc, store.getPtr(), store.getIndices(), store.getFirst(),
                store.getMask(), store.getValue().getType(), /*write=*/true);
          });
    // A synchronous DMA moves element by element, an asynchronous one is
    // checked row by row when it starts (the simulator's granularity).
    if (auto copy = dyn_cast<DmaCopyOp>(op)) {
      checkRows(op, copy.getSrcMutable(), copy.getWidth(), copy.getTimes(),
                copy.getSrcStride(), /*items=*/true, /*write=*/false);
      return checkRows(op, copy.getDstMutable(), copy.getWidth(),
                       copy.getTimes(), copy.getDstStride(), /*items=*/true,
                       /*write=*/true);
    }
    if (auto copy = dyn_cast<AsyncDmaCopyOp>(op)) {
      checkRows(op, copy.getSrcMutable(), copy.getWidth(), copy.getTimes(),
                copy.getSrcStride(), /*items=*/false, /*write=*/false);
      return checkRows(op, copy.getDstMutable(), copy.getWidth(),
                       copy.getTimes(), copy.getDstStride(), /*items=*/false,
                       /*write=*/true);
    }
    if (auto memset = dyn_cast<DmaMemsetOp>(op))
      return checkRows(op, memset.getPtrMutable(), memset.getNum(), Value(),
                       Value(), /*items=*/true, /*write=*/true);
    // Source: `row` rows of `col` elements; destination: `col` rows of `row`.
    if (auto transpose = dyn_cast<DmaTranspose2dOp>(op)) {
      checkRows(op, transpose.getSrcMutable(), transpose.getCol(),
                transpose.getRow(), transpose.getSrcStride(), /*items=*/true,
                /*write=*/false);
      return checkRows(op, transpose.getDstMutable(), transpose.getRow(),
                       transpose.getCol(), transpose.getDstStride(),
                       /*items=*/true, /*write=*/true);
    }
    // Source: `w` rows of `c` elements; destination: `hScale` planes of
    // `w * wScale` rows (compass.check_upsample), element by element as the
    // simulator moves them.
    if (auto upsample = dyn_cast<DmaUpsampleOp>(op)) {
      checkRows(op, upsample.getSrcMutable(), upsample.getC(), upsample.getW(),
                upsample.getSrcCStride(), /*items=*/true, /*write=*/false);
      return checkPointer<CheckUpsampleOp>(
          op, upsample.getDstMutable(), [&](OpBuilder &b, Location loc) {
            return CheckUpsampleOp::create(
                b, loc, upsample.getDst(), upsample.getHScale(),
                upsample.getWScale(), upsample.getC(), upsample.getW(),
                upsample.getDstCStride(), upsample.getDstWStride());
          });
    }
  });
}

namespace {
struct InsertChecksPass
    : public compass::impl::CompassInsertChecksBase<InsertChecksPass> {
  using CompassInsertChecksBase::CompassInsertChecksBase;
  void runOnOperation() override {
    insertChecks(getOperation(), memory, steps, votes);
  }
};
} // namespace
