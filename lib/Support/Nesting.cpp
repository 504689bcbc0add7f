//===- Nesting.cpp - how deep an input may nest, and a stack for it -------===//

#include "Compass/Support/Nesting.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/thread.h"

using namespace mlir::compass;

std::optional<llvm::SMLoc>
mlir::compass::findTooDeepNesting(llvm::MemoryBufferRef buffer,
                                  unsigned limit) {
  llvm::StringRef text = buffer.getBuffer();
  unsigned depth = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '"') {
      // A string literal: up to the closing quote, past escapes.
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
    } else if (c == '/' && i + 1 < e && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        break;
    } else if (c == '{' || c == '[' || c == '(') {
      if (++depth > limit)
        return llvm::SMLoc::getFromPointer(text.data() + i);
    } else if ((c == '}' || c == ']' || c == ')') && depth) {
      --depth;
    }
  }
  return std::nullopt;
}

bool mlir::compass::checkNestingDepth(llvm::MemoryBufferRef buffer) {
  std::optional<llvm::SMLoc> at = findTooDeepNesting(buffer);
  if (!at)
    return true;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer, /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  sourceMgr.PrintMessage(*at, llvm::SourceMgr::DK_Error,
                         "the input nests deeper than " +
                             llvm::Twine(kMaxNestingDepth) +
                             " levels of brackets, which Compass's tools "
                             "do not parse");
  return false;
}

int mlir::compass::runWithLargeStack(llvm::function_ref<int()> function) {
  int result = 0;
  llvm::thread thread(std::optional<unsigned>(kLargeStackBytes),
                      [&] { result = function(); });
  thread.join();
  return result;
}
