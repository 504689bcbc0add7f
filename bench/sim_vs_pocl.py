"""Times the Compass simulator, POCL and the native path on the same kernels.

Run from the repository root after building (not part of the tests):

    PYTHONPATH=build/python_packages /usr/bin/python3 bench/sim_vs_pocl.py

For each kernel it prints the simulator's time (calling the prim_func, as a
kernel author does), POCL's time for the same call through the Executor
(after one untimed call, so the one-off OpenCL build is excluded), the
native time (compass.jit(f), after one untimed call that compiles it), the
checked native time (compass.jit(f, checked=True): every memory access
checked), the ratios native/POCL, checked/native and simulator/checked, and
the simulator's instructions per second; each time is the best of --repeat
runs. The simulator's and POCL's results are checked against NumPy first,
the native and checked native results against the simulator's bit for bit. A last line times the first call of a new kernel
(compilation included) on the native path and on POCL.
"""

import argparse
import os
import platform
import time

import numpy as np

import compass
from compass import BuildManager, script as S

N = 1 << 20  # elements of the vector kernels


def make_vadd(dtype):
    """c = a + b over n elements of `dtype`; TEC t takes the t-th quarter,
    one native vector (8 lanes of 32 bits) at a time."""
    @S.prim_func
    def vadd(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
             c: S.ptr(dtype, "global"), n: S.i32):
        quarter = n // S.get_local_size()
        start = S.get_local_id() * quarter
        for i in range(start, start + quarter, 8):
            S.vstore(S.vadd(S.vload(a + i), S.vload(b + i)), c + i)

    return vadd


vadd_int32 = make_vadd("int32")
vadd_fp32 = make_vadd("float32")


@S.prim_func
def shared_reduction(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    # Each TEC sums its quarter into its slot of shared memory (8 lanes);
    # after the barrier TEC 0 adds the slots up.
    slots = S.alloc(32, "int32", "shared")
    tid = S.get_local_id()
    quarter = n // 4
    start = tid * quarter
    acc = S.vload(a + start)
    for i in range(start + 8, start + quarter, 8):
        acc = S.vadd(acc, S.vload(a + i))
    S.vstore(acc, slots + tid * 8)
    S.barrier()
    if tid == 0:
        total = 0
        for i in range(32):
            total += slots[i]
        out[0] = total


@S.prim_func
def scalar_loop(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"), n: S.i32):
    # y = 3x + y, one element at a time, a quarter per TEC.
    quarter = n // 4
    start = S.get_local_id() * quarter
    for i in range(start, start + quarter):
        y[i] = x[i] * 3.0 + y[i]


@S.prim_func
def polynomial(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"), n: S.i32,
               iters: S.i32):
    # Compute-bound: per lane, `iters` rounds of a cubic folded back into
    # range by a compare and select, 8 lanes at a time, a quarter per TEC.
    quarter = n // S.get_local_size()
    start = S.get_local_id() * quarter
    for i in range(start, start + quarter, 8):
        t = S.vload(x + i)
        for _ in range(iters):
            p = ((t * 0.5 + 0.25) * t - 0.75) * t + 0.125
            t = S.vsel(p - 2.0, p, p > 1.0)
        S.vstore(t, y + i)


@S.prim_func
def permutations(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
                 idx: S.ptr("int32", "global"), c: S.ptr("int32", "global"), n: S.i32,
                 shift: S.i32):
    # Permutation-bound: per 8 lanes, a zip of the low halves, a table lookup in
    # x ++ y and a rotation by a runtime shift, added up; a quarter per TEC.
    quarter = n // S.get_local_size()
    start = S.get_local_id() * quarter
    lookup = S.vload(idx)
    for i in range(start, start + quarter, 8):
        x = S.vload(a + i)
        y = S.vload(b + i)
        z = S.vzip(x, y, "low")
        t = S.vtbl((x, y), lookup)
        r = S.vshfl(z, shift)
        S.vstore(S.vadd(S.vadd(z, t), r), c + i)


def permutations_reference(a, b, idx, shift):
    x, y = a.reshape(-1, 8), b.reshape(-1, 8)
    z = np.empty_like(x)
    z[:, 0::2], z[:, 1::2] = x[:, :4], y[:, :4]
    table = np.concatenate([x, y], axis=1)
    t = np.where(idx < 16, table[:, np.minimum(idx, 15)], 0)
    r = np.roll(z, -shift, axis=1)
    return (z + t + r).reshape(-1)


@S.prim_func
def math_functions(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"), n: S.i32):
    # Math-bound: tanh(exp(x)) per lane, 8 lanes at a time, a quarter per TEC.
    quarter = n // S.get_local_size()
    start = S.get_local_id() * quarter
    for i in range(start, start + quarter, 8):
        S.vstore(S.tanh(S.exp(S.vload(x + i))), y + i)


def polynomial_reference(x, iters):
    t = x.copy()
    for _ in range(iters):
        p = ((t * np.float32(0.5) + np.float32(0.25)) * t - np.float32(0.75)) * t + np.float32(0.125)
        t = np.where(p > np.float32(1), p - np.float32(2), p).astype(np.float32)
    return t


def kernels():
    """(name, prim_func, make_args, check, numpy) per benchmark: `numpy` does the same work
    with NumPy (the machine's practical limit for element-wise work)."""
    rng = np.random.default_rng(0)
    ai = rng.integers(-1000, 1000, N, dtype=np.int32)
    bi = rng.integers(-1000, 1000, N, dtype=np.int32)
    af = rng.standard_normal(N).astype(np.float32)
    bf = rng.standard_normal(N).astype(np.float32)
    m = N // 4
    xs = rng.standard_normal(m).astype(np.float32)
    ys = rng.standard_normal(m).astype(np.float32)
    p_n, p_iters = 1 << 16, 64
    px = rng.uniform(-1, 1, p_n).astype(np.float32)
    py = polynomial_reference(px, p_iters)
    idx = np.array([3, 9, 17, 0, 15, 8, 100, 6], np.int32)
    shift = 3
    perm = permutations_reference(ai, bi, idx, shift)
    exp_tanh = np.tanh(np.exp(af.astype(np.float64))).astype(np.float32)
    ci, cf = np.zeros(N, np.int32), np.zeros(N, np.float32)
    return [
        ("int32 vector add, 1M, 4 TECs", vadd_int32,
         lambda: [ai, bi, np.zeros(N, np.int32), N],
         lambda args: np.array_equal(args[2], ai + bi),
         lambda: np.add(ai, bi, out=ci)),
        ("fp32 vector add, 1M, 4 TECs", vadd_fp32,
         lambda: [af, bf, np.zeros(N, np.float32), N],
         lambda args: np.array_equal(args[2], af + bf),
         lambda: np.add(af, bf, out=cf)),
        ("shared-memory reduction, 1M int32", shared_reduction,
         lambda: [ai, np.zeros(1, np.int32), N],
         lambda args: args[1][0] == np.int32(ai.sum(dtype=np.int64) & 0xFFFFFFFF),
         lambda: ai.sum(dtype=np.int32)),
        ("scalar loop y = 3x + y, 256K fp32", scalar_loop,
         lambda: [xs, ys.copy(), m],
         lambda args: np.allclose(args[1], xs * np.float32(3) + ys, rtol=1e-6, atol=1e-6),
         lambda: np.add(xs * np.float32(3), ys)),
        ("polynomial x64 rounds, 64K fp32", polynomial,
         lambda: [px, np.zeros(p_n, np.float32), p_n, p_iters],
         lambda args: np.allclose(args[1], py, rtol=1e-4, atol=1e-4),
         lambda: polynomial_reference(px, p_iters)),
        ("permutations zip/tbl/shfl, 1M int32", permutations,
         lambda: [ai, bi, idx, np.zeros(N, np.int32), N, shift],
         lambda args: np.array_equal(args[3], perm),
         lambda: permutations_reference(ai, bi, idx, shift)),
        ("tanh(exp(x)), 1M fp32", math_functions,
         lambda: [af, np.zeros(N, np.float32), N],
         lambda args: np.allclose(args[1], exp_tanh, rtol=1e-6, atol=1e-6),
         lambda: np.tanh(np.exp(af))),
    ]


def best_of(repeat, make_args, call):
    """The shortest of `repeat` timed calls (fresh arguments each time)."""
    times = []
    for _ in range(repeat):
        args = make_args()
        start = time.perf_counter()
        call(args)
        times.append(time.perf_counter() - start)
    return min(times)


def describe_machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.machine()}, {model}, nproc {os.cpu_count()}"


def same_bits(a, b):
    """Every array argument of `a` holds `b`'s bytes exactly."""
    return all(np.array_equal(np.ascontiguousarray(x).view(np.uint8),
                              np.ascontiguousarray(y).view(np.uint8))
               for x, y in zip(a, b) if isinstance(x, np.ndarray))


def make_fresh(salt):
    """A kernel no cache has seen (its constant is `salt`): what a new kernel's
    first call costs."""
    @S.prim_func
    def fresh(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), n: S.i32):
        for i in range(S.get_local_id() * 8, n, S.get_local_size() * 8):
            S.vstore(S.vadd(S.vload(a + i), salt), b + i)

    return fresh


def first_calls(bm):
    """(native, POCL) seconds of the first call of a new kernel, compilation included."""
    salt = time.time_ns() % 1_000_000_007
    a, n = np.arange(1024, dtype=np.int32), 1024
    kernel = make_fresh(salt)
    start = time.perf_counter()
    compass.jit(kernel)(a, np.zeros(n, np.int32), n)
    native = time.perf_counter() - start
    kernel = make_fresh(salt + 1)
    start = time.perf_counter()
    bm.build(kernel)(a, np.zeros(n, np.int32), n)
    pocl = time.perf_counter() - start
    return native, pocl


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="timed runs per measurement (best is kept)")
    options = parser.parse_args()

    print(f"machine: {describe_machine()}")
    print(f"best of {options.repeat} runs each\n")
    header = (f"{'kernel':36} {'simulator':>10} {'POCL':>10} {'native':>10} {'checked':>10} "
              f"{'NumPy':>10} {'nat/POCL':>9} {'nat/NumPy':>10} {'sim/nat':>8} {'chk/nat':>8} "
              f"{'sim/chk':>8} {'sim instr/s':>12} {'instructions':>13}")
    print(header)
    print("-" * len(header))
    bm = BuildManager()
    for name, kernel, make_args, check, numpy_work in kernels():
        ex = bm.build(kernel)
        jitted = compass.jit(kernel)
        checked_jit = compass.jit(kernel, checked=True)
        # Untimed first calls: the OpenCL build, the simulator's decode, the
        # native compilation, and a check of the three results.
        sim_args = make_args()
        kernel(*sim_args)
        if not check(sim_args):
            raise SystemExit(f"{name}: the simulator's result is wrong")
        args = make_args()
        ex(*args)
        if not check(args):
            raise SystemExit(f"{name}: POCL's result is wrong")
        args = make_args()
        jitted(*args)
        if not same_bits(args, sim_args):
            raise SystemExit(f"{name}: the native result differs from the simulator's")
        args = make_args()
        checked_jit(*args)
        if not same_bits(args, sim_args):
            raise SystemExit(f"{name}: the checked native result differs from the simulator's")
        program, _ = kernel.simulation()

        sim = best_of(options.repeat, make_args, lambda a: kernel(*a))
        steps = program.last_steps
        pocl = best_of(options.repeat, make_args, lambda a: ex(*a))
        native = best_of(options.repeat, make_args, lambda a: jitted(*a))
        checked = best_of(options.repeat, make_args, lambda a: checked_jit(*a))
        numpy_time = best_of(options.repeat, lambda: None, lambda _: numpy_work())
        print(f"{name:36} {sim * 1e3:8.2f}ms {pocl * 1e3:8.2f}ms {native * 1e3:8.2f}ms "
              f"{checked * 1e3:8.2f}ms {numpy_time * 1e3:8.2f}ms {native / pocl:8.2f}x "
              f"{native / numpy_time:9.2f}x {sim / native:7.1f}x {checked / native:7.2f}x "
              f"{sim / checked:7.1f}x {steps / sim / 1e6:8.0f} M/s {steps:13,d}")
    native, pocl = first_calls(bm)
    print(f"\nfirst call of a new kernel (compilation included): native {native * 1e3:.0f}ms, "
          f"POCL {pocl * 1e3:.0f}ms ({pocl / native:.0f}x)")


if __name__ == "__main__":
    main()
