"""compass.jit: a prim_func run natively (JIT-compiled host code) on NumPy
arrays in place, its call checked as f(*args) checks it, compiled once per
kernel and target; and the native leg of the `both` fixture (conftest)."""

import inspect

import numpy as np
import pytest

import compass
from compass import (CompassError, CompassNotLoweredError, CompassZeroDivisionError,
                     _compass)
from compass import script as S
import compass.crosscheck
from compass.crosscheck import Crosscheck, check_native
from compass.errors import CompassInternalError
from compass.native import native_kernel
from compass.script.arguments import copies_of
from conftest import assert_same_bits
from test_build_api import store_core_count  # stores CompassInfo.current().core_count


@S.prim_func
def vadd(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), c: S.ptr("int32", "global"),
         n: S.i32):
    for i in range(S.get_local_id() * 8, n, S.get_local_size() * 8):
        S.vstore(S.vadd(S.vload(a + i), S.vload(b + i)), c + i)


@S.prim_func
def axpy(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"), alpha: S.fp32,
         n: S.i32):
    for i in range(S.get_local_id(), n, 4):
        y[i] = alpha * x[i] + y[i]


def test_runs_in_place_against_numpy():
    a = np.arange(64, dtype=np.int32)
    b = np.full(64, -7, np.int32)
    c = np.zeros(64, np.int32)
    kernel = compass.jit(vadd)
    kernel(a, b, c, 64)
    np.testing.assert_array_equal(c, a + b)
    # A view is written through to its base, and nothing outside it.
    base = np.zeros(80, np.int32)
    kernel(a, b, base[8:72], 64)
    np.testing.assert_array_equal(base[8:72], a + b)
    assert not base[:8].any() and not base[72:].any()


def test_a_view_is_its_base_from_its_first_element():
    # As in the simulator: a view passes the span of its base it covers, the
    # pointer at its first element, which a reversed view has past the span's
    # start (here base[71] of base[1:79]); the kernel's 8 elements run on
    # through the base from there.
    a, b = np.arange(8, dtype=np.int32), np.full(8, 100, np.int32)
    native_base, simulated_base = np.zeros(80, np.int32), np.zeros(80, np.int32)
    compass.jit(vadd)(a, b, native_base.reshape(8, 10)[::-1, 1:9], 8)
    vadd(a, b, simulated_base.reshape(8, 10)[::-1, 1:9], 8)
    np.testing.assert_array_equal(native_base, simulated_base)
    np.testing.assert_array_equal(native_base[71:79], a + b)
    assert not native_base[:71].any() and not native_base[79:].any()


def test_scalars_are_passed_as_the_simulator_takes_them():
    x = np.linspace(-3, 3, 32, dtype=np.float32)
    y = np.arange(32, dtype=np.float32)
    expected = np.float32(0.1) * x + y  # alpha rounded to float32, as the parameter is
    compass.jit(axpy)(x, y, 0.1, 32)
    np.testing.assert_array_equal(y, expected)


BAD_CALLS = [
    ("too few args", lambda a, b, c: (a, b, c)),
    ("too many args", lambda a, b, c: (a, b, c, 64, 1)),
    ("wrong dtype", lambda a, b, c: (a, b, c.astype(np.float32), 64)),
    ("not an array", lambda a, b, c: (a, b, [0] * 64, 64)),
    ("read-only array", lambda a, b, c: (a, b, _read_only(c), 64)),
    ("transposed view", lambda a, b, c: (a, b, c.reshape(8, 8).T, 64)),
    ("scalar out of range", lambda a, b, c: (a, b, c, 1 << 40)),
    ("bool for an int", lambda a, b, c: (a, b, c, True)),
    ("float for an int", lambda a, b, c: (a, b, c, 64.0)),
    ("string for an int", lambda a, b, c: (a, b, c, "64")),
]


def _read_only(array):
    array.flags.writeable = False
    return array


def _arrays():
    return np.arange(64, dtype=np.int32), np.ones(64, np.int32), np.zeros(64, np.int32)


@pytest.mark.parametrize("case", [case for _, case in BAD_CALLS],
                         ids=[name for name, _ in BAD_CALLS])
def test_argument_checking_is_that_of_a_simulator_call(case):
    with pytest.raises(Exception) as simulated:
        vadd(*case(*_arrays()))
    with pytest.raises(Exception) as native:
        compass.jit(vadd)(*case(*_arrays()))
    assert type(native.value) is type(simulated.value)
    assert str(native.value) == str(simulated.value)


def test_keyword_arguments_are_refused_as_by_a_simulator_call():
    a, b, c = _arrays()
    with pytest.raises(TypeError) as simulated:
        vadd(a, b, c, n=64)
    with pytest.raises(TypeError) as native:
        compass.jit(vadd)(a, b, c, n=64)
    assert str(native.value) == str(simulated.value)


def test_only_a_prim_func_is_compiled():
    with pytest.raises(TypeError, match='compass.jit expects a function decorated with '
                                        '"S.prim_func", but got: "function"'):
        compass.jit(lambda: None)


class CountingKernel:
    """Stands for _compass.native.Kernel and counts the compilations."""

    def __init__(self, real):
        self.real, self.compiled = real, []

    def __call__(self, module, target, checked):
        self.compiled.append(target)
        return self.real(module, target, checked)


@pytest.fixture
def compilations(monkeypatch):
    counter = CountingKernel(_compass.native.Kernel)
    monkeypatch.setattr(_compass.native, "Kernel", counter)
    return counter.compiled


def test_a_kernel_compiles_once_per_target(compilations):
    @S.prim_func
    def negate(a: S.ptr("int32", "global")):
        a[S.get_local_id()] = -a[S.get_local_id()]

    a = np.arange(4, dtype=np.int32)
    first = compass.jit(negate)
    first(a)
    first(a)
    compass.jit(negate)(a)  # another wrapper of the same kernel: the same cache
    assert compilations == ["X2_1204"]
    assert compass.jit(negate).kernel() is first.kernel()
    np.testing.assert_array_equal(a, -np.arange(4, dtype=np.int32))
    compass.jit(negate, "X3P_1304")(a)
    assert compilations == ["X2_1204", "X3P_1304"]


def test_each_target_has_its_own_compiled_code():
    for target, cores in (("X3P_1304MP2", 2), ("X2_1204MP3", 3), ("X3P_1304MP2", 2)):
        out = np.zeros(1, np.int32)
        compass.jit(store_core_count, target)(out)
        assert out[0] == cores, target


def _define_scale(factor):
    @S.prim_func
    def scale(a: S.ptr("int32", "global")):
        a[S.get_local_id()] = a[S.get_local_id()] * factor

    return scale


def test_a_redefined_kernel_is_compiled_anew():
    # Same name, same source line, different code: no cache entry is shared.
    results = []
    for factor in (2, 3):
        scale = _define_scale(factor)
        a = np.arange(4, dtype=np.int32)
        compass.jit(scale)(a)
        results.append(a)
    np.testing.assert_array_equal(results[0], np.arange(4) * 2)
    np.testing.assert_array_equal(results[1], np.arange(4) * 3)


@S.prim_func
def uses_aiff(ctrl: S.ptr("uint32", "global"), out: S.ptr("int32", "global")):
    if S.get_local_id() == 0:
        out[0] = 1
        S.aiff(ctrl, ctrl, ctrl)


def test_a_builtin_that_cannot_run_natively_is_a_located_error():
    ctrl, out = np.zeros(8, np.uint32), np.zeros(4, np.int32)
    with pytest.raises(CompassNotLoweredError) as raised:
        compass.jit(uses_aiff)(ctrl, out)
    error = raised.value
    lines, first = inspect.getsourcelines(uses_aiff.py_func)
    line = first + next(i for i, text in enumerate(lines) if "S.aiff(" in text)
    assert (error.file, error.line) == (__file__, line)
    assert "S.aiff cannot run natively: the AIFF accelerator is not modelled here" in str(error)
    assert isinstance(error, NotImplementedError)
    assert not out.any()


@S.prim_func
def divide(a: S.ptr("int32", "global"), d: S.i32):
    a[S.get_local_id()] = a[S.get_local_id()] // d


def test_a_run_error_is_raised_as_the_simulator_raises_it():
    with pytest.raises(CompassZeroDivisionError) as simulated:
        divide(np.ones(4, np.int32), 0)
    with pytest.raises(CompassZeroDivisionError) as native:
        compass.jit(divide)(np.ones(4, np.int32), 0)
    assert str(native.value) == str(simulated.value)
    assert "integer division by zero (TEC 0)" in str(native.value)
    a = np.full(4, 9, np.int32)
    compass.jit(divide)(a, -2)
    np.testing.assert_array_equal(a, np.full(4, -4, np.int32))  # truncating, as C and the DSL


# ----------------------------------------------------------------------------
# The native leg of `both` (compass.crosscheck.Crosscheck)
# ----------------------------------------------------------------------------

def test_the_native_leg_compares_bits_not_values():
    assert_same_bits(np.float32([1.5, -0.0]), np.float32([1.5, -0.0]), "same")
    with pytest.raises(AssertionError, match="element 1"):
        assert_same_bits(np.float32([1.5, -0.0]), np.float32([1.5, 0.0]), "signed zero")
    quiet, other = np.uint32([0x7FC00000, 0x7FC00001]).view(np.float32)
    with pytest.raises(AssertionError, match="element 0"):
        assert_same_bits(np.float32([other]), np.float32([quiet]), "NaN payload")


def test_the_native_leg_counts_and_compares():
    leg = Crosscheck(("sim", "native"))
    ledger = leg.ledgers["native"]

    def compare(kernel, inputs, simulated):
        leg.compare("native", kernel, inputs, simulated, "", "sim")

    a, b = np.arange(64, dtype=np.int32), np.ones(64, np.int32)
    simulated = [a, b, a + b, 64]
    compare(vadd, [a.copy(), b.copy(), np.zeros(64, np.int32), 64], simulated)
    compare(uses_aiff, [np.zeros(8, np.uint32), np.zeros(4, np.int32)],
            [np.zeros(8, np.uint32), np.zeros(4, np.int32)])
    assert (ledger.compared, ledger.refused) == (1, 1)
    assert ledger.builtins == {"S.aiff": 1}
    with pytest.raises(AssertionError, match="argument 2 of vadd: the paths disagree: first at "
                                             "element 0: 1 natively, -1 in the simulator"):
        compare(vadd, [a.copy(), b.copy(), np.zeros(64, np.int32), 64], [a, b, a - b, 64])
    # A disagreement and a run error are the test's failure, not a kernel left out, nor a
    # run compared.
    assert (ledger.compared, ledger.refused) == (1, 1)
    with pytest.raises(CompassZeroDivisionError):
        compare(divide, [np.ones(4, np.int32), 0], [np.ones(4, np.int32), 0])
    assert (ledger.compared, ledger.refused) == (1, 1)
    # So is a native compile error other than a builtin the native path refuses.
    kernel = _fresh_kernel()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(_compass.native, "Kernel", _failing_natively)
        with pytest.raises(CompassError, match="the native compilation failed") as raised:
            compare(kernel, [np.ones(4, np.int32), np.zeros(4, np.int32)],
                    [np.ones(4, np.int32), np.ones(4, np.int32)])
    assert not isinstance(raised.value, CompassNotLoweredError)
    assert (ledger.compared, ledger.refused) == (1, 1)
    # The workers' shares add up in the controller.
    total = Crosscheck(("sim", "native"))
    total.merge(leg.dump())
    total.merge(leg.dump())
    assert (total.ledgers["native"].compared, total.ledgers["native"].refused) == (2, 2)
    assert total.ledgers["native"].builtins == {"S.aiff": 2}
    assert total.summary() == ["native path: 2 kernel runs compared bit for bit (1 kernels), "
                               "2 not lowered (1 kernels); not lowered: S.aiff (2)"]


# ----------------------------------------------------------------------------
# A failure inside Compass is an internal error located at the kernel
# ----------------------------------------------------------------------------

def _fresh_kernel():
    @S.prim_func
    def copy_one(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
        b[S.get_local_id()] = a[S.get_local_id()]

    return copy_one


def _failing(*args, **kwargs):
    raise RuntimeError("injected failure")


def _failing_natively(module, target, checked):
    raise _compass.native.NativeError(f"{__file__}:1:1: error: the native compilation failed: "
                                      f"injected")


def test_a_compile_failure_of_compass_is_an_internal_error(monkeypatch):
    kernel = _fresh_kernel()
    monkeypatch.setattr(_compass.native, "Kernel", _failing)
    with pytest.raises(CompassInternalError) as raised:
        compass.jit(kernel)(np.ones(4, np.int32), np.zeros(4, np.int32))
    assert 'while compiling natively "copy_one": RuntimeError: injected failure' in \
        raised.value.message
    assert isinstance(raised.value.__cause__, RuntimeError)


def test_a_run_failure_of_compass_is_an_internal_error():
    kernel = _fresh_kernel()
    compiled, params = native_kernel(kernel)

    class Failing:
        run = staticmethod(_failing)

    kernel._natives[(compiled.target, False)] = (Failing(), params)
    with pytest.raises(CompassInternalError) as raised:
        compass.jit(kernel)(np.ones(4, np.int32), np.zeros(4, np.int32))
    assert 'while running natively "copy_one"' in raised.value.message


@S.prim_func
def says_hello(a: S.ptr("int32", "global")):
    S.printf("tec %d of %d\n", S.get_local_id(), S.get_local_size())
    a[S.get_local_id()] = 1


def test_the_native_run_must_print_the_simulators_text(monkeypatch, capsys):
    a = np.zeros(4, np.int32)
    inputs = copies_of([a])
    says_hello(a)
    assert capsys.readouterr().out == "".join(f"tec {t} of 4\n" for t in range(4))
    check_native(says_hello, inputs, [a])  # the same text, printed to nobody
    assert capsys.readouterr().out == ""

    class Chatty(compass.crosscheck.JitFunction):
        def __call__(self, *args):
            super().__call__(*args)
            print("one line more")

    monkeypatch.setattr(compass.crosscheck, "JitFunction", Chatty)
    with pytest.raises(AssertionError, match="says_hello: the paths disagree: it printed .* natively"):
        check_native(says_hello, copies_of([np.zeros(4, np.int32)]), [a])
