"""Test helpers with upstream's behaviour: rand, assert_allclose and clear_traceback.

`rand` draws from NumPy's global random state, seeded once per process: with
the seed of `CPS_DSL=rs=<seed>` when given, else with a fresh one that is
printed with the line that replays it. Successive calls continue the stream,
so two inputs drawn one after the other differ.
"""

import functools
import traceback

import numpy as np

from .dtypes import SCALAR_DTYPES, DataType, get_range
from .options import control_option


_seeded = False


def random_seed():
    """Seeds NumPy's global random state on the first call; returns the seed in use."""
    global _seeded
    if not _seeded:
        seed = control_option.random_seed
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1)[0] & 0x7FFFFFFF)
        np.random.seed(seed)
        control_option.random_seed = seed
        _seeded = True
        print(f'[compass.testing] random seed {seed}; replay with: export CPS_DSL="rs={seed}"',
              flush=True)
    return control_option.random_seed


def rand(shape, dtype, low=None, high=None, enable_corner_values=True, return_python_type=False):
    """Random values of `dtype` in [low, high); with `enable_corner_values` the range's ends
    (and 0 when inside it) are forced in where the array has room. `shape == 1` gives a
    scalar; `return_python_type` gives Python numbers or lists instead of NumPy values."""
    random_seed()
    dtype = DataType(dtype)
    if dtype not in SCALAR_DTYPES:
        raise ValueError(f'The arg "dtype" expect one of {SCALAR_DTYPES}, but got: '
                         f'"{dtype}".')

    if dtype.is_bool:
        out = np.random.uniform(size=shape) < 0.5
        return _finish(out, shape, return_python_type)

    low_value, high_value = get_range(dtype)
    low_value = low_value if low is None else low
    if high is not None:
        high_value = _below(high, dtype)
    if low_value == high_value:
        return _finish(np.full(shape, low_value, dtype=dtype.numpy_dtype), shape,
                       return_python_type)
    if low_value > high_value:
        raise ValueError(f'The range [{low}, {high}) of rand is empty for "{dtype}".')

    if dtype.is_floating:
        # A normal distribution gives most elements a fractional part.
        sigma = min((float(high_value) - low_value) / 6, 700 if dtype.is_float16 else 1e6)
        mean = (float(low_value) + high_value) / 2
        out = np.random.normal(mean, sigma, shape).clip(low_value, high_value)
        out = out.astype(dtype.numpy_dtype)
    else:
        out = np.random.randint(low_value, high_value, shape, dtype.numpy_dtype)

    corners = (low_value, 0, high_value) if low_value < 0 < high_value else (low_value, high_value)
    if enable_corner_values and out.size > len(corners):
        positions = np.random.choice(out.size, len(corners), replace=False)
        out.reshape(-1)[positions] = np.array(corners).astype(out.dtype)
    return _finish(out, shape, return_python_type)


def _below(high, dtype):
    """The greatest value of `dtype` below `high`: rand's ranges exclude their upper end."""
    if dtype.is_integer:
        return int(np.ceil(high)) - 1
    value = np.array(high, dtype.numpy_dtype)
    if float(value) < high:
        return value[()]
    bits = value.view(f"uint{dtype.bits}")
    step_down = -1 if float(value) > 0 else 1
    if float(value) == 0:
        bits = bits | np.array(1 << (dtype.bits - 1), bits.dtype)  # -0.0, then one step away
    return (bits + np.array(step_down, "int64")).astype(bits.dtype).view(dtype.numpy_dtype)[()]


def _finish(out, shape, return_python_type):
    out = out[0] if shape == 1 else out
    return out.tolist() if return_python_type else out


def _within_2_ulp(actual, desired):
    """Finite elements whose bit patterns are at most 2 representable steps apart."""
    if actual.dtype.kind != "f" and actual.dtype.name != "bfloat16":
        return np.zeros(actual.shape, bool)
    signed = np.dtype(f"int{actual.dtype.itemsize * 8}")
    as_float = actual.astype(np.float32), desired.astype(np.float32)
    finite = np.isfinite(as_float[0]) & np.isfinite(as_float[1])
    lowest = np.int64(np.iinfo(signed).min)
    # Map sign-magnitude float bits onto an ordered integer line: -0 and +0 meet.
    ordered = [np.where(bits < 0, lowest - bits, bits)
               for bits in (x.view(signed).astype(np.int64) for x in (actual, desired))]
    return finite & (np.abs(ordered[0] - ordered[1]) <= 2)


def assert_allclose(actual, desired, rtol=None, atol=None):
    """Equal dtypes required; integers exact by default; floats within atol 1e-6 (rtol 0) or
    2 ULP; bfloat16 compared as float32. A failure lists the mismatched values."""
    actual, desired = np.array(actual), np.array(desired)
    if actual.dtype != desired.dtype:
        raise AssertionError(f'Argument type mismatch: 0-th: "{actual.dtype}" vs. 1-th: '
                             f'"{desired.dtype}".')
    rtol = 0 if rtol is None else rtol
    if actual.dtype.kind in "iub":
        atol = 0 if atol is None else atol
    else:
        atol = 1e-6 if atol is None else atol
        if atol or rtol:
            close = _within_2_ulp(actual, desired)
            actual[close] = desired[close]
    if actual.dtype.name == "bfloat16":
        actual, desired = actual.astype(np.float32), desired.astype(np.float32)
    try:
        np.testing.assert_allclose(actual, desired, rtol=rtol, atol=atol)
    except AssertionError as error:
        with np.errstate(invalid="ignore"):
            differ = ~np.isclose(actual, desired, rtol=rtol, atol=atol, equal_nan=True)
        raise AssertionError(f"{error}\nMismatched x:\n{actual[differ]}\n"
                             f"Mismatched y:\n{desired[differ]}") from None


def clear_traceback(func):
    """Decorator: an exception leaving `func` drops its frames' locals (upstream uses it to
    free remote sessions held by a failing test)."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception as error:
            traceback.clear_frames(error.__traceback__)
            raise

    return wrapper
