"""compass.testing (rand, the seed, clear_traceback) and compass.utils as upstream's."""

import os
import subprocess
import sys

import numpy as np
import pytest

import compass
from compass.testing import clear_traceback, rand
from compass.utils import (double_elem_width, get_binary_op_result_type, half_elem_width,
                           is_hw_native_dtype, is_hw_native_vdtype)

INTS = ["int8", "uint8", "int16", "uint16", "int32", "uint32"]
FLOATS = ["float16", "float32", "bfloat16"]


def test_successive_calls_give_fresh_data():
    assert not np.array_equal(rand(100, "int8"), rand(100, "int8"))
    assert not np.array_equal(rand(100, "float32"), rand(100, "float32"))


def _draw_in_a_new_process(seed):
    env = dict(os.environ, CPS_DSL=f"rs={seed}" if seed is not None else "")
    code = "from compass.testing import rand; print(rand(8, 'int32').tolist())"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          check=True)
    return done.stdout.splitlines()


def test_the_seed_is_printed_once_and_replays():
    first = _draw_in_a_new_process(None)
    assert len(first) == 2 and "random seed" in first[0]
    seed = int(first[0].split('rs=')[1].rstrip('"'))
    assert _draw_in_a_new_process(seed)[1] == first[1]
    assert _draw_in_a_new_process(seed + 1)[1] != first[1]


@pytest.mark.parametrize("dtype", INTS + FLOATS)
def test_values_stay_in_the_half_open_range_and_the_corners_are_in(dtype):
    low, high = (-10, 10) if dtype in ("int8", "int16", "int32") + tuple(FLOATS) else (3, 20)
    data = rand(1000, dtype, low=low, high=high)
    assert data.dtype == np.dtype(compass.DataType(dtype))
    values = data.astype(np.float64)
    assert values.min() == low and values.max() < high
    if low < 0:
        assert (values == 0).any()
    whole_range = rand(1000, dtype).astype(np.float64)
    # The range's ends as the dtype holds them (bfloat16 rounds upstream's -3.38953e38).
    assert whole_range.min() == float(np.array(compass.get_range(dtype)[0], data.dtype))
    if dtype not in FLOATS:
        assert whole_range.max() == compass.get_range(dtype)[1]


def test_floats_below_high_are_the_nearest_representable():
    assert rand(500, "float16", low=0, high=1).max() == np.float16(1) - np.float16(2 ** -11)
    assert rand(500, "float32", low=0, high=1000).max() == np.nextafter(np.float32(1000), np.float32(0))


def test_shapes_scalars_and_python_types():
    assert rand((4, 16), "float16").shape == (4, 16)
    assert rand((1,), "int16").shape == (1,)
    assert isinstance(rand(1, "int32"), np.int32)
    assert isinstance(rand(1, "int32", return_python_type=True), int)
    assert isinstance(rand(3, "float32", return_python_type=True), list)
    flags = rand(1000, "bool")
    assert flags.dtype == bool and 300 < flags.sum() < 700
    assert rand(5, "int8", low=7, high=8).tolist() == [7] * 5


def test_corner_values_can_be_disabled():
    draws = [rand(10, "int32", enable_corner_values=False) for _ in range(5)]
    assert not any((d == np.iinfo(np.int32).min).any() for d in draws)


@pytest.mark.parametrize("dtype", ["int64", "float64", "int32x8"])
def test_unsupported_dtypes_are_refused(dtype):
    with pytest.raises(ValueError):
        rand(4, dtype)


def test_clear_traceback_drops_the_failing_frames_locals():
    @clear_traceback
    def failing():
        big = np.zeros(10)  # noqa: F841  (held by the frame until cleared)
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom") as info:
        failing()
    tb = info.value.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    assert tb.tb_frame.f_code.co_name == "failing" and "big" not in tb.tb_frame.f_locals
    assert failing.__name__ == "failing"


def test_elem_width_helpers():
    assert double_elem_width(compass.DataType("uint8x32")) == "uint16x16"
    assert double_elem_width("int8x8") == "int16x8"
    assert double_elem_width("int32x8") == "int32x8"
    assert double_elem_width("float16x16") == "float32x8"
    assert half_elem_width("int16x16") == "int8x32"
    assert half_elem_width("uint32x8", double_lanes=False) == "uint16x8"


@pytest.mark.parametrize("left, right, expected", [
    ("int8", "int16", "int16"), ("uint8", "int8", "uint8"), ("int8", "uint16", "uint16"),
    ("int32", "uint16", "int32"), ("float16", "float32", "float32"),
    ("bfloat16", "float16", "float16"), ("int32", "bfloat16", "bfloat16"),
    ("int8x32", "int8", "int8"), ("int8", 3, "int8"), (300, "int8", "int32"),
    ("float16", 2, "float16"), ("float16", 2.5, "float32"), (1, 2, "int32"),
    ("uint8", -1, "int32"),
])
def test_binary_op_result_type(left, right, expected):
    assert get_binary_op_result_type(left, right) == expected


def test_native_dtype_predicates():
    assert is_hw_native_vdtype("bfloat16x16") and not is_hw_native_vdtype("int8x16")
    assert is_hw_native_dtype("boolx32") and not is_hw_native_dtype("int64")
