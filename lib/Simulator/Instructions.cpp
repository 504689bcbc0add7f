//===- Instructions.cpp - semantics of the simulator's instructions -------===//
//
// The handlers the decoder chooses from. Each operation family is written
// once as a template over element types (int8 … float32, f16 and bf16 as
// wrappers computed in float) and instantiated for every type it accepts;
// the get*Handler functions map a (family, type) pair to an instantiation.
// Memory accesses check the buffer's bounds here, lane by lane for masked
// vector accesses.
//
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Machine.h"

#include "llvm/Support/ErrorHandling.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

using namespace mlir;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

namespace {
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
  static constexpr bool isFloat = false;
  static Compute load(Storage value) { return value; }
  static Storage store(Compute value) { return value; }
};

template <>
struct Elem<float> {
  using Storage = float;
  using Compute = float;
  static constexpr bool isFloat = true;
  static float load(float value) { return value; }
  static float store(float value) { return value; }
};

template <>
struct Elem<Half> {
  using Storage = uint16_t;
  using Compute = float;
  static constexpr bool isFloat = true;
  static float load(uint16_t value) { return halfToFloat(value); }
  static uint16_t store(float value) { return floatToHalf(value); }
};

template <>
struct Elem<BFloat> {
  using Storage = uint16_t;
  using Compute = float;
  static constexpr bool isFloat = true;
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

template <typename T>
struct TypeTag {
  using type = T;
};
} // namespace

/// Calls `fn(TypeTag<T>{})` for the C++ element type of `kind`.
template <typename Fn>
static auto visitKind(ScalarKind kind, Fn &&fn) {
  switch (kind) {
  case ScalarKind::SI8:
    return fn(TypeTag<int8_t>{});
  case ScalarKind::UI8:
    return fn(TypeTag<uint8_t>{});
  case ScalarKind::SI16:
    return fn(TypeTag<int16_t>{});
  case ScalarKind::UI16:
    return fn(TypeTag<uint16_t>{});
  case ScalarKind::SI32:
    return fn(TypeTag<int32_t>{});
  case ScalarKind::UI32:
    return fn(TypeTag<uint32_t>{});
  case ScalarKind::F16:
    return fn(TypeTag<Half>{});
  case ScalarKind::BF16:
    return fn(TypeTag<BFloat>{});
  case ScalarKind::F32:
    return fn(TypeTag<float>{});
  case ScalarKind::I1:
    return fn(TypeTag<bool>{});
  }
  llvm_unreachable("unknown scalar kind");
}

/// Like visitKind, for the integer kinds only (others give nullptr).
template <typename Fn>
static Handler visitIntegerKind(ScalarKind kind, Fn &&fn) {
  switch (kind) {
  case ScalarKind::SI8:
    return fn(TypeTag<int8_t>{});
  case ScalarKind::UI8:
    return fn(TypeTag<uint8_t>{});
  case ScalarKind::SI16:
    return fn(TypeTag<int16_t>{});
  case ScalarKind::UI16:
    return fn(TypeTag<uint16_t>{});
  case ScalarKind::SI32:
    return fn(TypeTag<int32_t>{});
  case ScalarKind::UI32:
    return fn(TypeTag<uint32_t>{});
  default:
    return nullptr;
  }
}

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
  return false;
}

//===----------------------------------------------------------------------===//
// Binary operations
//===----------------------------------------------------------------------===//

namespace {
template <typename C>
constexpr bool isInt = std::is_integral_v<C>;

// Integer arithmetic goes through uint32_t so that it wraps without
// undefined behaviour (uint16_t * uint16_t would overflow int).

struct AddFn {
  static constexpr const char *error = "";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = static_cast<C>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
    else
      r = a + b;
    return true;
  }
};

struct SubFn {
  static constexpr const char *error = "";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = static_cast<C>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b));
    else
      r = a - b;
    return true;
  }
};

struct MulFn {
  static constexpr const char *error = "";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = static_cast<C>(static_cast<uint32_t>(a) * static_cast<uint32_t>(b));
    else
      r = a * b;
    return true;
  }
};

/// C division: truncating for integers (MIN / -1 wraps to MIN).
struct DivFn {
  static constexpr const char *error = "integer division by zero";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>) {
      if (b == 0)
        return false;
      if (std::is_signed_v<C> && b == static_cast<C>(-1))
        r = static_cast<C>(0u - static_cast<uint32_t>(a));
      else
        r = static_cast<C>(a / b);
    } else {
      r = a / b;
    }
    return true;
  }
};

/// floor(a / b).
struct FloorDivFn {
  static constexpr const char *error = "integer division by zero";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>) {
      if (!DivFn::apply(a, b, r))
        return false;
      if constexpr (std::is_signed_v<C>) {
        if (b != static_cast<C>(-1) && a % b != 0 && ((a < 0) != (b < 0)))
          r = static_cast<C>(r - 1);
      }
    } else {
      r = std::floor(a / b);
    }
    return true;
  }
};

/// C remainder: the sign of the dividend; fmod for floats.
struct ModFn {
  static constexpr const char *error = "integer division by zero";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>) {
      if (b == 0)
        return false;
      if (std::is_signed_v<C> && b == static_cast<C>(-1))
        r = 0;
      else
        r = static_cast<C>(a % b);
    } else {
      r = std::fmod(a, b);
    }
    return true;
  }
};

/// min/max; for floats a NaN operand yields the other one (fmin/fmax).
struct MinFn {
  static constexpr const char *error = "";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = a < b ? a : b;
    else
      r = std::fmin(a, b);
    return true;
  }
};

struct MaxFn {
  static constexpr const char *error = "";
  template <typename C>
  static bool apply(C a, C b, C &r) {
    if constexpr (isInt<C>)
      r = a > b ? a : b;
    else
      r = std::fmax(a, b);
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
  }
  llvm_unreachable("unknown binary operation");
}

template <typename T, typename Fn>
static bool execScalarBinary(Exec &exec, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  typename E::Compute result;
  if (!Fn::apply(E::load(get<S>(tec.regs[inst.a])),
                 E::load(get<S>(tec.regs[inst.b])), result))
    return trap(exec, tec, inst, Fn::error);
  put<S>(tec.regs[inst.dst], E::store(result));
  ++tec.pc;
  return true;
}

Handler mlir::compass::sim::getScalarBinaryHandler(BinaryKind op,
                                                   ScalarKind kind) {
  if (kind == ScalarKind::I1)
    return nullptr;
  return visitBinary(op, [&](auto fnTag) {
    using Fn = typename decltype(fnTag)::type;
    return visitKind(kind, [](auto tag) -> Handler {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_same_v<T, bool>)
        return nullptr;
      else
        return &execScalarBinary<T, Fn>;
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

/// dst[i] = mask[i] ? a[i] op b[i] : (HasR ? r[i] : poison[i]).
template <typename T, typename Fn, bool HasR>
static bool execVectorBinary(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S lhs[lanes], rhs[lanes], out[lanes];
  std::memcpy(lhs, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(rhs, tec.regs[inst.b].bytes, sizeof(Reg));
  const uint8_t *mask = tec.regs[inst.c].bytes;
  for (unsigned i = 0; i < lanes; ++i) {
    typename E::Compute result;
    Fn::apply(E::load(lhs[i]), E::load(rhs[i]), result);
    out[i] = E::store(result);
  }
  if constexpr (HasR) {
    S old[lanes];
    std::memcpy(old, tec.regs[inst.d].bytes, sizeof(Reg));
    for (unsigned i = 0; i < lanes; ++i)
      if (!mask[i])
        out[i] = old[i];
  } else {
    for (unsigned i = 0; i < lanes; ++i)
      if (!mask[i])
        std::memcpy(&out[i], kPoison + i * sizeof(S), sizeof(S));
  }
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  ++tec.pc;
  return true;
}

Handler mlir::compass::sim::getVectorBinaryHandler(BinaryKind op,
                                                   ScalarKind kind, bool hasR) {
  // Only the lane operations the compass dialect has; each cannot fail.
  auto pick = [&](auto fnTag) -> Handler {
    using Fn = typename decltype(fnTag)::type;
    return visitKind(kind, [&](auto tag) -> Handler {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_same_v<T, bool>)
        return nullptr;
      else
        return hasR ? &execVectorBinary<T, Fn, true>
                    : &execVectorBinary<T, Fn, false>;
    });
  };
  switch (op) {
  case BinaryKind::Add:
    return pick(TypeTag<AddFn>{});
  case BinaryKind::Sub:
    return pick(TypeTag<SubFn>{});
  case BinaryKind::Mul:
    return pick(TypeTag<MulFn>{});
  default:
    return nullptr;
  }
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

namespace {
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
} // namespace

template <typename T, CmpKind Pred>
static bool execCmp(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  bool result = CmpFn<Pred>::apply(E::load(get<S>(tec.regs[inst.a])),
                                   E::load(get<S>(tec.regs[inst.b])));
  put<uint8_t>(tec.regs[inst.dst], result);
  ++tec.pc;
  return true;
}

Handler mlir::compass::sim::getCmpHandler(CmpKind pred, ScalarKind kind) {
  return visitKind(kind, [&](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    switch (pred) {
    case CmpKind::Eq:
      return &execCmp<T, CmpKind::Eq>;
    case CmpKind::Ne:
      return &execCmp<T, CmpKind::Ne>;
    case CmpKind::Lt:
      return &execCmp<T, CmpKind::Lt>;
    case CmpKind::Le:
      return &execCmp<T, CmpKind::Le>;
    case CmpKind::Gt:
      return &execCmp<T, CmpKind::Gt>;
    case CmpKind::Ge:
      return &execCmp<T, CmpKind::Ge>;
    }
    return nullptr;
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
static bool execCast(Exec &, Tec &tec, const Inst &inst) {
  using SF = typename Elem<From>::Storage;
  using ST = typename Elem<To>::Storage;
  put<ST>(tec.regs[inst.dst],
          convertScalar<From, To>(get<SF>(tec.regs[inst.a])));
  ++tec.pc;
  return true;
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
// Memory
//===----------------------------------------------------------------------===//

/// The host address of `bytes` bytes at `offset` in pointer `ptr`'s buffer,
/// or nullptr after reporting a null or out-of-bounds access.
static uint8_t *access(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                       int64_t offset, unsigned bytes, const char *what) {
  if (ptr.buffer == 0 || ptr.buffer >= exec.buffers.size()) {
    trap(exec, tec, inst, llvm::Twine(what) + " through a null pointer");
    return nullptr;
  }
  const Buffer &buffer = exec.buffers[ptr.buffer];
  if (offset >= 0 && static_cast<uint64_t>(offset) + bytes <= buffer.bytes)
    return buffer.data + offset;
  const ParamInfo &param = exec.program.params[buffer.param];
  trap(exec, tec, inst,
       llvm::Twine("out-of-bounds ") + what + " of " + llvm::Twine(bytes) +
           " bytes at byte offset " + llvm::Twine(offset) + " of '" +
           param.name + "' (" + llvm::Twine(buffer.bytes) + " bytes)");
  return nullptr;
}

/// Reads an index register of integer type I, sign- or zero-extended.
template <typename I>
static int64_t getIndex(const Reg &reg) {
  return static_cast<int64_t>(get<I>(reg));
}

template <unsigned Bytes, typename I>
static bool execLoad(Exec &exec, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  int64_t offset = ptr.offset + getIndex<I>(tec.regs[inst.b]) * Bytes;
  const uint8_t *address = access(exec, tec, inst, ptr, offset, Bytes, "load");
  if (!address)
    return false;
  std::memcpy(tec.regs[inst.dst].bytes, address, Bytes);
  ++tec.pc;
  return true;
}

template <unsigned Bytes, typename I>
static bool execStore(Exec &exec, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.b]);
  int64_t offset = ptr.offset + getIndex<I>(tec.regs[inst.c]) * Bytes;
  uint8_t *address = access(exec, tec, inst, ptr, offset, Bytes, "store");
  if (!address)
    return false;
  std::memcpy(address, tec.regs[inst.a].bytes, Bytes);
  ++tec.pc;
  return true;
}

/// Picks an instantiation of Exec<Bytes, I> for an access size and index
/// kind.
template <template <unsigned, typename> class Family>
static Handler pickAccess(unsigned bytes, ScalarKind index) {
  auto forBytes = [&](auto bytesTag) -> Handler {
    constexpr unsigned n = decltype(bytesTag)::value;
    return visitIntegerKind(index, [](auto tag) -> Handler {
      return &Family<n, typename decltype(tag)::type>::exec;
    });
  };
  switch (bytes) {
  case 1:
    return forBytes(std::integral_constant<unsigned, 1>{});
  case 2:
    return forBytes(std::integral_constant<unsigned, 2>{});
  case 4:
    return forBytes(std::integral_constant<unsigned, 4>{});
  case 32:
    return forBytes(std::integral_constant<unsigned, 32>{});
  default:
    return nullptr;
  }
}

namespace {
template <unsigned Bytes, typename I>
struct LoadFamily {
  static bool exec(Exec &e, Tec &t, const Inst &i) {
    return execLoad<Bytes, I>(e, t, i);
  }
};
template <unsigned Bytes, typename I>
struct StoreFamily {
  static bool exec(Exec &e, Tec &t, const Inst &i) {
    return execStore<Bytes, I>(e, t, i);
  }
};
} // namespace

Handler mlir::compass::sim::getLoadHandler(unsigned bytes, ScalarKind index) {
  return pickAccess<LoadFamily>(bytes, index);
}

Handler mlir::compass::sim::getStoreHandler(unsigned bytes, ScalarKind index) {
  return pickAccess<StoreFamily>(bytes, index);
}

template <typename I>
static bool execPtrOffset(Exec &, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  ptr.offset += getIndex<I>(tec.regs[inst.b]) * static_cast<int64_t>(inst.imm);
  put(tec.regs[inst.dst], ptr);
  ++tec.pc;
  return true;
}

Handler mlir::compass::sim::getPtrOffsetHandler(ScalarKind index) {
  return visitIntegerKind(index, [](auto tag) -> Handler {
    return &execPtrOffset<typename decltype(tag)::type>;
  });
}

/// The unsigned integer type of a lane of `Bytes` bytes.
template <unsigned Bytes>
using LaneType =
    std::conditional_t<Bytes == 1, uint8_t,
                       std::conditional_t<Bytes == 2, uint16_t, uint32_t>>;

/// Masked load of a native vector: inactive lanes read nothing and are 0.
template <unsigned LaneBytes>
static bool execVLoad(Exec &exec, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  const uint8_t *mask = tec.regs[inst.b].bytes;
  Reg out = {};
  bool inBounds = ptr.buffer != 0 && ptr.buffer < exec.buffers.size() &&
                  ptr.offset >= 0 &&
                  static_cast<uint64_t>(ptr.offset) + sizeof(Reg) <=
                      exec.buffers[ptr.buffer].bytes;
  if (inBounds) {
    // The whole vector is in bounds: read it at once, then clear the
    // inactive lanes.
    using Lane = LaneType<LaneBytes>;
    Lane in[lanes], result[lanes];
    std::memcpy(in, exec.buffers[ptr.buffer].data + ptr.offset, sizeof(Reg));
    for (unsigned i = 0; i < lanes; ++i)
      result[i] = mask[i] ? in[i] : Lane(0);
    std::memcpy(out.bytes, result, sizeof(Reg));
  } else {
    for (unsigned i = 0; i < lanes; ++i) {
      if (!mask[i])
        continue;
      const uint8_t *address = access(
          exec, tec, inst, ptr, ptr.offset + i * LaneBytes, LaneBytes, "vload");
      if (!address)
        return false;
      std::memcpy(out.bytes + i * LaneBytes, address, LaneBytes);
    }
  }
  tec.regs[inst.dst] = out;
  ++tec.pc;
  return true;
}

/// Masked store of a native vector: inactive lanes touch no memory.
template <unsigned LaneBytes>
static bool execVStore(Exec &exec, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  const uint8_t *value = tec.regs[inst.a].bytes;
  auto ptr = get<PtrValue>(tec.regs[inst.b]);
  const uint8_t *mask = tec.regs[inst.c].bytes;
  bool inBounds = ptr.buffer != 0 && ptr.buffer < exec.buffers.size() &&
                  ptr.offset >= 0 &&
                  static_cast<uint64_t>(ptr.offset) + sizeof(Reg) <=
                      exec.buffers[ptr.buffer].bytes;
  if (inBounds) {
    uint8_t *base = exec.buffers[ptr.buffer].data + ptr.offset;
    if (std::all_of(mask, mask + lanes, [](uint8_t lane) { return lane; })) {
      std::memcpy(base, value, sizeof(Reg));
    } else {
      // Inactive lanes are not even rewritten: the caller's memory may be
      // shared with another run.
      for (unsigned i = 0; i < lanes; ++i)
        if (mask[i])
          std::memcpy(base + i * LaneBytes, value + i * LaneBytes, LaneBytes);
    }
  } else {
    // Check every active lane before writing any.
    for (unsigned i = 0; i < lanes; ++i)
      if (mask[i] && !access(exec, tec, inst, ptr, ptr.offset + i * LaneBytes,
                             LaneBytes, "vstore"))
        return false;
    for (unsigned i = 0; i < lanes; ++i)
      if (mask[i])
        std::memcpy(exec.buffers[ptr.buffer].data + ptr.offset + i * LaneBytes,
                    value + i * LaneBytes, LaneBytes);
  }
  ++tec.pc;
  return true;
}

Handler mlir::compass::sim::getVLoadHandler(unsigned laneBytes) {
  switch (laneBytes) {
  case 1:
    return &execVLoad<1>;
  case 2:
    return &execVLoad<2>;
  case 4:
    return &execVLoad<4>;
  default:
    return nullptr;
  }
}

Handler mlir::compass::sim::getVStoreHandler(unsigned laneBytes) {
  switch (laneBytes) {
  case 1:
    return &execVStore<1>;
  case 2:
    return &execVStore<2>;
  case 4:
    return &execVStore<4>;
  default:
    return nullptr;
  }
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

template <typename I>
static bool execForInit(Exec &exec, Tec &tec, const Inst &inst) {
  LoopState state{getIndex<I>(tec.regs[inst.a]), getIndex<I>(tec.regs[inst.b]),
                  getIndex<I>(tec.regs[inst.c])};
  if (state.current >= state.stop) {
    tec.pc = static_cast<uint32_t>(inst.imm);
    return true;
  }
  if (state.step <= 0)
    return trap(exec, tec, inst,
                "tir.for step must be positive, got " +
                    llvm::Twine(state.step));
  put(tec.regs[inst.d], state);
  put<I>(tec.regs[inst.dst], static_cast<I>(state.current));
  ++tec.pc;
  return true;
}

template <typename I>
static bool execForNext(Exec &, Tec &tec, const Inst &inst) {
  auto state = get<LoopState>(tec.regs[inst.d]);
  state.current += state.step;
  if (state.current < state.stop) {
    put(tec.regs[inst.d], state);
    put<I>(tec.regs[inst.dst], static_cast<I>(state.current));
    tec.pc = static_cast<uint32_t>(inst.imm);
  } else {
    ++tec.pc;
  }
  return true;
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

bool mlir::compass::sim::execConstant(Exec &exec, Tec &tec, const Inst &inst) {
  tec.regs[inst.dst] = exec.program.constants[inst.a];
  ++tec.pc;
  return true;
}

bool mlir::compass::sim::execCopy(Exec &, Tec &tec, const Inst &inst) {
  tec.regs[inst.dst] = tec.regs[inst.a];
  ++tec.pc;
  return true;
}

bool mlir::compass::sim::execSelect(Exec &, Tec &tec, const Inst &inst) {
  tec.regs[inst.dst] =
      get<uint8_t>(tec.regs[inst.a]) ? tec.regs[inst.b] : tec.regs[inst.c];
  ++tec.pc;
  return true;
}

bool mlir::compass::sim::execJump(Exec &, Tec &tec, const Inst &inst) {
  tec.pc = static_cast<uint32_t>(inst.imm);
  return true;
}

bool mlir::compass::sim::execJumpIfFalse(Exec &, Tec &tec, const Inst &inst) {
  if (get<uint8_t>(tec.regs[inst.a]))
    ++tec.pc;
  else
    tec.pc = static_cast<uint32_t>(inst.imm);
  return true;
}

bool mlir::compass::sim::execCall(Exec &exec, Tec &tec, const Inst &inst) {
  const Function &callee = exec.program.functions[inst.a];
  if (tec.calls.size() >= kMaxCallDepth)
    return trap(exec, tec, inst,
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
  tec.calls.push_back({tec.pc + 1, tec.base, tec.numSlots, inst.dst});
  tec.base = base;
  tec.numSlots = callee.numSlots;
  tec.regs = frame;
  tec.pc = callee.entry;
  return true;
}

bool mlir::compass::sim::execReturn(Exec &, Tec &tec, const Inst &inst) {
  if (tec.calls.empty()) {
    tec.status = TecStatus::Finished;
    return false;
  }
  Reg value = {};
  if (inst.a != kNoSlot)
    value = tec.regs[inst.a];
  Frame frame = tec.calls.back();
  tec.calls.pop_back();
  tec.base = frame.base;
  tec.numSlots = frame.numSlots;
  tec.regs = tec.regStack.data() + frame.base;
  if (frame.resultSlot != kNoSlot)
    tec.regs[frame.resultSlot] = value;
  tec.pc = frame.returnPc;
  return true;
}

bool mlir::compass::sim::execBarrier(Exec &, Tec &tec, const Inst &) {
  tec.status = TecStatus::AtBarrier;
  tec.barrierPc = tec.pc;
  ++tec.pc;
  return false;
}

bool mlir::compass::sim::execLocalId(Exec &, Tec &tec, const Inst &inst) {
  put<int32_t>(tec.regs[inst.dst], static_cast<int32_t>(tec.id));
  ++tec.pc;
  return true;
}

bool mlir::compass::sim::execLocalSize(Exec &exec, Tec &tec, const Inst &inst) {
  put<int32_t>(tec.regs[inst.dst],
               static_cast<int32_t>(exec.program.target.tecCount));
  ++tec.pc;
  return true;
}
