"""The reference simulator on hand-written compass-level IR, against NumPy.

Each test parses a small kernel with `ir.parse_module`, decodes it with
`simulator.Program` and runs it on NumPy arrays, which the simulator reads
and writes in place.
"""

import math

import numpy as np
import pytest

from conftest import VADD, bf16_to_f32, f32_to_bf16, mask_attr, program

_compass = pytest.importorskip("compass._compass")
simulator = _compass.simulator
SimulatorError = simulator.SimulatorError

MLIR_TYPE = {"int8": "si8", "uint8": "ui8", "int16": "si16", "uint16": "ui16",
             "int32": "si32", "uint32": "ui32", "float16": "f16", "bfloat16": "bf16",
             "float32": "f32"}
LANES = {"int8": 32, "uint8": 32, "int16": 16, "uint16": 16, "int32": 8, "uint32": 8,
         "float16": 16, "bfloat16": 16, "float32": 8}


# ----------------------------------------------------------------------------
# Scalar loops
# ----------------------------------------------------------------------------

SCALAR_ADD = """
func.func @add(%a: !compass.ptr<f32, global> {compass.name = "a"},
               %b: !compass.ptr<f32, global> {compass.name = "b"},
               %c: !compass.ptr<f32, global> {compass.name = "c"},
               %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  tir.for %i = %tid to %n step %ntec : si32 {
    %x = tir.load %a[%i] : !compass.ptr<f32, global>, si32
    %y = tir.load %b[%i] : !compass.ptr<f32, global>, si32
    %s = tir.add %x, %y : f32
    tir.store %s, %c[%i] : !compass.ptr<f32, global>, si32
  }
  return
}
"""


def test_scalar_loop_add_f32():
    prog = program(SCALAR_ADD)
    assert prog.param_types == ["ptr:float32:global"] * 3 + ["int32"]
    assert prog.param_names == ["a", "b", "c", "n"]
    rng = np.random.default_rng(0)
    a = rng.standard_normal(1001).astype(np.float32)
    b = rng.standard_normal(1001).astype(np.float32)
    c = np.zeros(1001, np.float32)
    prog.run([a, b, c, 1001])
    np.testing.assert_array_equal(c, a + b)
    # A second run of the same program on other data.
    c2 = np.zeros(1001, np.float32)
    prog.run([b, b, c2, 500])
    np.testing.assert_array_equal(c2[:500], b[:500] * 2)
    assert not c2[500:].any()


def test_vector_add_split_over_tecs():
    prog = program(VADD)
    assert prog.param_types == ["ptr:int32:global"] * 3 + ["int32"]
    assert prog.param_names == ["arg0", "arg1", "arg2", "arg3"]
    n = 8 * 37
    rng = np.random.default_rng(1)
    a = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    b = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    c = np.zeros(n, np.int32)
    prog.run([a, b, c, n])
    np.testing.assert_array_equal(c, a + b)  # wraps like NumPy


def test_targets():
    for target in ["X2_1204", "X2_1204MP3", "X3P_1304", "X3S_1304MP2", "X3P_1304MP4"]:
        assert program(VADD, target).target == target
    for target in ["X1_1204", "X9", ""]:
        with pytest.raises(SimulatorError, match="unknown target"):
            program(VADD, target)


# ----------------------------------------------------------------------------
# Vector arithmetic and masks
# ----------------------------------------------------------------------------

def binary_kernel(op, dtype, compute_mask, with_r):
    """out = op(x, y, compute_mask [r]), stored with an all-true mask so
    that inactive lanes are visible."""
    t, n = MLIR_TYPE[dtype], LANES[dtype]
    vec, msk, ptr = f"vector<{n}x{t}>", f"!compass.mask<{n}>", f"!compass.ptr<{t}, global>"
    r_operand = " r %vr" if with_r else ""
    return f"""
func.func @k(%x: {ptr}, %y: {ptr}, %r: {ptr}, %out: {ptr}) attributes {{compass.kernel}} {{
  %all = compass.const_mask {mask_attr([True] * n)} : {msk}
  %m = compass.const_mask {mask_attr(compute_mask)} : {msk}
  %vx = compass.vload %x, %all : {ptr}, {msk} -> {vec}
  %vy = compass.vload %y, %all : {ptr}, {msk} -> {vec}
  %vr = compass.vload %r, %all : {ptr}, {msk} -> {vec}
  %v = compass.{op} %vx, %vy, %m{r_operand} : {vec}, {msk}
  compass.vstore %v, %out, %all : {vec}, {ptr}, {msk}
  return
}}
"""


def random_vector(dtype, rng):
    n = LANES[dtype]
    if dtype in ("float16", "float32"):
        return (rng.standard_normal(n) * 100).astype(dtype)
    if dtype == "bfloat16":
        return f32_to_bf16(rng.standard_normal(n).astype(np.float32) * 100)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64).astype(dtype)


def reference(op, dtype, x, y):
    if dtype == "bfloat16":
        fx, fy = bf16_to_f32(x), bf16_to_f32(y)
        result = {"vadd": fx + fy, "vsub": fx - fy, "vmul": fx * fy}[op]
        return f32_to_bf16(result)
    with np.errstate(over="ignore"):
        return {"vadd": x + y, "vsub": x - y, "vmul": x * y}[op]


CASES = [(op, dtype) for op in ("vadd", "vsub", "vmul")
         for dtype in ("int8", "uint8", "int16", "uint16", "int32", "uint32",
                       "float16", "bfloat16", "float32")
         if not (op == "vmul" and dtype in ("int8", "uint8"))]


@pytest.mark.parametrize("op,dtype", CASES)
def test_vector_binary_all_lanes(op, dtype):
    rng = np.random.default_rng(CASES.index((op, dtype)))
    n = LANES[dtype]
    prog = program(binary_kernel(op, dtype, [True] * n, with_r=False))
    x, y, r = (random_vector(dtype, rng) for _ in range(3))
    out = np.zeros_like(x)
    prog.run([x, y, r, out])
    np.testing.assert_array_equal(out, reference(op, dtype, x, y))


@pytest.mark.parametrize("op,dtype", CASES)
def test_vector_binary_masked_with_r(op, dtype):
    rng = np.random.default_rng(100 + CASES.index((op, dtype)))
    n = LANES[dtype]
    mask = rng.integers(0, 2, n).astype(bool)
    prog = program(binary_kernel(op, dtype, list(mask), with_r=True))
    x, y, r = (random_vector(dtype, rng) for _ in range(3))
    out = np.zeros_like(x)
    prog.run([x, y, r, out])
    np.testing.assert_array_equal(out, np.where(mask, reference(op, dtype, x, y), r))


@pytest.mark.parametrize("op,dtype", [("vadd", "int32"), ("vsub", "uint8"),
                                      ("vmul", "float16"), ("vadd", "float32")])
def test_vector_binary_masked_without_r_poisons_inactive_lanes(op, dtype):
    rng = np.random.default_rng(7)
    n = LANES[dtype]
    mask = np.array([i % 3 == 0 for i in range(n)])
    prog = program(binary_kernel(op, dtype, list(mask), with_r=False))
    x, y, r = (random_vector(dtype, rng) for _ in range(3))
    out = np.zeros_like(x)
    prog.run([x, y, r, out])
    expected = reference(op, dtype, x, y)
    np.testing.assert_array_equal(out[mask], expected[mask])
    # Inactive lanes hold the fixed poison pattern: neither 0 nor x op y.
    poison = np.frombuffer(simulator.POISON, dtype=out.dtype)
    np.testing.assert_array_equal(out.view(np.uint8).reshape(n, -1)[~mask],
                                  poison.view(np.uint8).reshape(n, -1)[~mask])
    assert (out[~mask] != 0).all()
    assert (out[~mask].view(np.uint8) != expected[~mask].view(np.uint8)).any()


def test_poison_pattern():
    assert len(simulator.POISON) == 32
    assert len(set(simulator.POISON)) > 16


# ----------------------------------------------------------------------------
# Casts
# ----------------------------------------------------------------------------

def cast_kernel(src, dst):
    s, d = MLIR_TYPE[src], MLIR_TYPE[dst]
    return f"""
func.func @k(%x: !compass.ptr<{s}, global>, %out: !compass.ptr<{d}, global>, %n: si32) attributes {{compass.kernel}} {{
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {{
    %v = tir.load %x[%i] : !compass.ptr<{s}, global>, si32
    %r = tir.cast %v : {s} to {d}
    tir.store %r, %out[%i] : !compass.ptr<{d}, global>, si32
  }}
  return
}}
"""


def run_cast(src, dst, values):
    x = np.array(values, dtype=np.uint16 if src == "bfloat16" else src)
    out = np.zeros(len(x), dtype=np.uint16 if dst == "bfloat16" else dst)
    program(cast_kernel(src, dst)).run([x, out, len(x)])
    return out


SPECIAL = [0.0, -0.0, 1.5, -1.5, 2.5, -2.5, 127.9, -128.9, 200.0, -200.0, 255.5, 256.0,
           40000.0, 70000.0, 3e9, -3e9, 1e20, math.inf, -math.inf, math.nan]


@pytest.mark.parametrize("dst", ["int8", "uint8", "int16", "uint16", "int32", "uint32"])
def test_cast_float_to_int_saturates_and_nan_is_zero(dst):
    info = np.iinfo(dst)
    values = np.array(SPECIAL, np.float32)
    with np.errstate(invalid="ignore"):
        expected = np.clip(np.nan_to_num(np.trunc(values.astype(np.float64)), nan=0.0),
                           info.min, info.max).astype(dst)
    np.testing.assert_array_equal(run_cast("float32", dst, values), expected)
    # The same from float16 (inf saturates, NaN is 0).
    halves = np.array([0.0, -7.75, 300.0, -300.0, 65504.0, math.inf, -math.inf, math.nan],
                      np.float16)
    with np.errstate(invalid="ignore"):
        expected = np.clip(np.nan_to_num(np.trunc(halves.astype(np.float64)), nan=0.0),
                           info.min, info.max).astype(dst)
    np.testing.assert_array_equal(run_cast("float16", dst, halves), expected)


def test_cast_int_narrowing_wraps_and_widening_extends():
    values = np.array([0, 1, -1, 127, 128, -128, -129, 255, 256, 300, 65535, 65536,
                       -32769, 2**31 - 1, -2**31], np.int32)
    for dst in ["int8", "uint8", "int16", "uint16", "uint32"]:
        np.testing.assert_array_equal(run_cast("int32", dst, values), values.astype(dst))
    i8 = np.array([-128, -1, 0, 5, 127], np.int8)
    np.testing.assert_array_equal(run_cast("int8", "int32", i8), i8.astype(np.int32))
    np.testing.assert_array_equal(run_cast("int8", "uint16", i8), i8.astype(np.uint16))
    u8 = np.array([0, 1, 128, 255], np.uint8)
    np.testing.assert_array_equal(run_cast("uint8", "int32", u8), u8.astype(np.int32))
    np.testing.assert_array_equal(run_cast("uint8", "int8", u8), u8.astype(np.int8))
    u32 = np.array([0, 2**31, 2**32 - 1], np.uint32)
    np.testing.assert_array_equal(run_cast("uint32", "int32", u32), u32.astype(np.int32))


def test_cast_int_to_float_rounds_to_nearest_even():
    values = np.array([0, 1, -1, 16777217, 16777219, 2**31 - 1, -2**31, 65504, 65519,
                       65520, 70000, -70000, 2049, 2051], np.int32)
    np.testing.assert_array_equal(run_cast("int32", "float32", values),
                                  values.astype(np.float32))
    with np.errstate(over="ignore"):
        expected16 = values.astype(np.float64).astype(np.float16)
    np.testing.assert_array_equal(run_cast("int32", "float16", values), expected16)
    u32 = np.array([2**32 - 1, 2**31 + 1], np.uint32)
    np.testing.assert_array_equal(run_cast("uint32", "float32", u32), u32.astype(np.float32))
    # bfloat16: one rounding from the exact integer (2**24 + 2**16 + 1 must
    # not round twice to 2**24).
    ints = np.array([1, 257, 259, 2**24 + 2**16 + 1, 2**31 - 1, -2**31 + 1], np.int32)
    out = run_cast("int32", "bfloat16", ints)
    for value, bits in zip(ints, out):
        got = float(bf16_to_f32(bits)[()])
        # The nearest bfloat16 to the exact value (ties to even).
        e = math.frexp(abs(int(value)))[1] - 1
        quantum = 2.0 ** (e - 7)
        q = abs(int(value)) / quantum
        rounded = math.floor(q)
        frac = q - rounded
        if frac > 0.5 or (frac == 0.5 and rounded % 2 == 1):
            rounded += 1
        assert got == math.copysign(rounded * quantum, value), (value, got)


def test_cast_float_to_float_rounds_to_nearest_even():
    rng = np.random.default_rng(3)
    values = np.concatenate([
        np.array([0.0, -0.0, 65504.0, 65519.99, 65520.0, 1e-8, 6e-8, 3e-8, -2.98e-8,
                  1e-5, 1.0009765625, 1.00048828125, 1.00146484375, math.inf, -math.inf,
                  math.nan], np.float32),
        rng.standard_normal(200).astype(np.float32) * 1000,
        (rng.standard_normal(100) * 1e-6).astype(np.float32)]).astype(np.float32)
    with np.errstate(over="ignore"):
        expected16 = values.astype(np.float16)
    out16 = run_cast("float32", "float16", values)
    np.testing.assert_array_equal(out16.view(np.uint16)[~np.isnan(values)],
                                  expected16.view(np.uint16)[~np.isnan(values)])
    assert np.isnan(out16[np.isnan(values)]).all()
    # Back to float32 exactly.
    np.testing.assert_array_equal(run_cast("float16", "float32", expected16),
                                  expected16.astype(np.float32))
    # bfloat16, NaN stays NaN.
    outbf = run_cast("float32", "bfloat16", values)
    finite = ~np.isnan(values)
    np.testing.assert_array_equal(outbf[finite], f32_to_bf16(values[finite]))
    assert np.isnan(bf16_to_f32(outbf[~finite])).all()
    np.testing.assert_array_equal(
        run_cast("bfloat16", "float32", outbf[finite]).view(np.uint32),
        bf16_to_f32(outbf[finite]).view(np.uint32))


BOOL_CAST = """
func.func @k(%x: !compass.ptr<f32, global>, %out: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %v = tir.load %x[%i] : !compass.ptr<f32, global>, si32
    %b = tir.cast %v : f32 to i1
    %r = tir.cast %b : i1 to si32
    tir.store %r, %out[%i] : !compass.ptr<si32, global>, si32
  }
  return
}
"""


def test_cast_to_bool_compares_with_zero():
    x = np.array([0.0, -0.0, 0.5, -3.0, math.nan, math.inf], np.float32)
    out = np.full(len(x), 7, np.int32)
    program(BOOL_CAST).run([x, out, len(x)])
    np.testing.assert_array_equal(out, [0, 0, 1, 1, 1, 1])


# ----------------------------------------------------------------------------
# Division
# ----------------------------------------------------------------------------

def division_kernel(t, div_loc='loc("kernel.py":12:5)'):
    ptr = f"!compass.ptr<{t}, global>"
    return f"""
func.func @k(%a: {ptr}, %b: {ptr}, %q: {ptr}, %r: {ptr}, %f: {ptr}, %n: si32) attributes {{compass.kernel}} {{
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {{
    %x = tir.load %a[%i] : {ptr}, si32
    %y = tir.load %b[%i] : {ptr}, si32
    %d = tir.div %x, %y : {t} {div_loc}
    %m = tir.mod %x, %y : {t} loc("kernel.py":13:5)
    %fd = tir.floordiv %x, %y : {t}
    tir.store %d, %q[%i] : {ptr}, si32
    tir.store %m, %r[%i] : {ptr}, si32
    tir.store %fd, %f[%i] : {ptr}, si32
  }}
  return
}}
"""


def c_div(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def test_integer_division_is_c_truncating():
    a = np.array([7, -7, 7, -7, 0, 1, -1, 2**31 - 1, -2**31, -2**31, 5], np.int32)
    b = np.array([2, 2, -2, -2, 3, -5, 5, 7, -1, 3, 1], np.int32)
    q, r, f = (np.zeros(len(a), np.int32) for _ in range(3))
    program(division_kernel("si32")).run([a, b, q, r, f, len(a)])
    exp_q = [c_div(int(x), int(y)) for x, y in zip(a, b)]
    exp_q = np.array([v if v < 2**31 else -2**31 for v in exp_q], np.int64).astype(np.int32)
    np.testing.assert_array_equal(q, exp_q)  # -2**31 / -1 wraps to -2**31
    np.testing.assert_array_equal(r, np.fmod(a.astype(np.int64), b).astype(np.int32))
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(f, np.floor_divide(a, b))
    assert q[0] == 3 and q[1] == -3 and r[1] == -1 and r[2] == 1 and f[1] == -4


def test_unsigned_and_small_division():
    a = np.array([200, 255, 7, 0], np.uint8)
    b = np.array([7, 16, 255, 9], np.uint8)
    q, r, f = (np.zeros(len(a), np.uint8) for _ in range(3))
    program(division_kernel("ui8")).run([a, b, q, r, f, len(a)])
    np.testing.assert_array_equal(q, a // b)
    np.testing.assert_array_equal(r, a % b)
    np.testing.assert_array_equal(f, a // b)
    a = np.array([-128, -7, 100], np.int8)
    b = np.array([-1, 2, -3], np.int8)
    q, r, f = (np.zeros(len(a), np.int8) for _ in range(3))
    program(division_kernel("si8")).run([a, b, q, r, f, len(a)])
    np.testing.assert_array_equal(q, [-128, -3, -33])
    np.testing.assert_array_equal(r, [0, -1, 1])


def test_float_division_and_fmod():
    a = np.array([7.5, -7.5, 1.0, -1.0, 5.0], np.float32)
    b = np.array([2.0, 2.0, 0.0, 0.0, -3.0], np.float32)
    q, r, f = (np.zeros(len(a), np.float32) for _ in range(3))
    program(division_kernel("f32")).run([a, b, q, r, f, len(a)])
    with np.errstate(divide="ignore", invalid="ignore"):
        np.testing.assert_array_equal(q, a / b)
        np.testing.assert_array_equal(r, np.fmod(a, b))
        np.testing.assert_array_equal(f, np.floor(a / b))


def test_integer_division_by_zero_is_an_error():
    prog = program(division_kernel("si32"))
    a = np.array([1, 2, 3], np.int32)
    b = np.array([1, 0, 1], np.int32)
    q, r, f = (np.zeros(3, np.int32) for _ in range(3))
    with pytest.raises(SimulatorError) as info:
        prog.run([a, b, q, r, f, 3])
    assert str(info.value) == "kernel.py:12:5: error: integer division by zero (TEC 0)"
    assert q[0] == 1  # earlier iterations ran


def test_division_by_zero_location_inside_a_name_location():
    prog = program(division_kernel("ui16", 'loc("d"("kernel.py":40:3))'))
    a = np.array([1], np.uint16)
    b = np.array([0], np.uint16)
    with pytest.raises(SimulatorError, match=r"^kernel.py:40:3: error: integer division by zero"):
        prog.run([a, b, *(np.zeros(1, np.uint16) for _ in range(3)), 1])


MOD_BY_ARG = """
func.func @k(%x: si8, %y: si8, %out: !compass.ptr<si8, global>) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %r = tir.mod %x, %y : si8 loc("kernel.py":44:9)
  tir.store %r, %out[%c0] : !compass.ptr<si8, global>, si32
  return
}
"""


def test_remainder_by_zero_is_an_error():
    prog = program(MOD_BY_ARG)
    out = np.zeros(1, np.int8)
    prog.run([-7, 3, out])
    assert out[0] == -1
    with pytest.raises(SimulatorError, match=r"^kernel.py:44:9: error: integer division by zero \(TEC 0\)$"):
        prog.run([-7, 0, out])


# ----------------------------------------------------------------------------
# Memory errors and masked accesses
# ----------------------------------------------------------------------------

COPY = """
func.func @copy(%src: !compass.ptr<si32, global> {compass.name = "src"},
                %dst: !compass.ptr<si32, global> {compass.name = "dst"},
                %n: si32) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %src[%i] : !compass.ptr<si32, global>, si32 loc("kernel.py":20:9)
    tir.store %x, %dst[%i] : !compass.ptr<si32, global>, si32 loc("kernel.py":21:9)
  } loc("kernel.py":19:5)
  return
} loc("kernel.py":17:1)
"""


def test_out_of_bounds_load_is_an_error():
    prog = program(COPY)
    src = np.arange(10, dtype=np.int32)
    dst = np.zeros(20, np.int32)
    with pytest.raises(SimulatorError) as info:
        prog.run([src, dst, 11])
    message = str(info.value)
    assert message.startswith("kernel.py:20:9: error: out of bounds: read of 4 bytes")
    assert 'of "src" (40 bytes)' in message and message.endswith("(TEC 0)")
    np.testing.assert_array_equal(dst[:10], src)  # in place, up to the error


def test_out_of_bounds_store_is_an_error():
    prog = program(COPY)
    with pytest.raises(SimulatorError, match=r'^kernel.py:21:9: error: out of bounds: write.*"dst"'):
        prog.run([np.arange(10, dtype=np.int32), np.zeros(9, np.int32), 10])
    # A view is bounded by its own size.
    with pytest.raises(SimulatorError, match="out of bounds: read of 4 bytes at byte offset 20 "):
        prog.run([np.arange(10, dtype=np.int32)[5:], np.zeros(10, np.int32), 6])


def test_null_pointer_is_an_error_only_when_accessed():
    prog = program(COPY)
    prog.run([None, None, 0])
    with pytest.raises(SimulatorError, match=r"^kernel.py:20:9: error: read of 4 bytes through a null pointer \(TEC 0\)$"):
        prog.run([None, np.zeros(4, np.int32), 4])


def masked_vector_copy(mask, offset):
    return f"""
func.func @k(%src: !compass.ptr<si32, global>, %dst: !compass.ptr<si32, global>) attributes {{compass.kernel}} {{
  %m = compass.const_mask {mask_attr(mask)} : !compass.mask<8>
  %k = tir.const {offset} : si32
  %ps = tir.ptr_offset %src, %k : !compass.ptr<si32, global>, si32
  %pd = tir.ptr_offset %dst, %k : !compass.ptr<si32, global>, si32
  %v = compass.vload %ps, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32> loc("kernel.py":30:7)
  compass.vstore %v, %pd, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8> loc("kernel.py":31:7)
  return
}}
"""


def test_masked_vector_access_past_the_end_is_fine():
    # 13 elements: the vector at 8 has 5 lanes in bounds, 3 past the end.
    src = np.arange(100, 113, dtype=np.int32)
    dst = np.zeros(13, np.int32)
    program(masked_vector_copy([True] * 5 + [False] * 3, 8)).run([src, dst])
    np.testing.assert_array_equal(dst, np.r_[np.zeros(8, np.int32), src[8:]])
    # Inactive lanes may even start before the buffer.
    dst[:] = 0
    program(masked_vector_copy([False, False, True, True] + [False] * 4, -2)).run([src, dst])
    np.testing.assert_array_equal(dst, np.r_[src[:2], np.zeros(11, np.int32)])


def test_active_lane_past_the_end_is_an_error():
    src = np.arange(13, dtype=np.int32)
    dst = np.zeros(16, np.int32)
    with pytest.raises(SimulatorError,
                       match=r"^kernel.py:30:7: error: out of bounds: read of 4 bytes at byte offset 52 "):
        program(masked_vector_copy([True] * 6 + [False] * 2, 8)).run([src, dst])
    with pytest.raises(SimulatorError, match=r"^kernel.py:31:7: error: out of bounds: write"):
        program(masked_vector_copy([True] * 6 + [False] * 2, 8)).run([dst, src])
    np.testing.assert_array_equal(src, np.arange(13))  # no lane was written
    # An active lane before the start of the buffer.
    with pytest.raises(SimulatorError, match="out of bounds: read of 4 bytes at byte offset -4 "):
        program(masked_vector_copy([True] * 8, -1)).run([src, dst])


# ----------------------------------------------------------------------------
# Barriers
# ----------------------------------------------------------------------------

DIVERGENT = """
func.func @k(%out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  tir.if %is0 {
    compass.barrier loc("kernel.py":7:9)
  }
  return
}
"""


def test_barrier_divergence_is_an_error():
    with pytest.raises(SimulatorError) as info:
        program(DIVERGENT).run([np.zeros(4, np.int32)])
    message = str(info.value)
    assert message.startswith("kernel.py:7:9: error: barrier divergence: ")
    assert "TEC 0 waits at the barrier at kernel.py:7:9" in message
    assert "TEC 3 reached the end of the kernel" in message
    assert message.endswith("(TEC 0)")


TWO_BARRIERS = """
func.func @k() attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c2 = tir.const 2 : si32
  %low = tir.cmp lt, %tid, %c2 : si32
  tir.if %low {
    compass.barrier loc("kernel.py":5:9)
  } else {
    compass.barrier loc("kernel.py":7:9)
  }
  return
}
"""


def test_different_barriers_diverge():
    with pytest.raises(SimulatorError) as info:
        program(TWO_BARRIERS).run([])
    message = str(info.value)
    assert "TEC 1 waits at the barrier at kernel.py:5:9" in message
    assert "TEC 2 waits at the barrier at kernel.py:7:9" in message


EXCHANGE = """
func.func @k(%buf: !compass.ptr<si32, global>, %out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %ntec = compass.get_local_size : si32
  %c1 = tir.const 1 : si32
  %v = tir.add %tid, %c1 : si32
  tir.store %v, %buf[%tid] : !compass.ptr<si32, global>, si32
  compass.barrier
  %next = tir.add %tid, %c1 : si32
  %wrapped = tir.mod %next, %ntec : si32
  %w = tir.load %buf[%wrapped] : !compass.ptr<si32, global>, si32
  tir.store %w, %out[%tid] : !compass.ptr<si32, global>, si32
  compass.barrier
  return
}
"""


def test_barrier_orders_tecs():
    buf = np.zeros(4, np.int32)
    out = np.zeros(4, np.int32)
    program(EXCHANGE).run([buf, out])
    np.testing.assert_array_equal(buf, [1, 2, 3, 4])
    np.testing.assert_array_equal(out, [2, 3, 4, 1])
    # Without the first barrier TEC 1 writes the element TEC 0 read in the
    # same barrier interval: a data race.
    no_barrier = EXCHANGE.replace("compass.barrier\n  %next", "%next", 1)
    buf[:] = 0
    with pytest.raises(SimulatorError, match=r'data race on "arg0": TEC 1 writes bytes read by TEC 0 at -:10:8'):
        program(no_barrier).run([buf, out])


# ----------------------------------------------------------------------------
# Calls and variables
# ----------------------------------------------------------------------------

CALLS = """
func.func private @square_plus(%x: si32, %y: si32) -> si32 {
  %m = tir.mul %x, %x : si32
  %s = tir.add %m, %y : si32
  return %s : si32
}
func.func private @fact(%n: si32) -> si32 {
  %c1 = tir.const 1 : si32
  %r = tir.var_decl "r" : !tir.var<si32>
  %small = tir.cmp le, %n, %c1 : si32
  tir.if %small {
    tir.var_set %r, %c1 : !tir.var<si32>
  } else {
    %n1 = tir.sub %n, %c1 : si32
    %f = func.call @fact(%n1) : (si32) -> si32
    %p = tir.mul %n, %f : si32
    tir.var_set %r, %p : !tir.var<si32>
  }
  %v = tir.var_get %r : !tir.var<si32>
  return %v : si32
}
func.func private @put(%p: !compass.ptr<si32, global>, %i: si32, %v: si32) {
  tir.store %v, %p[%i] : !compass.ptr<si32, global>, si32
  return
}
func.func @k(%a: !compass.ptr<si32, global>, %out: !compass.ptr<si32, global>,
             %facts: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %a[%i] : !compass.ptr<si32, global>, si32
    %y = func.call @square_plus(%x, %i) : (si32, si32) -> si32
    func.call @put(%out, %i, %y) : (!compass.ptr<si32, global>, si32, si32) -> ()
    %f = func.call @fact(%i) : (si32) -> si32
    tir.store %f, %facts[%i] : !compass.ptr<si32, global>, si32
  }
  return
}
"""


def test_subroutine_calls():
    a = np.array([3, -4, 5, 0, 7, 11, 2, 1], np.int32)
    out = np.zeros(8, np.int32)
    facts = np.zeros(8, np.int32)
    program(CALLS).run([a, out, facts, 8])
    np.testing.assert_array_equal(out, a * a + np.arange(8))
    np.testing.assert_array_equal(facts, [math.factorial(max(i, 1)) for i in range(8)])


RUNAWAY = """
func.func private @forever(%n: si32) -> si32 {
  %r = func.call @forever(%n) : (si32) -> si32 loc("kernel.py":60:12)
  return %r : si32
}
func.func @k(%n: si32) attributes {compass.kernel} {
  %r = func.call @forever(%n) : (si32) -> si32
  return
}
"""


def test_runaway_recursion_is_an_error():
    with pytest.raises(SimulatorError, match=r"^kernel.py:60:12: error: call stack overflow"):
        program(RUNAWAY).run([1])


VARIABLES = """
func.func @k(%a: !compass.ptr<si32, global>, %out: !compass.ptr<si32, global>,
             %vout: !compass.ptr<si32, global>, %n: si32) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c8 = tir.const 8 : si32
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %acc = tir.var_decl "acc" : !tir.var<si32>
  %best = tir.var_decl "best" : !tir.var<si32>
  %vacc = tir.var_decl "vacc" : !tir.var<vector<8xsi32>>
  %zero = compass.vload %a, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %z = compass.vsub %zero, %zero, %m : vector<8xsi32>, !compass.mask<8>
  tir.var_set %acc, %c0 : !tir.var<si32>
  tir.var_set %vacc, %z : !tir.var<vector<8xsi32>>
  %first = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  tir.var_set %best, %first : !tir.var<si32>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %x = tir.load %a[%i] : !compass.ptr<si32, global>, si32
    %old = tir.var_get %acc : !tir.var<si32>
    %new = tir.add %old, %x : si32
    tir.var_set %acc, %new : !tir.var<si32>
    %b = tir.var_get %best : !tir.var<si32>
    %bigger = tir.cmp gt, %x, %b : si32
    %nb = tir.select %bigger, %x, %b : si32
    tir.var_set %best, %nb : !tir.var<si32>
  }
  tir.for %j = %c0 to %n step %c8 : si32 {
    %p = tir.ptr_offset %a, %j : !compass.ptr<si32, global>, si32
    %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %va = tir.var_get %vacc : !tir.var<vector<8xsi32>>
    %vs = compass.vadd %va, %v, %m : vector<8xsi32>, !compass.mask<8>
    tir.var_set %vacc, %vs : !tir.var<vector<8xsi32>>
  }
  %sum = tir.var_get %acc : !tir.var<si32>
  %mx = tir.var_get %best : !tir.var<si32>
  tir.store %sum, %out[%c0] : !compass.ptr<si32, global>, si32
  tir.store %mx, %out[%c1] : !compass.ptr<si32, global>, si32
  %vfinal = tir.var_get %vacc : !tir.var<vector<8xsi32>>
  compass.vstore %vfinal, %vout, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
"""


def test_variables_in_loops():
    rng = np.random.default_rng(5)
    a = rng.integers(-1000, 1000, 64).astype(np.int32)
    out = np.zeros(2, np.int32)
    vout = np.zeros(8, np.int32)
    program(VARIABLES).run([a, out, vout, 64])
    assert out[0] == a.sum() and out[1] == a.max()
    np.testing.assert_array_equal(vout, a.reshape(8, 8).sum(axis=0))


LOOP_BOUNDS = """
func.func @k(%out: !compass.ptr<si32, global>, %start: si32, %stop: si32, %step: si32) attributes {compass.kernel} {
  %count = tir.var_decl "count" : !tir.var<si32>
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.var_set %count, %c0 : !tir.var<si32>
  tir.for %i = %start to %stop step %step : si32 {
    %c = tir.var_get %count : !tir.var<si32>
    %n = tir.add %c, %c1 : si32
    tir.var_set %count, %n : !tir.var<si32>
  } loc("kernel.py":50:5)
  %r = tir.var_get %count : !tir.var<si32>
  %tid = compass.get_local_id : si32
  tir.store %r, %out[%tid] : !compass.ptr<si32, global>, si32
  return
}
"""


def test_loop_bounds():
    prog = program(LOOP_BOUNDS)
    out = np.zeros(4, np.int32)
    for start, stop, step in [(0, 10, 3), (5, 5, 1), (7, 2, 1), (-5, 5, 2),
                              (2**31 - 3, 2**31 - 1, 5), (-2**31, -2**31 + 10, 4)]:
        prog.run([out, start, stop, step])
        assert (out == len(range(start, stop, step))).all(), (start, stop, step)
    with pytest.raises(SimulatorError, match=r"^kernel.py:50:5: error: tir.for step must be positive"):
        prog.run([out, 0, 10, 0])


# ----------------------------------------------------------------------------
# Arguments, scalars and decoding
# ----------------------------------------------------------------------------

ECHO = """
func.func @k(%out: !compass.ptr<si32, global>, %a: si8, %b: ui32, %c: f16, %d: bf16, %e: f32, %f: i1,
             %v: !compass.ptr<none, lsram>, %w: !compass.ptr<vector<16xf16>, shared>) attributes {compass.kernel} {
  %a32 = tir.cast %a : si8 to si32
  %b32 = tir.cast %b : ui32 to si32
  %f32 = tir.cast %f : i1 to si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  tir.store %a32, %out[%c0] : !compass.ptr<si32, global>, si32
  tir.store %b32, %out[%c1] : !compass.ptr<si32, global>, si32
  tir.store %f32, %out[%c2] : !compass.ptr<si32, global>, si32
  %ce = tir.cast %e : f32 to f32
  %cc = tir.cast %c : f16 to f32
  %cd = tir.cast %d : bf16 to f32
  %ie = tir.cast %ce : f32 to si32
  tir.store %ie, %out[%c3] : !compass.ptr<si32, global>, si32
  %ic = tir.mul %cc, %cc : f32
  %icc = tir.cast %ic : f32 to si32
  tir.store %icc, %out[%c4] : !compass.ptr<si32, global>, si32
  %id = tir.cast %cd : f32 to si32
  tir.store %id, %out[%c5] : !compass.ptr<si32, global>, si32
  return
}
"""


def test_scalar_arguments_and_param_types():
    prog = program(ECHO)
    assert prog.param_types == ["ptr:int32:global", "int8", "uint32", "float16", "bfloat16",
                                "float32", "bool", "ptr:void:lsram", "ptr:float16x16:shared"]
    out = np.zeros(6, np.int32)
    prog.run([out, 200, -1, 3.0, 257.0, -7.9, True, None, None])
    # 200 wraps to int8 -56; -1 as uint32 is all ones; 257 rounds to bf16 256.
    np.testing.assert_array_equal(out, [-56, -1, 1, -7, 9, 256])
    prog.run([out, np.int16(-3), 2**32 + 5, np.float32(2.0), 3, 1e9, 0, None, None])
    np.testing.assert_array_equal(out, [-3, 5, 0, 1000000000, 4, 3])


def test_unchecked_arguments_are_refused():
    # Program.run takes checked arguments (compass/script/arguments.py checks
    # a call); anything else is refused, never misread.
    prog = program(SCALAR_ADD)
    a = np.zeros(4, np.float32)
    with pytest.raises(ValueError, match="takes 4 arguments, got 3"):
        prog.run([a, a, a])
    frozen = np.zeros(4, np.float32)
    frozen.flags.writeable = False
    not_checked = r"of the simulator program is not a checked argument for "
    for index, name, arg, expected in (
            (2, "c", np.zeros(8, np.float32)[::2], r"ptr:float32:global \(a writable C-contiguous"),
            (0, "a", frozen, "ptr:float32:global"),
            (1, "b", 5, r"ptr:float32:global .*got int"),
            (3, "n", 4.0, r"int32 \(an int\), got float"),
            (3, "n", "4", r"int32 \(an int\), got str")):
        args = [a, a, a, 4]
        args[index] = arg
        with pytest.raises(ValueError, match=rf"argument {index} \('{name}'\) {not_checked}{expected}"):
            prog.run(args)
    echo = program(ECHO)
    with pytest.raises(ValueError, match=rf"argument 3 \('arg3'\) {not_checked}float16 \(a number\), "
                                         r"got str"):
        echo.run([np.zeros(6, np.int32), 1, 1, "3", 1.0, 1.0, True, None, None])


def test_unsupported_operation_fails_to_decode():
    text = """
func.func @k(%out: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %v = tir.intrin "vbcast"(%c0) : (si32) -> vector<8xsi32> loc("kernel.py":3:5)
  %x = tir.extract %v[%c0] : vector<8xsi32>, si32
  tir.store %x, %out[%c0] : !compass.ptr<si32, global>, si32
  return
}
"""
    with pytest.raises(SimulatorError) as info:
        program(text)
    assert "kernel.py:3:5: error: 'tir.intrin' op is not supported by the simulator" in str(info.value)


def test_module_without_kernel_fails_to_decode():
    with pytest.raises(SimulatorError, match="compass.kernel"):
        program("func.func @f() { return }")


def test_error_in_subroutine_names_the_subroutine_line():
    text = """
func.func private @get(%p: !compass.ptr<f32, global>, %i: si32) -> f32 {
  %x = tir.load %p[%i] : !compass.ptr<f32, global>, si32 loc(callsite("kernel.py":3:12 at "kernel.py":9:5))
  return %x : f32
}
func.func @k(%p: !compass.ptr<f32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c2 = tir.const 2 : si32
  %i = tir.mul %tid, %c2 : si32
  %x = func.call @get(%p, %i) : (!compass.ptr<f32, global>, si32) -> f32 loc("kernel.py":9:5)
  return
}
"""
    prog = program(text)
    with pytest.raises(SimulatorError) as info:
        prog.run([np.zeros(5, np.float32)])
    assert str(info.value).startswith("kernel.py:3:12: error: out of bounds: read")
    assert str(info.value).endswith("(TEC 3)")
