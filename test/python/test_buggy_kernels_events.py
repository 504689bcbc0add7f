"""Kernels that misuse events and asynchronous DMA, and the simulator's verdict.

An asynchronous DMA runs while its TEC goes on, so a kernel that touches the
destination, or writes the source, before waiting for the event computes
whatever the engine's timing gives; the simulator carries the copy out at
the wait and reports such accesses. Each buggy kernel must raise one
exception whose leading location is the kernel's file and the faulty line
(given as an offset from the first line of its body), with the TEC; each correct kernel
must run cleanly and agree with NumPy.
"""

import re

import numpy as np
import pytest

from compass import CompassRuntimeError, script as S


def run_expecting(kernel, args, message, line_offset, tec):
    """Runs `kernel`, which must fail with `message` located at the line
    `line_offset` lines after its `def` on TEC `tec`."""
    with pytest.raises(CompassRuntimeError) as info:
        kernel(*args)
    text = str(info.value)
    assert message in text, text
    line = kernel.py_func.__code__.co_firstlineno + 2 + line_offset  # after the decorator and def
    # The error's own location (" --> file:line:col"), not the one a message
    # about another DMA mentions; the TEC ends the message's line.
    assert re.search(rf" --> {re.escape(__file__)}:{line}:\d+\n", text), text
    assert text.splitlines()[0].endswith(f"(TEC {tec})"), text
    return text


def zeros(n, dtype="int32"):
    return np.zeros(n, dtype)


# Touching a DMA in flight -------------------------------------------------------

@S.prim_func
def read_destination_early(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    buf = S.alloc(16, "int32", "lsram")
    ev = S.alloc_events(1)
    S.async_dma_copy(buf, a, 16, event=ev)
    out[S.get_local_id()] = buf[3]      # the copy may not have arrived
    S.wait_events(ev)


def test_read_of_the_destination_before_the_wait():
    text = run_expecting(read_destination_early, [np.arange(16, dtype=np.int32), zeros(4)],
                         "before waiting for event 0: it is the destination of the asynchronous DMA",
                         3, 0)
    assert 'read of lsram allocation "buf" (byte offset 12)' in text, text


@S.prim_func
def write_destination_early(a: S.ptr("int16", "global"), out: S.ptr("int16", "global")):
    tid = S.get_local_id()
    ev0, ev1 = S.alloc_events(2)
    if tid == 2:
        S.async_dma_copy(out + 16, a, 32, event=ev1)
        S.vstore(S.vload(a), out + 32)  # out[32:48] is the DMA's last 16 elements
        S.wait_events(ev1)
    S.free_events(ev0, ev1)


def test_vector_write_of_the_destination_before_the_wait():
    text = run_expecting(write_destination_early, [np.arange(64, dtype=np.int16), zeros(64, "int16")],
                         "before waiting for event 1: it is the destination of the asynchronous DMA",
                         4, 2)
    assert 'write of "out" (byte offset 64)' in text, text


@S.prim_func
def write_source_early(a: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
    tid = S.get_local_id()
    buf = S.alloc(8, "float32", "lsram")
    for i in range(8):
        buf[i] = a[i]
    ev = S.alloc_events(1)
    S.async_dma_copy(out + tid * 8, buf, 8, event=ev)
    buf[7] = 0.0                        # the DMA may still be reading it
    S.free_events(ev)


def test_write_of_the_source_before_the_wait():
    run_expecting(write_source_early, [np.ones(8, np.float32), zeros(32, "float32")],
                  "before waiting for event 0: it is the source of the asynchronous DMA", 6, 0)


@S.prim_func
def sync_copy_of_destination(a: S.ptr("uint8", "global"), out: S.ptr("uint8", "global")):
    buf = S.alloc(64, "uint8", "lsram")
    ev = S.alloc_events(1)
    if S.get_local_id() == 3:
        S.async_dma_copy(buf, a, 64, event=ev)
        S.dma_copy(out, buf, 64)        # reads what the DMA in flight writes
        S.wait_events(ev)
    S.free_events(ev)


def test_dma_copy_of_a_destination_in_flight():
    run_expecting(sync_copy_of_destination, [np.arange(64, dtype=np.uint8), zeros(64, "uint8")],
                  "before waiting for event 0: it is the destination of the asynchronous DMA", 4, 3)


@S.prim_func
def chained_dmas_wrong_wait(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    buf = S.alloc(8, "int32", "lsram")
    ev0, ev1 = S.alloc_events(2)
    S.async_dma_copy(buf, a + tid * 8, 8, event=ev0)
    S.async_dma_copy(out + tid * 8, buf, 8, event=ev1)   # reads buf before ev0 is waited for
    S.wait_events(ev1)
    S.wait_events(ev0)
    S.free_events(ev0, ev1)


def test_dma_reading_the_destination_of_another_dma_in_flight():
    text = run_expecting(chained_dmas_wrong_wait, [np.arange(32, dtype=np.int32), zeros(32)],
                         "before waiting for event 0: it is the destination of the asynchronous DMA",
                         4, 0)
    # Reported at the DMA that reads too early; the other side is named too.
    first = chained_dmas_wrong_wait.py_func.__code__.co_firstlineno + 5
    assert f"DMA at {__file__}:{first}:" in text, text


# Misused events --------------------------------------------------------------------

@S.prim_func
def wait_unused(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    ev0, ev1 = S.alloc_events(2)
    S.async_dma_copy(out, a, 4, event=ev0)
    S.wait_events(ev0, ev1)             # nothing ever signals ev1
    S.free_events(ev0, ev1)


def test_wait_on_an_event_never_used():
    run_expecting(wait_unused, [np.arange(4, dtype=np.int32), zeros(4)],
                  "S.wait_events waits for event 1, which no DMA used since it was allocated", 2, 0)


@S.prim_func
def fifth_event(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    ev0, ev1, ev2 = S.alloc_events(3)
    if S.get_local_id() == 1:
        ev3, ev4 = S.alloc_events(2)    # a TEC has four
        S.free_events(ev3, ev4)
    S.free_events(ev0, ev1, ev2)


def test_fifth_event():
    run_expecting(fifth_event, [zeros(4), zeros(4)],
                  "S.alloc_events allocates a fifth event: all 4 events of the TEC are allocated", 2, 1)


@S.prim_func
def event_used_after_free(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    ev = S.alloc_events(1)
    S.async_dma_copy(out, a, 4, event=ev)
    S.free_events(ev)
    S.async_dma_copy(out + 4, a, 4, event=ev)


def test_async_copy_on_a_freed_event():
    run_expecting(event_used_after_free, [np.arange(4, dtype=np.int32), zeros(8)],
                  'The arg "event" is a released event, can not be used anymore.', 3, 0)


@S.prim_func
def wait_after_free(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    ev0 = S.alloc_events(1)
    S.async_dma_copy(out, a, 4, event=ev0)
    S.free_events(ev0)
    ev1 = S.alloc_events(1)             # takes the freed event's place
    S.async_dma_copy(out + 4, a, 4, event=ev1)
    S.wait_events(ev0)
    S.free_events(ev1)


def test_wait_on_a_freed_event_even_when_its_slot_is_reused():
    run_expecting(wait_after_free, [np.arange(4, dtype=np.int32), zeros(8)],
                  "The released event can not be used anymore.", 5, 0)


@S.prim_func
def busy_at_end(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    ev = S.alloc_events(1)
    if tid == 2:
        S.async_dma_copy(out, a, 4, event=ev)   # never waited for


def test_event_busy_at_the_end_of_the_kernel():
    run_expecting(busy_at_end, [np.arange(4, dtype=np.int32), zeros(4)],
                  "the kernel ends while this asynchronous DMA is in flight: its event 0 is still busy",
                  3, 2)


@S.prim_func
def busy_at_early_return(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    ev = S.alloc_events(1)
    S.async_dma_copy(out, a, 4, event=ev)
    if n > 0:
        return
    S.wait_events(ev)


def test_event_busy_at_an_early_return():
    run_expecting(busy_at_early_return, [np.arange(4, dtype=np.int32), zeros(4), 1],
                  "the kernel ends while this asynchronous DMA is in flight", 1, 0)


# Correct kernels ---------------------------------------------------------------

@S.prim_func
def read_source_while_in_flight(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    ev = S.alloc_events(1)
    S.async_dma_copy(out + tid * 8, a + tid * 8, 8, event=ev)
    x = a[tid * 8 + 3]                  # reading the source is fine
    S.wait_events(ev)
    out[tid * 8 + 7] = x + out[tid * 8]


def test_reading_the_source_in_flight_is_fine(both):
    a = np.arange(32, dtype=np.int32) * 5
    want = a.copy()
    for t in range(4):
        want[t * 8 + 7] = a[t * 8 + 3] + a[t * 8]
    both.check(read_source_while_in_flight, lambda: [a.copy(), zeros(32)], 1, want)


@S.prim_func
def disjoint_rows(a: S.ptr("int16", "global"), out: S.ptr("int16", "global")):
    # A 2-D DMA writes rows 0-3 of 8 elements, 16 apart; the TEC writes the
    # gaps between them meanwhile.
    if S.get_local_id() == 0:
        ev = S.alloc_events(1)
        S.async_dma_copy(out, a, 8, src_stride=8, times=4, dst_stride=16, event=ev)
        for r in range(4):
            S.vstore(S.vload(a + r * 8, lanes=8) * S.i16(-1), out + r * 16 + 8)
        S.wait_events(ev)
        S.free_events(ev)


def test_writing_between_the_rows_in_flight_is_fine(both):
    a = np.arange(32, dtype=np.int16)
    want = np.zeros(64, np.int16)
    for r in range(4):
        want[r * 16: r * 16 + 8] = a[r * 8: r * 8 + 8]
        want[r * 16 + 8: r * 16 + 16] = -a[r * 8: r * 8 + 8]
    both.check(disjoint_rows, lambda: [a.copy(), zeros(64, "int16")], 1, want)
