//===- TIRToCompass.h - tir to compass conversion -----------------*- C++
//-*-===//

#ifndef COMPASS_CONVERSION_TIRTOCOMPASS_TIRTOCOMPASS_H
#define COMPASS_CONVERSION_TIRTOCOMPASS_TIRTOCOMPASS_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::compass {

/// Type converter of the tir → compass lowering: the types the hardware has
/// stay, vectors must be hardware-native.
class TIRToCompassTypeConverter : public TypeConverter {
public:
  TIRToCompassTypeConverter();
};

/// Adds the patterns rewriting tir intrinsics into compass builtins.
void populateTIRToCompassConversionPatterns(
    const TIRToCompassTypeConverter &typeConverter,
    RewritePatternSet &patterns);

} // namespace mlir::compass

#endif // COMPASS_CONVERSION_TIRTOCOMPASS_TIRTOCOMPASS_H
