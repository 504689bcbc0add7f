//===- Vectors.cpp - lane and mask instructions ---------------------------===//
//
// compass.vcmp, vsel, vbcast, tail_mask and the mask operations, and
// tir.extract / tir.insert of one lane of a vector or mask. A vector
// register holds 32 bytes of lanes, a mask register one byte (0 or 1) per
// lane, lane 0 first. The lane-wise builtins (vadd … vinv) are in
// Instructions.cpp, their functors in LaneFunctions.h.
//
//===----------------------------------------------------------------------===//

#include "Elements.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// compass.vcmp, compass.vsel, compass.vbcast
//===----------------------------------------------------------------------===//

/// dst (mask) lane i = mask c lane i && a[i] pred b[i].
template <typename T, CmpKind Pred>
static const Inst *execVCmp(Exec &, Tec &tec, const Inst &inst) {
  using E = Elem<T>;
  using S = typename E::Storage;
  constexpr unsigned lanes = sizeof(Reg) / sizeof(S);
  S lhs[lanes], rhs[lanes];
  std::memcpy(lhs, tec.regs[inst.a].bytes, sizeof(Reg));
  std::memcpy(rhs, tec.regs[inst.b].bytes, sizeof(Reg));
  const uint8_t *mask = tec.regs[inst.c].bytes;
  Reg out = {};
  for (unsigned i = 0; i < lanes; ++i)
    out.bytes[i] =
        mask[i] && CmpFn<Pred>::apply(E::load(lhs[i]), E::load(rhs[i]));
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

Handler mlir::compass::sim::getVCmpHandler(CmpKind pred, ElementKind kind) {
  return visitKind(kind, [&](auto tag) -> Handler {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      return nullptr;
    } else {
      return visitCmpKind(pred, [](auto predTag) -> Handler {
        return &execVCmp<T, decltype(predTag)::value>;
      });
    }
  });
}

/// dst lane i = mask c lane i ? a[i] : b[i].
template <unsigned LaneBytes>
static const Inst *execVSel(Exec &, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  const uint8_t *onTrue = tec.regs[inst.a].bytes;
  const uint8_t *onFalse = tec.regs[inst.b].bytes;
  const uint8_t *mask = tec.regs[inst.c].bytes;
  Reg out;
  for (unsigned i = 0; i < lanes; ++i)
    std::memcpy(out.bytes + i * LaneBytes,
                (mask[i] ? onTrue : onFalse) + i * LaneBytes, LaneBytes);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// dst = every lane the scalar a.
template <unsigned LaneBytes>
static const Inst *execVBcast(Exec &, Tec &tec, const Inst &inst) {
  Reg out;
  for (unsigned i = 0; i < sizeof(Reg); i += LaneBytes)
    std::memcpy(out.bytes + i, tec.regs[inst.a].bytes, LaneBytes);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

Handler mlir::compass::sim::getVSelHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVSel<decltype(bytesTag)::value>;
  });
}

Handler mlir::compass::sim::getVBcastHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVBcast<decltype(bytesTag)::value>;
  });
}

//===----------------------------------------------------------------------===//
// Masks
//===----------------------------------------------------------------------===//

const Inst *mlir::compass::sim::execTailMask(Exec &exec, Tec &tec,
                                             const Inst &inst) {
  // In [0, lanes]: its operand rule passed.
  int32_t count = get<int32_t>(tec.regs[inst.a]);
  Reg out = {};
  std::memset(out.bytes, 1, count);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

namespace {
struct MaskAnd {
  static bool apply(bool a, bool b) { return a && b; }
};
struct MaskOr {
  static bool apply(bool a, bool b) { return a || b; }
};
struct MaskXor {
  static bool apply(bool a, bool b) { return a != b; }
};
struct MaskAndNot {
  static bool apply(bool a, bool b) { return a && !b; }
};
struct MaskOrNot {
  static bool apply(bool a, bool b) { return a || !b; }
};
struct MaskNand {
  static bool apply(bool a, bool b) { return !(a && b); }
};
struct MaskNor {
  static bool apply(bool a, bool b) { return !(a || b); }
};
} // namespace

/// dst = a op b on the imm lanes (a negation sets no byte past the lanes);
/// Masked: false where the mask c is.
template <typename Op, bool Masked = false>
static const Inst *execMaskBinary(Exec &, Tec &tec, const Inst &inst) {
  const uint8_t *lhs = tec.regs[inst.a].bytes;
  const uint8_t *rhs = tec.regs[inst.b].bytes;
  const uint8_t *mask = Masked ? tec.regs[inst.c].bytes : nullptr;
  Reg out = {};
  for (unsigned i = 0; i < inst.imm; ++i)
    out.bytes[i] =
        (!Masked || mask[i] != 0) && Op::apply(lhs[i] != 0, rhs[i] != 0);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

Handler mlir::compass::sim::getMaskBinaryHandler(MaskOpKind op) {
  switch (op) {
  case MaskOpKind::And:
    return &execMaskBinary<MaskAnd>;
  case MaskOpKind::Or:
    return &execMaskBinary<MaskOr>;
  case MaskOpKind::Xor:
    return &execMaskBinary<MaskXor>;
  case MaskOpKind::AndNot:
    return &execMaskBinary<MaskAndNot>;
  case MaskOpKind::OrNot:
    return &execMaskBinary<MaskOrNot>;
  case MaskOpKind::Nand:
    return &execMaskBinary<MaskNand>;
  case MaskOpKind::Nor:
    return &execMaskBinary<MaskNor>;
  }
  return nullptr;
}

Handler mlir::compass::sim::getMaskedBinaryHandler(MaskOpKind op) {
  switch (op) {
  case MaskOpKind::And:
    return &execMaskBinary<MaskAnd, true>;
  case MaskOpKind::Or:
    return &execMaskBinary<MaskOr, true>;
  case MaskOpKind::Xor:
    return &execMaskBinary<MaskXor, true>;
  case MaskOpKind::AndNot:
    return &execMaskBinary<MaskAndNot, true>;
  case MaskOpKind::OrNot:
    return &execMaskBinary<MaskOrNot, true>;
  default:
    return nullptr;
  }
}

const Inst *mlir::compass::sim::execMaskNot(Exec &, Tec &tec,
                                            const Inst &inst) {
  const uint8_t *in = tec.regs[inst.a].bytes;
  Reg out = {};
  for (unsigned i = 0; i < inst.imm; ++i)
    out.bytes[i] = !in[i];
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

//===----------------------------------------------------------------------===//
// tir.extract, tir.insert
//===----------------------------------------------------------------------===//

// The lane indices passed their operand rule: each names a lane.

/// dst = lane b of vector or mask a.
template <unsigned LaneBytes, typename I>
static const Inst *execExtract(Exec &exec, Tec &tec, const Inst &inst) {
  int64_t index = getIndex<I>(tec.regs[inst.b]);
  Reg out = {};
  std::memcpy(out.bytes, tec.regs[inst.a].bytes + index * LaneBytes, LaneBytes);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// dst = vector or mask b with lane c set to the scalar a.
template <unsigned LaneBytes, typename I>
static const Inst *execInsert(Exec &exec, Tec &tec, const Inst &inst) {
  int64_t index = getIndex<I>(tec.regs[inst.c]);
  Reg out = tec.regs[inst.b];
  std::memcpy(out.bytes + index * LaneBytes, tec.regs[inst.a].bytes, LaneBytes);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

Handler mlir::compass::sim::getExtractHandler(unsigned laneBytes,
                                              ElementKind index) {
  return visitIndexedAccess</*WholeRegister=*/false>(
      laneBytes, index, [](auto bytesTag, auto indexTag) -> Handler {
        return &execExtract<decltype(bytesTag)::value,
                            typename decltype(indexTag)::type>;
      });
}

Handler mlir::compass::sim::getInsertHandler(unsigned laneBytes,
                                             ElementKind index) {
  return visitIndexedAccess</*WholeRegister=*/false>(
      laneBytes, index, [](auto bytesTag, auto indexTag) -> Handler {
        return &execInsert<decltype(bytesTag)::value,
                           typename decltype(indexTag)::type>;
      });
}
