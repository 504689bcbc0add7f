"""The Math builtins natively give the simulator's bits, on every 16-bit float input.

S.floor, S.ceil, S.sqrt (every float type) and S.rsqrt (float32) are expanded
into vector operations by the native lowering (buildMathExpansion): they are
compared with the simulator on all 65536 float16 and bfloat16 bit patterns and
on 10^6 float32 inputs (NaN payloads, infinities, zeros, subnormals, random
bit patterns and random values). The other functions call the simulator's own
code (Compass/Support/MathFunctions.h) from the native runtime: all 16-bit
patterns and 2^16 float32 inputs check that glue. compass.crosscheck compares
bit for bit.
"""

import numpy as np
import pytest

from compass import script as S
from compass.crosscheck import check_native
from compass.script.arguments import copies_of

LANES = {"float32": 8, "float16": 16, "bfloat16": 16}
EXPANDED = ("floor", "ceil", "sqrt", "rsqrt")
CALLED = ("exp", "log", "tanh", "sin", "cos", "erf", "exp2")


def f32_inputs(count, seed):
    """`count` float32 values, a multiple of 32: every special and boundary value, random
    bit patterns (every exponent, NaN payloads) and random values near 0 and 1."""
    special = np.array([0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
                        0xFFC00000, 0x7F800001, 0x7FBFFFFF, 0xFFC00123, 0x00000001,
                        0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000,
                        0x7F7FFFFF, 0xFF7FFFFF, 0x3F800000, 0xBF800000, 0x3F7FFFFF,
                        0x3F800001, 0x40490FDB, 0x4B000000, 0x4AFFFFFF, 0xCB000001],
                       np.uint32).view(np.float32)
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 1 << 32, count // 2, dtype=np.uint64).astype(np.uint32)
    near = rng.normal(0, 4, count).astype(np.float32)
    values = np.concatenate([special, bits.view(np.float32), near])[:count]
    return values


def all_16_bit(dtype):
    patterns = np.arange(1 << 16, dtype=np.uint16)
    return patterns.view(np.float16) if dtype == "float16" else patterns.view("bfloat16")


def unary_kernel(name, dtype):
    fn, lanes = getattr(S, name), LANES[dtype]

    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), y: S.ptr(dtype, "global"), n: S.i32):
        for i in range(S.get_local_id() * lanes, n, S.get_local_size() * lanes):
            S.vstore(fn(S.vload(x + i)), y + i)

    return kernel


def compare(kernel, args):
    inputs = copies_of(args)
    kernel(*args)
    check_native(kernel, inputs, args)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
@pytest.mark.parametrize("name", EXPANDED + CALLED)
def test_every_16_bit_input(name, dtype):
    x = all_16_bit(dtype)
    compare(unary_kernel(name, dtype), [x, np.zeros_like(x), x.size])


@pytest.mark.parametrize("name", EXPANDED)
def test_a_million_float32_inputs_of_the_expansions(name):
    x = f32_inputs(1 << 20, seed=1)
    compare(unary_kernel(name, "float32"), [x, np.zeros_like(x), x.size])


@pytest.mark.parametrize("name", CALLED)
def test_float32_inputs_of_the_runtime_functions(name):
    x = f32_inputs(1 << 16, seed=2)
    compare(unary_kernel(name, "float32"), [x, np.zeros_like(x), x.size])


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_pow(dtype):
    lanes = LANES[dtype]

    @S.prim_func
    def kernel(x: S.ptr(dtype, "global"), y: S.ptr(dtype, "global"),
               z: S.ptr(dtype, "global"), n: S.i32):
        for i in range(S.get_local_id() * lanes, n, S.get_local_size() * lanes):
            S.vstore(S.pow(S.vload(x + i), S.vload(y + i)), z + i)

    if dtype == "float32":
        x, y = f32_inputs(1 << 16, seed=3), f32_inputs(1 << 16, seed=4)
    else:
        x = all_16_bit(dtype)
        y = np.random.default_rng(5).permutation(x)
    compare(kernel, [x, y, np.zeros_like(x), x.size])
