//===- Nesting.h - how deep an input may nest, and a stack for it -*- C++ -*-===//
//
// MLIR's parser, verifier, printer and passes recurse as regions, attributes
// and types nest: 4,000 nested tir.if regions overflow a tool's 8 MiB main
// stack. The tools and the Python bindings run on a large stack and refuse,
// with a located error, an input that nests deeper than that stack holds.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_NESTING_H
#define COMPASS_SUPPORT_NESTING_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/SMLoc.h"

#include <optional>

namespace mlir::compass {

/// The deepest nesting of brackets (`{`, `[`, `(`) an input may have: each
/// level costs the parser and the passes a few KiB of stack (about 2.5 KiB
/// measured in a release build), and kLargeStackBytes holds this many with
/// room for a sanitized build. MLIR also takes time quadratic in the depth
/// to tear a chain of nested regions down (each operation drops the
/// references of its whole subtree): 10,000 levels parse in about 7 s.
constexpr unsigned kMaxNestingDepth = 10000;

/// The stack runWithLargeStack gives: 256 MiB of address space, of which only
/// what a deep input touches is ever committed.
constexpr unsigned kLargeStackBytes = 256u << 20;

/// The first bracket of `buffer` that opens a level deeper than `limit`,
/// outside string literals and `//` comments; none when it nests no deeper.
std::optional<llvm::SMLoc> findTooDeepNesting(llvm::MemoryBufferRef buffer,
                                              unsigned limit = kMaxNestingDepth);

/// Prints a located error (to stderr) and returns false when `buffer` nests
/// deeper than kMaxNestingDepth.
bool checkNestingDepth(llvm::MemoryBufferRef buffer);

/// Runs `function` on a thread with kLargeStackBytes of stack and returns
/// its result.
int runWithLargeStack(llvm::function_ref<int()> function);

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_NESTING_H
