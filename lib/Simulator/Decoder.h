//===- Decoder.h - compass-level IR to instructions (private) --*- C++ -*-===//
//
// The decoder shared by its files: Decoder.cpp (functions, control flow,
// scalars, lane-wise and cross-lane builtins, masks, conversions,
// permutations, the Misc family), DecodeMemory.cpp (tir pointers and the
// vector accesses), DecodeDma.cpp (the Dma family) and DecodeEvents.cpp
// (the Event family). It is a CompassOpVisitor and a TIROpVisitor: every
// operation reaches one handler through the generated dispatch, and an
// operation without a handler of its own or of its family fails to compile
// (the visitors' last resorts are left undefined on purpose).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_SIMULATOR_DECODER_H
#define COMPASS_LIB_SIMULATOR_DECODER_H

#include "Machine.h"

#include "Compass/Dialect/Compass/IR/CompassVisitors.h"
#include "Compass/Dialect/TIR/IR/TIRVisitors.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::compass::sim {

/// A native vector (32 bytes of non-i1 lanes): its element kind.
std::optional<ElementKind> getVectorKind(Type type);
/// Bytes of one pointee element (void counts one byte), or 0 when the
/// simulator cannot access it.
unsigned getPointeeBytes(Type pointee);
/// True when `mask` is a compass.const_mask with every lane set.
bool isFullMask(Value mask);

/// The profile kind of the instructions of `op` (DecodeKinds.cpp).
InstKind classifyInstKind(Operation *op);

/// Decodes one module into a ProgramImpl.
class Decoder : public CompassOpVisitor<Decoder, LogicalResult>,
                public tir::TIROpVisitor<Decoder, LogicalResult> {
public:
  Decoder(ProgramImpl &program, ModuleOp module)
      : program(program), symbols(module) {}

  /// Decodes `kernel` (function 0) and everything it calls.
  LogicalResult decode(func::FuncOp kernel);

private:
  friend class CompassOpVisitor<Decoder, LogicalResult>;
  friend class tir::TIROpVisitor<Decoder, LogicalResult>;

  uint32_t getFunctionIndex(func::FuncOp function);
  LogicalResult decodeFunction(func::FuncOp function, uint32_t index);
  LogicalResult decodeBlock(Block &block);
  LogicalResult decodeOp(Operation *op);
  /// The check of `op`'s operand rule, when its constants leave it open.
  LogicalResult decodeOperandRule(OperandRuleOpInterface op);
  LogicalResult decodeKernelParams(func::FuncOp kernel);

  //===--- The last resorts of the visitors -----------------------------===//

  /// Not a compass operation: a tir one.
  LogicalResult visitInvalidCompassOp(Operation *op) {
    return dispatchTIROpVisitor(op);
  }
  /// Neither compass nor tir: func.call, func.return, or an error.
  LogicalResult visitInvalidTIROp(Operation *op);

  //===--- compass families (Decoder.cpp unless noted) ------------------===//

  // Mask.
  LogicalResult visitConstMaskOp(ConstMaskOp op);
  LogicalResult visitTailMaskOp(TailMaskOp op);
  LogicalResult visitMaskNotOp(MaskNotOp op);
  /// A two-mask operation: a, b, imm = its lanes; masked, c = the mask.
  LogicalResult decodeMaskBinary(Operation *op, MaskOpKind kind,
                                 bool masked = false);
  LogicalResult visitMaskAndOp(MaskAndOp op) {
    return decodeMaskBinary(op, MaskOpKind::And);
  }
  LogicalResult visitMaskOrOp(MaskOrOp op) {
    return decodeMaskBinary(op, MaskOpKind::Or);
  }
  LogicalResult visitMaskXorOp(MaskXorOp op) {
    return decodeMaskBinary(op, MaskOpKind::Xor);
  }
  LogicalResult visitMaskAndNotOp(MaskAndNotOp op) {
    return decodeMaskBinary(op, MaskOpKind::AndNot);
  }
  LogicalResult visitMaskOrNotOp(MaskOrNotOp op) {
    return decodeMaskBinary(op, MaskOpKind::OrNot);
  }
  LogicalResult visitMaskNandOp(MaskNandOp op) {
    return decodeMaskBinary(op, MaskOpKind::Nand);
  }
  LogicalResult visitMaskNorOp(MaskNorOp op) {
    return decodeMaskBinary(op, MaskOpKind::Nor);
  }
  LogicalResult visitMaskedAndOp(MaskedAndOp op) {
    return decodeMaskBinary(op, MaskOpKind::And, /*masked=*/true);
  }
  LogicalResult visitMaskedOrOp(MaskedOrOp op) {
    return decodeMaskBinary(op, MaskOpKind::Or, /*masked=*/true);
  }
  LogicalResult visitMaskedXorOp(MaskedXorOp op) {
    return decodeMaskBinary(op, MaskOpKind::Xor, /*masked=*/true);
  }
  LogicalResult visitMaskedAndNotOp(MaskedAndNotOp op) {
    return decodeMaskBinary(op, MaskOpKind::AndNot, /*masked=*/true);
  }
  LogicalResult visitMaskedOrNotOp(MaskedOrNotOp op) {
    return decodeMaskBinary(op, MaskOpKind::OrNot, /*masked=*/true);
  }

  // The families decoded op by op: one `visit<Op>` per operation, declared
  // from the generated lists (a new operation needs its definition only):
  // Memory in DecodeMemory.cpp, Dma in DecodeDma.cpp, Event in
  // DecodeEvents.cpp, the others in Decoder.cpp.
#define COMPASS_DECLARE_VISIT(Op, QualifiedOp)                                 \
  LogicalResult visit##Op(QualifiedOp op);
  COMPASS_MEMORY_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_DMA_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_EVENT_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_VECTOR_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_TEC_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_CONVERT_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_MISC_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_PERMUTE_OPS(COMPASS_DECLARE_VISIT)
  COMPASS_CHECK_OPS(COMPASS_DECLARE_VISIT)
#undef COMPASS_DECLARE_VISIT

  /// S.vmml / S.vmma (the MatMul family): ptr a, x b, y c.
  template <typename OpTy>
  LogicalResult visitMatMulOp(OpTy op) {
    auto isBFloat16 = [](Value v) {
      return isa<BFloat16Type>(cast<VectorType>(v.getType()).getElementType());
    };
    return emitSimple(op,
                      getMatMulHandler(isBFloat16(op.getLhs()),
                                       isBFloat16(op.getRhs()),
                                       OpTy::kAccumulates),
                      {op.getPtr(), op.getLhs(), op.getRhs()});
  }

  /// dma_copy and async_dma_copy: the handler for the element size, dst,
  /// src, width and src_stride as operands, times and dst_stride in dst and
  /// imm.
  template <typename OpTy>
  FailureOr<size_t> decodeDmaRows(OpTy op, Handler (*getHandler)(unsigned)) {
    Type pointee = op.getDst().getType().getPointee();
    if (auto vector = dyn_cast<VectorType>(pointee))
      pointee = vector.getElementType();
    std::optional<ElementKind> kind = getElementKind(pointee);
    Handler handler = kind ? getHandler(getKindBytes(*kind)) : nullptr;
    FailureOr<size_t> index = emitSupported(
        op, handler, pointee,
        {op.getDst(), op.getSrc(), op.getWidth(), op.getSrcStride()});
    if (failed(index))
      return failure();
    at(*index).dst = slot(op.getTimes());
    at(*index).imm = slot(op.getDstStride());
    return index;
  }

  // Families decoded as a whole from the builtin table's rows.
  LogicalResult visitLaneWiseOp(Operation *op);
  LogicalResult visitDotOp(Operation *op);
  LogicalResult visitPairwiseOp(Operation *op);
  LogicalResult visitMaskTestOp(Operation *op);
  LogicalResult visitReduceOp(Operation *op);

  //===--- tir families (Decoder.cpp unless noted) ----------------------===//

  // Constant.
  LogicalResult visitConstOp(tir::ConstOp op);
  /// The instruction of a constant operation: its result is `reg`.
  LogicalResult emitConstant(Operation *op, const Reg &reg);

  // Arith: one handler per element type and BinaryKind.
  template <typename OpTy>
  LogicalResult visitArithOp(OpTy op);

  // Scalar.
  LogicalResult visitNotOp(tir::NotOp op);
  LogicalResult visitCmpOp(tir::CmpOp op);
  LogicalResult visitSelectOp(tir::SelectOp op);
  LogicalResult visitCastOp(tir::CastOp op);

  // Control. tir.yield and tir.condition hand values to their parent,
  // which decodes them (decodeBlock skips them).
  LogicalResult visitYieldOp(tir::YieldOp) { return success(); }
  LogicalResult visitConditionOp(tir::ConditionOp) { return success(); }
  LogicalResult visitForOp(tir::ForOp op);
  LogicalResult visitWhileOp(tir::WhileOp op);
  LogicalResult visitBreakOp(tir::BreakOp op);
  LogicalResult visitIfOp(tir::IfOp op);
  LogicalResult visitReturnOp(tir::ReturnOp op) {
    return decodeReturn(op, op.getValues(), /*early=*/true);
  }
  LogicalResult decodeCall(func::CallOp op);
  LogicalResult decodeReturn(Operation *op, ValueRange values, bool early);

  // Variable: a declaration is only a slot.
  LogicalResult visitVarDeclOp(tir::VarDeclOp op) {
    slot(op.getResult());
    return success();
  }
  LogicalResult visitVarGetOp(tir::VarGetOp op);
  LogicalResult visitVarSetOp(tir::VarSetOp op);

  // Pointer (DecodeMemory.cpp).
  LogicalResult visitAllocOp(tir::AllocOp op);
  LogicalResult visitConstBufferOp(tir::ConstBufferOp op);
  LogicalResult visitPtrOffsetOp(tir::PtrOffsetOp op);
  LogicalResult visitLoadOp(tir::LoadOp op);
  LogicalResult visitStoreOp(tir::StoreOp op);
  LogicalResult visitPtrIsNullOp(tir::PtrIsNullOp op);
  LogicalResult visitPtrCmpOp(tir::PtrCmpOp op);
  LogicalResult visitPtrCastOp(tir::PtrCastOp op);
  LogicalResult decodeAccess(Operation *op, Value ptr, Value index,
                             bool isStore);
  LogicalResult decodeVectorAccess(Operation *op, Type vectorType, Value mask,
                                   bool isStore);

  // LaneAccess.
  LogicalResult visitExtractOp(tir::ExtractOp op) {
    return decodeLaneAccess(op, op.getVector().getType(), op.getIndex(),
                            /*isInsert=*/false);
  }
  LogicalResult visitInsertOp(tir::InsertOp op) {
    return decodeLaneAccess(op, op.getVector().getType(), op.getIndex(),
                            /*isInsert=*/true);
  }
  LogicalResult decodeLaneAccess(Operation *op, Type vectorType, Value index,
                                 bool isInsert);

  // Intrin: lowered by -convert-tir-to-compass, never run.
  LogicalResult visitIntrinOp(tir::IntrinOp op) {
    return op->emitOpError("is not supported by the simulator");
  }

  //===--- Instructions -------------------------------------------------===//

  /// The register slot of `value`, allocated at first sight.
  uint32_t slot(Value value);
  /// A slot no SSA value owns (loop state).
  uint32_t hiddenSlot() { return numSlots++; }
  /// Appends an instruction located at `op`; returns its index.
  size_t emit(Operation *op, Handler handler);
  /// emit(), then dst = the result of `op` (if it has one) and a, b, c, d =
  /// `operands` in order (a null one leaves its field empty).
  size_t emit(Operation *op, Handler handler, ValueRange operands);
  /// emit(op, handler, operands), or an error naming `type` when the
  /// simulator has no handler for it.
  FailureOr<size_t> emitSupported(Operation *op, Handler handler, Type type,
                                  ValueRange operands);
  /// emitSupported() as a LogicalResult.
  LogicalResult emitSupportedOp(Operation *op, Handler handler, Type type,
                                ValueRange operands) {
    return failure(failed(emitSupported(op, handler, type, operands)));
  }
  /// An instruction taking no more than the result and `operands` of `op`.
  LogicalResult emitSimple(Operation *op, Handler handler,
                           ValueRange operands) {
    emit(op, handler, operands);
    return success();
  }
  Inst &at(size_t index) { return program.code[index]; }
  uint32_t getLocationIndex(Location loc);
  /// The scalar kind of `type`, or an error on `op`.
  FailureOr<ElementKind> requireScalar(Operation *op, Type type);
  LogicalResult unsupportedType(Operation *op, Type type);

  ProgramImpl &program;
  SymbolTable symbols;
  DenseMap<Operation *, uint32_t> functionIndices;
  SmallVector<std::pair<func::FuncOp, uint32_t>> pending;
  DenseMap<const void *, uint32_t> locationIndices;
  /// Bytes of the private allocations so far, per TEC (lsram and shared
  /// are checked along call paths by checkMemoryLimits).
  uint64_t privateBytes = 0;
  // Per function.
  DenseMap<Value, uint32_t> slots;
  uint32_t numSlots = 0;
  /// The jumps of the tir.break of each enclosing loop, innermost last,
  /// patched to the loop's exit once it is known.
  SmallVector<SmallVector<size_t, 2>> breakJumps;
};

} // namespace mlir::compass::sim

#endif // COMPASS_LIB_SIMULATOR_DECODER_H
