#!/usr/bin/env bash
# Compass developer entry point: installs what is missing, builds
# incrementally, then runs the quick start or every test.
#
#   bash scripts/dev.sh quickstart   # build, then samples/quick_start.py
#   bash scripts/dev.sh test         # build, then lit + pytest; ends "N passed, N failed"
#                                    # (COMPASS_CI_SANITIZE=1: also build build-sanitize/
#                                    # with ASan + UBSan + the fuzz targets and run a
#                                    # second, sanitized stage; docs/hardening.md)
#   bash scripts/dev.sh fuzz [ARGS]  # build build-sanitize/, then scripts/fuzz.py ARGS
#   bash scripts/dev.sh build        # only install + build
#   bash scripts/dev.sh package      # build, then build/compass_<version>_amd64.deb
#                                    # (cpack -G DEB; README "Installing")
#   bash scripts/dev.sh mutation [--only PATTERN] [--random N [--seed S]]
#                                    # break each rule of scripts/mutants.toml in turn
#                                    # (or N random operator changes), rebuild, test;
#                                    # ends "score: N/N killed"
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${COMPASS_BUILD_DIR:-$ROOT/build}"
SANITIZED_BUILD="${COMPASS_SANITIZED_BUILD_DIR:-$ROOT/build-sanitize}"
PYTHON=/usr/bin/python3

PACKAGES=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22
  cmake ninja-build g++ python3-dev python3-numpy python3-pytest
  pybind11-dev python3-pybind11 python3-pytest-xdist python3-pytest-timeout valgrind
  pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo python3-pyopencl)

# The sanitized build's clang runtimes (ASan/UBSan, libFuzzer).
SANITIZER_PACKAGES=(libclang-rt-22-dev libfuzzer-22-dev)

# What the tests use beyond the build: headless Chromium draws the HTML profile
# (test/python/test_profile.py, which skips saying why where it cannot be installed).
TEST_PACKAGES=(chromium)

install_missing() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$package")
  done
  if ((${#missing[@]})); then
    echo "[compass] installing: ${missing[*]}"
    local sudo=""
    [[ $(id -u) -ne 0 ]] && sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

build() {
  install_missing "${PACKAGES[@]}"
  if [[ ! -f "$BUILD/build.ninja" ]]; then
    cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
      -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
      -DPython_EXECUTABLE="$PYTHON"
  fi
  ninja -C "$BUILD"
}

# clang-22 with ASan + UBSan at -O1 and the libFuzzer targets (COMPASS_FUZZ).
build_sanitized() {
  install_missing "${PACKAGES[@]}" "${SANITIZER_PACKAGES[@]}"
  if [[ ! -f "$SANITIZED_BUILD/build.ninja" ]]; then
    cmake -G Ninja -S "$ROOT" -B "$SANITIZED_BUILD" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
      -DCOMPASS_FUZZ=ON \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
      -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
      -DPython_EXECUTABLE="$PYTHON"
  fi
  ninja -C "$SANITIZED_BUILD"
}

case "${1:-}" in
  build)
    build ;;
  quickstart)
    build
    PYTHONPATH="$BUILD/python_packages" "$PYTHON" "$ROOT/samples/quick_start.py" ;;
  test)
    build
    install_missing "${TEST_PACKAGES[@]}" \
      || echo "[compass] chromium could not be installed: the HTML profile test will skip"
    sanitized=()
    if [[ "${COMPASS_CI_SANITIZE:-0}" == 1 ]]; then
      build_sanitized
      sanitized=(--sanitized "$SANITIZED_BUILD")
    fi
    COMPASS_BUILD_DIR="$BUILD" "$PYTHON" "$ROOT/scripts/run_tests.py" "${sanitized[@]}" ;;
  package)
    build
    (cd "$BUILD" && cpack -G DEB) ;;
  fuzz)
    build_sanitized
    shift
    "$PYTHON" "$ROOT/scripts/fuzz.py" --build "$SANITIZED_BUILD" "$@" ;;
  mutation)
    build
    shift
    COMPASS_BUILD_DIR="$BUILD" "$PYTHON" "$ROOT/scripts/mutation.py" "$@" ;;
  *)
    echo "usage: bash scripts/dev.sh {quickstart|test|build|package|mutation [--only PATTERN] [--random N]|fuzz [ARGS]}" >&2
    exit 2 ;;
esac
