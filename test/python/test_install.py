"""Compass installed (docs/architecture.md, decision 11): `cmake --install`
into a temporary prefix, the Python package run from there alone (and from
/usr/local with no PYTHONPATH), an out-of-tree `find_package(Compass)`
project built on it, and the .deb.

What is installed runs with the source and build trees hidden: in a private
mount namespace an empty tmpfs lies over them, so a file the installed
package, its POCL worker or a tool would open there is missing and the run
fails (test_hiding_hides shows it does for the build tree's own package).
The installed run also reports where it found itself, its OpenCL runtime
headers and its worker script, and which files it and the worker have
mapped; none may lie in the source or build tree.
"""

import json
import os
import re
import shlex
import subprocess
import sys

import pytest

from conftest import VADD

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(os.environ.get("COMPASS_BUILD_DIR", os.path.join(ROOT, "build")))
PYTHON = "/usr/bin/python3"
LLVM_BIN = "/usr/lib/llvm-22/bin"
with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as _file:
    VERSION = re.search(r"project\(compass VERSION (\S+)", _file.read()).group(1)
# The trees nothing installed may refer to.
TREES = [ROOT] if BUILD.startswith(ROOT + os.sep) else [ROOT, BUILD]
# The OpenCL C runtime: compass/dsl.h, the parts it includes (compass/dsl/)
# and dsl_math.h, relative to runtime/include.
_RUNTIME_INCLUDE = os.path.join(ROOT, "runtime", "include")
RUNTIME_HEADERS = sorted(os.path.relpath(os.path.join(directory, name), _RUNTIME_INCLUDE)
                         for directory, _, names in os.walk(_RUNTIME_INCLUDE)
                         for name in names if name.endswith(".h"))


def _sanitized_build():
    with open(os.path.join(BUILD, "CMakeCache.txt"), encoding="utf-8") as cache:
        text = cache.read()
    return "COMPASS_SANITIZE:BOOL=ON" in text or "COMPASS_FUZZ:BOOL=ON" in text


# scripts/run_tests.py leaves this file out of the sanitized stage; with
# COMPASS_SANITIZE_ALL=1 it reaches a sanitized build, whose libraries need
# the ASan runtime preloaded and its flags to link against.
pytestmark = pytest.mark.skipif(
    _sanitized_build(), reason="installs the plain build (the sanitized one needs ASan to run and link)")


def run(command, **kwargs):
    """Runs `command`; its output is the failure message when it fails."""
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            timeout=900, **kwargs)
    assert result.returncode == 0, f"{' '.join(map(str, command))} failed:\n{result.stdout}"
    return result.stdout


# A mount namespace of one's own: root's, or a user namespace's otherwise.
UNSHARE = ["unshare", "--mount"] if os.geteuid() == 0 else [
    "unshare", "--user", "--map-root-user", "--mount"]


def hidden_run(command, env, cwd, before=""):
    """Runs `command` with TREES hidden under empty tmpfs mounts (a mount
    namespace of its own: nothing outside it changes), after the shell
    commands `before` (run in that namespace, the trees still there). `cwd`
    must lie outside TREES, or relative paths would still reach them."""
    assert not any(str(cwd).startswith(tree + os.sep) for tree in TREES)
    mounts = " && ".join(f"mount -t tmpfs -o size=1m compass-hidden {shlex.quote(tree)}"
                         for tree in TREES)
    script = f'{before + " && " if before else ""}{mounts} && exec "$@"'
    return subprocess.run([*UNSHARE, "sh", "-c", script, "sh", *command],
                          env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, timeout=900)


@pytest.fixture
def hiding(tmp_path_factory):
    """For the tests that run with the trees hidden: without the privilege
    to hide them (root, or user namespaces) they have nothing to check."""
    probe = hidden_run(["true"], {"PATH": "/usr/bin:/bin"}, tmp_path_factory.getbasetemp())
    if probe.returncode != 0:
        pytest.skip(f"no private mount namespace to hide the trees in ({' '.join(UNSHARE)}: "
                    f"{probe.stderr.strip()})")


def installed_env(python_dir, bin_dir):
    """Only the installed tree on the paths (no PYTHONPATH at all when
    `python_dir` is None): no COMPASS_* variable, nothing into the build."""
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root"),
           "LANG": "C.UTF-8"}
    if python_dir is not None:
        env["PYTHONPATH"] = str(python_dir)
    return env


def outside_trees(path):
    path = os.path.realpath(path)
    return not any(path == tree or path.startswith(tree + os.sep) for tree in TREES)


# Runs a kernel in the simulator and on POCL, compares both with NumPy and
# prints where the package found what it uses.
KERNEL_RUN = r'''
import json, os
import numpy as np
import compass
from compass import BuildManager, _compass, _bfloat16, opencl_runner, script as S

@S.prim_func
def add_scaled(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
               c: S.ptr("int32", "global"), n: S.i32):
    for i in range(S.get_local_id() * 8, n, S.get_local_size() * 8):
        S.vstore(S.vadd(S.vload(a + i), S.vmul(S.vload(b + i), 3)), c + i)

n = 8 * 4 * 5
a = np.arange(n, dtype=np.int32) - 70
b = np.arange(n, dtype=np.int32) * 11 % 23
simulated, on_pocl = np.zeros(n, np.int32), np.zeros(n, np.int32)
add_scaled(a, b, simulated, n)
BuildManager(target="X2_1204").build(add_scaled)(a, b, on_pocl, n)
np.testing.assert_array_equal(simulated, a + 3 * b, err_msg="simulator")
np.testing.assert_array_equal(on_pocl, a + 3 * b, err_msg="POCL")

def mapped(pid):
    with open(f"/proc/{pid}/maps") as maps:
        return sorted({line.split(None, 5)[5].strip() for line in maps
                       if len(line.split(None, 5)) == 6 and line.split(None, 5)[5].startswith("/")})

worker = opencl_runner._worker.process
with open(f"/proc/{worker.pid}/cmdline") as cmdline:
    worker_command = cmdline.read().split("\0")
print(json.dumps({
    "version": compass.__version__,
    "package": compass.__file__, "extension": _compass.__file__, "bfloat16": _bfloat16.__file__,
    "runtime_include": opencl_runner.RUNTIME_INCLUDE, "worker_command": worker_command,
    "dsl_h": os.path.isfile(os.path.join(opencl_runner.RUNTIME_INCLUDE, "compass", "dsl.h")),
    "mapped": mapped("self"), "worker_mapped": mapped(worker.pid)}))
'''


def run_installed_kernel(python_dir, bin_dir, cwd, pythonpath=True, before=""):
    """Runs KERNEL_RUN from the installed package with the trees hidden (on
    PYTHONPATH=`python_dir`, or found by python3 itself) and checks what it
    reports: every file of the package in `python_dir`, the runtime headers
    and worker script its own, nothing in the trees."""
    script = os.path.join(str(cwd), "kernel_run.py")  # S.prim_func reads its source
    with open(script, "w", encoding="utf-8") as file:
        file.write(KERNEL_RUN)
    env = installed_env(python_dir if pythonpath else None, bin_dir)
    result = hidden_run([PYTHON, script], env, cwd, before)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    package = os.path.join(str(python_dir), "compass")
    assert report["version"] == VERSION
    for key in ("package", "extension", "bfloat16", "runtime_include"):
        assert report[key].startswith(package + os.sep), (key, report[key])
    assert report["dsl_h"]
    assert os.path.join(package, "opencl_worker.py") in report["worker_command"]
    for path in report["mapped"] + report["worker_mapped"]:
        assert outside_trees(path), path
    return report


@pytest.fixture(scope="module")
def prefix(tmp_path_factory):
    """A fresh `cmake --install` of the build."""
    path = tmp_path_factory.mktemp("prefix")
    run(["cmake", "--install", BUILD, "--prefix", str(path)])
    return path


def python_local_dir():
    """Where the package installs under a prefix other than /usr: Debian's
    python3 looks in /usr/local/lib/python3.X/dist-packages."""
    return os.path.join("lib", f"python{sys.version_info.major}.{sys.version_info.minor}",
                        "dist-packages")


def test_python_site_dirs_are_on_debian_pythons_path():
    """The two places python/CMakeLists.txt installs to are where /usr/bin/python3
    looks: /usr/lib/python3/dist-packages (the .deb) and
    /usr/local/lib/python3.X/dist-packages (`--prefix /usr/local`)."""
    path = run([PYTHON, "-c", "import sys; print('\\n'.join(sys.path))"], cwd="/").split("\n")
    assert "/usr/lib/python3/dist-packages" in path
    assert os.path.join("/usr/local", python_local_dir()) in path


def test_hiding_hides(hiding, tmp_path):
    """With the trees hidden, their files are gone and the build tree's own
    package cannot be imported from there: what the other tests run hidden
    could not reach them either."""
    env = installed_env(os.path.join(BUILD, "python_packages"), os.path.join(BUILD, "bin"))
    where = [PYTHON, "-c", "import compass; print(compass.__file__)"]
    shown = subprocess.run(where, env=env, cwd=tmp_path, stdout=subprocess.PIPE, text=True)
    assert shown.returncode == 0 and not outside_trees(shown.stdout.strip())
    hidden = hidden_run(where, env, tmp_path)
    # Not found at all, or found elsewhere (an installed Compass).
    assert hidden.returncode != 0 or outside_trees(hidden.stdout.strip()), hidden.stdout
    for path in (os.path.join(ROOT, "CMakeLists.txt"), os.path.join(BUILD, "CMakeCache.txt")):
        assert os.path.exists(path)
        assert hidden_run(["test", "-e", path], env, tmp_path).returncode == 1


def test_layout(prefix):
    """`cmake --install` lays out tools, libraries, headers (written and
    generated), the runtime headers, the CMake package, docs and the Python
    package the conventional way."""
    expected = [
        "bin/compass-opt", "bin/compass-translate", "bin/compass-sim",
        "lib/libCompassDialect.a", "lib/libCompassTIRDialect.a", "lib/libCompassConversion.a",
        "lib/libCompassTransforms.a", "lib/libCompassSimulator.a", "lib/libCompassSupport.a",
        "lib/libCompassOpenCL.a", "lib/libCompassGBuilder.a",
        "include/Compass/Dialect/Compass/IR/CompassDialect.h",
        "include/Compass/Dialect/Compass/IR/CompassOps.td",
        "include/Compass/Dialect/Compass/IR/CompassOps.h.inc",
        "include/Compass/Dialect/TIR/IR/TIROps.td", "include/Compass/Dialect/TIR/IR/TIROps.h.inc",
        "include/Compass/Version.h",
        *(f"include/{header}" for header in RUNTIME_HEADERS),
        "lib/cmake/compass/CompassConfig.cmake", "lib/cmake/compass/CompassConfigVersion.cmake",
        "lib/cmake/compass/CompassTargets.cmake",
        "share/compass/README.md", "share/compass/docs/architecture.md",
        "share/compass/samples/quick_start.py",
        os.path.join(python_local_dir(), "compass", "__init__.py"),
        os.path.join(python_local_dir(), "compass", "opencl_worker.py"),
        *(os.path.join(python_local_dir(), "compass", "runtime", "include", header)
          for header in RUNTIME_HEADERS),
    ]
    missing = [path for path in expected if not (prefix / path).is_file()]
    assert not missing
    with open(prefix / "lib/cmake/compass/CompassTargets.cmake", encoding="utf-8") as targets:
        text = targets.read()
    for name in ("CompassDialect", "CompassTIRDialect", "CompassConversion", "CompassTransforms",
                 "CompassSimulator", "CompassSupport", "CompassOpenCL", "CompassGBuilder"):
        assert f"add_library(Compass::{name} STATIC IMPORTED)" in text, name


def test_nothing_installed_refers_to_the_trees(prefix):
    """No installed file names the source or build tree (an RPATH, a CMake
    file, a path in Python), and the extensions' RUNPATH leads to the
    prefix's lib/, as the tools' does."""
    for directory, _, names in os.walk(prefix):
        for name in names:
            with open(os.path.join(directory, name), "rb") as file:
                data = file.read()
            for tree in TREES:
                assert tree.encode() not in data, (os.path.join(directory, name), tree)
    package = prefix / python_local_dir() / "compass"
    for module in [*package.glob("_compass*.so"), *package.glob("_bfloat16*.so"),
                   prefix / "bin" / "compass-opt"]:
        dynamic = run(["readelf", "-d", str(module)])
        runpath = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library r\w*path: \[(.*)\]", dynamic).group(1)
        origin = os.path.dirname(str(module))
        paths = [os.path.normpath(p.replace("$ORIGIN", origin)) for p in runpath.split(":")]
        assert str(prefix / "lib") in paths, (module, runpath)


def test_versions_agree(prefix):
    """One version (project(VERSION) in CMakeLists.txt) for every tool."""
    for tool in ("compass-opt", "compass-translate", "compass-sim", "compass-lsp-server"):
        for where in (os.path.join(BUILD, "bin"), str(prefix / "bin")):
            first = run([os.path.join(where, tool), "--version"]).splitlines()[0]
            assert first == f"{tool} (Compass) {VERSION}"


def test_installed_package_runs_a_kernel(hiding, prefix, tmp_path):
    """The installed package alone (only the prefix on the paths, the trees
    hidden) runs a kernel in the simulator and on POCL, and so does the
    installed quick-start sample."""
    python_dir = prefix / python_local_dir()
    run_installed_kernel(python_dir, prefix / "bin", tmp_path)
    sample = hidden_run([PYTHON, str(prefix / "share/compass/samples/quick_start.py")],
                        installed_env(python_dir, prefix / "bin"), tmp_path)
    assert sample.returncode == 0, sample.stdout + sample.stderr
    assert sample.stdout.count("[PASS]") == 3


def test_usr_local_install_needs_no_pythonpath(hiding, tmp_path):
    """`cmake --install build --prefix /usr/local` (here onto an empty
    /usr/local in a private mount namespace) puts the package where
    /usr/bin/python3 finds it: a kernel runs with no PYTHONPATH."""
    before = (f"mount -t tmpfs compass-usr-local /usr/local && "
              f"cmake --install {shlex.quote(BUILD)} --prefix /usr/local > /dev/null")
    run_installed_kernel(os.path.join("/usr/local", python_local_dir()), "/usr/local/bin",
                         tmp_path, pythonpath=False, before=before)


def test_find_package_example(hiding, prefix, tmp_path):
    """test/install/example, an out-of-tree project, builds on the installed
    Compass:: targets (every installed header compiled with it) and its own
    *-opt round-trips a compass kernel and lowers a tir one as compass-opt
    does; the installed .td files generate on their own."""
    build = tmp_path / "example"
    run(["cmake", "-G", "Ninja", "-S", os.path.join(ROOT, "test", "install", "example"),
         "-B", str(build), "-DCMAKE_BUILD_TYPE=Release", f"-DCMAKE_PREFIX_PATH={prefix}"])
    run(["ninja", "-C", str(build)])
    example = str(build / "compass-example-opt")
    compass_opt = str(prefix / "bin" / "compass-opt")
    kernel = tmp_path / "vadd.mlir"
    kernel.write_text(VADD)
    env = installed_env(tmp_path, prefix / "bin")

    printed = hidden_run([example, str(kernel)], env, tmp_path)
    assert printed.returncode == 0, printed.stderr
    assert "compass.vadd" in printed.stdout
    again = tmp_path / "printed.mlir"
    again.write_text(printed.stdout)
    reprinted = hidden_run([example, str(again)], env, tmp_path)
    assert reprinted.stdout == printed.stdout
    assert hidden_run([compass_opt, str(kernel)], env, tmp_path).stdout == printed.stdout

    tir = tmp_path / "tir.mlir"
    with open(os.path.join(ROOT, "test", "Conversion", "compass-lower-pipeline.mlir"),
              encoding="utf-8") as source:
        tir.write_text(source.read())
    lowered = hidden_run([example, "-compass-lower", str(tir)], env, tmp_path)
    assert lowered.returncode == 0, lowered.stderr
    assert "compass.vadd" in lowered.stdout and "tir.intrin" not in lowered.stdout
    assert hidden_run([compass_opt, "-compass-lower", str(tir)], env, tmp_path).stdout \
        == lowered.stdout

    for td in ("Compass/Dialect/Compass/IR/CompassOps.td", "Compass/Dialect/TIR/IR/TIROps.td"):
        decls = run([os.path.join(LLVM_BIN, "mlir-tblgen"), "-gen-op-decls",
                     str(prefix / "include" / td), "-I", str(prefix / "include"),
                     "-I", "/usr/lib/llvm-22/include"])
        assert "class " in decls and "Op" in decls


def deb_depends(deb):
    """The package names of the .deb's Depends."""
    depends = run(["dpkg-deb", "-f", str(deb), "Depends"])
    return {re.match(r"\s*([a-z0-9.+-]+)", part).group(1) for part in depends.split(",")}


def owning_package(library):
    """The Debian package that ships `library` (as ldd found it), by dpkg -S
    on its path, its real path or the same under /usr or without it
    (bookworm's merged /usr)."""
    real = os.path.realpath(library)
    candidates = [library, real]
    for path in (library, real):
        candidates.append(path[len("/usr"):] if path.startswith("/usr/") else "/usr" + path)
    for path in candidates:
        result = subprocess.run(["dpkg", "-S", path], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        if result.returncode == 0:
            return result.stdout.split(":")[0]
    raise AssertionError(f"no Debian package ships {library}")


def test_deb(hiding, tmp_path):
    """`cpack -G DEB` makes compass_<version>_amd64.deb; its Depends name the
    package of every shared library its binaries load, and POCL, NumPy and
    pyopencl; extracted (dpkg-deb -x), its Python package and tools run."""
    output = tmp_path / "package"
    run(["cpack", "-G", "DEB", "-B", str(output), "--config", os.path.join(BUILD, "CPackConfig.cmake")])
    deb = output / f"compass_{VERSION}_amd64.deb"
    assert deb.is_file(), os.listdir(output)
    assert run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Architecture"]).split() == [
        "Package:", "compass", "Version:", VERSION, "Architecture:", "amd64"]
    depends = deb_depends(deb)
    assert {"python3", "python3-numpy", "python3-pyopencl", "pocl-opencl-icd", "libllvm22"} <= depends

    root = tmp_path / "root"
    run(["dpkg-deb", "-x", str(deb), str(root)])
    python_dir = root / "usr" / "lib" / "python3" / "dist-packages"
    binaries = [*(root / "usr" / "bin").iterdir(), *python_dir.glob("compass/*.so")]
    assert len(binaries) == 6  # four tools, two extension modules
    # The distribution's metadata, whose pytest11 entry point loads the plugin.
    entry_points = python_dir / f"compass-{VERSION}.dist-info" / "entry_points.txt"
    assert "compass = compass.pytest_plugin" in entry_points.read_text()
    for binary in binaries:
        # Its own NEEDED libraries (theirs are their packages' business), as
        # ldd resolves them.
        needed = set(re.findall(r"\(NEEDED\).*\[(.+)\]", run(["readelf", "-d", str(binary)])))
        resolved = {}
        for line in run(["ldd", str(binary)]).splitlines():
            match = re.search(r"(/\S+) \(0x", line)
            if match:
                resolved[line.split()[0] if "=>" in line else os.path.basename(match.group(1))] = \
                    match.group(1)
        assert needed and needed <= set(resolved), (binary.name, needed, resolved)
        for name in needed:
            assert outside_trees(resolved[name]), (binary.name, resolved[name])
            assert owning_package(resolved[name]) in depends, (binary.name, name, resolved[name])

    run_installed_kernel(python_dir, root / "usr" / "bin", tmp_path)
    version = hidden_run([str(root / "usr" / "bin" / "compass-opt"), "--version"],
                         installed_env(python_dir, root / "usr" / "bin"), tmp_path)
    assert version.stdout.splitlines()[0] == f"compass-opt (Compass) {VERSION}"
