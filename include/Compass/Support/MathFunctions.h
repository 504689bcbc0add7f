//===- MathFunctions.h - one lane of the Math builtins ---------*- C++ -*-===//
//
// What the simulator (its LaneMathFn / LanePowFn functors) and the native
// runtime (lib/Native/Math.cpp) compute for a lane of S.exp … S.exp2 and
// S.pow: runtime/include/compass/dsl_math.h's algorithm, the one dsl.h
// compiles too, rounded once to the lane type. Both engines call these, so
// they agree bit for bit; a consumer adds runtime/include to its include
// path and compiles with -ffp-contract=off, as the OpenCL C turns
// FP_CONTRACT off.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_MATHFUNCTIONS_H
#define COMPASS_SUPPORT_MATHFUNCTIONS_H

#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/MathKind.h"

#include "compass/dsl_math.h"

namespace mlir::compass {

/// The function Kind of one lane, in double (dsl_math.h).
template <MathKind Kind>
inline double computeMathLane(float x) {
  switch (Kind) {
  case MathKind::Exp: return __compass_m_exp(x);
  case MathKind::Log: return __compass_m_log(x);
  case MathKind::Tanh: return __compass_m_tanh(x);
  case MathKind::Sin: return __compass_m_sin(x);
  case MathKind::Cos: return __compass_m_cos(x);
  case MathKind::Rsqrt: return __compass_m_rsqrt(x);
  case MathKind::Sqrt: return __compass_m_sqrt(x);
  case MathKind::Floor: return __compass_m_floor(x);
  case MathKind::Ceil: return __compass_m_ceil(x);
  case MathKind::Erf: return __compass_m_erf(x);
  case MathKind::Exp2: return __compass_m_exp2(x);
  }
  return 0;
}

/// x^y of one lane, in double (dsl_math.h).
inline double computePowLane(float x, float y) { return __compass_m_pow(x, y); }

/// `value` rounded once to the float lane type Lane (F32, F16 or BF16:
/// float16 and bfloat16 to nearest even at their precision), as a float
/// exact in Lane; NaN gives the positive quiet NaN.
template <ElementKind Lane>
inline float roundMathLane(double value) {
  static_assert(Lane == ElementKind::F32 || Lane == ElementKind::F16 ||
                    Lane == ElementKind::BF16,
                "the Math builtins take float lanes");
  if constexpr (Lane == ElementKind::F16)
    return static_cast<float>(__compass_m_round_to(value, 11, -14, 65504.0));
  else if constexpr (Lane == ElementKind::BF16)
    return static_cast<float>(
        __compass_m_round_to(value, 8, -126, 0x1.fep127));
  else
    return __compass_m_to_float(value);
}

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_MATHFUNCTIONS_H
