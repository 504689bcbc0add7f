"""Random one-line operator mutants over the semantic sources.

The kept list (scripts/mutants.toml) holds the changes we thought of; a
review also tries changes nobody chose. This draws them: every code line of
the sources below that holds an operator or a literal from SWAPS is a
candidate (comments, error messages and includes are not), one swap per
mutant, a seeded sample. Each mutant has the fields of a kept one; its
snippet is the line, widened upward until it occurs exactly once.

    python3 scripts/mutation.py --random 50 --seed 1
"""

import glob
import os
import random
import re

SOURCES = [
    "lib/Simulator/*.cpp", "lib/Simulator/*.h", "lib/Conversion/*/*.cpp",
    "lib/Dialect/*/Transforms/*.cpp", "lib/Dialect/*/IR/*.cpp", "lib/Target/OpenCL/*.cpp",
    "lib/Target/GBuilder/*.cpp", "runtime/include/compass/*.h",
    "runtime/include/compass/dsl/*.h", "python/src/*.cpp", "lib/Target/OpenCL/*.h",
    "python/compass/*.py", "python/compass/script/*.py",
]

# (text, its replacement); words only match whole words.
SWAPS = [
    (" == ", " != "), (" != ", " == "), (" < ", " <= "), (" <= ", " < "), (" > ", " >= "),
    (" >= ", " > "), (" && ", " || "), (" || ", " && "), (" + ", " - "), (" - ", " + "),
    (" * ", " / "), (" >> ", " << "), (" << ", " >> "), (" & ", " | "), (" | ", " & "),
    (" + 1", ""), (" - 1", ""), ("[0]", "[1]"), ("min(", "max("), ("max(", "min("),
    ("true", "false"), ("false", "true"), ("True", "False"), ("False", "True"),
    (" and ", " or "), (" or ", " and "), (" not ", " "),
]
WORDS = {"true", "false", "True", "False"}
# Lines that only report, name or import: changing them changes no rule.
SKIPPED = re.compile(r"^(#|//|/\*|\*|import |from |raise |assert |print\(|llvm_unreachable)"
                     r"|emitError|emitOpError|Error\(|\"\"\"")


def _code(line, python):
    """The part of `line` before its comment."""
    return line.split("#")[0] if python else line.split("//")[0]


def _in_literal(code, position):
    """Whether `position` of a code line lies inside a string literal."""
    before = code[:position]
    return before.count('"') % 2 == 1 or before.count("'") % 2 == 1


def _prose_lines(lines, python):
    """The indices of the lines inside docstrings or block comments."""
    prose, closing = set(), None
    for index, line in enumerate(lines):
        stripped = line.strip()
        if closing:
            prose.add(index)
            if closing in stripped:
                closing = None
        elif python and stripped[:3] in ('"' * 3, "'" * 3):
            prose.add(index)
            if stripped.count(stripped[:3]) == 1:
                closing = stripped[:3]
        elif not python and stripped.startswith("/*") and "*/" not in stripped:
            prose.add(index)
            closing = "*/"
    return prose


def _unique_start(text, lines, index):
    """The first line of the shortest run ending at line `index` that occurs
    exactly once in `text`, or None."""
    for first in range(index, -1, -1):
        if text.count("\n".join(lines[first:index + 1])) == 1:
            return first
    return None


def candidates(root):
    """Every (path, line number, snippet, replacement, swap) of the sources."""
    found = []
    for pattern in SOURCES:
        for path in sorted(glob.glob(os.path.join(root, pattern))):
            relative = os.path.relpath(path, root)
            python = relative.endswith(".py")
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            lines = text.split("\n")
            prose = _prose_lines(lines, python)
            for index, line in enumerate(lines):
                if index in prose or not line.strip() or SKIPPED.search(line.strip()):
                    continue
                code = _code(line, python)
                first = _unique_start(text, lines, index)
                if first is None:
                    continue
                snippet = "\n".join(lines[first:index + 1])
                for old, new in SWAPS:
                    if old in WORDS:
                        match = re.search(rf"\b{old}\b", code)
                        position = match.start() if match else -1
                    else:
                        position = code.find(old)
                    if position < 0 or _in_literal(code, position):
                        continue
                    mutated = code[:position] + new + code[position + len(old):]
                    replacement = "\n".join(lines[first:index] + [mutated + line[len(code):]])
                    found.append((relative, index + 1, snippet, replacement, f"{old.strip()} -> "
                                  f"{new.strip() or '(nothing)'}"))
    return found


def sample(root, count, seed):
    """`count` random mutants (dicts as in mutants.toml) drawn with `seed`."""
    pool = candidates(root)
    picked = random.Random(seed).sample(pool, min(count, len(pool)))
    return [{"name": f"random-{number}-{os.path.basename(path).split('.')[0]}-{line}",
             "file": path, "snippet": snippet, "replacement": replacement,
             "rule": f"{swap} at line {line} (drawn with seed {seed})"}
            for number, (path, line, snippet, replacement, swap) in enumerate(picked)]
