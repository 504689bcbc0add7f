#!/usr/bin/python3
"""Runs upstream's DSL behaviour tests, unchanged, against compass: our yardstick.

    /usr/bin/python3 scripts/upstream_suite.py UPSTREAM [-k EXPR] [-j N] [--files GLOB]
                                                [--engine sim|native|checked] [--causes] [--json OUT]

UPSTREAM is a checkout of Arm-China/Compass_Apache_TVM or a bare git directory
of it. Its test files (compass/tests/python/unittest/dsl) are read from there
into a scratch directory, never into this repository, and run by pytest with
scripts/upstream_shim first on the path: the shim answers `import tvm…` with
compass. Each test runs both paths as upstream wrote it: the prim_func call in
the simulator and `ex(...)` on POCL. Files that need what Compass does not
have (the proprietary toolchain, RPC, torch/cv2, TVM compiler internals) are
listed as out of scope with the reason and not run.

With --engine native every kernel call also runs natively (compass.jit) on
copies of its arguments, after the checked simulator, and any array or printed
text that differs fails the test with both results; the table is the same, and
a last line counts the disagreements. --engine checked does the same with the
native run's memory accesses checked (compass.jit(f, checked=True)).

Upstream's tutorials (python/tvm/compass/dsl/samples/tutorial_*.py) run the
same way, each up to its first step that needs a Zhouyi device: a tutorial
whose only failure is a DeviceRequiredError (compass.get_rpc_session) passes
up to that step, and the table says where it stopped.

Prints a table per file, the overall pass rate of the tests (passed / run;
skips and deselections are not run), a line per tutorial with the tutorials'
figure, and, with --causes, the failures grouped by their first message line.
"""

import argparse
import collections
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHIM = os.path.join(ROOT, "scripts", "upstream_shim")
TESTS_IN_UPSTREAM = "compass/tests/python/unittest/dsl"
TUTORIALS_IN_UPSTREAM = "python/tvm/compass/dsl/samples"
TUTORIAL_PREFIX = "tutorial_"
# The junit property the shim's conftest records where a tutorial met a device step.
STOPPED_AT_DEVICE = "stopped_at_device"
PYTHON = "/usr/bin/python3"

# (pattern in "<file name>\n<file text>", why the file is out of scope); the first match wins.
OUT_OF_SCOPE = [
    (r"\Atest_(aiff_|built_in_aiff|built_in_async_aiff)",
     "AIFF runs only in Arm China's proprietary simulator"),
    (r"^\s*import torch|^\s*from torch", "needs PyTorch"),
    (r"^\s*import cv2", "needs OpenCV"),
    (r"from tvm import [^\n]*\b(te|tir|runtime)\b|from tvm\.script|import tvm\.tir|"
     r"tvm\.tir\.|from tvm\.tir", "builds kernels from TVM's TE/TIR (TVM compiler internals)"),
    (r"from tvm\.compass\.dsl import [^\n]*\bschedule\b", "uses TVM schedules on TE/TIR"),
    (r"get_rpc_session", "needs RPC to a Zhouyi device"),
    (r"transform as compass_transform|"
     r"from tvm\.compass\.dsl\.analysis import (?!has_perf_record_tick\s*$)|"
     r"from tvm\.compass\.dsl\.script\.ir", "tests upstream's TIR passes and internals"),
    (r"\bS\.asm\(", "inline Zhouyi assembly needs the proprietary compiler"),
    (r"from tvm\.compass\.relax", "needs Relax and the model zoo"),
    (r"\bbm\.lower\(|\.lower\(prim_func|\bmod\.script\(|\.script\(\)",
     "checks upstream's lowered TIR text (TVM compiler internals)"),
]


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("upstream", help="a checkout or a bare git directory of upstream")
    parser.add_argument("-k", dest="keyword", help="pytest -k expression")
    parser.add_argument("-j", dest="jobs", type=int, default=os.cpu_count() or 1,
                        help="parallel pytest workers (default: every core)")
    parser.add_argument("--files", default="test_*.py,tutorial_*.py",
                        help="globs of test and tutorial file names to run, separated by commas")
    parser.add_argument("--engine", choices=("sim", "native", "checked"), default="sim",
                        help="native: also run every kernel call natively and compare it "
                             "with the simulator's, bit for bit; checked: the same with the "
                             "native run's memory accesses checked")
    parser.add_argument("--causes", action="store_true", help="group the failures by cause")
    parser.add_argument("--json", dest="json_out", help="write the per-test results here")
    parser.add_argument("--timeout", type=int, default=300,
                        help="seconds a test may take (needs python3-pytest-timeout)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch directory")
    return parser.parse_args(argv)


def build_dir():
    return os.environ.get("COMPASS_BUILD_DIR", os.path.join(ROOT, "build"))


def export_tests(upstream, scratch):
    """Copies upstream's test directory, and its tutorials when it has them, into
    `scratch`; returns the directory."""
    target = os.path.join(scratch, "dsl")
    checkout = os.path.join(upstream, TESTS_IN_UPSTREAM)
    if os.path.isdir(checkout):
        shutil.copytree(checkout, target)
        _copy_tutorials(os.path.join(upstream, TUTORIALS_IN_UPSTREAM), target)
        return target
    git = ["git", f"--git-dir={upstream}"]
    if subprocess.run(git + ["rev-parse", "--verify", "-q", "HEAD"],
                      capture_output=True).returncode != 0:
        sys.exit(f"error: {upstream} is neither a checkout of upstream (no {TESTS_IN_UPSTREAM}) "
                 f"nor a git directory")
    archive = subprocess.run(git + ["archive", "HEAD", TESTS_IN_UPSTREAM], capture_output=True)
    if archive.returncode != 0:
        sys.exit(f"error: {upstream} has no {TESTS_IN_UPSTREAM} at HEAD: "
                 f"{archive.stderr.decode().strip()}")
    subprocess.run(["tar", "-x", "-C", scratch], input=archive.stdout, check=True)
    shutil.move(os.path.join(scratch, TESTS_IN_UPSTREAM), target)
    samples = subprocess.run(git + ["archive", "HEAD", TUTORIALS_IN_UPSTREAM], capture_output=True)
    if samples.returncode == 0:  # an upstream without tutorials has tests only
        subprocess.run(["tar", "-x", "-C", scratch], input=samples.stdout, check=True)
        _copy_tutorials(os.path.join(scratch, TUTORIALS_IN_UPSTREAM), target)
    return target


def _copy_tutorials(samples, target):
    if os.path.isdir(samples):
        for name in sorted(os.listdir(samples)):
            if name.startswith(TUTORIAL_PREFIX) and name.endswith(".py"):
                shutil.copy(os.path.join(samples, name), target)


def classify(directory, pattern):
    """(files to run, {file: reason out of scope}) among the test and tutorial files matching
    `pattern` (globs separated by commas). Tutorials are always in scope: they run up to
    the step that needs a device."""
    globs = [glob.strip() for glob in pattern.split(",") if glob.strip()]
    in_scope, out_of_scope = [], {}
    for name in sorted(os.listdir(directory)):
        if not (name.startswith(("test_", TUTORIAL_PREFIX)) and name.endswith(".py")
                and any(fnmatch.fnmatch(name, glob) for glob in globs)):
            continue
        if name.startswith(TUTORIAL_PREFIX):
            in_scope.append(name)
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as file:
            text = file.read()
        subject = f"{name}\n{text}"
        reason = next((why for regex, why in OUT_OF_SCOPE if re.search(regex, subject, re.M)), None)
        if reason:
            out_of_scope[name] = reason
        else:
            in_scope.append(name)
    return in_scope, out_of_scope


def has_module(name):
    return subprocess.run([PYTHON, "-c", f"import {name}"], capture_output=True).returncode == 0


def run_pytest(directory, files, args):
    junit = os.path.join(directory, "junit.xml")
    command = [PYTHON, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "junit_family=xunit1",
               "--continue-on-collection-errors",
               f"--junitxml={junit}", "--rootdir", directory, "-W", "ignore::DeprecationWarning"]
    if args.jobs > 1:
        command += ["-n", str(args.jobs)]
    if has_module("pytest_timeout"):
        command += [f"--timeout={args.timeout}"]
    else:
        print("note: python3-pytest-timeout is not installed; a hanging test would hang the run")
    if args.keyword:
        command += ["-k", args.keyword]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [SHIM, os.path.join(build_dir(), "python_packages"), env.get("PYTHONPATH", "")])
    env.setdefault("POCL_CACHE_DIR", os.path.join(directory, "pocl-cache"))
    env["COMPASS_UPSTREAM_ENGINE"] = args.engine
    shutil.copy(os.path.join(SHIM, "conftest.py"), directory)
    with open(os.path.join(directory, "pytest.log"), "w") as log:
        subprocess.run(command + files, cwd=directory, env=env, stdout=log, stderr=subprocess.STDOUT)
    if not os.path.exists(junit):
        with open(os.path.join(directory, "pytest.log")) as log:
            sys.exit("error: pytest produced no results:\n" + log.read()[-4000:])
    return junit


def read_results(junit):
    """[(file, test, outcome, message)] with outcome passed/failed/skipped; a tutorial test
    that stopped at a device step passed, its message saying where."""
    results = []
    for case in ElementTree.parse(junit).getroot().iter("testcase"):
        module = case.get("classname", "").split(".")[-1]
        file = (case.get("file") or module).split("/")[-1]
        file = file if file.endswith(".py") else f"{file}.py"
        outcome, message = "passed", ""
        for child in case:
            if child.tag in ("failure", "error"):
                outcome, message = "failed", _failure_message(child)
            elif child.tag == "skipped":
                outcome, message = "skipped", child.get("message", "")
        for prop in case.iter("property"):
            if prop.get("name") == STOPPED_AT_DEVICE and outcome == "passed":
                message = prop.get("value", "")
        results.append((file, case.get("name"), outcome, message))
    return results


def _failure_message(element):
    """The exception line of a failure; for a file that fails to import, pytest's message is
    just "collection failure", so the exception is read from the report's last E line."""
    message = element.get("message") or ""
    if message and message != "collection failure":
        return message
    raised = [line[1:].strip() for line in (element.text or "").splitlines()
              if line.startswith("E ")]
    return raised[-1] if raised else message


def cause_of(message):
    """The failure's first meaningful line, with numbers and quoted values generalized."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    line = " ".join(lines[:2]) if lines and lines[0].endswith(":") else (lines or ["(none)"])[0]
    line = re.sub(r'"[^"]*"', '"…"', line)
    line = re.sub(r"'[^']*'", "'…'", line)
    line = re.sub(r"\b0x[0-9a-fA-F]+\b|\b\d+(\.\d+)?\b", "N", line)
    return line[:160]


def tutorial_lines(results):
    """(a line per tutorial, how many passed): a tutorial passes when every test of it
    passed, up to a device step, which its line names."""
    per_file = collections.OrderedDict()
    for file, _, outcome, message in sorted(results):
        per_file.setdefault(file, []).append((outcome, message))
    lines, passed = [], 0
    width = max(len(file) for file in per_file)
    for file, outcomes in per_file.items():
        failures = [m for o, m in outcomes if o == "failed"]
        stops = [m for o, m in outcomes if o == "passed" and m]
        if failures:
            verdict = f"failed: {cause_of(failures[0])}"
        else:
            passed += 1
            verdict = "passed" + (f", up to the step that needs a device: {stops[0]}"
                                  if stops else "")
        lines.append(f"  {file:<{width}}  {verdict}")
    return lines, passed


# What a failure's message says when the native run disagreed with the simulator
# (compass.crosscheck.DISAGREEMENT; this script does not import compass).
DISAGREEMENT = "the paths disagree"


def report(results, out_of_scope, show_causes, engine="sim"):
    tutorials = [r for r in results if r[0].startswith(TUTORIAL_PREFIX)]
    results = [r for r in results if not r[0].startswith(TUTORIAL_PREFIX)]
    per_file = collections.OrderedDict()
    for file, _, outcome, _ in sorted(results):
        per_file.setdefault(file, collections.Counter())[outcome] += 1
    width = max([len(f) for f in per_file] + [len(f) for f in out_of_scope] + [10])
    if per_file:
        print(f"{'file':<{width}}  {'passed':>6} {'failed':>6} {'skipped':>7}  rate")
    for file, counts in per_file.items():
        ran = counts["passed"] + counts["failed"]
        rate = f"{100 * counts['passed'] / ran:5.1f}%" if ran else "    -"
        print(f"{file:<{width}}  {counts['passed']:>6} {counts['failed']:>6} "
              f"{counts['skipped']:>7}  {rate}")
    if out_of_scope:
        print(f"\nout of scope ({len(out_of_scope)} files, not run):")
        for file, reason in out_of_scope.items():
            print(f"  {file:<{width}}  {reason}")
    if tutorials:
        lines, tutorials_passed = tutorial_lines(tutorials)
        print("\ntutorials (each run up to its first step that needs a Zhouyi device):")
        print("\n".join(lines))
    if show_causes:
        causes = collections.Counter(cause_of(m) for _, _, o, m in results + tutorials
                                     if o == "failed")
        print("\nfailures by cause:")
        for cause, count in causes.most_common():
            print(f"  {count:>5}  {cause}")
    totals = collections.Counter(outcome for _, _, outcome, _ in results)
    ran = totals["passed"] + totals["failed"]
    rate = 100 * totals["passed"] / ran if ran else 0.0
    print(f"\n{len(per_file)} files run, {len(out_of_scope)} out of scope; "
          f"{totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped")
    if per_file:
        print(f"upstream suite: {totals['passed']} of {ran} passed ({rate:.1f}%)")
    if tutorials:
        count = len({r[0] for r in tutorials})
        print(f"upstream tutorials: {tutorials_passed} of {count} passed")
    if engine in ("native", "checked"):
        disagreements = sum(DISAGREEMENT in message for _, _, outcome, message
                            in results + tutorials if outcome == "failed")
        print(f"{engine} engine: {disagreements} tests where the native run disagreed "
              f"with the simulator")


def main(argv=None):
    args = parse_args(argv)
    scratch = tempfile.mkdtemp(prefix="compass-upstream-suite-")
    try:
        directory = export_tests(os.path.abspath(args.upstream), scratch)
        files, out_of_scope = classify(directory, args.files)
        if not files:
            sys.exit(f"error: no test or tutorial file of {args.upstream} matches {args.files!r}")
        results = read_results(run_pytest(directory, files, args))
        report(results, out_of_scope, args.causes, args.engine)
        if args.json_out:
            with open(args.json_out, "w") as out:
                json.dump({"results": results, "out_of_scope": out_of_scope}, out, indent=1)
    finally:
        if args.keep:
            print(f"scratch directory kept: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
