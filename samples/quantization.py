"""Quantization: float32 to int8, and an int8 addition of two differently quantized tensors.

What it shows:
  * quantizing: scale, `S.rint` (round half to even, as NumPy's `rint`), the zero point, a
    clamp to the output's range with `S.clip` (a fused ReLU is just a higher lower bound),
    and `S.cast(..., "int8", saturate=True)` to narrow 32-bit lanes to 8 bits;
  * vectors wider than the hardware: `S.vload(p, lanes=32)` loads 32 float32 lanes (four
    256-bit registers) so that one step fills one int8 vector of 32 lanes; the compiler splits
    the arithmetic into native pieces;
  * a mask belongs to one lane width: the 32-lane tail mask of the float32 loads and the one
    of the int8 stores are two `S.tail_mask` values even though their lanes agree;
  * integer requantization: int8 inputs are widened to int32 (`S.cast(v, "int32")`), zero
    points subtracted, multiplied by integer multipliers, summed, scaled back by a rounding
    right shift (`S.vsr(x, shift, with_round=True)`), offset by the output zero point and
    narrowed with saturation. The integer arithmetic is exact, so NumPy must agree bit for bit.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/quantization.py [--show-c]
"""

import sys

import numpy as np

from compass import script as S
from compass.testing import rand

from both_paths import check

STEP = 32                  # int8 lanes of one vector, and elements handled per step


@S.prim_func
def quantize(x: S.ptr("float32", "global"), q: S.ptr("int8", "global"), n: S.i32,
             inv_scale: S.fp32, zero: S.i32, qmin: S.i32, qmax: S.i32):
    tecs = S.get_local_size()
    for i in range(S.get_local_id() * STEP, n, tecs * STEP):
        count = S.min(n - i, STEP)
        live32 = S.tail_mask(count, STEP)           # goes with the float32 lanes
        live8 = S.tail_mask(count, STEP)            # goes with the int8 lanes
        v = S.vload(x + i, lanes=STEP, mask=live32)
        r = S.cast(S.rint(v * inv_scale), "int32") + zero
        r = S.clip(r, min_val=qmin, max_val=qmax)
        S.vstore(S.cast(r, "int8", saturate=True), q + i, mask=live8)


@S.prim_func
def requantized_add(a: S.ptr("int8", "global"), b: S.ptr("int8", "global"),
                    c: S.ptr("int8", "global"), n: S.i32,
                    zero_a: S.i32, zero_b: S.i32, zero_c: S.i32,
                    mult_a: S.i32, mult_b: S.i32, shift: S.i32):
    tecs = S.get_local_size()
    for i in range(S.get_local_id() * STEP, n, tecs * STEP):
        live = S.tail_mask(S.min(n - i, STEP), STEP)
        wa = S.cast(S.vload(a + i, lanes=STEP, mask=live), "int32")   # int32x32
        wb = S.cast(S.vload(b + i, lanes=STEP, mask=live), "int32")
        acc = (wa - zero_a) * mult_a + (wb - zero_b) * mult_b
        y = S.vsr(acc, shift, with_round=True) + zero_c
        S.vstore(S.cast(y, "int8", saturate=True), c + i, mask=live)



def main(argv):
    show_c = "--show-c" in argv
    ok = True

    # float32 -> int8 with scale 1/32 and zero point 3; first as is, then with a fused ReLU
    # (qmin = the zero point, the quantized 0.0).
    n = 20011
    x = rand((n,), "float32", low=-4, high=4)
    x[:4] = [0.5 / 32, 1.5 / 32, -0.5 / 32, 100.0]   # ties (0.5, 1.5, -0.5) and saturation
    inv_scale, zero = np.float32(32.0), 3
    for qmin, label in ((-128, ""), (zero, " with ReLU")):
        rounded = np.rint(x * inv_scale).astype(np.int64) + zero
        expected = np.clip(rounded, qmin, 127).astype(np.int8)
        ok &= check(f"quantize {n} floats{label}", quantize,
                    lambda: [x, np.zeros(n, np.int8), n, inv_scale, zero, qmin, 127], 1,
                    expected, show_c)

    # c = a + b in the real domain: real = (q - zero) * scale for each tensor.
    # scale_a = 0.05, scale_b = 0.02, scale_c = 0.08: c = ((a-za)*0.625 + (b-zb)*0.25) + zc,
    # i.e. multipliers 0.625 * 2^14 and 0.25 * 2^14 and a right shift of 14.
    n = 30007
    a = rand((n,), "int8")
    b = rand((n,), "int8")
    za, zb, zc = -5, 12, 1
    ma, mb, shift = 10240, 4096, 14
    acc = (a.astype(np.int64) - za) * ma + (b.astype(np.int64) - zb) * mb
    rounded = np.round(acc / 2.0 ** shift).astype(np.int64)   # ties to even, as with_round
    expected = np.clip(rounded + zc, -128, 127).astype(np.int8)
    ok &= check(f"requantized int8 add of {n} elements", requantized_add,
                lambda: [a, b, np.zeros(n, np.int8), n, za, zb, zc, ma, mb, shift], 2,
                expected, show_c)
    real = (a.astype(np.float64) - za) * 0.05 + (b.astype(np.float64) - zb) * 0.02
    inside = np.abs(real / 0.08 + zc) < 127
    worst = np.abs((expected.astype(np.float64) - zc) * 0.08 - real)[inside].max()
    print(f"requantized add vs the real sum (unsaturated lanes): max error {worst:.3f} "
          f"(half a step is 0.040)")
    ok &= worst <= 0.04 + 1e-9

    print("[PASS] quantization" if ok else "[FAIL] quantization")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
