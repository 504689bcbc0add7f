"""Profiles of simulated runs (compass/profile.py, lib/Simulator/Profile.cpp).

Counts on kernels whose instructions per line and TEC are known by construction (a tir.for
costs one instruction to enter and one per turn; a store one), barrier waits where one TEC
arrives last, DMAs and perf_tick regions on the timeline, the Chrome trace checked against
the trace-event format's rules, a whole test file run with and without profiling, and the
HTML page in headless Chromium (its screenshot, docs/profile.png in the README, is renewed
with COMPASS_UPDATE_SCREENSHOT=1).
"""

import inspect
import json
import os
import shutil
import struct
import subprocess
import sys
import zlib

import numpy as np
import pytest

from compass import BuildManager, script as S
from compass.profile import KINDS, NO_LINE

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def line_of(kernel, text):
    """The line of `kernel`'s source holding `text`."""
    lines, first = inspect.getsourcelines(kernel.py_func)
    matches = [first + i for i, line in enumerate(lines) if text in line]
    assert len(matches) == 1, (text, matches)
    return matches[0]


def counts_at(profile, kernel, text):
    return profile.lines.get((kernel.py_func.__code__.co_filename, line_of(kernel, text)))


# Counts known by construction ---------------------------------------------------------------

@S.prim_func
def loop_on_tec0(a: S.ptr("int32", "global"), n: S.i32):
    if S.get_local_id() == 0:
        for i in range(n):
            a[i] = i * 3


@pytest.mark.parametrize("n", [0, 1, 37])
def test_a_loop_on_tec0_counts_its_turns_on_tec0_only(n):
    a = np.zeros(40, np.int32)
    profile = loop_on_tec0.profile(a, n)
    np.testing.assert_array_equal(a[:n], np.arange(n) * 3)
    assert counts_at(profile, loop_on_tec0, "for i in range(n)") == (n + 1, 0, 0, 0)
    # a[i] = i * 3: the multiply and the store, n times.
    assert counts_at(profile, loop_on_tec0, "a[i] = i * 3") == ((2 * n, 0, 0, 0) if n else None)
    # Every TEC runs the if's test; TEC 0 alone the rest: 3 instructions a turn, one to enter.
    others = profile.tecs[1].instructions
    assert profile.tecs[0].instructions == others + 3 * n + 1
    assert all(t.instructions == others for t in profile.tecs[1:])
    assert profile.tecs[0].by_kind["control"] == profile.tecs[1].by_kind["control"] + n + 1
    assert profile.tecs[0].by_kind["memory"] == profile.tecs[1].by_kind["memory"] + n
    assert profile.tecs[0].by_kind["scalar"] == profile.tecs[1].by_kind["scalar"] + n
    for t, tec in enumerate(profile.tecs):
        assert sum(tec.by_kind[k] for k in KINDS) == tec.instructions
        assert sum(counts[t] for counts in profile.lines.values()) == tec.instructions
        assert (tec.barriers, tec.wait_steps, tec.dma_count) == (0, 0, 0)
        assert tec.end_time == tec.instructions
    if n > 10:
        assert profile.hottest(1)[0][0][1] == line_of(loop_on_tec0, "a[i] = i * 3")


@S.prim_func
def cube(x: S.i32) -> S.i32:
    return x * x * x


@S.macro
def plus_seven(value):
    return value + 7


@S.prim_func
def calls_on_tec0(a: S.ptr("int32", "global"), n: S.i32):
    if S.get_local_id() == 0:
        for i in range(n):
            a[i] = plus_seven(cube(i))


@pytest.mark.parametrize("n", [3, 20])
def test_a_subroutines_and_a_macros_lines_count_on_their_own(n):
    a = np.zeros(20, np.int32)
    profile = calls_on_tec0.profile(a, n)
    np.testing.assert_array_equal(a[:n], np.arange(n) ** 3 + 7)
    # The subroutine's body: two multiplies and the return, once a call; the macro's add.
    assert counts_at(profile, cube, "return x * x * x") == (3 * n, 0, 0, 0)
    assert counts_at(profile, plus_seven, "return value + 7") == (n, 0, 0, 0)
    # The call site: the call and the store.
    assert counts_at(profile, calls_on_tec0, "a[i] = plus_seven") == (2 * n, 0, 0, 0)


@S.prim_func
def one_tec_late(a: S.ptr("int32", "global"), late: S.i32, n: S.i32):
    tid = S.get_local_id()
    if tid == late:
        for i in range(n):
            a[i] = i
    S.barrier()
    a[n + tid] = tid


@pytest.mark.parametrize("late", [3, 1])
@pytest.mark.parametrize("n", [4, 50])
def test_the_tecs_wait_at_a_barrier_for_the_last_to_arrive(late, n):
    """The late TEC runs 2n + 1 more instructions (the loop's entry, n turns, n stores)
    before the barrier: each other TEC waits exactly that many steps, and all leave it at
    once."""
    a = np.zeros(n + 4, np.int32)
    profile = one_tec_late.profile(a, late, n)
    np.testing.assert_array_equal(a, list(range(n)) + [0, 1, 2, 3])
    waits = [t.wait_steps for t in profile.tecs]
    assert waits == [0 if tec == late else 2 * n + 1 for tec in range(4)]
    assert [t.barriers for t in profile.tecs] == [1, 1, 1, 1]
    barrier_line = f"{one_tec_late.py_func.__code__.co_filename}:" \
                   f"{line_of(one_tec_late, 'S.barrier()')}:"
    waits_on_timeline = [e for e in profile.events if e.type == "barrier"]
    assert [(e.tec, e.end - e.begin) for e in waits_on_timeline] == \
        [(tec, 2 * n + 1) for tec in range(4) if tec != late]
    assert all(e.at.startswith(barrier_line) for e in waits_on_timeline)
    release = {e.end for e in waits_on_timeline}
    assert len(release) == 1
    runs = [e for e in profile.events if e.type == "run" and e.value == 1]
    assert [e.begin for e in runs] == [release.pop()] * 4
    assert len({t.end_time for t in profile.tecs}) == 1


@S.prim_func
def dma_and_ticks(src: S.ptr("int32", "global"), dst: S.ptr("int32", "global")):
    buf = S.alloc(64, "int32", scope="lsram")
    e0, e1 = S.alloc_events(2)
    tid = S.get_local_id()
    S.perf_tick_begin(1)
    S.async_dma_copy(buf, src + tid * 64, 32, event=e0)
    S.async_dma_copy(buf + 32, src + tid * 64 + 32, 32, event=e1)
    S.perf_tick_begin(2)
    S.wait_events(e1)
    S.wait_events(e0)
    S.perf_tick_end(1)
    S.perf_tick_end(2)
    S.dma_copy(dst + tid * 64, buf, 64)
    S.free_events(e0, e1)


def test_dmas_and_perf_tick_regions_overlap_on_the_timeline():
    src = np.arange(256, dtype=np.int32)
    dst = np.zeros(256, np.int32)
    profile = dma_and_ticks.profile(src, dst)
    np.testing.assert_array_equal(dst, src)
    for tec in profile.tecs:
        assert (tec.dma_count, tec.dma_bytes) == (3, 4 * (32 + 32 + 64))
        assert tec.by_kind["dma"] >= 3 + 2 + 1
    dmas = [e for e in profile.events if e.type == "dma" and e.tec == 0]
    # By start: the first async copy (waited for last), the second, then the synchronous one.
    assert [e.value for e in dmas] == [128, 128, 256]
    first, second, sync = dmas
    assert first.begin < second.begin < second.end < first.end <= sync.begin
    assert sync.end - sync.begin == 1
    ticks = {e.value: e for e in profile.events if e.type == "perf_tick" and e.tec == 0}
    assert ticks[1].begin < ticks[2].begin < ticks[1].end < ticks[2].end
    # A region spans the instructions between its marks, as perf_ticks counts them.
    assert {cid: e.end - e.begin for cid, e in ticks.items()} == \
        {cid: per_tec[0] for cid, per_tec in dma_and_ticks.perf_ticks.items()}
    assert profile.events == sorted(profile.events, key=lambda e: (e.tec, e.begin, -e.end))


# The trace-event format ---------------------------------------------------------------------

def check_trace(text, tecs=4):
    """The rules of Chrome's trace-event format the trace keeps: a JSON object with a
    traceEvents list; metadata names the process and every thread; the other events are
    complete ("X") events with a name, a category, integer pid/tid/ts and dur >= 0; they come
    sorted by thread, then start; on one thread they nest (no partial overlap); each TEC has
    its thread. Returns the X events."""
    trace = json.loads(text)
    events = trace["traceEvents"]
    named = {e["tid"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    assert any(e["ph"] == "M" and e["name"] == "process_name" for e in events)
    spans = [e for e in events if e["ph"] != "M"]
    assert spans and all(e["ph"] == "X" for e in spans)
    for e in spans:
        assert isinstance(e["name"], str) and e["name"] and isinstance(e["cat"], str)
        for key in ("pid", "tid", "ts", "dur"):
            assert isinstance(e[key], int) and e[key] >= 0, e
        assert e["tid"] in named and e["tid"] // 100 == e["args"]["tec"]
    assert [(e["tid"], e["ts"]) for e in spans] == sorted((e["tid"], e["ts"]) for e in spans)
    for tid in {e["tid"] for e in spans}:
        open_ends = []
        for e in (s for s in spans if s["tid"] == tid):
            while open_ends and open_ends[-1] <= e["ts"]:
                open_ends.pop()
            end = e["ts"] + e["dur"]
            assert not open_ends or end <= open_ends[-1], f"partial overlap on {tid}: {e}"
            open_ends.append(end)
    assert {tid // 100 for tid in named} == set(range(tecs))
    return spans


def test_the_trace_keeps_the_trace_event_rules(tmp_path):
    src = np.arange(256, dtype=np.int32)
    profile = dma_and_ticks.profile(src, np.zeros(256, np.int32))
    path = tmp_path / "trace.json"
    profile.save_trace(path)
    spans = check_trace(path.read_text())
    # The two async copies overlap without nesting: two DMA threads for each TEC.
    assert {e["tid"] for e in spans if e["cat"] == "dma"} == \
        {t * 100 + lane for t in range(4) for lane in (10, 11)}
    assert {e["tid"] for e in spans if e["cat"] == "perf_tick"} == \
        {t * 100 + lane for t in range(4) for lane in (50, 51)}
    late = one_tec_late.profile(np.zeros(8, np.int32), 2, 4)
    spans = check_trace(late.trace())
    assert [e["tid"] for e in spans if e["cat"] == "barrier"] == [0, 100, 300]


def test_executor_profile_takes_upstreams_call_and_writes_in_place(capsys):
    """Upstream's tutorial 0, step 6: ex.profile(a, b, npu_out, n)."""
    @S.prim_func
    def func_add(a: S.ptr("int8x32", "global"), b: S.ptr("int8x32", "global"),
                 c: S.ptr("int8x32", "global"), n: S.i32):
        for i in range(n // 32):
            c[i] = a[i] + b[i]

    n = 96
    a = np.arange(n, dtype=np.int8)
    b = np.ones(n, np.int8)
    npu_out = np.zeros(n, np.int8)
    ex = BuildManager().build(func_add)
    profile = ex.profile(a, b, npu_out, n)
    np.testing.assert_array_equal(npu_out, a + b)
    assert f"Total steps from the simulator's profile: {profile.total_steps}" in \
        capsys.readouterr().out
    text = str(profile)
    assert "c[i] = a[i] + b[i]" in text and "TEC 3" in text
    # In a notebook: the profile draws itself as save_html's page, the Executor shows its C
    # with line numbers.
    page = profile._repr_html_()
    assert page.startswith("<!DOCTYPE html>") or "<html" in page[:200]
    assert "c[i] = a[i] + b[i]" in page
    shown = ex._repr_html_()
    lines = ex.c_code.splitlines()
    assert f">{len(lines)}</span>" in shown and "__kernel void func_add" in shown
    assert "&lt;" in shown or "<" not in ex.c_code


def test_print_shows_the_source_with_a_column_per_tec_and_marks_the_hottest():
    a = np.zeros(40, np.int32)
    text = str(loop_on_tec0.profile(a, 30))
    body = line_of(loop_on_tec0, "a[i] = i * 3")
    row = next(line for line in text.splitlines() if line.lstrip().startswith(f"{body}*"))
    assert row.split()[1:3] == ["60", "a[i]"]     # TEC 0's count, then the source
    assert "not an NPU cycle" in text
    assert NO_LINE[0] not in text or "(no source line)" in text


def test_profiling_does_not_change_results():
    """Every kernel of test_buggy_kernels_events.py (asynchronous DMAs, events, faults) run
    profiled on copies of its arguments and then as it is: equal results, equal errors."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [HERE, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "profile_twice", "-p", "no:cacheprovider",
         os.path.join(HERE, "test_buggy_kernels_events.py")],
        env=env, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    summary = [line for line in done.stdout.splitlines() if line.startswith("profile_twice:")]
    compared, failing = [int(word) for word in summary[0].split() if word.isdigit()]
    assert compared >= 10 and 0 < failing < compared, summary


# The HTML page in headless Chromium ----------------------------------------------------------

def chromium():
    return shutil.which("chromium") or shutil.which("chromium-browser")


def read_png(path):
    """(width, height, rows of RGB(A) pixel tuples) of an 8-bit RGB or RGBA PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat = 8, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), (depth, color)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for x in range(stride):
            a = row[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                row[x] = (row[x] + a) & 255
            elif kind == 2:
                row[x] = (row[x] + b) & 255
            elif kind == 3:
                row[x] = (row[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(row[i:i + 3]) for i in range(0, stride, channels)])
        previous = row
    return width, height, rows


def test_the_html_page_draws_four_lanes_and_the_hottest_line(tmp_path):
    browser = chromium()
    if browser is None:
        pytest.skip("Debian's chromium is not installed (scripts/dev.sh test installs it; "
                    "it could not be installed here)")
    sys.path.insert(0, os.path.join(ROOT, "samples"))
    try:
        from reduction import max_all
    finally:
        sys.path.pop(0)
    n = 1003          # TEC 0 has one vector more and the tail: the others wait for it
    a = np.linspace(-1, 1, n, dtype=np.float32)
    out = np.zeros(1, np.float32)
    profile = max_all.profile(a, out, n)
    assert out[0] == a.max()
    assert profile.tecs[1].wait_steps > 0 and profile.tecs[0].wait_steps == 0
    page = tmp_path / "profile.html"
    profile.save_html(page)
    text = page.read_text()
    assert "http://" not in text.replace("http://www.w3.org/2000/svg", "") \
        and "https://" not in text and "<link" not in text and " src=" not in text
    # The browser runs without the sanitized stage's preloaded ASan runtime.
    env = {k: v for k, v in os.environ.items() if k not in ("LD_PRELOAD", "ASAN_OPTIONS")}
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--enable-logging=stderr", "--v=0", f"--user-data-dir={tmp_path / 'chromium'}"]
    dom = subprocess.run([browser, *flags, "--dump-dom", page.as_uri()], capture_output=True,
                         text=True, timeout=120, env=env)
    assert dom.returncode == 0, dom.stderr
    console = [line for line in dom.stderr.splitlines() if "CONSOLE" in line]
    assert not console, console
    html = dom.stdout
    assert 'data-drawn="yes"' in html and "data-errors" not in html, html[-2000:]
    assert sum(f'class="lane" data-tec="{t}"' in html for t in range(4)) == 4
    assert html.count('class="lane" data-tec=') == 4
    (file, line), _ = profile.hottest(1)[0]
    hottest = html[html.index('id="hottest"'):].split("</tr>")[0]
    assert f"<td>{line}</td>" in hottest and "S.vload(a + i)" in hottest
    shot = tmp_path / "profile.png"
    done = subprocess.run([browser, *flags, "--window-size=1100,560", f"--screenshot={shot}",
                           page.as_uri()], capture_output=True, text=True, timeout=120,
                          env=env)
    assert done.returncode == 0 and shot.exists(), done.stderr
    width, height, rows = read_png(shot)
    assert (width, height) == (1100, 560)
    pixels = [p for row in rows for p in row]
    blank = sum(p == (255, 255, 255) for p in pixels)
    assert blank < 0.9 * len(pixels)
    run_blue = sum(abs(p[0] - 0x4e) < 8 and abs(p[1] - 0x79) < 8 and abs(p[2] - 0xa7) < 8
                   for p in pixels)
    assert run_blue > 4 * 500       # four lanes of runs, hundreds of pixels long
    # The README's screenshot: renewed on request, so a test run leaves the
    # tree clean (the browser's rendering varies in bytes from run to run).
    docs_shot = os.path.join(ROOT, "docs", "profile.png")
    if os.environ.get("COMPASS_UPDATE_SCREENSHOT") or not os.path.exists(docs_shot):
        shutil.copyfile(shot, docs_shot)
