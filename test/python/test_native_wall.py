"""The native tier behind a wall: nothing a kernel does natively ends the process.

A fault in a TEC's code (an access far out of bounds) is a CompassRuntimeError at the
kernel's definition naming the TEC, and the next call runs; Ctrl-C stops an endless native
run within a second as KeyboardInterrupt, the process intact; barrier divergence (two
barriers, a barrier only some TECs reach, a TEC that returned early) is reported in the
simulator's words at the simulator's line; a pointer kept in a variable round-trips as in
the simulator and on POCL. (Calls nested past the simulator's limit: test/Simulator/
call-depth.mlir, as the DSL has no recursion.)
"""

import inspect
import os
import signal
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

import compass
from compass import BuildManager, CompassRuntimeError, script as S

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def definition_line(kernel):
    return inspect.getsourcelines(kernel.py_func)[1] + 1  # the decorator comes first


@S.prim_func
def store_far(a: S.ptr("int32", "global"), n: S.i32):
    a[n] = 1


@S.prim_func
def copy_one(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
    b[S.get_local_id()] = a[S.get_local_id()]


def test_a_fault_is_an_error_at_the_kernel_and_the_process_lives_on():
    for _ in range(2):  # the wall stands again for the next run
        with pytest.raises(CompassRuntimeError) as raised:
            compass.jit(store_far)(np.zeros(4, np.int32), 1 << 30)
        error = raised.value
        assert (error.file, error.line) == (__file__, definition_line(store_far))
        assert "the native run accessed memory it does not own" in str(error)
        assert "run the kernel in the simulator (f(*args)) to locate it" in str(error)
        assert "(TEC 0)" in str(error)
    a, b = np.arange(4, dtype=np.int32), np.zeros(4, np.int32)
    compass.jit(copy_one)(a, b)
    np.testing.assert_array_equal(a, b)
    # The simulator locates it.
    with pytest.raises(CompassRuntimeError, match="out of bounds: write of 4 bytes"):
        store_far(np.zeros(4, np.int32), 1 << 30)


def test_an_endless_native_run_stops_at_ctrl_c(tmp_path):
    script = tmp_path / "endless.py"
    script.write_text(textwrap.dedent('''
        import sys, numpy as np, compass
        from compass import script as S

        @S.prim_func
        def endless(a: S.ptr("int32", "global")):
            i = 0
            while a[0] == 0:
                i += 1
            a[1] = i

        @S.prim_func
        def copy_one(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
            b[S.get_local_id()] = a[S.get_local_id()]

        compass.jit(endless).kernel()
        compass.jit(copy_one).kernel()
        print("running", flush=True)
        try:
            compass.jit(endless)(np.zeros(4, np.int32))
        except KeyboardInterrupt:
            print("KeyboardInterrupt", flush=True)
        a, b = np.arange(4, dtype=np.int32), np.zeros(4, np.int32)
        compass.jit(copy_one)(a, b)
        print("intact", list(b), flush=True)
    '''))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    child = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert child.stdout.readline() == "running\n"
        time.sleep(0.5)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=60)
        stopped = time.monotonic() - sent
    finally:
        child.kill()  # a run the interrupt did not stop must not outlive the test
        child.wait()
    assert child.returncode == 0, err
    assert out == "KeyboardInterrupt\nintact [0, 1, 2, 3]\n", err
    assert stopped < 5  # within a second, but the machine may be loaded


@S.prim_func
def two_barriers(a: S.ptr("int32", "global")):
    t = S.get_local_id()
    if t < 2:
        S.barrier()
    else:
        S.barrier()
    a[t] = t


@S.prim_func
def one_reaches(a: S.ptr("int32", "global")):
    t = S.get_local_id()
    if t == 0:
        S.barrier()
    a[t] = t


@S.prim_func
def returns_early(a: S.ptr("int32", "global")):
    t = S.get_local_id()
    if t == 3:
        return
    S.barrier()
    a[t] = t


@S.prim_func
def ends_after_a_barrier(a: S.ptr("int32", "global")):
    t = S.get_local_id()
    S.barrier()
    if t < 3:
        S.barrier()
    a[t] = t


@pytest.mark.parametrize("kernel", [two_barriers, one_reaches, returns_early,
                                    ends_after_a_barrier], ids=lambda kernel: kernel.name)
def test_barrier_divergence_natively_is_the_simulators(kernel):
    errors = []
    for run in (kernel, compass.jit(kernel), BuildManager().build(kernel)):
        with pytest.raises(CompassRuntimeError) as raised:
            run(np.zeros(4, np.int32))
        errors.append(raised.value)
    simulated, native, pocl = errors
    assert str(native) == str(simulated)
    assert (native.file, native.line) == (simulated.file, simulated.line) == (pocl.file, pocl.line)
    assert str(native).count("error:") == 1
    assert "barrier divergence: TEC 0 waits at the barrier at" in str(native)


@S.prim_func
def address_in_a_variable(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    if S.get_local_id() == 0:
        addr = S.reinterpret(a, "uint32")
        addr += 12
        p = S.reinterpret(addr, "int32 *")
        out[0] = p[0]


def test_a_pointer_kept_in_a_variable_round_trips(both):
    both.check(address_in_a_variable,
               lambda: [np.arange(10, 30, dtype=np.int32), np.zeros(4, np.int32)], 1,
               [13, 0, 0, 0])


def test_a_null_pointer_under_compass_sim_is_an_error(tmp_path):
    kernel = tmp_path / "null.mlir"
    kernel.write_text(NULL_KERNEL)
    tool = os.path.join(os.environ.get("COMPASS_BUILD_DIR", os.path.join(ROOT, "build")),
                        "bin", "compass-sim")
    done = subprocess.run([tool, "--engine=native", str(kernel), "--arg=null"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert f"{kernel}:2:1: error: the native run accessed memory it does not own" in done.stderr
    assert "(TEC 0)" in done.stderr


NULL_KERNEL = """
func.func @k(%p: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %c = tir.const 7 : si32
  tir.store %c, %p[%c] : !compass.ptr<si32, global>, si32
  return
}
"""
