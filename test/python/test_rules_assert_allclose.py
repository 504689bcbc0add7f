"""Rule: `compass.testing.assert_allclose` with its default tolerances, which
every kernel test leans on (fact sheet, `tvm.compass.dsl.testing`):

- the dtypes must be equal (else it raises);
- integers must be exactly equal;
- floats pass within atol 1e-6 (rtol 0), or when their bit patterns are at
  most 2 ULP apart; bfloat16 is compared as float32;
- NaN equals NaN, +0 equals -0; a failure lists the mismatched values.

Each default is probed just inside and just outside. Only the public
behaviour is tested: passing or raising AssertionError.
"""

import re

import numpy as np
import pytest

import compass  # noqa: F401  (registers bfloat16 with NumPy where it can)
from compass.testing import assert_allclose

INT_DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]


def passes(actual, desired, **tolerances):
    assert_allclose(actual, desired, **tolerances)


def fails(actual, desired, **tolerances):
    with pytest.raises(AssertionError):
        assert_allclose(actual, desired, **tolerances)


def ulps(value, count, dtype):
    """`value` moved `count` representable steps towards +inf in `dtype`."""
    out = np.array([value], dtype)
    for _ in range(count):
        out = np.nextafter(out, np.array(np.inf, dtype))
    return out


# ----------------------------------------------------------------------------
# Integers: exact
# ----------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", INT_DTYPES)
def test_integers_are_compared_exactly(dtype):
    info = np.iinfo(dtype)
    desired = np.array([0, 1, 5, info.max, info.min], dtype)
    passes(desired.copy(), desired)
    for index in range(desired.size):
        actual = desired.copy()
        actual[index] = actual[index] + 1 if actual[index] != info.max else actual[index] - 1
        fails(actual, desired)


@pytest.mark.parametrize("dtype", ["int32", "uint8"])
def test_integer_atol_when_given(dtype):
    desired = np.array([10, 20], dtype)
    passes(np.array([11, 19], dtype), desired, atol=1)
    fails(np.array([12, 20], dtype), desired, atol=1)


# ----------------------------------------------------------------------------
# Floats: atol 1e-6 or 2 ULP
# ----------------------------------------------------------------------------

def test_float32_atol_is_1e_6():
    # At 0.5 one ULP is 6e-8: 1e-6 is about 17 ULP, so only atol can pass.
    desired = np.array([0.5, 0.0, -0.25], np.float32)
    passes(desired + np.float32(0.9e-6), desired)
    fails(desired + np.array([1.1e-6, 0, 0], np.float32), desired)
    fails(desired + np.array([0, 1.1e-6, 0], np.float32), desired)
    fails(desired - np.array([0, 0, 1.1e-6], np.float32), desired)
    # rtol is 0: a large value 1e-6 relatively off fails.
    fails(np.array([1e6 * (1 + 1e-6)], np.float32), np.array([1e6], np.float32))


@pytest.mark.parametrize("dtype, value", [
    ("float16", 1.0), ("float16", -3.0), ("float16", 1000.0), ("float16", 60000.0),
    # float32: where 3 ULP exceed atol (one ULP at 16 is 1.9e-6).
    ("float32", 20.0), ("float32", -300.0), ("float32", 1000.0), ("float32", 3e30)])
def test_floats_within_2_ulp_pass(dtype, value):
    desired = np.array([value], dtype)
    passes(ulps(value, 1, dtype), desired)
    passes(ulps(value, 2, dtype), desired)
    passes(desired, ulps(value, 2, dtype))
    fails(ulps(value, 3, dtype), desired)
    fails(desired, ulps(value, 3, dtype))


def test_float16_atol_near_zero():
    # float16 subnormals are 2**-24 apart: 16 of them (9.5e-7) are within
    # atol, 18 (1.07e-6) are not, and both are far more than 2 ULP.
    step = np.float16(2.0 ** -24)
    zero = np.zeros(1, np.float16)
    passes(zero + step * np.float16(16), zero)
    fails(zero + step * np.float16(18), zero)
    passes(zero + step * np.float16(2), zero)


@pytest.mark.parametrize("dtype", ["float16", "float32"])
def test_nan_and_signed_zero(dtype):
    nan, inf = np.array(np.nan, dtype), np.array(np.inf, dtype)
    passes(np.array([np.nan, 1.0], dtype), np.array([np.nan, 1.0], dtype))
    passes(np.array([0.0], dtype), np.array([-0.0], dtype))
    passes(np.array([-0.0], dtype), np.array([0.0], dtype))
    passes(np.array([np.inf, -np.inf], dtype), np.array([np.inf, -np.inf], dtype))
    # Any NaN equals any NaN, whatever its sign or payload.
    bits = np.dtype(f"uint{np.dtype(dtype).itemsize * 8}")
    quiet = np.array([np.nan], dtype)
    passes(-quiet, quiet)
    passes((quiet.view(bits) | bits.type(3)).view(dtype), quiet)
    fails(np.array([np.nan], dtype), np.array([0.0], dtype))
    fails(np.array([0.0], dtype), np.array([np.nan], dtype))
    fails(nan, inf)
    fails(inf, -inf)


@pytest.mark.parametrize("dtype", ["float16", "float32"])
def test_2_ulp_rule_is_for_finite_values_only(dtype):
    # The largest finite value is one bit pattern below +inf, and the
    # smallest NaN pattern one above; neither is close to inf.
    bits = np.dtype(f"uint{np.dtype(dtype).itemsize * 8}")
    inf = np.array([np.inf], dtype)
    finite_max = np.array([np.finfo(dtype).max], dtype)
    nan_next_to_inf = (inf.view(bits) + 1).view(dtype)
    with pytest.raises(AssertionError):
        assert_allclose(finite_max, inf)
    with pytest.raises(AssertionError):
        assert_allclose(nan_next_to_inf, inf)


def test_failure_lists_the_mismatched_values():
    desired = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    actual = desired.copy()
    actual[2] = 123.5
    with pytest.raises(AssertionError) as info:
        assert_allclose(actual, desired)
    assert "123.5" in str(info.value)


def test_failure_lists_only_the_mismatched_values_nan_pairs_match():
    desired = np.array([np.nan, 2.0, 3.0, np.nan], np.float32)
    actual = np.array([np.nan, 2.0, 7.5, 5.25], np.float32)
    with pytest.raises(AssertionError) as info:
        assert_allclose(actual, desired)
    listed = str(info.value).split("Mismatched x:")[1]

    def numbers(text):
        return [float(t) for t in re.findall(r"nan|-?\d+\.?\d*(?:e[-+]?\d+)?", text)]

    mismatched_x, mismatched_y = (numbers(part) for part in listed.split("Mismatched y:"))
    # Lane 0 (NaN, NaN) and lane 1 match; lanes 2 and 3 are listed, in order.
    assert mismatched_x == [7.5, 5.25]
    assert mismatched_y[0] == 3.0 and np.isnan(mismatched_y[1]) and len(mismatched_y) == 2


# ----------------------------------------------------------------------------
# bfloat16: as float32
# ----------------------------------------------------------------------------

def bfloat16():
    try:
        return np.dtype("bfloat16")
    except TypeError:
        pytest.skip("NumPy has no bfloat16 dtype here (registered by compass from issue 7 on)")


def test_bfloat16_compared_as_float32():
    bf16 = bfloat16()
    desired = np.array([1.0, 0.5, -3.0], np.float32).astype(bf16)
    passes(desired.copy(), desired)
    # One bfloat16 ULP at 1.0 is 2**-7, far more than atol: 2 ULP pass,
    # 3 fail.
    bits = desired.view(np.uint16)
    for steps, check in ((1, passes), (2, passes), (3, fails)):
        moved = bits.copy()
        moved[0] += steps
        check(moved.view(bf16), desired)
    near_zero = np.array([0.0], np.float32).astype(bf16)
    passes(np.array([0.9e-6], np.float32).astype(bf16), near_zero)
    fails(np.array([2e-6], np.float32).astype(bf16), near_zero)
    passes(np.array([np.nan], np.float32).astype(bf16), np.array([np.nan], np.float32).astype(bf16))
    fails(desired, desired.astype(np.float32))


# ----------------------------------------------------------------------------
# dtypes must match
# ----------------------------------------------------------------------------

@pytest.mark.parametrize("actual_dtype, desired_dtype", [
    ("float32", "float64"), ("float16", "float32"), ("int32", "int64"), ("int32", "uint32"),
    ("int32", "float32"), ("int8", "int16")])
def test_dtype_mismatch_raises(actual_dtype, desired_dtype):
    values = np.array([1, 2, 3])
    fails(values.astype(actual_dtype), values.astype(desired_dtype))
    fails(values.astype(desired_dtype), values.astype(actual_dtype))
