"""Rule: a DMA copies the "initialized" shadow along with the bytes (README, "The
simulator"; as MemorySanitizer does). Copying bytes nothing wrote is not a use of them: the
copy is not reported, its destination's bytes become uninitialized too, and their first real
use is reported, at its line, naming the buffer. The caller's arrays start initialized; a
write initializes again. So a kernel that copies a partly written lsram buffer out whole
runs, on both paths, and the written part arrives.
"""

import numpy as np
import pytest

from compass import CompassRuntimeError, script as S


def expect_uninitialized(kernel, args, offset, scope, name, size, byte_offset, dma=False):
    """`kernel` fails at the line `offset` lines after its def, on TEC 0, reading `size`
    uninitialized bytes of `name` at `byte_offset`."""
    with pytest.raises(CompassRuntimeError) as info:
        kernel(*args)
    text = str(info.value)
    line = kernel.py_func.__code__.co_firstlineno + 1 + offset
    assert f"{__file__}:{line}:" in text, text
    tail = ", which a DMA copied there uninitialized" if dma else ""
    assert (f'read of uninitialized {scope} memory "{name}" ({size} bytes at byte offset '
            f"{byte_offset}){tail} (TEC 0)") in text, text


@S.prim_func
def copy_half_written(out: S.ptr("int32", "global"), k: S.i32):
    if S.get_local_id() == 0:
        buf = S.alloc(8, "int32", "lsram")
        for i in range(4):
            buf[i] = i + 1
        S.dma_copy(out, buf, 8)        # lanes 4-7 go out uninitialized: not a use
        if k >= 0:
            out[8] = out[k]            # a use


def test_copying_uninitialized_bytes_is_no_use(both):
    for where, args in zip(("simulator", "POCL"), both(
            copy_half_written, lambda: [np.full(9, -1, np.int32), 2])):
        np.testing.assert_array_equal(args[0][:4], [1, 2, 3, 4], err_msg=where)
        assert args[0][8] == 3, where


def test_a_read_of_bytes_a_dma_copied_uninitialized_is_reported_there():
    expect_uninitialized(copy_half_written, [np.zeros(9, np.int32), 5], 7, "global", "out", 4,
                         20, dma=True)


@S.prim_func
def round_trip(out: S.ptr("int32", "global"), scratch: S.ptr("int32", "global"), k: S.i32):
    if S.get_local_id() == 0:
        buf = S.alloc(8, "int32", "lsram")
        back = S.alloc(8, "int32", "lsram")
        buf[0] = 7
        buf[6] = 9
        S.dma_copy(scratch, buf, 8)
        scratch[1] = 8                 # a write initializes again
        S.dma_copy(back, scratch, 8)   # the shadow travels through global memory back
        out[0] = back[k]


def test_the_shadow_travels_through_global_memory():
    out, scratch = np.zeros(1, np.int32), np.zeros(8, np.int32)
    for k, value in ((0, 7), (1, 8), (6, 9)):
        round_trip(out, scratch, k)
        assert out[0] == value
    expect_uninitialized(round_trip, [out, scratch, 2], 9, "lsram", "back", 4, 8)


@S.prim_func
def vector_of_copied_lanes(out: S.ptr("int32", "global"), first: S.i32):
    if S.get_local_id() == 0:
        buf = S.alloc(16, "int32", "lsram")
        buf[first] = 5
        S.dma_copy(out, buf, 16)
        out[16:24] = out[8:16] + 1     # a vector read: some active lane written is enough


def test_a_vector_read_of_copied_bytes_follows_the_vector_rule(both):
    for where, args in zip(("simulator", "POCL"), both(
            vector_of_copied_lanes, lambda: [np.zeros(24, np.int32), 9])):
        assert args[0][9] == 5 and args[0][17] == 6, where
    expect_uninitialized(vector_of_copied_lanes, [np.zeros(24, np.int32), 3], 5, "global", "out",
                         32, 32, dma=True)


@S.prim_func
def async_copy_half_written(out: S.ptr("int32", "global"), k: S.i32):
    if S.get_local_id() == 0:
        buf = S.alloc(8, "int32", "lsram")
        for i in range(4):
            buf[i] = i + 1
        ev = S.alloc_events(1)
        S.async_dma_copy(out, buf, 8, event=ev)
        S.wait_events(ev)
        S.free_events(ev)
        out[8] = out[k]


def test_an_asynchronous_dma_copies_the_shadow_too(both):
    for where, args in zip(("simulator", "POCL"), both(
            async_copy_half_written, lambda: [np.zeros(9, np.int32), 1])):
        np.testing.assert_array_equal(args[0][:4], [1, 2, 3, 4], err_msg=where)
        assert args[0][8] == 2, where
    expect_uninitialized(async_copy_half_written, [np.zeros(9, np.int32), 7], 9, "global", "out",
                         4, 28, dma=True)


@S.prim_func
def transpose_half_written(out: S.ptr("int32", "global"), k: S.i32):
    if S.get_local_id() == 0:
        buf = S.alloc(6, "int32", "lsram")
        for i in range(3):
            buf[i] = i + 1               # row 0 of a 2 x 3 matrix
        S.dma_transpose2d(out, buf, 2, 3)
        out[6] = out[k]


def test_dma_transpose2d_moves_the_shadow_with_the_elements(both):
    for where, args in zip(("simulator", "POCL"), both(
            transpose_half_written, lambda: [np.zeros(7, np.int32), 4])):
        np.testing.assert_array_equal(args[0][[0, 2, 4]], [1, 2, 3], err_msg=where)
        assert args[0][6] == 3, where
    # Element 1 of the 3 x 2 result is row 1, column 0 of the source: never written.
    expect_uninitialized(transpose_half_written, [np.zeros(7, np.int32), 1], 6, "global", "out",
                         4, 4, dma=True)
