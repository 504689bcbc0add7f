"""The front end's fuzzer: random Compass DSL kernels, checked against NumPy.

Each kernel is an `@S.prim_func` of three pointer parameters (a, b, out) of
one dtype that loads x and y and stores one random expression over them:
Python operators (+ - * & | ^ << >> unary - ~, comparisons), scalar literals
(broadcast), S.max / S.min, S.vsel on comparison masks, masked S.vadd /
S.vsub with r, saturating S.vadd, on vectors of the native width or on
scalars. The same expression is evaluated in NumPy with the DSL's rules
(integers wrap, float16 / float32 round per operation, max / min take the
non-NaN operand).

Outcomes per kernel:
- refused: a CompassError (a located, clear refusal; counted by message);
- ran: the simulator's result is compared with NumPy (compass.testing
  rules: integers exact, floats within 2 ULP or 1e-6);
- every --pocl-every-th kernel also runs its OpenCL C on POCL, compared the
  same way, and every --native-every-th kernel runs natively (compass.jit),
  compared with the simulator bit for bit (compass.crosscheck);
- finding: any other exception, or a result that differs. Its source and
  the reason are written to <work>/findings/.

With --faults N it then writes N faulty kernels (fault_kernels.py: barriers
only some TECs reach, endless loops, private allocations over the limit,
accesses through random NumPy views) and runs each in the simulator, as
`ex(...)` and as `ex.benchmark(...)` on POCL, all in this one process: each
must end in a CompassError naming the kernel's file (or, for views, all
paths must agree), and the process must live through them all.

    PYTHONPATH=build/python_packages python3 fuzz/fuzz_python.py --kernels 2000 --seed 1
    PYTHONPATH=build/python_packages python3 fuzz/fuzz_python.py --kernels 0 --faults 200
"""

import argparse
import importlib.util
import os
import random
import signal
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter

import numpy as np

import compass
from compass import BuildManager, CompassError
from compass.crosscheck import check_native
from compass.testing import assert_allclose

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fault_kernels  # noqa: E402 - this directory's module, after the path is set

LANES = {"int8": 32, "uint8": 32, "int16": 16, "uint16": 16, "int32": 8, "uint32": 8,
         "float16": 16, "float32": 8}
COMPARISONS = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
               "==": np.equal, "!=": np.not_equal}


class Expr:
    """A random expression: its DSL text and its NumPy value. `literal`:
    made of literals only, which the DSL evaluates as Python numbers (so
    `~1` is -2, not 254 of a uint8); the generator never lets literals meet
    each other, as NumPy would give them the dtype first."""

    def __init__(self, text, value, literal=False):
        self.text, self.value, self.literal = text, value, literal


class Generator:
    def __init__(self, rng, dtype, vector):
        self.rng, self.dtype, self.vector = rng, np.dtype(dtype), vector
        self.is_float = self.dtype.kind == "f"
        self.is_signed = self.dtype.kind in "if"

    def wrap(self, wide):
        """An int64 / float64 NumPy result as the DSL's dtype (integers wrap)."""
        if self.is_float:
            return np.asarray(wide).astype(self.dtype)
        return np.asarray(wide).astype(np.int64).astype(self.dtype)

    def literal(self):
        if self.is_float:
            text = self.rng.choice(["0.5", "1.5", "-2.0", "3.0", "0.0", "-0.25"])
            value = np.asarray(float(text)).astype(self.dtype)
            if self.dtype == np.float16:
                # A float literal is float32 (upstream's rule), so it would make
                # float16 arithmetic float32: the constant is spelled in float16.
                return Expr(f"S.fp16({text})", value)
            return Expr(text, value, literal=True)
        low = -8 if self.is_signed else 0
        value = self.rng.randint(low, 8)
        return Expr(str(value), np.asarray(value).astype(self.dtype), literal=True)

    def mask(self, depth, x, y):
        op = self.rng.choice(list(COMPARISONS))
        left, right = self.expr(depth + 1, x, y), self.expr(depth + 1, x, y)
        if left.literal:
            left = self.rng.choice([x, y])
        return Expr(f"({left.text} {op} {right.text})", COMPARISONS[op](left.value, right.value))

    def expr(self, depth, x, y):
        rng = self.rng
        if depth >= 3 or rng.random() < 0.25:
            return rng.choice([x, y, x, y, self.literal()])
        kinds = ["+", "-", "max", "min"]
        if self.dtype.itemsize > 1 or self.is_float:
            kinds.append("*")
        if not self.is_float:
            kinds += ["&", "|", "^", "<<", ">>", "~", "sat"]
        if self.is_signed:
            kinds.append("neg")
        if self.vector:
            kinds += ["vsel", "masked"]
        kind = rng.choice(kinds)
        a = self.expr(depth + 1, x, y)
        if a.literal:
            a = rng.choice([x, y])
        with np.errstate(all="ignore"):
            if kind in ("~", "neg"):
                symbol = "~" if kind == "~" else "-"
                value = ~a.value if kind == "~" else self.wrap(-a.value.astype(
                    np.float64 if self.is_float else np.int64))
                return Expr(f"({symbol}{a.text})", value)
            if kind in ("<<", ">>"):
                count = rng.randint(0, 8 * self.dtype.itemsize - 1)
                if kind == "<<":
                    value = self.wrap(a.value.astype(np.int64) << count)
                else:
                    value = (a.value >> count).astype(self.dtype)
                return Expr(f"({a.text} {kind} {count})", value)
            b = self.expr(depth + 1, x, y)
            if kind in ("max", "min"):
                if self.is_float:
                    value = (np.fmax if kind == "max" else np.fmin)(a.value, b.value)
                else:
                    value = (np.maximum if kind == "max" else np.minimum)(a.value, b.value)
                return Expr(f"S.{kind}({a.text}, {b.text})", value.astype(self.dtype))
            if kind == "vsel":
                mask = self.mask(depth, x, y)
                return Expr(f"S.vsel({a.text}, {b.text}, {mask.text})",
                            np.where(mask.value, a.value, b.value).astype(self.dtype))
            if kind == "masked":
                mask, r = self.mask(depth, x, y), self.expr(depth + 1, x, y)
                op = rng.choice(["vadd", "vsub"])
                exact = self.exact(a.value, b.value, "+" if op == "vadd" else "-")
                return Expr(f"S.{op}({a.text}, {b.text}, mask={mask.text}, r={r.text})",
                            np.where(mask.value, exact, r.value).astype(self.dtype))
            if kind == "sat":
                info = np.iinfo(self.dtype)
                wide = a.value.astype(np.int64) + b.value.astype(np.int64)
                return Expr(f"S.vadd({a.text}, {b.text}, saturate=True)",
                            np.clip(wide, info.min, info.max).astype(self.dtype))
            if kind in ("&", "|", "^"):
                ops = {"&": np.bitwise_and, "|": np.bitwise_or, "^": np.bitwise_xor}
                return Expr(f"({a.text} {kind} {b.text})", ops[kind](a.value, b.value))
            return Expr(f"({a.text} {kind} {b.text})", self.exact(a.value, b.value, kind))

    def exact(self, a, b, op):
        """a op b in the dtype: integers wrap, floats round once per operation."""
        with np.errstate(all="ignore"):
            if self.is_float:
                # float32 arithmetic then one rounding: exact for float32; for
                # float16 a float32 product is exact and a sum rounds twice
                # only in corner cases compass.testing's 2 ULP absorb.
                wide_a, wide_b = a.astype(np.float32), b.astype(np.float32)
            else:
                wide_a, wide_b = a.astype(np.int64), b.astype(np.int64)
            result = {"+": np.add, "-": np.subtract, "*": np.multiply}[op](wide_a, wide_b)
            return self.wrap(result)


def kernel_source(name, dtype, vector, text):
    lanes = LANES[dtype]
    pointee = f"{dtype}x{lanes}" if vector else dtype
    return (f"@S.prim_func\n"
            f"def {name}(a: S.ptr(\"{pointee}\", \"global\"), b: S.ptr(\"{pointee}\", \"global\"),"
            f" out: S.ptr(\"{pointee}\", \"global\")):\n"
            f"    x = a[0]\n    y = b[0]\n    out[0] = {text}\n")


def random_inputs(rng, dtype, count):
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        corners = [0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 1e3, -7.25, 65504.0, 1e-3]
        return np.asarray([rng.choice(corners) if rng.random() < 0.5 else rng.uniform(-100, 100)
                           for _ in range(count)]).astype(dtype)
    info = np.iinfo(dtype)
    corners = [info.min, info.max, 0, 1, -1 if info.min < 0 else 2, 7]
    return np.asarray([rng.choice(corners) if rng.random() < 0.3
                       else rng.randint(int(info.min), int(info.max)) for _ in range(count)],
                      dtype)


def fuzz(kernels, seed, work, batch=100, pocl_every=25, native_every=1, log=print):
    """Generates and checks `kernels` kernels; returns the Counter of outcomes
    (generated, ran, refused, pocl, native, findings) and the refusals by message."""
    rng = random.Random(seed)
    findings_dir = os.path.join(work, "findings")
    os.makedirs(findings_dir, exist_ok=True)
    counts, refusals = Counter(), Counter()

    def finding(source, why):
        counts["findings"] += 1
        path = os.path.join(findings_dir, f"finding-{seed}-{counts['generated']}.py")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("# " + why.rstrip().replace("\n", "\n# ") + "\n" + source)
        log(f"FINDING {path}: {why.splitlines()[0]}")

    index = 0
    while index < kernels:
        pending = []
        lines = ["from compass import script as S\n"]
        for _ in range(min(batch, kernels - index)):
            dtype = rng.choice(list(LANES))
            vector = rng.random() < 0.7
            count = LANES[dtype] if vector else 1
            generator = Generator(rng, dtype, vector)
            a, b = random_inputs(rng, dtype, count), random_inputs(rng, dtype, count)
            expr = generator.expr(0, Expr("x", a), Expr("y", b))
            name = f"kernel_{index}"
            source = kernel_source(name, dtype, vector, expr.text)
            lines.append(source)
            pending.append((name, source, a, b, np.asarray(expr.value).astype(dtype)))
            index += 1
        module_name = f"compass_fuzz_batch_{seed}_{index}"
        path = os.path.join(work, f"{module_name}.py")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n\n".join(lines))
        spec = importlib.util.spec_from_file_location(module_name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name, source, a, b, expected in pending:
            counts["generated"] += 1
            kernel = getattr(module, name)
            out = np.zeros_like(a)
            inputs = [a.copy(), b.copy(), out.copy()]
            try:
                kernel(a.copy(), b.copy(), out)
            except CompassError as error:
                counts["refused"] += 1
                refusals[str(error).split(": ", 1)[-1].splitlines()[0][:90]] += 1
                continue
            except Exception:  # noqa: BLE001 -- anything else is what we look for
                finding(source, traceback.format_exc())
                continue
            counts["ran"] += 1
            try:
                assert_allclose(out, np.broadcast_to(expected, out.shape))
            except AssertionError as error:
                finding(source, f"simulator differs from NumPy: {error}\na={a!r}\nb={b!r}")
                continue
            if native_every and counts["ran"] % native_every == 0:
                counts["native"] += 1
                try:
                    check_native(kernel, inputs, [a, b, out])
                except AssertionError as error:
                    finding(source, f"native differs from the simulator: {error}\na={a!r}\nb={b!r}")
                except Exception:  # noqa: BLE001
                    finding(source, traceback.format_exc())
            if pocl_every and counts["ran"] % pocl_every == 0:
                counts["pocl"] += 1
                try:
                    cl_out = np.zeros_like(a)
                    BuildManager().build(kernel)(a.copy(), b.copy(), cl_out)
                    assert_allclose(cl_out, np.broadcast_to(expected, cl_out.shape))
                except AssertionError as error:
                    finding(source, f"POCL differs from NumPy: {error}\na={a!r}\nb={b!r}")
                except Exception:  # noqa: BLE001
                    finding(source, traceback.format_exc())
        os.remove(path)
    return counts, refusals


def _load_batch(work, module_name, sources):
    path = os.path.join(work, f"{module_name}.py")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("from compass import script as S\n\n" + "\n\n".join(sources))
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, path


def _outcome(run, args):
    """(arrays after `run(*args)` or None, the CompassError raised or None)."""
    try:
        run(*args)
    except CompassError as error:
        return None, error
    bases = [arg if arg.base is None else arg.base for arg in args if isinstance(arg, np.ndarray)]
    return [base.copy() for base in bases], None


# The seconds a faulty kernel may run natively (no step limit there) before Ctrl-C
# (SIGINT, sent to this thread) stops it: the native tier's wall must turn that into
# KeyboardInterrupt with the process intact.
NATIVE_DEADLINE = 2.0


def _native_outcome(kernel, args):
    """(arrays or None, CompassError or None, interrupted) of a native run of `kernel`,
    interrupted by SIGINT after NATIVE_DEADLINE seconds."""
    timer = threading.Timer(NATIVE_DEADLINE, signal.pthread_kill,
                            (threading.get_ident(), signal.SIGINT))
    timer.start()
    try:
        arrays, error = _outcome(compass.jit(kernel), args)
        return arrays, error, False
    except KeyboardInterrupt:
        return None, None, True
    finally:
        timer.cancel()


def _runs_natively(case, simulated):
    """Whether a fault case runs natively: every kind but a write the simulator refused
    (natively unchecked, an access just past an array may land in the process's own
    memory, which only the checked paths can find; one far out faults, which the wall
    stops, but an address far out may be mapped too)."""
    if case.kind not in ("view", "far access") or simulated[1] is None:
        return True
    return "a[i] = 7" not in case.source


def _check_native(case, native, simulated, path):
    """Why the native outcome of a fault case is a finding, or None: every error located at
    the kernel, an endless loop stopped at the deadline (or refused), a refusal the
    simulator makes at the same place made natively too (barriers, allocations), and the
    simulator's arrays where the simulator ran (natively nothing is checked, so where the
    simulator refused an access the native run may complete)."""
    arrays, error, interrupted = native
    if error is not None and path not in str(error):
        return f"not located at the kernel natively: {error}"
    if case.kind == "endless loop":
        return None if interrupted or error is not None else "an endless loop ended natively"
    if interrupted:
        return f"the native run of a {case.kind} outlived the deadline"
    if case.expect == "error" and case.kind != "far access":
        if error is None or case.needle not in str(error):
            return f"no error with {case.needle!r} natively: {error}"
        return None
    sim_arrays, sim_error = simulated
    if sim_error is None:
        if error is not None:
            return f"the native run failed where the simulator ran: {error}"
        if any(not np.array_equal(x, y) for x, y in zip(sim_arrays, arrays)):
            return "the native run's arrays differ from the simulator's"
    return None


def fuzz_faults(count, seed, work, log=print):
    """Generates and runs `count` faulty kernels (fault_kernels.py) on every
    path, the native one under a deadline; returns the Counter of outcomes
    (faults, native, located, agreed, findings)."""
    rng = random.Random(seed)
    findings_dir = os.path.join(work, "findings")
    os.makedirs(findings_dir, exist_ok=True)
    counts = Counter()
    cases = fault_kernels.generate(rng, count)
    module, path = _load_batch(work, f"compass_fault_batch_{seed}",
                               [case.source for case in cases])

    def finding(case, why):
        counts["findings"] += 1
        out = os.path.join(findings_dir, f"fault-{seed}-{counts['faults']}.py")
        with open(out, "w", encoding="utf-8") as handle:
            handle.write("# " + why.rstrip().replace("\n", "\n# ") + "\n" + case.source)
        log(f"FINDING {out} ({case.kind}): {why.splitlines()[0]}")

    saved = {name: os.environ.get(name) for name in ("COMPASS_SIM_STEP_LIMIT",)}
    os.environ["COMPASS_SIM_STEP_LIMIT"] = str(fault_kernels.STEP_LIMIT)
    try:
        for index, case in enumerate(cases):
            counts["faults"] += 1
            kernel = getattr(module, f"fault_{index}")
            try:
                ex = BuildManager().build(kernel)
                runs = {"simulator": kernel, "ex": ex,
                        "benchmark": lambda *args, ex=ex: ex.benchmark(*args, repeat=1,
                                                                       number=1)}
            except CompassError as error:  # refused at build: the same for every path
                runs, built = None, error
            if runs is None:
                outcomes = {where: (None, built) for where in ("simulator", "ex", "benchmark")}
            else:
                try:
                    outcomes = {where: _outcome(run, case.make_args())
                                for where, run in runs.items()}
                except Exception:  # noqa: BLE001 -- anything else is what we look for
                    finding(case, traceback.format_exc())
                    continue
            if runs is not None and _runs_natively(case, outcomes["simulator"]):
                counts["native"] += 1
                why = _check_native(case, _native_outcome(kernel, case.make_args()),
                                    outcomes["simulator"], path)
                if why:
                    finding(case, why)
                    continue
            errors = {where: error for where, (_, error) in outcomes.items()}
            unlocated = [where for where, error in errors.items()
                         if error is not None and path not in str(error)]
            if unlocated:
                finding(case, f"not located at the kernel on {unlocated}: "
                              f"{errors[unlocated[0]]}")
            elif case.expect == "error":
                missing = [where for where, error in errors.items()
                           if error is None or case.needle not in str(error)]
                if missing:
                    finding(case, f"no error with {case.needle!r} on {missing}: "
                                  f"{ {w: str(e)[:200] for w, e in errors.items()} }")
                else:
                    counts["located"] += 1
            else:
                kinds = {where: error is None for where, error in errors.items()}
                arrays = [arrays for arrays, _ in outcomes.values() if arrays is not None]
                if len(set(kinds.values())) != 1 or any(
                        any(not np.array_equal(x, y) for x, y in zip(arrays[0], other))
                        for other in arrays[1:]):
                    finding(case, f"the paths disagree: "
                                  f"{ {w: str(e)[:200] for w, e in errors.items()} }")
                else:
                    counts["agreed"] += 1
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        os.remove(path)
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=100, help="kernels per generated module")
    parser.add_argument("--pocl-every", type=int, default=25,
                        help="run every N-th kernel on POCL too (0: never)")
    parser.add_argument("--native-every", type=int, default=1,
                        help="run every N-th kernel natively too, compared bit for bit with "
                             "the simulator (0: never)")
    parser.add_argument("--faults", type=int, default=0,
                        help="then N faulty kernels on every path (fault_kernels.py)")
    parser.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "compass-fuzz-python"))
    options = parser.parse_args()
    began = time.monotonic()
    os.makedirs(options.work, exist_ok=True)
    counts, refusals = fuzz(options.kernels, options.seed, options.work, options.batch,
                            options.pocl_every, options.native_every,
                            log=lambda line: print(line, flush=True))
    seconds = time.monotonic() - began
    print(f"fuzz_python: {counts['generated']} kernels in {seconds:.0f}s "
          f"({counts['generated'] / max(seconds, 1e-9):.1f}/s): {counts['ran']} ran, "
          f"{counts['refused']} refused with a CompassError, {counts['pocl']} also on POCL, "
          f"{counts['native']} also natively, {counts['findings']} findings")
    for message, count in refusals.most_common(8):
        print(f"    refused {count:6}: {message}")
    faults = Counter()
    if options.faults:
        began = time.monotonic()
        faults = fuzz_faults(options.faults, options.seed, options.work,
                             log=lambda line: print(line, flush=True))
        print(f"fuzz_python --faults: {faults['faults']} faulty kernels in "
              f"{time.monotonic() - began:.0f}s on the simulator, ex(...) and ex.benchmark(...), "
              f"{faults['native']} natively under a {NATIVE_DEADLINE:g}s deadline: "
              f"{faults['located']} located errors, {faults['agreed']} views on which the paths "
              f"agree, {faults['findings']} findings; the process lived")
    return 1 if counts["findings"] or faults["findings"] else 0


if __name__ == "__main__":
    sys.exit(main())
