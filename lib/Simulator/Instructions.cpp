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
#include "LaneFunctions.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Support/Poison.h"

#include <cstddef>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <type_traits>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

unsigned mlir::compass::sim::getKindBytes(ElementKind kind) {
  return visitKind(kind, [](auto tag) -> unsigned {
    return sizeof(typename Elem<typename decltype(tag)::type>::Storage);
  });
}

bool mlir::compass::sim::isFloatKind(ElementKind kind) {
  return visitKind(kind, [](auto tag) {
    return Elem<typename decltype(tag)::type>::isFloat;
  });
}

bool mlir::compass::sim::isSignedKind(ElementKind kind) {
  return visitKind(kind, [](auto tag) {
    using T = typename decltype(tag)::type;
    return Elem<T>::isFloat || std::is_signed_v<T>;
  });
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

std::string mlir::compass::sim::formatRunDiagnostic(StringRef location,
                                                    StringRef severity,
                                                    const llvm::Twine &message,
                                                    unsigned tec) {
  return (location + ": " + severity + ": " + message + " (TEC " +
          llvm::Twine(tec) + ")")
      .str();
}

std::string mlir::compass::sim::formatRunError(StringRef location,
                                               const llvm::Twine &message,
                                               unsigned tec) {
  return formatRunDiagnostic(location, "error", message, tec);
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

const Inst *mlir::compass::sim::execOperandRule(Exec &exec, Tec &tec,
                                                const Inst &inst) {
  const DecodedRule &decoded = exec.program.rules[inst.a];
  auto valueOf = [&](int n) {
    auto [slot, read] = decoded.operands[n];
    return read(tec.regs[slot]);
  };
  if (isRuleActive(decoded.rule, valueOf)) {
    std::string message = checkRuleBounds(decoded.rule.bounds, valueOf);
    if (!message.empty())
      return fail(exec, tec, inst, message);
  }
  // The check is part of its operation's step (profiles and the step limit
  // count the operation once).
  const Inst &next = (&inst)[1];
  return next.handler(exec, tec, next);
}

//===----------------------------------------------------------------------===//
// Binary operations
//===----------------------------------------------------------------------===//

using namespace mlir::compass::sim::lanes;

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
                                                   ElementKind kind) {
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

/// kPoison is the pattern of Compass/Support/Poison.h, shared with the
/// native tier.
static constexpr const uint8_t (&kPoison)[32] = kPoisonPattern;

ArrayRef<uint8_t> mlir::compass::sim::getPoisonPattern() { return kPoison; }

/// Fills the inactive lanes of `out` from `r` or with the poison pattern.
template <typename S, Inactive Fill>
static void fillInactive(S *out, const Tec &tec, const Inst &inst,
                         const uint8_t *mask) {
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
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
}

/// dst[i] = mask[i] ? a[i] op b[i] : (r[i] or poison[i]) with mask c and
/// r d; with Inactive::None the decoder knows every lane is active.
template <typename T, typename Fn, Inactive Fill>
static const Inst *execLaneBinary(Exec &, Tec &tec, const Inst &inst) {
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
  fillInactive<S, Fill>(out, tec, inst, tec.regs[inst.c].bytes);
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

/// dst[i] = mask[i] ? op a[i] : (r[i] or poison[i]) with mask b and r d.
template <typename T, typename Fn, Inactive Fill>
static const Inst *execLaneUnary(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S input[lanes], out[lanes];
  std::memcpy(input, tec.regs[inst.a].bytes, sizeof(Reg));
  for (unsigned i = 0; i < lanes; ++i) {
    typename E::Compute result{};
    Fn::template apply<E>(E::load(input[i]), result);
    out[i] = E::store(result);
  }
  fillInactive<S, Fill>(out, tec, inst, tec.regs[inst.b].bytes);
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

/// The instantiation of lane handler `Exec` for functor Fn and the lane
/// type `kind`, or null when Fn does not take that type.
template <template <typename, typename, Inactive> class LaneExec, typename Fn>
static Handler selectLaneHandler(ElementKind kind, bool hasR, bool fullMask) {
  return visitKind(kind, [&](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    if constexpr (!takes<Fn, T>() || std::is_same_v<T, bool>) {
      return nullptr;
    } else {
      if (fullMask)
        return &LaneExec<T, Fn, Inactive::None>::run;
      return hasR ? &LaneExec<T, Fn, Inactive::FromR>::run
                  : &LaneExec<T, Fn, Inactive::Poison>::run;
    }
  });
}

namespace {
// Class wrappers of the lane handlers, so selectLaneHandler can take them
// as template template parameters.
template <typename T, typename Fn, Inactive Fill>
struct LaneBinary {
  static const Inst *run(Exec &exec, Tec &tec, const Inst &inst) {
    return execLaneBinary<T, Fn, Fill>(exec, tec, inst);
  }
};
template <typename T, typename Fn, Inactive Fill>
struct LaneUnary {
  static const Inst *run(Exec &exec, Tec &tec, const Inst &inst) {
    return execLaneUnary<T, Fn, Fill>(exec, tec, inst);
  }
};
} // namespace

Handler mlir::compass::sim::getLaneBuiltinHandler(Operation *op,
                                                  ElementKind kind, bool hasR,
                                                  bool fullMask) {
  // One row per lane-wise builtin of the builtin table.
#define COMPASS_LANE_BINARY(OP, FN)                                            \
  if (isa<OP>(op))                                                             \
    return selectLaneHandler<LaneBinary, FN>(kind, hasR, fullMask);
#define COMPASS_LANE_UNARY(OP, FN)                                             \
  if (isa<OP>(op))                                                             \
    return selectLaneHandler<LaneUnary, FN>(kind, hasR, fullMask);
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Builtins I, part B: out_sign, widening and narrowing builtins
//===----------------------------------------------------------------------===//

/// An integer lane of storage type T as a value, by the signedness `isSigned`.
template <typename T>
static int64_t readLane(T bits, bool isSigned) {
  if (isSigned)
    return static_cast<std::make_signed_t<T>>(bits);
  return static_cast<std::make_unsigned_t<T>>(bits);
}

/// dst[i] = mask[i] ? fn(a[i], b[i]) : (r[i] or poison[i]) for integer
/// lanes of the result type T whose operands may differ in signedness (imm
/// bit 0: a is signed, bit 1: b is): each operand lane is read by its own
/// signedness, fn computes on int64_t for the lane type T (wrapping or
/// clamping to it), and the result is truncated to T.
template <typename T, typename Fn, Inactive Fill>
static const Inst *execOutSignBinary(Exec &, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / sizeof(T);
  T lhs[lanes], rhs[lanes], out[lanes];
  std::memcpy(lhs, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(rhs, tec.regs[inst.b].bytes, sizeof(Reg));
  bool lhsSigned = inst.imm & 1, rhsSigned = inst.imm & 2;
  for (unsigned i = 0; i < lanes; ++i) {
    int64_t result = 0;
    Fn::template apply<Elem<T>>(readLane(lhs[i], lhsSigned),
                                readLane(rhs[i], rhsSigned), result);
    out[i] = static_cast<T>(result);
  }
  fillInactive<T, Fill>(out, tec, inst, tec.regs[inst.c].bytes);
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

Handler mlir::compass::sim::getOutSignLaneHandler(Operation *op,
                                                  ElementKind kind, bool hasR,
                                                  bool fullMask) {
  auto select = [&](auto fnTag) {
    using Fn = typename decltype(fnTag)::type;
    return visitIntegerKind(kind, [&](auto tag) -> Handler {
      using T = typename decltype(tag)::type;
      if (fullMask)
        return &execOutSignBinary<T, Fn, Inactive::None>;
      return hasR ? &execOutSignBinary<T, Fn, Inactive::FromR>
                  : &execOutSignBinary<T, Fn, Inactive::Poison>;
    });
  };
#define COMPASS_OUT_SIGN_BINARY(OP, FN)                                        \
  if (isa<OP>(op))                                                             \
    return select(TypeTag<FN>{});
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return nullptr;
}

/// dst = the products of the low (High: high) half of the lanes of a and b
/// (storage T, signedness from imm bits 0 and 1) in lanes twice as wide;
/// 32-bit lanes give (low word, high word) pairs. Lane j of the half is
/// active when mask c has lane j of the half set; inactive result lanes
/// come from r d or the poison pattern.
template <typename T, typename Fn, bool High, Inactive Fill>
static const Inst *execWidening(Exec &, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / sizeof(T);
  constexpr unsigned half = lanes / 2;
  constexpr unsigned base = High ? half : 0;
  using Wide = std::conditional_t<sizeof(T) == 1, uint16_t, uint32_t>;
  constexpr unsigned outLanes = sizeof(Reg) / sizeof(Wide);
  constexpr unsigned perProduct = outLanes / half; // 2 for 32-bit lanes
  T lhs[lanes], rhs[lanes];
  Wide out[outLanes];
  uint8_t active[outLanes];
  std::memcpy(lhs, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(rhs, tec.regs[inst.b].bytes, sizeof(Reg));
  const uint8_t *mask = tec.regs[inst.c].bytes;
  bool lhsSigned = inst.imm & 1, rhsSigned = inst.imm & 2;
  for (unsigned j = 0; j < half; ++j) {
    uint64_t product = Fn::apply(readLane(lhs[base + j], lhsSigned),
                                 readLane(rhs[base + j], rhsSigned));
    for (unsigned word = 0; word < perProduct; ++word) {
      out[j * perProduct + word] =
          static_cast<Wide>(product >> (32 * word));
      active[j * perProduct + word] = Fill == Inactive::None || mask[base + j];
    }
  }
  fillInactive<Wide, Fill>(out, tec, inst, active);
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

Handler mlir::compass::sim::getWideningHandler(Operation *op, ElementKind kind,
                                               bool hasR, bool fullMask) {
  auto select = [&](auto fnTag, auto highTag) {
    using Fn = typename decltype(fnTag)::type;
    constexpr bool high = decltype(highTag)::value;
    return visitIntegerKind(kind, [&](auto tag) -> Handler {
      using T = typename decltype(tag)::type;
      if (fullMask)
        return &execWidening<T, Fn, high, Inactive::None>;
      return hasR ? &execWidening<T, Fn, high, Inactive::FromR>
                  : &execWidening<T, Fn, high, Inactive::Poison>;
    });
  };
#define COMPASS_WIDENING(OP, FN)                                               \
  if (isa<OP>(op))                                                             \
    return select(TypeTag<FN>{},                                               \
                  std::integral_constant<bool, OP::kHighHalf>{});
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return nullptr;
}

/// dst[i * k] = mask[i] ? fn(a[i], b[i] read as unsigned) : 0 in lanes of
/// the narrower type R (k = sizeof(X) / sizeof(R)); the other lanes are 0.
template <typename X, typename R, typename Fn, bool Full>
static const Inst *execNarrowing(Exec &, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / sizeof(X);
  constexpr unsigned stride = sizeof(X) / sizeof(R);
  X x[lanes], counts[lanes];
  R out[sizeof(Reg) / sizeof(R)] = {};
  std::memcpy(x, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(counts, tec.regs[inst.b].bytes, sizeof(Reg));
  const uint8_t *mask = tec.regs[inst.c].bytes;
  for (unsigned i = 0; i < lanes; ++i)
    if (Full || mask[i])
      out[i * stride] = static_cast<R>(Fn::template apply<Elem<R>>(
          static_cast<int64_t>(x[i]),
          static_cast<uint64_t>(static_cast<std::make_unsigned_t<X>>(counts[i]))));
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

Handler mlir::compass::sim::getNarrowingHandler(Operation *op,
                                                ElementKind kind,
                                                ElementKind resultKind,
                                                bool fullMask) {
  auto select = [&](auto fnTag) {
    using Fn = typename decltype(fnTag)::type;
    return visitIntegerKind(kind, [&](auto tag) -> Handler {
      using X = typename decltype(tag)::type;
      return visitIntegerKind(resultKind, [&](auto resultTag) -> Handler {
        using R = typename decltype(resultTag)::type;
        if constexpr (sizeof(R) >= sizeof(X))
          return nullptr;
        else if (fullMask)
          return &execNarrowing<X, R, Fn, true>;
        else
          return &execNarrowing<X, R, Fn, false>;
      });
    });
  };
#define COMPASS_NARROWING(OP, ...)                                             \
  if (isa<OP>(op))                                                             \
    return select(TypeTag<__VA_ARGS__>{});
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return nullptr;
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

Handler mlir::compass::sim::getCmpHandler(CmpKind pred, ElementKind kind) {
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

Handler mlir::compass::sim::getNotHandler(ElementKind kind) {
  if (kind == ElementKind::I1)
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

Handler mlir::compass::sim::getCastHandler(ElementKind from, ElementKind to) {
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
  // A loop that runs has a positive step: its operand rule passed.
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

Handler mlir::compass::sim::getForInitHandler(ElementKind kind) {
  return visitIntegerKind(kind, [](auto tag) -> Handler {
    return &execForInit<typename decltype(tag)::type>;
  });
}

Handler mlir::compass::sim::getForNextHandler(ElementKind kind) {
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

const Inst *mlir::compass::sim::execCheckDivisor(Exec &exec, Tec &tec,
                                                 const Inst &inst) {
  const Reg &divisor = tec.regs[inst.a];
  if (std::all_of(divisor.bytes, divisor.bytes + inst.imm,
                  [](uint8_t byte) { return byte == 0; }))
    return fail(exec, tec, inst, CheckDivisorOp::kMessage);
  tec.regs[inst.dst] = divisor;
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
    return fail(exec, tec, inst, getCallDepthError());
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
    if (!checkNoDmaInFlight(exec, tec))
      return nullptr;
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
  // A barrier also waits for the TEC's DMAs in flight.
  if (!completeAllDmas(exec, tec))
    return nullptr;
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

//===----------------------------------------------------------------------===//
// Dot family: sums of products over groups of lanes
//===----------------------------------------------------------------------===//

uint64_t DotShape::pack() const {
  return uint64_t(result) | uint64_t(x) << 8 | uint64_t(y) << 16 |
         uint64_t(group) << 24 | uint64_t(pick + 1) << 32 |
         uint64_t(accumulates) << 40;
}

DotShape DotShape::unpack(uint64_t imm) {
  return {static_cast<ElementKind>(imm & 0xFF),
          static_cast<ElementKind>((imm >> 8) & 0xFF),
          static_cast<ElementKind>((imm >> 16) & 0xFF),
          static_cast<unsigned>((imm >> 24) & 0xFF),
          static_cast<int>((imm >> 32) & 0xFF) - 1, ((imm >> 40) & 1) != 0};
}

namespace {
/// A lane read exactly: integers as int64_t, floats as double.
struct DotLane {
  int64_t integer = 0;
  double real = 0;
};
} // namespace

/// Lane `i` of the register `bytes` holding lanes of `kind`.
static DotLane readDotLane(ElementKind kind, const uint8_t *bytes, unsigned i) {
  return visitKind(kind, [&](auto tag) {
    using E = Elem<typename decltype(tag)::type>;
    typename E::Storage storage;
    std::memcpy(&storage, bytes + i * sizeof(storage), sizeof(storage));
    DotLane lane;
    if constexpr (E::isFloat)
      lane.real = static_cast<double>(E::load(storage));
    else
      lane.integer = static_cast<int64_t>(E::load(storage));
    return lane;
  });
}

/// `sum` rounded once to float; a NaN sum gives the positive quiet NaN
/// (which NaN an addition of two keeps is the compiler's choice, so the
/// engines agree on one).
float mlir::compass::sim::roundDotSum(double sum) {
  return std::isnan(sum) ? std::numeric_limits<float>::quiet_NaN()
                         : static_cast<float>(sum);
}

/// Writes the sum `lane` to lane `i` of `bytes` holding lanes of `kind`:
/// integers saturate, floats round once to nearest even (roundDotSum).
static void writeDotLane(ElementKind kind, uint8_t *bytes, unsigned i,
                         const DotLane &lane) {
  visitKind(kind, [&](auto tag) {
    using T = typename decltype(tag)::type;
    using E = Elem<T>;
    typename E::Storage storage;
    if constexpr (E::isFloat) {
      storage = E::store(roundDotSum(lane.real));
    } else if constexpr (!std::is_same_v<T, bool>) {
      int64_t low = std::numeric_limits<T>::min();
      int64_t high = std::numeric_limits<T>::max();
      storage = static_cast<T>(std::clamp(lane.integer, low, high));
    } else {
      return;
    }
    std::memcpy(bytes + i * sizeof(storage), &storage, sizeof(storage));
  });
}

const Inst *mlir::compass::sim::execDot(Exec &, Tec &tec, const Inst &inst) {
  DotShape shape = DotShape::unpack(inst.imm);
  unsigned xBytes = getKindBytes(shape.x);
  unsigned resultBytes = getKindBytes(shape.result);
  unsigned xLanes = sizeof(Reg) / xBytes;
  unsigned resultLanes = sizeof(Reg) / resultBytes;
  unsigned stride = shape.group * xBytes / resultBytes;
  bool isFloat = isFloatKind(shape.result);
  const uint8_t *mask = tec.regs[inst.d].bytes;

  Reg out = shape.accumulates ? tec.regs[inst.a] : Reg{};
  DotLane sums[32];
  bool reached[32] = {};
  for (unsigned k = 0; k < resultLanes; ++k)
    if (shape.accumulates)
      sums[k] = readDotLane(shape.result, out.bytes, k);
  for (unsigned i = 0; i < xLanes; ++i) {
    unsigned group = i / shape.group;
    if (shape.pick >= 0 && i % shape.group != unsigned(shape.pick))
      continue;
    // A picked lane is predicated by its group's (result) lane.
    if (!mask[shape.pick >= 0 ? group : i])
      continue;
    DotLane x = readDotLane(shape.x, tec.regs[inst.b].bytes, i);
    DotLane y = readDotLane(shape.y, tec.regs[inst.c].bytes, i);
    DotLane &sum = sums[group * stride];
    if (isFloat)
      sum.real += x.real * y.real;
    else
      sum.integer += x.integer * y.integer;
    reached[group * stride] = true;
  }
  ArrayRef<uint8_t> poison = getPoisonPattern();
  for (unsigned k = 0; k < resultLanes; ++k) {
    if (reached[k])
      writeDotLane(shape.result, out.bytes, k, sums[k]);
    else if (!shape.accumulates)
      std::memcpy(out.bytes + k * resultBytes, poison.data() + k * resultBytes,
                  resultBytes);
  }
  tec.regs[inst.dst] = out;
  return &inst + 1;
}
