//===- LaneForms.h - the native form of each lane functor -------*- C++ -*-===//
//
// The builtin table names each lane-wise and pairwise row's simulator
// functor (lib/Simulator/LaneFunctions.h) as a C++ type; the conversion
// instantiates rows::<that type> for the row's core form. So every functor
// has a struct of the same name here, whose `build` computes the functor on
// whole core vectors: a row whose functor has no native form does not
// compile (nor link), as a row whose functor the simulator lacks.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_CONVERSION_COMPASSTOCORE_LANEFORMS_H
#define COMPASS_LIB_CONVERSION_COMPASSTOCORE_LANEFORMS_H

#include "CoreBuilders.h"

#include "Compass/Support/MathKind.h"

namespace mlir::compass::core {

/// A Math builtin's lanes (S.<function>, "pow" with two operands) computed
/// by the native runtime's function for the lane type (RuntimeABI.h); the
/// operands are in their own float type (bfloat16 as its bits).
Value buildMathCall(OpBuilder &b, Location loc, const LaneArgs &args,
                    StringRef function);

/// The lanes of the Math function `kind` as the IEEE operation dsl_math.h
/// performs, on whole vectors, where that is exactly its result (S.floor,
/// S.ceil and S.sqrt on every float type, S.rsqrt on float32); null
/// otherwise.
Value buildMathExpansion(OpBuilder &b, Location loc, const LaneArgs &args,
                         MathKind kind);

namespace rows {

/// What a native form says of itself: with kBFloat16InFloat, bfloat16
/// operands reach `build` extended to float32 and its float32 result is
/// rounded back once, as the simulator computes bfloat16 lanes.
struct LaneForm {
  static constexpr bool kBFloat16InFloat = true;
};

#define COMPASS_LANE_FORM(NAME)                                                \
  struct NAME : LaneForm {                                                     \
    static Value build(OpBuilder &b, Location loc, const LaneArgs &args);     \
  };
COMPASS_LANE_FORM(AddFn)
COMPASS_LANE_FORM(SubFn)
COMPASS_LANE_FORM(MulFn)
COMPASS_LANE_FORM(AndFn)
COMPASS_LANE_FORM(OrFn)
COMPASS_LANE_FORM(XorFn)
COMPASS_LANE_FORM(BitClearFn)
COMPASS_LANE_FORM(BitSetFn)
COMPASS_LANE_FORM(NotFn)
COMPASS_LANE_FORM(LaneMaxFn)
COMPASS_LANE_FORM(LaneMinFn)
COMPASS_LANE_FORM(LaneDivFn)
COMPASS_LANE_FORM(LaneModFn)
COMPASS_LANE_FORM(LaneShlFn)
COMPASS_LANE_FORM(LaneShrFn)
COMPASS_LANE_FORM(LaneAddSatFn)
COMPASS_LANE_FORM(LaneSubSatFn)
COMPASS_LANE_FORM(LaneClzFn)
COMPASS_LANE_FORM(LanePopcountFn)
COMPASS_LANE_FORM(LaneBitReverseFn)
COMPASS_LANE_FORM(LaneClsFn)
COMPASS_LANE_FORM(LaneRintFn)
COMPASS_LANE_FORM(LaneAbsFn)
COMPASS_LANE_FORM(LaneAbsSatFn)
COMPASS_LANE_FORM(LaneShlSatFn)
COMPASS_LANE_FORM(LaneShrRoundFn)
COMPASS_LANE_FORM(LaneRorFn)
#undef COMPASS_LANE_FORM

/// S.exp … S.exp2: an exact expansion where there is one, else the runtime
/// computes the lanes in their own type.
template <MathKind Kind>
struct LaneMathFn {
  static constexpr bool kBFloat16InFloat = false;
  static Value build(OpBuilder &b, Location loc, const LaneArgs &args) {
    if (Value expanded = buildMathExpansion(b, loc, args, Kind))
      return expanded;
    return buildMathCall(b, loc, args, getMathKindName(Kind));
  }
};

/// S.pow, likewise.
struct LanePowFn {
  static constexpr bool kBFloat16InFloat = false;
  static Value build(OpBuilder &b, Location loc, const LaneArgs &args) {
    return buildMathCall(b, loc, args, "pow");
  }
};

} // namespace rows
} // namespace mlir::compass::core

#endif // COMPASS_LIB_CONVERSION_COMPASSTOCORE_LANEFORMS_H
