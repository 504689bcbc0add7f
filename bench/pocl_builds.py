"""Times `ex(...)` on POCL for two builds of Compass side by side, in one run.

    /usr/bin/python3 bench/pocl_builds.py BEFORE/python_packages AFTER/python_packages [--rounds N]

Each build's package runs in a process of its own (a child importing compass
from that directory), both warm (one untimed call of every kernel first);
the two are then timed in alternating rounds on the kernels of
sim_vs_pocl.py, so that the machine's load falls on both alike. It prints,
per kernel, the best time of each build over all rounds and their ratio.
Not part of the tests; bench/README.md records a run.
"""

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The child: imports sim_vs_pocl's kernels with the package found on
# PYTHONPATH, answers "round" with one timing per kernel (best of `repeat`).
CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import sim_vs_pocl as bench
from compass import BuildManager
cases = [(name, BuildManager().build(kernel), make_args, check)
         for name, kernel, make_args, check, _ in bench.kernels()]
for name, ex, make_args, check in cases:
    args = make_args()
    ex(*args)
    if not check(args):
        raise SystemExit(f"{name}: POCL's result is wrong")
print(json.dumps([name for name, _, _, _ in cases]), flush=True)
for line in sys.stdin:
    repeat = int(line)
    print(json.dumps([bench.best_of(repeat, make_args, lambda a, ex=ex: ex(*a))
                      for _, ex, make_args, _ in cases]), flush=True)
"""


def start(package):
    env = dict(os.environ, PYTHONPATH=os.path.abspath(package))
    child = subprocess.Popen([sys.executable, "-c", CHILD, HERE], env=env, text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    return child, json.loads(child.stdout.readline())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", help="the first build's python_packages directory")
    parser.add_argument("after", help="the second build's python_packages directory")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=5, help="timed calls per round")
    options = parser.parse_args()

    children = [start(options.before), start(options.after)]
    names = children[0][1]
    best = [[float("inf")] * len(names) for _ in children]
    for _ in range(options.rounds):
        for side, (child, _) in enumerate(children):
            child.stdin.write(f"{options.repeat}\n")
            child.stdin.flush()
            for index, seconds in enumerate(json.loads(child.stdout.readline())):
                best[side][index] = min(best[side][index], seconds)
    for child, _ in children:
        child.stdin.close()
        child.wait()

    header = f"{'kernel (ex(...) on POCL)':38} {'before':>10} {'after':>10} {'after/before':>13}"
    print(f"best of {options.rounds} alternating rounds x {options.repeat} calls\n")
    print(header)
    print("-" * len(header))
    for index, name in enumerate(names):
        before, after = best[0][index], best[1][index]
        print(f"{name:38} {before * 1e3:8.2f}ms {after * 1e3:8.2f}ms {after / before:12.2f}x")


if __name__ == "__main__":
    main()
