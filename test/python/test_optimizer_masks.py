"""The optimizer on mask logic under a mask: upstream's test_combine_vnand_vnor shapes.

Masked-off lanes of a mask operation are false, so S.vand / S.vor / S.vxor of masks under
a mask is (a op b) & mask; compass-combine-instructions makes it the one masked
instruction (compass.masked_and / _or / _xor, printed `__vand(a, b, mask)`), and S.vinv
of it stays a not: `__vinv(__vand(a, b, mask))` is two instructions, as nand(a & b, mask)
would be, and reads as the kernel. The not of an unmasked and / or is nand / nor. With an
all-false inner mask the not is of a constant, which compass-simplify folds, and the
select with it. Each kernel runs four ways (simulator and POCL, optimized and plain,
optimizer_runs.py).
"""

import numpy as np
import pytest

from compass import script as S
from optimizer_runs import assert_same_bits, run_all


def mask_logic_kernel(some):
    """Eleven selects by mask logic: the not of and / or masked by `some` (a constant) and
    by all false, the operator forms ~(a & b) and ~(a | b), a masked not, and / xor
    masked by `some` without a not, and and / or of a not masked by `some` (upstream's
    test_combine_vbclr / vbset shapes) (each mask operation used once: an operation used
    twice is computed anyway, and its and with the mask stays one instruction)."""
    none = [False] * 8

    @S.prim_func
    def kernel(x: S.ptr("int32x8", "global"), y: S.ptr("int32x8", "global"),
               out: S.ptr("int32x8", "global")):
        va = x[0]
        vb = y[0]
        ma = va > 0
        mb = vb > 0
        mc = vb < 10
        out[0] = S.vsel(va, vb, S.vinv(S.vand(ma, mb, some)))
        out[1] = S.vsel(va, vb, S.vinv(S.vor(ma, mb, some)))
        out[2] = S.vsel(va, vb, S.vinv(S.vand(ma, mb, none)))
        out[3] = S.vsel(va, vb, S.vinv(S.vor(ma, mb, none)))
        out[4] = S.vsel(va, vb, ~(ma & mb))
        out[5] = S.vsel(va, vb, ~(ma | mb))
        out[6] = S.vsel(va, vb, S.vinv(S.vand(mb, ma), some))
        out[7] = S.vsel(va, vb, S.vand(ma, mc, some))
        out[8] = S.vsel(va, vb, S.vxor(ma, mb, some))
        out[9] = S.vsel(va, vb, S.vand(mc, S.vinv(ma), some))
        out[10] = S.vsel(va, vb, S.vor(mc, S.vinv(mb), some))

    return kernel


@pytest.mark.parametrize("seed", [0, 1])
def test_masked_mask_logic_is_one_instruction(seed):
    """and / or / xor / and-not / or-not of masks under a mask are the masked
    instructions, the nots of the masked ones __vinv, the unmasked ones' nand / nor; an
    all-false one folds with its select. Results as NumPy on both paths."""
    rng = np.random.default_rng(seed)
    x = rng.integers(-50, 50, 8).astype(np.int32)
    y = rng.integers(-50, 50, 8).astype(np.int32)
    some = [bool(lane) for lane in rng.integers(0, 2, 8)]
    some[:2] = [True, False]
    optimized, plain, results = run_all(mask_logic_kernel(some),
                                        lambda: [x.copy(), y.copy(), np.zeros(88, np.int32)])
    ir = optimized.ir
    assert ir.count("compass.masked_and ") == 2 and ir.count("compass.masked_or ") == 1
    assert ir.count("compass.masked_xor ") == 1 and ir.count("compass.mask_not ") == 2
    assert ir.count("compass.masked_andnot ") == 1 and ir.count("compass.masked_ornot ") == 1
    assert "compass.mask_nand " in ir and "compass.mask_nor " in ir
    assert "compass.masked_" not in plain.ir
    # (Without the optimizer, outputs 2 and 3 share one select by the not of all false.)
    assert ir.count("compass.vsel ") == 9 and plain.ir.count("compass.vsel ") == 10
    code = optimized.executor.c_code
    for text in ("__vinv(__vand(ma, mb, ", "__vinv(__vor(ma, mb, ", "__vxor(ma, mb, ",
                 "__vnand(ma, mb)", "__vnor(ma, mb)", "__vbclr(mc, ma, ", "__vbset(mc, mb, "):
        assert text in code, text

    ma, mb, on = x > 0, y > 0, np.array(some)
    selects = [~((ma & mb) & on), ~((ma | mb) & on), np.ones(8, bool), np.ones(8, bool),
               ~(ma & mb), ~(ma | mb), ~(ma & mb) & on, ma & (y < 10) & on, (ma ^ mb) & on,
               (y < 10) & ~ma & on, ((y < 10) | ~mb) & on]
    expected = np.concatenate([np.where(s, x, y) for s in selects])
    for key, args in results.items():
        np.testing.assert_array_equal(args[2], expected, err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)
