"""Pointer features, constant tables, loops helpers and macros, in the
simulator and on POCL."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, DataType, script as S
from compass.testing import rand

SQUARES = np.array([0, 1, 4, 9, 16, 25, 36, 49], np.int32)


@S.macro
def clamp_add(x, y, limit=100):
    total = x + y
    if total > limit:
        total = limit
    return total


@S.macro(hygienic=False)
def accumulate(v):
    acc += v


@S.prim_func
def add_vectors(v: S.int32x8, w: S.int32x8) -> S.int32x8:
    return v + w


@S.prim_func
def nonzero_mask(v: S.int32x8) -> S.boolx8:
    return v != 0


@S.prim_func
def second(p: S.ptr("int32", "global")) -> S.ptr("int32", "global"):
    return p + 1


def test_pointer_methods(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), none: S.ptr("int32", "global"),
               out: S.ptr("int32", "global")):
        out[0] = 1 if none.is_nullptr else 0
        out[1] = 1 if a.is_nullptr else 0
        bytes_view = a.as_ptr("uint8")
        out[2] = S.i32(bytes_view[4])
        q = a.addr_of(3)
        out[3] = q[0]
        out[4] = 1 if q > a else 0
        p = second(a)
        out[5] = p[0]

    a = np.array([10, 0x01020304, 30, 40], np.int32)
    both.check(kernel, lambda: [a.copy(), None, np.zeros(6, np.int32)], 2,
               np.array([1, 0, 0x04, 40, 1, 0x01020304], np.int32))


@S.prim_func
def word_one(p: S.ptr("int32", "global")) -> S.i32:
    return p[1]


def test_pointer_argument_is_seen_as_the_parameter_type(both):
    # As upstream: a pointer argument of another element type is passed as if by
    # `as_ptr` to the parameter's type; its offsets count the argument's elements.
    @S.prim_func
    def kernel(v: S.ptr("int32x8", "global"), b: S.ptr("uint8", "global"),
               out: S.ptr("int32", "global")):
        out[0] = word_one(v)
        out[1] = word_one(b)
        out[2] = word_one(v + 1)

    v = np.arange(16, dtype=np.int32)
    b = np.arange(8, dtype=np.uint8)
    both.check(kernel, lambda: [v.copy(), b.copy(), np.zeros(3, np.int32)], 2,
               np.array([1, 0x07060504, 9], np.int32))


def test_addr_of_fills_missing_trailing_indices_with_zero(both):
    # As upstream: an int, a tuple or a list; a 2-D buffer's addr_of(i) is its row i.
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        grid = S.match_buffer(a, shape=(3, 4))
        row = grid.addr_of(2)
        out[0] = row[1]
        cell = grid.addr_of([1, 2])
        out[1] = cell[0]
        row_of_tuple = grid.addr_of((1,))
        out[2] = row_of_tuple[3]

    a = np.arange(12, dtype=np.int32)
    both.check(kernel, lambda: [a.copy(), np.zeros(3, np.int32)], 1,
               np.array([9, 6, 7], np.int32))


def test_addr_of_refuses_more_indices_than_dimensions():
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        grid = S.match_buffer(a, shape=(3, 4))
        cell = grid.addr_of([1, 2, 0])
        out[0] = cell[0]

    with pytest.raises(CompassError, match="Expect 2 indices, but got: 3"):
        BuildManager().build(kernel)


def test_tables_slices_and_loops(both):
    @S.prim_func
    def kernel(idx: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        cubes = S.alloc_const(4, "int32", [0, 1, 8, 27])
        for i in S.vectorized(n):
            out[i] = SQUARES[idx[i]] + cubes[idx[i] % 4]
        total = 0
        for i, j in S.grid(2, 4):
            total += i * 4 + j
        out[n] = total
        v = idx[0:8]
        out[n + 1:n + 9] = v * 2

    idx = rand(8, "int32", 0, 8)
    n = 8
    expected = np.concatenate([SQUARES[idx] + np.array([0, 1, 8, 27])[idx % 4], [28], idx * 2]).astype(np.int32)
    both.check(kernel, lambda: [idx.copy(), np.zeros(n + 9, np.int32), n], 1, expected)


def test_macros_and_vector_subroutines(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        acc = 0
        for i in range(4):
            accumulate(a[i])
        out[0] = acc
        out[1] = clamp_add(a[0], a[1])
        out[2] = clamp_add(a[0], a[1], limit=5)
        v = S.vload(a)
        s = add_vectors(v, v)
        S.vstore(s, out + 8, mask=nonzero_mask(v))

    a = np.array([40, 70, 3, 0, 5, 0, 7, 8], np.int32)
    expected = np.zeros(16, np.int32)
    expected[0] = a[:4].sum()
    expected[1] = min(a[0] + a[1], 100)
    expected[2] = min(a[0] + a[1], 5)
    expected[8:] = np.where(a != 0, a * 2, 0)
    both.check(kernel, lambda: [a.copy(), np.zeros(16, np.int32)], 1, expected)


LANES = 8


def test_slice_lanes_from_parse_time_expressions(both):
    """`p[i:i + 2 * n]` with n a Python int of the kernel's surroundings: the lane count is
    the parse-time value of the terms (globals, closure ints, attributes, S.meta_var)."""
    n = 4
    vdtype = DataType("int32x8")

    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        if S.get_local_id() == 0:
            half = S.meta_var(n)
            i = a[0] * 0 + 1  # a runtime start
            out[0:2 * n] = a[i:i + 2 * n] + 1
            out[8:LANES + 8] = a[i:i + LANES] + 2
            out[16:16 + vdtype.lanes] = a[i + 1:vdtype.lanes + i + 1] + 3
            out[24:24 + 2 * half] = a[i - 1:i + (2 * half - 1)] + 4

    a = np.arange(40, dtype=np.int32)
    expected = np.concatenate([a[1:9] + 1, a[1:9] + 2, a[2:10] + 3, a[0:8] + 4])
    both.check(kernel, lambda: [a.copy(), np.zeros(32, np.int32)], 1, expected)
