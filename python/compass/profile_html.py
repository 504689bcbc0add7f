"""A profile as one self-contained HTML page (`Profile.save_html`).

The page carries its data (the Chrome trace and the per-line table) as JSON
in a script and draws them with its own code: no network, no CDN. The
timeline has one lane per TEC (its runs and barrier waits, then its DMAs
and S.perf_tick regions); the table lists each counted source line with its
instructions per TEC, the hottest marked. A script error is shown on the
page (and recorded in `document.body.dataset.errors`) instead of failing
silently.
"""

import html
import json
import os

_STYLE = """
body { font: 13px system-ui, sans-serif; margin: 16px; color: #222; background: #fff; }
h1 { font-size: 18px; margin: 0 0 4px; } p.note { color: #555; margin: 0 0 12px; }
#errors { color: #b00; font-weight: bold; }
.lane { display: flex; align-items: flex-start; border-top: 1px solid #ddd; padding: 4px 0; }
.lane .label { width: 70px; font-weight: bold; padding-top: 2px; }
.legend span { display: inline-block; margin-right: 14px; }
.legend i { display: inline-block; width: 12px; height: 12px; margin-right: 4px;
            vertical-align: -2px; }
table { border-collapse: collapse; margin-top: 16px; font: 12px ui-monospace, monospace; }
td, th { padding: 1px 8px; text-align: right; border-bottom: 1px solid #eee; }
td.src { text-align: left; white-space: pre; }
th.src { text-align: left; }
tr.hot td { background: #ffe2c6; } tr#hottest td { background: #ffc48a; font-weight: bold; } tr.file td { text-align: left; font-weight: bold;
  background: #f2f2f2; }
"""

_SCRIPT = """
(function () {
  const COLORS = {run: "#4e79a7", barrier: "#e15759", dma: "#59a14f", perf_tick: "#f28e2b"};
  const WIDTH = Math.max(300, Math.min(1000, window.innerWidth - 150)), ROW = 16;
  function fail(message) {
    document.body.dataset.errors = (document.body.dataset.errors || "") + message + "\\n";
    document.getElementById("errors").textContent += message + " ";
  }
  window.addEventListener("error", e => fail(String(e.message)));
  const data = JSON.parse(document.getElementById("profile-data").textContent);
  const svgNS = "http://www.w3.org/2000/svg";
  function el(name, attrs, parent) {
    const node = document.createElementNS(svgNS, name);
    for (const key in attrs) node.setAttribute(key, attrs[key]);
    parent.appendChild(node);
    return node;
  }
  const events = data.trace.traceEvents.filter(e => e.ph === "X");
  const threadNames = {};
  for (const e of data.trace.traceEvents)
    if (e.ph === "M" && e.name === "thread_name") threadNames[e.tid] = e.args.name;
  const total = Math.max(1, ...events.map(e => e.ts + e.dur));
  const timeline = document.getElementById("timeline");
  for (let tec = 0; tec < data.tecs; ++tec) {
    const tids = [...new Set(events.filter(e => e.args.tec === tec).map(e => e.tid))]
      .sort((a, b) => a - b);
    const lane = document.createElement("div");
    lane.className = "lane";
    lane.dataset.tec = tec;
    const label = document.createElement("div");
    label.className = "label";
    label.textContent = "TEC " + tec;
    lane.appendChild(label);
    const svg = el("svg", {width: WIDTH, height: Math.max(1, tids.length) * ROW}, lane);
    tids.forEach((tid, row) => {
      for (const e of events.filter(e => e.tid === tid)) {
        const rect = el("rect", {x: e.ts / total * WIDTH, y: row * ROW + 1,
                                 width: Math.max(1, e.dur / total * WIDTH), height: ROW - 3,
                                 fill: COLORS[e.cat] || "#999", stroke: "#fff",
                                 "stroke-width": 0.5}, svg);
        el("title", {}, rect).textContent = threadNames[tid] + ": " + e.name + " [" + e.ts +
          ", " + (e.ts + e.dur) + ") steps " + e.args.at;
      }
    });
    timeline.appendChild(lane);
  }
  const axis = document.createElement("div");
  axis.className = "lane";
  axis.innerHTML = "<div class=label>steps</div>";
  const svg = el("svg", {width: WIDTH + 40, height: 18}, axis);
  for (let i = 0; i <= 4; ++i) {
    const x = i / 4 * WIDTH;
    el("line", {x1: x, x2: x, y1: 0, y2: 4, stroke: "#555"}, svg);
    el("text", {x: x, y: 15, "font-size": 10, "text-anchor": i ? "middle" : "start"}, svg)
      .textContent = Math.round(i / 4 * total);
  }
  timeline.appendChild(axis);
  const legend = document.getElementById("legend");
  for (const cat in COLORS) {
    const span = document.createElement("span");
    span.innerHTML = "<i style='background:" + COLORS[cat] + "'></i>" + cat.replace("_", " ");
    legend.appendChild(span);
  }
  const body = document.getElementById("lines");
  let file = null;
  for (const row of data.lines) {
    if (row.file !== file) {
      file = row.file;
      const tr = body.insertRow();
      tr.className = "file";
      const td = tr.insertCell();
      td.colSpan = data.tecs + 3;
      td.textContent = row.shown;
    }
    const tr = body.insertRow();
    if (row.hot) tr.className = "hot";
    if (row.hottest) tr.id = "hottest";
    tr.insertCell().textContent = row.line;
    for (const count of row.counts) tr.insertCell().textContent = count ? count : "";
    tr.insertCell().textContent = row.counts.reduce((a, b) => a + b, 0) || "";
    const src = tr.insertCell();
    src.className = "src";
    src.textContent = row.text;
  }
  document.body.dataset.drawn = "yes";
})();
"""


def shown_path(file):
    """`file` relative to the working directory when it lies inside it, else as it is."""
    try:
        relative = os.path.relpath(file)
    except ValueError:
        return file
    return file if relative.startswith(os.pardir) else relative


def _table_rows(profile):
    """The per-line table: every line of each counted file's span, in order."""
    hot = [key for key, _ in profile.hottest()]
    rows = []
    for file, lines in profile.source_lines():
        for line, counts, text in lines:
            rows.append({"file": file, "shown": shown_path(file), "line": line, "text": text,
                         "counts": list(counts or [0] * profile.tec_count),
                         "hot": (file, line) in hot,
                         "hottest": bool(hot) and (file, line) == hot[0]})
    return rows


def render_html(profile):
    """The page of `profile` (a compass.profile.Profile)."""
    data = {"tecs": profile.tec_count, "trace": json.loads(profile.trace()),
            "lines": _table_rows(profile)}
    # "</" would end the script element early.
    payload = json.dumps(data).replace("</", "<\\/")
    title = html.escape(f"Profile of {profile.kernel}")
    totals = ", ".join(f"TEC {t}: {tec.instructions} instructions, {tec.wait_steps} wait steps"
                       for t, tec in enumerate(profile.tecs))
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>{_STYLE}</style></head>
<body>
<h1>{title}</h1>
<p class="note">{profile.total_steps} steps. A step is one simulated instruction (not an NPU
cycle); each TEC's clock adds the steps it waited at barriers. {html.escape(totals)}.</p>
<div id="errors"></div>
<div class="legend" id="legend"></div>
<div id="timeline"></div>
<table><thead><tr><th>line</th>{"".join(f"<th>TEC {t}</th>" for t in range(profile.tec_count))}
<th>all</th><th class="src">source</th></tr></thead><tbody id="lines"></tbody></table>
<script type="application/json" id="profile-data">{payload}</script>
<script>{_SCRIPT}</script>
</body></html>
"""
