"""Masks: choosing the lanes an operation touches.

What it shows, on a soft clamp of int32 data (values beyond +-t are pulled towards the
threshold: t + (x - t) / 4, rounded down) and a lane pattern:
  * a mask from a comparison: `v > t` is a mask of 8 lanes (`S.vcgt(v, t)` spells the same);
    masks combine with `|`, `&`, `^` and `~`;
  * masked arithmetic: `S.vadd(x, y, mask=m, r=v)` computes the active lanes and takes the
    inactive ones from `r`; `S.vsel(x, y, m)` picks x where m is set, y elsewhere;
  * whole-mask tests: `S.vany(m)` (is any lane set?) skips the work when no lane needs it,
    `S.vall(m)` asks whether every lane is set;
  * masks written as text: `"4TF"` is TFTFTFTF (a pattern and its repeat count, lowest lane
    first), `"3T5F"` the first three lanes; `S.const_mask(...)` keeps one in a variable, a
    list of bools works too;
  * `S.tail_mask(k, 8)`: the first k lanes, k known only at run time, for the last vector.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/masks.py [--show-c]
"""

import sys

import numpy as np

from compass import script as S
from compass.testing import rand

from both_paths import check_all as check

LANES = 8


@S.prim_func
def soft_clamp(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"),
               counts: S.ptr("int32", "global"), n: S.i32, t: S.i32):
    tid = S.get_local_id()
    tecs = S.get_local_size()
    skipped = 0
    whole = 0
    for i in range(tid * LANES, n, tecs * LANES):
        live = S.tail_mask(S.min(n - i, LANES), LANES)
        v = S.vload(a + i, mask=live)
        high = (v > t) & live
        low = S.vclt(v, -t) & live
        if S.vany(high | low):
            # Active lanes get t + (v - t) >> 2; the others keep v.
            v = S.vadd(S.vsr(v - t, 2), t, mask=high, r=v)
            v = S.vsel(S.vsr(v + t, 2) - t, v, low)
        else:
            skipped += 1           # nothing to clamp in this vector
        if S.vall(live):
            whole += 1
        S.vstore(v, out + i, mask=live)
    counts[tid * 2] = skipped
    counts[tid * 2 + 1] = whole


@S.prim_func
def lane_patterns(a: S.ptr("int16", "global"), out: S.ptr("int16", "global")):
    # One vector of 16 int16 lanes per TEC, each changed through a different kind of mask.
    tid = S.get_local_id()
    v = S.vload(a + tid * 16)
    firsts = S.const_mask("3T13F")                                # lanes 0-2
    every_other = S.const_mask("8TF")                             # lanes 0, 2, 4, ...
    picked = S.const_mask([False, True] + [False] * 13 + [True])  # lanes 1 and 15
    v = S.vadd(v, 100, mask=every_other, r=v)
    v = S.vsub(v, 1000, mask=firsts ^ picked, r=v)                # lanes 0, 2, 15 (1 is in both)
    v = S.vsel(S.i16x16(0), v, ~(every_other | picked))           # odd lanes but 1 and 15: 0
    S.vstore(v, out + tid * 16)



def main(argv):
    show_c = "--show-c" in argv
    ok = True

    n, t = 10005, 1000
    a = rand((n,), "int32", low=-1300, high=1300)
    a[:LANES * 4] = np.arange(LANES * 4)        # the first vector of each TEC has nothing to clamp
    want = a.copy()
    want[a > t] = t + ((a[a > t] - t) >> 2)
    want[a < -t] = ((a[a < -t] + t) >> 2) - t
    # Per TEC: vectors that needed no clamping, and full (untailed) vectors.
    starts = np.arange(0, n, LANES)
    vectors = [a[s:s + LANES] for s in starts]
    counts = np.zeros(8, np.int32)
    for k, vec in enumerate(vectors):
        tec = k % 4
        counts[2 * tec] += not np.any(np.abs(vec) > t)
        counts[2 * tec + 1] += len(vec) == LANES
    ok &= check(f"soft clamp of {n} int32", soft_clamp,
                lambda: [a, np.zeros(n, np.int32), np.zeros(8, np.int32), n, t],
                {1: want, 2: counts}, show_c)
    print(f"vectors skipped per TEC: {counts[0::2].tolist()}")

    a = rand((64,), "int16", low=-5000, high=5000)
    want = a.reshape(4, 16).astype(np.int32)
    lanes = np.arange(16)
    even, firsts, picked = lanes % 2 == 0, lanes < 3, np.isin(lanes, [1, 15])
    want[:, even] += 100
    want[:, firsts ^ picked] -= 1000
    want[:, ~(even | picked)] = 0
    ok &= check("mask strings, lists and operators", lane_patterns,
                lambda: [a, np.zeros(64, np.int16)], {1: want.reshape(-1).astype(np.int16)},
                show_c)

    print("[PASS] masks" if ok else "[FAIL] masks")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
