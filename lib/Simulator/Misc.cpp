//===- Misc.cpp - S.printf and S.perf_tick_* ------------------------------===//
//
// The miscellaneous builtins the simulator runs: S.printf, in upstream's
// PySim format (docs: Compass_PrintfOp in CompassOps.td), appended to the
// run's output in the order the TECs run; S.perf_tick_begin/end, which count
// the instructions each TEC executes between them. S.aiff and S.asm are
// refused when decoding (Decoder.cpp).
//
//===----------------------------------------------------------------------===//

#include "Profile.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

const Inst *mlir::compass::sim::execPrintf(Exec &exec, Tec &tec,
                                           const Inst &inst) {
  const PrintfInfo &info = exec.program.printfs[inst.a];
  const uint32_t *args = exec.program.callOperands.data() + inst.b;
  SmallVector<const uint8_t *, 8> bytes;
  for (uint32_t i = 0; i < inst.c; ++i)
    bytes.push_back(tec.regs[args[i]].bytes);
  llvm::raw_string_ostream os(exec.output);
  formatPrintf(os, info.pieces, bytes, info.argKinds);
  return &inst + 1;
}

const Inst *mlir::compass::sim::execPerfTickBegin(Exec &exec, Tec &tec,
                                                  const Inst &inst) {
  uint32_t cid = get<uint32_t>(tec.regs[inst.a]);
  if (std::optional<std::string> error = exec.perfTicks.begin(
          cid, tec.id, tec.steps, {inst.loc, profileClock(exec, tec)}))
    return fail(exec, tec, inst, *error);
  return &inst + 1;
}

const Inst *mlir::compass::sim::execPerfTickEnd(Exec &exec, Tec &tec,
                                                const Inst &inst) {
  uint32_t cid = get<uint32_t>(tec.regs[inst.a]);
  std::optional<std::string> error = exec.perfTicks.end(
      cid, tec.id, [&](const auto &fragment) {
        if (exec.profile)
          profilePerfTick(exec, tec, cid, fragment.where.clock,
                          fragment.where.loc);
        // The instructions strictly between the two marks.
        return tec.steps - fragment.begin - 1;
      });
  if (error)
    return fail(exec, tec, inst, *error);
  return &inst + 1;
}

LogicalResult mlir::compass::sim::finishPerfTicks(Exec &exec,
                                                  RunStats &stats) {
  stats.perfTicks.clear();
  std::string message;
  if (const auto *open = exec.perfTicks.findUnclosed(message)) {
    exec.error = formatRunError(exec.program.locations[open->where.loc],
                                message, open->tec);
    return failure();
  }
  for (const auto &fragment : exec.perfTicks.getFragments())
    stats.perfTicks.push_back(
        {fragment.cid, fragment.tec, fragment.total, fragment.count});
  return success();
}
