"""The lanes a reduction or a Dot builtin without acc leaves undefined hold the same bits
on every path: the simulator's and the native tier's poison bytes, which the checked C
that ex(...) runs passes to the runtime's builtin. A kernel author's test storing a whole
result vector then compares equal across paths (`--compass-paths=sim,pocl,native`), as
for the inactive lanes of a lane-wise builtin (docs/from-upstream.md)."""

import numpy as np
import pytest

from compass import script as S

TAIL = [True] * 5 + [False] * 3
NONE = [False] * 8


@S.prim_func
def reductions(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global")):
    out[0] = S.vrpadd(a[0], TAIL)
    out[1] = S.vrpmax(a[0], TAIL)
    out[2] = S.vrpmin(a[0], NONE)


@S.prim_func
def half_sum(a: S.ptr("float16x16", "global"), out: S.ptr("float32x8", "global")):
    out[0] = S.vrpadd(a[0], S.tail_mask(7, 16))


@S.prim_func
def dots(a: S.ptr("int8x32", "global"), b: S.ptr("int8x32", "global"),
         out: S.ptr("int16x16", "global")):
    out[0] = S.vdot(a[0], b[0], S.tail_mask(9, 32))


@S.prim_func
def float_dots(a: S.ptr("float16x16", "global"), out: S.ptr("float32x8", "global")):
    out[0] = S.vqdot(a[0], a[0], S.tail_mask(6, 16))


CASES = {
    "reductions": (reductions, lambda: [np.arange(8, dtype=np.int32) * 3 - 7,
                                        np.zeros(24, np.int32)]),
    "float16 sum": (half_sum, lambda: [np.linspace(-2, 2, 16).astype(np.float16),
                                       np.zeros(8, np.float32)]),
    "dot": (dots, lambda: [np.arange(32, dtype=np.int8), np.full(32, 2, np.int8),
                           np.zeros(16, np.int16)]),
    "float dot": (float_dots, lambda: [np.linspace(-1, 1, 16).astype(np.float16),
                                       np.zeros(8, np.float32)]),
}


@pytest.mark.parametrize("case", CASES)
def test_undefined_lanes_agree_on_every_path(case, both):
    kernel, make_args = CASES[case]
    sim, pocl = both(kernel, make_args)
    out_sim, out_pocl = sim[-1], pocl[-1]
    assert out_sim.tobytes() == out_pocl.tobytes(), (out_sim, out_pocl)
