//===- CompassDialect.h - compass dialect -------------------------*- C++
//-*-===//
//
// The compass dialect: hardware-native vector builtins of the Zhouyi NPU, its
// mask and pointer types and the address-space enum.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSDIALECT_H
#define COMPASS_DIALECT_COMPASS_IR_COMPASSDIALECT_H

#include "Compass/Dialect/Compass/IR/OperandRules.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Compass/Dialect/Compass/IR/CompassEnums.h.inc"
#include "Compass/Dialect/Compass/IR/CompassOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "Compass/Dialect/Compass/IR/CompassOpsTypes.h.inc"

namespace mlir::compass {
class LaneBuiltinOpInterface;
/// The shared verifier of the lane-wise builtins: one native vector and a
/// mask with one lane per element.
LogicalResult verifyLaneBuiltin(Operation *op);
/// `type` with signless integer lanes (an out_sign builtin's values agree
/// on it); other types as they are.
Type getWithoutSign(Type type);
/// The shared verifier of the Dot family (DotBuiltinOpInterface): native
/// vectors, the result type the group implies, the mask's lanes.
LogicalResult verifyDotBuiltin(Operation *op);
} // namespace mlir::compass

#include "Compass/Dialect/Compass/IR/CompassInterfaces.h.inc"

#define GET_OP_CLASSES
#include "Compass/Dialect/Compass/IR/CompassOps.h.inc"

namespace mlir::compass {

/// Width of a vector register on every Zhouyi target.
constexpr unsigned kVectorBits = 256;

/// Storage width in bits of a Compass scalar type (si8 … f32).
unsigned getScalarBits(Type type);

/// Lanes of the hardware-native vector of `elementType`: 256 / bits.
unsigned getNativeLanes(Type elementType);

/// Bytes of one element a DMA moves through `ptr`: its pointee's, a
/// vector's lane (DMA counts are in elements of the scalar type).
int64_t getDmaItemBytes(PtrType ptr);

/// True when `type` is a vector filling exactly one 256-bit register.
bool isNativeVector(Type type);

/// True when `mask` is a compass.const_mask whose every lane is `lane`.
bool isUniformMask(Value mask, bool lane);

/// True for global memory of any ASID: global, global.1, global.2, global.3.
inline bool isGlobalSpace(AddressSpace space) {
  return space == AddressSpace::Global || space == AddressSpace::Global1 ||
         space == AddressSpace::Global2 || space == AddressSpace::Global3;
}

/// True when `op` is the entry kernel of its module.
bool isKernel(Operation *op);

/// The error every execution path gives for an operation it cannot run off
/// the NPU (S.aiff and S.async_aiff: no model of the AIFF accelerator;
/// S.asm: NPU assembly), `where` naming the path ("in the simulator", "on
/// POCL", "natively"); an empty string for any other operation.
std::string describeUnrunnable(OperationName name, StringRef where);
inline std::string describeUnrunnable(Operation *op, StringRef where) {
  return describeUnrunnable(op->getName(), where);
}

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSDIALECT_H
