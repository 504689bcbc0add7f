//===- EmitMemory.cpp - vector pointers, strided and indexed accesses -----===//
//
// Memory II: the OpenCL C spellings of an element of a pointer to vectors
// (`__vload(p + i, ALL_TRUE_w)`, which needs no alignment, where the vector
// is not aligned for certain), compass.vload_stride / vstore_stride
// (`__vload_stride(ptr, stride_bytes, mask)`), vload_gather /
// vstore_scatter (`__vload_gather(ptr, indices..., mask)`, the indices as
// int vectors of element counts), dma_memset (`MemsetDDR` / `MemsetSRAM`),
// dma_transpose2d (`DMA_Transpose2D`), dma_upsample
// (`DmaUpsample_<src>_to_<dst>`) and flush_cache (`__flush_cache`), with
// the checks of checked mode; runtime/include/compass/dsl.h implements
// them.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "ValueRanges.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

/// Bytes of one lane of `vector`.
static std::string getLaneBytes(VectorType vector) {
  return std::to_string(getScalarBits(vector.getElementType()) / 8);
}

/// `ALL_TRUE_<suffix>`, the mask of every lane of `vector`.
static FailureOr<std::string> getAllLanes(Location loc, VectorType vector) {
  std::optional<char> suffix = getLaneSuffix(vector.getNumElements());
  if (!suffix)
    return emitError(loc) << "cannot emit type " << vector;
  return std::string("ALL_TRUE_") + *suffix;
}

/// True when `value` is the constant 0.
static bool isZero(Value value) { return getIntegerConstant(value) == 0; }

/// True when `ptr`, a pointer to vectors, lies at a multiple of the
/// vector's size for certain: whole vectors past an array of vectors (C
/// aligns it) or, in the plain C, past a parameter of the entry kernel (the
/// runner places every argument at the device's sub-buffer alignment, 128
/// bytes on POCL). The checked C moves each parameter to its argument's
/// offset in a shared buffer, which may be any element.
static bool isVectorAligned(Value ptr, bool checked) {
  while (auto offset = ptr.getDefiningOp<tir::PtrOffsetOp>())
    ptr = offset.getPtr();
  if (ptr.getDefiningOp<tir::AllocOp>())
    return true;
  auto arg = dyn_cast<BlockArgument>(ptr);
  return !checked && arg && arg.getOwner()->isEntryBlock() &&
         isKernel(arg.getOwner()->getParentOp());
}

// `p[i]` of a pointer to vectors prints as C's subscript only where the
// vector is aligned for certain (upstream's spelling): C assumes a vector
// type's natural alignment, its 32 bytes, where the DSL places a vector at
// any element (`(a + 3).as_ptr("int32x8")`), and POCL's aligned
// instructions fault on the others. Elsewhere dsl.h's __vload and __vstore
// with every lane on move it as one unaligned access.
LogicalResult OpenCLEmitter::emitElementRead(Location loc, Value ptr,
                                             Value index) {
  auto vector = dyn_cast<VectorType>(cast<PtrType>(ptr.getType()).getPointee());
  if (!vector || isVectorAligned(ptr, checked))
    return emit(ptr, "[", index, "]");
  FailureOr<std::string> all = getAllLanes(loc, vector);
  if (failed(all))
    return failure();
  if (isZero(index))
    return emit("__vload(", ptr, ", ", *all, ")");
  return emit("__vload(", ptr, " + ", index, ", ", *all, ")");
}

LogicalResult OpenCLEmitter::emitElementWrite(Location loc, Value ptr,
                                              Value index, Value value) {
  auto vector = dyn_cast<VectorType>(cast<PtrType>(ptr.getType()).getPointee());
  if (!vector || isVectorAligned(ptr, checked))
    return emit(ptr, "[", index, "] = ", Assigned{value});
  FailureOr<std::string> all = getAllLanes(loc, vector);
  if (failed(all))
    return failure();
  if (isZero(index))
    return emit("__vstore(", value, ", ", ptr, ", ", *all, ")");
  return emit("__vstore(", value, ", ", ptr, " + ", index, ", ", *all, ")");
}

LogicalResult OpenCLEmitter::emitStrideAccessCheck(Operation *op, Value ptr,
                                                   VectorType vector,
                                                   Value stride, Value mask) {
  // The stride first: the simulator refuses one below 1.
  if (failed(emitRequirePrefix(op)))
    return failure();
  os << "__compass_check_stride_lanes(__ctx, (ulong)(";
  if (failed(emitVectorPointer(op->getLoc(), ptr, vector)))
    return failure();
  std::string bytes = getLaneBytes(vector);
  return emit("), ", bytes, ", ", std::to_string(vector.getNumElements()),
              ", (long)(", stride, ") * ", bytes, ", ", mask, ", ",
              std::to_string(addCheckSite(op->getLoc())), ")");
}

LogicalResult OpenCLEmitter::printOp(VLoadStrideOp op) {
  auto check = op.getPtr().getDefiningOp<CheckStrideLanesOp>();
  auto emitCheck = [&] {
    return emitStrideAccessCheck(op, check.getPtr(), op.getType(),
                                 check.getStride(), check.getMask());
  };
  return printVectorLoad(
      op, op.getBuiltinName(), check ? check.getPtr() : op.getPtr(),
      op.getType(), check ? function_ref<LogicalResult()>(emitCheck) : nullptr,
      [&] {
        return emit(", (int)(", op.getStride(), ") * ",
                    getLaneBytes(op.getType()), ", ", op.getMask());
      });
}

LogicalResult OpenCLEmitter::printOp(VStoreStrideOp op) {
  auto vector = cast<VectorType>(op.getValue().getType());
  auto check = op.getPtr().getDefiningOp<CheckStrideLanesOp>();
  auto emitCheck = [&] {
    return emitStrideAccessCheck(op, check.getPtr(), vector, check.getStride(),
                                 check.getMask());
  };
  return printVectorStore(
      op, op.getBuiltinName(), op.getValue(),
      check ? check.getPtr() : op.getPtr(),
      check ? function_ref<LogicalResult()>(emitCheck) : nullptr, [&] {
        return emit(", (int)(", op.getStride(), ") * ", getLaneBytes(vector),
                    ", ", op.getMask());
      });
}

/// Nothing where they stand: the accesses they check print them.
LogicalResult OpenCLEmitter::printOp(CheckStrideLanesOp) { return success(); }
LogicalResult OpenCLEmitter::printOp(CheckIndexLanesOp) { return success(); }

LogicalResult OpenCLEmitter::emitIndexLanes(Location loc, ValueRange indices,
                                            int32_t first, VectorType vector) {
  int64_t lanes = vector.getNumElements();
  int64_t indexLanes =
      cast<VectorType>(indices.front().getType()).getNumElements();
  if (lanes < indexLanes) {
    // Half of one index vector.
    if (lanes * 2 != indexLanes || (first != 0 && first != lanes))
      return emitError(loc) << "cannot emit index lanes " << first << " of "
                            << indices.front().getType();
    return emit("convert_int", std::to_string(lanes), "((", indices.front(),
                ").", first == 0 ? "lo" : "hi", ")");
  }
  if (first != 0)
    return emitError(loc) << "cannot emit index lanes from " << first;
  for (auto [k, index] : llvm::enumerate(indices)) {
    if (int64_t(k) * indexLanes >= lanes)
      break;
    if (failed(emit(k ? ", " : "", "convert_int", std::to_string(indexLanes),
                    "(", index, ")")))
      return failure();
  }
  return success();
}

LogicalResult OpenCLEmitter::emitIndexAccessCheck(Operation *op, Value ptr,
                                                  VectorType vector,
                                                  ValueRange indices,
                                                  int32_t first, Value mask) {
  os << "__compass_check_index_lanes(__ctx, (ulong)(";
  if (failed(emitVectorPointer(op->getLoc(), ptr, vector)) ||
      failed(emit("), ", getLaneBytes(vector), ", ")) ||
      failed(emitIndexLanes(op->getLoc(), indices, first, vector)))
    return failure();
  return emit(", ", mask, ", ", std::to_string(addCheckSite(op->getLoc())),
              ")");
}

/// `, <index lanes>, mask` after the pointer of a gather or scatter.
LogicalResult OpenCLEmitter::emitIndexArgs(Location loc, ValueRange indices,
                                           int32_t first, VectorType vector,
                                           Value mask) {
  if (failed(emit(", ")) || failed(emitIndexLanes(loc, indices, first, vector)))
    return failure();
  return emit(", ", mask);
}

LogicalResult OpenCLEmitter::printOp(VLoadGatherOp op) {
  VectorType vector = op.getType();
  auto check = op.getPtr().getDefiningOp<CheckIndexLanesOp>();
  auto emitCheck = [&] {
    return emitIndexAccessCheck(op, check.getPtr(), vector, check.getIndices(),
                                check.getFirst(), check.getMask());
  };
  return printVectorLoad(
      op, op.getBuiltinName(), check ? check.getPtr() : op.getPtr(), vector,
      check ? function_ref<LogicalResult()>(emitCheck) : nullptr, [&] {
        return emitIndexArgs(op.getLoc(), op.getIndices(), op.getFirst(),
                             vector, op.getMask());
      });
}

LogicalResult OpenCLEmitter::printOp(VStoreScatterOp op) {
  auto vector = cast<VectorType>(op.getValue().getType());
  auto check = op.getPtr().getDefiningOp<CheckIndexLanesOp>();
  auto emitCheck = [&] {
    return emitIndexAccessCheck(op, check.getPtr(), vector, check.getIndices(),
                                check.getFirst(), check.getMask());
  };
  return printVectorStore(
      op, op.getBuiltinName(), op.getValue(),
      check ? check.getPtr() : op.getPtr(),
      check ? function_ref<LogicalResult()>(emitCheck) : nullptr, [&] {
        return emitIndexArgs(op.getLoc(), op.getIndices(), op.getFirst(),
                             vector, op.getMask());
      });
}

LogicalResult OpenCLEmitter::printOp(DmaMemsetOp op) {
  PtrType ptr = op.getPtr().getType();
  int64_t itemBytes = getDmaItemBytes(ptr);
  std::string bytes = std::to_string(itemBytes);
  AddressSpace space = ptr.getSpace();
  bool sram = space == AddressSpace::Lsram || space == AddressSpace::Shared;
  if (checked &&
      (failed(emit("if (")) || failed(emitRequirePrefix(op)) ||
       failed(emitRowsCheck(op, op.getPtr(), addCheckSite(op.getLoc()))) ||
       failed(emit(")\n  "))))
    return failure();
  // The value's bits as an int: upstream passes floats as bit patterns.
  Type element = op.getValue().getType();
  StringRef bits = element.isF32()   ? "as_int("
                   : element.isF16() ? "(int)as_ushort("
                                     : "(int)(";
  // data_unit 0/1/2 = byte/half/word; addr_base 0 DDR, 4 lsram, 8 shared.
  std::string unit = std::to_string(itemBytes / 2);
  StringRef base = space == AddressSpace::Lsram    ? "4"
                   : space == AddressSpace::Shared ? "8"
                                                   : "0";
  return emit(sram ? "MemsetSRAM((" : "MemsetDDR((", getQualifier(space),
              "uchar*)", op.getPtr(), ", (int)(", op.getNum(), ") * ", bytes,
              ", ", bits, op.getValue(), "), ", unit, ", ", base, ");\n");
}

LogicalResult OpenCLEmitter::printOp(DmaTranspose2dOp op) {
  PtrType dst = op.getDst().getType(), src = op.getSrc().getType();
  int64_t itemBytes = getDmaItemBytes(dst);
  std::string bytes = std::to_string(itemBytes);
  if (checked) {
    os << "if (";
    if (failed(emitRequirePrefix(op)))
      return failure();
    int site = addCheckSite(op.getLoc());
    if (failed(emitRowsCheck(op, op.getSrc(), site)) || failed(emit(" && ")) ||
        failed(emitRowsCheck(op, op.getDst(), site)) || failed(emit(")\n  ")))
      return failure();
  }
  return emit("DMA_Transpose2D((", getQualifier(src.getSpace()), "uchar*)",
              op.getSrc(), ", (", getQualifier(dst.getSpace()), "uchar*)",
              op.getDst(), ", ", op.getCol(), ", ", op.getRow(), ", ",
              op.getSrcStride(), ", ", op.getDstStride(), ", ",
              std::to_string(itemBytes / 2), ", ", bytes, ");\n");
}

LogicalResult OpenCLEmitter::printOp(DmaUpsampleOp op) {
  PtrType dst = op.getDst().getType(), src = op.getSrc().getType();
  std::string bytes = std::to_string(getDmaItemBytes(dst));
  if (checked) {
    auto check = op.getDst().getDefiningOp<CheckUpsampleOp>();
    if (!check)
      return op.emitOpError("has a destination without its "
                            "compass.check_upsample: the checked C prints the "
                            "checks of compass-insert-checks");
    os << "if (";
    if (failed(emitRequirePrefix(op)))
      return failure();
    int site = addCheckSite(op.getLoc());
    if (failed(emitRowsCheck(op, op.getSrc(), site)) ||
        failed(emit(" && __compass_check_upsample(__ctx, (ulong)",
                    check.getPtr(), ", ", bytes, ", ", check.getHScale(), ", ",
                    check.getWScale(), ", ", check.getC(), ", ", check.getW(),
                    ", ", check.getCStride(), ", ", check.getWStride(), ", ",
                    std::to_string(site), "))\n  ")))
      return failure();
  }
  os << "DmaUpsample_" << getDmaBase(src.getSpace()) << "_to_"
     << getDmaBase(dst.getSpace()) << "(";
  return emit("(", getQualifier(dst.getSpace()), "uchar*)", op.getDst(), ", (",
              getQualifier(src.getSpace()), "uchar*)", op.getSrc(), ", ",
              op.getHScale(), ", ", op.getWScale(), ", (int)(", op.getC(),
              ") * ", bytes, ", ", op.getW(), ", (int)(", op.getSrcCStride(),
              ") * ", bytes, ", (int)(", op.getDstCStride(), ") * ", bytes,
              ", ", op.getDstWStride(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(FlushCacheOp op) {
  os << "__flush_cache(" << (op.getInvalidate() ? "1" : "0") << ");\n";
  return success();
}
