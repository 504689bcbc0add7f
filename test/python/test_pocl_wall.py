"""The wall around POCL: no kernel, argument or fault reaches the Python process as a
signal or a hang. POCL runs in a worker process (opencl_runner.py); a kernel that
crashes or hangs it ends in a CompassRuntimeError at the user's line (the simulator,
run on copies of the arguments, locates the fault), the caller's arrays untouched,
and the next kernel runs in a new worker. The checked C counts loop iterations
against the step limit and checks that the TECs meet at every barrier; the checked
native mode (compass.jit(f, checked=True)) stops the same loops with the same words."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import compass
from compass import BuildManager, CompassError, CompassRuntimeError, script as S
from compass import opencl_runner


def line_of(kernel, offset):
    """"file:line:" of the line `offset` lines below the kernel's `def`."""
    code = kernel.py_func.__code__
    return f"{code.co_filename}:{code.co_firstlineno + 1 + offset}:"  # the decorator first


def runs(kernel):
    """ex(...) and ex.benchmark(...) of the kernel's build: the two ways onto POCL."""
    ex = BuildManager().build(kernel)
    return {"ex": ex, "benchmark": lambda *args: ex.benchmark(*args, repeat=1, number=1)}


def same_error_checked_natively(kernel, pocl_message, *args):
    """The checked native run stops where the checked C stopped, with its words, line and
    TEC (but POCL's tag); returns the arguments after it."""
    with pytest.raises(CompassRuntimeError) as info:
        compass.jit(kernel, checked=True)(*args)
    assert str(info.value) == pocl_message.replace(", POCL)", ")"), str(info.value)
    return args


@S.prim_func
def add_one(a: S.ptr("int32", "global")):
    a[S.get_local_id()] = a[S.get_local_id()] + 1


def assert_pocl_still_works():
    a = np.arange(4, dtype=np.int32)
    BuildManager().build(add_one)(a)
    np.testing.assert_array_equal(a, [1, 2, 3, 4])


# Barriers only some TECs reach ------------------------------------------------------

@S.prim_func
def barrier_on_one_tec(a: S.ptr("int32", "global")):
    if S.get_local_id() == 0:
        S.barrier()
    a[S.get_local_id()] = 1


@S.prim_func
def return_before_barrier(a: S.ptr("int32", "global")):
    if S.get_local_id() == 2:
        return
    S.barrier()
    a[S.get_local_id()] = 1


@S.prim_func
def barriers_in_a_tec_dependent_loop(a: S.ptr("int32", "global")):
    for i in range(S.get_local_id()):
        S.barrier()
    a[S.get_local_id()] = 1


@S.prim_func
def barriers_in_a_loop_pocl_runs_in_lockstep(a: S.ptr("int32", "global")):
    for i in range(S.get_local_id() + 1):  # every TEC meets the first barrier
        S.barrier()
    a[S.get_local_id()] = 1


@S.prim_func
def different_barriers(a: S.ptr("int32", "global")):
    if S.get_local_id() % 2 == 0:
        S.barrier()
    else:
        S.barrier()
    a[S.get_local_id()] = 1


@S.prim_func
def break_before_barrier(a: S.ptr("int32", "global")):
    for i in range(4):
        if i == S.get_local_id():
            break
        S.barrier()
    a[S.get_local_id()] = 1


DIVERGENT = [(barrier_on_one_tec, 2), (return_before_barrier, 3), (break_before_barrier, 4),
             (barriers_in_a_tec_dependent_loop, 2), (barriers_in_a_loop_pocl_runs_in_lockstep, 2),
             (different_barriers, 2)]


@pytest.mark.parametrize("how", ["ex", "benchmark"])
@pytest.mark.parametrize("kernel, line", DIVERGENT, ids=[k.name for k, _ in DIVERGENT])
def test_barrier_divergence_is_located_on_pocl(kernel, line, how):
    a = np.zeros(4, np.int32)
    with pytest.raises(CompassRuntimeError, match="barrier divergence") as info:
        runs(kernel)[how](a)
    message = str(info.value)
    assert line_of(kernel, line) in message, message
    # The checked C's barrier votes found it, not a crash or hang of POCL.
    assert "the checked OpenCL C found on POCL that the TECs do not meet at a barrier" \
        in message, message
    assert not a.any()
    assert_pocl_still_works()


def test_the_simulator_reports_the_same_divergence():
    for kernel, line in DIVERGENT:
        with pytest.raises(CompassRuntimeError, match="barrier divergence") as info:
            kernel(np.zeros(4, np.int32))
        assert line_of(kernel, line) in str(info.value)


@S.prim_func
def ping_pong(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), n: S.i32):
    tid = S.get_local_id()
    for i in range(n):
        b[tid] = a[(tid + 1) % 4] + i
        S.barrier()
        a[tid] = b[tid] * 2
        S.barrier()


def test_a_barrier_loop_every_tec_runs_alike(both):
    a, b = np.arange(1, 5, dtype=np.int32), np.zeros(4, np.int32)
    for i in range(5):
        b = np.roll(a, -1) + i
        a = b * 2
    both.check(ping_pong, lambda: [np.arange(1, 5, dtype=np.int32), np.zeros(4, np.int32), 5],
               0, a)


@S.prim_func
def write_then_fault(a: S.ptr("int32", "global"), i: S.i32):
    a[S.get_local_id()] = 5
    S.barrier()
    a[i] = 7


@pytest.mark.parametrize("how", ["ex", "benchmark"])
def test_nothing_is_copied_back_after_a_fault(how):
    """The checked C skips the faulty access; what the kernel wrote before it stays
    on the device: the caller's arrays are as before the call."""
    a = np.zeros(4, np.int32)
    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        runs(write_then_fault)[how](a, 9)
    assert not a.any()


# Private memory is bounded when the kernel is built ------------------------------------

@S.prim_func
def huge_private(a: S.ptr("int32", "global")):
    t = S.alloc(1 << 20, "int32")
    t[0] = a[0]
    a[S.get_local_id()] = t[0]


def test_a_private_allocation_over_the_limit_is_refused_at_its_line():
    """4 MiB a TEC crashed POCL's work items; the limit is 256 KiB a TEC (its stack)."""
    for run in (huge_private, lambda *args: BuildManager().build(huge_private)(*args)):
        with pytest.raises(CompassError, match=r'the private allocation "t" \(4194304 bytes\) '
                                               r'brings private to 4194304 bytes, over the '
                                               r'262144 bytes per TEC of X2_1204') as info:
            run(np.zeros(4, np.int32))
        assert line_of(huge_private, 1) in str(info.value)


# Endless loops ------------------------------------------------------------------------

@S.prim_func
def wait_for_flag(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    x = 0
    while a[0] == 0:
        x += 1
    out[0] = x


@pytest.mark.parametrize("how", ["ex", "benchmark"])
def test_an_endless_loop_ends_at_the_step_limit_on_pocl(how, monkeypatch):
    monkeypatch.setenv("COMPASS_SIM_STEP_LIMIT", "100000")
    out = np.zeros(1, np.int32)
    with pytest.raises(CompassRuntimeError) as info:
        runs(wait_for_flag)[how](np.zeros(4, np.int32), out)
    message = str(info.value)
    assert "step limit of 100000 loop iterations reached" in message, message
    assert line_of(wait_for_flag, 2) in message and "(TEC 0, POCL)" in message, message
    assert not out.any()
    same_error_checked_natively(wait_for_flag, message, np.zeros(4, np.int32), out)
    assert not out.any()


@S.prim_func
def meet_n_times(out: S.ptr("int32", "global"), n: S.i32):
    x = 0
    while x < n:
        x += 1
        S.barrier()
    out[S.get_local_id()] = x


def test_a_loop_holding_a_barrier_counts_its_iterations_in_the_vote(monkeypatch):
    """Every TEC leaves the loop together (its condition is a vote): the first out of
    steps, TEC 0, is the one named; 1000 iterations a TEC are within a limit of 1000."""
    monkeypatch.setenv("COMPASS_SIM_STEP_LIMIT", "1000")
    out = np.zeros(4, np.int32)
    with pytest.raises(CompassRuntimeError) as info:
        BuildManager().build(meet_n_times)(out, 1001)
    message = str(info.value)
    assert "step limit of 1000 loop iterations" in message and "(TEC 0, POCL)" in message
    assert line_of(meet_n_times, 2) in message, message
    same_error_checked_natively(meet_n_times, message, out, 1001)
    assert not out.any()
    compass.jit(meet_n_times, checked=True)(out, 1000)
    np.testing.assert_array_equal(out, 1000)


def test_the_simulator_stops_the_same_loop(monkeypatch):
    monkeypatch.setenv("COMPASS_SIM_STEP_LIMIT", "100000")
    with pytest.raises(CompassRuntimeError, match="step limit of 100000 instructions") as info:
        wait_for_flag(np.zeros(4, np.int32), np.zeros(1, np.int32))
    assert line_of(wait_for_flag, 2) in str(info.value)


@S.prim_func
def long_loop(out: S.ptr("int32", "global"), n: S.i32):
    x = 0
    for i in range(n):
        x += 1
    out[S.get_local_id()] = x


def test_a_for_loop_pays_its_trip_count_at_entry(monkeypatch):
    """A tir.for nothing leaves early is charged all its iterations when it starts: over
    the limit it does not run at all, and the error names the loop."""
    monkeypatch.setenv("COMPASS_SIM_STEP_LIMIT", "1000")
    out = np.zeros(4, np.int32)
    with pytest.raises(CompassRuntimeError, match="step limit of 1000 loop iterations") as info:
        BuildManager().build(long_loop)(out, 2000)
    assert line_of(long_loop, 2) in str(info.value)
    same_error_checked_natively(long_loop, str(info.value), out, 2000)
    assert not out.any()
    BuildManager().build(long_loop)(out, 900)
    np.testing.assert_array_equal(out, 900)
    out[:] = 0
    compass.jit(long_loop, checked=True)(out, 1000)
    np.testing.assert_array_equal(out, 1000)


@S.prim_func
def search(out: S.ptr("int32", "global")):
    found = 0
    for i in range(2147483647):
        if i == 5:
            found = i
            break
    out[S.get_local_id()] = found


def test_a_loop_that_may_break_pays_each_iteration(both):
    """Charged at entry, 2**31 - 1 iterations would exceed the default limit of 2e9; a
    loop a break may leave counts the iterations it runs."""
    both.check(search, lambda: [np.zeros(4, np.int32)], 0, np.full(4, 5, np.int32))


@S.prim_func
def count_down_then_spin(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    x = 0
    while a[0] == 0:
        x += 1
    out[0] = x
    S.barrier()
    a[0] = 0  # the next run, the benchmark's first unchecked one, never ends


def test_a_hang_in_the_unchecked_c_is_stopped_by_the_timeout(monkeypatch):
    ex = BuildManager().build(count_down_then_spin)
    # The checked C once at the default timeout: POCL compiles a kernel at its
    # first launch, which a loaded machine may make slower than the 2 s below.
    ex(np.ones(4, np.int32), np.zeros(1, np.int32))
    monkeypatch.setenv("COMPASS_POCL_TIMEOUT", "2")
    a, out = np.ones(4, np.int32), np.zeros(1, np.int32)
    with pytest.raises(CompassRuntimeError) as info:
        ex.benchmark(a, out, repeat=1, number=1)
    message = str(info.value)
    assert "stopped after 2 s running the unchecked C (benchmark)" in message, message
    np.testing.assert_array_equal(a, 1)  # nothing copied back
    monkeypatch.delenv("COMPASS_POCL_TIMEOUT")
    assert_pocl_still_works()


@S.prim_func
def store_past_a_view(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), i: S.i32):
    a[i] = 7


@pytest.mark.parametrize("how", ["ex", "benchmark"])
def test_an_overrun_into_the_next_argument_is_out_of_bounds(how):
    """The checked C checks an access against every argument's memory; the
    gap the arena leaves after each keeps a short overrun of one (here the
    view's 252-byte span, the next argument 4 bytes on) from landing in the
    next (found by fuzz_python.py --faults)."""
    memory = np.arange(128, dtype=np.int32)  # out right after the view's span
    with pytest.raises(CompassRuntimeError, match=r"byte offset 256 of parameter a \(252 bytes\)"):
        runs(store_past_a_view)[how](memory[:64][::2], memory[64:65], 64)
    np.testing.assert_array_equal(memory, np.arange(128))


def _restart_with_worker(monkeypatch, tmp_path, body):
    """The next run starts the worker script `body` instead of POCL's."""
    script = tmp_path / "worker.py"
    script.write_text(body)
    worker = opencl_runner._the_worker()  # pylint: disable=protected-access
    with worker.lock:
        worker.stop()
    monkeypatch.setattr(opencl_runner, "_WORKER", str(script))


def test_a_worker_that_dies_starting_is_started_again(monkeypatch, tmp_path):
    _restart_with_worker(monkeypatch, tmp_path, "raise SystemExit(3)\n")
    a = np.zeros(4, np.int32)
    with pytest.raises(CompassRuntimeError, match=r"POCL's process died \(exit status 3\) "
                                                  r"starting POCL"):
        BuildManager().build(add_one)(a)
    np.testing.assert_array_equal(a, 0)
    monkeypatch.undo()
    assert_pocl_still_works()


def test_a_worker_that_never_comes_up_is_stopped(monkeypatch, tmp_path):
    _restart_with_worker(monkeypatch, tmp_path, "import time\ntime.sleep(600)\n")
    monkeypatch.setattr(opencl_runner, "build_timeout", lambda: 1.0)
    with pytest.raises(CompassRuntimeError, match="stopped after 1 s starting POCL"):
        BuildManager().build(add_one)(np.zeros(4, np.int32))
    monkeypatch.undo()
    assert_pocl_still_works()


def test_starting_and_building_get_at_least_two_minutes(monkeypatch):
    """A short COMPASS_POCL_TIMEOUT bounds launches, not a compiler slowed by a
    loaded machine or a cold program cache."""
    monkeypatch.setenv("COMPASS_POCL_TIMEOUT", "1")
    assert opencl_runner.build_timeout() == 120
    monkeypatch.setenv("COMPASS_POCL_TIMEOUT", "30")
    assert opencl_runner.build_timeout() == 300


def test_the_timeout_is_a_positive_number(monkeypatch):
    monkeypatch.setenv("COMPASS_POCL_TIMEOUT", "soon")
    with pytest.raises(ValueError, match='COMPASS_POCL_TIMEOUT must be a number of seconds > 0, '
                                         'but got: "soon"'):
        BuildManager().build(add_one)(np.zeros(4, np.int32))


@pytest.mark.parametrize("value", ["abc", "0", "-5", "1.5"])
def test_the_step_limit_is_a_positive_integer(value, monkeypatch):
    monkeypatch.setenv("COMPASS_SIM_STEP_LIMIT", value)
    for run in (add_one, BuildManager().build(add_one), compass.jit(add_one, checked=True)):
        with pytest.raises(ValueError, match=f'COMPASS_SIM_STEP_LIMIT expect a positive integer '
                                             f'\\(instructions\\), but got: "{value}"'):
            run(np.zeros(4, np.int32))


# Scalar division where C traps --------------------------------------------------------

@S.prim_func
def divide(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    out[0] = a[0] / a[1]
    out[1] = a[0] % a[1]
    out[2] = a[0] // a[1]


@pytest.mark.parametrize("divisor", [-1, 7, -7])
def test_int32_min_divided_by_minus_one_wraps_on_every_path(divisor):
    """MIN / -1 wraps to MIN, MIN % -1 is 0 (C's operators trap there on x86); `//`
    truncates like `/`, as upstream's canonicalization makes it."""
    a = np.array([np.iinfo(np.int32).min, divisor], np.int32)
    quotient = int(np.trunc(a[0] / divisor)) if divisor != -1 else int(a[0])
    expected = [quotient, int(a[0]) - quotient * divisor, quotient]
    expected = np.array(expected, np.int64).astype(np.int32)
    ex = BuildManager().build(divide)
    for where, run in (("simulator", divide), ("POCL", ex),
                       ("benchmark", lambda *args: ex.benchmark(*args, repeat=1, number=1))):
        out = np.zeros(3, np.int32)
        run(a, out)
        np.testing.assert_array_equal(out, expected, err_msg=where)


# Faults ex(...) reports and the unchecked C alone would crash on --------------------------

@S.prim_func
def store_at(a: S.ptr("int32", "global"), i: S.i32):
    a[i] = 1


@S.prim_func
def store_far(a: S.ptr("int32", "global"), i: S.i32):
    (a + 2147483647)[2] = i


@S.prim_func
def load_far(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    out[0:8] = S.vload(a + 536870912)


@S.prim_func
def load_strided(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), stride: S.i32):
    out[0:8] = S.vload(a, stride=stride)


@S.prim_func
def fill(out: S.ptr("int32", "global")):
    for i in range(64):
        out[i] = i


FAULTS = {
    "null-pointer": (store_at, lambda: [None, 0], 1),
    "index-2**30": (store_at, lambda: [np.zeros(8, np.int32), 2 ** 30], 1),
    "index-2**31-1": (store_at, lambda: [np.zeros(8, np.int32), 2 ** 31 - 1], 1),
    "pointer-plus-2**31-1": (store_far, lambda: [np.zeros(8, np.int32), 3], 1),
    "vload-2**29-away": (load_far, lambda: [np.zeros(8, np.int32), np.zeros(8, np.int32)], 1),
    "stride-2**28": (load_strided, lambda: [np.zeros(64, np.int32), np.zeros(8, np.int32),
                                            2 ** 28], 1),
    "reversed-view-output": (fill, lambda: [np.zeros(64, np.int32)[::-1]], 2),
}


@pytest.mark.parametrize("how", ["ex", "benchmark"])
@pytest.mark.parametrize("kernel, make_args, line", FAULTS.values(), ids=FAULTS.keys())
def test_a_fault_is_located_on_pocl_checked_or_not(kernel, make_args, line, how):
    """ex.benchmark warms up with the checked C, so a fault on these arguments is an
    error at its line before the unchecked C runs (it used to crash the process)."""
    args = make_args()
    before = [arg.copy() if isinstance(arg, np.ndarray) else arg for arg in args]
    with pytest.raises(CompassRuntimeError, match="out of bounds") as info:
        runs(kernel)[how](*args)
    assert line_of(kernel, line) in str(info.value)
    for arg, old in zip(args, before):
        if isinstance(arg, np.ndarray):
            np.testing.assert_array_equal(arg, old)


@S.prim_func
def upsample_into(src: S.ptr("int32", "global"), dst: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "lsram")
    if S.get_local_id() == 0:
        S.dma_copy(buf, src, 8)
        S.dma_upsample(dst, buf, 2, 2, 4, 2)


def test_an_upsample_past_its_destination_is_located_on_every_path():
    """An upsample's destination is checked (its compass.check_upsample): the checked C by
    rows, plane by plane, naming the first row outside (of the second plane here); the
    simulator and the checked native run element by element in the order the DMA writes
    them, word for word alike."""
    src = np.arange(8, dtype=np.int32)
    dst = np.zeros(16, np.int32)  # one plane of the two
    with pytest.raises(CompassRuntimeError) as info:
        runs(upsample_into)["ex"](src, dst)
    message = str(info.value)
    assert line_of(upsample_into, 4) in message and "access of 16 bytes at byte offset 64" \
        in message, message
    np.testing.assert_array_equal(dst, 0)
    with pytest.raises(CompassRuntimeError) as simulated:
        upsample_into(src, np.zeros(16, np.int32))
    with pytest.raises(CompassRuntimeError) as native:
        compass.jit(upsample_into, checked=True)(src, np.zeros(16, np.int32))
    assert str(native.value) == str(simulated.value)
    assert line_of(upsample_into, 4) in str(native.value)
    assert 'write of 4 bytes at byte offset 64 of "dst" (64 bytes)' in str(native.value)


# One answer per rule on every path -----------------------------------------------------

@S.prim_func
def dma_within_one_array(a: S.ptr("int32", "global"), shift: S.i32):
    if S.get_local_id() == 0:
        S.dma_copy(a + shift, a + 4, 4, src_stride=5, times=2, dst_stride=5)


@pytest.mark.parametrize("shift", [6, 2, 4, 0, 5, 9])
def test_an_overlapping_dma_copies_each_row_as_memmove(shift):
    """As the simulator and upstream's PySim: rows one after another, each read whole
    before it is written (so a row whose destination overlaps its source above it is not
    smeared), a later row seeing what an earlier one wrote."""
    expected = np.arange(24, dtype=np.int32)
    for row in range(2):
        source = expected[4 + 5 * row: 8 + 5 * row].copy()
        expected[shift + 5 * row: shift + 5 * row + 4] = source
    for where, run in (("simulator", dma_within_one_array),
                       ("POCL", BuildManager().build(dma_within_one_array))):
        a = np.arange(24, dtype=np.int32)
        run(a, shift)
        np.testing.assert_array_equal(a, expected, err_msg=where)


@S.prim_func
def lanes_divided(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"),
                  out: S.ptr("int32x8", "global")):
    out[0] = a[0] / b[0]
    out[1] = a[0] % b[0]
    out[2] = S.vdiv(a[0], b[0])


def test_integer_lanes_divide_by_zero_and_minus_one_as_vdiv(both):
    """A lane divided by 0 is 0 and MIN / -1 is MAX (S.vdiv's rule on the NPU, which
    upstream compiles `/` on vectors to); % by 0 and MIN % -1 are 0."""
    lo = np.iinfo(np.int32).min
    a = np.array([7, -7, lo, lo, 0, 9, lo, 5], np.int32)
    b = np.array([0, 0, -1, 0, 0, -2, 1, 3], np.int32)
    quotient = np.array([0, 0, np.iinfo(np.int32).max, 0, 0, -4, lo, 1], np.int32)
    remainder = np.array([0, 0, 0, 0, 0, 1, 0, 2], np.int32)
    expected = np.concatenate([quotient, remainder, quotient])
    both.check(lanes_divided, lambda: [a.copy(), b.copy(), np.zeros(24, np.int32)], 2, expected)


@S.prim_func
def scalar_divided(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    out[0] = a[0] / a[1]


def test_a_scalar_divided_by_zero_is_an_error_on_every_path():
    ex = BuildManager().build(scalar_divided)
    for where, run in (("simulator", scalar_divided), ("POCL", ex),
                       ("benchmark", lambda *args: ex.benchmark(*args, repeat=1, number=1))):
        out = np.zeros(1, np.int32)
        with pytest.raises(ZeroDivisionError, match="integer division by zero") as info:
            run(np.array([5, 0], np.int32), out)
        assert line_of(scalar_divided, 1) in str(info.value), where


# One process survives them all --------------------------------------------------------

BATCH = textwrap.dedent('''
    import numpy as np
    from compass import BuildManager, CompassError, CompassRuntimeError, script as S

    @S.prim_func
    def diverge(a: S.ptr("int32", "global")):
        if S.get_local_id() == 1:
            S.barrier()
        a[0] = 1

    @S.prim_func
    def far(a: S.ptr("int32", "global"), i: S.i32):
        a[i] = 1

    @S.prim_func
    def null_use(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
        b[0] = a[0]

    @S.prim_func
    def ok(a: S.ptr("int32", "global")):
        a[S.get_local_id()] = 7

    failures = 0
    for _ in range(2):
        for kernel, args in ((diverge, [np.zeros(4, np.int32)]),
                             (far, [np.zeros(4, np.int32), 2**31 - 1]),
                             (null_use, [None, np.zeros(4, np.int32)])):
            ex = BuildManager().build(kernel)
            for run in (ex, lambda *a: ex.benchmark(*a, repeat=1, number=1)):
                try:
                    run(*args)
                except CompassRuntimeError:
                    failures += 1
    a = np.zeros(4, np.int32)
    BuildManager().build(ok)(a)
    print("failures", failures, "then", a.tolist())
''')


def test_a_batch_of_faulty_kernels_leaves_the_process_alive(tmp_path):
    script = tmp_path / "batch.py"
    script.write_text(BATCH)
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            timeout=600, env=dict(os.environ))
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip().endswith("failures 12 then [7, 7, 7, 7]"), result.stdout


def test_the_worker_is_a_process_of_its_own():
    BuildManager().build(add_one)(np.zeros(4, np.int32))
    worker = opencl_runner._the_worker()  # pylint: disable=protected-access
    assert worker.process.pid != os.getpid() and worker.process.poll() is None
