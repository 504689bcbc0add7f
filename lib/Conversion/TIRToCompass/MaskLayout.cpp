//===- MaskLayout.cpp - how every mask is split into native masks ---------===//
//
// A union-find over the masks (and mask variables) of a module. Masks that
// flow into each other end up in one group; a group takes the native lane
// count of the vectors its masks meet in an operation, so that piece k of a
// mask predicates piece k of the vectors it goes with. A use that would give
// a group two lane widths is reported (or, for layOutMasks, found).
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "VectorPieces.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::compass;

/// Lanes of a mask or of the mask a variable holds; 0 for other types.
static unsigned getTrackedLanes(Type type) {
  if (auto var = dyn_cast<tir::VarType>(type))
    type = var.getElementType();
  if (auto mask = dyn_cast<MaskType>(type))
    return mask.getLanes();
  return 0;
}

/// Bits of a vector lane whose native vector has `lanes` lanes.
static unsigned getLaneBits(unsigned lanes) { return kVectorBits / lanes; }

unsigned MaskLayout::getId(Value value) {
  auto [it, inserted] = ids.try_emplace(value, parents.size());
  if (inserted) {
    parents.push_back(it->second);
    pieceLanes.push_back(0);
    requiredBy.push_back(nullptr);
    maskLanes.push_back(getTrackedLanes(value.getType()));
  }
  return it->second;
}

unsigned MaskLayout::find(unsigned id) const {
  while (parents[id] != id) {
    parents[id] = parents[parents[id]];
    id = parents[id];
  }
  return id;
}

LogicalResult MaskLayout::require(Value value, unsigned lanes, Operation *op) {
  unsigned root = find(getId(value));
  if (pieceLanes[root] == 0 || pieceLanes[root] == lanes) {
    if (pieceLanes[root] == 0)
      requiredBy[root] = op;
    pieceLanes[root] = lanes;
    return success();
  }
  if (collecting) {
    conflict = Conflict{op, value, pieceLanes[root], lanes};
    return failure();
  }
  InFlightDiagnostic diag = op->emitOpError()
                            << "uses a mask of " << maskLanes[root]
                            << " lanes with " << getLaneBits(lanes)
                            << "-bit vector lanes, but the same mask also goes "
                               "with "
                            << getLaneBits(pieceLanes[root])
                            << "-bit vector lanes; a mask must go with vectors "
                               "of one lane width";
  diag.attachNote(requiredBy[root]->getLoc())
      << "used with " << getLaneBits(pieceLanes[root])
      << "-bit vector lanes here";
  return diag;
}

LogicalResult MaskLayout::join(Value a, Value b, Operation *op) {
  unsigned rootA = find(getId(a));
  unsigned rootB = find(getId(b));
  if (rootA == rootB)
    return success();
  // Keep the requirement of either side, checking they agree.
  unsigned lanesA = pieceLanes[rootA];
  unsigned lanesB = pieceLanes[rootB];
  if (collecting && lanesA && lanesB && lanesA != lanesB) {
    // The side the operation takes as an operand can be converted.
    bool convertB = llvm::is_contained(op->getOperands(), b);
    conflict = convertB ? Conflict{op, b, lanesB, lanesA}
                        : Conflict{op, a, lanesA, lanesB};
    return failure();
  }
  Operation *byB = requiredBy[rootB];
  parents[rootB] = rootA;
  if (lanesB == 0)
    return success();
  if (pieceLanes[rootA] == 0) {
    pieceLanes[rootA] = lanesB;
    requiredBy[rootA] = byB;
    return success();
  }
  return require(a, lanesB, op);
}

unsigned MaskLayout::getPieceLanes(Value value) const {
  auto it = ids.find(value);
  if (it == ids.end())
    return 0;
  unsigned root = find(it->second);
  if (pieceLanes[root] != 0)
    return pieceLanes[root];
  return getDefaultMaskPieceLanes(maskLanes[root]);
}

/// The value standing for result `index` of `func`: the operand of the
/// function's final func.return.
static Value getResultSlot(func::FuncOp func, unsigned index) {
  if (func.isExternal())
    return {};
  auto ret = dyn_cast<func::ReturnOp>(func.getBody().back().getTerminator());
  if (!ret || index >= ret.getNumOperands())
    return {};
  return ret.getOperand(index);
}

std::optional<MaskLayout::Conflict>
MaskLayout::findConflict(ModuleOp module) {
  collecting = true;
  conflict.reset();
  (void)analyze(module);
  collecting = false;
  return conflict;
}

LogicalResult MaskLayout::analyze(ModuleOp module) {
  SymbolTableCollection symbols;
  // Joins `a` and `b` when both are tracked (the other cases do not matter).
  auto joinValues = [&](Value a, Value b, Operation *op) {
    if (!a || !b || !getTrackedLanes(a.getType()) ||
        !getTrackedLanes(b.getType()))
      return success();
    return join(a, b, op);
  };
  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<func::FuncOp>(op))
      return WalkResult::advance();
    // Calls and returns pass masks positionally.
    if (auto call = dyn_cast<func::CallOp>(op)) {
      auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
          op, call.getCalleeAttr());
      if (!callee)
        return WalkResult::advance();
      // A declaration's masks convert by their type alone.
      if (callee.isExternal()) {
        for (Value value :
             llvm::concat<Value>(call.getOperands(), call.getResults()))
          if (unsigned lanes = getTrackedLanes(value.getType());
              lanes &&
              failed(require(value, getDefaultMaskPieceLanes(lanes), op)))
            return WalkResult::interrupt();
        return WalkResult::advance();
      }
      for (auto [operand, argument] :
           llvm::zip(call.getOperands(), callee.getArguments()))
        if (failed(joinValues(operand, argument, op)))
          return WalkResult::interrupt();
      for (auto [index, result] : llvm::enumerate(call.getResults()))
        if (failed(joinValues(result, getResultSlot(callee, index), op)))
          return WalkResult::interrupt();
      return WalkResult::advance();
    }
    if (isa<func::ReturnOp, tir::ReturnOp>(op)) {
      auto func = op->getParentOfType<func::FuncOp>();
      if (!func)
        return WalkResult::advance();
      for (auto [index, operand] : llvm::enumerate(op->getOperands()))
        if (failed(joinValues(operand, getResultSlot(func, index), op)))
          return WalkResult::interrupt();
      return WalkResult::advance();
    }
    // Any other operation: its masks go together, with its vectors.
    Value first;
    for (Value value :
         llvm::concat<Value>(op->getOperands(), op->getResults())) {
      if (!getTrackedLanes(value.getType()))
        continue;
      if (!first)
        first = value;
      else if (failed(join(first, value, op)))
        return WalkResult::interrupt();
    }
    if (!first)
      return WalkResult::advance();
    // A grouped Dot builtin's mask goes with one argument's lanes only.
    if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
      if (int maskArg = getGroupedDotMaskArg(intrin.getName()); maskArg >= 0) {
        Type type = intrin.getArgs()[maskArg].getType();
        if (isLegalizableVector(type) &&
            failed(require(first, getNativeLanes(cast<VectorType>(type)
                                                     .getElementType()),
                           op)))
          return WalkResult::interrupt();
        return WalkResult::advance();
      }
    }
    // The mask of a builtin call goes with its vector arguments, when it
    // has some: the result (and r) of a widening, narrowing or reducing
    // builtin has other lanes (S.vrpadd of 16-bit float lanes gives float32
    // lanes).
    SmallVector<Type> vectorTypes(op->getOperandTypes());
    llvm::append_range(vectorTypes, op->getResultTypes());
    if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
      SmallVector<Type> argTypes;
      int indexArg = getIndexArg(intrin.getName());
      for (auto [position, arg] : llvm::enumerate(intrin.getArgs()))
        if (isLegalizableVector(arg.getType()) &&
            (indexArg < 0 || position != unsigned(indexArg)))
          argTypes.push_back(arg.getType());
      // A gather's mask goes with its result.
      if (argTypes.empty() && indexArg >= 0)
        for (Type type : op->getResultTypes())
          if (isLegalizableVector(type))
            argTypes.push_back(type);
      if (!argTypes.empty())
        vectorTypes = argTypes;
    }
    for (Type type : vectorTypes) {
      if (auto var = dyn_cast<tir::VarType>(type))
        type = var.getElementType();
      if (!isLegalizableVector(type))
        continue;
      unsigned lanes = getNativeLanes(cast<VectorType>(type).getElementType());
      if (failed(require(first, lanes, op)))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
