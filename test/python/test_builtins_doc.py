"""docs/builtins.md tells the truth: it lists the 113 builtins of upstream's
nine categories once each, a builtin is marked done exactly when
`compass.script` provides it, and its native column says "refused" exactly for
the builtins whose operation the native tier refuses, which it then lowers
every other operation of the dialects for."""

import os
import re

from compass import _compass, script as S

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "builtins.md")
ROW = re.compile(r"^\| `S\.(\w+)` \| (done|partly|not yet) \| (yes|refused) \|")


def _rows():
    with open(DOC, encoding="utf-8") as handle:
        return [ROW.match(line).groups() for line in handle if ROW.match(line)]


def test_every_builtin_is_listed_once():
    names = [name for name, _, _ in _rows()]
    assert len(names) == 113
    assert len(set(names)) == 113


def test_status_matches_the_package():
    wrong = [(name, status) for name, status, _ in _rows()
             if (status != "not yet") != hasattr(S, name)]
    assert not wrong, f"docs/builtins.md disagrees with compass.script on {wrong}"


def test_native_column_matches_the_native_tier():
    forms = _compass.native.forms()
    # Every compass-level operation is lowered or refused as the other paths refuse it.
    assert forms["missing"] == []
    assert forms["tir_level"] == ["tir.intrin"]
    assert "compass.vexp" in forms["lowered"] and "tir.add" in forms["lowered"]
    # A refused operation is its builtin's: compass.<name> for S.<name>.
    refused = {op.split(".", 1)[1] for op in forms["refused"]}
    marked = {name for name, _, native in _rows() if native == "refused"}
    assert marked == refused
