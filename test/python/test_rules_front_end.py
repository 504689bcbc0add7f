"""Rules of the front end and of kernel calls that no other test pins down:
type promotion of bfloat16 with float, pointer subtraction, pointer
equality across buffers and the range check of scalar arguments. Each kernel
runs in the simulator and on POCL against NumPy."""

import numpy as np
import pytest

from compass import script as S
from compass.script.arguments import ArgumentError


@S.prim_func
def bf16_plus_float(a: S.ptr("bfloat16", "global"), b: S.ptr("float32", "global"),
                    out: S.ptr("float32", "global")):
    # bfloat16 with float32 promotes to float32 (a float beats a bfloat).
    out[0] = a[0] + b[0]


def test_bfloat16_with_float32_computes_in_float32(both):
    a = np.array([0x3FC0], np.uint16).view("bfloat16")  # 1.5 in bfloat16
    b = np.array([0.25], np.float32)
    both.check(bf16_plus_float, lambda: [a.copy(), b.copy(), np.zeros(1, np.float32)], 2,
               np.array([1.75], np.float32))


@S.prim_func
def pointer_minus(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), k: S.i32):
    p = a + 6
    q = p - 2
    r = p - k
    out[0] = q[0]
    out[1] = r[0]
    out[2] = (p - 1)[0]


def test_pointer_minus_moves_back(both):
    a = np.arange(8, dtype=np.int32) * 10
    both.check(pointer_minus, lambda: [a.copy(), np.zeros(3, np.int32), 5], 1, [40, 10, 50])


@S.prim_func
def same_pointer(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
                 out: S.ptr("int32", "global")):
    if S.get_local_id() == 0:
        out[0] = 1 if a == b else 0
        out[1] = 1 if a != b else 0
        out[2] = 1 if a + 1 - 1 == a else 0
        out[3] = 1 if a + 1 == b + 1 else 0


def test_pointers_into_different_buffers_differ(both):
    both.check(same_pointer, lambda: [np.zeros(4, np.int32), np.zeros(4, np.int32),
                                      np.full(4, -1, np.int32)], 2, [0, 1, 1, 0])


@S.prim_func
def takes_int8(out: S.ptr("int32", "global"), x: S.i8):
    out[0] = S.i32(x)


@pytest.mark.parametrize("value", [127, -128, 0])
def test_scalar_argument_at_its_range_ends(value):
    out = np.zeros(1, np.int32)
    takes_int8(out, value)
    assert out[0] == value


@pytest.mark.parametrize("value", [128, -129, 1000])
def test_scalar_argument_just_outside_its_range(value):
    with pytest.raises(ArgumentError, match=f'"{value}" is out of the range of "int8"'):
        takes_int8(np.zeros(1, np.int32), value)


@S.prim_func
def takes_float16(out: S.ptr("float16", "global"), x: S.fp16):
    out[0] = x


@pytest.mark.parametrize("value", [2.0 ** -25 * (1 + 2.0 ** -20), 2.0 ** -25, 3 * 2.0 ** -25,
                                   2.0 ** -14 * (1 + 2.0 ** -11 + 2.0 ** -40), 65519.0])
def test_float16_argument_rounds_once(both, value):
    # Python floats are doubles: rounding them first to float and then to
    # float16 would give 0 for 2**-25 * (1 + 2**-20) instead of 2**-24.
    both.check(takes_float16, lambda: [np.zeros(1, np.float16), value], 0,
               np.array([value], np.float16))


@S.prim_func
def augmented_subscripts(a: S.ptr("int32", "global"), k: S.i32):
    if S.get_local_id() == 0:
        a[0] -= 3
        a[1] //= 4
        a[2] %= 5
        a[k] -= 100
        a[4] <<= 2
        a[5] = ~5 + ~(-1)   # Python constants: bitwise not


def test_augmented_assignment_to_subscripts(both):
    a = np.array([10, 17, 23, 7, 3, 0], np.int32)
    both.check(augmented_subscripts, lambda: [a.copy(), 3], 0, [7, 4, 3, -93, 12, -6])
