"""Events and asynchronous DMA: S.alloc_events, S.wait_events, S.free_events,
S.async_dma_copy and S.barrier's wait for the TEC's DMAs, through the
simulator and the OpenCL C on POCL, against NumPy; upstream's refusals at
build time and its limits when a kernel runs."""

import re

import numpy as np
import pytest

from compass import BuildManager, CompassError, CompassRuntimeError, script as S
from conftest import DMA_SCOPE_PAIRS, expected_row_copy, load_module

def _pair_kernel(src_scope, dst_scope, dtype, tmp_path):
    """Each TEC stages its 16 elements where the source lives (asynchronously),
    copies 3 rows of 4 elements, 5 apart, into rows 6 apart where the
    destination lives, and brings the rows back to global memory, every copy
    an S.async_dma_copy on one of two events."""
    lines = ["from compass import script as S", "", "",
             "@S.prim_func",
             f"def kernel(a: S.ptr('{dtype}', 'global'), out: S.ptr('{dtype}', 'global')):",
             "    tid = S.get_local_id()",
             "    ev0, ev1 = S.alloc_events(2)"]
    if src_scope == "global":
        lines.append("    src = a + tid * 16")
    else:
        count, shift = (64, " + tid * 16") if src_scope == "shared" else (16, "")
        lines += [f"    src = S.alloc({count}, '{dtype}', '{src_scope}'){shift}",
                  "    S.async_dma_copy(src, a + tid * 16, 16, event=ev0)",
                  "    S.wait_events(ev0)"]
    if dst_scope == "global":
        lines.append("    dst = out + tid * 18")
    else:
        count, shift = (72, " + tid * 18") if dst_scope == "shared" else (18, "")
        lines.append(f"    dst = S.alloc({count}, '{dtype}', '{dst_scope}'){shift}")
    lines += ["    S.async_dma_copy(dst, src, 4, src_stride=5, times=3, dst_stride=6, event=ev1)",
              "    S.wait_events(ev1)"]
    if dst_scope != "global":
        lines += ["    S.async_dma_copy(out + tid * 18, dst, 4, 6, 3, 6, ev0)",
                  "    S.wait_events(ev0)"]
    lines.append("    S.free_events(ev0, ev1)")
    return load_module(tmp_path, f"async_{src_scope}_{dst_scope}_{dtype}",
                       "\n".join(lines) + "\n").kernel


@pytest.mark.parametrize("src_scope,dst_scope", DMA_SCOPE_PAIRS)
@pytest.mark.parametrize("dtype", ["int8", "uint16", "float32"])
def test_every_scope_pair_2d(both, src_scope, dst_scope, dtype, tmp_path):
    kernel = _pair_kernel(src_scope, dst_scope, dtype, tmp_path)
    a = (np.arange(64) * 3 - 50).astype(dtype)
    out0 = np.full(72, 7, dtype)
    both.check(kernel, lambda: [a.copy(), out0.copy()], 1, expected_row_copy(a, out0))


SIZE, HALF = 512, 256


def _add_kernel(dtype):
    """Upstream's shape: three events, copies overlapping the additions."""
    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"), c: S.ptr(dtype, "global")):
        a_l = S.alloc_buffer(dtype=dtype, shape=(SIZE,), scope="lsram")
        b_l = S.alloc_buffer(dtype=dtype, shape=(SIZE,), scope="lsram")
        c_l = S.alloc_buffer(dtype=dtype, shape=(SIZE,), scope="lsram")
        ev0, ev1, ev2 = S.alloc_events(3)
        S.async_dma_copy(a_l, a, HALF, event=ev0)
        S.async_dma_copy(b_l, b, HALF, event=ev1)
        S.wait_events(ev0, ev1)
        S.async_dma_copy(a_l.addr_of(HALF), a + HALF, HALF, event=ev0)
        S.async_dma_copy(b_l.addr_of(HALF), b + HALF, HALF, event=ev1)
        for i in range(HALF):
            c_l[i] = a_l[i] + b_l[i]
        S.async_dma_copy(c, c_l, HALF, event=ev2)
        S.wait_events(ev0, ev1)
        for i in range(HALF):
            c_l[i + HALF] = a_l[i + HALF] + b_l[i + HALF]
        S.async_dma_copy(c + HALF, c_l.addr_of(HALF), HALF, event=ev0)
        S.wait_events(ev0, ev2)
        S.free_events(ev0, ev1, ev2)

    return kernel


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "uint16", "int32", "uint32",
                                   "float16", "float32"])
def test_copies_overlapping_compute(both, dtype):
    rng = np.random.default_rng(1)
    if dtype.startswith("float"):
        a, b = (rng.uniform(-100, 100, SIZE).astype(dtype) for _ in range(2))
    else:
        info = np.iinfo(dtype)
        a, b = (rng.integers(info.min, info.max, SIZE, dtype=dtype, endpoint=True) for _ in range(2))
    with np.errstate(over="ignore"):
        want = a + b
    both.check(_add_kernel(dtype), lambda: [a.copy(), b.copy(), np.zeros(SIZE, dtype)], 2, want)


# A pipeline: double buffering over lsram, two events, barriers ----------------

N = 1 << 20
PER_TEC = N // 4
CHUNK = 2048
CHUNKS = PER_TEC // CHUNK


@S.prim_func
def pipelined_sum(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    buf0 = S.alloc(CHUNK, "int32", "lsram")
    buf1 = S.alloc(CHUNK, "int32", "lsram")
    partial = S.alloc(4, "int32", "shared")
    ev0, ev1 = S.alloc_events(2)
    tid = S.get_local_id()
    base = a + tid * PER_TEC
    acc = S.int32x8(0)
    S.async_dma_copy(buf0, base, CHUNK, event=ev0)
    for c in range(0, CHUNKS, 2):
        # Fetch the odd chunk while summing the even one, and the next even
        # chunk while summing the odd one.
        S.async_dma_copy(buf1, base + (c + 1) * CHUNK, CHUNK, event=ev1)
        S.wait_events(ev0)
        for i in range(CHUNK // 8):
            acc = acc + S.vload(buf0 + i * 8)
        if c + 2 < CHUNKS:
            S.async_dma_copy(buf0, base + (c + 2) * CHUNK, CHUNK, event=ev0)
        S.wait_events(ev1)
        for i in range(CHUNK // 8):
            acc = acc + S.vload(buf1 + i * 8)
    S.free_events(ev0, ev1)
    total = acc[0]
    for j in range(1, 8):
        total = total + acc[j]
    partial[tid] = total
    S.barrier()
    if tid == 0:
        out[0] = partial[0] + partial[1] + partial[2] + partial[3]


def test_pipelined_reduction_over_a_million_elements(both):
    rng = np.random.default_rng(7)
    a = rng.integers(-1000, 1000, N, dtype=np.int32)
    want = np.array([a.sum(dtype=np.int64)], np.int32)
    both.check(pipelined_sum, lambda: [a.copy(), np.zeros(1, np.int32)], 1, want)


@S.prim_func
def barrier_waits(a: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
    # TEC t copies its 8 floats into shared memory asynchronously; the barrier
    # waits for every TEC's copy, so TEC t then reads its neighbour's.
    table = S.alloc(32, "float32", "shared")
    ev = S.alloc_events(1)
    tid = S.get_local_id()
    S.async_dma_copy(table + tid * 8, a + tid * 8, 8, event=ev)
    S.barrier()
    nxt = (tid + 1) % 4
    S.vstore(S.vload(table + nxt * 8) * 2.0, out + tid * 8)
    S.free_events(ev)


def test_barrier_waits_for_every_tecs_dmas(both):
    a = np.arange(32, dtype=np.float32) - 3.5
    want = np.roll(a.reshape(4, 8), -1, axis=0).reshape(-1) * 2
    both.check(barrier_waits, lambda: [a.copy(), np.zeros(32, np.float32)], 1, want)


@S.prim_func
def runtime_counts(a: S.ptr("uint8", "global"), out: S.ptr("uint8", "global"), w: S.i32, t: S.i32):
    if S.get_local_id() == 1:
        ev = S.alloc_events(1)
        S.async_dma_copy(out, a, w, src_stride=w + 3, times=t, dst_stride=w + 1, event=ev)
        S.free_events(ev)   # waits first


def test_runtime_counts_and_free_waits(both):
    a = np.arange(100, dtype=np.uint8)
    want = np.full(60, 9, np.uint8)
    for t in range(5):
        want[t * 8: t * 8 + 7] = a[t * 10: t * 10 + 7]
    both.check(runtime_counts, lambda: [a.copy(), np.full(60, 9, np.uint8), 7, 5], 1, want)


# The OpenCL C spelling ---------------------------------------------------------

def test_c_spelling():
    code = BuildManager().build(_add_kernel("int16")).c_code
    assert re.search(r"int (\w+) = alloc_event\(\);", code), code
    assert re.search(r"AsyncDmaDirect_kGlobal_to_kLsram\(\(__lsram uchar\*\)\w+, "
                     r"\(__global uchar\*\)\w+, 512, 512, 512, 512, \w+\);", code), code
    assert re.search(r"wait_events\(\(1 << \w+\) \| \(1 << \w+\)\);", code), code
    assert re.search(r"free_events\(\(1 << \w+\) \| \(1 << \w+\) \| \(1 << \w+\)\);", code), code


# Refusals when it is built, limits when it runs --------------------------------

def build_error(kernel):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    return str(info.value)


def _located(text, kernel, offset):
    """`text` names the line `offset` lines after the first line of the kernel's
    body (co_firstlineno is the decorator's line)."""
    line = kernel.py_func.__code__.co_firstlineno + 2 + offset
    return f"{__file__}:{line}:" in text


def test_refusals():
    @S.prim_func
    def no_event(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
        S.async_dma_copy(a, b, 4)

    text = build_error(no_event)
    assert 'The arg "event" must be provided.' in text and _located(text, no_event, 0), text

    @S.prim_func
    def not_an_event(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
        S.async_dma_copy(a, b, 4, event=0)

    assert 'The arg "event" expect object returned by "S.alloc_events".' in build_error(not_an_event)

    @S.prim_func
    def dtypes(a: S.ptr("int32", "global"), b: S.ptr("uint32", "global")):
        ev = S.alloc_events(1)
        S.async_dma_copy(a, b, 4, event=ev)

    text = build_error(dtypes)
    assert 'The data type mismatch: "dst": "int32*" vs. "src": "uint32*".' in text, text
    assert _located(text, dtypes, 1), text

    @S.prim_func
    def sram(a: S.ptr("int32", "global")):
        x = S.alloc(8, "int32", "lsram")
        y = S.alloc(8, "int32", "shared")
        ev = S.alloc_events(1)
        S.async_dma_copy(y, x, 8, event=ev)

    assert 'Does not support copy data from scope "lsram" to scope "shared".' in build_error(sram)

    @S.prim_func
    def constant(a: S.ptr("int32", "global"), c: S.ptr("int32", "constant")):
        ev = S.alloc_events(1)
        S.async_dma_copy(a, c, 8, event=ev)

    assert ('Currently does not support copy data from scope "constant" to scope "global".'
            in build_error(constant))

    @S.prim_func
    def stride(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
        ev = S.alloc_events(1)
        S.async_dma_copy(a, b, 8, src_stride=4, times=2, event=ev)

    assert 'The arg "src_stride" expect >= 8, but got: "4".' in build_error(stride)


@pytest.mark.parametrize("call,message", [
    ("S.alloc_events(0)", 'The arg "count" expect an positive integer scalar constant.'),
    ("S.alloc_events(5)", "Only remain 4 events, but allocate 5."),
    ("S.wait_events()", "Redundant useless call."),
    ("S.free_events()", "Redundant useless call."),
    ("S.wait_events(a)", 'The arg "events" expect objects returned by "S.alloc_events".'),
    ("S.free_events(3)", 'The arg "events" expect objects returned by "S.alloc_events".'),
])
def test_event_refusals(call, message, tmp_path):
    lines = ["from compass import script as S", "", "",
             "@S.prim_func",
             "def kernel(a: S.ptr('int32', 'global')):",
             f"    {call}"]
    kernel = load_module(tmp_path, "refused", "\n".join(lines) + "\n").kernel
    text = build_error(kernel)
    assert message in text and f"refused.py:6:" in text, text


def test_events_are_not_reassigned():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        ev = S.alloc_events(1)
        ev = S.alloc_events(1)

    assert 'The event "ev" can\'t be reassigned.' in build_error(kernel)


@S.prim_func
def limits(a: S.ptr("int16", "global"), b: S.ptr("int16", "global"), w: S.i32, s: S.i32, t: S.i32):
    ev = S.alloc_events(1)
    S.async_dma_copy(a, b, w, src_stride=s, times=t, event=ev)
    S.wait_events(ev)


@pytest.mark.parametrize("w,s,t,message", [
    (40000, 40000, 1, 'The arg "width" expect <= "32767", but got: "40000".'),
    (4, 9000000, 1, 'The arg "src_stride" expect <= 8388607, but got: "9000000".'),
    (30000, 30000, 300, 'The product of arg "width" and "times" expect <= 8388607, but got: "9000000".'),
    (-1, 4, 1, 'The arg "width" expect >= 0, but got: "-1".'),
    (8, 4, 1, 'The arg "src_stride" expect >= 8, but got: "4".'),
])
def test_limits_when_it_runs(w, s, t, message):
    a = np.zeros(16, np.int16)
    with pytest.raises(CompassRuntimeError) as info:
        limits(a, a.copy(), w, s, t)
    assert message in str(info.value)
    assert _located(str(info.value), limits, 1)


def test_bounds_when_it_starts():
    a = np.zeros(16, np.int16)
    with pytest.raises(CompassRuntimeError) as info:
        limits(a, np.zeros(8, np.int16), 4, 4, 3)
    text = str(info.value)
    assert "out of bounds: read of 8 bytes at byte offset 16" in text and _located(text, limits, 1), text
