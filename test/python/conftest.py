"""Shared pytest helpers: run a kernel in the simulator and on POCL (and,
unless --no-native, natively with its accesses checked: compass.jit(f,
checked=True), compared bit for bit with the
simulator)."""

import importlib.util
import json
import math

import numpy as np
import pytest

from compass import BuildManager
from compass import _compass
from compass.crosscheck import Crosscheck, assert_same_bits  # noqa: F401 (tests import it)


# ----------------------------------------------------------------------------
# The native leg of `both`: the simulator's run of a kernel call checked
# natively, every memory access checked too (compass.crosscheck's "checked"
# path, as the pytest plugin's --compass-paths=sim,checked checks a kernel
# author's calls): every array bit for bit and the printed text, and no
# access the checks refuse; a kernel the native path refuses (AIFF, inline
# assembly) is counted and left out.
# ----------------------------------------------------------------------------

def pytest_addoption(parser):
    parser.addoption("--no-native", action="store_true",
                     help="leave out the native leg of the both() fixture (compass.jit(f, "
                          "checked=True) compared bit for bit with the simulator)")


NATIVE_LEG = Crosscheck(("sim", "checked"))
OPTIONS = {"native": True}


def pytest_configure(config):
    OPTIONS["native"] = not config.getoption("--no-native")


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: the controller adds the shares up
        workeroutput["native_leg"] = json.dumps(NATIVE_LEG.dump())


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    data = getattr(node, "workeroutput", {}).get("native_leg")
    if data:
        NATIVE_LEG.merge(json.loads(data))


def pytest_terminal_summary(terminalreporter):
    if OPTIONS["native"]:
        for line in NATIVE_LEG.summary():
            terminalreporter.write_line(line)


class BothPaths:
    """Builds a kernel once and runs it through both execution paths (and
    natively, see NativeLeg)."""

    def __call__(self, kernel, make_args, target="X2_1204"):
        """Runs `kernel` on two fresh argument lists from `make_args()`:
        the first in the simulator, the second on POCL. Returns both lists.
        The native leg runs on copies of the first, taken before the run."""
        ex = BuildManager(target=target).build(kernel)
        sim_args, cl_args = make_args(), make_args()
        if OPTIONS["native"]:
            NATIVE_LEG.call("sim", kernel, sim_args, run_own=lambda: kernel(*sim_args))
        else:
            kernel(*sim_args)
        ex(*cl_args)
        return sim_args, cl_args

    def check(self, kernel, make_args, index, expected, lanes=None):
        """Both paths must leave `expected` in argument `index`
        (only at the positions where `lanes` is True, when given)."""
        for where, args in zip(("simulator", "POCL"), self(kernel, make_args)):
            actual = args[index]
            if lanes is not None:
                actual, want = actual[lanes], np.asarray(expected)[lanes]
            else:
                want = expected
            np.testing.assert_array_equal(actual, want, err_msg=f"{where} differs from NumPy")


@pytest.fixture
def both():
    return BothPaths()


# ----------------------------------------------------------------------------
# Helpers of the tests on hand-written compass-level IR (import them from
# conftest): simulator programs, mask attributes, the quick-start kernel and
# bfloat16 bit patterns
# ----------------------------------------------------------------------------

def program(text, target="X2_1204"):
    """The simulator program of the compass-level module `text`."""
    return _compass.simulator.Program(_compass.ir.parse_module(text), target)


def mask_attr(lanes):
    """The `[true, false, ...]` of a compass.const_mask; one bool a lane."""
    return "[" + ", ".join("true" if lane else "false" for lane in lanes) + "]"


# The quick-start kernel: c = a + b on 8-lane int32 vectors, the vectors
# dealt out to the TECs in turn.
VADD = """
func.func @vadd(%a: !compass.ptr<si32, global>, %b: !compass.ptr<si32, global>,
                %c: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %c8 = tir.const 8 : si32
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  %start = tir.mul %tid, %c8 : si32
  %step = tir.mul %ntec, %c8 : si32
  tir.for %i = %start to %n step %step : si32 {
    %pa = tir.ptr_offset %a, %i : !compass.ptr<si32, global>, si32
    %pb = tir.ptr_offset %b, %i : !compass.ptr<si32, global>, si32
    %pc = tir.ptr_offset %c, %i : !compass.ptr<si32, global>, si32
    %va = compass.vload %pa, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vb = compass.vload %pb, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %s = compass.vadd %va, %vb, %m : vector<8xsi32>, !compass.mask<8>
    compass.vstore %s, %pc, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }
  return
}
"""


# ----------------------------------------------------------------------------
# bfloat16 reference (NumPy has no bfloat16): bit patterns in uint16
# ----------------------------------------------------------------------------

def bf16_to_f32(bits):
    """The float32 values of bfloat16 bit patterns (any shape)."""
    wide = np.asarray(bits, np.uint16).astype(np.uint32) << np.uint32(16)
    return wide.reshape(-1).view(np.float32).reshape(wide.shape)


def f32_to_bf16(values):
    """Round float32 values (any shape) to the nearest bfloat16 (ties to
    even), by comparing the two neighbours exactly in float64."""
    values = np.asarray(values, np.float32)
    out = []
    for value in values.reshape(-1):
        if math.isnan(value):
            out.append(0x7FC0)
            continue
        bits = int(np.float32(value).view(np.uint32))
        low = bits >> 16
        if math.isinf(value):
            out.append(low)
            continue
        high = low + 1  # the neighbour of larger magnitude
        exact = float(value)
        lo_val = float(bf16_to_f32(low)[()])
        hi_val = float(bf16_to_f32(high)[()])
        d_lo, d_hi = abs(exact - lo_val), abs(hi_val - exact)
        if d_lo < d_hi or (d_lo == d_hi and low % 2 == 0):
            out.append(low)
        else:
            out.append(high)
    return np.array(out, np.uint16).reshape(values.shape)


# ----------------------------------------------------------------------------
# Kernels whose text depends on parameters (written out and imported, so that
# errors point at a real file), and the DMA tests' scopes and row copy
# ----------------------------------------------------------------------------

def load_module(tmp_path, name, text):
    """Writes `text` to `tmp_path/<name>.py` and imports it."""
    path = tmp_path / f"{name}.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DMA_SCOPES = ["global", "lsram", "shared", "private"]
# Every (source, destination) pair a DMA takes: not between lsram and shared.
DMA_SCOPE_PAIRS = [(src, dst) for src in DMA_SCOPES for dst in DMA_SCOPES
                   if not (src in ("lsram", "shared") and dst in ("lsram", "shared"))]


def expected_row_copy(a, out):
    """Each TEC's 3 rows of 4 elements, 5 apart in a (16 a TEC), 6 apart in out
    (18 a TEC), as the DMA scope-pair kernels copy them."""
    out = out.copy()
    for tid in range(4):
        for t in range(3):
            out[tid * 18 + t * 6: tid * 18 + t * 6 + 4] = a[tid * 16 + t * 5: tid * 16 + t * 5 + 4]
    return out
