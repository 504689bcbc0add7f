"""Rule: the inactive lanes of a lane-wise builtin without `r` are undefined, and every path
gives them the same bits: the simulator and the native tier fill them from one poison pattern
(Compass/Support/Poison.h, as upstream's PySim fills them from a fixed table), and the checked
C on POCL (`ex(...)`) passes that pattern as `r` (dsl/checked.h's __COMPASS_POISON), under a
run-time mask and under a constant one alike. The plain C (`ex.c_code`, what a device runs)
keeps upstream's `(T)0`: a device leaves them undefined."""

import os
import re

import numpy as np
import pytest

from compass import BuildManager, _compass, script as S
from compass.errors import translated

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

POISON = np.frombuffer(_compass.simulator.POISON, np.uint8)
LANES = {"int8": 32, "int32": 8, "float32": 8, "bfloat16": 16}


@pytest.mark.parametrize("dtype", list(LANES))
def test_undefined_lanes_have_the_poison_bits_on_every_path(both, dtype):
    lanes = LANES[dtype]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global"), n: S.i32):
        if S.get_local_id() == 0:
            x = S.vload(a)
            S.vstore(S.vsub(x, x, S.tail_mask(n, lanes)), out)
            S.vstore(S.vsub(x, x, S.tail_mask(3, lanes)), out + lanes)

    a = np.arange(lanes).astype(np.float32).astype(dtype) if dtype == "bfloat16" else \
        np.arange(lanes, dtype=dtype)
    want = np.tile(POISON, 2).copy()
    size = np.dtype(a.dtype).itemsize
    for half in range(2):
        want[half * 32: half * 32 + 3 * size] = 0  # x - x in the three active lanes
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            a.copy(), np.zeros(2 * lanes, a.dtype), 3])):
        got = args[1].view(np.uint8)
        np.testing.assert_array_equal(got, want, err_msg=where)


def test_the_checked_c_spells_the_pattern_and_the_plain_c_upstreams_zero():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        S.vstore(S.vadd(S.vload(a), 1, S.tail_mask(n, 8)), out)

    ex = BuildManager().build(kernel)
    assert "__vadd((int8)0," in ex.c_code
    checked = translated(_compass.translate.to_opencl, ex.module, checked=True)
    assert "__vadd(__vreinterpret_int8(__COMPASS_POISON)," in checked
    with open(os.path.join(ROOT, "runtime", "include", "compass", "dsl", "checked.h")) as header:
        spelled = re.search(r"#define __COMPASS_POISON\s*\\\s*\(\(uchar32\)\(([^)]*)\)\)",
                            header.read())
    assert spelled, "dsl/checked.h spells the pattern"
    values = [int(v, 16) for v in re.findall(r"0x[0-9a-f]{2}", spelled.group(1))]
    assert values == list(POISON)
