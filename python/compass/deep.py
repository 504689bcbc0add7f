"""Running Compass's recursive work on a deep stack.

The front end recurses as the program nests: through the statements and
expressions of a function, into each subroutine it calls (built on first
use) and each macro it expands; MLIR's passes, printer, emitter and decoder
recurse as regions nest. A chain of 60 prim_funcs, each calling the next, is
a valid program that Python's default recursion limit (1,000 frames) cannot
build, and a few thousand nested blocks exhaust the main thread's 8 MiB of C
stack. That work runs on a thread of its own with room for any depth a
program can have (the IR tools bound their input's nesting the same way:
include/Compass/Support/Nesting.h).
"""

import sys
import threading

DEEP_STACK_BYTES = 512 << 20
DEEP_RECURSION_LIMIT = 1_000_000
_DEEP_THREAD = "compass-deep"
_deep_lock = threading.Lock()


def on_a_deep_stack(function):
    """function() run on a thread with a 512 MiB stack and Python's recursion
    limit raised meanwhile; its result, or its exception, as if run here."""
    if threading.current_thread().name == _DEEP_THREAD:
        return function()  # already there (a lowering inside a compile, say)
    outcome = {}

    def run():
        try:
            outcome["result"] = function()
        except BaseException as error:  # noqa: BLE001 - re-raised in the caller
            outcome["error"] = error

    with _deep_lock:
        limit = sys.getrecursionlimit()
        previous = threading.stack_size(DEEP_STACK_BYTES)
        try:
            sys.setrecursionlimit(max(limit, DEEP_RECURSION_LIMIT))
            thread = threading.Thread(target=run, name=_DEEP_THREAD)
            thread.start()
            thread.join()
        finally:
            threading.stack_size(previous)
            sys.setrecursionlimit(limit)
    if "error" in outcome:
        raise outcome["error"].with_traceback(outcome["error"].__traceback__)
    return outcome["result"]

