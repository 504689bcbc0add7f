//===- compass/dsl/dma.h - DMA copies and events ------------------*- C -*-===//
//
// The DMA builtins: DmaDirect and AsyncDmaDirect copies between the
// memories (with the global memories of ASIDs 1 to 3), the events of the
// asynchronous ones, memset, transpose and upsample. Separate from
// memory.h: they copy bytes with scalar loops, no vector lanes.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_DMA_H
#define COMPASS_DSL_PART_DMA_H

//===----------------------------------------------------------------------===//
// Memset, transpose and upsample (as the simulator's Memory.cpp)
//===----------------------------------------------------------------------===//

// MemsetDDR / MemsetSRAM(p, bytes, value, data_unit, addr_base): bytes / k
// elements of k = 1 << data_unit bytes set to the low k bytes of value
// (floats come as their bits); addr_base 0 is DDR (and a TEC's stack), 4
// lsram, 8 shared.
#define __COMPASS_DEF_MEMSET(NAME, AS)                                         \
  static inline __attribute__((overloadable)) void NAME(                       \
      AS uchar *p, int bytes, int value, int unit, int base) {                 \
    int k = 1 << unit;                                                         \
    for (int i = 0; i + k <= bytes; i += k)                                    \
      for (int b = 0; b < k; ++b)                                              \
        p[i + b] = (uchar)((uint)value >> (8 * b));                            \
  }
__COMPASS_DEF_MEMSET(MemsetDDR, __global)
__COMPASS_DEF_MEMSET(MemsetDDR, __private)
__COMPASS_DEF_MEMSET(MemsetSRAM, __private)
__COMPASS_DEF_MEMSET(MemsetSRAM, __local)

// DMA_Transpose2D(src, dst, col, row, src_stride, dst_stride, data_unit,
// itemsize): dst[j * dst_stride + i] = src[i * src_stride + j] for i < row,
// j < col (counts in elements of itemsize bytes), row by row.
#define __COMPASS_DEF_TRANSPOSE(SQ, DQ)                                        \
  static inline __attribute__((overloadable)) void DMA_Transpose2D(            \
      SQ uchar *src, DQ uchar *dst, int col, int row, int srcStride,           \
      int dstStride, int unit, int item) {                                     \
    for (int i = 0; i < row; ++i)                                              \
      for (int j = 0; j < col; ++j)                                            \
        for (int b = 0; b < item; ++b)                                         \
          dst[((long)j * dstStride + i) * item + b] =                          \
              src[((long)i * srcStride + j) * item + b];                       \
  }
#define __COMPASS_DEF_TRANSPOSES(SQ)                                           \
  __COMPASS_DEF_TRANSPOSE(SQ, __global)                                        \
  __COMPASS_DEF_TRANSPOSE(SQ, __local)                                         \
  __COMPASS_DEF_TRANSPOSE(SQ, __private)
__COMPASS_DEF_TRANSPOSES(__global)
__COMPASS_DEF_TRANSPOSES(__local)
__COMPASS_DEF_TRANSPOSES(__private)
__COMPASS_DEF_TRANSPOSES(__constant)

// DmaUpsample_<src>_to_<dst>(dst, src, h_scale, w_scale, c_bytes, w,
// src_c_stride_bytes, dst_c_stride_bytes, dst_w_stride): for x < w, the
// c_bytes at src + x * src_c_stride_bytes go to every (a, b) < (h_scale,
// w_scale) at dst + (a * dst_w_stride + x * w_scale + b) *
// dst_c_stride_bytes.
#define __COMPASS_DEF_UPSAMPLE(SRC, SQ, DST, DQ)                               \
  static inline void DmaUpsample_##SRC##_to_##DST(                             \
      DQ uchar *dst, SQ uchar *src, int h, int ws, int cBytes, int w,          \
      int srcCStride, int dstCStride, int dstWStride) {                        \
    for (int x = 0; x < w; ++x)                                                \
      for (int a = 0; a < h; ++a)                                              \
        for (int b = 0; b < ws; ++b) {                                         \
          long at = ((long)a * dstWStride + (long)x * ws + b) * dstCStride;    \
          for (int k = 0; k < cBytes; ++k)                                     \
            dst[at + k] = src[(long)x * srcCStride + k];                       \
        }                                                                      \
  }
__COMPASS_DEF_UPSAMPLE(kGlobal, __global, kLsram, __lsram)
__COMPASS_DEF_UPSAMPLE(kGlobal, __global, kShared, __local)
__COMPASS_DEF_UPSAMPLE(kLsram, __lsram, kGlobal, __global)
__COMPASS_DEF_UPSAMPLE(kShared, __local, kGlobal, __global)

//===----------------------------------------------------------------------===//
// DMA: DmaDirect_<src>_to_<dst>(dst, src, width, src_stride, total,
// dst_stride), all in bytes: total / width rows of width bytes.
//===----------------------------------------------------------------------===//

// kGlobal is global memory, kLsram a TEC's lsram (private here), kShared the
// core's shared memory (__local), kPrivate a TEC's stack. lsram and shared
// cannot copy to each other (the front end refuses it). The rows go one
// after another, each as memmove (as the simulator and upstream's PySim
// copy them): a row overlapping its source above it is copied from its end.
#define __COMPASS_DEF_DMA(SRC, SQ, DST, DQ)                                   \
  static inline void DmaDirect_##SRC##_to_##DST(                              \
      DQ uchar *dst, SQ const uchar *src, int width, int srcStride, int total, \
      int dstStride) {                                                         \
    if (width <= 0)                                                            \
      return;                                                                  \
    for (int t = 0; t < total / width; ++t) {                                  \
      DQ uchar *to = dst + (long)t * dstStride;                                \
      SQ const uchar *from = src + (long)t * srcStride;                        \
      if ((ulong)to > (ulong)from)                                             \
        for (int i = width - 1; i >= 0; --i)                                   \
          to[i] = from[i];                                                     \
      else                                                                     \
        for (int i = 0; i < width; ++i)                                        \
          to[i] = from[i];                                                     \
    }                                                                          \
  }
// The (source, destination) pairs of DmaDirect / AsyncDmaDirect copies:
// M(SRC, source qualifier, DST, destination qualifier) for each.
#define __COMPASS_FOR_EACH_DMA_PAIR(M)                                         \
  M(kGlobal, __global, kGlobal, __global)                                      \
  M(kGlobal, __global, kLsram, __lsram)                                        \
  M(kGlobal, __global, kShared, __local)                                       \
  M(kGlobal, __global, kPrivate, )                                             \
  M(kLsram, __lsram, kGlobal, __global)                                        \
  M(kShared, __local, kGlobal, __global)                                       \
  M(kPrivate, , kGlobal, __global)                                             \
  M(kPrivate, , kLsram, __lsram)                                               \
  M(kPrivate, , kShared, __local)                                              \
  M(kPrivate, , kPrivate, )                                                    \
  M(kLsram, __lsram, kPrivate, )                                               \
  M(kShared, __local, kPrivate, )
__COMPASS_FOR_EACH_DMA_PAIR(__COMPASS_DEF_DMA)

//===----------------------------------------------------------------------===//
// Events and asynchronous DMA: int alloc_event(), wait_events(bitmask),
// free_events(bitmask), AsyncDmaDirect_<src>_to_<dst>(..., event).
//
// Here every asynchronous copy is done within its call, so no event is ever
// busy and waiting has nothing to wait for. That is a valid refinement of
// the hardware: the DMA engine may finish a transfer at any moment between
// its start and the wait on its event, and finishing it at once is one of
// those moments. A kernel whose result depends on the moment (it reads or
// writes the destination, or writes the source, before the wait) is
// rejected by the simulator, so every kernel it accepts computes here what
// it computes on the NPU. The event ids and the limit of four events per
// TEC are the simulator's checks as well; here every event is id 0.
//===----------------------------------------------------------------------===//

static inline int alloc_event(void) { return 0; }
static inline void wait_events(int events) { (void)events; }
static inline void free_events(int events) { (void)events; }

#define __COMPASS_DEF_ASYNC_DMA(SRC, SQ, DST, DQ)                             \
  static inline void AsyncDmaDirect_##SRC##_to_##DST(                         \
      DQ uchar *dst, SQ const uchar *src, int width, int srcStride, int total, \
      int dstStride, int event) {                                              \
    (void)event;                                                               \
    DmaDirect_##SRC##_to_##DST(dst, src, width, srcStride, total, dstStride);  \
  }
__COMPASS_FOR_EACH_DMA_PAIR(__COMPASS_DEF_ASYNC_DMA)

// Global memory of ASIDs 1 to 3 (global.1 … global.3 pointers, upstream's
// bases kGlobal1 … kGlobal3) is __global memory like kGlobal here; a copy
// between two ASIDs is a global-to-global copy.
#define __COMPASS_DEF_DMA_BOTH(SRC, SQ, DST, DQ)                              \
  __COMPASS_DEF_DMA(SRC, SQ, DST, DQ)                                          \
  __COMPASS_DEF_ASYNC_DMA(SRC, SQ, DST, DQ)
#define __COMPASS_DEF_DMA_ASID(G)                                              \
  __COMPASS_DEF_DMA_BOTH(G, __global, G, __global)                             \
  __COMPASS_DEF_DMA_BOTH(G, __global, kGlobal, __global)                       \
  __COMPASS_DEF_DMA_BOTH(kGlobal, __global, G, __global)                       \
  __COMPASS_DEF_DMA_BOTH(G, __global, kLsram, __lsram)                         \
  __COMPASS_DEF_DMA_BOTH(G, __global, kShared, __local)                        \
  __COMPASS_DEF_DMA_BOTH(G, __global, kPrivate, )                              \
  __COMPASS_DEF_DMA_BOTH(kLsram, __lsram, G, __global)                         \
  __COMPASS_DEF_DMA_BOTH(kShared, __local, G, __global)                        \
  __COMPASS_DEF_DMA_BOTH(kPrivate, , G, __global)                              \
  __COMPASS_DEF_UPSAMPLE(G, __global, kLsram, __lsram)                         \
  __COMPASS_DEF_UPSAMPLE(G, __global, kShared, __local)                        \
  __COMPASS_DEF_UPSAMPLE(kLsram, __lsram, G, __global)                         \
  __COMPASS_DEF_UPSAMPLE(kShared, __local, G, __global)
__COMPASS_DEF_DMA_ASID(kGlobal1)
__COMPASS_DEF_DMA_ASID(kGlobal2)
__COMPASS_DEF_DMA_ASID(kGlobal3)
__COMPASS_DEF_DMA_BOTH(kGlobal1, __global, kGlobal2, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal1, __global, kGlobal3, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal2, __global, kGlobal1, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal2, __global, kGlobal3, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal3, __global, kGlobal1, __global)
__COMPASS_DEF_DMA_BOTH(kGlobal3, __global, kGlobal2, __global)

#endif // COMPASS_DSL_PART_DMA_H
