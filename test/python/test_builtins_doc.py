"""docs/builtins.md tells the truth: it lists the 113 builtins of upstream's
nine categories once each, and a builtin is marked done exactly when
`compass.script` provides it."""

import os
import re

from compass import script as S

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "builtins.md")
ROW = re.compile(r"^\| `S\.(\w+)` \| (done|partly|not yet) \|")


def _rows():
    with open(DOC, encoding="utf-8") as handle:
        return [ROW.match(line).groups() for line in handle if ROW.match(line)]


def test_every_builtin_is_listed_once():
    names = [name for name, _ in _rows()]
    assert len(names) == 113
    assert len(set(names)) == 113


def test_status_matches_the_package():
    wrong = [(name, status) for name, status in _rows()
             if (status != "not yet") != hasattr(S, name)]
    assert not wrong, f"docs/builtins.md disagrees with compass.script on {wrong}"
