"""Times POCL's first call of a kernel (its OpenCL build included) under two
work-group methods side by side, in one run.

    PYTHONPATH=build/python_packages /usr/bin/python3 bench/pocl_compile.py [--rounds N]
        [--methods workitemrepl loopvec]

POCL 3.1 left to itself replicates the kernel body per work-item for the four
work-items of a Compass launch (it compiles as slowly as an explicit
"workitemrepl"); the POCL worker asks for "loopvec" instead
(compass/opencl_worker.py). Each (method, round) runs in a child process of
its own with an empty POCL cache, so every first call builds: the child
times it for each kernel of sim_vs_pocl.py, checks the result, then times
the best of three warm calls. Methods alternate within each round so that
the machine's load falls on both alike; it prints the best of the rounds
per kernel and method and the ratios. Not part of the tests; bench/README.md
records a run.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import sim_vs_pocl as bench
from compass import BuildManager
rows = []
for name, kernel, make_args, check, _ in bench.kernels():
    ex = BuildManager().build(kernel)
    args = make_args()
    start = time.perf_counter()
    ex(*args)
    first = time.perf_counter() - start
    if not check(args):
        raise SystemExit(f"{name}: POCL's result is wrong")
    rows.append((name, first, bench.best_of(3, make_args, lambda a: ex(*a))))
print(json.dumps(rows))
"""


def one_round(method):
    with tempfile.TemporaryDirectory(prefix="compass-pocl-cache-") as cache:
        env = dict(os.environ, POCL_WORK_GROUP_METHOD=method, POCL_CACHE_DIR=cache)
        done = subprocess.run([sys.executable, "-c", CHILD, HERE], env=env, text=True,
                              stdout=subprocess.PIPE, check=True)
    return json.loads(done.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--methods", nargs=2, default=["workitemrepl", "loopvec"])
    options = parser.parse_args()

    best = {}  # (method, kernel) -> [first call, warm call]
    names = []
    for _ in range(options.rounds):
        for method in options.methods:
            for name, first, warm in one_round(method):
                if name not in names:
                    names.append(name)
                old = best.get((method, name), [float("inf")] * 2)
                best[(method, name)] = [min(old[0], first), min(old[1], warm)]

    a, b = options.methods
    print(f"best of {options.rounds} rounds, an empty POCL cache each; "
          f"first = the first call (build included), warm = best of 3 later calls\n")
    header = (f"{'kernel (ex(...) on POCL)':36} {'first ' + a:>18} {'first ' + b:>14} {'ratio':>6}"
              f" {'warm ' + a:>18} {'warm ' + b:>13} {'ratio':>6}")
    print(header)
    print("-" * len(header))
    totals = [0.0, 0.0]
    for name in names:
        (fa, wa), (fb, wb) = best[(a, name)], best[(b, name)]
        totals[0] += fa
        totals[1] += fb
        print(f"{name:36} {fa * 1e3:16.0f}ms {fb * 1e3:12.0f}ms {fb / fa:5.2f}x"
              f" {wa * 1e3:16.2f}ms {wb * 1e3:11.2f}ms {wb / wa:5.2f}x")
    print(f"{'all first calls':36} {totals[0] * 1e3:16.0f}ms {totals[1] * 1e3:12.0f}ms "
          f"{totals[1] / totals[0]:5.2f}x")


if __name__ == "__main__":
    main()
