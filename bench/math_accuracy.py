#!/usr/bin/env python3
"""The accuracy sweep of the Math builtins (S.exp … S.exp2, S.pow) on both paths.

For every function and lane type it runs at least 10**6 inputs through the
simulator and through the OpenCL C on POCL and prints, per row: the inputs, the
largest ULP error of each path from the float64 reference (test/python/
math_reference.py), the ULP bound of docs/builtins.md, and the lanes whose bits
differ between the two paths (must be 0). Inputs: every float16 and bfloat16
value (65536, repeated with random ones up to the count), random float32 bit
patterns (every exponent: subnormals, infinities, NaN) and uniform values of the
function's interesting range, plus the corner values. S.pow takes random pairs
(random bits, and bases in [0, 4] with exponents in [-40, 40]) plus every pair
of corner values.

    COMPASS_BUILD_DIR=$PWD/build PYTHONPATH=build/python_packages \\
        /usr/bin/python3 bench/math_accuracy.py [--count N] [--only exp,pow]

Not part of the test run (a few minutes).
"""

import argparse
import os
import sys
import time

import warnings

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "python"))

from compass import BuildManager, hw_native_vdtype, script as S  # noqa: E402
from math_reference import (DTYPES, FORMATS, ULP_BOUND, UNARY, bits_of, edge_values,  # noqa: E402
                            lanes_of, reference, round_to, ulp_error, values_of)

RANGES = {"exp": (-110, 90), "log": (0, 1e4), "tanh": (-12, 12), "sin": (-1e3, 1e3),
          "cos": (-1e3, 1e3), "rsqrt": (0, 1e4), "sqrt": (0, 1e4), "floor": (-1e4, 1e4),
          "ceil": (-1e4, 1e4), "erf": (-5, 5), "exp2": (-155, 130)}


def inputs(name, dtype, count, rng):
    """`count` or more float64 inputs exact in dtype."""
    parts = [edge_values(dtype)]
    if dtype != "float32":
        parts.append(values_of(np.arange(65536, dtype=np.uint16), "bfloat16")
                     if dtype == "bfloat16" else
                     np.arange(65536, dtype=np.uint16).view(np.float16).astype(np.float64))
    rest = max(count - sum(len(p) for p in parts), 0)
    bits = rng.integers(0, 2**32, rest // 2, dtype=np.uint64).astype(np.uint32)
    parts.append(bits.view(np.float32).astype(np.float64))
    low, high = RANGES[name]
    parts.append(rng.uniform(low, high, rest - rest // 2))
    return round_to(np.concatenate(parts), dtype)


def pow_inputs(dtype, count, rng):
    edges = edge_values(dtype)
    x, y = np.meshgrid(edges, edges)
    xs, ys = [x.ravel()], [y.ravel()]
    rest = max(count - len(xs[0]), 0)
    third = rest // 3
    bits = rng.integers(0, 2**32, (2, third), dtype=np.uint64).astype(np.uint32)
    xs.append(bits[0].view(np.float32).astype(np.float64))
    ys.append(bits[1].view(np.float32).astype(np.float64))
    xs.append(rng.uniform(0, 4, third))
    ys.append(rng.uniform(-40, 40, third))
    n = rest - 2 * third  # negative bases with integer and other exponents
    xs.append(rng.uniform(-4, 0, n))
    ys.append(np.where(rng.integers(0, 2, n) == 1, np.round(rng.uniform(-30, 30, n)),
                       rng.uniform(-30, 30, n)))
    return round_to(np.concatenate(xs), dtype), round_to(np.concatenate(ys), dtype)


def kernel(name, dtype):
    fn = getattr(S, name)
    lanes = hw_native_vdtype(dtype).lanes
    if name == "pow":
        @S.prim_func
        def binary(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
                   out: S.ptr(dtype, "global"), n: S.int32):
            for i in range(n):
                S.vstore(fn(S.vload(a + i * lanes), S.vload(b + i * lanes)), out + i * lanes)
        return binary

    @S.prim_func
    def unary(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global"), n: S.int32):
        for i in range(n):
            S.vstore(fn(S.vload(a + i * lanes)), out + i * lanes)
    return unary


def sweep(name, dtype, count, rng):
    lanes = hw_native_vdtype(dtype).lanes
    if name == "pow":
        x, y = pow_inputs(dtype, count, rng)
    else:
        x, y = inputs(name, dtype, count, rng), None
    pad = (-len(x)) % lanes
    x = np.concatenate([x, np.ones(pad)])
    args = [lanes_of(x, dtype)]
    if y is not None:
        y = np.concatenate([y, np.ones(pad)])
        args.append(lanes_of(y, dtype))
    ref = reference(name, x, y)
    f = kernel(name, dtype)
    ex = BuildManager().build(f)
    results, errors, seconds = {}, {}, {}
    for where, run in (("sim", f), ("pocl", ex)):
        out = lanes_of(np.zeros(len(x)), dtype)
        start = time.time()
        run(*args, out, len(x) // lanes)
        seconds[where] = time.time() - start
        results[where] = out
        errors[where] = ulp_error(values_of(out, dtype), ref, dtype)
    differ = int(np.count_nonzero(bits_of(results["sim"]) != bits_of(results["pocl"])))
    worst = int(np.argmax(errors["sim"]))
    return len(x), errors["sim"].max(), errors["pocl"].max(), differ, x[worst], seconds


def main():
    warnings.simplefilter("ignore", RuntimeWarning)  # NaN bit patterns cast to float64
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--only", default="")
    parser.add_argument("--dtypes", default=",".join(DTYPES))
    options = parser.parse_args()
    names = options.only.split(",") if options.only else UNARY + ["pow"]
    rng = np.random.default_rng(2026)
    print(f"{'function':8} {'dtype':9} {'inputs':>9} {'sim max ULP':>12} {'POCL max ULP':>13} "
          f"{'bound':>6} {'sim≠POCL':>9}  worst input")
    failed = False
    for name in names:
        for dtype in options.dtypes.split(","):
            n, sim, pocl, differ, worst, _ = sweep(name, dtype, options.count, rng)
            ok = sim <= ULP_BOUND[name] and pocl <= ULP_BOUND[name] and differ == 0
            failed |= not ok
            print(f"{name:8} {dtype:9} {n:9d} {sim:12.4f} {pocl:13.4f} {ULP_BOUND[name]:6.1f} "
                  f"{differ:9d}  {worst!r}{'' if ok else '  FAIL'}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
