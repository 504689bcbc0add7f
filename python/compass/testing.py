"""Test helpers with upstream's behaviour: rand and assert_allclose."""

import os

import numpy as np

from .dtypes import DataType, get_range

_seed = None


def _rng():
    global _seed
    if _seed is None:
        env = os.environ.get("CPS_DSL", "")
        seeds = [p[3:] for p in env.split(";") if p.startswith("rs=")]
        _seed = int(seeds[0]) if seeds else int.from_bytes(os.urandom(4), "little")
        print(f'[compass.testing] random seed {_seed} (reproduce: setenv CPS_DSL "rs={_seed}")')
    return np.random.default_rng(_seed)


def rand(shape, dtype, low=None, high=None, enable_corner_values=True, return_python_type=False):
    """Random values of `dtype` in [low, high), with min, max and 0 forced in."""
    dtype = DataType(dtype)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    rng = _rng()
    size = int(np.prod(shape))
    if dtype.is_bool:
        data = rng.integers(0, 2, size).astype(bool)
    else:
        lo, hi = get_range(dtype)
        lo = lo if low is None else low
        hi = hi if high is None else high
        if dtype.is_integer:
            data = rng.integers(lo, hi, size, endpoint=high is None).astype(dtype.numpy_dtype)
            corners = [v for v in (lo, hi if high is None else hi - 1, 0) if lo <= v <= hi]
        else:
            mid = (lo + hi) / 2
            sigma = min((hi - lo) / 6, 700 if dtype.is_float16 else 1e6)
            data = np.clip(rng.normal(mid, sigma, size), lo, hi).astype(np.float32)
            data = data.astype(dtype.numpy_dtype) if not dtype.is_bfloat16 else data
            corners = [v for v in (lo, 0.0) if lo <= v < hi]
        if enable_corner_values and size > len(corners):
            positions = rng.choice(size, len(corners), replace=False)
            for position, value in zip(positions, corners):
                data[position] = value
    data = data.reshape(shape)
    if size == 1:
        value = data.reshape(()).item() if return_python_type else data.reshape(())[()]
        return value
    return data


def _ulp_distance(a, b):
    width = a.dtype.itemsize * 8
    signed = np.dtype(f"int{width}")
    ai = a.view(signed).astype(np.int64)
    bi = b.view(signed).astype(np.int64)
    # Map the sign-magnitude float bits onto an ordered integer line.
    ai = np.where(ai < 0, np.int64(-(1 << (width - 1))) - ai, ai)
    bi = np.where(bi < 0, np.int64(-(1 << (width - 1))) - bi, bi)
    return np.abs(ai - bi)


def assert_allclose(actual, desired, rtol=None, atol=None):
    """Equal dtypes required; ints exact by default; floats within atol 1e-6 or 2 ULP."""
    actual, desired = np.asarray(actual), np.asarray(desired)
    if actual.dtype != desired.dtype:
        raise AssertionError(f'The dtypes differ: "{actual.dtype}" vs. "{desired.dtype}".')
    if actual.dtype.kind in "iub":
        np.testing.assert_allclose(actual, desired, rtol=rtol or 0, atol=atol or 0)
        return
    close = np.isclose(actual, desired, rtol=rtol or 0, atol=1e-6 if atol is None else atol,
                       equal_nan=True)
    close |= _ulp_distance(actual, desired) <= 2
    if not close.all():
        bad = np.argwhere(~close)[:10]
        details = ", ".join(f"{tuple(i)}: {actual[tuple(i)]} vs {desired[tuple(i)]}" for i in bad)
        raise AssertionError(f"{(~close).sum()} of {close.size} elements differ: {details}")
