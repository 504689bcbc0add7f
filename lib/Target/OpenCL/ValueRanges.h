//===- ValueRanges.h - what the emitter knows of a scalar's range -*- C++ -*-===//
//
// Facts about the values of integer scalars that let the emitter print an
// operation as upstream's C does without changing what it computes.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_TARGET_OPENCL_VALUERANGES_H
#define COMPASS_LIB_TARGET_OPENCL_VALUERANGES_H

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::compass::opencl {

/// The value a run-time check passes on (compass.check_divisor's divisor),
/// else `value`: the facts of a checked value are those of what it checks.
Value lookThroughChecks(Value value);

/// The value of an integer tir.const (seen through its checks) as C's
/// `(long)` cast gives it (signed types sign-extended, unsigned ones
/// zero-extended), or nullopt.
std::optional<int64_t> getIntegerConstant(Value value);

/// True when `value` is never negative: a non-negative constant, a
/// parameter every call refuses when negative (an S.size_* or an extent of
/// an S.match_buffer shape: arguments.py checks both, on every path), or the
/// variable of a loop counting by 1 from a value never negative (it stays
/// below the loop's stop, so it cannot wrap).
bool isKnownNonNegative(Value value);

/// True when the signed 32-bit addition `op` (tir.add) cannot overflow, so C's
/// signed `+` computes it as the hardware's wrapping addition does: one
/// operand a positive constant c, the other below a constant K wherever it is
/// read, and K - 1 + c at most INT_MAX.
bool isAdditionWithoutOverflow(Operation *op);

} // namespace mlir::compass::opencl

#endif // COMPASS_LIB_TARGET_OPENCL_VALUERANGES_H
