"""Shared pytest helpers: run a kernel in the simulator and on POCL."""

import numpy as np
import pytest

from compass import BuildManager


class BothPaths:
    """Builds a kernel once and runs it through both execution paths."""

    def __call__(self, kernel, make_args, target="X2_1204"):
        """Runs `kernel` on two fresh argument lists from `make_args()`:
        the first in the simulator, the second on POCL. Returns both lists."""
        ex = BuildManager(target=target).build(kernel)
        sim_args, cl_args = make_args(), make_args()
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
