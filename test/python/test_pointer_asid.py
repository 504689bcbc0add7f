"""S.ptr scopes global.1, global.2 and global.3 (global memory of ASIDs 1 to
3): address spaces of their own through the compiler (the IR type, the C's
DMA bases), global memory when run, and upstream's rules between them and
global: a cast or pointer arithmetic keeps the scope, a sub-function's
argument must match it, S.dma_memset refuses them."""

import numpy as np
import pytest

from compass import BuildManager, CompassError
from compass import script as S


@S.prim_func
def shifted(p: S.ptr("int32", "global.2")) -> S.ptr("int32", "global.2"):
    return p + 2


def test_asid_pointers_run_as_global_memory(both):
    @S.prim_func
    def kernel(w: S.ptr("int32", "global.1"), b: S.ptr("int32", "global.2"),
               c: S.ptr("int32", "global.3"), out: S.ptr("int32", "global"), n: S.i32):
        buf = S.alloc(16, "int32", "lsram")
        if S.get_local_id() == 0:
            S.dma_copy(buf, c, n)           # global.3 → lsram
            q = shifted(b)                  # pointer arithmetic in a sub-function keeps global.2
            bytes1 = w.as_ptr("uint8")      # a cast keeps global.1
            for i in range(n):
                out[i] = w[i] + q[i] + buf[i] + S.i32(bytes1[4 * i])
            S.dma_copy(c, buf, n)           # lsram → global.3

    def args():
        return [np.arange(8, dtype=np.int32), np.arange(10, 20, dtype=np.int32),
                np.arange(100, 108, dtype=np.int32), np.zeros(8, np.int32), 8]

    w, b, c = np.arange(8), np.arange(10, 20), np.arange(100, 108)
    both.check(kernel, args, 3, (w + b[2:10] + c + w).astype(np.int32))
    both.check(kernel, args, 2, c.astype(np.int32))


def test_asid_pointers_keep_their_scope_in_the_ir_and_the_c():
    @S.prim_func
    def kernel(w: S.ptr("int16", "global.1"), out: S.ptr("int16", "global")):
        buf = S.alloc(32, "int16", "lsram")
        S.dma_copy(buf, w, 32)
        S.dma_copy(out, buf, 32)

    bm = BuildManager()
    assert "!compass.ptr<si16, global.1>" in str(bm.lower(kernel))
    c_code = bm.build(kernel).c_code
    assert "__global short* w" in c_code
    assert "DmaDirect_kGlobal1_to_kLsram(" in c_code


def test_asid_upsample_and_async_copy(both):
    @S.prim_func
    def kernel(a: S.ptr("int8", "global.2"), out: S.ptr("int8", "global.3")):
        buf = S.alloc(8, "int8", "lsram")
        if S.get_local_id() == 0:
            ev = S.alloc_events(1)
            S.async_dma_copy(buf, a, 8, event=ev)
            S.wait_events(ev)
            S.free_events(ev)
            S.dma_upsample(out, buf, 2, 1, 8, 1)

    a = np.arange(1, 9, dtype=np.int8)
    both.check(kernel, lambda: [a.copy(), np.zeros(16, np.int8)], 1, np.concatenate([a, a]))


def test_cast_cannot_change_the_asid():
    @S.prim_func
    def kernel(w: S.ptr("int32", "global.1"), out: S.ptr("int32", "global")):
        p = w.as_ptr("int32", "global")
        out[0] = p[0]

    with pytest.raises(CompassError, match='"as_ptr" can\'t change the scope "global.1" to '
                                           '"global"'):
        BuildManager().lower(kernel)


def test_sub_function_argument_must_match_the_asid():
    @S.prim_func
    def kernel(b: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        q = shifted(b)
        out[0] = q[0]

    with pytest.raises(CompassError, match='The scope of 1-th arg expect "global.2", but got: '
                                           '"global"'):
        BuildManager().lower(kernel)


def test_memset_refuses_the_asids():
    @S.prim_func
    def kernel(w: S.ptr("int32", "global.1"), out: S.ptr("int32", "global")):
        S.dma_memset(w, 0, 4)
        out[0] = 1

    with pytest.raises(CompassError, match='Dose not support set value on scope "global.1"'):
        BuildManager().lower(kernel)


def test_reinterpreted_address_stays_in_its_asid(both):
    @S.prim_func
    def kernel(w: S.ptr("int32", "global.1"), out: S.ptr("int32", "global")):
        address = S.reinterpret(w, "uint32")
        p = S.reinterpret(address + 4, "global int32 *")
        out[0] = p[0]

    w = np.array([5, 6, 7], np.int32)
    both.check(kernel, lambda: [w.copy(), np.zeros(1, np.int32)], 1, np.array([6], np.int32))


def test_pointers_of_two_asids_are_different_types():
    @S.prim_func
    def compare(w: S.ptr("int32", "global.1"), out: S.ptr("int32", "global")):
        out[0] = 1 if w < out else 0

    with pytest.raises(CompassError, match='Can\'t compare pointers of different types: '
                                           '"ptr\\(int32, global.1\\)" vs. "ptr\\(int32, global\\)"'):
        BuildManager().lower(compare)

    @S.prim_func
    def reassign(w: S.ptr("int32", "global.1"), out: S.ptr("int32", "global")):
        p = out
        p = w
        out[0] = p[0]

    with pytest.raises(CompassError, match='The pointer "p" can only be reassigned with a pointer '
                                           'of the same type "ptr\\(int32, global\\)"'):
        BuildManager().lower(reassign)
