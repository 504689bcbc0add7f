"""Kernel calls checked across execution paths: the simulator, POCL and the native tier.

`Crosscheck(paths)` runs a call on its first path in place and on every other path on copies
of the arguments taken before the call, and requires the first path's bytes in every array
(NaN payloads and signed zeros too: the paths share the math functions' algorithms, so no
tolerance is needed) and, between the simulator and the native tier, the same S.printf text.
A builtin a path cannot run (S.aiff, inline assembly) leaves the call out on that path,
counted in the path's ledger. It is the one implementation of the check: the pytest plugin
(compass.pytest_plugin, `--compass-paths`), Compass's own `both` fixture,
scripts/upstream_suite.py --engine native and the fuzzer all use it. `check_native_error`
holds the checked native mode (compass.jit(f, checked=True)) to the simulator's error.
"""

import contextlib
import io
import re

import numpy as np

from .build_manager import BuildManager, Executor
from .errors import CompassError, CompassRuntimeError
from .native import JitFunction
from .script import simulation
from .script.arguments import copies_of

# The paths' own runs, taken before the pytest plugin routes f(*args) and ex(*args) here.
_SIMULATE = simulation.run
_ON_POCL = Executor.run

PATHS = ("sim", "pocl", "native", "checked")

#: How a message names where a value came from ("checked": natively, every memory access
#: checked: compass.jit(f, checked=True)).
WHERE = {"sim": "in the simulator", "pocl": "on POCL", "native": "natively",
         "checked": "natively (checked)"}

#: What a disagreement's message says (scripts/upstream_suite.py counts them).
DISAGREEMENT = "the paths disagree"

# The refusal of a builtin a path cannot run (CompassDialect's describeUnrunnable).
_REFUSED = re.compile(r"'([\w.]+)' is not lowered|(S\.\w+) cannot run")


def first_difference(actual, expected):
    """None when `actual` holds `expected`'s bytes exactly; else (element index, actual
    value, expected value), or (None, actual bytes, expected bytes) when the sizes differ."""
    got = np.frombuffer(np.ascontiguousarray(actual).tobytes(), np.uint8)
    want = np.frombuffer(np.ascontiguousarray(expected).tobytes(), np.uint8)
    if got.shape == want.shape and np.array_equal(got, want):
        return None
    if got.shape != want.shape:
        return None, got.size, want.size
    index = int(np.flatnonzero(got != want)[0]) // max(expected.itemsize, 1)
    return index, np.ravel(actual)[index], np.ravel(expected)[index]


def assert_same_bits(actual, expected, message, where=("natively", "in the simulator")):
    """`actual` holds `expected`'s bytes exactly; the AssertionError names the first differing
    element and both values, `where` each came from."""
    difference = first_difference(actual, expected)
    if difference is None:
        return
    at, got, want = difference
    if at is None:
        raise AssertionError(f"{message}: {got} bytes {where[0]}, {want} bytes {where[1]}")
    raise AssertionError(f"{message}: first at element {at}: {got!r} {where[0]}, "
                         f"{want!r} {where[1]}")


class PathLedger:
    """What one checked path did: calls compared, and calls left out because the path refused
    a builtin of the kernel."""

    def __init__(self):
        self.compared = 0
        self.refused = 0
        self.kernels = set()          # where the compared kernels are defined
        self.refused_kernels = set()  # where the left-out kernels are defined
        self.builtins = {}            # builtin refused → calls it left out

    def dump(self):
        return {"compared": self.compared, "refused": self.refused,
                "kernels": sorted(self.kernels), "refused_kernels": sorted(self.refused_kernels),
                "builtins": self.builtins}

    def merge(self, data):
        self.compared += data["compared"]
        self.refused += data["refused"]
        self.kernels |= {tuple(k) for k in data["kernels"]}
        self.refused_kernels |= {tuple(k) for k in data["refused_kernels"]}
        for name, count in data["builtins"].items():
            self.builtins[name] = self.builtins.get(name, 0) + count

    def line(self, path):
        left_out = "not lowered" if path in ("native", "checked") else "refused"
        name = {"sim": "simulator", "checked": "checked native"}.get(path, path)
        text = (f"{name} path: {self.compared} kernel runs compared bit for bit "
                f"({len(self.kernels)} kernels), {self.refused} {left_out} "
                f"({len(self.refused_kernels)} kernels)")
        if self.builtins:
            ranked = sorted(self.builtins.items(), key=lambda item: (-item[1], item[0]))
            text += f"; {left_out}: " + ", ".join(f"{op} ({count})" for op, count in ranked)
        return text


def _where(prim_func):
    source = prim_func.source
    return (source.file, source.tree.lineno + source.line_offset, prim_func.name)


class Crosscheck:
    """Runs kernel calls on `paths` (of PATHS) and compares them; a ledger per path."""

    def __init__(self, paths):
        self.paths = tuple(paths)
        self.ledgers = {path: PathLedger() for path in PATHS}
        self._executors = {}  # (id of a prim_func, target) → (prim_func, Executor)

    def run_on(self, path, prim_func, args, target=None):
        """Runs `prim_func` on `args` in place on `path`; what it printed goes to sys.stdout."""
        if path == "sim":
            _SIMULATE(prim_func, args, target=target)
        elif path in ("native", "checked"):
            JitFunction(prim_func, target, checked=path == "checked")(*args)
        else:
            _ON_POCL(self._executor(prim_func, target), *args)

    def _executor(self, prim_func, target):
        key = (id(prim_func), target)
        if key not in self._executors:
            manager = BuildManager(target=target or prim_func.target)
            self._executors[key] = (prim_func, manager.build(prim_func))
        return self._executors[key][1]

    def call(self, own, prim_func, args, target=None, run_own=None):
        """A call of `prim_func` on `args` that a test made on path `own` ("sim": f(*args),
        "pocl": ex(*args)): it runs on `own` when that path is checked (by `run_own`, as the
        caller would, when given), else on the first checked path, in place, printing as it
        does; then every other checked path is compared with it. Returns run_own's result."""
        first = own if own in self.paths else self.paths[0]
        inputs = copies_of(args)
        printed = io.StringIO()
        try:
            with contextlib.redirect_stdout(printed):
                if first == own and run_own is not None:
                    result = run_own()
                else:
                    result = self.run_on(first, prim_func, args, target)
        finally:
            print(printed.getvalue(), end="", flush=True)
        for path in self.paths:
            if path != first:
                self.compare(path, prim_func, copies_of(inputs), args, printed.getvalue(),
                             first, target)
        return result

    def compare(self, path, prim_func, inputs, expected, expected_text, expected_path,
                target=None, leave_out_refused=True):
        """Runs `prim_func` on `path` on `inputs` (copies of a call's arguments before it
        ran) and requires `expected` (the arguments after the run on `expected_path`) and,
        between the simulator and the native tier, the printed text `expected_text`. Raises
        AssertionError on a disagreement and the path's own error when it fails; a builtin
        the path cannot run leaves the call out, counted (or raises, without
        `leave_out_refused`)."""
        ledger = self.ledgers[path]
        printed = io.StringIO()
        try:
            with contextlib.redirect_stdout(printed):
                self.run_on(path, prim_func, inputs, target)
        except CompassError as error:
            refused = {"".join(match) for match in _REFUSED.findall(str(error))}
            if not leave_out_refused or not refused:
                raise
            ledger.refused += 1
            ledger.refused_kernels.add(_where(prim_func))
            for name in refused:
                ledger.builtins[name] = ledger.builtins.get(name, 0) + 1
            return
        where = (WHERE[path], WHERE[expected_path])
        for index, (actual, want) in enumerate(zip(inputs, expected)):
            if isinstance(want, np.ndarray):
                assert_same_bits(actual, want,
                                 f"argument {index} of {prim_func.name}: {DISAGREEMENT}", where)
        if ({path, expected_path} & {"native", "checked"} and "sim" in {path, expected_path}
                and printed.getvalue() != expected_text):
            raise AssertionError(f"{prim_func.name}: {DISAGREEMENT}: it printed "
                                 f"{printed.getvalue()!r} {where[0]}, {expected_text!r} "
                                 f"{where[1]}")
        ledger.compared += 1
        ledger.kernels.add(_where(prim_func))

    def dump(self):
        return {path: ledger.dump() for path, ledger in self.ledgers.items()}

    def merge(self, data):
        for path, ledger in data.items():
            self.ledgers[path].merge(ledger)

    def summary(self):
        """A line per path that compared or left out a call."""
        return [self.ledgers[path].line(path) for path in PATHS
                if self.ledgers[path].compared or self.ledgers[path].refused]


def check_native(prim_func, inputs, simulated, target=None):
    """Runs `prim_func` natively on `inputs` and compares it with the simulator's run of the
    same call (`simulated`: its arguments after the run; its printed text is the latest
    simulator run's of `prim_func`). Raises AssertionError on a disagreement, the native
    path's own error when it fails (CompassNotLoweredError for what it cannot run)."""
    expected_text = simulation.program(prim_func, target)[0].last_output.decode(
        "utf-8", "replace")
    Crosscheck(("sim", "native")).compare("native", prim_func, inputs, simulated, expected_text,
                                          "sim", target, leave_out_refused=False)


def check_native_error(prim_func, inputs, simulated, error, target=None):
    """Runs `prim_func` natively with its memory accesses checked (compass.jit(f,
    checked=True)) on `inputs`, copies of a call's arguments taken before the simulator's
    run of the call raised `error` (a CompassRuntimeError) and left `simulated` (the
    arguments after it). Requires the same error, word for word (its line, buffer, byte
    offset and TEC), and the arrays as the simulator left them: both run in place, in the
    same order of TECs, up to the fault (but a DMA that faults writes none of its elements
    natively, where the simulator writes those before the fault). Raises AssertionError
    otherwise."""
    try:
        JitFunction(prim_func, target, checked=True)(*inputs)
    except CompassRuntimeError as raised:
        if str(raised) != str(error):
            raise AssertionError(f"{prim_func.name}: {DISAGREEMENT}: the checked native run "
                                 f"raised\n{raised}\nwhere the simulator raised\n"
                                 f"{error}") from None
    else:
        raise AssertionError(f"{prim_func.name}: {DISAGREEMENT}: the checked native run "
                             f"raised nothing where the simulator raised\n{error}")
    for index, (actual, want) in enumerate(zip(inputs, simulated)):
        if isinstance(want, np.ndarray):
            assert_same_bits(actual, want, f"argument {index} of {prim_func.name} after the "
                             f"fault: {DISAGREEMENT}", ("natively (checked)", "in the simulator"))
