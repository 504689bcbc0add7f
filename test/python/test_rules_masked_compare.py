"""Rule: a vector compare with `mask=` is False on every lane the mask turns
off, whatever the operands are (fact sheet §3, the S.vc* builtins).

The operands are chosen so that the comparison holds on every lane, the
masked-off ones included: a compare that ignored its mask would show True
there. Checked against NumPy in the simulator and on POCL, with a mask read
at run time and with a constant mask string.
"""

import operator

import numpy as np
import pytest

from compass import script as S

LANES = {"int8": 32, "uint8": 32, "int16": 16, "uint16": 16, "int32": 8, "uint32": 8,
         "float16": 16, "float32": 8}
COMPARES = {"vceq": operator.eq, "vcneq": operator.ne, "vclt": operator.lt,
            "vcle": operator.le, "vcgt": operator.gt, "vcge": operator.ge}


def operands_where_every_lane_holds(name, dtype, lanes):
    """Operands (a, b) on which `name` is True in every lane; for floats the
    not-equal case has NaN lanes (unordered compares as not equal)."""
    rng = np.random.default_rng(18)
    a = rng.integers(1, 50, lanes).astype(dtype)
    if name in ("vceq", "vcle", "vcge"):
        b = a.copy()
    elif name in ("vcneq", "vclt"):
        b = (a + 1).astype(dtype)
    else:
        b = (a - 1).astype(dtype)
    if name == "vcneq" and "float" in dtype:
        a[1::2] = np.nan
    return a, b


def compare_kernel(name, dtype, lanes):
    """out[i] = 1 where S.<name>(a, b, mask=sel > 0) holds, else 0; and the
    same with the constant mask "TFF" repeated at out + lanes."""
    compare = getattr(S, name)

    @S.prim_func
    def kernel(a: S.ptr(dtype, "global"), b: S.ptr(dtype, "global"), sel: S.ptr(dtype, "global"),
               one: S.ptr(dtype, "global"), out: S.ptr(dtype, "global")):
        x = S.vload(a)
        y = S.vload(b)
        ones = S.vload(one)
        zeros = ones - ones
        active = S.vload(sel) > 0
        S.vstore(S.vsel(ones, zeros, compare(x, y, mask=active)), out)
        S.vstore(S.vsel(ones, zeros, compare(x, y, mask="TFF" * (lanes // 3) + "T" * (lanes % 3))),
                 out + lanes)

    return kernel


@pytest.mark.parametrize("dtype", ["int8", "uint16", "int32", "uint32", "float16", "float32"])
@pytest.mark.parametrize("name", sorted(COMPARES))
def test_masked_off_lanes_compare_false(both, name, dtype):
    lanes = LANES[dtype]
    a, b = operands_where_every_lane_holds(name, dtype, lanes)
    with np.errstate(invalid="ignore"):
        holds = COMPARES[name](a, b)
    assert holds.all()  # the premise: only the mask can make a lane False
    active = np.random.default_rng(7).integers(0, 2, lanes).astype(bool)
    active[:2] = [True, False]
    constant = np.array([c == "T" for c in "TFF" * (lanes // 3) + "T" * (lanes % 3)])
    expected = np.concatenate([active & holds, constant & holds]).astype(dtype)
    both.check(compare_kernel(name, dtype, lanes),
               lambda: [a.copy(), b.copy(), active.astype(dtype), np.ones(lanes, dtype),
                        np.full(2 * lanes, 9, dtype)],
               4, expected)


@pytest.mark.parametrize("dtype", ["int16", "float32"])
@pytest.mark.parametrize("name", sorted(COMPARES))
def test_active_lanes_compare_as_numpy(both, name, dtype):
    # Random operands, some equal: the active lanes follow NumPy's compare.
    lanes = LANES[dtype]
    rng = np.random.default_rng(3)
    a = rng.integers(-4, 4, lanes).astype(dtype)
    b = rng.integers(-4, 4, lanes).astype(dtype)
    b[::4] = a[::4]
    active = rng.integers(0, 2, lanes).astype(bool)
    constant = np.array([c == "T" for c in "TFF" * (lanes // 3) + "T" * (lanes % 3)])
    holds = COMPARES[name](a, b)
    expected = np.concatenate([active & holds, constant & holds]).astype(dtype)
    both.check(compare_kernel(name, dtype, lanes),
               lambda: [a.copy(), b.copy(), active.astype(dtype), np.ones(lanes, dtype),
                        np.full(2 * lanes, 9, dtype)],
               4, expected)
