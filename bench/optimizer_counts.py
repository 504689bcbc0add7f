#!/usr/bin/python3
"""What the optimizer passes save: counts with and without them, side by side.

    PYTHONPATH=build/python_packages /usr/bin/python3 bench/optimizer_counts.py

For the kernels of test/python/test_optimizer.py (run in the simulator on their
test arguments) and every entry @S.prim_func of samples/ (static counts only): the
builtin calls (`__name(`) in the body of the emitted OpenCL C (C operators
such as `a * b` are not counted: so x * 4 → __vlsl(x, 2) adds one), the compass
operations of the lowered IR and, for the test kernels, the instructions the
simulator executed. "plain" is the lowering with the optimizer passes
(compass-remove-loop-guards, compass-combine-instructions, compass-simplify)
disabled, "opt" the default.
"""

import contextlib
import importlib
import io
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "test" / "python"), str(ROOT / "samples")]

from compass import CompassError  # noqa: E402
from compass.script.functions import PrimFunc  # noqa: E402
from optimizer_runs import optimized_and_plain  # noqa: E402
import test_optimizer  # noqa: E402


def compass_ops(variant):
    return variant.ir.count("= compass.") + variant.ir.count(" compass.vstore ")


def row(name, optimized, plain, steps=None):
    counts = [plain.builtin_calls(), optimized.builtin_calls(), compass_ops(plain),
              compass_ops(optimized)]
    text = f"{name:32} {counts[0]:6} {counts[1]:6} {counts[2]:6} {counts[3]:6}"
    if steps:
        text += f" {steps[0]:9} {steps[1]:9} {steps[1] / steps[0]:6.2f}"
    print(text)
    return counts, steps


def main():
    print(f"{'kernel':32} {'C calls':>13} {'compass ops':>13} {'executed instructions':>26}")
    print(f"{'':32} {'plain':>6} {'opt':>6} {'plain':>6} {'opt':>6} {'plain':>9} {'opt':>9} "
          f"{'ratio':>6}")
    totals = [0, 0, 0, 0]
    steps_total = [0, 0]
    for name, kernel, make_args in test_optimizer.all_cases():
        optimized, plain = optimized_and_plain(kernel)
        plain.simulate(make_args())
        optimized.simulate(make_args())
        counts, steps = row(name, optimized, plain, (plain.steps, optimized.steps))
        totals = [t + c for t, c in zip(totals, counts)]
        steps_total = [steps_total[0] + steps[0], steps_total[1] + steps[1]]
    for sample in sorted((ROOT / "samples").glob("*.py")):
        module = importlib.import_module(sample.stem)
        for attr in sorted(vars(module)):
            kernel = getattr(module, attr)
            if not isinstance(kernel, PrimFunc):
                continue
            try:
                # The build reports a refusal on stderr too; a subroutine's is expected.
                with contextlib.redirect_stderr(io.StringIO()):
                    variants = optimized_and_plain(kernel)
            except CompassError:
                continue  # a subroutine (e.g. of lsram pointers): counted in its callers
            counts, _ = row(f"{sample.stem}.{attr}", *variants)
            totals = [t + c for t, c in zip(totals, counts)]
    print(f"{'total':32} {totals[0]:6} {totals[1]:6} {totals[2]:6} {totals[3]:6} "
          f"{steps_total[0]:9} {steps_total[1]:9} {steps_total[1] / steps_total[0]:6.2f}")
    print(f"C calls opt/plain: {totals[1] / totals[0]:.3f}; "
          f"compass ops opt/plain: {totals[3] / totals[2]:.3f}")


if __name__ == "__main__":
    main()
