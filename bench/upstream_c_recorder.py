"""pytest plugin of bench/upstream_c_counts.py: records, for each upstream test, the OpenCL C
of every kernel it builds and the C snippets it looks for in that C.

A test reads the C through `Executor.c_code`; the plugin hands out a str subclass whose `in`
notes the snippet, and wraps re.search / match / fullmatch / findall to note the patterns
applied to it. Results go to $UPSTREAM_C_RECORDS (one JSON file per worker process).
$UPSTREAM_C_DISABLED_PASSES (comma-separated) is added to every BuildManager's disabled_pass.
"""

import json
import os
import re

from compass.build_manager import BuildManager, Executor

_records = {}
_current = None


class _RecordedC(str):
    """OpenCL C that notes the snippets looked for in it."""

    def __contains__(self, snippet):
        found = super().__contains__(snippet)
        _note(snippet, regex=False, found=found)
        return found


def _note(snippet, regex, found):
    if _current is not None and isinstance(snippet, str):
        _current["snippets"].append({"text": snippet, "regex": regex, "found": bool(found)})


def _recorded_c_code(executor):
    code = executor._c_code
    if _current is not None and code not in _current["codes"]:
        _current["codes"].append(code)
    return _RecordedC(code)


def _wrap(function):
    def wrapper(pattern, string, *args, **kwargs):
        result = function(pattern, string, *args, **kwargs)
        if isinstance(string, _RecordedC):
            text = pattern.pattern if isinstance(pattern, re.Pattern) else pattern
            _note(text, regex=True, found=result)
        return result
    return wrapper


def _disabling(init, disabled):
    def wrapper(self, *args, disabled_pass=None, **kwargs):
        init(self, *args, disabled_pass=list(disabled_pass or []) + disabled, **kwargs)
    return wrapper


def pytest_configure(config):
    Executor.c_code = property(_recorded_c_code)
    disabled = [name for name in os.environ.get("UPSTREAM_C_DISABLED_PASSES", "").split(",")
                if name]
    if disabled:
        BuildManager.__init__ = _disabling(BuildManager.__init__, disabled)
    for name in ("search", "match", "fullmatch", "findall"):
        setattr(re, name, _wrap(getattr(re, name)))


def pytest_runtest_setup(item):
    global _current
    _current = {"codes": [], "snippets": []}
    _records[item.nodeid] = _current


def pytest_runtest_teardown(item):
    global _current
    _current = None


def pytest_unconfigure(config):
    path = os.environ.get("UPSTREAM_C_RECORDS")
    if path:
        with open(f"{path}.{os.getpid()}.json", "w") as out:
            json.dump({k: v for k, v in _records.items() if v["codes"]}, out)
