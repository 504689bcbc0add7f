"""Every sample of samples/ runs as a user runs it and ends well.

Each sample is a separate test (so `pytest -n 2` shares them out): it runs as its own
process with /usr/bin/python3 and the compass package this test imports, must exit with 0 and
print its key lines (the verdicts on both paths and its last "[PASS] ..." line). The list
must name every samples/*.py, and samples/README.md must describe each one.
"""

import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import compass
from compass import BuildManager, script as S

ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable

# sample -> lines its output must contain
KEY_LINES = {
    "quick_start": ["[PASS] float32 scalar add: simulator OK, POCL OK",
                    "[PASS] subroutine returning a scalar: simulator OK, POCL OK"],
    "static_add": ["simulator: 16384 float16 sums match NumPy",
                   "POCL: 16384 float16 sums match NumPy", "[PASS] static add"],
    "dynamic_add": ["n =      1: simulator ok, POCL ok", "n = 100003: simulator ok, POCL ok",
                    "[PASS] dynamic add"],
    "reduction": ["max of 200003 floats: POCL matches NumPy",
                  "row sums of a 300x517 int32 matrix: simulator matches NumPy",
                  "[PASS] reduction"],
    "lookup_table": ["sigmoid of 50001 floats: POCL matches NumPy",
                     "gamma expansion of 100000 bytes: simulator matches NumPy",
                     "[PASS] lookup table"],
    "quantization": ["quantize 20011 floats with ReLU: POCL matches NumPy",
                     "requantized int8 add of 30007 elements: simulator matches NumPy",
                     "[PASS] quantization"],
    "dma": ["2-D crop, brighten, padded store: POCL matches NumPy",
            "double-buffered gain of 70001 int16: simulator matches NumPy",
            "a forgotten wait_events is caught by the simulator:", "[PASS] dma"],
    "profiler": ["saxpy_vector: POCL matches NumPy", "Execution time summary:",
                 "instructions per TEC (simulator), n = 40003",
                 "Total steps from the simulator's profile:", "Profile of max_all:",
                 "steps waited at the barrier, per TEC: [0, ", "[PASS] profiler"],
    "masks": ["soft clamp of 10005 int32: POCL matches NumPy",
              "mask strings, lists and operators: simulator matches NumPy", "[PASS] masks"],
    "subroutines": ["int matvec_dot(__global int* x, __global int* y, int count) {",
                    "matvec 123x77: simulator matches NumPy", "matvec 123x77: POCL matches NumPy",
                    "[PASS] subroutines"],
    "debugging": ["TEC 3: elements 99 to 131", "simulator: caught, at line",
                  "POCL (checked): caught, at line", "fixed kernel: POCL matches NumPy",
                  "[PASS] debugging"],
}


def run_sample(name, *options):
    env = dict(os.environ)
    # The compass package this test imports, as the README's PYTHONPATH=build/python_packages.
    env["PYTHONPATH"] = str(pathlib.Path(compass.__file__).resolve().parents[1])
    return subprocess.run([PYTHON, str(SAMPLES / f"{name}.py"), *options], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize("name", sorted(KEY_LINES))
def test_sample_runs_and_passes(name):
    result = run_sample(name)
    output = result.stdout
    assert result.returncode == 0, f"exit {result.returncode}\n{output}\n{result.stderr}"
    for line in KEY_LINES[name]:
        assert line in output, f"missing {line!r} in:\n{output}"
    assert "MISMATCH" not in output and "[FAIL]" not in output, output


def test_show_c_prints_the_opencl_c():
    result = run_sample("dynamic_add", "--show-c")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "__kernel void add_fp32_dynamic(" in result.stdout


def test_every_sample_is_listed_and_described():
    # both_paths.py is the samples' shared check, not a sample.
    files = sorted(p.stem for p in SAMPLES.glob("*.py") if p.stem != "both_paths")
    assert files == sorted(KEY_LINES)
    readme = (SAMPLES / "README.md").read_text()
    for name in files:
        assert f"samples/{name}.py" in readme, name


# Upstream's tutorial gathers from an S.alloc_const table: the C needs the __constant form of
# __vload_gather (lookup_table.py relies on it too, this pins it on its own).
TABLE = np.arange(40, dtype=np.float32) * 0.5


@S.prim_func
def gather_from_constant(idx: S.ptr("int16", "global"), out: S.ptr("float32", "global")):
    table = S.alloc_const((40,), "float32", TABLE)
    S.vstore(S.vload_gather(table, S.vload(idx, lanes=8)), out)


def test_gather_from_a_constant_table(both):
    idx = np.array([0, 39, 5, 6, 7, 1, 2, 20], np.int16)
    both.check(gather_from_constant, lambda: [idx.copy(), np.zeros(8, np.float32)], 1, TABLE[idx])
