"""The float64 reference of the Math builtins (S.exp … S.exp2, S.pow) and the
ULP distance of a result from it; shared by test_builtins_math.py and
bench/math_accuracy.py. Written from the documented semantics (NumPy's float64
functions, math.erf), independently of dsl_math.h.
"""

import math

import numpy as np

UNARY = ["exp", "log", "tanh", "sin", "cos", "rsqrt", "sqrt", "floor", "ceil", "erf", "exp2"]
DTYPES = ["float16", "float32", "bfloat16"]

#: (significant bits, smallest normal exponent, largest finite) of each lane type.
FORMATS = {"float16": (11, -14, 65504.0), "float32": (24, -126, float(np.finfo(np.float32).max)),
           "bfloat16": (8, -126, float.fromhex("0x1.fep127"))}

#: The accuracy contract (docs/builtins.md): ULP of the lane type from the float64
#: reference, on both paths.
ULP_BOUND = {name: 1.0 for name in UNARY + ["pow"]}
ULP_BOUND.update(floor=0.0, ceil=0.0, sqrt=0.5)


def reference(name, x, y=None):
    """The float64 value of `name` on float64 arrays."""
    x = np.asarray(x, np.float64)
    with np.errstate(all="ignore"):
        if name == "pow":
            return np.power(x, np.asarray(y, np.float64))
        if name == "erf":
            return np.array([math.erf(v) if v == v else v for v in x.tolist()], np.float64)
        if name == "rsqrt":
            return 1.0 / np.sqrt(x)
        return getattr(np, name)(x)


def round_to(values, dtype):
    """float64 `values` rounded once, to nearest even, to `dtype` (returned as float64)."""
    precision, emin, max_finite = FORMATS[dtype]
    v = np.asarray(values, np.float64)
    out = v.copy()
    finite = np.isfinite(v) & (v != 0)
    _, exponent = np.frexp(np.where(finite, v, 1.0))
    lead = np.maximum(exponent - 1, emin)
    quantum = np.ldexp(1.0, lead - (precision - 1))
    rounded = np.rint(v / np.where(finite, quantum, 1.0)) * quantum
    rounded = np.where(np.abs(rounded) > max_finite, np.copysign(np.inf, v), rounded)
    out[finite] = rounded[finite]
    return out


def ulp_error(got, ref, dtype):
    """|got - ref| in ULP of `dtype` at ref (arrays of float64; got holds lane values).
    A NaN must meet a NaN and an infinity the infinity that ref rounds to: else the
    error is infinite."""
    precision, emin, _ = FORMATS[dtype]
    got = np.asarray(got, np.float64)
    ref = np.asarray(ref, np.float64)
    rounded = round_to(ref, dtype)
    err = np.full(got.shape, np.inf)
    both_nan = np.isnan(got) & np.isnan(ref)
    err[both_nan] = 0.0
    special = np.isinf(got) | np.isinf(rounded)
    same_special = special & (got == rounded)
    err[same_special] = 0.0
    finite = np.isfinite(got) & np.isfinite(rounded) & np.isfinite(ref)
    _, exponent = np.frexp(np.where(finite & (ref != 0), ref, 1.0))
    ulp = np.ldexp(1.0, np.maximum(exponent - 1, emin) - (precision - 1))
    with np.errstate(all="ignore"):
        err[finite] = (np.abs(got - ref) / ulp)[finite]
    # A zero of the wrong sign is an error too.
    wrong_zero = finite & (got == 0) & (ref == 0) & (np.signbit(got) != np.signbit(ref))
    err[wrong_zero] = np.inf
    return err


def edge_values(dtype):
    """The corner inputs of every function on `dtype` (float64 values exact in it)."""
    precision, emin, max_finite = FORMATS[dtype]
    tiny = 2.0 ** emin
    sub = 2.0 ** (emin - precision + 1)
    values = [0.0, -0.0, np.inf, -np.inf, np.nan, sub, -sub, tiny - sub, tiny, -tiny, max_finite,
              -max_finite, 1.0, -1.0, 0.5, 2.0, 3.0, 0.1, -0.1, 10.0, -10.0,
              # near the overflow / underflow of exp and exp2 and the saturation of tanh, erf
              88.72, 88.7228, 88.73, -87.33, -103.9, -104.0, 11.09, 11.1, -17.3, -9.7,
              127.99, 128.0, -126.0, -149.0, -150.0, 15.99, 16.0, -24.0, -25.0,
              3.9, 4.0, 9.0, 9.1, 20.0,
              # multiples of pi/2 for sin / cos, large arguments
              math.pi / 2, math.pi, 3 * math.pi / 2, 1e4, 1e6, 1e10, 1e20, 1e30, 3e38,
              # float32 arguments close to multiples of pi/2 (hard range reductions)
              float.fromhex("0x1.921fb6p+0") * 2 ** 10, 16367173.0, 105414350.0]
    values = np.array(values, np.float64)
    return round_to(values, dtype)


def lanes_of(values, dtype):
    """A kernel argument holding `values` (float64, exact in dtype)."""
    if dtype == "bfloat16":
        bits = (np.asarray(values, np.float32).view(np.uint32) >> 16).astype(np.uint16)
        from compass import DataType
        arg = np.zeros(len(bits), DataType("bfloat16").numpy_dtype)
        arg.view(np.uint16)[:] = bits
        return arg
    return np.asarray(values, np.float64).astype(dtype)


def values_of(arg, dtype):
    """float64 lane values of a kernel argument."""
    if dtype == "bfloat16":
        wide = arg.view(np.uint16).astype(np.uint32) << np.uint32(16)
        return wide.view(np.float32).astype(np.float64)
    return arg.astype(np.float64)


def bits_of(arg):
    return arg.view(np.uint16 if arg.dtype.itemsize == 2 else np.uint32)
