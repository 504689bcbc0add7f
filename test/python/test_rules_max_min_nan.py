"""Rule: float `S.max` / `S.min` with a NaN operand give the other operand (both NaN: the
second), on scalars and on vectors, in the simulator, on POCL and natively alike: the Zhouyi
NPU's vmax / vmin "don't reserve NaN" (upstream's own note in its S.clip), which is C's fmax /
fmin. Equal operands (+0.0 and -0.0) give the second, where C leaves fmax's choice open.
Upstream's PySim propagates NaN instead (np.maximum); Compass follows the hardware
(docs/from-upstream.md).
"""

import numpy as np
import pytest

from compass import script as S

NAN = float("nan")
PAIRS = [(NAN, 1.5), (-2.5, NAN), (NAN, NAN), (3.0, -4.0), (-0.5, 0.25), (np.inf, NAN)]


def expected(pairs, pick):
    """fmax / fmin: a NaN side yields the other side."""
    out = []
    for x, y in pairs:
        if np.isnan(x) or np.isnan(y):
            out.append(y if np.isnan(x) else x)
        else:
            out.append(pick(x, y))
    return np.array(out, np.float64)


def assert_same(got, want, where):
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want), err_msg=where)
    np.testing.assert_array_equal(got[~np.isnan(want)], want[~np.isnan(want)], err_msg=where)


@S.prim_func
def scalar_max_min(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"),
                   hi: S.ptr("float32", "global"), lo: S.ptr("float32", "global"), n: S.i32):
    for i in range(n):
        hi[i] = S.max(x[i], y[i])
        lo[i] = S.min(x[i], y[i])


def test_scalar_max_min_yield_the_operand_that_is_a_number(both):
    x = np.array([p[0] for p in PAIRS], np.float32)
    y = np.array([p[1] for p in PAIRS], np.float32)
    n = len(PAIRS)
    for where, args in zip(("simulator", "POCL"), both(scalar_max_min, lambda: [
            x.copy(), y.copy(), np.zeros(n, np.float32), np.zeros(n, np.float32), n])):
        assert_same(args[2].astype(np.float64), expected(PAIRS, max), where)
        assert_same(args[3].astype(np.float64), expected(PAIRS, min), where)


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_vector_max_min_yield_the_operand_that_is_a_number(both, dtype):
    lanes = 8 if dtype == "float32" else 16
    pairs = (PAIRS * 3)[:lanes]

    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), y: S.ptr(dtype, "global"), hi: S.ptr(dtype, "global"),
               lo: S.ptr(dtype, "global")):
        va, vb = S.vload(x), S.vload(y)
        S.vstore(S.max(va, vb), hi)
        S.vstore(S.min(va, vb), lo)

    x = np.array([p[0] for p in pairs], np.float32).astype(dtype)
    y = np.array([p[1] for p in pairs], np.float32).astype(dtype)
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            x.copy(), y.copy(), np.zeros(lanes, dtype), np.zeros(lanes, dtype)])):
        assert_same(args[2].astype(np.float64), expected(pairs, max), where)
        assert_same(args[3].astype(np.float64), expected(pairs, min), where)


# Signed zeros and two NaNs: the second operand, on scalars as on vectors, on every path ----

@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_equal_zeros_and_two_nans_give_the_second_operand_bit_for_bit(both, dtype):
    """max(-0.0, +0.0) is +0.0 and max(+0.0, -0.0) is -0.0 (min alike); of two NaNs the
    second's bits: the simulator, the checked C on POCL and the native tier agree bit for bit
    on scalars and vectors (C leaves fmax's choice open; dsl.h's __compass_max makes it)."""
    bits = np.uint16 if dtype != "float32" else np.uint32
    lanes = 8 if dtype == "float32" else 16
    nan_a, nan_b = ((0x7FC00001, 0xFFC00002) if dtype == "float32" else
                    (0x7E01, 0xFE02) if dtype == "float16" else (0x7FC1, 0xFFC2))
    zero, minus = 0, (0x80000000 if dtype == "float32" else 0x8000)
    pattern = np.array([minus, zero, zero, minus, nan_a, nan_b, nan_b, nan_a], bits)
    x = np.tile(pattern[0::2], lanes // 4).view(dtype)
    y = np.tile(pattern[1::2], lanes // 4).view(dtype)

    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), y: S.ptr(dtype, "global"),
               out: S.ptr(dtype, "global")):
        if S.get_local_id() == 0:
            for i in range(4):
                out[i] = S.max(x[i], y[i])
                out[4 + i] = S.min(x[i], y[i])
            va, vb = S.vload(x), S.vload(y)
            S.vstore(S.max(va, vb), out + 8)
            S.vstore(S.min(va, vb), out + 8 + lanes)

    second = y.view(bits)[:4]
    want_vector = y.view(bits)
    for where, args in zip(("simulator", "POCL"), both(kernel, lambda: [
            x.copy(), y.copy(), np.zeros(8 + 2 * lanes, bits).view(dtype)])):
        got = args[2].view(bits)
        np.testing.assert_array_equal(got[0:4], second, err_msg=f"{where}: scalar max")
        np.testing.assert_array_equal(got[4:8], second, err_msg=f"{where}: scalar min")
        np.testing.assert_array_equal(got[8:8 + lanes], want_vector, err_msg=f"{where}: vmax")
        np.testing.assert_array_equal(got[8 + lanes:], want_vector, err_msg=f"{where}: vmin")
