"""Runs every Compass test (lit + pytest) and prints one summary line.

With `--sanitized DIR` (a COMPASS_FUZZ / COMPASS_SANITIZE build, see
docs/hardening.md) a second stage runs the lit tests and the pytest files of
SANITIZED_PYTEST again on that build, under ASan and UBSan: Python runs with
the shared ASan runtime preloaded, and any sanitizer report fails its test.

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


# What the sanitized stage runs of pytest (every file, when None). The whole
# suite passes under the sanitizers (run it with SANITIZED_PYTEST = None, as
# docs/hardening.md says), but twice the suite does not fit CI's time; the
# second stage keeps the files that drive the C++ code through its error
# paths and checks (bad programs, buggy kernels, every simulator check,
# injected failures, hardening cases), the optimizer, the simulator's IR
# tests, the samples and the language's corners.
SANITIZED_PYTEST = [
    "test_bad_programs.py", "test_buggy_kernels.py", "test_buggy_kernels_events.py",
    "test_checked_pocl.py", "test_control_flow.py", "test_flexible_width.py",
    "test_hardening.py", "test_implicit_conversions.py", "test_inline_expressions.py",
    "test_internal_bitops.py", "test_internal_errors.py", "test_language_extras.py",
    "test_optimizer.py", "test_pointers_and_tables.py", "test_python_helpers.py",
    "test_rules_flexible_masks.py", "test_rules_front_end.py", "test_rules_masked_compare.py",
    "test_rules_nan_conversions.py", "test_rules_race_masked.py", "test_rules_uninitialized.py",
    "test_samples.py", "test_simulator_checks.py", "test_simulator_ir.py", "test_views.py",
]

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
        if SANITIZED_PYTEST is not None:
            files = [os.path.join(ROOT, "test", "python", name) for name in SANITIZED_PYTEST]
    pytest_report = os.path.join(build, "pytest-results.xml")
    results.append(run(f"pytest{title}", [sys.executable, "-m", "pytest", "-q", "-n", "2",
                                           "-p", "no:cacheprovider",
                                           f"--junitxml={pytest_report}", *files],
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
