//===- CompassToCore.h - compass-level IR into core dialects ----*- C++ -*-===//
//
// The native tier's lowering: compass-level IR (the compass dialect and the
// tir scalar, pointer and control-flow operations that survive
// -convert-tir-to-compass) into func, cf, scf, arith, math, vector and the
// LLVM dialect's pointers, with the simulator's semantics. The execution
// model (the TECs, barriers, run-time errors) becomes calls of the native
// runtime (include/Compass/Native/RuntimeABI.h).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_CONVERSION_COMPASSTOCORE_COMPASSTOCORE_H
#define COMPASS_CONVERSION_COMPASSTOCORE_COMPASSTOCORE_H

#include "mlir/Transforms/DialectConversion.h"

#include <string>
#include <vector>

namespace mlir::compass {

/// compass-level types as core types: signed and unsigned integers become
/// signless, vectors keep their shape, a `!compass.mask<N>` is
/// `vector<N x i1>`, pointers of every address space and `!tir.var<T>`
/// slots are `!llvm.ptr`, an event is its i32 handle.
class CoreTypeConverter : public TypeConverter {
public:
  CoreTypeConverter();
};

/// The patterns of -convert-compass-to-core for every operation but tir's
/// structured control flow (lowered to cf blocks afterwards, see
/// lowerTIRControlFlow).
void populateCompassToCorePatterns(CoreTypeConverter &converter,
                                   RewritePatternSet &patterns);

/// How the native tier treats each operation of the compass and tir
/// dialects: `lowered` (a pattern, or tir's structured control flow),
/// `refused` (what runs nowhere off the NPU: describeUnrunnable),
/// `tirLevel` (tir.intrin, which -convert-tir-to-compass lowers, so no
/// compass-level module holds it) or `missing` (no lowering: the pass
/// refuses it, named, with a located error).
struct NativeForms {
  std::vector<std::string> lowered, refused, tirLevel, missing;
};
NativeForms describeNativeForms(MLIRContext *context);

/// Lowers tir.for / if / while / break / return in `func` to cf blocks.
/// Runs after the patterns, so the values the control flow reads are
/// already core values behind unrealized casts.
LogicalResult lowerTIRControlFlow(Operation *func);

} // namespace mlir::compass

#endif // COMPASS_CONVERSION_COMPASSTOCORE_COMPASSTOCORE_H
