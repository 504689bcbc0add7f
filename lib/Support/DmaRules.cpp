//===- DmaRules.cpp - upstream's checks of the DMA builtins -------------===//

#include "Compass/Support/DmaRules.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

using namespace mlir::compass;
using llvm::StringRef;
using llvm::Twine;

namespace {
/// Upstream's limits of a synchronous DMA, in bytes.
constexpr int64_t kDmaLsramBytes = 32 * 1024;
constexpr int64_t kDmaSharedBytes = 256 * 1024;
constexpr int64_t kDmaTotalBytes = (int64_t(1) << 32) - 1;
/// Upstream's limits of an asynchronous DMA, in bytes (register widths).
constexpr int64_t kAsyncMaxWidthBytes = 0xFFFF;
constexpr int64_t kAsyncMaxStrideBytes = 0xFFFFFF;
constexpr int64_t kAsyncMaxTotalBytes = 0xFFFFFF;
} // namespace

/// "The arg "<name>" expect >= <low>, but got: "<value>"." or "".
static std::string expectAtLeast(StringRef name, int64_t value, int64_t low) {
  if (value >= low)
    return "";
  return ("The arg \"" + name + "\" expect >= " + Twine(low) + ", but got: \"" +
          Twine(value) + "\".")
      .str();
}

/// "<what> expect <= <limit>, but got: "<value>"." or "".
static std::string expectAtMost(const Twine &what, int64_t value, int64_t limit,
                                bool quoteLimit) {
  if (value <= limit)
    return "";
  std::string shown =
      quoteLimit ? ("\"" + Twine(limit) + "\"").str() : Twine(limit).str();
  return (what + " expect <= " + shown + ", but got: \"" + Twine(value) + "\".")
      .str();
}

/// The first nonempty message of `checks`.
static std::string firstOf(std::initializer_list<std::string> checks) {
  for (const std::string &message : checks)
    if (!message.empty())
      return message;
  return "";
}

std::string mlir::compass::checkDmaCopyCounts(int64_t width, int64_t srcStride,
                                              int64_t times, int64_t dstStride,
                                              unsigned itemBytes) {
  std::string message = firstOf(
      {expectAtLeast("width", width, 0), expectAtLeast("times", times, 0),
       expectAtLeast("src_stride", srcStride, width),
       expectAtLeast("dst_stride", dstStride, width)});
  if (!message.empty())
    return message;
  return expectAtMost("The product of arg \"width\" and \"times\"",
                      width * times, kDmaTotalBytes / itemBytes, false);
}

/// The limit of a stride or of a transfer's total on one side, or 0.
static int64_t getSideLimit(DmaSide side) {
  if (side == DmaSide::Lsram)
    return kDmaLsramBytes;
  if (side == DmaSide::Shared)
    return kDmaSharedBytes;
  return 0;
}

/// One side of a DMA against upstream's limits.
static std::string checkSide(DmaSide side, StringRef strideName, int64_t stride,
                             int64_t total, unsigned itemBytes) {
  int64_t limit = getSideLimit(side) / itemBytes;
  if (!limit)
    return "";
  return firstOf(
      {expectAtMost("The arg \"" + strideName + "\"", stride, limit, false),
       expectAtMost("The product of arg \"width\" and \"times\"", total, limit,
                    false)});
}

std::string mlir::compass::checkDmaCopySides(int64_t width, int64_t srcStride,
                                             int64_t times, int64_t dstStride,
                                             unsigned itemBytes, DmaSide dst,
                                             DmaSide src) {
  bool lsram = dst == DmaSide::Lsram || src == DmaSide::Lsram;
  if (lsram && width > kDmaLsramBytes / itemBytes)
    return expectAtMost("The arg \"width\"", width, kDmaLsramBytes / itemBytes,
                        false);
  return firstOf(
      {checkSide(src, "src_stride", srcStride, width * times, itemBytes),
       checkSide(dst, "dst_stride", dstStride, width * times, itemBytes)});
}

std::string mlir::compass::checkAsyncDmaCopy(int64_t width, int64_t srcStride,
                                             int64_t times, int64_t dstStride,
                                             unsigned itemBytes) {
  return firstOf(
      {expectAtLeast("width", width, 0), expectAtLeast("times", times, 0),
       expectAtLeast("src_stride", srcStride, width),
       expectAtLeast("dst_stride", dstStride, width),
       expectAtMost("The arg \"width\"", width, kAsyncMaxWidthBytes / itemBytes,
                    true),
       expectAtMost("The arg \"src_stride\"", srcStride,
                    kAsyncMaxStrideBytes / itemBytes, false),
       expectAtMost("The arg \"dst_stride\"", dstStride,
                    kAsyncMaxStrideBytes / itemBytes, false),
       expectAtMost("The product of arg \"width\" and \"times\"", width * times,
                    kAsyncMaxTotalBytes / itemBytes, false)});
}

std::string mlir::compass::checkDmaMemset(int64_t num) {
  if (num < 0)
    return "dma_memset(ptr,value,num): num should >=0";
  return "";
}

std::string mlir::compass::checkDmaTranspose2d(int64_t row, int64_t col,
                                               int64_t dstStride,
                                               int64_t srcStride, bool dstGiven,
                                               bool srcGiven,
                                               unsigned itemBytes) {
  if (col < 0)
    return ("col=" + Twine(col) + " should >=0").str();
  if (row < 0)
    return ("row=" + Twine(row) + " should >=0").str();
  if (col * itemBytes > 0xFFFFFF)
    return ("col*itemsize: " + Twine(col * itemBytes) +
            " exceed DMA_MAX_STRIDE 0xFFFFFF")
        .str();
  if (row * itemBytes > 0xFFFFFF)
    return ("row*itemsize{" + Twine(row * itemBytes) +
            "} exceed DMA_MAX_STRIDE 0xFFFFFF")
        .str();
  if (srcGiven && !(col <= srcStride && col * itemBytes <= 0xFFFF))
    return "please check col*itemsize<=0xFFFF and col<=src_stride";
  if (dstGiven && !(row <= dstStride && row * itemBytes <= 0xFFFF))
    return "please check row*itemsize<=0xFFFF and row<=dst_stride";
  return "";
}

std::string mlir::compass::checkDmaUpsample(int64_t hScale, int64_t wScale,
                                            int64_t c, int64_t w,
                                            int64_t srcCStride,
                                            int64_t dstCStride,
                                            int64_t dstWStride) {
  if (srcCStride < c)
    return ("\"src_c_stride\"(" + Twine(srcCStride) + ") expect >= \"c\"(" +
            Twine(c) + ").")
        .str();
  if (dstCStride < c)
    return ("\"dst_c_stride\"(" + Twine(dstCStride) + ") expect >= \"c\"(" +
            Twine(c) + ").")
        .str();
  if (dstWStride < w * wScale)
    return ("\"dst_w_stride\"(" + Twine(dstWStride) + ") expect >= \"w\"(" +
            Twine(w) + ") * \"w_scale\"(" + Twine(wScale) + ").")
        .str();
  if (wScale > 255)
    return ("\"w_scale\"(" + Twine(wScale) +
            ") expect <= \"max_w_scale\"(255).")
        .str();
  return "";
}
