//===- EmitPermute.cpp - compass.vperm, vcompress and vtbl ----------------===//
//
// The OpenCL C of the permutations (runtime/include/compass/dsl.h
// implements them):
//   compass.vperm      `__vperm(x, y, T, shift, (uchar32)(indices...))`,
//                      x standing for y with one input (T = its lanes);
//   compass.vcompress  `__vcompt(x, mask)` / `__vcompc(x, fill, mask)`;
//   compass.vtbl       `__vperm(t0, t1, indices)` for two tables,
//                      `__vtbl(t0, t1, t2[, t3], indices)` for more.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

LogicalResult OpenCLEmitter::printOp(VPermOp perm) {
  Operation *op = perm;
  if (failed(typeName(op->getLoc(), perm.getType())))
    return failure();
  Value y = perm.getY() ? perm.getY() : perm.getX();
  int64_t total =
      perm.getX().getType().getNumElements() * (perm.getY() ? 2 : 1);
  std::string table = "(uchar32)(";
  for (unsigned i = 0; i < 32; ++i) {
    int32_t index = i < perm.getIndices().size() ? perm.getIndices()[i] : 0;
    table += (i ? ", " : "") + std::to_string(index);
  }
  table += "))";
  // Checked mode: a shift outside [0, total) is refused, and 0 is used.
  if (perm.getShift())
    return failure(
        failed(emitDeclaration(op, "__vperm(", perm.getX(), ", ", y, ", ",
                               std::to_string(total), ", ")) ||
        failed(emitRequiredOperand(op, perm.getShift())) ||
        failed(emit(", ", table, ";\n")));
  return emitDeclaration(op, "__vperm(", perm.getX(), ", ", y, ", ",
                         std::to_string(total), ", 0, ", table, ";\n");
}

LogicalResult OpenCLEmitter::printOp(VCompressOp compress) {
  if (Value fill = compress.getFill())
    return emitDeclaration(compress, "__vcompc(", compress.getX(), ", ", fill,
                           ", ", compress.getMask(), ");\n");
  return emitDeclaration(compress, "__vcompt(", compress.getX(), ", ",
                         compress.getMask(), ");\n");
}

/// Two tables are the hardware's __vperm (the name upstream's C uses).
LogicalResult OpenCLEmitter::printOp(VTblOp tbl) {
  const char *callee = tbl.getTables().size() == 2 ? "__vperm(" : "__vtbl(";
  return emitDeclaration(tbl, callee, ValueRange(tbl.getTables()), ", ",
                         tbl.getIndices(), ");\n");
}
