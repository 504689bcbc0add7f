"""Rule: one mask may predicate vectors of several lane widths, and every use
sees the same lanes (a comparison of uint16x32 vectors masking a float32x32
gather, as upstream's test_mask_vload_gather does). The lowering re-splits
the mask for each width (docs/language.md, "Masks"); both paths against NumPy."""

import numpy as np

from compass import script as S


@S.prim_func
def gather_by_wide_indices(a: S.ptr("uint16x32", "global"), b: S.ptr("float32x32", "global"),
                           c: S.ptr("float32x32", "global")):
    indices = a[0]
    mask = indices > 16
    c[0] = S.vload_gather(b, indices, mask=mask)
    S.vstore(S.vload(b, mask=mask), c + 1, mask=mask)


def test_a_16_bit_comparison_masks_32_bit_lanes(both):
    a = np.array([0, 17, 31, 16, 20, 3, 30, 18] * 4, np.uint16)
    b = np.arange(32, dtype=np.float32) + 0.5
    out = np.full(64, -1, np.float32)
    expected = out.copy()
    expected[:32] = np.where(a > 16, b[a], 0)
    expected[32:] = np.where(a > 16, b, -1)
    both.check(gather_by_wide_indices, lambda: [a.copy(), b.copy(), out.copy()], 2, expected)


@S.prim_func
def three_widths(x: S.ptr("int8", "global"), w: S.ptr("int32", "global"),
                 h: S.ptr("int16", "global"), out: S.ptr("int32", "global"),
                 out16: S.ptr("int16", "global")):
    # 20 lanes: one padded piece of 8-bit lanes, three of 32-bit lanes.
    mask = S.vload(x, lanes=20) > 0
    out[0:20] = S.vsel(S.vload(w, lanes=20), 0, mask)
    out16[0:20] = S.vsel(S.vload(h, lanes=20), -1, mask)


def test_an_8_bit_comparison_masks_32_and_16_bit_lanes(both):
    x = np.array([1, -1, 0, 5, -7, 9, 2, -3, 4, 0] * 2, np.int8)
    w = np.arange(20, dtype=np.int32) * 1000 + 7
    h = np.arange(20, dtype=np.int16) - 10
    make_args = lambda: [x.copy(), w.copy(), h.copy(), np.zeros(20, np.int32),  # noqa: E731
                         np.zeros(20, np.int16)]
    for where, args in zip(("simulator", "POCL"), both(three_widths, make_args)):
        np.testing.assert_array_equal(args[3], np.where(x > 0, w, 0), err_msg=where)
        np.testing.assert_array_equal(args[4], np.where(x > 0, h, -1), err_msg=where)


@S.prim_func
def masked_halves(m: S.boolx16, h: S.ptr("float16", "global"), out: S.ptr("float16", "global")):
    out[0:16] = S.vsel(S.vload(h, lanes=16), 0, m)


@S.prim_func
def bytes_mask(x: S.ptr("int8", "global")) -> S.boolx16:
    return S.vload(x, lanes=16) > 0


@S.prim_func
def across_calls_and_branches(x: S.ptr("int8", "global"), w: S.ptr("int32", "global"),
                              h: S.ptr("float16", "global"), out: S.ptr("int32", "global"),
                              halves: S.ptr("float16", "global"), flag: S.i32):
    mask = bytes_mask(x)
    if flag == 1:
        mask = S.vload(w, lanes=16) > 100
    out[0:16] = S.vsel(S.vload(w, lanes=16), 0, mask)
    masked_halves(mask, h, halves)


def test_a_mask_crosses_calls_and_branches_between_widths(both):
    x = np.array([1, -1, 0, 5, -7, 9, 2, -3] * 2, np.int8)
    w = np.array([50, 150, 200, 0, 101, 99, 300, 7] * 2, np.int32)
    h = (np.arange(16) / 4).astype(np.float16)
    for flag, mask in ((0, x > 0), (1, w > 100)):
        make_args = lambda: [x.copy(), w.copy(), h.copy(), np.zeros(16, np.int32),  # noqa: E731
                             np.zeros(16, np.float16), flag]
        for where, args in zip(("simulator", "POCL"), both(across_calls_and_branches, make_args)):
            np.testing.assert_array_equal(args[3], np.where(mask, w, 0), err_msg=f"{where} {flag}")
            np.testing.assert_array_equal(args[4], np.where(mask, h, 0), err_msg=f"{where} {flag}")
