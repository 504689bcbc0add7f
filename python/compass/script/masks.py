"""Mask arguments in every form upstream accepts (fact sheet §2.4).

A mask is None, a list/tuple/NumPy array of bools (padded with False), a
mask string such as "4T4F" or "2FTT1FT", or a bool-vector expression.
"""

import re

import numpy as np

from .limits import max_lanes
from .values import SemanticError

_GROUP_RE = re.compile(r"(\d*)([TF]+)")


def parse_mask_string(text, lanes):
    """The lanes of a mask string, padded with False to `lanes`."""
    spelled = expand_mask_string(text)
    if len(spelled) > lanes:
        raise SemanticError(f'Invalid mask string "{text}": it has {len(spelled)} lanes, more '
                            f'than the {lanes} of the vector.')
    return spelled + [False] * (lanes - len(spelled))


def expand_mask_string(text):
    """The lanes a mask string spells, lane 0 first.

    Grammar: groups of an optional count and a T/F pattern, repeated count
    times; `_` separates (an implicit count 1 before T/F, dropped before a
    digit)."""
    def fail(reason):
        raise SemanticError(f'Invalid mask string "{text}": {reason}.')

    bad = sorted({c for c in text if c not in "TF0123456789_"})
    if bad:
        fail(f'unexpected character "{bad[0]}", expect "T", "F", digits or "_"')
    if text.startswith("_") or text.endswith("_"):
        fail('"_" can\'t be the first or last character')
    if "__" in text:
        fail('"_" can\'t follow "_"')
    expanded = []
    for index, char in enumerate(text):
        if char != "_":
            expanded.append(char)
            continue
        if text[index - 1] not in "TF":
            fail('"_" must follow "T" or "F"')
        if text[index + 1] in "TF":
            expanded.append("1")
    compact = "".join(expanded)
    if len(compact) < 2 or compact[-1] not in "TF":
        fail("it needs at least 2 characters and must end with \"T\" or \"F\"")
    lanes_out = []
    position = 0
    for match in _GROUP_RE.finditer(compact):
        if match.start() != position:
            fail("a count must be followed by \"T\" or \"F\"")
        count = int(match.group(1)) if match.group(1) else 1
        if count < 1:
            fail("counts must be at least 1")
        if len(lanes_out) + count * len(match.group(2)) > max_lanes(8):
            fail(f"it spells more than {max_lanes(8)} lanes")
        lanes_out += [char == "T" for char in match.group(2)] * count
        position = match.end()
    if position != len(compact):
        fail("a count must be followed by \"T\" or \"F\"")
    return lanes_out


def constant_mask_lanes(mask, lanes):
    """The lanes of a constant mask (list/tuple/array/string), padded."""
    if isinstance(mask, str):
        return parse_mask_string(mask, lanes)
    values = list(mask.tolist() if isinstance(mask, np.ndarray) else mask)
    if not all(isinstance(v, (bool, np.bool_)) for v in values):
        raise SemanticError('All elements of arg "mask" expect "True" or "False".')
    if len(values) > lanes:
        raise SemanticError(f"The mask has {len(values)} elements but the vector has {lanes} lanes.")
    return [bool(v) for v in values] + [False] * (lanes - len(values))
