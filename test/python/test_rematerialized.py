"""Values used several times that print at each use in the C
(docs/architecture.md, "Inlined expressions", rule 7): a splat of a constant,
a load read again with no write in between, one operation on the parameters;
and a scalar an S.match_buffer shape takes as an extent, never negative (the
call refuses it), whose `n // 32` prints `(n >> 5)` and `n % 32` `(n & 31)`.
The C shows the rules; the results stay NumPy's on the simulator, the checked
C (`ex`) and the plain C (`ex.benchmark`), where the rules apply."""

import re

import numpy as np
import pytest

from compass import ArgumentError, BuildManager
from compass import script as S


def run_plain(ex, args):
    """Runs the plain C (`c_code` as it is) on `args` once."""
    ex.benchmark(*args, repeat=1, number=1)
    return args


def make_widen_scale(dtype):
    @S.prim_func
    def widen_scale(a: S.ptr(f"{dtype}x16", "global"), c: S.ptr("fp32", "global")):
        c[:16] = S.fp32(S.i32(a[3])) * 8.2

    return widen_scale


@pytest.mark.parametrize("dtype", ("int16", "uint16"))
def test_a_load_and_a_splat_print_at_each_use(both, dtype):
    kernel = make_widen_scale(dtype)
    rng = np.random.default_rng(5)
    a = rng.integers(np.iinfo(dtype).min, np.iinfo(dtype).max, 64, endpoint=True).astype(dtype)
    expected = a[48:].astype("int32").astype("float32") * np.float32(8.2)

    def make_args():
        return [a.copy(), np.zeros(16, "float32")]

    ex = BuildManager().build(kernel)
    # Both halves read a[3] and multiply by the literal: no statement for either.
    halves = re.findall(r"^.*a\[3\].* \* \(float8\)0x1\.066666p\+3f.*$", ex.c_code, re.MULTILINE)
    assert len(halves) == 2, ex.c_code
    assert not re.search(r"short16 \w+ = a\[3\];|float8 \w+ = \(float8\)", ex.c_code), ex.c_code
    for where, args in zip(("simulator", "POCL"), both(kernel, make_args)):
        np.testing.assert_allclose(args[1], expected, rtol=1e-6, err_msg=where)
    np.testing.assert_allclose(run_plain(ex, make_args())[1], expected, rtol=1e-6)


@S.prim_func
def blocks_then_tail(A: S.ptr("int8", "global"), B: S.ptr("int8", "global"),
                     C: S.ptr("int8", "global"), n: S.i32):
    a = S.match_buffer(A, shape=(n,))
    b = S.match_buffer(B, shape=(n,))
    c = S.match_buffer(C, shape=(n,))
    for v in range(n // 32):
        for j in S.vectorized(32):
            c[v * 32 + j] = a[v * 32 + j] + b[v * 32 + j]
    for v in range(n % 32):
        c[n // 32 * 32 + v] = a[n // 32 * 32 + v] + b[n // 32 * 32 + v]


@pytest.mark.parametrize("n", (0, 5, 32, 100))
def test_an_extent_divides_by_a_shift_at_each_use(both, n):
    rng = np.random.default_rng(n)
    a = rng.integers(-128, 127, n, endpoint=True).astype("int8")
    b = rng.integers(-128, 127, n, endpoint=True).astype("int8")
    expected = (a.astype("int32") + b).astype("int8")

    def make_args():
        return [a.copy(), b.copy(), np.zeros(n, "int8"), n]

    ex = BuildManager().build(blocks_then_tail)
    # The loop's stop and the tail's index both print the shift; no statement holds it.
    # The tail's count, n % 32 of a never negative n, is an and.
    assert re.search(r"for \(int v = 0; v < \(n >> 5\); v \+= 1\)", ex.c_code), ex.c_code
    assert "(uint)(n >> 5) * 32u" in ex.c_code, ex.c_code
    assert re.search(r"v_1 < \(n & 31\)", ex.c_code) and "% 32" not in ex.c_code, ex.c_code
    assert "(n / 32)" not in ex.c_code and not re.search(r"int \w+ = \(n >> 5\);", ex.c_code)
    for where, args in zip(("simulator", "POCL"), both(blocks_then_tail, make_args)):
        np.testing.assert_array_equal(args[2], expected, err_msg=where)
    np.testing.assert_array_equal(run_plain(ex, make_args())[2], expected)


@pytest.mark.parametrize("pointer", ("array", "null"))
def test_a_negative_extent_is_refused_on_every_path(pointer):
    ex = BuildManager().build(blocks_then_tail)
    array = np.zeros(4, "int8") if pointer == "array" else None
    args = [array, array, array, -4]
    message = (r'The 4-th arg "n" of function "blocks_then_tail" is an extent of the '
               r'S.match_buffer shape of "A", which can\'t be negative, but got: "-4"\.')
    for run in (blocks_then_tail, ex, ex.run, lambda *a: ex.benchmark(*a, repeat=1, number=1)):
        with pytest.raises(ArgumentError, match=message):
            run(*args)
