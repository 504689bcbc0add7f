"""int32 additions the emitter prints as C's signed `+` (upstream's
`i = (i + 2);`) because their range cannot overflow
(lib/Target/OpenCL/ValueRanges.cpp); the others wrap through uint. Each
kernel runs on every path against NumPy, near INT_MAX and INT_MIN."""

import numpy as np
import pytest

from compass import BuildManager, script as S

INT_MAX = np.iinfo(np.int32).max
INT_MIN = np.iinfo(np.int32).min


@S.prim_func
def bounded_sums(out: S.ptr("int32", "global"), init: S.i32):
    if S.get_local_id() != 0:
        return
    i = init
    while i < 10:
        out[1] = i + 2147483638
        i = i + 2
    out[0] = i
    for j in range(10):
        out[2 + j] = j + 2147483638
    out[12] = init + 2147483647


def expected_sums(init):
    out = np.zeros(13, np.int64)
    i = init
    last = None
    while i < 10:
        last = i + 2147483638
        i = i + 2
    out[0] = i
    out[1] = last if last is not None else 0
    out[2:12] = np.arange(10) + 2147483638
    out[12] = init + 2147483647
    return ((out - INT_MIN) % 2**32 + INT_MIN).astype(np.int32)  # int32 wraps


@pytest.mark.parametrize("init", [9, -7, INT_MAX])
def test_bounded_sums_print_signed_and_compute_the_same(both, init):
    both.check(bounded_sums, lambda: [np.zeros(13, np.int32), init], 0, expected_sums(init))


def test_bounded_sums_read_as_upstream():
    code = BuildManager().build(bounded_sums).c_code
    assert "i = (i + 2);" in code, code
    assert "out[1] = (i + 2147483638);" in code, code
    assert "(j + 2147483638);" in code or "(i_1 + 2147483638);" in code, code
    # init is unbounded: init + INT_MAX may overflow, so it wraps through uint.
    assert "out[12] = (int)((uint)init + 2147483647u);" in code, code
