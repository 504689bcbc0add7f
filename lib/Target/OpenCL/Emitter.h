//===- Emitter.h - the OpenCL C printer (private) --------------*- C++ -*-===//
//
// The printer shared by the emitter's files: EmitModule.cpp (module and
// kernel ABI), EmitStatements.cpp (scalar expressions, control flow,
// variables and memory), EmitBuiltins.cpp (the compass builtins),
// EmitInline.cpp (which values print inside their single use) and
// EmitOperandChecks.cpp (checked mode: the simulator's operand rules).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_TARGET_OPENCL_EMITTER_H
#define COMPASS_LIB_TARGET_OPENCL_EMITTER_H

#include "EmitterSupport.h"

#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "Compass/Dialect/Compass/IR/CompassVisitors.h"
#include "Compass/Dialect/TIR/IR/TIRVisitors.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/IndentedOstream.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <utility>

namespace mlir::compass::opencl {

/// An unbuffered stream that writes to another stream, which can be
/// switched: the printers write through it, and the expression of an
/// inlined operation is captured by pointing it at a buffer for a while.
class RedirectStream : public raw_ostream {
public:
  explicit RedirectStream(raw_ostream &target) : target(&target) {
    SetUnbuffered();
  }
  /// Sends the output to `next`; returns the stream it went to before.
  raw_ostream *redirect(raw_ostream *next) {
    return std::exchange(target, next);
  }

private:
  void write_impl(const char *ptr, size_t size) override {
    target->write(ptr, size);
  }
  uint64_t current_pos() const override { return target->tell(); }

  raw_ostream *target;
};

/// True when the variable `get` reads can stand for its value at every use
/// (EmitStatements.cpp): the read then prints nothing and its uses print
/// the variable.
bool canUseVarDirectly(tir::VarGetOp get);
/// True when `text`, an operand's C text, may follow a cast without
/// parentheses: a name, an element, a call or a number literal.
bool isCastOperand(StringRef text);
/// `text` without one pair of parentheses that encloses all of it.
StringRef stripEnclosingParentheses(StringRef text);

/// An operand of OpenCLEmitter::emit printed converted to float (bfloat16
/// and half values; others as they are).
struct AsFloat {
  Value value;
};

/// An operand of OpenCLEmitter::emit printed converted to uint (a
/// non-negative constant as an unsigned literal).
struct AsUint {
  Value value;
};

/// A value on the right side of `=`.
struct Assigned {
  Value value;
};

/// How a tir binary operator prints (its row of TIROperatorTable.inc):
/// through one of the shared printers with its C spelling, or through a
/// printOp of its own (Custom).
enum class CPrinter { Arithmetic, Bitwise, Shift, Custom };

/// A value used several times that may print at each use
/// (docs/architecture.md, "Inlined expressions", rule 7): a splat of a
/// constant, a load read again, a scalar function of the parameters.
enum class RematKind { None, Literal, Load, ParamExpr };
template <typename OpTy>
struct COperatorOf;
#define TIR_OPERATOR(CLASS, MNEMONIC, SIM_KIND, PRINTER, C_OPERATOR, ...)      \
  template <>                                                                  \
  struct COperatorOf<tir::CLASS> {                                             \
    static constexpr CPrinter printer = CPrinter::PRINTER;                     \
    static constexpr llvm::StringLiteral spelling = C_OPERATOR;                \
  };
#include "Compass/Dialect/TIR/IR/TIROperatorTable.inc"

/// The printers are reached through the generated visitors: each family
/// below is handled by its printOp overloads (a new operation without one
/// fails to compile) or as a whole from the builtin table's facts.
struct OpenCLEmitter : CompassOpVisitor<OpenCLEmitter, LogicalResult>,
                       tir::TIROpVisitor<OpenCLEmitter, LogicalResult> {
  explicit OpenCLEmitter(raw_ostream &out, bool checked = false)
      : sink(out), os(sink), checked(checked) {}

  /// Prints the whole module.
  LogicalResult emitModule(ModuleOp module);
  /// Checked mode: the comment listing the check sites and regions the
  /// error record refers to, after the module.
  void emitCheckedTrailer();
  /// Prints the condition `value` of `owner`, a branch or loop; in checked
  /// mode, when the loop has a compass.check_uniform_loop, as a vote every
  /// TEC takes alike.
  LogicalResult emitCondition(Operation *owner, Value value);
  /// Checked mode: `__compass_uniform(__ctx, <condition>, site)`, the vote
  /// of a loop's TECs on its condition, its step count inside when a
  /// compass.check_iteration comes before `vote`.
  LogicalResult emitLoopVote(CheckUniformLoopOp vote,
                             function_ref<LogicalResult()> condition);

private:
  friend class CompassOpVisitor<OpenCLEmitter, LogicalResult>;
  friend class tir::TIROpVisitor<OpenCLEmitter, LogicalResult>;

  //===--- Types and names ----------------------------------------------===//

  /// Prints the C spelling of `type` or fails with "cannot emit type".
  LogicalResult emitType(Location loc, Type type);
  /// Returns the C spelling of `type` or fails with "cannot emit type".
  FailureOr<std::string> typeName(Location loc, Type type);
  /// Checked mode: a vector of `type` holding the simulator's poison bytes,
  /// for the lanes a builtin leaves undefined (dsl/checked.h).
  FailureOr<std::string> getPoisonOf(Location loc, Type type);

  /// True when `name` is reserved, global or claimed in the current function.
  bool isNameTaken(StringRef name) const;
  /// Makes `name` legal and unique in the current function and claims it.
  std::string claimName(StringRef name);
  /// Claims a name for a value without a Python name: `_<N>`.
  std::string claimTempName();
  /// Claims `name` for a file-scope name; while it is reserved or taken,
  /// appends `_<N>` when `numbered`, else an underscore.
  std::string claimGlobalName(const std::string &name, bool numbered);
  /// Names `value` after the NameLoc at `loc`, else `_<N>`.
  std::string nameValue(Value value, Location loc);

  //===--- Constant tables ----------------------------------------------===//

  /// Names and prints the file-scope __constant arrays of the
  /// tir.const_buffer operations of `module`.
  LogicalResult emitConstTables(ModuleOp module, StringRef entryName);
  /// Prints `__constant T <name>[N] = {...};` for `op`.
  LogicalResult emitConstTable(tir::ConstBufferOp op, StringRef name);

  //===--- Functions and blocks -----------------------------------------===//

  /// Names the result structs of the subroutines with several results,
  /// `<entry>_<name>_result`.
  void nameResultStructs(ArrayRef<func::FuncOp> subroutines);
  /// Prints `typedef struct { T0 r0; T1 r1; ... } <name>;` for each
  /// subroutine with several results.
  LogicalResult emitResultStructs(ArrayRef<func::FuncOp> subroutines);
  /// Prints `<ret> <cname>(<params>)` of a subroutine or the entry kernel,
  /// naming its arguments when `nameArgs` is set.
  LogicalResult emitSignature(func::FuncOp func, bool isEntry, bool nameArgs);
  /// Plans which values print inline (planInlining), then prints `func`.
  LogicalResult emitFunction(func::FuncOp func, bool isEntry);
  /// Prints the definition of `func`.
  LogicalResult printFunction(func::FuncOp func, bool isEntry);
  /// Declares the arrays of the tir.alloc operations of `func`.
  LogicalResult emitAllocArrays(func::FuncOp func, bool isEntry);
  /// Prints the operations of `block` up to the first one that leaves it
  /// (tir.break, tir.return).
  LogicalResult emitBlock(Block &block);
  /// Prints `block` one indentation level deeper.
  LogicalResult emitIndentedBlock(Block &block);
  /// Prints the body of a loop whose header opened a C block, then closes
  /// it.
  LogicalResult emitLoopBody(Block &block);

  //===--- Operations ---------------------------------------------------===//

  /// Prints `op`, or captures its expression when its result is inlined.
  LogicalResult emitOperation(Operation &op);
  /// Prints `op` as a statement: the generated dispatch (compass, then tir,
  /// then func) to the families below.
  LogicalResult printOperation(Operation &op) {
    return dispatchCompassOpVisitor(&op);
  }

  //===--- The families of the visitors ---------------------------------===//

  // Each operation of these families has its own printOp.
  template <typename OpTy> LogicalResult visitMaskOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitMemoryOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitDmaOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitEventOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitVectorOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitTecOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitConvertOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitMiscOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitPermuteOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitCheckOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitConstantOp(OpTy op) { return printOp(op); }
  /// A binary operator prints as its row of the operator table says.
  template <typename OpTy> LogicalResult visitArithOp(OpTy op) {
    using Row = COperatorOf<OpTy>;
    if constexpr (Row::printer == CPrinter::Arithmetic)
      return printArithmetic(op, Row::spelling);
    else if constexpr (Row::printer == CPrinter::Bitwise)
      return printBitwise(op, Row::spelling);
    else if constexpr (Row::printer == CPrinter::Shift)
      return printShift(op, Row::spelling);
    else
      return printOp(op);
  }
  template <typename OpTy> LogicalResult visitScalarOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitControlOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitVariableOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitPointerOp(OpTy op) { return printOp(op); }
  template <typename OpTy> LogicalResult visitLaneAccessOp(OpTy op) { return printOp(op); }
  // Families printed as a whole from their rows' facts.
  LogicalResult visitLaneWiseOp(Operation *op) {
    return printLaneBuiltin(cast<LaneBuiltinOpInterface>(op));
  }
  LogicalResult visitDotOp(Operation *op) {
    return printDotBuiltin(cast<DotBuiltinOpInterface>(op));
  }
  template <typename OpTy> LogicalResult visitMatMulOp(OpTy op) {
    return printMatMul(op);
  }
  template <typename OpTy> LogicalResult visitPairwiseOp(OpTy op) {
    return printPairwise(op, OpTy::getBuiltinName());
  }
  template <typename OpTy> LogicalResult visitMaskTestOp(OpTy op) {
    return printMaskTest(op, OpTy::getBuiltinName());
  }
  template <typename OpTy> LogicalResult visitReduceOp(OpTy op) {
    return printReduce(op, OpTy::getBuiltinName());
  }
  /// tir.intrin is lowered by -convert-tir-to-compass, never printed.
  LogicalResult visitIntrinOp(tir::IntrinOp op) {
    return op->emitOpError("unable to find printer for op");
  }
  /// Not compass: tir.
  LogicalResult visitInvalidCompassOp(Operation *op) {
    return dispatchTIROpVisitor(op);
  }
  /// Neither compass nor tir: func.call, func.return, or an error.
  LogicalResult visitInvalidTIROp(Operation *op);

  //===--- Inlined expressions (EmitInline.cpp) --------------------------===//

  /// Decides which values of `func` print as an expression at their single
  /// use instead of a named C value: a planning print of the function (its
  /// text discarded) tells which operations print one expression, which
  /// carry checks and how often each value is printed; then the rules of
  /// docs/architecture.md ("Inlined expressions") pick `inlinedOps`.
  LogicalResult planInlining(func::FuncOp func, bool isEntry);
  /// Prints `op` into a buffer and keeps its expression (what follows
  /// `T name = `) as the text its result prints as.
  LogicalResult captureExpression(Operation &op);
  /// Whether the value of `op`, used several times, prints at each use
  /// (rule 7 of "Inlined expressions"), after the planning print.
  bool decideRemat(Operation *op, RematKind kind,
                   const DenseMap<Operation *, unsigned> &writesBefore);

  /// Prints `value` as an expression: its name or an inline literal. With
  /// `assigned`, as the right side of `=` (an inlined expression without the
  /// parentheses and promotion cast an operand needs).
  LogicalResult emitOperand(Value value, bool assigned = false);
  /// Prints a run-time check at a use of its value (checked C only).
  LogicalResult printCheck(CheckDivisorOp op);
  LogicalResult printCheck(CheckUniformOp op);
  /// The text `value` prints as an operand (`assigned`: as emitOperand).
  FailureOr<std::string> operandText(Value value, bool assigned = false);
  /// Prints `value` converted to float (bfloat16 and half operands).
  LogicalResult emitAsFloat(Value value);
  /// Prints `T name = ` for the single result of `op`.
  LogicalResult emitDeclarationPrefix(Operation *op);

  /// Prints `pieces` in turn: strings as they are, values as operands (in
  /// the form AsFloat or AsUint asks for), value ranges as comma-separated
  /// operands. Stops at the first that fails.
  template <typename... Pieces>
  LogicalResult emit(const Pieces &...pieces) {
    return success((succeeded(emitPiece(pieces)) && ...));
  }
  /// Prints `T name = ` for the single result of `op`, then `pieces`.
  template <typename... Pieces>
  LogicalResult emitDeclaration(Operation *op, const Pieces &...pieces) {
    if (failed(emitDeclarationPrefix(op)))
      return failure();
    return emit(pieces...);
  }
  LogicalResult emitPiece(StringRef text) {
    os << text;
    return success();
  }
  LogicalResult emitPiece(Value value) { return emitOperand(value); }
  LogicalResult emitPiece(AsFloat operand) {
    return emitAsFloat(operand.value);
  }
  LogicalResult emitPiece(AsUint operand);
  LogicalResult emitPiece(Assigned operand) {
    return emitOperand(operand.value, /*assigned=*/true);
  }
  LogicalResult emitPiece(ValueRange values);

  LogicalResult printConstant(Location loc, Attribute value, Type type);
  LogicalResult printMask(ConstMaskOp op);

  LogicalResult printOp(tir::ConstOp op) { return success(); }
  LogicalResult printOp(ConstMaskOp op) { return success(); }
  LogicalResult printArithmetic(Operation *op, StringRef cOp);
  LogicalResult printOp(tir::DivOp op);
  LogicalResult printOp(tir::ModOp op);
  LogicalResult printOp(tir::FloorDivOp op);
  /// Prints `function(lhs, rhs)` of two numbers computed in float (half
  /// and bfloat16 results rounded back).
  LogicalResult printFloatFunction(Operation *op, StringRef function);
  /// Floats: fmin / fmax, whose NaN operand yields the other (the NPU's and
  /// the simulator's rule); OpenCL's min / max leave NaN undefined. The
  /// checked C (what POCL runs) prints dsl.h's __compass_min / max, whose
  /// equal operands (+0 and -0) and two NaNs give the second, as the
  /// simulator's; C leaves that choice to fmin / fmax.
  LogicalResult printOp(tir::MinOp op) { return printMinMax(op, "min"); }
  LogicalResult printOp(tir::MaxOp op) { return printMinMax(op, "max"); }
  LogicalResult printMinMax(Operation *op, StringRef which) {
    if (!isa<FloatType>(op->getResult(0).getType()))
      return printFloatFunction(op, which);
    return printFloatFunction(
        op, checked ? ("__compass_" + which).str() : ("f" + which).str());
  }
  /// Prints a tir.for's step to its next value (checked: without overflow).
  LogicalResult emitForIncrement(tir::ForOp op, StringRef name);
  /// Prints `(lhs op rhs)` of a comparison.
  LogicalResult emitCmpExpression(tir::CmpOp op);
  LogicalResult printOp(tir::CmpOp op);
  /// Prints `(T)(lhs cOp rhs)` of integers (the cast only for narrow ones)
  /// or `(lhs cOp rhs)` of bools.
  LogicalResult printBitwise(Operation *op, StringRef cOp);
  /// Prints a shift (`cOp` is << or >>) after C promotion with the count
  /// taken modulo 32.
  LogicalResult printShift(Operation *op, StringRef cOp);
  LogicalResult printOp(tir::NotOp op);
  LogicalResult printOp(tir::PowOp op);
  LogicalResult printOp(tir::SelectOp op);
  LogicalResult printOp(tir::CastOp op);
  LogicalResult printOp(tir::ForOp op);
  LogicalResult printOp(tir::IfOp op);
  LogicalResult printOp(tir::YieldOp op) { return success(); }
  LogicalResult printOp(tir::WhileOp op);
  LogicalResult printOp(tir::ConditionOp op);
  LogicalResult printOp(tir::BreakOp op);
  LogicalResult printOp(tir::ReturnOp op);
  /// Prints `T name = array;` for the pointer result of `op` (named
  /// already).
  LogicalResult emitArrayPointer(Operation *op, StringRef array);
  LogicalResult printOp(tir::AllocOp op);
  LogicalResult printOp(tir::VarDeclOp op);
  LogicalResult printOp(tir::VarGetOp op);
  LogicalResult printOp(tir::VarSetOp op);
  LogicalResult printOp(tir::PtrOffsetOp op);
  LogicalResult printOp(tir::LoadOp op);
  LogicalResult printOp(tir::StoreOp op);
  LogicalResult printOp(tir::PtrIsNullOp op);
  LogicalResult printOp(tir::PtrCmpOp op);
  LogicalResult printOp(tir::PtrCastOp op);
  LogicalResult printOp(tir::ConstBufferOp op);
  /// Prints `__<name>(operands)` on a lane of a vector, or
  /// `__mask_<name>_<suffix>(operands)` on a lane of a mask; the vector or
  /// mask is the first operand, the lane index the second.
  LogicalResult printLaneAccess(Operation *op, StringRef name,
                                ValueRange operands);
  LogicalResult printOp(tir::ExtractOp op) {
    return printLaneAccess(op, "extract", {op.getVector(), op.getIndex()});
  }
  LogicalResult printOp(tir::InsertOp op) {
    return printLaneAccess(op, "insert",
                           {op.getVector(), op.getIndex(), op.getValue()});
  }
  LogicalResult printOp(func::CallOp op);
  LogicalResult printOp(func::ReturnOp op);
  /// Prints the return of `values` from a subroutine: `return;`,
  /// `return x;` or `return (<struct>){a, b, ...};`.
  LogicalResult emitReturn(Operation *op, ValueRange values);
  // The families printed op by op: one `printOp` per operation, declared
  // from the generated lists (a new operation needs its definition only).
  // Memory and Dma in EmitBuiltins.cpp and EmitMemory.cpp, Event in
  // EmitEvents.cpp, Misc in EmitMisc.cpp, Permute in EmitPermute.cpp, Tec,
  // Vector and Convert in EmitBuiltins.cpp, Check in EmitStatements.cpp.
#define COMPASS_DECLARE_PRINT(Op, QualifiedOp)                                 \
  LogicalResult printOp(QualifiedOp op);
  COMPASS_MEMORY_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_DMA_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_EVENT_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_VECTOR_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_TEC_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_CONVERT_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_MISC_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_PERMUTE_OPS(COMPASS_DECLARE_PRINT)
  COMPASS_CHECK_OPS(COMPASS_DECLARE_PRINT)
#undef COMPASS_DECLARE_PRINT
  /// Prints `<name>_<src>_to_<dst>(dst, src, width, src_stride, total,
  /// dst_stride[, event])` in bytes (DmaDirect, AsyncDmaDirect).
  template <typename OpTy>
  LogicalResult printDmaDirect(OpTy op, StringRef name, Value event);
  /// `name((1 << e0) | (1 << e1) ...);`
  LogicalResult printEventSet(StringRef name, OperandRange events);
  /// Prints the index lanes first … first + lanes - 1 of `indices` as the
  /// int vectors the runtime's gather and scatter take.
  LogicalResult emitIndexLanes(Location loc, ValueRange indices, int32_t first,
                               VectorType vector);
  LogicalResult emitIndexArgs(Location loc, ValueRange indices, int32_t first,
                              VectorType vector, Value mask);
  /// Checked mode: the checks of the active lanes of a strided or indexed
  /// access.
  LogicalResult emitStrideAccessCheck(Operation *op, Value ptr,
                                      VectorType vector, Value stride,
                                      Value mask);
  LogicalResult emitIndexAccessCheck(Operation *op, Value ptr,
                                     VectorType vector, ValueRange indices,
                                     int32_t first, Value mask);
  /// Prints a lane-wise builtin, `builtin(r, operands..., mask)` with r
  /// zero when absent. Marked `compass.unmasked` by
  /// compass-prepare-for-opencl it prints `(a cOp b)` (or `(cOp a)`) when
  /// the builtin has a C operator, else `builtin(operands...)`.
  LogicalResult printLaneBuiltin(LaneBuiltinOpInterface op);
  /// Prints a Dot-family builtin, `builtin([acc, ]x, y, mask)`.
  LogicalResult printDotBuiltin(DotBuiltinOpInterface op);
  /// Prints `__vmml((<space> float*)ptr, x, y);` (or __vmma).
  template <typename OpTy>
  LogicalResult printMatMul(OpTy op);
  LogicalResult printOp(TailMaskOp op);
  /// Prints `(lhs cOp rhs)` on two masks' predicates.
  LogicalResult printMaskBinary(Operation *op, StringRef cOp);
  LogicalResult printOp(MaskAndOp op) { return printMaskBinary(op, "&"); }
  LogicalResult printOp(MaskOrOp op) { return printMaskBinary(op, "|"); }
  LogicalResult printOp(MaskXorOp op) { return printMaskBinary(op, "^"); }
  LogicalResult printOp(MaskNotOp op);
  /// Prints an internal mask instruction (compass.mask_andnot …,
  /// compass.masked_and …) as the call `builtin(operands...)` of dsl.h on
  /// the predicates.
  LogicalResult printMaskLogic(Operation *op, StringRef builtin);
  LogicalResult printOp(MaskAndNotOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskOrNotOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskNandOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskNorOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  // The mask operations under a mask: `builtin(lhs, rhs, mask)`.
  LogicalResult printOp(MaskedAndOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskedOrOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskedXorOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskedAndNotOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  LogicalResult printOp(MaskedOrNotOp op) {
    return printMaskLogic(op, op.getBuiltinName());
  }
  // Builtins whose lanes read other lanes (EmitCrossLane.cpp).
  /// `builtin(x, y)` of a pairwise builtin.
  LogicalResult printPairwise(Operation *op, StringRef builtin);
  /// `builtin_<b|h|w>(mask)` of a whole-mask test.
  LogicalResult printMaskTest(Operation *op, StringRef builtin);
  /// `builtin(x, mask)` of a reduction.
  LogicalResult printReduce(Operation *op, StringRef builtin);

  /// Prints a pointer operand cast to a pointer to `vector` in the same
  /// address space, unless it points to that vector already.
  LogicalResult emitVectorPointer(Location loc, Value ptr, VectorType vector);
  /// Prints the element `ptr[index]` as a value (EmitMemory.cpp); a
  /// pointer to vectors reads through dsl.h's __vload, which needs no
  /// alignment.
  LogicalResult emitElementRead(Location loc, Value ptr, Value index);
  /// Prints the assignment of `value` to `ptr[index]` (no `;`); a pointer
  /// to vectors writes through dsl.h's __vstore.
  LogicalResult emitElementWrite(Location loc, Value ptr, Value index,
                                 Value value);

  /// The stream `os` writes to: the output, or a capture buffer.
  RedirectStream sink;
  raw_indented_ostream os;

  /// C names of the functions: entry and `<entry>_<name>` subroutines.
  llvm::StringMap<std::string> functionNames;
  /// Names visible everywhere: the functions and constant tables.
  llvm::StringSet<> globalNames;
  /// The file-scope arrays of the tir.const_buffer operations.
  DenseMap<Operation *, std::string> constTables;
  /// The C struct types returned by the subroutines with several results,
  /// by symbol name.
  llvm::StringMap<std::string> resultStructs;

  /// Per-function state.
  DenseMap<Value, std::string> valueNames;
  /// Every C name claimed in the function: names are unique in a function,
  /// not only in a C scope (a second loop's `i` is `i_1`, as upstream's).
  llvm::StringSet<> localNames;
  unsigned tempCounter = 0;
  /// The enclosing loops whose variable is named by depth (i, j, k, ...).
  unsigned loopDepth = 0;
  bool inEntry = false;
  /// The result struct of the subroutine being printed, if it returns
  /// several values.
  std::string resultStruct;
  /// The C arrays of the tir.alloc operations of the function (their
  /// pointers are named in valueNames).
  DenseMap<Operation *, std::string> allocArrays;
  /// Set once an early return of the entry kernel jumps to its exit label.
  bool needsExitLabel = false;

  // Inlined expressions (EmitInline.cpp) -----------------------------------
  /// True during the planning print of planInlining.
  bool planning = false;
  /// The operations that may print inline by the rules that depend on the
  /// IR alone (captured during the planning print).
  DenseSet<Operation *> candidates;
  /// The candidates that printed one expression (and, in checked mode, no
  /// check) during the planning print.
  DenseSet<Operation *> printsOneExpression;
  /// How often the planning print printed each value as an operand, and
  /// how often each operation printing it did (`printingOp`: the operation
  /// being printed).
  DenseMap<Value, unsigned> printCounts;
  DenseMap<std::pair<Value, Operation *>, unsigned> userPrintCounts;
  Operation *printingOp = nullptr;
  /// The candidates used several times, by the kind of expression that may
  /// print at each use, and those whose text may (isRematText).
  DenseMap<Operation *, RematKind> rematKinds;
  DenseSet<Operation *> rematTexts;
  /// The operations whose result prints inline, and among them those whose
  /// expression reads memory or a variable.
  DenseSet<Operation *> inlinedOps, inlinedReads;
  /// The C expression of each inlined value, ready to print as an operand,
  /// and as it was printed (the right side of an assignment needs no
  /// parentheses nor the cast back from C's promotion).
  DenseMap<Value, std::string> inlineTexts, inlineAssigned;
  /// The operation being captured, whether its printer began with the
  /// declaration of its result, and the capture buffer.
  Operation *capturing = nullptr;
  bool captureDeclared = false;
  std::string *captureText = nullptr;

  // Checked mode (OpenCLOptions::checked) ----------------------------------
  bool checked;
  /// The number of a new check site at `loc`; `what` (when not empty) names
  /// the operands an operand check there refuses (the trailer's `operand`
  /// lines).
  int addCheckSite(Location loc, StringRef what = "");

  // Operand checks (EmitOperandChecks.cpp) ----------------------------------
  /// Prints `__compass_require(__ctx, <bounds>, <site>)` for the bounds of
  /// `op`'s operand rule that constant operands do not decide; prints
  /// nothing (false) when none is left.
  FailureOr<bool> emitRequire(Operation *op);
  /// Prints `(long)(a) * (long)(b) * factor` (or the constant `factorL`).
  LogicalResult emitRuleTerm(Operation *op, const RuleTerm &term);
  /// emitRequire(op) followed by ` && ` (the head of a guard).
  LogicalResult emitRequirePrefix(Operation *op);
  /// emitRequire(op) as a statement of its own.
  LogicalResult emitRequireStatement(Operation *op);
  /// `value`, or `(<require> ? value : 0)`: clamped to 0 when refused.
  LogicalResult emitRequiredOperand(Operation *op, Value value);
  /// The condition of a tir.for: `iv < stop`, and its step's rule.
  LogicalResult emitForCondition(tir::ForOp op, StringRef iv);
  /// `__compass_dma_event(…) && `: the event of an asynchronous DMA, live,
  /// used and busy until waited for.
  LogicalResult emitDmaEventCheck(AsyncDmaCopyOp op);
  /// Checked mode: events and perf ticks tracked as the simulator does.
  LogicalResult printCheckedEvent(Operation *op);
  LogicalResult printCheckedPerfTick(Operation *op);
  /// Checked mode: the checks at the end of the entry kernel (DMAs still
  /// busy, perf ticks never closed) when `module` uses them.
  void emitKernelEndChecks();
  bool checksEvents = false, checksPerfTicks = false;
  /// Registers the memory of a function's parameters (entry), constant
  /// tables (entry) and arrays with the checks, after the arrays.
  LogicalResult emitCheckedPrologue(func::FuncOp func, bool isEntry);
  /// The condition of a checked access, printed by the access it checks
  /// (checked C only): `__compass_check(…)` of an element,
  /// `__compass_check_lanes(…)` of a masked vector's active lanes.
  LogicalResult emitAccessCheck(CheckAccessOp check);
  LogicalResult emitLanesCheck(CheckLanesOp check);
  /// `__compass_check_rows(…)` of the side `ptr` of `dma` (its
  /// compass.check_rows) at `site`.
  LogicalResult emitRowsCheck(Operation *dma, Value ptr, int site);
  /// A vector load `<decl> = builtin(ptr<args>);` (vload and its strided and
  /// gathered forms); with a `check` (checked C), `check ? … : 0`: zeros
  /// when the access would leave the kernel's memory.
  LogicalResult printVectorLoad(Operation *op, StringRef builtin, Value ptr,
                                VectorType vector,
                                function_ref<LogicalResult()> check,
                                function_ref<LogicalResult()> args);
  /// A vector store `builtin(value, ptr<args>);`, with a `check` (checked
  /// C) skipped when it fails.
  LogicalResult printVectorStore(Operation *op, StringRef builtin,
                                 Value value, Value ptr,
                                 function_ref<LogicalResult()> check,
                                 function_ref<LogicalResult()> args);
  /// `(T)0` of a value type (bfloat16 vectors are structs).
  LogicalResult emitZero(Location loc, Type type);
  /// "file:line:col" of each check site, and what its operand check refuses
  /// (empty for other checks).
  std::vector<std::string> checkSites, checkSiteOperands;
  /// What each region id stands for ("parameter a", "table t", …).
  std::vector<std::pair<int, std::string>> checkRegions;
  /// The next id of a table or array region (parameters use their index).
  int nextRegionId = 1000;
};


} // namespace mlir::compass::opencl

#endif // COMPASS_LIB_TARGET_OPENCL_EMITTER_H
