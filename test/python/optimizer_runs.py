"""Running one kernel with and without the optimizer passes, on both paths.

Shared by the optimizer's tests and bench/optimizer_counts.py: the lowering
with compass-remove-loop-guards, compass-combine-instructions and
compass-simplify (the default) and without them (BuildManager's
disabled_pass), each run in the simulator and on POCL on fresh arguments.
"""

import re

import numpy as np

from compass import BuildManager, _compass
from compass.script.simulation import simulator_arguments

OPTIMIZER_PASSES = ("compass-remove-loop-guards", "compass-combine-instructions",
                    "compass-simplify")
TARGET = "X2_1204"


class Variant:
    """One lowering of a kernel: its compass-level IR, OpenCL C and runners."""

    def __init__(self, kernel, disabled):
        # The build's own lowered module is the one the simulator runs.
        self.executor = BuildManager(TARGET, disabled_pass=list(disabled)).build(kernel)
        self.module, self.params = self.executor.module, self.executor.params
        self.program = _compass.simulator.Program(self.module, TARGET)
        self.name = kernel.name
        self.steps = None

    @property
    def ir(self):
        return str(self.module)

    def simulate(self, args):
        self.steps = self.program.run(simulator_arguments(self.name, self.params, args))
        return args

    def run_on_pocl(self, args):
        self.executor(*args)
        return args

    def builtin_calls(self):
        """The calls of `__`-builtins in the kernel's OpenCL C."""
        body = self.executor.c_code.split("__kernel", 1)[1]
        return len(re.findall(r"\b__v?[a-z0-9_]+\(", body))


def optimized_and_plain(kernel):
    """(optimized, plain) variants of `kernel`."""
    return Variant(kernel, ()), Variant(kernel, OPTIMIZER_PASSES)


def run_variants(optimized, plain, make_args):
    """Runs both variants on both paths on fresh arguments: results[(path,
    "optimized" | "plain")] is the argument list after the run."""
    results = {}
    for label, variant in (("optimized", optimized), ("plain", plain)):
        results[("simulator", label)] = variant.simulate(make_args())
        results[("POCL", label)] = variant.run_on_pocl(make_args())
    return results


def run_all(kernel, make_args):
    """Runs `kernel` four ways on fresh arguments; returns (optimized, plain,
    results) as run_variants."""
    optimized, plain = optimized_and_plain(kernel)
    return optimized, plain, run_variants(optimized, plain, make_args)


def assert_same_bits(results):
    """The simulator gives the same bytes with and without the optimizer, in
    every argument (the lanes a mask left undefined included: it fills them
    with a fixed poison pattern). The C computes such lanes where a builtin
    without r prints without its constant mask, so on POCL they depend on the
    instructions chosen; its defined lanes are checked against NumPy."""
    for path in ("simulator",):
        for index, (opt, plain) in enumerate(zip(results[(path, "optimized")],
                                                 results[(path, "plain")])):
            if isinstance(opt, np.ndarray):
                np.testing.assert_array_equal(
                    opt.view(np.uint8), plain.view(np.uint8),
                    err_msg=f"{path}: argument {index} differs with the optimizer")


def extreme_lanes(rng, dtype, n):
    """n random integers of dtype from `rng`, the first four its minimum, maximum, 0 and
    -1 (1 when unsigned)."""
    info = np.iinfo(dtype)
    values = rng.integers(info.min, int(info.max) + 1, n, dtype=np.int64)
    values[:4] = [info.min, info.max, 0, -1 if info.min < 0 else 1]
    return values.astype(dtype)
