//===- EmitCrossLane.cpp - builtins whose lanes read other lanes ----------===//
//
// The OpenCL C of the builtin families whose result lane reads other lanes
// than its own: the pairwise builtins (S.vaddh …), the whole-mask tests
// (S.vall, S.vany) and the reductions (S.vrpadd, S.vrpmax, S.vrpmin), each
// family printed as a whole (Emitter.h hands each operation's OpenCL name);
// runtime/include/compass/dsl.h implements them.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

/// Pairwise builtins: `__vaddh(x, y)`.
LogicalResult OpenCLEmitter::printPairwise(Operation *op, StringRef builtin) {
  return emitDeclaration(op, builtin, "(", op->getOperand(0), ", ",
                         op->getOperand(1), ");\n");
}

/// Whole-mask tests: `__vandr_w(m)`, suffixed by the mask's lane size.
LogicalResult OpenCLEmitter::printMaskTest(Operation *op, StringRef builtin) {
  Value input = op->getOperand(0);
  unsigned lanes = cast<MaskType>(input.getType()).getLanes();
  std::optional<char> suffix = getLaneSuffix(lanes);
  if (!suffix)
    return op->emitOpError() << "cannot emit a mask of " << lanes << " lanes";
  return emitDeclaration(op, builtin, "_", StringRef(&*suffix, 1), "(", input,
                         ");\n");
}

/// Reductions: `__vrpadd(x, mask)`; the checked C passes the simulator's
/// poison bytes for the lanes the reduction leaves undefined.
LogicalResult OpenCLEmitter::printReduce(Operation *op, StringRef builtin) {
  if (!checked)
    return emitDeclaration(op, builtin, "(", op->getOperand(0), ", ",
                           op->getOperand(1), ");\n");
  FailureOr<std::string> fill =
      getPoisonOf(op->getLoc(), op->getResult(0).getType());
  if (failed(fill))
    return failure();
  return emitDeclaration(op, builtin, "(", op->getOperand(0), ", ",
                         op->getOperand(1), ", ", *fill, ");\n");
}
