"""The bad-program corpus: each file in bad_programs/ must be rejected with
its expected message, located at the line marked `#!`, with the source line
and carets shown."""

import importlib.util
from pathlib import Path

import pytest

from compass import BuildManager, CompassError

CORPUS = Path(__file__).parent / "bad_programs"
PROGRAMS = sorted(CORPUS.glob("*.py"))


def load(path):
    spec = importlib.util.spec_from_file_location(f"bad_programs.{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_corpus_is_large_enough():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_bad_program(path):
    lines = path.read_text().splitlines()
    assert lines[0].startswith("# expect: ")
    message = lines[0][len("# expect: "):]
    line = next(i for i, text in enumerate(lines, 1) if text.rstrip().endswith("#!"))
    with pytest.raises(CompassError) as info:
        BuildManager().build(load(path).kernel)
    text = str(info.value)
    assert f"error: {message}" in text
    assert f" --> {path}:{line}:" in text
    assert lines[line - 1].strip() in text and "^" in text
