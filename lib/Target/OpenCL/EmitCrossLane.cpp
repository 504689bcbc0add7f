//===- EmitCrossLane.cpp - builtins whose lanes read other lanes ----------===//
//
// The OpenCL C of the builtin families whose result lane reads other lanes
// than its own: the pairwise builtins (S.vaddh …), the whole-mask tests
// (S.vall, S.vany) and the reductions (S.vrpadd, S.vrpmax, S.vrpmin). Their rows come from the
// builtin table; runtime/include/compass/dsl.h implements them.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

std::optional<LogicalResult> OpenCLEmitter::printCrossLane(Operation *op) {
  // Pairwise builtins: `__vaddh(x, y)`.
#define COMPASS_PAIRWISE(OP, FN)                                               \
  if (auto pairwise = dyn_cast<OP>(op))                                        \
    return emitDeclaration(op, OP::getBuiltinName(), "(", pairwise.getLhs(),   \
                           ", ", pairwise.getRhs(), ");\n");
  // Whole-mask tests: `__vandr_w(m)`, suffixed by the mask's lane size.
#define COMPASS_MASK_TEST(OP)                                                  \
  if (auto test = dyn_cast<OP>(op)) {                                          \
    unsigned lanes = test.getInput().getType().getLanes();                     \
    std::optional<char> suffix = getLaneSuffix(lanes);                         \
    if (!suffix)                                                               \
      return LogicalResult(op->emitOpError()                                   \
                           << "cannot emit a mask of " << lanes << " lanes");  \
    return emitDeclaration(op, OP::getBuiltinName(), "_",                      \
                           StringRef(&*suffix, 1), "(", test.getInput(),       \
                           ");\n");                                            \
  }
  // Reductions: `__vrpadd(x, mask)`.
#define COMPASS_REDUCE(OP)                                                     \
  if (auto reduce = dyn_cast<OP>(op))                                          \
    return emitDeclaration(op, OP::getBuiltinName(), "(", reduce.getInput(),   \
                           ", ", reduce.getMask(), ");\n");
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return std::nullopt;
}
