"""The profile of a simulated run: `f.profile(*args)` and `ex.profile(*args)`.

The simulator (lib/Simulator/Profile.cpp) counts every instruction each TEC
executes and records a timeline. A *step* is one simulated instruction: a
TEC's clock is its instructions plus the steps it waited at barriers (a
barrier releases every TEC when the last arrives), so the clocks agree at
each barrier. Steps are not NPU cycles: every instruction costs one, whatever
its kind (a cost model per kind would weigh the simulator's counts).

`Profile` holds per TEC totals (instructions by kind, barriers, wait steps,
DMAs), the instructions per source line and TEC (a subroutine's or macro's
lines count on their own lines, in their own files), and the timeline;
`print(profile)` shows the kernel's source with a count column per TEC,
`save_trace` writes Chrome trace-event JSON and `save_html` one
self-contained page (profile_html.py).
"""

import collections
import linecache

from .profile_html import render_html, shown_path

#: The instruction kinds, in the simulator's order.
KINDS = ("scalar", "vector", "memory", "dma", "control")

#: Lines marked hottest in `print(profile)`.
HOTTEST = 3

TecTotals = collections.namedtuple(
    "TecTotals", "instructions by_kind barriers wait_steps dma_count dma_bytes end_time")
TecTotals.__doc__ = """One TEC's totals: instructions (all, and `by_kind` {kind: count}),
barriers passed, steps waited at them, DMA transfers and their bytes, and its clock at the end
(instructions + wait steps)."""

Event = collections.namedtuple("Event", "type tec begin end at value")
Event.__doc__ = """A span of a TEC's timeline, in steps of its clock: `type` "run" (from a
barrier to the next; value: the barrier interval), "barrier" (a wait; at: the barrier),
"dma" (start to completion; value: bytes) or "perf_tick" (value: the cid); `at` is
"file:line:col"."""

NO_LINE = ("(no source line)", 0)


def split_location(location):
    """("file", line) of "file:line:col", or NO_LINE."""
    parts = location.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1])
    return NO_LINE


class Profile:
    """What one profiled run of `kernel` did, per TEC and per source line."""

    def __init__(self, kernel, data, trace):
        self.kernel = kernel
        locations = data["locations"]
        self.tec_count = len(data["tecs"])
        #: Per TEC: TecTotals.
        self.tecs = [TecTotals(**tec) for tec in data["tecs"]]
        lines = collections.defaultdict(lambda: [0] * self.tec_count)
        for loc, tec, count in data["counts"]:
            lines[split_location(locations[loc])][tec] += count
        #: {(file, line): [instructions of TEC 0, 1, …]}, by file then line.
        self.lines = {key: tuple(counts) for key, counts in sorted(lines.items())}
        #: The timeline: Event tuples, by TEC then begin.
        self.events = [Event(kind, tec, begin, end, locations[loc], value)
                       for kind, tec, begin, end, loc, value in data["events"]]
        self._trace = trace

    @property
    def total_steps(self):
        """The run's length: the latest TEC's clock at its end."""
        return max((tec.end_time for tec in self.tecs), default=0)

    def hottest(self, count=HOTTEST):
        """The `count` source lines with the most instructions over all TECs:
        [((file, line), total)], the hottest first."""
        totals = [(key, sum(counts)) for key, counts in self.lines.items() if key != NO_LINE]
        totals.sort(key=lambda item: -item[1])
        return [item for item in totals[:count] if item[1]]

    def trace(self):
        """The timeline as Chrome trace-event JSON text (Perfetto, chrome://tracing)."""
        return self._trace

    def save_trace(self, path):
        """Writes `trace()` to `path`."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(self._trace)

    def save_html(self, path):
        """Writes one self-contained HTML page (no network) drawing the timeline, a lane per
        TEC, and the per-line table."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(render_html(self))

    def _repr_html_(self):
        """Jupyter shows a profile inline: the page save_html writes."""
        return render_html(self)

    def source_lines(self):
        """[(file, [(line, counts per TEC or None, text)])]: each file with counts, from its
        first to its last counted line."""
        by_file = collections.defaultdict(dict)
        for (file, line), counts in self.lines.items():
            if (file, line) != NO_LINE:
                by_file[file][line] = counts
        listing = []
        for file, counted in by_file.items():
            rows = [(line, counted.get(line), linecache.getline(file, line).rstrip("\n"))
                    for line in range(min(counted), max(counted) + 1)]
            listing.append((file, rows))
        return listing

    def __str__(self):
        tecs = range(self.tec_count)
        width = max(9, len(str(max((t.instructions for t in self.tecs), default=0))) + 2)

        def row(label, values):
            return f"{label:<16}" + "".join(f"{v:>{width}}" for v in values)

        out = [f"Profile of {self.kernel}: {self.total_steps} steps on {self.tec_count} TECs "
               "(a step is one simulated instruction, not an NPU cycle)",
               row("", [f"TEC {t}" for t in tecs]),
               row("instructions", [t.instructions for t in self.tecs])]
        out += [row(f"  {kind}", [t.by_kind[kind] for t in self.tecs]) for kind in KINDS]
        out += [row("barriers", [t.barriers for t in self.tecs]),
                row("wait steps", [t.wait_steps for t in self.tecs]),
                row("DMA transfers", [t.dma_count for t in self.tecs]),
                row("DMA bytes", [t.dma_bytes for t in self.tecs]),
                row("end (steps)", [t.end_time for t in self.tecs])]
        hot = {key for key, _ in self.hottest()}
        for file, rows in self.source_lines():
            out += ["", shown_path(file), f"{'line':>6}  " + "".join(f"{f'TEC {t}':>{width}}" for t in tecs)]
            for line, counts, text in rows:
                cells = "".join(f"{c:>{width}}" if c else " " * width
                                for c in (counts or [0] * self.tec_count))
                mark = "*" if (file, line) in hot else " "
                out.append(f"{line:>6}{mark} {cells}  {text}")
        if NO_LINE in self.lines:
            counts = self.lines[NO_LINE]
            out += ["", "instructions without a source line (constants the compiler hoisted)",
                    " " * 8 + "".join(f"{c:>{width}}" for c in counts)]
        out.append(f"\n* the {len(hot)} hottest lines (instructions over all TECs)")
        return "\n".join(out)

    def __repr__(self):
        return f"<Profile of {self.kernel}: {self.total_steps} steps>"
