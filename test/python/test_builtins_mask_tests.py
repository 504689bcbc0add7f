"""S.vall and S.vany on both paths: masks of every lane size, native, multiple and
flexible widths (padding lanes count as set for vall and clear for vany), masks from
constants and comparisons; and upstream's refusals."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S

# (element dtype, lanes): native, multiple width, flexible width.
SHAPES = [("int8", 32), ("int16", 16), ("int32", 8), ("int32", 16), ("int16", 48),
          ("int32", 20), ("int8", 7), ("float16", 19)]


def make_kernel(dtype, lanes):
    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
               out: S.ptr("int32", "global")):
        m = a[0:lanes] > b[0:lanes]
        out[0] = 1 if S.vall(m) else 0
        out[1] = 1 if S.vany(m) else 0
        if S.vall(m):
            out[2] = 5
        if S.vany(~m):
            out[3] = 7
    return kernel


def cases(lanes):
    """Masks to test: all set, none set, one lane (first, last) set or clear, random."""
    rng = np.random.default_rng(lanes)
    yield np.ones(lanes, bool)
    yield np.zeros(lanes, bool)
    for lane in (0, lanes - 1):
        one = np.zeros(lanes, bool)
        one[lane] = True
        yield one
        yield ~one
    yield rng.integers(0, 2, lanes).astype(bool)


@pytest.mark.parametrize("dtype, lanes", SHAPES)
def test_vall_vany(both, dtype, lanes):
    kernel = make_kernel(dtype, lanes)
    for mask in cases(lanes):
        a = np.where(mask, 2, 1).astype(dtype)
        b = np.ones(lanes, dtype)
        want = [int(mask.all()), int(mask.any()), 5 if mask.all() else 0,
                7 if (~mask).any() else 0]
        both.check(kernel, lambda: [a.copy(), b.copy(), np.zeros(4, "int32")], 2, want)


@S.prim_func
def constant_masks(out: S.ptr("int32", "global")):
    out[0] = 1 if S.vall(S.const_mask("20T")) else 0       # boolx20
    out[1] = 1 if S.vany(S.const_mask("19F1T")) else 0
    out[2] = 1 if S.vall(S.const_mask("19T1F")) else 0
    out[3] = 1 if S.vany(S.const_mask("8F")) else 0


def test_constant_masks(both):
    both.check(constant_masks, lambda: [np.zeros(4, "int32")], 0, [1, 1, 0, 0])


@S.prim_func
def vector_argument(a: S.ptr("int32x8", "global"), out: S.ptr("int32", "global")):
    out[0] = 1 if S.vall(a[0]) else 0


@S.prim_func
def list_argument(out: S.ptr("int32", "global")):
    out[0] = 1 if S.vany([True, False]) else 0


@pytest.mark.parametrize("kernel, message", [
    (vector_argument, 'The arg "mask" expect a boolean vector, but got: "int32x8".'),
    (list_argument, 'The arg "mask" expect a variable.'),
])
def test_refusals(kernel, message):
    with pytest.raises(CompassError, match=message):
        BuildManager().build(kernel)
