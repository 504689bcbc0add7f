"""Errors raised to kernel authors, each pointing at their source line."""

import contextlib
import linecache
import re
import sys

from . import _compass
from .deep import on_a_deep_stack

_DIAGNOSTIC_RE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|note|warning): (?P<msg>.*)$")


def render(message, file, line, col, width=1, severity="error"):
    """upstream's layout: `error: …`, ` --> file:line:col`, the line, carets."""
    lines = [f"{severity}: {message}"]
    if file is None:
        return "\n".join(lines)
    lines.append(f" --> {file}:{line}:{col}")
    source = linecache.getline(file, line).rstrip("\n")
    if source:
        gutter = " " * len(str(line))
        lines.append(f"{gutter} |")
        lines.append(f"{line} | {source}")
        lines.append(f"{gutter} | {' ' * (col - 1)}{'^' * max(width, 1)}")
    return "\n".join(lines)


class CompassError(RuntimeError, AssertionError):
    """A program Compass rejects, located at the user's line when known.

    Upstream raises RuntimeError for some rejections and AssertionError for
    others; code written against it catches either, so this is both."""

    def __init__(self, message, file=None, line=None, col=None, width=1):
        self.message, self.file, self.line, self.col = message, file, line, col
        super().__init__(render(message, file, line, col, width))


class CompassWarning(UserWarning):
    """Something a kernel did that Compass lets pass on request (e.g. a data
    race under COMPASS_RACES=warn), located like an error."""


def warning_from_diagnostic(text):
    """The CompassWarning of one "file:line:col: warning: msg" line."""
    match = _DIAGNOSTIC_RE.match(text.strip())
    if not match:
        return CompassWarning(text.strip())
    return CompassWarning(render(match["msg"], match["file"], int(match["line"]),
                                 int(match["col"]), severity=match["severity"]))


class CompassRuntimeError(CompassError):
    """A kernel that failed while running in the simulator."""


class CompassZeroDivisionError(CompassRuntimeError, ZeroDivisionError):
    """An integer division by zero at run time; upstream's PySim raises
    ZeroDivisionError there, so code written against it catches this too."""


_DIVISION_BY_ZERO = "integer division by zero"
# Upstream's wording for a zero divisor, kept so that its messages still match.
_UPSTREAM_DIVISION_BY_ZERO = "The 2nd arg can't be zero."


def _refined(error_class, message):
    """The error class and message of a run-time failure: a division by zero
    becomes CompassZeroDivisionError and also says it in upstream's words."""
    if issubclass(error_class, CompassRuntimeError) and message.startswith(_DIVISION_BY_ZERO):
        return CompassZeroDivisionError, f"{message}. {_UPSTREAM_DIVISION_BY_ZERO}"
    return error_class, message


class CompassInternalError(CompassError):
    """A failure inside Compass, not in the kernel: an exception the C++
    extension was not meant to raise. It is located at the kernel it happened
    for, and the original exception is its __cause__."""


@contextlib.contextmanager
def internal_errors(stage, prim_func):
    """Turns an unexpected exception of `stage` (a call into the C++ extension
    for `prim_func`) into a CompassInternalError at the kernel's definition, so
    that no foreign exception or bare traceback reaches the kernel author."""
    try:
        yield
    except (CompassError, Warning):  # the kernel's own errors, and warnings made errors
        raise
    except Exception as error:  # noqa: BLE001 - every other exception is ours
        source = getattr(prim_func, "source", None)
        file = line = col = None
        if source is not None:
            file = source.file
            line = source.tree.lineno + source.line_offset
            col = source.tree.col_offset + source.col_offset + 1
        name = getattr(prim_func, "name", prim_func)
        raise CompassInternalError(
            f'internal error of Compass while {stage} "{name}": {type(error).__name__}: '
            f'{error} (the kernel may be fine; please report this)', file, line, col) from error


def translated(function, *args, **kwargs):
    """Runs a C++ translation (a function of compass._compass.translate); its
    diagnostics become a CompassError located at the user's line."""
    try:
        return on_a_deep_stack(lambda: function(*args, **kwargs))
    except _compass.translate.TranslateError as error:
        raise from_diagnostics(str(error)) from None


@contextlib.contextmanager
def reported_on_stderr():
    """Writes a rejection to stderr as it leaves the API, as upstream prints its
    diagnostics there (scripts and tests read them from stderr)."""
    try:
        yield
    except CompassError as error:
        print(error, file=sys.stderr, flush=True)
        raise


def from_diagnostics(text, error_class=CompassError):
    """Turns MLIR diagnostics ("file:line:col: error: msg" lines) into one error.

    Diagnostics whose location is the user's Python file are rendered with the
    source line; the first error becomes the exception's location."""
    blocks, first = [], None
    for raw in text.strip().splitlines():
        match = _DIAGNOSTIC_RE.match(raw.strip())
        if not match:
            blocks.append(raw)
            continue
        file, line, col = match["file"], int(match["line"]), int(match["col"])
        message = match["msg"]
        if match["severity"] == "note":
            blocks.append(f"note: {message}\n --> {file}:{line}:{col}")
            continue
        if first is None:
            error_class, message = _refined(error_class, message)
            first = (message, file, line, col)
        blocks.append(render(message, file, line, col))
    if first is None:
        return error_class(text.strip() or "unknown error")
    error = error_class(*first)
    error.args = ("\n".join(blocks),)
    return error
