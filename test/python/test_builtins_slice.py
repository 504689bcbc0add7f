"""Every S.* builtin of the first slice, against NumPy, in the simulator and on POCL."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, script as S
from compass.testing import rand

NATIVE = {"int8": 32, "uint8": 32, "int16": 16, "uint16": 16, "int32": 8, "uint32": 8,
          "float16": 16, "float32": 8}
MUL_DTYPES = [d for d in NATIVE if d not in ("int8", "uint8")]


def make_vector_kernel(op, dtype, mask, with_r):
    lanes = NATIVE[dtype]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
               r: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        va = S.vload(a)
        vb = S.vload(b)
        if with_r:
            vr = S.vload(r)
            if op == "add":
                vc = S.vadd(va, vb, mask=mask, r=vr)
            elif op == "sub":
                vc = S.vsub(va, vb, mask=mask, r=vr)
            else:
                vc = S.vmul(va, vb, mask=mask, r=vr)
        else:
            if op == "add":
                vc = S.vadd(va, vb, mask=mask)
            elif op == "sub":
                vc = S.vsub(va, vb, mask=mask)
            else:
                vc = S.vmul(va, vb, mask=mask)
        S.vstore(vc, out)

    return kernel, lanes


def _reference(op, a, b):
    with np.errstate(over="ignore"):
        if op == "add":
            return a + b
        if op == "sub":
            return a - b
        return a * b


def _inputs(dtype, lanes):
    if dtype.startswith("float"):
        low, high = -100, 100
    else:
        low, high = None, None
    return [rand(lanes, dtype, low, high) for _ in range(3)]


OP_DTYPES = [(op, d) for op in ("add", "sub", "mul")
             for d in (MUL_DTYPES if op == "mul" else NATIVE)]  # 8-bit vmul: see below


@pytest.mark.parametrize("op,dtype", OP_DTYPES)
@pytest.mark.parametrize("form", ["no-mask", "mask-with-r", "mask-without-r"])
def test_vector_arithmetic(both, op, dtype, form):
    lanes = NATIVE[dtype]
    mask = None if form == "no-mask" else [i % 3 != 1 for i in range(lanes)]
    kernel, lanes = make_vector_kernel(op, dtype, mask, form == "mask-with-r")
    a, b, r = _inputs(dtype, lanes)
    expected = _reference(op, a, b)
    active = np.ones(lanes, bool) if mask is None else np.array(mask)
    if form == "mask-with-r":
        expected = np.where(active, expected, r)
        active = None  # every lane is defined
    both.check(kernel, lambda: [a.copy(), b.copy(), r.copy(), np.zeros(lanes, dtype)], 3,
               expected, lanes=active)


def test_vmul_8bit_rejected():
    kernel, _ = make_vector_kernel("mul", "int8", None, False)
    with pytest.raises(CompassError, match="The 8bit equal-width multiply is meaningless"):
        BuildManager().build(kernel)


@pytest.mark.parametrize("dtype", list(NATIVE))
def test_vload_vstore_masked(both, dtype):
    lanes = NATIVE[dtype]
    load_mask = [i % 2 == 0 for i in range(lanes)]
    store_mask = [i < lanes - 3 for i in range(lanes)]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        va = S.vload(a, mask=load_mask)
        S.vstore(va, out, mask=store_mask)

    a = rand(lanes, dtype, -50 if dtype.startswith("float") else None,
             50 if dtype.startswith("float") else None)
    initial = np.full(lanes, 7, dtype)
    # Inactive load lanes read 0; inactive store lanes keep what was there.
    expected = np.where(store_mask, np.where(load_mask, a, 0), initial).astype(dtype)
    both.check(kernel, lambda: [a.copy(), initial.copy()], 1, expected)


def test_vload_vector_pointer_and_short_mask(both):
    # A mask shorter than the lanes is padded with False.
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global"), n: S.i32):
        for i in range(n):
            out[i] = S.vadd(a[i], S.vload(a + i, mask=[True, True, False]))

    a = rand(32, "int32", -1000, 1000)
    expected = (a.reshape(4, 8) + np.where(np.arange(8) < 2, a.reshape(4, 8), 0)).reshape(-1)
    both.check(kernel, lambda: [a.copy(), np.zeros(32, np.int32), 4], 1, expected)


@pytest.mark.parametrize("dtype", ["int32", "uint8", "float32", "int16"])
def test_scalar_min_max(both, dtype):
    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
               lo: S.ptr(dtype, "global"), hi: S.ptr(dtype, "global"), n: S.i32):
        for i in range(n):
            lo[i] = S.min(a[i], b[i])
            hi[i] = S.max(a[i], b[i])

    n = 37
    a, b = rand(n, dtype), rand(n, dtype)
    for index, expected in ((2, np.minimum(a, b)), (3, np.maximum(a, b))):
        both.check(kernel, lambda: [a.copy(), b.copy(), np.zeros(n, dtype), np.zeros(n, dtype), n],
                   index, expected)


def test_local_id_and_size(both):
    @S.prim_func
    def kernel(ids: S.ptr("int32", "global"), sizes: S.ptr("int32", "global")):
        tid = S.get_local_id()
        ids[tid] = tid * 10
        sizes[tid] = S.get_local_size()

    for index, expected in ((0, np.arange(4) * 10), (1, np.full(4, 4))):
        both.check(kernel, lambda: [np.zeros(4, np.int32), np.zeros(4, np.int32)], index,
                   expected.astype(np.int32))


def test_barrier_orders_tecs(both):
    # Each TEC writes its slot, waits, then reads its neighbour's.
    @S.prim_func
    def kernel(slots: S.ptr("int32", "global"), seen: S.ptr("int32", "global")):
        tid = S.get_local_id()
        slots[tid] = tid + 100
        S.barrier()
        seen[tid] = slots[(tid + 1) % S.get_local_size()]

    both.check(kernel, lambda: [np.zeros(4, np.int32), np.zeros(4, np.int32)], 1,
               np.array([101, 102, 103, 100], np.int32))
