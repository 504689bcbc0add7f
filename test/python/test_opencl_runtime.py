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
    values = ", ".join("true" if lane in active else "false" for lane in range(lanes))
    return f"compass.const_mask [{values}] : !compass.mask<{lanes}>"


def to_bf16(values: np.ndarray) -> np.ndarray:
    """float32 to bfloat16 bits, rounding to nearest even (no NaN inputs)."""
    bits = values.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


def from_bf16(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


VADD = f"""
func.func @vadd(%a: !compass.ptr<si32, global> {{compass.name = "a"}},
                %b: !compass.ptr<si32, global> {{compass.name = "b"}},
                %c: !compass.ptr<si32, global> {{compass.name = "c"}},
                %n: si32 {{compass.name = "n"}}) attributes {{compass.kernel}} {{
  %m = {mask(8, range(8))}
  %c8 = tir.const 8 : si32
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  %start = tir.mul %tid, %c8 : si32
  %step = tir.mul %ntec, %c8 : si32
  tir.for %i = %start to %n step %step : si32 {{
    %pa = tir.ptr_offset %a, %i : !compass.ptr<si32, global>, si32
    %pb = tir.ptr_offset %b, %i : !compass.ptr<si32, global>, si32
    %pc = tir.ptr_offset %c, %i : !compass.ptr<si32, global>, si32
    %va = compass.vload %pa, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vb = compass.vload %pb, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %s = compass.vadd %va, %vb, %m : vector<8xsi32>, !compass.mask<8>
    compass.vstore %s, %pc, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }}
  return
}}
"""


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

MASKED = f"""
func.func @masked(%a: !compass.ptr<si16, global> {{compass.name = "a"}},
                  %b: !compass.ptr<si16, global> {{compass.name = "b"}},
                  %r: !compass.ptr<si16, global> {{compass.name = "r"}},
                  %out: !compass.ptr<si16, global> {{compass.name = "out"}}) attributes {{compass.kernel}} {{
  %all = {mask(16, range(16))}
  %mload = {mask(16, LOAD_LANES)}
  %madd = {mask(16, ADD_LANES)}
  %mstore = {mask(16, STORE_LANES)}
  %c16 = tir.const 16 : si32
  %tid = compass.get_local_id : si32
  %off = tir.mul %tid, %c16 : si32
  %pa = tir.ptr_offset %a, %off : !compass.ptr<si16, global>, si32
  %pb = tir.ptr_offset %b, %off : !compass.ptr<si16, global>, si32
  %pr = tir.ptr_offset %r, %off : !compass.ptr<si16, global>, si32
  %po = tir.ptr_offset %out, %off : !compass.ptr<si16, global>, si32
  %va = compass.vload %pa, %all : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %vb = compass.vload %pb, %mload : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %vr = compass.vload %pr, %all : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
  %s = compass.vadd %va, %vb, %madd r %vr : vector<16xsi16>, !compass.mask<16>
  compass.vstore %s, %po, %mstore : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
  return
}}
"""


def lane_mask(lanes, active, count):
    return np.tile(np.isin(np.arange(lanes), list(active)), count)


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

F16_MUL = f"""
func.func @hmul(%a: !compass.ptr<f16, global> {{compass.name = "a"}},
                %b: !compass.ptr<f16, global> {{compass.name = "b"}},
                %p: !compass.ptr<f16, global> {{compass.name = "p"}},
                %q: !compass.ptr<f16, global> {{compass.name = "q"}}) attributes {{compass.kernel}} {{
  %all = {mask(16, range(16))}
  %some = {mask(16, MUL_LANES)}
  %c16 = tir.const 16 : si32
  %tid = compass.get_local_id : si32
  %off = tir.mul %tid, %c16 : si32
  %pa = tir.ptr_offset %a, %off : !compass.ptr<f16, global>, si32
  %pb = tir.ptr_offset %b, %off : !compass.ptr<f16, global>, si32
  %pp = tir.ptr_offset %p, %off : !compass.ptr<f16, global>, si32
  %pq = tir.ptr_offset %q, %off : !compass.ptr<f16, global>, si32
  %va = compass.vload %pa, %all : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  %vb = compass.vload %pb, %all : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  %vp = compass.vmul %va, %vb, %all : vector<16xf16>, !compass.mask<16>
  %vq = compass.vmul %vp, %vb, %some r %va : vector<16xf16>, !compass.mask<16>
  compass.vstore %vp, %pp, %all : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
  compass.vstore %vq, %pq, %all : vector<16xf16>, !compass.ptr<f16, global>, !compass.mask<16>
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

BF16 = f"""
func.func @bfadd(%a: !compass.ptr<bf16, global> {{compass.name = "a"}},
                 %b: !compass.ptr<bf16, global> {{compass.name = "b"}},
                 %v: !compass.ptr<bf16, global> {{compass.name = "v"}},
                 %s: !compass.ptr<bf16, global> {{compass.name = "s"}}) attributes {{compass.kernel}} {{
  %all = {mask(16, range(16))}
  %some = {mask(16, BF16_LANES)}
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c16 = tir.const 16 : si32
  %tid = compass.get_local_id : si32
  %off = tir.mul %tid, %c16 : si32
  %pa = tir.ptr_offset %a, %off : !compass.ptr<bf16, global>, si32
  %pb = tir.ptr_offset %b, %off : !compass.ptr<bf16, global>, si32
  %pv = tir.ptr_offset %v, %off : !compass.ptr<bf16, global>, si32
  %va = compass.vload %pa, %all : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  %vb = compass.vload %pb, %all : !compass.ptr<bf16, global>, !compass.mask<16> -> vector<16xbf16>
  %sum = compass.vadd %va, %vb, %some r %vb : vector<16xbf16>, !compass.mask<16>
  compass.vstore %sum, %pv, %all : vector<16xbf16>, !compass.ptr<bf16, global>, !compass.mask<16>
  tir.for %i = %c0 to %c16 step %c1 : si32 {{
    %x = tir.load %pa[%i] : !compass.ptr<bf16, global>, si32
    %y = tir.load %pb[%i] : !compass.ptr<bf16, global>, si32
    %p = tir.mul %x, %y : bf16
    %j = tir.add %off, %i : si32
    tir.store %p, %s[%j] : !compass.ptr<bf16, global>, si32
  }}
  return
}}
"""


def test_bf16_vadd_and_scalar_mul(context):
    n = 16 * TECS
    rng = np.random.default_rng(6)
    a = to_bf16(rng.standard_normal(n).astype(np.float32) * 100)
    b = to_bf16(rng.standard_normal(n).astype(np.float32))
    v = np.zeros(n, np.uint16)
    s = np.zeros(n, np.uint16)
    _, _, v, s = run(context, BF16, "bfadd", a, b, v, s)
    fa, fb = from_bf16(a), from_bf16(b)
    expected_v = np.where(lane_mask(16, BF16_LANES, TECS), to_bf16(fa + fb), b)
    np.testing.assert_array_equal(v, expected_v)
    np.testing.assert_array_equal(s, to_bf16(fa * fb))


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


def builtins_kernel(element: str, lanes: int) -> str:
    """Masked loads at unaligned addresses, vadd/vsub/vmul with r, masked store."""
    ptr = f"!compass.ptr<{element}, global>"
    vec = f"vector<{lanes}x{element}>"
    mty = f"!compass.mask<{lanes}>"
    # 8-bit multiplies do not exist: the third step is another add there.
    third = "compass.vadd" if lanes == 32 else "compass.vmul"
    chunk = lanes + 2
    return f"""
func.func @builtins(%a: {ptr}, %b: {ptr}, %r: {ptr}, %out: {ptr}) attributes {{compass.kernel}} {{
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
  %pa = tir.ptr_offset %a, %off : {ptr}, si32
  %pb = tir.ptr_offset %b, %off : {ptr}, si32
  %pr = tir.ptr_offset %r, %off : {ptr}, si32
  %po = tir.ptr_offset %out, %off : {ptr}, si32
  %va = compass.vload %pa, %all : {ptr}, {mty} -> {vec}
  %vb = compass.vload %pb, %mload : {ptr}, {mty} -> {vec}
  %vr = compass.vload %pr, %all : {ptr}, {mty} -> {vec}
  %s1 = compass.vadd %va, %vb, %m1 r %vr : {vec}, {mty}
  %s2 = compass.vsub %s1, %vb, %m2 r %va : {vec}, {mty}
  %s3 = {third} %s2, %va, %m3 r %vb : {vec}, {mty}
  compass.vstore %s3, %po, %mstore : {vec}, {ptr}, {mty}
  return
}}
"""


@pytest.mark.parametrize("element,dtype,lanes", ELEMENT_TYPES, ids=[e[0] for e in ELEMENT_TYPES])
def test_builtins_all_element_types(context, element, dtype, lanes):
    chunk = lanes + 2
    n = chunk * TECS
    rng = np.random.default_rng(7)

    def make():
        if element == "bf16":
            return to_bf16(rng.standard_normal(n).astype(np.float32) * 4)
        if np.issubdtype(dtype, np.floating):
            return (rng.standard_normal(n) * 4).astype(dtype)
        info = np.iinfo(dtype)
        return rng.integers(info.min, info.max, n, dtype=dtype, endpoint=True)

    a, b, r = make(), make(), make()
    out = make()
    *_, got = run(context, builtins_kernel(element, lanes), "builtins", a, b, r, out)

    def lanes_of(array):
        return np.stack([array[t * chunk + 1 : t * chunk + 1 + lanes] for t in range(TECS)])

    def on(active):
        return np.isin(np.arange(lanes), list(active))

    if element == "bf16":
        def add(x, y): return to_bf16(from_bf16(x) + from_bf16(y))
        def sub(x, y): return to_bf16(from_bf16(x) - from_bf16(y))
        def mul(x, y): return to_bf16(from_bf16(x) * from_bf16(y))
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
