"""Rule: reads of allocated memory nothing wrote fail the run, at the
kernel's line (README, "The simulator").

- A scalar read needs every one of its bytes written: one int8 stored into
  a fresh buffer does not make the int32 over it readable.
- A vector read (a vload, masked or not) needs some byte of an active lane
  written: bytes under inactive lanes never count, and a vector loaded
  whole may hold unwritten lanes that the kernel masks off later.
- A masked store writes, and so initializes, only its active lanes.
"""

import numpy as np
import pytest

from compass import CompassRuntimeError, script as S


def expect_uninitialized(kernel, args, offset, scope, name, size, byte_offset):
    """`kernel` must fail with a read of `size` uninitialized bytes of the
    `scope` allocation `name` at `byte_offset`, on the line `offset` lines
    after the def, on TEC 0."""
    with pytest.raises(CompassRuntimeError) as info:
        kernel(*args)
    text = str(info.value)
    line = kernel.py_func.__code__.co_firstlineno + 1 + offset
    assert f"{__file__}:{line}:" in text, text
    assert (f'read of uninitialized {scope} memory "{name}" ({size} bytes at byte offset '
            f"{byte_offset}) (TEC 0)") in text, text


# ----------------------------------------------------------------------------
# Scalars: every byte
# ----------------------------------------------------------------------------

def scalar_over_bytes(scope):
    """Writes the int8 lanes of a fresh 8-byte buffer whose flag is set, then
    reads the int32 at byte 0 (line 7 after the def) on TEC 0."""
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), flags: S.ptr("int8", "global")):
        buf = S.alloc(8, "int8", scope)
        if S.get_local_id() == 0:  # one TEC: shared memory is the core's
            for i in range(8):
                if flags[i] != 0:
                    buf[i] = S.i8(i + 1)
            words = buf.as_ptr("int32")
            out[0] = words[0]
    return kernel


def flags(written):
    """The int8 flags of the bytes to write."""
    out = np.zeros(8, np.int8)
    out[list(written)] = 1
    return out


@pytest.mark.parametrize("scope", ["private", "lsram", "shared"])
@pytest.mark.parametrize("written", [(0,), (0, 1, 2), (1, 2, 3), (0, 2, 3), (3,)])
def test_partly_written_scalar_is_uninitialized(scope, written):
    kernel = scalar_over_bytes(scope)
    expect_uninitialized(kernel, [np.zeros(1, np.int32), flags(written)], 7, scope, "buf", 4, 0)


@pytest.mark.parametrize("scope", ["private", "lsram", "shared"])
def test_fully_written_scalar_reads(both, scope):
    kernel = scalar_over_bytes(scope)
    expected = np.array([1, 2, 3, 4], np.int8).view(np.int32)
    both.check(kernel, lambda: [np.zeros(1, np.int32), flags((0, 1, 2, 3))], 0, expected)


@S.prim_func
def int16_then_int8(out: S.ptr("int32", "global")):
    buf = S.alloc(4, "int8", "lsram")
    halves = buf.as_ptr("int16")
    halves[0] = S.i16(0x0201)
    buf[2] = S.i8(3)
    out[0] = buf.as_ptr("int32")[0]


def test_three_of_four_bytes_from_two_stores_are_uninitialized():
    expect_uninitialized(int16_then_int8, [np.zeros(1, np.int32)], 5, "lsram", "buf", 4, 0)


# ----------------------------------------------------------------------------
# Vectors: some byte of an active lane
# ----------------------------------------------------------------------------

@S.prim_func
def masked_load_of_unwritten_lanes(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "lsram")
    for i in range(4, 8):
        buf[i] = i
    # Lanes 4-7 were written but are off; lanes 0-3 are on and unwritten.
    S.vstore(S.vload(buf, mask="4T4F"), out)


def test_masked_load_whose_active_lanes_are_unwritten():
    expect_uninitialized(masked_load_of_unwritten_lanes, [np.zeros(8, np.int32)], 5,
                         "lsram", "buf", 32, 0)


@S.prim_func
def masked_load_of_written_lanes(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "lsram")
    for i in range(4, 8):
        buf[i] = i
    # Only the written lanes are on.
    S.vstore(S.vload(buf, mask="4F4T"), out, mask="4F4T")


def test_masked_load_whose_inactive_lanes_are_unwritten(both):
    both.check(masked_load_of_written_lanes, lambda: [np.full(8, -1, np.int32)], 0,
               [-1, -1, -1, -1, 4, 5, 6, 7])


@S.prim_func
def whole_load_used_on_written_lanes(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "shared")
    tid = S.get_local_id()
    buf[tid] = tid * 10
    S.barrier()
    # All 8 lanes are loaded; only the 4 written ones are stored.
    S.vstore(S.vload(buf) + 1, out, mask="4T4F")


def test_whole_vector_load_with_unwritten_lanes_masked_later(both):
    both.check(whole_load_used_on_written_lanes, lambda: [np.full(8, -1, np.int32)], 0,
               [1, 11, 21, 31, -1, -1, -1, -1])


@S.prim_func
def masked_load_past_the_end(sel: S.ptr("int32", "global"), out: S.ptr("int32", "global"),
                             first: S.i32):
    buf = S.alloc(6, "int32", "lsram")
    buf[4] = 4
    buf[5] = 5
    # The vector leaves the 6-lane buffer: checked lane by lane.
    S.vstore(S.vload(buf, mask=S.tail_mask(6, 8) & (S.vload(sel) >= first)), out, mask="4F2T")


def test_masked_load_past_the_end_checks_active_lanes():
    sel = np.arange(8, dtype=np.int32)
    out = np.full(8, -1, np.int32)
    masked_load_past_the_end(sel, out, 4)  # lanes 4 and 5 are on, and written
    np.testing.assert_array_equal(out, [-1, -1, -1, -1, 4, 5, -1, -1])
    # Lanes 2-5 on: 4 and 5 were written, so the vector is readable.
    masked_load_past_the_end(sel, out, 2)
    # Lanes 0-3 on, all unwritten; the written lanes 4 and 5 are off.
    sel = np.array([0, 0, 0, 0, -9, -9, 0, 0], np.int32)
    expect_uninitialized(masked_load_past_the_end, [sel, out, 0], 6, "lsram", "buf", 4, 0)


@S.prim_func
def masked_store_then_scalar_read(src: S.ptr("int32", "global"), out: S.ptr("int32", "global"),
                                  k: S.i32):
    buf = S.alloc(8, "int32", "private")
    S.vstore(S.vload(src), buf, mask="4T4F")
    out[0] = buf[k]


def test_masked_store_initializes_only_active_lanes():
    src, out = np.arange(8, dtype=np.int32) + 10, np.zeros(1, np.int32)
    masked_store_then_scalar_read(src, out, 3)
    assert out[0] == 13
    expect_uninitialized(masked_store_then_scalar_read, [src, out, 4], 4,
                         "private", "buf", 4, 16)


# ----------------------------------------------------------------------------
# No active lane: nothing is read or written, whatever the pointer
# ----------------------------------------------------------------------------

@S.prim_func
def empty_masks(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    buf = S.alloc(8, "int32", "lsram")
    none = S.tail_mask(n, 8)
    fresh = S.vload(buf, mask=none)          # unwritten memory
    past = S.vload(a + 64, mask=none)        # past the end of a
    S.vstore(fresh + past, out + 64, mask=none)
    S.vstore(fresh + past, buf, mask=none)
    S.vstore(S.vload(a), out)


def test_accesses_without_an_active_lane_touch_nothing():
    a, out = np.arange(8, dtype=np.int32) + 1, np.zeros(8, np.int32)
    empty_masks(a, out, 0)
    np.testing.assert_array_equal(out, a)
