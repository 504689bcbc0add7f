"""DMA: 2-D strided copies, and double buffering with asynchronous copies and events.

What it shows:
  * `S.dma_copy(dst, src, width, src_stride=..., times=..., dst_stride=...)` moves `times`
    rows of `width` elements, stepping `src_stride` elements between source rows and
    `dst_stride` between destination rows: here a crop of an image is packed into lsram, and
    written back into an output whose rows are padded to a wider pitch;
  * asynchronous DMA: `S.alloc_events(2)` gives two events; `S.async_dma_copy(..., event=e)`
    starts a copy and returns at once; `S.wait_events(e)` blocks until it is done and
    `S.free_events` gives the events back. With two lsram buffers, the copy of the next chunk
    runs while the TEC computes on the current one (double buffering);
  * the simulator checks the discipline: reading a buffer whose copy is still in flight
    (a forgotten `S.wait_events`) is reported at its line, as the last part shows.

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/dma.py [--show-c]
"""

import sys

import numpy as np

from compass import CompassRuntimeError, script as S
from compass.testing import rand

from both_paths import check

# --- 2-D copies ---------------------------------------------------------------------------
H, W = 64, 100             # the image
TOP, LEFT = 5, 13          # the crop's corner
CH, CW = 48, 64            # the crop: 48 rows of 64 (12 rows for each TEC)
PITCH = 72                 # the output's row pitch: 64 values and 8 padding elements
BAND = CH // 4


@S.prim_func
def crop_brighten(img: S.ptr("uint8", "global"), out: S.ptr("uint8", "global")):
    tile = S.alloc(BAND * CW, "uint8", scope="lsram")
    tid = S.get_local_id()
    row0 = TOP + tid * BAND
    # BAND rows of CW bytes, W apart in the image, packed one after the other in lsram.
    S.dma_copy(tile, img + row0 * W + LEFT, CW, src_stride=W, times=BAND, dst_stride=CW)
    for i in range(0, BAND * CW, 32):
        S.vstore(S.vadd(S.vload(tile + i), 40, saturate=True), tile + i)
    # And back: rows PITCH apart in the output; the padding stays untouched.
    S.dma_copy(out + tid * BAND * PITCH, tile, CW, src_stride=CW, times=BAND,
               dst_stride=PITCH)


# --- Double buffering ---------------------------------------------------------------------
CHUNK = 1024               # int16 elements of one lsram buffer
LANES = 16


@S.prim_func
def gain(buf: S.ptr("int16", "lsram"), count: S.i32):
    """buf[i] = saturate(2 * buf[i] + 5), for i < count."""
    for i in range(0, count, LANES):
        live = S.tail_mask(S.min(count - i, LANES), LANES)
        v = S.vload(buf + i, mask=live)
        v = S.vadd(S.vsl(v, 1, saturate=True), 5, saturate=True)
        S.vstore(v, buf + i, mask=live)


@S.prim_func
def gain_double_buffered(src: S.ptr("int16", "global"), dst: S.ptr("int16", "global"),
                         n: S.i32):
    front = S.alloc(CHUNK, "int16", scope="lsram")
    back = S.alloc(CHUNK, "int16", scope="lsram")
    ev_front, ev_back = S.alloc_events(2)

    share = S.ceildiv(n, S.get_local_size())
    first = S.get_local_id() * share
    mine = S.clip(n - first, min_val=0, max_val=share)
    chunks = S.ceildiv(mine, CHUNK)

    if chunks > 0:
        S.async_dma_copy(front, src + first, S.min(CHUNK, mine), event=ev_front)
    # Two chunks a turn: the even one lives in `front`, the odd one in `back`.
    for k in range(0, chunks, 2):
        at = first + k * CHUNK
        count = S.min(CHUNK, mine - k * CHUNK)
        if k + 1 < chunks:     # start fetching the odd chunk before working on the even one
            S.async_dma_copy(back, src + at + CHUNK, S.min(CHUNK, mine - (k + 1) * CHUNK),
                             event=ev_back)
        S.wait_events(ev_front)
        gain(front, count)
        S.dma_copy(dst + at, front, count)
        if k + 1 < chunks:
            if k + 2 < chunks:  # `front` is free again: fetch the next even chunk
                S.async_dma_copy(front, src + at + 2 * CHUNK,
                                 S.min(CHUNK, mine - (k + 2) * CHUNK), event=ev_front)
            odd = S.min(CHUNK, mine - (k + 1) * CHUNK)
            S.wait_events(ev_back)
            gain(back, odd)
            S.dma_copy(dst + at + CHUNK, back, odd)
    S.free_events(ev_front, ev_back)


@S.prim_func
def forgot_to_wait(src: S.ptr("int16", "global"), dst: S.ptr("int16", "global")):
    buf = S.alloc(CHUNK, "int16", scope="lsram")
    ev = S.alloc_events(1)
    tid = S.get_local_id()
    S.async_dma_copy(buf, src + tid * CHUNK, CHUNK, event=ev)
    gain(buf, CHUNK)                       # BUG: the copy may still be running
    S.wait_events(ev)
    S.dma_copy(dst + tid * CHUNK, buf, CHUNK)
    S.free_events(ev)



def main(argv):
    show_c = "--show-c" in argv
    ok = True

    img = rand((H, W), "uint8")
    expected = np.full((CH, PITCH), 7, np.uint8)            # 7: the untouched padding
    crop = img[TOP:TOP + CH, LEFT:LEFT + CW].astype(np.int32)
    expected[:, :CW] = np.minimum(crop + 40, 255)
    ok &= check("2-D crop, brighten, padded store", crop_brighten,
                lambda: [img, np.full((CH, PITCH), 7, np.uint8)], 1, expected, show_c)

    for n in (5000, 70001):     # 2 and 18 chunks per TEC, the last one short
        src = rand((n,), "int16")
        want = np.clip(np.clip(src.astype(np.int64) * 2, -32768, 32767) + 5,
                       -32768, 32767).astype(np.int16)
        ok &= check(f"double-buffered gain of {n} int16", gain_double_buffered,
                    lambda: [src, np.zeros(n, np.int16), n], 1, want, show_c)

    src = rand((4 * CHUNK,), "int16")
    try:
        forgot_to_wait(src, np.zeros(4 * CHUNK, np.int16))
        print("a forgotten wait_events went unnoticed")
        ok = False
    except CompassRuntimeError as error:
        where = "\n  ".join(str(error).splitlines()[:2])   # the message and the line
        print(f"a forgotten wait_events is caught by the simulator:\n  {where}")
        ok &= "still in flight" in str(error)

    print("[PASS] dma" if ok else "[FAIL] dma")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
