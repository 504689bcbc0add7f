//===- LaneFunctions.h - the simulator's lane semantics ---------*- C++ -*-===//
//
// One functor per lane operation: the scalar tir operations and the lane
// computation of every lane-wise builtin. The builtin table
// (CompassBuiltinTable.inc) names the functor of each builtin; the
// OpenCL C side of the same semantics is runtime/include/compass/dsl.h,
// written independently on purpose so the two paths check each other.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_LANEFUNCTIONS_H
#define COMPASS_LIB_SIMULATOR_LANEFUNCTIONS_H

#include "Elements.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <type_traits>

namespace mlir::compass::sim::lanes {
template <typename C>
constexpr bool isInt = std::is_integral_v<C>;

/// The element types a lane functor takes.
enum class Takes { Numbers, Integers, IntegersAndBool, Floats };

/// True when functor Fn takes elements of type T.
template <typename Fn, typename T>
constexpr bool takes() {
  constexpr bool isBool = std::is_same_v<T, bool>;
  constexpr bool isFloat = Elem<T>::isFloat;
  switch (Fn::takes) {
  case Takes::Numbers:
    return !isBool;
  case Takes::Integers:
    return !isBool && !isFloat;
  case Takes::IntegersAndBool:
    return !isFloat;
  case Takes::Floats:
    return isFloat;
  }
  return false;
}

/// The base of the lane functors: which element types a functor takes and
/// the error of a failing scalar operation. A functor adds
/// `template <typename E, typename C> static bool apply(C a, C b, C &r)`,
/// which computes r = a op b on the computation type C of element E and
/// returns false when the operation fails (only the scalar ones do).
template <Takes Kinds>
struct LaneFn {
  static constexpr Takes takes = Kinds;
  static constexpr llvm::StringLiteral error = "";
};

/// a op b, Op being a std:: function object. Integer arithmetic goes
/// through uint32_t so that it wraps without undefined behaviour
/// (uint16_t * uint16_t would overflow int).
template <typename Op>
struct WrappingFn : LaneFn<Takes::Numbers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = static_cast<C>(
          Op()(static_cast<uint32_t>(a), static_cast<uint32_t>(b)));
    else
      r = Op()(a, b);
    return true;
  }
};

using AddFn = WrappingFn<std::plus<>>;
using SubFn = WrappingFn<std::minus<>>;
using MulFn = WrappingFn<std::multiplies<>>;

/// Integer a / b truncated toward zero, b being nonzero; the one
/// overflowing quotient, MIN / -1, gives `overflow`.
template <typename C>
static C divideTruncating(C a, C b, C overflow) {
  if (std::is_signed_v<C> && a == std::numeric_limits<C>::min() &&
      b == static_cast<C>(-1))
    return overflow;
  return static_cast<C>(a / b);
}

/// The C operations that fail on an integer division by zero:
/// Derived::compute<E>(a, b) gives the result, b being nonzero for
/// integers.
template <typename Derived>
struct DividingFn : LaneFn<Takes::Numbers> {
  static constexpr llvm::StringLiteral error = CheckDivisorOp::kMessage;
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>) {
      if (b == 0)
        return false;
    }
    r = Derived::template compute<E>(a, b);
    return true;
  }
};

/// C division: truncating for integers (MIN / -1 wraps to MIN).
struct DivFn : DividingFn<DivFn> {
  template <typename E, typename C>
  static C compute(C a, C b) {
    if constexpr (isInt<C>)
      return divideTruncating(a, b, std::numeric_limits<C>::min());
    else
      return a / b;
  }
};

/// floor(a / b); for f16 and bf16 the quotient is rounded to the element
/// type first, as the folder and the OpenCL C do.
struct FloorDivFn : DividingFn<FloorDivFn> {
  template <typename E, typename C>
  static C compute(C a, C b) {
    if constexpr (!isInt<C>) {
      return std::floor(E::load(E::store(a / b)));
    } else {
      C quotient = DivFn::compute<E>(a, b);
      if constexpr (std::is_signed_v<C>) {
        if (b != static_cast<C>(-1) && a % b != 0 && ((a < 0) != (b < 0)))
          return static_cast<C>(quotient - 1);
      }
      return quotient;
    }
  }
};

/// C remainder: the sign of the dividend; fmod for floats.
struct ModFn : DividingFn<ModFn> {
  template <typename E, typename C>
  static C compute(C a, C b) {
    if constexpr (!isInt<C>)
      return std::fmod(a, b);
    else if (std::is_signed_v<C> && b == static_cast<C>(-1))
      return 0;
    else
      return static_cast<C>(a % b);
  }
};

/// Bitwise a op b, Op being a std:: function object.
template <typename Op>
struct BitwiseFn : LaneFn<Takes::IntegersAndBool> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = static_cast<C>(Op()(a, b));
    return true;
  }
};

using AndFn = BitwiseFn<std::bit_and<>>;
using OrFn = BitwiseFn<std::bit_or<>>;
using XorFn = BitwiseFn<std::bit_xor<>>;

/// The internal instructions vbclr and vbset: a & ~b and a | ~b on the bits
/// of an integer lane (compass.vbclr, compass.vbset).
template <bool IsSet>
struct BitClearSetFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = static_cast<C>(IsSet ? a | ~b : a & ~b);
    return true;
  }
};
using BitClearFn = BitClearSetFn<false>;
using BitSetFn = BitClearSetFn<true>;

/// `a` promoted to 32 bits as C promotes it, by its signedness.
template <typename C>
uint32_t promote(C a) {
  if constexpr (std::is_signed_v<C>)
    return static_cast<uint32_t>(static_cast<int32_t>(a));
  else
    return static_cast<uint32_t>(a);
}

/// `a` shifted left by `count` (below 32) after promotion to 32 bits,
/// truncated to C.
template <typename C>
C shiftLeft(C a, unsigned count) {
  return static_cast<C>(promote(a) << count);
}

/// `a` shifted right by `count` (below 32) after promotion to 32 bits,
/// arithmetically for signed C; truncated to C.
template <typename C>
C shiftRight(C a, unsigned count) {
  if constexpr (std::is_signed_v<C>)
    return static_cast<C>(static_cast<int32_t>(a) >> count);
  else
    return static_cast<C>(promote(a) >> count);
}

/// C shifts after promotion to 32 bits: the count modulo 32, the result
/// truncated to the type.
struct ShlFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = shiftLeft(a, promote(b) & 31);
    return true;
  }
};

struct ShrFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = shiftRight(a, promote(b) & 31);
    return true;
  }
};

/// pow on floats, computed in float.
struct PowFn : LaneFn<Takes::Floats> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    r = std::pow(a, b);
    return true;
  }
};

/// Lane division of compass.vdiv: integers truncate, x / 0 is 0 and the
/// overflowing MIN / -1 clamps to MAX; floats divide as IEEE.
struct LaneDivFn : LaneFn<Takes::Numbers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = b == 0 ? C(0) : divideTruncating(a, b, std::numeric_limits<C>::max());
    else
      r = a / b;
    return true;
  }
};

/// a op b computed exactly, clamped to the lane type of E (compass.vadds/
/// vsubs; C is wider than it when the operands differ in signedness).
template <typename Op>
struct SaturatingFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    using Lane = typename E::Storage;
    int64_t exact = Op()(static_cast<int64_t>(a), static_cast<int64_t>(b));
    int64_t low = std::numeric_limits<Lane>::min();
    int64_t high = std::numeric_limits<Lane>::max();
    r = static_cast<C>(exact < low ? low : exact > high ? high : exact);
    return true;
  }
};

using LaneAddSatFn = SaturatingFn<std::plus<>>;
using LaneSubSatFn = SaturatingFn<std::minus<>>;

/// Lane remainder of compass.vmod: the sign of the dividend (C's %), and
/// x % 0 is 0; computed on magnitudes so MIN % -1 cannot trap.
struct LaneModFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    int64_t x = a, y = b;
    int64_t magnitude = y == 0 ? 0 : (x < 0 ? -x : x) % (y < 0 ? -y : y);
    r = static_cast<C>(x < 0 ? -magnitude : magnitude);
    return true;
  }
};

/// Lane shifts of compass.vsl / vsr: the count read as unsigned; counts of
/// the lane width or more shift every bit out (giving 0, or the sign for
/// arithmetic right shifts of signed lanes).
struct LaneShlFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    auto count = static_cast<std::make_unsigned_t<C>>(b);
    r = count >= sizeof(C) * 8 ? C(0) : shiftLeft(a, count);
    return true;
  }
};

struct LaneShrFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    auto count = static_cast<std::make_unsigned_t<C>>(b);
    if (count >= sizeof(C) * 8)
      r = a < 0 ? static_cast<C>(-1) : C(0);
    else
      r = shiftRight(a, count);
    return true;
  }
};

/// Lane max/min of compass.vmax / vmin and scalar tir.max / tir.min: a NaN
/// operand yields the other one (both NaN: the second); equal lanes (+0 and
/// -0) give the second operand, as runtime/include/compass/dsl.h does.
template <bool IsMax>
struct LaneMinMaxFn : LaneFn<Takes::Numbers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (!isInt<C>) {
      if (std::isnan(a)) {
        r = b;
        return true;
      }
      if (std::isnan(b)) {
        r = a;
        return true;
      }
    }
    r = (IsMax ? a > b : a < b) ? a : b;
    return true;
  }
};

using LaneMaxFn = LaneMinMaxFn<true>;
using LaneMinFn = LaneMinMaxFn<false>;

/// Scalar min/max (tir.min / tir.max): the lanes' rule, one for both.
using MinFn = LaneMinFn;
using MaxFn = LaneMaxFn;

/// Bitwise not of an integer lane.
struct NotFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = static_cast<C>(~a);
    return true;
  }
};

// --- Builtins I, part A: more lane-wise arithmetic, bitwise and float tests ---

/// The bits of integer lane `a`, unsigned.
template <typename C>
std::make_unsigned_t<C> laneBits(C a) {
  return static_cast<std::make_unsigned_t<C>>(a);
}

struct LaneClzFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = static_cast<C>(llvm::countl_zero(laneBits(a)));
    return true;
  }
};

/// The bits after the sign bit that equal it: the leading zeros of a (or of
/// ~a when negative) less the sign bit itself.
struct LaneClsFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    C positive = a < 0 ? static_cast<C>(~a) : a;
    r = static_cast<C>(llvm::countl_zero(laneBits(positive)) - 1);
    return true;
  }
};

struct LanePopcountFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = static_cast<C>(llvm::popcount(laneBits(a)));
    return true;
  }
};

struct LaneBitReverseFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = static_cast<C>(llvm::reverseBits(laneBits(a)));
    return true;
  }
};

/// Ties to even under the default rounding mode the simulator runs in.
struct LaneRintFn : LaneFn<Takes::Floats> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = std::nearbyint(a);
    return true;
  }
};

/// |a|: integers wrap through unsigned negation (|MIN| is MIN), floats
/// clear the sign bit (NaN and -0.0 included).
struct LaneAbsFn : LaneFn<Takes::Numbers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    if constexpr (isInt<C>)
      r = a < 0 ? static_cast<C>(C(0) - laneBits(a)) : a;
    else
      r = std::fabs(a);
    return true;
  }
};

/// |a| of integers clamped to the lane type: |MIN| is MAX.
struct LaneAbsSatFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C &r) {
    r = a == std::numeric_limits<C>::min() && a < 0 ? std::numeric_limits<C>::max()
        : a < 0                                      ? static_cast<C>(-a)
                                                     : a;
    return true;
  }
};

/// a << count clamped to the lane type (the count read as unsigned; counts
/// of the width or more saturate any nonzero a).
struct LaneShlSatFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    constexpr unsigned width = sizeof(C) * 8;
    constexpr int64_t low = std::numeric_limits<C>::min();
    constexpr int64_t high = std::numeric_limits<C>::max();
    uint64_t count = laneBits(b);
    int64_t value = a;
    if (value == 0 || count == 0) {
      r = a;
      return true;
    }
    int64_t shifted = count >= width ? (value < 0 ? low : high)
                                     : value * (int64_t(1) << count);
    r = static_cast<C>(shifted < low ? low : shifted > high ? high : shifted);
    return true;
  }
};

/// a / 2^count rounded to nearest, ties to even (the count read as unsigned).
struct LaneShrRoundFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    uint64_t count = laneBits(b);
    int64_t value = a;
    if (count == 0) {
      r = a;
      return true;
    }
    if (count > 40) { // |a| < 2^32: far below one half
      r = 0;
      return true;
    }
    int64_t floor = value >> count; // arithmetic: rounds toward -inf
    int64_t rest = value - floor * (int64_t(1) << count);
    int64_t halfway = int64_t(1) << (count - 1);
    if (rest > halfway || (rest == halfway && (floor & 1)))
      ++floor;
    r = static_cast<C>(floor);
    return true;
  }
};

struct LaneRorFn : LaneFn<Takes::Integers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    constexpr unsigned width = sizeof(C) * 8;
    unsigned count = laneBits(b) % width;
    auto bits = laneBits(a);
    r = static_cast<C>(count == 0 ? bits
                                  : (bits >> count) | (bits << (width - count)));
    return true;
  }
};


// --- Builtins I, part B: widening, narrowing, pairwise and reducing builtins ---

/// The product of two integer lanes (each read by its signedness) modulo
/// 2^64, for the widening multiplications: truncated to the wider lane, or
/// split into its low and high words for 32-bit lanes.
struct LaneWideMulFn {
  static uint64_t apply(int64_t a, int64_t b) {
    return static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
  }
};

/// One lane of the narrowing shifts (compass.vnsr and its variants): the
/// value shifted right by the unsigned `count` (counts of 64 or more leave
/// the sign), rounded to nearest, ties to even, when Round, then clamped to
/// the lane type of E when Saturate (else truncated by the caller).
template <bool Saturate, bool Round>
struct LaneNarrowFn {
  template <typename E>
  static int64_t apply(int64_t value, uint64_t count) {
    using Lane = typename E::Storage;
    int64_t shifted;
    if constexpr (Round)
      LaneShrRoundFn::apply<E>(value, static_cast<int64_t>(count), shifted);
    else
      shifted = count >= 64 ? (value < 0 ? -1 : 0) : value >> count;
    if constexpr (Saturate) {
      int64_t low = std::numeric_limits<Lane>::min();
      int64_t high = std::numeric_limits<Lane>::max();
      shifted = shifted < low ? low : shifted > high ? high : shifted;
    }
    return shifted;
  }
};


} // namespace mlir::compass::sim::lanes

// The Math family (S.exp … S.pow).
#include "MathLanes.h"

#endif // COMPASS_LIB_SIMULATOR_LANEFUNCTIONS_H
