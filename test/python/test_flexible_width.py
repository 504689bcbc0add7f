"""Vectors of any width (native, 20 lanes, 2x native) and the remaining
pointer features, in the simulator and on POCL."""

import numpy as np
import pytest

from compass import script as S
from compass.testing import rand

NATIVE = {"int32": 8, "float16": 16, "uint8": 32}


def widths(dtype):
    native = NATIVE[dtype]
    return [native, 20, 2 * native]


@pytest.mark.parametrize("dtype", list(NATIVE))
@pytest.mark.parametrize("which", ["native", "20 lanes", "2x native"])
def test_arithmetic_masks_and_selects_at_any_width(both, dtype, which):
    lanes = dict(zip(["native", "20 lanes", "2x native"], widths(dtype)))[which]
    tail = lanes - 3

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"), out: S.ptr(dtype, "global"),
               n: S.i32):
        x = S.vload(a, lanes=lanes)
        y = S.vload(b, lanes=lanes)
        s = x + y + y
        S.vstore(s, out, mask=S.tail_mask(n, lanes))
        bigger = S.vsel(x, y, x > y)
        S.vstore(bigger, out + lanes)

    if dtype == "uint8":
        a, b = rand(lanes, dtype, 0, 100), rand(lanes, dtype, 0, 100)
    else:
        a, b = rand(lanes, dtype, -50, 50), rand(lanes, dtype, -50, 50)
    initial = np.full(2 * lanes, 9, dtype)
    expected = initial.copy()
    with np.errstate(over="ignore"):
        expected[:tail] = (a + b + b)[:tail]
    expected[lanes:] = np.maximum(a, b)
    both.check(kernel, lambda: [a.copy(), b.copy(), initial.copy(), tail], 2, expected)


@S.prim_func
def twice20(v: S.int32x20) -> S.int32x20:
    return v + v


def test_flexible_width_subroutine(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        v = a[0:20]
        out[0:20] = twice20(v)

    a = rand(20, "int32", -1000, 1000)
    both.check(kernel, lambda: [a.copy(), np.zeros(20, np.int32)], 1, a * 2)


def test_strided_slices_and_lane_writes(both):
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), out: S.ptr("int16", "global")):
        evens = a[0:32:2]           # 16 lanes, every other element
        out[0:16] = evens
        out[16:48:2] = evens + 1    # a strided store
        m = S.const_mask("16F")
        m[3] = True
        S.vstore(evens, out + 48, mask=m)

    a = rand(32, "int16", -100, 100)
    initial = np.zeros(64, np.int16)
    expected = initial.copy()
    expected[:16] = a[0::2]
    expected[16:48:2] = a[0::2] + 1
    expected[48 + 3] = a[6]
    both.check(kernel, lambda: [a.copy(), initial.copy()], 1, expected)


def test_var_addr_match_buffer_constant_params_and_pow(both):
    @S.prim_func
    def set_through(p: S.ptr("int32", "private"), value: S.i32):
        p[0] = value

    @S.prim_func
    def kernel(c: S.ptr("int32", "constant"), grid: S.ptr("float32", "global"),
               out: S.ptr("int32", "global"), fout: S.ptr("float32", "global")):
        x = c[1]
        p = x.addr
        set_through(p, x * 10)
        out[0] = x
        view = S.match_buffer(grid, (2, 4))
        fout[0] = view[1, 2]
        v = S.vload(grid)
        S.vstore(v ** 2.0, fout + 8)

    c = np.array([5, 7, 9], np.int32)
    grid = rand(8, "float32", 1, 4)
    args = lambda: [c.copy(), grid.copy(), np.zeros(1, np.int32), np.zeros(16, np.float32)]
    both.check(kernel, args, 2, np.array([70], np.int32))
    for _, produced in zip(("sim", "pocl"), both(kernel, args)):
        assert produced[3][0] == grid[6]
        np.testing.assert_allclose(produced[3][8:], grid ** 2, rtol=1e-6)


@pytest.mark.parametrize("lanes", [16, 12])
def test_addr_of_a_wide_vector_variable_is_its_lanes(both, lanes):
    # A multiple- or flexible-width variable lives as `lanes` elements: its address
    # points at lane 0 and a write through it is seen when the variable is read again.
    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
        v = S.vload(a, lanes=lanes)
        p = v.addr
        p[1] = 100.0
        q = p + (lanes - 1)
        q[0] = -1.0
        v = v + 1.0
        S.vstore(v, out)

    a = rand(lanes, "float32")
    expected = a + 1
    expected[1], expected[lanes - 1] = 101, 0
    both.check(kernel, lambda: [a.copy(), np.zeros(lanes, np.float32)], 1, expected)


@S.prim_func
def pick20(v: S.int32x20, k: S.i32) -> S.int32x20:
    if k < 0:
        return v
    return v + k


def test_flexible_width_early_return(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), k: S.i32):
        out[0:20] = pick20(a[0:20], k)

    a = rand(20, "int32", -1000, 1000)
    both.check(kernel, lambda: [a.copy(), np.zeros(20, np.int32), -1], 1, a)
    both.check(kernel, lambda: [a.copy(), np.zeros(20, np.int32), 5], 1, a + 5)


def test_ternaries_and_loop_variables_at_flexible_width(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), c: S.i32, n: S.i32):
        v = S.vload(a, lanes=20)
        acc = v - v
        for i in range(n):
            acc = acc + v
        pick = acc if c > 0 else v
        keep = (v > 0) if c > 0 else (v < 0)
        S.vstore(pick, out, mask=keep)

    a = np.arange(-10, 10, dtype=np.int32)
    for c in (1, -1):
        expected = np.where(a > 0, a * 3, 0) if c > 0 else np.where(a < 0, a, 0)
        both.check(kernel, lambda: [a.copy(), np.zeros(20, np.int32), c, 3], 1,
                   expected.astype(np.int32))
