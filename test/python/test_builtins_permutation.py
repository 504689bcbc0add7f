"""The permutation builtins of fact sheet §1.9 (S.vconcat, S.vsplit, S.vzip, S.vrevs,
S.vshfl, S.vsldl, S.vreplic, S.vtbl, S.vcompt, S.vcompc) on both paths against NumPy:
every dtype, native, flexible and multiple widths as upstream allows them, runtime shifts
and indices; and upstream's refusals, located in the user's file.

Permutations only move lanes, so the inputs are random bit patterns (NaNs, infinities
and negative zeros included) and the results are compared bit for bit."""

import numpy as np
import pytest

import compass
from compass import BuildManager, CompassError, CompassRuntimeError, hw_native_vdtype
from compass import script as S
from compass.dtypes import DataType

DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "bfloat16",
          "float32"]
_BITS = {8: np.uint8, 16: np.uint16, 32: np.uint32}


def native(dtype):
    return hw_native_vdtype(dtype).lanes


def bits_of(dtype):
    return _BITS[DataType(dtype).bits]


def random_arg(dtype, lanes, seed):
    """`lanes` lanes of random bits, as the kernel argument of `dtype`."""
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 2 ** DataType(dtype).bits, lanes, dtype=np.uint64)
    return raw.astype(bits_of(dtype)).view(DataType(dtype).numpy_dtype)


def bits(arg, dtype):
    return np.asarray(arg).view(bits_of(dtype))


def check(both, kernel, make_args, index, dtype, expected_bits):
    for where, args in zip(("simulator", "POCL"), both(kernel, make_args)):
        np.testing.assert_array_equal(bits(args[index], dtype), expected_bits,
                                      err_msg=f"{where} differs from NumPy")


# ----------------------------------------------------------------------------
# NumPy oracles, from the documented semantics (on lane bit patterns)
# ----------------------------------------------------------------------------

def concat_oracle(inputs, part):
    n = len(inputs[0])
    pick = {"all": slice(None), "low": slice(0, n // 2), "high": slice(n // 2, n),
            "even": slice(0, n, 2), "odd": slice(1, n, 2)}[part]
    return np.concatenate([x[pick] for x in inputs])


def zip_oracle(x, y, part):
    n = len(x)
    pick = {"all": slice(None), "low": slice(0, n // 2), "high": slice(n // 2, n),
            "even": slice(0, n, 2), "odd": slice(1, n, 2)}[part]
    a, b = x[pick], y[pick]
    out = np.empty(2 * len(a), x.dtype)
    out[0::2], out[1::2] = a, b
    return out


def compress_oracle(x, y, mask):
    active = x[np.asarray(mask, bool)]
    return np.concatenate([active, y[:len(x) - len(active)]])


def table_oracle(tables, indices):
    table = np.concatenate(tables)
    idx = indices.astype(np.int64) % (1 << (8 * indices.itemsize))  # read unsigned
    return np.array([table[i] if i < len(table) else 0 for i in idx], table.dtype)


# ----------------------------------------------------------------------------
# vconcat / vsplit
# ----------------------------------------------------------------------------

def concat_kernel(dtype, n, count, part, lanes):
    if count == 2:
        @S.prim_func
        def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
            out[0:lanes] = S.vconcat((a[0:n], a[n:2 * n]), part)
    else:
        @S.prim_func
        def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
            out[0:lanes] = S.vconcat([a[0:n], a[n:2 * n], a[2 * n:3 * n]], part)
    return kernel


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("part", ["all", "low", "high", "even", "odd"])
def test_vconcat_native(both, dtype, part):
    n = native(dtype)
    lanes = 2 * n if part == "all" else n
    a = random_arg(dtype, 2 * n, 1)
    want = concat_oracle([bits(a, dtype)[:n], bits(a, dtype)[n:]], part)
    check(both, concat_kernel(dtype, n, 2, part, lanes),
          lambda: [a.copy(), np.zeros(lanes, a.dtype)], 1, dtype, want)


@pytest.mark.parametrize("dtype", ["int8", "float16", "uint32", "bfloat16"])
@pytest.mark.parametrize("part", ["all", "low", "odd"])
def test_vconcat_multiple_width(both, dtype, part):
    """Three inputs of two native vectors each: 6 pieces, or 3 for a half."""
    n = 2 * native(dtype)
    lanes = 3 * n if part == "all" else 3 * n // 2
    a = random_arg(dtype, 3 * n, 2)
    b = bits(a, dtype)
    want = concat_oracle([b[:n], b[n:2 * n], b[2 * n:]], part)
    check(both, concat_kernel(dtype, n, 3, part, lanes),
          lambda: [a.copy(), np.zeros(lanes, a.dtype)], 1, dtype, want)


@pytest.mark.parametrize("dtype", ["int16", "uint8", "float32"])
def test_vconcat_scalar_broadcast(both, dtype):
    n = native(dtype)

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:n] = S.vconcat((a[0:n], a[n]), "high")

    a = random_arg(dtype, 2 * n, 3)
    b = bits(a, dtype)
    want = np.concatenate([b[n // 2:n], np.full(n // 2, b[n], b.dtype)])
    check(both, kernel, lambda: [a.copy(), np.zeros(n, a.dtype)], 1, dtype, want)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [2, 3])
def test_vsplit(both, dtype, pieces):
    n = native(dtype)
    lanes = n * pieces
    vdtype = f"{dtype}x{n}"

    if pieces == 2:
        @S.prim_func
        def kernel(a: S.ptr(dtype, "global"), out: S.ptr(vdtype, "global")):
            x0, x1 = S.vsplit(a[0:lanes])
            out[0] = x1
            out[1] = x0
    else:
        @S.prim_func
        def kernel(a: S.ptr(dtype, "global"), out: S.ptr(vdtype, "global")):
            x0, x1, x2 = S.vsplit(a[0:lanes])
            out[0] = x2
            out[1] = x0
            out[2] = x1

    a = random_arg(dtype, lanes, 4)
    b = bits(a, dtype)
    order = [1, 0] if pieces == 2 else [2, 0, 1]
    want = np.concatenate([b[k * n:(k + 1) * n] for k in order])
    check(both, kernel, lambda: [a.copy(), np.zeros(lanes, a.dtype)], 1, dtype, want)


# ----------------------------------------------------------------------------
# vzip
# ----------------------------------------------------------------------------

def zip_kernel(dtype, n, part, lanes):
    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
               out: S.ptr(dtype, "global")):
        out[0:lanes] = S.vzip(a[0:n], b[0:n], part)
    return kernel


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("part", ["all", "low", "high", "even", "odd"])
@pytest.mark.parametrize("pieces", [1, 2])
def test_vzip(both, dtype, part, pieces):
    n = native(dtype) * pieces
    lanes = 2 * n if part == "all" else n
    x, y = random_arg(dtype, n, 5), random_arg(dtype, n, 6)
    want = zip_oracle(bits(x, dtype), bits(y, dtype), part)
    check(both, zip_kernel(dtype, n, part, lanes),
          lambda: [x.copy(), y.copy(), np.zeros(lanes, x.dtype)], 2, dtype, want)


@pytest.mark.parametrize("dtype", ["int8", "uint16", "float32", "bfloat16"])
@pytest.mark.parametrize("n", [3, 13, 20])
def test_vzip_flexible_width(both, dtype, n):
    x, y = random_arg(dtype, n, 7), random_arg(dtype, n, 8)
    want = zip_oracle(bits(x, dtype), bits(y, dtype), "all")
    check(both, zip_kernel(dtype, n, "all", 2 * n),
          lambda: [x.copy(), y.copy(), np.zeros(2 * n, x.dtype)], 2, dtype, want)


# ----------------------------------------------------------------------------
# vrevs, vsldl, vshfl, vreplic
# ----------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [1, 2, 3])
def test_vrevs(both, dtype, pieces):
    lanes = native(dtype) * pieces

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:lanes] = S.vrevs(a[0:lanes])

    a = random_arg(dtype, lanes, 9)
    check(both, kernel, lambda: [a.copy(), np.zeros(lanes, a.dtype)], 1, dtype,
          bits(a, dtype)[::-1])


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [1, 2])
def test_vsldl(both, dtype, pieces):
    lanes = native(dtype) * pieces
    shifts = [0, 1, lanes // 2 + 1, lanes - 1]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"),
               out: S.ptr(dtype, "global")):
        out[0:lanes] = S.vsldl(a[0:lanes], b[0:lanes], shifts[0])
        out[lanes:2 * lanes] = S.vsldl(a[0:lanes], b[0:lanes], shifts[1])
        out[2 * lanes:3 * lanes] = S.vsldl(a[0:lanes], b[0:lanes], shifts[2])
        out[3 * lanes:4 * lanes] = S.vsldl(a[0:lanes], b[0:lanes], shifts[3])

    x, y = random_arg(dtype, lanes, 10), random_arg(dtype, lanes, 11)
    bx, by = bits(x, dtype), bits(y, dtype)
    want = np.concatenate([np.concatenate([bx[s:], by[:s]]) for s in shifts])
    check(both, kernel, lambda: [x.copy(), y.copy(), np.zeros(4 * lanes, x.dtype)], 2,
          dtype, want)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [1, 2])
def test_vshfl_constant(both, dtype, pieces):
    lanes = native(dtype) * pieces
    shifts = [0, 3, lanes - 1]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:lanes] = S.vshfl(a[0:lanes], shifts[0])
        out[lanes:2 * lanes] = S.vshfl(a[0:lanes], shifts[1])
        out[2 * lanes:3 * lanes] = S.vshfl(a[0:lanes], shifts[2])

    a = random_arg(dtype, lanes, 12)
    b = bits(a, dtype)
    want = np.concatenate([np.roll(b, -s) for s in shifts])
    check(both, kernel, lambda: [a.copy(), np.zeros(3 * lanes, a.dtype)], 1, dtype, want)


@pytest.mark.parametrize("dtype", DTYPES)
def test_vshfl_vreplic_runtime(both, dtype):
    """A shift and an index known only at run time (every value in [0, lanes))."""
    n = native(dtype)
    vdtype = f"{dtype}x{n}"

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), out: S.ptr(vdtype, "global"),
               rep: S.ptr(vdtype, "global")):
        for s in range(n):
            out[s] = S.vshfl(a[0], s)
            rep[s] = S.vreplic(a[0], s)

    a = random_arg(dtype, n, 13)
    b = bits(a, dtype)
    shfl = np.concatenate([np.roll(b, -s) for s in range(n)])
    replic = np.concatenate([np.full(n, b[s], b.dtype) for s in range(n)])
    for where, args in zip(("simulator", "POCL"), both(
            kernel, lambda: [a.copy(), np.zeros(n * n, a.dtype), np.zeros(n * n, a.dtype)])):
        np.testing.assert_array_equal(bits(args[1], dtype), shfl, err_msg=where)
        np.testing.assert_array_equal(bits(args[2], dtype), replic, err_msg=where)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("pieces", [1, 2])
def test_vreplic_constant(both, dtype, pieces):
    lanes = native(dtype) * pieces
    indices = [0, 5, lanes - 1]

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:lanes] = S.vreplic(a[0:lanes])
        out[lanes:2 * lanes] = S.vreplic(a[0:lanes], indices[1])
        out[2 * lanes:3 * lanes] = S.vreplic(a[0:lanes], indices[2])

    a = random_arg(dtype, lanes, 14)
    b = bits(a, dtype)
    want = np.concatenate([np.full(lanes, b[i], b.dtype) for i in indices])
    check(both, kernel, lambda: [a.copy(), np.zeros(3 * lanes, a.dtype)], 1, dtype, want)


def test_runtime_shift_out_of_range_fails_in_the_simulator_and_natively():
    @S.prim_func
    def kernel(a: S.ptr("int32x8", "global"), s: S.i32):
        a[1] = S.vshfl(a[0], s)

    BuildManager().build(kernel)
    for run in (kernel, compass.jit(kernel)):
        with pytest.raises(CompassRuntimeError, match=r"lane shift of 8 outside \[0, 8\)"):
            run(np.zeros(16, "int32"), 8)
    a = np.arange(16, dtype="int32")
    compass.jit(kernel)(a, 7)  # the last shift in range
    np.testing.assert_array_equal(a[8:], np.roll(np.arange(8), -7))


# ----------------------------------------------------------------------------
# vtbl, vcompt, vcompc
# ----------------------------------------------------------------------------

_INDEX = {"int8": ["int8", "uint8"], "uint8": ["uint8", "int8"], "int16": ["int16", "uint16"],
          "uint16": ["uint16"], "float16": ["int16", "uint16"], "bfloat16": ["uint16"],
          "int32": ["int32", "uint32"], "uint32": ["uint32"], "float32": ["int32", "uint32"]}


@pytest.mark.parametrize("dtype, index_dtype",
                         [(d, i) for d in DTYPES for i in _INDEX[d]])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_vtbl(both, dtype, index_dtype, count):
    n = native(dtype)
    vdtype, idtype = f"{dtype}x{n}", f"{index_dtype}x{n}"

    @S.prim_func
    def kernel(t: S.ptr(vdtype, "global"), i: S.ptr(idtype, "global"),
               out: S.ptr(vdtype, "global")):
        if count == 2:
            out[0] = S.vtbl((t[0], t[1]), i[0])
        elif count == 3:
            out[0] = S.vtbl([t[0], t[1], t[2]], i[0])
        else:
            out[0] = S.vtbl((t[0], t[1], t[2], t[3]), i[0])

    t = random_arg(dtype, 4 * n, 15)
    rng = np.random.default_rng(count)
    # In range, just past the end, far past it and "negative" (huge unsigned).
    idx = rng.integers(0, count * n, n).astype(np.int64)
    idx[:4] = [0, count * n - 1, count * n, np.iinfo(index_dtype).max]
    if np.iinfo(index_dtype).min < 0:
        idx[4] = -1
    idx = idx.astype(index_dtype)
    tb = bits(t, dtype)
    want = table_oracle([tb[k * n:(k + 1) * n] for k in range(count)], idx)
    check(both, kernel, lambda: [t.copy(), idx.copy(), np.zeros(n, t.dtype)], 2, dtype, want)


@pytest.mark.parametrize("dtype", DTYPES)
def test_vcompt_vcompc(both, dtype):
    n = native(dtype)
    vdtype = f"{dtype}x{n}"
    rng = np.random.default_rng(16)
    masks = [rng.random(n) < 0.5, np.ones(n, bool), np.zeros(n, bool)]

    @S.prim_func
    def kernel(a: S.ptr(vdtype, "global"), b: S.ptr(vdtype, "global"),
               c: S.ptr(vdtype, "global"), d: S.ptr(vdtype, "global")):
        c[0] = S.vcompt(a[0], masks[0])
        c[1] = S.vcompt(a[0], masks[1])
        c[2] = S.vcompt(a[0], masks[2])
        d[0] = S.vcompc(a[0], b[0], masks[0])
        d[1] = S.vcompc(a[0], b[0], masks[1])
        d[2] = S.vcompc(a[0], b[0], masks[2])
        # A mask computed at run time: the lanes of a below those of b.
        d[3] = S.vcompc(a[0], b[0], S.tail_mask(3, n))

    x, y = random_arg(dtype, n, 17), random_arg(dtype, n, 18)
    bx, by = bits(x, dtype), bits(y, dtype)
    zero = np.zeros(n, bx.dtype)
    tail = np.arange(n) < 3
    compt = np.concatenate([compress_oracle(bx, zero, m) for m in masks])
    compc = np.concatenate([compress_oracle(bx, by, m) for m in masks + [tail]])
    for where, args in zip(("simulator", "POCL"), both(
            kernel, lambda: [x.copy(), y.copy(), np.zeros(3 * n, x.dtype),
                             np.zeros(4 * n, x.dtype)])):
        np.testing.assert_array_equal(bits(args[2], dtype), compt, err_msg=where)
        np.testing.assert_array_equal(bits(args[3], dtype), compc, err_msg=where)


def test_vcompc_mask_from_comparison(both):
    @S.prim_func
    def kernel(a: S.ptr("int16x16", "global"), out: S.ptr("int16x16", "global")):
        out[0] = S.vcompc(a[0], 7, a[0] > 0)

    a = np.arange(-8, 8, dtype="int16")
    want = np.concatenate([a[a > 0], np.full(16 - 7, 7, "int16")])
    check(both, kernel, lambda: [a.copy(), np.zeros(16, "int16")], 1, "int16", want)


# ----------------------------------------------------------------------------
# Masks (bool vectors): vconcat, vzip, vrevs, vsel, vbcast
# ----------------------------------------------------------------------------

@pytest.mark.parametrize("lanes", [8, 16, 32])
def test_mask_permutations(both, lanes):
    """Each permuted mask picks lanes of a or b with S.vsel, so the output shows it."""
    element = {8: "int32", 16: "int16", 32: "int8"}[lanes]
    n, n2 = lanes, 2 * lanes

    @S.prim_func
    def kernel(a: S.ptr(element, "global"), b: S.ptr(element, "global"),
               c: S.ptr(element, "global"), out: S.ptr(element, "global")):
        ma = a[0:n] > 0
        mb = b[0:n] > 0
        mc = c[0:n] > 0
        out[0:n] = S.vsel(a[0:n], b[0:n], S.vrevs(ma))
        out[n:3 * n] = S.vsel(a[0:n2], b[0:n2], S.vconcat((ma, mb)))
        out[3 * n:4 * n] = S.vsel(a[0:n], b[0:n], S.vconcat((ma, mb), "low"))
        out[4 * n:5 * n] = S.vsel(a[0:n], b[0:n], S.vconcat([ma, mb], "odd"))
        out[5 * n:7 * n] = S.vsel(a[0:n2], b[0:n2], S.vzip(ma, mb))
        out[7 * n:8 * n] = S.vsel(a[0:n], b[0:n], S.vzip(ma, mb, "high"))
        out[8 * n:9 * n] = S.vsel(a[0:n], b[0:n], S.vzip(ma, True, "even"))
        out[9 * n:10 * n] = S.vsel(a[0:n], b[0:n], S.vsel(ma, mb, mc))
        out[10 * n:11 * n] = S.vsel(a[0:n], b[0:n], S.vsel(ma, False, mc))
        out[11 * n:12 * n] = S.vsel(a[0:n], b[0:n], S.vbcast(a[1] > 0, lanes=n))
        out[12 * n:14 * n] = S.vsel(a[0:n2], b[0:n2], S.vbcast(b[1] > 0, lanes=n2))

    rng = np.random.default_rng(lanes)
    a, b, c = (rng.integers(-100, 100, n2).astype(element) for _ in range(3))
    a[1], b[1] = 5, -5
    ma, mb, mc = a[:n] > 0, b[:n] > 0, c[:n] > 0

    def pick(mask, width):
        return np.where(mask, a[:width], b[:width])

    want = np.concatenate([
        pick(ma[::-1], n),
        pick(np.concatenate([ma, mb]), n2),
        pick(np.concatenate([ma[:n // 2], mb[:n // 2]]), n),
        pick(np.concatenate([ma[1::2], mb[1::2]]), n),
        pick(zip_oracle(ma, mb, "all"), n2),
        pick(zip_oracle(ma, mb, "high"), n),
        pick(zip_oracle(ma, np.ones(n, bool), "even"), n),
        pick(np.where(mc, ma, mb), n),
        pick(np.where(mc, ma, False), n),
        pick(np.full(n, a[1] > 0), n),
        pick(np.full(n2, b[1] > 0), n2)])
    both.check(kernel, lambda: [a.copy(), b.copy(), c.copy(), np.zeros(14 * n, element)], 3,
               want)


@pytest.mark.parametrize("dtype", ["int8", "uint16", "float32", "bfloat16"])
def test_vbcast_mask_and_lanes(both, dtype):
    """Active lanes hold x; lanes upstream leaves undefined are not compared."""
    n = native(dtype)

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        out[0:n] = S.vbcast(a[3], mask="3T5F")
        out[n:n + 20] = S.vbcast(a[2], lanes=20)
        out[n + 20:n + 20 + 2 * n] = S.vbcast(a[1], lanes=2 * n)

    a = random_arg(dtype, n, 19)
    b = bits(a, dtype)
    active = np.zeros(n, bool)
    active[:3] = True
    for where, args in zip(("simulator", "POCL"), both(
            kernel, lambda: [a.copy(), np.zeros(3 * n + 20, a.dtype)])):
        got = bits(args[1], dtype)
        np.testing.assert_array_equal(got[:n][active], np.full(3, b[3]), err_msg=where)
        np.testing.assert_array_equal(got[n:n + 20], np.full(20, b[2]), err_msg=where)
        np.testing.assert_array_equal(got[n + 20:], np.full(2 * n, b[1]), err_msg=where)


# ----------------------------------------------------------------------------
# Refusals: upstream's messages, located in this file
# ----------------------------------------------------------------------------

def first_line(prim_func):
    return prim_func.py_func.__code__.co_firstlineno + 1


@S.prim_func
def concat_one(a: S.ptr("int32x8", "global")):
    a[1] = S.vconcat((a[0],))


@S.prim_func
def concat_part(a: S.ptr("int32x8", "global")):
    a[1] = S.vconcat((a[0], a[0]), "ll")


@S.prim_func
def concat_flexible(a: S.ptr("int32", "global")):
    a[0:6] = S.vconcat((a[0:3], a[3:6]))


@S.prim_func
def concat_mismatch(a: S.ptr("int32x8", "global"), b: S.ptr("float32x8", "global")):
    a[1] = S.vconcat((a[0], b[0]), "low")


@S.prim_func
def concat_sign(a: S.ptr("int32x8", "global"), b: S.ptr("uint32x8", "global")):
    a[1] = S.vconcat((a[0], b[0]), "low")


@S.prim_func
def split_native(a: S.ptr("int32x8", "global")):
    x = S.vsplit(a[0])


@S.prim_func
def split_flexible(a: S.ptr("int32", "global")):
    x, y = S.vsplit(a[0:12])


@S.prim_func
def split_scalar(a: S.ptr("int32", "global")):
    x, y = S.vsplit(a[0])


@S.prim_func
def zip_half_flexible(a: S.ptr("int32", "global")):
    a[0:3] = S.vzip(a[0:3], a[3:6], "low")


@S.prim_func
def zip_all_scalars(a: S.ptr("int32", "global")):
    a[0] = S.vzip(a[0], a[1])


@S.prim_func
def revs_scalar(a: S.ptr("int32", "global")):
    a[0] = S.vrevs(a[0])


@S.prim_func
def revs_flexible(a: S.ptr("int32", "global")):
    a[0:5] = S.vrevs(a[0:5])


@S.prim_func
def sldl_runtime(a: S.ptr("int32x8", "global"), s: S.i32):
    a[1] = S.vsldl(a[0], a[0], s)


@S.prim_func
def sldl_range(a: S.ptr("int32x8", "global")):
    a[1] = S.vsldl(a[0], a[0], 8)


@S.prim_func
def shfl_float_shift(a: S.ptr("int32x8", "global")):
    a[1] = S.vshfl(a[0], 1.5)


@S.prim_func
def shfl_runtime_wide(a: S.ptr("int32", "global"), s: S.i32):
    a[0:16] = S.vshfl(a[0:16], s)


@S.prim_func
def shfl_range(a: S.ptr("int32", "global")):
    a[0:16] = S.vshfl(a[0:16], 16)


@S.prim_func
def replic_runtime_wide(a: S.ptr("int32", "global"), s: S.i32):
    a[0:16] = S.vreplic(a[0:16], s)


@S.prim_func
def replic_float_index(a: S.ptr("int32x8", "global")):
    a[1] = S.vreplic(a[0], 1.0)


@S.prim_func
def replic_range(a: S.ptr("int32x8", "global")):
    a[1] = S.vreplic(a[0], 8)


@S.prim_func
def tbl_not_tuple(a: S.ptr("int32x8", "global")):
    a[1] = S.vtbl(a[0], a[0])


@S.prim_func
def tbl_five(a: S.ptr("int32x8", "global")):
    a[1] = S.vtbl((a[0], a[0], a[0], a[0], a[0]), a[0])


@S.prim_func
def tbl_scalar_indices(a: S.ptr("int32x8", "global")):
    a[1] = S.vtbl((a[0], a[0]), 3)


@S.prim_func
def tbl_float_indices(a: S.ptr("int32x8", "global"), b: S.ptr("float32x8", "global")):
    a[1] = S.vtbl((a[0], a[0]), b[0])


@S.prim_func
def tbl_bits(a: S.ptr("int32x8", "global"), b: S.ptr("int16x16", "global")):
    a[1] = S.vtbl((a[0], a[0]), b[0])


@S.prim_func
def tbl_wide(a: S.ptr("int32", "global")):
    a[0:16] = S.vtbl((a[0:16], a[0:16]), a[0:16])


@S.prim_func
def compt_wide(a: S.ptr("int32", "global")):
    a[0:16] = S.vcompt(a[0:16], "4T")


@S.prim_func
def compt_scalar(a: S.ptr("int32", "global")):
    a[0] = S.vcompt(a[0], "4T")


@S.prim_func
def compc_mismatch(a: S.ptr("int32x8", "global"), b: S.ptr("int16x16", "global")):
    a[1] = S.vcompc(a[0], b[0], "4T")


@S.prim_func
def vbcast_literal(a: S.ptr("int32x8", "global")):
    a[1] = S.vbcast(3)


@S.prim_func
def vbcast_bool_mask(a: S.ptr("int32x8", "global")):
    a[1] = S.vsel(a[0], 0, S.vbcast(a[0][0] > 0, mask="4T", lanes=8))


@S.prim_func
def vbcast_bool_no_lanes(a: S.ptr("int32x8", "global")):
    a[1] = S.vsel(a[0], 0, S.vbcast(a[0][0] > 0))


@S.prim_func
def vbcast_lanes(a: S.ptr("int32x8", "global")):
    a[1] = S.vbcast(a[0][0], lanes=1)


@S.prim_func
def vsel_mask_vector(a: S.ptr("int32x8", "global")):
    a[1] = S.vsel(a[0] > 0, a[0], "4T")


@pytest.mark.parametrize("kernel, line, message", [
    (concat_one, 1, 'The arg "inps" expect one of (tuple, list) and len(inps) > 1'),
    (concat_part, 1, 'The arg "part" expect one of (\'all\', \'low\', \'high\', \'even\', '
                     '\'odd\'), but got: "ll".'),
    (concat_flexible, 1, 'This API does not support the feature Flexible Width Vector, but '
                         'got: "int32x3".'),
    (concat_mismatch, 1, 'Argument type mismatch: 0-th: "int32x8" vs. 1-th: "float32x8".'),
    (concat_sign, 1, 'The sign of operands is different'),
    (split_native, 1, "Redundant useless call."),
    (split_flexible, 1, 'This API does not support the feature Flexible Width Vector, but '
                        'got: "int32x12".'),
    (split_scalar, 1, "The 1st arg expect a vector."),
    (zip_half_flexible, 1, 'This API does not support the feature Flexible Width Vector, '
                           'but got: "int32x3".'),
    (zip_all_scalars, 1, "All arguments are scalar."),
    (revs_scalar, 1, "The 1st arg expect a vector or a mask."),
    (revs_flexible, 1, 'This API does not support the feature Flexible Width Vector'),
    (sldl_runtime, 1, 'The arg "shift" expect a constant integer scalar.'),
    (sldl_range, 1, 'The arg "shift" expect in range [0, 8), but got: "8".'),
    (shfl_float_shift, 1, 'The arg "shift" expects an integer scalar.'),
    (shfl_runtime_wide, 1, 'This API expect hardware native vector types, but got: '
                           '"int32x16".'),
    (shfl_range, 1, 'The arg "shift" expect in range [0, 16), but got: "16".'),
    (replic_runtime_wide, 1, 'The arg "index" expects an integer constant value.'),
    (replic_float_index, 1, 'The arg "index" expects an integer scalar.'),
    (replic_range, 1, 'The arg "index" expect in range [0, 8), but got: "8".'),
    (tbl_not_tuple, 1, 'The arg "table" expect a tuple or list.'),
    (tbl_five, 1, 'The length of the arg "table" expect in range [2, 4], but got: "5".'),
    (tbl_scalar_indices, 1, 'The arg "indices" expect a vector.'),
    (tbl_float_indices, 1, 'The arg "indices" expects an integer vector.'),
    (tbl_bits, 1, 'The bits mismatch: "table": "int32x8" vs. "indices": "int16x16".'),
    (tbl_wide, 1, 'This API expect hardware native vector types, but got: "int32x16".'),
    (compt_wide, 1, 'This API expect hardware native vector types, but got: "int32x16".'),
    (compt_scalar, 1, "The 1st arg expect a vector."),
    (compc_mismatch, 1, 'Argument type mismatch: 0-th: "int32x8" vs. 1-th: "int16x16".'),
    (vbcast_literal, 1, "The 1st arg expect a scalar that contain type information."),
    (vbcast_bool_mask, 1, 'The arg "mask" can not supported when broadcasting a boolean.'),
    (vbcast_bool_no_lanes, 1, 'The arg "lanes" must be provided when broadcasting a boolean.'),
    (vbcast_lanes, 1, 'The arg "lanes" expect > 1, but got: "1".'),
    (vsel_mask_vector, 1, 'The args "x" and "y" of "S.vsel" expect the same dtype'),
])
def test_refusals(kernel, line, message):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    text = str(info.value)
    assert message in text
    assert f"{__file__}:{first_line(kernel) + line}:" in text
