//===- Memory.cpp - buffers, allocations and memory instructions ----------===//
//
// The memory model of a run: the caller's global buffers, the storage of
// tir.alloc (one buffer per TEC for private and lsram, one for all TECs for
// shared, poison-filled and tracked for initialization) and the constant
// tables of tir.const_buffer, and the instructions that access them. Every
// access is checked against the buffer's bounds (masked-off lanes never count),
// reads of allocated memory against its initialization, and global and shared
// accesses for races between TECs (Checks.h). The DMA instructions (Dma.cpp)
// access elements through readDmaItems / writeDmaItems, which move the init
// shadow with the bytes.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Elements.h"

#include "Compass/Support/MemoryErrors.h"

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

bool Exec::addInitShadow(Buffer &buffer) {
  std::unique_ptr<uint8_t[]> init(
      new (std::nothrow) uint8_t[std::max<uint64_t>(buffer.bytes, 1)]);
  if (!init)
    return false;
  std::memset(init.get(), 1, buffer.bytes);
  buffer.init = init.get();
  storage.push_back(std::move(init));
  return true;
}

/// The buffer behind `ptr` if [offset, offset + size) lies inside it, or
/// nullptr after reporting a null or out-of-bounds access.
static Buffer *resolve(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                       int64_t offset, unsigned size, bool isWrite) {
  if (LLVM_UNLIKELY(ptr.buffer == 0)) {
    trap(exec, tec, inst, formatNullAccess(isWrite, size));
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
/// every byte to be initialized (scalars) rather than some (vectors). With
/// `outInit` (a DMA) nothing is checked for initialization: the bytes' init
/// shadow is copied there instead (a buffer without one is initialized).
template <unsigned Size>
static bool readBytes(Exec &exec, Tec &tec, const Inst &inst, Buffer &buffer,
                      uint64_t offset, const uint8_t *active, bool wholeValue,
                      uint8_t *out, uint8_t *outInit = nullptr) {
  if (LLVM_UNLIKELY(!tec.events.pending.empty()) &&
      !checkPendingDmas(exec, tec, inst, buffer, offset, Size, active,
                        /*isWrite=*/false))
    return false;
  if (outInit) {
    if (buffer.init)
      std::memcpy(outInit, buffer.init + offset, Size);
    else
      std::memset(outInit, 1, Size);
  } else if (buffer.init) {
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
/// all) at `offset` of `buffer`, which are then initialized; with
/// `valueInit` (a DMA, no mask) their init shadow is that instead, and a
/// buffer without one (the caller's) gets one when some byte is not.
template <unsigned Size>
static bool writeBytes(Exec &exec, Tec &tec, const Inst &inst, Buffer &buffer,
                       uint64_t offset, const uint8_t *active,
                       const uint8_t *value,
                       const uint8_t *valueInit = nullptr) {
  if (LLVM_UNLIKELY(!tec.events.pending.empty()) &&
      !checkPendingDmas(exec, tec, inst, buffer, offset, Size, active,
                        /*isWrite=*/true))
    return false;
  if (valueInit && !buffer.init && !isAllInitialized<Size>(valueInit) &&
      !exec.addInitShadow(buffer))
    return trap(exec, tec, inst, "out of memory for the init shadow");
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
  if (buffer.init && valueInit)
    std::memcpy(buffer.init + offset, valueInit, Size);
  else if (buffer.init)
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
// Memory II: compass.vload_stride, vstore_stride, vload_gather,
// vstore_scatter (lane by lane)
//===----------------------------------------------------------------------===//

/// Reads the active lanes of a vector whose lane i lies `offsets[i]` bytes
/// from `ptr`: every active lane must be inside the buffer and, as for
/// compass.vload, one of them at least initialized. Inactive lanes are 0.
template <unsigned LaneBytes>
static bool readLanes(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                      const int64_t *offsets, const uint8_t *laneMask,
                      Reg &out) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  out = {};
  Buffer *buffer = nullptr;
  int first = -1;
  for (unsigned i = 0; i < lanes; ++i) {
    if (!laneMask[i])
      continue;
    buffer = resolve(exec, tec, inst, ptr, ptr.offset + offsets[i], LaneBytes,
                     false);
    if (!buffer)
      return false;
    if (first < 0)
      first = static_cast<int>(i);
  }
  if (!buffer)
    return true; // no active lane: nothing is read
  if (buffer->init) {
    bool anyInit = false;
    for (unsigned i = 0; i < lanes && !anyInit; ++i)
      anyInit = laneMask[i] &&
                isAnyInitialized<LaneBytes>(
                    buffer->init + ptr.offset + offsets[i], nullptr);
    if (!anyInit)
      return reportUninitialized(exec, tec, inst, *buffer,
                                 ptr.offset + offsets[first], LaneBytes);
  }
  for (unsigned i = 0; i < lanes; ++i) {
    if (!laneMask[i])
      continue;
    uint64_t offset = ptr.offset + offsets[i];
    if (buffer->shadow &&
        !buffer->shadow->read<LaneBytes>(exec, tec, inst, offset, nullptr))
      return false;
    std::memcpy(out.bytes + i * LaneBytes, buffer->data + offset, LaneBytes);
  }
  return true;
}

/// Writes the active lanes of `value`, lane i `offsets[i]` bytes from `ptr`,
/// lane 0 first (a later lane wins a repeated address), once every active
/// lane is found inside the buffer.
template <unsigned LaneBytes>
static bool writeLanes(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                       const int64_t *offsets, const uint8_t *laneMask,
                       const uint8_t *value) {
  constexpr unsigned lanes = sizeof(Reg) / LaneBytes;
  Buffer *buffer = nullptr;
  for (unsigned i = 0; i < lanes; ++i)
    if (laneMask[i] && !(buffer = resolve(exec, tec, inst, ptr,
                                          ptr.offset + offsets[i], LaneBytes,
                                          true)))
      return false;
  for (unsigned i = 0; i < lanes; ++i)
    if (laneMask[i] &&
        !writeBytes<LaneBytes>(exec, tec, inst, *buffer, ptr.offset + offsets[i],
                               nullptr, value + i * LaneBytes))
      return false;
  return true;
}

/// The byte offsets of the lanes of a strided access (the stride passed
/// its operand rule: it is at least 1).
template <unsigned LaneBytes>
static void getStrideOffsets(int64_t stride, int64_t *offsets) {
  for (unsigned i = 0; i < sizeof(Reg) / LaneBytes; ++i)
    offsets[i] = int64_t(i) * stride * LaneBytes;
}

/// a = ptr, b = stride (elements), c = mask.
template <unsigned LaneBytes>
static const Inst *execVLoadStride(Exec &exec, Tec &tec, const Inst &inst) {
  int64_t offsets[sizeof(Reg) / LaneBytes];
  Reg out;
  getStrideOffsets<LaneBytes>(get<int32_t>(tec.regs[inst.b]), offsets);
  if (!readLanes<LaneBytes>(exec, tec, inst, get<PtrValue>(tec.regs[inst.a]),
                            offsets, tec.regs[inst.c].bytes, out))
    return nullptr;
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// a = value, b = ptr, c = stride (elements), d = mask.
template <unsigned LaneBytes>
static const Inst *execVStoreStride(Exec &exec, Tec &tec, const Inst &inst) {
  int64_t offsets[sizeof(Reg) / LaneBytes];
  getStrideOffsets<LaneBytes>(get<int32_t>(tec.regs[inst.c]), offsets);
  if (!writeLanes<LaneBytes>(exec, tec, inst, get<PtrValue>(tec.regs[inst.b]),
                             offsets, tec.regs[inst.d].bytes,
                             tec.regs[inst.a].bytes))
    return nullptr;
  return &inst + 1;
}

/// The byte offsets of the lanes of an indexed access: lane i from index
/// lane first + i of the 16-lane vectors in slots `lo`, `hi`.
template <unsigned LaneBytes, bool Signed>
static void getIndexOffsets(const Tec &tec, uint32_t lo, uint32_t hi,
                            unsigned first, int64_t *offsets) {
  for (unsigned i = 0; i < sizeof(Reg) / LaneBytes; ++i) {
    unsigned lane = first + i;
    const uint8_t *bytes =
        tec.regs[lane < 16 ? lo : hi].bytes + (lane % 16) * 2;
    uint16_t bits;
    std::memcpy(&bits, bytes, 2);
    int64_t index = Signed ? int64_t(int16_t(bits)) : int64_t(bits);
    offsets[i] = index * LaneBytes;
  }
}

/// a = ptr, b = first index vector, c = second (or the first), d = mask,
/// imm = first index lane.
template <unsigned LaneBytes, bool Signed>
static const Inst *execVLoadGather(Exec &exec, Tec &tec, const Inst &inst) {
  int64_t offsets[sizeof(Reg) / LaneBytes];
  getIndexOffsets<LaneBytes, Signed>(tec, inst.b, inst.c,
                                     static_cast<unsigned>(inst.imm), offsets);
  Reg out;
  if (!readLanes<LaneBytes>(exec, tec, inst, get<PtrValue>(tec.regs[inst.a]),
                            offsets, tec.regs[inst.d].bytes, out))
    return nullptr;
  tec.regs[inst.dst] = out;
  return &inst + 1;
}

/// a = value, b = ptr, c = first index vector, d = second (or the first),
/// dst = mask, imm = first index lane.
template <unsigned LaneBytes, bool Signed>
static const Inst *execVStoreScatter(Exec &exec, Tec &tec, const Inst &inst) {
  int64_t offsets[sizeof(Reg) / LaneBytes];
  getIndexOffsets<LaneBytes, Signed>(tec, inst.c, inst.d,
                                     static_cast<unsigned>(inst.imm), offsets);
  if (!writeLanes<LaneBytes>(exec, tec, inst, get<PtrValue>(tec.regs[inst.b]),
                             offsets, tec.regs[inst.dst].bytes,
                             tec.regs[inst.a].bytes))
    return nullptr;
  return &inst + 1;
}

Handler mlir::compass::sim::getVLoadStrideHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVLoadStride<decltype(bytesTag)::value>;
  });
}

Handler mlir::compass::sim::getVStoreStrideHandler(unsigned laneBytes) {
  return visitLaneBytes(laneBytes, [](auto bytesTag) -> Handler {
    return &execVStoreStride<decltype(bytesTag)::value>;
  });
}

Handler mlir::compass::sim::getVLoadGatherHandler(unsigned laneBytes,
                                                  bool signedIndices) {
  return visitLaneBytes(laneBytes, [&](auto bytesTag) -> Handler {
    constexpr unsigned n = decltype(bytesTag)::value;
    return signedIndices ? &execVLoadGather<n, true>
                         : &execVLoadGather<n, false>;
  });
}

Handler mlir::compass::sim::getVStoreScatterHandler(unsigned laneBytes,
                                                    bool signedIndices) {
  return visitLaneBytes(laneBytes, [&](auto bytesTag) -> Handler {
    constexpr unsigned n = decltype(bytesTag)::value;
    return signedIndices ? &execVStoreScatter<n, true>
                         : &execVStoreScatter<n, false>;
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
// The element accesses of the DMA instructions (Dma.cpp)
//===----------------------------------------------------------------------===//

template <unsigned ItemBytes>
static bool readItems(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                      int64_t offset, int64_t count, uint8_t *out,
                      uint8_t *outInit) {
  for (int64_t i = 0; i < count; ++i, offset += ItemBytes) {
    Buffer *buffer = resolve(exec, tec, inst, ptr, offset, ItemBytes, false);
    if (!buffer ||
        !readBytes<ItemBytes>(exec, tec, inst, *buffer, offset, nullptr, true,
                              out + i * ItemBytes, outInit + i * ItemBytes))
      return false;
  }
  return true;
}

template <unsigned ItemBytes>
static bool writeItems(Exec &exec, Tec &tec, const Inst &inst, PtrValue ptr,
                       int64_t offset, int64_t count, const uint8_t *value,
                       const uint8_t *valueInit) {
  for (int64_t i = 0; i < count; ++i, offset += ItemBytes) {
    Buffer *buffer = resolve(exec, tec, inst, ptr, offset, ItemBytes, true);
    if (!buffer ||
        !writeBytes<ItemBytes>(exec, tec, inst, *buffer, offset, nullptr,
                               value + i * ItemBytes,
                               valueInit ? valueInit + i * ItemBytes : nullptr))
      return false;
  }
  return true;
}

bool mlir::compass::sim::readDmaItems(Exec &exec, Tec &tec, const Inst &inst,
                                      PtrValue ptr, int64_t offset,
                                      int64_t count, unsigned itemBytes,
                                      uint8_t *out, uint8_t *outInit) {
  switch (itemBytes) {
  case 1:
    return readItems<1>(exec, tec, inst, ptr, offset, count, out, outInit);
  case 2:
    return readItems<2>(exec, tec, inst, ptr, offset, count, out, outInit);
  default:
    return readItems<4>(exec, tec, inst, ptr, offset, count, out, outInit);
  }
}

bool mlir::compass::sim::writeDmaItems(Exec &exec, Tec &tec, const Inst &inst,
                                       PtrValue ptr, int64_t offset,
                                       int64_t count, unsigned itemBytes,
                                       const uint8_t *value,
                                       const uint8_t *valueInit) {
  switch (itemBytes) {
  case 1:
    return writeItems<1>(exec, tec, inst, ptr, offset, count, value, valueInit);
  case 2:
    return writeItems<2>(exec, tec, inst, ptr, offset, count, value, valueInit);
  default:
    return writeItems<4>(exec, tec, inst, ptr, offset, count, value, valueInit);
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
      out[4 * r + c] = roundDotSum(sum);
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
