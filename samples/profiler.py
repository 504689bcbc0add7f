"""Profiling: count what each part of a kernel costs, per TEC, in the simulator.

What it shows:
  * `S.perf_tick_begin(cid)` / `S.perf_tick_end(cid)` mark a fragment of the kernel with an
    id of your choice; after a simulator call, `kernel.perf_ticks` holds
    `{cid: {tec: instructions}}`: the instructions each TEC executed inside the fragment
    (summed when a fragment runs several times). The simulator is deterministic, so the
    counts are exact and repeatable. On POCL the marks do nothing;
  * what the counts are good for: the same saxpy written with scalars and with 8-lane
    vectors costs about 5 times fewer instructions (not 8: each loop turn also pays for its
    counter, compare and branch); and per TEC: here only some TECs have a tail to finish;
  * `ex.benchmark(...)` times the OpenCL C on POCL with upstream's loop (warm-up, then
    `repeat` measurements of `number` runs) and prints its summary; it measures the host CPU,
    so it compares kernels with each other, not with the NPU;
  * `ex.profile(...)` (or `kernel.profile(...)`) runs the kernel in the simulator with
    profiling on, results written in place as a call does, and returns a Profile: per TEC the
    instructions by kind, barrier waits and DMAs; per source line the instructions of each
    TEC (`print(profile)` shows the source with a column per TEC, the hottest lines marked
    `*`); the timeline, saved as a Chrome trace (`save_trace`, for Perfetto) or one HTML page
    (`save_html`). Here on the reduction of samples/reduction.py, where TEC 0 has one vector
    more and the tail, so the other TECs wait for it at the barrier. A step is one simulated
    instruction, not an NPU cycle.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/profiler.py [--show-c] [--out DIR]
      (--out: where profile.html and profile.json go; default: a temporary directory)
"""

import os
import sys
import tempfile

import numpy as np

from compass import BuildManager, script as S
from compass.testing import assert_allclose, rand

from reduction import max_all

LANES = 8
MAIN, TAIL = 1, 2          # fragment ids


@S.prim_func
def saxpy_scalar(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"),
                 out: S.ptr("float32", "global"), a: S.fp32, n: S.i32):
    share = S.ceildiv(n, S.get_local_size())
    first = S.get_local_id() * share
    mine = S.clip(n - first, min_val=0, max_val=share)
    S.perf_tick_begin(MAIN)
    for i in range(first, first + mine):
        out[i] = a * x[i] + y[i]
    S.perf_tick_end(MAIN)


@S.prim_func
def saxpy_vector(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"),
                 out: S.ptr("float32", "global"), a: S.fp32, n: S.i32):
    share = S.ceildiv(n, S.get_local_size())
    first = S.get_local_id() * share
    mine = S.clip(n - first, min_val=0, max_val=share)
    end = first + mine // LANES * LANES
    S.perf_tick_begin(MAIN)
    for i in range(first, end, LANES):
        S.vstore(a * S.vload(x + i) + S.vload(y + i), out + i)
    S.perf_tick_end(MAIN)
    S.perf_tick_begin(TAIL)
    if end < first + mine:
        live = S.tail_mask(first + mine - end, LANES)
        v = a * S.vload(x + end, mask=live) + S.vload(y + end, mask=live)
        S.vstore(v, out + end, mask=live)
    S.perf_tick_end(TAIL)


def profile_reduction(argv):
    """Profiles samples/reduction.py's max_all; returns whether its result and waits are right."""
    out_dir = argv[argv.index("--out") + 1] if "--out" in argv else tempfile.mkdtemp()
    n = 1003                   # 125 whole vectors: TEC 0 gets 32 of them and the tail
    a = rand((n,), "float32", low=-100, high=100)
    out = np.zeros(1, np.float32)
    ex = BuildManager(target="X2_1204").build(max_all)
    profile = ex.profile(a, out, n)
    print()
    print(profile)
    html, trace = os.path.join(out_dir, "profile.html"), os.path.join(out_dir, "profile.json")
    profile.save_html(html)
    profile.save_trace(trace)
    print(f"timeline: {html} (a browser), {trace} (https://ui.perfetto.dev, chrome://tracing)")
    waits = [tec.wait_steps for tec in profile.tecs]
    print(f"steps waited at the barrier, per TEC: {waits}")
    return bool(out[0] == a.max() and waits[0] == 0 and min(waits[1:]) > 0)


def main(argv):
    show_c = "--show-c" in argv
    ok = True
    n = 40003
    x = rand((n,), "float32", low=-10, high=10)
    y = rand((n,), "float32", low=-10, high=10)
    a = np.float32(1.5)
    expected = a * x + y

    ticks = {}
    for kernel in (saxpy_scalar, saxpy_vector):
        ex = BuildManager(target="X2_1204").build(kernel)
        if show_c:
            print(ex.c_code)
        for where, run in (("simulator", kernel), ("POCL", ex)):
            out = np.zeros(n, np.float32)
            run(x, y, out, a, n)
            try:
                assert_allclose(out, expected)
                print(f"{kernel.__name__}: {where} matches NumPy")
            except AssertionError as error:
                print(f"{kernel.__name__}: {where} MISMATCH\n{error}")
                ok = False
        ticks[kernel.__name__] = kernel.perf_ticks      # of the simulator call above
        print(f"{kernel.__name__}, timed on POCL:")
        print(ex.benchmark(x, y, np.zeros(n, np.float32), a, n, repeat=2, number=3))

    print("\ninstructions per TEC (simulator), n =", n)
    for name, by_cid in ticks.items():
        for cid, per_tec in sorted(by_cid.items()):
            label = {MAIN: "main loop", TAIL: "tail"}[cid]
            counts = "  ".join(f"TEC {t}: {per_tec[t]:7}" for t in sorted(per_tec))
            print(f"  {name:13} {label:9}  {counts}")

    def total(name):
        return sum(sum(per_tec.values()) for per_tec in ticks[name].values())
    scalar, vector = total("saxpy_scalar"), total("saxpy_vector")
    print(f"total instructions: scalar {scalar}, vector {vector} "
          f"(vector / scalar = {vector / scalar:.3f})")
    ok &= vector < scalar / 4
    # n = 40003: shares of 10001 elements, TEC 3 gets 10000, a multiple of 8: no tail.
    tail = ticks["saxpy_vector"][TAIL]
    ok &= tail[3] < tail[0]

    ok &= profile_reduction(argv)
    print("[PASS] profiler" if ok else "[FAIL] profiler")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
