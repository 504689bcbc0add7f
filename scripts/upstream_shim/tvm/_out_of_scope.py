"""The error for the parts of upstream's API that Compass does not provide."""

_REASONS = {
    "tvm.te": "TVM's tensor expressions are TVM compiler internals",
    "tvm.tir": "TVM's TIR data structures are TVM compiler internals",
    "tvm.script": "TVMScript is TVM compiler internals",
    "tvm.runtime": "TVM's runtime is TVM internals",
    "tvm.relax": "Relax is TVM's graph compiler",
    "tvm.compass.dsl.Aiff": "AIFF needs Arm China's proprietary simulator",
    "tvm.compass.dsl.schedule": "TVM schedules work on TE/TIR, TVM compiler internals",
    "tvm.compass.dsl.transform": "upstream's TIR passes are TVM compiler internals",
    "tvm.compass.dsl.analysis": "upstream's TIR analyses are TVM compiler internals",
}


def refuse(qualified_name):
    """Raises ImportError naming what is missing and why (Python's `from m import x` lets
    ImportError through where it would swallow AttributeError)."""
    if qualified_name.rsplit(".", 1)[-1].startswith("__"):
        raise AttributeError(qualified_name)
    reason = _REASONS.get(qualified_name, "it is not part of Compass's drop-in surface")
    raise ImportError(f"{qualified_name} is not provided by compass: {reason}.")
