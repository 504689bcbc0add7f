"""Runs OpenCL C emitted by `compass-translate --to-opencl` on POCL.

Each test translates a hand-written compass-level kernel with the built
compass-translate binary, compiles it with the Compass runtime
(runtime/include/compass/dsl.h) through pyopencl, runs it as one work-group of
four work items (the four TECs) and compares the results with NumPy.

The build directory is $COMPASS_BUILD_DIR (default /work/main/build).
"""

import os
import pathlib
import subprocess
import warnings

import numpy as np
import pyopencl as cl
import pytest

from conftest import VADD, bf16_to_f32, f32_to_bf16, mask_attr

REPO = pathlib.Path(__file__).resolve().parents[2]
BUILD_DIR = pathlib.Path(os.environ.get("COMPASS_BUILD_DIR", "/work/main/build"))
TRANSLATE = BUILD_DIR / "bin" / "compass-translate"
RUNTIME_INCLUDE = REPO / "runtime" / "include"
TECS = 4


def translate(mlir: str) -> str:
    """OpenCL C of a compass-level module, or the tool's diagnostics."""
    result = subprocess.run(
        [str(TRANSLATE), "--to-opencl"],
        input=mlir,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def context():
    devices = [
        device
        for platform in cl.get_platforms()
        if "Portable Computing Language" in platform.name
        for device in platform.get_devices()
    ]
    if not devices:
        devices = [d for p in cl.get_platforms() for d in p.get_devices()]
    return cl.Context(devices=devices[:1])


def run(context, mlir: str, kernel: str, *args):
    """Translates and runs `kernel` on one work-group of four work items.

    NumPy arrays become read-write buffers (copied in and out again: their
    contents after the run are returned); NumPy scalars pass by value.
    """
    source = translate(mlir)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        program = cl.Program(context, source).build(
            options=["-I", str(RUNTIME_INCLUDE)]
        )
    queue = cl.CommandQueue(context)
    flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
    kernel_args = [
        cl.Buffer(context, flags, hostbuf=arg) if isinstance(arg, np.ndarray) else arg
        for arg in args
    ]
    getattr(program, kernel)(queue, (TECS,), (TECS,), *kernel_args)
    results = []
    for arg, buffer in zip(args, kernel_args):
        if isinstance(arg, np.ndarray):
            out = np.empty_like(arg)
            cl.enqueue_copy(queue, out, buffer)
            results.append(out)
    queue.finish()
    return results


def mask(lanes: int, active) -> str:
    """A compass.const_mask with the given active lanes."""
    values = mask_attr(lane in active for lane in range(lanes))
    return f"compass.const_mask {values} : !compass.mask<{lanes}>"


def lane_mask(lanes, active, count):
    """`count` copies of the `lanes` booleans of a mask with the given active
    lanes."""
    return np.tile(np.isin(np.arange(lanes), list(active)), count)


class Vectors:
    """The types of a kernel on `lanes`-lane vectors of `element` in global
    memory (`ptr`, `vec`, `mty`) and the MLIR lines it repeats: each returns
    lines indented by two spaces, joined by newlines."""

    def __init__(self, element: str, lanes: int):
        self.lanes = lanes
        self.ptr = f"!compass.ptr<{element}, global>"
        self.vec = f"vector<{lanes}x{element}>"
        self.mty = f"!compass.mask<{lanes}>"

    def named_params(self, *buffers: str) -> str:
        """Kernel parameters `%<b>` pointing to elements, with Python names."""
        return ", ".join(f'%{b}: {self.ptr} {{compass.name = "{b}"}}' for b in buffers)

    def tec_offset(self, slots: int = 0) -> str:
        """`%off`: where the TEC's vector starts, one vector per TEC; with
        `slots`, also `%ooff`: where its `slots` result vectors start."""
        lines = f"""  %lanes = tir.const {self.lanes} : si32
  %tid = compass.get_local_id : si32
  %off = tir.mul %tid, %lanes : si32"""
        if slots:
            lines += f"""
  %chunk = tir.const {self.lanes * slots} : si32
  %ooff = tir.mul %tid, %chunk : si32"""
        return lines

    def slices(self, offset: str, *buffers: str) -> str:
        """`%p<b>`: element `offset` of each buffer `%<b>`."""
        return "\n".join(f"  %p{b} = tir.ptr_offset %{b}, {offset} : {self.ptr}, si32" for b in buffers)

    def loads(self, *buffers: str, masks=None) -> str:
        """`%v<b>`: the vector at `%p<b>` for each buffer, loaded under
        `masks[b]` (default `%all`)."""
        masks = masks or {}
        return "\n".join(
            f"  %v{b} = compass.vload %p{b}, {masks.get(b, '%all')} : {self.ptr}, {self.mty} -> {self.vec}"
            for b in buffers
        )

    def store_slot(self, k: int, value: str, base: str, mask: str = "%all") -> str:
        """Stores `value` under `mask` at element k * lanes after `base`;
        `%slot<k>` is that element."""
        return f"""  %slot{k} = tir.const {k * self.lanes} : si32
  %q{k} = tir.ptr_offset {base}, %slot{k} : {self.ptr}, si32
  compass.vstore {value}, %q{k}, {mask} : {self.vec}, {self.ptr}, {self.mty}"""


def test_int32_vadd_split_across_tecs(context):
    n = 8 * TECS * 9
    rng = np.random.default_rng(1)
    a = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    b = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    a[:4] = 2**31 - 1  # wraps around
    b[:4] = [1, 2, 2**31 - 1, -1]
    c = np.zeros(n, np.int32)
    _, _, c = run(context, VADD, "vadd", a, b, c, np.int32(n))
    np.testing.assert_array_equal(c, a + b)


PREFIX = """
func.func @prefix(%a: !compass.ptr<f32, global> {compass.name = "a"},
                  %out: !compass.ptr<f32, global> {compass.name = "out"},
                  %div: !compass.ptr<f32, global> {compass.name = "div"},
                  %n: si32 {compass.name = "n"},
                  %scale: f32 {compass.name = "scale"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %zero = tir.const 0.0 : f32
  %d = tir.const 0.75 : f32
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %i = %tid to %n step %ntec : si32 {
    %acc = tir.var_decl "acc" : !tir.var<f32>
    tir.var_set %acc, %zero : !tir.var<f32>
    %stop = tir.add %i, %c1 : si32
    tir.for %j = %c0 to %stop step %c1 : si32 {
      %x = tir.load %a[%j] : !compass.ptr<f32, global>, si32
      %g = tir.var_get %acc : !tir.var<f32>
      %s = tir.add %g, %x : f32
      tir.var_set %acc, %s : !tir.var<f32>
    }
    %r = tir.var_get %acc : !tir.var<f32>
    %y = tir.mul %r, %scale : f32
    tir.store %y, %out[%i] : !compass.ptr<f32, global>, si32
    %x = tir.load %a[%i] : !compass.ptr<f32, global>, si32
    %q = tir.floordiv %x, %d : f32
    %m = tir.mod %x, %d : f32
    %i2 = tir.mul %i, %c2 : si32
    %i3 = tir.add %i2, %c1 : si32
    tir.store %q, %div[%i2] : !compass.ptr<f32, global>, si32
    tir.store %m, %div[%i3] : !compass.ptr<f32, global>, si32
  }
  return
}
"""


def test_f32_scalar_loop(context):
    n = 37
    rng = np.random.default_rng(2)
    a = (rng.standard_normal(n) * 10).astype(np.float32)
    out = np.zeros(n, np.float32)
    div = np.zeros(2 * n, np.float32)
    scale = np.float32(0.3)
    _, out, div = run(context, PREFIX, "prefix", a, out, div, np.int32(n), scale)
    expected = np.add.accumulate(a, dtype=np.float32) * scale
    np.testing.assert_array_equal(out, expected)
    d = np.float32(0.75)
    np.testing.assert_array_equal(div[0::2], np.floor(a / d))
    np.testing.assert_array_equal(div[1::2], np.fmod(a, d))


LOAD_LANES = range(12)
ADD_LANES = range(0, 16, 2)
STORE_LANES = range(14)

SI16 = Vectors("si16", 16)
MASKED = f"""
func.func @masked({SI16.named_params("a", "b", "r", "out")}) attributes {{compass.kernel}} {{
  %all = {mask(16, range(16))}
  %mload = {mask(16, LOAD_LANES)}
  %madd = {mask(16, ADD_LANES)}
  %mstore = {mask(16, STORE_LANES)}
{SI16.tec_offset()}
{SI16.slices("%off", "a", "b", "r", "out")}
{SI16.loads("a", "b", "r", masks={"b": "%mload"})}
  %s = compass.vadd %va, %vb, %madd r %vr : {SI16.vec}, {SI16.mty}
  compass.vstore %s, %pout, %mstore : {SI16.vec}, {SI16.ptr}, {SI16.mty}
  return
}}
"""


def test_masked_vadd_with_r(context):
    n = 16 * TECS
    rng = np.random.default_rng(3)
    a = rng.integers(-(2**15), 2**15, n, dtype=np.int16)
    b = rng.integers(-(2**15), 2**15, n, dtype=np.int16)
    r = rng.integers(-(2**15), 2**15, n, dtype=np.int16)
    out = np.full(n, 12345, np.int16)
    *_, got = run(context, MASKED, "masked", a, b, r, out)
    loaded_b = np.where(lane_mask(16, LOAD_LANES, TECS), b, 0).astype(np.int16)
    added = np.where(lane_mask(16, ADD_LANES, TECS), a + loaded_b, r)
    expected = np.where(lane_mask(16, STORE_LANES, TECS), added, out)
    np.testing.assert_array_equal(got, expected)


MUL_LANES = [0, 3, 4, 5, 9, 15]

F16 = Vectors("f16", 16)
F16_MUL = f"""
func.func @hmul({F16.named_params("a", "b", "p", "q")}) attributes {{compass.kernel}} {{
  %all = {mask(16, range(16))}
  %some = {mask(16, MUL_LANES)}
{F16.tec_offset()}
{F16.slices("%off", "a", "b", "p", "q")}
{F16.loads("a", "b")}
  %vp = compass.vmul %va, %vb, %all : {F16.vec}, {F16.mty}
  %vq = compass.vmul %vp, %vb, %some r %va : {F16.vec}, {F16.mty}
  compass.vstore %vp, %pp, %all : {F16.vec}, {F16.ptr}, {F16.mty}
  compass.vstore %vq, %pq, %all : {F16.vec}, {F16.ptr}, {F16.mty}
  return
}}
"""


def test_f16_vmul(context):
    n = 16 * TECS
    rng = np.random.default_rng(4)
    a = (rng.standard_normal(n) * 8).astype(np.float16)
    b = (rng.standard_normal(n) * 8).astype(np.float16)
    p = np.zeros(n, np.float16)
    q = np.zeros(n, np.float16)
    _, _, p, q = run(context, F16_MUL, "hmul", a, b, p, q)
    expected_p = a * b  # float16 products, correctly rounded
    expected_q = np.where(lane_mask(16, MUL_LANES, TECS), expected_p * b, a)
    np.testing.assert_array_equal(p.view(np.uint16), expected_p.view(np.uint16))
    np.testing.assert_array_equal(q.view(np.uint16), expected_q.view(np.uint16))


WRAP = """
func.func @mix(%x: ui8 {compass.name = "x"}, %y: ui8 {compass.name = "y"}) -> ui8 {
  %c3 = tir.const 3 : ui8
  %c7 = tir.const 7 : ui8
  %s = tir.add %x, %y : ui8
  %m = tir.mul %s, %c3 : ui8
  %d = tir.sub %m, %c7 : ui8
  return %d : ui8
}

func.func @wrap(%a: !compass.ptr<ui8, global> {compass.name = "a"},
                %b: !compass.ptr<ui8, global> {compass.name = "b"},
                %f: !compass.ptr<f32, global> {compass.name = "f"},
                %out: !compass.ptr<ui8, global> {compass.name = "out"},
                %sat: !compass.ptr<ui8, global> {compass.name = "sat"},
                %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %i = %tid to %n step %ntec : si32 {
    %x = tir.load %a[%i] : !compass.ptr<ui8, global>, si32
    %y = tir.load %b[%i] : !compass.ptr<ui8, global>, si32
    %r = func.call @mix(%x, %y) : (ui8, ui8) -> ui8
    tir.store %r, %out[%i] : !compass.ptr<ui8, global>, si32
    %fv = tir.load %f[%i] : !compass.ptr<f32, global>, si32
    %cv = tir.cast %fv : f32 to ui8
    tir.store %cv, %sat[%i] : !compass.ptr<ui8, global>, si32
  }
  return
}
"""


def test_uint8_scalar_wrap(context):
    n = 50
    rng = np.random.default_rng(5)
    a = rng.integers(0, 256, n, dtype=np.uint8)
    b = rng.integers(0, 256, n, dtype=np.uint8)
    a[:3] = [0, 255, 200]
    b[:3] = [0, 255, 100]
    special = [np.nan, -5.0, 300.0, 2.7, 255.9, -0.5, np.inf, -np.inf]
    f = np.concatenate([special, rng.uniform(-50, 300, n - len(special))])
    f = f.astype(np.float32)
    out = np.zeros(n, np.uint8)
    sat = np.zeros(n, np.uint8)
    *_, out, sat = run(context, WRAP, "wrap", a, b, f, out, sat, np.int32(n))
    expected = ((a.astype(np.int64) + b) * 3 - 7) % 256
    np.testing.assert_array_equal(out, expected.astype(np.uint8))
    clipped = np.clip(np.trunc(np.nan_to_num(f, nan=0.0)), 0, 255)
    np.testing.assert_array_equal(sat, clipped.astype(np.uint8))


BF16_LANES = [1, 2, 3, 8, 13, 14]

BF16 = Vectors("bf16", 16)
BF16_ADD = f"""
func.func @bfadd({BF16.named_params("a", "b", "v", "s")}) attributes {{compass.kernel}} {{
  %all = {mask(16, range(16))}
  %some = {mask(16, BF16_LANES)}
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
{BF16.tec_offset()}
{BF16.slices("%off", "a", "b", "v")}
{BF16.loads("a", "b")}
  %sum = compass.vadd %va, %vb, %some r %vb : {BF16.vec}, {BF16.mty}
  compass.vstore %sum, %pv, %all : {BF16.vec}, {BF16.ptr}, {BF16.mty}
  tir.for %i = %c0 to %lanes step %c1 : si32 {{
    %x = tir.load %pa[%i] : {BF16.ptr}, si32
    %y = tir.load %pb[%i] : {BF16.ptr}, si32
    %p = tir.mul %x, %y : bf16
    %j = tir.add %off, %i : si32
    tir.store %p, %s[%j] : {BF16.ptr}, si32
  }}
  return
}}
"""


def test_bf16_vadd_and_scalar_mul(context):
    n = 16 * TECS
    rng = np.random.default_rng(6)
    a = f32_to_bf16(rng.standard_normal(n).astype(np.float32) * 100)
    b = f32_to_bf16(rng.standard_normal(n).astype(np.float32))
    v = np.zeros(n, np.uint16)
    s = np.zeros(n, np.uint16)
    _, _, v, s = run(context, BF16_ADD, "bfadd", a, b, v, s)
    fa, fb = bf16_to_f32(a), bf16_to_f32(b)
    expected_v = np.where(lane_mask(16, BF16_LANES, TECS), f32_to_bf16(fa + fb), b)
    np.testing.assert_array_equal(v, expected_v)
    np.testing.assert_array_equal(s, f32_to_bf16(fa * fb))


# (MLIR element type, NumPy dtype of the buffers, lanes)
ELEMENT_TYPES = [
    ("si8", np.int8, 32),
    ("ui8", np.uint8, 32),
    ("si16", np.int16, 16),
    ("ui16", np.uint16, 16),
    ("si32", np.int32, 8),
    ("ui32", np.uint32, 8),
    ("f16", np.float16, 16),
    ("bf16", np.uint16, 16),
    ("f32", np.float32, 8),
]
BY_ELEMENT_TYPE = pytest.mark.parametrize(
    "element,dtype,lanes", ELEMENT_TYPES, ids=[e[0] for e in ELEMENT_TYPES]
)


def random_ints(rng, dtype, n):
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, n, dtype=dtype, endpoint=True)


def random_values(rng, element: str, dtype, n: int, scale=1):
    """`n` random values of `element` in a buffer of `dtype`: normal floats
    times `scale` (bfloat16 ones as bits), integers of the whole range."""
    if element == "bf16":
        return f32_to_bf16(rng.standard_normal(n).astype(np.float32) * scale)
    if np.issubdtype(dtype, np.floating):
        return (rng.standard_normal(n) * scale).astype(dtype)
    return random_ints(rng, dtype, n)


def builtins_kernel(element: str, lanes: int) -> str:
    """Masked loads at unaligned addresses, vadd/vsub/vmul with r, masked store."""
    v = Vectors(element, lanes)
    # 8-bit multiplies do not exist: the third step is another add there.
    third = "compass.vadd" if lanes == 32 else "compass.vmul"
    chunk = lanes + 2
    return f"""
func.func @builtins(%a: {v.ptr}, %b: {v.ptr}, %r: {v.ptr}, %out: {v.ptr}) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %mload = {mask(lanes, range(1, lanes, 3))}
  %m1 = {mask(lanes, range(0, lanes, 2))}
  %m2 = {mask(lanes, range(lanes // 2))}
  %m3 = {mask(lanes, range(1, lanes, 2))}
  %mstore = {mask(lanes, range(lanes - 1))}
  %chunk = tir.const {chunk} : si32
  %c1 = tir.const 1 : si32
  %tid = compass.get_local_id : si32
  %base = tir.mul %tid, %chunk : si32
  %off = tir.add %base, %c1 : si32
{v.slices("%off", "a", "b", "r", "out")}
{v.loads("a", "b", "r", masks={"b": "%mload"})}
  %s1 = compass.vadd %va, %vb, %m1 r %vr : {v.vec}, {v.mty}
  %s2 = compass.vsub %s1, %vb, %m2 r %va : {v.vec}, {v.mty}
  %s3 = {third} %s2, %va, %m3 r %vb : {v.vec}, {v.mty}
  compass.vstore %s3, %pout, %mstore : {v.vec}, {v.ptr}, {v.mty}
  return
}}
"""


@BY_ELEMENT_TYPE
def test_builtins_all_element_types(context, element, dtype, lanes):
    chunk = lanes + 2
    n = chunk * TECS
    rng = np.random.default_rng(7)
    a, b, r, out = (random_values(rng, element, dtype, n, scale=4) for _ in range(4))
    *_, got = run(context, builtins_kernel(element, lanes), "builtins", a, b, r, out)

    def lanes_of(array):
        return np.stack([array[t * chunk + 1 : t * chunk + 1 + lanes] for t in range(TECS)])

    def on(active):
        return lane_mask(lanes, active, 1)

    if element == "bf16":
        def add(x, y): return f32_to_bf16(bf16_to_f32(x) + bf16_to_f32(y))
        def sub(x, y): return f32_to_bf16(bf16_to_f32(x) - bf16_to_f32(y))
        def mul(x, y): return f32_to_bf16(bf16_to_f32(x) * bf16_to_f32(y))
    else:
        def add(x, y): return x + y
        def sub(x, y): return x - y
        def mul(x, y): return x * y
    third = add if lanes == 32 else mul

    va, vr = lanes_of(a), lanes_of(r)
    vb = np.where(on(range(1, lanes, 3)), lanes_of(b), np.zeros_like(vr))
    with np.errstate(over="ignore"):
        s1 = np.where(on(range(0, lanes, 2)), add(va, vb), vr)
        s2 = np.where(on(range(lanes // 2)), sub(s1, vb), va)
        s3 = np.where(on(range(1, lanes, 2)), third(s2, va), vb)
    expected = out.copy()
    for t in range(TECS):
        start = t * chunk + 1
        expected[start : start + lanes - 1] = s3[t, : lanes - 1]
    np.testing.assert_array_equal(got.view(np.uint8), expected.view(np.uint8))


# ----------------------------------------------------------------------------
# while, break, early return and allocations
# ----------------------------------------------------------------------------

SENTINEL = """
func.func @sentinel(%a: !compass.ptr<si32, global> {compass.name = "a"},
                    %out: !compass.ptr<si32, global> {compass.name = "out"},
                    %m: si32 {compass.name = "m"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %stop = tir.const -1 : si32
  %tid = compass.get_local_id : si32
  %base = tir.mul %tid, %m : si32
  // while k < m: s += a[base + k], leaving at the sentinel.
  %k = tir.var_decl "k" : !tir.var<si32>
  %s = tir.var_decl "s" : !tir.var<si32>
  tir.var_set %k, %c0 : !tir.var<si32>
  tir.var_set %s, %c0 : !tir.var<si32>
  tir.while {
    %g = tir.var_get %k : !tir.var<si32>
    %c = tir.cmp lt, %g, %m : si32
    tir.condition %c
  } do {
    %g = tir.var_get %k : !tir.var<si32>
    %idx = tir.add %base, %g : si32
    %x = tir.load %a[%idx] : !compass.ptr<si32, global>, si32
    %e = tir.cmp eq, %x, %stop : si32
    tir.if %e {
      tir.break
    }
    %sg = tir.var_get %s : !tir.var<si32>
    %sum = tir.add %sg, %x : si32
    tir.var_set %s, %sum : !tir.var<si32>
    %next = tir.add %g, %c1 : si32
    tir.var_set %k, %next : !tir.var<si32>
  }
  %o = tir.mul %tid, %c2 : si32
  %total = tir.var_get %s : !tir.var<si32>
  tir.store %total, %out[%o] : !compass.ptr<si32, global>, si32
  // while a[base + j] != sentinel: j += 1 (a load in the condition).
  %j = tir.var_decl "j" : !tir.var<si32>
  tir.var_set %j, %c0 : !tir.var<si32>
  tir.while {
    %g = tir.var_get %j : !tir.var<si32>
    %idx = tir.add %base, %g : si32
    %x = tir.load %a[%idx] : !compass.ptr<si32, global>, si32
    %c = tir.cmp ne, %x, %stop : si32
    tir.condition %c
  } do {
    %g = tir.var_get %j : !tir.var<si32>
    %next = tir.add %g, %c1 : si32
    tir.var_set %j, %next : !tir.var<si32>
  }
  %o1 = tir.add %o, %c1 : si32
  %count = tir.var_get %j : !tir.var<si32>
  tir.store %count, %out[%o1] : !compass.ptr<si32, global>, si32
  return
}
"""


def test_while_break_at_sentinel(context):
    m = 10
    rng = np.random.default_rng(8)
    a = rng.integers(0, 100, TECS * m + 1, dtype=np.int32)
    stops = [3, 0, 9, None]  # TEC 3's row has no sentinel: the loop ends at m
    for tec, stop in enumerate(stops):
        if stop is not None:
            a[tec * m + stop] = -1
    a[TECS * m] = -1  # ends TEC 3's scan past its row
    out = np.zeros(2 * TECS, np.int32)
    _, out = run(context, SENTINEL, "sentinel", a, out, np.int32(m))
    for tec, stop in enumerate(stops):
        row = a[tec * m : tec * m + (m if stop is None else stop)]
        assert out[2 * tec] == row.sum(), tec
        assert out[2 * tec + 1] == (m if stop is None else stop), tec


# TEC 1 leaves from inside the while loop (after a barrier every TEC passed);
# the others copy their lsram buffer out. No barrier follows the return, so
# the only barrier TEC 1 skips to is the kernel's closing one.
EARLY = """
func.func @early(%out: !compass.ptr<si32, global> {compass.name = "out"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c10 = tir.const 10 : si32
  %tid = compass.get_local_id : si32
  %buf = tir.alloc "buf"[16] : !compass.ptr<si32, lsram>
  compass.barrier
  %k = tir.var_decl "k" : !tir.var<si32>
  tir.var_set %k, %c0 : !tir.var<si32>
  tir.while {
    %g = tir.var_get %k : !tir.var<si32>
    %c = tir.cmp lt, %g, %n : si32
    tir.condition %c
  } do {
    %g = tir.var_get %k : !tir.var<si32>
    %t10 = tir.mul %tid, %c10 : si32
    %v = tir.add %t10, %g : si32
    tir.store %v, %buf[%g] : !compass.ptr<si32, lsram>, si32
    %one = tir.cmp eq, %tid, %c1 : si32
    tir.if %one {
      %two = tir.cmp eq, %g, %c2 : si32
      tir.if %two {
        tir.store %v, %out[%c0] : !compass.ptr<si32, global>, si32
        tir.return
      }
    }
    %next = tir.add %g, %c1 : si32
    tir.var_set %k, %next : !tir.var<si32>
  }
  %n1 = tir.add %n, %c1 : si32
  %base = tir.mul %tid, %n1 : si32
  %start = tir.add %base, %c1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %buf[%i] : !compass.ptr<si32, lsram>, si32
    %j = tir.add %start, %i : si32
    tir.store %x, %out[%j] : !compass.ptr<si32, global>, si32
  }
  return
}
"""


def test_early_return_in_entry_kernel(context):
    n = 6
    out = np.full(1 + TECS * (n + 1), -7, np.int32)
    source = translate(EARLY)
    assert "goto compass_exit;" in source and "compass_exit:\n" in source
    (out,) = run(context, EARLY, "early", out, np.int32(n))
    assert out[0] == 12  # TEC 1 stored its k == 2 value, then returned
    for tec in range(TECS):
        row = out[1 + tec * (n + 1) : 1 + (tec + 1) * (n + 1)]
        if tec == 1:
            np.testing.assert_array_equal(row, -7)
        else:
            np.testing.assert_array_equal(row[:n], tec * 10 + np.arange(n))
            assert row[n] == -7


SEARCH = """
func.func @search(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %n: si32 {compass.name = "n"},
                  %x: si32 {compass.name = "x"}) -> si32 {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %m1 = tir.const -1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.load %a[%i] : !compass.ptr<si32, global>, si32
    %e = tir.cmp eq, %v, %x : si32
    tir.if %e {
      tir.return %i : si32
    }
  }
  return %m1 : si32
}

func.func @lookup(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %keys: !compass.ptr<si32, global> {compass.name = "keys"},
                  %out: !compass.ptr<si32, global> {compass.name = "out"},
                  %n: si32 {compass.name = "n"},
                  %nk: si32 {compass.name = "nk"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %i = %tid to %nk step %ntec : si32 {
    %key = tir.load %keys[%i] : !compass.ptr<si32, global>, si32
    %r = func.call @search(%a, %n, %key) : (!compass.ptr<si32, global>, si32, si32) -> si32
    tir.store %r, %out[%i] : !compass.ptr<si32, global>, si32
  }
  return
}
"""


def test_subroutine_early_return_linear_search(context):
    n = 40
    rng = np.random.default_rng(9)
    a = rng.permutation(1000)[:n].astype(np.int32)
    a[n // 2] = a[3]  # a duplicate: the first index wins
    keys = np.concatenate([a[::-1], [-5, 1000, 2000]]).astype(np.int32)
    out = np.zeros(keys.size, np.int32)
    *_, out = run(context, SEARCH, "lookup", a, keys, out, np.int32(n), np.int32(keys.size))
    expected = [int(np.flatnonzero(a == k)[0]) if (a == k).any() else -1 for k in keys]
    np.testing.assert_array_equal(out, expected)


# A 20-lane int32 vector split into three native pieces (the last one with
# four active lanes), as flexible-width legalization leaves it: the
# subroutine takes two such vectors and returns eight values (the sums and
# differences in three pieces each, a mask and a scalar) in its result
# struct; a negative k returns early with the inputs swapped.
V8 = "vector<8xsi32>"
M8 = "!compass.mask<8>"
G32 = "!compass.ptr<si32, global>"
SPLIT_RESULTS = ", ".join([V8] * 6 + [M8, "si32"])
SPLIT = f"""
func.func @sum_diff(%a0: {V8}, %a1: {V8}, %a2: {V8},
                    %b0: {V8}, %b1: {V8}, %b2: {V8},
                    %k: si32 {{compass.name = "k"}}) -> ({SPLIT_RESULTS}) {{
  %all = {mask(8, range(8))}
  %tail = {mask(8, range(4))}
  %c0 = tir.const 0 : si32
  %c2 = tir.const 2 : si32
  %neg = tir.cmp lt, %k, %c0 : si32
  tir.if %neg {{
    tir.return %b0, %b1, %b2, %a0, %a1, %a2, %all, %k : {SPLIT_RESULTS}
  }}
  %s0 = compass.vadd %a0, %b0, %all : {V8}, {M8}
  %s1 = compass.vadd %a1, %b1, %all : {V8}, {M8}
  %s2 = compass.vadd %a2, %b2, %tail : {V8}, {M8}
  %d0 = compass.vsub %a0, %b0, %all : {V8}, {M8}
  %d1 = compass.vsub %a1, %b1, %all : {V8}, {M8}
  %d2 = compass.vsub %a2, %b2, %tail : {V8}, {M8}
  %gt = compass.vcmp gt, %a0, %b0, %all : {V8}, {M8}
  %k2 = tir.mul %k, %c2 : si32
  return %s0, %s1, %s2, %d0, %d1, %d2, %gt, %k2 : {SPLIT_RESULTS}
}}

func.func @split(%a: {G32} {{compass.name = "a"}}, %b: {G32} {{compass.name = "b"}},
                 %sums: {G32} {{compass.name = "sums"}}, %diffs: {G32} {{compass.name = "diffs"}},
                 %maxes: {G32} {{compass.name = "maxes"}}, %ks: {G32} {{compass.name = "ks"}}) attributes {{compass.kernel}} {{
  %all = {mask(8, range(8))}
  %tail = {mask(8, range(4))}
  %c1 = tir.const 1 : si32
  %c8 = tir.const 8 : si32
  %c16 = tir.const 16 : si32
  %c20 = tir.const 20 : si32
  %tid = compass.get_local_id : si32
  %off = tir.mul %tid, %c20 : si32
  %k = tir.sub %tid, %c1 : si32
  %pa0 = tir.ptr_offset %a, %off : {G32}, si32
  %pa1 = tir.ptr_offset %pa0, %c8 : {G32}, si32
  %pa2 = tir.ptr_offset %pa0, %c16 : {G32}, si32
  %pb0 = tir.ptr_offset %b, %off : {G32}, si32
  %pb1 = tir.ptr_offset %pb0, %c8 : {G32}, si32
  %pb2 = tir.ptr_offset %pb0, %c16 : {G32}, si32
  %a0 = compass.vload %pa0, %all : {G32}, {M8} -> {V8}
  %a1 = compass.vload %pa1, %all : {G32}, {M8} -> {V8}
  %a2 = compass.vload %pa2, %tail : {G32}, {M8} -> {V8}
  %b0 = compass.vload %pb0, %all : {G32}, {M8} -> {V8}
  %b1 = compass.vload %pb1, %all : {G32}, {M8} -> {V8}
  %b2 = compass.vload %pb2, %tail : {G32}, {M8} -> {V8}
  %r:8 = func.call @sum_diff(%a0, %a1, %a2, %b0, %b1, %b2, %k) : ({", ".join([V8] * 6)}, si32) -> ({SPLIT_RESULTS})
  %ps0 = tir.ptr_offset %sums, %off : {G32}, si32
  %ps1 = tir.ptr_offset %ps0, %c8 : {G32}, si32
  %ps2 = tir.ptr_offset %ps0, %c16 : {G32}, si32
  compass.vstore %r#0, %ps0, %all : {V8}, {G32}, {M8}
  compass.vstore %r#1, %ps1, %all : {V8}, {G32}, {M8}
  compass.vstore %r#2, %ps2, %tail : {V8}, {G32}, {M8}
  %pd0 = tir.ptr_offset %diffs, %off : {G32}, si32
  %pd1 = tir.ptr_offset %pd0, %c8 : {G32}, si32
  %pd2 = tir.ptr_offset %pd0, %c16 : {G32}, si32
  compass.vstore %r#3, %pd0, %all : {V8}, {G32}, {M8}
  compass.vstore %r#4, %pd1, %all : {V8}, {G32}, {M8}
  compass.vstore %r#5, %pd2, %tail : {V8}, {G32}, {M8}
  %max = compass.vsel %a0, %b0, %r#6 : {V8}, {M8}
  %moff = tir.mul %tid, %c8 : si32
  %pm = tir.ptr_offset %maxes, %moff : {G32}, si32
  compass.vstore %max, %pm, %all : {V8}, {G32}, {M8}
  tir.store %r#7, %ks[%tid] : {G32}, si32
  return
}}
"""


def test_subroutine_with_several_results(context):
    n = 20 * TECS
    rng = np.random.default_rng(21)
    a = rng.integers(-1000, 1000, n, dtype=np.int32)
    b = rng.integers(-1000, 1000, n, dtype=np.int32)
    sums = np.zeros(n, np.int32)
    diffs = np.zeros(n, np.int32)
    maxes = np.zeros(8 * TECS, np.int32)
    ks = np.zeros(TECS, np.int32)
    source = translate(SPLIT)
    assert "typedef struct {" in source and "split_sum_diff_result" in source
    *_, sums, diffs, maxes, ks = run(context, SPLIT, "split", a, b, sums, diffs, maxes, ks)
    rows_a, rows_b = a.reshape(TECS, 20), b.reshape(TECS, 20)
    want_s, want_d = rows_a + rows_b, rows_a - rows_b
    # TEC 0 has k == -1: the inputs come back swapped.
    want_s[0], want_d[0] = rows_b[0], rows_a[0]
    np.testing.assert_array_equal(sums.reshape(TECS, 20), want_s)
    np.testing.assert_array_equal(diffs.reshape(TECS, 20), want_d)
    want_max = np.maximum(rows_a[:, :8], rows_b[:, :8])
    want_max[0] = rows_a[0, :8]  # the all-true mask of the early return
    np.testing.assert_array_equal(maxes.reshape(TECS, 8), want_max)
    np.testing.assert_array_equal(ks, [-1, 0, 2, 4])


# Two rounds; each allocates the shared buffer inside the loop (one array for
# the work-group, declared at the top of the kernel), fills its slot, and
# work item 0 adds the slots up after the barrier.
REDUCE = """
func.func @reduce(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %out: !compass.ptr<si32, global> {compass.name = "out"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c1000 = tir.const 1000 : si32
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %r = %c0 to %c2 step %c1 : si32 {
    %sums = tir.alloc "sums"[4] : !compass.ptr<si32, shared>
    %acc = tir.var_decl "acc" : !tir.var<si32>
    %bonus = tir.mul %r, %c1000 : si32
    tir.var_set %acc, %bonus : !tir.var<si32>
    tir.for %i = %tid to %n step %ntec : si32 {
      %x = tir.load %a[%i] : !compass.ptr<si32, global>, si32
      %g = tir.var_get %acc : !tir.var<si32>
      %s = tir.add %g, %x : si32
      tir.var_set %acc, %s : !tir.var<si32>
    }
    %mine = tir.var_get %acc : !tir.var<si32>
    tir.store %mine, %sums[%tid] : !compass.ptr<si32, shared>, si32
    compass.barrier
    %first = tir.cmp eq, %tid, %c0 : si32
    tir.if %first {
      %total = tir.var_decl "total" : !tir.var<si32>
      tir.var_set %total, %c0 : !tir.var<si32>
      tir.for %t = %c0 to %ntec step %c1 : si32 {
        %x = tir.load %sums[%t] : !compass.ptr<si32, shared>, si32
        %g = tir.var_get %total : !tir.var<si32>
        %s = tir.add %g, %x : si32
        tir.var_set %total, %s : !tir.var<si32>
      }
      %result = tir.var_get %total : !tir.var<si32>
      tir.store %result, %out[%r] : !compass.ptr<si32, global>, si32
    }
    compass.barrier
  }
  return
}
"""


def test_shared_alloc_reduction(context):
    n = 101
    rng = np.random.default_rng(10)
    a = rng.integers(-1000, 1000, n, dtype=np.int32)
    out = np.zeros(2, np.int32)
    source = translate(REDUCE)
    assert "__local int sums_buf[4];" in source
    _, out = run(context, REDUCE, "reduce", a, out, np.int32(n))
    np.testing.assert_array_equal(out, [a.sum(), a.sum() + TECS * 1000])


LSRAM_WORDS = 8192  # 32 KiB of si32: a whole TEC's lsram

LSRAM = f"""
func.func @fill(%p: !compass.ptr<si32, lsram> {{compass.name = "p"}},
                %n: si32 {{compass.name = "n"}},
                %v: si32 {{compass.name = "v"}}) {{
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %k = %c0 to %n step %c1 : si32 {{
    %x = tir.add %v, %k : si32
    tir.store %x, %p[%k] : !compass.ptr<si32, lsram>, si32
  }}
  return
}}

func.func @per_tec(%out: !compass.ptr<si32, global> {{compass.name = "out"}},
                 %out2: !compass.ptr<si32, global> {{compass.name = "out2"}}) attributes {{compass.kernel}} {{
  %all = {mask(8, range(8))}
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c8 = tir.const 8 : si32
  %words = tir.const {LSRAM_WORDS} : si32
  %c100000 = tir.const 100000 : si32
  %tid = compass.get_local_id : si32
  %buf = tir.alloc "buf"[{LSRAM_WORDS}] : !compass.ptr<si32, lsram>
  %vbuf = tir.alloc "vbuf"[2] : !compass.ptr<vector<8xsi32>, lsram>
  %v = tir.mul %tid, %c100000 : si32
  func.call @fill(%buf, %words, %v) : (!compass.ptr<si32, lsram>, si32, si32) -> ()
  // Were lsram shared, the TECs would now see each other's values.
  compass.barrier
  %base = tir.mul %tid, %words : si32
  %dst = tir.ptr_offset %out, %base : !compass.ptr<si32, global>, si32
  tir.for %k = %c0 to %words step %c8 : si32 {{
    %src = tir.ptr_offset %buf, %k : !compass.ptr<si32, lsram>, si32
    %x = compass.vload %src, %all : !compass.ptr<si32, lsram>, !compass.mask<8> -> vector<8xsi32>
    %d = tir.ptr_offset %dst, %k : !compass.ptr<si32, global>, si32
    compass.vstore %x, %d, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }}
  // An array of vectors: vbuf[1] = buf[8:16].
  %p8 = tir.ptr_offset %buf, %c8 : !compass.ptr<si32, lsram>, si32
  %w = compass.vload %p8, %all : !compass.ptr<si32, lsram>, !compass.mask<8> -> vector<8xsi32>
  tir.store %w, %vbuf[%c1] : !compass.ptr<vector<8xsi32>, lsram>, si32
  compass.barrier
  %w2 = tir.load %vbuf[%c1] : !compass.ptr<vector<8xsi32>, lsram>, si32
  %o2 = tir.mul %tid, %c8 : si32
  %d2 = tir.ptr_offset %out2, %o2 : !compass.ptr<si32, global>, si32
  compass.vstore %w2, %d2, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}}
"""


def test_lsram_alloc_is_per_tec(context):
    out = np.zeros(TECS * LSRAM_WORDS, np.int32)
    out2 = np.zeros(TECS * 8, np.int32)
    out, out2 = run(context, LSRAM, "per_tec", out, out2)
    tec = np.repeat(np.arange(TECS), LSRAM_WORDS)
    np.testing.assert_array_equal(out, tec * 100000 + np.tile(np.arange(LSRAM_WORDS), TECS))
    np.testing.assert_array_equal(out2.reshape(TECS, 8), np.arange(TECS)[:, None] * 100000 + np.arange(8, 16))


PRIVATE = """
func.func @first_negative(%p: !compass.ptr<si32, private> {compass.name = "p"},
                          %n: si32 {compass.name = "n"}) -> si32 {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %m1 = tir.const -1 : si32
  %k = tir.var_decl "k" : !tir.var<si32>
  tir.var_set %k, %c0 : !tir.var<si32>
  tir.while {
    %g = tir.var_get %k : !tir.var<si32>
    %c = tir.cmp lt, %g, %n : si32
    tir.condition %c
  } do {
    %g = tir.var_get %k : !tir.var<si32>
    %v = tir.load %p[%g] : !compass.ptr<si32, private>, si32
    %neg = tir.cmp lt, %v, %c0 : si32
    tir.if %neg {
      tir.return %g : si32
    }
    %next = tir.add %g, %c1 : si32
    tir.var_set %k, %next : !tir.var<si32>
  }
  return %m1 : si32
}

func.func @priv(%out: !compass.ptr<si32, global> {compass.name = "out"},
                %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %tid = compass.get_local_id : si32
  %tmp = tir.alloc "tmp"[8] : !compass.ptr<si32, private>
  %t3 = tir.mul %tid, %c3 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.sub %t3, %i : si32
    tir.store %v, %tmp[%i] : !compass.ptr<si32, private>, si32
  }
  compass.barrier
  %r = func.call @first_negative(%tmp, %n) : (!compass.ptr<si32, private>, si32) -> si32
  %n1 = tir.add %n, %c1 : si32
  %base = tir.mul %tid, %n1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %tmp[%i] : !compass.ptr<si32, private>, si32
    %j = tir.add %base, %i : si32
    tir.store %x, %out[%j] : !compass.ptr<si32, global>, si32
  }
  %last = tir.add %base, %n : si32
  tir.store %r, %out[%last] : !compass.ptr<si32, global>, si32
  return
}
"""


def test_private_array_and_while_return(context):
    n = 8
    out = np.zeros(TECS * (n + 1), np.int32)
    (out,) = run(context, PRIVATE, "priv", out, np.int32(n))
    rows = out.reshape(TECS, n + 1)
    for tec in range(TECS):
        values = 3 * tec - np.arange(n)
        np.testing.assert_array_equal(rows[tec, :n], values)
        negative = np.flatnonzero(values < 0)
        assert rows[tec, n] == (negative[0] if negative.size else -1), tec


# ----------------------------------------------------------------------------
# Bitwise operations, shifts, pow, pointers, constant tables, vector and mask
# lanes, lane-wise division, comparisons and mask computations
# ----------------------------------------------------------------------------

# (MLIR integer type, NumPy dtype, lanes of its native vector)
INT_TYPES = [t for t in ELEMENT_TYPES if t[0].startswith(("si", "ui"))]
BY_INT_TYPE = pytest.mark.parametrize("t,dtype,lanes", INT_TYPES, ids=[t[0] for t in INT_TYPES])


def wrap(value: int, dtype) -> int:
    """`value` truncated to the bits of `dtype`, read back in its signedness."""
    bits = np.dtype(dtype).itemsize * 8
    value &= (1 << bits) - 1
    if np.issubdtype(dtype, np.signedinteger) and value >> (bits - 1):
        value -= 1 << bits
    return value


def scalar_bits_kernel(t: str) -> str:
    ptr = f"!compass.ptr<{t}, global>"
    results = ["and", "or", "xor", "shl", "shr", "not", "shlc", "shrc"]
    stores = "\n".join(
        f"""    %o{k} = tir.add %base, %c{k}_i : si32
    tir.store %r_{name}, %out[%o{k}] : {ptr}, si32"""
        for k, name in enumerate(results)
    )
    consts = "\n".join(f"  %c{k}_i = tir.const {k} : si32" for k in range(len(results)))
    return f"""
func.func @bits(%a: {ptr}, %b: {ptr}, %out: {ptr}, %n: si32) attributes {{compass.kernel}} {{
{consts}
  %c8 = tir.const 8 : si32
  %c37 = tir.const 37 : {t}
  %c33 = tir.const 33 : {t}
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %i = %tid to %n step %ntec : si32 {{
    %x = tir.load %a[%i] : {ptr}, si32
    %y = tir.load %b[%i] : {ptr}, si32
    %r_and = tir.and %x, %y : {t}
    %r_or = tir.or %x, %y : {t}
    %r_xor = tir.xor %x, %y : {t}
    %r_shl = tir.shl %x, %y : {t}
    %r_shr = tir.shr %x, %y : {t}
    %r_not = tir.not %x : {t}
    %r_shlc = tir.shl %x, %c37 : {t}
    %r_shrc = tir.shr %x, %c33 : {t}
    %base = tir.mul %i, %c8 : si32
{stores}
  }}
  return
}}
"""


@BY_INT_TYPE
def test_scalar_bitwise_and_shifts(context, t, dtype, lanes):
    n = 96
    rng = np.random.default_rng(11)
    a = random_ints(rng, dtype, n)
    b = random_ints(rng, dtype, n)
    # Counts: small ones, the promoted width and beyond (taken mod 32), and
    # for signed types negative ones.
    b[:40] = np.arange(40).astype(dtype)
    if np.issubdtype(dtype, np.signedinteger):
        b[40:44] = [-1, -31, -32, -33]
    a[:8] = np.iinfo(dtype).min
    a[8:16] = -1 if np.issubdtype(dtype, np.signedinteger) else np.iinfo(dtype).max
    out = np.zeros(8 * n, dtype)
    *_, out = run(context, scalar_bits_kernel(t), "bits", a, b, out, np.int32(n))
    expected = []
    for x, y in zip(a.tolist(), b.tolist()):
        # C promotion: sign- or zero-extension to 32 bits; counts mod 32.
        promoted = wrap(x, np.int32 if np.issubdtype(dtype, np.signedinteger) else np.uint32)
        expected += [
            x & y,
            x | y,
            x ^ y,
            wrap(promoted << (y & 31), dtype),
            wrap(promoted >> (y & 31), dtype),
            wrap(~x, dtype),
            wrap(promoted << 5, dtype),
            wrap(promoted >> 1, dtype),
        ]
    np.testing.assert_array_equal(out, np.array(expected).astype(dtype))


BOOL_POW = """
func.func @boolpow(%a: !compass.ptr<f32, global>, %b: !compass.ptr<f32, global>,
                   %h: !compass.ptr<f16, global>, %g: !compass.ptr<f16, global>,
                   %flags: !compass.ptr<ui8, global>, %p32: !compass.ptr<f32, global>,
                   %p16: !compass.ptr<f16, global>, %n: si32) attributes {compass.kernel} {
  %zero = tir.const 0.0 : f32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %i = %tid to %n step %ntec : si32 {
    %x = tir.load %a[%i] : !compass.ptr<f32, global>, si32
    %y = tir.load %b[%i] : !compass.ptr<f32, global>, si32
    %lt = tir.cmp lt, %x, %y : f32
    %pos = tir.cmp gt, %x, %zero : f32
    %and = tir.and %lt, %pos : i1
    %or = tir.or %lt, %pos : i1
    %xor = tir.xor %lt, %pos : i1
    %not = tir.not %lt : i1
    %base = tir.mul %i, %c4 : si32
    %f0 = tir.cast %and : i1 to ui8
    %f1 = tir.cast %or : i1 to ui8
    %f2 = tir.cast %xor : i1 to ui8
    %f3 = tir.cast %not : i1 to ui8
    %o1 = tir.add %base, %c1 : si32
    %o2 = tir.add %base, %c2 : si32
    %o3 = tir.add %base, %c3 : si32
    tir.store %f0, %flags[%base] : !compass.ptr<ui8, global>, si32
    tir.store %f1, %flags[%o1] : !compass.ptr<ui8, global>, si32
    tir.store %f2, %flags[%o2] : !compass.ptr<ui8, global>, si32
    tir.store %f3, %flags[%o3] : !compass.ptr<ui8, global>, si32
    %pw = tir.pow %x, %y : f32
    tir.store %pw, %p32[%i] : !compass.ptr<f32, global>, si32
    %hx = tir.load %h[%i] : !compass.ptr<f16, global>, si32
    %hy = tir.load %g[%i] : !compass.ptr<f16, global>, si32
    %hp = tir.pow %hx, %hy : f16
    tir.store %hp, %p16[%i] : !compass.ptr<f16, global>, si32
  }
  return
}
"""


def test_bool_logic_and_pow(context):
    n = 64
    rng = np.random.default_rng(12)
    a = rng.uniform(-4, 4, n).astype(np.float32)
    b = rng.uniform(-3, 3, n).astype(np.float32)
    b[:8] = np.round(b[:8])  # negative bases with integral exponents
    a[8:12] = [0.0, 1.0, 2.0, -2.0]
    b[8:12] = [0.0, np.inf, 10.0, 3.0]
    h = rng.uniform(0.1, 3, n).astype(np.float16)
    g = rng.uniform(-4, 4, n).astype(np.float16)
    flags = np.zeros(4 * n, np.uint8)
    p32 = np.zeros(n, np.float32)
    p16 = np.zeros(n, np.float16)
    *_, flags, p32, p16 = run(context, BOOL_POW, "boolpow", a, b, h, g, flags, p32, p16, np.int32(n))
    lt, pos = a < b, a > 0
    expected = np.stack([lt & pos, lt | pos, lt ^ pos, ~lt], axis=1).reshape(-1)
    np.testing.assert_array_equal(flags, expected.astype(np.uint8))
    with np.errstate(invalid="ignore", divide="ignore"):
        np.testing.assert_allclose(p32, np.power(a, b), rtol=2e-6, equal_nan=True)
        want16 = np.power(h.astype(np.float32), g.astype(np.float32)).astype(np.float16)
    np.testing.assert_allclose(p16.astype(np.float32), want16.astype(np.float32), rtol=1e-3)


POINTERS = """
func.func @compare(%p: !compass.ptr<si32, global>, %q: !compass.ptr<si32, global>,
                   %out: !compass.ptr<si32, global>) {
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %eq = tir.ptr_cmp eq, %p, %q : !compass.ptr<si32, global>
  %ne = tir.ptr_cmp ne, %p, %q : !compass.ptr<si32, global>
  %lt = tir.ptr_cmp lt, %p, %q : !compass.ptr<si32, global>
  %le = tir.ptr_cmp le, %p, %q : !compass.ptr<si32, global>
  %gt = tir.ptr_cmp gt, %p, %q : !compass.ptr<si32, global>
  %ge = tir.ptr_cmp ge, %p, %q : !compass.ptr<si32, global>
  %e = tir.cast %eq : i1 to si32
  %n = tir.cast %ne : i1 to si32
  %l = tir.cast %lt : i1 to si32
  %le1 = tir.cast %le : i1 to si32
  %g = tir.cast %gt : i1 to si32
  %ge1 = tir.cast %ge : i1 to si32
  tir.store %e, %out[%c2] : !compass.ptr<si32, global>, si32
  tir.store %n, %out[%c3] : !compass.ptr<si32, global>, si32
  tir.store %l, %out[%c4] : !compass.ptr<si32, global>, si32
  tir.store %le1, %out[%c5] : !compass.ptr<si32, global>, si32
  tir.store %g, %out[%c6] : !compass.ptr<si32, global>, si32
  tir.store %ge1, %out[%c7] : !compass.ptr<si32, global>, si32
  return
}

func.func @ptrs(%a: !compass.ptr<si32, global>, %z: !compass.ptr<si32, global>,
                %out: !compass.ptr<si32, global>, %k: si32) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c4 = tir.const 4 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %c8 = tir.const 8 : si32
  %c9 = tir.const 9 : si32
  %c10 = tir.const 10 : si32
  %c20 = tir.const 20 : si32
  %byte = tir.const 171 : ui8
  %tid = compass.get_local_id : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %na = tir.ptr_is_null %a : !compass.ptr<si32, global>
    %nz = tir.ptr_is_null %z : !compass.ptr<si32, global>
    %na1 = tir.cast %na : i1 to si32
    %nz1 = tir.cast %nz : i1 to si32
    tir.store %na1, %out[%c0] : !compass.ptr<si32, global>, si32
    tir.store %nz1, %out[%c1] : !compass.ptr<si32, global>, si32
    %base = tir.ptr_offset %a, %c4 : !compass.ptr<si32, global>, si32
    %moved = tir.ptr_offset %base, %k : !compass.ptr<si32, global>, si32
    func.call @compare(%base, %moved, %out) : (!compass.ptr<si32, global>, !compass.ptr<si32, global>, !compass.ptr<si32, global>) -> ()
    // Byte 1 of a[0], then byte 0 of a[5] overwritten.
    %bytes = tir.ptr_cast %a : !compass.ptr<si32, global> to !compass.ptr<ui8, global>
    %b1 = tir.load %bytes[%c1] : !compass.ptr<ui8, global>, si32
    %b1w = tir.cast %b1 : ui8 to si32
    tir.store %b1w, %out[%c8] : !compass.ptr<si32, global>, si32
    tir.store %byte, %bytes[%c20] : !compass.ptr<ui8, global>, si32
    // a[6] through a float pointer, stored through a float view of out.
    %floats = tir.ptr_cast %a : !compass.ptr<si32, global> to !compass.ptr<f32, global>
    %f = tir.load %floats[%c6] : !compass.ptr<f32, global>, si32
    %fout = tir.ptr_cast %out : !compass.ptr<si32, global> to !compass.ptr<f32, global>
    tir.store %f, %fout[%c9] : !compass.ptr<f32, global>, si32
    // Through void and back.
    %void = tir.ptr_cast %a : !compass.ptr<si32, global> to !compass.ptr<none, global>
    %back = tir.ptr_cast %void : !compass.ptr<none, global> to !compass.ptr<si32, global>
    %x = tir.load %back[%c7] : !compass.ptr<si32, global>, si32
    tir.store %x, %out[%c10] : !compass.ptr<si32, global>, si32
  }
  return
}
"""


@pytest.mark.parametrize("k", [-2, 0, 3])
def test_pointer_null_compare_and_cast(context, k):
    a = np.arange(0x01020304, 0x01020304 + 16, dtype=np.int32)
    a[6] = np.float32(-1.25).view(np.int32)
    out = np.full(11, -9, np.int32)
    source = translate(POINTERS)
    assert "((__global uchar*)arg0)" in source and "((__global void*)arg0)" in source
    a_out, out = run(context, POINTERS, "ptrs", a, None, out, np.int32(k))
    assert out[0] == 0 and out[1] == 1  # a is not null, z is
    np.testing.assert_array_equal(out[2:8], [0 == k, 0 != k, 0 < k, 0 <= k, 0 > k, 0 >= k])
    assert out[8] == 0x03  # little-endian byte 1 of 0x01020304
    np.testing.assert_array_equal(out[9:10].view(np.float32), [-1.25])
    assert out[10] == a[7]
    expected = a.copy()
    expected.view(np.uint8)[20] = 171
    np.testing.assert_array_equal(a_out, expected)


def dense(values: np.ndarray, mlir_type: str, as_bits: bool) -> str:
    """A dense<...> : tensor<N x T> attribute; floats as their hex bit patterns."""
    if as_bits:
        width = values.dtype.itemsize * 2
        items = [f"0x{int(v):0{width}X}" for v in values.view(f"u{values.dtype.itemsize}")]
    else:
        items = [str(int(v)) for v in values]
    return f"dense<[{', '.join(items)}]> : tensor<{len(values)}x{mlir_type}>"


TABLE_I8 = np.array([-128, -1, 0, 1, 127, 55], np.int8)
TABLE_U32 = np.array([0, 1, 4000000000, 2**32 - 1], np.uint32)
TABLE_I32 = np.array([-(2**31), 2**31 - 1, -7, 0, 1, 2, 3, 4, 5], np.int32)
TABLE_F32 = np.array(
    [0x3FC00000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00123, 0xFF800005,
     0x00000001, 0x7F7FFFFF, 0x3DCCCCCD, 0x7FC00000],
    np.uint32,
).view(np.float32)
TABLE_F16 = np.array(
    [0x3E00, 0x8000, 0x7C00, 0xFC00, 0x7E01, 0x0001, 0x7BFF, 0x2E66, 0xFE00, 0x7C01],
    np.uint16,
).view(np.float16)
TABLE_BF16 = np.array([0x3FC0, 0x8000, 0x7F80, 0x7FC1, 0x0001, 0xC2F7], np.uint16)

TABLES = [
    ("si8", np.int8, TABLE_I8, False),
    ("ui32", np.uint32, TABLE_U32, False),
    ("si32", np.int32, TABLE_I32, False),
    ("f32", np.float32, TABLE_F32, True),
    ("f16", np.float16, TABLE_F16, True),
    ("bf16", np.uint16, TABLE_BF16, True),
]


def tables_kernel() -> str:
    params, body = [], []
    for k, (t, _, values, as_bits) in enumerate(TABLES):
        cptr = f"!compass.ptr<{t}, constant>"
        gptr = f"!compass.ptr<{t}, global>"
        params.append(f"%out{k}: {gptr}")
        body.append(f"""
  %t{k} = tir.const_buffer "lut" {dense(values, t, as_bits)} -> {cptr}
  %n{k} = tir.const {len(values)} : si32
  tir.for %i{k} = %tid to %n{k} step %ntec : si32 {{
    %x{k} = tir.load %t{k}[%i{k}] : {cptr}, si32
    tir.store %x{k}, %out{k}[%i{k}] : {gptr}, si32
  }}""")
    return f"""
func.func @tables({", ".join(params)}, %vec: !compass.ptr<si32, global>) attributes {{compass.kernel}} {{
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c8 = tir.const 8 : si32
  %all = {mask(8, range(8))}
  %some = {mask(8, [0, 2, 3, 7])}
{"".join(body)}
  // Whole vectors from constant memory, at an unaligned element too.
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {{
    %p1 = tir.ptr_offset %t2, %c1 : !compass.ptr<si32, constant>, si32
    %v = compass.vload %p1, %all : !compass.ptr<si32, constant>, !compass.mask<8> -> vector<8xsi32>
    %w = compass.vload %t2, %some : !compass.ptr<si32, constant>, !compass.mask<8> -> vector<8xsi32>
    compass.vstore %v, %vec, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %q = tir.ptr_offset %vec, %c8 : !compass.ptr<si32, global>, si32
    compass.vstore %w, %q, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }}
  return
}}
"""


def test_const_buffers(context):
    source = translate(tables_kernel())
    # One file-scope table per op, uniquely named after the entry.
    assert "__constant char __attribute__((aligned(32))) tables_lut[6]" in source
    assert "tables_lut_5[6]" in source
    outs = [np.zeros(len(values), dtype) for _, dtype, values, _ in TABLES]
    vec = np.zeros(16, np.int32)
    *outs, vec = run(context, tables_kernel(), "tables", *outs, vec)
    for (t, dtype, values, _), got in zip(TABLES, outs):
        size = np.dtype(dtype).itemsize
        np.testing.assert_array_equal(
            got.view(f"u{size}"), values.view(f"u{size}"), err_msg=t
        )
    np.testing.assert_array_equal(vec[:8], TABLE_I32[1:9])
    np.testing.assert_array_equal(vec[8:], np.where(lane_mask(8, [0, 2, 3, 7], 1), TABLE_I32[:8], 0))


# ---- Lane-wise integer builtins --------------------------------------------

SOME = lambda lanes: [i for i in range(lanes) if i % 3 != 1]  # noqa: E731


def vint_kernel(t: str, lanes: int) -> str:
    v = Vectors(t, lanes)
    ops = [
        "vdiv %va, %vb, %some r %vr",
        "vdiv %va, %vb, %all",
        "vand %va, %vb, %all",
        "vand %va, %vb, %some r %vr",
        "vor %va, %vb, %all",
        "vor %va, %vb, %some r %vr",
        "vxor %va, %vb, %all",
        "vxor %va, %vb, %some r %vr",
        "vinv %va, %all",
        "vinv %va, %some r %vr",
        "vsl %va, %vs, %all",
        "vsl %va, %vs, %some r %vr",
        "vsr %va, %vs, %all",
        "vsr %va, %vs, %some r %vr",
    ]
    body = [
        f"  %y{k} = compass.{op} : {v.vec}, {v.mty}\n" + v.store_slot(k, f"%y{k}", "%pout")
        for k, op in enumerate(ops)
    ]
    return f"""
func.func @vint(%a: {v.ptr}, %b: {v.ptr}, %s: {v.ptr}, %r: {v.ptr}, %out: {v.ptr}) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %some = {mask(lanes, SOME(lanes))}
{v.tec_offset(slots=len(ops))}
{v.slices("%off", "a", "b", "s", "r")}
{v.slices("%ooff", "out")}
{v.loads("a", "b", "s", "r")}
{chr(10).join(body)}
  return
}}
"""


def c_div(x: int, y: int, dtype) -> int:
    if y == 0:
        return 0
    info = np.iinfo(dtype)
    if x == info.min and y == -1:
        return info.max
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def lane_shift(x: int, s: int, dtype, left: bool) -> int:
    bits = np.dtype(dtype).itemsize * 8
    count = s & ((1 << bits) - 1)  # read as unsigned
    if count >= bits:
        return 0 if left or x >= 0 else -1
    return wrap(x << count, dtype) if left else x >> count


@BY_INT_TYPE
def test_vector_integer_builtins(context, t, dtype, lanes):
    n = lanes * TECS
    rng = np.random.default_rng(13)
    info = np.iinfo(dtype)
    signed = np.issubdtype(dtype, np.signedinteger)
    a, b, r = (random_ints(rng, dtype, n) for _ in range(3))
    # Division by zero, MIN / -1 and small divisors.
    b[:4] = 0
    b[4:12] = [1, 2, 3, 7, info.max, 5, -1 if signed else 9, 1]
    if signed:
        a[4:6] = info.min
        b[4:6] = -1
    # Shift counts around the lane width; negative ones are huge unsigned.
    bits = np.dtype(dtype).itemsize * 8
    special = [0, 1, bits - 1, bits, bits + 1, bits + 2, 2 * bits, bits + 31, 32, 33]
    special += [-1, -bits, -100, info.min] if signed else [info.max, info.max - 1]
    s = rng.integers(0, bits, n).astype(dtype)
    s[: len(special)] = np.array(special, dtype=np.int64).astype(dtype)
    rng.shuffle(s)
    out = np.zeros(14 * n, dtype)
    *_, out = run(context, vint_kernel(t, lanes), "vint", a, b, s, r, out)
    some = np.isin(np.arange(lanes), SOME(lanes))
    got = out.reshape(TECS, 14, lanes)
    for tec in range(TECS):
        lanes_of = slice(tec * lanes, (tec + 1) * lanes)
        xa, xb, xs = (v[lanes_of].tolist() for v in (a, b, s))
        xr = r[lanes_of]
        # Each op twice: once under the all-true mask, once under `some`
        # with r (vdiv the other way round).
        results = [
            ("vdiv", [c_div(x, y, dtype) for x, y in zip(xa, xb)]),
            ("vand", [x & y for x, y in zip(xa, xb)]),
            ("vor", [x | y for x, y in zip(xa, xb)]),
            ("vxor", [x ^ y for x, y in zip(xa, xb)]),
            ("vinv", [wrap(~x, dtype) for x in xa]),
            ("vsl", [lane_shift(x, c, dtype, True) for x, c in zip(xa, xs)]),
            ("vsr", [lane_shift(x, c, dtype, False) for x, c in zip(xa, xs)]),
        ]
        for k, (name, values) in enumerate(results):
            want = np.array(values).astype(dtype)
            masked = np.where(some, want, xr)
            slots = (2 * k + 1, 2 * k) if k == 0 else (2 * k, 2 * k + 1)
            np.testing.assert_array_equal(got[tec, slots[0]], want, err_msg=f"{name} tec {tec}")
            np.testing.assert_array_equal(got[tec, slots[1]], masked, err_msg=f"{name} masked tec {tec}")


F32 = Vectors("f32", 8)
VDIV_F32 = f"""
func.func @fdiv(%a: {F32.ptr}, %b: {F32.ptr}, %r: {F32.ptr}, %q: {F32.ptr}, %m: {F32.ptr}) attributes {{compass.kernel}} {{
  %all = {mask(8, range(8))}
  %some = {mask(8, SOME(8))}
{F32.tec_offset()}
{F32.slices("%off", "a", "b", "r", "q", "m")}
{F32.loads("a", "b", "r")}
  %vq = compass.vdiv %va, %vb, %all : {F32.vec}, {F32.mty}
  %vm = compass.vdiv %va, %vb, %some r %vr : {F32.vec}, {F32.mty}
  compass.vstore %vq, %pq, %all : {F32.vec}, {F32.ptr}, {F32.mty}
  compass.vstore %vm, %pm, %all : {F32.vec}, {F32.ptr}, {F32.mty}
  return
}}
"""


def test_vdiv_f32_ieee(context):
    n = 8 * TECS
    rng = np.random.default_rng(14)
    a = (rng.standard_normal(n) * 100).astype(np.float32)
    b = (rng.standard_normal(n) * 3).astype(np.float32)
    a[:6] = [1.0, -1.0, 0.0, np.inf, np.nan, 3.0]
    b[:6] = [0.0, 0.0, 0.0, np.inf, 1.0, -0.0]
    a[6], b[6] = 1e-38, 1e10  # a subnormal quotient
    r = rng.standard_normal(n).astype(np.float32)
    q, m = np.zeros(n, np.float32), np.zeros(n, np.float32)
    *_, q, m = run(context, VDIV_F32, "fdiv", a, b, r, q, m)
    with np.errstate(divide="ignore", invalid="ignore"):
        want = a / b
    np.testing.assert_array_equal(q, want)  # NaN lanes compare equal here
    np.testing.assert_array_equal(m, np.where(lane_mask(8, SOME(8), TECS), want, r))


# ---- Comparisons, vsel, vbcast ---------------------------------------------

PREDICATES = ["eq", "ne", "lt", "le", "gt", "ge"]
NUMPY_PREDICATES = [np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal]
CMP_LANES = lambda lanes: [i for i in range(lanes) if i % 4 != 2]  # noqa: E731


def vcmp_kernel(element: str, lanes: int) -> str:
    v = Vectors(element, lanes)
    body = [
        f"""  %m{k} = compass.vcmp {pred}, %va, %vb, %some : {v.vec}, {v.mty}
  %s{k} = compass.vsel %va, %vb, %m{k} : {v.vec}, {v.mty}
{v.store_slot(k, f"%s{k}", "%pout")}"""
        for k, pred in enumerate(PREDICATES)
    ]
    # The lt mask straight into vstore, and an all-true comparison.
    return f"""
func.func @vcmp(%a: {v.ptr}, %b: {v.ptr}, %out: {v.ptr}, %st: {v.ptr}, %sel: {v.ptr}) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %some = {mask(lanes, CMP_LANES(lanes))}
{v.tec_offset(slots=len(PREDICATES))}
{v.slices("%off", "a", "b")}
{v.slices("%ooff", "out")}
{v.loads("a", "b")}
{chr(10).join(body)}
{v.slices("%off", "st")}
  compass.vstore %va, %pst, %m2 : {v.vec}, {v.ptr}, {v.mty}
  %ge = compass.vcmp ge, %va, %vb, %all : {v.vec}, {v.mty}
  %vsel = compass.vsel %va, %vb, %ge : {v.vec}, {v.mty}
{v.slices("%off", "sel")}
  compass.vstore %vsel, %psel, %all : {v.vec}, {v.ptr}, {v.mty}
  return
}}
"""


@BY_ELEMENT_TYPE
def test_vcmp_vsel(context, element, dtype, lanes):
    n = lanes * TECS
    rng = np.random.default_rng(15)
    if element == "bf16":
        fa = np.round(rng.standard_normal(n) * 4).astype(np.float32)
        fb = np.round(rng.standard_normal(n) * 4).astype(np.float32)
        a, b = f32_to_bf16(fa), f32_to_bf16(fb)
        a[:3], b[:3] = 0x7FC0, [0x7FC0, 0x3F80, 0x7FC0]  # NaN lanes
        b[3] = a[3]
        va, vb = bf16_to_f32(a), bf16_to_f32(b)
    elif np.issubdtype(dtype, np.floating):
        a = np.round(rng.standard_normal(n) * 4).astype(dtype)
        b = np.round(rng.standard_normal(n) * 4).astype(dtype)
        a[:3], b[:3] = np.nan, [np.nan, 1.0, np.nan]
        a[3], b[3] = 0.0, -0.0  # equal
        va, vb = a, b
    else:
        a, b = random_ints(rng, dtype, n), random_ints(rng, dtype, n)
        b[::3] = a[::3]  # equal lanes
        va, vb = a, b
    out = np.zeros(len(PREDICATES) * n, dtype)
    stored = np.zeros(n, dtype)
    all_sel = np.zeros(n, dtype)
    *_, out, stored, all_sel = run(context, vcmp_kernel(element, lanes), "vcmp", a, b, out, stored, all_sel)
    active = lane_mask(lanes, CMP_LANES(lanes), TECS)
    bits = f"u{np.dtype(dtype).itemsize}"
    got = out.reshape(TECS, len(PREDICATES), lanes)
    with np.errstate(invalid="ignore"):
        for k, (pred, compare) in enumerate(zip(PREDICATES, NUMPY_PREDICATES)):
            want = np.where(active & compare(va, vb), a, b).reshape(TECS, lanes)
            np.testing.assert_array_equal(got[:, k].view(bits), want.view(bits), err_msg=pred)
        lt = active & np.less(va, vb)
        np.testing.assert_array_equal(stored.view(bits), np.where(lt, a, 0).astype(dtype).view(bits))
        ge = np.greater_equal(va, vb)
        np.testing.assert_array_equal(all_sel.view(bits), np.where(ge, a, b).view(bits))


def vbcast_kernel(element: str, lanes: int) -> str:
    v = Vectors(element, lanes)
    return f"""
func.func @bcast(%src: {v.ptr}, %out: {v.ptr}) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %lanes = tir.const {lanes} : si32
  %tid = compass.get_local_id : si32
  %s = tir.load %src[%tid] : {v.ptr}, si32
  %v = compass.vbcast %s : {element} -> {v.vec}
  %off = tir.mul %tid, %lanes : si32
{v.slices("%off", "out")}
  compass.vstore %v, %pout, %all : {v.vec}, {v.ptr}, {v.mty}
  return
}}
"""


@BY_ELEMENT_TYPE
def test_vbcast(context, element, dtype, lanes):
    rng = np.random.default_rng(16)
    src = random_values(rng, element, dtype, TECS)
    out = np.zeros(TECS * lanes, dtype)
    _, out = run(context, vbcast_kernel(element, lanes), "bcast", src, out)
    np.testing.assert_array_equal(out, np.repeat(src, lanes))


# ---- Masks ----------------------------------------------------------------

# (element type whose vectors carry the mask, NumPy dtype, lanes)
MASK_TYPES = [("si32", np.int32, 8), ("si16", np.int16, 16), ("ui8", np.uint8, 32)]
BY_MASK_TYPE = pytest.mark.parametrize(
    "element,dtype,lanes", MASK_TYPES, ids=[f"mask{m[2]}" for m in MASK_TYPES]
)


def tail_mask_kernel(element: str, lanes: int) -> str:
    v = Vectors(element, lanes)
    counts = ["%n", "%c0", "%c3", "%clanes"]
    body = [
        f"  %t{k} = compass.tail_mask {count} : si32 -> {v.mty}\n" + v.store_slot(k, "%ones", "%out", f"%t{k}")
        for k, count in enumerate(counts)
    ]
    return f"""
func.func @tail(%out: {v.ptr}, %lanes_out: !compass.ptr<ui8, global>, %n: si32) attributes {{compass.kernel}} {{
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %clanes = tir.const {lanes} : si32
  %one = tir.const 1 : {element}
  %ones = compass.vbcast %one : {element} -> {v.vec}
  %tid = compass.get_local_id : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {{
{chr(10).join(body)}
    tir.for %i = %c0 to %clanes step %c1 : si32 {{
      %b = tir.extract %t0[%i] : {v.mty}, si32
      %u = tir.cast %b : i1 to ui8
      tir.store %u, %lanes_out[%i] : !compass.ptr<ui8, global>, si32
    }}
  }}
  return
}}
"""


@BY_MASK_TYPE
def test_tail_mask(context, element, dtype, lanes):
    source = translate(tail_mask_kernel(element, lanes))
    suffix = {8: "w", 16: "h", 32: "b"}[lanes]
    assert f"__vmov_{suffix}(0x00000000)" in source and f"ALL_TRUE_{suffix}" in source
    for n in (0, 3, lanes - 1, lanes):
        out = np.zeros(4 * lanes, dtype)
        flags = np.full(lanes, 7, np.uint8)
        out, flags = run(context, tail_mask_kernel(element, lanes), "tail", out, flags, np.int32(n))
        got = out.reshape(4, lanes)
        for row, count in zip(got, (n, 0, 3, lanes)):
            np.testing.assert_array_equal(row, np.arange(lanes) < count, err_msg=f"n={n} count={count}")
        np.testing.assert_array_equal(flags, np.arange(lanes) < n)


MASK_CONST_LANES = lambda lanes: [i for i in range(lanes) if i % 5 in (0, 3)]  # noqa: E731


def mask_ops_kernel(element: str, lanes: int) -> str:
    v = Vectors(element, lanes)
    mty = v.mty
    results = ["%lt", "%k", "%tm", "%and", "%or", "%xor", "%not_k", "%not_lt", "%mix", "%ins_t", "%ins_f"]
    # Each result as a vector of ones and zeros, then lane by lane as flags.
    body = [
        f"""  %s{k} = compass.vsel %ones, %zeros, {name} : {v.vec}, {mty}
{v.store_slot(k, f"%s{k}", "%pout")}
  tir.for %i{k} = %c0 to %lanes step %c1 : si32 {{
    %b{k} = tir.extract {name}[%i{k}] : {mty}, si32
    %u{k} = tir.cast %b{k} : i1 to ui8
    %j{k} = tir.add %slot{k}, %i{k} : si32
    tir.store %u{k}, %pflags[%j{k}] : !compass.ptr<ui8, global>, si32
  }}"""
        for k, name in enumerate(results)
    ]
    return f"""
func.func @masks(%a: {v.ptr}, %b: {v.ptr}, %out: {v.ptr}, %flags: !compass.ptr<ui8, global>,
                 %n: si32, %idx: si32) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %k = {mask(lanes, MASK_CONST_LANES(lanes))}
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %one = tir.const 1 : {element}
  %zero = tir.const 0 : {element}
  %ones = compass.vbcast %one : {element} -> {v.vec}
  %zeros = compass.vbcast %zero : {element} -> {v.vec}
  %true = tir.const true
  %false = tir.const false
{v.tec_offset(slots=len(results))}
{v.slices("%off", "a", "b")}
{v.slices("%ooff", "out")}
  %pflags = tir.ptr_offset %flags, %ooff : !compass.ptr<ui8, global>, si32
{v.loads("a", "b")}
  %lt = compass.vcmp lt, %va, %vb, %all : {v.vec}, {mty}
  %tm = compass.tail_mask %n : si32 -> {mty}
  %and = compass.mask_and %lt, %k : {mty}
  %or = compass.mask_or %lt, %k : {mty}
  %xor = compass.mask_xor %lt, %tm : {mty}
  %not_k = compass.mask_not %k : {mty}
  %not_lt = compass.mask_not %lt : {mty}
  %nk_and = compass.mask_and %not_k, %tm : {mty}
  %mix = compass.mask_or %nk_and, %not_lt : {mty}
  %ins_t = tir.insert %true, %k[%idx] : {mty}, si32
  %ins_f = tir.insert %false, %lt[%idx] : {mty}, si32
{chr(10).join(body)}
  return
}}
"""


@BY_MASK_TYPE
def test_mask_operations(context, element, dtype, lanes):
    n_active, idx = 5, 1
    rng = np.random.default_rng(17)
    a, b = random_ints(rng, dtype, lanes * TECS), random_ints(rng, dtype, lanes * TECS)
    out = np.zeros(11 * lanes * TECS, dtype)
    flags = np.full(11 * lanes * TECS, 9, np.uint8)
    *_, out, flags = run(context, mask_ops_kernel(element, lanes), "masks", a, b, out, flags,
                         np.int32(n_active), np.int32(idx))
    k = lane_mask(lanes, MASK_CONST_LANES(lanes), 1)
    tm = np.arange(lanes) < n_active
    for tec in range(TECS):
        lt = a[tec * lanes:(tec + 1) * lanes] < b[tec * lanes:(tec + 1) * lanes]
        ins_t, ins_f = k.copy(), lt.copy()
        ins_t[idx], ins_f[idx] = True, False
        want = np.stack([lt, k, tm, lt & k, lt | k, lt ^ tm, ~k, ~lt, (~k & tm) | ~lt, ins_t, ins_f])
        got = out.reshape(TECS, 11, lanes)[tec]
        got_flags = flags.reshape(TECS, 11, lanes)[tec]
        np.testing.assert_array_equal(got, want.astype(dtype), err_msg=f"vsel tec {tec}")
        np.testing.assert_array_equal(got_flags, want.astype(np.uint8), err_msg=f"extract tec {tec}")


# ---- Lanes of vectors at run-time indices ---------------------------------

def lanes_kernel(element: str, lanes: int) -> str:
    v = Vectors(element, lanes)
    vec = v.vec
    return f"""
func.func @reverse(%v: {vec}) -> {vec} {{
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %last = tir.const {lanes - 1} : si32
  %lanes = tir.const {lanes} : si32
  %w = tir.var_decl "w" : !tir.var<{vec}>
  tir.var_set %w, %v : !tir.var<{vec}>
  tir.for %i = %c0 to %lanes step %c1 : si32 {{
    %x = tir.extract %v[%i] : {vec}, si32
    %j = tir.sub %last, %i : si32
    %g = tir.var_get %w : !tir.var<{vec}>
    %n = tir.insert %x, %g[%j] : {vec}, si32
    tir.var_set %w, %n : !tir.var<{vec}>
  }}
  %r = tir.var_get %w : !tir.var<{vec}>
  return %r : {vec}
}}

func.func @lanes(%a: {v.ptr}, %out: {v.ptr}, %one: {v.ptr}, %idx: ui8) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
{v.tec_offset()}
{v.slices("%off", "a", "out")}
{v.loads("a")}
  %r = func.call @reverse(%va) : ({vec}) -> {vec}
  compass.vstore %r, %pout, %all : {vec}, {v.ptr}, {v.mty}
  %x = tir.extract %va[%idx] : {vec}, ui8
  tir.store %x, %one[%tid] : {v.ptr}, si32
  return
}}
"""


@BY_ELEMENT_TYPE
def test_vector_extract_insert(context, element, dtype, lanes):
    rng = np.random.default_rng(18)
    n = lanes * TECS
    a = random_values(rng, element, dtype, n)
    out = np.zeros(n, dtype)
    one = np.zeros(TECS, dtype)
    idx = lanes - 3
    _, out, one = run(context, lanes_kernel(element, lanes), "lanes", a, out, one, np.uint8(idx))
    rows = a.reshape(TECS, lanes)
    np.testing.assert_array_equal(out.reshape(TECS, lanes), rows[:, ::-1])
    np.testing.assert_array_equal(one, rows[:, idx])


def test_opencl_include_override_is_the_directory_compiled_against(tmp_path):
    """COMPASS_OPENCL_INCLUDE replaces the package's runtime headers (the
    sanitized stage shares the plain build's): a directory without dsl.h
    makes POCL refuse the kernel, a copy of the headers runs it."""
    import shutil
    script = ("import numpy as np\n"
              "from compass import BuildManager, script as S\n"
              "@S.prim_func\n"
              "def k(a: S.ptr('int32', 'global')):\n"
              "    if S.get_local_id() == 0:\n"
              "        a[0] = a[0] + 1\n"
              "a = np.zeros(1, np.int32)\n"
              "BuildManager().build(k)(a)\n"
              "print(a[0])\n")
    path = tmp_path / "kernel.py"
    path.write_text(script)
    empty, copy = tmp_path / "empty", tmp_path / "copy"
    empty.mkdir()
    shutil.copytree(RUNTIME_INCLUDE, copy)
    results = {}
    for name, directory in (("empty", empty), ("copy", copy)):
        env = dict(os.environ, COMPASS_OPENCL_INCLUDE=str(directory))
        results[name] = subprocess.run([os.sys.executable, str(path)], env=env,
                                       capture_output=True, text=True, timeout=300)
    assert results["empty"].returncode != 0
    assert "dsl.h" in results["empty"].stderr
    assert results["copy"].returncode == 0, results["copy"].stderr
    assert results["copy"].stdout.strip() == "1"
