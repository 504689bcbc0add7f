//===- Dma.cpp - DMAs and events of a native run -----------------------===//
//
// The DMA builtins as runtime functions with the simulator's behaviour
// (lib/Simulator/Dma.cpp, Events.cpp): the operation's operand rule was
// tested before the call (OperandRuleChecks.cpp); rows are read whole and
// then written, and an
// asynchronous DMA carried out at the wait for its event, a free of it or a
// barrier, in the order the DMAs started. What the simulator checks beyond
// that (bounds, races, accesses to a DMA in flight) is not checked here.
//
//===----------------------------------------------------------------------===//

#include "RunState.h"
#include "RuntimeEntries.h"

#include "Compass/Native/NativeKernel.h"
#include "Compass/Native/RuntimeABI.h"

#include <cstring>
#include <vector>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::native;

void mlir::compass::native::copyDmaRows(const PendingDma &dma) {
  int64_t rowBytes = dma.width * dma.itemBytes;
  for (int64_t t = 0; t < dma.times; ++t)
    std::memmove(dma.dst + t * dma.dstStride * dma.itemBytes,
                 dma.src + t * dma.srcStride * dma.itemBytes, rowBytes);
}

void mlir::compass::native::completeDmas(unsigned mask) {
  getActiveRun().currentTec().events.complete(mask, [](const PendingDma &dma) {
    copyDmaRows(dma);
    return true;
  });
}

/// Stops the run when `message` is not empty.
static void check(const char *where, const std::string &message) {
  if (!message.empty())
    failRun(where, message);
}

/// The mask of the first `count` of the handles; stops the run on a freed
/// event, or (`mustBeUsed`) on one no DMA used.
static unsigned collectEvents(const char *where, int32_t count,
                              const int32_t *handles, bool mustBeUsed) {
  SmallVector<uint32_t, 4> used;
  for (int32_t i = 0; i < count && i < int32_t(TecEvents::kCount); ++i)
    used.push_back(static_cast<uint32_t>(handles[i]));
  unsigned mask;
  check(where,
        getActiveRun().currentTec().events.collect(used, mustBeUsed, mask));
  return mask;
}

extern "C" {
void compass_rt_dma_copy(const char *where, uint8_t *dst, const uint8_t *src,
                         int32_t width, int32_t srcStride, int32_t times,
                         int32_t dstStride, int32_t itemBytes) {
  RuntimeCall call;
  if (int64_t(width) * times == 0)
    return;
  if (!dst || !src)
    failRun(where, "DMA through a null pointer");
  copyDmaRows({dst, src, width, srcStride, times, dstStride,
               static_cast<unsigned>(itemBytes), 0, where});
}

void compass_rt_dma_memset(uint8_t *ptr, int32_t value, int32_t num,
                           int32_t itemBytes) {
  RuntimeCall call;
  for (int64_t i = 0; i < num; ++i)
    std::memcpy(ptr + i * itemBytes, &value, itemBytes);
}

void compass_rt_dma_transpose2d(uint8_t *dst, const uint8_t *src, int32_t row,
                                int32_t col, int32_t dstStride,
                                int32_t srcStride, int32_t itemBytes) {
  RuntimeCall call;
  for (int64_t i = 0; i < row; ++i)
    for (int64_t j = 0; j < col; ++j)
      std::memmove(dst + (j * dstStride + i) * itemBytes,
                   src + (i * srcStride + j) * itemBytes, itemBytes);
}

void compass_rt_dma_upsample(uint8_t *dst, const uint8_t *src, int32_t hScale,
                             int32_t wScale, int32_t c, int32_t w,
                             int32_t srcCStride, int32_t dstCStride,
                             int32_t dstWStride, int32_t itemBytes) {
  RuntimeCall call;
  std::vector<uint8_t> slab(std::max<int64_t>(c, 0) * itemBytes);
  for (int64_t x = 0; x < w; ++x) {
    std::memcpy(slab.data(), src + x * srcCStride * itemBytes, slab.size());
    for (int64_t a = 0; a < hScale; ++a)
      for (int64_t b = 0; b < wScale; ++b) {
        int64_t at =
            a * dstWStride * dstCStride + (x * wScale + b) * dstCStride;
        std::memcpy(dst + at * itemBytes, slab.data(), slab.size());
      }
  }
}

int32_t compass_rt_alloc_event(const char *where) {
  RuntimeCall call;
  std::optional<int32_t> handle = getActiveRun().currentTec().events.allocate();
  if (!handle)
    failRun(where, TecEvents::getAllocError());
  return *handle;
}

void compass_rt_async_dma_copy(const char *where, uint8_t *dst,
                               const uint8_t *src, int32_t width,
                               int32_t srcStride, int32_t times,
                               int32_t dstStride, int32_t event,
                               int32_t itemBytes) {
  RuntimeCall call;
  TecEvents &events = getActiveRun().currentTec().events;
  std::optional<unsigned> id = events.use(static_cast<uint32_t>(event));
  if (!id)
    failRun(where, TecEvents::kFreedEventArg);
  if (int64_t(width) * times == 0)
    return;
  if (!dst || !src)
    failRun(where, "DMA through a null pointer");
  events.pending.push_back({dst, src, width, srcStride, times, dstStride,
                            static_cast<unsigned>(itemBytes), *id, where});
}

void compass_rt_wait_events(const char *where, int32_t count, int32_t e0,
                            int32_t e1, int32_t e2, int32_t e3) {
  RuntimeCall call;
  const int32_t handles[] = {e0, e1, e2, e3};
  completeDmas(collectEvents(where, count, handles, /*mustBeUsed=*/true));
}

void compass_rt_free_events(const char *where, int32_t count, int32_t e0,
                            int32_t e1, int32_t e2, int32_t e3) {
  RuntimeCall call;
  const int32_t handles[] = {e0, e1, e2, e3};
  unsigned mask = collectEvents(where, count, handles, /*mustBeUsed=*/false);
  completeDmas(mask);
  getActiveRun().currentTec().events.free(mask);
}
}
