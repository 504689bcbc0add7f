"""Vectors at element-aligned addresses that are not vector-aligned (issue 29,
item 1), and at byte offsets between elements.

Upstream places vectors at any element (`(c + 7).as_ptr("i32x8")`,
`S.vload(inp0 + 6, lanes=9)`) and states no alignment rule; the simulator
reads the bytes wherever they are. C assumes a vector type's 32-byte
alignment, so a dereference printed as C's subscript made POCL fault and
took Python down. Here every access form — a vector pointer's `q[i]` and
`q[i] = v`, slices of scalar and vector pointers, S.vload / S.vstore plain,
masked and strided, gathers and scatters, flexible and multiple widths, DMA
— runs at every element offset 1 … lanes - 1, for every element type and
scope, in the simulator, as checked C (`ex(...)`) and as plain C
(`ex.benchmark(...)`), against NumPy; a byte offset that is not a whole
number of elements reads and writes the bytes there on every path. A batch
of such kernels runs in a child process, which must exit cleanly."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import compass
from compass import BuildManager, script as S
from compass.dtypes import DataType, hw_native_vdtype
from conftest import DMA_SCOPE_PAIRS, load_module

DTYPES = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "bfloat16",
          "float32"]
BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32}


def lanes_of(dtype):
    return hw_native_vdtype(dtype).lanes


def random_data(dtype, n, seed):
    """`n` elements of `dtype` with random bits; floats keep the top exponent bit
    clear (finite: moves compare bit for bit)."""
    size = DataType(dtype).bits // 8
    raw = np.random.default_rng(seed).integers(0, 2 ** (8 * size), n, dtype=np.uint64)
    raw = raw.astype(BITS[size])
    if dtype in ("float16", "bfloat16", "float32"):
        raw &= ~np.asarray({2: 0x4000, 4: 0x40000000}[size], raw.dtype)
    return raw.view(DataType(dtype).numpy_dtype)


def bits(array):
    array = np.asarray(array)
    return array.view(BITS[array.dtype.itemsize])


def run_all_paths(kernel, make_args):
    """{path: arguments after the run} for the simulator, the checked C
    (`ex(...)`) and the plain C (`ex.benchmark(...)`), each on fresh
    arguments from `make_args()`."""
    ex = BuildManager().build(kernel)
    runs = {"simulator": kernel, "POCL checked": ex,
            "POCL plain": lambda *args: ex.benchmark(*args, repeat=1, number=1)}
    results = {}
    for path, run in runs.items():
        args = make_args()
        run(*args)
        results[path] = args
    return results


# -----------------------------------------------------------------------------
# Every access form at every element offset, per element type and scope
# -----------------------------------------------------------------------------

# The forms, in the order of their regions in the output. Each writes, at
# element offset `off` of its region, what it read at offset `off` of the
# source (`want` gives the positions of the region it sets).
FORMS = {
    # q = (src + off).as_ptr("<T>x<n>"): d[0] = q[0]; d[1] = q[1]
    "vector pointer q[i]": lambda n, off: np.arange(2 * n),
    # d[0:n + 3] = s[0:n + 3] of scalar pointers (a native and a flexible vector)
    "scalar pointer slice": lambda n, off: np.arange(n + 3),
    # d[0:2] = q[0:2] of vector pointers: two vectors, lane after lane
    "vector pointer slice": lambda n, off: np.arange(2 * n),
    # S.vload / S.vstore, native and then flexible (n // 2 + 3 lanes)
    "S.vload / S.vstore": lambda n, off: np.arange(n + n // 2 + 3),
    # masked by S.tail_mask(off, n): the first `off` lanes
    "masked S.vload / S.vstore": lambda n, off: np.arange(off),
    # stride 2: lanes 2i
    "strided S.vload / S.vstore": lambda n, off: 2 * np.arange(n),
    # S.vload_gather / S.vstore_scatter with a permutation of the lanes
    "gather / scatter": lambda n, off: np.arange(n),
    # the flexible vector type <T>x<n // 2 + 1>: d[0] = q[0]; d[1] = q[1]
    "flexible vector pointer": lambda n, off: np.arange(2 * (n // 2 + 1)),
    # the multiple-width vector type <T>x<2n>: d[0] = q[0]
    "multiple-width vector pointer": lambda n, off: np.arange(2 * n),
}
# A constant table is only read: its destination is global memory.
FORM_BODY = """
        for off in range(1, {n}):
            ps = {src} + off
            pd = {dst} + (off * {forms}) * {region} + off
            q = ps.as_ptr("{dtype}x{n}")
            d = pd.as_ptr("{dtype}x{n}")
            d[0] = q[0]
            d[1] = q[1]
            pd = pd + {region}
            pd[0:{n} + 3] = ps[0:{n} + 3]
            pd = pd + {region}
            d = pd.as_ptr("{dtype}x{n}")
            d[0:2] = q[0:2]
            pd = pd + {region}
            S.vstore(S.vload(ps, lanes={n}), pd)
            S.vstore(S.vload(ps + {n}, lanes={flexible}), pd + {n})
            pd = pd + {region}
            m = S.tail_mask(off, {n})
            S.vstore(S.vload(ps, mask=m), pd, mask=m)
            pd = pd + {region}
            S.vstore(S.vload(ps, stride=2), pd, stride=2)
            pd = pd + {region}
            i = S.vload(idx, lanes={n})
            S.vstore_scatter(S.vload_gather(ps, i), pd, i)
            pd = pd + {region}
            qf = ps.as_ptr("{dtype}x{half}")
            df = pd.as_ptr("{dtype}x{half}")
            df[0] = qf[0]
            df[1] = qf[1]
            pd = pd + {region}
            qm = ps.as_ptr("{dtype}x{double}")
            dm = pd.as_ptr("{dtype}x{double}")
            dm[0] = qm[0]
"""


def forms_kernel(tmp_path, dtype, scope, table):
    """The kernel of every form at offsets 1 … n - 1 for `dtype` with source
    and destination in `scope` (a constant table as the source and global
    memory as the destination for "constant"). TEC 0 alone works, so shared
    memory sees no race. Written out as a module: its text depends on the
    scope."""
    n = lanes_of(dtype)
    region = 3 * n
    size = n * len(FORMS) * region
    lines = ["from compass import script as S", "", "TABLE = None", "", "",
             "@S.prim_func",
             f"def kernel(a: S.ptr('{dtype}', 'global'), idx: S.ptr('uint16', 'global'),",
             f"           out: S.ptr('{dtype}', 'global')):",
             "    if S.get_local_id() == 0:"]
    if scope == "global":
        lines += ["        src = a", "        dst = out"]
    elif scope == "constant":
        lines += [f"        src = S.alloc_const(({region},), '{dtype}', TABLE)",
                  "        dst = out"]
    else:
        lines += [f"        src = S.alloc({region}, '{dtype}', '{scope}')",
                  f"        dst = S.alloc({size}, '{dtype}', '{scope}')",
                  f"        for k in range({region}):",
                  "            src[k] = a[k]",
                  f"        for k in range({size}):",
                  "            dst[k] = out[k]"]
    lines.append(FORM_BODY.format(src="src", dst="dst", forms=len(FORMS), region=region,
                                  dtype=dtype, n=n, flexible=n // 2 + 3, half=n // 2 + 1,
                                  double=2 * n).strip("\n"))
    if scope not in ("global", "constant"):
        lines += [f"        for k in range({size}):", "            out[k] = dst[k]"]
    module = load_module(tmp_path, f"forms_{dtype}_{scope}", "\n".join(lines) + "\n")
    module.TABLE = table
    return module.kernel


# Every element type in global memory, and every other scope with one type
# of each lane width (every type in some other scope): dsl.h defines each
# builtin for all types in an address space by one macro, so a scope's
# overloads differ from global's only in the qualifier. (A kernel for all
# scopes at once compiles many times slower in checked mode than its parts.)
SCOPE_CASES = [(dtype, "global") for dtype in DTYPES] + [
    ("int8", "lsram"), ("float16", "lsram"), ("float32", "lsram"),
    ("uint8", "shared"), ("bfloat16", "shared"), ("int32", "shared"),
    ("int8", "private"), ("int16", "private"), ("uint32", "private"),
    ("uint8", "constant"), ("uint16", "constant"), ("float32", "constant")]


@pytest.mark.parametrize("dtype,scope", SCOPE_CASES)
def test_every_form_at_every_element_offset(tmp_path, dtype, scope):
    n = lanes_of(dtype)
    region = 3 * n
    a = random_data(dtype, region, 1)
    idx = np.random.default_rng(2).permutation(n).astype(np.uint16)
    out0 = random_data(dtype, n * len(FORMS) * region, 3)
    want = bits(out0).copy().reshape(n, len(FORMS), region)
    for off in range(1, n):
        for f, positions in enumerate(FORMS.values()):
            lanes = positions(n, off)
            want[off, f, off + lanes] = bits(a)[off + lanes]
    kernel = forms_kernel(tmp_path, dtype, scope, a.copy())
    results = run_all_paths(kernel, lambda: [a.copy(), idx.copy(), out0.copy()])
    for path, args in results.items():
        got = bits(args[2]).reshape(want.shape)
        for off in range(1, n):
            for f, form in enumerate(FORMS):
                np.testing.assert_array_equal(
                    got[off, f], want[off, f],
                    err_msg=f"{path}: {form}, {dtype} in {scope} at element offset {off}")


# -----------------------------------------------------------------------------
# A vector-pointer parameter given a view at an element offset
# -----------------------------------------------------------------------------

@S.prim_func
def vector_parameters(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global")):
    if S.get_local_id() == 0:
        b[0] = a[0] + 1
        b[1] = a[1]


def test_a_vector_pointer_parameter_may_start_at_any_element():
    """Overlapping views of one array share one buffer in the checked C, each
    parameter moved to its view's offset: with `a` at element 3 and `b` at
    element 32 one of them is not vector-aligned, and the checked C reads and
    writes both through __vload / __vstore. The plain C keeps upstream's
    subscript: the runner puts every argument at the device's alignment (it
    refuses views it cannot place so), here `b` at element 35."""
    ex = BuildManager().build(vector_parameters)
    assert "b[0] = (a[0] + (int8)1);" in ex.c_code, ex.c_code
    runs = (("simulator", vector_parameters, 32), ("POCL checked", ex, 32),
            ("POCL plain", lambda *args: ex.benchmark(*args, repeat=1, number=1), 35))
    for path, run, start in runs:
        base = np.arange(72, dtype=np.int32)
        want = base.copy()
        want[start:start + 8] = base[3:11] + 1
        want[start + 8:start + 16] = base[11:19]
        run(base[3:40], base[start:start + 32])
        np.testing.assert_array_equal(base, want, err_msg=path)


# -----------------------------------------------------------------------------
# DMA at element offsets between every allowed pair of scopes
# -----------------------------------------------------------------------------

def dma_kernel(tmp_path, dtype, src_scope, dst_scope):
    """The source (filled from `a`) copied by S.dma_copy from element offset
    `off` to element offset `off` of row `off` of the destination, n + 3
    elements, for off = 1 … n - 1; the destination comes back to `out`."""
    n = lanes_of(dtype)
    region = 3 * n
    size = n * region
    lines = ["from compass import script as S", "", "",
             "@S.prim_func",
             f"def kernel(a: S.ptr('{dtype}', 'global'), out: S.ptr('{dtype}', 'global')):",
             "    if S.get_local_id() == 0:"]
    if src_scope == "global":
        lines.append("        src = a")
    else:
        lines += [f"        src = S.alloc({region}, '{dtype}', '{src_scope}')",
                  f"        for k in range({region}):", "            src[k] = a[k]"]
    if dst_scope == "global":
        lines.append("        dst = out")
    else:
        lines += [f"        dst = S.alloc({size}, '{dtype}', '{dst_scope}')",
                  f"        for k in range({size}):", "            dst[k] = out[k]"]
    lines += [f"        for off in range(1, {n}):",
              f"            S.dma_copy(dst + off * {region} + off, src + off, {n} + 3)"]
    if dst_scope != "global":
        lines += [f"        for k in range({size}):", "            out[k] = dst[k]"]
    return load_module(tmp_path, f"dma_{dtype}_{src_scope}_{dst_scope}",
                       "\n".join(lines) + "\n").kernel


# DMA copies bytes: the element types of each width take turns.
DMA_CASES = [(("uint8", "bfloat16", "float32")[k % 3], src, dst)
             for k, (src, dst) in enumerate(DMA_SCOPE_PAIRS)]


@pytest.mark.parametrize("dtype,src_scope,dst_scope", DMA_CASES)
def test_dma_at_every_element_offset(tmp_path, dtype, src_scope, dst_scope):
    n = lanes_of(dtype)
    region = 3 * n
    a = random_data(dtype, region, 4)
    out0 = random_data(dtype, n * region, 5)
    want = bits(out0).copy().reshape(n, region)
    for off in range(1, n):
        want[off, off:off + n + 3] = bits(a)[off:off + n + 3]
    kernel = dma_kernel(tmp_path, dtype, src_scope, dst_scope)
    results = run_all_paths(kernel, lambda: [a.copy(), out0.copy()])
    for path, args in results.items():
        np.testing.assert_array_equal(
            bits(args[1]).reshape(n, region), want,
            err_msg=f"{path}: S.dma_copy of {dtype} {src_scope} -> {dst_scope}")


# -----------------------------------------------------------------------------
# Byte offsets that are not a whole number of elements
# -----------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", ["int16", "bfloat16", "float16", "int32", "uint32",
                                   "float32"])
def test_byte_offsets_between_elements_read_and_write_the_bytes_there(dtype):
    """`(a.as_ptr("int8") + b).as_ptr("<T>x<n>")` for every byte b that is not
    a whole element: the vector (and the scalar) is the bytes at a + b, read
    through the vector pointer, S.vload masked or not and a scalar pointer,
    and written back at out + b the same ways — as upstream's PySim, on every
    path."""
    n = lanes_of(dtype)
    size = DataType(dtype).bits // 8
    vdtype = f"{dtype}x{n}"

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        if S.get_local_id() == 0:
            for b in range(1, size):
                src = a.as_ptr("int8") + b
                dst = (out + b * 4 * n).as_ptr("int8") + b
                q = src.as_ptr(vdtype)
                d = dst.as_ptr(vdtype)
                d[0] = q[0]
                s = src.as_ptr(dtype)
                t = dst.as_ptr(dtype)
                S.vstore(S.vload(s + n), t + n)
                m = S.tail_mask(3, n)
                S.vstore(S.vload(s + 2 * n, mask=m), t + 2 * n, mask=m)
                t[3 * n] = s[3 * n]

    a = random_data(dtype, 4 * n, 6)
    out0 = random_data(dtype, 4 * n * size, 7)
    raw_a = a.view(np.uint8)
    want = out0.copy().view(np.uint8)
    for b in range(1, size):
        start = b * 4 * n * size + b  # bytes
        for first, count in ((0, n), (n, n), (2 * n, 3), (3 * n, 1)):
            lo = first * size
            want[start + lo:start + lo + count * size] = raw_a[b + lo:b + lo + count * size]
    results = run_all_paths(kernel, lambda: [a.copy(), out0.copy()])
    for path, args in results.items():
        np.testing.assert_array_equal(args[1].view(np.uint8), want,
                                      err_msg=f"{path}: {dtype} at byte offsets")


# -----------------------------------------------------------------------------
# A batch of such kernels in a child process: it must exit cleanly
# -----------------------------------------------------------------------------

BATCH = '''
import numpy as np
from compass import BuildManager, script as S
from compass.dtypes import hw_native_vdtype


@S.prim_func
def issue(a: S.ptr("int32", "global"), o: S.ptr("int32", "global")):
    p = a + 3
    q = p.as_ptr("int32x8")
    o[0:8] = q[0] + 1


def check(name, kernel, make_args, index, want):
    ex = BuildManager().build(kernel)
    for path, run in (("simulator", kernel), ("checked", ex),
                      ("plain", lambda *args: ex.benchmark(*args, repeat=1, number=1))):
        args = make_args()
        run(*args)
        got = np.asarray(args[index])
        assert (got.view(np.uint8) == np.asarray(want).view(np.uint8)).all(), (name, path, got)
    print("ok", name, flush=True)


a = np.arange(16, dtype=np.int32)
check("issue", issue, lambda: [a.copy(), np.zeros(8, np.int32)], 1, a[3:11] + 1)


def copy_kernel(dtype, scope, off):
    n = hw_native_vdtype(dtype).lanes
    vdtype = f"{dtype}x{n}"

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), o: S.ptr(dtype, "global")):
        if S.get_local_id() == 0:
            buf = S.alloc(3 * n, dtype, scope)
            for k in range(3 * n):
                buf[k] = a[k]
            q = (buf + off).as_ptr(vdtype)
            d = (buf + off + n).as_ptr(vdtype)
            d[0] = q[0]
            for k in range(3 * n):
                o[k] = buf[k]

    return kernel, n


for dtype, scope, off in (("int8", "private", 31), ("uint16", "lsram", 5),
                          ("bfloat16", "shared", 3), ("float32", "private", 7),
                          ("float16", "lsram", 1), ("int32", "shared", 3)):
    kernel, n = copy_kernel(dtype, scope, off)
    data = (np.arange(3 * n) % 61 + 1).astype(dtype)
    want = data.copy()
    want[off + n:off + 2 * n] = data[off:off + n]
    check(f"{dtype} {scope} +{off}", kernel, lambda: [data.copy(), np.zeros(3 * n, dtype)], 1,
          want)


@S.prim_func
def vector_parameters(a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global")):
    if S.get_local_id() == 0:
        b[0] = a[0] + 1


base = np.arange(72, dtype=np.int32)
ex = BuildManager().build(vector_parameters)
ex(base[3:40], base[32:64])  # one buffer: a at element 3, b at element 32
assert (base[32:40] == np.arange(3, 11) + 1).all(), base
print("ok parameter at element 3", flush=True)


@S.prim_func
def bytes_between(a: S.ptr("int32", "global"), o: S.ptr("int32", "global")):
    q = (a.as_ptr("int8") + 1).as_ptr("int32x8")
    o[0:8] = q[0]


raw = np.arange(64, dtype=np.uint8)
check("byte offset 1", bytes_between, lambda: [raw.view(np.int32).copy(), np.zeros(8, np.int32)],
      1, raw[1:33].view(np.int32))
print("done", flush=True)
'''


def test_a_batch_of_unaligned_kernels_exits_cleanly(tmp_path):
    """The issue's kernel, one vector copy at an element offset per scope and
    lane width, a vector-pointer parameter at an element offset (checked C)
    and a vector between elements, in a child process: a fault would end it
    with a signal instead of exit code 0."""
    script = tmp_path / "unaligned_batch.py"
    script.write_text(textwrap.dedent(BATCH))
    env = dict(os.environ)
    package_root = os.path.dirname(os.path.dirname(os.path.abspath(compass.__file__)))
    env["PYTHONPATH"] = os.pathsep.join(
        [package_root] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    result = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, (result.returncode, result.stdout[-2000:],
                                    result.stderr[-4000:])
    lines = [line for line in result.stdout.splitlines() if line.startswith(("ok ", "done"))]
    assert lines == ["ok issue", "ok int8 private +31", "ok uint16 lsram +5",
                     "ok bfloat16 shared +3", "ok float32 private +7", "ok float16 lsram +1",
                     "ok int32 shared +3", "ok parameter at element 3", "ok byte offset 1",
                     "done"], result.stdout[-2000:]
