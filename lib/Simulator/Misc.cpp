//===- Misc.cpp - S.printf and S.perf_tick_* ------------------------------===//
//
// The miscellaneous builtins the simulator runs: S.printf, in upstream's
// PySim format (docs: Compass_PrintfOp in CompassOps.td), appended to the
// run's output in the order the TECs run; S.perf_tick_begin/end, which count
// the instructions each TEC executes between them. S.aiff and S.asm are
// refused when decoding (Decoder.cpp).
//
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Machine.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

/// Lane `i` of a register holding lanes of `kind`, as a double.
static double getFloatLane(const Reg &reg, ElementKind kind, unsigned i) {
  uint16_t half;
  switch (kind) {
  case ElementKind::F16:
    std::memcpy(&half, reg.bytes + 2 * i, 2);
    return halfToFloat(half);
  case ElementKind::BF16:
    std::memcpy(&half, reg.bytes + 2 * i, 2);
    return bfloat16ToFloat(half);
  default: {
    float value;
    std::memcpy(&value, reg.bytes + 4 * i, 4);
    return value;
  }
  }
}

/// Lane `i` of `bytes`-wide unsigned lanes.
static uint32_t getUintLane(const Reg &reg, unsigned bytes, unsigned i) {
  uint32_t value = 0;
  std::memcpy(&value, reg.bytes + bytes * i, bytes); // little endian
  return value;
}

/// Appends one conversion of `reg` (an operand of element kind `kind`).
static void formatArgument(raw_ostream &os, PrintfConversion conversion,
                           const Reg &reg, ElementKind kind) {
  switch (conversion) {
  case PrintfConversion::D:
  case PrintfConversion::I:
    os << get<int32_t>(reg);
    return;
  case PrintfConversion::C:
    // C's %c: the int converted to unsigned char, one byte.
    os << static_cast<char>(static_cast<unsigned char>(get<int32_t>(reg)));
    return;
  case PrintfConversion::U:
    os << get<uint32_t>(reg);
    return;
  case PrintfConversion::O:
    os << '0' << llvm::format("%o", get<uint32_t>(reg));
    return;
  case PrintfConversion::X:
  case PrintfConversion::XUpper: {
    // A float prints the bits of its float32 value.
    uint32_t bits = get<uint32_t>(reg);
    os << "0x"
       << llvm::format(conversion == PrintfConversion::X ? "%x" : "%X", bits);
    return;
  }
  case PrintfConversion::F:
    os << formatPrintfFloat(get<float>(reg));
    return;
  case PrintfConversion::P:
    // Meaningless in a simulator; upstream's PySim leaves it as it is.
    os << "%p";
    return;
  case PrintfConversion::V32hhx:
  case PrintfConversion::V16hx:
  case PrintfConversion::V8hlx: {
    unsigned bytes = conversion == PrintfConversion::V32hhx  ? 1
                     : conversion == PrintfConversion::V16hx ? 2
                                                             : 4;
    for (unsigned i = 0; i < 32 / bytes; ++i)
      os << (i ? ",0x" : "0x")
         << llvm::format("%x", getUintLane(reg, bytes, i));
    return;
  }
  case PrintfConversion::V16hf:
  case PrintfConversion::V8hlf: {
    unsigned lanes = kind == ElementKind::F32 ? 8 : 16;
    for (unsigned i = 0; i < lanes; ++i)
      os << (i ? "," : "") << formatPrintfFloat(getFloatLane(reg, kind, i));
    return;
  }
  case PrintfConversion::Text:
  case PrintfConversion::Percent:
  case PrintfConversion::S:
    return;
  }
}

const Inst *mlir::compass::sim::execPrintf(Exec &exec, Tec &tec,
                                           const Inst &inst) {
  const PrintfInfo &info = exec.program.printfs[inst.a];
  const uint32_t *args = exec.program.callOperands.data() + inst.b;
  llvm::raw_string_ostream os(exec.output);
  unsigned next = 0;
  for (const PrintfPiece &piece : info.pieces) {
    if (piece.kind == PrintfConversion::Text) {
      os << piece.text;
    } else if (piece.kind == PrintfConversion::Percent) {
      os << '%';
    } else {
      formatArgument(os, piece.kind, tec.regs[args[next]],
                     info.argKinds[next]);
      ++next;
    }
  }
  return &inst + 1;
}

/// The entry of (cid, TEC), created on first use.
static Exec::PerfTick &getPerfTick(Exec &exec, uint32_t cid, unsigned tec) {
  for (Exec::PerfTick &tick : exec.perfTicks)
    if (tick.cid == cid && tick.tec == tec)
      return tick;
  exec.perfTicks.push_back({cid, tec});
  return exec.perfTicks.back();
}

const Inst *mlir::compass::sim::execPerfTickBegin(Exec &exec, Tec &tec,
                                                  const Inst &inst) {
  uint32_t cid = get<uint32_t>(tec.regs[inst.a]);
  Exec::PerfTick &tick = getPerfTick(exec, cid, tec.id);
  if (tick.open)
    return fail(exec, tec, inst,
                "S.perf_tick_begin(" + Twine(cid) +
                    ") again before its S.perf_tick_end");
  tick.open = true;
  tick.begin = tec.steps;
  tick.beginClock = profileClock(exec, tec);
  tick.beginLoc = inst.loc;
  return &inst + 1;
}

const Inst *mlir::compass::sim::execPerfTickEnd(Exec &exec, Tec &tec,
                                                const Inst &inst) {
  uint32_t cid = get<uint32_t>(tec.regs[inst.a]);
  Exec::PerfTick &tick = getPerfTick(exec, cid, tec.id);
  if (!tick.open)
    return fail(exec, tec, inst,
                "S.perf_tick_end(" + Twine(cid) +
                    ") without an S.perf_tick_begin(" + Twine(cid) + ")");
  // The instructions strictly between the two marks.
  tick.instructions += tec.steps - tick.begin - 1;
  ++tick.count;
  tick.open = false;
  if (exec.profile)
    profilePerfTick(exec, tec, cid, tick.beginClock, tick.beginLoc);
  return &inst + 1;
}

LogicalResult mlir::compass::sim::finishPerfTicks(Exec &exec,
                                                  RunStats &stats) {
  stats.perfTicks.clear();
  for (const Exec::PerfTick &tick : exec.perfTicks)
    if (tick.open) {
      exec.error = formatRunError(exec.program.locations[tick.beginLoc],
                                  "S.perf_tick_begin(" + Twine(tick.cid) +
                                      ") has no S.perf_tick_end",
                                  tick.tec);
      return failure();
    }
  for (const Exec::PerfTick &tick : exec.perfTicks)
    stats.perfTicks.push_back({tick.cid, tick.tec, tick.instructions,
                               tick.count});
  llvm::sort(stats.perfTicks,
             [](const PerfTickCount &a, const PerfTickCount &b) {
               return std::tie(a.cid, a.tec) < std::tie(b.cid, b.tec);
             });
  return success();
}
