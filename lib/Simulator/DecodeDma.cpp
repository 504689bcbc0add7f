//===- DecodeDma.cpp - the Dma family to instructions ---------------------===//
//
// The decoder's handlers of the synchronous DMA builtins (compass.dma_copy,
// dma_memset, dma_transpose2d, dma_upsample) and of compass.flush_cache.
// Their instructions run in Dma.cpp; each is picked by the element size,
// and the operands that do not fit a, b, c, d travel in dst and imm.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

LogicalResult Decoder::visitDmaCopyOp(DmaCopyOp op) {
  return failure(failed(decodeDmaRows(op, &getDmaCopyHandler)));
}

/// a = pointer, b = value, c = count.
LogicalResult Decoder::visitDmaMemsetOp(DmaMemsetOp op) {
  Type element = op.getValue().getType();
  std::optional<ElementKind> kind = getElementKind(element);
  return emitSupportedOp(
      op, kind ? getDmaMemsetHandler(getKindBytes(*kind)) : nullptr, element,
      op->getOperands());
}

/// a = dst, b = src, c = row, d = col, dst = the dst stride's slot, imm =
/// the src stride's slot.
LogicalResult Decoder::visitDmaTranspose2dOp(DmaTranspose2dOp op) {
  Type pointee = op.getDst().getType().getPointee();
  if (auto vector = dyn_cast<VectorType>(pointee))
    pointee = vector.getElementType();
  std::optional<ElementKind> kind = getElementKind(pointee);
  FailureOr<size_t> index = emitSupported(
      op, kind ? getDmaTranspose2dHandler(getKindBytes(*kind)) : nullptr,
      pointee, {op.getDst(), op.getSrc(), op.getRow(), op.getCol()});
  if (failed(index))
    return failure();
  at(*index).dst = slot(op.getDstStride());
  at(*index).imm = slot(op.getSrcStride());
  return success();
}

LogicalResult Decoder::visitDmaUpsampleOp(DmaUpsampleOp op) {
  Type pointee = op.getDst().getType().getPointee();
  if (auto vector = dyn_cast<VectorType>(pointee))
    pointee = vector.getElementType();
  std::optional<ElementKind> kind = getElementKind(pointee);
  Handler handler = kind ? getDmaUpsampleHandler(getKindBytes(*kind)) : nullptr;
  if (!handler)
    return unsupportedType(op, pointee);
  // Nine operands: four travel packed in a hidden register.
  uint32_t packed = hiddenSlot();
  size_t pack = emit(op, &execPackScalars,
                     {op.getHScale(), op.getWScale(), op.getC(), op.getW()});
  at(pack).dst = packed;
  size_t index =
      emit(op, handler, {op.getDst(), op.getSrc(), Value(), op.getSrcCStride()});
  at(index).c = packed;
  at(index).dst = slot(op.getDstCStride());
  at(index).imm = slot(op.getDstWStride());
  return success();
}

/// Nothing to write back: the simulator has no cache.
LogicalResult Decoder::visitFlushCacheOp(FlushCacheOp) { return success(); }
