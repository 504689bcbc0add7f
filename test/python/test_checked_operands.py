"""Run-time operands the simulator refuses are refused on POCL too. The checked C
(`ex(...)`, and the checked warm-up run of `ex.benchmark(...)`) checks the simulator's
condition on the same operands (a DMA's width, strides and limits, a strided access's
stride, a lane count, index or shift, a loop's step; events and perf ticks are tracked
per TEC as the simulator tracks them), and the error, explained by the simulator on
copies of the arguments, is the simulator's, at the kernel's line, on every path
(docs/from-upstream.md, "Running on POCL is checked, behind a wall"); the native tier
(compass.jit) checks the same operands and raises the same error. Each rule has a
control whose valid operands give NumPy's result on both paths."""

import re

import numpy as np
import pytest

import compass
from compass import BuildManager, CompassError, script as S
from compass import _compass
from compass.checked_run import CheckReport, explain_failure, new_record
from compass.errors import translated
from test_buggy_kernels_events import busy_at_end, wait_after_free, wait_unused
from test_pocl_wall import line_of, runs


def zeros(n, dtype="int32"):
    return np.zeros(n, dtype)


def count(n, dtype="int32"):
    return np.arange(n, dtype=dtype)


# DMA -------------------------------------------------------------------------------------

@S.prim_func
def dma_width(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    if S.get_local_id() == 0:
        S.dma_copy(out, a, n)


@S.prim_func
def dma_rows(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), s: S.i32):
    if S.get_local_id() == 0:
        S.dma_copy(out, a, 4, src_stride=s, times=2, dst_stride=4)


@S.prim_func
def dma_to_lsram(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32,
                 t: S.i32):
    buf = S.alloc(64, "int32", "lsram")
    S.dma_copy(buf, a, 8)
    S.dma_copy(buf, a + 8, n, times=t)
    S.dma_copy(out + S.get_local_id() * 8, buf, 8)


@S.prim_func
def async_width(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    ev = S.alloc_events(1)
    if S.get_local_id() == 0:
        S.async_dma_copy(out, a, n, event=ev)
        S.wait_events(ev)
    S.free_events(ev)


@S.prim_func
def fill(out: S.ptr("int32", "global"), n: S.i32):
    if S.get_local_id() == 0:
        S.dma_memset(out, 7, n)


@S.prim_func
def transpose(a: S.ptr("int16", "global"), out: S.ptr("int16", "global"), r: S.i32):
    if S.get_local_id() == 0:
        S.dma_transpose2d(out, a, r, 3)


@S.prim_func
def upsample_slab(a: S.ptr("int8", "global"), out: S.ptr("int8", "global"), ws: S.i32):
    buf = S.alloc(8, "int8", "lsram")
    S.dma_copy(buf, a, 8)
    if S.get_local_id() == 0:
        S.dma_upsample(out, buf, 1, ws, 2, 4)


# Vectors and loops -----------------------------------------------------------------------

@S.prim_func
def load_stride(a: S.ptr("int32", "global"), out: S.ptr("int32x8", "global"), s: S.i32):
    out[0] = S.vload(a, stride=s)


@S.prim_func
def store_stride(a: S.ptr("int32x8", "global"), out: S.ptr("int32", "global"), s: S.i32):
    S.vstore(a[0], out, stride=s)


@S.prim_func
def tail(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), n: S.i32):
    m = S.tail_mask(n, 8)
    out[0] = S.vsel(a[0], 0, m)


@S.prim_func
def shifted(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), s: S.i32):
    out[0] = S.vshfl(a[0], s)


@S.prim_func
def replicate(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), i: S.i32):
    out[0] = S.vreplic(a[0], i)


@S.prim_func
def extract(a: S.ptr("int32x8", "global"), out: S.ptr("int32", "global"), i: S.i32):
    v = a[0]
    out[0] = v[i]


@S.prim_func
def insert(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), i: S.i32):
    v = a[0]
    v[i] = 99
    out[0] = v


@S.prim_func
def stepped(out: S.ptr("int32", "global"), s: S.i32):
    for i in range(0, 8, s):
        out[i] = i + 1


@S.prim_func
def stepped_from(out: S.ptr("int32", "global"), start: S.i32, s: S.i32):
    for i in range(start, 8, s):
        out[i] = i + 1


# Events and perf ticks (more misuses of events: test_buggy_kernels_events.py) -------------

@S.prim_func
def fifth_event(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    ev0, ev1, ev2 = S.alloc_events(3)
    if S.get_local_id() == 1:
        ev3, ev4 = S.alloc_events(2)    # a TEC has four
        S.free_events(ev3)
    S.free_events(ev0, ev1, ev2)


@S.prim_func
def used_after_free(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    ev = S.alloc_events(1)
    S.async_dma_copy(out, a, 4, event=ev)
    S.free_events(ev)
    S.async_dma_copy(out + 4, a, 4, event=ev)
    S.barrier()                         # (waits for that DMA)


@S.prim_func
def ticks(out: S.ptr("int32", "global"), begin: S.u32, end: S.u32):
    S.perf_tick_begin(begin)
    out[S.get_local_id()] = 1
    S.perf_tick_end(end)


@S.prim_func
def ticks_open(out: S.ptr("int32", "global"), c: S.u32):
    S.perf_tick_begin(c)
    out[S.get_local_id()] = 1


@S.prim_func
def ticks_twice(out: S.ptr("int32", "global"), c: S.u32):
    S.perf_tick_begin(c)
    S.perf_tick_begin(c)
    out[S.get_local_id()] = 1
    S.perf_tick_end(c)
    S.perf_tick_end(c)


@S.prim_func
def tick_unbegun(out: S.ptr("int32", "global"), c: S.u32):
    out[S.get_local_id()] = 1
    S.perf_tick_end(c)


# (kernel, arguments, line offset from the def, the simulator's words). Past its refused
# operand no kernel does anything else wrong: a checked C without the check would run it
# without an error, or fail in other words.
REFUSED = {
    "dma width -1": (dma_width, lambda: [count(8), zeros(8), -1], 2,
                     'The arg "width" expect >= 0, but got: "-1".'),
    "dma src_stride -8": (dma_rows, lambda: [count(16), zeros(16), -8], 2,
                          'The arg "src_stride" expect >= 4, but got: "-8".'),
    "dma lsram width": (dma_to_lsram, lambda: [count(80), zeros(32), 9000, 1], 4,
                        'The arg "width" expect <= 8192, but got: "9000".'),
    "async dma width -1": (async_width, lambda: [count(8), zeros(8), -1], 3,
                           'The arg "width" expect >= 0, but got: "-1".'),
    "dma_memset num -1": (fill, lambda: [zeros(8), -1], 2,
                          "dma_memset(ptr,value,num): num should >=0"),
    "dma_transpose2d row -1": (transpose, lambda: [count(12, "int16"), zeros(12, "int16"), -1],
                               2, "row=-1 should >=0"),
    "dma_upsample w_scale 300": (upsample_slab, lambda: [count(8, "int8"), zeros(8, "int8"), 300], 4,
                                 '"w_scale"(300) expect <= "max_w_scale"(255).'),
    "vload stride 0": (load_stride, lambda: [count(64), zeros(8), 0], 1,
                       'The arg "stride" expect >= 1, but got: "0".'),
    "vload stride -1": (load_stride, lambda: [count(64), zeros(8), -1], 1,
                        'The arg "stride" expect >= 1, but got: "-1".'),
    "vstore stride 0": (store_stride, lambda: [count(8), zeros(64), 0], 1,
                        'The arg "stride" expect >= 1, but got: "0".'),
    "tail_mask -3": (tail, lambda: [count(8), zeros(8), -3], 1,
                     "tail_mask of -3 lanes of 8 (it must lie in [0, 8])"),
    "tail_mask 100": (tail, lambda: [count(8), zeros(8), 100], 1,
                      "tail_mask of 100 lanes of 8 (it must lie in [0, 8])"),
    "vshfl 40": (shifted, lambda: [count(8), zeros(8), 40], 1,
                 "a lane shift of 40 outside [0, 8)"),
    "vreplic -1": (replicate, lambda: [count(8), zeros(8), -1], 1,
                   "a lane shift of -1 outside [0, 8)"),
    "lane index 9": (extract, lambda: [count(8), zeros(1), 9], 2,
                     "lane index 9 is out of range for 8 lanes"),
    "insert lane -1": (insert, lambda: [count(8), zeros(8), -1], 2,
                       "lane index -1 is out of range for 8 lanes"),
    "for step 0": (stepped, lambda: [zeros(8), 0], 1, "tir.for step must be positive, got 0"),
    "for step -1": (stepped, lambda: [zeros(8), -1], 1, "tir.for step must be positive, got -1"),
    "wait on an unused event": (wait_unused, lambda: [count(4), zeros(4)], 3,
                                "S.wait_events waits for event 1, which no DMA used since it "
                                "was allocated"),
    "a fifth event": (fifth_event, lambda: [zeros(4), zeros(4)], 3,
                      "S.alloc_events allocates a fifth event: all 4 events of the TEC are "
                      "allocated"),
    "dma on a freed event": (used_after_free, lambda: [count(4), zeros(8)], 4,
                             'The arg "event" is a released event, can not be used anymore.'),
    "wait on a freed event": (wait_after_free, lambda: [count(4), zeros(8)], 6,
                              "The released event can not be used anymore."),
    "dma in flight at the end": (busy_at_end, lambda: [count(4), zeros(4)], 4,
                                 "the kernel ends while this asynchronous DMA is in flight: its "
                                 "event 0 is still busy"),
    "perf tick begun twice": (ticks_twice, lambda: [zeros(4), 5], 2,
                              "S.perf_tick_begin(5) again before its S.perf_tick_end"),
    "perf tick ended unbegun": (tick_unbegun, lambda: [zeros(4), 6], 2,
                                "S.perf_tick_end(6) without an S.perf_tick_begin(6)"),
    "perf tick never ended": (ticks_open, lambda: [zeros(4), 5], 1,
                              "S.perf_tick_begin(5) has no S.perf_tick_end"),
}


@pytest.mark.parametrize("how", ["simulator", "ex", "benchmark", "native"])
@pytest.mark.parametrize("case", list(REFUSED))
def test_a_refused_operand_is_the_simulators_error_on_every_path(case, how):
    kernel, make_args, line, words = REFUSED[case]
    run = {"simulator": kernel, "native": compass.jit(kernel)}.get(how) or runs(kernel)[how]
    args = make_args()
    before = [np.copy(arg) for arg in args if isinstance(arg, np.ndarray)]
    with pytest.raises(CompassError) as info:
        run(*args)
    message = str(info.value)
    assert words in message, message
    assert line_of(kernel, line) in message, message
    if how in ("ex", "benchmark"):
        assert "the checked OpenCL C on POCL refused an operand here" in message, message
        # Nothing is copied back after an error.
        after = [arg for arg in args if isinstance(arg, np.ndarray)]
        for old, new in zip(before, after):
            np.testing.assert_array_equal(new, old)


# Controls: valid operands agree with NumPy on both paths -----------------------------------

def test_dma_rows_and_widths(both):
    want = np.zeros(16, np.int32)
    want[:5] = np.arange(5)
    both.check(dma_width, lambda: [count(16), zeros(16), 5], 1, want)
    want = np.zeros(16, np.int32)
    want[:4], want[4:8] = np.arange(4), np.arange(6, 10)
    both.check(dma_rows, lambda: [count(16), zeros(16), 6], 1, want)
    both.check(dma_width, lambda: [count(8), count(8) + 3, 0], 1, count(8) + 3)


def test_a_dma_to_lsram_within_its_limit(both):
    both.check(dma_to_lsram, lambda: [count(80) * 3, zeros(32), 64, 1], 1,
               np.tile(np.arange(8, 16, dtype=np.int32) * 3, 4))


def test_a_dma_moving_nothing_escapes_the_lsram_limit(both):
    """The simulator checks lsram's row width only for a transfer that moves data."""
    both.check(dma_to_lsram, lambda: [count(80), zeros(32), 9000, 0], 1, np.tile(count(8), 4))


def test_an_async_dma_with_a_run_time_width(both):
    want = zeros(8)
    want[:6] = np.arange(6)
    both.check(async_width, lambda: [count(8), zeros(8), 6], 1, want)


def test_memset_transpose_and_upsample(both):
    want = zeros(8)
    want[:3] = 7
    both.check(fill, lambda: [zeros(8), 3], 0, want)
    a = count(12, "int16")
    want = zeros(12, "int16")
    want[:6] = a[:6].reshape(2, 3).T.reshape(-1)
    both.check(transpose, lambda: [a.copy(), zeros(12, "int16"), 2], 1, want)
    a = count(8, "int8") + 1
    want = np.repeat(a.reshape(4, 2), 2, axis=0).reshape(-1)
    both.check(upsample_slab, lambda: [a.copy(), zeros(16, "int8"), 2], 1, want)


def test_strides_of_vload_and_vstore(both):
    both.check(load_stride, lambda: [count(64), zeros(8), 3], 1, np.arange(0, 24, 3))
    want = zeros(64)
    want[0:40:5] = np.arange(8)
    both.check(store_stride, lambda: [count(8), zeros(64), 5], 1, want)


@pytest.mark.parametrize("n", [0, 5, 8])
def test_tail_mask_counts(n, both):
    want = np.where(np.arange(8) < n, np.arange(8), 0)
    both.check(tail, lambda: [count(8), zeros(8), n], 1, want)


@pytest.mark.parametrize("i", [0, 7])
def test_lane_shifts_and_indices(i, both):
    a = count(8) * 10
    both.check(shifted, lambda: [a.copy(), zeros(8), i], 1, np.roll(a, -i))
    both.check(replicate, lambda: [a.copy(), zeros(8), i], 1, np.full(8, a[i]))
    both.check(extract, lambda: [a.copy(), zeros(1), i], 1, [a[i]])
    want = a.copy()
    want[i] = 99
    both.check(insert, lambda: [a.copy(), zeros(8), i], 1, want)


def test_a_run_time_loop_step(both):
    want = zeros(8)
    want[0:8:3] = np.arange(0, 8, 3) + 1
    both.check(stepped, lambda: [zeros(8), 3], 0, want)


@pytest.mark.parametrize("step", [0, -1])
def test_a_loop_that_does_not_run_may_have_any_step(step, both):
    both.check(stepped_from, lambda: [zeros(8), 8, step], 0, zeros(8))


@S.prim_func
def events_in_turn(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    ev0, ev1, ev2, ev3 = S.alloc_events(4)
    S.async_dma_copy(out + tid * 8, a + tid * 8, 4, event=ev0)
    S.async_dma_copy(out + tid * 8 + 4, a + tid * 8 + 4, 4, event=ev3)
    S.wait_events(ev3, ev0)
    S.free_events(ev0, ev1, ev2, ev3)
    ev = S.alloc_events(1)              # a freed slot, again
    S.async_dma_copy(a + tid * 8, out + tid * 8 + 1, 2, event=ev)
    S.barrier()                         # waits for it: nothing in flight at the end


def test_events_used_as_they_should_be(both):
    a = count(32) + 1
    want_out = a.copy()
    both.check(events_in_turn, lambda: [a.copy(), zeros(32)], 1, want_out)
    want_a = a.copy()
    for t in range(4):
        want_a[t * 8:t * 8 + 2] = a[t * 8 + 1:t * 8 + 3]
    both.check(events_in_turn, lambda: [a.copy(), zeros(32)], 0, want_a)


@S.prim_func
def nested_ticks(out: S.ptr("int32", "global"), c: S.u32):
    for i in range(3):
        S.perf_tick_begin(c + i)
    S.perf_tick_begin(c + 10)
    out[S.get_local_id()] = 1
    S.perf_tick_end(c + 10)
    for i in range(3):
        S.perf_tick_end(c + 2 - i)
    S.perf_tick_begin(c + 10)           # again, after its end
    S.perf_tick_end(c + 10)


@S.prim_func
def many_ticks(out: S.ptr("int32", "global"), c: S.u32):
    for i in range(10):
        S.perf_tick_begin(c + i)
    out[S.get_local_id()] = 1
    for i in range(10):
        S.perf_tick_end(c + i)


def test_perf_ticks_paired_at_run_time(both):
    both.check(nested_ticks, lambda: [zeros(4), 7], 0, np.ones(4, np.int32))
    both.check(ticks, lambda: [zeros(4), 5, 5], 0, np.ones(4, np.int32))


def test_more_perf_ticks_open_than_the_checked_c_pairs(both):
    """Past 8 open cids the checked C stops pairing a TEC's ticks: never a refusal the
    simulator would not make."""
    both.check(many_ticks, lambda: [zeros(4), 3], 0, np.ones(4, np.int32))


# The fallback: a refusal the simulator does not confirm -----------------------------------

def test_a_refusal_the_simulator_does_not_confirm_is_located_by_its_site():
    """The message then comes from the record and the trailer's `operand` line."""
    ex = BuildManager().build(tail)
    code = translated(_compass.translate.to_opencl, ex.module, checked=True)
    report = CheckReport(code)
    site = int(re.search(r"^operand (\d+) the lane count of S.tail_mask$", code, re.M).group(1))
    record = new_record(1000)
    record[:2] = [7, site]
    record[5] = 2  # the TEC
    args = [count(8), zeros(8), 3]  # valid: the simulator finds nothing
    with pytest.raises(CompassError) as info:
        explain_failure(tail, "the checked OpenCL C on POCL refused an operand here", args,
                        lambda: report.raise_error(record, ex.param_types))
    message = str(info.value)
    assert "error: the lane count of S.tail_mask refused by the checked C (TEC 2, POCL)" \
        in message, message
    assert line_of(tail, 1) in message, message
