//===- DecodeMemory.cpp - tir pointers and compass vector accesses --------===//
//
// The decoder's handlers of the tir Pointer family (allocations, constant
// tables, pointer arithmetic, scalar loads and stores) and of the compass
// Memory family (vector loads and stores: contiguous, strided, indexed).
// Their instructions run in Memory.cpp; each handler is picked by the
// element size and the index type.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// tir pointers
//===----------------------------------------------------------------------===//

LogicalResult Decoder::visitAllocOp(tir::AllocOp op) {
  PtrType type = op.getType();
  unsigned elementBytes = getPointeeBytes(type.getPointee());
  if (elementBytes == 0 || isa<NoneType>(type.getPointee()))
    return unsupportedType(op, type);
  MemoryKind kind;
  const TargetDescription &target = program.target;
  uint64_t count = static_cast<uint64_t>(op.getCount());
  switch (type.getSpace()) {
  case AddressSpace::Private:
    kind = MemoryKind::Private;
    // Over the target: reported by checkMemoryLimits (decode()).
    if (count > target.privateBytes / elementBytes)
      return failure();
    break;
  case AddressSpace::Lsram:
    kind = MemoryKind::Lsram;
    // Over the target: reported by checkMemoryLimits (decode()).
    if (count > target.lsramBytes / elementBytes)
      return failure();
    break;
  case AddressSpace::Shared:
    kind = MemoryKind::Shared;
    if (count > target.sharedBytes / elementBytes)
      return failure();
    break;
  default:
    return op.emitOpError()
           << "allocates in " << stringifyAddressSpace(type.getSpace())
           << " memory, which the simulator does not support";
  }
  if (kind == MemoryKind::Private) {
    // count * elementBytes, without overflow, against the simulator's limit.
    uint64_t room = kMaxPrivateBytes - std::min(kMaxPrivateBytes, privateBytes);
    if (count > room / elementBytes) {
      InFlightDiagnostic diag = op.emitOpError();
      diag << "allocates " << count << " x " << elementBytes
           << " bytes of private";
      if (privateBytes)
        diag << " (after " << privateBytes
             << " bytes of other private allocations)";
      diag << ", over the simulator's limit of " << kMaxPrivateBytes
           << " bytes per TEC";
      return diag;
    }
    privateBytes += count * elementBytes;
  }
  uint64_t bytes = count * elementBytes;

  at(emit(op, getAllocHandler(kind), {})).a =
      static_cast<uint32_t>(program.allocs.size());
  program.allocs.push_back({op.getName().str(), kind, bytes});
  return success();
}

LogicalResult Decoder::visitConstBufferOp(tir::ConstBufferOp op) {
  Type pointee = op.getType().getPointee();
  std::optional<ElementKind> kind = getElementKind(pointee);
  auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
  if (!kind || *kind == ElementKind::I1 || !dense ||
      dense.getElementType() != pointee)
    return op.emitOpError()
           << "has a table the simulator does not support (it takes dense "
              "tables of the pointee type)";
  ConstTable table;
  table.name = op.getName().str();
  unsigned bytes = getKindBytes(*kind);
  auto append = [&](const APInt &bits) {
    uint64_t value = bits.getZExtValue();
    for (unsigned i = 0; i < bytes; ++i)
      table.bytes.push_back(static_cast<uint8_t>(value >> (8 * i)));
  };
  if (isa<FloatType>(pointee)) {
    for (const APFloat &value : dense.getValues<APFloat>())
      append(value.bitcastToAPInt());
  } else {
    for (const APInt &value : dense.getValues<APInt>())
      append(value);
  }
  at(emit(op, &execConstBuffer, {})).a =
      static_cast<uint32_t>(program.constTables.size());
  program.constTables.push_back(std::move(table));
  return success();
}

LogicalResult Decoder::visitPtrOffsetOp(tir::PtrOffsetOp op) {
  FailureOr<ElementKind> kind = requireScalar(op, op.getOffset().getType());
  if (failed(kind))
    return failure();
  FailureOr<size_t> index =
      emitSupported(op, getPtrOffsetHandler(*kind), op.getOffset().getType(),
                    {op.getPtr(), op.getOffset()});
  if (failed(index))
    return failure();
  at(*index).imm = getPointeeBytes(op.getPtr().getType().getPointee());
  return success();
}

/// tir.load (a = pointer, b = index) and tir.store (a = value, b =
/// pointer, c = index): by the size of the pointee and the index type.
LogicalResult Decoder::decodeAccess(Operation *op, Value ptr, Value index,
                                    bool isStore) {
  FailureOr<ElementKind> kind = requireScalar(op, index.getType());
  if (failed(kind))
    return failure();
  Type pointee = cast<PtrType>(ptr.getType()).getPointee();
  unsigned bytes = getPointeeBytes(pointee);
  Handler handler =
      isStore ? getStoreHandler(bytes, *kind) : getLoadHandler(bytes, *kind);
  return emitSupported(op, handler, pointee, op->getOperands());
}

LogicalResult Decoder::visitLoadOp(tir::LoadOp op) {
  return decodeAccess(op, op.getPtr(), op.getIndex(), /*isStore=*/false);
}

LogicalResult Decoder::visitStoreOp(tir::StoreOp op) {
  return decodeAccess(op, op.getPtr(), op.getIndex(), /*isStore=*/true);
}

LogicalResult Decoder::visitPtrIsNullOp(tir::PtrIsNullOp op) {
  return emitSimple(op, &execPtrIsNull, op.getPtr());
}

LogicalResult Decoder::visitPtrCmpOp(tir::PtrCmpOp op) {
  return emitSimple(op,
                    getPtrCmpHandler(static_cast<CmpKind>(op.getPredicate())),
                    {op.getLhs(), op.getRhs()});
}

/// Pointers count bytes: only the static type changes.
LogicalResult Decoder::visitPtrCastOp(tir::PtrCastOp op) {
  return emitSimple(op, &execCopy, op.getInput());
}


//===----------------------------------------------------------------------===//
// compass vector accesses (the Memory family)
//===----------------------------------------------------------------------===//

/// compass.vload (a = pointer, b = mask) and compass.vstore (a = value, b =
/// pointer, c = mask): by the lane width and whether the mask is full.
LogicalResult Decoder::decodeVectorAccess(Operation *op, Type vectorType,
                                          Value mask, bool isStore) {
  std::optional<ElementKind> kind = getVectorKind(vectorType);
  if (!kind)
    return unsupportedType(op, vectorType);
  unsigned laneBytes = getKindBytes(*kind);
  emit(op,
       isStore ? getVStoreHandler(laneBytes, isFullMask(mask))
               : getVLoadHandler(laneBytes, isFullMask(mask)),
       op->getOperands());
  return success();
}

LogicalResult Decoder::visitVLoadOp(VLoadOp op) {
  return decodeVectorAccess(op, op.getType(), op.getMask(),
                            /*isStore=*/false);
}

LogicalResult Decoder::visitVStoreOp(VStoreOp op) {
  return decodeVectorAccess(op, op.getValue().getType(), op.getMask(),
                            /*isStore=*/true);
}

/// compass.vload_stride: a = pointer, b = stride, c = mask.
LogicalResult Decoder::visitVLoadStrideOp(VLoadStrideOp op) {
  std::optional<ElementKind> kind = getVectorKind(op.getType());
  return emitSupportedOp(
      op, kind ? getVLoadStrideHandler(getKindBytes(*kind)) : nullptr,
      op.getType(), op->getOperands());
}

/// compass.vstore_stride: a = value, b = pointer, c = stride, d = mask.
LogicalResult Decoder::visitVStoreStrideOp(VStoreStrideOp op) {
  Type type = op.getValue().getType();
  std::optional<ElementKind> kind = getVectorKind(type);
  return emitSupportedOp(
      op, kind ? getVStoreStrideHandler(getKindBytes(*kind)) : nullptr, type,
      op->getOperands());
}

/// Whether the 16-bit lane indices of a gather or scatter are signed.
static bool hasSignedIndices(ValueRange indices) {
  return cast<VectorType>(indices.front().getType())
      .getElementType()
      .isSignedInteger();
}

/// compass.vload_gather: a = pointer, b and c = the index vectors (low,
/// high), d = mask, imm = the first index lane.
LogicalResult Decoder::visitVLoadGatherOp(VLoadGatherOp op) {
  Type type = op.getType();
  std::optional<ElementKind> kind = getVectorKind(type);
  Value lo = op.getIndices().front(), hi = op.getIndices().back();
  Handler handler =
      kind ? getVLoadGatherHandler(getKindBytes(*kind),
                                   hasSignedIndices(op.getIndices()))
           : nullptr;
  FailureOr<size_t> index =
      emitSupported(op, handler, type, {op.getPtr(), lo, hi, op.getMask()});
  if (failed(index))
    return failure();
  at(*index).imm = static_cast<uint64_t>(op.getFirst());
  return success();
}

/// compass.vstore_scatter: a = value, b = pointer, c and d = the index
/// vectors, dst = mask, imm = the first index lane.
LogicalResult Decoder::visitVStoreScatterOp(VStoreScatterOp op) {
  Type type = op.getValue().getType();
  std::optional<ElementKind> kind = getVectorKind(type);
  Value lo = op.getIndices().front(), hi = op.getIndices().back();
  Handler handler =
      kind ? getVStoreScatterHandler(getKindBytes(*kind),
                                     hasSignedIndices(op.getIndices()))
           : nullptr;
  FailureOr<size_t> index =
      emitSupported(op, handler, type, {op.getValue(), op.getPtr(), lo, hi});
  if (failed(index))
    return failure();
  at(*index).dst = slot(op.getMask());
  at(*index).imm = static_cast<uint64_t>(op.getFirst());
  return success();
}
