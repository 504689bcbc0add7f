"""Kernels with the bugs that make NPU kernels fail, and the simulator's verdict.

Each buggy kernel must raise one exception naming the kernel's file, the
line of the faulty access and the TEC; each correct-but-tricky kernel must
run cleanly. The line is given as an offset from the `def` line.
"""

import os

import numpy as np
import pytest

from compass import BuildManager, CompassError, CompassRuntimeError, CompassWarning, script as S
from compass.crosscheck import check_native_error
from compass.script.arguments import copies_of

#: The faults the checked native mode stops at as the simulator does (races and
#: uninitialized reads only the simulator finds; its step limit counts loop iterations
#: as the checked C's does, test_pocl_wall.py, where the simulator counts instructions).
CAUGHT_NATIVELY = ("out of bounds", "barrier divergence", "integer division by zero")


def run_expecting(kernel, args, message, line_offsets, tec):
    """Runs `kernel`, which must fail with `message` at one of `line_offsets`
    (an int or a tuple: lines after the `def`) on TEC `tec` (None: any); a
    fault the checked native mode catches must raise the same error there."""
    inputs = copies_of(args)
    with pytest.raises(CompassRuntimeError) as info:
        kernel(*args)
    text = str(info.value)
    assert message in text, text
    if isinstance(line_offsets, int):
        line_offsets = (line_offsets,)
    first = kernel.py_func.__code__.co_firstlineno + 1
    assert any(f"{__file__}:{first + offset}:" in text for offset in line_offsets), text
    if tec is not None:
        assert f"TEC {tec}" in text, text
    if message in CAUGHT_NATIVELY:
        check_native_error(kernel, inputs, args, info.value)
    return text


# Out of bounds ----------------------------------------------------------------

@S.prim_func
def oob_global_store(a: S.ptr("int32", "global"), n: S.i32):
    for i in range(n + 1):
        a[i] = i


def test_out_of_bounds_global_store():
    run_expecting(oob_global_store, [np.zeros(8, np.int32), 8], "out of bounds", 2, 0)


@S.prim_func
def oob_global_load(a: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
    tid = S.get_local_id()
    out[tid] = a[tid * 3]


def test_out_of_bounds_global_load_by_one_tec():
    run_expecting(oob_global_load, [np.zeros(8, np.float32), np.zeros(4, np.float32)],
                  "out of bounds", 2, 3)


@S.prim_func
def oob_lsram(out: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "lsram")
    for i in range(9):
        buf[i] = i
    out[0] = buf[0]


def test_out_of_bounds_lsram():
    run_expecting(oob_lsram, [np.zeros(1, np.int32)], "out of bounds", 3, 0)


@S.prim_func
def oob_shared(out: S.ptr("int32", "global")):
    table = S.alloc(4, "int32", "shared")
    tid = S.get_local_id()
    table[tid] = tid
    S.barrier()
    out[tid] = table[tid + 1]


def test_out_of_bounds_shared():
    run_expecting(oob_shared, [np.zeros(4, np.int32)], "out of bounds", 5, 3)


@S.prim_func
def oob_private(out: S.ptr("int32", "global"), k: S.i32):
    scratch = S.alloc(4, "int32")
    scratch[k] = 1
    out[0] = scratch[k]


def test_out_of_bounds_private():
    run_expecting(oob_private, [np.zeros(1, np.int32), -1], "out of bounds", 2, 0)


@S.prim_func
def oob_vector(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    S.vstore(S.vload(a + 4), out)


def test_out_of_bounds_whole_vector():
    run_expecting(oob_vector, [np.zeros(8, np.int32), np.zeros(8, np.int32)],
                  "out of bounds", 1, 0)


@S.prim_func
def masked_tail(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    # 5 valid elements: the masked-off lanes lie past the end and never count.
    mask = [True, True, True, True, True, False, False, False]
    va = S.vload(a, mask=mask)
    S.vstore(S.vadd(va, va), out, mask=mask)


def test_masked_lanes_past_the_end_are_fine():
    a = np.arange(1, 6, dtype=np.int32)
    out = np.zeros(5, np.int32)
    masked_tail(a, out)
    np.testing.assert_array_equal(out, a * 2)


# Races ---------------------------------------------------------------------------

@S.prim_func
def shared_read_write_race(out: S.ptr("int32", "global")):
    flag = S.alloc(1, "int32", "shared")
    tid = S.get_local_id()
    if tid == 0:
        flag[0] = 42
    if tid == 1:
        out[0] = flag[0]


def test_read_write_race_on_shared():
    run_expecting(shared_read_write_race, [np.zeros(1, np.int32)], "data race", 6, 1)


@S.prim_func
def global_write_write_race(out: S.ptr("int32", "global")):
    out[0] = S.get_local_id()


def test_write_write_race_with_different_values():
    run_expecting(global_write_write_race, [np.zeros(1, np.int32)], "data race", 1, 1)


@S.prim_func
def neighbour_without_barrier(slots: S.ptr("int32", "global"), seen: S.ptr("int32", "global")):
    tid = S.get_local_id()
    slots[tid] = tid
    seen[tid] = slots[(tid + 1) % 4]


def test_read_of_another_tecs_write_without_barrier():
    # TEC 3 reads slot 0, which TEC 0 wrote in the same barrier interval.
    run_expecting(neighbour_without_barrier, [np.zeros(4, np.int32), np.zeros(4, np.int32)],
                  "data race", 3, None)


def test_races_as_warnings_run_on_and_name_each_racing_line(monkeypatch):
    # COMPASS_RACES=warn: one located CompassWarning per racing instruction (not per byte
    # or TEC) and the run finishes, the TECs' deterministic order deciding what is read.
    monkeypatch.setenv("COMPASS_RACES", "warn")
    slots, seen = np.array([10, 11, 12, 13], np.int32), np.zeros(4, np.int32)
    with pytest.warns(CompassWarning) as caught:
        neighbour_without_barrier(slots, seen)
    texts = [str(w.message) for w in caught if issubclass(w.category, CompassWarning)]
    first = neighbour_without_barrier.py_func.__code__.co_firstlineno + 1
    assert len(texts) == 2, texts
    assert all(text.startswith("warning: data race") for text in texts), texts
    assert f"{__file__}:{first + 2}:" in texts[0] and "writes bytes read by" in texts[0]
    assert f"{__file__}:{first + 3}:" in texts[1] and "reads bytes written by" in texts[1]
    np.testing.assert_array_equal(slots, np.arange(4))
    np.testing.assert_array_equal(seen, [11, 12, 13, 0])  # TEC 0 runs first, TEC 3 last
    with pytest.warns(CompassWarning, match="writes a different value"):
        global_write_write_race(np.zeros(1, np.int32))


def test_races_mode_is_checked(monkeypatch):
    monkeypatch.setenv("COMPASS_RACES", "ignore")
    with pytest.raises(ValueError, match='COMPASS_RACES expect one of'):
        identical_writes(np.zeros(4, np.int32), 4)
    monkeypatch.setenv("COMPASS_RACES", "error")
    run_expecting(global_write_write_race, [np.zeros(1, np.int32)], "data race", 1, 1)


@S.prim_func
def identical_writes(out: S.ptr("int32", "global"), n: S.i32):
    for i in range(n):
        out[i] = i * 7


def test_identical_writes_are_not_a_race():
    out = np.zeros(16, np.int32)
    identical_writes(out, 16)
    np.testing.assert_array_equal(out, np.arange(16) * 7)


def test_benign_kernel_is_deterministic():
    results = []
    for _ in range(20):
        out = np.zeros(16, np.int32)
        identical_writes(out, 16)
        results.append(out.tobytes())
    assert len(set(results)) == 1


# Barriers ---------------------------------------------------------------------------

@S.prim_func
def barrier_in_branch(out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 0:
        S.barrier()
    out[tid] = tid


def test_barrier_divergence():
    run_expecting(barrier_in_branch, [np.zeros(4, np.int32)], "barrier divergence", 3, None)


@S.prim_func
def return_before_barrier(out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    if tid == 2:
        return
    S.barrier()
    out[tid] = tid


def test_early_return_skipping_a_barrier():
    run_expecting(return_before_barrier, [np.zeros(4, np.int32)], "barrier divergence", 4, None)


@S.prim_func
def spin_forever(out: S.ptr("int32", "global")):
    k = 0
    while k >= 0:
        k = (k + 1) % 1000
    out[0] = k


def test_step_limit_stops_a_hang(monkeypatch):
    monkeypatch.setenv("COMPASS_SIM_STEP_LIMIT", "100000")
    # Stopped in the loop: at its condition or in its body.
    text = run_expecting(spin_forever, [np.zeros(1, np.int32)], "step limit", (2, 3), None)
    assert "TEC 0" in text


@S.prim_func
def needs_barrier(out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    out[tid] = tid
    S.barrier()


def test_single_tec_mode_refuses_barriers(monkeypatch):
    monkeypatch.setenv("CPS_TVM_PYSIM_SINGLE_THREAD", "TRUE")
    with pytest.warns(UserWarning, match="one after another"):
        run_expecting(needs_barrier, [np.zeros(4, np.int32)],
                      "PySim can't be run in single thread for this DSL program.", 3, 0)


def test_single_tec_mode_runs_barrier_free_kernels(monkeypatch):
    monkeypatch.setenv("CPS_TVM_PYSIM_SINGLE_THREAD", "TRUE")
    out = np.zeros(16, np.int32)
    with pytest.warns(UserWarning, match="one after another"):
        identical_writes(out, 16)
    np.testing.assert_array_equal(out, np.arange(16) * 7)


# Uninitialized memory -------------------------------------------------------------

@S.prim_func
def uninitialized_lsram(out: S.ptr("int32", "global")):
    buf = S.alloc(4, "int32", "lsram")
    buf[0] = 1
    out[0] = buf[0] + buf[1]


def test_uninitialized_lsram_read():
    run_expecting(uninitialized_lsram, [np.zeros(1, np.int32)], "uninitialized", 3, 0)


@S.prim_func
def uninitialized_private(out: S.ptr("float32", "global"), n: S.i32):
    acc = S.alloc(1, "float32")
    for i in range(n):
        acc[0] = acc[0] + 1.0
    out[0] = acc[0]


def test_uninitialized_private_read():
    run_expecting(uninitialized_private, [np.zeros(1, np.float32), 3], "uninitialized", 3, 0)


# Allocation limits (found when building, located at the allocation) -----------------

@S.prim_func
def too_much_lsram(out: S.ptr("int32", "global")):
    first = S.alloc(4096, "int32x8", "lsram")
    first[0] = S.vload(out)


def test_allocation_over_lsram_limit():
    with pytest.raises(CompassError) as info:
        too_much_lsram(np.zeros(8, np.int32))
    assert "over the 32768 bytes per TEC of X2_1204" in str(info.value)
    assert f"{__file__}:{too_much_lsram.py_func.__code__.co_firstlineno + 2}:" in str(info.value)


@S.prim_func
def too_much_shared(out: S.ptr("int32", "global")):
    table = S.alloc(70000, "int32", "shared")
    out[0] = 0


def test_allocation_over_shared_limit():
    with pytest.raises(CompassError, match="over the 262144 bytes per core of X2_1204"):
        BuildManager().build(too_much_shared)
