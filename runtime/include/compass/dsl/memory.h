//===- compass/dsl/memory.h - vector loads and stores -------------*- C -*-===//
//
// The vector accesses of memory: __vload / __vstore under a mask, strided
// and indexed (gather / scatter) accesses, in every address space, at any
// byte address (the one-byte-aligned types below). Separate from dma.h
// (copies of bytes between memories) because these move lanes of a vector.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DSL_PART_MEMORY_H
#define COMPASS_DSL_PART_MEMORY_H

//===----------------------------------------------------------------------===//
// Memory at any byte address
//===----------------------------------------------------------------------===//

// A vector in memory may start at any element, not only at a multiple of its
// 32 bytes (upstream's `(p + 3).as_ptr("int32x8")`), and a pointer cast from
// a narrower element may even leave it between elements; the simulator reads
// the bytes wherever they are. C assumes a vector type's natural (32-byte)
// alignment and a scalar's own, and POCL turns the first into aligned
// instructions that fault, so every vector access of dsl.h goes through
// these one-byte-aligned types: a plain unaligned load or store, as fast as
// the aligned one on data that happens to be aligned. (The emitter prints
// `q[i]` of a pointer to vectors as `__vload(q + i, ALL_TRUE_w)` for the
// same reason, unless the vector is aligned for certain.)
#define __COMPASS_DEF_UNALIGNED(T)                                             \
  typedef T __attribute__((aligned(1))) __compass_u_##T;
__COMPASS_DEF_UNALIGNED(uchar32)
__COMPASS_DEF_UNALIGNED(ushort16)
__COMPASS_DEF_UNALIGNED(uint8)
__COMPASS_DEF_UNALIGNED(char)
__COMPASS_DEF_UNALIGNED(uchar)
__COMPASS_DEF_UNALIGNED(short)
__COMPASS_DEF_UNALIGNED(ushort)
__COMPASS_DEF_UNALIGNED(half)
__COMPASS_DEF_UNALIGNED(int)
__COMPASS_DEF_UNALIGNED(uint)
__COMPASS_DEF_UNALIGNED(float)
#ifndef cl_khr_fp16
// `half` is the macro of _Float16 here: a macro that passes it on to another
// expands it before the name is pasted.
__COMPASS_DEF_UNALIGNED(_Float16)
#endif

//===----------------------------------------------------------------------===//
// __vload / __vstore
//===----------------------------------------------------------------------===//
#define __COMPASS_DEF_VLOAD(AS, VT, ET, SV, N, K, S)                           \
  static inline __attribute__((overloadable)) VT __vload(AS VT *p, uint m) {   \
    if ((m & __COMPASS_BITS_##S) == __COMPASS_BITS_##S)                        \
      return __builtin_astype(*(AS __compass_u_##SV *)p, VT);                  \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    VT r = __builtin_astype((SV)0, VT);                                        \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = q[i];                                                           \
    return r;                                                                  \
  }

#define __COMPASS_DEF_VSTORE(AS, VT, ET, SV, N, K, S)                          \
  static inline __attribute__((overloadable)) void __vstore(VT v, AS VT *p,    \
                                                            uint m) {          \
    if ((m & __COMPASS_BITS_##S) == __COMPASS_BITS_##S) {                      \
      *(AS __compass_u_##SV *)p = __builtin_astype(v, SV);                     \
      return;                                                                  \
    }                                                                          \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        q[i] = v[i];                                                           \
  }

__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __private)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD, __constant)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE, __private)

// bfloat16 vectors move as their bits.
#define __COMPASS_DEF_BF16_MOVES(AS)                                           \
  static inline __attribute__((overloadable)) bf1616 __vload(AS bf1616 *p,     \
                                                             uint m) {         \
    return as_bf1616(__vload((AS ushort16 *)p, m));                            \
  }
#define __COMPASS_DEF_BF16_STORES(AS)                                          \
  static inline __attribute__((overloadable)) void __vstore(                   \
      bf1616 v, AS bf1616 *p, uint m) {                                        \
    __vstore(v.bits, (AS ushort16 *)p, m);                                     \
  }

__COMPASS_DEF_BF16_MOVES(__global)
__COMPASS_DEF_BF16_MOVES(__local)
__COMPASS_DEF_BF16_MOVES(__private)
__COMPASS_DEF_BF16_MOVES(__constant)
__COMPASS_DEF_BF16_STORES(__global)
__COMPASS_DEF_BF16_STORES(__local)
__COMPASS_DEF_BF16_STORES(__private)

//===----------------------------------------------------------------------===//
// Strided and indexed vector accesses (as the simulator's Memory.cpp)
//===----------------------------------------------------------------------===//

// __vload_stride(p, stride_bytes, m): lane i from p + i * stride_bytes;
// __vstore_stride(v, p, stride_bytes, m) stores lane i there. Inactive lanes
// touch no memory (and load as 0).
#define __COMPASS_DEF_VLOAD_STRIDE(AS, VT, ET, SV, N, K, S)                    \
  static inline __attribute__((overloadable)) VT __vload_stride(               \
      AS VT *p, int strideBytes, uint m) {                                     \
    AS uchar *q = (AS uchar *)p;                                               \
    VT r = __builtin_astype((SV)0, VT);                                        \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = *(AS __compass_u_##ET *)(q + (long)i * strideBytes);            \
    return r;                                                                  \
  }
#define __COMPASS_DEF_VSTORE_STRIDE(AS, VT, ET, SV, N, K, S)                   \
  static inline __attribute__((overloadable)) void __vstore_stride(            \
      VT v, AS VT *p, int strideBytes, uint m) {                               \
    AS uchar *q = (AS uchar *)p;                                               \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        *(AS __compass_u_##ET *)(q + (long)i * strideBytes) = v[i];            \
  }

// __vload_gather(p, idx..., m): lane i from p[idx[i]] (element indices, as
// int vectors: int8 for word lanes, int16 for half lanes, two int16 for
// byte lanes); __vstore_scatter(v, p, idx..., m) stores the active lanes
// there, lane 0 first, so the highest of the active lanes sharing an index
// stays.
#define __COMPASS_IDX_1(i) idx[i]
#define __COMPASS_IDX_2(i) ((i) < 16 ? idx[i] : idx2[(i) - 16])
#define __COMPASS_DEF_GATHER(AS, VT, ET, SV, N, K, PARAMS, IDX)                \
  static inline __attribute__((overloadable)) VT __vload_gather(               \
      AS VT *p, PARAMS(), uint m) {                                            \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    VT r = __builtin_astype((SV)0, VT);                                        \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        r[i] = q[IDX(i)];                                                      \
    return r;                                                                  \
  }
#define __COMPASS_DEF_GATHER_SCATTER(AS, VT, ET, SV, N, K, PARAMS, IDX)        \
  __COMPASS_DEF_GATHER(AS, VT, ET, SV, N, K, PARAMS, IDX)                      \
  static inline __attribute__((overloadable)) void __vstore_scatter(           \
      VT v, AS VT *p, PARAMS(), uint m) {                                      \
    AS __compass_u_##ET *q = (AS __compass_u_##ET *)p;                         \
    for (int i = 0; i < N; ++i)                                                \
      if (__COMPASS_LANE_ON(m, i, K))                                          \
        q[IDX(i)] = v[i];                                                      \
  }
// The index parameters and lane index of lanes of each size S, the
// parameters as macros called in the bodies (a comma in an argument would
// split it when one definition macro passes it on).
#define __COMPASS_IDX_PARAMS_b() int16 idx, int16 idx2
#define __COMPASS_IDX_PARAMS_h() int16 idx
#define __COMPASS_IDX_PARAMS_w() int8 idx
#define __COMPASS_IDX_b __COMPASS_IDX_2
#define __COMPASS_IDX_h __COMPASS_IDX_1
#define __COMPASS_IDX_w __COMPASS_IDX_1
#define __COMPASS_DEF_GATHER_LANES(DEF, AS, VT, ET, SV, N, K, S)               \
  DEF(AS, VT, ET, SV, N, K, __COMPASS_IDX_PARAMS_##S, __COMPASS_IDX_##S)
#define __COMPASS_DEF_GATHERS(DEF, AS)                                         \
  __COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_GATHER_LANES, DEF, AS)

__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __private)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VLOAD_STRIDE, __constant)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE_STRIDE, __global)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE_STRIDE, __local)
__COMPASS_FOR_EACH_VECTOR(__COMPASS_DEF_VSTORE_STRIDE, __private)
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER_SCATTER, __global)
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER_SCATTER, __local)
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER_SCATTER, __private)
// Constant tables (S.alloc_const) are read only: gathers alone.
__COMPASS_DEF_GATHERS(__COMPASS_DEF_GATHER, __constant)

// bfloat16 vectors move as their bits.
#define __COMPASS_DEF_BF16_MEMORY2(AS)                                         \
  static inline __attribute__((overloadable)) bf1616 __vload_stride(           \
      AS bf1616 *p, int strideBytes, uint m) {                                 \
    return as_bf1616(__vload_stride((AS ushort16 *)p, strideBytes, m));        \
  }                                                                            \
  static inline __attribute__((overloadable)) void __vstore_stride(            \
      bf1616 v, AS bf1616 *p, int strideBytes, uint m) {                       \
    __vstore_stride(v.bits, (AS ushort16 *)p, strideBytes, m);                 \
  }                                                                            \
  static inline __attribute__((overloadable)) bf1616 __vload_gather(           \
      AS bf1616 *p, int16 idx, uint m) {                                       \
    return as_bf1616(__vload_gather((AS ushort16 *)p, idx, m));                \
  }                                                                            \
  static inline __attribute__((overloadable)) void __vstore_scatter(           \
      bf1616 v, AS bf1616 *p, int16 idx, uint m) {                             \
    __vstore_scatter(v.bits, (AS ushort16 *)p, idx, m);                        \
  }
__COMPASS_DEF_BF16_MEMORY2(__global)
__COMPASS_DEF_BF16_MEMORY2(__local)
__COMPASS_DEF_BF16_MEMORY2(__private)
static inline __attribute__((overloadable)) bf1616
__vload_stride(__constant bf1616 *p, int strideBytes, uint m) {
  return as_bf1616(__vload_stride((__constant ushort16 *)p, strideBytes, m));
}
static inline __attribute__((overloadable)) bf1616
__vload_gather(__constant bf1616 *p, int16 idx, uint m) {
  return as_bf1616(__vload_gather((__constant ushort16 *)p, idx, m));
}

// No level-1 data cache to write back on an OpenCL device.
#define __flush_cache(invalidate) ((void)(invalidate))

#endif // COMPASS_DSL_PART_MEMORY_H
