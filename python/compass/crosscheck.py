"""One kernel call checked on a second execution path: the native tier beside the simulator.

`check_native(prim_func, inputs, simulated)` runs `prim_func` natively
(compass.jit) on `inputs`, copies of the arguments taken before the
simulator's run, and requires what the simulator left, `simulated`, bit for bit
in every array (NaN payloads and signed zeros too) and the simulator's S.printf
text exactly. Compass's own tests (the `both` fixture) and
scripts/upstream_suite.py --engine native check every kernel call this way.
"""

import contextlib
import io

import numpy as np

from .native import JitFunction
from .script import simulation

#: What a disagreement's message starts with (upstream_suite.py counts them).
DISAGREEMENT = "the native run (compass.jit) differs from the simulator"


def assert_same_bits(actual, expected, message):
    """`actual` holds `expected`'s bytes exactly (NaN payloads, -0.0 and all); the
    AssertionError names the first differing element and both values."""
    got = np.frombuffer(np.ascontiguousarray(actual).tobytes(), np.uint8)
    want = np.frombuffer(np.ascontiguousarray(expected).tobytes(), np.uint8)
    if got.shape == want.shape and np.array_equal(got, want):
        return
    if got.shape != want.shape:
        raise AssertionError(f"{message}: {got.size} bytes, the simulator's {want.size}")
    index = int(np.flatnonzero(got != want)[0]) // max(expected.itemsize, 1)
    flat_actual, flat_expected = np.ravel(actual), np.ravel(expected)
    raise AssertionError(f"{message}: first at element {index}: {flat_actual[index]!r} "
                         f"natively, {flat_expected[index]!r} in the simulator")


def check_native(prim_func, inputs, simulated, target=None):
    """Runs `prim_func` natively on `inputs` and compares it with the simulator's run of the
    same call (`simulated`: its arguments after the run; its printed text is the latest
    simulator run's of `prim_func`). Raises AssertionError on a disagreement, the native
    path's own error when it fails (CompassNotLoweredError for what it cannot run)."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        JitFunction(prim_func, target)(*inputs)
    for index, (native, expected) in enumerate(zip(inputs, simulated)):
        if isinstance(expected, np.ndarray):
            assert_same_bits(native, expected,
                             f"argument {index} of {prim_func.name}: {DISAGREEMENT}")
    expected_text = simulation.program(prim_func, target)[0].last_output.decode(
        "utf-8", "replace")
    if printed.getvalue() != expected_text:
        raise AssertionError(f"{prim_func.name}: {DISAGREEMENT}: it printed "
                             f"{printed.getvalue()!r}, the simulator {expected_text!r}")
