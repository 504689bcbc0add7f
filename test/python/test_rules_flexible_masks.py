"""Rule: on a flexible-width vector the padding lanes of the last native
piece are always off, also under a constant user mask: a masked load or
store of 20 lanes touches 20 elements, never the 4 padding lanes after
them (docs/language.md, "Vectors of any width")."""

import numpy as np

from compass import script as S


@S.prim_func
def masked_copy20(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    # a holds exactly 20 elements: reading the padding lanes would leave it.
    v = S.vload(a, lanes=20, mask="20T")
    S.vstore(v + 1, out, mask="20T")


def test_constant_mask_keeps_padding_lanes_off(both):
    a = np.arange(20, dtype=np.int32)
    expected = np.full(24, -1, np.int32)
    expected[:20] = a + 1
    both.check(masked_copy20, lambda: [a.copy(), np.full(24, -1, np.int32)], 1, expected)


@S.prim_func
def masked_store20(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    v = S.vload(a, lanes=20)
    S.vstore(v, out, mask=[True] * 18 + [False, True])


def test_constant_mask_list_keeps_padding_lanes_off(both):
    a = np.arange(20, dtype=np.int32) + 5
    expected = np.full(24, -1, np.int32)
    expected[:18] = a[:18]
    expected[19] = a[19]
    both.check(masked_store20, lambda: [a.copy(), np.full(24, -1, np.int32)], 1, expected)
