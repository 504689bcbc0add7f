//===- Conversions.cpp - compass.vcvt ---------------------------------------===//
//
// The lane conversions of S.cast, S.vxtl and S.vxth (compass.vcvt): the
// inputs are one sequence of lanes, result lane i is input lane
// (offset + i * stride) mod N converted to the result's element type.
//
//===----------------------------------------------------------------------===//

#include "Elements.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

/// One lane converted from `From` to `To` (compass.vcvt's rules): float to
/// float rounds once to nearest even; an integer reaches a float through
/// float32 (nearest even); a float reaches an integer through int32 (NaN is
/// 0, clamped, truncated — or first rounded to nearest even when `Round`)
/// and then wraps; integers clamp when `Saturate`, else wrap.
template <typename From, typename To, bool Saturate, bool Round>
static typename Elem<To>::Storage convertLane(typename Elem<From>::Storage in) {
  using EF = Elem<From>;
  using ET = Elem<To>;
  auto value = EF::load(in);
  if constexpr (EF::isFloat && ET::isFloat) {
    return ET::store(static_cast<typename ET::Compute>(value));
  } else if constexpr (ET::isFloat) {
    return ET::store(static_cast<typename ET::Compute>(
        static_cast<float>(static_cast<int64_t>(value))));
  } else if constexpr (EF::isFloat) {
    double exact = static_cast<double>(value);
    if constexpr (Round)
      exact = std::nearbyint(exact);
    int32_t wide = floatToIntSaturating<int32_t>(exact);
    return static_cast<To>(static_cast<uint32_t>(wide));
  } else {
    int64_t wide = static_cast<int64_t>(value);
    if constexpr (Saturate) {
      wide = std::min<int64_t>(
          std::max<int64_t>(wide, std::numeric_limits<To>::min()),
          std::numeric_limits<To>::max());
    }
    return static_cast<To>(static_cast<uint64_t>(wide));
  }
}

/// dst = compass.vcvt of the imm >> 32 inputs in a, b, c, d; imm bits 0-15
/// are the offset, 16-31 the stride.
template <typename From, typename To, bool Saturate, bool Round>
static const Inst *execConvert(Exec &, Tec &tec, const Inst &inst) {
  using SF = typename Elem<From>::Storage;
  using ST = typename Elem<To>::Storage;
  constexpr unsigned inLanes = sizeof(Reg) / sizeof(SF);
  constexpr unsigned outLanes = sizeof(Reg) / sizeof(ST);
  unsigned count = static_cast<unsigned>(inst.imm >> 32);
  unsigned offset = static_cast<unsigned>(inst.imm & 0xffff);
  unsigned stride = static_cast<unsigned>((inst.imm >> 16) & 0xffff);
  SF in[4 * inLanes];
  const uint32_t slots[4] = {inst.a, inst.b, inst.c, inst.d};
  for (unsigned k = 0; k < count; ++k)
    std::memcpy(in + k * inLanes, tec.regs[slots[k]].bytes, sizeof(Reg));
  unsigned total = count * inLanes;
  ST out[outLanes];
  for (unsigned i = 0; i < outLanes; ++i)
    out[i] =
        convertLane<From, To, Saturate, Round>(in[(offset + i * stride) % total]);
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

Handler mlir::compass::sim::getConvertHandler(ElementKind from, ElementKind to,
                                              bool saturate, bool round) {
  return visitKind(from, [&](auto fromTag) -> Handler {
    using From = typename decltype(fromTag)::type;
    return visitKind(to, [&](auto toTag) -> Handler {
      using To = typename decltype(toTag)::type;
      if constexpr (std::is_same_v<From, bool> || std::is_same_v<To, bool>)
        return nullptr;
      else if (saturate)
        return &execConvert<From, To, true, false>;
      else if (round)
        return &execConvert<From, To, false, true>;
      else
        return &execConvert<From, To, false, false>;
    });
  });
}
