"""Builtins with a scalar form (a row with `hasScalarForm`): on a scalar they give lane 0
of the vector builtin on the scalar broadcast, on both paths; a mask is refused there as
upstream refuses it. And Python sequences captured by a kernel slice at build time."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S


@S.prim_func
def scalar_forms(a: S.ptr("int16", "global"), f: S.ptr("float32", "global"),
                 h: S.ptr("float16", "global"), out: S.ptr("int16", "global"),
                 fout: S.ptr("float32", "global"), hout: S.ptr("float16", "global")):
    for i in range(S.get_local_id(), 4, S.get_local_size()):
        out[i] = S.clz(a[i])
        fout[i] = S.rint(f[i])
        hout[i] = S.rint(h[i])


def test_scalar_clz_and_rint_on_both_paths(both):
    a = np.array([1, -1, 0, 0x00FF], np.int16)
    f = np.array([2.5, -3.5, 0.49999997, 1e30], np.float32)
    h = np.array([0.5, 1.5, -2.5, 65504], np.float16)
    want = [np.array([15, 0, 16, 8], np.int16), np.rint(f), np.rint(h)]
    for args in both(scalar_forms, lambda: [a.copy(), f.copy(), h.copy(), np.zeros(4, np.int16),
                                            np.zeros(4, np.float32), np.zeros(4, np.float16)]):
        for got, expected in zip(args[3:], want):
            np.testing.assert_array_equal(got, expected)


@S.prim_func
def scalar_with_mask(a: S.ptr("int32", "global")):
    a[0] = S.clz(a[1], mask="T")


@S.prim_func
def bfloat16_scalar(a: S.ptr("bfloat16", "global")):
    a[0] = S.rint(a[1])


@pytest.mark.parametrize("kernel, message", [
    (scalar_with_mask, "Only support mask in vector scenario."),
    (bfloat16_scalar, "There isn't any compute instruction for bfloat16 scalar"),
])
def test_scalar_form_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)


MASK = [True, False, True, True] * 16


@S.prim_func
def sliced_mask(a: S.ptr("int8x32", "global"), out: S.ptr("int8x32", "global")):
    out[0] = S.vsel(a[0], 0, mask=MASK[:32])
    out[1] = S.vsel(a[0], 0, mask=np.array(MASK)[1::2][:32])


def test_python_sequences_slice_at_build_time(both):
    a = np.arange(1, 33, dtype=np.int8)
    first = np.where(np.array(MASK[:32]), a, 0)
    second = np.where(np.array(MASK)[1::2][:32], a, 0)
    both.check(sliced_mask, lambda: [a.copy(), np.zeros(64, np.int8)], 1,
               np.concatenate([first, second]).astype(np.int8))


@S.prim_func
def runtime_slice_bound(a: S.ptr("int8x32", "global"), n: S.i32):
    a[1] = S.vsel(a[0], 0, mask=MASK[:n])


def test_a_python_slice_needs_constant_bounds():
    with pytest.raises(CompassError, match="sliced when the kernel is built: its bounds must be "
                                           "integer constants"):
        BuildManager().build(runtime_slice_bound)


LANES, TOTAL = 35, 70  # parse-time bounds, as upstream's flexible-width tests write them


@S.prim_func
def python_int_bounds(a: S.ptr("int8", "global"), b: S.ptr("int8", "global"),
                      c: S.ptr("int8", "global")):
    c[0:LANES] = a[0:LANES] + b[0:LANES]
    c[LANES:TOTAL] = a[LANES:TOTAL] - b[LANES:TOTAL]
    c[TOTAL:TOTAL + 1] = a[0:1] * 2  # a one-lane slice is the element itself


def test_pointer_slices_with_python_int_bounds_and_one_lane(both):
    a = np.arange(71, dtype=np.int8)
    b = np.arange(71, 0, -1, dtype=np.int8)
    want = np.concatenate([a[:35] + b[:35], a[35:70] - b[35:70], [a[0] * 2]]).astype(np.int8)
    both.check(python_int_bounds, lambda: [a.copy(), b.copy(), np.zeros(71, np.int8)], 2, want)


SPANS = (3, 19, 35)  # bounds read from a Python sequence, also known when the kernel is built


@S.prim_func
def python_sequence_bounds(a: S.ptr("int8", "global"), c: S.ptr("int8", "global")):
    c[SPANS[0]:SPANS[1]] = a[SPANS[0]:SPANS[1]] + 1
    c[SPANS[1]:SPANS[2]] = a[SPANS[1]:SPANS[2]] - 2


def test_pointer_slices_with_bounds_from_a_python_sequence(both):
    a = np.arange(40, dtype=np.int8)
    want = np.zeros(40, np.int8)
    want[3:19], want[19:35] = a[3:19] + 1, a[19:35] - 2
    both.check(python_sequence_bounds, lambda: [a.copy(), np.zeros(40, np.int8)], 1, want)


@S.prim_func
def scalar_abs(a: S.ptr("int8", "global"), f: S.ptr("float32", "global")):
    a[1] = S.abs(a[0])
    f[1] = S.abs(f[0])
    a[2] = S.i8(S.abs(-5))  # a literal takes its default dtype, int32


def test_scalar_abs(both):
    for args in both(scalar_abs, lambda: [np.array([-128, 0, 0], np.int8),
                                          np.array([-0.0, 7], np.float32)]):
        np.testing.assert_array_equal(args[0], [-128, -128, 5])  # |MIN| wraps, as the vector form
        assert args[1][1] == 0.0 and not np.signbit(args[1][1])
