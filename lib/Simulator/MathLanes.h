//===- MathLanes.h - the simulator's lanes of the Math builtins -*- C++ -*-===//
//
// The lane functors of S.exp … S.exp2 and S.pow (the Math family of
// CompassOps.td). Each lane is computed by runtime/include/compass/
// dsl_math.h, the one algorithm dsl.h compiles too, so the simulator and
// the OpenCL C agree bit for bit; the result is rounded once to the lane
// type E (float16 and bfloat16 to nearest even at their precision, so the
// caller's E::store is exact).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_MATHLANES_H
#define COMPASS_LIB_SIMULATOR_MATHLANES_H

#include "Elements.h"

#include "compass/dsl_math.h"

#include <type_traits>

namespace mlir::compass::sim::lanes {

/// The functions of the Math family, one per S.* name.
enum class MathKind {
  Exp, Log, Tanh, Sin, Cos, Rsqrt, Sqrt, Floor, Ceil, Erf, Exp2
};

/// `value` rounded once to the lane type of E, as a float (exact in E).
template <typename E>
inline float roundMathLane(double value) {
  if constexpr (std::is_same_v<E, Elem<Half>>)
    return static_cast<float>(__compass_m_round_to(value, 11, -14, 65504.0));
  else if constexpr (std::is_same_v<E, Elem<BFloat>>)
    return static_cast<float>(
        __compass_m_round_to(value, 8, -126, 0x1.fep127));
  else
    return __compass_m_to_float(value);
}

template <MathKind Kind>
inline double mathLane(float x) {
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

/// One lane of S.exp … S.exp2.
template <MathKind Kind>
struct LaneMathFn : LaneFn<Takes::Floats> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = roundMathLane<E>(mathLane<Kind>(static_cast<float>(a)));
    return true;
  }
};

/// One lane of S.pow.
struct LanePowFn : LaneFn<Takes::Floats> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = roundMathLane<E>(__compass_m_pow(static_cast<float>(a), static_cast<float>(b)));
    return true;
  }
};

} // namespace mlir::compass::sim::lanes

#endif // COMPASS_LIB_SIMULATOR_MATHLANES_H
