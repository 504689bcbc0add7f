//===- FloatBits.h - f16 and bf16 conversions ----------------- -*- C++ -*-===//
//
// Conversions between float and the 16-bit float formats, rounding to
// nearest even and keeping NaN a (quiet) NaN, plus the saturating float to
// integer conversion of tir.cast. The simulator computes with them; the
// native runtime stores the Math builtins' lanes with them.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_FLOATBITS_H
#define COMPASS_SUPPORT_FLOATBITS_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace mlir::compass {

inline uint32_t floatToBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

inline float bitsToFloat(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// The exact float value of an IEEE binary16 bit pattern.
inline float halfToFloat(uint16_t half) {
  uint32_t sign = static_cast<uint32_t>(half & 0x8000) << 16;
  uint32_t exponent = (half >> 10) & 0x1f;
  uint32_t mantissa = half & 0x3ff;
  if (exponent == 0) {
    // Zero or subnormal: mantissa * 2^-24, exact in float.
    float magnitude = static_cast<float>(mantissa) * 0x1p-24f;
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31)
    return bitsToFloat(sign | 0x7f800000 | (mantissa << 13));
  return bitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

/// `value` rounded to nearest even binary16; NaN stays a quiet NaN.
inline uint16_t floatToHalf(float value) {
  uint32_t bits = floatToBits(value);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000);
  uint32_t magnitude = bits & 0x7fffffff;
  if (magnitude > 0x7f800000)
    return sign | 0x7e00 | ((magnitude >> 13) & 0x3ff);
  if (magnitude >= 0x47800000) // >= 65536 (and infinity)
    return sign | 0x7c00;
  if (magnitude < 0x38800000) {
    // Below the smallest normal: round |value| * 2^24 to an integer (exact
    // scaling, then the default round-to-nearest-even).
    float scaled = bitsToFloat(magnitude) * 0x1p24f;
    return sign | static_cast<uint16_t>(std::nearbyint(scaled));
  }
  uint32_t exponent = (magnitude >> 23) - 112;
  uint32_t mantissa = magnitude & 0x7fffff;
  uint32_t half = (exponent << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1fff;
  // A carry out of the mantissa correctly bumps the exponent (to infinity
  // above 65504).
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
    ++half;
  return sign | static_cast<uint16_t>(half);
}

/// The exact float value of a bfloat16 bit pattern.
inline float bfloat16ToFloat(uint16_t value) {
  return bitsToFloat(static_cast<uint32_t>(value) << 16);
}

/// `value` rounded to nearest even bfloat16; NaN stays a quiet NaN.
inline uint16_t floatToBFloat16(float value) {
  uint32_t bits = floatToBits(value);
  if ((bits & 0x7fffffff) > 0x7f800000)
    return static_cast<uint16_t>((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}

/// `value` rounded once, to nearest even, to a binary format of `precision`
/// significant bits, smallest normal exponent `minExponent` and largest
/// finite value `maxFinite`; the result is exact in float when the format is
/// no wider than float. Used where a double (an integer or a Python float)
/// must reach f16/bf16 without rounding twice.
inline double roundToFormat(double value, int precision, int minExponent,
                            double maxFinite) {
  if (!std::isfinite(value) || value == 0)
    return value;
  int exponent;
  std::frexp(value, &exponent); // value = m * 2^exponent, 0.5 <= |m| < 1
  int lead = exponent - 1 < minExponent ? minExponent : exponent - 1;
  double quantum = std::ldexp(1.0, lead - (precision - 1));
  double rounded = std::nearbyint(value / quantum) * quantum;
  if (std::fabs(rounded) > maxFinite)
    return std::copysign(std::numeric_limits<double>::infinity(), value);
  return rounded;
}

/// binary16 bits of a double, rounded once.
inline uint16_t doubleToHalf(double value) {
  if (std::isnan(value))
    return floatToHalf(static_cast<float>(value));
  return floatToHalf(
      static_cast<float>(roundToFormat(value, 11, -14, 65504.0)));
}

/// bfloat16 bits of a double, rounded once.
inline uint16_t doubleToBFloat16(double value) {
  if (std::isnan(value))
    return floatToBFloat16(static_cast<float>(value));
  return floatToBFloat16(
      static_cast<float>(roundToFormat(value, 8, -126, 0x1.fep127)));
}

/// C conversion of a float to an integer type with saturation: truncates
/// toward zero, clamps to the range, NaN gives 0.
template <typename Int>
inline Int floatToIntSaturating(double value) {
  if (std::isnan(value))
    return 0;
  double truncated = std::trunc(value);
  if (truncated <= static_cast<double>(std::numeric_limits<Int>::min()))
    return std::numeric_limits<Int>::min();
  if (truncated >= static_cast<double>(std::numeric_limits<Int>::max()))
    return std::numeric_limits<Int>::max();
  return static_cast<Int>(truncated);
}

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_FLOATBITS_H
