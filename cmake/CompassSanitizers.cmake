# COMPASS_SANITIZE: AddressSanitizer + UndefinedBehaviorSanitizer on all of
# our code (not on LLVM/MLIR, which come prebuilt from Debian). Any report
# aborts the process, so a test that triggers one fails. Everything links
# the shared ASan runtime; Python must run with it preloaded
# (scripts/run_tests.py does, see docs/hardening.md).
#
# COMPASS_FUZZ: the libFuzzer targets of fuzz/ (implies COMPASS_SANITIZE);
# every library then also carries libFuzzer's coverage instrumentation.
#
# Both need clang (Debian's clang-22 with libclang-rt-22-dev and
# libfuzzer-22-dev); LLVM's own LLVM_USE_SANITIZER is not used because its
# UBSan flags are defined in LLVM's source tree, not in the installed
# CMake files.

option(COMPASS_SANITIZE "Build with ASan and UBSan (clang)" OFF)
option(COMPASS_FUZZ "Build the libFuzzer targets in fuzz/ (clang; implies COMPASS_SANITIZE)" OFF)

if(COMPASS_FUZZ)
  set(COMPASS_SANITIZE ON)
endif()

if(COMPASS_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "COMPASS_SANITIZE and COMPASS_FUZZ need clang "
      "(-DCMAKE_CXX_COMPILER=clang++-22 -DCMAKE_C_COMPILER=clang-22)")
  endif()
  # vptr and function checks need RTTI of every class, which LLVM's
  # -fno-rtti libraries lack; LLVM's own sanitized builds drop them too.
  set(COMPASS_SANITIZER_FLAGS
    -fsanitize=address,undefined
    -fno-sanitize=vptr,function
    -fno-sanitize-recover=all
    -fno-omit-frame-pointer
    -gline-tables-only)
  if(COMPASS_FUZZ)
    list(APPEND COMPASS_SANITIZER_FLAGS -fsanitize=fuzzer-no-link)
  endif()
  add_compile_options(${COMPASS_SANITIZER_FLAGS})
  # One shared ASan runtime for executables and the Python extensions alike:
  # Python runs with it preloaded, and the tools a test starts from Python
  # inherit the preload, which a statically linked runtime refuses.
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} --print-runtime-dir
    OUTPUT_VARIABLE COMPASS_SANITIZER_RUNTIME_DIR OUTPUT_STRIP_TRAILING_WHITESPACE)
  add_link_options(-fsanitize=address,undefined -shared-libasan
    -Wl,-rpath,${COMPASS_SANITIZER_RUNTIME_DIR})
  message(STATUS "Compass: sanitized build (${COMPASS_SANITIZER_FLAGS})")
endif()

# Gives a sanitized executable its ASan defaults (tools/SanitizerDefaults.cpp);
# nothing otherwise.
function(compass_sanitizer_defaults target)
  if(COMPASS_SANITIZE)
    target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/tools/SanitizerDefaults.cpp)
  endif()
endfunction()
