//===- MathLanes.h - the simulator's lanes of the Math builtins -*- C++ -*-===//
//
// The lane functors of S.exp … S.exp2 and S.pow (the Math family of
// CompassOps.td). Each lane is computed by Compass/Support/MathFunctions.h
// (runtime/include/compass/dsl_math.h, the one algorithm dsl.h compiles
// too, and the native runtime calls), so the simulator, the OpenCL C and the
// native tier agree bit for bit; the result is rounded once to the lane type
// E, so the caller's E::store is exact.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_MATHLANES_H
#define COMPASS_LIB_SIMULATOR_MATHLANES_H

#include "Elements.h"

#include "Compass/Support/MathFunctions.h"

#include <type_traits>

namespace mlir::compass::sim::lanes {

/// The lane type of E for MathFunctions.h's rounding.
template <typename E>
constexpr ElementKind mathLaneKind() {
  if constexpr (std::is_same_v<E, Elem<Half>>)
    return ElementKind::F16;
  else if constexpr (std::is_same_v<E, Elem<BFloat>>)
    return ElementKind::BF16;
  else
    return ElementKind::F32;
}

/// One lane of S.exp … S.exp2.
template <MathKind Kind>
struct LaneMathFn : LaneFn<Takes::Floats> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = roundMathLane<mathLaneKind<E>()>(
        computeMathLane<Kind>(static_cast<float>(a)));
    return true;
  }
};

/// One lane of S.pow.
struct LanePowFn : LaneFn<Takes::Floats> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = roundMathLane<mathLaneKind<E>()>(
        computePowLane(static_cast<float>(a), static_cast<float>(b)));
    return true;
  }
};

} // namespace mlir::compass::sim::lanes

#endif // COMPASS_LIB_SIMULATOR_MATHLANES_H
