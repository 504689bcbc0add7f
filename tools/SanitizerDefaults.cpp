//===- SanitizerDefaults.cpp - ASan options of sanitized executables ------===//
//
// Linked into every executable of a COMPASS_SANITIZE build (see
// cmake/CompassSanitizers.cmake); ASAN_OPTIONS from the environment still
// comes on top.
//
// allow_user_poisoning=0: LLVM's headers poison the free parts of their
// allocators' slabs when compiled with ASan (our code) but not in Debian's
// prebuilt LLVM/MLIR libraries, so the two halves disagree about what is
// poisoned and ASan reports use-after-poison inside MLIRContext itself.
// Ignoring manual poisoning keeps every real check (heap, stack, globals).
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}
