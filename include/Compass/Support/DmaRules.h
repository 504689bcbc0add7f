//===- DmaRules.h - upstream's checks of the DMA builtins -------*- C++ -*-===//
//
// The argument checks the DMA builtins make when they run, in upstream's
// order and words, shared by the simulator and the native runtime so that a
// bad DMA stops both with the same message. Each returns the message, or an
// empty string when the arguments pass. The events' rules are in
// DmaEvents.h.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_DMARULES_H
#define COMPASS_SUPPORT_DMARULES_H

#include <cstdint>
#include <string>

namespace mlir::compass {

/// The memory a DMA side is in, as far as the limits care.
enum class DmaSide : uint8_t { Other, Lsram, Shared };

/// compass.dma_copy, before its pointers are looked at: the counts and
/// strides (in elements of `itemBytes`).
std::string checkDmaCopyCounts(int64_t width, int64_t srcStride, int64_t times,
                               int64_t dstStride, unsigned itemBytes);

/// compass.dma_copy with a nonzero total, once both sides are known.
std::string checkDmaCopySides(int64_t width, int64_t srcStride, int64_t times,
                              int64_t dstStride, unsigned itemBytes,
                              DmaSide dst, DmaSide src);

/// compass.async_dma_copy, before its event and pointers are looked at.
std::string checkAsyncDmaCopy(int64_t width, int64_t srcStride, int64_t times,
                              int64_t dstStride, unsigned itemBytes);

/// compass.dma_memset.
std::string checkDmaMemset(int64_t num);

/// compass.dma_transpose2d; `*Given` say which strides the user gave.
std::string checkDmaTranspose2d(int64_t row, int64_t col, int64_t dstStride,
                                int64_t srcStride, bool dstGiven, bool srcGiven,
                                unsigned itemBytes);

/// compass.dma_upsample.
std::string checkDmaUpsample(int64_t hScale, int64_t wScale, int64_t c,
                             int64_t w, int64_t srcCStride, int64_t dstCStride,
                             int64_t dstWStride);

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_DMARULES_H
