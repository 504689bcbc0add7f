"""vand / vor / vxor / vinv on masks take a mask too, as upstream's: the inactive lanes of
the result are False. Both paths."""

import numpy as np

from compass import script as S

MASK = [True, False, True, True] * 8


@S.prim_func
def masked_mask_ops(x: S.ptr("int8x32", "global"), y: S.ptr("int8x32", "global"),
                    out: S.ptr("int8x32", "global")):
    mx = x[0] > 0
    my = y[0] > 0
    out[0] = S.vsel(x[0], y[0], S.vand(mx, my, MASK))
    out[1] = S.vsel(x[0], y[0], S.vor(mx, my, MASK))
    out[2] = S.vsel(x[0], y[0], S.vxor(mx, my, MASK))
    out[3] = S.vsel(x[0], y[0], S.vinv(mx, MASK))
    out[4] = S.vsel(x[0], y[0], S.vor(mx, my))


def test_masked_mask_operations_have_false_inactive_lanes(both):
    x = np.arange(-16, 16, dtype=np.int8)
    y = np.roll(np.arange(16, -16, -1, dtype=np.int8), 5)
    active, mx, my = np.array(MASK), x > 0, y > 0
    picks = [active & mx & my, active & (mx | my), active & (mx ^ my), active & ~mx, mx | my]
    want = np.concatenate([np.where(p, x, y) for p in picks]).astype(np.int8)
    both.check(masked_mask_ops, lambda: [x.copy(), y.copy(), np.zeros(160, np.int8)], 2, want)
