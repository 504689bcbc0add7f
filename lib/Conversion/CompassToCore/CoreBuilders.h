//===- CoreBuilders.h - helpers of -convert-compass-to-core -----*- C++ -*-===//
//
// What the pattern files of the conversion share: calls into the native
// runtime, run-time errors, and facts about the compass-level types the
// patterns convert from.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_CONVERSION_COMPASSTOCORE_COREBUILDERS_H
#define COMPASS_LIB_CONVERSION_COMPASSTOCORE_COREBUILDERS_H

#include "Compass/Conversion/CompassToCore/CompassToCore.h"

#include "mlir/IR/Builders.h"

namespace mlir::compass::core {

/// Calls the runtime function `name` (RuntimeABI.h), declaring it in the
/// module on first use.
ValueRange callRuntime(OpBuilder &builder, Location loc, StringRef name,
                       TypeRange results, ValueRange args);

/// Stops the run with "<loc>: error: <what>" when `condition` (i1) holds.
/// With `value` (an i64), the first "%v" of `what` stands for it.
void failIf(OpBuilder &builder, Location loc, Value condition, StringRef what,
            Value value = nullptr);

/// The address of a constant copy of "file:line:col" of `loc`.
Value getLocationText(OpBuilder &builder, Location loc);

/// True when `type` (a compass-level scalar or vector) has signed integer
/// lanes.
bool isSignedLanes(Type type);

/// The element type of a compass-level scalar or vector.
Type getLaneType(Type type);

/// `value` (an integer scalar or vector) widened to `bits`, sign- or
/// zero-extended as `isSigned` says; truncated when narrower.
Value resizeInteger(OpBuilder &builder, Location loc, Value value,
                    unsigned bits, bool isSigned);

/// A constant of core type `type` (scalar or vector) with every lane `value`.
Value integerConstant(OpBuilder &builder, Location loc, Type type,
                      int64_t value);

/// The bit width of the lanes of a core integer scalar or vector.
unsigned laneBits(Type type);

void populateScalarPatterns(CoreTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateMemoryPatterns(CoreTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateLanePatterns(CoreTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateDmaPatterns(CoreTypeConverter &converter,
                         RewritePatternSet &patterns);

} // namespace mlir::compass::core

#endif // COMPASS_LIB_CONVERSION_COMPASSTOCORE_COREBUILDERS_H
