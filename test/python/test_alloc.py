"""S.alloc and S.alloc_buffer in every scope, in the simulator and on POCL."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S
from compass.testing import rand


def test_lsram_is_per_tec(both):
    @S.prim_func
    def kernel(out: S.ptr("int32", "global"), n: S.i32):
        tid = S.get_local_id()
        buf = S.alloc(16, "int32", "lsram")
        for i in range(n):
            buf[i] = tid * 100 + i
        S.barrier()
        for i in range(n):
            out[tid * n + i] = buf[i]

    n = 16
    expected = (np.arange(4)[:, None] * 100 + np.arange(n)[None, :]).reshape(-1).astype(np.int32)
    both.check(kernel, lambda: [np.zeros(4 * n, np.int32), n], 0, expected)


def test_shared_reduction(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        partial = S.alloc(4, "int32", "shared")
        tid = S.get_local_id()
        quarter = n // 4
        total = 0
        for i in range(tid * quarter, (tid + 1) * quarter):
            total += a[i]
        partial[tid] = total
        S.barrier()
        if tid == 0:
            out[0] = partial[0] + partial[1] + partial[2] + partial[3]

    n = 64
    a = rand(n, "int32", -1000, 1000)
    both.check(kernel, lambda: [a.copy(), np.zeros(1, np.int32), n], 1,
               np.array([a.sum()], np.int32))


def test_private_buffer_2d_and_vector_elements(both):
    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), out: S.ptr("float32", "global")):
        grid = S.alloc_buffer((3, 4), "float32")
        for i in range(3):
            for j in range(4):
                grid[i, j] = a[i * 4 + j] * 2.0
        vectors = S.alloc_buffer(2, "float32x8", "lsram")
        vectors[0] = S.vload(a)
        vectors[1] = S.vadd(vectors[0], vectors[0])
        for i in range(3):
            for j in range(4):
                out[j * 3 + i] = grid[i, j]
        S.vstore(vectors[1], out + 12)

    a = rand(12, "float32", -10, 10)
    expected = np.concatenate([(a.reshape(3, 4) * 2).T.reshape(-1), a[:8] * 2]).astype(np.float32)
    both.check(kernel, lambda: [a.copy(), np.zeros(20, np.float32)], 1, expected)


def test_allocation_over_lsram_limit_is_located():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        small = S.alloc(8192, "int32", "lsram")
        big = S.alloc(1, "int32x8", "lsram")
        out[0] = small[0]  # big is unused: still counted, as written

    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    text = str(info.value)
    assert 'the lsram allocation "big" (32 bytes) brings lsram to 32800 bytes, over the 32768 bytes per TEC of X2_1204' in text
    assert f"{__file__}:{kernel.py_func.__code__.co_firstlineno + 3}:" in text


@S.prim_func
def fill_h(out: S.ptr("int32", "global"), k: S.i32):
    buf = S.alloc(8192, "int32", "lsram")     # 32 KiB
    buf[k] = k + 1
    out[S.get_local_id()] = buf[k]


@S.prim_func
def fill_w(out: S.ptr("int32", "global"), k: S.i32):
    buf = S.alloc(1024, "int32x8", "lsram")   # 32 KiB
    buf[0] = S.int32x8(k)
    out[4 + S.get_local_id()] = buf[0][0]


@S.prim_func
def two_32k_subroutines(out: S.ptr("int32", "global"), k: S.i32):
    # Never live together: the deepest call path needs 32 KiB (upstream's test_reduce_mean).
    fill_h(out, k)
    fill_w(out, k)


def test_subroutines_count_along_call_paths(both):
    both.check(two_32k_subroutines, lambda: [np.zeros(8, np.int32), 5], 0,
               [6, 6, 6, 6, 5, 5, 5, 5])


@S.prim_func
def holds_then_calls(out: S.ptr("int32", "global"), k: S.i32):
    held = S.alloc(8, "int32", "lsram")       # held while fill_w runs
    held[0] = k
    fill_w(out, held[0])


def test_what_a_caller_holds_counts_with_its_callee_located_at_the_call():
    with pytest.raises(CompassError) as info:
        BuildManager().build(holds_then_calls)
    text = str(info.value)
    assert ('the call of "fill_w" brings lsram to 32800 bytes on the call path '
            'holds_then_calls (32 bytes) -> fill_w (32768 bytes), over the 32768 bytes per TEC '
            'of X2_1204') in text, text
    assert f"{__file__}:{holds_then_calls.py_func.__code__.co_firstlineno + 4}:" in text, text
    with pytest.raises(CompassError, match="the call of \"fill_w\" brings lsram to 32800"):
        holds_then_calls(np.zeros(8, np.int32), 1)


def test_shared_limit_depends_on_target():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        table = S.alloc(40000, "int32", "shared")
        table[0] = 1
        out[0] = table[0]

    BuildManager(target="X2_1204").build(kernel)
    with pytest.raises(CompassError, match="over the 131072 bytes per core of X3P_1304"):
        BuildManager(target="X3P_1304").build(kernel)


def test_bad_alloc_arguments():
    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        buf = S.alloc(8, "int32", "global")

    with pytest.raises(CompassError, match='The arg "scope" of "S.alloc" expect one of'):
        BuildManager().build(kernel)
