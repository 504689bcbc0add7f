"""The widening multiply under a mask without r (compass-combine-instructions).

S.vmul(S.cast(x), S.cast(y), mask) without r leaves the inactive lanes undefined. The
optimizer multiplies every lane with vmull / vmulh and masks the product with x | x
under the mask and without r, whose inactive lanes are undefined the same way (the
simulator's poison pattern, 0 in the OpenCL C). Each kernel runs four ways (simulator and
POCL, optimized and plain, optimizer_runs.py): the active lanes must match NumPy and each
path must give the same bytes with and without the optimizer, undefined lanes included.
"""

import numpy as np
import pytest

from compass import script as S
from compass.utils import hw_native_vdtype
from optimizer_runs import assert_same_bits, extreme_lanes, run_all

RNG = np.random.default_rng(33)


def random_lanes(dtype, n):
    return extreme_lanes(RNG, dtype, n)


def products(x, y, out_dtype):
    """x * y lane by lane, wrapped to out_dtype."""
    return (x.astype(np.int64) * y.astype(np.int64)).astype(out_dtype)


def run_and_check(kernel, make_args, expected, active):
    """Runs the kernel four ways: the optimized IR masks with vor and keeps no vmul (a
    variable mask combines whatever else reads the conversions, as upstream's optimizer
    does); the active lanes of the output (the last argument) match NumPy on every path,
    and the bytes do not change with the optimizer."""
    optimized, plain, results = run_all(kernel, make_args)
    assert "compass.vor " in optimized.ir and "compass.vor " not in plain.ir
    assert "compass.vmul " not in optimized.ir
    for key, args in results.items():
        np.testing.assert_array_equal(args[-1][active], expected[active],
                                      err_msg=f"{key} differs from NumPy")
    assert_same_bits(results)
    return optimized


HALF_WIDENINGS = [("int8", "int8", "int16"), ("uint8", "int8", "uint16"),
                  ("int16", "int16", "int32"), ("uint16", "uint16", "int32")]


@pytest.mark.parametrize("a_dtype, b_dtype, out_dtype", HALF_WIDENINGS)
def test_variable_mask_without_r_keeps_undefined_lanes(a_dtype, b_dtype, out_dtype):
    """Each half, and a widened scalar, under a variable mask without r: vmull / vmulh
    and a masked x | x, also when the mask compares the same conversions (they stay
    for the comparison)."""
    lanes = hw_native_vdtype(a_dtype).lanes
    half = lanes // 2

    @S.prim_func
    def kernel(x: S.ptr(a_dtype, "global"), y: S.ptr(b_dtype, "global"),
               flags: S.ptr(out_dtype, "global"), out: S.ptr(out_dtype, "global")):
        va = S.vload(x)
        vb = S.vload(y)
        keep = S.vload(flags) > 0
        S.vstore(S.vmul(S.cast(va, out_dtype, part="low"), S.cast(vb, out_dtype, part="low"),
                        keep), out)
        S.vstore(S.vmul(S.cast(va, out_dtype, part="high"), S.cast(vb, out_dtype, part="high"),
                        keep), out + half)
        S.vstore(S.vmul(S.cast(S.vload(x + lanes), out_dtype, part="high"),
                        S.cast(y[lanes], out_dtype), keep), out + 2 * half)
        # Upstream's shape: the mask compares the conversions it multiplies.
        vc = S.cast(S.vload(x + 2 * lanes), out_dtype, part="low")
        vd = S.cast(S.vload(y + 2 * lanes), out_dtype, part="low")
        S.vstore(S.vmul(vc, vd, vc > vd), out + 3 * half)

    x = random_lanes(a_dtype, 3 * lanes)
    y = random_lanes(b_dtype, 3 * lanes)
    flags = RNG.integers(-1, 2, half).astype(out_dtype)
    flags[:2] = [1, 0]
    keep = flags > 0
    wide_c = x[2 * lanes:2 * lanes + half].astype(out_dtype)
    wide_d = y[2 * lanes:2 * lanes + half].astype(out_dtype)
    expected = np.concatenate([products(x[:half], y[:half], out_dtype),
                               products(x[half:lanes], y[half:lanes], out_dtype),
                               products(x[lanes + half:2 * lanes], np.full(half, y[lanes]),
                                        out_dtype),
                               products(wide_c, wide_d, out_dtype)])
    active = np.concatenate([keep, keep, keep, wide_c > wide_d])
    run_and_check(kernel,
                  lambda: [x.copy(), y.copy(), flags.copy(), np.zeros(4 * half, out_dtype)],
                  expected, active)


@pytest.mark.parametrize("a_dtype, b_dtype, out_dtype", [("int8", "uint8", "int32"),
                                                         ("uint8", "uint8", "uint32")])
def test_quarter_masked_without_r_keeps_undefined_lanes(a_dtype, b_dtype, out_dtype):
    """8 → 32 bits: the exact 16-bit product, its quarter converted, then a masked x | x,
    under a constant and a variable mask without r."""
    @S.prim_func
    def kernel(x: S.ptr(a_dtype, "global"), y: S.ptr(b_dtype, "global"),
               flags: S.ptr(out_dtype, "global"), out: S.ptr(out_dtype, "global")):
        va = S.vload(x)
        vb = S.vload(y)
        S.vstore(S.vmul(S.cast(va, out_dtype, part="lh"), S.cast(vb, out_dtype, part="lh"),
                        S.tail_mask(5, 8)), out)
        S.vstore(S.vmul(S.cast(va, out_dtype, part="hh"), S.cast(vb, out_dtype, part="hh"),
                        S.vload(flags) > 0), out + 8)
        vc = S.cast(S.vload(x + 32), out_dtype, part="ll")
        vd = S.cast(S.vload(y + 32), out_dtype, part="ll")
        S.vstore(S.vmul(vc, vd, vc > vd), out + 16)

    x = random_lanes(a_dtype, 64)
    y = random_lanes(b_dtype, 64)
    flags = RNG.integers(-1, 2, 8).astype(out_dtype)
    flags[:2] = [1, 0]
    wide_c, wide_d = x[32:40].astype(out_dtype), y[32:40].astype(out_dtype)
    expected = np.concatenate([products(x[8:16], y[8:16], out_dtype),
                               products(x[24:32], y[24:32], out_dtype),
                               products(wide_c, wide_d, out_dtype)])
    active = np.concatenate([np.arange(8) < 5, flags > 0, wide_c > wide_d])
    run_and_check(kernel,
                  lambda: [x.copy(), y.copy(), flags.copy(), np.zeros(24, out_dtype)],
                  expected, active)


@pytest.mark.parametrize("a_dtype, out_dtype", [("int8", "int16"), ("uint16", "uint32")])
def test_flexible_widths_by_a_scalar(a_dtype, out_dtype):
    """Upstream's vbcast shapes: 11, 29 and 35 lanes by a widened scalar, all true, a
    tail mask and a variable mask without r; each native piece is vmull / vmulh. (A
    35-lane vector is a whole native one and three lanes of the next.)"""
    counts = (11, 29, 35)

    @S.prim_func
    def kernel(x: S.ptr(a_dtype, "global"), y: S.ptr(a_dtype, "global"),
               flags: S.ptr(out_dtype, "global"), out: S.ptr(out_dtype, "global")):
        scalar = y[0]
        v0 = S.vload(x, lanes=11)
        S.vstore(S.cast(v0, out_dtype) * S.cast(scalar, out_dtype), out)
        v1 = S.vload(x + 11, lanes=29)
        S.vstore(S.vmul(S.cast(v1, out_dtype), S.cast(scalar, out_dtype), S.tail_mask(8, 29)),
                 out + 11)
        v2 = S.vload(x + 40, lanes=35)
        S.vstore(S.vmul(S.cast(v2, out_dtype), S.cast(scalar, out_dtype),
                        S.vload(flags, lanes=35) > 0), out + 40)
        # Upstream's shape: the mask compares the conversion it multiplies.
        v3 = S.cast(S.vload(x + 75, lanes=16), out_dtype)
        S.vstore(S.vmul(v3, S.cast(scalar, out_dtype), v3 > 0), out + 75)

    n = sum(counts)
    x = random_lanes(a_dtype, n + 16)
    info = np.iinfo(a_dtype)
    y = np.array([info.min if info.min else info.max], a_dtype)
    flags = RNG.integers(-1, 2, 35).astype(out_dtype)
    flags[:2] = [1, 0]
    expected = products(x, np.full(n + 16, y[0]), out_dtype)
    active = np.concatenate([np.ones(11, bool), np.arange(29) < 8, flags > 0,
                             x[75:].astype(out_dtype) > 0])
    optimized = run_and_check(
        kernel, lambda: [x.copy(), y.copy(), flags.copy(), np.zeros(n + 16, out_dtype)],
        expected, active)
    assert "compass.vmull " in optimized.ir and "compass.vmulh " in optimized.ir
