"""Rule: a counted loop's counter never overflows. `range(start, stop, step)` runs as
Python's range on every path: the simulator and the native tier count in 64 bits, and the
checked C on POCL steps past the stop without overflowing the int (where C's `i += step`
overflows, undefined: upstream's plain C keeps `i += step`, which the device runs)."""

import numpy as np
import pytest

from compass import script as S

INT_MAX = 2**31 - 1


@S.prim_func
def count_steps(out: S.ptr("int32", "global"), hi: S.i32, step: S.i32):
    if S.get_local_id() == 0:
        n = 0
        for i in range(0, hi, step):
            out[1 + n] = i
            n += 1
        out[0] = n


@pytest.mark.parametrize("hi, step", [(INT_MAX, 1 << 30), (INT_MAX, INT_MAX - 1),
                                      (INT_MAX - 5, 1 << 29), (100, 7)])
def test_the_counter_runs_as_pythons_range(both, hi, step):
    want = list(range(0, hi, step))
    expected = np.zeros(16, np.int32)
    expected[0] = len(want)
    expected[1:1 + len(want)] = want
    both.check(count_steps, lambda: [np.zeros(16, np.int32), hi, step], 0, expected)
