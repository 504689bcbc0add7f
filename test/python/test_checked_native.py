"""compass.jit(f, checked=True): the native tier with every memory access checked.

An access outside the kernel's buffers, tables and allocations raises the simulator's
CompassRuntimeError word for word (line, buffer, byte offset, TEC), the arrays holding what
the simulator's run left in them (both run in place, the TECs in one order, up to the fault);
in-bounds kernels compute what the simulator computes (the `both`
fixture's native leg runs checked). Each kind of access the checks cover has a kernel here:
scalar, vector, strided, gathered and scattered lanes, DMA rows, a table, allocations of each
memory, a view, a null pointer."""

import os
import subprocess

import numpy as np
import pytest

import compass
from compass import CompassRuntimeError, script as S
from compass.crosscheck import check_native_error
from compass.script.arguments import copies_of


def same_error_natively(kernel, *args):
    """The simulator's error on `args`, which the checked native run must raise too."""
    inputs = copies_of(args)
    with pytest.raises(CompassRuntimeError) as error:
        kernel(*args)
    check_native_error(kernel, inputs, args, error.value)
    return str(error.value)


@S.prim_func
def scalar_past_the_end(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    for i in range(n):
        out[i] = a[i] * 2


def test_a_scalar_read_past_the_end_stops_at_the_first_element_outside():
    text = same_error_natively(scalar_past_the_end, np.arange(8, dtype=np.int32),
                               np.zeros(16, np.int32), 9)
    assert 'read of 4 bytes at byte offset 32 of "a" (32 bytes)' in text


def test_a_scalar_write_past_the_end_stops_after_the_writes_before_it():
    out = np.full(8, -1, np.int32)
    text = same_error_natively(scalar_past_the_end, np.arange(16, dtype=np.int32), out, 9)
    assert 'write of 4 bytes at byte offset 32 of "out"' in text
    np.testing.assert_array_equal(out, np.arange(8) * 2)


def test_in_bounds_kernels_run_checked_as_in_the_simulator():
    a, out = np.arange(8, dtype=np.int32), np.zeros(8, np.int32)
    compass.jit(scalar_past_the_end, checked=True)(a, out, 8)
    np.testing.assert_array_equal(out, a * 2)


@S.prim_func
def vector_lanes(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    S.vstore(S.vload(a + n, mask="5T3F"), out, mask="5T3F")


def test_masked_lanes_past_the_end_are_fine_and_active_ones_are_not():
    a, out = np.arange(5, dtype=np.int32), np.zeros(5, np.int32)
    compass.jit(vector_lanes, checked=True)(a, out, 0)
    np.testing.assert_array_equal(out, a)
    text = same_error_natively(vector_lanes, a, np.zeros(5, np.int32), 1)
    assert 'read of 4 bytes at byte offset 20 of "a" (20 bytes)' in text


@S.prim_func
def strided(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), s: S.i32):
    S.vstore(S.vload(a, stride=s, mask="5T3F"), out)


@S.prim_func
def scattered(a: S.ptr("int16", "global"), idx: S.ptr("int16", "global"),
              out: S.ptr("int16", "global")):
    S.vstore_scatter(S.vload(a), out, S.vload(idx), mask="6T10F")


def test_strided_and_scattered_lanes_are_checked_lane_by_lane():
    a = np.arange(32, dtype=np.int32)
    out = np.zeros(8, np.int32)
    compass.jit(strided, checked=True)(a, out, 6)
    np.testing.assert_array_equal(out[:5], a[:30:6])
    text = same_error_natively(strided, a, np.zeros(8, np.int32), 8)
    assert 'read of 4 bytes at byte offset 128 of "a"' in text
    index = np.array([0, 2, 4, 6, 8, 40] + [0] * 10, np.int16)
    text = same_error_natively(scattered, np.arange(16, dtype=np.int16), index,
                               np.zeros(16, np.int16))
    assert 'write of 2 bytes at byte offset 80 of "out" (32 bytes)' in text


@S.prim_func
def dma_rows(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), t: S.i32):
    buf = S.alloc(16, "int32", "lsram")
    if S.get_local_id() == 0:
        S.dma_copy(buf, a, 4, src_stride=8, times=t, dst_stride=4)
        S.dma_copy(out, buf, 4 * t)


@S.prim_func
def memset_past(a: S.ptr("int8", "global"), at: S.i32, n: S.i32):
    S.dma_memset(a + at, 1, n)


def test_dma_sides_are_checked_row_by_row():
    a = np.arange(32, dtype=np.int32)
    out = np.zeros(16, np.int32)
    compass.jit(dma_rows, checked=True)(a, out, 4)
    np.testing.assert_array_equal(out, a.reshape(4, 8)[:, :4].reshape(-1))
    text = same_error_natively(dma_rows, a, np.zeros(16, np.int32), 5)
    assert 'at byte offset 128 of "a"' in text
    # Natively a DMA that faults writes none of its elements (the simulator writes those
    # before the fault): this one's first element is already outside.
    text = same_error_natively(memset_past, np.zeros(8, np.int8), 8, 2)
    assert 'write of 1 byte at byte offset 8 of "a" (8 bytes)' in text


@S.prim_func
def table_past_the_end(out: S.ptr("int32", "global"), i: S.i32):
    cubes = S.alloc_const(4, "int32", [0, 1, 8, 27])
    out[0] = cubes[i]


@S.prim_func
def private_of_each_tec(out: S.ptr("int32", "global"), k: S.i32):
    buf = S.alloc(4, "int32")
    tid = S.get_local_id()
    for i in range(4):
        buf[i] = i + tid
    out[tid] = buf[k * tid]


@S.prim_func
def shared_past_the_end(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "shared")
    buf[8] = 1
    out[0] = buf[0]


def test_tables_and_allocations_are_the_kernels_memory_and_named_so():
    text = same_error_natively(table_past_the_end, np.zeros(1, np.int32), 4)
    assert 'read of 4 bytes at byte offset 16 of constant table "cubes" (16 bytes)' in text
    # Each TEC has its own private copy: TEC 2 reads past its own, TEC 1 before its own
    # (where TEC 0's copy lies natively, which the check found last).
    text = same_error_natively(private_of_each_tec, np.zeros(4, np.int32), 2)
    assert 'private allocation "buf" (16 bytes) (TEC 2)' in text
    text = same_error_natively(private_of_each_tec, np.zeros(4, np.int32), -4)
    assert 'at byte offset -16 of private allocation "buf" (16 bytes) (TEC 1)' in text
    out = np.zeros(4, np.int32)
    compass.jit(private_of_each_tec, checked=True)(out, 1)
    np.testing.assert_array_equal(out, [0, 2, 4, 6])
    text = same_error_natively(shared_past_the_end, np.zeros(1, np.int32))
    assert 'write of 4 bytes at byte offset 32 of shared allocation "buf"' in text


@S.prim_func
def read_at(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), i: S.i32):
    out[0] = a[i]


def test_a_view_counts_offsets_from_its_first_element():
    base = np.arange(40, dtype=np.int32)
    text = same_error_natively(read_at, base[::-1], np.zeros(1, np.int32), 40)
    assert "the view spans, from byte offset -156" in text


def test_a_null_pointer_is_named():
    text = same_error_natively(read_at, None, np.zeros(1, np.int32), 3)
    assert "read of 4 bytes through a null pointer" in text


def test_the_checked_kernel_is_compiled_and_cached_apart():
    checked, plain = compass.jit(read_at, checked=True), compass.jit(read_at)
    assert "checked" in repr(checked) and "checked" not in repr(plain)
    assert checked.kernel().checked and not plain.kernel().checked
    assert checked.kernel() is compass.jit(read_at, checked=True).kernel()


def test_compass_sim_runs_the_native_engine_checked(tmp_path):
    source = tmp_path / "k.mlir"
    source.write_text("""
func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"}, %i: si32 {compass.name = "i"})
    attributes {compass.kernel} {
  %x = tir.load %a[%i] : !compass.ptr<si32, global>, si32 loc("k.py":3:8)
  tir.store %x, %a[%i] : !compass.ptr<si32, global>, si32
  return
}
""")
    sim = os.path.join(os.environ.get("COMPASS_BUILD_DIR", "build"), "bin", "compass-sim")
    args = ["--arg=buffer:si32:4", "--arg=scalar:si32:4"]
    run = subprocess.run([sim, str(source), "--engine=native", "--checked", *args],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    assert 'k.py:3:8: error: out of bounds: read of 4 bytes at byte offset 16 of "a"' in run.stderr
    unchecked = subprocess.run([sim, str(source), "--engine=native", *args[:1],
                                "--arg=scalar:si32:0"], capture_output=True, text=True,
                               timeout=60)
    assert unchecked.returncode == 0, unchecked.stderr
    refused = subprocess.run([sim, str(source), "--checked", *args], capture_output=True,
                             text=True, timeout=60)
    assert refused.returncode != 0 and "--checked is the native engine's" in refused.stderr


@S.prim_func
def keep_across_a_barrier(a: S.ptr("bfloat16", "global"), out: S.ptr("bfloat16", "global")):
    x = a[S.get_local_id()]
    S.barrier()
    out[S.get_local_id()] = x


def test_a_bfloat16_kept_across_a_call_keeps_its_bits():
    """A bfloat16 the host code keeps as a float across a call (a barrier, a check) goes
    back to memory rounded by the runtime, not by the host's conversion instruction, which
    flushes denormals: both native modes keep every bit."""
    bits = np.array([0x0001, 0x8003, 0x007F, 0x3F80], np.uint16)
    for jitted in (compass.jit(keep_across_a_barrier),
                   compass.jit(keep_across_a_barrier, checked=True)):
        out = np.zeros(4, compass.bfloat16)
        jitted(bits.view(compass.bfloat16), out)
        np.testing.assert_array_equal(out.view(np.uint16), bits, err_msg=repr(jitted))
