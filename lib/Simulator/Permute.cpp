//===- Permute.cpp - compass.vperm, vcompress and vtbl --------------------===//
//
// The permutations of S.vconcat, S.vzip, S.vrevs, S.vsplit, S.vshfl,
// S.vsldl, S.vreplic (compass.vperm), S.vcompt / S.vcompc
// (compass.vcompress) and S.vtbl (compass.vtbl): result lanes are lanes of
// the inputs, moved, so only the lane width matters.
//
//===----------------------------------------------------------------------===//

#include "Elements.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

/// dst lane i = lane (table[i] + shift) mod T of a ++ b (T lanes; b is
/// kNoSlot for one input), the byte table being constants[imm] and shift
/// the si32 c (kNoSlot: 0), which must lie in [0, T).
template <unsigned LaneBytes>
static const Inst *execVPerm(Exec &exec, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  uint8_t in[2 * sizeof(Reg)];
  std::memcpy(in, tec.regs[inst.a].bytes, sizeof(Reg));
  unsigned total = lanes;
  if (inst.b != kNoSlot) {
    std::memcpy(in + sizeof(Reg), tec.regs[inst.b].bytes, sizeof(Reg));
    total *= 2;
  }
  int64_t shift = 0;
  if (inst.c != kNoSlot) // in [0, total): its operand rule passed
    shift = get<int32_t>(tec.regs[inst.c]);
  const Reg &table = exec.program.constants[inst.imm];
  Reg out;
  for (unsigned i = 0; i < lanes; ++i) {
    unsigned from = unsigned((table.bytes[i] + shift) % total);
    std::memcpy(out.bytes + i * LaneBytes, in + from * LaneBytes, LaneBytes);
  }
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// dst = the lanes of a whose mask b lane is set, in order, then lanes 0, 1,
/// ... of c (kNoSlot: zeros).
template <unsigned LaneBytes>
static const Inst *execVCompress(Exec &, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  const uint8_t *x = tec.regs[inst.a].bytes;
  const uint8_t *mask = tec.regs[inst.b].bytes;
  Reg fill = {};
  if (inst.c != kNoSlot)
    fill = tec.regs[inst.c];
  Reg out = {};
  unsigned packed = 0;
  for (unsigned i = 0; i < lanes; ++i)
    if (mask[i])
      std::memcpy(out.bytes + packed++ * LaneBytes, x + i * LaneBytes,
                  LaneBytes);
  std::memcpy(out.bytes + packed * LaneBytes, fill.bytes,
              (lanes - packed) * LaneBytes);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// dst lane i = lane idx[i] (unsigned) of the imm & 0xff tables a, b, c, d
/// read as one sequence, 0 past its end; idx is the slot imm >> 8.
template <unsigned LaneBytes>
static const Inst *execVTbl(Exec &, Tec &tec, const Inst &inst) {
  using Index = std::conditional_t<
      LaneBytes == 1, uint8_t,
      std::conditional_t<LaneBytes == 2, uint16_t, uint32_t>>;
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  unsigned count = unsigned(inst.imm & 0xff);
  const uint32_t slots[4] = {inst.a, inst.b, inst.c, inst.d};
  uint8_t table[4 * sizeof(Reg)];
  for (unsigned k = 0; k < count; ++k)
    std::memcpy(table + k * sizeof(Reg), tec.regs[slots[k]].bytes,
                sizeof(Reg));
  Index index[lanes];
  std::memcpy(index, tec.regs[uint32_t(inst.imm >> 8)].bytes, sizeof(Reg));
  Reg out = {};
  for (unsigned i = 0; i < lanes; ++i)
    if (index[i] < count * lanes)
      std::memcpy(out.bytes + i * LaneBytes, table + index[i] * LaneBytes,
                  LaneBytes);
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

Handler mlir::compass::sim::getVPermHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVPerm<decltype(bytesTag)::value>;
  });
}

Handler mlir::compass::sim::getVCompressHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVCompress<decltype(bytesTag)::value>;
  });
}

Handler mlir::compass::sim::getVTblHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVTbl<decltype(bytesTag)::value>;
  });
}
