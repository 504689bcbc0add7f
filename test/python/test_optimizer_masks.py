"""The optimizer on the not of mask logic: upstream's test_combine_vnand_vnor shapes.

S.vinv of a masked S.vand / S.vor of masks is a nand / nor (compass-combine-instructions)
whatever the inner mask: masked-off lanes of a mask operation are false, so the inner
operation is (a op b) & mask and its not the nand of that and the mask. With an all-false
inner mask the not is of a constant, which compass-simplify folds, and the select with it.
Each kernel runs four ways (simulator and POCL, optimized and plain, optimizer_runs.py).
"""

import numpy as np
import pytest

from compass import script as S
from optimizer_runs import assert_same_bits, run_all

RNG = np.random.default_rng(34)


def negated_logic_kernel(some):
    """Seven selects by the not of mask logic: masked by `some` (a constant), by all
    false, the operator forms ~(a & b) and ~(a | b), and a masked not."""
    none = [False] * 8

    @S.prim_func
    def kernel(x: S.ptr("int32x8", "global"), y: S.ptr("int32x8", "global"),
               out: S.ptr("int32x8", "global")):
        va = x[0]
        vb = y[0]
        ma = va > 0
        mb = vb > 0
        out[0] = S.vsel(va, vb, S.vinv(S.vand(ma, mb, some)))
        out[1] = S.vsel(va, vb, S.vinv(S.vor(ma, mb, some)))
        out[2] = S.vsel(va, vb, S.vinv(S.vand(ma, mb, none)))
        out[3] = S.vsel(va, vb, S.vinv(S.vor(ma, mb, none)))
        out[4] = S.vsel(va, vb, ~(ma & mb))
        out[5] = S.vsel(va, vb, ~(ma | mb))
        out[6] = S.vsel(va, vb, S.vinv(S.vand(ma, mb), some))

    return kernel


@pytest.mark.parametrize("seed", [0, 1])
def test_not_of_mask_logic_is_nand_nor(seed):
    """The not of a masked and / or is nand / nor; of an all-false one a constant, and its
    select the first operand. No mask_not is left; results as NumPy on both paths."""
    rng = np.random.default_rng(seed)
    x = rng.integers(-50, 50, 8).astype(np.int32)
    y = rng.integers(-50, 50, 8).astype(np.int32)
    some = [bool(lane) for lane in rng.integers(0, 2, 8)]
    some[:2] = [True, False]
    optimized, plain, results = run_all(negated_logic_kernel(some),
                                        lambda: [x.copy(), y.copy(), np.zeros(56, np.int32)])
    for op in ("mask_nand", "mask_nor"):
        assert f"compass.{op} " in optimized.ir and f"compass.{op} " not in plain.ir
    assert "compass.mask_not" not in optimized.ir and "compass.mask_not" in plain.ir
    # (Without the optimizer, outputs 2 and 3 share one select by the not of all false.)
    assert optimized.ir.count("compass.vsel ") == 5 and plain.ir.count("compass.vsel ") == 6

    ma, mb, on = x > 0, y > 0, np.array(some)
    selects = [~((ma & mb) & on), ~((ma | mb) & on), np.ones(8, bool), np.ones(8, bool),
               ~(ma & mb), ~(ma | mb), ~(ma & mb) & on]
    expected = np.concatenate([np.where(s, x, y) for s in selects])
    for key, args in results.items():
        np.testing.assert_array_equal(args[2], expected, err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)
