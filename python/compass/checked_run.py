"""Reading the error record of checked OpenCL C (ex(...) runs it).

In checked mode (OpenCLOptions::checked in the emitter) the kernel checks
every memory access against the memory it owns and every integer divisor
against zero; the first violation is written to an error record instead of
corrupting memory. This module names what the record refers to, from the
`compass-checks` comment the emitter appends, in the simulator's words.
"""

import re

import numpy as np

from .errors import CompassRuntimeError, from_diagnostics

#: Fields of the error record (runtime/include/compass/dsl.h).
RECORD_INTS = 8
_KIND, _SITE, _REGION, _OFFSET_LOW, _OFFSET_HIGH, _TEC, _BYTES, _REGION_BYTES = range(8)
_OUT_OF_BOUNDS, _DIVISION_BY_ZERO, _TOO_MANY_REGIONS = 1, 2, 3


def _byte_count(count):
    """"1 byte", "N bytes"."""
    return f"{count} byte" if count == 1 else f"{count} bytes"


class CheckReport:
    """The check sites and memory regions of one checked kernel."""

    def __init__(self, c_code):
        self.sites, self.regions = {}, {}
        trailer = c_code[c_code.rfind("/* compass-checks"):]
        for line in trailer.splitlines()[1:]:
            match = re.match(r"(site|region) (-?\d+) (.*)", line)
            if match:
                table = self.sites if match.group(1) == "site" else self.regions
                table[int(match.group(2))] = match.group(3)

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
                extent += f" of its base, from byte offset {-origin}"
            message = (f"out of bounds: access of {_byte_count(size)} at byte offset {offset} of "
                       f"{what} ({extent})")
            dtype = getattr(param_types[region], "dtype", None) if region < len(param_types) \
                else None
            if dtype is not None and what.startswith("parameter"):
                itemsize = np.dtype(dtype.numpy_dtype).itemsize
                message += f" (element index {offset // itemsize})"
        raise from_diagnostics(f"{location}: error: {message} (TEC {tec}, POCL)",
                               CompassRuntimeError)
