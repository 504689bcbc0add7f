//===- CrossLane.cpp - builtins whose lanes read other lanes --------------===//
//
// The handlers of the builtin families whose result lane reads other lanes
// than its own: the pairwise builtins (S.vaddh …), the whole-mask tests
// (S.vall, S.vany) and the reductions (S.vrpadd, S.vrpmax, S.vrpmin). The
// pairwise lane functors are those of LaneFunctions.h; the OpenCL C side is
// runtime/include/compass/dsl.h.
//
//===----------------------------------------------------------------------===//

#include "Elements.h"
#include "LaneFunctions.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Simulator/Simulator.h"

#include <cstring>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;
using namespace mlir::compass::sim::lanes;

//===----------------------------------------------------------------------===//
// Pairwise builtins (S.vaddh, S.vsubh, S.vmaxh, S.vminh)
//===----------------------------------------------------------------------===//

/// dst[i] = fn(a[2i], a[2i + 1]), dst[N/2 + i] = fn(b[2i], b[2i + 1]).
template <typename T, typename Fn>
static const Inst *execPairwise(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S x[lanes], y[lanes], out[lanes];
  std::memcpy(x, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(y, tec.regs[inst.b].bytes, sizeof(Reg));
  for (unsigned i = 0; i < lanes / 2; ++i) {
    typename E::Compute low{}, high{};
    Fn::template apply<E>(E::load(x[2 * i]), E::load(x[2 * i + 1]), low);
    Fn::template apply<E>(E::load(y[2 * i]), E::load(y[2 * i + 1]), high);
    out[i] = E::store(low);
    out[lanes / 2 + i] = E::store(high);
  }
  std::memcpy(tec.regs[inst.dst].bytes, out, sizeof(Reg));
  return &inst + 1;
}

template <typename Fn>
static Handler selectPairwise(ElementKind kind) {
  return visitKind(kind, [](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    if constexpr (!takes<Fn, T>() || std::is_same_v<T, bool>)
      return nullptr;
    else
      return &execPairwise<T, Fn>;
  });
}

Handler mlir::compass::sim::getPairwiseHandler(Operation *op,
                                               ElementKind kind) {
#define COMPASS_PAIRWISE(OP, FN)                                               \
  if (isa<OP>(op))                                                             \
    return selectPairwise<FN>(kind);
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Whole-mask tests (S.vall, S.vany)
//===----------------------------------------------------------------------===//

/// dst = every (IsAll) / any lane of the mask a of imm lanes is set.
template <bool IsAll>
static const Inst *execMaskTest(Exec &, Tec &tec, const Inst &inst) {
  const uint8_t *mask = tec.regs[inst.a].bytes;
  bool result = IsAll;
  for (unsigned i = 0; i < inst.imm; ++i)
    if ((mask[i] != 0) != IsAll)
      result = !IsAll;
  put<uint8_t>(tec.regs[inst.dst], result);
  return &inst + 1;
}

Handler mlir::compass::sim::getMaskTestHandler(Operation *op) {
#define COMPASS_MASK_TEST(OP)                                                  \
  if (isa<OP>(op))                                                             \
    return &execMaskTest<OP::kIsAll>;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Reductions (S.vrpadd, S.vrpmax, S.vrpmin)
//===----------------------------------------------------------------------===//

/// A register of poison: the lanes a reduction leaves undefined.
static Reg poisonRegister() {
  Reg out;
  std::memcpy(out.bytes, getPoisonPattern().data(), sizeof(Reg));
  return out;
}

/// dst lane 0 = the sum of the active lanes of a (mask b), the other lanes
/// poison. Integers wrap. Float lanes (16-bit ones converted to float32)
/// are summed as NumPy sums a native vector: inactive lanes are +0, eight
/// partial sums (lane j plus lane 8 + j), joined pairwise, then added to +0
/// (so a sum of -0 is +0).
template <typename T>
static const Inst *execSum(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S input[lanes];
  std::memcpy(input, tec.regs[inst.a].bytes, sizeof(Reg));
  const uint8_t *mask = tec.regs[inst.b].bytes;
  Reg out = poisonRegister();
  if constexpr (E::isFloat) {
    float partial[8];
    for (unsigned j = 0; j < 8; ++j) {
      partial[j] = mask[j] ? static_cast<float>(E::load(input[j])) : 0.0f;
      if constexpr (lanes == 16)
        partial[j] += mask[8 + j] ? static_cast<float>(E::load(input[8 + j]))
                                  : 0.0f;
    }
    float sum = ((partial[0] + partial[1]) + (partial[2] + partial[3])) +
                ((partial[4] + partial[5]) + (partial[6] + partial[7]));
    sum = 0.0f + sum;
    std::memcpy(out.bytes, &sum, sizeof(float));
  } else {
    uint32_t total = 0;
    for (unsigned i = 0; i < lanes; ++i)
      if (mask[i])
        total += static_cast<uint32_t>(input[i]);
    S sum = static_cast<S>(total);
    std::memcpy(out.bytes, &sum, sizeof(S));
  }
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// dst lane 0 = the maximum (IsMax) or minimum of the active lanes of a
/// (mask b), folded in lane order as NumPy does: the first of equal lanes
/// stays (+0 and -0), a NaN stays. WithIndex: lane 1 = the lowest active
/// index whose lane equals it, as bits of the lane type. Lanes without a
/// value (no active lane, a NaN extreme) are poison.
template <typename T, bool IsMax, bool WithIndex>
static const Inst *execExtreme(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S input[lanes];
  std::memcpy(input, tec.regs[inst.a].bytes, sizeof(Reg));
  const uint8_t *mask = tec.regs[inst.b].bytes;
  Reg out = poisonRegister();
  bool found = false;
  unsigned best = 0;
  for (unsigned i = 0; i < lanes; ++i) {
    if (!mask[i])
      continue;
    if (!found) {
      found = true;
      best = i;
      continue;
    }
    auto acc = E::load(input[best]), value = E::load(input[i]);
    bool keep = IsMax ? acc >= value : acc <= value;
    if constexpr (E::isFloat)
      keep = keep || std::isnan(acc);
    if (!keep)
      best = i;
  }
  if (found) {
    std::memcpy(out.bytes, &input[best], sizeof(S));
    if constexpr (WithIndex) {
      auto extreme = E::load(input[best]);
      for (unsigned i = 0; i < lanes; ++i) {
        if (mask[i] && E::load(input[i]) == extreme) {
          uint32_t index = i;
          std::memcpy(out.bytes + sizeof(S), &index, sizeof(S));
          break;
        }
      }
    }
  }
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

template <template <typename> class ExecOf>
static Handler selectReduce(ElementKind kind) {
  return visitKind(kind, [](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>)
      return nullptr;
    else
      return &ExecOf<T>::run;
  });
}

namespace {
template <typename T>
struct SumExec {
  static const Inst *run(Exec &e, Tec &t, const Inst &i) {
    return execSum<T>(e, t, i);
  }
};
template <bool IsMax, bool WithIndex>
struct ExtremeExec {
  template <typename T>
  struct Of {
    static const Inst *run(Exec &e, Tec &t, const Inst &i) {
      return execExtreme<T, IsMax, WithIndex>(e, t, i);
    }
  };
};
} // namespace

Handler mlir::compass::sim::getReduceHandler(Operation *op, ElementKind kind) {
  if (isa<VRPAddOp>(op))
    return selectReduce<SumExec>(kind);
  if (isa<VRPMaxOp>(op))
    return selectReduce<ExtremeExec<true, false>::Of>(kind);
  if (isa<VRPMinOp>(op))
    return selectReduce<ExtremeExec<false, false>::Of>(kind);
  if (isa<VRPMaxeOp>(op))
    return selectReduce<ExtremeExec<true, true>::Of>(kind);
  if (isa<VRPMineOp>(op))
    return selectReduce<ExtremeExec<false, true>::Of>(kind);
  return nullptr;
}
