"""Runs every Compass test (lit + pytest) and prints one summary line.

The last line is `N passed, N failed` (plus `, N skipped`), summing both
runners; the exit code is non-zero when anything failed or nothing ran.
"""

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


def main():
    results = []
    lit_report = os.path.join(BUILD, "lit-results.xml")
    results.append(run("lit", [LIT, "-q", "--xunit-xml-output", lit_report,
                               os.path.join(BUILD, "test")], lit_report))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.join(BUILD, "python_packages")
    env["COMPASS_BUILD_DIR"] = BUILD
    pytest_report = os.path.join(BUILD, "pytest-results.xml")
    results.append(run("pytest", [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider",
                                  f"--junitxml={pytest_report}", os.path.join(ROOT, "test", "python")],
                       pytest_report, env))
    passed = sum(r[0] for r in results)
    failed = sum(r[1] for r in results)
    skipped = sum(r[2] for r in results)
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed or passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
