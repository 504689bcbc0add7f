# lit configuration of the Compass FileCheck tests (Python tests run under
# pytest, see test/python).

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "COMPASS"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".td"]
config.excludes = ["Inputs", "python", "CMakeLists.txt", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.compass_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(
    [ToolSubst(t, unresolved="fatal") for t in ["compass-opt", "compass-translate", "compass-sim", "compass-tblgen"]],
    [config.compass_tools_dir],
)

# %mlir_include: MLIR's ODS files, for compass-tblgen tests.
config.substitutions.append(("%mlir_include", os.path.join(
    os.path.dirname(config.llvm_tools_dir), "include")))

# %cxx and %compass_includes: the C++ compiler of the build and the include
# directories of the generated headers (a consumer of the visitors).
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%compass_includes", " ".join(
    "-I" + d for d in [os.path.join(config.compass_src_root, "include"),
                       os.path.join(config.compass_obj_root, "include"),
                       os.path.join(os.path.dirname(config.llvm_tools_dir),
                                    "include")])))

# %valgrind: memory checking of a tool run. In a sanitized build ASan checks
# the same accesses, and valgrind cannot run ASan binaries.
if config.compass_sanitized:
    config.available_features.add("asan")
    config.substitutions.append(("%valgrind", ""))
else:
    config.substitutions.append(("%valgrind", "valgrind -q --error-exitcode=9"))

# The libFuzzer targets exist only in a COMPASS_FUZZ build.
fuzz_targets = ["compass-fuzz-ir", "compass-fuzz-lower", "compass-fuzz-opencl", "compass-fuzz-sim",
                "compass-fuzz-native"]
if all(os.path.exists(os.path.join(config.compass_tools_dir, t)) for t in fuzz_targets):
    config.available_features.add("compass-fuzz")
    llvm_config.add_tool_substitutions(fuzz_targets, [config.compass_tools_dir])
config.substitutions.append(("%fuzz_regressions", os.path.join(
    os.path.dirname(config.test_source_root), "fuzz", "regressions")))
