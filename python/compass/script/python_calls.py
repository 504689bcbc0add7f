"""Plain Python functions called inside a kernel, run at parse time as upstream runs them.

A kernel may call an undecorated Python function (a helper, a lambda, `operator.and_`) on
kernel values. Like upstream's parser, Compass calls it while parsing: inside it, kernel values
take Python's operators and the S.* builtins build IR, each at the call's line. What the
function returns is the call's value. A kernel value has no truth value at parse time, so an
`if` on one inside such a function is refused (a prim_func or a macro can branch on it).

The parser running such a call is the innermost active one; S.* builtins called by the
parser's own machinery meanwhile (not by the Python function) see none (`suspended`).
"""

import contextlib

_active = []  # (parser, call node) of the Python calls being run; None while suspended


@contextlib.contextmanager
def running(parser, node):
    """Marks `parser` as running a Python function called at `node`."""
    _active.append((parser, node))
    try:
        yield
    finally:
        _active.pop()


@contextlib.contextmanager
def suspended():
    """The parser's own work inside a Python call: kernel values behave as plain objects."""
    _active.append(None)
    try:
        yield
    finally:
        _active.pop()


def active():
    """(parser, node) of the Python call being run, or None."""
    return _active[-1] if _active else None


def dispatch(callee, args, kwargs):
    """`callee` (an S.* builtin or dtype) called by a Python function during parsing: the
    parser builds it at the Python call's line. None outside such a call."""
    context = active()
    if context is None:
        return None
    parser, node = context
    return (parser.call_from_python(callee, args, kwargs, node),)
