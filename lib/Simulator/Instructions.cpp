//===- Instructions.cpp - semantics of the simulator's instructions -------===//
//
// The handlers the decoder chooses from. Each operation family is written
// once as a template over element types (int8 … float32, f16 and bf16 as
// wrappers computed in float) and instantiated for every type it accepts;
// the get*Handler functions map a (family, type) pair to an instantiation.
// Scalar operations, the lane-wise arithmetic of vectors and control flow
// are here; memory instructions are in Memory.cpp, lane and mask ones in
// Vectors.cpp.
//
//===----------------------------------------------------------------------===//

#include "Elements.h"

#include <cstddef>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <type_traits>

using namespace mlir;
using namespace mlir::compass::sim;

unsigned mlir::compass::sim::getKindBytes(ScalarKind kind) {
  return visitKind(kind, [](auto tag) -> unsigned {
    return sizeof(typename Elem<typename decltype(tag)::type>::Storage);
  });
}

bool mlir::compass::sim::isFloatKind(ScalarKind kind) {
  return visitKind(kind, [](auto tag) {
    return Elem<typename decltype(tag)::type>::isFloat;
  });
}

bool mlir::compass::sim::isSignedKind(ScalarKind kind) {
  return visitKind(kind, [](auto tag) {
    using T = typename decltype(tag)::type;
    return Elem<T>::isFloat || std::is_signed_v<T>;
  });
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

std::string mlir::compass::sim::formatRunError(StringRef location,
                                               const llvm::Twine &message,
                                               unsigned tec) {
  return (location + ": error: " + message + " (TEC " + llvm::Twine(tec) + ")")
      .str();
}

bool mlir::compass::sim::trap(Exec &exec, Tec &tec, const Inst &inst,
                              const llvm::Twine &message) {
  if (exec.error.empty())
    exec.error =
        formatRunError(exec.program.locations[inst.loc], message, tec.id);
  tec.status = TecStatus::Failed;
  tec.pc = static_cast<uint32_t>(&inst - exec.code);
  return false;
}

const Inst *mlir::compass::sim::fail(Exec &exec, Tec &tec, const Inst &inst,
                                     const llvm::Twine &message) {
  trap(exec, tec, inst, message);
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Binary operations
//===----------------------------------------------------------------------===//

namespace {
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
  static constexpr const char *error = "";
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
  static constexpr const char *error = "integer division by zero";
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

/// min/max; for floats a NaN operand yields the other one (fmin/fmax).
template <bool IsMax>
struct MinMaxFn : LaneFn<Takes::Numbers> {
  template <typename E, typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = (IsMax ? a > b : a < b) ? a : b;
    else
      r = IsMax ? std::fmax(a, b) : std::fmin(a, b);
    return true;
  }
};

using MinFn = MinMaxFn<false>;
using MaxFn = MinMaxFn<true>;

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
} // namespace

/// Calls fn(TypeTag<Fn>{}) for the functor of a binary operation.
template <typename Visit>
static Handler visitBinary(BinaryKind op, Visit &&visit) {
  switch (op) {
  case BinaryKind::Add:
    return visit(TypeTag<AddFn>{});
  case BinaryKind::Sub:
    return visit(TypeTag<SubFn>{});
  case BinaryKind::Mul:
    return visit(TypeTag<MulFn>{});
  case BinaryKind::Div:
    return visit(TypeTag<DivFn>{});
  case BinaryKind::FloorDiv:
    return visit(TypeTag<FloorDivFn>{});
  case BinaryKind::Mod:
    return visit(TypeTag<ModFn>{});
  case BinaryKind::Min:
    return visit(TypeTag<MinFn>{});
  case BinaryKind::Max:
    return visit(TypeTag<MaxFn>{});
  case BinaryKind::And:
    return visit(TypeTag<AndFn>{});
  case BinaryKind::Or:
    return visit(TypeTag<OrFn>{});
  case BinaryKind::Xor:
    return visit(TypeTag<XorFn>{});
  case BinaryKind::Shl:
    return visit(TypeTag<ShlFn>{});
  case BinaryKind::Shr:
    return visit(TypeTag<ShrFn>{});
  case BinaryKind::Pow:
    return visit(TypeTag<PowFn>{});
  case BinaryKind::LaneDiv:
    return visit(TypeTag<LaneDivFn>{});
  case BinaryKind::LaneShl:
    return visit(TypeTag<LaneShlFn>{});
  case BinaryKind::LaneShr:
    return visit(TypeTag<LaneShrFn>{});
  }
  llvm_unreachable("unknown binary operation");
}

template <typename T, typename Fn>
static const Inst *execScalarBinary(Exec &exec, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  typename E::Compute result;
  if (!Fn::template apply<E>(E::load(get<S>(tec.regs[inst.a])),
                             E::load(get<S>(tec.regs[inst.b])), result))
    return fail(exec, tec, inst, Fn::error);
  put<S>(tec.regs[inst.dst], E::store(result));
  return &inst + 1;
}

Handler mlir::compass::sim::getScalarBinaryHandler(BinaryKind op,
                                                   ScalarKind kind) {
  return visitBinary(op, [&](auto fnTag) {
    using Fn = typename decltype(fnTag)::type;
    return visitKind(kind, [](auto tag) -> Handler {
      using T = typename decltype(tag)::type;
      if constexpr (takes<Fn, T>())
        return &execScalarBinary<T, Fn>;
      else
        return nullptr;
    });
  });
}

//===----------------------------------------------------------------------===//
// Vector binary operations
//===----------------------------------------------------------------------===//

/// The low bytes of 32 steps of xorshift32 (13, 17, 5) from 0x2545F491.
static constexpr uint8_t kPoison[32] = {
    0x3a, 0xab, 0xac, 0x26, 0xaf, 0x23, 0x1a, 0x71, 0x6c, 0x91, 0x5d,
    0x31, 0x18, 0x3e, 0xbc, 0xd2, 0xef, 0x51, 0x22, 0x9d, 0x72, 0x4f,
    0xdb, 0xd9, 0x6f, 0x39, 0x6e, 0xae, 0x2b, 0xc8, 0x22, 0x2f};

ArrayRef<uint8_t> mlir::compass::sim::getPoisonPattern() { return kPoison; }

/// dst[i] = mask[i] ? a[i] op b[i] : (r[i] or poison[i]); with
/// Inactive::None the decoder knows every lane is active.
template <typename T, typename Fn, Inactive Fill>
static const Inst *execVectorBinary(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S lhs[lanes], rhs[lanes], out[lanes];
  std::memcpy(lhs, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(rhs, tec.regs[inst.b].bytes, sizeof(Reg));
  for (unsigned i = 0; i < lanes; ++i) {
    typename E::Compute result{};
    Fn::template apply<E>(E::load(lhs[i]), E::load(rhs[i]), result);
    out[i] = E::store(result);
  }
  const uint8_t *mask = tec.regs[inst.c].bytes;
  if constexpr (Fill == Inactive::FromR) {
    S old[lanes];
    std::memcpy(old, tec.regs[inst.d].bytes, sizeof(Reg));
    for (unsigned i = 0; i < lanes; ++i)
      if (!mask[i])
        out[i] = old[i];
  } else if constexpr (Fill == Inactive::Poison) {
    for (unsigned i = 0; i < lanes; ++i)
      if (!mask[i])
        std::memcpy(&out[i], kPoison + i * sizeof(S), sizeof(S));
  }
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

Handler mlir::compass::sim::getVectorBinaryHandler(BinaryKind op,
                                                   ScalarKind kind, bool hasR,
                                                   bool fullMask) {
  // Only the lane operations the compass dialect has; none can fail.
  switch (op) {
  case BinaryKind::Div:
  case BinaryKind::FloorDiv:
  case BinaryKind::Mod:
  case BinaryKind::Min:
  case BinaryKind::Max:
  case BinaryKind::Shl:
  case BinaryKind::Shr:
  case BinaryKind::Pow:
    return nullptr;
  default:
    break;
  }
  return visitBinary(op, [&](auto fnTag) -> Handler {
    using Fn = typename decltype(fnTag)::type;
    return visitKind(kind, [&](auto tag) -> Handler {
      using T = typename decltype(tag)::type;
      if constexpr (!takes<Fn, T>() || std::is_same_v<T, bool>) {
        return nullptr;
      } else {
        if (fullMask)
          return &execVectorBinary<T, Fn, Inactive::None>;
        return hasR ? &execVectorBinary<T, Fn, Inactive::FromR>
                    : &execVectorBinary<T, Fn, Inactive::Poison>;
      }
    });
  });
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

template <typename T, CmpKind Pred>
static const Inst *execCmp(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  bool result = CmpFn<Pred>::apply(E::load(get<S>(tec.regs[inst.a])),
                                   E::load(get<S>(tec.regs[inst.b])));
  put<uint8_t>(tec.regs[inst.dst], result);
  return &inst + 1;
}

Handler mlir::compass::sim::getCmpHandler(CmpKind pred, ScalarKind kind) {
  return visitKind(kind, [&](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    return visitCmpKind(pred, [](auto predTag) -> Handler {
      return &execCmp<T, decltype(predTag)::value>;
    });
  });
}

//===----------------------------------------------------------------------===//
// tir.not
//===----------------------------------------------------------------------===//

/// Bitwise not of an integer, logical not of an i1.
template <typename T>
static const Inst *execNot(Exec &, Tec &tec, const Inst &inst) {
  using S = typename Elem<T>::Storage;
  S value = get<S>(tec.regs[inst.a]);
  if constexpr (std::is_same_v<T, bool>)
    put<S>(tec.regs[inst.dst], value == 0);
  else
    put<S>(tec.regs[inst.dst], static_cast<S>(~value));
  return &inst + 1;
}

Handler mlir::compass::sim::getNotHandler(ScalarKind kind) {
  if (kind == ScalarKind::I1)
    return &execNot<bool>;
  return visitIntegerKind(kind, [](auto tag) -> Handler {
    return &execNot<typename decltype(tag)::type>;
  });
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// C conversion of one scalar between element types: integers wrap or
/// extend by the source's signedness, float to integer truncates and
/// saturates (NaN is 0), to i1 compares with zero, and every conversion to
/// a float format rounds once to nearest even.
template <typename From, typename To>
static typename Elem<To>::Storage
convertScalar(typename Elem<From>::Storage input) {
  using EF = Elem<From>;
  using ET = Elem<To>;
  auto value = EF::load(input);
  if constexpr (std::is_same_v<From, To>) {
    return input;
  } else if constexpr (std::is_same_v<To, bool>) {
    return value != 0;
  } else if constexpr (!EF::isFloat) {
    // Integer (or i1) source, exact in int64_t.
    int64_t wide = static_cast<int64_t>(value);
    if constexpr (!ET::isFloat)
      return static_cast<To>(static_cast<uint64_t>(wide));
    else if constexpr (std::is_same_v<To, float>)
      return static_cast<float>(wide);
    else if constexpr (std::is_same_v<To, Half>)
      return doubleToHalf(static_cast<double>(wide));
    else
      return doubleToBFloat16(static_cast<double>(wide));
  } else {
    // Float source, exact in float.
    float wide = value;
    if constexpr (!ET::isFloat)
      return floatToIntSaturating<To>(wide);
    else
      return ET::store(wide);
  }
}

template <typename From, typename To>
static const Inst *execCast(Exec &, Tec &tec, const Inst &inst) {
  using SF = typename Elem<From>::Storage;
  using ST = typename Elem<To>::Storage;
  put<ST>(tec.regs[inst.dst],
          convertScalar<From, To>(get<SF>(tec.regs[inst.a])));
  return &inst + 1;
}

Handler mlir::compass::sim::getCastHandler(ScalarKind from, ScalarKind to) {
  return visitKind(from, [&](auto fromTag) -> Handler {
    using From = typename decltype(fromTag)::type;
    return visitKind(to, [](auto toTag) -> Handler {
      using To = typename decltype(toTag)::type;
      return &execCast<From, To>;
    });
  });
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

template <typename I>
static const Inst *execForInit(Exec &exec, Tec &tec, const Inst &inst) {
  LoopState state{getIndex<I>(tec.regs[inst.a]), getIndex<I>(tec.regs[inst.b]),
                  getIndex<I>(tec.regs[inst.c])};
  if (state.current >= state.stop) {
    return exec.code + inst.imm;
  }
  if (state.step <= 0)
    return fail(exec, tec, inst,
                "tir.for step must be positive, got " +
                    llvm::Twine(state.step));
  put(tec.regs[inst.d], state);
  put<I>(tec.regs[inst.dst], static_cast<I>(state.current));
  return &inst + 1;
}

template <typename I>
static const Inst *execForNext(Exec &exec, Tec &tec, const Inst &inst) {
  // Field by field: rewriting the whole state would stall the next
  // iteration's read on store forwarding.
  uint8_t *state = tec.regs[inst.d].bytes;
  int64_t current, stop, step;
  std::memcpy(&current, state + offsetof(LoopState, current), sizeof(current));
  std::memcpy(&stop, state + offsetof(LoopState, stop), sizeof(stop));
  std::memcpy(&step, state + offsetof(LoopState, step), sizeof(step));
  current += step;
  if (current < stop) {
    std::memcpy(state + offsetof(LoopState, current), &current,
                sizeof(current));
    put<I>(tec.regs[inst.dst], static_cast<I>(current));
    return exec.code + inst.imm;
  }
  return &inst + 1;
}

Handler mlir::compass::sim::getForInitHandler(ScalarKind kind) {
  return visitIntegerKind(kind, [](auto tag) -> Handler {
    return &execForInit<typename decltype(tag)::type>;
  });
}

Handler mlir::compass::sim::getForNextHandler(ScalarKind kind) {
  return visitIntegerKind(kind, [](auto tag) -> Handler {
    return &execForNext<typename decltype(tag)::type>;
  });
}

const Inst *mlir::compass::sim::execConstant(Exec &exec, Tec &tec,
                                             const Inst &inst) {
  tec.regs[inst.dst] = exec.program.constants[inst.a];
  return &inst + 1;
}

const Inst *mlir::compass::sim::execCopy(Exec &, Tec &tec, const Inst &inst) {
  tec.regs[inst.dst] = tec.regs[inst.a];
  return &inst + 1;
}

const Inst *mlir::compass::sim::execSelect(Exec &, Tec &tec, const Inst &inst) {
  tec.regs[inst.dst] =
      get<uint8_t>(tec.regs[inst.a]) ? tec.regs[inst.b] : tec.regs[inst.c];
  return &inst + 1;
}

const Inst *mlir::compass::sim::execJump(Exec &exec, Tec &, const Inst &inst) {
  return exec.code + inst.imm;
}

const Inst *mlir::compass::sim::execJumpIfFalse(Exec &exec, Tec &tec,
                                                const Inst &inst) {
  if (get<uint8_t>(tec.regs[inst.a]))
    return &inst + 1;
  return exec.code + inst.imm;
}

const Inst *mlir::compass::sim::execCall(Exec &exec, Tec &tec,
                                         const Inst &inst) {
  const Function &callee = exec.program.functions[inst.a];
  if (tec.calls.size() >= kMaxCallDepth)
    return fail(exec, tec, inst,
                "call stack overflow (more than " + llvm::Twine(kMaxCallDepth) +
                    " nested calls)");
  uint32_t base = tec.base + tec.numSlots;
  size_t needed = static_cast<size_t>(base) + callee.numSlots;
  if (tec.regStack.size() < needed) {
    // Grows only when the call chain gets deeper than ever before.
    tec.regStack.resize(std::max(needed, tec.regStack.size() * 2));
    tec.regs = tec.regStack.data() + tec.base;
  }
  Reg *frame = tec.regStack.data() + base;
  const uint32_t *args = exec.program.callOperands.data() + inst.b;
  for (uint32_t i = 0; i < inst.c; ++i)
    frame[i] = tec.regs[args[i]];
  std::memset(static_cast<void *>(frame + inst.c), 0,
              sizeof(Reg) * (callee.numSlots - inst.c));
  uint32_t returnPc = static_cast<uint32_t>(&inst - exec.code) + 1;
  tec.calls.push_back({returnPc, tec.base, tec.numSlots, inst.dst});
  tec.base = base;
  tec.numSlots = callee.numSlots;
  tec.regs = frame;
  return exec.code + callee.entry;
}

const Inst *mlir::compass::sim::execReturn(Exec &exec, Tec &tec,
                                           const Inst &inst) {
  if (tec.calls.empty()) {
    // The end of the kernel: the TEC waits at the final barrier.
    tec.status = TecStatus::Finished;
    tec.stopPc = static_cast<uint32_t>(&inst - exec.code);
    return nullptr;
  }
  Reg value = {};
  if (inst.a != kNoSlot)
    value = tec.regs[inst.a];
  Frame frame = tec.calls.back();
  tec.calls.pop_back();
  // The callee's frame lies above the caller's and stays in place.
  const Reg *callee = tec.regs;
  tec.base = frame.base;
  tec.numSlots = frame.numSlots;
  tec.regs = tec.regStack.data() + frame.base;
  if (frame.resultSlot != kNoSlot)
    tec.regs[frame.resultSlot] = value;
  if (inst.c != kNoSlot) {
    // Several values go to the result slots of the call, which follow its
    // arguments.
    const Inst &call = exec.code[frame.returnPc - 1];
    const uint32_t *values = exec.program.callOperands.data() + inst.b;
    const uint32_t *results =
        exec.program.callOperands.data() + call.b + call.c;
    for (uint32_t i = 0; i < inst.c; ++i)
      tec.regs[results[i]] = callee[values[i]];
  }
  return exec.code + frame.returnPc;
}

const Inst *mlir::compass::sim::execBarrier(Exec &exec, Tec &tec,
                                            const Inst &inst) {
  if (exec.options.singleTec)
    return fail(exec, tec, inst, kSingleThreadMessage);
  tec.status = TecStatus::AtBarrier;
  tec.stopPc = static_cast<uint32_t>(&inst - exec.code);
  tec.pc = tec.stopPc + 1;
  return nullptr;
}

const Inst *mlir::compass::sim::execLocalId(Exec &, Tec &tec,
                                            const Inst &inst) {
  put<int32_t>(tec.regs[inst.dst], static_cast<int32_t>(tec.id));
  return &inst + 1;
}

const Inst *mlir::compass::sim::execLocalSize(Exec &exec, Tec &tec,
                                              const Inst &inst) {
  put<int32_t>(tec.regs[inst.dst],
               static_cast<int32_t>(exec.program.target.tecCount));
  return &inst + 1;
}
