"""Rule: a float32 NaN converts to a NaN in float16 and bfloat16 whatever its
sign and payload, also when the payload lies only in the low 16 bits that
the conversion drops (0x7f800001 must not become an infinity). Simulator and
POCL against NumPy's float16 and the quiet bfloat16 NaN of the same sign."""

import numpy as np
import pytest

from compass import script as S


@S.prim_func
def narrow(a: S.ptr("float32", "global"), bf: S.ptr("bfloat16", "global"),
           half: S.ptr("float16", "global"), n: S.i32):
    for i in range(n):
        bf[i] = S.bf16(a[i])
        half[i] = S.fp16(a[i])


@pytest.mark.parametrize("bits", [0x7F800001, 0xFF800001, 0x7FC00000, 0x7F80FFFF, 0xFFFFFFFF])
def test_nan_payloads_stay_nan(both, bits):
    a = np.array([bits, 0x3F800000], np.uint32).view(np.float32)  # the NaN, then 1.0
    sim, cl = both(narrow, lambda: [a.copy(), np.zeros(2, "bfloat16"), np.zeros(2, np.float16), 2])
    for args in (sim, cl):
        bf, half = args[1].view(np.uint16), args[2]
        # bfloat16: exponent all ones and a non-zero mantissa, sign kept.
        assert bf[0] & 0x7F80 == 0x7F80 and bf[0] & 0x007F != 0, hex(bf[0])
        assert bf[0] >> 15 == bits >> 31
        assert np.isnan(half[0]) and np.signbit(half[0]) == bool(bits >> 31)
        assert bf[1] == 0x3F80 and half[1] == 1.0
