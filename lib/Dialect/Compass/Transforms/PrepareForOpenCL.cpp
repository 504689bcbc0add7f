//===- PrepareForOpenCL.cpp - choose the unmasked forms to print ----------===//
//
// The emitter prints what the IR says: this pass decides which lane-wise
// builtins may compute every lane and so be printed without their mask, as
// a C operator or the runtime's unmasked form: those without r under a
// constant mask, all true or leaving lanes undefined (computed values are
// among those they may hold; upstream prints such a builtin without its
// mask too). A runtime mask stays: its computation (a tail mask's count
// check) would be left without a use.
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::compass {
#define GEN_PASS_DEF_COMPASSPREPAREFOROPENCL
#include "Compass/Dialect/Compass/Transforms/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

/// True when `op` may compute every lane and OpenCL C has a form without
/// mask.
static bool canPrintUnmasked(LaneBuiltinOpInterface op) {
  if (!op.getMask().getDefiningOp<ConstMaskOp>() || op.getR())
    return false;
  if (op.getCOperator().empty() && !op.hasUnmaskedForm())
    return false;
  // C operators and the unmasked forms take operands of the result's type
  // (out_sign builtins may mix signedness).
  if (llvm::any_of(op.getLaneOperands(), [&](Value operand) {
        return operand.getType() != op->getResult(0).getType();
      }))
    return false;
  // bfloat16 lanes are raw bits in OpenCL C: only the runtime computes them.
  auto type = cast<VectorType>(op->getResult(0).getType());
  return !type.getElementType().isBF16();
}

void mlir::compass::prepareForOpenCL(Operation *root) {
  StringRef unmasked = CompassDialect::getUnmaskedAttrName();
  root->walk([&](LaneBuiltinOpInterface op) {
    if (canPrintUnmasked(op))
      op->setAttr(unmasked, UnitAttr::get(op->getContext()));
    else
      op->removeAttr(unmasked);
  });
}

namespace {
struct PrepareForOpenCLPass
    : public compass::impl::CompassPrepareForOpenCLBase<PrepareForOpenCLPass> {
  void runOnOperation() override { prepareForOpenCL(getOperation()); }
};
} // namespace
