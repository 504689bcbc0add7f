"""Zhouyi targets (fact sheet §4.1) and the target a build is for.

`CompassInfo.get(name)` knows every configuration, X1 included (upstream
describes it; only building for it is refused). `CompassInfo.current()` is
the target of the build or simulation in progress, or of an enclosing
`with CompassInfo.get(...):`, and None elsewhere.
"""

import os
import threading

from . import _compass

# name → the target's facts: the compiler's table (lib/Dialect/Compass/IR/Targets.cpp).
_TARGETS = {row["name"]: row for row in _compass.tables.targets()}

# Local SRAM piece 1 keeps 4 KiB back for register spilling.
_SPILL_RESERVE = 4 * 1024

_current = threading.local()


def target_name(target):
    """The configuration name of "X2_1204", "compass -mcpu=X2_1204" or a
    CompassInfo; CPS_TVM_GBUILDER_TARGET overrides it, as upstream."""
    if isinstance(target, CompassInfo):
        target = target.name
    override = os.environ.get("CPS_TVM_GBUILDER_TARGET")
    if override:
        target = override
    if not isinstance(target, str):
        raise TypeError(f"Unsupported target type: {type(target).__name__}.")
    text = target.strip()
    if text.startswith("compass"):
        mcpu = [part for part in text.split()[1:] if part.startswith("-mcpu=")]
        text = mcpu[0][len("-mcpu="):] if mcpu else "X2_1204"
    if text not in _TARGETS:
        raise ValueError(f'Invalid Zhouyi NPU configuration "{text}", expected one of: '
                         f'{", ".join(_TARGETS)}.')
    return text


def normalize_target(target):
    """The name of a target the Compass DSL can build for (X1 is refused)."""
    name = target_name(target)
    if not _TARGETS[name]["buildable"]:
        raise ValueError(f'The Compass DSL does not support the target "{name}".')
    return name


class CompassInfo:
    """Facts about one Zhouyi configuration: cores, TECs, SRAM pieces."""

    def __init__(self, name):
        self.name = target_name(name)
        row = _TARGETS[self.name]
        self.core_count, self.tec_count = row["core_count"], row["tec_count"]
        self.lsram_size_per_piece = row["lsram_size_per_piece"]
        self.lsram_piece_count = row["lsram_piece_count"]
        self.gsram_size_per_piece = row["gsram_size_per_piece"]
        self.gsram_piece_count = row["gsram_piece_count"]
        self.version = self.name.split("_")[0]

    @staticmethod
    def get(target="X2_1204"):
        return CompassInfo(target)

    @classmethod
    def current(cls, allow_none=True):
        """The target of the build in progress (None outside one)."""
        stack = getattr(_current, "stack", [])
        if stack:
            return stack[-1]
        if not allow_none:
            raise RuntimeError("No Compass target is current: call this during a build or "
                               "inside `with CompassInfo.get(target):`.")
        return None

    @property
    def vector_width(self):
        """Bits of a hardware vector register (every target: 256)."""
        return 256

    def lsram_size(self, piece_idx=0):
        """Bytes of local SRAM piece `piece_idx` of each TEC."""
        _check_piece("local", piece_idx, self.lsram_piece_count)
        return self.lsram_size_per_piece - (_SPILL_RESERVE if piece_idx == 1 else 0)

    def gsram_size(self, piece_idx=0):
        """Bytes of global (shared) SRAM piece `piece_idx` of each core."""
        _check_piece("global", piece_idx, self.gsram_piece_count)
        return self.gsram_size_per_piece

    def __enter__(self):
        if not hasattr(_current, "stack"):
            _current.stack = []
        _current.stack.append(self)
        return self

    def __exit__(self, *exc):
        _current.stack.pop()

    def __eq__(self, other):
        return isinstance(other, CompassInfo) and other.name == self.name

    def __hash__(self):
        return hash(self.name)

    def __repr__(self):
        return f"CompassInfo({self.name!r})"


def _check_piece(kind, index, count):
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
        raise ValueError(f'Invalid {kind} SRAM piece index "{index}", valid range: [0, {count - 1}].')
