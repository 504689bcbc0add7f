"""Runs every Compass test (lit + pytest) and prints one summary line.

With `--sanitized DIR` (a COMPASS_FUZZ / COMPASS_SANITIZE build, see
docs/hardening.md) a second stage runs the lit tests and every pytest file
but SANITIZED_PYTEST_SKIPPED (all of them with COMPASS_SANITIZE_ALL=1) again
on that build, under ASan and UBSan: Python runs with the shared ASan runtime
preloaded, and any sanitizer report fails its test.

The last line is `N passed, N failed` (plus `, N skipped`), summing every
runner of every stage; the exit code is non-zero when anything failed or
nothing ran.
"""

import argparse
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.environ.get("COMPASS_BUILD_DIR", os.path.join(ROOT, "build"))
LIT = "/usr/lib/llvm-22/bin/lit"


def count_junit(path):
    """(passed, failed, skipped) of a JUnit XML report."""
    if not os.path.exists(path):
        return 0, 0, 0
    root = ElementTree.parse(path).getroot()
    passed = failed = skipped = 0
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is not None:
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def run(title, command, report, env=None):
    print(f"==> {title}: {' '.join(command)}", flush=True)
    if os.path.exists(report):
        os.remove(report)
    code = subprocess.call(command, cwd=ROOT, env=env)
    passed, failed, skipped = count_junit(report)
    if code != 0 and failed == 0:
        failed = 1  # the runner itself failed (crash, collection error)
    print(f"<== {title}: {passed} passed, {failed} failed, {skipped} skipped", flush=True)
    return passed, failed, skipped


# The pytest files the sanitized stage leaves out. The whole suite passes
# under the sanitizers (docs/hardening.md says how to run it all), but these
# four take 80% of its time there (strided, gathered, transposed and DMA'd
# memory on every dtype and scope pair, and upstream's suite), and CI's time
# does not stretch to them twice. test_install.py installs and packages the
# plain build (what users install; an ASan build needs the sanitizer runtime
# to run and to link against), so it runs in the plain stage only. Every
# other file runs.
SANITIZED_PYTEST_SKIPPED = {
    "test_builtins_memory.py", "test_builtins_events.py", "test_dma_copy.py",
    "test_upstream_suite.py", "test_install.py",
}

# CPython keeps much of its memory to the end; its leaks are not ours.
SANITIZED_ASAN_OPTIONS = "allow_user_poisoning=0:detect_leaks=0"


def asan_runtime():
    """The shared ASan runtime the sanitized build links (clang-22's)."""
    path = subprocess.run(["clang++-22", "-print-file-name=libclang_rt.asan-x86_64.so"],
                          stdout=subprocess.PIPE, text=True, check=True).stdout.strip()
    if not os.path.isabs(path):
        sys.exit(f"clang-22 has no shared ASan runtime ({path}): install libclang-rt-22-dev")
    return path


def stage(build, title, sanitized=False):
    """Results of lit and pytest on `build`."""
    results = []
    env = dict(os.environ)
    if sanitized:
        env["ASAN_OPTIONS"] = "allow_user_poisoning=0"
    lit_report = os.path.join(build, "lit-results.xml")
    results.append(run(f"lit{title}", [LIT, "-q", "--xunit-xml-output", lit_report,
                                        os.path.join(build, "test")], lit_report, env))
    env["PYTHONPATH"] = os.path.join(build, "python_packages")
    env["COMPASS_BUILD_DIR"] = build
    files = [os.path.join(ROOT, "test", "python")]
    if sanitized:
        env["LD_PRELOAD"] = asan_runtime()
        env["ASAN_OPTIONS"] = SANITIZED_ASAN_OPTIONS
        # The same headers as the plain stage's, at the same path, so that
        # pyopencl's cache (keyed on the -I path) compiles each kernel once.
        env["COMPASS_OPENCL_INCLUDE"] = os.path.join(
            BUILD, "python_packages", "compass", "runtime", "include")
        # The plain stage compares every kernel with its native run; here the
        # JIT runs under the sanitizers in lit and test_jit.py only, which
        # keeps this stage within CI's time.
        extra = ["--no-native"]
        if not os.environ.get("COMPASS_SANITIZE_ALL"):
            directory = os.path.join(ROOT, "test", "python")
            files = [os.path.join(directory, name) for name in sorted(os.listdir(directory))
                     if name.startswith("test_") and name.endswith(".py")
                     and name not in SANITIZED_PYTEST_SKIPPED]
    else:
        extra = []
    pytest_report = os.path.join(build, "pytest-results.xml")
    results.append(run(f"pytest{title}", [sys.executable, "-m", "pytest", "-q", "-n", "2",
                                           "-p", "no:cacheprovider",
                                           f"--junitxml={pytest_report}", *extra, *files],
                       pytest_report, env))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sanitized", metavar="DIR",
                        help="also run the sanitized stage on this build directory")
    options = parser.parse_args()
    results = stage(BUILD, "")
    if options.sanitized:
        results += stage(os.path.abspath(options.sanitized), " (sanitized)", sanitized=True)
    passed = sum(r[0] for r in results)
    failed = sum(r[1] for r in results)
    skipped = sum(r[2] for r in results)
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed or passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
