"""while, break, early return and S.tec_range, in the simulator and on POCL."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S
from compass.testing import rand


def test_while_with_break_sums_until_sentinel(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        total = 0
        i = 0
        while i < n:
            if a[i] < 0:
                break
            total += a[i]
            i += 1
        out[0] = total
        out[1] = i

    a = np.array([3, 5, 7, -1, 100, 200], np.int32)
    both.check(kernel, lambda: [a.copy(), np.zeros(2, np.int32), a.size], 1,
               np.array([15, 3], np.int32))
    both.check(kernel, lambda: [np.abs(a), np.zeros(2, np.int32), a.size], 1,
               np.array([np.abs(a).sum(), a.size], np.int32))


def test_while_true_and_break_in_for(both):
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        k = 1
        while True:
            k *= 2
            if k > 100:
                break
        out[0] = k
        last = 0
        for i in range(10):
            if i * i > 30:
                break
            last = i
        out[1] = last

    both.check(kernel, lambda: [np.zeros(2, np.int32)], 0, np.array([128, 5], np.int32))


@S.prim_func
def find(p: S.ptr("int32", "global"), n: S.i32, x: S.i32) -> S.i32:
    for i in range(n):
        if p[i] == x:
            return i
    return -1


@S.prim_func
def sign(x: S.i32) -> S.i32:
    if x > 0:
        return 1
    elif x < 0:
        return -1
    else:
        return 0


@S.prim_func
def find_and_sign(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    for i in range(n):
        out[i] = find(a, n, a[i] + 1) * 10 + sign(a[i])


def test_early_returns_in_subroutines(both):
    a = np.array([4, -2, 0, 5, 9, -3, 3], np.int32)
    expected = []
    for v in a:
        hits = np.nonzero(a == v + 1)[0]
        expected.append((hits[0] if hits.size else -1) * 10 + np.sign(v))
    both.check(find_and_sign, lambda: [a.copy(), np.zeros(a.size, np.int32), a.size], 1,
               np.array(expected, np.int32))


def test_early_return_in_entry_kernel(both):
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        tid = S.get_local_id()
        if tid == 1:
            return
        out[tid] = tid + 1

    both.check(kernel, lambda: [np.zeros(4, np.int32)], 0, np.array([1, 0, 3, 4], np.int32))


def test_tec_range(both):
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        for t in S.tec_range(1, 3):
            out[t] = t * 10 + S.get_local_id()

    both.check(kernel, lambda: [np.zeros(4, np.int32)], 0, np.array([0, 11, 22, 0], np.int32))


def test_conditional_expression_takes_the_branch_of_its_condition(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32,
               first: S.i32):
        for i in range(n):
            out[i] = a[i] * 2 if a[i] > 0 else 7 - a[i]
        va = S.vload(a)
        vb = S.vload(a + 8)
        S.vstore(va if first > 0 else vb, out + 16)

    a = np.arange(-6, 10, dtype=np.int32)
    for first in (1, 0):
        halves = a[:8] if first else a[8:]
        want = np.concatenate([np.where(a > 0, a * 2, 7 - a), halves]).astype(np.int32)
        both.check(kernel, lambda: [a.copy(), np.zeros(24, np.int32), 16, first], 1, want)


def test_every_path_must_return():
    @S.prim_func
    def partial(x: S.i32) -> S.i32:
        if x > 0:
            return 1

    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        out[0] = partial(3)

    with pytest.raises(CompassError, match='The function "partial" doesn\'t return a value on every path'):
        BuildManager().build(kernel)


def test_break_cannot_leave_tec_range():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        for t in S.tec_range(4):
            if out[t] > 0:
                break

    with pytest.raises(CompassError, match='"break" can\'t leave an "S.tec_range" loop'):
        BuildManager().build(kernel)
