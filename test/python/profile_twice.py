"""A pytest plugin (`-p profile_twice`): every simulator call of the tests runs twice,
first profiled on copies of its arguments, then as it is; the copies must end equal to the
arguments, and a failing call must fail the same way profiled. test_profile.py runs a whole
test file under it. At the end it prints "profile_twice: N calls compared, M failing".
"""

import contextlib
import io
import warnings

import numpy as np

from compass.script import simulation

_counts = {"compared": 0, "failing": 0}


def _copy(arg):
    """A copy a run may write, or None when a view shares memory the copy would not."""
    if isinstance(arg, np.ndarray):
        return None if arg.base is not None else arg.copy()
    return arg


def _equal(a, b):
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()
    return True


def pytest_configure(config):
    original = simulation._Simulator.run

    def twice(prim_func, args, profile=False, target=None):
        copies = [_copy(arg) for arg in args]
        if profile or any(c is None for c, a in zip(copies, args) if isinstance(a, np.ndarray)):
            return original(prim_func, args, profile, target)
        profiled_error = None
        # The profiled run's prints and warnings would reach the test twice.
        with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                original(prim_func, copies, True, target)
            except Exception as error:  # compared with the plain run's below
                profiled_error = error
        try:
            result = original(prim_func, args, False, target)
        except Exception as error:
            assert profiled_error is not None and str(profiled_error) == str(error), (
                f"profiling changed how {prim_func.name} fails: {profiled_error!r} vs {error!r}")
            _counts["compared"] += 1
            _counts["failing"] += 1
            raise
        assert profiled_error is None, f"{prim_func.name} fails only profiled: {profiled_error}"
        for copy, arg in zip(copies, args):
            assert _equal(copy, arg), f"profiling changed the results of {prim_func.name}"
        _counts["compared"] += 1
        return result

    simulation._Simulator.run = staticmethod(twice)


def pytest_unconfigure(config):
    print(f"\nprofile_twice: {_counts['compared']} calls compared, {_counts['failing']} failing")
