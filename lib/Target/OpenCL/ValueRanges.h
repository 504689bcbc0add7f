//===- ValueRanges.h - what the emitter knows of a scalar's range -*- C++ -*-===//
//
// Facts about the values of int32 scalars that let the emitter print an
// operation as upstream's C does without changing what it computes.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_TARGET_OPENCL_VALUERANGES_H
#define COMPASS_LIB_TARGET_OPENCL_VALUERANGES_H

#include "mlir/IR/Operation.h"

namespace mlir::compass::opencl {

/// True when the signed 32-bit addition `op` (tir.add) cannot overflow, so C's
/// signed `+` computes it as the hardware's wrapping addition does: one
/// operand a positive constant c, the other below a constant K wherever it is
/// read, and K - 1 + c at most INT_MAX.
bool isAdditionWithoutOverflow(Operation *op);

} // namespace mlir::compass::opencl

#endif // COMPASS_LIB_TARGET_OPENCL_VALUERANGES_H
