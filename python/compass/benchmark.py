"""Timing a built kernel on POCL: `Executor.benchmark` and its result.

The loop is upstream's (TVM's time evaluator): one untimed warm-up run, then
`repeat` measurements, each the mean of `number` runs. The warm-up is the
checked C, so that a fault is reported at its line before anything is
timed; the measurements run the plain C. Arguments are copied to the device
once, before the loop, so transfers are not timed; a run ends when the
OpenCL queue has finished it. The result has upstream's shape:
`results` (seconds, one a repeat), `mean`, `median`, `max`, `min`, `std`,
and prints as a table of milliseconds.
"""

import statistics


class BenchmarkResult:
    """Runtimes of `repeat` measurements, in seconds."""

    def __init__(self, results):
        self.results = tuple(results)
        self.mean = statistics.fmean(self.results)
        self.median = statistics.median(self.results)
        self.max = max(self.results)
        self.min = min(self.results)
        self.std = statistics.pstdev(self.results)

    def __str__(self):
        names = ("mean (ms)", "median (ms)", "max (ms)", "min (ms)", "std (ms)")
        values = (self.mean, self.median, self.max, self.min, self.std)
        header = " ".join(f"{name:^12}" for name in names)
        row = " ".join(f"{value * 1000:^12.4f}" for value in values)
        return f"Execution time summary:\n{header}\n{row}\n"

    def __repr__(self):
        return (f"BenchmarkResult(min={self.min}, mean={self.mean}, median={self.median}, "
                f"max={self.max}, std={self.std}, results={self.results})")


def _check_count(name, value, minimum):
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ValueError(f'The arg "{name}" of "benchmark" expect an integer >= {minimum}, '
                         f'but got: {value!r}.')


def timing(repeat=2, number=3, min_repeat_ms=0, limit_zero_time_iterations=100,
           cooldown_interval_ms=0, repeats_to_cooldown=1):
    """The checked timing options of a benchmark, as the POCL worker
    (opencl_worker.py) takes them: it runs the loop described above."""
    _check_count("repeat", repeat, 1)
    _check_count("number", number, 1)
    _check_count("min_repeat_ms", min_repeat_ms, 0)
    _check_count("limit_zero_time_iterations", limit_zero_time_iterations, 0)
    _check_count("cooldown_interval_ms", cooldown_interval_ms, 0)
    _check_count("repeats_to_cooldown", repeats_to_cooldown, 1)
    return {"repeat": repeat, "number": number, "min_repeat_ms": min_repeat_ms,
            "limit_zero_time_iterations": limit_zero_time_iterations,
            "cooldown_interval_ms": cooldown_interval_ms, "repeats_to_cooldown": repeats_to_cooldown}
