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

#include "Compass/Simulator/Simulator.h"

#include "llvm/ADT/Twine.h"

#include <cstring>
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

/// Executes one instruction and moves the TEC's program counter. Returns
/// false when the TEC stops: at a barrier, at the end of the kernel or on an
/// error.
using Handler = bool (*)(Exec &exec, Tec &tec, const Inst &inst);

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

/// Element types the handlers are specialized for.
enum class ScalarKind : uint8_t {
  SI8,
  UI8,
  SI16,
  UI16,
  SI32,
  UI32,
  F16,
  BF16,
  F32,
  I1
};

/// Binary operation families shared by tir scalar ops and compass vector
/// ops.
enum class BinaryKind : uint8_t { Add, Sub, Mul, Div, FloorDiv, Mod, Min, Max };

/// Comparison predicates (the order of tir::CmpPredicate).
enum class CmpKind : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

/// The decoded kernel, read-only while running.
class ProgramImpl {
public:
  TargetInfo target;
  /// Every function's instructions; functions[0] is the entry kernel.
  std::vector<Inst> code;
  std::vector<Function> functions;
  /// Argument slots of calls (Inst::b indexes here, Inst::c counts).
  std::vector<uint32_t> callOperands;
  /// Constant registers (Inst::a of a constant instruction indexes here).
  std::vector<Reg> constants;
  /// Rendered "file:line:col" of the operations, indexed by Inst::loc.
  std::vector<std::string> locations;
  /// Location of the entry kernel, for argument errors.
  uint32_t kernelLoc = 0;
  std::vector<ParamInfo> params;
};

/// One buffer of a run. Buffer 0 is the null pointer's.
struct Buffer {
  uint8_t *data = nullptr;
  uint64_t bytes = 0;
  /// Parameter index of the kernel argument it came from.
  uint32_t param = 0;
};

/// A call in progress: where to return to and what the caller's frame was.
struct Frame {
  uint32_t returnPc;
  uint32_t base;
  uint32_t numSlots;
  uint32_t resultSlot;
};

enum class TecStatus : uint8_t { Ready, AtBarrier, Finished, Failed };

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
  /// The barrier instruction this TEC waits at.
  uint32_t barrierPc = 0;
};

/// The state of one run shared by all TECs.
struct Exec {
  explicit Exec(const ProgramImpl &program) : program(program) {}
  const ProgramImpl &program;
  std::vector<Buffer> buffers;
  /// The first error, formatted.
  std::string error;
};

/// Records `message` as the run's error at `inst`'s location, marks `tec`
/// failed and returns false (so a handler can `return trap(...)`).
bool trap(Exec &exec, Tec &tec, const Inst &inst, const llvm::Twine &message);

/// Formats "<loc>: error: <message> (TEC <n>)".
std::string formatRunError(StringRef location, const llvm::Twine &message,
                           unsigned tec);

/// Decodes the kernel of `module` and the functions it calls into
/// `program` (Decoder.cpp); reports unsupported operations on their
/// locations.
LogicalResult decodeModule(ModuleOp module, ProgramImpl &program);

//===----------------------------------------------------------------------===//
// Handler selection (Instructions.cpp)
//===----------------------------------------------------------------------===//

/// Storage bytes of a scalar kind (1 for i1).
unsigned getKindBytes(ScalarKind kind);
bool isFloatKind(ScalarKind kind);
bool isSignedKind(ScalarKind kind);

/// dst = a op b on scalars.
Handler getScalarBinaryHandler(BinaryKind op, ScalarKind kind);
/// dst (i1) = a pred b.
Handler getCmpHandler(CmpKind pred, ScalarKind kind);
/// dst = cast a from `from` to `to`.
Handler getCastHandler(ScalarKind from, ScalarKind to);
/// dst = mask c ? a op b : (d or poison), lane-wise on a native vector.
Handler getVectorBinaryHandler(BinaryKind op, ScalarKind kind, bool hasR);
/// dst = *(a + b * bytes): tir.load of `bytes` (1, 2, 4 or 32) bytes.
Handler getLoadHandler(unsigned bytes, ScalarKind index);
/// *(b + c * bytes) = a: tir.store.
Handler getStoreHandler(unsigned bytes, ScalarKind index);
/// dst = a + b * imm bytes: tir.ptr_offset.
Handler getPtrOffsetHandler(ScalarKind index);
/// dst = masked vector load at a with mask b; lanes of `laneBytes`.
Handler getVLoadHandler(unsigned laneBytes);
/// masked vector store of a at b with mask c.
Handler getVStoreHandler(unsigned laneBytes);
/// Enters a tir.for: dst = iv, a/b/c = start/stop/step, d = hidden state,
/// imm = the instruction after the loop.
Handler getForInitHandler(ScalarKind kind);
/// Next iteration: d = hidden state, dst = iv, imm = first body
/// instruction.
Handler getForNextHandler(ScalarKind kind);

/// dst = constants[a].
bool execConstant(Exec &, Tec &, const Inst &);
/// dst = a (whole register).
bool execCopy(Exec &, Tec &, const Inst &);
/// dst = a ? b : c (whole registers).
bool execSelect(Exec &, Tec &, const Inst &);
/// pc = imm.
bool execJump(Exec &, Tec &, const Inst &);
/// if !a: pc = imm.
bool execJumpIfFalse(Exec &, Tec &, const Inst &);
/// Calls functions[a] with the c arguments at callOperands[b…]; the result
/// goes to dst (kNoSlot: none).
bool execCall(Exec &, Tec &, const Inst &);
/// Returns a (kNoSlot: nothing) to the caller, or ends the kernel.
bool execReturn(Exec &, Tec &, const Inst &);
/// Waits at a barrier.
bool execBarrier(Exec &, Tec &, const Inst &);
/// dst = TEC id / TEC count.
bool execLocalId(Exec &, Tec &, const Inst &);
bool execLocalSize(Exec &, Tec &, const Inst &);

/// Deepest call nesting before a run fails with "call stack overflow".
constexpr size_t kMaxCallDepth = 4096;

} // namespace mlir::compass::sim

#endif // COMPASS_LIB_SIMULATOR_MACHINE_H
