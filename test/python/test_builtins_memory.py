"""Memory II on both paths (the simulator and the OpenCL C on POCL) against NumPy:
S.vload / S.vstore with `stride` and masks, S.vload_gather / S.vstore_scatter with
repeated and masked indices, S.dma_memset of every dtype and scope,
S.dma_transpose2d and S.dma_upsample of odd shapes between every allowed pair of
scopes, S.flush_cache; native, flexible and multiple widths; upstream's refusals
as located errors."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, CompassRuntimeError, script as S
from compass.dtypes import DataType, hw_native_vdtype
from conftest import load_module

DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "float32",
          "bfloat16"]
BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32}


def native_lanes(dtype):
    return hw_native_vdtype(dtype).lanes


def bits(array):
    """The bit patterns of an array (compared instead of values: NaNs and
    bfloat16 included)."""
    return np.asarray(array).view(BITS[np.asarray(array).dtype.itemsize])


def random_array(dtype, n, seed):
    """`n` elements of `dtype` with random bit patterns (finite floats)."""
    rng = np.random.default_rng(seed)
    size = DataType(dtype).bits // 8
    raw = rng.integers(0, 2 ** (8 * size), n, dtype=np.uint64).astype(BITS[size])
    if dtype in ("float16", "bfloat16", "float32"):
        # Clear the top exponent bit: no infinities or NaNs (moves are bit
        # exact anyway, this keeps the NumPy side simple).
        top = {2: 0x4000, 4: 0x40000000}[size]
        raw &= ~np.asarray(top, raw.dtype)
    out = np.zeros(n, DataType(dtype).numpy_dtype)
    out.view(BITS[size])[:] = raw
    return out


def run_both(kernel, make_args):
    """Both paths on fresh arguments: (simulator args, POCL args)."""
    ex = BuildManager().build(kernel)
    sim_args, cl_args = make_args(), make_args()
    kernel(*sim_args)
    ex(*cl_args)
    return sim_args, cl_args


def check_both(kernel, make_args, index, expected):
    for where, args in zip(("simulator", "POCL"), run_both(kernel, make_args)):
        np.testing.assert_array_equal(bits(args[index]), bits(expected),
                                      err_msg=f"{where} differs from NumPy")


def build_error(kernel):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    return str(info.value)


# -----------------------------------------------------------------------------
# S.vload / S.vstore with stride
# -----------------------------------------------------------------------------

def _widths(dtype):
    n = native_lanes(dtype)
    return {"native": n, "flexible": n // 2 + 3, "multiple": 2 * n}


def _mask(lanes, seed):
    rng = np.random.default_rng(seed)
    mask = rng.random(lanes) < 0.6
    mask[0] = True
    mask[-1] = False
    return mask


@pytest.mark.parametrize("width", ["native", "flexible", "multiple"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_strided_load_and_store(tmp_path, dtype, width):
    """out[0:L] = vload(a + 1, stride=3, mask=lm) (inactive lanes 0), then the
    same vector stored with stride 2 under another mask at out + L; a computed
    stride does the same."""
    lanes = _widths(dtype)[width]
    lm, sm = _mask(lanes, 1), _mask(lanes, 2)
    text = f"""
from compass import script as S

LM = {lm.tolist()!r}
SM = {sm.tolist()!r}


@S.prim_func
def kernel(a: S.ptr("{dtype}", "global"), out: S.ptr("{dtype}", "global"), s: S.i32):
    if S.get_local_id() == 0:
        v = S.vload(a + 1, mask=LM, lanes={lanes}, stride=3)
        S.vstore(v, out)
        S.vstore(v, out + {lanes}, mask=SM, stride=2)
        w = S.vload(a, lanes={lanes}, stride=s)
        S.vstore(w, out + {4 * lanes}, stride=s - 1, mask=SM)
"""
    kernel = load_module(tmp_path, f"stride_{dtype}_{width}", text).kernel
    a = random_array(dtype, 4 * lanes + 8, 7)
    out0 = random_array(dtype, 8 * lanes, 8)
    want = out0.copy()
    v = np.zeros(lanes, a.dtype)
    v[lm] = a[1 + 3 * np.arange(lanes)][lm]
    want[:lanes] = v
    for i in range(lanes):
        if sm[i]:
            want[lanes + 2 * i] = v[i]
    w = a[4 * np.arange(lanes) // 2]  # stride s = 2 elements
    for i in range(lanes):
        if sm[i]:
            want[4 * lanes + i] = w[i]  # stride s - 1 = 1
    check_both(kernel, lambda: [a.copy(), out0.copy(), 2], 1, want)


def test_stride_scopes_and_vector_pointer(both):
    """Strided accesses to lsram, shared and private buffers and through a
    vector pointer (stride in elements)."""
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), out: S.ptr("int16", "global")):
        lsram = S.alloc(64, "int16", "lsram")
        shared = S.alloc(64 * 4, "int16", "shared")
        private = S.alloc(64, "int16", "private")
        tid = S.get_local_id()
        S.dma_copy(lsram, a, 64)
        v = S.vload(lsram, stride=4)  # lanes 0, 4, … 60
        S.vstore(v, shared + tid * 64, stride=2)
        S.vstore(v, private, stride=3, mask="8T8F")
        w = S.vload(shared + tid * 64, stride=2, mask="T15F")
        x = S.vload(private + 3, stride=3, mask="15T1F")
        S.vstore(w + x, out + tid * 16)

    a = np.arange(64, dtype=np.int16) * 3 - 40
    v = a[0:64:4]
    w = np.zeros(16, np.int16)
    w[0] = v[0]
    x = np.zeros(16, np.int16)
    x[:7] = v[1:8]  # private[3 + 3i] = v[1 + i] for i < 7
    ok = np.zeros(64, bool)  # lanes 7 … 15 add uninitialized private memory
    for t in range(4):
        ok[t * 16:t * 16 + 7] = True
    both.check(kernel, lambda: [a.copy(), np.zeros(64, np.int16)], 1,
               np.tile(w + x, 4), lanes=ok)


def test_stride_checks_see_exactly_the_active_lanes():
    """A strided access is checked lane by lane: a masked-off lane beyond the
    buffer is no error, an active one is (simulator and checked POCL), and
    the uninitialized check looks at the strided lanes only."""
    @S.prim_func
    def inside(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        v = S.vload(a, stride=5, mask="4T4F")  # lanes 4.. would be beyond 20 elements
        S.vstore(v, out, stride=3, mask="3T5F")

    a = np.arange(20, dtype=np.int32)
    out = np.zeros(8, np.int32)
    inside(a, out)
    np.testing.assert_array_equal(out[[0, 3, 6]], [0, 5, 10])
    out2 = np.zeros(8, np.int32)
    BuildManager().build(inside)(a, out2)
    np.testing.assert_array_equal(out2, out)

    @S.prim_func
    def beyond(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
        v = S.vload(a, stride=5, mask="5T3F")
        S.vstore(v, out)

    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        beyond(a, np.zeros(8, np.int32))
    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        BuildManager().build(beyond)(a, np.zeros(8, np.int32))

    @S.prim_func
    def uninitialized(out: S.ptr("int32", "global")):
        buf = S.alloc(32, "int32", "private")
        buf[1] = 5  # not a lane of the strided load below
        S.vstore(S.vload(buf, stride=4), out)

    with pytest.raises(CompassRuntimeError, match="uninitialized"):
        uninitialized(np.zeros(8, np.int32))


def test_stride_below_one_is_refused():
    @S.prim_func
    def literal(a: S.ptr("int32", "global")):
        S.vstore(S.vload(a, stride=0), a)

    assert 'The arg "stride" expect >= 1, but got: "0".' in build_error(literal)

    @S.prim_func
    def computed(a: S.ptr("int32", "global"), s: S.i32):
        S.vstore(S.vload(a, stride=s), a)

    with pytest.raises(CompassRuntimeError, match='The arg "stride" expect >= 1, but got: "-1".'):
        computed(np.zeros(64, np.int32), -1)

    @S.prim_func
    def not_integer(a: S.ptr("int32", "global")):
        S.vstore(S.vload(a, stride=1.5), a)

    message = build_error(not_integer)
    assert 'The arg "stride" expect an integer scalar.' in message
    assert "test_builtins_memory.py:" in message  # located


# -----------------------------------------------------------------------------
# S.vload_gather / S.vstore_scatter
# -----------------------------------------------------------------------------

# Each dtype and width once, the index dtypes taking turns.
GATHER_CASES = [(dtype, width, ("uint16", "int16")[(d + w) % 2])
                for d, dtype in enumerate(DTYPES)
                for w, width in enumerate(["native", "flexible", "multiple"])]


@pytest.mark.parametrize("dtype,width,idx_dtype", GATHER_CASES)
def test_gather_scatter(tmp_path, dtype, width, idx_dtype):
    """out[0:L] = gather(a, idx, mask) with repeated indices (inactive lanes 0);
    scatter of v at out + L with repeated indices under a mask: the last
    active lane of an index stays. int16 indices from a pointer into the
    middle of the array may be negative."""
    lanes = _widths(dtype)[width]
    gm, sm = _mask(lanes, 3), _mask(lanes, 4)
    text = f"""
from compass import script as S

GM = {gm.tolist()!r}
SM = {sm.tolist()!r}


@S.prim_func
def kernel(a: S.ptr("{dtype}", "global"), idx: S.ptr("{idx_dtype}", "global"),
           out: S.ptr("{dtype}", "global")):
    if S.get_local_id() == 0:
        i = S.vload(idx, lanes={lanes})
        g = S.vload_gather(a + 40, i, mask=GM)
        S.vstore(g, out)
        S.vstore_scatter(S.vload(a, lanes={lanes}), out + {lanes} + 40, i, SM)
"""
    kernel = load_module(tmp_path, f"gather_{dtype}_{width}_{idx_dtype}", text).kernel
    rng = np.random.default_rng(5)
    low = -40 if idx_dtype == "int16" else 0
    idx = rng.integers(low, 40, lanes).astype(idx_dtype)
    idx[lanes // 2:] = idx[:lanes - lanes // 2]  # every index repeated
    a = random_array(dtype, 80 + lanes, 9)
    out0 = random_array(dtype, lanes + 80, 10)
    want = out0.copy()
    g = np.zeros(lanes, a.dtype)
    g[gm] = a[40 + idx.astype(np.int64)][gm]
    want[:lanes] = g
    for i in range(lanes):  # lane order: the last active lane wins
        if sm[i]:
            want[lanes + 40 + int(idx[i])] = a[i]
    check_both(kernel, lambda: [a.copy(), idx.copy(), out0.copy()], 2, want)


def test_gather_scatter_scopes_and_runtime_mask(both):
    """Gathers from lsram and shared, scatters to private, with a comparison
    mask and a tail mask."""
    @S.prim_func
    def kernel(a: S.ptr("float32", "global"), idx: S.ptr("uint16", "global"),
               out: S.ptr("float32", "global"), n: S.i32):
        lsram = S.alloc(32, "float32", "lsram")
        shared = S.alloc(32, "float32", "shared")
        private = S.alloc(32, "float32", "private")
        tid = S.get_local_id()
        S.dma_copy(lsram, a, 32)
        if tid == 0:
            S.dma_copy(shared, a, 32)
        S.barrier()
        i = S.vload(idx, lanes=8)
        x = S.vload_gather(lsram, i, mask=S.tail_mask(n, 8))
        y = S.vload_gather(shared, i, mask=x > 0)
        S.dma_memset(private, 0.0, 32)
        S.vstore_scatter(x + y, private, i)
        S.dma_copy(out + tid * 32, private, 32)

    rng = np.random.default_rng(11)
    a = rng.normal(0, 2, 32).astype(np.float32)
    idx = rng.permutation(32)[:8].astype(np.uint16)
    x = np.where(np.arange(8) < 5, a[idx], 0).astype(np.float32)
    y = np.where(x > 0, a[idx], 0).astype(np.float32)
    row = np.zeros(32, np.float32)
    row[idx] = x + y
    both.check(kernel, lambda: [a.copy(), idx.copy(), np.zeros(128, np.float32), 5], 2,
               np.tile(row, 4))


@pytest.mark.parametrize("dtype", ["int8", "float16", "bfloat16", "uint32"])
def test_gather_from_a_constant_table(both, dtype):
    """S.alloc_const tables are __constant arrays in the C: gathers read them (with a mask),
    for byte, half, bfloat16 and word lanes."""
    lanes = hw_native_vdtype(dtype).lanes
    table = (np.arange(64) * 3 % 61).astype(dtype)
    idx = np.random.default_rng(5).integers(0, 64, lanes).astype(np.uint16)

    @S.prim_func
    def kernel(idx_in: S.ptr("uint16", "global"), out: S.ptr(dtype, "global"), n: S.i32):
        consts = S.alloc_const((64,), dtype, table)
        i = S.vload(idx_in, lanes=lanes)
        S.vstore(S.vload_gather(consts, i, mask=S.tail_mask(n, lanes)), out)

    want = table[idx].copy()
    want[lanes - 3:] = 0
    both.check(kernel, lambda: [idx.copy(), np.zeros(lanes, dtype), lanes - 3], 1, want)


def test_gather_checks_see_exactly_the_active_lanes():
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), idx: S.ptr("int16", "global"),
               out: S.ptr("int16", "global")):
        i = S.vload(idx)
        S.vstore(S.vload_gather(a, i, mask="T15F"), out)
        S.vstore_scatter(S.vload(a), out, i, mask="T15F")

    a = np.arange(16, dtype=np.int16)
    idx = np.full(16, 1000, np.int16)
    idx[0] = 3
    out = np.zeros(16, np.int16)
    kernel(a, idx, out)  # the inactive lanes' index 1000 is never checked
    assert out[0] == 3 and out[3] == 0
    out2 = np.zeros(16, np.int16)
    BuildManager().build(kernel)(a, idx, out2)
    np.testing.assert_array_equal(out2, out)
    idx[5] = -1
    bad = idx.copy()

    @S.prim_func
    def active(a: S.ptr("int16", "global"), idx: S.ptr("int16", "global"),
               out: S.ptr("int16", "global")):
        S.vstore_scatter(S.vload(a), out, S.vload(idx), mask="6T10F")

    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        active(a, bad, np.zeros(16, np.int16))
    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        BuildManager().build(active)(a, bad, np.zeros(16, np.int16))


def test_gather_scatter_refusals():
    @S.prim_func
    def wide(a: S.ptr("int32", "global"), idx: S.ptr("int32", "global")):
        S.vstore(S.vload_gather(a, S.vload(idx)), a)

    assert ('The arg "indices" expect a 16-bit integer vector, but got: "int32x8".'
            in build_error(wide))

    @S.prim_func
    def scalar(a: S.ptr("int32", "global")):
        S.vstore(S.vload_gather(a, 3), a)

    assert 'The arg "indices" expect a vector.' in build_error(scalar)

    @S.prim_func
    def lanes(a: S.ptr("int32", "global"), idx: S.ptr("uint16", "global")):
        S.vstore_scatter(S.vload(a), a, S.vload(idx))

    assert ('The lanes mismatch: "value": "int32x8" vs. "indices": "uint16x16".'
            in build_error(lanes))

    @S.prim_func
    def element(a: S.ptr("int32", "global"), b: S.ptr("float32", "global"),
                idx: S.ptr("uint16", "global")):
        S.vstore_scatter(S.vload(a), b, S.vload(idx, lanes=8))

    message = build_error(element)
    assert 'The element type mismatch: "value": "int32x8" vs. "ptr": "float32*".' in message
    assert "test_builtins_memory.py:" in message


# -----------------------------------------------------------------------------
# S.dma_memset
# -----------------------------------------------------------------------------

MEMSET_VALUES = {"int8": -7, "uint8": 200, "int16": -30000, "uint16": 65535,
                 "int32": -2 ** 31, "uint32": 2 ** 32 - 1, "float16": -1.5,
                 "float32": 3.25e-3, "bfloat16": 2.5}


# Every dtype in global memory and in one of the other scopes, in turn.
MEMSET_CASES = ([(dtype, "global") for dtype in DTYPES]
                + [(dtype, ("lsram", "shared", "private")[d % 3])
                   for d, dtype in enumerate(DTYPES)])


@pytest.mark.parametrize("dtype,scope", MEMSET_CASES)
def test_memset_every_dtype_and_scope(tmp_path, dtype, scope):
    """13 elements from element 2 set to a corner value (a literal), then 5
    more to a computed value; the rest of the buffer keeps its data."""
    value = MEMSET_VALUES[dtype]
    stage = (f"    buf = S.alloc(24 * 4, '{dtype}', 'shared') + tid * 24\n" if scope == "shared"
             else f"    buf = S.alloc(24, '{dtype}', '{scope}')\n")
    text = f"""
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("{dtype}", "global"), out: S.ptr("{dtype}", "global"),
           x: S.{DataType(dtype).element if dtype != "bfloat16" else "bf16"}, n: S.i32):
    tid = S.get_local_id()
""" + ("    buf = out + tid * 24\n    S.dma_copy(buf, a, 24)\n" if scope == "global" else
       stage + "    S.dma_copy(buf, a, 24)\n") + f"""
    S.dma_memset(buf + 2, {value!r}, 13)
    S.dma_memset(buf + 17, x, n)
""" + ("" if scope == "global" else "    S.dma_copy(out + tid * 24, buf, 24)\n")
    kernel = load_module(tmp_path, f"memset_{dtype}_{scope}", text).kernel
    a = random_array(dtype, 24, 12)
    fill = np.zeros(1, a.dtype)
    if dtype == "bfloat16":
        fill.view(np.uint16)[0] = 0x4020  # 2.5
        x = np.zeros(1, a.dtype)
        x.view(np.uint16)[0] = 0xC0A0  # -5.0
        x_arg = -5.0
    else:
        fill[0] = value
        x = np.asarray([-5 if DataType(dtype).is_int or dtype.startswith("float") else 5],
                       a.dtype)
        x_arg = x[0].item()
    row = a.copy()
    row[2:15] = fill[0]
    row[17:22] = x[0]
    want = np.tile(row, 4)
    check_both(kernel, lambda: [a.copy(), np.zeros(96, a.dtype), x_arg, 5], 1, want)


def test_memset_refusals():
    @S.prim_func
    def scope(a: S.ptr("int8", "global.1")):
        S.dma_memset(a, 0, 8)

    assert 'Dose not support set value on scope "global.1".' in build_error(scope)

    @S.prim_func
    def out_of_range(a: S.ptr("int8", "global")):
        S.dma_memset(a, 300, 8)

    message = build_error(out_of_range)
    assert 'value "300" out of range "int8".' in message
    assert "test_builtins_memory.py:" in message

    @S.prim_func
    def negative(a: S.ptr("int8", "global"), n: S.i32):
        S.dma_memset(a, 1, n)

    with pytest.raises(CompassRuntimeError, match="num should >=0"):
        negative(np.zeros(8, np.int8), -1)
    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        negative(np.zeros(8, np.int8), 9)


# -----------------------------------------------------------------------------
# S.dma_transpose2d
# -----------------------------------------------------------------------------

TRANSPOSE_PAIRS = [("global", "lsram"), ("lsram", "global"), ("global", "shared"),
                   ("shared", "global"), ("global", "global"), ("private", "global"),
                   ("global", "private")]


def _transpose(src, row, col, src_stride, dst_stride, out):
    out = out.copy()
    for i in range(row):
        for j in range(col):
            out[j * dst_stride + i] = src[i * src_stride + j]
    return out


# Every pair of scopes, the dtypes (each element size) taking turns.
TRANSPOSE_CASES = [(("int8", "uint16", "float32", "bfloat16")[k % 4], src, dst)
                   for k, (src, dst) in enumerate(TRANSPOSE_PAIRS)] + [("uint8", "lsram", "global")]


@pytest.mark.parametrize("dtype,src_scope,dst_scope", TRANSPOSE_CASES)
def test_transpose_odd_shapes(tmp_path, dtype, src_scope, dst_scope):
    """A 3 x 5 transpose with the default strides and a 5 x 3 one with strides
    7 (source) and 6 (destination), staged through the scopes."""
    def stage(name, scope, count, shift):
        if scope == "global":
            return f"    {name} = {shift}\n"
        if scope == "shared":
            return f"    {name} = S.alloc({count} * 4, '{dtype}', 'shared') + tid * {count}\n"
        return f"    {name} = S.alloc({count}, '{dtype}', '{scope}')\n"

    text = f"""
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("{dtype}", "global"), out: S.ptr("{dtype}", "global")):
    tid = S.get_local_id()
""" + stage("src", src_scope, 40, "a + tid * 40") + \
        ("" if src_scope == "global" else "    S.dma_copy(src, a + tid * 40, 40)\n") + \
        stage("dst", dst_scope, 48, "out + tid * 48") + \
        ("" if dst_scope == "global" else "    S.dma_copy(dst, out + tid * 48, 48)\n") + """
    S.dma_transpose2d(dst, src, 3, 5)
    S.dma_transpose2d(dst + 16, src + 4, 5, 3, dst_stride=6, src_stride=7)
""" + ("" if dst_scope == "global" else "    S.dma_copy(out + tid * 48, dst, 48)\n")
    kernel = load_module(tmp_path, f"transpose_{dtype}_{src_scope}_{dst_scope}", text).kernel
    a = random_array(dtype, 160, 13)
    out0 = random_array(dtype, 192, 14)
    want = out0.copy()
    for t in range(4):
        src = a[t * 40:(t + 1) * 40]
        row = want[t * 48:(t + 1) * 48]
        row = _transpose(src, 3, 5, 5, 3, row)
        row[16:] = _transpose(src[4:], 5, 3, 7, 6, row[16:])
        want[t * 48:(t + 1) * 48] = row
    check_both(kernel, lambda: [a.copy(), out0.copy()], 1, want)


def test_transpose_runtime_sizes_and_limits():
    @S.prim_func
    def kernel(a: S.ptr("int16", "global"), out: S.ptr("int16", "global"), r: S.i32, c: S.i32,
               s: S.i32):
        if S.get_local_id() == 0:
            S.dma_transpose2d(out, a, r, c, src_stride=s)

    a = np.arange(60, dtype=np.int16)
    out = np.zeros(60, np.int16)
    kernel(a, out, 4, 7, 9)
    np.testing.assert_array_equal(out, _transpose(a, 4, 7, 9, 4, np.zeros(60, np.int16)))
    out2 = np.zeros(60, np.int16)
    BuildManager().build(kernel)(a, out2, 4, 7, 9)
    np.testing.assert_array_equal(out2, out)
    with pytest.raises(CompassRuntimeError,
                       match="please check col\\*itemsize<=0xFFFF and col<=src_stride"):
        kernel(a, out, 4, 7, 6)
    with pytest.raises(CompassRuntimeError, match="row=-1 should >=0"):
        kernel(a, out, -1, 7, 9)

    @S.prim_func
    def types(a: S.ptr("int16", "global"), b: S.ptr("uint16", "lsram")):
        S.dma_transpose2d(b, a, 2, 2)

    message = build_error(types)
    assert "src and dst should of same dtype" in message
    assert "test_builtins_memory.py:" in message


# -----------------------------------------------------------------------------
# S.dma_upsample
# -----------------------------------------------------------------------------

def _upsample(src, h_scale, w_scale, c, w, src_c_stride, dst_c_stride, dst_w_stride, out):
    out = out.copy()
    for x in range(w):
        chunk = src[x * src_c_stride:x * src_c_stride + c]
        for a in range(h_scale):
            for b in range(w_scale):
                at = a * dst_w_stride * dst_c_stride + (x * w_scale + b) * dst_c_stride
                out[at:at + c] = chunk
    return out


UPSAMPLE_CASES = [("uint8", "global", "lsram"), ("int16", "global", "shared"),
                  ("float16", "lsram", "global"), ("int32", "shared", "global"),
                  ("float32", "global", "lsram")]


@pytest.mark.parametrize("dtype,src_scope,dst_scope", UPSAMPLE_CASES)
def test_upsample_odd_shapes(tmp_path, dtype, src_scope, dst_scope):
    """h_scale 2, w_scale 3 of a 3 x 2 slab with the default strides, then
    h_scale 3, w_scale 2, c 3, w 2 with strides 4 (source c), 5 (destination
    c) and 7 (destination w), as upstream's examples."""
    sram = src_scope if src_scope != "global" else dst_scope
    alloc = (f"S.alloc(100 * 4, '{dtype}', 'shared') + tid * 100" if sram == "shared"
             else f"S.alloc(100, '{dtype}', 'lsram')")
    if src_scope == "global":
        body = f"""
    dst = {alloc}
    S.dma_copy(dst, out + tid * 100, 100)
    S.dma_upsample(dst, a + tid * 16, 2, 3, 3, 2)
    S.dma_upsample(dst + 36, a + tid * 16 + 5, 2, 3, 3, 2, src_c_stride=4, dst_c_stride=5,
                   dst_w_stride=7)
    S.dma_copy(out + tid * 100, dst, 100)
"""
    else:
        body = f"""
    src = {alloc}
    S.dma_copy(src, a + tid * 16, 16)
    dst = out + tid * 100
    S.dma_upsample(dst, src, 2, 3, 3, 2)
    S.dma_upsample(dst + 36, src + 5, 2, 3, 3, 2, src_c_stride=4, dst_c_stride=5,
                   dst_w_stride=7)
"""
    text = f"""
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("{dtype}", "global"), out: S.ptr("{dtype}", "global")):
    tid = S.get_local_id()
""" + body
    kernel = load_module(tmp_path, f"upsample_{dtype}_{src_scope}_{dst_scope}", text).kernel
    a = random_array(dtype, 64, 15)
    out0 = random_array(dtype, 400, 16)
    want = out0.copy()
    for t in range(4):
        src = a[t * 16:(t + 1) * 16]
        row = want[t * 100:(t + 1) * 100]
        row = _upsample(src, 2, 3, 3, 2, 3, 3, 6, row)
        row[36:] = _upsample(src[5:], 2, 3, 3, 2, 4, 5, 7, row[36:])
        want[t * 100:(t + 1) * 100] = row
    check_both(kernel, lambda: [a.copy(), out0.copy()], 1, want)


def test_upsample_runtime_scale_and_refusals():
    @S.prim_func
    def kernel(a: S.ptr("int8", "global"), out: S.ptr("int8", "global"), hs: S.i32, ws: S.i32):
        buf = S.alloc(8, "int8", "lsram")
        S.dma_copy(buf, a, 8)
        if S.get_local_id() == 0:
            S.dma_upsample(out, buf, hs, ws, 2, 4)

    a = np.arange(8, dtype=np.int8)
    out = np.zeros(120, np.int8)
    kernel(a, out, 3, 5)
    want = _upsample(a, 3, 5, 2, 4, 2, 2, 20, np.zeros(120, np.int8))
    np.testing.assert_array_equal(out, want)
    out2 = np.zeros(120, np.int8)
    BuildManager().build(kernel)(a, out2, 3, 5)
    np.testing.assert_array_equal(out2, want)
    with pytest.raises(CompassRuntimeError,
                       match='"w_scale"\\(256\\) expect <= "max_w_scale"\\(255\\).'):
        kernel(a, np.zeros(256 * 8 * 2, np.int8), 1, 256)

    @S.prim_func
    def scopes(a: S.ptr("int8", "global"), b: S.ptr("int8", "global")):
        S.dma_upsample(b, a, 2, 2, 2, 2)

    message = build_error(scopes)
    assert "Only support upsample data between DDR(global) and SRAM(lsram, shared)." in message
    assert "test_builtins_memory.py:" in message

    @S.prim_func
    def types(a: S.ptr("int8", "global")):
        buf = S.alloc(8, "uint8", "lsram")
        S.dma_upsample(buf, a, 2, 2, 2, 2)

    assert ('Argument pointer type mismatch: 0-th: "uint8" vs. 1-th: "int8".'
            in build_error(types))

    @S.prim_func
    def strides(a: S.ptr("int8", "global")):
        buf = S.alloc(64, "int8", "lsram")
        S.dma_upsample(buf, a, 2, 2, 4, 2, src_c_stride=3)

    with pytest.raises(CompassRuntimeError, match='"src_c_stride"\\(3\\) expect >= "c"\\(4\\).'):
        strides(np.zeros(16, np.int8))


# -----------------------------------------------------------------------------
# S.flush_cache
# -----------------------------------------------------------------------------

def test_flush_cache(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global")):
        a[S.get_local_id()] = 3
        S.flush_cache()
        S.flush_cache(invalidate=False)

    both.check(kernel, lambda: [np.zeros(4, np.int32)], 0, np.full(4, 3, np.int32))
