# The Debian package: `cpack -G DEB` in the build directory (or
# `bash scripts/dev.sh package`) makes compass_<version>_amd64.deb of what
# `cmake --install` lays out, under /usr (the Python package then goes to
# /usr/lib/python3/dist-packages, python/CMakeLists.txt).
#
# Depends lists what the installed files need to run, each a Debian
# bookworm package: the tools and _compass link MLIR statically and LLVM as
# libLLVM.so.22.1 (libllvm22); the extensions are CPython 3.11 modules; the
# package runs kernels with NumPy and on POCL through pyopencl.
# test/python/test_install.py checks every shared library the installed
# binaries load against this list. Building on the installed headers and
# Compass:: targets needs MLIR's development files, hence Suggests.

set(CPACK_PACKAGE_NAME compass)
set(CPACK_PACKAGE_VENDOR "Compass")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "Compass DSL compiler and simulator on MLIR (Zhouyi NPU kernels)")
set(CPACK_PACKAGE_DESCRIPTION
  "The Compass DSL (Python @S.prim_func kernels) parsed into MLIR, run in a
checking simulator and emitted as OpenCL C that runs on POCL: the tools
compass-opt, compass-translate and compass-sim, the Python package
compass, and the libraries, headers and CMake package
(find_package(Compass)) to build on.")
set(CPACK_PACKAGE_CONTACT "Compass developers <compass@localhost>")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # compass_<version>_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
# The version floors are dpkg-shlibdeps' on the bookworm build.
string(REPLACE "." ";" COMPASS_PYTHON_VERSION_PARTS ${COMPASS_PYTHON_VERSION})
list(GET COMPASS_PYTHON_VERSION_PARTS 0 COMPASS_PYTHON_MAJOR)
list(GET COMPASS_PYTHON_VERSION_PARTS 1 COMPASS_PYTHON_MINOR)
math(EXPR COMPASS_PYTHON_NEXT_MINOR "${COMPASS_PYTHON_MINOR} + 1")
set(COMPASS_DEB_DEPENDS
  "libllvm22 (>= 1:22.1)"
  "libstdc++6 (>= 11)"
  "libgcc-s1 (>= 12)"
  "libc6 (>= 2.34)"
  "python3 (>= ${COMPASS_PYTHON_VERSION}~)"
  "python3 (<< ${COMPASS_PYTHON_MAJOR}.${COMPASS_PYTHON_NEXT_MINOR})"
  "python3-numpy"
  "python3-pyopencl"
  "pocl-opencl-icd")
list(JOIN COMPASS_DEB_DEPENDS ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libmlir-22-dev, mlir-22-tools, llvm-22-dev, cmake")

include(CPack)
