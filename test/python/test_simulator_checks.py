"""The simulator's run options and checks on hand-written compass-level IR.

Determinism of racy-but-benign kernels, the run options (single-TEC mode,
the step limit, the instruction count), and the checks upstream's PySim
lacks: out-of-bounds accesses on allocations, data races between TECs,
reads of uninitialized memory and barrier divergence with early returns.
Every error names the kernel's file:line:col and the TEC.
"""

import threading

import numpy as np
import pytest

from conftest import program

_compass = pytest.importorskip("compass._compass")
simulator = _compass.simulator
SimulatorError = simulator.SimulatorError


# ----------------------------------------------------------------------------
# Determinism
# ----------------------------------------------------------------------------

# Every TEC computes every element (the quick-start style): the writes of
# the TECs agree, so this is not a race; the shared accumulator is per TEC.
EVERY_TEC_EVERYTHING = """
func.func @k(%a: !compass.ptr<f32, global> {compass.name = "a"},
             %out: !compass.ptr<f32, global> {compass.name = "out"},
             %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %acc = tir.var_decl "acc" : !tir.var<f32>
  %zero = tir.const 0.0 : f32
  tir.var_set %acc, %zero : !tir.var<f32>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %a[%i] : !compass.ptr<f32, global>, si32
    %s = tir.var_get %acc : !tir.var<f32>
    %t = tir.add %s, %x : f32
    tir.var_set %acc, %t : !tir.var<f32>
    tir.store %t, %out[%i] : !compass.ptr<f32, global>, si32
  } loc("kernel.py":9:5)
  return
}
"""


def test_benign_identical_writes_are_bit_identical_over_20_runs():
    prog = program(EVERY_TEC_EVERYTHING)
    a = np.random.default_rng(7).standard_normal(4096).astype(np.float32)
    results = set()
    for _ in range(20):
        out = np.zeros_like(a)
        prog.run([a, out, a.size])
        results.add(out.tobytes())
    assert len(results) == 1
    np.testing.assert_array_equal(np.frombuffer(results.pop(), np.float32), np.cumsum(a, dtype=np.float32))


def test_concurrent_runs_from_threads():
    # The GIL is released while running: runs of one program in several
    # threads must not disturb each other.
    prog = program(EVERY_TEC_EVERYTHING)
    a = np.arange(20000, dtype=np.float32) % 7
    outs = [np.zeros_like(a) for _ in range(6)]
    errors = []

    def work(out):
        try:
            for _ in range(3):
                prog.run([a, out, a.size])
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=work, args=(out,)) for out in outs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    for out in outs:
        np.testing.assert_array_equal(out, np.cumsum(a, dtype=np.float32))


# ----------------------------------------------------------------------------
# Run options and statistics
# ----------------------------------------------------------------------------

SPIN = """
func.func @k(%out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %true = tir.const true
  %is2 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is2 {
    tir.while {
      tir.condition %true loc("spin.py":5:11)
    } do {
    } loc("spin.py":5:5)
  }
  compass.barrier loc("spin.py":6:5)
  return
}
"""


def test_run_returns_the_instruction_count():
    prog = program(EVERY_TEC_EVERYTHING)
    a = np.ones(100, np.float32)
    steps = prog.run([a, np.zeros_like(a), 100])
    assert steps == prog.last_steps
    # The loop body is 6 instructions (load, var_get, add, var_set, store,
    # next iteration) per element, on each of 4 TECs, plus a few.
    assert 4 * 6 * 100 <= steps < 4 * 6 * 100 + 50
    assert prog.run([a, np.zeros_like(a), 10]) < steps


def test_step_limit_names_every_tec():
    prog = program(SPIN)
    with pytest.raises(SimulatorError) as info:
        prog.run([np.zeros(1, np.int32)], step_limit=10_000)
    message = str(info.value)
    assert message.startswith("spin.py:5:")
    assert "step limit of 10000 instructions reached" in message
    assert "TEC 0 runs at spin.py:5:" in message
    assert "TEC 1 has not started, TEC 2 has not started, TEC 3 has not started" in message
    assert message.endswith("(TEC 0)")
    assert prog.last_steps == 10_000


SPIN_AFTER_BARRIER = """
func.func @k(%out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %true = tir.const true
  compass.barrier loc("spin.py":3:5)
  %is0 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is0 {
    tir.while {
      tir.condition %true loc("spin.py":5:11)
    } do {
    } loc("spin.py":5:5)
  }
  return
}
"""


def test_step_count_at_the_limit_counts_a_resumed_tec_once():
    """TEC 0 reaches the limit after a barrier resumed it: the count is still the limit."""
    prog = program(SPIN_AFTER_BARRIER)
    with pytest.raises(SimulatorError, match="step limit of 10000 instructions reached"):
        prog.run([np.zeros(1, np.int32)], step_limit=10_000)
    assert prog.last_steps == 10_000


def test_default_step_limit_is_large():
    assert simulator.DEFAULT_STEP_LIMIT == 2_000_000_000
    # A kernel well under the limit runs with step_limit=None.
    prog = program(EVERY_TEC_EVERYTHING)
    a = np.ones(10, np.float32)
    prog.run([a, np.zeros_like(a), 10], step_limit=None)
    # … and a small explicit limit stops it.
    with pytest.raises(SimulatorError, match="step limit of 50 instructions"):
        prog.run([a, np.zeros_like(a), 10], step_limit=50)


BARRIER_EXCHANGE = """
func.func @k(%buf: !compass.ptr<si32, global> {compass.name = "buf"},
             %out: !compass.ptr<si32, global> {compass.name = "out"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c1 = tir.const 1 : si32
  %c4 = tir.const 4 : si32
  tir.store %tid, %buf[%tid] : !compass.ptr<si32, global>, si32
  compass.barrier loc("ex.py":4:5)
  %next = tir.add %tid, %c1 : si32
  %wrapped = tir.mod %next, %c4 : si32
  %x = tir.load %buf[%wrapped] : !compass.ptr<si32, global>, si32
  tir.store %x, %out[%tid] : !compass.ptr<si32, global>, si32
  return
}
"""


def test_single_tec_mode_refuses_barriers():
    prog = program(BARRIER_EXCHANGE)
    buf, out = np.zeros(4, np.int32), np.zeros(4, np.int32)
    prog.run([buf, out])
    np.testing.assert_array_equal(out, [1, 2, 3, 0])
    with pytest.raises(SimulatorError) as info:
        prog.run([buf, out], single_tec=True)
    assert str(info.value) == ("ex.py:4:5: error: PySim can't be run in single thread for this "
                               "DSL program. (TEC 0)")


def test_single_tec_mode_runs_tecs_in_order():
    text = """
func.func @k(%order: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  // Each TEC writes its id to its own slot.
  tir.store %tid, %order[%tid] : !compass.ptr<si32, global>, si32
  return
}
"""
    order = np.full(4, -1, np.int32)
    program(text).run([order], single_tec=True)
    np.testing.assert_array_equal(order, [0, 1, 2, 3])


# ----------------------------------------------------------------------------
# Allocations, out of bounds and uninitialized reads
# ----------------------------------------------------------------------------

LSRAM_SUM = """
func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"},
             %out: !compass.ptr<si32, global> {compass.name = "out"},
             %n: si32 {compass.name = "n"}, %k: si32 {compass.name = "k"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %buf = tir.alloc "buf"[16] : !compass.ptr<si32, lsram> loc("sum.py":3:11)
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %a[%i] : !compass.ptr<si32, global>, si32
    %y = tir.add %x, %tid : si32
    tir.store %y, %buf[%i] : !compass.ptr<si32, lsram>, si32 loc("sum.py":6:9)
  }
  %v = tir.load %buf[%k] : !compass.ptr<si32, lsram>, si32 loc("sum.py":7:18)
  tir.store %v, %out[%tid] : !compass.ptr<si32, global>, si32
  return
}
"""


def test_lsram_allocation_per_tec():
    prog = program(LSRAM_SUM)
    a = np.arange(16, dtype=np.int32) * 10
    out = np.zeros(4, np.int32)
    prog.run([a, out, 16, 5])
    np.testing.assert_array_equal(out, [50, 51, 52, 53])


def test_out_of_bounds_on_an_allocation():
    prog = program(LSRAM_SUM)
    with pytest.raises(SimulatorError) as info:
        prog.run([np.zeros(17, np.int32), np.zeros(4, np.int32), 17, 0])
    assert str(info.value) == ('sum.py:6:9: error: out of bounds: write of 4 bytes at byte offset 64 '
                               'of lsram allocation "buf" (64 bytes) (TEC 0)')


def test_uninitialized_lsram_read():
    prog = program(LSRAM_SUM)
    with pytest.raises(SimulatorError) as info:
        prog.run([np.zeros(16, np.int32), np.zeros(4, np.int32), 4, 4])
    assert str(info.value) == ('sum.py:7:18: error: read of uninitialized lsram memory "buf" '
                               '(4 bytes at byte offset 16) (TEC 0)')


def test_fresh_storage_holds_the_poison_pattern():
    # A masked vector load of partly written memory shows the pattern in the
    # lanes nothing wrote.
    text = """
func.func @k(%out: !compass.ptr<ui8, global>) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %seven = tir.const 7 : ui8
  %buf = tir.alloc "buf"[32] : !compass.ptr<ui8, private>
  tir.store %seven, %buf[%c0] : !compass.ptr<ui8, private>, si32
  %all = compass.const_mask [""" + ", ".join(["true"] * 32) + """] : !compass.mask<32>
  %v = compass.vload %buf, %all : !compass.ptr<ui8, private>, !compass.mask<32> -> vector<32xui8>
  compass.vstore %v, %out, %all : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
  return
}
"""
    out = np.zeros(32, np.uint8)
    program(text).run([out])
    poison = np.frombuffer(simulator.POISON, np.uint8)
    assert out[0] == 7
    np.testing.assert_array_equal(out[1:], poison[1:])


# ----------------------------------------------------------------------------
# Races
# ----------------------------------------------------------------------------

def test_read_of_another_tecs_write_names_both_sides():
    text = """
func.func @k(%slots: !compass.ptr<si32, global> {compass.name = "slots"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c1 = tir.const 1 : si32
  %c4 = tir.const 4 : si32
  tir.store %tid, %slots[%tid] : !compass.ptr<si32, global>, si32 loc("ring.py":4:5)
  %next = tir.add %tid, %c1 : si32
  %wrapped = tir.mod %next, %c4 : si32
  %x = tir.load %slots[%wrapped] : !compass.ptr<si32, global>, si32 loc("ring.py":5:9)
  return
}
"""
    with pytest.raises(SimulatorError) as info:
        program(text).run([np.zeros(4, np.int32)])
    # TEC 0 read slot 1 first; TEC 1 then writes it.
    assert str(info.value) == (
        'ring.py:4:5: error: data race on "slots": TEC 1 writes bytes read by TEC 0 at '
        'ring.py:5:9 in the same barrier interval (byte offset 4) (TEC 1)')


def test_race_location_found_among_many_accesses():
    # TEC 0 streams over the whole buffer from two instructions; TEC 1 then
    # reads element 777: the message names the store that wrote it.
    text = """
func.func @k(%buf: !compass.ptr<si32, global> {compass.name = "buf"}, %n: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is0 {
    tir.for %i = %c0 to %n step %c2 : si32 {
      tir.store %i, %buf[%i] : !compass.ptr<si32, global>, si32 loc("two.py":5:9)
      %j = tir.add %i, %c1 : si32
      tir.store %j, %buf[%j] : !compass.ptr<si32, global>, si32 loc("two.py":7:9)
    }
  }
  %is1 = tir.cmp eq, %tid, %c1 : si32
  tir.if %is1 {
    %k = tir.const 777 : si32
    %x = tir.load %buf[%k] : !compass.ptr<si32, global>, si32 loc("two.py":10:13)
  }
  return
}
"""
    with pytest.raises(SimulatorError) as info:
        program(text).run([np.zeros(1000, np.int32), 1000])
    assert str(info.value) == (
        'two.py:10:13: error: data race on "buf": TEC 1 reads bytes written by TEC 0 at '
        'two.py:7:9 in the same barrier interval (byte offset 3108) (TEC 1)')


def test_barrier_ends_the_interval():
    prog = program(BARRIER_EXCHANGE)
    out = np.zeros(4, np.int32)
    # Many runs reuse pooled shadow memory: no stale state may leak.
    for _ in range(5):
        prog.run([np.zeros(4, np.int32), out])
    np.testing.assert_array_equal(out, [1, 2, 3, 0])
    without = program(BARRIER_EXCHANGE.replace('compass.barrier loc("ex.py":4:5)', ""))
    with pytest.raises(SimulatorError, match=r'data race on "buf": TEC 1 writes bytes read by TEC 0'):
        without.run([np.zeros(4, np.int32), out])


# ----------------------------------------------------------------------------
# Early return and barriers
# ----------------------------------------------------------------------------

def test_early_return_meets_the_final_barrier():
    text = """
func.func @k(%out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c2 = tir.const 2 : si32
  %late = tir.cmp ge, %tid, %c2 : si32
  tir.if %late {
    tir.return loc("ret.py":4:9)
  }
  tir.store %tid, %out[%tid] : !compass.ptr<si32, global>, si32
  return
}
"""
    out = np.full(4, -1, np.int32)
    program(text).run([out])
    np.testing.assert_array_equal(out, [0, 1, -1, -1])
    diverging = text.replace("  return\n}", "  compass.barrier loc(\"ret.py\":6:5)\n  return\n}")
    with pytest.raises(SimulatorError) as info:
        program(diverging).run([out])
    message = str(info.value)
    assert message.startswith("ret.py:6:5: error: barrier divergence: ")
    assert "TEC 2 returned from the kernel at ret.py:4:9" in message
    assert message.endswith("(TEC 0)")


def test_f16_floordiv_rounds_the_quotient_first():
    text = """
func.func @k(%out: !compass.ptr<f16, global>, %a: f16, %b: f16) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %q = tir.floordiv %a, %b : f16
  tir.store %q, %out[%c0] : !compass.ptr<f16, global>, si32
  return
}
"""
    out = np.zeros(1, np.float16)
    program(text).run([out, 2047.0, 682.5])
    assert out[0] == 3
