//===- Memory.cpp - buffers, allocations and memory instructions ----------===//
//
// The memory model of a run: the caller's global buffers, the storage of
// tir.alloc (one buffer per TEC for private and lsram, one for all TECs for
// shared, poison-filled and tracked for initialization) and the constant
// tables of tir.const_buffer, and the instructions that access them. Every
// access is checked against the buffer's bounds (masked-off lanes never count),
// reads of allocated memory against its initialization, and global and shared
// accesses for races between TECs (Checks.h).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Elements.h"

#include <algorithm>
#include <new>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

Exec::Exec(const ProgramImpl &program, const RunOptions &options)
    : program(program), options(options), code(program.code.data()) {}

Exec::~Exec() = default;

bool Exec::addShadow(uint32_t index) {
  std::unique_ptr<RaceShadow> shadow =
      RaceShadow::create(buffers[index], index);
  if (!shadow)
    return false;
  buffers[index].shadow = shadow.get();
  shadows.push_back(std::move(shadow));
  return true;
}

bool Exec::addConstTable(const ConstTable &table, uint32_t index) {
  std::unique_ptr<uint8_t[]> block(
      new (std::nothrow) uint8_t[std::max<size_t>(table.bytes.size(), 1)]);
  if (!block)
    return false;
  llvm::copy(table.bytes, block.get());
  Buffer buffer;
  buffer.data = block.get();
  buffer.bytes = table.bytes.size();
  buffer.kind = MemoryKind::Constant;
  buffer.owner = index;
  constBuffers.push_back(static_cast<uint32_t>(buffers.size()));
  buffers.push_back(buffer);
  storage.push_back(std::move(block));
  return true;
}

bool Exec::materialize(uint32_t index) {
  Buffer &buffer = buffers[index];
  // Data and init bytes in one block.
  std::unique_ptr<uint8_t[]> block(new (std::nothrow)
                                       uint8_t[buffer.bytes * 2]);
  if (!block)
    return false;
  ArrayRef<uint8_t> poison = getPoisonPattern();
  for (uint64_t i = 0; i < buffer.bytes; i += poison.size())
    std::memcpy(block.get() + i, poison.data(),
                std::min<uint64_t>(poison.size(), buffer.bytes - i));
  std::memset(block.get() + buffer.bytes, 0, buffer.bytes);
  buffer.data = block.get();
  buffer.init = block.get() + buffer.bytes;
  storage.push_back(std::move(block));
  if (buffer.kind == MemoryKind::Shared && !addShadow(index))
    return false;
  return true;
}

/// The buffer behind `ptr` if [offset, offset + size) lies inside it, or
/// nullptr after reporting a null or out-of-bounds access.
static Buffer *resolve(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                       int64_t offset, unsigned size, bool isWrite) {
  if (LLVM_UNLIKELY(ptr.buffer == 0)) {
    trap(exec, tec, inst,
         llvm::Twine(isWrite ? "write" : "read") + " of " + llvm::Twine(size) +
             " bytes through a null pointer");
    return nullptr;
  }
  Buffer &buffer = exec.buffers[ptr.buffer];
  if (LLVM_LIKELY(offset >= 0 &&
                  static_cast<uint64_t>(offset) + size <= buffer.bytes))
    return &buffer;
  reportOutOfBounds(exec, tec, inst, buffer, isWrite, offset, size);
  return nullptr;
}

/// True when the whole `Size` bytes at ptr + offset are inside a buffer.
template <unsigned Size>
static bool isInside(const Exec &exec, PtrValue ptr, int64_t offset) {
  return ptr.buffer != 0 && offset >= 0 &&
         static_cast<uint64_t>(offset) + Size <= exec.buffers[ptr.buffer].bytes;
}

//===----------------------------------------------------------------------===//
// Checked reads and writes
//===----------------------------------------------------------------------===//

/// Reads `Size` bytes at `offset` of `buffer` into `out`; only the bytes
/// whose `active` entry is set count (null: all). `wholeValue` asks for
/// every byte to be initialized (scalars) rather than some (vectors).
template <unsigned Size>
static bool readBytes(Exec &exec, Tec &tec, const Inst &inst, Buffer &buffer,
                      uint64_t offset, const uint8_t *active, bool wholeValue,
                      uint8_t *out) {
  if (LLVM_UNLIKELY(!tec.events.pending.empty()) &&
      !checkPendingDmas(exec, tec, inst, buffer, offset, Size, active,
                        /*isWrite=*/false))
    return false;
  if (buffer.init) {
    const uint8_t *init = buffer.init + offset;
    bool ok = wholeValue ? isAllInitialized<Size>(init)
                         : isAnyInitialized<Size>(init, active);
    if (LLVM_UNLIKELY(!ok))
      return reportUninitialized(exec, tec, inst, buffer, offset, Size);
  }
  if (buffer.shadow &&
      !buffer.shadow->read<Size>(exec, tec, inst, offset, active))
    return false;
  std::memcpy(out, buffer.data + offset, Size);
  return true;
}

/// Writes the `Size` bytes of `value` whose `active` entry is set (null:
/// all) at `offset` of `buffer`.
template <unsigned Size>
static bool writeBytes(Exec &exec, Tec &tec, const Inst &inst, Buffer &buffer,
                       uint64_t offset, const uint8_t *active,
                       const uint8_t *value) {
  if (LLVM_UNLIKELY(!tec.events.pending.empty()) &&
      !checkPendingDmas(exec, tec, inst, buffer, offset, Size, active,
                        /*isWrite=*/true))
    return false;
  uint8_t *target = buffer.data + offset;
  if (buffer.shadow && !buffer.shadow->write<Size>(exec, tec, inst, offset,
                                                   target, value, active))
    return false;
  if (active) {
    // Inactive bytes are not even rewritten: the caller's memory may be
    // shared with another run.
    for (unsigned i = 0; i < Size; ++i)
      if (active[i])
        target[i] = value[i];
  } else {
    std::memcpy(target, value, Size);
  }
  if (buffer.init)
    markInitialized<Size>(buffer.init + offset, active);
  return true;
}

//===----------------------------------------------------------------------===//
// tir.load, tir.store, tir.ptr_offset
//===----------------------------------------------------------------------===//

template <unsigned Bytes, typename I>
static const Inst *execLoad(Exec &exec, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  int64_t offset = ptr.offset + getIndex<I>(tec.regs[inst.b]) * Bytes;
  Buffer *buffer = resolve(exec, tec, inst, ptr, offset, Bytes, false);
  // A whole vector counts as initialized when some lane is (the rest may
  // be masked off later); a scalar only when all its bytes are.
  if (!buffer || !readBytes<Bytes>(exec, tec, inst, *buffer, offset, nullptr,
                                   /*wholeValue=*/Bytes != sizeof(Reg),
                                   tec.regs[inst.dst].bytes))
    return nullptr;
  return &inst + 1;
}

template <unsigned Bytes, typename I>
static const Inst *execStore(Exec &exec, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.b]);
  int64_t offset = ptr.offset + getIndex<I>(tec.regs[inst.c]) * Bytes;
  Buffer *buffer = resolve(exec, tec, inst, ptr, offset, Bytes, true);
  if (!buffer || !writeBytes<Bytes>(exec, tec, inst, *buffer, offset, nullptr,
                                    tec.regs[inst.a].bytes))
    return nullptr;
  return &inst + 1;
}

/// The execLoad or execStore of an access size and an index kind.
template <bool IsStore>
static Handler getAccessHandler(unsigned bytes, ElementKind index) {
  return visitIndexedAccess</*WholeRegister=*/true>(
      bytes, index, [](auto bytesTag, auto indexTag) -> Handler {
        constexpr unsigned n = decltype(bytesTag)::value;
        using I = typename decltype(indexTag)::type;
        return IsStore ? &execStore<n, I> : &execLoad<n, I>;
      });
}

Handler mlir::compass::sim::getLoadHandler(unsigned bytes, ElementKind index) {
  return getAccessHandler</*IsStore=*/false>(bytes, index);
}

Handler mlir::compass::sim::getStoreHandler(unsigned bytes, ElementKind index) {
  return getAccessHandler</*IsStore=*/true>(bytes, index);
}

template <typename I>
static const Inst *execPtrOffset(Exec &, Tec &tec, const Inst &inst) {
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  ptr.offset += getIndex<I>(tec.regs[inst.b]) * static_cast<int64_t>(inst.imm);
  put(tec.regs[inst.dst], ptr);
  return &inst + 1;
}

Handler mlir::compass::sim::getPtrOffsetHandler(ElementKind index) {
  return visitIntegerKind(index, [](auto tag) -> Handler {
    return &execPtrOffset<typename decltype(tag)::type>;
  });
}

const Inst *mlir::compass::sim::execPtrIsNull(Exec &, Tec &tec,
                                              const Inst &inst) {
  put<uint8_t>(tec.regs[inst.dst], get<PtrValue>(tec.regs[inst.a]).buffer == 0);
  return &inst + 1;
}

/// Pointers compare as addresses would within one buffer; pointers into
/// different buffers are ordered by buffer.
template <CmpKind Pred>
static const Inst *execPtrCmp(Exec &, Tec &tec, const Inst &inst) {
  auto lhs = get<PtrValue>(tec.regs[inst.a]);
  auto rhs = get<PtrValue>(tec.regs[inst.b]);
  auto key = [](PtrValue ptr) {
    return std::make_pair(ptr.buffer, ptr.offset);
  };
  put<uint8_t>(tec.regs[inst.dst], CmpFn<Pred>::apply(key(lhs), key(rhs)));
  return &inst + 1;
}

Handler mlir::compass::sim::getPtrCmpHandler(CmpKind pred) {
  return visitCmpKind(pred, [](auto predTag) -> Handler {
    return &execPtrCmp<decltype(predTag)::value>;
  });
}

const Inst *mlir::compass::sim::execConstBuffer(Exec &exec, Tec &tec,
                                                const Inst &inst) {
  put(tec.regs[inst.dst], PtrValue{0, exec.constBuffers[inst.a], 0});
  return &inst + 1;
}

//===----------------------------------------------------------------------===//
// compass.vload, compass.vstore
//===----------------------------------------------------------------------===//

/// The lane mask of a vector access, one byte per data byte; `Full` when
/// the decoder knows all lanes are active.
template <unsigned LaneBytes, bool Full>
struct ByteMask {
  static constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  uint8_t bytes[sizeof(Reg)];
  bool all = true;
  bool none = false;

  explicit ByteMask(const uint8_t *mask) {
    if (Full)
      return;
    none = true;
    for (unsigned i = 0; i < lanes; ++i) {
      all &= mask[i] != 0;
      none &= mask[i] == 0;
    }
    if (!all)
      for (unsigned i = 0; i < sizeof(Reg); ++i)
        bytes[i] = mask[i / LaneBytes] != 0;
  }
  /// The active bytes for the checks: null when all are.
  const uint8_t *active() const { return all ? nullptr : bytes; }
};

/// The buffer of a vector access at `ptr` that leaves it, once every lane
/// `laneMask` enables (one at least) is found inside; nullptr after
/// reporting the first that is not. Not inlined: it is the slow path of
/// execVLoad and execVStore, whose fast paths it would crowd.
template <unsigned LaneBytes, bool IsWrite>
LLVM_ATTRIBUTE_NOINLINE static Buffer *
resolveLanes(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
             const uint8_t *laneMask) {
  Buffer *buffer = nullptr;
  for (unsigned i = 0; i < sizeof(Reg) / LaneBytes; ++i) {
    if (!laneMask[i])
      continue;
    buffer = resolve(exec, tec, inst, ptr, ptr.offset + i * LaneBytes,
                     LaneBytes, IsWrite);
    if (!buffer)
      return nullptr;
  }
  return buffer;
}

/// Masked load of a native vector: inactive lanes read nothing and are 0.
/// `Full`: the mask is known to be all true.
template <unsigned LaneBytes, bool Full>
static const Inst *execVLoad(Exec &exec, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  ByteMask<LaneBytes, Full> mask(tec.regs[inst.b].bytes);
  Reg out = {};
  if (mask.none) {
    // Nothing is read, whatever the pointer.
  } else if (LLVM_LIKELY(isInside<sizeof(Reg)>(exec, ptr, ptr.offset))) {
    Buffer &buffer = exec.buffers[ptr.buffer];
    uint8_t in[sizeof(Reg)];
    if (!readBytes<sizeof(Reg)>(exec, tec, inst, buffer, ptr.offset,
                                mask.active(), /*wholeValue=*/false, in))
      return nullptr;
    if (mask.all)
      std::memcpy(out.bytes, in, sizeof(Reg));
    else
      for (unsigned i = 0; i < sizeof(Reg); ++i)
        out.bytes[i] = mask.bytes[i] ? in[i] : 0;
  } else {
    // The vector leaves the buffer: check lane by lane.
    const uint8_t *laneMask = tec.regs[inst.b].bytes;
    Buffer *buffer = resolveLanes<LaneBytes, /*IsWrite=*/false>(exec, tec, inst,
                                                                ptr, laneMask);
    if (!buffer)
      return nullptr;
    if (buffer->init) {
      bool anyInit = false;
      for (unsigned i = 0; i < lanes; ++i)
        anyInit |= laneMask[i] &&
                   isAnyInitialized<LaneBytes>(
                       buffer->init + ptr.offset + i * LaneBytes, nullptr);
      if (!anyInit) {
        unsigned first = std::find(laneMask, laneMask + lanes, 1) - laneMask;
        reportUninitialized(exec, tec, inst, *buffer,
                            ptr.offset + first * LaneBytes, LaneBytes);
        return nullptr;
      }
    }
    for (unsigned i = 0; i < lanes; ++i) {
      if (!laneMask[i])
        continue;
      uint64_t offset = ptr.offset + i * LaneBytes;
      if (buffer->shadow &&
          !buffer->shadow->read<LaneBytes>(exec, tec, inst, offset, nullptr))
        return nullptr;
      std::memcpy(out.bytes + i * LaneBytes, buffer->data + offset, LaneBytes);
    }
  }
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// Masked store of a native vector: inactive lanes touch no memory.
/// `Full`: the mask is known to be all true.
template <unsigned LaneBytes, bool Full>
static const Inst *execVStore(Exec &exec, Tec &tec, const Inst &inst) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  const uint8_t *value = tec.regs[inst.a].bytes;
  auto ptr = get<PtrValue>(tec.regs[inst.b]);
  ByteMask<LaneBytes, Full> mask(tec.regs[inst.c].bytes);
  if (mask.none) {
    // Nothing is written, whatever the pointer.
  } else if (LLVM_LIKELY(isInside<sizeof(Reg)>(exec, ptr, ptr.offset))) {
    if (!writeBytes<sizeof(Reg)>(exec, tec, inst, exec.buffers[ptr.buffer],
                                 ptr.offset, mask.active(), value))
      return nullptr;
  } else {
    // The vector leaves the buffer: check every active lane before writing
    // any.
    const uint8_t *laneMask = tec.regs[inst.c].bytes;
    Buffer *buffer = resolveLanes<LaneBytes, /*IsWrite=*/true>(exec, tec, inst,
                                                               ptr, laneMask);
    if (!buffer)
      return nullptr;
    for (unsigned i = 0; i < lanes; ++i)
      if (laneMask[i] && !writeBytes<LaneBytes>(exec, tec, inst, *buffer,
                                                ptr.offset + i * LaneBytes,
                                                nullptr, value + i * LaneBytes))
        return nullptr;
  }
  return &inst + 1;
}

Handler mlir::compass::sim::getVLoadHandler(unsigned laneBytes, bool fullMask) {
  return visitLaneBytes(laneBytes, [&](auto bytesTag) -> Handler {
    constexpr unsigned n = decltype(bytesTag)::value;
    return fullMask ? &execVLoad<n, true> : &execVLoad<n, false>;
  });
}

Handler mlir::compass::sim::getVStoreHandler(unsigned laneBytes,
                                             bool fullMask) {
  return visitLaneBytes(laneBytes, [&](auto bytesTag) -> Handler {
    constexpr unsigned n = decltype(bytesTag)::value;
    return fullMask ? &execVStore<n, true> : &execVStore<n, false>;
  });
}

//===----------------------------------------------------------------------===//
// tir.alloc
//===----------------------------------------------------------------------===//

/// dst = the storage of allocation a: the same for every execution of the
/// operation, made at the first.
template <bool Shared>
static const Inst *execAlloc(Exec &exec, Tec &tec, const Inst &inst) {
  if (Shared && exec.options.singleTec)
    return fail(exec, tec, inst, kSingleThreadMessage);
  uint32_t index = exec.allocBuffers[inst.a] + (Shared ? 0 : tec.id);
  if (LLVM_UNLIKELY(!exec.buffers[index].data) && !exec.materialize(index))
    return fail(exec, tec, inst,
                "out of host memory for the " +
                    llvm::Twine(exec.buffers[index].bytes) + "-byte " +
                    describeBuffer(exec, exec.buffers[index]));
  put(tec.regs[inst.dst], PtrValue{0, index, 0});
  return &inst + 1;
}

Handler mlir::compass::sim::getAllocHandler(MemoryKind kind) {
  switch (kind) {
  case MemoryKind::Shared:
    return &execAlloc<true>;
  case MemoryKind::Private:
  case MemoryKind::Lsram:
    return &execAlloc<false>;
  case MemoryKind::Global:
  case MemoryKind::Constant:
    return nullptr;
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// compass.dma_copy
//===----------------------------------------------------------------------===//

namespace {
/// Upstream's limits of a DMA transfer, in bytes.
constexpr int64_t kDmaLsramBytes = 32 * 1024;
constexpr int64_t kDmaSharedBytes = 256 * 1024;
constexpr int64_t kDmaTotalBytes = (int64_t(1) << 32) - 1;

/// The limit of a stride or of a transfer's total on one side, or 0.
int64_t getSideLimit(MemoryKind kind) {
  if (kind == MemoryKind::Lsram)
    return kDmaLsramBytes;
  if (kind == MemoryKind::Shared)
    return kDmaSharedBytes;
  return 0;
}
} // namespace

/// Checks one side of a DMA against upstream's limits; false after
/// reporting.
static bool checkDmaSide(Exec &exec, Tec &tec, const Inst &inst,
                         const Buffer &buffer, StringRef strideName,
                         int64_t stride, int64_t total, unsigned itemBytes) {
  int64_t limit = getSideLimit(buffer.kind) / itemBytes;
  if (!limit)
    return true;
  if (stride > limit)
    return trap(exec, tec, inst,
                "The arg \"" + strideName + "\" expect <= " + Twine(limit) +
                    ", but got: \"" + Twine(stride) + "\".");
  if (total > limit)
    return trap(exec, tec, inst,
                "The product of arg \"width\" and \"times\" expect <= " +
                    Twine(limit) + ", but got: \"" + Twine(total) + "\".");
  return true;
}

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
  auto expect = [&](StringRef name, int64_t value, int64_t low) {
    return value >= low ||
           trap(exec, tec, inst,
                "The arg \"" + name + "\" expect >= " + Twine(low) +
                    ", but got: \"" + Twine(value) + "\".");
  };
  if (!expect("width", width, 0) || !expect("times", times, 0) ||
      !expect("src_stride", srcStride, width) ||
      !expect("dst_stride", dstStride, width))
    return nullptr;
  int64_t total = width * times;
  if (total > kDmaTotalBytes / ItemBytes)
    return fail(exec, tec, inst,
                "The product of arg \"width\" and \"times\" expect <= " +
                    Twine(kDmaTotalBytes / ItemBytes) + ", but got: \"" +
                    Twine(total) + "\".");
  if (total == 0)
    return &inst + 1;
  if (dst.buffer == 0 || src.buffer == 0)
    return fail(exec, tec, inst, "DMA through a null pointer");
  Buffer &dstBuffer = exec.buffers[dst.buffer];
  Buffer &srcBuffer = exec.buffers[src.buffer];
  bool lsram = dstBuffer.kind == MemoryKind::Lsram ||
               srcBuffer.kind == MemoryKind::Lsram;
  if (lsram && width > kDmaLsramBytes / ItemBytes)
    return fail(exec, tec, inst,
                "The arg \"width\" expect <= " +
                    Twine(kDmaLsramBytes / ItemBytes) + ", but got: \"" +
                    Twine(width) + "\".");
  if (!checkDmaSide(exec, tec, inst, srcBuffer, "src_stride", srcStride, total,
                    ItemBytes) ||
      !checkDmaSide(exec, tec, inst, dstBuffer, "dst_stride", dstStride, total,
                    ItemBytes))
    return nullptr;
  if (!copyRows<ItemBytes>(exec, tec, inst, dst, src, width, srcStride, times,
                           dstStride))
    return nullptr;
  return &inst + 1;
}

/// Copies the rows of a DMA through the checked element accesses: each row
/// is read whole, then written.
template <unsigned ItemBytes>
static bool copyRows(Exec &exec, Tec &tec, const Inst &inst, PtrValue dst,
                     PtrValue src, int64_t width, int64_t srcStride,
                     int64_t times, int64_t dstStride) {
  std::vector<uint8_t> row(width * ItemBytes);
  for (int64_t t = 0; t < times; ++t) {
    for (int64_t i = 0; i < width; ++i) {
      int64_t offset = src.offset + (t * srcStride + i) * ItemBytes;
      Buffer *buffer = resolve(exec, tec, inst, src, offset, ItemBytes, false);
      if (!buffer || !readBytes<ItemBytes>(exec, tec, inst, *buffer, offset,
                                           nullptr, true,
                                           row.data() + i * ItemBytes))
        return false;
    }
    for (int64_t i = 0; i < width; ++i) {
      int64_t offset = dst.offset + (t * dstStride + i) * ItemBytes;
      Buffer *buffer = resolve(exec, tec, inst, dst, offset, ItemBytes, true);
      if (!buffer || !writeBytes<ItemBytes>(exec, tec, inst, *buffer, offset,
                                            nullptr,
                                            row.data() + i * ItemBytes))
        return false;
    }
  }
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

//===----------------------------------------------------------------------===//
// vmml / vmma: a 4x4 matrix product in memory
//===----------------------------------------------------------------------===//

template <typename X, typename Y, bool Accumulates>
static const Inst *execMatMul(Exec &exec, Tec &tec, const Inst &inst) {
  constexpr unsigned kBytes = 16 * sizeof(float);
  auto ptr = get<PtrValue>(tec.regs[inst.a]);
  Buffer *buffer = resolve(exec, tec, inst, ptr, ptr.offset, kBytes, true);
  if (!buffer)
    return nullptr;
  float acc[16] = {};
  if (Accumulates &&
      !readBytes<kBytes>(exec, tec, inst, *buffer, ptr.offset, nullptr,
                         /*wholeValue=*/true, reinterpret_cast<uint8_t *>(acc)))
    return nullptr;
  uint16_t x[16], y[16];
  std::memcpy(x, tec.regs[inst.b].bytes, sizeof(x));
  std::memcpy(y, tec.regs[inst.c].bytes, sizeof(y));
  float out[16];
  for (unsigned r = 0; r < 4; ++r)
    for (unsigned c = 0; c < 4; ++c) {
      double sum = acc[4 * r + c];
      for (unsigned k = 0; k < 4; ++k)
        sum += static_cast<double>(Elem<X>::load(x[4 * r + k])) *
               static_cast<double>(Elem<Y>::load(y[4 * c + k]));
      out[4 * r + c] = static_cast<float>(sum);
    }
  if (!writeBytes<kBytes>(exec, tec, inst, *buffer, ptr.offset, nullptr,
                          reinterpret_cast<const uint8_t *>(out)))
    return nullptr;
  return &inst + 1;
}

template <typename X, typename Y>
static Handler matMulHandlerFor(bool accumulates) {
  return accumulates ? &execMatMul<X, Y, true> : &execMatMul<X, Y, false>;
}

Handler mlir::compass::sim::getMatMulHandler(bool xBFloat16, bool yBFloat16,
                                             bool accumulates) {
  if (xBFloat16)
    return yBFloat16 ? matMulHandlerFor<BFloat, BFloat>(accumulates)
                     : matMulHandlerFor<BFloat, Half>(accumulates);
  return yBFloat16 ? matMulHandlerFor<Half, BFloat>(accumulates)
                   : matMulHandlerFor<Half, Half>(accumulates);
}
