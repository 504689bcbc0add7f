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

// The builders COMPASS_LANE_FORMS names are LanePatterns.cpp's; the list is
// expanded there to define each form and here to declare it.

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

/// X(functor, builder): each lane functor the native tier computes and its
/// builder (LanePatterns.cpp) on core vectors.
#define COMPASS_LANE_FORMS(X)                                                  \
  X(AddFn, buildWrapping<arith::AddIOp, arith::AddFOp>)                        \
  X(SubFn, buildWrapping<arith::SubIOp, arith::SubFOp>)                        \
  X(MulFn, buildWrapping<arith::MulIOp, arith::MulFOp>)                        \
  X(AndFn, buildBitwise<arith::AndIOp>)                                        \
  X(OrFn, buildBitwise<arith::OrIOp>)                                          \
  X(XorFn, buildBitwise<arith::XOrIOp>)                                        \
  X(BitClearFn, buildBitwise<arith::AndIOp, /*InvertRhs=*/true>)               \
  X(BitSetFn, buildBitwise<arith::OrIOp, /*InvertRhs=*/true>)                  \
  X(NotFn, buildNot)                                                           \
  X(LaneMaxFn, buildMinMax<true>)                                              \
  X(LaneMinFn, buildMinMax<false>)                                             \
  X(LaneDivFn, buildLaneDiv)                                                   \
  X(LaneModFn, buildLaneMod)                                                   \
  X(LaneShlFn, buildLaneShift<true>)                                           \
  X(LaneShrFn, buildLaneShift<false>)                                          \
  X(LaneAddSatFn, buildSaturating<true>)                                       \
  X(LaneSubSatFn, buildSaturating<false>)                                      \
  X(LaneClzFn, buildBitCount<math::CountLeadingZerosOp>)                       \
  X(LanePopcountFn, buildBitCount<math::CtPopOp>)                              \
  X(LaneBitReverseFn, buildBitReverse)                                         \
  X(LaneClsFn, buildCls)                                                       \
  X(LaneRintFn, buildRint)                                                     \
  X(LaneAbsFn, buildAbs<false>)                                                \
  X(LaneAbsSatFn, buildAbs<true>)                                              \
  X(LaneShlSatFn, buildShlSat)                                                 \
  X(LaneShrRoundFn, buildShrRound)                                             \
  X(LaneRorFn, buildRor)

#define COMPASS_DECLARE_LANE_FORM(NAME, ...)                                   \
  struct NAME : LaneForm {                                                     \
    static Value build(OpBuilder &b, Location loc, const LaneArgs &args);     \
  };
COMPASS_LANE_FORMS(COMPASS_DECLARE_LANE_FORM)
#undef COMPASS_DECLARE_LANE_FORM

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
