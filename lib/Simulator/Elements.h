//===- Elements.h - element types of the simulator's handlers -*- C++ -*-===//
//
// How each ElementKind is stored and computed with, and the visitors that
// turn a run-time ElementKind into a C++ type to instantiate a handler
// template with.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_ELEMENTS_H
#define COMPASS_LIB_SIMULATOR_ELEMENTS_H

#include "Compass/Support/FloatBits.h"
#include "Machine.h"

#include "llvm/Support/ErrorHandling.h"

#include <type_traits>

namespace mlir::compass::sim {

/// Tag types of the two 16-bit float formats.
struct Half {};
struct BFloat {};

/// How an element type is stored in memory and computed with. Integers
/// compute in their own type (wrapping is done by the operations); the
/// float formats compute in float and round back on store.
template <typename T>
struct Elem {
  using Storage = T;
  using Compute = T;
  static constexpr bool isFloat = std::is_floating_point_v<T>;
  static Compute load(Storage value) { return value; }
  static Storage store(Compute value) { return value; }
};

/// What the 16-bit float formats share: they are stored as their bits and
/// computed in float.
struct Float16Elem {
  using Storage = uint16_t;
  using Compute = float;
  static constexpr bool isFloat = true;
};

template <>
struct Elem<Half> : Float16Elem {
  static float load(uint16_t value) { return halfToFloat(value); }
  static uint16_t store(float value) { return floatToHalf(value); }
};

template <>
struct Elem<BFloat> : Float16Elem {
  static float load(uint16_t value) { return bfloat16ToFloat(value); }
  static uint16_t store(float value) { return floatToBFloat16(value); }
};

/// i1: stored as one byte holding 0 or 1.
template <>
struct Elem<bool> {
  using Storage = uint8_t;
  using Compute = uint8_t;
  static constexpr bool isFloat = false;
  static uint8_t load(uint8_t value) { return value; }
  static uint8_t store(uint8_t value) { return value != 0; }
};

/// A type as a value, for generic lambdas.
template <typename T>
struct TypeTag {
  using type = T;
};

/// Calls `fn(TypeTag<T>{})` for the C++ element type of `kind`.
template <typename Fn>
auto visitKind(ElementKind kind, Fn &&fn) {
  switch (kind) {
#define COMPASS_ELEMENT(KIND, DTYPE, MLIR, BITS, CLASS, OPENCL, STORAGE)        \
  case ElementKind::KIND:                                                      \
    return fn(TypeTag<STORAGE>{});
#include "Compass/Support/ElementTypes.def"
  }
  llvm_unreachable("unknown scalar kind");
}

/// Like visitKind, for the integer kinds only (others give nullptr).
template <typename Fn>
Handler visitIntegerKind(ElementKind kind, Fn &&fn) {
  return visitKind(kind, [&](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>)
      return fn(tag);
    else
      return nullptr;
  });
}

/// Calls `fn(std::integral_constant<unsigned, N>{})` for a lane of N = 1, 2
/// or 4 bytes; other widths give nullptr.
template <typename Fn>
Handler visitLaneBytes(unsigned bytes, Fn &&fn) {
  switch (bytes) {
  case 1:
    return fn(std::integral_constant<unsigned, 1>{});
  case 2:
    return fn(std::integral_constant<unsigned, 2>{});
  case 4:
    return fn(std::integral_constant<unsigned, 4>{});
  default:
    return nullptr;
  }
}

/// Like visitLaneBytes, also for a whole register (N = 32): the sizes of
/// tir.load and tir.store.
template <typename Fn>
Handler visitAccessBytes(unsigned bytes, Fn &&fn) {
  if (bytes == sizeof(Reg))
    return fn(std::integral_constant<unsigned, sizeof(Reg)>{});
  return visitLaneBytes(bytes, fn);
}

/// Calls `fn(bytesTag, indexTag)` for an access of `bytes` bytes
/// (visitLaneBytes, or visitAccessBytes when `WholeRegister`) whose index
/// has integer kind `index`.
template <bool WholeRegister, typename Fn>
Handler visitIndexedAccess(unsigned bytes, ElementKind index, Fn &&fn) {
  auto forBytes = [&](auto bytesTag) -> Handler {
    return visitIntegerKind(index, [&](auto indexTag) -> Handler {
      return fn(bytesTag, indexTag);
    });
  };
  if constexpr (WholeRegister)
    return visitAccessBytes(bytes, forBytes);
  else
    return visitLaneBytes(bytes, forBytes);
}

/// How a vector operation fills its inactive lanes: None when the decoder
/// knows every lane is active, else from the `r` operand or with the
/// poison pattern.
enum class Inactive { None, FromR, Poison };

/// Comparison by predicate, on the computation type of the elements.
template <CmpKind Pred>
struct CmpFn {
  template <typename C>
  static bool apply(C a, C b) {
    switch (Pred) {
    case CmpKind::Eq:
      return a == b;
    case CmpKind::Ne:
      return a != b;
    case CmpKind::Lt:
      return a < b;
    case CmpKind::Le:
      return a <= b;
    case CmpKind::Gt:
      return a > b;
    case CmpKind::Ge:
      return a >= b;
    }
    return false;
  }
};

/// Calls `fn(std::integral_constant<CmpKind, pred>{})`.
template <typename Fn>
Handler visitCmpKind(CmpKind pred, Fn &&fn) {
  switch (pred) {
  case CmpKind::Eq:
    return fn(std::integral_constant<CmpKind, CmpKind::Eq>{});
  case CmpKind::Ne:
    return fn(std::integral_constant<CmpKind, CmpKind::Ne>{});
  case CmpKind::Lt:
    return fn(std::integral_constant<CmpKind, CmpKind::Lt>{});
  case CmpKind::Le:
    return fn(std::integral_constant<CmpKind, CmpKind::Le>{});
  case CmpKind::Gt:
    return fn(std::integral_constant<CmpKind, CmpKind::Gt>{});
  case CmpKind::Ge:
    return fn(std::integral_constant<CmpKind, CmpKind::Ge>{});
  }
  return nullptr;
}

/// Reads an index register of integer type I, sign- or zero-extended.
template <typename I>
inline int64_t getIndex(const Reg &reg) {
  return static_cast<int64_t>(get<I>(reg));
}

} // namespace mlir::compass::sim

#endif // COMPASS_LIB_SIMULATOR_ELEMENTS_H
