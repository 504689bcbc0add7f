"""Reading the error record of checked OpenCL C (ex(...) runs it).

In checked mode (OpenCLOptions::checked in the emitter) the kernel checks
every memory access against the memory it owns and every integer divisor
against zero, the run-time operands the simulator refuses (a DMA's width and
strides, a stride, a lane count, index or shift, a loop's step, the use of
events and perf ticks) on the simulator's conditions, that the TECs meet at
each barrier, and counts loop iterations against the step limit; the first
violation is written to an error record instead of corrupting memory. This
module names what the record refers to, from the `compass-checks` comment
the emitter appends, in the simulator's words. Where POCL cannot say where
the TECs stood (a barrier divergence), refused an operand (whose message is
the simulator's) or did not finish at all (a crash, a hang), the simulator,
run on copies of the arguments, locates the fault.
"""

import contextlib
import io
import re

import numpy as np

from . import _compass
from .errors import CompassError, CompassRuntimeError, from_diagnostics
from .script.arguments import copies_of

#: Fields of the error record (runtime/include/compass/dsl.h): what the
#: kernel records, then the step limit the host gives it.
RECORD_INTS = 10
(_KIND, _SITE, _REGION, _OFFSET_LOW, _OFFSET_HIGH, _TEC, _BYTES, _REGION_BYTES, _STEPS_LOW,
 _STEPS_HIGH) = range(RECORD_INTS)
(_OUT_OF_BOUNDS, _DIVISION_BY_ZERO, _TOO_MANY_REGIONS, _BARRIER_DIVERGENCE, _STEP_LIMIT,
 _DIFFERENT_WAYS, _REFUSED_OPERAND) = range(1, 8)


def new_record(step_limit):
    """The error record of one run of a checked kernel: nothing recorded, and
    `step_limit` loop iterations a TEC may run."""
    record = np.zeros(RECORD_INTS, np.int32)
    record[_STEPS_LOW:_STEPS_HIGH + 1] = np.array([step_limit], np.uint64).view(np.int32)
    return record


def diverged(record):
    """True when the record says the TECs did not meet at a barrier, or took
    different ways at a branch or loop holding one."""
    return record[_KIND] in (_BARRIER_DIVERGENCE, _DIFFERENT_WAYS)


def refused(record):
    """True when the record says the checked C refused an operand the
    simulator refuses (the simulator then says why, in its words)."""
    return record[_KIND] == _REFUSED_OPERAND


def _byte_count(count):
    """"1 byte", "N bytes"."""
    return f"{count} byte" if count == 1 else f"{count} bytes"


class CheckReport:
    """The check sites and memory regions of one checked kernel, and what the
    operand check at a site refuses."""

    def __init__(self, c_code):
        self.sites, self.regions, self.operands = {}, {}, {}
        tables = {"site": self.sites, "region": self.regions, "operand": self.operands}
        trailer = c_code[c_code.rfind("/* compass-checks"):]
        for line in trailer.splitlines()[1:]:
            match = re.match(r"(site|region|operand) (-?\d+) (.*)", line)
            if match:
                tables[match.group(1)][int(match.group(2))] = match.group(3)

    def raise_error(self, record, param_types, origins=()):
        """Raises the CompassRuntimeError of a non-zero error record; `origins`:
        each parameter's pointer offset in its region (a NumPy view's first
        element in its base), from where offsets are said, as the simulator does."""
        kind, site, region = int(record[_KIND]), int(record[_SITE]), int(record[_REGION])
        offset = (int(record[_OFFSET_HIGH]) << 32) | (int(record[_OFFSET_LOW]) & 0xFFFFFFFF)
        tec, size = int(record[_TEC]), int(record[_BYTES])
        location = self.sites.get(site, "<unknown>")
        if kind == _DIVISION_BY_ZERO:
            message = "integer division by zero"
        elif kind == _BARRIER_DIVERGENCE:
            where = "the end of the kernel" if site < 0 else "this barrier"
            message = (f"barrier divergence: the TECs did not all reach {where} having passed as "
                       f"many barriers")
        elif kind == _DIFFERENT_WAYS:
            message = ("barrier divergence: the TECs take different ways at this branch or loop, "
                       "which holds a barrier (POCL runs such code with the TECs in lockstep)")
        elif kind == _STEP_LIMIT:
            steps = int(record[_STEPS_LOW:_STEPS_HIGH + 1].view(np.uint64)[0])
            message = _compass.tables.loop_step_limit_error(steps)
        elif kind == _REFUSED_OPERAND:
            what = self.operands.get(site, "an operand")
            message = f"{what} refused by the checked C"
        elif kind == _TOO_MANY_REGIONS:
            message = "too many buffers and arrays for the checked mode"
        elif region < 0:
            message = f"out of bounds: access of {_byte_count(size)} outside every buffer of the kernel"
        else:
            what = self.regions.get(region, f"region {region}")
            origin = origins[region] if region < len(origins) else 0
            offset -= origin
            extent = _byte_count(int(record[_REGION_BYTES]))
            if origin:
                extent += f" the view spans, from byte offset {-origin}"
            message = (f"out of bounds: access of {_byte_count(size)} at byte offset {offset} of "
                       f"{what} ({extent})")
            dtype = getattr(param_types[region], "dtype", None) if region < len(param_types) \
                else None
            if dtype is not None and what.startswith("parameter"):
                itemsize = np.dtype(dtype.numpy_dtype).itemsize
                message += f" (element index {offset // itemsize})"
        raise from_diagnostics(f"{location}: error: {message} (TEC {tec}, POCL)",
                               CompassRuntimeError)


def explain_failure(prim_func, what, args, fallback=None):
    """Raises the CompassRuntimeError of a kernel whose OpenCL C failed in a
    way POCL cannot locate (`what` says how: it crashed or hung the worker,
    or its TECs diverged at a barrier): the simulator runs the kernel on
    copies of the arguments and locates the fault. When the simulator finds
    none, `fallback()` raises (if given), else an error at the kernel."""
    source = getattr(prim_func, "source", None)
    try:
        with contextlib.redirect_stderr(io.StringIO()):  # the error is printed once, by the caller
            prim_func(*copies_of(args))
    except CompassError as error:
        located = type(error)(error.message, error.file, error.line, error.col)
        located.args = (f"{error}\nnote: {what}; the simulator, run on copies of the "
                        f"arguments, reports the error above.",)
        raise located from None
    if fallback is not None:
        fallback()
    file = line = col = None
    if source is not None:
        file = source.file
        line = source.tree.lineno + source.line_offset
        col = source.tree.col_offset + source.col_offset + 1
    raise CompassRuntimeError(f"{what}; the simulator runs the kernel on the same arguments "
                              f"without an error (please report this)", file, line, col)
