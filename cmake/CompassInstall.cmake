# What `cmake --install build --prefix P` lays out (docs/architecture.md,
# decision 11), the MLIR way:
#
#   P/bin                compass-opt, compass-translate, compass-sim,
#                        compass-lsp-server
#   P/lib                libCompass*.a (add_mlir_library installs them)
#   P/include            Compass/ (headers, .td, generated .inc, Version.h)
#                        and compass/dsl.h, dsl_math.h (the OpenCL C runtime)
#   P/lib/cmake/compass  CompassConfig.cmake: find_package(Compass CONFIG)
#                        gives the Compass:: targets
#   P/share/compass      README, docs/ and samples/
#   P/lib/python3...     the Python package (python/CMakeLists.txt)
#
# Nothing installed refers back into the build or source tree.

include(CMakePackageConfigHelpers)

set(COMPASS_INSTALL_CMAKE_DIR lib/cmake/compass)
set(COMPASS_INSTALL_INCLUDE_DIR include)

install(TARGETS compass-opt compass-translate compass-sim compass-lsp-server
  EXPORT MLIRTargets
  RUNTIME DESTINATION bin COMPONENT compass-tools)

# Headers: the written ones with their .td and .def, and what TableGen made
# of them (downstream ODS includes our .td; our headers include the .inc).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/Compass
  DESTINATION ${COMPASS_INSTALL_INCLUDE_DIR} COMPONENT compass-dev
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td" PATTERN "*.def"
  PATTERN "*.h.in" EXCLUDE)
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/Compass
  DESTINATION ${COMPASS_INSTALL_INCLUDE_DIR} COMPONENT compass-dev
  FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
  PATTERN "CMakeFiles" EXCLUDE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/compass
  DESTINATION ${COMPASS_INSTALL_INCLUDE_DIR} COMPONENT compass-dev
  FILES_MATCHING PATTERN "*.h")

install(FILES ${PROJECT_SOURCE_DIR}/README.md
  DESTINATION share/compass COMPONENT compass-docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs ${PROJECT_SOURCE_DIR}/samples
  DESTINATION share/compass COMPONENT compass-docs
  PATTERN "__pycache__" EXCLUDE)

# The libraries add_mlir_library made (the MLIR_EXPORTS list) carry the
# include directories a user of the installed tree needs: ours and those of
# the MLIR/LLVM they were built with (whose targets they link by name;
# CompassConfig.cmake finds that MLIR first).
get_property(COMPASS_EXPORTED_LIBRARIES GLOBAL PROPERTY MLIR_EXPORTS)
set(COMPASS_MLIR_INCLUDE_DIRS ${MLIR_INCLUDE_DIRS} ${LLVM_INCLUDE_DIRS})
list(REMOVE_DUPLICATES COMPASS_MLIR_INCLUDE_DIRS)
list(TRANSFORM COMPASS_MLIR_INCLUDE_DIRS
  REPLACE "^(.+)$" "$<INSTALL_INTERFACE:\\1>")
foreach(library ${COMPASS_EXPORTED_LIBRARIES})
  target_include_directories(${library} INTERFACE
    $<INSTALL_INTERFACE:${COMPASS_INSTALL_INCLUDE_DIR}>)
  target_include_directories(${library} SYSTEM INTERFACE
    ${COMPASS_MLIR_INCLUDE_DIRS})
  target_compile_features(${library} INTERFACE cxx_std_17)
endforeach()

install(EXPORT MLIRTargets
  NAMESPACE Compass::
  FILE CompassTargets.cmake
  DESTINATION ${COMPASS_INSTALL_CMAKE_DIR}
  COMPONENT compass-dev)
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/CompassConfig.cmake.in
  ${PROJECT_BINARY_DIR}/lib/cmake/compass/CompassConfig.cmake
  INSTALL_DESTINATION ${COMPASS_INSTALL_CMAKE_DIR}
  PATH_VARS COMPASS_INSTALL_INCLUDE_DIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/lib/cmake/compass/CompassConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/lib/cmake/compass/CompassConfig.cmake
  ${PROJECT_BINARY_DIR}/lib/cmake/compass/CompassConfigVersion.cmake
  DESTINATION ${COMPASS_INSTALL_CMAKE_DIR} COMPONENT compass-dev)
