"""S.printf, S.perf_tick_begin / S.perf_tick_end, S.aiff and S.asm (the Misc family).

S.printf runs on both paths and what they print is compared exactly, with each other and
with the text a Python oracle writes from upstream's documented PySim format: integers as
C prints them (int32 for %d %i, uint32 for %u %o %x %X, `0x` / `0` before the digits), a
float's %x its float32 bits, %f the float32 value rounded to 12 decimals and cut to 6
(`f"{x:.12f}"[:-6]`), the vector conversions the lanes of the 256-bit vector read as
uint8/uint16/uint32 (hex) or its float lanes, comma separated. Within each barrier
interval the TECs print one after another in id order.

The native run (compass.jit) prints the simulator's text exactly. The perf ticks count,
per TEC, the simulator instructions between the two marks (`prim_func.perf_ticks`), the
nanoseconds natively (`compass.jit(f).perf_ticks`), with the same pairing errors; on POCL
they do nothing. S.aiff and S.asm are parsed, checked and spelled in the C as upstream,
and refused with one located error by the simulator, by POCL and natively.
"""

import re

import numpy as np
import pytest

import compass
from compass import BuildManager, CompassError, script as S

from conftest import bf16_to_f32, f32_to_bf16

TECS = 4
I16_MIN, I16_MAX, U16_MAX = -32768, 32767, 65535
I32_MIN, I32_MAX, U32_MAX = -2**31, 2**31 - 1, 2**32 - 1
FP16_MAX = 65504.0
BF16_PI = 3.140625  # 3.14159 rounded to bfloat16


def line_of(marker):
    """The line of this file holding `marker` (a comment on a kernel's line)."""
    with open(__file__, encoding="utf-8") as file:
        for number, text in enumerate(file, 1):
            if text.rstrip().endswith(marker):
                return number
    raise AssertionError(marker)


def refusal(call, marker):
    """The message of the CompassError `call()` raises, which must point at the line
    marked `# MARK <marker>`."""
    with pytest.raises(CompassError) as info:
        call()
    assert info.value.line == line_of(f"# MARK {marker}")
    return info.value.message


# The oracle: upstream's PySim format, written from its documentation. -----------------

def f6(x):
    """%f of a float32 value."""
    return f"{np.float32(x):.12f}"[:-6]


def hex_lanes(values, dtype):
    return ",".join(f"0x{int(v):x}" for v in np.asarray(values).astype(dtype).view(
        {1: np.uint8, 2: np.uint16, 4: np.uint32}[np.dtype(dtype).itemsize]))


def float_lanes(values):
    return ",".join(f6(v) for v in values)


def run_both(kernel, args_factory, capfd):
    """(simulator's output, POCL's output, Executor) of one run each; the native run
    (compass.jit) must print the simulator's text."""
    ex = BuildManager().build(kernel)
    capfd.readouterr()
    kernel(*args_factory())
    sim = capfd.readouterr().out
    ex(*args_factory())
    pocl = capfd.readouterr().out
    compass.jit(kernel)(*args_factory())
    assert capfd.readouterr().out == sim, "compass.jit printed other text than the simulator"
    return sim, pocl, ex


# S.printf: scalars -----------------------------------------------------------------------

@S.prim_func
def printf_scalars(a: S.ptr("int8x32", "global"), out: S.ptr("int8x32", "global")):
    out[0] = S.vadd(a[0], 0)
    tec_cnt = S.get_local_size()
    var_fp32 = S.fp32(1.25)
    var_fp16 = S.fp16(1.25)
    var_u8 = S.u8(200)
    var_i8 = S.i8(-3)
    S.printf("d: tec_cnt=%d, signed expr:%d\n", tec_cnt, tec_cnt - 10)
    S.printf("d: %d, %d, %d\n", I32_MIN, I16_MIN, 0)
    S.printf("d: %d, %d, %d, %d, %d\n", I16_MAX, I32_MAX, U32_MAX, var_u8, var_i8)
    S.printf("i: %i, %i\n", tec_cnt - 10, I32_MIN)
    S.printf("u: %u, %u, %u, %u, %u\n", tec_cnt - 10, I32_MIN, I16_MIN, U32_MAX, var_i8)
    S.printf("o: %o, %o, %o, %o, %o\n", tec_cnt, tec_cnt - 10, I32_MIN, 0, U32_MAX)
    S.printf("x: %x, %x, %x, %x, %x, %x\n", tec_cnt, tec_cnt - 10, 0, I16_MAX, 1.25, var_fp32)
    S.printf("X: %X, %X, %X, %X\n", tec_cnt - 10, I16_MIN, var_fp16, var_u8)
    S.printf("f: %f, %f, %f, %f, %f\n", -FP16_MAX, -1.234567, 0.0, 1.234567, FP16_MAX)
    S.printf("f: %f, %f, %f, %f, %f\n", 0.0000546, 2e-6, 1e-6, -1e-7, -0.0)
    S.printf("f: %f, %f, %f, %f\n", var_fp16, S.fp16(0.1), 16777216.0, S.bf16(3.14159))
    S.printf("c: %c%c%c\n", 79 + tec_cnt, 104, S.i8(33))
    S.printf("s: %s, %s|%%|%d%%\n", "a literal string.", "100% sure", 7)
    S.printf("tid %d of %d\n", S.get_local_id(), tec_cnt)


def scalars_expected(tid):
    u32 = lambda v: v & 0xFFFFFFFF  # noqa: E731
    return "".join([
        "d: tec_cnt=4, signed expr:-6\n",
        f"d: {I32_MIN}, {I16_MIN}, 0\n",
        f"d: {I16_MAX}, {I32_MAX}, -1, 200, -3\n",
        f"i: -6, {I32_MIN}\n",
        f"u: {u32(-6)}, {u32(I32_MIN)}, {u32(I16_MIN)}, {U32_MAX}, {u32(-3)}\n",
        f"o: 04, 0{u32(-6):o}, 0{u32(I32_MIN):o}, 00, 0{U32_MAX:o}\n",
        f"x: 0x4, 0x{u32(-6):x}, 0x0, 0x{I16_MAX:x}, 0x3fa00000, 0x3fa00000\n",
        f"X: 0x{u32(-6):X}, 0x{u32(I16_MIN):X}, 0x3FA00000, 0xC8\n",
        f"f: {f6(-FP16_MAX)}, {f6(-1.234567)}, {f6(0.0)}, {f6(1.234567)}, {f6(FP16_MAX)}\n",
        f"f: {f6(0.0000546)}, {f6(2e-6)}, {f6(1e-6)}, {f6(-1e-7)}, {f6(-0.0)}\n",
        f"f: {f6(1.25)}, {f6(np.float16(0.1))}, {f6(16777216.0)}, {f6(BF16_PI)}\n",
        "c: Sh!\n",
        "s: a literal string., 100% sure|%|7%\n",
        f"tid {tid} of 4\n",
    ])


def int8_args():
    return [np.arange(32, dtype=np.int8), np.zeros(32, np.int8)]


def test_printf_scalars(capfd):
    sim, pocl, _ = run_both(printf_scalars, int8_args, capfd)
    expected = "".join(scalars_expected(t) for t in range(TECS))
    assert sim == expected
    assert pocl == sim
    # The corners the rule is about: truncation, not rounding, to 6 decimals (0.0000546),
    # after rounding to 12 (2e-6 as float32 is 1.99999999495e-06), and the sign of -1e-7.
    assert "f: 0.000054, 0.000002, 0.000001, -0.000000, -0.000000\n" in sim


# S.printf: vectors -------------------------------------------------------------------------

@S.prim_func
def printf_vectors(a: S.ptr("int8x32", "global"), h: S.ptr("fp16x16", "global"),
                   b: S.ptr("bf16x16", "global"), f: S.ptr("fp32x8", "global"),
                   out: S.ptr("int8x32", "global")):
    out[0] = S.vadd(a[0], 0)
    S.printf("%v32hhx\n", S.i8x32(-128))
    S.printf("%v32hhx|%v32hhx\n", a[0], S.u8x32(255))
    S.printf("%v16hx|%v16hx|%v16hx\n", S.i16x16(I16_MIN), S.u16x16(U16_MAX), h[0])
    S.printf("%v8hlx|%v8hlx|%v8hlx\n", S.i32x8(I32_MIN), S.fp32x8(1.25), f[0])
    S.printf("%v16hx\n", a[0])
    S.printf("%v16hf|%v16hf\n", S.fp16x16(1.2345678), h[0])
    S.printf("%v16hf\n", b[0])
    S.printf("%v8hlf|%v8hlf|%v16hf\n", S.fp32x8(1.2345678), f[0], f[0])


A_VALUES = np.arange(-16, 16, dtype=np.int8) * 7
H_VALUES = np.array([0.1, -0.5, 1.2345678, FP16_MAX, -FP16_MAX, 6e-8, 0.0, -0.0, 3.14159,
                     1e-3, 2.5, -7.75, 100.0, 1e4, -1e-4, 0.333], np.float16)
B_VALUES = np.array([0.1, -0.5, 1.2345678, 3e38, -3e38, 1e-30, 0.0, -0.0, 3.14159,
                     1e-3, 2.5, -7.75, 100.0, 1e4, -1e-4, 0.333], np.float32)
F_VALUES = np.array([0.0000546, -1.234567, 2e-6, 1e-6, 8388607.5, -123456.789, 0.1, 1e-7],
                    np.float32)


def vector_args():
    b = np.zeros(16, np.dtype("uint16"))
    b[:] = f32_to_bf16(B_VALUES)
    from compass import DataType
    return [A_VALUES.copy(), H_VALUES.copy(), b.view(DataType("bfloat16").numpy_dtype),
            F_VALUES.copy(), np.zeros(32, np.int8)]


def vectors_expected():
    bf = bf16_to_f32(f32_to_bf16(B_VALUES))
    return "".join([
        ",".join(["0x80"] * 32) + "\n",
        hex_lanes(A_VALUES, np.int8) + "|" + ",".join(["0xff"] * 32) + "\n",
        ",".join(["0x8000"] * 16) + "|" + ",".join(["0xffff"] * 16) + "|"
        + hex_lanes(H_VALUES, np.float16) + "\n",
        ",".join(["0x80000000"] * 8) + "|" + ",".join(["0x3fa00000"] * 8) + "|"
        + hex_lanes(F_VALUES, np.float32) + "\n",
        hex_lanes(A_VALUES.view(np.uint16), np.uint16) + "\n",
        float_lanes([np.float16(1.2345678)] * 16) + "|" + float_lanes(H_VALUES) + "\n",
        float_lanes(bf) + "\n",
        float_lanes([1.2345678] * 8) + "|" + float_lanes(F_VALUES) + "|"
        + float_lanes(F_VALUES) + "\n",
    ])


def test_printf_vectors(capfd):
    sim, pocl, _ = run_both(printf_vectors, vector_args, capfd)
    assert sim == vectors_expected() * TECS
    assert pocl == sim


# S.printf: order of the TECs, %p, the C ----------------------------------------------------

@S.prim_func
def printf_order(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    S.printf("before %d\n", tid)
    S.printf("again %d\n", tid)
    S.barrier()
    if tid % 2 == 1:
        S.printf("odd %d\n", a[tid])
    out[tid] = a[tid] + 1
    S.printf("after %d\n", tid)


def test_printf_order_per_barrier_interval(capfd):
    sim, pocl, _ = run_both(
        printf_order, lambda: [np.arange(10, 14, dtype=np.int32), np.zeros(4, np.int32)], capfd)
    first = "".join(f"before {t}\nagain {t}\n" for t in range(TECS))
    second = "".join((f"odd {10 + t}\n" if t % 2 else "") + f"after {t}\n" for t in range(TECS))
    assert sim == first + second
    assert pocl == sim


@S.prim_func
def printf_pointer(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    out[0] = a[0]
    if S.get_local_id() == 0:
        S.printf("ptr %p end\n", a)


def test_printf_pointer(capfd):
    sim, pocl, ex = run_both(
        printf_pointer, lambda: [np.ones(4, np.int32), np.zeros(4, np.int32)], capfd)
    # The simulator has no addresses: it prints "%p" as upstream's PySim; POCL an address.
    assert sim == "ptr %p end\n"
    assert re.fullmatch(r"ptr (0x[0-9a-f]+|\(nil\)) end\n", pocl), pocl
    assert 'printf("ptr %p end\\n", a);' in ex.c_code


def test_printf_c_spelling():
    code = BuildManager().build(printf_scalars).c_code
    assert 'printf("s: a literal string., 100%% sure|%%|%d%%\\n", 7);' in code
    assert "0x%x" in code and "__compass_printf_f(" in code


# S.printf: errors ----------------------------------------------------------------------------

@S.prim_func
def printf_bad_count(out: S.ptr("int32", "global")):
    S.printf("%d %d\n", 1)  # MARK printf_bad_count


@S.prim_func
def printf_too_many(out: S.ptr("int32", "global")):
    S.printf("no specifier\n", 1)  # MARK printf_too_many


@S.prim_func
def printf_unsupported(out: S.ptr("int32", "global")):
    S.printf("%ld\n", 1)  # MARK printf_unsupported


@S.prim_func
def printf_d_float(out: S.ptr("int32", "global")):
    S.printf("%d\n", 1.5)  # MARK printf_d_float


@S.prim_func
def printf_f_int(out: S.ptr("int32", "global")):
    S.printf("%f\n", out[0])  # MARK printf_f_int


@S.prim_func
def printf_x_vector(out: S.ptr("int32x8", "global")):
    S.printf("%x\n", out[0])  # MARK printf_x_vector


@S.prim_func
def printf_s_int(out: S.ptr("int32", "global")):
    S.printf("%s\n", 3)  # MARK printf_s_int


@S.prim_func
def printf_c_float(out: S.ptr("int32", "global")):
    S.printf("%c\n", S.fp32(3))  # MARK printf_c_float


@S.prim_func
def printf_hhx_narrow(out: S.ptr("int32x4", "global")):
    S.printf("%v32hhx\n", out[0])  # MARK printf_hhx_narrow


@S.prim_func
def printf_hf_int(out: S.ptr("int32x8", "global")):
    S.printf("%v8hlf\n", out[0])  # MARK printf_hf_int


@S.prim_func
def printf_p_int(out: S.ptr("int32", "global")):
    S.printf("%p\n", out[0])  # MARK printf_p_int


@S.prim_func
def printf_fmt_not_str(out: S.ptr("int32", "global")):
    S.printf(out[0])  # MARK printf_fmt_not_str


@pytest.mark.parametrize("kernel, marker, message", [
    (printf_bad_count, "printf_bad_count",
     'The specifier count "2" not equal to the argument count "1".'),
    (printf_too_many, "printf_too_many",
     'The specifier count "0" not equal to the argument count "1".'),
    (printf_unsupported, "printf_unsupported", 'Unsupported specifier "%ld\n".'),
    (printf_d_float, "printf_d_float", 'Specifier "%d" only accept integer scalar value.'),
    (printf_f_int, "printf_f_int", 'Specifier "%f" only accept float scalar value.'),
    (printf_x_vector, "printf_x_vector", 'Specifier "%x" only accept scalar value.'),
    (printf_s_int, "printf_s_int", 'Specifier "%s" only accept string value.'),
    (printf_c_float, "printf_c_float", 'Specifier "%c" only accept integer scalar value.'),
    (printf_hhx_narrow, "printf_hhx_narrow",
     'Specifier "%v32hhx" only accept 256-bit vector value.'),
    (printf_hf_int, "printf_hf_int", 'Specifier "%v8hlf" only accept 256-bit float vector value.'),
    (printf_p_int, "printf_p_int", 'Specifier "%p" only accept pointer value.'),
    (printf_fmt_not_str, "printf_fmt_not_str", 'The arg "fmt" expect a string.'),
])
def test_printf_errors(kernel, marker, message):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    assert info.value.message == message
    assert info.value.file == __file__
    assert info.value.line == line_of(f"# MARK {marker}")


# Perf ticks ----------------------------------------------------------------------------------

@S.prim_func
def perf_kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    tid = S.get_local_id()
    acc = 0
    S.perf_tick_begin(7)
    S.perf_tick_end(7)
    S.perf_tick_begin(111)
    for i in range(tid + 1):
        acc += a[i]
    S.perf_tick_end(111)
    S.perf_tick_begin(tid + 200)
    out[tid] = acc
    S.perf_tick_end(tid + 200)
    for k in range(2):
        S.perf_tick_begin(5)
        acc += 1
        S.perf_tick_end(5)
    out[tid] = acc


def test_perf_ticks_count_instructions_per_tec():
    a = np.arange(1, 5, dtype=np.int32)
    out = np.zeros(4, np.int32)
    perf_kernel(a, out)
    np.testing.assert_array_equal(out, np.cumsum(a) + 2)
    ticks = perf_kernel.perf_ticks
    assert set(ticks) == {7, 111, 5, 200, 201, 202, 203}
    # Nothing between the marks: no instruction.
    assert ticks[7] == {t: 0 for t in range(TECS)}
    # A loop of tid + 1 iterations: the same cost per iteration on every TEC.
    loop = [ticks[111][t] for t in range(TECS)]
    step = loop[1] - loop[0]
    assert step > 0 and loop == [loop[0] + t * step for t in range(TECS)]
    # One id per TEC (a runtime cid), each seen by its own TEC only.
    for t in range(TECS):
        assert ticks[200 + t] == {t: ticks[200][0]}
    # Two fragments of the same id add up, and equal fragments cost the same.
    assert ticks[5][0] % 2 == 0 and ticks[5][0] > 0
    assert len({ticks[5][t] for t in range(TECS)}) == 1


def test_perf_ticks_measure_nanoseconds_natively():
    a = np.arange(1, 5, dtype=np.int32)
    out = np.zeros(4, np.int32)
    jitted = compass.jit(perf_kernel)
    jitted(a, out)
    np.testing.assert_array_equal(out, np.cumsum(a) + 2)
    ticks = jitted.perf_ticks
    # The simulator's fragments, each TEC's own, measured in nanoseconds.
    assert set(ticks) == {7, 111, 5, 200, 201, 202, 203}
    assert all(set(ticks[cid]) == set(range(TECS)) for cid in (7, 111, 5))
    for t in range(TECS):
        assert set(ticks[200 + t]) == {t}
    # A loop of 4 iterations takes some time.
    assert ticks[111][3] > 0


def test_perf_ticks_on_pocl_and_in_the_c():
    ex = BuildManager().build(perf_kernel)
    assert re.search(r"__perf_record_tick_begin\(\(?(uint\))?111u?\);", ex.c_code), ex.c_code
    assert re.search(r"__perf_record_tick_end\(\(?(uint\))?111u?\);", ex.c_code), ex.c_code
    a = np.arange(1, 5, dtype=np.int32)
    out = np.zeros(4, np.int32)
    ex(a, out)
    np.testing.assert_array_equal(out, np.cumsum(a) + 2)


@S.prim_func
def perf_end_without_begin(out: S.ptr("int32", "global")):
    S.perf_tick_end(3)  # MARK perf_end_without_begin


@S.prim_func
def perf_begin_twice(out: S.ptr("int32", "global")):
    S.perf_tick_begin(3)
    S.perf_tick_begin(3)  # MARK perf_begin_twice
    S.perf_tick_end(3)


@S.prim_func
def perf_never_ended(out: S.ptr("int32", "global")):
    S.perf_tick_begin(4)  # MARK perf_never_ended


@S.prim_func
def perf_bad_cid(out: S.ptr("int32", "global")):
    S.perf_tick_begin(1.5)  # MARK perf_bad_cid


@pytest.mark.parametrize("kernel, marker, message", [
    (perf_end_without_begin, "perf_end_without_begin",
     "S.perf_tick_end(3) without an S.perf_tick_begin(3) (TEC 0)"),
    (perf_begin_twice, "perf_begin_twice",
     "S.perf_tick_begin(3) again before its S.perf_tick_end (TEC 0)"),
    (perf_never_ended, "perf_never_ended", "S.perf_tick_begin(4) has no S.perf_tick_end (TEC 0)"),
])
def test_perf_tick_run_errors(kernel, marker, message):
    assert refusal(lambda: kernel(np.zeros(4, np.int32)), marker) == message
    assert refusal(lambda: compass.jit(kernel)(np.zeros(4, np.int32)), marker) == message


def test_perf_tick_bad_cid():
    message = refusal(lambda: BuildManager().build(perf_bad_cid), "perf_bad_cid")
    assert message == 'The arg "cid" expect an integer, but got: float.'


# S.aiff -------------------------------------------------------------------------------------

@S.prim_func
def aiff_kernel(out: S.ptr("u8", "global"), ctrl: S.ptr("u32", "global"),
                param: S.ptr("i32", "global"), act: S.ptr("u32", "global")):
    if S.get_local_id() != 0:
        return
    S.aiff(ctrl, param, act)  # MARK aiff_kernel
    out[0] = 1


def aiff_args():
    return [np.zeros(4, np.uint8), np.zeros(104, np.uint32), np.zeros(8, np.int32),
            np.zeros(8, np.uint32)]


def test_aiff_c_spelling():
    code = BuildManager().build(aiff_kernel).c_code
    assert "AIFF(ctrl, param, act, 0);" in code


def test_aiff_refused_by_the_simulator():
    assert "S.aiff cannot run in the simulator" in refusal(
        lambda: aiff_kernel(*aiff_args()), "aiff_kernel")


def test_aiff_refused_on_pocl():
    ex = BuildManager().build(aiff_kernel)
    assert "S.aiff cannot run on POCL" in refusal(lambda: ex(*aiff_args()), "aiff_kernel")
    with pytest.raises(CompassError, match="S.aiff cannot run on POCL"):
        ex.benchmark(*aiff_args())


def test_aiff_refused_natively():
    args = aiff_args()
    message = refusal(lambda: compass.jit(aiff_kernel)(*args), "aiff_kernel")
    assert message == "S.aiff cannot run natively: the AIFF accelerator is not modelled here"
    assert not args[0].any()


@S.prim_func
def aiff_not_pointer(ctrl: S.ptr("u32", "global")):
    S.aiff(ctrl, ctrl[0], ctrl)  # MARK aiff_not_pointer


@S.prim_func
def aiff_float_pointer(ctrl: S.ptr("u32", "global"), act: S.ptr("fp32", "global")):
    S.aiff(ctrl, ctrl, act)  # MARK aiff_float_pointer


@pytest.mark.parametrize("kernel, marker, message", [
    (aiff_not_pointer, "aiff_not_pointer", 'The arg "param_desc" expect a pointer.'),
    (aiff_float_pointer, "aiff_float_pointer",
     'The arg "act_desc" expect a uint32 or int32 pointer, but got: "float32*".'),
])
def test_aiff_errors(kernel, marker, message):
    assert refusal(lambda: BuildManager().build(kernel), marker) == message


# S.async_aiff --------------------------------------------------------------------------------

@S.prim_func
def async_aiff_kernel(out: S.ptr("u8", "global"), ctrl: S.ptr("u32", "global"),
                      param: S.ptr("i32", "global"), act: S.ptr("u32", "global")):
    if S.get_local_id() != 0:
        return
    ev = S.alloc_events(1)
    S.async_aiff(ctrl, param, act, ev)  # MARK async_aiff_kernel
    S.wait_events(ev)
    S.free_events(ev)
    out[0] = 1


def test_async_aiff_c_spelling():
    code = BuildManager().build(async_aiff_kernel).c_code
    assert re.search(r"ASYNC_AIFF\(ctrl, param, act, (\w+), 0\);", code), code


def test_async_aiff_refused_by_every_path():
    assert "S.async_aiff cannot run in the simulator" in refusal(
        lambda: async_aiff_kernel(*aiff_args()), "async_aiff_kernel")
    ex = BuildManager().build(async_aiff_kernel)
    assert "S.async_aiff cannot run on POCL" in refusal(
        lambda: ex(*aiff_args()), "async_aiff_kernel")
    assert "S.async_aiff cannot run natively" in refusal(
        lambda: compass.jit(async_aiff_kernel)(*aiff_args()), "async_aiff_kernel")


@S.prim_func
def async_aiff_int_event(ctrl: S.ptr("u32", "global")):
    S.async_aiff(ctrl, ctrl, ctrl, 0)  # MARK async_aiff_int_event


@S.prim_func
def async_aiff_float_pointer(ctrl: S.ptr("u32", "global"), act: S.ptr("fp32", "global")):
    ev = S.alloc_events(1)
    S.async_aiff(ctrl, act, ctrl, ev)  # MARK async_aiff_float_pointer
    S.wait_events(ev)
    S.free_events(ev)


@pytest.mark.parametrize("kernel, marker, message", [
    (async_aiff_int_event, "async_aiff_int_event",
     'The arg "event" expect object returned by "S.alloc_events".'),
    (async_aiff_float_pointer, "async_aiff_float_pointer",
     'The arg "param_desc" expect a uint32 or int32 pointer, but got: "float32*".'),
])
def test_async_aiff_errors(kernel, marker, message):
    assert refusal(lambda: BuildManager().build(kernel), marker) == message


# S.asm --------------------------------------------------------------------------------------

@S.prim_func
def asm_kernel(a: S.ptr("i8x32", "global"), b: S.ptr("i8x32", "global")):
    x = a[0]
    y = S.i8x32(0)
    S.asm(  # MARK asm_kernel
        "{add t0.b, %[inp].b, 1;\n\t}\n\t"
        "{add %[out].b, %[inp].b, t0.b;}",
        outputs={"out": ("=&t", y)},
        inputs={"inp": ("t", x)},
        clobbers=["t0"],
        qualifiers="volatile",
    )
    b[0] = y


def test_asm_c_spelling():
    code = BuildManager().build(asm_kernel).c_code
    match = re.search(r'__asm__ volatile \(\n\s+"\{add t0\.b, %\[inp\]\.b, 1;\\n\\t\}\\n\\t'
                      r'\{add %\[out\]\.b, %\[inp\]\.b, t0\.b;\}"\n'
                      r'\s+: \[out\] "=&t"\((\w+)\)\n\s+: \[inp\] "t"\((\w+)\)\n'
                      r'\s+: "t0"\n\s+\);', code)
    assert match, code
    # The output's variable gets what the assembly wrote, and b[0] gets the variable.
    assert re.search(rf"\n\s+y = {match.group(1)};\n\s+b\[0\] = y;\n", code), code


@S.prim_func
def asm_plain(a: S.ptr("i32", "global")):
    x = a[0]
    S.asm("nop", inputs={"v": ("r", x)}, qualifiers="inline")
    S.asm("nop")


@S.prim_func
def asm_list_pairs(a: S.ptr("i8x32", "global"), b: S.ptr("i8x32", "global")):
    x = a[0]
    y = S.i8x32(0)
    S.asm(
        "{add t0.b, %[inp].b, 1;\n\t}\n\t"
        "{add %[out].b, %[inp].b, t0.b;}",
        outputs={"out": ["=&t", y]},
        inputs={"inp": ["t", x]},
        clobbers=["t0"],
        qualifiers="volatile",
    )
    b[0] = y


def test_asm_takes_pairs_as_lists_as_upstreams_guide_writes_them():
    manager = BuildManager()
    listed = manager.build(asm_list_pairs).c_code
    paired = manager.build(asm_kernel).c_code
    assert listed.replace("asm_list_pairs", "asm_kernel") == paired


def test_asm_qualifiers_and_empty_lists():
    # The input the kernel names keeps its statement under that name.
    code = BuildManager().build(asm_plain).c_code
    assert re.search(r'int x = a\[0\];\n\s+__asm__ inline \(\n\s+"nop"\n\s+: \n\s+: \[v\] "r"\(x\)\n\s+: \n\s+\);',
                     code), code
    assert re.search(r'__asm__\(\n\s+"nop"\n\s+: \n\s+: \n\s+: \n\s+\);', code), code


def test_asm_refused_by_every_path():
    assert "S.asm cannot run in the simulator" in refusal(
        lambda: asm_kernel(np.zeros(32, np.int8), np.zeros(32, np.int8)), "asm_kernel")
    ex = BuildManager().build(asm_kernel)
    assert "S.asm cannot run on POCL" in refusal(
        lambda: ex(np.zeros(32, np.int8), np.zeros(32, np.int8)), "asm_kernel")
    assert refusal(lambda: compass.jit(asm_kernel)(np.zeros(32, np.int8), np.zeros(32, np.int8)),
                   "asm_kernel") == ("S.asm cannot run natively: inline assembly of the NPU "
                                     "cannot be executed here")


@S.prim_func
def asm_bad_qualifier(a: S.ptr("i32", "global")):
    S.asm("nop", qualifiers="goto")  # MARK asm_bad_qualifier


@S.prim_func
def asm_bad_template(a: S.ptr("i32", "global")):
    S.asm(a[0])  # MARK asm_bad_template


@S.prim_func
def asm_bad_output_constraint(a: S.ptr("i32", "global")):
    y = a[0]
    S.asm("nop", outputs={"o": ("r", y)})  # MARK asm_bad_output_constraint


@S.prim_func
def asm_bad_input_constraint(a: S.ptr("i32", "global")):
    y = a[0]
    S.asm("nop", inputs={"i": ("=m", y)})  # MARK asm_bad_input_constraint


@S.prim_func
def asm_flexible(a: S.ptr("i32x16", "global")):
    y = a[0]
    S.asm("nop", inputs={"i": ("t", y)})  # MARK asm_flexible


@S.prim_func
def asm_bad_clobbers(a: S.ptr("i32", "global")):
    S.asm("nop", clobbers="t0")  # MARK asm_bad_clobbers


@pytest.mark.parametrize("kernel, marker, message", [
    (asm_bad_qualifier, "asm_bad_qualifier",
     'The arg "qualifiers" expect one of (None, "inline", "volatile").'),
    (asm_bad_template, "asm_bad_template", 'The arg "template" expect a string.'),
    (asm_bad_output_constraint, "asm_bad_output_constraint",
     'The constraint "r" of "o" is invalid: expect "=" or "+" first, then the letters "r", '
     '"t", "f" or "p" (and "&").'),
    (asm_bad_input_constraint, "asm_bad_input_constraint",
     'The constraint "=m" of "i" is invalid: expect the letters "r", "t", "f" or "p" '
     '(and "&").'),
    (asm_flexible, "asm_flexible", 'This API does not support the feature Flexible Width '
                                   'Vector and Multiple Width Vector, but got: "int32x16".'),
    (asm_bad_clobbers, "asm_bad_clobbers", 'The arg "clobbers" expect a list of strings.'),
])
def test_asm_errors(kernel, marker, message):
    assert refusal(lambda: BuildManager().build(kernel), marker) == message


# S.reinterpret between pointers and integers -------------------------------------------
# As upstream's PySim: the "uint32"/"int32" of a pointer is its address, on which integer
# arithmetic moves by bytes; "T *" / "<scope> T *" makes such an address a pointer again.

@S.prim_func
def reinterpret_address(inp: S.ptr("u32", "global"), out: S.ptr("u32", "global")):
    if S.get_local_id() != 0:
        return
    out[0:8] = inp[0:8]
    address = S.reinterpret(out, "uint32")
    third = S.reinterpret(address + 3 * 4, "uint32 *")
    third[0] += 1
    buf = S.alloc(8, "u8", scope="lsram")
    buf[0:8] = S.u8x8(0)
    at = S.reinterpret(buf, "int32")
    fifth = S.reinterpret(at + 5, "lsram u8 *")
    fifth[0] = 7
    out[7] = S.u32(buf[5]) + S.u32(buf[4])


def test_reinterpret_pointer_and_address(both):
    a = np.arange(10, 18, dtype=np.uint32)
    expected = a.copy()
    expected[3] += 1
    expected[7] = 7
    both.check(reinterpret_address, lambda: [a.copy(), np.zeros(8, np.uint32)], 1, expected)


@S.prim_func
def reinterpret_ptr_to_u16(out: S.ptr("u32", "global")):
    x = S.reinterpret(out, "uint16")  # MARK reinterpret_ptr_to_u16


@S.prim_func
def reinterpret_int_to_ptr(out: S.ptr("u32", "global")):
    p = S.reinterpret(out[0], "uint32 *")  # MARK reinterpret_int_to_ptr


@S.prim_func
def reinterpret_bad_scope(out: S.ptr("u32", "global")):
    p = S.reinterpret(S.reinterpret(out, "uint32"), "constant u32 *")  # MARK reinterpret_bad_scope


@S.prim_func
def reinterpret_scope_change(out: S.ptr("u32", "global")):
    p = S.reinterpret(S.reinterpret(out, "uint32"), "lsram u32 *")  # MARK reinterpret_scope_change


@pytest.mark.parametrize("kernel, marker, message", [
    (reinterpret_ptr_to_u16, "reinterpret_ptr_to_u16",
     '"Reinterpret pointer to number expect to_dtype is 32-bit, bug got: "uint16".'),
    (reinterpret_int_to_ptr, "reinterpret_int_to_ptr",
     'The arg "x" of "S.reinterpret": only an address made by S.reinterpret(pointer, "uint32") '
     'can become a pointer.'),
    (reinterpret_bad_scope, "reinterpret_bad_scope",
     'The scope expect one of ("private", "global", "lsram", "shared"), but got constant.'),
    (reinterpret_scope_change, "reinterpret_scope_change",
     '"as_ptr" can\'t change the scope "global" to "lsram".'),
])
def test_reinterpret_pointer_errors(kernel, marker, message):
    assert refusal(lambda: BuildManager().build(kernel), marker) == message
