//===- Dma.cpp - the DMA instructions -------------------------------------===//
//
// compass.dma_copy (also carried out for the asynchronous copies of
// Events.cpp), dma_memset, dma_transpose2d and dma_upsample; upstream's
// checks of their sizes and strides are their operand rules (OperandRules.h),
// checked before they run. Elements move through readDmaItems / writeDmaItems
// (Memory.cpp): each checked for bounds, races and DMAs in flight, and carrying
// its init shadow. Copying bytes nothing wrote is not a use of them, so it is
// not reported; the destination's bytes become uninitialized too (the caller's
// arrays get a shadow when that first happens), and their first real use
// reports, as MemorySanitizer tracks uninitialized bytes to their use.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Elements.h"
#include "Profile.h"

#include <algorithm>
#include <vector>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

/// Reads the element at byte `offset` of `ptr`'s buffer (checked) into `out`
/// and its init shadow into `outInit`.
template <unsigned ItemBytes>
static bool readItem(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                     int64_t offset, uint8_t *out, uint8_t *outInit) {
  return readDmaItems(exec, tec, inst, ptr, offset, 1, ItemBytes, out, outInit);
}

/// Writes the element at byte `offset` of `ptr`'s buffer (checked), with its
/// init shadow `valueInit` (null: initialized).
template <unsigned ItemBytes>
static bool writeItem(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                      int64_t offset, const uint8_t *value,
                      const uint8_t *valueInit) {
  return writeDmaItems(exec, tec, inst, ptr, offset, 1, ItemBytes, value,
                       valueInit);
}

/// a = ptr, b = value (its first ItemBytes bytes), c = num.
template <unsigned ItemBytes>
static const Inst *execDmaMemset(Exec &exec, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  int64_t num = get<int32_t>(tec.regs[inst.c]);
  uint8_t value[ItemBytes];
  std::memcpy(value, tec.regs[inst.b].bytes, ItemBytes);
  for (int64_t i = 0; i < num; ++i)
    if (!writeItem<ItemBytes>(exec, tec, inst, ptr, ptr.offset + i * ItemBytes,
                              value, nullptr))
      return nullptr;
  profileSyncDma(exec, tec, inst, num * ItemBytes);
  return &inst + 1;
}

/// a = dst, b = src, c = row, d = col, dst = dst stride slot, imm = src
/// stride slot.
template <unsigned ItemBytes>
static const Inst *execDmaTranspose2d(Exec &exec, Tec &tec, const Inst &inst) {
  auto dst = get<PtrValue>(tec.regs[inst.a]);
  auto src = get<PtrValue>(tec.regs[inst.b]);
  int64_t row = get<int32_t>(tec.regs[inst.c]);
  int64_t col = get<int32_t>(tec.regs[inst.d]);
  int64_t dstStride = get<int32_t>(tec.regs[inst.dst]);
  int64_t srcStride = get<int32_t>(tec.regs[static_cast<uint32_t>(inst.imm)]);
  uint8_t item[ItemBytes], init[ItemBytes];
  for (int64_t i = 0; i < row; ++i)
    for (int64_t j = 0; j < col; ++j)
      if (!readItem<ItemBytes>(exec, tec, inst, src,
                               src.offset + (i * srcStride + j) * ItemBytes,
                               item, init) ||
          !writeItem<ItemBytes>(exec, tec, inst, dst,
                                dst.offset + (j * dstStride + i) * ItemBytes,
                                item, init))
        return nullptr;
  profileSyncDma(exec, tec, inst, row * col * ItemBytes);
  return &inst + 1;
}

/// a = dst, b = src, c = the packed h_scale, w_scale, c, w (execPackScalars),
/// d = src c stride, dst = dst c stride slot, imm = dst w stride slot.
template <unsigned ItemBytes>
static const Inst *execDmaUpsample(Exec &exec, Tec &tec, const Inst &inst) {
  auto dst = get<PtrValue>(tec.regs[inst.a]);
  auto src = get<PtrValue>(tec.regs[inst.b]);
  int32_t packed[4];
  std::memcpy(packed, tec.regs[inst.c].bytes, sizeof(packed));
  int64_t hScale = packed[0], wScale = packed[1], c = packed[2], w = packed[3];
  int64_t srcCStride = get<int32_t>(tec.regs[inst.d]);
  int64_t dstCStride = get<int32_t>(tec.regs[inst.dst]);
  int64_t dstWStride = get<int32_t>(tec.regs[static_cast<uint32_t>(inst.imm)]);
  std::vector<uint8_t> slab(std::max<int64_t>(c, 0) * ItemBytes);
  std::vector<uint8_t> slabInit(slab.size());
  for (int64_t x = 0; x < w; ++x) {
    for (int64_t k = 0; k < c; ++k)
      if (!readItem<ItemBytes>(exec, tec, inst, src,
                               src.offset + (x * srcCStride + k) * ItemBytes,
                               slab.data() + k * ItemBytes,
                               slabInit.data() + k * ItemBytes))
        return nullptr;
    for (int64_t a = 0; a < hScale; ++a)
      for (int64_t b = 0; b < wScale; ++b) {
        int64_t at = a * dstWStride * dstCStride + (x * wScale + b) * dstCStride;
        for (int64_t k = 0; k < c; ++k)
          if (!writeItem<ItemBytes>(
                  exec, tec, inst, dst, dst.offset + (at + k) * ItemBytes,
                  slab.data() + k * ItemBytes, slabInit.data() + k * ItemBytes))
            return nullptr;
      }
  }
  profileSyncDma(exec, tec, inst,
                 std::max<int64_t>(w, 0) * std::max<int64_t>(c, 0) *
                     std::max<int64_t>(hScale, 0) *
                     std::max<int64_t>(wScale, 0) * ItemBytes);
  return &inst + 1;
}

const Inst *mlir::compass::sim::execPackScalars(Exec &, Tec &tec,
                                                const Inst &inst) {
  Reg packed = {};
  uint32_t slots[4] = {inst.a, inst.b, inst.c, inst.d};
  for (unsigned i = 0; i < 4; ++i)
    std::memcpy(packed.bytes + 4 * i, tec.regs[slots[i]].bytes, 4);
  tec.regs[inst.dst] = packed;
  return &inst + 1;
}

/// The handler of `Exec` for elements of 1, 2 or 4 bytes, or nullptr.
#define COMPASS_ITEM_HANDLER(EXEC, BYTES)                                      \
  ((BYTES) == 1   ? &EXEC<1>                                                   \
   : (BYTES) == 2 ? &EXEC<2>                                                   \
   : (BYTES) == 4 ? &EXEC<4>                                                   \
                  : static_cast<Handler>(nullptr))

Handler mlir::compass::sim::getDmaMemsetHandler(unsigned itemBytes) {
  return COMPASS_ITEM_HANDLER(execDmaMemset, itemBytes);
}

Handler mlir::compass::sim::getDmaTranspose2dHandler(unsigned itemBytes) {
  return COMPASS_ITEM_HANDLER(execDmaTranspose2d, itemBytes);
}

Handler mlir::compass::sim::getDmaUpsampleHandler(unsigned itemBytes) {
  return COMPASS_ITEM_HANDLER(execDmaUpsample, itemBytes);
}
#undef COMPASS_ITEM_HANDLER

//===----------------------------------------------------------------------===//
// compass.dma_copy
//===----------------------------------------------------------------------===//

template <unsigned ItemBytes>
static bool copyRows(Exec &exec, Tec &tec, const Inst &inst, PtrValue dst,
                     PtrValue src, int64_t width, int64_t srcStride,
                     int64_t times, int64_t dstStride);

/// a = dst, b = src, c = width, d = src stride, dst = times, imm = dst
/// stride (slots; counts in elements of ItemBytes bytes). Each row is read
/// whole, then written, through the checked element accesses.
template <unsigned ItemBytes>
static const Inst *execDmaCopy(Exec &exec, Tec &tec, const Inst &inst) {
  auto dst = get<PtrValue>(tec.regs[inst.a]);
  auto src = get<PtrValue>(tec.regs[inst.b]);
  int64_t width = get<int32_t>(tec.regs[inst.c]);
  int64_t srcStride = get<int32_t>(tec.regs[inst.d]);
  int64_t times = get<int32_t>(tec.regs[inst.dst]);
  int64_t dstStride = get<int32_t>(tec.regs[static_cast<uint32_t>(inst.imm)]);
  if (width * times == 0)
    return &inst + 1;
  if (dst.buffer == 0 || src.buffer == 0)
    return fail(exec, tec, inst, "DMA through a null pointer");
  if (!copyRows<ItemBytes>(exec, tec, inst, dst, src, width, srcStride, times,
                           dstStride))
    return nullptr;
  profileSyncDma(exec, tec, inst, width * times * ItemBytes);
  return &inst + 1;
}

/// Copies the rows of a DMA through the checked element accesses: each row
/// is read whole, then written, with its init shadow.
template <unsigned ItemBytes>
static bool copyRows(Exec &exec, Tec &tec, const Inst &inst, PtrValue dst,
                     PtrValue src, int64_t width, int64_t srcStride,
                     int64_t times, int64_t dstStride) {
  std::vector<uint8_t> row(width * ItemBytes), rowInit(width * ItemBytes);
  for (int64_t t = 0; t < times; ++t)
    if (!readDmaItems(exec, tec, inst, src,
                      src.offset + t * srcStride * ItemBytes, width, ItemBytes,
                      row.data(), rowInit.data()) ||
        !writeDmaItems(exec, tec, inst, dst,
                       dst.offset + t * dstStride * ItemBytes, width, ItemBytes,
                       row.data(), rowInit.data()))
      return false;
  return true;
}

bool mlir::compass::sim::copyDmaRows(Exec &exec, Tec &tec, const Inst &inst,
                                     PtrValue dst, PtrValue src, int64_t width,
                                     int64_t srcStride, int64_t times,
                                     int64_t dstStride, unsigned itemBytes) {
  switch (itemBytes) {
  case 1:
    return copyRows<1>(exec, tec, inst, dst, src, width, srcStride, times,
                       dstStride);
  case 2:
    return copyRows<2>(exec, tec, inst, dst, src, width, srcStride, times,
                       dstStride);
  default:
    return copyRows<4>(exec, tec, inst, dst, src, width, srcStride, times,
                       dstStride);
  }
}

Handler mlir::compass::sim::getDmaCopyHandler(unsigned itemBytes) {
  switch (itemBytes) {
  case 1:
    return &execDmaCopy<1>;
  case 2:
    return &execDmaCopy<2>;
  case 4:
    return &execDmaCopy<4>;
  default:
    return nullptr;
  }
}
