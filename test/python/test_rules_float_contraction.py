"""Rule: every float operation rounds on its own, so `a * b + c` is a product
rounded, then a sum rounded, never one fused multiply-add (OpenCL C fuses it
by default; runtime/include/compass/dsl.h turns that off for the kernel).
S.fma is the one fused operation (test_builtins_dot.py).

The first lane is chosen so that the two differ: (1 + 2^-12)^2 - 1 is 2^-11
when the product is rounded first and 2^-11 + 2^-24 when fused; the other
lanes are random, where the two differ in the last bit now and then.
Checked bit for bit against NumPy, which never fuses, in the simulator and on
POCL, as scalars (one C expression after the emitter inlines it) and as
vectors.
"""

import numpy as np

from compass import script as S

LANES = 8


@S.prim_func
def mul_add(a: S.ptr("fp32", "global"), b: S.ptr("fp32", "global"), c: S.ptr("fp32", "global"),
            out: S.ptr("fp32", "global")):
    for i in range(LANES):
        out[i] = a[i] * b[i] + c[i]
        out[LANES + i] = c[i] - a[i] * b[i]
    va = S.vload(a)
    vb = S.vload(b)
    vc = S.vload(c)
    S.vstore(va * vb + vc, out + 2 * LANES)
    S.vstore(S.vsub(S.vmul(va, vb), vc), out + 3 * LANES)


def operands():
    rng = np.random.default_rng(29)
    a, b, c = (rng.standard_normal(LANES).astype(np.float32) for _ in range(3))
    a[0] = b[0] = np.float32(1 + 2 ** -12)
    c[0] = -1.0
    return a, b, c


def test_a_product_is_rounded_before_it_is_added(both):
    a, b, c = operands()
    product = a * b  # float32: rounded
    expected = np.concatenate([product + c, c - product, product + c, product - c])
    assert expected[0] == np.float32(2 ** -11)  # the fused result would be 2^-11 + 2^-24
    sim, cl = both(mul_add, lambda: [a.copy(), b.copy(), c.copy(), np.zeros(4 * LANES, np.float32)])
    for where, args in (("simulator", sim), ("POCL", cl)):
        np.testing.assert_array_equal(args[3].view(np.uint32), expected.view(np.uint32),
                                      err_msg=f"{where} fused a multiply-add")
