"""Rule: in the race check only the active lanes of a masked vector access
count. A masked load reads, and a masked store writes, only the bytes of its
active lanes; bytes under inactive lanes may belong to another TEC in the
same barrier interval. An active lane that overlaps is a race, reported at
the first overlapping byte of an active lane.

In a barrier interval the simulator runs TEC 0 to its end, then TEC 1, so in
each kernel below TEC 0's accesses come first. The race-free kernels also run
on POCL: their results must agree with NumPy on both paths.
"""

import numpy as np
import pytest

from compass import CompassRuntimeError, script as S


def lineno(kernel, offset):
    """The file:line of the line `offset` lines after the kernel's `def`."""
    return f"{__file__}:{kernel.py_func.__code__.co_firstlineno + 1 + offset}:"


def expect_race(kernel, args, what, other_offset, byte_offset, buffer='"buf"'):
    """`kernel` must fail with TEC 1 `what` bytes of TEC 0's access at line
    `other_offset` (after the def), at `byte_offset`."""
    with pytest.raises(CompassRuntimeError) as info:
        kernel(*args)
    text = str(info.value)
    assert f"data race on {buffer}: TEC 1 {what} by TEC 0 at {lineno(kernel, other_offset)}" in text, text
    assert f"in the same barrier interval (byte offset {byte_offset}) (TEC 1)" in text, text


def initial():
    return np.arange(8, dtype=np.int32) * 10


# ----------------------------------------------------------------------------
# Inactive lanes over another TEC's bytes: no race
# ----------------------------------------------------------------------------

@S.prim_func
def masked_load_after_write(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        for i in range(4):
            buf[i] = 100 + i
    if tid == 1:
        # Lanes 0-3, TEC 0's bytes, are off.
        S.vstore(S.vload(buf, mask="4F4T"), out, mask="4F4T")


def test_masked_load_beside_another_tecs_write(both):
    sim, cl = both(masked_load_after_write, lambda: [initial(), np.full(8, -1, np.int32)])
    for args in (sim, cl):
        np.testing.assert_array_equal(args[0], [100, 101, 102, 103, 40, 50, 60, 70])
        np.testing.assert_array_equal(args[1], [-1, -1, -1, -1, 40, 50, 60, 70])


@S.prim_func
def write_after_masked_load(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.vstore(S.vload(buf, mask="4T4F"), out, mask="4T4F")
    if tid == 1:
        # Lanes 4-7 of TEC 0's load were off: it did not read these bytes.
        for i in range(4, 8):
            buf[i] = 100 + i


def test_write_beside_another_tecs_masked_load(both):
    sim, cl = both(write_after_masked_load, lambda: [initial(), np.full(8, -1, np.int32)])
    for args in (sim, cl):
        np.testing.assert_array_equal(args[0], [0, 10, 20, 30, 104, 105, 106, 107])
        np.testing.assert_array_equal(args[1], [0, 10, 20, 30, -1, -1, -1, -1])


@S.prim_func
def masked_store_after_write(buf: S.ptr("int32", "global"), seven: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        for i in range(4):
            buf[i] = 100 + i
    if tid == 1:
        # A different value over TEC 0's bytes, but on inactive lanes.
        S.vstore(S.vload(seven), buf, mask="4F4T")


def test_masked_store_beside_another_tecs_write(both):
    both.check(masked_store_after_write, lambda: [initial(), np.full(8, 7, np.int32)], 0,
               [100, 101, 102, 103, 7, 7, 7, 7])


@S.prim_func
def read_after_masked_store(buf: S.ptr("int32", "global"), seven: S.ptr("int32", "global"),
                            out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.vstore(S.vload(seven), buf, mask="4T4F")
    if tid == 1:
        # Lanes 4-7 of TEC 0's store were off: it did not write these bytes.
        for i in range(4, 8):
            out[i] = buf[i]


def test_read_beside_another_tecs_masked_store(both):
    sim, cl = both(read_after_masked_store,
                   lambda: [initial(), np.full(8, 7, np.int32), np.full(8, -1, np.int32)])
    for args in (sim, cl):
        np.testing.assert_array_equal(args[0], [7, 7, 7, 7, 40, 50, 60, 70])
        np.testing.assert_array_equal(args[2], [-1, -1, -1, -1, 40, 50, 60, 70])


@S.prim_func
def shared_masked_load_after_write(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "shared")
    tid = S.get_local_id()
    if tid == 0:
        for i in range(8):
            buf[i] = i
    S.barrier()
    if tid == 0:
        for i in range(4):
            buf[i] = 100 + i
    if tid == 1:
        S.vstore(S.vload(buf, mask="4F4T"), out, mask="4F4T")


def test_masked_load_beside_another_tecs_write_on_shared(both):
    both.check(shared_masked_load_after_write, lambda: [np.full(8, -1, np.int32)], 0,
               [-1, -1, -1, -1, 4, 5, 6, 7])


# ----------------------------------------------------------------------------
# An active lane over another TEC's bytes: a race at that lane's first byte
# ----------------------------------------------------------------------------

@S.prim_func
def masked_load_overlaps(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.vstore(S.vload(out), buf)
    if tid == 1:
        # Lanes 0-2 are off; lane 3 reads bytes 12-15, which TEC 0 wrote.
        S.vstore(S.vload(buf, mask="3F5T"), out + 8, mask="3F5T")


def test_active_lane_of_a_masked_load_over_another_tecs_write():
    expect_race(masked_load_overlaps, [initial(), np.zeros(16, np.int32)],
                "reads bytes written", 3, 12)


@S.prim_func
def masked_store_overlaps(buf: S.ptr("int32", "global"), seven: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.vstore(S.vload(seven) + 1, buf)
    if tid == 1:
        S.vstore(S.vload(seven), buf, mask="3F5T")


def test_active_lane_of_a_masked_store_over_another_tecs_write():
    expect_race(masked_store_overlaps, [initial(), np.full(8, 7, np.int32)],
                "writes a different value to bytes written", 3, 12)


@S.prim_func
def masked_store_over_read(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.vstore(S.vload(buf), out)
    if tid == 1:
        S.vstore(S.vload(out + 8), buf, mask="3F5T")


def test_active_lane_of_a_masked_store_over_another_tecs_read():
    expect_race(masked_store_over_read, [initial(), np.zeros(16, np.int32)],
                "writes bytes read", 3, 12)


@S.prim_func
def shared_masked_load_overlaps(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "shared")
    tid = S.get_local_id()
    if tid == 0:
        for i in range(8):
            buf[i] = i
    S.barrier()
    if tid == 0:
        S.vstore(S.vload(buf) + 1, buf)
    if tid == 1:
        S.vstore(S.vload(buf, mask="5F3T"), out, mask="5F3T")


def test_active_lane_of_a_masked_load_over_another_tecs_write_on_shared():
    expect_race(shared_masked_load_overlaps, [np.zeros(8, np.int32)],
                "reads bytes written", 8, 20, buffer='shared allocation "buf"')


# ----------------------------------------------------------------------------
# After a masked load beside another TEC's write, its active lanes still
# count as read
# ----------------------------------------------------------------------------

@S.prim_func
def masked_load_then_other_write(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        for i in range(4):
            buf[i] = 100 + i
    if tid == 1:
        # Lanes 4-7 are read, beside TEC 0's bytes.
        S.vstore(S.vload(buf, mask="4F4T"), out, mask="4F4T")
    if tid == 2:
        buf[6] = 7


def test_active_lanes_of_a_masked_load_beside_a_write_are_still_reads():
    with pytest.raises(CompassRuntimeError) as info:
        masked_load_then_other_write(initial(), np.zeros(8, np.int32))
    text = str(info.value)
    assert (f'data race on "buf": TEC 2 writes bytes read by TEC 1 at '
            f"{lineno(masked_load_then_other_write, 7)}") in text, text
    assert "(byte offset 24) (TEC 2)" in text, text


# ----------------------------------------------------------------------------
# A TEC's own reads are no race with its writes
# ----------------------------------------------------------------------------

@S.prim_func
def rewrite_own_read_beside_identical_write(buf: S.ptr("int32", "global"),
                                            seven: S.ptr("int32", "global"),
                                            out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        buf[0] = 7
    if tid == 1:
        out[0] = buf[1]
        # Lane 0 rewrites TEC 0's 7 with 7; lane 1 overwrites what TEC 1 read.
        S.vstore(S.vload(seven), buf)


def test_own_read_then_write_beside_another_tecs_identical_write(both):
    sim, cl = both(rewrite_own_read_beside_identical_write,
                   lambda: [initial(), np.full(8, 7, np.int32), np.zeros(1, np.int32)])
    for args in (sim, cl):
        np.testing.assert_array_equal(args[0], np.full(8, 7))
        np.testing.assert_array_equal(args[2], [10])


# ----------------------------------------------------------------------------
# The message names the other TEC's access of the conflicting kind
# ----------------------------------------------------------------------------

@S.prim_func
def read_then_write_then_other_read(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        x = buf[0]
        buf[0] = x + 1
    if tid == 1:
        out[0] = buf[0]


def test_race_names_the_write_not_the_read():
    with pytest.raises(CompassRuntimeError) as info:
        read_then_write_then_other_read(initial(), np.zeros(1, np.int32))
    text = str(info.value)
    assert (f'TEC 1 reads bytes written by TEC 0 at '
            f"{lineno(read_then_write_then_other_read, 4)}") in text, text


@S.prim_func
def masked_store_then_scalar_store(buf: S.ptr("int32", "global"), seven: S.ptr("int32", "global"),
                                   out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.vstore(S.vload(seven), buf, mask="4T4F")
        buf[5] = 1
    if tid == 1:
        out[0] = buf[5]


def test_race_names_the_access_whose_active_lane_wrote_the_byte():
    # Byte 20 lies under an inactive lane of TEC 0's masked store: the
    # scalar store wrote it.
    with pytest.raises(CompassRuntimeError) as info:
        masked_store_then_scalar_store(initial(), np.full(8, 7, np.int32), np.zeros(1, np.int32))
    text = str(info.value)
    assert (f'TEC 1 reads bytes written by TEC 0 at '
            f"{lineno(masked_store_then_scalar_store, 5)}") in text, text


@S.prim_func
def scalar_store_then_masked_store(buf: S.ptr("int32", "global"), seven: S.ptr("int32", "global"),
                                   out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        buf[5] = 1
        S.vstore(S.vload(seven), buf, mask="4T1F3T")
    if tid == 1:
        out[0] = buf[4]
        out[1] = buf[5]


def test_race_names_the_store_of_each_byte():
    with pytest.raises(CompassRuntimeError) as info:
        scalar_store_then_masked_store(initial(), np.full(8, 7, np.int32), np.zeros(2, np.int32))
    text = str(info.value)
    # buf[4] is under the masked store's inactive lane: nobody wrote it, so
    # the first race is on buf[5], which both stores wrote.
    assert "(byte offset 20) (TEC 1)" in text, text


@S.prim_func
def descending_writes_then_read(buf: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        for i in range(8):
            buf[7 - i] = i
    if tid == 1:
        out[0] = buf[2]


def test_race_names_a_store_of_a_descending_loop():
    with pytest.raises(CompassRuntimeError) as info:
        descending_writes_then_read(initial(), np.zeros(1, np.int32))
    text = str(info.value)
    assert (f'TEC 1 reads bytes written by TEC 0 at '
            f"{lineno(descending_writes_then_read, 4)}") in text, text
    assert "(byte offset 8) (TEC 1)" in text, text
