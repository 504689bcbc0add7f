#!/usr/bin/python3
"""Our builtin calls against the C upstream's own tests expect, kernel by kernel.

    PYTHONPATH=build/python_packages /usr/bin/python3 bench/upstream_c_counts.py UPSTREAM

UPSTREAM is a checkout or a bare git directory of Arm-China/Compass_Apache_TVM. Its tests
that check the emitted C (test_opt_pass_*.py and test_codegen_*.py) run unchanged through
scripts/upstream_shim, as in scripts/upstream_suite.py, with bench/upstream_c_recorder.py
recording the C of every kernel built and the snippets each test looks for in it.

Upstream's expected C is known only as those snippets, so the comparison is made statement by
statement: for each snippet that assigns (`b[0] = __vlsl(a[0], 2)`, a literal or a regular
expression), the builtin calls (`__name(`) it spells out against the calls our C makes to
compute the same left-hand side, temporaries included (a `_N` it reads counts with the calls
that compute it, once). It prints each such statement, then per test the builtin calls of our
whole kernels with and without the optimizer (compass-lower's optimizer passes disabled) and
how many of the test's snippets our C contains; the last lines sum it up.
"""

import argparse
import collections
import glob
import importlib.util
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILES = "test_opt_pass_*.py,test_codegen_*.py"
CALL = re.compile(r"\b__v?[a-z0-9_]+\(")
TEMPORARY = re.compile(r"^\s*[\w ]+?\b(_\d+) = (.*);\s*$", re.M)
ASSIGNMENT = re.compile(r"^\s*([^=\s][^=]*?) = ")
OPTIMIZER_PASSES = ("compass-remove-loop-guards", "compass-combine-instructions",
                    "compass-simplify")


def load_suite():
    spec = importlib.util.spec_from_file_location("upstream_suite",
                                                  ROOT / "scripts" / "upstream_suite.py")
    suite = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(suite)
    return suite


def calls_in_code(code):
    return len(CALL.findall(code))


def snippet_text(snippet):
    text = snippet["text"]
    return re.sub(r"\\(.)", r"\1", text) if snippet["regex"] else text


def statement_calls(code, target):
    """Builtin calls our `code` makes to compute the statements assigning `target`, the
    temporaries they read included (each once); None when no statement assigns it."""
    temporaries = dict(TEMPORARY.findall(code))
    statements = [line for line in code.splitlines() if line.strip().startswith(target + " = ")]
    if not statements:
        return None
    seen, pending, calls = set(), list(statements), 0
    while pending:
        text = pending.pop()
        calls += len(CALL.findall(text))
        for name in re.findall(r"\b_\d+\b", text):
            if name in temporaries and name not in seen:
                seen.add(name)
                pending.append(temporaries[name])
    return calls


def compared_statements(codes, snippets):
    """[(snippet, upstream's calls, ours)] for the snippets that assign."""
    rows = []
    for snippet in snippets:
        text = snippet_text(snippet)
        match = ASSIGNMENT.match(text)
        if not match or not CALL.search(text):
            continue
        ours = [statement_calls(code, match.group(1).strip()) for code in codes]
        ours = [count for count in ours if count is not None]
        if ours:
            rows.append((text, len(CALL.findall(text)), min(ours)))
    return rows


def distinct(snippets):
    return list({(s["text"], s["regex"]): s for s in snippets}.values())


def record(suite, directory, files, disabled, jobs):
    """{test id: {"codes": [...], "snippets": [...]}} of one run of `files`."""
    out = os.path.join(directory, "records-" + ("plain" if disabled else "opt"))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([suite.SHIM, str(ROOT / "bench"),
                                         os.path.join(suite.build_dir(), "python_packages"),
                                         env.get("PYTHONPATH", "")])
    env["UPSTREAM_C_RECORDS"] = out
    env.setdefault("POCL_CACHE_DIR", os.path.join(directory, "pocl-cache"))
    env["UPSTREAM_C_DISABLED_PASSES"] = ",".join(disabled)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
               "-p", "upstream_c_recorder", "--rootdir", directory, "-W",
               "ignore::DeprecationWarning", *files]
    if jobs > 1:
        command += ["-n", str(jobs)]
    subprocess.run(command, cwd=directory, env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    records = {}
    for path in glob.glob(out + ".*.json"):
        with open(path) as handle:
            records.update(json.load(handle))
    return records


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("upstream", help="a checkout or a bare git directory of upstream")
    parser.add_argument("-j", dest="jobs", type=int, default=2, help="pytest workers")
    parser.add_argument("--files", default=FILES, help="globs of upstream test files")
    options = parser.parse_args()

    suite = load_suite()
    with tempfile.TemporaryDirectory(prefix="upstream-c-") as scratch:
        directory = suite.export_tests(options.upstream, scratch)
        files, _ = suite.classify(directory, options.files)
        with open(os.path.join(suite.SHIM, "conftest.py")) as shim_conftest:
            pathlib.Path(directory, "conftest.py").write_text(shim_conftest.read())
        optimized = record(suite, directory, files, (), options.jobs)
        plain = record(suite, directory, files, OPTIMIZER_PASSES, options.jobs)

    print(f"{'upstream statement':72} {'upstream':>8} {'ours':>5}")
    statements = collections.Counter()
    for test in sorted(optimized):
        snippets = distinct(optimized[test]["snippets"])
        for text, theirs, ours in compared_statements(optimized[test]["codes"], snippets):
            print(f"{text[:72]:72} {theirs:8} {ours:5}")
            statements.update(all=1, fewer=ours < theirs, same=ours == theirs,
                              more=ours > theirs)

    print(f"\n{'upstream test':64} {'plain':>5} {'opt':>5}  snippets found")
    totals = collections.Counter()
    for test in sorted(optimized):
        codes, snippets = optimized[test]["codes"], distinct(optimized[test]["snippets"])
        ours = sum(calls_in_code(code) for code in codes)
        before = sum(calls_in_code(code) for code in plain.get(test, {}).get("codes", codes))
        found = sum(snippet["found"] for snippet in snippets)
        name = test.split("::", 1)[1] if "::" in test else test
        print(f"{name[:64]:64} {before:5} {ours:5}  {found}/{len(snippets)}")
        totals.update(tests=1, plain=before, opt=ours, snippets=len(snippets), found=found)
    print(f"\n{totals['tests']} tests: {totals['plain']} builtin calls without the optimizer, "
          f"{totals['opt']} with it; our C contains {totals['found']} of the "
          f"{totals['snippets']} snippets they look for.")
    print(f"{statements['all']} statements whose C upstream's tests spell out: ours makes fewer "
          f"builtin calls in {statements['fewer']}, as many in {statements['same']}, more in "
          f"{statements['more']}.")

if __name__ == "__main__":
    main()
