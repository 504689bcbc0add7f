"""The mutation check's own rules (scripts/mutation.py, scripts/random_mutants.py): every
kept mutant still finds its snippet exactly once, a malformed list is refused, and the
random mutants are reproducible, unique and change code, never a comment."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import mutation  # noqa: E402
import random_mutants  # noqa: E402

SCRIPT = [sys.executable, os.path.join(ROOT, "scripts", "mutation.py")]


@pytest.mark.skipif("COMPASS_MUTANT_APPLIED" in os.environ,
                    reason="a mutation run: one snippet is replaced by its mutant")
def test_every_kept_mutant_finds_its_snippet_exactly_once():
    result = subprocess.run(SCRIPT + ["--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout
    mutants = mutation.load_mutants(mutation.MUTANTS)
    assert len(mutants) >= 40
    assert result.stdout.strip().endswith(f"{len(mutants)}/{len(mutants)} snippets found exactly once")


def test_every_kept_mutant_names_tests_that_exist():
    for mutant in mutation.load_mutants(mutation.MUTANTS):
        for test in mutant.get("tests", []):
            path = test.split("::")[0]
            assert os.path.exists(os.path.join(ROOT, path)), f"{mutant['name']}: {test}"


@pytest.mark.parametrize("entry, message", [
    ('name = "a"\nfile = "f"\nsnippet = "x"\nreplacement = "y"\n', "missing ['rule']"),
    ('name = "a"\nfile = "f"\nsnippet = "x"\nreplacement = "x"\nrule = "r"\n',
     "the replacement equals the snippet"),
    ('name = "a"\nfile = "f"\nsnippet = "x"\nreplacement = "y"\nrule = "r"\nwhy = "?"\n',
     "unknown ['why']"),
])
def test_a_malformed_mutant_is_refused(tmp_path, entry, message):
    listing = tmp_path / "mutants.toml"
    listing.write_text("[[mutant]]\n" + entry)
    result = subprocess.run(SCRIPT + ["--mutants", str(listing), "--list"], capture_output=True,
                            text=True)
    assert result.returncode != 0 and message in result.stderr, result.stderr


def test_a_duplicate_name_is_refused(tmp_path):
    entry = '[[mutant]]\nname = "a"\nfile = "f"\nsnippet = "x"\nreplacement = "y"\nrule = "r"\n'
    listing = tmp_path / "mutants.toml"
    listing.write_text(entry + entry)
    result = subprocess.run(SCRIPT + ["--mutants", str(listing), "--list"], capture_output=True,
                            text=True)
    assert result.returncode != 0 and "duplicate name" in result.stderr


def test_a_stale_snippet_is_reported(tmp_path):
    listing = tmp_path / "mutants.toml"
    listing.write_text('[[mutant]]\nname = "gone"\nfile = "README.md"\n'
                       'snippet = "no README says this"\nreplacement = "y"\nrule = "r"\n')
    result = subprocess.run(SCRIPT + ["--mutants", str(listing), "--check"], capture_output=True,
                            text=True)
    assert result.returncode == 1
    assert "gone" in result.stdout and "stale" in result.stdout and "occurs 0 times" in result.stdout


def test_random_mutants_are_reproducible_unique_and_change_code_only():
    first = random_mutants.sample(ROOT, 200, seed=11)
    assert first == random_mutants.sample(ROOT, 200, seed=11)
    assert first != random_mutants.sample(ROOT, 200, seed=12)
    assert len({m["name"] for m in first}) == 200
    for mutant in first:
        with open(os.path.join(ROOT, mutant["file"]), encoding="utf-8") as handle:
            text = handle.read()
        assert text.count(mutant["snippet"]) == 1, mutant["name"]
        old, new = mutant["snippet"].split("\n"), mutant["replacement"].split("\n")
        # Only the last line changes, and only before its comment.
        assert old[:-1] == new[:-1] and old[-1] != new[-1], mutant["name"]
        marker = "#" if mutant["file"].endswith(".py") else "//"
        if marker in old[-1]:
            assert old[-1][old[-1].index(marker):] == new[-1][new[-1].index(marker):]


def test_random_mutants_leave_prose_comments_and_strings_alone(tmp_path):
    package = tmp_path / "python" / "compass"
    package.mkdir(parents=True)
    (package / "rule.py").write_text(
        '"""A docstring: a and b,\n'
        'x == y on its second line."""\n'
        '\n'
        'def pick(a, b):\n'
        '    message = "a == b"  # a == b in a comment\n'
        '    return a == b\n')
    simulator = tmp_path / "lib" / "Simulator"
    simulator.mkdir(parents=True)
    (simulator / "Rule.cpp").write_text(
        "/* A block comment:\n"
        "   a && b, x == y. */\n"
        "bool pick(int a, int b) { return a == b; } // a != b\n")
    found = {(path, line, swap) for path, line, _, _, swap in random_mutants.candidates(tmp_path)}
    assert found == {("python/compass/rule.py", 6, "== -> !="),
                     ("lib/Simulator/Rule.cpp", 3, "== -> !=")}
