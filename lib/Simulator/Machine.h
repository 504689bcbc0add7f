//===- Machine.h - simulator instructions and TEC state ------- -*- C++ -*-===//
//
// The decoded form of a kernel and the state of one run. The decoder turns
// every function into a stretch of one flat instruction array; an
// instruction names its operands by register slot in the frame of the
// function it belongs to and carries a handler specialized for its element
// types, so executing it touches no IR, no map and no heap.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_MACHINE_H
#define COMPASS_LIB_SIMULATOR_MACHINE_H

#include "Compass/Dialect/Compass/IR/OperandRules.h"
#include "Compass/Dialect/Compass/IR/PrintfFormat.h"
#include "Compass/Simulator/Simulator.h"
#include "Compass/Support/DmaEvents.h"
#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/ExecutionLimits.h"
#include "Compass/Support/PerfTicks.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Twine.h"

#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace mlir::compass::sim {

/// One register: a scalar (low bytes), a native 256-bit vector, a mask (one
/// byte per lane, 0 or 1), a pointer (PtrValue) or a loop's hidden counter.
struct alignas(32) Reg {
  uint8_t bytes[32];
};

/// A pointer as held in a register: a buffer of the run (0 is null) and a
/// byte offset into it, which may stray out of bounds until it is accessed.
struct PtrValue {
  int64_t offset;
  uint32_t buffer;
  uint32_t unused;
};

/// The hidden state of a running tir.for: bounds widened to 64 bits, so the
/// induction variable never wraps.
struct LoopState {
  int64_t current;
  int64_t stop;
  int64_t step;
};

/// Reads a T from the low bytes of a register.
template <typename T>
inline T get(const Reg &reg) {
  static_assert(sizeof(T) <= sizeof(Reg), "does not fit a register");
  T value;
  std::memcpy(&value, reg.bytes, sizeof(T));
  return value;
}

/// Writes a T into the low bytes of a register.
template <typename T>
inline void put(Reg &reg, const T &value) {
  static_assert(sizeof(T) <= sizeof(Reg), "does not fit a register");
  std::memcpy(reg.bytes, &value, sizeof(T));
}

/// Marks an absent operand or result slot.
constexpr uint32_t kNoSlot = ~0u;

struct Exec;
struct Tec;
struct Inst;
struct ProfileState;

/// Executes one instruction; returns the next one, or nullptr when the TEC
/// stops: at a barrier (Tec::pc is then where it goes on), at the end of the
/// kernel or on an error.
using Handler = const Inst *(*)(Exec &exec, Tec &tec, const Inst &inst);

/// One decoded instruction. The meaning of the operand fields is the
/// handler's; `loc` indexes ProgramImpl::locations for error messages.
struct Inst {
  Handler handler = nullptr;
  uint32_t dst = kNoSlot;
  uint32_t a = kNoSlot;
  uint32_t b = kNoSlot;
  uint32_t c = kNoSlot;
  uint32_t d = kNoSlot;
  uint32_t loc = 0;
  uint64_t imm = 0;
};

/// A decoded function: its first instruction and the size of its frame.
/// Parameters occupy slots 0 … numParams-1.
struct Function {
  std::string name;
  uint32_t entry = 0;
  uint32_t numSlots = 0;
  uint32_t numParams = 0;
};

/// The binary operations of tir's scalar expressions (the vector builtins
/// are rows of the builtin table instead).
enum class BinaryKind : uint8_t {
  Add,
  Sub,
  Mul,
  Div,
  FloorDiv,
  Mod,
  Min,
  Max,
  And,
  Or,
  Xor,
  Shl,
  Shr,
  Pow
};

/// Comparison predicates (the order of tir::CmpPredicate).
enum class CmpKind : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

/// Where a buffer of a run lives.
enum class MemoryKind : uint8_t { Global, Private, Lsram, Shared, Constant };

/// compass.mask_and / mask_or / mask_xor and the internal mask instructions
/// mask_andnot (a & ~b), mask_ornot (a | ~b), mask_nand (~(a & b)) and
/// mask_nor (~(a | b)).
enum class MaskOpKind : uint8_t { And, Or, Xor, AndNot, OrNot, Nand, Nor };

/// One tir.alloc of the program.
struct AllocInfo {
  /// The Python name of the buffer.
  std::string name;
  MemoryKind kind = MemoryKind::Private;
  uint64_t bytes = 0;
};

/// One tir.const_buffer of the program: a read-only table.
struct ConstTable {
  std::string name;
  std::vector<uint8_t> bytes;
};

/// One compass.printf of the program: its format and, per operand, its
/// element kind (a vector's lane kind; pointers: UI32, unused).
struct PrintfInfo {
  std::vector<PrintfPiece> pieces;
  std::vector<ElementKind> argKinds;
};

/// An operation's operand rule (OperandRules.h) as the simulator checks it
/// before the operation runs: its bounds left open by the constants, and
/// how to read each operand the bounds name (by operand number; an operand
/// they do not read has no reader).
struct DecodedRule {
  using Reader = int64_t (*)(const Reg &);
  OperandRule rule;
  std::vector<std::pair<uint32_t, Reader>> operands;
};

/// The decoded kernel, read-only while running.
class ProgramImpl {
public:
  TargetDescription target;
  /// Every function's instructions; functions[0] is the entry kernel.
  std::vector<Inst> code;
  /// The kind of each instruction, for profiles (indexed like code).
  std::vector<InstKind> kinds;
  std::vector<Function> functions;
  /// Argument slots of calls (Inst::b indexes here, Inst::c counts).
  std::vector<uint32_t> callOperands;
  /// Constant registers (Inst::a of a constant instruction indexes here).
  std::vector<Reg> constants;
  /// Rendered "file:line:col" of the operations, indexed by Inst::loc.
  std::vector<std::string> locations;
  /// Location of the entry kernel, for argument errors.
  uint32_t kernelLoc = 0;
  std::vector<KernelParam> params;
  /// The allocations (Inst::a of an allocation instruction indexes here).
  std::vector<AllocInfo> allocs;
  /// The constant tables (Inst::a of a const_buffer instruction).
  std::vector<ConstTable> constTables;
  /// The printf formats (Inst::a of a printf instruction).
  std::vector<PrintfInfo> printfs;
  /// The operand rules (Inst::a of an operand-rule instruction).
  std::vector<DecodedRule> rules;
};

class RaceShadow;

/// One buffer of a run. Buffer 0 is the null pointer's.
struct Buffer {
  uint8_t *data = nullptr;
  uint64_t bytes = 0;
  MemoryKind kind = MemoryKind::Global;
  /// The parameter index of a global buffer, the allocation index of an
  /// allocated one, the table index of a constant one.
  uint32_t owner = 0;
  /// Global buffers: the byte offset of the kernel's pointer parameter in the
  /// buffer (KernelArg::offset); offsets are reported relative to it.
  uint64_t origin = 0;
  /// Allocations: one byte per data byte, nonzero once written. The
  /// caller's buffers are initialized: null until a DMA copies uninitialized
  /// bytes into one (Dma.cpp), which then gets one, all set but those.
  uint8_t *init = nullptr;
  /// Global and shared buffers: the race shadow (Checks.h), whose accesses
  /// are checked for races between TECs.
  RaceShadow *shadow = nullptr;
};

/// A call in progress: where to return to and what the caller's frame was.
struct Frame {
  uint32_t returnPc;
  uint32_t base;
  uint32_t numSlots;
  uint32_t resultSlot;
};

enum class TecStatus : uint8_t { Ready, AtBarrier, Finished, Failed };

/// An asynchronous DMA started but not yet waited for: it is carried out
/// when its event is waited for (or at a barrier), and until then the TEC's
/// accesses are checked against it (Events.cpp).
struct PendingDma {
  PtrValue dst, src;
  int64_t width, srcStride, times, dstStride;
  unsigned itemBytes;
  unsigned event;
  /// The compass.async_dma_copy that started it.
  const Inst *inst;
  /// The TEC's profile clock when it started (profiled runs only).
  uint64_t start;
};

/// The four DMA events of a TEC and its DMAs in flight.
using TecEvents = DmaEvents<PendingDma>;

/// One TEC: its program counter, register frames and call stack.
struct Tec {
  unsigned id = 0;
  uint32_t pc = 0;
  /// Current frame: regStack[base … base + numSlots).
  Reg *regs = nullptr;
  uint32_t base = 0;
  uint32_t numSlots = 0;
  std::vector<Reg> regStack;
  std::vector<Frame> calls;
  TecStatus status = TecStatus::Ready;
  /// True once the TEC executed its first instruction.
  bool started = false;
  /// Instructions this TEC executed so far (S.perf_tick_* count them).
  uint64_t steps = 0;
  /// The barrier instruction this TEC waits at, or the return instruction
  /// it finished at.
  uint32_t stopPc = 0;
  TecEvents events;
};

/// The state of one run shared by all TECs.
struct Exec {
  Exec(const ProgramImpl &program, const RunOptions &options);
  ~Exec();
  const ProgramImpl &program;
  const RunOptions &options;
  /// program.code.data(): jump targets are indices into it.
  const Inst *code;
  std::vector<Buffer> buffers;
  /// The first buffer of each allocation: a shared allocation has one, a
  /// private or lsram one has one per TEC.
  std::vector<uint32_t> allocBuffers;
  /// The buffer of each constant table.
  std::vector<uint32_t> constBuffers;
  /// The barrier interval: bumped each time the TECs leave a barrier.
  uint64_t epoch = 0;
  /// Instructions executed so far, over all TECs.
  uint64_t steps = 0;
  /// The profile being recorded (RunOptions::profile; Profile.h), else null.
  ProfileState *profile = nullptr;
  /// The first error, formatted.
  std::string error;
  /// What S.printf printed, in the order the TECs ran.
  std::string output;
  /// The warnings reported so far (RunStats::warnings) and the locations
  /// they were reported at.
  std::vector<std::string> warnings;
  llvm::DenseSet<uint32_t> warnedLocs;
  /// The S.perf_tick_* fragments, measured in the TEC's steps: where each
  /// open one began, and the TEC's profile clock then (profiled runs only).
  struct PerfTickBegin {
    uint32_t loc = 0;
    uint64_t clock = 0;
  };
  PerfTickLedger<PerfTickBegin> perfTicks;

  /// Gives global buffer `index` its race shadow; false when there is no
  /// memory for it.
  bool addShadow(uint32_t index);
  /// Adds a buffer holding a copy of constant table `index`; false when
  /// there is no memory for it.
  bool addConstTable(const ConstTable &table, uint32_t index);
  /// Creates the storage of allocation buffer `index` (poison-filled,
  /// uninitialized, with a race shadow if shared); false when there is no
  /// memory for it.
  bool materialize(uint32_t index);
  /// Gives a buffer without an init shadow (a caller's) one, every byte
  /// initialized; false when there is no memory for it.
  bool addInitShadow(Buffer &buffer);

private:
  std::vector<std::unique_ptr<uint8_t[]>> storage;
  std::vector<std::unique_ptr<RaceShadow>> shadows;
};

/// Records `message` as the run's error at `inst`'s location, marks `tec`
/// failed and returns false (so a check can `return trap(...)`).
bool trap(Exec &exec, Tec &tec, const Inst &inst, const llvm::Twine &message);
/// trap() for handlers: returns nullptr.
const Inst *fail(Exec &exec, Tec &tec, const Inst &inst,
                 const llvm::Twine &message);

/// Formats "<loc>: <severity>: <message> (TEC <n>)".
std::string formatRunDiagnostic(StringRef location, StringRef severity,
                                const llvm::Twine &message, unsigned tec);
/// Formats "<loc>: error: <message> (TEC <n>)".
std::string formatRunError(StringRef location, const llvm::Twine &message,
                           unsigned tec);

/// Decodes the kernel of `module` and the functions it calls into
/// `program` (Decoder.cpp); reports unsupported operations on their
/// locations.
LogicalResult decodeModule(ModuleOp module, ProgramImpl &program);

/// Runs the TECs of `exec` over the program until they all finish or one
/// fails (Scheduler.cpp); `tecs` start at the kernel's entry.
LogicalResult schedule(Exec &exec, MutableArrayRef<Tec> tecs);

//===----------------------------------------------------------------------===//
// Handler selection (Instructions.cpp, Memory.cpp)
//===----------------------------------------------------------------------===//

/// Storage bytes of a scalar kind (1 for i1).
unsigned getKindBytes(ElementKind kind);
bool isFloatKind(ElementKind kind);
bool isSignedKind(ElementKind kind);

/// dst = a op b on scalars.
Handler getScalarBinaryHandler(BinaryKind op, ElementKind kind);
/// dst (i1) = a pred b.
Handler getCmpHandler(CmpKind pred, ElementKind kind);
/// dst = cast a from `from` to `to`.
Handler getCastHandler(ElementKind from, ElementKind to);
/// The handler of a lane-wise builtin (LaneBuiltinOpInterface) on lanes of
/// `kind`: binary ones read a, b, mask c and r d, unary ones a, mask b and
/// r d; `fullMask` when the mask is a constant with every lane set. Null
/// when the builtin does not take that lane type.
Handler getLaneBuiltinHandler(Operation *op, ElementKind kind, bool hasR,
                              bool fullMask);
/// The handler of a binary out_sign builtin (a row of
/// COMPASS_OUT_SIGN_BINARY) whose integer operands differ in signedness
/// from its result of lane type `kind`: like getLaneBuiltinHandler, each
/// operand read by its own signedness (imm bit 0: a is signed, bit 1: b).
Handler getOutSignLaneHandler(Operation *op, ElementKind kind, bool hasR,
                              bool fullMask);
/// The handler of a widening builtin (a row of COMPASS_WIDENING) whose
/// operands have lanes of `kind` (read by the signedness of imm bit 0 for
/// a, bit 1 for b), mask c of the operands' lanes and r d; null for other
/// operations.
Handler getWideningHandler(Operation *op, ElementKind kind, bool hasR,
                           bool fullMask);
/// The handler of a narrowing builtin (a row of COMPASS_NARROWING) from x
/// a of lanes `kind`, counts b and mask c of x's lanes into lanes of
/// `resultKind`; null for other operations.
Handler getNarrowingHandler(Operation *op, ElementKind kind,
                            ElementKind resultKind, bool fullMask);
/// dst = *(a + b * bytes): tir.load of `bytes` (1, 2, 4 or 32) bytes.
Handler getLoadHandler(unsigned bytes, ElementKind index);
/// *(b + c * bytes) = a: tir.store.
Handler getStoreHandler(unsigned bytes, ElementKind index);
/// dst = a + b * imm bytes: tir.ptr_offset.
Handler getPtrOffsetHandler(ElementKind index);
/// dst = masked vector load at a with mask b; lanes of `laneBytes`;
/// `fullMask` when the mask is a constant with every lane set.
Handler getVLoadHandler(unsigned laneBytes, bool fullMask);
/// masked vector store of a at b with mask c.
Handler getVStoreHandler(unsigned laneBytes, bool fullMask);
/// Memory II (Memory.cpp): dst = strided load at a, stride b, mask c.
Handler getVLoadStrideHandler(unsigned laneBytes);
/// Strided store of a at b, stride c, mask d.
Handler getVStoreStrideHandler(unsigned laneBytes);
/// dst = gather at a with index vectors b, c, mask d, first index lane imm.
Handler getVLoadGatherHandler(unsigned laneBytes, bool signedIndices);
/// Scatter of a at b with index vectors c, d, mask dst, first lane imm.
Handler getVStoreScatterHandler(unsigned laneBytes, bool signedIndices);
/// The DMA instructions (Dma.cpp). compass.dma_memset: a = ptr, b = value,
/// c = num.
Handler getDmaMemsetHandler(unsigned itemBytes);
/// compass.dma_transpose2d: a = dst, b = src, c = row, d = col, dst = dst
/// stride slot, imm = src stride slot | given flags << 32.
Handler getDmaTranspose2dHandler(unsigned itemBytes);
/// compass.dma_upsample: see execDmaUpsample.
Handler getDmaUpsampleHandler(unsigned itemBytes);
/// dst = the int32 values of slots a, b, c, d side by side.
const Inst *execPackScalars(Exec &, Tec &, const Inst &);
/// compass.dma_copy of elements of `itemBytes` (1, 2 or 4) bytes: a = dst,
/// b = src, c = width, d = src stride, dst = times, imm = dst stride slot.
Handler getDmaCopyHandler(unsigned itemBytes);
/// dst = the storage of allocations[a] (this TEC's, for private and lsram).
Handler getAllocHandler(MemoryKind kind);
/// dst = a pred b on pointers (by buffer, then offset).
Handler getPtrCmpHandler(CmpKind pred);
/// dst = a is null.
const Inst *execPtrIsNull(Exec &, Tec &, const Inst &);
/// dst = the constant table a.
const Inst *execConstBuffer(Exec &, Tec &, const Inst &);
/// dst = ~a (integers) or !a (i1).
Handler getNotHandler(ElementKind kind);

//===----------------------------------------------------------------------===//
// Lane and mask handlers (Vectors.cpp)
//===----------------------------------------------------------------------===//

/// dst (mask) = mask c && a pred b, lane-wise.
Handler getVCmpHandler(CmpKind pred, ElementKind kind);
/// dst = mask c ? a : b, lane-wise.
Handler getVSelHandler(unsigned laneBytes);
/// dst = scalar a in every lane.
Handler getVBcastHandler(unsigned laneBytes);
/// dst = mask of the first a (si32) of imm lanes.
const Inst *execTailMask(Exec &, Tec &, const Inst &);
/// Checks rules[a] on its operands, then runs the next instruction (its
/// operation's) as part of the same step.
const Inst *execOperandRule(Exec &, Tec &, const Inst &);
/// dst = a op b on masks.
Handler getMaskBinaryHandler(MaskOpKind op);
/// a op b under the mask c (And, Or, Xor, AndNot, OrNot; nullptr for the
/// others).
Handler getMaskedBinaryHandler(MaskOpKind op);
/// dst = !a on the imm lanes of a mask.
const Inst *execMaskNot(Exec &, Tec &, const Inst &);
/// dst = lane b of the imm-lane vector or mask a.
Handler getExtractHandler(unsigned laneBytes, ElementKind index);
/// dst = vector or mask b with lane c set to a.
Handler getInsertHandler(unsigned laneBytes, ElementKind index);

/// compass.vcvt from lanes of `from` to lanes of `to` (Conversions.cpp):
/// dst = the imm >> 32 inputs a, b, c, d converted, lane i from input lane
/// (offset + i * stride) mod N; imm bits 0-15 offset, 16-31 stride.
Handler getConvertHandler(ElementKind from, ElementKind to, bool saturate,
                          bool round);

/// Enters a tir.for: dst = iv, a/b/c = start/stop/step, d = hidden state,
/// imm = the instruction after the loop.
Handler getForInitHandler(ElementKind kind);
/// Next iteration: d = hidden state, dst = iv, imm = first body
/// instruction.
Handler getForNextHandler(ElementKind kind);

/// dst = constants[a].
const Inst *execConstant(Exec &, Tec &, const Inst &);
/// dst = a (whole register).
const Inst *execCopy(Exec &, Tec &, const Inst &);
/// compass.check_divisor: a = the divisor, imm = its bytes; zero stops the
/// run, else dst = a.
const Inst *execCheckDivisor(Exec &, Tec &, const Inst &);
/// dst = a ? b : c (whole registers).
const Inst *execSelect(Exec &, Tec &, const Inst &);
/// pc = imm.
const Inst *execJump(Exec &, Tec &, const Inst &);
/// if !a: pc = imm.
const Inst *execJumpIfFalse(Exec &, Tec &, const Inst &);
/// Calls functions[a] with the c arguments at callOperands[b…]; the result
/// goes to dst (kNoSlot: none), or the d results (several) to the slots
/// that follow the arguments in callOperands.
const Inst *execCall(Exec &, Tec &, const Inst &);
/// Inst::imm of a return instruction decoded from tir.return.
constexpr uint64_t kEarlyReturn = 1;

/// Returns a (kNoSlot: nothing), or the c values at callOperands[b…]
/// (several), to the caller, or ends the kernel.
const Inst *execReturn(Exec &, Tec &, const Inst &);
/// Waits at a barrier.
const Inst *execBarrier(Exec &, Tec &, const Inst &);
/// dst = TEC id / TEC count.
const Inst *execLocalId(Exec &, Tec &, const Inst &);
const Inst *execLocalSize(Exec &, Tec &, const Inst &);

// Builtins whose lanes read other lanes (CrossLane.cpp).

/// A pairwise builtin (S.vaddh …) on lanes of `kind`: dst[i] = fn(a[2i],
/// a[2i + 1]), dst[N/2 + i] = fn(b[2i], b[2i + 1]). Null when it does not
/// take that lane type.
Handler getPairwiseHandler(Operation *op, ElementKind kind);
/// A whole-mask test (S.vall, S.vany): dst = the test of the imm lanes of
/// mask a. Null for other operations.
Handler getMaskTestHandler(Operation *op);
/// A reduction (S.vrpadd …) of the vector a under mask b whose input lanes
/// are of `kind`. Null when it does not take that lane type.
Handler getReduceHandler(Operation *op, ElementKind kind);

/// The shape of a Dot-family builtin (DotBuiltinOpInterface), packed into
/// Inst::imm by the decoder.
struct DotShape {
  ElementKind result, x, y;
  /// Lanes of x per group; the one lane of a group taken, or -1 for all.
  unsigned group;
  int pick;
  bool accumulates;

  uint64_t pack() const;
  static DotShape unpack(uint64_t imm);
};
/// dst = the Dot builtin of imm (DotShape): a = acc (kNoSlot: none), b = x,
/// c = y, d = mask.
const Inst *execDot(Exec &, Tec &, const Inst &);
/// A float sum of the Dot and MatMul families rounded once to float; NaN
/// gives the positive quiet NaN.
float roundDotSum(double sum);

/// compass.vmml / vmma: the 16 float32 at pointer a = [them +] the 4x4
/// product of b (row major) and c (column major), of float16 or bfloat16.
Handler getMatMulHandler(bool xBFloat16, bool yBFloat16, bool accumulates);

// Miscellaneous builtins (Misc.cpp).

/// S.printf: appends program.printfs[a] filled with the c operands at
/// callOperands[b…] to the run's output.
const Inst *execPrintf(Exec &, Tec &, const Inst &);
/// S.perf_tick_begin / S.perf_tick_end of the id in slot a (ui32).
const Inst *execPerfTickBegin(Exec &, Tec &, const Inst &);
const Inst *execPerfTickEnd(Exec &, Tec &, const Inst &);
/// After a successful run: fails it if a perf_tick_begin was never ended,
/// else copies the counts into `stats`.
LogicalResult finishPerfTicks(Exec &exec, RunStats &stats);

// Events and asynchronous DMA (Events.cpp).

/// dst = a newly allocated event of the TEC.
const Inst *execAllocEvent(Exec &, Tec &, const Inst &);
/// Waits for the imm events in slots a, b, c, d (wait_events).
const Inst *execWaitEvents(Exec &, Tec &, const Inst &);
/// Waits for them, then frees them (free_events).
const Inst *execFreeEvents(Exec &, Tec &, const Inst &);
/// compass.async_dma_copy of elements of `itemBytes` bytes: the operands
/// of getDmaCopyHandler, and the event's slot in imm bits 32-63.
Handler getAsyncDmaCopyHandler(unsigned itemBytes);
/// Carries out every DMA of the TEC in flight (a barrier); false after
/// reporting an error.
bool completeAllDmas(Exec &exec, Tec &tec);
/// False after reporting a DMA still in flight at the end of the kernel.
bool checkNoDmaInFlight(Exec &exec, Tec &tec);
/// Checks an access of `size` bytes at `offset` of `buffer` by the TEC
/// against its DMAs in flight: the destination of one may not be read or
/// written, its source not written. Only the bytes whose `active` entry is
/// set count (null: all). False after reporting.
bool checkPendingDmas(Exec &exec, Tec &tec, const Inst &inst,
                      const Buffer &buffer, uint64_t offset, unsigned size,
                      const uint8_t *active, bool isWrite);
// The DMA instructions (Dma.cpp) and their element accesses (Memory.cpp).

/// Reads `count` elements of `itemBytes` bytes from byte `offset` of `ptr`'s
/// buffer into `out`, each checked for bounds, races and DMAs in flight, and
/// their init shadow into `outInit` (a DMA copies bytes nothing wrote; their
/// first use reports). False after reporting.
bool readDmaItems(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                  int64_t offset, int64_t count, unsigned itemBytes,
                  uint8_t *out, uint8_t *outInit);
/// Writes `count` elements of `value` likewise, with the init shadow
/// `valueInit` (null: initialized). False after reporting.
bool writeDmaItems(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                   int64_t offset, int64_t count, unsigned itemBytes,
                   const uint8_t *value, const uint8_t *valueInit);
/// One row-by-row DMA copy, checked element by element.
bool copyDmaRows(Exec &exec, Tec &tec, const Inst &inst, PtrValue dst,
                 PtrValue src, int64_t width, int64_t srcStride, int64_t times,
                 int64_t dstStride, unsigned itemBytes);

// Permutations (Permute.cpp).

/// compass.vperm: dst lane i = lane (constants[imm] byte i + si32 c) mod T
/// of a ++ b (b, c: kNoSlot when absent).
Handler getVPermHandler(unsigned laneBytes);
/// compass.vcompress: the lanes of a under mask b packed, then lanes of c
/// (kNoSlot: zeros).
Handler getVCompressHandler(unsigned laneBytes);
/// compass.vtbl: the imm & 0xff tables a … d looked up by the indices in
/// slot imm >> 8, 0 past their end.
Handler getVTblHandler(unsigned laneBytes);

/// The simulator's limit on private allocations per TEC (the target's
/// stack is not modelled).
constexpr uint64_t kMaxPrivateBytes = 16 * 1024 * 1024;

/// The message upstream's PySim gives when a single-thread run meets a
/// barrier or a shared allocation.
constexpr const char *kSingleThreadMessage =
    "PySim can't be run in single thread for this DSL program.";

} // namespace mlir::compass::sim

#endif // COMPASS_LIB_SIMULATOR_MACHINE_H
