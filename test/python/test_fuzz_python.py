"""fuzz/fuzz_python.py, the front end's fuzzer, on a fixed seed: its kernels
must run and match NumPy or be refused with a CompassError, on the
simulator and (every 10th) on POCL. A front-end change that breaks an
operator, a broadcast or a masked builtin shows up here as a finding."""

import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_fuzzer():
    path = os.path.join(ROOT, "fuzz", "fuzz_python.py")
    spec = importlib.util.spec_from_file_location("compass_fuzz_python", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_random_kernels_match_numpy(tmp_path):
    lines = []
    counts, _ = load_fuzzer().fuzz(60, seed=7, work=str(tmp_path), batch=30, pocl_every=10,
                                   log=lines.append)
    assert counts["generated"] == 60
    assert counts["findings"] == 0, "\n".join(lines)
    # Most kernels are meant to run; refusals are the DSL's own limits. Every one that ran
    # ran natively too, bit for bit.
    assert counts["ran"] >= 40 and counts["pocl"] >= 4
    assert counts["native"] == counts["ran"]


def test_a_wrong_reference_is_a_finding(tmp_path):
    """The check can fail: with NumPy's addition replaced by subtraction the
    same kernels turn into findings."""
    fuzzer = load_fuzzer()
    exact = fuzzer.Generator.exact

    def wrong(self, a, b, op):
        return exact(self, a, b, "-" if op == "+" else op)

    fuzzer.Generator.exact = wrong
    counts, _ = fuzzer.fuzz(60, seed=7, work=str(tmp_path), batch=30, pocl_every=0,
                            native_every=0, log=lambda line: None)
    assert counts["findings"] > 0


def test_a_native_disagreement_is_a_finding(tmp_path, monkeypatch):
    """The native comparison can fail: with compass.jit's runs writing a wrong element
    the kernels that ran turn into findings."""
    fuzzer = load_fuzzer()
    import compass.crosscheck
    real = compass.crosscheck.JitFunction

    class Off(real):
        def __call__(self, *args):
            super().__call__(*args)
            args[2].reshape(-1)[0] += 1

    monkeypatch.setattr(compass.crosscheck, "JitFunction", Off)
    lines = []
    counts, _ = fuzzer.fuzz(20, seed=7, work=str(tmp_path), batch=20, pocl_every=0,
                            log=lines.append)
    assert counts["findings"] == counts["ran"] > 0
    assert all("native differs from the simulator" in line for line in lines)


def test_faulty_kernels_end_in_located_errors_on_every_path_natively_too(tmp_path):
    """fuzz_python.py --faults: divergent barriers, endless loops (natively stopped by
    Ctrl-C at a deadline), huge allocations, view and far accesses; none a finding, each
    also run natively, and this process lives through them."""
    fuzzer = load_fuzzer()
    fuzzer.NATIVE_DEADLINE = 0.5
    lines = []
    counts = fuzzer.fuzz_faults(8, seed=5, work=str(tmp_path), log=lines.append)
    assert counts["faults"] == 8
    assert counts["findings"] == 0, "\n".join(lines)
    assert counts["native"] >= 6
