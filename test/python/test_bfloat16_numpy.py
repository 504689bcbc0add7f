"""The bfloat16 NumPy type compass registers (python/src/Bfloat16.cpp), checked
against a reference written here with uint32 bit arithmetic, and kernels that
take and return bfloat16 arrays on both paths."""

import numpy as np
import pytest

import compass
from compass import BuildManager, script as S
from compass.bfloat16 import bfloat16

ALL_BITS = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)


def reference_round(values):
    """float32 → bfloat16 bits, round to nearest even; NaN → quiet NaN of the same sign."""
    words = np.asarray(values, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((words + 0x7FFF + ((words >> 16) & 1)) >> 16).astype(np.uint16)
    nan = (words & 0x7FFFFFFF) > 0x7F800000
    return np.where(nan, ((words >> 16) | 0x40).astype(np.uint16), rounded)


def widen(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def test_every_bit_pattern_round_trips_through_float32():
    values = ALL_BITS.view(bfloat16)
    as_float = values.astype(np.float32)
    np.testing.assert_array_equal(as_float.view(np.uint32), ALL_BITS.astype(np.uint32) << 16)
    back = as_float.astype(bfloat16).view(np.uint16)
    nan = np.isnan(as_float)
    np.testing.assert_array_equal(back[~nan], ALL_BITS[~nan])
    assert np.isnan(back[nan].view(bfloat16).astype(np.float32)).all()
    np.testing.assert_array_equal(np.isnan(values), nan)


def test_float32_rounds_to_nearest_even():
    rng = np.random.default_rng(7)
    words = rng.integers(0, 1 << 32, 200000, dtype=np.uint64).astype(np.uint32)
    edges = np.array([0x3F808000, 0x3F818000, 0x3F807FFF, 0x3F808001,  # ties and near-ties
                      0x7F7FFFFF, 0x7F7F8000, 0xFF7FFFFF,               # overflow to ±inf
                      0x00008000, 0x00018000, 0x80000000, 0x007FFFFF,   # subnormals, -0
                      0x7F800000, 0xFF800000, 0x7F800001, 0xFFC00001], np.uint32)
    floats = np.concatenate([words, edges]).view(np.float32)
    np.testing.assert_array_equal(floats.astype(bfloat16).view(np.uint16), reference_round(floats))


def test_doubles_round_once():
    # 1 + 2**-8 + 2**-30 is just above a tie: float32 would round it to the tie first.
    assert np.array([1 + 2 ** -8 + 2 ** -30]).astype(bfloat16).view(np.uint16)[0] == 0x3F81
    assert np.array([1 + 2 ** -8]).astype(bfloat16).view(np.uint16)[0] == 0x3F80
    assert bfloat16(1 + 2 ** -8 + 2 ** -30).view(np.uint16) == 0x3F81
    if np.finfo(np.longdouble).nmant >= 60:  # x87's 80-bit long double; double would tie
        above_tie = np.longdouble(1) + np.longdouble(2) ** -8 + np.longdouble(2) ** -60
        assert np.array([above_tie]).astype(bfloat16).view(np.uint16)[0] == 0x3F81


def reference_round_int(value):
    """A Python int → bfloat16 bits, round to nearest even, in exact integer arithmetic."""
    magnitude, sign = abs(value), 0x8000 if value < 0 else 0
    shift = max(magnitude.bit_length() - 8, 0)
    kept, rest = magnitude >> shift, magnitude & ((1 << shift) - 1)
    half = (1 << shift) >> 1
    if shift and (rest > half or (rest == half and kept & 1)):
        kept += 1
    bits = int(np.float32(kept << shift).view(np.uint32)) >> 16  # kept << shift is exact
    return sign | bits


def test_integers_round_once():
    """64-bit integers are rounded once (through double they would be rounded twice)."""
    rng = np.random.default_rng(11)
    values = [0, 1, -1, 255, 257, 2 ** 62 + 2 ** 54 + 1, 2 ** 62 + 2 ** 54, 2 ** 62 + 3 * 2 ** 54,
              -(2 ** 63), 2 ** 63 - 1, 2 ** 64 - 1, 2 ** 64 - 2 ** 55]
    for bits in range(9, 64):  # ties and their neighbours at every magnitude
        tie = (1 << bits) + (1 << (bits - 9))
        values += [tie - 1, tie, tie + 1, tie + (1 << (bits - 8))]
    values += [int(v) for v in rng.integers(-(2 ** 63), 2 ** 63, 2000, dtype=np.int64)]
    signed = [v for v in values if -(2 ** 63) <= v < 2 ** 63]
    unsigned = [v for v in values if 0 <= v < 2 ** 64]
    for dtype, chosen in ((np.int64, signed), (np.uint64, unsigned)):
        want = [reference_round_int(v) for v in chosen]
        got = np.array(chosen, dtype).astype(bfloat16).view(np.uint16)
        np.testing.assert_array_equal(got, want, err_msg=dtype.__name__)
        scalars = [bfloat16(dtype(v)) for v in chosen]  # NumPy scalars take the same casts
        np.testing.assert_array_equal(np.array(scalars).view(np.uint16), want)
    python_ints = np.array([bfloat16(v) for v in values]).view(np.uint16)
    np.testing.assert_array_equal(python_ints, [reference_round_int(v) for v in values])
    small = np.arange(-300, 300)
    for dtype in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32):
        chosen = small[(small >= np.iinfo(dtype).min) & (small <= np.iinfo(dtype).max)]
        np.testing.assert_array_equal(chosen.astype(dtype).astype(bfloat16).view(np.uint16),
                                      [reference_round_int(int(v)) for v in chosen])


def random_bfloat16(seed, count=100000):
    """Random bit patterns: every kind of value, NaNs, infinities and subnormals included."""
    rng = np.random.default_rng(seed)
    return rng.integers(0, 1 << 16, count, dtype=np.uint32).astype(np.uint16).view(bfloat16)


def assert_same_bits(got, want):
    """Equal bfloat16 bit patterns; any NaN matches any NaN."""
    got, want = got.view(np.uint16), np.asarray(want, np.uint16)
    nan = np.isnan(widen(got)) & np.isnan(widen(want))
    np.testing.assert_array_equal(np.where(nan, 0, got), np.where(nan, 0, want))


BINARY = [np.add, np.subtract, np.multiply, np.true_divide, np.maximum, np.minimum, np.fmax,
          np.fmin, np.power, np.floor_divide, np.remainder, np.copysign]


@pytest.mark.parametrize("op", BINARY, ids=lambda op: op.__name__)
def test_array_arithmetic_is_float32_arithmetic_rounded(op):
    a, b = random_bfloat16(3), random_bfloat16(4)
    with np.errstate(all="ignore"):
        got = op(a, b)
        want = reference_round(op(a.astype(np.float32), b.astype(np.float32)))
    assert got.dtype == bfloat16
    assert_same_bits(got, want)


def test_divmod_is_floor_divide_and_remainder():
    a, b = random_bfloat16(5), random_bfloat16(6)
    with np.errstate(all="ignore"):
        quotient, remainder = np.divmod(a, b)
        assert quotient.dtype == remainder.dtype == bfloat16
        assert_same_bits(quotient, np.floor_divide(a, b).view(np.uint16))
        assert_same_bits(remainder, np.remainder(a, b).view(np.uint16))
    assert str(np.divmod(bfloat16(-7), bfloat16(2))) == "(-4.0, 1.0)"


EXACT_UNARY = [np.negative, np.positive, np.absolute, np.fabs, np.sign, np.floor, np.ceil,
               np.rint, np.trunc, np.sqrt, np.square, np.reciprocal]


@pytest.mark.parametrize("op", EXACT_UNARY + [np.exp, np.log], ids=lambda op: op.__name__)
def test_unary_functions_are_float32_functions_rounded(op):
    a = ALL_BITS.view(bfloat16)
    with np.errstate(all="ignore"):
        got = op(a)
        want = reference_round(op(a.astype(np.float32)))
    assert got.dtype == bfloat16
    if op in EXACT_UNARY:
        assert_same_bits(got, want)
    else:  # libm and NumPy's own SIMD exp/log may differ in float32's last place
        distance = np.abs(got.view(np.uint16).astype(np.int32) - want.astype(np.int32))
        nan = np.isnan(widen(want))
        np.testing.assert_array_equal(np.isnan(widen(got.view(np.uint16))), nan)
        assert distance[~nan].max() <= 1


@pytest.mark.parametrize("op", [np.equal, np.not_equal, np.less, np.less_equal, np.greater,
                                np.greater_equal], ids=lambda op: op.__name__)
def test_comparisons_are_float32_comparisons(op):
    a, b = random_bfloat16(7), random_bfloat16(8)
    b[::3] = a[::3]  # equal pairs too, NaNs among them
    got = op(a, b)
    assert got.dtype == bool
    np.testing.assert_array_equal(got, op(a.astype(np.float32), b.astype(np.float32)))


def test_reductions_keep_a_float32_running_value():
    """A bfloat16 running sum of ones would stop at 256 (256 + 1 rounds back to 256)."""
    assert np.ones(1000, "bfloat16").sum() == 1000
    values = np.random.default_rng(9).normal(0, 10, 1000).astype(bfloat16)
    sequential = np.add.accumulate(values.astype(np.float32))[-1]
    assert np.add.reduce(values).view(np.uint16) == reference_round([sequential])[0]
    assert np.maximum.reduce(values) == values.astype(np.float32).max()


def test_byteswap_in_place():
    a = np.array([1.5, -2, 0.1], "bfloat16")
    bits = a.view(np.uint16).copy()
    np.testing.assert_array_equal(a.byteswap().view(np.uint16), bits.byteswap())
    a.byteswap(inplace=True)
    np.testing.assert_array_equal(a.view(np.uint16), bits.byteswap())
    swapped = a.view(np.dtype("bfloat16").newbyteorder())
    np.testing.assert_array_equal(swapped.astype(np.float32), [1.5, -2, 0.10009765625])


def test_unary_functions_comparisons_and_predicates():
    a = np.array([-2.5, -0.0, 0.0, 1.5, np.inf, np.nan], bfloat16)
    np.testing.assert_array_equal((-a).view(np.uint16), a.view(np.uint16) ^ 0x8000)
    np.testing.assert_array_equal(np.abs(a).astype(np.float32),
                                  np.abs(a.astype(np.float32)))
    np.testing.assert_array_equal(np.floor(a).astype(np.float32), [-3, -0.0, 0, 1, np.inf, np.nan])
    np.testing.assert_array_equal(np.isnan(a), [0, 0, 0, 0, 0, 1])
    np.testing.assert_array_equal(np.isinf(a), [0, 0, 0, 0, 1, 0])
    np.testing.assert_array_equal(np.isfinite(a), [1, 1, 1, 1, 0, 0])
    np.testing.assert_array_equal(np.signbit(a), [1, 1, 0, 0, 0, 0])
    np.testing.assert_array_equal(a > bfloat16(0), [0, 0, 0, 1, 1, 0])
    np.testing.assert_array_equal(a == a, [1, 1, 1, 1, 1, 0])
    np.testing.assert_array_equal(np.where(a < bfloat16(0), a, bfloat16(7)).astype(np.float32),
                                  [-2.5, 7, 7, 7, 7, 7])  # -0.0 < 0 is false


def test_casts_to_and_from_ints_bool_and_float16():
    ints = np.array([-128, -1, 0, 1, 127], np.int8)
    np.testing.assert_array_equal(ints.astype(bfloat16).astype(np.int32), ints)
    np.testing.assert_array_equal(np.array([300, 257], np.int32).astype(bfloat16)
                                  .astype(np.float32), [300, 256])  # 8 significant bits
    np.testing.assert_array_equal(np.array([0, 2.5], bfloat16).astype(bool), [False, True])
    np.testing.assert_array_equal(np.array([True, False]).astype(bfloat16).astype(np.float32),
                                  [1, 0])
    half = np.array([1.5, -65280, 2 ** -24], np.float16)  # each fits 8 significant bits
    np.testing.assert_array_equal(half.astype(bfloat16).astype(np.float16), half)
    np.testing.assert_array_equal(np.array([-65504], np.float16).astype(bfloat16)
                                  .astype(np.float32), [-65536])  # rounds past float16's max


def test_dtype_names_printing_and_mixed_promotion():
    assert np.dtype("bfloat16") == np.dtype(bfloat16) and np.dtype("bfloat16").itemsize == 2
    assert np.dtype(bfloat16).name == "bfloat16" and compass.bfloat16 is bfloat16
    a = np.array([1.5, 2, 0.1], "bfloat16")
    assert str(a) == "[1.5 2.0 0.1]" and repr(a) == "array([1.5, 2.0, 0.1], dtype=bfloat16)"
    assert str(bfloat16(3.25)) == "3.25" and str(bfloat16(np.inf)) == "inf"
    texts = [repr(bfloat16(v)) for v in (10, 300, 1e30, 1e-5, -0.0, np.nan, -np.inf, 123456)]
    assert texts == ["10.0", "300.0", "1e+30", "1e-05", "-0.0", "nan", "-inf", "123400.0"]
    assert (a + np.ones(3, np.float32)).dtype == np.float32
    assert (a * np.ones(3, np.float64)).dtype == np.float64
    assert np.concatenate([a, a]).dtype == bfloat16 and a[a > 1].tolist() == [1.5, 2.0]
    assert np.zeros(4, "bfloat16").view(np.uint16).tolist() == [0, 0, 0, 0]


def test_every_scalar_prints_the_shortest_text_that_reads_back():
    values = ALL_BITS.view(bfloat16)
    finite = ~np.isnan(values.astype(np.float32))
    texts = [repr(x) for x in values[finite]]
    back = np.array([bfloat16(text) for text in texts]).view(np.uint16)
    np.testing.assert_array_equal(back, ALL_BITS[finite])
    # Shortest: one significant digit fewer never reads back.
    for text, bits in zip(texts[::97], ALL_BITS[finite][::97]):
        mantissa = text.lstrip("-").split("e")[0].replace(".", "").strip("0")
        if len(mantissa) > 1 and text not in ("inf", "-inf"):
            shorter = float(f"{float(text):.{len(mantissa) - 2}e}")
            assert bfloat16(shorter).view(np.uint16) != bits, text


def test_scalars():
    x = bfloat16(1.5)
    assert isinstance(x, np.generic) and float(x) == 1.5 and int(bfloat16(-2.75)) == -2
    assert x + 1 == 2.5 and isinstance(x + 1.0, bfloat16) and isinstance(x * x, bfloat16)
    assert isinstance(x + np.float32(1), np.float32)
    assert bfloat16(1.00390625) == 1.0  # rounded to 8 significant bits, to even
    assert hash(x) == hash(1.5) and x == 1.5 and x < 2 and not x > 2
    assert bfloat16("2.5") == 2.5 and -x == -1.5 and abs(bfloat16(-3)) == 3
    with pytest.raises(ValueError):
        int(bfloat16(np.nan))


@S.prim_func
def scale(a: S.ptr("bfloat16", "global"), out: S.ptr("bfloat16", "global"), n: S.i32):
    for i in range(S.get_local_id(), n, S.get_local_size()):
        out[i] = S.bf16(S.fp32(a[i]) * 2.0 + 0.5)


def test_kernels_take_and_return_bfloat16_arrays_on_both_paths():
    a = np.array([1.5, -3.25, 100, 0.1, 7, -0.0, 1e30, 3], "bfloat16")
    want = reference_round(a.astype(np.float32) * np.float32(2) + np.float32(0.5))
    ex = BuildManager().build(scale)
    for run in (scale, ex):
        out = np.zeros(8, "bfloat16")
        run(a, out, 8)
        assert out.dtype == bfloat16
        np.testing.assert_array_equal(out.view(np.uint16), want)
    with pytest.raises(compass.ArgumentError, match='expect a NumPy array of "bfloat16", but '
                       'got: "uint16"'):
        scale(a.view(np.uint16), np.zeros(8, "bfloat16"), 8)


def test_a_bfloat16_scalar_from_python_is_a_float_literal_in_the_kernel():
    """Upstream's tests capture `rand(1, "bfloat16", return_python_type=True)` as an
    immediate: a Python float, as `tolist()` gives it (ml_dtypes' rule); a bfloat16 NumPy
    scalar (what indexing gives) is captured alike."""
    as_python = compass.testing.rand(1, "bfloat16", low=3.5, high=3.5078125,
                                     return_python_type=True)
    as_scalar = np.array([3.5], "bfloat16")[0]
    assert type(as_python) is float and isinstance(as_scalar, bfloat16)

    for three_and_a_half in (as_python, as_scalar):
        @S.prim_func
        def add_immediate(a: S.ptr("bfloat16x16", "global"), out: S.ptr("bfloat16x16", "global")):
            out[0] = a[0] + three_and_a_half

        a = np.arange(16).astype("bfloat16")
        for run in (add_immediate, BuildManager().build(add_immediate)):
            out = np.zeros(16, "bfloat16")
            run(a, out)
            np.testing.assert_array_equal(out.astype(np.float32), np.arange(16) + 3.5)


def test_elements_leave_as_python_floats_and_index_as_scalars():
    """ml_dtypes' rule, which upstream's references lean on: `tolist()`, `item()` and object
    arrays hold Python floats (so `np.array(x.tolist())` is float64 and mixes with ints);
    indexing gives the bfloat16 scalar."""
    x = np.array([1.5, -0.0, np.inf, np.nan, 3.015625], "bfloat16")
    listed = x.tolist()
    assert all(type(v) is float for v in listed)
    assert listed[:3] == [1.5, 0.0, np.inf] and np.signbit(listed[1]) and np.isnan(listed[3])
    assert listed[4] == 3.015625  # exact: every bfloat16 is a float
    assert type(x[0]) is bfloat16 and type(x[1:][0]) is bfloat16
    assert type(x.item(0)) is float and type(x.astype(object)[0]) is float
    kept = np.where([True, False, True, False, True], x, None)
    rebuilt = np.concatenate([np.array([v for v in kept.tolist() if v is not None]), [0, 0]])
    assert rebuilt.dtype == np.float64
    np.testing.assert_array_equal(rebuilt.astype("bfloat16").view(np.uint16),
                                  np.array([1.5, np.inf, 3.015625, 0, 0], "bfloat16").view(np.uint16))


TABLE = np.array([1.5, 2.5, -3, 1e30], "bfloat16")


@S.prim_func
def read_table(out: S.ptr("bfloat16", "global")):
    for i in range(S.get_local_id(), 4, S.get_local_size()):
        out[i] = TABLE[i]


def test_a_bfloat16_table_is_a_constant_buffer_on_both_paths():
    for run in (read_table, BuildManager().build(read_table)):
        out = np.zeros(4, "bfloat16")
        run(out)
        np.testing.assert_array_equal(out.view(np.uint16), TABLE.view(np.uint16))
