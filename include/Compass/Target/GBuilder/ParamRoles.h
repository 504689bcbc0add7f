//===- ParamRoles.h - GBuilder roles of the entry kernel's parameters -----===//
//
// GBuilder sees a Compass DSL kernel as one layer of a graph: its pointer
// parameters are the layer's input, constant and output tensors (or AIFF
// descriptors), its scalars the layer's attributes. The roles come from what
// the compass-level IR does with each parameter.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_TARGET_GBUILDER_PARAMROLES_H
#define COMPASS_TARGET_GBUILDER_PARAMROLES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir::compass {

/// What a kernel parameter is to GBuilder (upstream's ParamInfo categories).
enum class ParamRole {
  InputTensor,
  ConstTensor,
  OutputTensor,
  Descriptor,
  Attr
};

/// "input_tensor", "const_tensor", "output_tensor", "descriptor", "attr".
StringRef stringifyParamRole(ParamRole role);

/// The role of every parameter of `kernel`, in parameter order, before any
/// call is known:
/// - a pointer written by the kernel is an output_tensor. A write is a
///   MemWrite effect (tir.store, vstore, vstore_scatter, DMA, memset,
///   transpose and upsample destinations, …) on a pointer derived from the
///   parameter: through ptr_offset / ptr_cast / select (any op whose pointer
///   result comes from pointer operands), tir variables holding it (flow
///   sensitive: a reassignment replaces what the variable holds), calls (the
///   callee writes through its parameter) and pointers a callee returns;
/// - a pointer given to S.aiff / S.async_aiff is a descriptor (first);
/// - an unwritten global.1 pointer is a const_tensor;
/// - any other pointer is an input_tensor; a scalar is an attr.
SmallVector<ParamRole> analyzeParamRoles(func::FuncOp kernel);

} // namespace mlir::compass

#endif // COMPASS_TARGET_GBUILDER_PARAMROLES_H
