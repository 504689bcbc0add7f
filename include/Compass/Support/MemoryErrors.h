//===- MemoryErrors.h - the words of a memory access's errors ---*- C++ -*-===//
//
// How a run reports an access outside the kernel's memory, once for the
// simulator (lib/Simulator/Checks.cpp, Memory.cpp) and the checked native
// mode (lib/Native/Checks.cpp), which must say it alike, word for word.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_MEMORYERRORS_H
#define COMPASS_SUPPORT_MEMORYERRORS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <cstdint>
#include <string>

namespace mlir::compass {

/// "1 byte", "N bytes".
inline std::string describeByteCount(uint64_t count) {
  return std::to_string(count) + (count == 1 ? " byte" : " bytes");
}

/// "out of bounds: read of 4 bytes at byte offset 32 of "a" (32 bytes)": an
/// access of `size` bytes at `offset` bytes from the first element of
/// `what`, a buffer of `bytes` bytes whose first element lies `origin` bytes
/// into it (a NumPy view's: "(N bytes the view spans, from byte offset -K)").
inline std::string formatOutOfBounds(bool isWrite, uint64_t size,
                                     int64_t offset, llvm::StringRef what,
                                     uint64_t bytes, uint64_t origin) {
  std::string extent = describeByteCount(bytes);
  if (origin != 0)
    extent += " the view spans, from byte offset " +
              std::to_string(-static_cast<int64_t>(origin));
  return (llvm::Twine("out of bounds: ") + (isWrite ? "write" : "read") +
          " of " + describeByteCount(size) + " at byte offset " +
          llvm::Twine(offset) + " of " + what + " (" + extent + ")")
      .str();
}

/// "read of 4 bytes through a null pointer" ("bytes" whatever the count).
inline std::string formatNullAccess(bool isWrite, uint64_t size) {
  return (llvm::Twine(isWrite ? "write" : "read") + " of " + llvm::Twine(size) +
          " bytes through a null pointer")
      .str();
}

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_MEMORYERRORS_H
