"""The mutation check: does breaking one rule make a test fail?

Each mutant in scripts/mutants.toml replaces one exact snippet of one file
by another (a one-line change to a semantic rule). For each mutant this
applies the change to the tree, rebuilds incrementally, runs the mutant's
own pytest files, then lit, then all of pytest (each fail-fast; its own
tests first because most mutants die there in seconds; one file's mutants
one after another, so that a restore costs no extra compile), restores the
file and prints one line: the name, killed / survived / stale (the snippet
is not found exactly once, or the mutant does not build) and the seconds.
The last line is the score. The tree is restored on every exit (Ctrl-C and
build errors included) and rebuilt at the end.

    python3 scripts/mutation.py [--only PATTERN] [--list] [--check]
                                [--random N [--seed S]]

--random draws N one-line operator mutants nobody chose instead of the list
(scripts/random_mutants.py), as a review does: each survivor is a rule no
test pins, or a change that does not alter the program's meaning.
"""

import argparse
import os
import re
import signal
import subprocess
import sys
import time
import tomllib

import random_mutants

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.environ.get("COMPASS_BUILD_DIR", os.path.join(ROOT, "build"))
MUTANTS = os.path.join(ROOT, "scripts", "mutants.toml")
LIT = "/usr/lib/llvm-22/bin/lit"
PYTHON = "/usr/bin/python3"
FIELDS = {"name", "file", "snippet", "replacement", "rule"}
# A mutant that makes a run hang is killed once a stage takes this long
# (COMPASS_MUTATION_TIMEOUT seconds: raise it when the machine is shared).
STAGE_TIMEOUT = int(os.environ.get("COMPASS_MUTATION_TIMEOUT", "900"))


class Interrupted(Exception):
    """SIGTERM, turned into an exception so that `finally` restores."""


def load_mutants(path):
    """The mutants of `path`, checked for the fields each needs."""
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    mutants = data.get("mutant", [])
    names = set()
    for index, mutant in enumerate(mutants):
        missing = FIELDS - set(mutant)
        unknown = set(mutant) - FIELDS - {"tests"}
        where = f"{path}: mutant #{index + 1} ({mutant.get('name', '?')})"
        if missing or unknown:
            sys.exit(f"{where}: missing {sorted(missing)} / unknown {sorted(unknown)} fields")
        if mutant["snippet"] == mutant["replacement"]:
            sys.exit(f"{where}: the replacement equals the snippet")
        if mutant["name"] in names:
            sys.exit(f"{where}: duplicate name")
        names.add(mutant["name"])
    return mutants


def run_stage(command, env=None):
    """"passed", "failed" or "timed out" (which kills the mutant too)."""
    try:
        result = subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, timeout=STAGE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return "timed out"
    return "passed" if result.returncode == 0 else "failed"


def build():
    """Incremental build; its output when it fails, else None."""
    result = subprocess.run(["ninja", "-C", BUILD], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    return None if result.returncode == 0 else result.stdout


def test_env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.join(BUILD, "python_packages")
    env["COMPASS_BUILD_DIR"] = BUILD
    # The mutated file no longer holds its snippet: tests of the list itself
    # must not be what kills the mutant.
    env["COMPASS_MUTANT_APPLIED"] = "1"
    return env


def pytest_command(paths):
    return [PYTHON, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *paths]


def kill(mutant):
    """How the mutant died ("its tests", "lit", "pytest", each possibly
    "(timed out)") or None."""
    env = test_env()
    targeted = [os.path.join(ROOT, path) for path in mutant.get("tests", [])]
    # Whole files on both cores (the failing test comes sooner); single tests
    # alone, where starting the workers would cost more than it saves.
    spread = ["-n", "2"] if any("::" not in path for path in targeted) else []
    stages = [("its tests", pytest_command(targeted + spread))] if targeted else []
    stages += [("lit", [LIT, "-q", "--max-failures=1", os.path.join(BUILD, "test")]),
               ("pytest", pytest_command([os.path.join(ROOT, "test", "python"), "-n", "2"]))]
    for name, command in stages:
        outcome = run_stage(command, env)
        if outcome != "passed":
            return name if outcome == "failed" else f"{name} (timed out)"
    return None


def try_mutant(mutant):
    """(status, detail) of one mutant; the file is restored on return."""
    path = os.path.join(ROOT, mutant["file"])
    if not os.path.exists(path):
        return "stale", "the file is missing"
    with open(path, encoding="utf-8") as handle:
        original = handle.read()
    count = original.count(mutant["snippet"])
    if count != 1:
        return "stale", f"the snippet occurs {count} times"
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original.replace(mutant["snippet"], mutant["replacement"]))
        failure = build()
        if failure is not None:
            last = [line for line in failure.splitlines() if "error:" in line][:1]
            return "stale", "does not build" + (f": {last[0].strip()}" if last else "")
        how = kill(mutant)
        return ("killed", f"by {how}") if how else ("survived", "no test failed")
    finally:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", metavar="PATTERN",
                        help="run the mutants whose name or file matches this regular expression")
    parser.add_argument("--mutants", metavar="FILE", default=MUTANTS,
                        help="the mutant list (default: scripts/mutants.toml)")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--check", action="store_true",
                        help="only check that every snippet occurs exactly once (no build)")
    parser.add_argument("--random", metavar="N", type=int,
                        help="N random operator mutants of the sources instead of the list")
    parser.add_argument("--seed", type=int, default=1, help="the seed of --random (default 1)")
    options = parser.parse_args()

    if options.random is not None:
        mutants = random_mutants.sample(ROOT, options.random, options.seed)
    else:
        mutants = load_mutants(options.mutants)
    if options.only:
        pattern = re.compile(options.only)
        mutants = [m for m in mutants if pattern.search(m["name"]) or pattern.search(m["file"])]
    # A file's mutants one after another: restoring a file and mutating the
    # same file again costs one compile, not two.
    first_seen = {}
    for mutant in mutants:
        first_seen.setdefault(mutant["file"], len(first_seen))
    mutants.sort(key=lambda mutant: first_seen[mutant["file"]])
    if options.list:
        for mutant in mutants:
            print(f"{mutant['name']:44} {mutant['file']}: {mutant['rule']}")
        return 0
    if not mutants:
        sys.exit("no mutant matches")
    if options.check:
        stale = 0
        for mutant in mutants:
            path = os.path.join(ROOT, mutant["file"])
            text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
            if text.count(mutant["snippet"]) != 1:
                stale += 1
                print(f"{mutant['name']:44} stale     the snippet occurs "
                      f"{text.count(mutant['snippet'])} times in {mutant['file']}")
        print(f"{len(mutants) - stale}/{len(mutants)} snippets found exactly once")
        return 1 if stale else 0

    def on_term(signum, frame):
        raise Interrupted()
    signal.signal(signal.SIGTERM, on_term)
    # Ctrl-C raises KeyboardInterrupt even where SIGINT came in ignored.
    signal.signal(signal.SIGINT, signal.default_int_handler)

    files = sorted({m["file"] for m in mutants})
    dirty = subprocess.run(["git", "status", "--porcelain", "--", *files], cwd=ROOT,
                           stdout=subprocess.PIPE, text=True).stdout.strip()
    if dirty:
        sys.exit(f"commit or stash the changes to the mutated files first:\n{dirty}")
    failure = build()
    if failure is not None:
        sys.exit(f"the unmutated tree does not build:\n{failure[-2000:]}")

    counts = {"killed": 0, "survived": 0, "stale": 0}
    started = time.monotonic()
    interrupted = False
    try:
        for mutant in mutants:
            begin = time.monotonic()
            status, detail = try_mutant(mutant)
            counts[status] += 1
            print(f"{mutant['name']:44} {status:9} {time.monotonic() - begin:6.1f}s  {detail}",
                  flush=True)
    except (KeyboardInterrupt, Interrupted):
        interrupted = True
        print("interrupted: the mutated file is restored", flush=True)
    finally:
        # Back to the build of the unmutated tree.
        if build() is not None:
            print("warning: the restored tree does not build", flush=True)
    left = subprocess.run(["git", "status", "--porcelain", "--", *files], cwd=ROOT,
                          stdout=subprocess.PIPE, text=True).stdout.strip()
    if left:
        print(f"warning: files differ from git after the run:\n{left}", flush=True)
    total = sum(counts.values())
    score = 100.0 * counts["killed"] / total if total else 0.0
    print(f"score: {counts['killed']}/{total} killed ({score:.0f}%), {counts['survived']} survived, "
          f"{counts['stale']} stale in {time.monotonic() - started:.0f}s"
          + (" (interrupted)" if interrupted else ""))
    return 0 if counts["killed"] == total and not interrupted and not left else 1


if __name__ == "__main__":
    sys.exit(main())
