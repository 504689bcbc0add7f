#!/usr/bin/env bash
# Compass developer entry point: installs what is missing, builds
# incrementally, then runs the quick start or every test.
#
#   bash scripts/dev.sh quickstart   # build, then samples/quick_start.py
#   bash scripts/dev.sh test         # build, then lit + pytest; ends "N passed, N failed"
#   bash scripts/dev.sh build        # only install + build
#   bash scripts/dev.sh mutation [--only PATTERN]
#                                    # break each rule of scripts/mutants.toml in turn,
#                                    # rebuild, test; ends "score: N/N killed"
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${COMPASS_BUILD_DIR:-$ROOT/build}"
PYTHON=/usr/bin/python3

PACKAGES=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22
  cmake ninja-build g++ python3-dev python3-numpy python3-pytest
  pybind11-dev python3-pybind11 python3-pytest-xdist python3-pytest-timeout valgrind
  pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo python3-pyopencl)

install_missing() {
  local missing=()
  for package in "${PACKAGES[@]}"; do
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
  install_missing
  if [[ ! -f "$BUILD/build.ninja" ]]; then
    cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
      -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
      -DPython_EXECUTABLE="$PYTHON"
  fi
  ninja -C "$BUILD"
}

case "${1:-}" in
  build)
    build ;;
  quickstart)
    build
    PYTHONPATH="$BUILD/python_packages" "$PYTHON" "$ROOT/samples/quick_start.py" ;;
  test)
    build
    COMPASS_BUILD_DIR="$BUILD" "$PYTHON" "$ROOT/scripts/run_tests.py" ;;
  mutation)
    build
    shift
    COMPASS_BUILD_DIR="$BUILD" "$PYTHON" "$ROOT/scripts/mutation.py" "$@" ;;
  *)
    echo "usage: bash scripts/dev.sh {quickstart|test|build|mutation [--only PATTERN]}" >&2
    exit 2 ;;
esac
